//! The predecessor lists by a counting sort of the moves by target in two levels, so that its
//! scattered writes stay in the caches (*propagation blocking*: Beamer, Asanović and Patterson,
//! "Reducing PageRank Communication via Propagation Blocking", IPDPS 2017). For graphs whose
//! moves jump about ([`super::writes_stay_cached`] says no): a direct counting sort writes each
//! move to the list of its target, on a graph of 10^6 positions whose moves go anywhere one
//! cache miss in a 40 MB array per move. Here the targets are cut into blocks of 2^`bits`
//! consecutive ids:
//!
//! 1. count the moves into each block (a few hundred counters: they stay in the L1 cache), over
//!    the flat array of every move: a plain sequential read, whatever is reachable;
//! 2. one pass over the moves in source order — for retrograde analysis, the reachability sweep
//!    itself, so the moves are read for the search only once — appends each to its block's part
//!    of the result, packed in one `u32` as the source id and the target's place in its block (a
//!    few hundred write streams, each in memory order);
//! 3. each block's part (about the size of the L2 cache) is sorted by target in place, by a
//!    counting sort that also yields the block's list offsets, and moved down against the
//!    previous part when moves of unreachable positions, counted in step 1, left room unused.
//!
//! Both steps are stable, so the lists keep the order in which the moves were appended. The
//! packing needs source ids of `32 − b` bits for blocks of 2^b ids: graphs of more than 2^20
//! positions get smaller blocks (down to one id per block, which is the direct counting sort).

use super::{Fill, Predecessors};
use crate::graph::PositionId;

/// At most 2^12 targets per block: the per-target counters of step 3 take 16 KB, and a block's
/// moves (about 160 KB at ten moves per position) stay in the L2 cache while they are sorted.
pub(super) const BLOCK_BITS: u32 = 12;

/// The block size for `n` positions: the largest `b ≤ BLOCK_BITS` such that every id fits in
/// `32 − b` bits.
pub(super) fn block_bits(n: usize) -> u32 {
    let id_bits = usize::BITS - (n.max(2) - 1).leading_zeros();
    32u32.saturating_sub(id_bits).min(BLOCK_BITS)
}

/// The moves of each block of targets, packed as (source, target's place in its block), each
/// block's part with room for every move into the block (steps 1 and 2).
pub(super) struct Parts {
    bits: u32,
    entries: Vec<u32>,
    /// Where each block's part starts in `entries`; the last entry is the room for all moves.
    starts: Vec<u32>,
    /// Per block: where its next move goes.
    next: Vec<u32>,
}

/// Independent counters per block in step 1, taken in turn by consecutive moves: consecutive
/// moves often go to the same block, and one counter would make each wait for the last.
const LANES: usize = 4;

/// Appends the move `source → target` to its block's part.
#[inline]
fn append(bits: u32, entries: &mut [u32], next: &mut [u32], source: PositionId, target: PositionId) {
    let slot = &mut next[(target >> bits) as usize];
    entries[*slot as usize] = (source << bits) | (target & ((1 << bits) - 1));
    *slot += 1;
}

impl Parts {
    /// Step 1: room for the moves `targets` (every move of the graph: moves of unreachable
    /// positions only leave room unused) in blocks of `2^bits` targets among `n` positions.
    pub(super) fn new(n: usize, targets: &[PositionId], bits: u32) -> Parts {
        let blocks = n.div_ceil(1 << bits);
        let mut counts = vec![0u32; LANES * blocks];
        let mut quads = targets.chunks_exact(LANES);
        for quad in &mut quads {
            for (lane, &w) in quad.iter().enumerate() {
                counts[LANES * (w >> bits) as usize + lane] += 1;
            }
        }
        for &w in quads.remainder() {
            counts[LANES * (w >> bits) as usize] += 1;
        }
        let mut starts = Vec::with_capacity(blocks + 1);
        let mut total = 0u32;
        starts.push(0);
        for lanes in counts.chunks(LANES) {
            total += lanes.iter().sum::<u32>();
            starts.push(total);
        }
        let entries = crate::huge_pages::zeros(total as usize);
        let next = starts[..blocks].to_vec();
        Parts { bits, entries, starts, next }
    }
}

impl Fill for Parts {
    /// Step 2, for the moves of one position.
    // Always inlined: called once per position by the sweep, which keeps the arrays' addresses
    // in registers only when the call is gone (not inlined, the lists took 10 ms more).
    #[inline(always)]
    fn add(&mut self, source: PositionId, targets: &[PositionId]) {
        // Local slices, so that the loop keeps their addresses in registers.
        let (bits, entries, next) = (self.bits, &mut self.entries[..], &mut self.next[..]);
        // Four copies of the append, so that a block's next slot does not wait for the previous
        // append's store (why: `solve/retrograde.rs`, "Speed").
        let mut quads = targets.chunks_exact(4);
        for quad in &mut quads {
            append(bits, entries, next, source, quad[0]);
            append(bits, entries, next, source, quad[1]);
            append(bits, entries, next, source, quad[2]);
            append(bits, entries, next, source, quad[3]);
        }
        for &w in quads.remainder() {
            append(bits, entries, next, source, w);
        }
    }

    fn clear(&mut self) {
        let blocks = self.next.len();
        self.next.copy_from_slice(&self.starts[..blocks]);
    }

    /// Step 3: each block's part sorted by target, in place through a copy, and moved down
    /// against the previous one (when moves of unreachable positions left room unused): the
    /// lists of `n` positions.
    fn into_lists(self, n: usize) -> Predecessors {
        let Parts { bits, mut entries, starts, next } = self;
        let mask = (1u32 << bits) - 1;
        let mut offsets = crate::huge_pages::zeros(n + 1);
        let mut place = vec![0u32; (1 << bits) + 1];
        let mut copy = Vec::new();
        // Where the next block's lists go: never after where its part starts.
        let mut at = 0u32;
        for (block, (&lo, &hi)) in starts.iter().zip(&next).enumerate() {
            let (lo, hi) = (lo as usize, hi as usize);
            let first = block << bits;
            let width = (n - first).min(1 << bits);
            let place = &mut place[..width];
            place.fill(0);
            // Both loops over the part have four copies of their step, so that a counter's load
            // does not wait for the previous step's store (why: `solve/retrograde.rs`, "Speed"):
            // the sort of the random DAG's lists 40 → 26 ms, Nim's 39 → 24 ms.
            let mut quads = entries[lo..hi].chunks_exact(4);
            for quad in &mut quads {
                place[(quad[0] & mask) as usize] += 1;
                place[(quad[1] & mask) as usize] += 1;
                place[(quad[2] & mask) as usize] += 1;
                place[(quad[3] & mask) as usize] += 1;
            }
            for &entry in quads.remainder() {
                place[(entry & mask) as usize] += 1;
            }
            for (i, slot) in place.iter_mut().enumerate() {
                offsets[first + i] = at;
                at += std::mem::replace(slot, at);
            }
            copy.clear();
            copy.extend_from_slice(&entries[lo..hi]);
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
        offsets[n] = at;
        entries.truncate(at as usize);
        Predecessors { offsets, sources: entries }
    }
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
