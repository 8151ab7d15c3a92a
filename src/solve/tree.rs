//! Game trees too big to store: the value by a full traversal in O(depth) memory, and alpha-beta
//! (seed 004: A. Shen, "Programming: theorems and problems", lecture 11.3).
//!
//! Shen's Robot stands on one position of the game tree and can go to the first child
//! ("вверх_налево"), to the next sibling ("вправо") and back to the parent ("вниз"). With
//! [`Game::child`] the first child is child 0 and the next sibling of child `i` is child `i + 1`
//! of the parent, so we keep on a stack, for every ancestor of the current position, the parent
//! state and the index of the child we are in. Problem 11.3.2 adds the rest of each stack entry:
//! the ancestor's type (max/min) and the max/min of the values of its children left of the current
//! one, starting from −∞/+∞ for "none yet".
//!
//! The tree is the game unfolded from the start: a position reached by two move orders is visited
//! twice. (Stored graphs with transpositions are solved once per position by the DFS and
//! retrograde solvers.) Every play must end: on a game with a cycle the unfolding is infinite,
//! so use the `_within` versions, which stop at a depth limit, on input that may have one.
//!
//! Nothing here is recursive: the stack is a `Vec`, so a depth of 100,000 moves and more is fine.

use crate::game::Game;
use crate::graph::Player;

/// The result of [`alpha_beta`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AlphaBeta {
    /// The value of the start position (equal to [`stack_value`]'s).
    pub value: f64,
    /// How many end positions were evaluated.
    pub leaves: u64,
}

/// The game tree is deeper than the limit given: perhaps the game has a cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooDeep {
    /// The depth limit that was exceeded (moves from the start).
    pub max_depth: usize,
}

impl std::fmt::Display for TooDeep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "a play runs longer than {} moves: the game tree is too deep (or the game has a cycle: use retrograde analysis)",
            self.max_depth
        )
    }
}

impl std::error::Error for TooDeep {}

/// One ancestor of the current position in Shen's stack.
struct Ancestor<S> {
    state: S,
    mover: Player,
    /// The max (Paul) or min (Carole) of the values of the children left of the current one.
    best: f64,
    /// Which child of `state` the traversal is in.
    child: usize,
}

/// The value of the game by Shen's non-recursive full traversal (problem 11.3.2). Never returns
/// if the game has an infinite play; see [`stack_value_within`].
pub fn stack_value<G: Game>(game: &G) -> f64 {
    match stack_value_within(game, usize::MAX) {
        Ok(value) => value,
        Err(_) => unreachable!("no stack of usize::MAX entries fits in memory"),
    }
}

/// [`stack_value`], or an error as soon as a play is longer than `max_depth` moves.
pub fn stack_value_within<G: Game>(game: &G, max_depth: usize) -> Result<f64, TooDeep> {
    let mut stack: Vec<Ancestor<G::State>> = Vec::new();
    let mut current = game.start();
    loop {
        // "All to the left is processed" (ОЛ): go up-left while the position has children,
        // pushing its type and −∞/+∞.
        while let Some(first) = game.child(&current, 0) {
            if stack.len() == max_depth {
                return Err(TooDeep { max_depth });
            }
            let mover = game.mover(&current);
            stack.push(Ancestor { state: current, mover, best: mover.identity(), child: 0 });
            current = first;
        }
        // A leaf: "all to the left and above is processed" (ОЛН), with `value` its value.
        let mut value = game.end_value(&current);
        loop {
            let Some(top) = stack.last_mut() else { return Ok(value) };
            match game.child(&top.state, top.child + 1) {
                Some(sibling) => {
                    // Right: fold the finished child into its parent's entry.
                    top.best = top.mover.better(top.best, value);
                    top.child += 1;
                    current = sibling;
                    break;
                }
                None => {
                    // Down: the parent's value is its entry combined with the last child.
                    value = top.mover.better(top.best, value);
                    stack.pop();
                }
            }
        }
    }
}

/// One ancestor of the current position for alpha-beta: Shen's entry plus the search window.
struct Window<S> {
    state: S,
    mover: Player,
    /// The best child value so far (−∞/+∞ for none yet).
    best: f64,
    child: usize,
    /// Paul is already sure of at least `alpha` elsewhere on the path, Carole of at most `beta`.
    alpha: f64,
    beta: f64,
}

/// The value of the game by alpha-beta pruning, children searched left to right, and the number of
/// end positions it evaluated. Never returns if the game has an infinite play; see
/// [`alpha_beta_within`].
///
/// Fail-soft: a position whose search is cut off reports the best value found among the children
/// it searched (a bound on its true value, possibly outside the window) rather than clamping it to
/// the window. The root is searched with the window (−∞, +∞), so its value is exact. A cut-off
/// happens as soon as `alpha ≥ beta`: the parent will not choose this position.
pub fn alpha_beta<G: Game>(game: &G) -> AlphaBeta {
    match alpha_beta_within(game, usize::MAX) {
        Ok(result) => result,
        Err(_) => unreachable!("no stack of usize::MAX entries fits in memory"),
    }
}

/// [`alpha_beta`], or an error as soon as a play is longer than `max_depth` moves.
pub fn alpha_beta_within<G: Game>(game: &G, max_depth: usize) -> Result<AlphaBeta, TooDeep> {
    let mut stack: Vec<Window<G::State>> = Vec::new();
    let mut current = game.start();
    let (mut alpha, mut beta) = (f64::NEG_INFINITY, f64::INFINITY);
    let mut leaves = 0;
    loop {
        while let Some(first) = game.child(&current, 0) {
            if stack.len() == max_depth {
                return Err(TooDeep { max_depth });
            }
            let mover = game.mover(&current);
            stack.push(Window { state: current, mover, best: mover.identity(), child: 0, alpha, beta });
            current = first;
        }
        let mut value = game.end_value(&current);
        leaves += 1;
        loop {
            let Some(top) = stack.last_mut() else { return Ok(AlphaBeta { value, leaves }) };
            top.best = top.mover.better(top.best, value);
            match top.mover {
                Player::Max => top.alpha = top.alpha.max(top.best),
                Player::Min => top.beta = top.beta.min(top.best),
            }
            let next = if top.alpha >= top.beta { None } else { game.child(&top.state, top.child + 1) };
            match next {
                Some(sibling) => {
                    top.child += 1;
                    (alpha, beta) = (top.alpha, top.beta);
                    current = sibling;
                    break;
                }
                None => {
                    // All children searched, or the rest cut off.
                    value = top.best;
                    stack.pop();
                }
            }
        }
    }
}

/// The number of end positions of the game tree (a full traversal, O(depth) memory): what a
/// search without pruning evaluates. Never returns if the game has an infinite play.
pub fn leaf_count<G: Game>(game: &G) -> u64 {
    let mut stack: Vec<(G::State, usize)> = Vec::new();
    let mut current = game.start();
    let mut leaves = 0;
    loop {
        while let Some(first) = game.child(&current, 0) {
            stack.push((current, 0));
            current = first;
        }
        leaves += 1;
        loop {
            let Some((parent, child)) = stack.last_mut() else { return leaves };
            if let Some(sibling) = game.child(parent, *child + 1) {
                *child += 1;
                current = sibling;
                break;
            }
            stack.pop();
        }
    }
}
