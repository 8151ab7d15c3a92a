//! [`Game::solve`] and the [`Solution`] it returns: every position's value, outcome, best moves
//! and (DFS) times, as typed arrays indexed by position id.

use wasm_bindgen::prelude::*;

use super::game::{Game, unknown_algorithm};
use super::set_typed_array;
use super::{NO_REMOTENESS, outcome_code};
use crate::graph::{GameGraph, PositionId};
use crate::solve::dfs::{self, CycleError, DagSolution};
use crate::solve::retrograde::{self, Outcome, RetroSolution};

#[wasm_bindgen]
impl Game {
    /// Solves the game: `"dfs"` (DFS minimax, DAGs only: a cycle throws an `Error` whose
    /// `cycle` holds its ids, first = last) or `"retrograde"` (any graph).
    pub fn solve(&self, algorithm: &str) -> Result<Solution, JsValue> {
        match algorithm {
            "dfs" => dfs::solve_dag(&self.graph)
                .map(|solution| Solution::from_dag(&self.graph, &solution))
                .map_err(|cycle| cycle_error(&self.graph, &cycle)),
            "retrograde" => Ok(Solution::from_retrograde(&self.graph, &retrograde::retrograde(&self.graph))),
            other => Err(unknown_algorithm(other)),
        }
    }

    /// Whether DFS minimax applies: `null` when no cycle is reachable from the start, else the
    /// `Error` `solve("dfs")` throws, naming the first cycle DFS meets (its ids in `cycle`). For a
    /// game solved once by retrograde analysis ([`Game::play`]): a search without values.
    #[wasm_bindgen(js_name = findCycle)]
    pub fn find_cycle(&self) -> JsValue {
        match dfs::find_cycle(&self.graph) {
            None => JsValue::NULL,
            Some(cycle) => cycle_error(&self.graph, &cycle),
        }
    }
}

/// A JS `Error` naming the cycle, its ids (first = last) in `cycle` as a `Uint32Array`.
fn cycle_error(graph: &GameGraph, cycle: &CycleError) -> JsValue {
    let error = js_sys::Error::new(&cycle.describe(graph));
    set_typed_array(&error, "cycle", js_sys::Uint32Array::from(cycle.cycle.as_slice()));
    error.into()
}

/// Best moves of every position as CSR arrays (offsets, targets), from a per-position function.
/// Positions without a value (NaN: not reachable from the start) have none.
fn best_csr(graph: &GameGraph, values: &[f64], best: impl Fn(PositionId) -> Vec<PositionId>) -> (Vec<u32>, Vec<u32>) {
    let mut offsets = Vec::with_capacity(graph.len() + 1);
    let mut targets = Vec::new();
    offsets.push(0);
    for v in 0..graph.len() as PositionId {
        if !values[v as usize].is_nan() && !graph.is_end(v) {
            targets.extend(best(v));
        }
        offsets.push(targets.len() as u32);
    }
    (offsets, targets)
}

/// A solved game, as typed arrays indexed by position id.
#[wasm_bindgen]
pub struct Solution {
    algorithm: String,
    start_value: f64,
    values: Vec<f64>,
    outcomes: Vec<u8>,
    remoteness: Vec<u32>,
    best_offsets: Vec<u32>,
    best_targets: Vec<u32>,
    discovered: Vec<u32>,
    finished: Vec<u32>,
}

impl Solution {
    fn from_dag(graph: &GameGraph, solution: &DagSolution) -> Solution {
        let (best_offsets, best_targets) = best_csr(graph, &solution.values, |v| solution.best_moves(graph, v));
        Solution {
            algorithm: "dfs".into(),
            start_value: solution.start_value(graph),
            outcomes: solution.values.iter().map(|&v| outcome_code((!v.is_nan()).then(|| Outcome::of(v)))).collect(),
            values: solution.values.clone(),
            remoteness: Vec::new(),
            best_offsets,
            best_targets,
            discovered: solution.discovered.clone(),
            finished: solution.finished.clone(),
        }
    }

    fn from_retrograde(graph: &GameGraph, solution: &RetroSolution) -> Solution {
        let (best_offsets, best_targets) = best_csr(graph, &solution.values, |v| solution.best_moves(graph, v));
        let outcomes = solution.outcomes.iter().map(|&outcome| outcome_code(outcome)).collect();
        Solution {
            algorithm: "retrograde".into(),
            start_value: solution.start_value(),
            values: solution.values.clone(),
            outcomes,
            remoteness: solution.remoteness.iter().map(|r| r.unwrap_or(NO_REMOTENESS)).collect(),
            best_offsets,
            best_targets,
            discovered: Vec::new(),
            finished: Vec::new(),
        }
    }
}

#[wasm_bindgen]
impl Solution {
    /// `"dfs"` or `"retrograde"`.
    #[wasm_bindgen(getter)]
    pub fn algorithm(&self) -> String {
        self.algorithm.clone()
    }

    /// The start position's value.
    #[wasm_bindgen(getter, js_name = startValue)]
    pub fn start_value(&self) -> f64 {
        self.start_value
    }

    /// Each position's value; NaN for positions unreachable from the start.
    pub fn values(&self) -> Vec<f64> {
        self.values.clone()
    }

    /// Each position's outcome: `OUTCOME_PAUL_WINS` (0), `OUTCOME_CAROLE_WINS` (1),
    /// `OUTCOME_DRAW` (2) or `OUTCOME_UNREACHABLE` (255).
    pub fn outcomes(&self) -> Vec<u8> {
        self.outcomes.clone()
    }

    /// Moves to the end under optimal play (retrograde only; empty for dfs); `NO_REMOTENESS`
    /// (4294967295) for a draw or an unreachable position.
    pub fn remoteness(&self) -> Vec<u32> {
        self.remoteness.clone()
    }

    /// CSR offsets of the best moves: those of `v` are `bestTargets()[bestOffsets()[v] ..
    /// bestOffsets()[v + 1]]` (every successor attaining the value).
    #[wasm_bindgen(js_name = bestOffsets)]
    pub fn best_offsets(&self) -> Vec<u32> {
        self.best_offsets.clone()
    }

    /// CSR targets of the best moves.
    #[wasm_bindgen(js_name = bestTargets)]
    pub fn best_targets(&self) -> Vec<u32> {
        self.best_targets.clone()
    }

    /// DFS discovery times (dfs only; 0 = not reached).
    pub fn discovered(&self) -> Vec<u32> {
        self.discovered.clone()
    }

    /// DFS finish times (dfs only; 0 = not reached).
    pub fn finished(&self) -> Vec<u32> {
        self.finished.clone()
    }
}
