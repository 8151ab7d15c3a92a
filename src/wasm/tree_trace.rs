//! [`Game::tree_trace`] and the [`TreeTrace`] it returns: the game unfolded into its tree
//! ([`crate::solve::game_tree`]) and a recorded run over it of A. Shen's stack traversal
//! ("Programming: theorems and problems", 11.3.2; [`crate::solve::stack_traversal`]) or of
//! alpha-beta (Knuth and Moore 1975; [`crate::solve::alpha_beta_trace`]), for the page to draw
//! the tree and scrub through the run.
//!
//! The tree is read once as typed arrays (parents, children in compressed rows, position of each
//! node, kinds, leaf values); the events as plain objects; the state at the cursor as typed
//! arrays, the same accessors for both algorithms (node states, values, the chosen child of each
//! finished node, the current path) plus each one's own (Shen's stack and `c`; α and β).
//! A tree past [`MAX_DRAWN_TREE_NODES`] nodes, or a game with a cycle, is refused with the
//! engine's sentence; the page then shows the solved summary.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::game::Game;
use super::{js_error, mover_code, to_js};
use crate::solve::alpha_beta_trace::{AlphaBetaEvent, AlphaBetaReplay, NodeState, alpha_beta_traced};
use crate::solve::game_tree::{MAX_DRAWN_TREE_NODES, MoveOrder, UnfoldError, UnfoldedTree};
use crate::solve::replay::Scrubber;
use crate::solve::stack_traversal::{StackEvent, StackReplay, stack_traversal};

/// [`TreeTrace::kinds`]: Paul (max) moves at the node (= [`super::MOVER_PAUL`]).
pub const NODE_PAUL: u8 = super::MOVER_PAUL;
/// [`TreeTrace::kinds`]: Carole (min) moves at the node (= [`super::MOVER_CAROLE`]).
pub const NODE_CAROLE: u8 = super::MOVER_CAROLE;
/// [`TreeTrace::kinds`]: a leaf (an end position) with its VALUE.
pub const NODE_END: u8 = 2;

/// [`TreeTrace::states`]: not reached yet.
pub const NODE_UNVISITED: u8 = NodeState::Unvisited as u8;
/// [`TreeTrace::states`]: on the current path from the root (the Robot's node included).
pub const NODE_ON_PATH: u8 = NodeState::OnPath as u8;
/// [`TreeTrace::states`]: finished, with its value (a bound when alpha-beta cut it off).
pub const NODE_FINISHED: u8 = NodeState::Finished as u8;
/// [`TreeTrace::states`]: cut away by alpha-beta, never searched.
pub const NODE_PRUNED: u8 = NodeState::Pruned as u8;

/// "No node" in [`TreeTrace::parents`] and [`TreeTrace::chosen`]; JavaScript sees −1.
pub const NO_NODE: i32 = -1;

/// Why a tree was refused, for the page: `reason` is `"cycle"` (with the cycle's position ids,
/// the first repeated last) or `"too-big"` (with the tree's size and the limit).
#[derive(Serialize)]
struct RefusalJs {
    reason: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    cycle: Option<Vec<u32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    nodes: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    limit: Option<u32>,
}

