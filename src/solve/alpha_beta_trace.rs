//! Alpha-beta pruning over an [`UnfoldedTree`], as a stream of events (Knuth and Moore, "An
//! analysis of alpha-beta pruning", 1975; the traversal itself is A. Shen's stack traversal,
//! "Programming: theorems and problems" 11.3, with a search window added to every stack entry).
//!
//! Every node on the current path carries a window `(α, β)`: Paul is already sure of at least α
//! elsewhere on the path, Carole of at most β. A node is entered with its parent's window; when a
//! child returns, the parent takes the max (Paul) or min (Carole) into its best value so far and
//! raises α (Paul) or lowers β (Carole) to it. As soon as `α ≥ β` the parent's remaining children
//! cannot change the value at the root — the player above already has better — and they are pruned
//! unvisited. Fail-soft, like [`super::tree::alpha_beta`]: a pruned node returns the best value of
//! the children it searched (a bound), and the root, searched with (−∞, +∞), gets its exact value.
//!
//! With the children searched best first, a uniform tree of branching `b` and depth `d` with
//! distinct leaf values evaluates exactly `b^⌈d/2⌉ + b^⌊d/2⌋ − 1` leaves (Knuth–Moore's minimum,
//! which no order beats); worst first, usually far more. The [`super::game_tree::MoveOrder`] of the
//! tree decides.
//!
//! An explicit stack of frames, no recursion.

use crate::graph::Player;

use super::game_tree::UnfoldedTree;
use super::replay::Replay;

/// One step of [`alpha_beta_traced`]; nodes are [`UnfoldedTree`] ids.
#[derive(Clone, Debug, PartialEq)]
pub enum AlphaBetaEvent {
    /// The search goes to `node` with the window `(alpha, beta)` (the parent's; the root's is
    /// (−∞, +∞)).
    Enter { node: u32, alpha: f64, beta: f64 },
    /// The leaf `node` is evaluated.
    Leaf { node: u32, value: f64 },
    /// `node` is finished with `value` (a bound when its search was cut off); its parent, if any,
    /// takes it into its best value and its α (Paul) or β (Carole).
    Return { node: u32, value: f64, to_parent: Option<u32> },
    /// At `node`, whose best value so far is `value`, the window closed (`alpha ≥ beta`): the
    /// children `pruned` (and their subtrees) are never searched.
    Cutoff { node: u32, value: f64, alpha: f64, beta: f64, pruned: Vec<u32> },
}

/// The result of [`alpha_beta_traced`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AlphaBetaTrace {
    /// The value of the root.
    pub value: f64,
    /// Leaves evaluated.
    pub leaves: u64,
}

/// One node of the current path.
struct Frame {
    node: u32,
    mover: Player,
    best: f64,
    alpha: f64,
    beta: f64,
    /// Which child the search is in.
    child: usize,
}

/// Alpha-beta from the root of `tree`, children in the tree's order, with every step.
pub fn alpha_beta_traced(tree: &UnfoldedTree) -> (AlphaBetaTrace, Vec<AlphaBetaEvent>) {
    let mut events = Vec::new();
    let mut stack: Vec<Frame> = Vec::new();
    let mut leaves = 0;
    let (mut node, mut alpha, mut beta) = (0u32, f64::NEG_INFINITY, f64::INFINITY);
    loop {
        // Enter nodes down the first children to a leaf.
        events.push(AlphaBetaEvent::Enter { node, alpha, beta });
        while let Some(&first) = tree.children(node).first() {
            let mover = tree.movers()[node as usize];
            stack.push(Frame { node, mover, best: mover.identity(), alpha, beta, child: 0 });
            node = first;
            events.push(AlphaBetaEvent::Enter { node, alpha, beta });
        }
        let mut value = tree.end_values()[node as usize];
        leaves += 1;
        events.push(AlphaBetaEvent::Leaf { node, value });
        // Return values up until a node has a child left to search.
        loop {
            let Some(top) = stack.last_mut() else {
                events.push(AlphaBetaEvent::Return { node, value, to_parent: None });
                return (AlphaBetaTrace { value, leaves }, events);
            };
            events.push(AlphaBetaEvent::Return { node, value, to_parent: Some(top.node) });
            top.best = top.mover.better(top.best, value);
            match top.mover {
                Player::Max => top.alpha = top.alpha.max(top.best),
                Player::Min => top.beta = top.beta.min(top.best),
            }
            let rest = &tree.children(top.node)[top.child + 1..];
            if top.alpha >= top.beta && !rest.is_empty() {
                let pruned = rest.to_vec();
                events.push(AlphaBetaEvent::Cutoff {
                    node: top.node,
                    value: top.best,
                    alpha: top.alpha,
                    beta: top.beta,
                    pruned,
                });
            } else if let Some(&next) = rest.first() {
                top.child += 1;
                (node, alpha, beta) = (next, top.alpha, top.beta);
                break;
            }
            // All children searched, or the rest pruned: the node is finished.
            (node, value) = (top.node, top.best);
            stack.pop();
        }
    }
}

