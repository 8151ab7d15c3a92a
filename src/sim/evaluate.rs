//! Three exact evaluations of VALUE(e), the value of a complete binary game tree whose leaves are
//! given by index (the first move is the most significant bit; the first mover, Paul unless the
//! tree says Carole, moves at even depths):
//!
//! - [`value_by_levels`]: generate a block of leaves into a buffer and reduce it pairwise, one
//!   level at a time, with `max` at Paul's levels and `min` at Carole's. Each level is a straight
//!   loop over a slice that LLVM turns into SIMD `max`/`min`; a tree that can
//!   ([`LeafTree::fill_reduced`], the Sequence game's uniform and coin leaves) reduces the bottom
//!   three levels as it makes the leaves, in registers. Blocks of 2^[`BLOCK_HEIGHT`] leaves
//!   keep the buffers in the first-level cache; their subtree values are collected in the buffer
//!   of the next band of levels, which is reduced the same way when full, and so on up to the
//!   root. Memory: ⌈n / 12⌉ buffers of at most 4,096 values.
//! - [`value_by_stack`]: the seed-004 stack (A. Shen, "Programming: theorems and problems",
//!   problem 11.3.2), specialised to this tree: leaves are read left to right, and for every
//!   ancestor of the current leaf we keep its mover and the best value among its children left of
//!   the current one. A leaf index ending in k one-bits completes k ancestors, so the stack works
//!   like a binary counter. O(n) memory, plus a batch of 64 leaves.
//! - [`value_by_alpha_beta`]: alpha-beta, children searched left to right (Knuth & Moore 1975),
//!   fail-soft exactly as [`crate::solve::tree::alpha_beta`], so it evaluates the same leaves; it
//!   reports how many. It shares that search's step ([`SearchWindow::take`]) but not its loop:
//!   the generic loop asks the game for every child and keeps every state on its stack, where
//!   this one walks a path of bits and searches the last two levels in straight-line code
//!   (faster than the generic loop on the same tree: `cargo bench --bench tree` compares them).
//!
//! `max` and `min` are exact and every method combines a left child with its right sibling in
//! the same way ([`Player::better`]`(left, right)`: a tie keeps the left value), so all three
//! return bit-identical values. (The only values that compare equal without being identical are
//! +0 and −0; alpha-beta can skip the leaf that decides which of the two the root gets. A normal
//! leaf is ±0 with probability 2^−53 and the other distributions never are.)
//!
//! Nothing here allocates more than the buffers above, nothing recurses, nothing spawns threads:
//! the functions are meant to run one per core (rayon on the command line, Web Workers in the
//! page).

use crate::games::sequence::Sequence;
use crate::graph::Player;
use crate::lanes::Simd;
use crate::solve::tree::SearchWindow;

use super::SimError;
use super::leaf_blocks::{self, FUSED_LEVELS};

/// A complete binary game tree given by its leaf values: `moves()` bit moves, `first()` (Paul
/// unless overridden) choosing the first bit, and leaf `index` (the moves as a binary number,
/// first move most significant) worth `leaf(index)`.
pub trait LeafTree {
    /// The number of moves n: the tree has 2^n leaves.
    fn moves(&self) -> u32;
    /// Who chooses the first bit; the players then alternate.
    fn first(&self) -> Player {
        Player::Max
    }
    /// The value of leaf `index`, 0 ≤ index < 2^n.
    fn leaf(&self, index: u64) -> f64;
    /// Writes leaves `first`, `first + 1`, … into `out`. Override it when a block can be made
    /// faster than one leaf at a time.
    fn fill_leaves(&self, first: u64, out: &mut [f64]) {
        for (index, slot) in (first..).zip(out.iter_mut()) {
            *slot = self.leaf(index);
        }
    }
    /// Writes into `out[k]` the value at depth n − [`FUSED_LEVELS`] of the subtree of the
    /// 2^[`FUSED_LEVELS`] leaves from `first + k · 2^FUSED_LEVELS`, where `bottom` moves above
    /// the leaves, and returns true; or returns false, leaving `out` alone, when the tree has no
    /// faster way than [`LeafTree::fill_leaves`] (the default).
    fn fill_reduced(&self, first: u64, bottom: Player, out: &mut [f64]) -> bool {
        let _ = (first, bottom, out);
        false
    }
}

