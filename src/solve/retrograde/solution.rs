//! What retrograde analysis returns and the steps it reports: each position's [`Outcome`] and
//! exact value with its remoteness ([`RetroSolution`], with the optimal moves read from them),
//! and the grammar of the event stream an animation replays ([`RetroEvent`]). The analysis itself
//! is the parent module.

use std::collections::HashSet;

use crate::graph::{GameGraph, Player, PositionId};

/// Who wins from a position, by the sign of its exact value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The value is positive: Carole pays Paul.
    PaulWins,
    /// The value is negative: Paul pays Carole.
    CaroleWins,
    /// The value is 0: an infinite play, or an end worth 0, under optimal play.
    Draw,
}

impl Outcome {
    /// The outcome of a position with this value (0 and −0 are draws).
    pub fn of(value: f64) -> Outcome {
        if value > 0.0 {
            Outcome::PaulWins
        } else if value < 0.0 {
            Outcome::CaroleWins
        } else {
            Outcome::Draw
        }
    }

    /// The winner, or `None` for a draw.
    pub fn winner(self) -> Option<Player> {
        match self {
            Outcome::PaulWins => Some(Player::Max),
            Outcome::CaroleWins => Some(Player::Min),
            Outcome::Draw => None,
        }
    }

    /// The outcome as the command line writes it: `paul`, `carole` or `draw`.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::PaulWins => "paul",
            Outcome::CaroleWins => "carole",
            Outcome::Draw => "draw",
        }
    }
}

/// The result of [`retrograde`], indexed by position id.
///
/// Two solutions are equal when they agree everywhere, NaN (unreachable) counting as equal to
/// NaN — unlike a derived `PartialEq`, under which no solution with an unreachable position would
/// equal itself.
#[derive(Clone, Debug)]
pub struct RetroSolution {
    /// The exact value; NaN for positions not reachable from the start.
    pub values: Vec<f64>,
    /// The outcome; `None` for positions not reachable from the start.
    pub outcomes: Vec<Option<Outcome>>,
    /// Moves to the end under optimal play (winner hurrying, loser delaying); `None` for draws
    /// and for positions not reachable from the start. An end position has remoteness 0.
    pub remoteness: Vec<Option<u32>>,
    /// The start position of the solved graph.
    pub start: PositionId,
}

impl PartialEq for RetroSolution {
    fn eq(&self, other: &Self) -> bool {
        self.start == other.start
            && self.outcomes == other.outcomes
            && self.remoteness == other.remoteness
            && crate::solve::values::same_values(&self.values, &other.values)
    }
}

impl RetroSolution {
    /// The value of the start position.
    pub fn start_value(&self) -> f64 {
        self.values[self.start as usize]
    }

    /// The outcome at the start position.
    pub fn start_outcome(&self) -> Outcome {
        Outcome::of(self.start_value())
    }

    /// The optimal moves at `v`, as distinct successors in move order: those attaining `v`'s
    /// value and, when `v` is decided, among them the ones with the best remoteness for the
    /// mover (the smallest when the mover wins, the largest when the mover loses). On a draw
    /// every successor of value 0 is optimal: each keeps the draw. Empty for end positions and
    /// positions not reachable from the start.
    ///
    /// The remoteness condition matters on cycles: a winner who merely keeps the value could
    /// circle for ever (a draw); moving to a successor one step nearer the end cannot.
    pub fn best_moves(&self, graph: &GameGraph, v: PositionId) -> Vec<PositionId> {
        let value = self.values[v as usize];
        if value.is_nan() {
            return Vec::new();
        }
        let keeps_value = |w: &&PositionId| self.values[**w as usize] == value;
        let target = self.remoteness[v as usize].and_then(|r| r.checked_sub(1));
        let mut best: Vec<PositionId> = match target {
            // Decided and not an end: the optimal successors are exactly those one move nearer
            // the end, because v's remoteness is 1 + the best successor remoteness.
            Some(next) => graph
                .successors(v)
                .iter()
                .filter(keeps_value)
                .filter(|w| self.remoteness[**w as usize] == Some(next))
                .copied()
                .collect(),
            None => graph.successors(v).iter().filter(keeps_value).copied().collect(),
        };
        let mut seen = HashSet::with_capacity(best.len());
        best.retain(|w| seen.insert(*w));
        best
    }
}

/// One step of the analysis, for an animation. A [`retrograde_traced`] stream reads:
///
/// - `Threshold { value }` starts a phase: for `value > 0` Paul's attractor to the ends with
///   VALUE ≥ `value`, for `value < 0` Carole's attractor to the ends with VALUE ≤ `value`. The
///   last phase, `Threshold { value: 0.0 }`, labels every reachable position left as a draw (it
///   has only `Label` events, in id order).
/// - `Label` then `Enqueue` for each end of that VALUE, then repeatedly `Dequeue { position: y }`
///   followed, for each predecessor `x` of `y` not yet labelled, by either `Label` + `Enqueue`
///   (`x` belongs to the threshold's player, who moves to `y`), or `Decrement` (the opponent's
///   counter of successors outside the attractor) and, when the counter reaches 0, `Label` +
///   `Enqueue`.
///
/// Every reachable position gets exactly one `Label`, carrying its final value, outcome and
/// remoteness.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RetroEvent {
    /// A new threshold phase starts (0: the remaining positions are draws).
    Threshold { value: f64 },
    /// The position joins the queue.
    Enqueue { position: PositionId },
    /// The position leaves the queue; its predecessors are examined next.
    Dequeue { position: PositionId },
    /// One more successor of the position is in the attractor; `counter` successors are not.
    Decrement { position: PositionId, counter: u32 },
    /// The position's value is final.
    Label { position: PositionId, value: f64, outcome: Outcome, remoteness: Option<u32> },
}
