//! The SIMD leaf generator and fused reduction (src/sim/leaf_blocks.rs) against the scalar
//! code, bit for bit: the SIMD lanes of this build and the portable two-lane `Pair` give the same
//! leaves as `LeafValues::get` one at a time, the same subtree values as a level-by-level
//! reduction of those leaves, and every method the same root VALUE as the plain leaf array, for
//! many seeds, every distribution and both movers.

use gamegraph::games::sequence::{LeafValues, Leaves, Sequence, uniform_bits};
use gamegraph::graph::Player;
use gamegraph::lanes::{Pair, Simd};
use gamegraph::rng::{draw, mix};
use gamegraph::sim::leaf_blocks::{FUSED_LEVELS, generate, generate_reduced};
use gamegraph::sim::{LeafArray, Method, evaluate, run_seed};

/// The uniform VALUE as first defined, `(1 + m/2^52) − 1 + 2^−53` with the sign copied in: the
/// one-subtraction form must give the same bits.
fn uniform_as_first_defined(bits: u64) -> f64 {
    let m = (bits >> 11) & ((1 << 52) - 1);
    let magnitude = f64::from_bits(0x3FF0_0000_0000_0000 | m) - 1.0 + 1.0 / (1u64 << 53) as f64;
    f64::from_bits(magnitude.to_bits() | (bits & (1 << 63)))
}

#[test]
fn the_uniform_formula_is_the_first_ones() {
    let mut edges = vec![0, u64::MAX, 1 << 63, (1 << 63) - 1, 0x7FF, 0x800, 0x8000_0000_0000_07FF];
    edges.extend((0..1_000_000).map(|i| draw(mix(12345u64), i)));
    for bits in edges {
        assert_eq!(f64::from_bits(uniform_bits(bits)).to_bits(), uniform_as_first_defined(bits).to_bits(), "{bits:x}");
    }
}

fn seeds() -> impl Iterator<Item = u64> {
    (0..40).map(|i| run_seed(99, 12, i)).chain([0, 1, u64::MAX])
}

fn one_at_a_time(values: &LeafValues, first: u64, len: usize) -> Vec<u64> {
    (0..len as u64).map(|i| values.get(first.wrapping_add(i)).to_bits()).collect()
}

fn bits(values: &[f64]) -> Vec<u64> {
    values.iter().map(|v| v.to_bits()).collect()
}

#[test]
fn simd_and_scalar_leaves_are_the_same() {
    for seed in seeds() {
        for leaves in [Leaves::Uniform, Leaves::Coin] {
            let values = LeafValues::new(seed, leaves);
            // Odd lengths and offsets, and indices that wrap past 2^64.
            for (first, len) in [(0, 64), (3, 1), (1000, 777), (u64::MAX - 4, 9)] {
                let expected = one_at_a_time(&values, first, len);
                let (mut simd, mut pair) = (vec![0.0; len], vec![0.0; len]);
                assert!(generate::<Simd>(&values, first, &mut simd));
                assert!(generate::<Pair>(&values, first, &mut pair));
                assert_eq!(bits(&simd), expected, "{leaves:?} seed {seed} from {first}");
                assert_eq!(bits(&pair), expected, "{leaves:?} seed {seed} from {first}");
            }
        }
        let mut out = [0.0; 4];
        assert!(!generate::<Simd>(&LeafValues::new(seed, Leaves::Normal), 0, &mut out));
    }
}

/// The values at depth n − 3 by hand: each 8 leaves reduced in three levels, `bottom` first.
fn reduced_by_hand(values: &LeafValues, first: u64, bottom: Player, count: usize) -> Vec<u64> {
    (0..count as u64)
        .map(|k| {
            let mut level: Vec<f64> = (0..8).map(|i| values.get(first + 8 * k + i)).collect();
            let mut mover = bottom;
            while level.len() > 1 {
                level = level.chunks_exact(2).map(|p| mover.better(p[0], p[1])).collect();
                mover = mover.opponent();
            }
            level[0].to_bits()
        })
        .collect()
}

#[test]
fn simd_and_scalar_subtree_values_are_the_same() {
    assert_eq!(FUSED_LEVELS, 3);
    for seed in seeds() {
        for leaves in [Leaves::Uniform, Leaves::Coin] {
            let values = LeafValues::new(seed, leaves);
            for bottom in [Player::Max, Player::Min] {
                for (first, count) in [(0, 2), (4096, 512), (8 * 12345, 30)] {
                    let expected = reduced_by_hand(&values, first, bottom, count);
                    let (mut simd, mut pair) = (vec![0.0; count], vec![0.0; count]);
                    assert!(generate_reduced::<Simd>(&values, first, bottom, &mut simd));
                    assert!(generate_reduced::<Pair>(&values, first, bottom, &mut pair));
                    assert_eq!(bits(&simd), expected, "{leaves:?} seed {seed} {bottom:?} from {first}");
                    assert_eq!(bits(&pair), expected, "{leaves:?} seed {seed} {bottom:?} from {first}");
                }
            }
        }
        // Normal leaves and an odd count are left to the caller.
        let mut odd = [0.0; 3];
        assert!(!generate_reduced::<Simd>(&LeafValues::new(seed, Leaves::Uniform), 0, Player::Max, &mut odd));
        let mut even = [0.0; 2];
        assert!(!generate_reduced::<Simd>(&LeafValues::new(seed, Leaves::Normal), 0, Player::Max, &mut even));
    }
}

#[test]
fn every_method_gives_the_leaf_arrays_value() {
    for n in 0..=15 {
        for run in 0..6 {
            let seed = run_seed(5, n, run);
            for leaves in Leaves::ALL {
                let game = Sequence::new(n, seed, leaves).unwrap();
                let values = game.leaf_values();
                let plain: Vec<f64> = (0..1u64 << n).map(|i| values.get(i)).collect();
                let expected = evaluate(&LeafArray::new(&plain).unwrap(), Method::Full).value;
                for method in Method::ALL {
                    let got = evaluate(&game, method).value;
                    assert_eq!(got.to_bits(), expected.to_bits(), "n {n} run {run} {leaves:?} {method:?}");
                }
            }
        }
    }
}

/// Root VALUEs of n = 20, run 0 of master seed 7, as the scalar generator and reduction gave them
/// before the SIMD lanes: the command line's and the page's numbers must not move.
#[test]
fn root_values_are_pinned_to_the_bit() {
    let got: Vec<u64> = Leaves::ALL
        .iter()
        .map(|&leaves| evaluate(&Sequence::new(20, run_seed(7, 20, 0), leaves).unwrap(), Method::Full).value.to_bits())
        .collect();
    assert_eq!(got, PINNED_ROOTS, "{:?}", got.iter().map(|&b| f64::from_bits(b)).collect::<Vec<_>>());
}

const PINNED_ROOTS: [u64; 3] = [13820616919745941028, 13830554455654793216, 13822119530254753063];

/// A checksum of the root VALUE and leaf count of 20 runs of every n from 0 to 16, for every
/// distribution and method, as the scalar code gave it before the SIMD lanes.
#[test]
fn small_trees_are_pinned_to_the_bit() {
    let mut checksum = 0u64;
    for n in 0..=16 {
        for run in 0..20 {
            for leaves in Leaves::ALL {
                for method in Method::ALL {
                    let e = evaluate(&Sequence::new(n, run_seed(3, n, run), leaves).unwrap(), method);
                    checksum = checksum.rotate_left(5) ^ e.value.to_bits() ^ e.leaves_evaluated;
                }
            }
        }
    }
    assert_eq!(checksum, 12395074949546971809);
}
