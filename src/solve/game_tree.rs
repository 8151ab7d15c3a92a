//! A stored game graph unfolded into its explicit game tree, for the tree algorithms of A. Shen,
//! "Programming: theorems and problems", 11.3 (the stack traversal and alpha-beta) to walk and
//! for the page to draw.
//!
//! Shen's Robot walks a *tree* of positions: a position reached by two move orders is two tree
//! nodes. A graph without cycles (a DAG) unfolds into a finite tree, one node per path from the
//! start; a graph with a cycle reachable from the start has an infinite play and no finite tree.
//! The tree can be exponentially larger than the graph, so the unfolding is refused past a node
//! limit, with the exact size (counted on the DAG by paths, Θ(V + E)) in the error.
//!
//! Nodes are numbered in preorder (the root is 0, a node's subtree is the contiguous range
//! `node..subtree_end(node)`), children in the chosen [`MoveOrder`]. Built with an explicit stack:
//! no recursion, whatever the depth.

use crate::game::Game;
use crate::graph::{GameGraph, Player, PositionId};

use super::dfs::solve_dag;

/// The most tree nodes the page draws; past it, the page shows the solved summary (and the
/// command line refuses to trace the tree algorithms, so that both agree on every step).
pub const MAX_DRAWN_TREE_NODES: usize = 300;

/// In which order a node's children are searched (and drawn, left to right).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveOrder {
    /// The game's move order.
    Given,
    /// By minimax value, the best for the player to move first (ties keep the move order).
    BestFirst,
    /// By minimax value, the worst for the player to move first (ties keep the move order).
    WorstFirst,
}

