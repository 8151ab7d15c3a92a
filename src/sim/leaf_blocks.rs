//! The Sequence game's uniform and coin leaves made two at a time on SIMD lanes, and the bottom
//! levels of the tree reduced before the leaves ever reach memory.
//!
//! A full evaluation spends most of its time making leaves: two 64-bit multiplications of
//! SplitMix64 ([`crate::rng::mix`]) per leaf. Two lanes make two leaves at once, and the
//! counters of both streams advance by adding γ, with no multiplication by the index. Each step
//! of [`generate_reduced`] makes 16 leaves as 8 two-lane vectors, lane 0 holding leaves
//! `b … b + 7` and lane 1 leaves `b + 8 … b + 15`, so that vector j holds the j-th leaf of two
//! sibling subtrees of 8 leaves. Three rounds of lane-wise `max`/`min` between neighbouring
//! vectors then reduce both subtrees at once, with no shuffle:
//!
//! ```text
//!  vector   0   1   2   3   4   5   6   7      lane 0: leaves b … b+7,  lane 1: b+8 … b+15
//!            \ /     \ /     \ /     \ /       mover of depth n − 1 (Carole when n is even)
//!             a       b       c       d
//!              \     /         \     /         mover of depth n − 2
//!                ab              cd
//!                  \            /              mover of depth n − 3
//!                        v                     lane 0: subtree b/8, lane 1: subtree b/8 + 1
//! ```
//!
//! and only the 2 values at depth n − 3 are stored: an eighth of the memory traffic of storing
//! the leaves. The result is bit for bit what [`crate::games::sequence::LeafValues::get`] and a
//! level-by-level reduction give (the same exact operations per lane, `max`/`min` keeping the
//! left value on a tie as [`crate::graph::Player::better`] does), for any [`TwoLanes`] type: SIMD
//! or the portable [`crate::lanes::Pair`].

use crate::games::sequence::{LeafBits, LeafValues, Leaves};
use crate::graph::Player;
use crate::lanes::{Lanes, TwoLanes};
use crate::rng::{GOLDEN_GAMMA, Mixer};

/// Levels [`generate_reduced`] reduces: subtrees of 2^3 = 8 leaves.
pub const FUSED_LEVELS: u32 = 3;

/// Leaves per step of [`generate_reduced`]: two subtrees of 8.
const STEP_LEAVES: u64 = 2 << FUSED_LEVELS;

/// True when [`generate_reduced`] makes this distribution's leaves (uniform and coin; the normal
/// leaves' logarithm and cosine are made one at a time).
pub fn fuses(leaves: Leaves) -> bool {
    leaves != Leaves::Normal
}

/// `out[k]` = the value at depth n − 3 of the subtree of leaves `first + 8k … first + 8k + 7`,
/// where `bottom` moves at depth n − 1 (the leaves' parents), for uniform or coin `values`.
/// `first` must be a multiple of 8 and `out.len()` even. Returns false, leaving `out` alone, for
/// normal leaves or an odd length.
pub fn generate_reduced<L: TwoLanes>(values: &LeafValues, first: u64, bottom: Player, out: &mut [f64]) -> bool {
    if out.len() % 2 != 0 {
        return false;
    }
    match (values.distribution(), bottom) {
        (Leaves::Uniform, Player::Max) => steps::<L, true>(values.key(), first, out, LeafBits::uniform),
        (Leaves::Uniform, Player::Min) => steps::<L, false>(values.key(), first, out, LeafBits::uniform),
        (Leaves::Coin, Player::Max) => steps::<L, true>(values.key(), first, out, LeafBits::coin),
        (Leaves::Coin, Player::Min) => steps::<L, false>(values.key(), first, out, LeafBits::coin),
        (Leaves::Normal, _) => return false,
    }
    true
}

/// Writes leaves `first, first + 1, …` (uniform or coin) into `out`, two at a time. Returns
/// false, leaving `out` alone, for normal leaves.
pub fn generate<L: TwoLanes>(values: &LeafValues, first: u64, out: &mut [f64]) -> bool {
    match values.distribution() {
        Leaves::Uniform => fill::<L>(values.key(), first, out, LeafBits::uniform),
        Leaves::Coin => fill::<L>(values.key(), first, out, LeafBits::coin),
        Leaves::Normal => return false,
    }
    true
}

#[inline(always)]
fn fill<L: TwoLanes>(key: u64, first: u64, out: &mut [f64], leaf: Leaf<L>) {
    // Lanes hold leaves (i, i + 1); draw i is mix(key + (i + 1)·γ).
    let counter_of = |i: u64| key.wrapping_add(i.wrapping_add(1).wrapping_mul(GOLDEN_GAMMA));
    let (mixer, bits) = (Mixer::opaque(), LeafBits::opaque());
    let mut counter = L::pair(counter_of(first), counter_of(first.wrapping_add(1)));
    let step = crate::lanes::opaque(L::splat(GOLDEN_GAMMA.wrapping_mul(2)));
    let last_index = first.wrapping_add(out.len() as u64).wrapping_sub(1);
    let mut pairs = out.chunks_exact_mut(2);
    for slot in &mut pairs {
        slot.copy_from_slice(&leaf(&bits, mixer.mix(counter)).to_f64s());
        counter = counter.add(step);
    }
    if let [last] = pairs.into_remainder() {
        *last = leaf(&bits, mixer.mix(L::splat(counter_of(last_index)))).to_f64s()[0];
    }
}

/// A leaf's VALUE bits from its draw: [`LeafBits::uniform`] or [`LeafBits::coin`].
type Leaf<L> = fn(&LeafBits<L>, L) -> L;

#[inline(always)]
fn steps<L: TwoLanes, const BOTTOM_MAX: bool>(key: u64, first: u64, out: &mut [f64], leaf: Leaf<L>) {
    let counter_of = |i: u64| key.wrapping_add(i.wrapping_add(1).wrapping_mul(GOLDEN_GAMMA));
    let mut base = L::pair(counter_of(first), counter_of(first.wrapping_add(STEP_LEAVES / 2)));
    // Every constant of the loop held in a register (crate::lanes::opaque).
    let (mixer, bits) = (Mixer::opaque(), LeafBits::opaque());
    let gamma = crate::lanes::opaque(L::splat(GOLDEN_GAMMA));
    let stride = crate::lanes::opaque(L::splat(GOLDEN_GAMMA.wrapping_mul(STEP_LEAVES)));
    for slot in out.chunks_exact_mut(2) {
        let mut counter = base;
        let mut leaves = [L::splat(0); 8];
        for lane_leaf in &mut leaves {
            *lane_leaf = leaf(&bits, mixer.mix(counter));
            counter = counter.add(gamma);
        }
        let a = better(BOTTOM_MAX, leaves[0], leaves[1]);
        let b = better(BOTTOM_MAX, leaves[2], leaves[3]);
        let c = better(BOTTOM_MAX, leaves[4], leaves[5]);
        let d = better(BOTTOM_MAX, leaves[6], leaves[7]);
        let ab = better(!BOTTOM_MAX, a, b);
        let cd = better(!BOTTOM_MAX, c, d);
        slot.copy_from_slice(&better(BOTTOM_MAX, ab, cd).to_f64s());
        base = base.add(stride);
    }
}

/// The choice of Paul (`max`) or Carole between a left and a right child, lane by lane.
#[inline(always)]
fn better<L: Lanes>(max: bool, left: L, right: L) -> L {
    if max { L::f64_max(left, right) } else { L::f64_min(left, right) }
}