impl LeafTree for Sequence {
    fn moves(&self) -> u32 {
        self.n()
    }

    fn first(&self) -> Player {
        Sequence::first(self)
    }

    /// Through the game's own generator, whose key is mixed once when the game is made (calling
    /// [`crate::games::sequence::leaf_value`] here would mix it again for every leaf).
    #[inline]
    fn leaf(&self, index: u64) -> f64 {
        self.leaf_values().get(index)
    }

    /// Uniform and coin leaves two at a time on SIMD lanes ([`leaf_blocks::generate`]); normal
    /// leaves one at a time.
    fn fill_leaves(&self, first: u64, out: &mut [f64]) {
        let values = self.leaf_values();
        if !leaf_blocks::generate::<Simd>(&values, first, out) {
            for (index, slot) in (first..).zip(out.iter_mut()) {
                *slot = values.normal(index);
            }
        }
    }

    fn fill_reduced(&self, first: u64, bottom: Player, out: &mut [f64]) -> bool {
        leaf_blocks::generate_reduced::<Simd>(&self.leaf_values(), first, bottom, out)
    }
}

/// A tree given by an explicit list of 2^n leaf values (for tests, small examples, and leaves
/// typed by hand).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LeafArray<'a> {
    moves: u32,
    values: &'a [f64],
    first: Player,
}

impl<'a> LeafArray<'a> {
    /// The tree whose leaves are `values`, left to right; their number must be a power of two.
    pub fn new(values: &'a [f64]) -> Result<LeafArray<'a>, SimError> {
        if !values.len().is_power_of_two() {
            return Err(SimError::new(
                "leaves",
                format!("a complete binary tree has a power of two leaves, not {}", values.len()),
            ));
        }
        if let Some(i) = values.iter().position(|v| v.is_nan()) {
            return Err(SimError::new("leaves", format!("leaf {i} is not a number")));
        }
        Ok(LeafArray { moves: values.len().trailing_zeros(), values, first: Player::Max })
    }

    /// The same leaves with `first` choosing the first bit.
    pub fn with_first(self, first: Player) -> LeafArray<'a> {
        LeafArray { first, ..self }
    }
}

impl LeafTree for LeafArray<'_> {
    fn moves(&self) -> u32 {
        self.moves
    }

    fn first(&self) -> Player {
        self.first
    }

    fn leaf(&self, index: u64) -> f64 {
        self.values[index as usize]
    }

    fn fill_leaves(&self, first: u64, out: &mut [f64]) {
        out.copy_from_slice(&self.values[first as usize..first as usize + out.len()]);
    }
}

/// Who moves at `depth` moves from the root when `first` chooses the first bit.
#[inline]
pub fn mover_at(first: Player, depth: u32) -> Player {
    if depth % 2 == 0 { first } else { first.opponent() }
}

/// The value of a tree and how many leaves were looked at to find it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Evaluation {
    /// VALUE(e).
    pub value: f64,
    /// Leaves evaluated: 2^n for the full methods, fewer for alpha-beta.
    pub leaves_evaluated: u64,
}

/// log2 of the leaves per block of [`value_by_levels`]: 4,096 values (32 KiB) stay in the fast
/// caches. (The block size hardly matters: generating the leaves dominates, and blocks of 2^10 to
/// 2^16 leaves measured the same speed.)
pub const BLOCK_HEIGHT: u32 = 12;

/// VALUE(e) by level-by-level reduction of blocks of leaves (see the module documentation).
pub fn value_by_levels<T: LeafTree + ?Sized>(tree: &T) -> f64 {
    levels_in_bands(tree, BLOCK_HEIGHT)
}

