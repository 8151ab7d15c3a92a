//! The unfolded tree's size against brute force: random DAGs unfolded play by play, and random
//! graphs with cycles checked by a naive "can a reachable position reach itself" search (and
//! DFS's cycle finder against it and against DFS minimax).

use crate::common;

use common::naive_reachable;
use gamegraph::graph::{GameGraph, PositionId};
use gamegraph::solve::dfs::{find_cycle, solve_dag};
use gamegraph::solve::tree::leaf_count;
use gamegraph::solve::unfold::{InfiniteTree, TreeSize, unfolded_size};
use proptest::prelude::*;

/// Every play from the start, walked one by one: (leaves, positions) of the tree.
fn brute_force_unfold(graph: &GameGraph) -> (u64, u64) {
    let (mut leaves, mut positions) = (0, 0);
    let mut pending = vec![graph.start()];
    while let Some(v) = pending.pop() {
        positions += 1;
        if graph.is_end(v) {
            leaves += 1;
        }
        pending.extend_from_slice(graph.successors(v));
    }
    (leaves, positions)
}

/// True when some position reachable from the start can reach itself again.
fn naive_has_cycle(graph: &GameGraph) -> bool {
    let reachable = naive_reachable(graph);
    (0..graph.len() as PositionId).filter(|&v| reachable[v as usize]).any(|v| {
        let mut seen = vec![false; graph.len()];
        let mut pending: Vec<PositionId> = graph.successors(v).to_vec();
        while let Some(w) = pending.pop() {
            if w == v {
                return true;
            }
            if !std::mem::replace(&mut seen[w as usize], true) {
                pending.extend_from_slice(graph.successors(w));
            }
        }
        false
    })
}

fn reachable_moves(graph: &GameGraph) -> u64 {
    let reachable = naive_reachable(graph);
    (0..graph.len() as PositionId).filter(|&v| reachable[v as usize]).map(|v| graph.successors(v).len() as u64).sum()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn random_dags_match_brute_force_unfolding(g in common::dag(12)) {
        let (leaves, positions) = brute_force_unfold(&g);
        prop_assert_eq!(unfolded_size(&g), Ok(TreeSize { leaves, positions, graph_moves: reachable_moves(&g) }));
        prop_assert_eq!(leaf_count(&*g), leaves);
    }

    #[test]
    fn random_graphs_are_infinite_exactly_when_a_cycle_is_reachable(g in common::cyclic(12)) {
        let size = unfolded_size(&g);
        if naive_has_cycle(&g) {
            prop_assert_eq!(size, Err(InfiniteTree));
        } else {
            let (leaves, positions) = brute_force_unfold(&g);
            prop_assert_eq!(size, Ok(TreeSize { leaves, positions, graph_moves: reachable_moves(&g) }));
        }
    }

    /// `find_cycle` (a search without values, for games solved once by retrograde analysis)
    /// finds a cycle exactly when one is reachable, and the very one DFS minimax stops at.
    #[test]
    fn find_cycle_is_dfs_minimaxs_cycle(g in common::cyclic(12)) {
        let found = find_cycle(&g);
        prop_assert_eq!(found.is_some(), naive_has_cycle(&g));
        prop_assert_eq!(found, solve_dag(&g).err());
    }
}