#[wasm_bindgen]
impl Game {
    /// Unfolds the game into its tree, children in `order` (`"given"`, `"best"` or `"worst"`:
    /// best or worst first for the player to move), and records `algorithm` (`"stack"`: Shen's
    /// stack traversal; `"alphabeta"`) over it. Throws an `Error` whose message is the engine's
    /// sentence, with `reason` `"cycle"` (and `cycle`: ids) or `"too-big"` (and `nodes`, `limit`)
    /// when the tree cannot be drawn; an unknown algorithm or order is named.
    #[wasm_bindgen(js_name = treeTrace)]
    pub fn tree_trace(&self, algorithm: &str, order: &str) -> Result<TreeTrace, JsValue> {
        let order = match order {
            "given" => MoveOrder::Given,
            "best" => MoveOrder::BestFirst,
            "worst" => MoveOrder::WorstFirst,
            other => {
                return Err(
                    js_sys::Error::new(&format!("unknown move order `{other}`: use given, best or worst")).into()
                );
            }
        };
        if algorithm != "stack" && algorithm != "alphabeta" {
            return Err(
                js_sys::Error::new(&format!("unknown tree algorithm `{algorithm}`: use stack or alphabeta")).into()
            );
        }
        let tree = UnfoldedTree::new(&self.graph, order, MAX_DRAWN_TREE_NODES).map_err(|e| {
            let fields = match &e {
                UnfoldError::Cycle { cycle } => {
                    RefusalJs { reason: "cycle", cycle: Some(cycle.clone()), nodes: None, limit: None }
                }
                UnfoldError::TooBig { nodes_at_least, limit } => RefusalJs {
                    reason: "too-big",
                    cycle: None,
                    nodes: Some(*nodes_at_least as f64),
                    limit: Some(*limit as u32),
                },
            };
            js_error(&e.describe(&self.graph), &fields)
        })?;
        let interval = tree.len();
        let (value, run) = if algorithm == "stack" {
            let (value, events) = stack_traversal(&tree);
            (value, Run::Stack(Scrubber::new(StackReplay::new(&tree), events, interval)))
        } else {
            let (result, events) = alpha_beta_traced(&tree);
            (result.value, Run::AlphaBeta(Scrubber::new(AlphaBetaReplay::new(&tree), events, interval)))
        };
        let leaves_by_step = leaves_by_step(&run);
        Ok(TreeTrace { tree, run, value, leaves_by_step })
    }
}

/// The recorded run of one of the two algorithms.
enum Run {
    Stack(Scrubber<StackReplay>),
    AlphaBeta(Scrubber<AlphaBetaReplay>),
}

/// `result[k]`: the leaves evaluated after `k` events.
fn leaves_by_step(run: &Run) -> Vec<u32> {
    let evaluates: Vec<bool> = match run {
        Run::Stack(s) => s.events().iter().map(|e| matches!(e, StackEvent::Process { .. })).collect(),
        Run::AlphaBeta(s) => s.events().iter().map(|e| matches!(e, AlphaBetaEvent::Leaf { .. })).collect(),
    };
    let mut counts = Vec::with_capacity(evaluates.len() + 1);
    counts.push(0);
    for (i, &leaf) in evaluates.iter().enumerate() {
        counts.push(counts[i] + u32::from(leaf));
    }
    counts
}

/// An event of either run as the page sees it: `kind` names it. Nodes are tree node ids.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum TreeEventJs {
    /// вверх_налево: push (`mover` of `from`, −∞/+∞), go to the first child.
    UpLeft {
        from: u32,
        to: u32,
        mover: u8,
    },
    /// обработать: c := the leaf's value.
    Process {
        node: u32,
        value: f64,
    },
    /// вправо: the stack top becomes `best`; go to the next sibling.
    Right {
        from: u32,
        to: u32,
        best: f64,
    },
    /// вниз: c := `value`, the parent's value; pop.
    Down {
        from: u32,
        to: u32,
        value: f64,
    },
    Enter {
        node: u32,
        alpha: f64,
        beta: f64,
    },
    Leaf {
        node: u32,
        value: f64,
    },
    Return {
        node: u32,
        value: f64,
        #[serde(rename = "toParent")]
        to_parent: Option<u32>,
    },
    Cutoff {
        node: u32,
        value: f64,
        alpha: f64,
        beta: f64,
        pruned: Vec<u32>,
    },
}

impl From<&StackEvent> for TreeEventJs {
    fn from(event: &StackEvent) -> Self {
        match *event {
            StackEvent::UpLeft { from, to, mover } => TreeEventJs::UpLeft { from, to, mover: mover_code(mover) },
            StackEvent::Process { node, value } => TreeEventJs::Process { node, value },
            StackEvent::Right { from, to, best } => TreeEventJs::Right { from, to, best },
            StackEvent::Down { from, to, value } => TreeEventJs::Down { from, to, value },
        }
    }
}