/// [`value_by_levels`] with bands of `band_height ≥ 1` levels.
fn levels_in_bands<T: LeafTree + ?Sized>(tree: &T, band_height: u32) -> f64 {
    let n = tree.moves();
    let first_mover = tree.first();
    // The levels are cut into bands of band_height from the leaves up; the top band takes what
    // is left. Band 0 is a block of leaves; band t ≥ 1 collects the values at depth
    // n − t·band_height of consecutive subtrees, and is reduced when it has all 2^height of them.
    let band_count = n.div_ceil(band_height).max(1);
    let heights: Vec<u32> = (0..band_count).map(|t| (n - t * band_height).min(band_height)).collect();
    let mut bands: Vec<Vec<f64>> =
        (0..heights.len()).map(|t| if t == 0 { Vec::new() } else { Vec::with_capacity(1 << heights[t]) }).collect();
    let block = 1usize << heights[0];
    let mut leaves = vec![0.0; block];
    let mut scratch = vec![0.0; block.div_ceil(2)];
    let blocks = 1u64 << (n - heights[0]);
    // The bottom levels of a block are reduced as its leaves are made, when the tree can.
    let fused = if heights[0] >= FUSED_LEVELS { FUSED_LEVELS } else { 0 };
    let mut value = f64::NAN;
    for b in 0..blocks {
        let first = b << heights[0];
        let subtrees = &mut leaves[..block >> fused];
        value = if fused > 0 && tree.fill_reduced(first, mover_at(first_mover, n - 1), subtrees) {
            reduce(subtrees, first_mover, n - fused, &mut scratch)
        } else {
            tree.fill_leaves(first, &mut leaves);
            reduce(&mut leaves, first_mover, n, &mut scratch)
        };
        // Carry the block's value up through the bands, like a binary counter.
        for t in 1..bands.len() {
            let band = &mut bands[t];
            band.push(value);
            if band.len() < 1 << heights[t] {
                break;
            }
            value = reduce(band, first_mover, n - t as u32 * band_height, &mut scratch);
            band.clear();
        }
    }
    // After the last block every band has been full at once: `value` is the root's.
    value
}

/// Reduces `values` (2^h values at depth `depth`, left to right, `first` moving at the root) to
/// the value of their common ancestor h levels up. `scratch` must hold at least half as many
/// values.
fn reduce(values: &mut [f64], first: Player, depth: u32, scratch: &mut [f64]) -> f64 {
    let mut len = values.len();
    let mut depth = depth;
    let mut in_values = true;
    while len > 1 {
        let half = len / 2;
        let mover = mover_at(first, depth - 1);
        if in_values {
            reduce_pairs(&values[..len], &mut scratch[..half], mover);
        } else {
            reduce_pairs(&scratch[..len], &mut values[..half], mover);
        }
        len = half;
        depth -= 1;
        in_values = !in_values;
    }
    if in_values { values[0] } else { scratch[0] }
}

/// `out[i] = better(input[2i], input[2i + 1])` for the mover of the level above: a branch-free
/// loop that compiles to SIMD `max`/`min` (the comparison form `if b > a { b } else { a }` is
/// exactly what `maxpd`/`minpd` compute, unlike `f64::max`, which must also handle NaN).
fn reduce_pairs(input: &[f64], out: &mut [f64], mover: Player) {
    match mover {
        Player::Max => {
            for (slot, pair) in out.iter_mut().zip(input.chunks_exact(2)) {
                *slot = if pair[1] > pair[0] { pair[1] } else { pair[0] };
            }
        }
        Player::Min => {
            for (slot, pair) in out.iter_mut().zip(input.chunks_exact(2)) {
                *slot = if pair[1] < pair[0] { pair[1] } else { pair[0] };
            }
        }
    }
}

