//! A recorded run of one of the tree algorithms of A. Shen, "Programming: theorems and problems"
//! 11.3 — the stack traversal (11.3.2, [`super::stack_traversal`]) or alpha-beta (Knuth and Moore
//! 1975, [`super::alpha_beta_trace`]) — over a game unfolded into its tree
//! ([`super::game_tree`]), with a cursor that scrubs through its steps: what the page draws and
//! steps through.
//!
//! Both algorithms answer the same questions at every step (node states, values so far, the child
//! each node took, the current path, leaves evaluated), each from its own replay; the stack
//! traversal adds Shen's stack and variable `c`, alpha-beta the window of every node.

use crate::graph::{GameGraph, Player};

use super::alpha_beta_trace::{AlphaBetaEvent, AlphaBetaReplay, NodeState, alpha_beta_traced};
use super::game_tree::{MAX_DRAWN_TREE_NODES, MoveOrder, UnfoldError, UnfoldedTree};
use super::replay::Scrubber;
use super::stack_traversal::{StackEvent, StackReplay, stack_traversal};

/// Which tree algorithm a run records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TreeAlgorithm {
    /// Shen's stack traversal: every node, with the Robot's stack. Keyword `stack`.
    Stack,
    /// Alpha-beta pruning. Keyword `alphabeta`.
    AlphaBeta,
}

impl TreeAlgorithm {
    /// `stack` or `alphabeta` (the page's and the links' keywords).
    pub fn keyword(self) -> &'static str {
        match self {
            TreeAlgorithm::Stack => "stack",
            TreeAlgorithm::AlphaBeta => "alphabeta",
        }
    }

    /// Parses a keyword; the error names the word and the choices.
    pub fn parse(word: &str) -> Result<TreeAlgorithm, String> {
        [TreeAlgorithm::Stack, TreeAlgorithm::AlphaBeta]
            .into_iter()
            .find(|a| a.keyword() == word)
            .ok_or_else(|| format!("unknown tree algorithm `{word}`: use stack or alphabeta"))
    }
}

/// One event of either algorithm.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TreeEvent<'a> {
    Stack(&'a StackEvent),
    AlphaBeta(&'a AlphaBetaEvent),
}

/// A uniform tree's shape and Knuth and Moore's least number of leaves alpha-beta evaluates on it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Uniform {
    /// Children of every inner node.
    pub branching: u32,
    /// Depth of every leaf.
    pub depth: u32,
    /// b^⌈d/2⌉ + b^⌊d/2⌋ − 1 (1 for a lone leaf), as a float: exact for the trees drawn.
    pub minimum: f64,
}

/// The recorded run of one of the two algorithms.
enum Run {
    Stack(Scrubber<StackReplay>),
    AlphaBeta(Scrubber<AlphaBetaReplay>),
}

/// The game tree and a recorded run over it: steps `0 ..= len()`, step `k` being the state after
/// `k` events.
pub struct TreeRun {
    tree: UnfoldedTree,
    run: Run,
    value: f64,
    leaves_by_step: Vec<u32>,
}

impl TreeRun {
    /// Unfolds `graph` into its tree (at most [`MAX_DRAWN_TREE_NODES`] nodes), children in
    /// `order`, and records `algorithm` over it.
    pub fn new(graph: &GameGraph, algorithm: TreeAlgorithm, order: MoveOrder) -> Result<Self, UnfoldError> {
        Ok(TreeRun::over(UnfoldedTree::new(graph, order, MAX_DRAWN_TREE_NODES)?, algorithm))
    }

    /// Records `algorithm` over `tree`.
    pub fn over(tree: UnfoldedTree, algorithm: TreeAlgorithm) -> Self {
        let interval = tree.len();
        let (value, run, leaves) = match algorithm {
            TreeAlgorithm::Stack => {
                let (value, events) = stack_traversal(&tree);
                let leaves = running_count(&events, |e| matches!(e, StackEvent::Process { .. }));
                (value, Run::Stack(Scrubber::new(StackReplay::new(&tree), events, interval)), leaves)
            }
            TreeAlgorithm::AlphaBeta => {
                let (result, events) = alpha_beta_traced(&tree);
                let leaves = running_count(&events, |e| matches!(e, AlphaBetaEvent::Leaf { .. }));
                (result.value, Run::AlphaBeta(Scrubber::new(AlphaBetaReplay::new(&tree), events, interval)), leaves)
            }
        };
        TreeRun { tree, run, value, leaves_by_step: leaves }
    }