/// Where a node stands in the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum NodeState {
    Unvisited = 0,
    /// On the current path from the root.
    OnPath = 1,
    Finished = 2,
    /// Cut away: never searched.
    Pruned = 3,
}

/// The search state after the events applied so far, by node id.
#[derive(Clone, Debug)]
pub struct AlphaBetaReplay {
    states: Vec<NodeState>,
    values: Vec<f64>,
    alphas: Vec<f64>,
    betas: Vec<f64>,
    chosen: Vec<Option<u32>>,
    path: Vec<u32>,
    leaves: u64,
    movers: Vec<Player>,
    subtree_ends: Vec<u32>,
    steps: usize,
}

impl AlphaBetaReplay {
    /// Nothing searched yet.
    pub fn new(tree: &UnfoldedTree) -> Self {
        let n = tree.len();
        AlphaBetaReplay {
            states: vec![NodeState::Unvisited; n],
            values: vec![f64::NAN; n],
            alphas: vec![f64::NAN; n],
            betas: vec![f64::NAN; n],
            chosen: vec![None; n],
            path: Vec::new(),
            leaves: 0,
            movers: tree.movers().to_vec(),
            subtree_ends: tree.subtree_ends().to_vec(),
            steps: 0,
        }
    }

    /// Every node's state.
    pub fn states(&self) -> &[NodeState] {
        &self.states
    }

    /// Finished nodes: their value (a bound if cut off); nodes on the path: the best of their
    /// children returned so far (−∞/+∞ for none; a leaf once evaluated: its value); NaN otherwise.
    pub fn values(&self) -> &[f64] {
        &self.values
    }

    /// α of every node entered (current on the path, last on finished nodes); NaN otherwise.
    pub fn alphas(&self) -> &[f64] {
        &self.alphas
    }

    /// β of every node entered (current on the path, last on finished nodes); NaN otherwise.
    pub fn betas(&self) -> &[f64] {
        &self.betas
    }

    /// The child whose value a node took (the first to attain it); `None` for leaves and nodes
    /// without a returned child.
    pub fn chosen(&self) -> &[Option<u32>] {
        &self.chosen
    }

    /// The current path, the root first.
    pub fn path(&self) -> &[u32] {
        &self.path
    }

    /// Leaves evaluated so far.
    pub fn leaves(&self) -> u64 {
        self.leaves
    }

    /// How many events were applied.
    pub fn steps(&self) -> usize {
        self.steps
    }
}

impl Replay for AlphaBetaReplay {
    type Event = AlphaBetaEvent;

    fn apply(&mut self, event: &AlphaBetaEvent) {
        self.steps += 1;
        match *event {
            AlphaBetaEvent::Enter { node, alpha, beta } => {
                let v = node as usize;
                self.states[v] = NodeState::OnPath;
                self.alphas[v] = alpha;
                self.betas[v] = beta;
                let leaf = self.subtree_ends[v] == node + 1;
                self.values[v] = if leaf { f64::NAN } else { self.movers[v].identity() };
                self.path.push(node);
            }
            AlphaBetaEvent::Leaf { node, value } => {
                self.values[node as usize] = value;
                self.leaves += 1;
            }
            AlphaBetaEvent::Return { node, value, to_parent } => {
                self.states[node as usize] = NodeState::Finished;
                self.values[node as usize] = value;
                self.path.pop();
                if let Some(parent) = to_parent {
                    let p = parent as usize;
                    let mover = self.movers[p];
                    if self.chosen[p].is_none() || mover.prefers(value, self.values[p]) {
                        self.values[p] = value;
                        self.chosen[p] = Some(node);
                    }
                    match mover {
                        Player::Max => self.alphas[p] = self.alphas[p].max(value),
                        Player::Min => self.betas[p] = self.betas[p].min(value),
                    }
                }
            }
            AlphaBetaEvent::Cutoff { ref pruned, .. } => {
                for &child in pruned {
                    let end = self.subtree_ends[child as usize] as usize;
                    self.states[child as usize..end].fill(NodeState::Pruned);
                }
            }
        }
    }
}
