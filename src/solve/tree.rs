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
//! Each algorithm is written once, generic over the game and over `TRACED`: untraced it only
//! computes (the event closure is never called, so nothing is cloned for it); traced it reports
//! every step as an event, which is how the page and the command line replay it over an
//! [`super::game_tree::UnfoldedTree`] (whose states are node ids: [`super::stack_traversal`],
//! [`super::alpha_beta_trace`]).
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

/// One move of Shen's Robot over states `S` (tree node ids by default).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum StackEvent<S = u32> {
    /// вверх_налево: push `(type of from, −∞/+∞)`, go to the first child `to`.
    UpLeft { from: S, to: S, mover: Player },
    /// обработать: `c` := the value of the leaf `node`.
    Process { node: S, value: f64 },
    /// вправо: the stack top (the parent's entry) becomes `best` = max/min(top, c); go to the
    /// next sibling `to`.
    Right { from: S, to: S, best: f64 },
    /// вниз: `c` := max/min(c, popped top) = `value`, the value of the parent `to`.
    Down { from: S, to: S, value: f64 },
}

/// One step of alpha-beta over states `S` (tree node ids by default).
#[derive(Clone, Debug, PartialEq)]
pub enum AlphaBetaEvent<S = u32> {
    /// The search goes to `node` with the window `(alpha, beta)` (the parent's; the root's is
    /// (−∞, +∞)).
    Enter { node: S, alpha: f64, beta: f64 },
    /// The leaf `node` is evaluated.
    Leaf { node: S, value: f64 },
    /// `node` is finished with `value` (a bound when its search was cut off); its parent, if any,
    /// takes it into its best value and its α (Paul) or β (Carole).
    Return { node: S, value: f64, to_parent: Option<S> },
    /// At `node`, whose best value so far is `value`, the window closed (`alpha ≥ beta`): the
    /// children `pruned` (and their subtrees) are never searched.
    Cutoff { node: S, value: f64, alpha: f64, beta: f64, pruned: Vec<S> },
}

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
    stack_search::<G, false>(game, max_depth, |_| {})
}

/// Shen's traversal, reporting each Robot move to `emit` when `TRACED` (else `emit` is never
/// called), or an error as soon as a play is longer than `max_depth` moves.
pub fn stack_search<G: Game, const TRACED: bool>(
    game: &G,
    max_depth: usize,
    mut emit: impl FnMut(StackEvent<G::State>),
) -> Result<f64, TooDeep> {
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
            if TRACED {
                emit(StackEvent::UpLeft { from: current.clone(), to: first.clone(), mover });
            }
            stack.push(Ancestor { state: current, mover, best: mover.identity(), child: 0 });
            current = first;
        }
        // A leaf: "all to the left and above is processed" (ОЛН), with `value` its value.
        let mut value = game.end_value(&current);
        if TRACED {
            emit(StackEvent::Process { node: current.clone(), value });
        }
        loop {
            let Some(top) = stack.last_mut() else { return Ok(value) };
            match game.child(&top.state, top.child + 1) {
                Some(sibling) => {
                    // Right: fold the finished child into its parent's entry.
                    top.best = top.mover.better(top.best, value);
                    top.child += 1;
                    if TRACED {
                        emit(StackEvent::Right { from: current.clone(), to: sibling.clone(), best: top.best });
                    }
                    current = sibling;
                    break;
                }
                None => {
                    // Down: the parent's value is its entry combined with the last child.
                    value = top.mover.better(top.best, value);
                    let parent = stack.pop();
                    if TRACED {
                        if let Some(parent) = parent {
                            emit(StackEvent::Down { from: current, to: parent.state.clone(), value });
                            current = parent.state;
                        }
                    }
                }
            }
        }
    }
}

/// A search window and the best child value so far at one node of alpha-beta: the step every
/// alpha-beta here shares (the Sequence lab's specialised one too).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchWindow {
    /// The best child value so far (−∞/+∞ for none yet).
    pub best: f64,
    /// Paul is already sure of at least `alpha` elsewhere on the path, Carole of at most `beta`.
    pub alpha: f64,
    pub beta: f64,
}

impl SearchWindow {
    /// A node of `mover` entered with the window `(alpha, beta)`, no child searched yet.
    #[inline(always)]
    pub fn open(mover: Player, alpha: f64, beta: f64) -> Self {
        SearchWindow { best: mover.identity(), alpha, beta }
    }

