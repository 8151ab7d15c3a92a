//! DFS minimax on a DAG, as a stream of events.
//!
//! Seed 000 ("Game Analysis", extra material to CLRS ch. 22): run DFS-VISIT from the start `s`;
//! each time a position `v` turns black, all of `Adj[v]` are already black and valued, so
//! `VALUE[v]` = max over `Adj[v]` when Paul moves, min when Carole moves. Each move is looked at
//! once, so the whole analysis costs Θ(V + E), not the size of the game tree: an edge to a
//! position that is already black reuses its value.
//!
//! The search keeps an explicit stack (never recursion: a path of a million positions works), and
//! each stack frame carries the best value among the successors seen so far, −∞ for Paul and +∞
//! for Carole when none yet (the stack of seed 004, 11.3.2). It is written once, as the search
//! [`DfsSearch`], whose events are shaped like petgraph's `DfsEvent`: [`DfsEvent::Discover`] when a position turns
//! gray, [`DfsEvent::Edge`] for each move looked at (to a white position: a tree edge; to a black
//! one: its value is reused; to a gray one: a back edge, so the graph has a cycle and the stream
//! stops), and [`DfsEvent::Finish`] when a position turns black with its value. [`solve_dag`]
//! runs it with an observer that does nothing; [`dfs_trace`] records the events. [`DfsReplay`] rebuilds the state after any prefix of the stream from
//! the events alone: that is how the page steps back.
//!
//! Speed (`cargo bench --bench solve`, BENCHMARKS.md): the aim is a solve at least as fast as
//! petgraph's bare `DfsPostOrder`, which computes nothing. Most moves of a large DAG lead to
//! positions already black, so the hot loop folds those in registers, one array read per move;
//! and since every value is some end position's value, [`solve_dag`] stores each as its rank among
//! the distinct end values (one or two bytes instead of eight, see [`ValueCode`]), which keeps that
//! array, read at scattered positions, in cache. Its arrays, and the stack reserved for the
//! deepest search at once, are backed by huge pages where Linux allows (`src/huge_pages.rs`): on
//! the random DAG of the benchmarks, whose search goes 900,000 positions deep, the stack alone
//! took 2,000 faults of 4 KB a solve as it grew (the solve 11 % faster without them).

//!
//! Files: `search.rs` (the live search and its hot loop), `state.rs` (the state the page shows
//! and its replay from events), `solution.rs` (values and best moves), `codes.rs` (compact
//! values), `cycle.rs` (whether DFS applies: a cycle found without values).

mod codes;
mod cycle;
mod search;
mod solution;
mod state;
#[cfg(test)]
mod tests;

pub use codes::ValueCode;
pub use cycle::find_cycle;
pub use search::{DfsObserver, DfsSearch};
pub use solution::{DagSolution, best_moves_by_value};
pub use state::{DfsReplay, DfsState};

use crate::graph::{GameGraph, PositionId};
use codes::Codebook;
use search::NoObserver;

/// CLRS colours: not yet seen, on the stack, finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Color {
    White = 0,
    Gray = 1,
    Black = 2,
}

/// What a move leads to when the search looks at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// To a white position: the search goes there next.
    Tree,
    /// To a black position: its value is already known and is reused.
    Black,
    /// To a gray position, an ancestor on the stack: the graph has a cycle.
    Back,
}

/// One step of the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DfsEvent {
    /// `position` turns gray at `time` (its discovery time).
    Discover { position: PositionId, time: u32 },
    /// The search looks at the move `from → to`.
    Edge { from: PositionId, to: PositionId, kind: EdgeKind },
    /// `position` turns black at `time` with its `value`; `best` is its first optimal successor
    /// in move order (`None` for an end position).
    Finish { position: PositionId, time: u32, value: f64, best: Option<PositionId> },
}

/// The search has met a back edge: the positions of the cycle, first position repeated last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CycleError {
    pub cycle: Vec<PositionId>,
}

impl CycleError {
    /// The cycle closed by a back edge to the gray position `to`: the part of the search stack
    /// (start at the bottom) from `to` up, then `to` again.
    pub(crate) fn closing(stack: &[PositionId], to: PositionId) -> CycleError {
        let from = stack.iter().rposition(|&v| v == to).unwrap_or(0);
        let mut cycle = stack[from..].to_vec();
        cycle.push(to);
        CycleError { cycle }
    }

    /// "cycle A → B → C → A: use retrograde analysis".
    pub fn describe(&self, graph: &GameGraph) -> String {
        let names: Vec<&str> = self.cycle.iter().map(|&v| graph.name(v)).collect();
        format!(
            "cycle {}: DFS minimax needs a graph without cycles (a DAG); use retrograde analysis",
            crate::text::shorten_list(&names, " → ", crate::text::LIST_ENDS)
        )
    }
}

/// The whole event stream of the search, and its result.
pub fn dfs_trace(graph: &GameGraph) -> (Vec<DfsEvent>, Result<DagSolution, CycleError>) {
    let mut events = Vec::with_capacity(2 * graph.len() + graph.move_count());
    let result = DfsSearch::new(graph).run(|event: &DfsEvent, _: &DfsSearch<'_>| events.push(*event));
    (events, result)
}

/// DFS minimax from the start: Θ(V + E) for the positions reachable from it.
///
/// Values are stored as one- or two-byte ranks while searching when the graph has at most
/// 32,766 distinct end values (see [`ValueCode`]): the same search, with a smaller array to read
/// once per move.
pub fn solve_dag(graph: &GameGraph) -> Result<DagSolution, CycleError> {
    match Codebook::of(graph, <u16 as ValueCode>::CAPACITY) {
        Some(book) if book.len() <= <u8 as ValueCode>::CAPACITY => {
            DfsSearch::<u8>::with_codebook(graph, book).run(NoObserver)
        }
        Some(book) => DfsSearch::<u16>::with_codebook(graph, book).run(NoObserver),
        None => DfsSearch::new(graph).run(NoObserver),
    }
}
