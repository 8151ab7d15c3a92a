//! The result of DFS minimax: every reachable position's VALUE with its discovery and finish
//! times, and the optimal moves read off the values (a move is optimal when it keeps the value).

use crate::graph::{GameGraph, PositionId};
use crate::solve::values::same_values;

/// The values DFS minimax gives every position reachable from the start.
#[derive(Clone, Debug)]
pub struct DagSolution {
    /// VALUE of each position; NaN for positions not reachable from the start.
    pub values: Vec<f64>,
    /// Discovery times (1-based; 0 = unreachable).
    pub discovered: Vec<u32>,
    /// Finish times (0 = unreachable).
    pub finished: Vec<u32>,
}

/// Equal when every field is, NaN (an unreachable position) counting as equal to NaN.
impl PartialEq for DagSolution {
    fn eq(&self, other: &Self) -> bool {
        same_values(&self.values, &other.values)
            && self.discovered == other.discovered
            && self.finished == other.finished
    }
}

impl DagSolution {
    /// The value of the game: VALUE of the start.
    pub fn start_value(&self, graph: &GameGraph) -> f64 {
        self.values[graph.start() as usize]
    }

    /// The optimal successors of `v`: those whose value is `v`'s, in move order, without repeats.
    pub fn best_moves(&self, graph: &GameGraph, v: PositionId) -> Vec<PositionId> {
        best_moves_by_value(graph, &self.values, v)
    }
}

/// The successors of `v` whose value equals `v`'s, in move order, without repeats; empty for end
/// positions and unvalued ones.
pub fn best_moves_by_value(graph: &GameGraph, values: &[f64], v: PositionId) -> Vec<PositionId> {
    let target = values[v as usize];
    let mut best: Vec<PositionId> = Vec::new();
    for &w in graph.successors(v) {
        if values[w as usize] == target && !best.contains(&w) {
            best.push(w);
        }
    }
    best
}
