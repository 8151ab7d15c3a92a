//! Implicit games: positions generated on demand instead of stored.
//!
//! Seed 004 (Shen, "Programming: theorems and problems", 11.3) evaluates a game tree with a Robot
//! that can go to the first child, the next sibling, and back to the parent. [`Game::child`] is
//! exactly that interface: child `0` is "first child", child `i + 1` is "next sibling" of child
//! `i`, and the parent is whatever the caller kept on its stack. Trees too big to store (the
//! Sequence game at n = 40 has 2^41 positions) are evaluated through it in O(depth) memory.
//!
//! Every built-in game implements [`Game`]; [`expand`] turns one with hashable states into a
//! stored [`GameGraph`] (transpositions merged), which is what the DFS and retrograde solvers and
//! the page work on. A stored graph is itself a [`Game`] whose states are position ids.

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::hash::Hash;

use crate::graph::{BuildError, GameGraph, GraphBuilder, Player, PositionId};

/// A finite two-player game given by rules rather than by a stored graph.
pub trait Game {
    /// A position of the game.
    type State: Clone;

    /// The start position.
    fn start(&self) -> Self::State;

    /// Who moves at `state`.
    fn mover(&self, state: &Self::State) -> Player;

    /// The position after move number `i` (0-based, in move order) from `state`, or `None` when
    /// `state` has `i` moves or fewer. A state with no child 0 is an end position.
    fn child(&self, state: &Self::State, i: usize) -> Option<Self::State>;

    /// VALUE of an end position. Only called on states without moves.
    fn end_value(&self, state: &Self::State) -> f64;

    /// A name for the position in the text format: non-empty, no white space, no `#`, `:`, `=`,
    /// at most 64 bytes, and different for different states.
    fn name(&self, state: &Self::State) -> String;
}

impl Game for GameGraph {
    type State = PositionId;

    fn start(&self) -> PositionId {
        GameGraph::start(self)
    }

    fn mover(&self, state: &PositionId) -> Player {
        GameGraph::mover(self, *state)
    }

    fn child(&self, state: &PositionId, i: usize) -> Option<PositionId> {
        self.successors(*state).get(i).copied()
    }

    fn end_value(&self, state: &PositionId) -> f64 {
        GameGraph::end_value(self, *state).unwrap_or(f64::NAN)
    }

    fn name(&self, state: &PositionId) -> String {
        GameGraph::name(self, *state).to_owned()
    }
}

/// A game played from another start position: every move, value and name is `game`'s (for
/// example, a stored graph searched from each of its start's children).
pub struct StartingAt<'g, G: Game> {
    pub game: &'g G,
    pub start: G::State,
}

impl<G: Game> Game for StartingAt<'_, G> {
    type State = G::State;

    fn start(&self) -> G::State {
        self.start.clone()
    }

    fn mover(&self, state: &G::State) -> Player {
        self.game.mover(state)
    }

    fn child(&self, state: &G::State, i: usize) -> Option<G::State> {
        self.game.child(state, i)
    }

    fn end_value(&self, state: &G::State) -> f64 {
        self.game.end_value(state)
    }

    fn name(&self, state: &G::State) -> String {
        self.game.name(state)
    }
}

/// Why an implicit game could not be stored.
#[derive(Clone, Debug, PartialEq)]
pub enum ExpandError {
    /// More positions are reachable than the cap allows.
    TooManyPositions { limit: usize },
    /// The graph could not be built (a bad VALUE, or two states with one name).
    Build(BuildError),
}

impl std::fmt::Display for ExpandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExpandError::TooManyPositions { limit } => {
                write!(f, "the game has more than {limit} positions: too big to store; choose smaller parameters")
            }
            ExpandError::Build(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ExpandError {}

/// Stores every position reachable from the start, numbered in breadth-first order (the start is
/// position 0), with transpositions merged: equal states become one position.
pub fn expand<G>(game: &G, max_positions: usize) -> Result<GameGraph, ExpandError>
where
    G: Game,
    G::State: Hash + Eq,
{
    let mut ids: HashMap<G::State, PositionId> = HashMap::new();
    let mut queue: Vec<G::State> = Vec::new();
    let mut successors: Vec<Vec<PositionId>> = Vec::new();
    let start = game.start();
    ids.insert(start.clone(), 0);
    queue.push(start);
    let mut head = 0;
    while head < queue.len() {
        let state = queue[head].clone();
        head += 1;
        let mut row = Vec::new();
        let mut i = 0;
        while let Some(next) = game.child(&state, i) {
            i += 1;
            let id = match ids.entry(next) {
                Entry::Occupied(e) => *e.get(),
                Entry::Vacant(e) => {
                    if queue.len() >= max_positions {
                        return Err(ExpandError::TooManyPositions { limit: max_positions });
                    }
                    let id = queue.len() as PositionId;
                    queue.push(e.key().clone());
                    e.insert(id);
                    id
                }
            };
            row.push(id);
        }
        successors.push(row);
    }
    let moves = successors.iter().map(Vec::len).sum();
    let mut builder = GraphBuilder::with_capacity(queue.len(), moves);
    for (state, row) in queue.iter().zip(successors) {
        if row.is_empty() {
            builder.add_end(game.name(state), game.end_value(state));
        } else {
            builder.add_position(game.name(state), game.mover(state), row);
        }
    }
    builder.set_start(0);
    builder.build().map_err(ExpandError::Build)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Take 1 or 2 from a pile of `n`; the player who cannot move loses.
    /// ```text
    ///   P3 ─► C2 ─► P1 ─► C0 (= +1, Carole cannot move)
    ///    │     └──► P0 (= −1)
    ///    └──► C1 ─► P0
    /// ```
    struct TakeOneOrTwo(u32);

    impl Game for TakeOneOrTwo {
        type State = (u32, bool);
        fn start(&self) -> (u32, bool) {
            (self.0, true)
        }
        fn mover(&self, s: &(u32, bool)) -> Player {
            if s.1 { Player::Max } else { Player::Min }
        }
        fn child(&self, s: &(u32, bool), i: usize) -> Option<(u32, bool)> {
            let take = i as u32 + 1;
            (take <= 2 && take <= s.0).then(|| (s.0 - take, !s.1))
        }
        fn end_value(&self, s: &(u32, bool)) -> f64 {
            if s.1 { -1.0 } else { 1.0 }
        }
        fn name(&self, s: &(u32, bool)) -> String {
            format!("{}{}", if s.1 { 'P' } else { 'C' }, s.0)
        }
    }

    #[test]
    fn expand_merges_transpositions_in_bfs_order() {
        let g = expand(&TakeOneOrTwo(3), 100).unwrap();
        let names: Vec<&str> = g.names().iter().map(String::as_str).collect();
        assert_eq!(names, ["P3", "C2", "C1", "P1", "P0", "C0"]);
        assert_eq!(g.start(), 0);
        assert_eq!(g.end_value(4), Some(-1.0));
        assert_eq!(g.end_value(5), Some(1.0));
        assert_eq!(g.successors(2), &[4]);
    }

    #[test]
    fn expand_respects_the_cap() {
        assert_eq!(expand(&TakeOneOrTwo(30), 10), Err(ExpandError::TooManyPositions { limit: 10 }));
    }

    #[test]
    fn a_stored_graph_is_a_game() {
        let g = expand(&TakeOneOrTwo(3), 100).unwrap();
        assert_eq!(Game::child(&g, &0, 1), Some(2));
        assert_eq!(Game::child(&g, &0, 2), None);
        assert_eq!(Game::end_value(&g, &4), -1.0);
    }
}
