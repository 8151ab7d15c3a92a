//! The predecessor lists by a plain counting sort of the moves by target (the textbook transpose
//! of CSR arrays): count each position's moves in, add the counts up into where each list
//! starts, then write each move's source at its target's next free place. One scattered write
//! per move, so it is chosen only for graphs whose writes stay in the caches
//! ([`super::writes_stay_cached`]): there it is 2.4× faster than the two-level sort of
//! `blocked.rs`, which pays for a second pass over the moves to keep writes that jump about in
//! the caches (Nim 5,5,5,5,5,5,5: 30 against 79 ms; the random DAG: 106 against 75 ms, see
//! BENCHMARKS.md, ninth round).

use super::{Fill, Predecessors};
use crate::graph::PositionId;
use crate::huge_pages::{fresh, zeros};

/// The lists, each with room for every move into its target.
pub(super) struct Direct {
    /// Where each target's list starts; the last entry is the room for all moves.
    first: Vec<u32>,
    /// Per target: where its next source goes.
    next: Vec<u32>,
    sources: Vec<PositionId>,
    /// How many moves were written: fewer than the room when some position's moves were not.
    written: usize,
}

impl Direct {
    /// Room for the moves `targets` (every move of the graph: moves of unreachable positions only
    /// leave room unused) among `n` positions.
    pub(super) fn new(n: usize, targets: &[PositionId]) -> Direct {
        let mut first = zeros(n + 1);
        {
            // Target w's count in first[w + 1], so that the running sums below are the starts.
            // Four copies of the step (why: `solve/retrograde.rs`, "Speed").
            let counts = &mut first[1..];
            let mut quads = targets.chunks_exact(4);
            for quad in &mut quads {
                counts[quad[0] as usize] += 1;
                counts[quad[1] as usize] += 1;
                counts[quad[2] as usize] += 1;
                counts[quad[3] as usize] += 1;
            }
            for &w in quads.remainder() {
                counts[w as usize] += 1;
            }
        }
        let mut total = 0;
        for start in first.iter_mut() {
            total += *start;
            *start = total;
        }
        let mut next = fresh(n);
        next.extend_from_slice(&first[..n]);
        Direct { first, next, sources: zeros(targets.len()), written: 0 }
    }
}

impl Fill for Direct {
    // Always inlined: called once per position by the sweep, which keeps the arrays' addresses
    // in registers only when the call is gone (not inlined, the lists took 10 ms more).
    #[inline(always)]
    fn add(&mut self, source: PositionId, targets: &[PositionId]) {
        let (next, sources) = (&mut self.next[..], &mut self.sources[..]);
        let mut put = |w: PositionId| {
            let slot = &mut next[w as usize];
            sources[*slot as usize] = source;
            *slot += 1;
        };
        // Four copies of the step (why: `solve/retrograde.rs`, "Speed").
        let mut quads = targets.chunks_exact(4);
        for quad in &mut quads {
            put(quad[0]);
            put(quad[1]);
            put(quad[2]);
            put(quad[3]);
        }
        for &w in quads.remainder() {
            put(w);
        }
        self.written += targets.len();
    }

    fn clear(&mut self) {
        let n = self.next.len();
        self.next.copy_from_slice(&self.first[..n]);
        self.written = 0;
    }

    /// The lists; when moves of unreachable positions left room unused, each moved down against
    /// the previous one (one pass, in memory order).
    fn into_lists(self, n: usize) -> Predecessors {
        let Direct { mut first, next, mut sources, written } = self;
        if written < sources.len() {
            let mut at = 0;
            for (start, &end) in first.iter_mut().zip(&next) {
                let (lo, hi) = (*start as usize, end as usize);
                sources.copy_within(lo..hi, at);
                *start = at as u32;
                at += hi - lo;
            }
            first[n] = at as u32;
            sources.truncate(at);
        }
        Predecessors { offsets: first, sources }
    }
}
