//! Predecessor lists: the moves of a game graph turned around (the transpose of its CSR arrays),
//! which retrograde analysis reads backwards from the end positions (TAOCP 2.2.3 exercise 28).
//!
//! **Algorithm.** A counting sort of the moves by target, Θ(V + E) time and O(V + E) memory:
//!
//! 1. *count* each position's moves in. For retrograde analysis only the moves of positions
//!    reachable from the start are listed, and the count is also the search's seen mark: a
//!    position other than the start is reachable exactly when a reachable position moves to it,
//!    that is when its count is not 0. So one sweep over the moves finds the reachable positions
//!    and counts their moves (in id order, a stack only for moves back to a position the sweep
//!    has passed: presets are numbered breadth-first, so their moves are read in memory order);
//! 2. *add the counts up* into where each list starts (exact: no room is left unused);
//! 3. *fill*: the moves of the listed positions, in increasing id order, each written to the
//!    list of its target — so every list is in increasing order of source id — in one of two
//!    ways, by what the graph's moves look like:
//!    - `direct.rs`: the textbook one, one write per move to the list of its target, each asked
//!      for a few moves ahead. Fast when the writes stay in the caches (Nim numbered
//!      breadth-first: each position's moves go to the successors of the position before, moved
//!      on by one);
//!    - `blocked.rs`: the same writes in two levels (propagation blocking), when the moves jump
//!      about: a second pass, but no write that leaves the caches.
//!
//!    [`writes_stay_cached`] tells them apart before the lists are filled, by playing the direct
//!    fill's writes on a sample of the moves through a small model of a cache.
//!
//! The moves are counted during the search (rather than in a pass of their own before it, with
//! the fill during the search), and each write's line is asked for ahead.

mod blocked;
mod direct;

use super::{GameGraph, PositionId};
use crate::bitset::BitSet;

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
/// chosen: it separates the graphs measured well (Nim 5,5,5,5,5,5,5 finds about 99 %, where the
/// direct sort is faster; the random DAG about 62 %, Nim with its ids shuffled 12 % and moves to
/// uniformly random positions 7 %, where the blocked one is).
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

/// A count byte of step 1 that stays at this value: the rest of the count is kept in full beside.
const FULL: u8 = u8::MAX;

/// How step 3 writes the lists.
#[derive(Clone, Copy, Debug)]
enum Fill {
    /// Each move straight to its list (`direct.rs`).
    Direct,
    /// Through blocks of `2^bits` targets (`blocked.rs`).
    Blocked { bits: u32 },
}

impl Fill {
    /// The fill [`writes_stay_cached`] chooses for `graph`.
    fn for_graph(graph: &GameGraph) -> Fill {
        if writes_stay_cached(graph.len(), graph.csr().1) {
            Fill::Direct
        } else {
            Fill::Blocked { bits: blocked::block_bits(graph.len()) }
        }
    }
}

impl GameGraph {
    /// Predecessor lists of every move, each list in increasing order of source id: Θ(V + E)
    /// (see the module documentation).
    pub fn predecessors(&self) -> Predecessors {
        self.lists(self.counts_in(), None, Fill::for_graph(self))
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
        self.reachable_lists(Fill::for_graph(self))
    }

    fn reachable_lists(&self, fill: Fill) -> (BitSet, Predecessors) {
        let counts = self.reachable_counts_in();
        let start = self.start();
        // Step 1's seen marks: the start, and every position some reachable position moves to.
        let seen = BitSet::from_fn(self.len(), |v| v == start || counts[v as usize + 1] != 0);
        let lists = self.lists(counts, Some(&seen), fill);
        (seen, lists)
    }

    /// Step 1 for every move: position `w`'s moves in at `[w + 1]` (so that step 2's running sums
    /// are where the lists start). Four copies of the step (why: `solve/retrograde.rs`, "Speed").
    fn counts_in(&self) -> Vec<u32> {
        let mut first = crate::huge_pages::zeros(self.len() + 1);
        let counts = &mut first[1..];
        let mut quads = self.csr().1.chunks_exact(4);
        for quad in &mut quads {
            counts[quad[0] as usize] += 1;
            counts[quad[1] as usize] += 1;
            counts[quad[2] as usize] += 1;
            counts[quad[3] as usize] += 1;
        }
        for &w in quads.remainder() {
            counts[w as usize] += 1;
        }
        first
    }

