//! The Sequence lab's evaluators on one core, in leaves per second: the full evaluations
//! (level-by-level reduction and Shen's stack) at n = 20 for each leaf distribution, the leaf
//! generator alone as the floor they cannot beat, and alpha-beta at n = 30 (leaves it actually
//! evaluates per second).
//!
//! "before" is the path the full evaluation took before the SIMD lanes (src/lanes.rs), kept
//! here only: leaves one at a time in a loop the compiler vectorises as it can, stored, then
//! reduced level by level — measured in the same run, side by side.
//!
//! Run with `cargo bench --bench sequence`; `baselines/run.sh` compares with plain JavaScript and
//! numpy, and the numbers go into BENCHMARKS.md.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use gamegraph::games::sequence::{Leaves, Sequence, leaf_value};
use gamegraph::sim::{LeafTree, run_seed, value_by_alpha_beta, value_by_levels, value_by_stack};
use std::hint::black_box;

/// The Sequence game as the full evaluation saw it before the SIMD lanes: no fused reduction,
/// and one loop per distribution over `leaf_value` with its key computation hoisted.
struct Before(Sequence);

impl LeafTree for Before {
    fn moves(&self) -> u32 {
        self.0.n()
    }
    fn leaf(&self, index: u64) -> f64 {
        self.0.leaf_values().get(index)
    }
    fn fill_leaves(&self, first: u64, out: &mut [f64]) {
        let seed = self.0.seed();
        match self.0.leaves() {
            Leaves::Uniform => fill_with(first, out, |i| leaf_value(seed, Leaves::Uniform, i)),
            Leaves::Coin => fill_with(first, out, |i| leaf_value(seed, Leaves::Coin, i)),
            Leaves::Normal => fill_with(first, out, |i| leaf_value(seed, Leaves::Normal, i)),
        }
    }
}

#[inline]
fn fill_with(first: u64, out: &mut [f64], leaf: impl Fn(u64) -> f64) {
    for (i, slot) in out.iter_mut().enumerate() {
        *slot = leaf(first + i as u64);
    }
}

fn full(c: &mut Criterion) {
    let n = 20;
    let mut group = c.benchmark_group(format!("sequence/full n={n}"));
    group.sample_size(10);
    group.throughput(Throughput::Elements(1 << n));
    for leaves in Leaves::ALL {
        let game = Sequence::new(n, run_seed(7, n, 0), leaves).expect("n ≤ 62");
        group.bench_function(BenchmarkId::new("levels", leaves.keyword()), |b| {
            b.iter(|| black_box(value_by_levels(black_box(&game))))
        });
        let before = Before(game);
        assert_eq!(value_by_levels(&before).to_bits(), value_by_levels(&game).to_bits());
        group.bench_function(BenchmarkId::new("levels before", leaves.keyword()), |b| {
            b.iter(|| black_box(value_by_levels(black_box(&before))))
        });
        group.bench_function(BenchmarkId::new("stack", leaves.keyword()), |b| {
            b.iter(|| black_box(value_by_stack(black_box(&game))))
        });
        // The generator alone, block by block as `value_by_levels` asks for it.
        let mut block = vec![0.0; 4096];
        group.bench_function(BenchmarkId::new("generate only", leaves.keyword()), |b| {
            b.iter(|| {
                for first in (0..1u64 << n).step_by(block.len()) {
                    game.fill_leaves(first, &mut block);
                    black_box(&block);
                }
            })
        });
        group.bench_function(BenchmarkId::new("generate only before", leaves.keyword()), |b| {
            b.iter(|| {
                for first in (0..1u64 << n).step_by(block.len()) {
                    before.fill_leaves(first, &mut block);
                    black_box(&block);
                }
            })
        });
    }
    group.finish();
}

fn alpha_beta(c: &mut Criterion) {
    let n = 30;
    let game = Sequence::new(n, run_seed(7, n, 0), Leaves::Uniform).expect("n ≤ 62");
    let leaves = value_by_alpha_beta(&game).leaves_evaluated;
    let mut group = c.benchmark_group(format!("sequence/alphabeta n={n}"));
    group.sample_size(10);
    group.throughput(Throughput::Elements(leaves));
    group.bench_function(BenchmarkId::new("alpha-beta", format!("{leaves} leaves")), |b| {
        b.iter(|| black_box(value_by_alpha_beta(black_box(&game))))
    });
    group.finish();
}

criterion_group!(sequence, full, alpha_beta);
criterion_main!(sequence);
