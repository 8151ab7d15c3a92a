//! A set of positions as bits, one per id: the tests a graph search makes for every move it
//! looks at (seen? open? whose move?) read 1 bit per position, so that for 10^6 positions the set
//! (125 KB) stays in the fastest caches, where a `Vec<bool>` (1 MB) would not.

use crate::graph::PositionId;

/// A fixed-size set of ids `0..len`.
#[derive(Clone, Debug)]
pub(crate) struct BitSet(Vec<u64>);

impl BitSet {
    /// The empty set of ids below `len`.
    pub(crate) fn empty(len: usize) -> BitSet {
        BitSet(vec![0; len.div_ceil(64)])
    }

    #[inline]
    pub(crate) fn contains(&self, v: PositionId) -> bool {
        self.0[v as usize / 64] & (1 << (v % 64)) != 0
    }

    #[inline]
    pub(crate) fn insert(&mut self, v: PositionId) {
        self.0[v as usize / 64] |= 1 << (v % 64);
    }

    /// The set as one `bool` per id below `len`.
    pub(crate) fn to_bools(&self, len: usize) -> Vec<bool> {
        (0..len as PositionId).map(|v| self.contains(v)).collect()
    }
}
