//! The benchmark graphs, shared by `benches/solve.rs` and `examples/retrograde_phases.rs` (which
//! includes this file by path): a seeded random DAG and the Nim preset near the storage limits.

use gamegraph::games::build_preset;
use gamegraph::graph::{GameGraph, GraphBuilder, Player};

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

/// The benchmarks' random DAG: 10^6 positions, 9.9·10^6 moves, seed 42.
pub fn bench_dag() -> GameGraph {
    random_dag(1_000_000, 10_000_000, 42)
}

/// The Nim piles of the benchmarks: 2 × 6^7 positions, 9.8·10^6 moves, near the storage limits.
pub const NIM_PILES: [u32; 7] = [5, 5, 5, 5, 5, 5, 5];

/// The Nim preset with [`NIM_PILES`], built as the page does, and its piles as text (`5,5,…`).
pub fn bench_nim() -> (GameGraph, String) {
    let text: Vec<String> = NIM_PILES.iter().map(u32::to_string).collect();
    let text = text.join(",");
    let nim = build_preset("nim", &[("piles", &text)]).expect("a Nim preset within the limits");
    (nim.graph, text)
}