    /// Step 1 for the moves of the positions reachable from the start, found by the same sweep
    /// (see the module documentation): counts at `[w + 1]`, as [`Self::counts_in`].
    ///
    /// The sweep counts in one byte per position (1 MB for 10^6 positions, mostly in the caches,
    /// where 4 bytes each made every move to a far position a miss: the random DAG's sweep 20 →
    /// 13 ms); a count that reaches [`FULL`] goes on in `more`.
    fn reachable_counts_in(&self) -> Vec<u32> {
        let n = self.len();
        let (offsets, targets) = self.csr();
        let start = self.start() as usize;
        let mut counts = crate::huge_pages::filled(n, 0u8);
        let mut more: Vec<u32> = Vec::new();
        // The start is reachable with no move in: one count that stands for it, taken off below.
        counts[start] = 1;
        let mut stack = Vec::new();
        // A sweep in id order expands every position seen before the sweep reaches it; one seen
        // for the first time behind the sweep (a move back to a smaller id) goes on the stack
        // and is expanded at once. Each reachable position is expanded exactly once.
        for sweep in start..n {
            if counts[sweep] == 0 {
                continue;
            }
            let mut v = sweep;
            loop {
                let successors = &targets[offsets[v] as usize..offsets[v + 1] as usize];
                for &w in successors {
                    let count = &mut counts[w as usize];
                    // Where moves go to larger ids the branch is never taken.
                    if w as usize <= sweep && *count == 0 {
                        stack.push(w);
                    }
                    if *count == FULL {
                        if more.is_empty() {
                            more = vec![0; n];
                        }
                        more[w as usize] += 1;
                    } else {
                        *count += 1;
                    }
                }
                match stack.pop() {
                    Some(w) => v = w as usize,
                    None => break,
                }
            }
        }
        counts[start] -= 1;
        let mut first = crate::huge_pages::fresh(n + 1);
        first.push(0);
        match more.is_empty() {
            true => first.extend(counts.iter().map(|&count| count as u32)),
            false => first.extend(counts.iter().zip(&more).map(|(&count, &more)| count as u32 + more)),
        }
        first
    }

    /// Steps 2 and 3: the running sums of `first` (the counts of step 1, at `[w + 1]`) and the
    /// moves of the positions in `listed` (all when `None`) written to their lists by `fill`.
    fn lists(&self, mut first: Vec<u32>, listed: Option<&BitSet>, fill: Fill) -> Predecessors {
        let mut total = 0;
        for start in first.iter_mut() {
            total += *start;
            *start = total;
        }
        let sources = match fill {
            Fill::Direct => direct::fill(self, &first, listed),
            Fill::Blocked { bits } => blocked::fill(self, &first, listed, bits),
        };
        Predecessors { offsets: first, sources }
    }

    /// The positions whose moves are listed, in increasing id order, each with its moves.
    pub(super) fn listed<'a>(
        &'a self,
        listed: Option<&'a BitSet>,
    ) -> impl Iterator<Item = (PositionId, std::ops::Range<usize>)> + 'a {
        let offsets = self.csr().0;
        (0..self.len() as PositionId)
            .filter(move |&v| listed.is_none_or(|set| set.contains(v)))
            .map(move |v| (v, offsets[v as usize] as usize..offsets[v as usize + 1] as usize))
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

    /// The lists of every move and of the reachable ones by `fill`, against the plain transpose.
    fn check(g: &GameGraph, fill: Fill) {
        let how = format!("{fill:?}");
        let reachable = g.reachable();
        let all = g.lists(g.counts_in(), None, fill);
        let (seen, fused) = g.reachable_lists(fill);
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
        check(g, Fill::Direct);
        for bits in 0..=blocked::BLOCK_BITS {
            check(g, Fill::Blocked { bits });
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
    /// position 0, unreachable positions with moves (not counted, not listed), a long list.
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

    /// ```text
    ///   0 ──► 1, 2, …, 299, and 300 times ──► 300      1, 2, …, 299 ──► 300 (an end)
    /// ```
    /// The end has 599 moves in: more than a count byte of step 1 holds.
    #[test]
    fn a_list_longer_than_a_count_byte_gives_the_plain_transpose() {
        let mut b = GraphBuilder::new();
        b.add_position("s", Player::Max, (1..300).chain(std::iter::repeat_n(300, 300)));
        for v in 1..300 {
            b.add_position(format!("p{v}"), Player::Min, [300]);
        }
        b.add_end("e", 1.0);
        let g = b.build().unwrap();
        assert_eq!(naive(&g, 300).len(), 599);
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
