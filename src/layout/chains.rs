//! Long moves through dummy nodes: a move spanning k layers becomes a chain of k links through
//! k − 1 dummies, one per layer it crosses, so the ordering keeps it out of the way of the others
//! and the drawing bends it where the dummies are (Sugiyama, Tagawa and Toda 1981). Dummies are
//! numbered after the positions (a position and its target joined both ways by long moves get a
//! chain each, drawn side by side). Nim's moves may take many matches, so dummies are bounded: the
//! shortest long moves get theirs first, and moves past [`DUMMY_BUDGET`] take no part in the
//! ordering (the drawing bows them round the positions between their ends: `routes.rs`).
//!
//! ```text
//!   a            a
//!   |  \         |  :        a → c spans two layers: one dummy d on the middle one
//!   b   |   →    b  d
//!   |  /         |  :
//!   c            c
//! ```

use super::layers::{Layering, UNREACHED};
use super::ranks::Ranked;

/// Dummy nodes at most: past it, the longest moves are drawn without (a layout's time grows with
/// its nodes; Nim 1,2,3,4 wants 640 and gets them all, Nim 3,5,7 wants 6,000 or so).
pub const DUMMY_BUDGET: usize = 20_000;

/// How each distinct move is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// A loop on its position.
    Loop,
    /// Through the dummies `hops[start..end]` (none when it spans one layer), upper to lower.
    Chain { start: u32, end: u32 },
    /// Spans several layers but got no dummies: drawn bowed, outside the ordering.
    Bowed,
}

/// The layered graph the ordering works on, and each move's way through it.
#[derive(Clone, Debug, PartialEq)]
pub struct Chains {
    /// Positions 0..n, then the dummies.
    pub layering: Layering,
    /// The dummies of all chains, each chain upper to lower.
    pub hops: Vec<u32>,
    /// Per edge of the [`Ranked`] it was made from.
    pub routes: Vec<Route>,
    /// How many moves are [`Route::Bowed`].
    pub bowed: usize,
}

/// Threads the ranked moves through dummies (within [`DUMMY_BUDGET`]).
pub fn thread(ranked: &Ranked) -> Chains {
    thread_within(ranked, DUMMY_BUDGET)
}

/// [`thread`] with a given budget of dummies.
pub fn thread_within(ranked: &Ranked, budget: usize) -> Chains {
    let n = ranked.layer.len();
    let span = |e: usize| {
        let (u, l) = ranked.edges[e].oriented();
        ranked.layer[l as usize] - ranked.layer[u as usize]
    };
    // Which long moves get dummies: the shortest first. All those up to `full` layers long, and
    // the first `more` (in the moves' order) of those one layer longer.
    let mut by_span: Vec<usize> = vec![0; ranked.layers + 1];
    for e in (0..ranked.edges.len()).filter(|&e| !ranked.edges[e].is_loop()) {
        by_span[span(e) as usize] += 1;
    }
    let (mut full, mut left) = (1usize, budget);
    while full + 1 < by_span.len() && (full * by_span[full + 1]) <= left {
        left -= full * by_span[full + 1];
        full += 1;
    }
    let mut more = left / full;
    let mut depth = ranked.layer.clone();
    let mut layers: Vec<Vec<u32>> = vec![Vec::new(); ranked.layers];
    for (v, &l) in ranked.layer.iter().enumerate() {
        if l != UNREACHED {
            layers[l as usize].push(v as u32);
        }
    }
    let mut hops: Vec<u32> = Vec::new();
    let mut routes = Vec::with_capacity(ranked.edges.len());
    let mut pairs: Vec<(u32, u32)> = Vec::new();
    let mut bowed = 0;
    for (e, edge) in ranked.edges.iter().enumerate() {
        if edge.is_loop() {
            routes.push(Route::Loop);
            continue;
        }
        let (u, l) = edge.oriented();
        let length = span(e) as usize;
        let chained = length <= full || (length == full + 1 && more > 0);
        if !chained {
            routes.push(Route::Bowed);
            bowed += 1;
            continue;
        }
        if length > full {
            more -= 1;
        }
        let start = hops.len() as u32;
        let mut above = u;
        for r in ranked.layer[u as usize] + 1..ranked.layer[l as usize] {
            let dummy = depth.len() as u32;
            depth.push(r);
            layers[r as usize].push(dummy);
            hops.push(dummy);
            pairs.push((above, dummy));
            above = dummy;
        }
        pairs.push((above, l));
        let end = hops.len() as u32;
        routes.push(Route::Chain { start, end });
    }
    debug_assert_eq!(depth.len(), n + hops.len());
    Chains { layering: Layering::new(depth, layers, &pairs), hops, routes, bowed }
}

#[cfg(test)]
mod tests {
    use super::super::ranks::rank;
    use super::*;

    /// The doc's fixture: a=0 → b=1 → c=2, a → c.
    #[test]
    fn a_long_move_gets_a_dummy_per_layer_crossed() {
        let ranked = rank(&[0, 2, 3, 3], &[1, 2, 2], &[true; 3]);
        let chains = thread(&ranked);
        assert_eq!(chains.hops, vec![3]);
        assert_eq!(chains.layering.depth, vec![0, 1, 2, 1]);
        assert_eq!(chains.layering.layers, vec![vec![0], vec![1, 3], vec![2]]);
        assert_eq!(chains.layering.down(0), &[1, 3]);
        assert_eq!(chains.layering.up(2), &[1, 3]);
        assert_eq!(chains.routes[1], Route::Chain { start: 0, end: 1 });
        assert_eq!(chains.bowed, 0);
    }

    #[test]
    fn past_the_budget_the_longest_moves_are_bowed() {
        // A chain 0 → 1 → 2 → 3 → 4, with 0 → 2 (one dummy) and 0 → 4 (three).
        let ranked = rank(&[0, 3, 4, 5, 6, 6], &[1, 2, 4, 2, 3, 4], &[true; 5]);
        let chains = thread_within(&ranked, 2);
        assert_eq!(chains.hops.len(), 1);
        assert_eq!(chains.bowed, 1);
        assert_eq!(chains.routes[2], Route::Bowed);
    }
}
