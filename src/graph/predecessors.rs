//! Predecessor lists: the moves of a game graph turned around (the transpose of its CSR arrays),
//! which retrograde analysis reads backwards from the end positions (TAOCP 2.2.3 exercise 28).
//!
//! **Algorithm.** A counting sort of the moves by target, Θ(V + E) time and O(V + E) memory, in
//! one of two ways, by what the graph's moves look like:
//!
//! - `direct.rs`: the textbook one, one write per move to the list of its target. Fast when
//!   consecutive positions' moves go to lists written a moment before (Nim numbered breadth-first:
//!   each position's moves go to the successors of the position before, moved on by one), since
//!   its writes then stay in the caches.
//! - `blocked.rs`: the same sort in two levels (propagation blocking), when the moves jump about:
//!   a second pass over the moves, but no write that leaves the caches.
//!
//! [`writes_stay_cached`] tells them apart before the lists are built, by playing the direct
//! sort's writes on a sample of the moves through a small model of a cache.
//!
//! Either is filled from the moves in source order (for retrograde analysis, by the reachability
//! sweep itself, so the moves are read for the search only once) and keeps that order, so every
//! list is in increasing order of source id (when the sweep expands some position out of id
//! order, the lists are filled again, in id order).

mod blocked;
mod direct;

use super::{GameGraph, PositionId};
use crate::bitset::BitSet;
use blocked::{Parts, block_bits};
use direct::Direct;

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

/// A way of building the lists: made with room for every move of the graph, then given the moves
/// of each position to list, in increasing order of source id.
trait Fill {
    /// Lists `source` as a predecessor of each of `targets` (its moves, in order).
    fn add(&mut self, source: PositionId, targets: &[PositionId]);
    /// Forgets every move added.
    fn clear(&mut self);
    /// The lists of the `n` positions.
    fn into_lists(self, n: usize) -> Predecessors;
}

/// The model cache of [`writes_stay_cached`]: this many lines of 64 bytes (256 KB, half of the
/// L2 cache of the machines measured), each holding the next-place counters of
/// [`TARGETS_PER_LINE`] consecutive targets, direct-mapped.
const MODEL_LINES: usize = 1 << 12;

/// How many 4-byte next-place counters share a line of 64 bytes.
const TARGETS_PER_LINE: u32 = 16;

/// The model is run over windows of this many consecutive moves, its first quarter only warming
/// the model up...
const WINDOW: usize = 1 << 15;

/// ...at this many places spread evenly over the moves (or over all of them once, when there are
/// no more than that).
const WINDOWS: usize = 8;

/// The share of the direct sort's writes that must find their line in the model for it to be
/// chosen. Measured (BENCHMARKS.md, ninth round): Nim 5,5,5,5,5,5,5 98.6 % (direct 2.4× faster),
/// the random DAG 61.5 % (blocked 1.4× faster), Nim with its ids shuffled 11.7 % and moves to
/// uniformly random positions 6.5 % (blocked 1.5–3× faster).
const DIRECT_HITS: f64 = 0.85;

/// Whether the direct counting sort's writes would mostly stay in the caches: each move's target
/// `w` is looked up in a model cache of [`MODEL_LINES`] lines (the counter of its next place, on
/// line `w / TARGETS_PER_LINE`) in the order the moves are filled, over a sample of them; with no more
/// positions than the model holds counters, they all stay. Deterministic: it depends on the graph
/// alone.
fn writes_stay_cached(positions: usize, targets: &[PositionId]) -> bool {
    if positions <= TARGETS_PER_LINE as usize * MODEL_LINES {
        return true;
    }
    let sampled = targets.len() > WINDOWS * WINDOW;
    let windows: Vec<&[PositionId]> = if !sampled {
        vec![targets]
    } else {
        let step = (targets.len() - WINDOW) / (WINDOWS - 1);
        (0..WINDOWS).map(|k| &targets[k * step..k * step + WINDOW]).collect()
    };
    let mut lines = vec![u32::MAX; MODEL_LINES];
    let (mut hits, mut counted) = (0usize, 0usize);
    let warm = if sampled { WINDOW / 4 } else { 0 };
    for window in windows {
        lines.fill(u32::MAX);
        for (i, &w) in window.iter().enumerate() {
            let line = w / TARGETS_PER_LINE;
            let slot = &mut lines[line as usize % MODEL_LINES];
            if i >= warm {
                hits += (*slot == line) as usize;
                counted += 1;
            }
            *slot = line;
        }
    }
    hits as f64 >= DIRECT_HITS * counted as f64
}

impl GameGraph {
    /// Predecessor lists of every move, each list in increasing order of source id: Θ(V + E)
    /// (see the module documentation).
    pub fn predecessors(&self) -> Predecessors {
        let targets = self.csr().1;
        if writes_stay_cached(self.len(), targets) {
            self.all_lists(Direct::new(self.len(), targets))
        } else {
            self.all_lists(Parts::new(self.len(), targets, block_bits(self.len())))
        }
    }

    fn all_lists(&self, mut fill: impl Fill) -> Predecessors {
        for v in 0..self.len() as PositionId {
            fill.add(v, self.successors(v));
        }
        fill.into_lists(self.len())
    }

