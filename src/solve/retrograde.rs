//! Retrograde analysis: exact values on any game graph, cycles allowed (seeds 002 and 003).
//!
//! **Semantics.** A play that reaches an end position pays its VALUE; a play that goes on forever
//! pays 0 (a draw). Every position reachable from the start then has an exact value, an
//! [`Outcome`] (the sign of the value), and — when the value is not 0 — a *remoteness*: the number
//! of moves to the end under optimal play, where a player first optimises the value and then the
//! time: the winner hurries, the loser delays.
//!
//! **Algorithm.** The classic won/lost retrograde of TAOCP 2.2.3 exercise 28 (seed 003) works
//! backwards from the ends with predecessor lists, a counter `c(x)` of successors not yet known
//! and a FIFO queue; the Olympiad page (seed 002) describes the same sets as attractors
//! `W0 ⊆ W1 ⊆ …` computed "in O(m) time, like BFS". For arbitrary VALUEs we grow one *threshold
//! attractor* per distinct end value:
//!
//! - For each positive end value `t`, from the largest down, Paul's attractor to the ends with
//!   VALUE ≥ `t`: a Paul position joins as soon as one successor is in (he moves there), a Carole
//!   position when its counter of successors not yet in reaches 0 (she cannot avoid it). A
//!   position that joins while the threshold is `t` can force at least `t` but not more, so its
//!   value is exactly `t`. The attractor for `t` contains the one for every larger threshold, so
//!   the counters simply persist from one threshold to the next and every move is looked at once
//!   over the whole pass.
//! - Symmetrically, Carole's attractors for the negative end values, from the smallest up (Paul's
//!   positions now carry the counters).
//! - A reachable position in neither has value 0: either a play from it can be kept going forever,
//!   or its best is an end worth 0. The two sides never meet: a position from which Paul forces a
//!   positive payment cannot be one where Carole forces a negative one.
//!
//! Within one threshold the queue is first in, first out, so positions leave it in the order of
//! their remoteness: a winner's position joins when its *first* successor of equal value leaves
//! the queue (the nearest one: the winner hurries), a loser's position when its *last* one does
//! (the farthest: the loser delays). With VALUEs in {−1, 0, +1} this is exactly seed 003's
//! won/lost/draw labelling.
//!
//! **Cost.** Θ(V + E) for reachability, predecessor lists and the attractors, plus sorting the
//! reachable non-zero ends by VALUE: O(V + E + k log k) time for k such ends, O(V + E) memory.
//!
//! **Speed** (`cargo bench --bench solve`, BENCHMARKS.md). The work is memory-bound: the
//! predecessor lists (4 bytes per move) are written in target order and read back in queue
//! order, both scattered over an array far larger than the caches. So:
//!
//! - the lists are built by a counting sort (`graph/predecessors.rs`) whose count is the
//!   reachability sweep itself (a position's count is its seen mark), filled by a plain scatter
//!   when its writes stay in the caches, else by a cache-blocked one, and the big arrays are
//!   backed by huge pages where Linux allows (`src/huge_pages.rs`: far fewer page faults);
//! - each position's counter is one byte, set per side so that the attracting player's
//!   positions simply count 1: the loop has one rule, "take one off, join at 0", and no mover to
//!   look up;
//! - the attractor loop asks for the bounds and entries of the lists it will read a few queue
//!   entries ahead (`src/prefetch.rs`), since the queue says which lists come next, and for those
//!   of the next threshold's first ends while a threshold's attractor runs;
//! - the results are written once all attractors are done, from the queue, so that the loop
//!   shares the caches with nothing but its counters and lists;
//! - the loops that take one off a counter have four copies of their step: a processor predicts
//!   from the two instructions whether a load reads an earlier store, so in a rolled loop each
//!   counter's load waits for the previous step's store even to another counter; with four
//!   copies each waits only for its own (a shared helper taking the step as a closure is slower,
//!   so the copies are written out).
//!
//! When no events are recorded, the loop has no branch on what happens to a predecessor (a
//! mispredicted branch costs as much as a cache miss); the queue holds positions only (a
//! distance level is a stretch of it); and each dense level is dequeued in id order, not in the
//! order its positions joined (the labels do not depend on the order within a level, only the
//! events would), so the lists, which are in id order, are read in memory order.

