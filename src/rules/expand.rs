//! A rules game expanded into a stored graph: a breadth-first search from `start()`, each state
//! asked for its moves once, states merged by their key (state.rs), cycles allowed. The start is
//! position 0 and positions are numbered in the order they are first reached, as
//! src/game.rs's `expand` numbers a built-in game's.
//!
//! The search is resumable ([`Expansion::step`] expands a given number of positions and returns),
//! so the page's worker can report progress between slices and be stopped; the CLI runs it to
//! the end ([`expand_rules`]). It stops in words at the text format's limits (1,000,000 positions,
//! 10,000,000 moves).

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use rhai::Dynamic;

use super::names::Names;
use super::state::encode;
use super::{Rules, RulesError};
use crate::format::Limits;
use crate::graph::{GameGraph, GraphBuilder, Player, PositionId};
use crate::text::thousands;

/// The caps of an expansion: the text format's own by default.
pub type ExpansionLimits = Limits;

/// Where an expansion is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Positions reached so far.
    pub positions: usize,
    /// Positions whose moves are known.
    pub expanded: usize,
    /// Moves found so far.
    pub moves: usize,
}

impl Progress {
    /// Whether every position reached has been expanded (the game is whole).
    pub fn done(&self) -> bool {
        self.expanded == self.positions
    }
}

/// A rules game stored: its graph (names made valid and unique), the state of each position,
/// by id, and the rules (for a position's board, or a question about it later).
pub struct RulesGame {
    pub graph: GameGraph,
    pub states: Vec<Dynamic>,
    pub rules: Rules,
}

/// A breadth-first expansion of a rules game, in slices.
pub struct Expansion {
    rules: Rules,
    limits: ExpansionLimits,
    ids: HashMap<Box<[u8]>, PositionId>,
    states: Vec<Dynamic>,
    /// Successors in CSR form: those of position v are targets[offsets[v]..offsets[v + 1]].
    offsets: Vec<usize>,
    targets: Vec<PositionId>,
    movers: Vec<Player>,
    /// VALUE of each end position (NaN for the others).
    values: Vec<f64>,
    key: Vec<u8>,
}

impl Expansion {
    /// Starts from `start()`.
    pub fn new(rules: Rules, limits: ExpansionLimits) -> Result<Self, RulesError> {
        let start = rules.start()?;
        let mut expansion = Expansion {
            rules,
            limits,
            ids: HashMap::new(),
            states: Vec::new(),
            offsets: vec![0],
            targets: Vec::new(),
            movers: Vec::new(),
            values: Vec::new(),
            key: Vec::new(),
        };
        expansion.reach(start, "start")?;
        Ok(expansion)
    }

    /// The rules expanded.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Where the expansion is.
    pub fn progress(&self) -> Progress {
        Progress { positions: self.states.len(), expanded: self.movers.len(), moves: self.targets.len() }
    }

    /// The id of `state`, made a new position when it is first reached (`from`: the function it
    /// came from, for an error).
    fn reach(&mut self, state: Dynamic, from: &str) -> Result<PositionId, RulesError> {
        self.key.clear();
        encode(&state, &mut self.key).map_err(|problem| {
            RulesError::in_function(from, format!("{from} returned a state that cannot be one: {problem}"))
        })?;
        match self.ids.entry(self.key.clone().into_boxed_slice()) {
            Entry::Occupied(entry) => Ok(*entry.get()),
            Entry::Vacant(entry) => {
                if self.states.len() >= self.limits.max_positions {
                    return Err(RulesError::new(format!(
                        "the rules reach more than {} positions from the start: too many to store (choose smaller parameters)",
                        thousands(self.limits.max_positions as u64)
                    )));
                }
                let id = self.states.len() as PositionId;
                entry.insert(id);
                self.states.push(state);
                Ok(id)
            }
        }
    }

    /// Expands up to `budget` more positions (at least one while any is left); returns where the
    /// expansion is then.
    pub fn step(&mut self, budget: usize) -> Result<Progress, RulesError> {
        for _ in 0..budget.max(1) {
            let v = self.movers.len();
            if v == self.states.len() {
                break;
            }
            let state = self.states[v].clone();
            let moves = self.rules.moves(&state)?;
            if moves.is_empty() {
                self.movers.push(Player::Max);
                self.values.push(self.rules.value(&state)?);
            } else {
                self.movers.push(self.rules.mover(&state)?);
                self.values.push(f64::NAN);
                if self.targets.len() + moves.len() > self.limits.max_moves {
                    return Err(RulesError::new(format!(
                        "the rules make more than {} moves: too many to store (choose smaller parameters)",
                        thousands(self.limits.max_moves as u64)
                    )));
                }
                for next in moves {
                    let id = self.reach(next, "moves")?;
                    self.targets.push(id);
                }
            }
            self.offsets.push(self.targets.len());
        }
        Ok(self.progress())
    }

    /// The game stored, once every position is expanded: each named by `name(s)` (or its state
    /// printed), names made valid and unique.
    pub fn finish(self) -> Result<RulesGame, RulesError> {
        assert!(self.progress().done(), "finish() after the last step");
        let mut names = Names::default();
        let mut builder = GraphBuilder::with_capacity(self.states.len(), self.targets.len());
        for (v, state) in self.states.iter().enumerate() {
            let name = names.name(&self.rules.raw_name(state)?);
            let successors = &self.targets[self.offsets[v]..self.offsets[v + 1]];
            if successors.is_empty() {
                builder.add_end(name, self.values[v]);
            } else {
                builder.add_position(name, self.movers[v], successors.iter().copied());
            }
        }
        builder.set_start(0);
        let graph = builder.build().map_err(|error| RulesError::new(error.to_string()))?;
        Ok(RulesGame { graph, states: self.states, rules: self.rules })
    }
}

/// Expands `rules` whole.
pub fn expand_rules(rules: Rules, limits: ExpansionLimits) -> Result<RulesGame, RulesError> {
    let mut expansion = Expansion::new(rules, limits)?;
    while !expansion.step(4096)?.done() {}
    expansion.finish()
}
