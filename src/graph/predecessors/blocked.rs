//! Step 3 of the predecessor lists in two levels, so that its scattered writes stay in the caches
//! (*propagation blocking*: Beamer, Asanović and Patterson, "Reducing PageRank Communication via
//! Propagation Blocking", IPDPS 2017). For graphs whose moves jump about
//! ([`super::writes_stay_cached`] says no): the direct fill writes each move to the list of its
//! target, on a graph of 10^6 positions whose moves go anywhere one cache miss in a 40 MB array
//! per move. Here the targets are cut into blocks of 2^`bits` consecutive ids, and the lists of
//! a block take one stretch of the result (step 2 says where each starts):
//!
//! 1. one pass over the moves in source order appends each to its block's stretch, packed in one
//!    `u32` as the source id and the target's place in its block (a few hundred write streams,
//!    each in memory order);
//! 2. each block's stretch (about the size of the L2 cache) is then copied aside and written
//!    back sorted by target, each entry at its target's next free place.
//!
//! Both steps keep the order of the moves, so every list is in increasing order of source id.
//! The packing needs source ids of `32 − b` bits for blocks of 2^b ids: graphs of more than 2^20
//! positions get smaller blocks (down to one id per block, which is the direct fill).

use crate::bitset::BitSet;
use crate::graph::{GameGraph, PositionId};

/// At most 2^12 targets per block: the next-place counters of step 2 take 16 KB, and a block's
/// moves (about 160 KB at ten moves per position) stay in the L2 cache while they are sorted.
pub(super) const BLOCK_BITS: u32 = 12;

/// The block size for `n` positions: the largest `b ≤ BLOCK_BITS` such that every id fits in
/// `32 − b` bits.
pub(super) fn block_bits(n: usize) -> u32 {
    let id_bits = usize::BITS - (n.max(2) - 1).leading_zeros();
    32u32.saturating_sub(id_bits).min(BLOCK_BITS)
}

/// Appends the move `source → target` to its block's stretch.
#[inline]
fn append(bits: u32, entries: &mut [u32], next: &mut [u32], source: PositionId, target: PositionId) {
    let slot = &mut next[(target >> bits) as usize];
    entries[*slot as usize] = (source << bits) | (target & ((1 << bits) - 1));
    *slot += 1;
}

/// The lists' entries, as [`super::direct::fill`] gives them, through blocks of `2^bits` targets.
pub(super) fn fill(graph: &GameGraph, first: &[u32], listed: Option<&BitSet>, bits: u32) -> Vec<PositionId> {
    let n = graph.len();
    let targets = graph.csr().1;
    let blocks = n.div_ceil(1 << bits);
    let mut entries = crate::huge_pages::zeros(first[n] as usize);
    // Step 1. Four copies of the append, so that a block's next slot does not wait for the
    // previous append's store (why: `solve/retrograde.rs`, "Speed").
    let mut next: Vec<u32> = (0..blocks).map(|block| first[block << bits]).collect();
    {
        let (entries, next) = (&mut entries[..], &mut next[..]);
        for (v, moves) in graph.listed(listed) {
            let mut quads = targets[moves].chunks_exact(4);
            for quad in &mut quads {
                append(bits, entries, next, v, quad[0]);
                append(bits, entries, next, v, quad[1]);
                append(bits, entries, next, v, quad[2]);
                append(bits, entries, next, v, quad[3]);
            }
            for &w in quads.remainder() {
                append(bits, entries, next, v, w);
            }
        }
    }
    // Step 2, block by block: the next free place of each target starts where its list starts.
    let mask = (1u32 << bits) - 1;
    let mut place = vec![0u32; 1 << bits];
    let mut copy = Vec::new();
    for block in 0..blocks {
        let (low, high) = (block << bits, ((block + 1) << bits).min(n));
        let place = &mut place[..high - low];
        place.copy_from_slice(&first[low..high]);
        copy.clear();
        copy.extend_from_slice(&entries[first[low] as usize..first[high] as usize]);
        // Four copies of the step (why: `solve/retrograde.rs`, "Speed").
        let mut put = |entry: u32| {
            let slot = &mut place[(entry & mask) as usize];
            entries[*slot as usize] = entry >> bits;
            *slot += 1;
        };
        let mut quads = copy.chunks_exact(4);
        for quad in &mut quads {
            put(quad[0]);
            put(quad[1]);
            put(quad[2]);
            put(quad[3]);
        }
        for &entry in quads.remainder() {
            put(entry);
        }
    }
    entries
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_sizes() {
        assert_eq!(block_bits(1), 12);
        assert_eq!(block_bits(1 << 20), 12);
        assert_eq!(block_bits((1 << 20) + 1), 11);
        assert_eq!(block_bits(1 << 24), 8);
        assert_eq!(block_bits(u32::MAX as usize), 0);
    }
}
