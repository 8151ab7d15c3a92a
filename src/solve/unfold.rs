//! How big the game tree is that a stored graph unfolds into, counted without unfolding it.
//!
//! Alpha-beta and Shen's stack traversal ([`super::tree`]) walk the game *tree*: a position
//! reached by k different plays is visited k times. A DAG of 120 positions — 60 layers of two,
//! each pointing to both of the next — unfolds into a tree with 2^60 leaves, which no search
//! finishes. Before unfolding, count:
//!
//! ```text
//! leaves(v)    = 1 at an end,  Σ leaves(w)       over v's moves (repeats count) otherwise
//! positions(v) = 1 at an end,  1 + Σ positions(w) over v's moves               otherwise
//! ```
//!
//! evaluated in reverse topological order (children first) found by an iterative depth-first
//! search (CLRS ch. 22.4): Θ(V + E) time and memory for the part reachable from the start, with
//! an explicit stack — never recursion — and saturating `u64` arithmetic, so a count past
//! 2^64 − 1 reads as that maximum. A move back to a position still on the search stack is a
//! cycle: the tree is then infinite.

use crate::graph::{GameGraph, PositionId};
use crate::text::{count, count_at_least, thousands};

/// The size of the game tree unfolded from the start. Both counts saturate at `u64::MAX`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeSize {
    /// End positions of the tree: plays from the start.
    pub leaves: u64,
    /// All positions of the tree, leaves included.
    pub positions: u64,
    /// Moves of the stored graph reachable from the start: what DFS minimax looks at, each once.
    pub graph_moves: u64,
}

/// The game tree is infinite: a play can go round a cycle for ever.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InfiniteTree;

/// The most tree positions the command line and the page let a tree search visit: about a
/// second of alpha-beta, which visits each at most twice (once for the start, once for the
/// start's own best moves).
pub const MAX_TREE_POSITIONS: u64 = 100_000_000;

/// Why a tree search was refused before it started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeRefused {
    /// The game has a cycle, so its tree is infinite.
    Infinite,
    /// The tree is finite but has more than the limit's positions.
    TooBig { size: TreeSize, limit: u64 },
}

impl TreeRefused {
    /// The message, naming the other solvers as the caller's user writes them (e.g.
    /// `--algorithm dfs` on the command line).
    pub fn describe(&self, dfs: &str, retrograde: &str) -> String {
        match self {
            TreeRefused::Infinite => {
                format!("the game tree is infinite: the game has a cycle; use {retrograde}, which allows cycles")
            }
            TreeRefused::TooBig { size, limit } => {
                let leaves = count_at_least(size.leaves);
                format!(
                    "the game tree has {leaves} leaves and {} positions: too many to search (at most {}); \
                     use {dfs}, which looks at each of the {} moves once",
                    if size.positions == u64::MAX { "even more".to_owned() } else { count(size.positions) },
                    thousands(*limit),
                    thousands(size.graph_moves)
                )
            }
        }
    }
}

impl std::fmt::Display for TreeRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe("DFS minimax", "retrograde analysis"))
    }
}

impl std::error::Error for TreeRefused {}

/// The size of the tree unfolded from the start, in Θ(V + E); see the module documentation.
pub fn unfolded_size(graph: &GameGraph) -> Result<TreeSize, InfiniteTree> {
    unfolded_size_from(graph, graph.start())
}

/// [`unfolded_size`] from another root.
pub fn unfolded_size_from(graph: &GameGraph, root: PositionId) -> Result<TreeSize, InfiniteTree> {
    const WHITE: u8 = 0;
    const GREY: u8 = 1;
    const BLACK: u8 = 2;
    let n = graph.len();
    let mut colour = vec![WHITE; n];
    let mut leaves = vec![0u64; n];
    let mut positions = vec![0u64; n];
    let mut graph_moves = 0u64;
    // (position, index of the next move to follow)
    let mut stack: Vec<(PositionId, usize)> = vec![(root, 0)];
    colour[root as usize] = GREY;
    while let Some(top) = stack.last_mut() {
        let (v, next) = *top;
        let successors = graph.successors(v);
        if let Some(&w) = successors.get(next) {
            top.1 += 1;
            match colour[w as usize] {
                WHITE => {
                    colour[w as usize] = GREY;
                    stack.push((w, 0));
                }
                GREY => return Err(InfiniteTree),
                _ => {}
            }
            continue;
        }
        // All successors are finished: v's counts are their sums.
        stack.pop();
        colour[v as usize] = BLACK;
        graph_moves += successors.len() as u64;
        let (l, p) = if successors.is_empty() {
            (1, 1)
        } else {
            successors.iter().fold((0u64, 1u64), |(l, p), &w| {
                (l.saturating_add(leaves[w as usize]), p.saturating_add(positions[w as usize]))
            })
        };
        leaves[v as usize] = l;
        positions[v as usize] = p;
    }
    Ok(TreeSize { leaves: leaves[root as usize], positions: positions[root as usize], graph_moves })
}

