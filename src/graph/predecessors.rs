//! Predecessor lists: the moves of a game graph turned around (the transpose of its CSR arrays),
//! which retrograde analysis reads backwards from the end positions (TAOCP 2.2.3 exercise 28).
//!
//! **Algorithm.** A counting sort of the moves by target, in two levels so that its scattered
//! writes stay in the caches (*propagation blocking*: Beamer, Asanović and Patterson, "Reducing
//! PageRank Communication via Propagation Blocking", IPDPS 2017). A direct counting sort writes
//! each move to the list of its target: on a graph of 10^6 positions whose moves go anywhere, one
//! cache miss in a 40 MB array per move. Here the targets are cut into blocks of
//! 2^[`BLOCK_BITS`] consecutive ids:
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
//! Both steps are stable, so every list is in increasing order of source id (when the sweep
//! expands some position out of id order, step 2 is done again, in id order). The packing needs
//! source ids of `32 − b` bits for blocks of 2^b ids: graphs of more than 2^20 positions get
//! smaller blocks (down to one id per block, which is the direct counting sort). Θ(V + E) time,
//! O(V + E) memory.

use super::{GameGraph, PositionId};
use crate::bitset::BitSet;

/// At most 2^12 targets per block: the per-target counters of step 3 take 16 KB, and a block's
/// moves (about 160 KB at ten moves per position) stay in the L2 cache while they are sorted.
const BLOCK_BITS: u32 = 12;

/// Predecessor lists in CSR form: the positions with a move to `v` are
/// `sources[offsets[v]..offsets[v + 1]]` (with repeats, one per move).
#[derive(Clone, Debug)]
pub struct Predecessors {
    offsets: Vec<u32>,
    sources: Vec<PositionId>,
}