impl From<&AlphaBetaEvent> for TreeEventJs {
    fn from(event: &AlphaBetaEvent) -> Self {
        match event {
            &AlphaBetaEvent::Enter { node, alpha, beta } => TreeEventJs::Enter { node, alpha, beta },
            &AlphaBetaEvent::Leaf { node, value } => TreeEventJs::Leaf { node, value },
            &AlphaBetaEvent::Return { node, value, to_parent } => TreeEventJs::Return { node, value, to_parent },
            AlphaBetaEvent::Cutoff { node, value, alpha, beta, pruned } => {
                TreeEventJs::Cutoff { node: *node, value: *value, alpha: *alpha, beta: *beta, pruned: pruned.clone() }
            }
        }
    }
}

/// A uniform tree's shape and Knuth and Moore's minimum number of leaves alpha-beta evaluates
/// on it.
#[derive(Serialize)]
struct UniformJs {
    branching: u32,
    depth: u32,
    /// b^⌈d/2⌉ + b^⌊d/2⌋ − 1.
    minimum: f64,
}

/// The game tree and a recorded run over it: steps `0 ..= length`, step `k` being the state after
/// `k` events.
#[wasm_bindgen]
pub struct TreeTrace {
    tree: UnfoldedTree,
    run: Run,
    value: f64,
    leaves_by_step: Vec<u32>,
}

#[wasm_bindgen]
impl TreeTrace {
    /// `"stack"` or `"alphabeta"`.
    #[wasm_bindgen(getter)]
    pub fn algorithm(&self) -> String {
        match self.run {
            Run::Stack(_) => "stack".to_owned(),
            Run::AlphaBeta(_) => "alphabeta".to_owned(),
        }
    }

    /// Number of tree nodes (preorder ids `0 .. nodeCount`; the root is 0).
    #[wasm_bindgen(getter, js_name = nodeCount)]
    pub fn node_count(&self) -> u32 {
        self.tree.len() as u32
    }

    /// Number of leaves of the whole tree: what a search without pruning evaluates.
    #[wasm_bindgen(getter, js_name = leafCount)]
    pub fn leaf_count(&self) -> u32 {
        (0..self.tree.len() as u32).filter(|&v| self.tree.is_leaf(v)).count() as u32
    }

    /// The value of the game (the root's), which the run ends with.
    #[wasm_bindgen(getter)]
    pub fn value(&self) -> f64 {
        self.value
    }

    /// The parent of every node; `NO_NODE` (−1) for the root.
    pub fn parents(&self) -> Vec<i32> {
        self.tree.parents().iter().map(|p| p.map_or(NO_NODE, |p| p as i32)).collect()
    }

    /// The game position (id in the game) of every node: its name is `game.names()[id]`.
    pub fn positions(&self) -> Vec<u32> {
        self.tree.positions().to_vec()
    }

    /// The depth of every node (moves from the root).
    pub fn depths(&self) -> Vec<u32> {
        self.tree.depths().to_vec()
    }

    /// The kind of every node: `NODE_PAUL` (0, max), `NODE_CAROLE` (1, min) or `NODE_END` (2).
    pub fn kinds(&self) -> Vec<u8> {
        (0..self.tree.len())
            .map(|v| if self.tree.is_leaf(v as u32) { NODE_END } else { mover_code(self.tree.movers()[v]) })
            .collect()
    }

    /// VALUE of every leaf; NaN for inner nodes.
    #[wasm_bindgen(js_name = endValues)]
    pub fn end_values(&self) -> Vec<f64> {
        self.tree.end_values().to_vec()
    }

    /// Compressed rows: the children of `v`, in search (and drawing) order, are
    /// `children()[childOffsets()[v] .. childOffsets()[v + 1]]`.
    #[wasm_bindgen(js_name = childOffsets)]
    pub fn child_offsets(&self) -> Vec<u32> {
        self.tree.children_csr().0.to_vec()
    }