mod solution;

pub use solution::{Outcome, RetroEvent, RetroSolution};

use super::thresholds::thresholds;
use crate::graph::{GameGraph, Player, PositionId};
use crate::huge_pages::{filled, fresh};
use crate::prefetch::prefetch;

/// Solves every position reachable from the start. See the module documentation.
pub fn retrograde(graph: &GameGraph) -> RetroSolution {
    // The empty closure and the event values built for it are optimised away.
    analyse::<false>(graph, |_| {})
}

/// [`retrograde`] plus the list of every step it took, in order (see [`RetroEvent`]).
pub fn retrograde_traced(graph: &GameGraph) -> (RetroSolution, Vec<RetroEvent>) {
    let mut events = Vec::new();
    let solution = analyse::<true>(graph, |event| events.push(event));
    (solution, events)
}

/// The counter `c(x)` of each position, one byte each so that looking at a predecessor costs one
/// read in an array that mostly stays in the caches (1 MB for 10^6 positions): for the current
/// side (Paul attracting towards the positive thresholds, then Carole towards the negative ones),
/// how many more of `x`'s successors must join the attractor before `x` does. That is 1 for the
/// attracting player's positions (one successor in is enough: they move there) and the number of
/// moves for the opponent's (repeats count). A position is labelled exactly when its counter is
/// 0: end positions have 0 from the start (and are never predecessors), labelling sets it to 0.
/// So the attractor loop needs no mover bit and only one rule: take one off, join at 0.
///
/// A counter of 255 or more is kept in full in `large` and the byte says [`LARGE`] until it drops
/// below (only an opponent's counter can be that large, so it never reaches 0 there).
struct Counters {
    bytes: Vec<u8>,
    /// The full counters, when some position has [`LARGE`] moves or more (else empty).
    large: Vec<u32>,
}

/// A counter byte's value meaning "see the full counter".
const LARGE: u8 = u8::MAX;

impl Counters {
    /// The counters for the side where `attracting` attracts, nothing labelled yet.
    fn new(graph: &GameGraph, attracting: Player) -> Counters {
        let mut counters = Counters { bytes: filled(graph.len(), 1), large: Vec::new() };
        counters.start_side(graph, attracting);
        counters
    }

    /// The counters for the side where `attracting` attracts, from the positions not labelled
    /// yet (counter not 0); labelled ones keep 0. No position is in the new side's attractor yet,
    /// so an opponent's counter is its number of moves again: a successor labelled on the other
    /// side never joins this one, so such a position, rightly, never reaches 0.
    ///
    /// Without a branch per position: who moves, and which positions are labelled, are coin
    /// tosses on some graphs (a mispredicted branch per position cost 3 ms on the random DAG).
    fn start_side(&mut self, graph: &GameGraph, attracting: Player) {
        let (offsets, _) = graph.csr();
        let mut any_large = false;
        for (v, (byte, w)) in self.bytes.iter_mut().zip(offsets.windows(2)).enumerate() {
            let moves = w[1] - w[0];
            any_large |= moves >= LARGE as u32;
            let moves = moves.min(LARGE as u32) as u8;
            let counter = if graph.mover(v as PositionId) == attracting { moves.min(1) } else { moves };
            // All ones unless labelled (0).
            let open = 0u8.wrapping_sub((*byte != 0) as u8);
            *byte = counter & open;
        }
        if any_large {
            if self.large.is_empty() {
                self.large = vec![0; graph.len()];
            }
            for (v, (&byte, w)) in self.bytes.iter().zip(offsets.windows(2)).enumerate() {
                if byte == LARGE {
                    self.large[v] = w[1] - w[0];
                }
            }
        }
    }

    /// Takes one from `x`'s counter (which is not 0) and returns what is left.
    #[inline]
    fn decrement(&mut self, x: PositionId) -> u32 {
        let byte = &mut self.bytes[x as usize];
        if *byte != LARGE {
            *byte -= 1;
            return *byte as u32;
        }
        let full = &mut self.large[x as usize];
        *full -= 1;
        if *full < LARGE as u32 {
            *byte = *full as u8;
        }
        *full
    }
}

