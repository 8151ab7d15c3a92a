//! Solver throughput in moves per second, with petgraph's bare `DfsPostOrder` over the same graph
//! as the anchor: our DFS also computes every value, and should be at least as fast as a
//! traversal that computes nothing. Retrograde analysis (cycles allowed, so it needs predecessor
//! lists and counters) is measured on the same graphs in the same run.
//!
//! Two graphs: a random DAG (a deep search, half its moves to far-away positions, 2,001 distinct
//! end values) and a Nim preset near the storage limits (a shallow search, every position reached along many
//! paths, two end values). Throughput is in moves per second (criterion's "elem/s").
//!
//! Each is timed twice: in wall-clock time (group `solve/…`) and in the CPU time of the benchmark
//! thread (group `solve-cpu/…`, see `cpu_time/mod.rs`), which on a machine shared with other jobs
//! does not count the waits for a core. `cargo bench --bench solve -- solve-cpu` runs only the
//! latter. The numbers go into BENCHMARKS.md.

use criterion::measurement::Measurement;
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use gamegraph::graph::GameGraph;
use gamegraph::solve::dfs::solve_dag;
use gamegraph::solve::retrograde::retrograde;
use petgraph::visit::DfsPostOrder;
use std::hint::black_box;

mod cpu_time;
mod graphs;
use cpu_time::CpuTime;
use graphs::{NIM_PILES, bench_dag, bench_nim};

fn petgraph_copy(g: &GameGraph) -> petgraph::Graph<(), ()> {
    let mut p = petgraph::Graph::with_capacity(g.len(), g.move_count());
    for _ in 0..g.len() {
        p.add_node(());
    }
    for v in 0..g.len() as u32 {
        for &w in g.successors(v) {
            p.add_edge(v.into(), w.into(), ());
        }
    }
    p
}

fn petgraph_csr(g: &GameGraph) -> petgraph::csr::Csr<(), ()> {
    let mut edges = Vec::with_capacity(g.move_count());
    for v in 0..g.len() as u32 {
        let mut succ = g.successors(v).to_vec();
        succ.sort_unstable();
        succ.dedup();
        edges.extend(succ.into_iter().map(|w| (v, w)));
    }
    petgraph::csr::Csr::from_sorted_edges(&edges).expect("edges sorted by source")
}

fn bench_graph<M: Measurement>(c: &mut Criterion<M>, group: &str, label: &str, g: &GameGraph) {
    let mut group = c.benchmark_group(format!("{group}/{label}"));
    group.sample_size(10);
    group.throughput(Throughput::Elements(g.move_count() as u64));
    group.bench_function(BenchmarkId::new("gamegraph solve_dag", g.move_count()), |b| {
        b.iter(|| black_box(solve_dag(black_box(g)).expect("a DAG")))
    });
    group.bench_function(BenchmarkId::new("gamegraph retrograde", g.move_count()), |b| {
        b.iter(|| black_box(retrograde(black_box(g))))
    });
    let pg = petgraph_copy(g);
    group.bench_function(BenchmarkId::new("petgraph Graph DfsPostOrder", g.move_count()), |b| {
        b.iter(|| {
            let mut dfs = DfsPostOrder::new(&pg, (g.start()).into());
            let mut count = 0u32;
            while let Some(v) = dfs.next(&pg) {
                count = count.wrapping_add(v.index() as u32);
            }
            black_box(count)
        })
    });
    let csr = petgraph_csr(g);
    group.bench_function(BenchmarkId::new("petgraph Csr DfsPostOrder", g.move_count()), |b| {
        b.iter(|| {
            let mut dfs = DfsPostOrder::new(&csr, g.start());
            let mut count = 0u32;
            while let Some(v) = dfs.next(&csr) {
                count = count.wrapping_add(v);
            }
            black_box(count)
        })
    });
    group.finish();
}

/// Both graphs, each solver and traversal side by side, timed by `M`.
fn bench_all<M: Measurement>(c: &mut Criterion<M>, group: &str) {
    let g = bench_dag();
    bench_graph(c, group, "random DAG 1M positions 10M moves", &g);
    let (g, piles) = bench_nim();
    // Bouton: the player to move wins exactly when the nim-sum is not zero.
    let paul_wins = NIM_PILES.iter().fold(0, |x, p| x ^ p) != 0;
    let value = solve_dag(&g).expect("Nim is a DAG").start_value(&g);
    assert_eq!(value, if paul_wins { 1.0 } else { -1.0 }, "Nim value against Bouton's nim-sum");
    bench_graph(c, group, &format!("Nim {piles} ({} positions)", g.len()), &g);
}

fn benches(c: &mut Criterion) {
    bench_all(c, "solve");
}

fn benches_cpu(c: &mut Criterion<CpuTime>) {
    bench_all(c, "solve-cpu");
}

criterion_group!(solve, benches);
criterion_group! {
    name = solve_cpu;
    config = Criterion::default().with_measurement(CpuTime);
    targets = benches_cpu
}
criterion_main!(solve, solve_cpu);