/// VALUE(e) by Shen's stack, leaves read left to right in O(n) memory (see the module
/// documentation).
pub fn value_by_stack<T: LeafTree + ?Sized>(tree: &T) -> f64 {
    let n = tree.moves();
    if n == 0 {
        return tree.leaf(0);
    }
    // Leaves arrive in small batches (the generator is fastest over a run of indices) and are
    // consumed two at a time: the bottom ancestor of a pair is completed at once, with no stack
    // entry; the climb starts one level up.
    const BATCH: usize = 64;
    let batch = BATCH.min(1 << n);
    let mut leaves = [0.0; BATCH];
    let first_mover = tree.first();
    let bottom = mover_at(first_mover, n - 1);
    // best[d]: for the ancestor at depth d, the max (Paul's) or min (Carole's) of its children
    // left of the current path. Only read once the path has gone right at depth d, so
    // no −∞/+∞ start value is needed: the left child's value is stored as it is.
    let mut best = vec![0.0; n as usize];
    let mut first = 0u64;
    loop {
        tree.fill_leaves(first, &mut leaves[..batch]);
        for (k, pair) in leaves[..batch].chunks_exact(2).enumerate() {
            let mut value = bottom.better(pair[0], pair[1]);
            // Climb while the current node (the pair's parent, at depth n − 1) is a right
            // child: each step completes one more ancestor, like a carry in a binary counter.
            let mut depth = n - 1;
            let mut path = (first >> 1) + k as u64;
            while depth > 0 && path & 1 == 1 {
                depth -= 1;
                value = mover_at(first_mover, depth).better(best[depth as usize], value);
                path >>= 1;
            }
            if depth == 0 {
                return value;
            }
            // A left child: it is its parent's best so far; the traversal goes right.
            best[depth as usize - 1] = value;
        }
        first += batch as u64;
    }
}

/// VALUE(e) by alpha-beta pruning, children searched left to right, with the number of leaves
/// evaluated. Fail-soft, cut-off as soon as alpha ≥ beta: the same search, leaf for leaf, as
/// [`crate::solve::tree::alpha_beta`] on the same tree. An explicit stack of windows down to two
/// levels above the leaves; those last two levels are straight-line code.
pub fn value_by_alpha_beta<T: LeafTree + ?Sized>(tree: &T) -> Evaluation {
    let n = tree.moves();
    if n == 0 {
        return Evaluation { value: tree.leaf(0), leaves_evaluated: 1 };
    }
    // The last two levels (one when n = 1) are searched by straight-line code, without stack
    // entries: most nodes are there.
    let bottom_height = n.min(2);
    let bottom = (n - bottom_height) as usize;
    let first_mover = tree.first();
    let bottom_mover = mover_at(first_mover, n - bottom_height);
    // Per ancestor at depth d of the current node: the best child value so far, and the window
    // (alpha, beta) — Paul is sure of at least alpha elsewhere on the path, Carole of at most
    // beta. A node is only entered with alpha < beta.
    let mut windows = vec![SearchWindow::open(Player::Max, 0.0, 0.0); n as usize];
    let mut depth = 0usize;
    let mut path = 0u64;
    let (mut window_alpha, mut window_beta) = (f64::NEG_INFINITY, f64::INFINITY);
    let mut leaves_evaluated = 0u64;
    loop {
        // Down the leftmost branch to the bottom subtree, each ancestor inheriting the current
        // window.
        while depth < bottom {
            windows[depth] = SearchWindow::open(mover_at(first_mover, depth as u32), window_alpha, window_beta);
            depth += 1;
            path <<= 1;
        }
        let first_leaf = path << bottom_height;
        let window = (window_alpha, window_beta);
        let mut value = if bottom_height == 2 {
            search_four_leaves(tree, first_leaf, bottom_mover, window, &mut leaves_evaluated)
        } else {
            search_two_leaves(tree, first_leaf, bottom_mover, window, &mut leaves_evaluated)
        };
        // Up while the finished node is a right child or its parent is cut off.
        loop {
            if depth == 0 {
                return Evaluation { value, leaves_evaluated };
            }
            let parent = depth - 1;
            let closed = windows[parent].take(mover_at(first_mover, parent as u32), value);
            let is_right_child = path & 1 == 1;
            if is_right_child || closed {
                // Both children done, or the right one cut off: the parent is finished.
                value = windows[parent].best;
                path >>= 1;
                depth = parent;
            } else {
                // On to the right sibling, with the parent's narrowed window.
                path |= 1;
                (window_alpha, window_beta) = (windows[parent].alpha, windows[parent].beta);
                break;
            }
        }
    }
}

