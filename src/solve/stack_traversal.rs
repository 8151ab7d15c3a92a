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

/// One move of the Robot; nodes are [`UnfoldedTree`] ids.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum StackEvent {
    /// вверх_налево: push `(type of from, −∞/+∞)`, go to the first child `to`.
    UpLeft { from: u32, to: u32, mover: Player },
    /// обработать: `c` := the value of the leaf `node`.
    Process { node: u32, value: f64 },
    /// вправо: the stack top (the parent's entry) becomes `best` = max/min(top, c); go to the
    /// next sibling `to`.
    Right { from: u32, to: u32, best: f64 },
    /// вниз: `c` := max/min(c, popped top) = `value`, the value of the parent `to`.
    Down { from: u32, to: u32, value: f64 },
}

/// The whole traversal of `tree` from its root, and the value of the game.
pub fn stack_traversal(tree: &UnfoldedTree) -> (f64, Vec<StackEvent>) {
    let mut events = Vec::with_capacity(2 * tree.len());
    // Shen's stack entries plus, for each ancestor, its id and which of its children the Robot
    // is in (that is how the Robot knows whether there is a next sibling).
    struct Entry {
        node: u32,
        best: f64,
        child: usize,
    }
    let mut stack: Vec<Entry> = Vec::new();
    let mut node = 0u32;
    loop {
        // ОЛ: go up-left while there is a child.
        while let Some(&first) = tree.children(node).first() {
            let mover = tree.movers()[node as usize];
            stack.push(Entry { node, best: mover.identity(), child: 0 });
            events.push(StackEvent::UpLeft { from: node, to: first, mover });
            node = first;
        }
        let mut c = tree.end_values()[node as usize];
        events.push(StackEvent::Process { node, value: c });
        // ОЛН: right if there is a next sibling, else down.
        loop {
            let Some(top) = stack.last_mut() else { return (c, events) };
            let mover = tree.movers()[top.node as usize];
            if let Some(&next) = tree.children(top.node).get(top.child + 1) {
                top.best = mover.better(top.best, c);
                top.child += 1;
                events.push(StackEvent::Right { from: node, to: next, best: top.best });
                node = next;
                break;
            }
            c = mover.better(top.best, c);
            let parent = top.node;
            stack.pop();
            events.push(StackEvent::Down { from: node, to: parent, value: c });
            node = parent;
        }
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
