//! Alpha-beta's expected leaf count for random leaves: the exact recursion against hand
//! derivation, against the average over every leaf order, against simulation, and its growth
//! rate against Pearl's φ.

use gamegraph::games::sequence::{Leaves, Sequence};
use gamegraph::sim::pruning::{
    ALPHA_BETA_BRANCHING, expected_alpha_beta_leaves, expected_alpha_beta_leaves_on_grid, minimal_tree_leaves,
};
use gamegraph::sim::stats::sample_stats;
use gamegraph::sim::{LeafArray, run_seed, value_by_alpha_beta};

fn close_relative(got: f64, expected: f64, tolerance: f64, what: &str) {
    assert!((got / expected - 1.0).abs() <= tolerance, "{what}: got {got}, expected {expected}");
}

/// The mean count of `runs` random games of n moves, with its standard error.
fn simulated(n: u32, runs: u64, leaves: Leaves) -> (f64, f64) {
    let counts: Vec<f64> = (0..runs)
        .map(|r| {
            let game = Sequence::new(n, run_seed(31, n, r), leaves).unwrap();
            value_by_alpha_beta(&game).leaves_evaluated as f64
        })
        .collect();
    let s = sample_stats(&counts);
    (s.mean, s.sd / (runs as f64).sqrt())
}

/// n = 1: both leaves, always. n = 2: Paul's root over Carole's two nodes: the first needs both
/// leaves; the second's first leaf x3 cuts the last one off when x3 ≤ min(x1, x2), probability
/// 1/3 (x3 is the smallest of three exchangeable values). So E = 4 − 1/3 = 11/3.
#[test]
fn small_trees_by_hand() {
    let expected = expected_alpha_beta_leaves(2).unwrap();
    assert_eq!(expected.len(), 3);
    close_relative(expected[0], 1.0, 1e-15, "n = 0");
    close_relative(expected[1], 2.0, 1e-15, "n = 1");
    close_relative(expected[2], 11.0 / 3.0, 1e-5, "n = 2");
}

/// The count depends only on the order of the leaves, so for n = 3 its exact expectation is the
/// average over all 8! orders of eight distinct values.
#[test]
fn three_moves_match_the_average_over_all_leaf_orders() {
    let mut order: Vec<f64> = (0..8).map(f64::from).collect();
    let (mut total, mut orders) = (0u64, 0u64);
    let mut visit = |order: &[f64]| {
        total += value_by_alpha_beta(&LeafArray::new(order).unwrap()).leaves_evaluated;
        orders += 1;
    };
    // Heap's algorithm, iteratively: every permutation once.
    let mut counters = [0usize; 8];
    visit(&order);
    let mut i = 1;
    while i < 8 {
        if counters[i] < i {
            if i % 2 == 0 {
                order.swap(0, i)
            } else {
                order.swap(counters[i], i)
            }
            visit(&order);
            counters[i] += 1;
            i = 1;
        } else {
            counters[i] = 0;
            i += 1;
        }
    }
    assert_eq!(orders, 40_320);
    let exact = total as f64 / orders as f64;
    close_relative(expected_alpha_beta_leaves(3).unwrap()[3], exact, 1e-5, "n = 3");
}

/// Simulated means lie within four standard errors of the computed expectation, for uniform and
/// for normal leaves (only the order of the leaves matters).
#[test]
fn simulation_agrees_with_the_expectation() {
    let expected = expected_alpha_beta_leaves(16).unwrap();
    for (n, runs, leaves) in
        [(3, 4000, Leaves::Normal), (8, 2000, Leaves::Uniform), (12, 1000, Leaves::Normal), (16, 400, Leaves::Uniform)]
    {
        let (mean, error) = simulated(n, runs, leaves);
        assert!(
            (mean - expected[n as usize]).abs() < 4.0 * error,
            "n = {n}: simulated {mean} ± {error}, expected {}",
            expected[n as usize]
        );
    }
}

/// The recursion is discretised on a grid of window ends: halving the grid's spacing moves the
/// result by less than 1e-4 relative, for every n.
#[test]
fn the_grid_is_fine_enough() {
    let coarse = expected_alpha_beta_leaves_on_grid(30, 128, 1.1).unwrap();
    let default = expected_alpha_beta_leaves(30).unwrap();
    for n in 0..=30 {
        close_relative(coarse[n], default[n], 1e-4, &format!("n = {n}"));
    }
    assert!(expected_alpha_beta_leaves(63).is_err());
    assert!(expected_alpha_beta_leaves_on_grid(4, 1, 1.1).is_err());
    assert!(expected_alpha_beta_leaves_on_grid(4, 64, 1.0).is_err());
}

/// Between the Knuth–Moore minimum and the whole tree, and growing by Pearl's φ per move in the
/// limit (approached from above: about 1.621 per move at n = 36).
#[test]
fn the_expectation_grows_by_phi() {
    let expected = expected_alpha_beta_leaves(36).unwrap();
    for (n, &e) in expected.iter().enumerate() {
        assert!(e >= minimal_tree_leaves(n as u32) as f64 - 1e-9 && e <= 2f64.powi(n as i32) + 1e-9, "n = {n}: {e}");
    }
    let rate = (expected[36] / expected[34]).sqrt();
    assert!(rate > ALPHA_BETA_BRANCHING && rate - ALPHA_BETA_BRANCHING < 0.004, "rate {rate}");
    // Pearl's factor is (√5 − 1)/2 over 1 − (√5 − 1)/2, the golden ratio.
    let xi = (5f64.sqrt() - 1.0) / 2.0;
    assert!((xi * xi + xi - 1.0).abs() < 1e-15);
    assert!((xi / (1.0 - xi) - ALPHA_BETA_BRANCHING).abs() < 1e-15);
}
