//! Shen's non-recursive traversal of a game tree as a stream of Robot moves (A. Shen,
//! "Programming: theorems and problems", problem 11.3.2), over an [`UnfoldedTree`].
//!
//! The Robot stands on one node and can go up-left to the first child ("вверх_налево"), right to
//! the next sibling ("вправо") and down to the parent ("вниз"), or process a leaf ("обработать").
//! The stack holds, for every ancestor of the Robot's node (the root at the bottom), a pair: the
//! ancestor's type (max/min) and the max/min of the values of its children left of the current
//! one (−∞/+∞ when there are none yet). A variable `c` holds the value of the current node when
//! everything left of and above it is processed ("ОЛН"). The moves update them as the lecture
//! says:
//!
//! - обработать (process a leaf): `c` := the leaf's value;
//! - вверх_налево (up-left): push the current node's type and −∞/+∞;
//! - вправо (right): the stack top takes the max/min of itself and `c`;
//! - вниз (down): `c` := the max/min of `c` and the popped top.
//!
//! At the end the stack is empty and `c` is the value of the game. A tree of `N` nodes takes
//! exactly `2N − 1` moves: one up-left and one down per inner node, one process per leaf, and one
//! right per node that is not a first child.

use crate::graph::Player;

use super::game_tree::UnfoldedTree;
use super::replay::Replay;
pub use super::tree::StackEvent;
use super::tree::stack_search;

/// The whole traversal of `tree` from its root, and the value of the game: the one traversal of
/// [`super::tree`], traced, over node ids.
pub fn stack_traversal(tree: &UnfoldedTree) -> (f64, Vec<StackEvent>) {
    let mut events = Vec::with_capacity(2 * tree.len());
    match stack_search::<_, true>(tree, usize::MAX, |event| events.push(event)) {
        Ok(value) => (value, events),
        Err(_) => unreachable!("no stack of usize::MAX entries fits in memory"),
    }
}

/// The traversal's state after the events applied so far.
#[derive(Clone, Debug)]
pub struct StackReplay {
    robot: u32,
    stack_nodes: Vec<u32>,
    stack_movers: Vec<Player>,
    stack_best: Vec<f64>,
    c: Option<f64>,
    values: Vec<f64>,
    steps: usize,
}

impl StackReplay {
    /// The Robot at the root, the stack empty, nothing valued.
    pub fn new(tree: &UnfoldedTree) -> Self {
        StackReplay {
            robot: 0,
            stack_nodes: Vec::new(),
            stack_movers: Vec::new(),
            stack_best: Vec::new(),
            c: None,
            values: vec![f64::NAN; tree.len()],
            steps: 0,
        }
    }

    /// The node the Robot stands on.
    pub fn robot(&self) -> u32 {
        self.robot
    }

    /// The ancestor each stack entry belongs to, the root at the bottom (index 0).
    pub fn stack_nodes(&self) -> &[u32] {
        &self.stack_nodes
    }

    /// Each stack entry's type: max (Paul) or min (Carole).
    pub fn stack_movers(&self) -> &[Player] {
        &self.stack_movers
    }

    /// Each stack entry's max/min of the children left of the current one (−∞/+∞: none yet).
    pub fn stack_best(&self) -> &[f64] {
        &self.stack_best
    }

    /// The variable `c`: the value of the Robot's node once everything left of and above it is
    /// processed; `None` while it is unused (going up).
    pub fn c(&self) -> Option<f64> {
        self.c
    }

    /// The value of every node whose subtree is fully traversed; NaN for the others.
    pub fn values(&self) -> &[f64] {
        &self.values
    }

    /// How many events were applied.
    pub fn steps(&self) -> usize {
        self.steps
    }
}

impl Replay for StackReplay {
    type Event = StackEvent;

    fn apply(&mut self, event: &StackEvent) {
        self.steps += 1;
        match *event {
            StackEvent::UpLeft { from, to, mover } => {
                self.stack_nodes.push(from);
                self.stack_movers.push(mover);
                self.stack_best.push(mover.identity());
                self.c = None;
                self.robot = to;
            }
            StackEvent::Process { node, value } => {
                self.c = Some(value);
                self.values[node as usize] = value;
                self.robot = node;
            }
            StackEvent::Right { to, best, .. } => {
                if let Some(top) = self.stack_best.last_mut() {
                    *top = best;
                }
                self.c = None;
                self.robot = to;
            }
            StackEvent::Down { to, value, .. } => {
                self.stack_nodes.pop();
                self.stack_movers.pop();
                self.stack_best.pop();
                self.c = Some(value);
                self.values[to as usize] = value;
                self.robot = to;
            }
        }
    }
}
