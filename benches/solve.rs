//! Solver throughput in moves per second, with petgraph's bare `DfsPostOrder` over the same graph
//! as the anchor: our DFS also computes every value, and should be at least as fast as a
//! traversal that computes nothing.
//!
//! Two graphs: a random DAG (a deep search, half its moves to far-away positions) and a large Nim
//! start (shallow, every position reached along many paths, two distinct values).
//!
//! Run with `cargo bench --bench solve`; the numbers go into BENCHMARKS.md.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
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

/// Nim as in seed 001 (and `games::nim`): a position is the pile sizes and the player to move; a
/// move takes one or more matches from one pile, pile by pile, one match first; the player to
/// move when every pile is empty loses (VALUE −1 for Paul, +1 for Carole). Every tuple of piles no
/// bigger than `start`'s is stored with both movers, `P5.5.0` or `C5.5.0`, the start is `start`
/// with Paul to move. Built directly (not by expanding the implicit game) so building is quick.
pub fn nim(start: &[u32]) -> GameGraph {
    // Position id = 2 × (mixed-radix number of the piles, first pile most significant) + mover.
    let radix: Vec<u32> = start.iter().map(|&p| p + 1).collect();
    let mut weight = vec![1u32; start.len()];
    for i in (0..start.len().saturating_sub(1)).rev() {
        weight[i] = weight[i + 1] * radix[i + 1];
    }
    let tuples: u32 = radix.iter().product();
    let mut b = GraphBuilder::with_capacity(2 * tuples as usize, 0);
    let mut piles = vec![0u32; start.len()];
    for tuple in 0..tuples {
        let mut rest = tuple;
        for i in 0..start.len() {
            piles[i] = rest / weight[i];
            rest %= weight[i];
        }
        let label: Vec<String> = piles.iter().map(u32::to_string).collect();
        let label = label.join(".");
        for (mover, initial, mover_bit) in [(Player::Max, 'P', 0), (Player::Min, 'C', 1)] {
            let name = format!("{initial}{label}");
            if tuple == 0 {
                // Every pile empty: the player to move has lost.
                b.add_end_with_mover(name, mover, if mover == Player::Max { -1.0 } else { 1.0 });
                continue;
            }
            let next_mover_bit = 1 - mover_bit;
            let succ = (0..start.len()).flat_map(|i| (1..=piles[i]).map(move |k| (i, k)));
            let succ = succ.map(|(i, k)| 2 * (tuple - k * weight[i]) + next_mover_bit);
            b.add_position(name, mover, succ.collect::<Vec<u32>>());
        }
    }
    let start_tuple: u32 = start.iter().zip(&weight).map(|(p, w)| p * w).sum();
    b.set_start(2 * start_tuple);
    b.build().expect("a valid Nim graph")
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
    let piles = [5, 5, 5, 5, 5, 5, 5];
    let g = nim(&piles);
    // Bouton: the player to move wins exactly when the nim-sum is not zero.
    let paul_wins = piles.iter().fold(0, |x, p| x ^ p) != 0;
    let value = solve_dag(&g).expect("Nim is a DAG").start_value(&g);
    assert_eq!(value, if paul_wins { 1.0 } else { -1.0 }, "Nim value against Bouton's nim-sum");
    bench_graph(c, &format!("Nim {piles:?} {} positions", g.len()), &g);
}

criterion_group!(solve, benches);
criterion_main!(solve);
