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
//! The search itself is [`super::tree::alpha_beta_search`], traced; this module replays it.

use crate::graph::Player;

use super::game_tree::UnfoldedTree;
use super::replay::Replay;
pub use super::tree::AlphaBetaEvent;
use super::tree::{AlphaBeta, alpha_beta_search};

/// Alpha-beta from the root of `tree`, children in the tree's order, with every step: the one
/// alpha-beta of [`super::tree`], traced, over node ids.
pub fn alpha_beta_traced(tree: &UnfoldedTree) -> (AlphaBeta, Vec<AlphaBetaEvent>) {
    let mut events = Vec::new();
    match alpha_beta_search::<_, true>(tree, usize::MAX, |event| events.push(event)) {
        Ok(result) => (result, events),
        Err(_) => unreachable!("no stack of usize::MAX entries fits in memory"),
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