    /// The algorithm recorded.
    pub fn algorithm(&self) -> TreeAlgorithm {
        match self.run {
            Run::Stack(_) => TreeAlgorithm::Stack,
            Run::AlphaBeta(_) => TreeAlgorithm::AlphaBeta,
        }
    }

    /// The unfolded tree (preorder ids, the root 0).
    pub fn tree(&self) -> &UnfoldedTree {
        &self.tree
    }

    /// The value of the game (the root's), which the run ends with.
    pub fn value(&self) -> f64 {
        self.value
    }

    /// Number of leaves of the whole tree: what a search without pruning evaluates.
    pub fn leaf_count(&self) -> u32 {
        (0..self.tree.len() as u32).filter(|&v| self.tree.is_leaf(v)).count() as u32
    }

    /// Who moves at every node; `None` at the leaves (end positions).
    pub fn node_movers(&self) -> Vec<Option<Player>> {
        (0..self.tree.len())
            .map(|v| if self.tree.is_leaf(v as u32) { None } else { Some(self.tree.movers()[v]) })
            .collect()
    }

    /// The shape when every inner node has the same number of children and every leaf the same
    /// depth, with Knuth and Moore's minimum; `None` otherwise.
    pub fn uniform(&self) -> Option<Uniform> {
        let tree = &self.tree;
        let branching = tree.children(0).len() as u32;
        let mut depth = None;
        for v in 0..tree.len() as u32 {
            let children = tree.children(v).len() as u32;
            if children == 0 {
                let d = tree.depths()[v as usize];
                if *depth.get_or_insert(d) != d {
                    return None;
                }
            } else if children != branching {
                return None;
            }
        }
        depth.map(|depth| Uniform { branching, depth, minimum: knuth_moore_minimum(branching, depth) })
    }

    /// Number of events (the last step).
    pub fn len(&self) -> usize {
        match &self.run {
            Run::Stack(s) => s.len(),
            Run::AlphaBeta(s) => s.len(),
        }
    }

    /// True when the run has no event (never: even a lone leaf is processed).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The step the state accessors describe.
    pub fn step(&self) -> usize {
        match &self.run {
            Run::Stack(s) => s.step(),
            Run::AlphaBeta(s) => s.step(),
        }
    }

