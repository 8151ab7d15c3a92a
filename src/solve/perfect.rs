//! Perfect play on a solved game: the computer's move, each move's rating for hints, and the
//! line that follows a position when both sides play perfectly.
//!
//! The game may have cycles: it is solved by [`retrograde`](super::retrograde) analysis (Knuth,
//! TAOCP 2.2.3 ex. 28; the olympiad notes on finite games), whose exact values and remoteness
//! (moves to the end under optimal play) say everything a perfect player needs. A perfect move
//! from `v` first keeps the best value the mover can force — the largest for Paul, the smallest
//! for Carole — and then, among the moves that keep it, spends time as the value asks:
//!
//! - a **win** for the mover: the *fastest* win, the smallest remoteness (a winner who merely
//!   keeps a winning value could circle for ever, which is a draw);
//! - a **draw**: any move that keeps the draw;
//! - a **loss**: the *slowest* loss, the largest remoteness (give the opponent every chance to
//!   go wrong).
//!
//! With VALUEs in {−1, 0, +1} this is "fastest win, else draw, else slowest loss". The perfect
//! moves are found here from the successors' labels alone, independently of
//! [`RetroSolution::best_moves`], which derives them from the position's own remoteness; the
//! tests check the two agree with each other and with a brute-force oracle.
//!
//! Among equal perfect moves the computer picks at random, reproducibly: draw number `ply` of
//! the crate's SplitMix64 stream keyed by the mixed seed ([`crate::rng::draw`]), so
//! a game with the same seed and the same moves replays exactly (the page keeps both in its
//! link). Every function here is a loop: no recursion over the game.

use std::cmp::Ordering;

use super::retrograde::{Outcome, RetroSolution};
use crate::graph::{GameGraph, Player, PositionId};
use crate::rng::{draw, mix};

/// One move of a position, rated for the player making it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatedMove {
    /// The position the move leads to.
    pub to: PositionId,
    /// Its exact value (Carole pays Paul this much under perfect play from there).
    pub value: f64,
    /// Who wins after the move under perfect play.
    pub outcome: Outcome,
    /// Moves to the end after this move under perfect play; `None` for a draw.
    pub remoteness: Option<u32>,
    /// The move keeps the value of the position it is made from (it throws nothing away).
    pub keeps_value: bool,
    /// The move is one a perfect player makes: best value, then best remoteness.
    pub perfect: bool,
}

/// How good the successor `w` is for `mover` (greater is better): the value first, then the
/// remoteness as the value asks (a winner hurries, a loser delays, a draw is a draw).
fn compare_for(mover: Player, solution: &RetroSolution, a: PositionId, b: PositionId) -> Ordering {
    let (va, vb) = (solution.values[a as usize], solution.values[b as usize]);
    let by_value = match mover {
        Player::Max => va.total_cmp(&vb),
        Player::Min => vb.total_cmp(&va),
    };
    if by_value != Ordering::Equal || va == 0.0 {
        return by_value;
    }
    let (ra, rb) = (solution.remoteness[a as usize], solution.remoteness[b as usize]);
    let mover_wins = Outcome::of(va).winner() == Some(mover);
    // Both are decided with the same value, so both have a remoteness.
    if mover_wins { rb.cmp(&ra) } else { ra.cmp(&rb) }
}

/// The moves of `v` in move order (repeated successors kept), each rated for `v`'s mover. Empty
/// for an end position and for a position the solution did not reach.
pub fn rate_moves(graph: &GameGraph, solution: &RetroSolution, v: PositionId) -> Vec<RatedMove> {
    let own = solution.values[v as usize];
    if own.is_nan() || graph.is_end(v) {
        return Vec::new();
    }
    let mover = graph.mover(v);
    let successors = graph.successors(v);
    let best = successors.iter().copied().max_by(|&a, &b| compare_for(mover, solution, a, b));
    successors
        .iter()
        .map(|&w| {
            let value = solution.values[w as usize];
            RatedMove {
                to: w,
                value,
                outcome: Outcome::of(value),
                remoteness: solution.remoteness[w as usize],
                keeps_value: value == own,
                perfect: best.is_some_and(|b| compare_for(mover, solution, w, b) == Ordering::Equal),
            }
        })
        .collect()
}

/// The perfect moves of `v`: distinct successors in move order (see the module documentation).
pub fn perfect_moves(graph: &GameGraph, solution: &RetroSolution, v: PositionId) -> Vec<PositionId> {
    let mut moves: Vec<PositionId> = Vec::new();
    for rated in rate_moves(graph, solution, v).into_iter().filter(|m| m.perfect) {
        if !moves.contains(&rated.to) {
            moves.push(rated.to);
        }
    }
    moves
}

/// The computer's move at `v`, as move number `ply` of a game played with `seed`: one of the
/// [`perfect_moves`], chosen by a draw from the SplitMix64 stream. `None` at an end position or
/// a position the solution did not reach.
pub fn choose(graph: &GameGraph, solution: &RetroSolution, v: PositionId, seed: u64, ply: u64) -> Option<PositionId> {
    let moves = perfect_moves(graph, solution, v);
    if moves.is_empty() {
        return None;
    }
    // Multiply-high maps the 64-bit draw onto 0..len without a division.
    let index = ((draw(mix(seed), ply) as u128 * moves.len() as u128) >> 64) as usize;
    Some(moves[index])
}

/// Perfect play by both sides from `v`, move number `ply` onwards: the positions after each move,
/// stopping at an end or after `limit` moves (a draw may go on for ever).
pub fn perfect_line(
    graph: &GameGraph,
    solution: &RetroSolution,
    v: PositionId,
    seed: u64,
    ply: u64,
    limit: usize,
) -> Vec<PositionId> {
    let mut line = Vec::new();
    let mut at = v;
    while line.len() < limit {
        let Some(next) = choose(graph, solution, at, seed, ply + line.len() as u64) else { break };
        line.push(next);
        at = next;
    }
    line
}