/// Alpha-beta on a node above two leaves `first` and `first + 1`: the left leaf cuts the right
/// one off when it already reaches the window's far side (alpha ≥ beta after the update).
#[inline(always)]
fn search_two_leaves<T: LeafTree + ?Sized>(
    tree: &T,
    first: u64,
    mover: Player,
    (alpha, beta): (f64, f64),
    leaves_evaluated: &mut u64,
) -> f64 {
    let left = tree.leaf(first);
    if SearchWindow::open(mover, alpha, beta).take(mover, left) {
        *leaves_evaluated += 1;
        left
    } else {
        *leaves_evaluated += 2;
        mover.better(left, tree.leaf(first + 1))
    }
}

/// Alpha-beta on a node two levels above leaves `first` to `first + 3`, exactly as the general
/// loop would search it: the left child with the node's window, then — unless its value already
/// reaches the window's far side — the right child with the narrowed window.
#[inline(always)]
fn search_four_leaves<T: LeafTree + ?Sized>(
    tree: &T,
    first: u64,
    mover: Player,
    (alpha, beta): (f64, f64),
    leaves_evaluated: &mut u64,
) -> f64 {
    let child_mover = mover.opponent();
    let left = search_two_leaves(tree, first, child_mover, (alpha, beta), leaves_evaluated);
    let mut window = SearchWindow::open(mover, alpha, beta);
    if window.take(mover, left) {
        return left;
    }
    let right = search_two_leaves(tree, first + 2, child_mover, (window.alpha, window.beta), leaves_evaluated);
    mover.better(left, right)
}

/// Which exact evaluation a batch uses. The keywords are those of the command line and links.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// Level-by-level reduction ([`value_by_levels`]): every leaf, fastest. Keyword `full`.
    Full,
    /// Shen's stack ([`value_by_stack`]): every leaf, O(n) memory. Keyword `stream`.
    Stream,
    /// Alpha-beta ([`value_by_alpha_beta`]): only the leaves needed. Keyword `alphabeta`.
    AlphaBeta,
}

impl Method {
    /// Every method, in menu order.
    pub const ALL: [Method; 3] = [Method::Full, Method::Stream, Method::AlphaBeta];

    /// `full`, `stream` or `alphabeta`.
    pub fn keyword(self) -> &'static str {
        match self {
            Method::Full => "full",
            Method::Stream => "stream",
            Method::AlphaBeta => "alphabeta",
        }
    }

    /// Parses a keyword (any case; `alpha-beta` is accepted too).
    pub fn parse(text: &str) -> Option<Method> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("alpha-beta") {
            return Some(Method::AlphaBeta);
        }
        Method::ALL.into_iter().find(|m| m.keyword().eq_ignore_ascii_case(text))
    }
}

/// Evaluates `tree` by `method`.
pub fn evaluate<T: LeafTree + ?Sized>(tree: &T, method: Method) -> Evaluation {
    let all = 1u64 << tree.moves();
    match method {
        Method::Full => Evaluation { value: value_by_levels(tree), leaves_evaluated: all },
        Method::Stream => Evaluation { value: value_by_stack(tree), leaves_evaluated: all },
        Method::AlphaBeta => value_by_alpha_beta(tree),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Leaves whose values are a scrambled function of the index, distinct and cheap.
    struct Scrambled(u32);

    impl LeafTree for Scrambled {
        fn moves(&self) -> u32 {
            self.0
        }
        fn leaf(&self, index: u64) -> f64 {
            (index.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 11) as f64
        }
    }

    /// Bands of 1, 2 and 3 levels stack many bands on small trees: every way the carry can run
    /// through them gives the same root as one band and as the stack.
    #[test]
    fn any_band_height_gives_the_same_value() {
        for n in 0..=13 {
            let tree = Scrambled(n);
            let expected = value_by_stack(&tree);
            for band_height in 1..=14 {
                assert_eq!(levels_in_bands(&tree, band_height), expected, "n {n}, bands of {band_height}");
            }
        }
    }
}
