//! [`Game::play`] and the [`Play`] it returns: a game solved by retrograde analysis for playing
//! against perfect play ([`crate::solve::perfect`]) and for walking its neighbourhood: each
//! position's moves rated (value, outcome, remoteness), the computer's answer for a seed, and
//! the perfect line from a position.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::game::Game;
use super::outcome_code;
use super::{mover_code, to_js};
use crate::graph::{GameGraph, PositionId};
use crate::solve::perfect::{self, RatedMove};
use crate::solve::retrograde::{self, RetroSolution};

/// One move as the page sees it: `{to, name, value, outcome, remoteness, keepsValue, perfect}`
/// (`outcome` an `OUTCOME_*` code, `remoteness` `null` for a draw).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveJs<'a> {
    to: u32,
    name: &'a str,
    value: f64,
    outcome: u8,
    remoteness: Option<u32>,
    keeps_value: bool,
    perfect: bool,
}

#[wasm_bindgen]
impl Game {
    /// The game solved for play by retrograde analysis (any graph, cycles included).
    pub fn play(&self) -> Play {
        let solution = retrograde::retrograde(&self.graph);
        Play { graph: self.graph.clone(), solution }
    }
}

/// A solved game to play on. Positions are ids; every method taking one throws an `Error` naming
/// it when it is not a position.
#[wasm_bindgen]
pub struct Play {
    graph: GameGraph,
    solution: RetroSolution,
}

impl Play {
    fn check(&self, position: u32) -> Result<PositionId, JsValue> {
        if (position as usize) < self.graph.len() {
            Ok(position)
        } else {
            Err(js_sys::Error::new(&format!("there is no position #{position}: the game has {}", self.graph.len()))
                .into())
        }
    }
}

/// A seed written in decimal (it may exceed 2^53, so it travels as text).
fn parse_seed(seed: &str) -> Result<u64, JsValue> {
    seed.trim().parse().map_err(|_| {
        js_sys::Error::new(&format!("the seed “{seed}” is not a whole number from 0 to 18446744073709551615")).into()
    })
}

#[wasm_bindgen]
impl Play {
    /// The start position's id.
    #[wasm_bindgen(getter)]
    pub fn start(&self) -> u32 {
        self.graph.start()
    }

    /// Number of positions.
    #[wasm_bindgen(getter, js_name = positionCount)]
    pub fn position_count(&self) -> u32 {
        self.graph.len() as u32
    }

    /// The position's name.
    pub fn name(&self, position: u32) -> Result<String, JsValue> {
        Ok(self.graph.name(self.check(position)?).to_owned())
    }

    /// The id of the position called `name`, or `undefined`.
    pub fn find(&self, name: &str) -> Option<u32> {
        self.graph.find(name)
    }

    /// Who moves: `MOVER_PAUL` (0) or `MOVER_CAROLE` (1).
    pub fn mover(&self, position: u32) -> Result<u8, JsValue> {
        Ok(mover_code(self.graph.mover(self.check(position)?)))
    }

    /// The VALUE of an end position, or `undefined` for a position with moves.
    #[wasm_bindgen(js_name = endValue)]
    pub fn end_value(&self, position: u32) -> Result<Option<f64>, JsValue> {
        Ok(self.graph.end_value(self.check(position)?))
    }

    /// The exact value; NaN when the position cannot be reached from the start.
    pub fn value(&self, position: u32) -> Result<f64, JsValue> {
        Ok(self.solution.values[self.check(position)? as usize])
    }

    /// The outcome code (`OUTCOME_*`).
    pub fn outcome(&self, position: u32) -> Result<u8, JsValue> {
        Ok(outcome_code(self.solution.outcomes[self.check(position)? as usize]))
    }

    /// Moves to the end under perfect play, or `undefined` for a draw or an unreachable position.
    pub fn remoteness(&self, position: u32) -> Result<Option<u32>, JsValue> {
        Ok(self.solution.remoteness[self.check(position)? as usize])
    }

    /// How many reachable positions Paul wins from, Carole wins from, and are draws:
    /// `[paul, carole, draws]` (a summary's counts, without sending every outcome).
    #[wasm_bindgen(js_name = outcomeCounts)]
    pub fn outcome_counts(&self) -> Vec<u32> {
        let mut counts = [0u32; 3];
        for outcome in self.solution.outcomes.iter().flatten() {
            // The outcome codes of the three outcomes are 0, 1 and 2.
            counts[usize::from(outcome_code(Some(*outcome)))] += 1;
        }
        counts.to_vec()
    }

    /// The best moves at `position` (ids, in move order): every successor keeping its value,
    /// the nearest end first (as [`Game::solve`]`("retrograde")`'s `bestTargets`); empty at an
    /// end or an unreachable position.
    #[wasm_bindgen(js_name = bestMoves)]
    pub fn best_moves(&self, position: u32) -> Result<Vec<u32>, JsValue> {
        let v = self.check(position)?;
        Ok(if self.graph.is_end(v) { Vec::new() } else { self.solution.best_moves(&self.graph, v) })
    }

    /// The position's moves in move order, rated for its mover: an array of `{to, name, value,
    /// outcome, remoteness, keepsValue, perfect}` (empty at an end).
    pub fn moves(&self, position: u32) -> Result<JsValue, JsValue> {
        let v = self.check(position)?;
        let rated = perfect::rate_moves(&self.graph, &self.solution, v);
        let moves: Vec<MoveJs> = rated.iter().map(|m: &RatedMove| self.move_js(m)).collect();
        Ok(to_js(&moves))
    }

    /// The computer's perfect answer at `position` as move number `ply` of a game played with
    /// `seed` (decimal text); `undefined` at an end.
    pub fn answer(&self, position: u32, seed: &str, ply: u32) -> Result<Option<u32>, JsValue> {
        let v = self.check(position)?;
        Ok(perfect::choose(&self.graph, &self.solution, v, parse_seed(seed)?, ply as u64))
    }

    /// Perfect play by both sides from `position` (move number `ply` on), at most `limit` moves:
    /// the ids of the positions after each move.
    pub fn line(&self, position: u32, seed: &str, ply: u32, limit: u32) -> Result<Vec<u32>, JsValue> {
        let v = self.check(position)?;
        Ok(perfect::perfect_line(&self.graph, &self.solution, v, parse_seed(seed)?, ply as u64, limit as usize))
    }
}

impl Play {
    fn move_js<'a>(&'a self, m: &RatedMove) -> MoveJs<'a> {
        MoveJs {
            to: m.to,
            name: self.graph.name(m.to),
            value: m.value,
            outcome: outcome_code(Some(m.outcome)),
            remoteness: m.remoteness,
            keeps_value: m.keeps_value,
            perfect: m.perfect,
        }
    }
}