    /// The `i`-th event (it leads from step `i` to step `i + 1`); `None` past the end.
    pub fn event(&self, i: usize) -> Option<TreeEvent<'_>> {
        match &self.run {
            Run::Stack(s) => s.event(i).map(TreeEvent::Stack),
            Run::AlphaBeta(s) => s.event(i).map(TreeEvent::AlphaBeta),
        }
    }

    /// Moves to step `k` (clamped to `len()`); the accessors below then describe it.
    pub fn seek(&mut self, k: usize) {
        match &mut self.run {
            Run::Stack(s) => {
                s.seek(k);
            }
            Run::AlphaBeta(s) => {
                s.seek(k);
            }
        }
    }

    /// The node the last event is about (the Robot's node; the root at step 0).
    pub fn current(&self) -> u32 {
        match &self.run {
            Run::Stack(s) => s.state().robot(),
            Run::AlphaBeta(s) => match s.step().checked_sub(1).and_then(|i| s.event(i)) {
                None => 0,
                Some(
                    AlphaBetaEvent::Enter { node, .. }
                    | AlphaBetaEvent::Leaf { node, .. }
                    | AlphaBetaEvent::Return { node, .. }
                    | AlphaBetaEvent::Cutoff { node, .. },
                ) => *node,
            },
        }
    }

    /// Leaves evaluated so far (processed, for the stack traversal).
    pub fn leaves(&self) -> u32 {
        self.leaves_by_step[self.step()]
    }

    /// The current path, the root first (the stack traversal: the stack's nodes and the Robot's;
    /// alpha-beta: the nodes entered and not yet returned).
    pub fn path(&self) -> Vec<u32> {
        match &self.run {
            Run::Stack(s) => {
                let state = s.state();
                let mut path = state.stack_nodes().to_vec();
                path.push(state.robot());
                path
            }
            Run::AlphaBeta(s) => s.state().path().to_vec(),
        }
    }

    /// Every node's state ([`NodeState::Pruned`] for alpha-beta only).
    pub fn states(&self) -> Vec<NodeState> {
        match &self.run {
            Run::Stack(s) => {
                // A node with a value is finished (a leaf once processed, an inner node once
                // the Robot came down to it); the stack's nodes and the Robot's are the path.
                let values = s.state().values();
                let mut states: Vec<NodeState> = values
                    .iter()
                    .map(|v| if v.is_nan() { NodeState::Unvisited } else { NodeState::Finished })
                    .collect();
                for v in self.path() {
                    if values[v as usize].is_nan() {
                        states[v as usize] = NodeState::OnPath;
                    }
                }
                states
            }
            Run::AlphaBeta(s) => s.state().states().to_vec(),
        }
    }

    /// Every node's value so far: finished nodes their value (alpha-beta: a bound when cut off);
    /// alpha-beta's nodes on the path the best of their children so far (−∞/+∞: none yet);
    /// NaN otherwise.
    pub fn values(&self) -> &[f64] {
        match &self.run {
            Run::Stack(s) => s.state().values(),
            Run::AlphaBeta(s) => s.state().values(),
        }
    }

    /// For every node, the child whose value it took (the first to attain it): alpha-beta's as
    /// the search goes, the stack traversal's once the node is finished; `None` otherwise.
    pub fn chosen(&self) -> Vec<Option<u32>> {
        match &self.run {
            Run::Stack(s) => {
                let values = s.state().values();
                (0..self.tree.len() as u32)
                    .map(|v| {
                        let value = values[v as usize];
                        if value.is_nan() {
                            return None;
                        }
                        self.tree.children(v).iter().find(|&&c| values[c as usize] == value).copied()
                    })
                    .collect()
            }
            Run::AlphaBeta(s) => s.state().chosen().to_vec(),
        }
    }

    /// Alpha-beta: α of every node entered (current on the path, last on finished nodes); NaN
    /// otherwise, and everywhere for the stack traversal.
    pub fn alphas(&self) -> Vec<f64> {
        match &self.run {
            Run::Stack(_) => vec![f64::NAN; self.tree.len()],
            Run::AlphaBeta(s) => s.state().alphas().to_vec(),
        }
    }

    /// Alpha-beta: β of every node entered; NaN otherwise (see [`TreeRun::alphas`]).
    pub fn betas(&self) -> Vec<f64> {
        match &self.run {
            Run::Stack(_) => vec![f64::NAN; self.tree.len()],
            Run::AlphaBeta(s) => s.state().betas().to_vec(),
        }
    }

    /// The stack traversal's replay (its stack and `c`); `None` for alpha-beta.
    pub fn stack(&self) -> Option<&StackReplay> {
        match &self.run {
            Run::Stack(s) => Some(s.state()),
            Run::AlphaBeta(_) => None,
        }
    }
}

/// `result[k]`: how many of the first `k` events `counts`.
fn running_count<E>(events: &[E], counts: impl Fn(&E) -> bool) -> Vec<u32> {
    let mut running = Vec::with_capacity(events.len() + 1);
    running.push(0);
    for (i, event) in events.iter().enumerate() {
        running.push(running[i] + u32::from(counts(event)));
    }
    running
}

/// Knuth and Moore's minimum b^⌈d/2⌉ + b^⌊d/2⌋ − 1 (1 for a lone leaf).
fn knuth_moore_minimum(b: u32, d: u32) -> f64 {
    let b = f64::from(b);
    b.powi(d.div_ceil(2) as i32) + b.powi((d / 2) as i32) - 1.0
}
