//! The Sequence lab's evaluators: level-by-level reduction, Shen's stack and alpha-beta agree bit
//! for bit with each other and with the generic solvers, alpha-beta's counts stay within their
//! bounds, and the leaf generator still produces the values links depend on. (Expected counts:
//! `sim_pruning.rs`.)

use gamegraph::game::Game;
use gamegraph::games::sequence::{Leaves, Sequence, leaf_value};
use gamegraph::sim::pruning::minimal_tree_leaves;
use gamegraph::sim::{
    LeafArray, LeafTree, Method, evaluate, run_seed, value_by_alpha_beta, value_by_levels, value_by_stack,
};
use gamegraph::solve::dfs::solve_dag;
use gamegraph::solve::tree::{alpha_beta, stack_value};

/// An independent SplitMix64 (Steele, Lea & Flood 2014) and the documented leaf mapping, written
/// out again from the description in `games::sequence`, so that a change to the generator
/// (which would silently change every stored link) fails here.
mod oracle {
    const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

    fn finalise(mut z: u64) -> u64 {
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn output(key: u64, i: u64) -> u64 {
        finalise(key.wrapping_add(i.wrapping_add(1).wrapping_mul(GAMMA)))
    }

    pub fn uniform(seed: u64, index: u64) -> f64 {
        let bits = output(finalise(seed), index);
        let magnitude = ((bits >> 11 & ((1 << 52) - 1)) * 2 + 1) as f64 / 2f64.powi(53);
        if bits >> 63 == 1 { -magnitude } else { magnitude }
    }

    pub fn coin(seed: u64, index: u64) -> f64 {
        if output(finalise(seed), index) >> 63 == 1 { -1.0 } else { 1.0 }
    }

    pub fn normal(seed: u64, index: u64) -> f64 {
        let key = finalise(seed ^ 0x6A09_E667_F3BC_C908);
        let u1 = ((output(key, 2 * index) >> 11) + 1) as f64 / 2f64.powi(53);
        let u2 = (output(key, 2 * index + 1) >> 11) as f64 / 2f64.powi(53);
        (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    }
}

#[test]
fn the_leaf_generator_matches_its_specification_bit_for_bit() {
    let far = [1 << 40, (1 << 62) - 1, (1 << 62) - 2, 123_456_789_012_345];
    for seed in [0, 1, 7, 42, u64::MAX] {
        for index in (0..5000).chain(far) {
            for (leaves, expected) in [
                (Leaves::Uniform, oracle::uniform(seed, index)),
                (Leaves::Coin, oracle::coin(seed, index)),
                (Leaves::Normal, oracle::normal(seed, index)),
            ] {
                let got = leaf_value(seed, leaves, index);
                if leaves == Leaves::Normal {
                    // The generator uses its own portable ln and cos (same bits on every
                    // platform), the oracle the library's: equal to a few units in the last place.
                    let tolerance = 1e-14 * expected.abs().max(1.0);
                    assert!((got - expected).abs() <= tolerance, "{leaves:?} seed {seed} leaf {index}");
                } else {
                    assert_eq!(got.to_bits(), expected.to_bits(), "{leaves:?} seed {seed} leaf {index}");
                }
            }
        }
    }
}

/// Normal leaves are pinned to the bit: the page (WebAssembly) and the command line must give the
/// same numbers, and this catches any change of the generator or of the portable ln and cos.
#[test]
fn normal_leaves_are_pinned_to_the_bit() {
    let pinned: Vec<u64> = (0..4).map(|i| leaf_value(7, Leaves::Normal, i).to_bits()).collect();
    assert_eq!(pinned, PINNED_NORMAL_SEED_7, "{:?}", pinned.iter().map(|&b| f64::from_bits(b)).collect::<Vec<_>>());
}

const PINNED_NORMAL_SEED_7: [u64; 4] =
    [13818815470470666062, 13830650574300749594, 4604293139814997886, 13822591134477648461];

#[test]
fn block_filling_gives_the_same_leaves_as_one_at_a_time() {
    for leaves in Leaves::ALL {
        let game = Sequence::new(20, 3, leaves).unwrap();
        let mut block = vec![0.0; 777];
        game.fill_leaves(1000, &mut block);
        for (i, v) in block.iter().enumerate() {
            assert_eq!(v.to_bits(), leaf_value(3, leaves, 1000 + i as u64).to_bits());
        }
    }
}

/// ```text
///                   e (Paul: max) = 5
///              /                        \
///      0 (Carole: min) = 5            1 (Carole: min) = 1
///        /          \                   /            \
///   00 (max) = 5  01 (max) = 9     10 (max) = 1   11 (max) = 7
///    /   \         /   \            /   \           /   \
///   3     5       2     9          0     1         7     4
/// ```
/// Alpha-beta: 00 = 5 gives Carole at 0 the bound 5; 01 (window −∞..5) needs both leaves, since
/// 2 < 5; so 0 = 5 and Paul is sure of 5. Then 10 = 1 ≤ 5, so Carole at 1 can hold Paul to 1 and
/// the subtree 11 is never looked at: 6 leaves.
#[test]
fn a_small_tree_by_hand() {
    let leaves = [3.0, 5.0, 2.0, 9.0, 0.0, 1.0, 7.0, 4.0];
    let tree = LeafArray::new(&leaves).unwrap();
    assert_eq!(tree.moves(), 3);
    assert_eq!(value_by_levels(&tree), 5.0);
    assert_eq!(value_by_stack(&tree), 5.0);
    let ab = value_by_alpha_beta(&tree);
    assert_eq!((ab.value, ab.leaves_evaluated), (5.0, 6));
}

#[test]
fn leaf_arrays_are_checked() {
    assert_eq!(
        LeafArray::new(&[1.0, 2.0, 3.0]).unwrap_err().to_string(),
        "leaves: a complete binary tree has a power of two leaves, not 3"
    );
    assert_eq!(LeafArray::new(&[]).unwrap_err().param, "leaves");
    assert_eq!(LeafArray::new(&[0.0, f64::NAN]).unwrap_err().to_string(), "leaves: leaf 1 is not a number");
    let single = LeafArray::new(&[-0.5]).unwrap();
    assert_eq!((value_by_levels(&single), value_by_stack(&single)), (-0.5, -0.5));
    assert_eq!(value_by_alpha_beta(&single).leaves_evaluated, 1);
}

fn bits(x: f64) -> u64 {
    x.to_bits()
}

/// n = 0 (a single leaf) and n = 1 included; sizes around the block height (12) and beyond two
/// blocks exercise the carry between bands of levels.
#[test]
fn the_three_evaluators_agree_bit_for_bit() {
    for leaves in Leaves::ALL {
        for n in (0..=14).chain([16, 18]) {
            let seeds = if n <= 10 { 0..12 } else { 0..2 };
            for seed in seeds {
                let game = Sequence::new(n, seed, leaves).unwrap();
                let levels = value_by_levels(&game);
                let stack = value_by_stack(&game);
                let ab = value_by_alpha_beta(&game);
                assert_eq!(bits(levels), bits(stack), "{leaves:?} n {n} seed {seed}");
                assert_eq!(bits(levels), bits(ab.value), "{leaves:?} n {n} seed {seed}");
                assert!(ab.leaves_evaluated <= 1 << n);
                for method in Method::ALL {
                    assert_eq!(bits(evaluate(&game, method).value), bits(levels));
                }
            }
        }
    }
}

#[test]
fn they_agree_with_the_generic_solvers() {
    for leaves in Leaves::ALL {
        for n in 0..=12 {
            for seed in 0..4 {
                let game = Sequence::new(n, seed, leaves).unwrap();
                let mine = value_by_alpha_beta(&game);
                let generic = alpha_beta(&game);
                assert_eq!(bits(mine.value), bits(generic.value), "{leaves:?} n {n} seed {seed}");
                assert_eq!(mine.leaves_evaluated, generic.leaves, "the same leaves: {leaves:?} n {n} seed {seed}");
                assert_eq!(bits(value_by_stack(&game)), bits(stack_value(&game)));
                if n <= 10 {
                    let graph = game.graph().unwrap();
                    let dfs = solve_dag(&graph).unwrap().start_value(&graph);
                    assert_eq!(bits(value_by_levels(&game)), bits(dfs), "DFS on the stored tree");
                }
            }
        }
    }
    // The implicit game plays the same leaves the evaluators read.
    let game = Sequence::new(3, 9, Leaves::Uniform).unwrap();
    let leaf = (0..3).fold(game.start(), |s, _| game.child(&s, 1).unwrap());
    assert_eq!(bits(game.end_value(&leaf)), bits(game.leaf(7)));
}

/// Knuth & Moore: with distinct leaf values no search proves the value with fewer than
/// 2^⌈n/2⌉ + 2^⌊n/2⌋ − 1 leaves, and alpha-beta never needs more than all 2^n.
#[test]
fn alpha_beta_counts_lie_between_the_minimal_tree_and_the_whole_tree() {
    for n in 0..=16 {
        let runs = if n <= 10 { 100 } else { 10 };
        let mut total = 0;
        for run in 0..runs {
            let game = Sequence::new(n, run_seed(5, n, run), Leaves::Uniform).unwrap();
            let count = value_by_alpha_beta(&game).leaves_evaluated;
            assert!(count >= minimal_tree_leaves(n) && count <= 1 << n, "n {n} run {run}: {count}");
            total += count;
        }
        if n >= 6 {
            let mean = total as f64 / runs as f64;
            assert!(mean < 0.6 * (1u64 << n) as f64, "n {n}: {mean} leaves on average");
        }
    }
    assert_eq!([0, 1, 2, 3, 4, 5].map(minimal_tree_leaves), [1, 2, 3, 5, 7, 11]);
}

/// Coins tie all the time and alpha-beta cuts on ties (alpha ≥ beta), so it needs far fewer leaves
/// than with continuous values; the value is still exact.
#[test]
fn coin_leaves_prune_more() {
    let n = 14;
    let count = |leaves| {
        (0..20)
            .map(|r| value_by_alpha_beta(&Sequence::new(n, run_seed(1, n, r), leaves).unwrap()).leaves_evaluated)
            .sum::<u64>()
    };
    assert!(count(Leaves::Coin) * 2 < count(Leaves::Uniform));
}
