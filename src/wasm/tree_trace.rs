//! [`Game::tree_trace`] and the [`TreeTrace`] it returns: the binding of
//! [`crate::solve::tree_run::TreeRun`] (the game unfolded into its tree and a recorded run over it
//! of A. Shen's stack traversal or of alpha-beta), for the page to draw the tree and scrub through
//! the run.
//!
//! The tree is read once as typed arrays (parents, children in compressed rows, position of each
//! node, kinds, leaf values); the events as plain objects; the state at the cursor as typed
//! arrays. Nothing is computed here: options become `Option`s of −1, states and movers wire codes.
//! A tree past [`crate::solve::game_tree::MAX_DRAWN_TREE_NODES`] nodes, or a game with a cycle,
//! is refused with the engine's sentence; the page then shows the solved summary.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::game::Game;
use super::{NO_NODE, NODE_END, js_error, mover_code, to_js};
use crate::solve::alpha_beta_trace::AlphaBetaEvent;
use crate::solve::game_tree::{MoveOrder, UnfoldError};
use crate::solve::stack_traversal::StackEvent;
use crate::solve::tree_run::{TreeAlgorithm, TreeEvent, TreeRun, Uniform};

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
        let order = MoveOrder::parse(order).map_err(|e| JsValue::from(js_sys::Error::new(&e)))?;
        let algorithm = TreeAlgorithm::parse(algorithm).map_err(|e| JsValue::from(js_sys::Error::new(&e)))?;
        let run = TreeRun::new(&self.graph, algorithm, order).map_err(|e| {
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
        Ok(TreeTrace { run })
    }
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

impl From<TreeEvent<'_>> for TreeEventJs {
    fn from(event: TreeEvent<'_>) -> Self {
        match event {
            TreeEvent::Stack(&StackEvent::UpLeft { from, to, mover }) => {
                TreeEventJs::UpLeft { from, to, mover: mover_code(mover) }
            }
            TreeEvent::Stack(&StackEvent::Process { node, value }) => TreeEventJs::Process { node, value },
            TreeEvent::Stack(&StackEvent::Right { from, to, best }) => TreeEventJs::Right { from, to, best },
            TreeEvent::Stack(&StackEvent::Down { from, to, value }) => TreeEventJs::Down { from, to, value },
            TreeEvent::AlphaBeta(&AlphaBetaEvent::Enter { node, alpha, beta }) => {
                TreeEventJs::Enter { node, alpha, beta }
            }
            TreeEvent::AlphaBeta(&AlphaBetaEvent::Leaf { node, value }) => TreeEventJs::Leaf { node, value },
            TreeEvent::AlphaBeta(&AlphaBetaEvent::Return { node, value, to_parent }) => {
                TreeEventJs::Return { node, value, to_parent }
            }
            TreeEvent::AlphaBeta(AlphaBetaEvent::Cutoff { node, value, alpha, beta, pruned }) => {
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

/// `None` as [`NO_NODE`].
fn node_or_none(node: Option<u32>) -> i32 {
    node.map_or(NO_NODE, |v| v as i32)
}

/// The game tree and a recorded run over it: steps `0 ..= length`, step `k` being the state after
/// `k` events.
#[wasm_bindgen]
pub struct TreeTrace {
    run: TreeRun,
}

#[wasm_bindgen]
impl TreeTrace {
    /// `"stack"` or `"alphabeta"`.
    #[wasm_bindgen(getter)]
    pub fn algorithm(&self) -> String {
        self.run.algorithm().keyword().to_owned()
    }

    /// Number of tree nodes (preorder ids `0 .. nodeCount`; the root is 0).
    #[wasm_bindgen(getter, js_name = nodeCount)]
    pub fn node_count(&self) -> u32 {
        self.run.tree().len() as u32
    }

    /// Number of leaves of the whole tree: what a search without pruning evaluates.
    #[wasm_bindgen(getter, js_name = leafCount)]
    pub fn leaf_count(&self) -> u32 {
        self.run.leaf_count()
    }

    /// The value of the game (the root's), which the run ends with.
    #[wasm_bindgen(getter)]
    pub fn value(&self) -> f64 {
        self.run.value()
    }

    /// The parent of every node; `NO_NODE` (−1) for the root.
    pub fn parents(&self) -> Vec<i32> {
        self.run.tree().parents().iter().map(|&p| node_or_none(p)).collect()
    }

    /// The game position (id in the game) of every node: its name is `game.names()[id]`.
    pub fn positions(&self) -> Vec<u32> {
        self.run.tree().positions().to_vec()
    }

    /// The depth of every node (moves from the root).
    pub fn depths(&self) -> Vec<u32> {
        self.run.tree().depths().to_vec()
    }

    /// The kind of every node: `NODE_PAUL` (0, max), `NODE_CAROLE` (1, min) or `NODE_END` (2).
    pub fn kinds(&self) -> Vec<u8> {
        self.run.node_movers().into_iter().map(|m| m.map_or(NODE_END, mover_code)).collect()
    }

    /// VALUE of every leaf; NaN for inner nodes.
    #[wasm_bindgen(js_name = endValues)]
    pub fn end_values(&self) -> Vec<f64> {
        self.run.tree().end_values().to_vec()
    }

    /// Compressed rows: the children of `v`, in search (and drawing) order, are
    /// `children()[childOffsets()[v] .. childOffsets()[v + 1]]`.
    #[wasm_bindgen(js_name = childOffsets)]
    pub fn child_offsets(&self) -> Vec<u32> {
        self.run.tree().children_csr().0.to_vec()
    }

    /// See [`TreeTrace::child_offsets`].
    pub fn children(&self) -> Vec<u32> {
        self.run.tree().children_csr().1.to_vec()
    }

    /// `{branching, depth, minimum}` when every inner node has the same number of children and
    /// every leaf the same depth (`minimum` = b^⌈d/2⌉ + b^⌊d/2⌋ − 1, Knuth and Moore's least
    /// number of leaves alpha-beta can evaluate); `null` otherwise.
    pub fn uniform(&self) -> JsValue {
        match self.run.uniform() {
            Some(Uniform { branching, depth, minimum }) => to_js(&UniformJs { branching, depth, minimum }),
            None => JsValue::NULL,
        }
    }

    /// Number of events (the last step).
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        self.run.len() as u32
    }

    /// The step the state accessors describe.
    #[wasm_bindgen(getter)]
    pub fn step(&self) -> u32 {
        self.run.step() as u32
    }

    /// The `i`-th event (0-based; it leads from step `i` to step `i + 1`) as a plain object;
    /// `undefined` past the end. Stack traversal: `{kind: "up-left", from, to, mover}`,
    /// `{kind: "process", node, value}`, `{kind: "right", from, to, best}`,
    /// `{kind: "down", from, to, value}`. Alpha-beta: `{kind: "enter", node, alpha, beta}`,
    /// `{kind: "leaf", node, value}`, `{kind: "return", node, value, toParent}` (`null` at the
    /// root), `{kind: "cutoff", node, value, alpha, beta, pruned}` (`pruned`: the children cut).
    #[wasm_bindgen(js_name = eventAt)]
    pub fn event_at(&self, i: u32) -> JsValue {
        self.run.event(i as usize).map_or(JsValue::UNDEFINED, |e| to_js(&TreeEventJs::from(e)))
    }

    /// Moves to step `k` (clamped to `length`); the accessors below then describe it.
    pub fn seek(&mut self, k: u32) {
        self.run.seek(k as usize);
    }

    /// The node the last event is about (the Robot's node; the root at step 0).
    #[wasm_bindgen(getter)]
    pub fn current(&self) -> u32 {
        self.run.current()
    }

    /// Leaves evaluated so far (processed, for the stack traversal).
    #[wasm_bindgen(getter)]
    pub fn leaves(&self) -> u32 {
        self.run.leaves()
    }

    /// The current path, the root first (the stack traversal: the stack's nodes and the Robot's;
    /// alpha-beta: the nodes entered and not yet returned).
    pub fn path(&self) -> Vec<u32> {
        self.run.path()
    }

    /// Every node's state: `NODE_UNVISITED` (0), `NODE_ON_PATH` (1), `NODE_FINISHED` (2) or
    /// `NODE_PRUNED` (3, alpha-beta only).
    pub fn states(&self) -> Vec<u8> {
        self.run.states().into_iter().map(|state| state as u8).collect()
    }

    /// Every node's value so far: finished nodes their value (alpha-beta: a bound when cut off);
    /// alpha-beta's nodes on the path the best of their children so far (−∞/+∞: none yet);
    /// NaN otherwise.
    pub fn values(&self) -> Vec<f64> {
        self.run.values().to_vec()
    }

    /// For every node, the child whose value it took (the first to attain it): alpha-beta's as
    /// the search goes, the stack traversal's once the node is finished; `NO_NODE` (−1) otherwise.
    pub fn chosen(&self) -> Vec<i32> {
        self.run.chosen().into_iter().map(node_or_none).collect()
    }

    /// Alpha-beta: α of every node entered (current on the path, last on finished nodes); NaN
    /// otherwise, and everywhere for the stack traversal.
    pub fn alphas(&self) -> Vec<f64> {
        self.run.alphas()
    }

    /// Alpha-beta: β of every node entered; NaN otherwise (see [`TreeTrace::alphas`]).
    pub fn betas(&self) -> Vec<f64> {
        self.run.betas()
    }

    /// Stack traversal: the node each stack entry belongs to, the root at the bottom (index 0);
    /// empty for alpha-beta.
    #[wasm_bindgen(js_name = stackNodes)]
    pub fn stack_nodes(&self) -> Vec<u32> {
        self.run.stack().map_or_else(Vec::new, |s| s.stack_nodes().to_vec())
    }

    /// Stack traversal: each entry's type, `NODE_PAUL` (max) or `NODE_CAROLE` (min).
    #[wasm_bindgen(js_name = stackKinds)]
    pub fn stack_kinds(&self) -> Vec<u8> {
        self.run.stack().map_or_else(Vec::new, |s| s.stack_movers().iter().map(|&m| mover_code(m)).collect())
    }

    /// Stack traversal: each entry's max/min of the children left of the current one (−∞/+∞
    /// while there is none).
    #[wasm_bindgen(js_name = stackBest)]
    pub fn stack_best(&self) -> Vec<f64> {
        self.run.stack().map_or_else(Vec::new, |s| s.stack_best().to_vec())
    }

    /// Stack traversal: the variable `c` (the value of the Robot's node once everything left of
    /// and above it is processed); `undefined` while unused, and for alpha-beta.
    #[wasm_bindgen(getter)]
    pub fn c(&self) -> Option<f64> {
        self.run.stack().and_then(|s| s.c())
    }
}