/// The tree's size if a search may unfold it: an error when the tree is infinite or has more
/// than `limit` positions.
pub fn check_unfolding(graph: &GameGraph, limit: u64) -> Result<TreeSize, TreeRefused> {
    let size = unfolded_size(graph).map_err(|InfiniteTree| TreeRefused::Infinite)?;
    if size.positions > limit { Err(TreeRefused::TooBig { size, limit }) } else { Ok(size) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{GraphBuilder, Player};

    /// 60 layers of two positions, each pointing to both positions of the next layer, then two
    /// ends:
    /// ```text
    ///   L0a ─┬─► L1a ─┬─► … ─► L59a ─┬─► Ea = 1
    ///   L0b ─┘─► L1b ─┘─► … ─► L59b ─┘─► Eb = 0     (every arrow to both of the next layer)
    /// ```
    fn layered(layers: u32) -> GameGraph {
        let mut b = GraphBuilder::new();
        for layer in 0..layers {
            let next = 2 * (layer + 1);
            let mover = if layer % 2 == 0 { Player::Max } else { Player::Min };
            b.add_position(format!("L{layer}a"), mover, [next, next + 1]);
            b.add_position(format!("L{layer}b"), mover, [next, next + 1]);
        }
        b.add_end("Ea", 1.0);
        b.add_end("Eb", 0.0);
        b.build().unwrap()
    }

    #[test]
    fn sixty_layers_have_two_to_the_sixty_leaves() {
        let g = layered(60);
        let size = unfolded_size(&g).unwrap();
        assert_eq!(size.leaves, 1 << 60);
        // 1 + 2 + 4 + … + 2^60 positions.
        assert_eq!(size.positions, (1u64 << 61) - 1);
        // The start's layer is reachable through L0a only: 2 moves from it, 4 from each later layer.
        assert_eq!(size.graph_moves, 2 + 4 * 59);
        let refused = check_unfolding(&g, MAX_TREE_POSITIONS).unwrap_err();
        assert_eq!(
            refused.describe("--algorithm dfs", "--algorithm retrograde"),
            "the game tree has 2^60 (1,152,921,504,606,846,976) leaves and 2,305,843,009,213,693,951 positions: \
             too many to search (at most 100,000,000); use --algorithm dfs, which looks at each of the 238 moves once"
        );
    }

    #[test]
    fn counts_saturate() {
        let size = unfolded_size(&layered(70)).unwrap();
        assert_eq!((size.leaves, size.positions), (u64::MAX, u64::MAX));
        let text = check_unfolding(&layered(70), 10).unwrap_err().to_string();
        assert!(text.contains("at least 18,446,744,073,709,551,615 leaves and even more positions"), "{text}");
    }

    #[test]
    fn a_cycle_is_infinite() {
        // A → B → A, B → E
        let mut b = GraphBuilder::new();
        b.add_position("A", Player::Max, [1]);
        b.add_position("B", Player::Min, [0, 2]);
        b.add_end("E", 1.0);
        let g = b.build().unwrap();
        assert_eq!(unfolded_size(&g), Err(InfiniteTree));
        assert_eq!(unfolded_size_from(&g, 2), Ok(TreeSize { leaves: 1, positions: 1, graph_moves: 0 }));
        assert!(check_unfolding(&g, u64::MAX).unwrap_err().to_string().contains("cycle"));
    }

    #[test]
    fn a_deep_chain_needs_no_recursion() {
        let n = 200_000u32;
        let mut b = GraphBuilder::new();
        for i in 0..n {
            b.add_position(format!("P{i}"), Player::Max, [i + 1]);
        }
        b.add_end("E", 1.0);
        let size = unfolded_size(&b.build().unwrap()).unwrap();
        assert_eq!(size, TreeSize { leaves: 1, positions: n as u64 + 1, graph_moves: n as u64 });
    }
}