/// The counters and the queue. Every position is labelled once over the whole analysis, so the
/// queues of all threshold phases follow one another in one array, allocated once: `queue[..len]`
/// holds every position labelled so far, in order, and one slot more is always there, so that
/// the untraced loop can write each predecessor to `queue[len]` and only count it in when it
/// joins (no branch on whether it does: on some graphs that is a coin toss,
/// and a mispredicted branch costs as much as a cache miss).
struct Labelling {
    counters: Counters,
    queue: Vec<PositionId>,
    len: usize,
}

impl Labelling {
    /// Labels `x` (its counter set to 0, its final value and remoteness reported), and queues it
    /// so its predecessors are examined (the results are written from the queue at the end).
    #[inline]
    fn label(&mut self, x: PositionId, value: f64, distance: u32, emit: &mut impl FnMut(RetroEvent)) {
        self.counters.bytes[x as usize] = 0;
        emit(RetroEvent::Label { position: x, value, outcome: Outcome::of(value), remoteness: Some(distance) });
        self.queue[self.len] = x;
        self.len += 1;
        emit(RetroEvent::Enqueue { position: x });
    }

    /// `y` has joined the attractor of the `attracting` player: each predecessor `x` not yet
    /// labelled joins now (`x` belongs to the attracting player, or its counter reaches 0) at
    /// `distance`, or has its counter decremented. Reports each step to `emit`.
    #[inline]
    fn examine_traced(
        &mut self,
        graph: &GameGraph,
        predecessors: &[PositionId],
        attracting: Player,
        threshold: f64,
        distance: u32,
        emit: &mut impl FnMut(RetroEvent),
    ) {
        for &x in predecessors {
            if self.counters.bytes[x as usize] == 0 {
                continue;
            }
            if graph.mover(x) == attracting {
                self.label(x, threshold, distance, emit);
            } else {
                let c = self.counters.decrement(x);
                emit(RetroEvent::Decrement { position: x, counter: c });
                if c == 0 {
                    self.label(x, threshold, distance, emit);
                }
            }
        }
    }
}

/// One threshold phase of the untraced analysis, from the queue entry `head` (the phase's ends
/// are queued): the loop of [`Labelling::examine_traced`] without events, and without a branch
/// on what happens to each predecessor: the new counter byte is computed and stored, the
/// predecessor written to the queue's spare slot, and the queue's length advanced by one when
/// it joined. The same labels, in the same order. Returns the queue's new length.
///
/// The arrays are taken apart into local slices first, so that the compiler keeps their
/// addresses and the queue's length in registers (stores into the counter bytes could otherwise
/// alias them).
fn attract(
    labels: &mut Labelling,
    levels: &mut Vec<usize>,
    marks: &mut [u64],
    first: &[u32],
    sources: &[PositionId],
) -> usize {
    let Labelling { counters: Counters { bytes, large }, queue, len } = labels;
    let (bytes, large, queue, mut len) = (&mut bytes[..], &mut large[..], &mut queue[..], *len);
    let list = |v: PositionId| &sources[first[v as usize] as usize..first[v as usize + 1] as usize];
    let mut head = levels[0];
    // The queue's entries from `level_end` on are one move farther from the ends than `y`.
    let mut level_end = len;
    while head < len {
        if head == level_end {
            // The next level is complete: in id order when that costs no more than the level.
            in_id_order(&mut queue[head..len], marks);
            levels.push(head);
            level_end = len;
        }
        let y = queue[head];
        let queued = &queue[..len];
        // The queue says which lists are read next: their bounds, then their entries are loaded
        // while this one is worked on (they are scattered over arrays far larger than the
        // caches; waiting for them was most of this loop's time). The counters they point to
        // are not: loading them ahead too (a second read of every list) cost more than it saved
        // on both benchmark graphs, 3–5 ms each (one byte per position: mostly in the caches).
        if let Some(&later) = queued.get(head + LOOK_AHEAD + LOOK_AHEAD / 2) {
            prefetch(&first[later as usize + 1]);
        }
        if let Some(&next) = queued.get(head + LOOK_AHEAD) {
            if let (Some(first), Some(last)) = (list(next).first(), list(next).last()) {
                prefetch(first);
                prefetch(last);
            }
        }
        head += 1;
        // The queue is in order of distance, so `y` is the nearest successor of each `x` that
        // joins through it for the attracting player, the farthest for the opponent.
        let mut step = |x: PositionId| {
            let c = bytes[x as usize];
            if c == LARGE {
                // Rare (255 moves or more, the opponent's): the full counter, which cannot reach
                // 0 from here (it would have dropped below LARGE first).
                let full = &mut large[x as usize];
                *full -= 1;
                if *full < LARGE as u32 {
                    bytes[x as usize] = *full as u8;
                }
                return;
            }
            // Take one off unless labelled (0); join when it was 1.
            bytes[x as usize] = c.saturating_sub(1);
            queue[len] = x;
            len += (c == 1) as usize;
        };
        // Four copies of the step (see "Speed" above): the attractors on Nim 31 → 26 ms, on the
        // random DAG 59 → 54 ms.
        let mut quads = list(y).chunks_exact(4);
        for quad in &mut quads {
            step(quad[0]);
            step(quad[1]);
            step(quad[2]);
            step(quad[3]);
        }
        for &x in quads.remainder() {
            step(x);
        }
    }
    len
}