    /// See [`TreeTrace::child_offsets`].
    pub fn children(&self) -> Vec<u32> {
        self.tree.children_csr().1.to_vec()
    }

    /// `{branching, depth, minimum}` when every inner node has the same number of children and
    /// every leaf the same depth (`minimum` = b^⌈d/2⌉ + b^⌊d/2⌋ − 1, Knuth and Moore's least
    /// number of leaves alpha-beta can evaluate); `null` otherwise.
    pub fn uniform(&self) -> JsValue {
        match uniform_shape(&self.tree) {
            Some((branching, depth)) => {
                to_js(&UniformJs { branching, depth, minimum: knuth_moore_minimum(branching, depth) })
            }
            None => JsValue::NULL,
        }
    }

    /// Number of events (the last step).
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        match &self.run {
            Run::Stack(s) => s.len() as u32,
            Run::AlphaBeta(s) => s.len() as u32,
        }
    }

    /// The step the state accessors describe.
    #[wasm_bindgen(getter)]
    pub fn step(&self) -> u32 {
        match &self.run {
            Run::Stack(s) => s.step() as u32,
            Run::AlphaBeta(s) => s.step() as u32,
        }
    }

    /// The `i`-th event (0-based; it leads from step `i` to step `i + 1`) as a plain object;
    /// `undefined` past the end. Stack traversal: `{kind: "up-left", from, to, mover}`,
    /// `{kind: "process", node, value}`, `{kind: "right", from, to, best}`,
    /// `{kind: "down", from, to, value}`. Alpha-beta: `{kind: "enter", node, alpha, beta}`,
    /// `{kind: "leaf", node, value}`, `{kind: "return", node, value, toParent}` (`null` at the
    /// root), `{kind: "cutoff", node, value, alpha, beta, pruned}` (`pruned`: the children cut).
    #[wasm_bindgen(js_name = eventAt)]
    pub fn event_at(&self, i: u32) -> JsValue {
        let event = match &self.run {
            Run::Stack(s) => s.event(i as usize).map(TreeEventJs::from),
            Run::AlphaBeta(s) => s.event(i as usize).map(TreeEventJs::from),
        };
        event.map_or(JsValue::UNDEFINED, |e| to_js(&e))
    }

    /// Moves to step `k` (clamped to `length`); the accessors below then describe it.
    pub fn seek(&mut self, k: u32) {
        match &mut self.run {
            Run::Stack(s) => {
                s.seek(k as usize);
            }
            Run::AlphaBeta(s) => {
                s.seek(k as usize);
            }
        }
    }

    /// The node the last event is about (the Robot's node; the root at step 0).
    #[wasm_bindgen(getter)]
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
    #[wasm_bindgen(getter)]
    pub fn leaves(&self) -> u32 {
        self.leaves_by_step[self.step() as usize]
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

    /// Every node's state: `NODE_UNVISITED` (0), `NODE_ON_PATH` (1), `NODE_FINISHED` (2) or
    /// `NODE_PRUNED` (3, alpha-beta only).
    pub fn states(&self) -> Vec<u8> {
        match &self.run {
            Run::Stack(s) => {
                // A node with a value is finished (a leaf once processed, an inner node once
                // the Robot came down to it); the stack's nodes and the Robot's are the path.
                let values = s.state().values();
                let mut states: Vec<u8> = (0..self.tree.len())
                    .map(|v| if values[v].is_nan() { NODE_UNVISITED } else { NODE_FINISHED })
                    .collect();
                for v in self.path() {
                    if values[v as usize].is_nan() {
                        states[v as usize] = NODE_ON_PATH;
                    }
                }
                states
            }
            Run::AlphaBeta(s) => s.state().states().iter().map(|&state| state as u8).collect(),
        }
    }

    /// Every node's value so far: finished nodes their value (alpha-beta: a bound when cut off);
    /// alpha-beta's nodes on the path the best of their children so far (−∞/+∞: none yet);
    /// NaN otherwise.
    pub fn values(&self) -> Vec<f64> {
        match &self.run {
            Run::Stack(s) => s.state().values().to_vec(),
            Run::AlphaBeta(s) => s.state().values().to_vec(),
        }
    }

    /// For every node, the child whose value it took (the first to attain it): alpha-beta's as
    /// the search goes, the stack traversal's once the node is finished; `NO_NODE` (−1) otherwise.
    pub fn chosen(&self) -> Vec<i32> {
        match &self.run {
            Run::Stack(s) => {
                let values = s.state().values();
                (0..self.tree.len() as u32)
                    .map(|v| {
                        let value = values[v as usize];
                        if value.is_nan() {
                            return NO_NODE;
                        }
                        let children = self.tree.children(v);
                        children.iter().find(|&&c| values[c as usize] == value).map_or(NO_NODE, |&c| c as i32)
                    })
                    .collect()
            }
            Run::AlphaBeta(s) => s.state().chosen().iter().map(|c| c.map_or(NO_NODE, |c| c as i32)).collect(),
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

    /// Alpha-beta: β of every node entered; NaN otherwise (see [`TreeTrace::alphas`]).
    pub fn betas(&self) -> Vec<f64> {
        match &self.run {
            Run::Stack(_) => vec![f64::NAN; self.tree.len()],
            Run::AlphaBeta(s) => s.state().betas().to_vec(),
        }
    }

    /// Stack traversal: the node each stack entry belongs to, the root at the bottom (index 0);
    /// empty for alpha-beta.
    #[wasm_bindgen(js_name = stackNodes)]
    pub fn stack_nodes(&self) -> Vec<u32> {
        match &self.run {
            Run::Stack(s) => s.state().stack_nodes().to_vec(),
            Run::AlphaBeta(_) => Vec::new(),
        }
    }

    /// Stack traversal: each entry's type, `NODE_PAUL` (max) or `NODE_CAROLE` (min).
    #[wasm_bindgen(js_name = stackKinds)]
    pub fn stack_kinds(&self) -> Vec<u8> {
        match &self.run {
            Run::Stack(s) => s.state().stack_movers().iter().map(|&m| mover_code(m)).collect(),
            Run::AlphaBeta(_) => Vec::new(),
        }
    }

    /// Stack traversal: each entry's max/min of the children left of the current one (−∞/+∞
    /// while there is none).
    #[wasm_bindgen(js_name = stackBest)]
    pub fn stack_best(&self) -> Vec<f64> {
        match &self.run {
            Run::Stack(s) => s.state().stack_best().to_vec(),
            Run::AlphaBeta(_) => Vec::new(),
        }
    }

    /// Stack traversal: the variable `c` (the value of the Robot's node once everything left of
    /// and above it is processed); `undefined` while unused, and for alpha-beta.
    #[wasm_bindgen(getter)]
    pub fn c(&self) -> Option<f64> {
        match &self.run {
            Run::Stack(s) => s.state().c(),
            Run::AlphaBeta(_) => None,
        }
    }
}

/// `(b, d)` when every inner node of `tree` has `b` children and every leaf has depth `d`.
fn uniform_shape(tree: &UnfoldedTree) -> Option<(u32, u32)> {
    let n = tree.len() as u32;
    let branching = tree.children(0).len() as u32;
    let mut depth = None;
    for v in 0..n {
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
    depth.map(|d| (branching, d))
}

/// Knuth and Moore's minimum b^⌈d/2⌉ + b^⌊d/2⌋ − 1 (1 for a lone leaf), as a float (the trees
/// drawn are small; it is exact there).
fn knuth_moore_minimum(b: u32, d: u32) -> f64 {
    let b = f64::from(b);
    b.powi(d.div_ceil(2) as i32) + b.powi((d / 2) as i32) - 1.0
}
