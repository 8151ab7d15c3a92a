//! Step 3 of the predecessor lists by the textbook counting sort: each move's source written at
//! its target's next free place. One scattered write per move, so it is chosen only for graphs
//! whose writes stay in the caches ([`super::writes_stay_cached`]): there it is much faster than
//! the two-level fill of `blocked.rs`, which pays for a second pass over the moves to keep writes
//! that jump about in the caches.
//!
//! Each write's line is asked for [`AHEAD`] moves before it is written, and its next-place
//! counter twice as far ahead (`src/prefetch.rs`): the flat array of moves says which lists come
//! next. Even where the writes stay in the caches they mostly come from the last-level cache,
//! and waiting for them would be most of the fill's time.

use crate::bitset::BitSet;
use crate::graph::{GameGraph, PositionId};
use crate::huge_pages::{fresh, zeros};
use crate::prefetch::{PREFETCHES, prefetch, prefetch_at};

/// How many moves ahead each write's line is asked for (its counter: twice as far): far enough
/// for a line to arrive in time; nearer (16) is slower, farther (128) no faster.
const AHEAD: usize = 64;

/// The lists' entries: the moves of the positions in `listed` (all when `None`), each list from
/// `first[w]` (the running sums of step 2; `first[n]` is the number of listed moves) in
/// increasing order of source id.
pub(super) fn fill(graph: &GameGraph, first: &[u32], listed: Option<&BitSet>) -> Vec<PositionId> {
    let n = graph.len();
    let targets = graph.csr().1;
    let mut next = fresh(n);
    next.extend_from_slice(&first[..n]);
    let mut sources = zeros(first[n] as usize);
    let (next, entries) = (&mut next[..], &mut sources[..]);
    for (v, moves) in graph.listed(listed) {
        for i in moves {
            if PREFETCHES {
                // Moves of positions not listed are asked for too: harmless, and rare.
                if let Some(&ahead) = targets.get(i + AHEAD) {
                    prefetch_at(entries.as_ptr().wrapping_add(next[ahead as usize] as usize));
                }
                if let Some(&later) = targets.get(i + 2 * AHEAD) {
                    prefetch(&next[later as usize]);
                }
            }
            let slot = &mut next[targets[i] as usize];
            entries[*slot as usize] = v;
            *slot += 1;
        }
    }
    sources
}
