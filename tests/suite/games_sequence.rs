//! The Sequence game's leaf VALUEs: different seeds give different games, and the three
//! distributions have the right shape (moments, range, tails), with no correlation between
//! neighbouring leaves or neighbouring seeds.

use gamegraph::games::sequence::{Leaves, Sequence, leaf_value};
use gamegraph::solve::dfs::solve_dag;
use gamegraph::solve::tree::{alpha_beta, stack_value};

fn root_value(n: u32, seed: u64, leaves: Leaves) -> f64 {
    let graph = Sequence::new(n, seed, leaves).unwrap().graph().unwrap();
    solve_dag(&graph).unwrap().start_value(&graph)
}

/// A `hash(seed ^ index)` generator fails this: seeds below 2^k only permute leaves inside
/// blocks of 2^k, and the minimax of the last levels does not notice.
#[test]
fn different_seeds_give_different_root_values() {
    for leaves in [Leaves::Uniform, Leaves::Normal] {
        let mut values: Vec<f64> = (1..=20).map(|seed| root_value(10, seed, leaves)).collect();
        values.sort_by(f64::total_cmp);
        values.dedup();
        assert!(values.len() >= 15, "{leaves:?}: only {} distinct root values", values.len());
    }
    // Coin leaves give root values ±1 only. (Not both: at n = 10 the root is +1 with probability
    // about 2%, since P(+1) goes 1/2 → 1/4 → 7/16 → … through the alternating min and max levels.)
    assert!((1..=20).all(|seed| root_value(10, seed, Leaves::Coin).abs() == 1.0));
    // Coin leaves at n = 1 (Paul picks the better of two coins) do vary with the seed.
    let coins: Vec<f64> = (1..=20).map(|seed| root_value(1, seed, Leaves::Coin)).collect();
    assert!(coins.contains(&1.0) && coins.contains(&-1.0), "{coins:?}");
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let a = Sequence::new(8, 42, Leaves::Uniform).unwrap().graph().unwrap();
    let b = Sequence::new(8, 42, Leaves::Uniform).unwrap().graph().unwrap();
    assert_eq!(a, b);
    assert_ne!(a, Sequence::new(8, 43, Leaves::Uniform).unwrap().graph().unwrap());
}

struct Moments {
    mean: f64,
    variance: f64,
}

fn moments(values: impl Iterator<Item = f64>) -> Moments {
    let (mut count, mut sum, mut squares) = (0.0, 0.0, 0.0);
    for v in values {
        count += 1.0;
        sum += v;
        squares += v * v;
    }
    let mean = sum / count;
    Moments { mean, variance: squares / count - mean * mean }
}

const DRAWS: u64 = 1_000_000;

/// Tolerances are about five standard errors for a million draws.
#[test]
fn uniform_leaves() {
    let m = moments((0..DRAWS).map(|i| leaf_value(3, Leaves::Uniform, i)));
    assert!(m.mean.abs() < 0.003, "mean {}", m.mean);
    assert!((m.variance - 1.0 / 3.0).abs() < 0.002, "variance {}", m.variance);
    // Ten equal bins of [−1, 1] each get a tenth of the draws.
    let mut bins = [0u64; 10];
    for i in 0..DRAWS {
        let v = leaf_value(3, Leaves::Uniform, i);
        assert!((-1.0..=1.0).contains(&v));
        bins[((v + 1.0) * 5.0).min(9.0) as usize] += 1;
    }
    for (bin, &count) in bins.iter().enumerate() {
        let share = count as f64 / DRAWS as f64;
        assert!((share - 0.1).abs() < 0.0015, "bin {bin} has {share}");
    }
}

#[test]
fn coin_leaves() {
    let mut heads = 0u64;
    for i in 0..DRAWS {
        let v = leaf_value(5, Leaves::Coin, i);
        assert!(v == 1.0 || v == -1.0, "coin gave {v}");
        heads += (v == 1.0) as u64;
    }
    let share = heads as f64 / DRAWS as f64;
    assert!((share - 0.5).abs() < 0.0025, "heads {share}");
}

#[test]
fn normal_leaves() {
    let m = moments((0..DRAWS).map(|i| leaf_value(7, Leaves::Normal, i)));
    assert!(m.mean.abs() < 0.005, "mean {}", m.mean);
    assert!((m.variance - 1.0).abs() < 0.01, "variance {}", m.variance);
    // P(|Z| < 1) = 0.6827, P(|Z| < 2) = 0.9545, P(|Z| < 3) = 0.9973.
    for (k, expected) in [(1.0, 0.682_689), (2.0, 0.954_500), (3.0, 0.997_300)] {
        let inside = (0..DRAWS).filter(|&i| leaf_value(7, Leaves::Normal, i).abs() < k).count();
        let share = inside as f64 / DRAWS as f64;
        assert!((share - expected).abs() < 0.0025, "P(|Z| < {k}) = {share}");
    }
    assert!((0..DRAWS).all(|i| leaf_value(7, Leaves::Normal, i).is_finite()));
}

