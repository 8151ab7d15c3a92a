//! The generic tree algorithms of `solve::tree` (Shen's stack traversal and alpha-beta, untraced)
//! on the implicit Sequence game, in leaves per second, beside the Sequence lab's specialised
//! alpha-beta (`sim::value_by_alpha_beta`) on the same tree: what one core written for any game
//! costs against code written for complete binary trees.
//!
//! Run with `cargo bench --bench tree`.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use gamegraph::games::sequence::{Leaves, Sequence};
use gamegraph::sim::{run_seed, value_by_alpha_beta};
use gamegraph::solve::tree::{alpha_beta, stack_value};
use std::hint::black_box;

fn stack(c: &mut Criterion) {
    let n = 18;
    let game = Sequence::new(n, run_seed(7, n, 0), Leaves::Uniform).expect("n ≤ 62");
    let mut group = c.benchmark_group(format!("tree/stack n={n}"));
    group.sample_size(10);
    group.throughput(Throughput::Elements(1 << n));
    group.bench_function(BenchmarkId::new("stack_value", "uniform"), |b| {
        b.iter(|| black_box(stack_value(black_box(&game))))
    });
    group.finish();
}

fn alpha_beta_search(c: &mut Criterion) {
    let n = 26;
    let game = Sequence::new(n, run_seed(7, n, 0), Leaves::Uniform).expect("n ≤ 62");
    let leaves = alpha_beta(&game).leaves;
    let mut group = c.benchmark_group(format!("tree/alphabeta n={n}"));
    group.sample_size(10);
    group.throughput(Throughput::Elements(leaves));
    group.bench_function(BenchmarkId::new("solve::tree::alpha_beta", format!("{leaves} leaves")), |b| {
        b.iter(|| black_box(alpha_beta(black_box(&game))))
    });
    group.bench_function(BenchmarkId::new("sim::value_by_alpha_beta", format!("{leaves} leaves")), |b| {
        b.iter(|| black_box(value_by_alpha_beta(black_box(&game))))
    });
    group.finish();
}

criterion_group!(tree, stack, alpha_beta_search);
criterion_main!(tree);
