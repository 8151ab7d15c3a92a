//! A set of positions as bits, one per id: the tests a graph search makes for every move it
//! looks at (seen? open? whose move?) read 1 bit per position, so that for 10^6 positions the set
//! (125 KB) stays in the fastest caches, where a `Vec<bool>` (1 MB) would not.

use crate::graph::PositionId;

/// A fixed-size set of ids `0..len`.
#[derive(Clone, Debug)]
pub(crate) struct BitSet(Vec<u64>);

impl BitSet {
    /// The ids below `len` for which `member` says yes, asked in increasing order.
    pub(crate) fn from_fn(len: usize, mut member: impl FnMut(PositionId) -> bool) -> BitSet {
        let mut words = vec![0u64; len.div_ceil(64)];
        for (k, word) in words.iter_mut().enumerate() {
            let low = k * 64;
            for bit in 0..(len - low).min(64) {
                *word |= (member((low + bit) as PositionId) as u64) << bit;
            }
        }
        BitSet(words)
    }

    #[inline]
    pub(crate) fn contains(&self, v: PositionId) -> bool {
        self.0[v as usize / 64] & (1 << (v % 64)) != 0
    }

    /// The set as one `bool` per id below `len`.
    pub(crate) fn to_bools(&self, len: usize) -> Vec<bool> {
        (0..len as PositionId).map(|v| self.contains(v)).collect()
    }
}