    /// Which positions are reachable from the start, and the predecessor lists of the moves
    /// between reachable positions (unreachable positions have none and appear in none), in one
    /// search and one fill: Θ(V + E), no hashing. What retrograde analysis needs; each list is
    /// in increasing order of source id, like [`Self::predecessors`] without the unreachable
    /// sources.
    pub fn reachable_predecessors(&self) -> (Vec<bool>, Predecessors) {
        let (seen, predecessors) = self.reachable_predecessor_lists();
        (seen.to_bools(self.len()), predecessors)
    }

    /// [`Self::reachable_predecessors`] with the reachable positions as a [`BitSet`].
    pub(crate) fn reachable_predecessor_lists(&self) -> (BitSet, Predecessors) {
        let targets = self.csr().1;
        if writes_stay_cached(self.len(), targets) {
            self.reachable_lists(Direct::new(self.len(), targets))
        } else {
            self.reachable_lists(Parts::new(self.len(), targets, block_bits(self.len())))
        }
    }

    fn reachable_lists(&self, mut fill: impl Fill) -> (BitSet, Predecessors) {
        let n = self.len();
        let start = self.start();
        let mut seen = BitSet::empty(n);
        // A sweep in id order expands every position seen before the sweep reaches it, and
        // adds its moves to the lists; one seen behind the sweep goes on a stack and is
        // expanded at once. Each reachable position is expanded exactly once, and on graphs
        // whose ids mostly follow the moves (presets are numbered breadth-first) the successor
        // lists are read in memory order.
        let mut stack = Vec::new();
        seen.insert(start);
        let mut in_order = true;
        let mut expand = |v: PositionId, sweep: usize, seen: &mut BitSet, stack: &mut Vec<PositionId>| {
            let successors = self.successors(v);
            fill.add(v, successors);
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
        // out of id order, the lists are filled again, in id order (a second pass over the moves).
        if !in_order {
            fill.clear();
            for v in (0..n as PositionId).filter(|&v| seen.contains(v)) {
                fill.add(v, self.successors(v));
            }
        }
        (seen, fill.into_lists(n))
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

    /// The lists of every move and of the reachable ones by the fill `make` gives, against the
    /// plain transpose.
    fn check<F: Fill>(g: &GameGraph, how: &str, make: impl Fn() -> F) {
        let reachable = g.reachable();
        let all = g.all_lists(make());
        let (seen, fused) = g.reachable_lists(make());
        assert_eq!(seen.to_bools(g.len()), reachable, "{how}");
        for v in 0..g.len() as PositionId {
            let expected = naive(g, v);
            assert_eq!(all.of(v), expected, "{how}, position {v}");
            let expected: Vec<PositionId> = expected.into_iter().filter(|&x| reachable[x as usize]).collect();
            assert_eq!(fused.of(v), expected, "{how}, position {v}");
        }
    }

    /// The direct sort, and every block size from one id per block to one block for all.
    fn check_every_fill(g: &GameGraph) {
        check(g, "direct", || Direct::new(g.len(), g.csr().1));
        for bits in 0..=blocked::BLOCK_BITS {
            check(g, &format!("blocks of 2^{bits}"), || Parts::new(g.len(), g.csr().1, bits));
        }
    }

    #[test]
    fn every_fill_gives_the_plain_transpose() {
        let g = fixture();
        assert_eq!(g.reachable(), [true, true, false, true, true, true, true]);
        check_every_fill(&g);
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
        check_every_fill(&g);
    }

    #[test]
    fn the_direct_sort_is_chosen_when_its_writes_come_back_to_lines_just_written() {
        // Each position's moves go to the next few positions.
        let near: Vec<PositionId> = (0..1_000_000).flat_map(|v| [v + 1, v + 2, v + 40]).collect();
        assert!(writes_stay_cached(1_000_040, &near));
        // Moves all over 2^20 positions (a fixed pseudo-random sequence).
        let mut state = 1u64;
        let far: Vec<PositionId> = (0..3_000_000)
            .map(|_| {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                (state >> 44) as PositionId
            })
            .collect();
        assert!(!writes_stay_cached(1 << 20, &far));
        // The same moves among 1,000 positions: every list fits in the caches.
        let few: Vec<PositionId> = far.iter().map(|w| w % 1000).collect();
        assert!(writes_stay_cached(1000, &few));
        assert!(writes_stay_cached(1000, &few[..100]));
        // Among 2^17 positions (more counters than the model holds): moves all over them miss,
        // moves in id order hit 15 times in 16.
        let some: Vec<PositionId> = far.iter().map(|w| w % (1 << 17)).collect();
        assert!(!writes_stay_cached(1 << 17, &some));
        let mut cycle: Vec<PositionId> = (0..1 << 17).collect();
        cycle.rotate_left(1);
        assert!(writes_stay_cached(1 << 17, &cycle));
        // Fewer moves than the sample, and none.
        assert!(!writes_stay_cached(1 << 20, &far[..100_000]));
        assert!(writes_stay_cached(1 << 20, &[]), "no move, no write to miss");
    }
}