impl MoveOrder {
    /// Every order, with its keyword (the page's and the links').
    pub const ALL: [(MoveOrder, &'static str); 3] =
        [(MoveOrder::Given, "given"), (MoveOrder::BestFirst, "best"), (MoveOrder::WorstFirst, "worst")];

    /// Parses a keyword: `given`, `best` or `worst`; the error names the word and the choices.
    pub fn parse(word: &str) -> Result<MoveOrder, String> {
        match MoveOrder::ALL.iter().find(|(_, keyword)| *keyword == word) {
            Some(&(order, _)) => Ok(order),
            None => Err(format!("unknown move order `{word}`: use given, best or worst")),
        }
    }
}

/// Why a graph has no tree the page can draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnfoldError {
    /// The tree has at least this many nodes, more than the limit.
    TooBig { nodes_at_least: u64, limit: usize },
    /// A cycle reachable from the start (its positions, the first repeated last): plays can go on
    /// forever, the tree is infinite.
    Cycle { cycle: Vec<PositionId> },
}

impl UnfoldError {
    /// The error in words, positions by name.
    pub fn describe(&self, graph: &GameGraph) -> String {
        match self {
            UnfoldError::TooBig { nodes_at_least, limit } => format!(
                "the game tree has {} positions (every path from the start counts), more than {}: too big to draw step by step; use DFS minimax, which visits each position once",
                crate::text::count_at_least(*nodes_at_least),
                crate::text::thousands(*limit as u64)
            ),
            UnfoldError::Cycle { cycle } => {
                let names: Vec<&str> = cycle.iter().map(|&v| graph.name(v)).collect();
                format!(
                    "cycle {}: a game with a cycle is not a finite tree; use retrograde analysis",
                    crate::text::shorten_list(&names, " → ", crate::text::LIST_ENDS)
                )
            }
        }
    }
}

/// The game tree of a stored graph, by node id (preorder).
#[derive(Clone, Debug, PartialEq)]
pub struct UnfoldedTree {
    parents: Vec<Option<u32>>,
    positions: Vec<PositionId>,
    depths: Vec<u32>,
    /// Which move of the parent's position leads here (its index in the graph's move order).
    moves: Vec<u32>,
    movers: Vec<Player>,
    /// VALUE of each leaf; NaN for inner nodes.
    end_values: Vec<f64>,
    /// The children of `v` are `children[child_offsets[v]..child_offsets[v + 1]]`, search order.
    child_offsets: Vec<u32>,
    children: Vec<u32>,
    subtree_ends: Vec<u32>,
}

impl UnfoldedTree {
    /// Unfolds `graph` from its start, children in `order`, or says why it cannot: a cycle, or
    /// more than `max_nodes` nodes.
    pub fn new(graph: &GameGraph, order: MoveOrder, max_nodes: usize) -> Result<Self, UnfoldError> {
        let solution = solve_dag(graph).map_err(|e| UnfoldError::Cycle { cycle: e.cycle })?;
        let size = tree_size(graph, &solution.finished);
        if size > max_nodes as u64 {
            return Err(UnfoldError::TooBig { nodes_at_least: size, limit: max_nodes });
        }
        let n = size as usize;
        let mut tree = UnfoldedTree {
            parents: Vec::with_capacity(n),
            positions: Vec::with_capacity(n),
            depths: Vec::with_capacity(n),
            moves: Vec::with_capacity(n),
            movers: Vec::with_capacity(n),
            end_values: Vec::with_capacity(n),
            child_offsets: Vec::new(),
            children: Vec::new(),
            subtree_ends: vec![0; n],
        };
        let mut child_lists: Vec<Vec<u32>> = Vec::with_capacity(n);
        // (position, parent node, move index, depth); children are pushed last first so that the
        // first child is numbered next: preorder.
        let mut stack: Vec<(PositionId, Option<u32>, u32, u32)> = vec![(graph.start(), None, 0, 0)];
        while let Some((v, parent, move_index, depth)) = stack.pop() {
            let id = tree.positions.len() as u32;
            tree.parents.push(parent);
            tree.positions.push(v);
            tree.depths.push(depth);
            tree.moves.push(move_index);
            tree.movers.push(graph.mover(v));
            tree.end_values.push(graph.end_value(v).unwrap_or(f64::NAN));
            child_lists.push(Vec::new());
            if let Some(p) = parent {
                child_lists[p as usize].push(id);
            }
            let moves = ordered_moves(graph, &solution.values, v, order);
            for &i in moves.iter().rev() {
                stack.push((graph.successors(v)[i as usize], Some(id), i, depth + 1));
            }
        }
        // In preorder a subtree ends where the next node not below it starts: fill from the
        // last node up, children before parents.
        for v in (0..n).rev() {
            tree.subtree_ends[v] = child_lists[v].last().map_or(v as u32 + 1, |&c| tree.subtree_ends[c as usize]);
        }
        tree.child_offsets.push(0);
        for list in child_lists {
            tree.children.extend(list);
            tree.child_offsets.push(tree.children.len() as u32);
        }
        Ok(tree)
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Always false: a tree has its root.
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// The parent of every node (`None` for the root, node 0).
    pub fn parents(&self) -> &[Option<u32>] {
        &self.parents
    }

    /// The graph position of every node.
    pub fn positions(&self) -> &[PositionId] {
        &self.positions
    }

    /// The depth of every node (moves from the start).
    pub fn depths(&self) -> &[u32] {
        &self.depths
    }

    /// For every node, which move of its parent's position leads to it (0-based, in the game's
    /// move order; 0 for the root): the path of move indices names a node in any order.
    pub fn moves(&self) -> &[u32] {
        &self.moves
    }

    /// Who moves at every node.
    pub fn movers(&self) -> &[Player] {
        &self.movers
    }

    /// VALUE of every leaf; NaN for inner nodes.
    pub fn end_values(&self) -> &[f64] {
        &self.end_values
    }

    /// The children of `node`, in search order.
    pub fn children(&self, node: u32) -> &[u32] {
        let v = node as usize;
        &self.children[self.child_offsets[v] as usize..self.child_offsets[v + 1] as usize]
    }

    /// The children of every node as compressed rows: `(offsets, children)`.
    pub fn children_csr(&self) -> (&[u32], &[u32]) {
        (&self.child_offsets, &self.children)
    }

    /// One past the last node of `node`'s subtree: the subtree is `node..subtree_end(node)`.
    pub fn subtree_end(&self, node: u32) -> u32 {
        self.subtree_ends[node as usize]
    }

    /// [`UnfoldedTree::subtree_end`] of every node.
    pub fn subtree_ends(&self) -> &[u32] {
        &self.subtree_ends
    }

    /// True when `node` has no children.
    pub fn is_leaf(&self, node: u32) -> bool {
        self.children(node).is_empty()
    }

    /// The node's position name followed by `#` and its id, e.g. `C0.1#3` (`#` never occurs in a
    /// name).
    pub fn label(&self, graph: &GameGraph, node: u32) -> String {
        format!("{}#{node}", graph.name(self.positions[node as usize]))
    }
}

/// The tree as a game whose states are node ids: what the tree algorithms of [`super::tree`]
/// walk when they are traced for the page and the command line.
impl Game for UnfoldedTree {
    type State = u32;

    fn start(&self) -> u32 {
        0
    }

    fn mover(&self, node: &u32) -> Player {
        self.movers[*node as usize]
    }

    fn child(&self, node: &u32, i: usize) -> Option<u32> {
        self.children(*node).get(i).copied()
    }

    fn end_value(&self, node: &u32) -> f64 {
        self.end_values[*node as usize]
    }

