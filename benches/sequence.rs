//! The Sequence lab's evaluators on one core, in leaves per second: the full evaluations
//! (level-by-level reduction and Shen's stack) at n = 20 for each leaf distribution, the leaf
//! generator alone as the floor they cannot beat, and alpha-beta at n = 30 (leaves it actually
//! evaluates per second).
//!
//! Run with `cargo bench --bench sequence`; `baselines/run.sh` compares with plain JavaScript and
//! numpy, and the numbers go into BENCHMARKS.md.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use gamegraph::games::sequence::{Leaves, Sequence};
use gamegraph::sim::{LeafTree, run_seed, value_by_alpha_beta, value_by_levels, value_by_stack};
use std::hint::black_box;

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