impl Predecessors {
    /// The positions with a move to `v`, one entry per move.
    #[inline]
    pub fn of(&self, v: PositionId) -> &[PositionId] {
        let v = v as usize;
        &self.sources[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }

    /// Where each list starts (`offsets[v]`, and `offsets[positions]` = the number of moves),
    /// and the lists one after the other.
    pub(crate) fn parts(&self) -> (&[u32], &[PositionId]) {
        (&self.offsets, &self.sources)
    }
}

/// The block size for `n` positions: the largest `b ≤ BLOCK_BITS` such that every id fits in
/// `32 − b` bits.
fn block_bits(n: usize) -> u32 {
    let id_bits = usize::BITS - (n.max(2) - 1).leading_zeros();
    32u32.saturating_sub(id_bits).min(BLOCK_BITS)
}

/// The moves of each block of targets, packed as (source, target's place in its block), each
/// block's part with room for every move into the block (steps 1 and 2).
struct Parts {
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

/// Appends the move `source → target` to its block's part (see [`Parts::streams`]).
#[inline]
fn append(bits: u32, entries: &mut [u32], next: &mut [u32], source: PositionId, target: PositionId) {
    let slot = &mut next[(target >> bits) as usize];
    entries[*slot as usize] = (source << bits) | (target & ((1 << bits) - 1));
    *slot += 1;
}

impl Parts {
    /// Step 1: room for the moves `targets` (every move of the graph: moves of unreachable
    /// positions only leave room unused) in blocks of `2^bits` targets among `n` positions.
    fn new(n: usize, targets: &[PositionId], bits: u32) -> Parts {
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

    /// Step 2: appends the move `source → target` to its block's part.
    #[inline]
    fn append(&mut self, source: PositionId, target: PositionId) {
        let (bits, entries, next) = self.streams();
        append(bits, entries, next, source, target);
    }

    /// The block size, the parts and where each block's next move goes, as local slices (so
    /// that a loop appending many moves keeps their addresses in registers).
    fn streams(&mut self) -> (u32, &mut [u32], &mut [u32]) {
        (self.bits, &mut self.entries, &mut self.next)
    }

    /// Forgets every move appended.
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

impl GameGraph {
    /// Predecessor lists of every move, each list in increasing order of source id: Θ(V + E)
    /// (see the module documentation).
    pub fn predecessors(&self) -> Predecessors {
        self.predecessors_in_blocks(block_bits(self.len()))
    }

    fn predecessors_in_blocks(&self, bits: u32) -> Predecessors {
        let mut parts = Parts::new(self.len(), self.csr().1, bits);
        for v in 0..self.len() as PositionId {
            for &w in self.successors(v) {
                parts.append(v, w);
            }
        }
        parts.into_lists(self.len())
    }

    /// Which positions are reachable from the start, and the predecessor lists of the moves
    /// between reachable positions (unreachable positions have none and appear in none), in one
    /// search and one fill: Θ(V + E), no hashing. What retrograde analysis needs; each list is
    /// in increasing order of source id, like [`Self::predecessors`] without the unreachable
    /// sources.
    pub fn reachable_predecessors(&self) -> (Vec<bool>, Predecessors) {
        let (seen, predecessors) = self.reachable_predecessors_in_blocks(block_bits(self.len()));
        (seen.to_bools(self.len()), predecessors)
    }

    /// [`Self::reachable_predecessors`] with the reachable positions as a [`BitSet`].
    pub(crate) fn reachable_predecessor_lists(&self) -> (BitSet, Predecessors) {
        self.reachable_predecessors_in_blocks(block_bits(self.len()))
    }

    fn reachable_predecessors_in_blocks(&self, bits: u32) -> (BitSet, Predecessors) {
        let n = self.len();
        let start = self.start();
        let mut seen = BitSet::empty(n);
        let mut parts = Parts::new(n, self.csr().1, bits);
        // A sweep in id order expands every position seen before the sweep reaches it, and
        // appends its moves to their parts; one seen behind the sweep goes on a stack and is
        // expanded at once. Each reachable position is expanded exactly once, and on graphs
        // whose ids mostly follow the moves (presets are numbered breadth-first) the successor
        // lists are read in memory order.
        let mut stack = Vec::new();
        seen.insert(start);
        let mut in_order = true;
        let mut expand = |v: PositionId, sweep: usize, seen: &mut BitSet, stack: &mut Vec<PositionId>| {
            let (bits, entries, next) = parts.streams();
            let successors = self.successors(v);
            // Four copies of the append, so that a block's next slot does not wait for the
            // previous append's store (why: `solve/retrograde.rs`, "Speed").
            let mut quads = successors.chunks_exact(4);
            for quad in &mut quads {
                append(bits, entries, next, v, quad[0]);
                append(bits, entries, next, v, quad[1]);
                append(bits, entries, next, v, quad[2]);
                append(bits, entries, next, v, quad[3]);
            }
            for &w in quads.remainder() {
                append(bits, entries, next, v, w);
            }
            for &w in successors {
                // A position ahead of the sweep is only marked seen (an OR, nothing waits for
                // it); one behind it, seen for the first time, is expanded now. Where moves go to
                // larger ids the branch is never taken: the sweep of the random DAG took 35–44 ms
                // instead of 46–53 ms (with the appends unrolled; Nim's, whose moves also go
                // back, 49–56 instead of 47–54 ms).
                if w as usize <= sweep {
                    if !seen.contains(w) {
                        seen.insert(w);
                        stack.push(w);
                    }
                } else {
                    seen.insert(w);
                }
            }
        };
        for sweep in start as usize..n {
            if !seen.contains(sweep as PositionId) {
                continue;
            }
            expand(sweep as PositionId, sweep, &mut seen, &mut stack);
            while let Some(v) = stack.pop() {
                in_order = false;
                expand(v, sweep, &mut seen, &mut stack);
            }
        }
        // The lists must be in increasing order of source id: when some position was expanded
        // out of id order, the moves are appended again, in id order (a second pass over them).
        if !in_order {
            parts.clear();
            for v in (0..n as PositionId).filter(|&v| seen.contains(v)) {
                for &w in self.successors(v) {
                    parts.append(v, w);
                }
            }
        }
        (seen, parts.into_lists(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{GraphBuilder, Player};

    /// The plain transpose, one list at a time.
    fn naive(g: &GameGraph, v: PositionId) -> Vec<PositionId> {
        (0..g.len() as PositionId)
            .flat_map(|x| g.successors(x).iter().filter(move |&&w| w == v).map(move |_| x))
            .collect()
    }

    /// ```text
    ///   0 ──► 3, 3, 1      1 ──► 0, 6, 4      2 (unreachable) ──► 3, 6      4 ──► 4, 0, 5
    ///   5 ──► 3            start 0; 3 and 6 are ends
    /// ```
    fn fixture() -> GameGraph {
        let mut b = GraphBuilder::new();
        b.add_position("a", Player::Max, [3, 3, 1]);
        b.add_position("b", Player::Min, [0, 6, 4]);
        b.add_position("c", Player::Max, [3, 6]);
        b.add_end("d", 1.0);
        b.add_position("e", Player::Min, [4, 0, 5]);
        b.add_position("f", Player::Max, [3]);
        b.add_end("g", -1.0);
        b.build().unwrap()
    }

    #[test]
    fn block_sizes() {
        assert_eq!(block_bits(1), 12);
        assert_eq!(block_bits(1 << 20), 12);
        assert_eq!(block_bits((1 << 20) + 1), 11);
        assert_eq!(block_bits(1 << 24), 8);
        assert_eq!(block_bits(u32::MAX as usize), 0);
    }

    /// Every block size, from one id per block to one block for all, gives the same lists.
    #[test]
    fn every_block_size_gives_the_plain_transpose() {
        let g = fixture();
        let reachable = [true, true, false, true, true, true, true];
        for bits in 0..=BLOCK_BITS {
            let all = g.predecessors_in_blocks(bits);
            let (seen, fused) = g.reachable_predecessors_in_blocks(bits);
            assert_eq!(seen.to_bools(g.len()), reachable, "bits {bits}");
            for v in 0..g.len() as PositionId {
                let expected = naive(&g, v);
                assert_eq!(all.of(v), expected, "bits {bits}, position {v}");
                let expected: Vec<PositionId> = expected.into_iter().filter(|&x| reachable[x as usize]).collect();
                assert_eq!(fused.of(v), expected, "bits {bits}, position {v}");
            }
        }
        assert_eq!(g.predecessors().of(3), [0, 0, 2, 5]);
    }

    /// Moves back to smaller ids (positions expanded out of id order), a start that is not
    /// position 0, unreachable positions with moves (room left unused in their blocks' parts),
    /// a long list.
    #[test]
    fn moves_back_and_unreachable_moves_give_the_plain_transpose() {
        let mut b = GraphBuilder::new();
        let n = 60u32;
        let mut state = 7u64;
        for v in 0..n {
            if v % 9 == 8 {
                b.add_end(format!("e{v}"), 1.0);
                continue;
            }
            let successors: Vec<u32> = (0..(v % 7) * 3 + 1)
                .map(|_| {
                    state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    // No move goes to 50 and above; a quarter of them go to 5.
                    if state >> 62 == 0 { 5 } else { ((state >> 33) % 50) as u32 }
                })
                .collect();
            b.add_position(format!("p{v}"), if v % 2 == 0 { Player::Max } else { Player::Min }, successors);
        }
        b.set_start(3);
        let g = b.build().unwrap();
        let reachable = g.reachable();
        assert!(reachable[50..].iter().all(|&r| !r) && reachable[..3].iter().any(|&r| r));
        assert!(naive(&g, 5).len() > 20, "a long list");
        for bits in 0..=BLOCK_BITS {
            let (seen, fused) = g.reachable_predecessors_in_blocks(bits);
            assert_eq!(seen.to_bools(g.len()), reachable, "bits {bits}");
            for v in 0..g.len() as PositionId {
                let expected: Vec<PositionId> = naive(&g, v).into_iter().filter(|&x| reachable[x as usize]).collect();
                assert_eq!(fused.of(v), expected, "bits {bits}, position {v}");
            }
        }
    }
}