/// Neighbouring leaves of one seed, and the same leaf under neighbouring seeds, are uncorrelated.
#[test]
fn no_correlation_between_neighbours() {
    let correlation = |pairs: &dyn Fn(u64) -> (f64, f64)| {
        let (mut xy, mut xx, mut yy) = (0.0, 0.0, 0.0);
        for i in 0..200_000 {
            let (x, y) = pairs(i);
            xy += x * y;
            xx += x * x;
            yy += y * y;
        }
        xy / (xx * yy).sqrt()
    };
    for leaves in [Leaves::Uniform, Leaves::Coin, Leaves::Normal] {
        let along = correlation(&|i| (leaf_value(1, leaves, i), leaf_value(1, leaves, i + 1)));
        let across = correlation(&|i| (leaf_value(i, leaves, 5), leaf_value(i + 1, leaves, 5)));
        let seeds = correlation(&|i| (leaf_value(1, leaves, i), leaf_value(2, leaves, i)));
        for (what, r) in [("neighbouring leaves", along), ("neighbouring seeds", across), ("seeds 1 and 2", seeds)] {
            assert!(r.abs() < 0.015, "{leaves:?}: correlation {r} between {what}");
        }
    }
}

/// Seeds 0 and 1 do not share their leaf values up to order (the `hash(seed ^ index)` failure).
#[test]
fn small_seeds_are_not_permutations_of_each_other() {
    let sorted = |seed| {
        let mut v: Vec<f64> = (0..1024).map(|i| leaf_value(seed, Leaves::Uniform, i)).collect();
        v.sort_by(f64::total_cmp);
        v
    };
    let (a, b) = (sorted(0), sorted(1));
    let shared = a.iter().filter(|x| b.binary_search_by(|y| y.total_cmp(x)).is_ok()).count();
    assert_eq!(shared, 0);
}

/// Why the counter-based generator: with `hash(seed ^ index)`, a seed below 2^n only swaps
/// sibling subtrees (XOR flips index bits), and minimax does not care about the order of a
/// position's children, so every seed gives the same root value. This computes the root with
/// such a generator to show that the distinct-root-values test above would catch it.
#[test]
fn the_naive_generator_would_fail_the_seed_test() {
    fn naive_leaf(seed: u64, index: u64) -> f64 {
        let mut z = seed ^ index;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) as f64 / u64::MAX as f64 * 2.0 - 1.0
    }
    /// Minimax over the leaves level by level, Carole choosing at the last level when n is even.
    fn naive_root(n: u32, seed: u64) -> f64 {
        let mut level: Vec<f64> = (0..1u64 << n).map(|i| naive_leaf(seed, i)).collect();
        for depth in (0..n).rev() {
            let paul = depth % 2 == 0;
            level = level.chunks(2).map(|p| if paul { p[0].max(p[1]) } else { p[0].min(p[1]) }).collect();
        }
        level[0]
    }
    let mut values: Vec<f64> = (1..=20).map(|seed| naive_root(10, seed)).collect();
    values.dedup();
    assert_eq!(values.len(), 1);
}

/// The implicit game and the stored tree agree: Shen's stack traversal and alpha-beta on the
/// `Game` give the root value DFS minimax gives on the stored graph.
#[test]
fn implicit_and_stored_games_agree() {
    for leaves in Leaves::ALL {
        for (n, seed) in [(0, 3), (1, 4), (7, 5), (12, 6)] {
            let game = Sequence::new(n, seed, leaves).unwrap();
            let graph = game.graph().unwrap();
            let stored = solve_dag(&graph).unwrap().start_value(&graph);
            assert_eq!(stack_value(&game), stored, "{leaves:?} n = {n}");
            let pruned = alpha_beta(&game);
            assert_eq!(pruned.value, stored, "{leaves:?} n = {n}");
            assert!(pruned.leaves <= 1 << n);
        }
    }
}

/// Deep games are playable without storing them: at n = 40 (2^41 positions) the leftmost path
/// and the last leaf are reached through the `Game` interface in O(n) memory.
#[test]
fn deep_games_are_implicit() {
    use gamegraph::game::Game;
    let game = Sequence::new(40, 9, Leaves::Uniform).unwrap();
    let mut state = game.start();
    while let Some(next) = game.child(&state, 1) {
        state = next;
    }
    assert_eq!(state.depth, 40);
    assert_eq!(state.bits, (1 << 40) - 1);
    assert_eq!(game.name(&state), "1".repeat(40));
    assert_eq!(game.end_value(&state), leaf_value(9, Leaves::Uniform, (1 << 40) - 1));
}