/// Puts `level` in increasing id order when it is dense (at least one of every 64 ids between
/// its smallest and largest is in it), through the bit set `marks` (all clear before and after):
/// then the lists, which are in id order, are read in memory order. Sparse levels are left as
/// they are (sorting them would cost more than it saves).
fn in_id_order(level: &mut [PositionId], marks: &mut [u64]) {
    let (Some(&low), Some(&high)) = (level.iter().min(), level.iter().max()) else { return };
    let (low, high) = (low as usize / 64, high as usize / 64);
    if high - low >= level.len() {
        return;
    }
    for &x in level.iter() {
        marks[x as usize / 64] |= 1 << (x % 64);
    }
    let mut i = 0;
    for (word, bits) in marks[low..=high].iter_mut().enumerate() {
        let mut b = std::mem::take(bits);
        while b != 0 {
            level[i] = ((low + word) * 64) as PositionId + b.trailing_zeros();
            i += 1;
            b &= b - 1;
        }
    }
}

/// How many queue entries ahead the attractor loop starts loading a predecessor list's entries
/// (half as far again ahead: its bounds, so that they are there when the entries are asked for).
const LOOK_AHEAD: usize = 16;

/// The analysis, reporting each step to `emit` when `TRACED` (else `emit` is never called).
fn analyse<const TRACED: bool>(graph: &GameGraph, mut emit: impl FnMut(RetroEvent)) -> RetroSolution {
    let n = graph.len();
    // One search finds the reachable positions and builds the predecessor lists among them.
    let (reachable, predecessors) = graph.reachable_predecessor_lists();
    let (first, sources) = predecessors.parts();
    let list = |v: PositionId| &sources[first[v as usize] as usize..first[v as usize + 1] as usize];
    let groups = thresholds(graph, &reachable);
    // Paul attracts towards the positive thresholds, Carole towards the negative ones.
    let side = |threshold: f64| if threshold > 0.0 { Player::Max } else { Player::Min };
    let mut attracting = groups.first().map_or(Player::Max, |g| side(g.0));
    let counters = Counters::new(graph, attracting);
    let mut queue = fresh(n + 1);
    queue.resize(n + 1, 0);
    let mut labels = Labelling { counters, queue, len: 0 };
    // Where each level starts in the queue, with its threshold and distance, over all phases.
    let mut all_levels: Vec<(usize, f64, u32)> = Vec::new();
    let mut levels = Vec::new();
    let mut marks = vec![0u64; n.div_ceil(64)];

    for (k, (threshold, ends)) in groups.iter().enumerate() {
        let (threshold, ends) = (*threshold, ends.iter().copied());
        if !TRACED {
            // The attractor loop loads the lists it reads next a few queue entries ahead, so the
            // first entries of a phase (its ends) would be read cold: the bounds of the phase
            // after next and the lists of the next one are asked for now, while this phase runs
            // (the random DAG has 2,001 phases: about 4.5 ms, 5 %).
            let firsts =
                |k: usize| groups.get(k).map_or(&[][..], |g| &g.1[..g.1.len().min(LOOK_AHEAD + LOOK_AHEAD / 2)]);
            for &end in firsts(k + 2) {
                prefetch(&first[end as usize + 1]);
            }
            for &end in firsts(k + 1) {
                if let (Some(a), Some(b)) = (list(end).first(), list(end).last()) {
                    prefetch(a);
                    prefetch(b);
                }
            }
        }
        emit(RetroEvent::Threshold { value: threshold });
        if side(threshold) != attracting {
            attracting = side(threshold);
            labels.counters.start_side(graph, attracting);
        }
        let phase = labels.len;
        for end in ends {
            labels.label(end, threshold, 0, &mut emit);
        }
        // The queue's entries from `levels[d]` to `levels[d + 1]` are at distance `d` (the
        // queue is in order of distance): the distances need not be queued.
        levels.clear();
        levels.push(phase);
        if TRACED {
            let mut head = phase;
            let (mut level_end, mut distance) = (labels.len, 0);
            while head < labels.len {
                if head == level_end {
                    levels.push(head);
                    (level_end, distance) = (labels.len, distance + 1);
                }
                let y = labels.queue[head];
                head += 1;
                emit(RetroEvent::Dequeue { position: y });
                // The queue is in order of distance, so `y` is the nearest successor of each `x`
                // that joins through it for the attracting player, the farthest for the opponent.
                labels.examine_traced(graph, list(y), attracting, threshold, distance + 1, &mut emit);
            }
        } else {
            labels.len = attract(&mut labels, &mut levels, &mut marks, first, sources);
        }
        for (distance, &start) in levels.iter().enumerate() {
            all_levels.push((start, threshold, distance as u32));
        }
    }
    all_levels.push((labels.len, 0.0, 0));

    // Which level each labelled position joined in: written only now, so that the attractor
    // loops share the caches with nothing but their counters and lists (writing 16 MB of
    // results as they went cost 2 ms on the random DAG), and into 4 bytes per position, not 16.
    let mut level_of = fresh(n);
    level_of.resize(n, u32::MAX);
    for (level, bounds) in all_levels.windows(2).enumerate() {
        for &x in &labels.queue[bounds[0].0..bounds[1].0] {
            level_of[x as usize] = level as u32;
        }
    }
    // Every result, and the draws, in id order (one array at a time: no capacity checks).
    emit(RetroEvent::Threshold { value: 0.0 });
    let mut values = fresh(n);
    values.extend(level_of.iter().enumerate().map(|(x, &level)| match all_levels.get(level as usize) {
        Some(&(_, threshold, _)) => threshold,
        None if reachable.contains(x as PositionId) => {
            emit(RetroEvent::Label { position: x as PositionId, value: 0.0, outcome: Outcome::Draw, remoteness: None });
            0.0
        }
        None => f64::NAN,
    }));
    let mut remoteness = fresh(n);
    remoteness.extend(level_of.iter().map(|&level| all_levels.get(level as usize).map(|&(_, _, distance)| distance)));
    let mut outcomes = fresh(n);
    outcomes.extend(values.iter().map(|&value| (!value.is_nan()).then(|| Outcome::of(value))));
    RetroSolution { values, outcomes, remoteness, start: graph.start() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dense_levels_are_put_in_id_order_and_sparse_ones_left_alone() {
        let mut marks = vec![0u64; 4];
        // 5 ids within two 64-id words: dense.
        let mut level = [70, 3, 127, 64, 5];
        in_id_order(&mut level, &mut marks);
        assert_eq!(level, [3, 5, 64, 70, 127]);
        assert!(marks.iter().all(|&w| w == 0), "the marks are cleared");
        // 2 ids four words apart: sparse, left in queue order.
        let mut level = [250, 1];
        in_id_order(&mut level, &mut marks);
        assert_eq!(level, [250, 1]);
        let mut empty: [PositionId; 0] = [];
        in_id_order(&mut empty, &mut marks);
        assert!(marks.iter().all(|&w| w == 0));
    }
}
