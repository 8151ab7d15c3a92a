//! Solver throughput in moves per second, with petgraph's bare `DfsPostOrder` over the same graph
//! as the anchor: our DFS also computes every value, and should be at least as fast as a
//! traversal that computes nothing.
//!
//! Two graphs: a random DAG (a deep search, half its moves to far-away positions, 2,001 distinct
//! end values) and a Nim preset near the storage limits (a shallow search, every position reached along many
//! paths, two end values). Throughput is in moves per second (criterion's "elem/s").
//!
//! Run with `cargo bench --bench solve`; the numbers go into BENCHMARKS.md.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use gamegraph::games::build_preset;
use gamegraph::graph::{GameGraph, GraphBuilder, Player};
use gamegraph::solve::dfs::solve_dag;
use petgraph::visit::DfsPostOrder;
use std::hint::black_box;

/// SplitMix64: a small deterministic generator, so every run benchmarks the same graph.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        ((self.next() as u128 * n as u128) >> 64) as u64
    }
}

/// A random DAG: `positions` positions, about `moves` moves, each from a position to a later one
/// (so no cycle); the last tenth are end positions with values in [−1, 1].
pub fn random_dag(positions: usize, moves: usize, seed: u64) -> GameGraph {
    let mut rng = SplitMix(seed);
    let ends = positions / 10;
    let inner = positions - ends;
    let per = moves / inner;
    let mut b = GraphBuilder::with_capacity(positions, moves);
    for v in 0..positions {
        if v >= inner {
            b.add_end(format!("e{v}"), rng.below(2001) as f64 / 1000.0 - 1.0);
        } else {
            let mover = if rng.next() & 1 == 0 { Player::Max } else { Player::Min };
            let span = (positions - v - 1) as u64;
            // Mostly nearby positions (a deep search), some far ones (many black edges).
            let succ: Vec<u32> = (0..per)
                .map(|i| {
                    let step = if i == 0 {
                        1
                    } else if i % 2 == 0 {
                        1 + rng.below(span.min(64))
                    } else {
                        1 + rng.below(span)
                    };
                    (v as u64 + step.min(span)) as u32
                })
                .collect();
            b.add_position(format!("p{v}"), mover, succ);
        }
    }
    b.build().expect("a valid random DAG")
}

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

fn bench_graph(c: &mut Criterion, label: &str, g: &GameGraph) {
    let mut group = c.benchmark_group(format!("dfs/{label}"));
    group.sample_size(10);
    group.throughput(Throughput::Elements(g.move_count() as u64));
    group.bench_function(BenchmarkId::new("gamegraph solve_dag", g.move_count()), |b| {
        b.iter(|| black_box(solve_dag(black_box(g)).expect("a DAG")))
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

fn benches(c: &mut Criterion) {
    let g = random_dag(1_000_000, 10_000_000, 42);
    bench_graph(c, "random DAG 1M positions 10M moves", &g);
    // A Nim preset near the storage limits (2 × 6^7 positions, 9.8M moves), built as the page does.
    let piles = [5, 5, 5, 5, 5, 5, 5];
    let text: Vec<String> = piles.iter().map(u32::to_string).collect();
    let nim = build_preset("nim", &[("piles", &text.join(","))]).expect("a Nim preset within the limits");
    let g = nim.graph;
    // Bouton: the player to move wins exactly when the nim-sum is not zero.
    let paul_wins = piles.iter().fold(0, |x, p| x ^ p) != 0;
    let value = solve_dag(&g).expect("Nim is a DAG").start_value(&g);
    assert_eq!(value, if paul_wins { 1.0 } else { -1.0 }, "Nim value against Bouton's nim-sum");
    bench_graph(c, &format!("Nim {} ({} positions)", text.join(","), g.len()), &g);
}

criterion_group!(solve, benches);
criterion_main!(solve);