    /// Takes a finished child's `value` into the best so far and raises α (Paul) or lowers β
    /// (Carole) to it; true when the window is closed (`alpha ≥ beta`): the remaining children
    /// cannot change the value at the root and are cut off.
    #[inline(always)]
    pub fn take(&mut self, mover: Player, value: f64) -> bool {
        self.best = mover.better(self.best, value);
        match mover {
            Player::Max => self.alpha = self.alpha.max(self.best),
            Player::Min => self.beta = self.beta.min(self.best),
        }
        self.alpha >= self.beta
    }
}

/// One ancestor of the current position for alpha-beta: Shen's entry plus the search window.
struct Window<S> {
    state: S,
    mover: Player,
    window: SearchWindow,
    child: usize,
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
    alpha_beta_search::<G, false>(game, max_depth, |_| {})
}

/// Alpha-beta (see [`alpha_beta`]), reporting each step to `emit` when `TRACED` (else `emit` is
/// never called), or an error as soon as a play is longer than `max_depth` moves.
pub fn alpha_beta_search<G: Game, const TRACED: bool>(
    game: &G,
    max_depth: usize,
    mut emit: impl FnMut(AlphaBetaEvent<G::State>),
) -> Result<AlphaBeta, TooDeep> {
    let mut stack: Vec<Window<G::State>> = Vec::new();
    let mut current = game.start();
    let (mut alpha, mut beta) = (f64::NEG_INFINITY, f64::INFINITY);
    let mut leaves = 0;
    loop {
        // Enter positions down the first children to an end position.
        if TRACED {
            emit(AlphaBetaEvent::Enter { node: current.clone(), alpha, beta });
        }
        while let Some(first) = game.child(&current, 0) {
            if stack.len() == max_depth {
                return Err(TooDeep { max_depth });
            }
            let mover = game.mover(&current);
            stack.push(Window { state: current, mover, window: SearchWindow::open(mover, alpha, beta), child: 0 });
            current = first;
            if TRACED {
                emit(AlphaBetaEvent::Enter { node: current.clone(), alpha, beta });
            }
        }
        let mut value = game.end_value(&current);
        leaves += 1;
        if TRACED {
            emit(AlphaBetaEvent::Leaf { node: current.clone(), value });
        }
        // Return values up until a position has a child left to search.
        loop {
            let Some(top) = stack.last_mut() else {
                if TRACED {
                    emit(AlphaBetaEvent::Return { node: current, value, to_parent: None });
                }
                return Ok(AlphaBeta { value, leaves });
            };
            if TRACED {
                emit(AlphaBetaEvent::Return { node: current.clone(), value, to_parent: Some(top.state.clone()) });
            }
            let next = if top.window.take(top.mover, value) {
                if TRACED {
                    let pruned: Vec<G::State> = (top.child + 1..).map_while(|i| game.child(&top.state, i)).collect();
                    if !pruned.is_empty() {
                        let SearchWindow { best, alpha, beta } = top.window;
                        emit(AlphaBetaEvent::Cutoff { node: top.state.clone(), value: best, alpha, beta, pruned });
                    }
                }
                None
            } else {
                game.child(&top.state, top.child + 1)
            };
            match next {
                Some(sibling) => {
                    top.child += 1;
                    (alpha, beta) = (top.window.alpha, top.window.beta);
                    current = sibling;
                    break;
                }
                None => {
                    // All children searched, or the rest cut off.
                    value = top.window.best;
                    let finished = stack.pop();
                    if TRACED {
                        if let Some(finished) = finished {
                            current = finished.state;
                        }
                    }
                }
            }
        }
    }
}

/// The number of end positions of the game tree (a full traversal, O(depth) memory): what a
/// search without pruning evaluates. Never returns if the game has an infinite play.
pub fn leaf_count<G: Game>(game: &G) -> u64 {
    let mut leaves = 0;
    let counted = stack_search::<G, true>(game, usize::MAX, |event| {
        if let StackEvent::Process { .. } = event {
            leaves += 1;
        }
    });
    match counted {
        Ok(_) => leaves,
        Err(_) => unreachable!("no stack of usize::MAX entries fits in memory"),
    }
}