    /// `node` and the node id (position names are the graph's: see [`UnfoldedTree::label`]).
    fn name(&self, node: &u32) -> String {
        format!("node{node}")
    }
}

/// The number of tree nodes below each position (itself included), saturating, computed in the
/// order the DFS finished the positions (successors first); the start's count is the tree size.
fn tree_size(graph: &GameGraph, finished: &[u32]) -> u64 {
    let mut by_finish: Vec<PositionId> = (0..graph.len() as PositionId).filter(|&v| finished[v as usize] > 0).collect();
    by_finish.sort_unstable_by_key(|&v| finished[v as usize]);
    let mut size = vec![0u64; graph.len()];
    for v in by_finish {
        let below = graph.successors(v).iter().fold(0u64, |sum, &w| sum.saturating_add(size[w as usize]));
        size[v as usize] = below.saturating_add(1);
    }
    size[graph.start() as usize]
}

/// The move indices of `v` in search order: as given, or stably sorted by the successors' values
/// for the mover at `v`.
fn ordered_moves(graph: &GameGraph, values: &[f64], v: PositionId, order: MoveOrder) -> Vec<u32> {
    let successors = graph.successors(v);
    let mut moves: Vec<u32> = (0..successors.len() as u32).collect();
    let value = |i: &u32| values[successors[*i as usize] as usize];
    // Paul's best is the highest value, Carole's the lowest; worst first is the reverse.
    let highest_first = match (order, graph.mover(v)) {
        (MoveOrder::Given, _) => return moves,
        (MoveOrder::BestFirst, Player::Max) | (MoveOrder::WorstFirst, Player::Min) => true,
        (MoveOrder::BestFirst, Player::Min) | (MoveOrder::WorstFirst, Player::Max) => false,
    };
    if highest_first {
        moves.sort_by(|a, b| value(b).total_cmp(&value(a)));
    } else {
        moves.sort_by(|a, b| value(a).total_cmp(&value(b)));
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::GraphBuilder;

    /// A DAG with a transposition: T is reached twice, so it is two tree nodes.
    /// ```text
    ///   R (max) ──► A (min) ──► T = 1
    ///     │           └───────► x = 5
    ///     └───────► T
    /// ```
    fn fixture() -> GameGraph {
        let mut b = GraphBuilder::new();
        let r = b.add_position("R", Player::Max, [1, 2]);
        b.add_position("A", Player::Min, [2, 3]);
        b.add_end("T", 1.0);
        b.add_end("x", 5.0);
        b.set_start(r);
        b.build().unwrap()
    }

    #[test]
    fn a_transposition_becomes_two_nodes_in_preorder() {
        let g = fixture();
        let t = UnfoldedTree::new(&g, MoveOrder::Given, 10).unwrap();
        assert_eq!(t.positions(), &[0, 1, 2, 3, 2]);
        assert_eq!(t.parents(), &[None, Some(0), Some(1), Some(1), Some(0)]);
        assert_eq!(t.depths(), &[0, 1, 2, 2, 1]);
        assert_eq!(t.moves(), &[0, 0, 0, 1, 1]);
        assert_eq!(t.children(0), &[1, 4]);
        assert_eq!(t.subtree_end(1), 4);
        assert_eq!(t.subtree_end(0), 5);
        assert_eq!(t.label(&g, 4), "T#4");
        // R's children by value: A = 1, T = 1 — a tie keeps the move order; A's are 1 < 5.
        let best = UnfoldedTree::new(&g, MoveOrder::WorstFirst, 10).unwrap();
        assert_eq!(best.positions(), &[0, 1, 3, 2, 2]);
        assert_eq!(best.moves(), &[0, 0, 1, 0, 1]);
    }

    #[test]
    fn too_big_and_cycles_are_refused() {
        let g = fixture();
        assert_eq!(
            UnfoldedTree::new(&g, MoveOrder::Given, 4),
            Err(UnfoldError::TooBig { nodes_at_least: 5, limit: 4 })
        );
        let mut b = GraphBuilder::new();
        b.add_position("A", Player::Max, [1]);
        b.add_position("B", Player::Min, [0]);
        let g = b.build().unwrap();
        let e = UnfoldedTree::new(&g, MoveOrder::Given, 10).unwrap_err();
        assert_eq!(e, UnfoldError::Cycle { cycle: vec![0, 1, 0] });
        assert!(e.describe(&g).starts_with("cycle A → B → A"), "{}", e.describe(&g));
    }

    #[test]
    fn a_tree_past_what_u64_counts_is_said_to_be_at_least_that() {
        // 200 positions in a chain, each with three moves to the next: 3^199 leaves.
        let text: String =
            (0..200).map(|i| format!("A{i} max : A{0} A{0} A{0}\n", i + 1)).collect::<String>() + "A200 = 1\n";
        let g = crate::format::parse(&text).unwrap();
        let e = UnfoldedTree::new(&g, MoveOrder::Given, 1000).unwrap_err();
        assert!(
            e.describe(&g).starts_with("the game tree has at least 18,446,744,073,709,551,615 positions"),
            "{}",
            e.describe(&g)
        );
    }
}
