//! The tree algorithms of A. Shen, "Programming: theorems and problems" 11.3, over DAGs unfolded
//! into explicit trees: the unfolding against a naive path count, the stack traversal's values
//! against naive minimax and its stack against its definition at every step, alpha-beta against
//! full minimax, a recursive alpha-beta and the Knuth–Moore minimum.

use crate::common;

use common::{graph, naive_minimax, recursive_alpha_beta};
use gamegraph::game::Game;
use gamegraph::graph::{GameGraph, GraphBuilder, Player, PositionId};
use gamegraph::solve::alpha_beta_trace::{AlphaBetaEvent, AlphaBetaReplay, NodeState, alpha_beta_traced};
use gamegraph::solve::dfs::solve_dag;
use gamegraph::solve::game_tree::{MoveOrder, UnfoldError, UnfoldedTree};
use gamegraph::solve::replay::Replay;
use gamegraph::solve::stack_traversal::{StackEvent, StackReplay, stack_traversal};
use gamegraph::solve::tree::{alpha_beta, stack_value};
use proptest::prelude::*;

use Player::{Max, Min};

/// Room for every tree the random DAGs below unfold into.
const LIMIT: usize = 100_000;

/// The number of paths from `v` (tree nodes below it), by recursion: small graphs only.
fn naive_tree_size(graph: &GameGraph, v: PositionId) -> u64 {
    1 + graph.successors(v).iter().map(|&w| naive_tree_size(graph, w)).sum::<u64>()
}

/// The unfolded tree as a game whose states are node ids, for the recursive oracle.
struct TreeGame<'t>(&'t UnfoldedTree);

impl Game for TreeGame<'_> {
    type State = u32;
    fn start(&self) -> u32 {
        0
    }
    fn mover(&self, node: &u32) -> Player {
        self.0.movers()[*node as usize]
    }
    fn child(&self, node: &u32, i: usize) -> Option<u32> {
        self.0.children(*node).get(i).copied()
    }
    fn end_value(&self, node: &u32) -> f64 {
        self.0.end_values()[*node as usize]
    }
    fn name(&self, node: &u32) -> String {
        format!("#{node}")
    }
}

fn order() -> impl Strategy<Value = MoveOrder> {
    prop_oneof![Just(MoveOrder::Given), Just(MoveOrder::BestFirst), Just(MoveOrder::WorstFirst)]
}

/// A uniform tree: every inner position has `b` moves, every play `d` moves, Paul first; leaf `i`
/// (left to right) has VALUE `values[i]`.
fn uniform(b: usize, d: u32, values: &[f64]) -> GameGraph {
    let mut builder = GraphBuilder::new();
    // Level by level: the children of the k-th position of a level are positions b·k .. b·k + b
    // of the next, so ids are breadth-first.
    let mut level_start = 0u32;
    for depth in 0..d {
        let width = b.pow(depth) as u32;
        let mover = if depth % 2 == 0 { Max } else { Min };
        for k in 0..width {
            let first = level_start + width + k * b as u32;
            builder.add_position(format!("n{}", level_start + k), mover, first..first + b as u32);
        }
        level_start += width;
    }
    for (i, &value) in values.iter().enumerate() {
        builder.add_end(format!("n{}", level_start + i as u32), value);
    }
    builder.build().expect("a well-formed uniform tree")
}

#[test]
fn a_shallow_cutoff_step_by_step() {
    // R (max): A (min) with leaves 3, 5; B (min) with leaves 2, 9. After A = 3, B's first leaf 2
    // already makes B worse for Paul than A (2 ≤ α = 3): b2 is pruned.
    let g = graph(
        &[("R", Max, &["A", "B"]), ("A", Min, &["a1", "a2"]), ("B", Min, &["b1", "b2"])],
        &[("a1", 3.0), ("a2", 5.0), ("b1", 2.0), ("b2", 9.0)],
    );
    let tree = UnfoldedTree::new(&g, MoveOrder::Given, 10).unwrap();
    // Preorder: R0 A1 a1·2 a2·3 B4 b1·5 b2·6.
    let (result, events) = alpha_beta_traced(&tree);
    assert_eq!((result.value, result.leaves), (3.0, 3));
    let inf = f64::INFINITY;
    assert_eq!(
        events[9..],
        [
            AlphaBetaEvent::Enter { node: 4, alpha: 3.0, beta: inf },
            AlphaBetaEvent::Enter { node: 5, alpha: 3.0, beta: inf },
            AlphaBetaEvent::Leaf { node: 5, value: 2.0 },
            AlphaBetaEvent::Return { node: 5, value: 2.0, to_parent: Some(4) },
            AlphaBetaEvent::Cutoff { node: 4, value: 2.0, alpha: 3.0, beta: 2.0, pruned: vec![6] },
            AlphaBetaEvent::Return { node: 4, value: 2.0, to_parent: Some(0) },
            AlphaBetaEvent::Return { node: 0, value: 3.0, to_parent: None },
        ]
    );
    let mut replay = AlphaBetaReplay::new(&tree);
    for e in &events {
        replay.apply(e);
    }
    use NodeState::{Finished, Pruned};
    assert_eq!(replay.states(), &[Finished, Finished, Finished, Finished, Finished, Finished, Pruned]);
    assert_eq!(replay.chosen()[0], Some(1));
    assert_eq!(replay.chosen()[1], Some(2));
    assert_eq!(replay.leaves(), 3);
    // Best first keeps this order (A = 3 before B = 2 for Paul, 3 before 5 and 2 before 9 for
    // Carole); worst first searches B, then 9 before 2, and prunes nothing.
    let best = UnfoldedTree::new(&g, MoveOrder::BestFirst, 10).unwrap();
    assert_eq!(alpha_beta_traced(&best).0.leaves, 3);
    let worst = UnfoldedTree::new(&g, MoveOrder::WorstFirst, 10).unwrap();
    assert_eq!(alpha_beta_traced(&worst).0.leaves, 4);
}

#[test]
fn shens_moves_on_a_small_tree() {
    // R (max): A (min) with leaves 3, 5; then the leaf c = 4.
    let g = graph(&[("R", Max, &["A", "c"]), ("A", Min, &["a1", "a2"])], &[("a1", 3.0), ("a2", 5.0), ("c", 4.0)]);
    let tree = UnfoldedTree::new(&g, MoveOrder::Given, 10).unwrap();
    let (value, events) = stack_traversal(&tree);
    assert_eq!(value, 4.0);
    assert_eq!(
        events,
        [
            StackEvent::UpLeft { from: 0, to: 1, mover: Max },
            StackEvent::UpLeft { from: 1, to: 2, mover: Min },
            StackEvent::Process { node: 2, value: 3.0 },
            StackEvent::Right { from: 2, to: 3, best: 3.0 },
            StackEvent::Process { node: 3, value: 5.0 },
            StackEvent::Down { from: 3, to: 1, value: 3.0 },
            StackEvent::Right { from: 1, to: 4, best: 3.0 },
            StackEvent::Process { node: 4, value: 4.0 },
            StackEvent::Down { from: 4, to: 0, value: 4.0 },
        ]
    );
    let mut replay = StackReplay::new(&tree);
    for e in &events[..4] {
        replay.apply(e);
    }
    assert_eq!(replay.robot(), 3);
    assert_eq!(replay.stack_nodes(), &[0, 1]);
    assert_eq!(replay.stack_best(), &[f64::NEG_INFINITY, 3.0]);
    assert_eq!(replay.c(), None);
}

#[test]
fn a_cycle_and_a_big_tree_are_refused() {
    let g = graph(&[("A", Max, &["B", "x"]), ("B", Min, &["A"])], &[("x", 1.0)]);
    assert!(matches!(UnfoldedTree::new(&g, MoveOrder::Given, 300), Err(UnfoldError::Cycle { .. })));
    // 2^9 leaves, 1023 nodes.
    let big = uniform(2, 9, &vec![1.0; 512]);
    assert_eq!(
        UnfoldedTree::new(&big, MoveOrder::Given, 300),
        Err(UnfoldError::TooBig { nodes_at_least: 1023, limit: 300 })
    );
    // Counts in the sentence read with thousands separators (a 2^61-leaf tree's is 19 digits).
    let sentence = UnfoldError::TooBig { nodes_at_least: (1 << 62) - 1, limit: 300 }.describe(&big);
    assert!(sentence.starts_with("the game tree has 4,611,686,018,427,387,903 positions (every path"), "{sentence}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn unfolding_gives_one_node_per_path(g in common::dag(12), order in order()) {
        let graph = &g.0;
        let tree = UnfoldedTree::new(graph, order, LIMIT).expect("a small DAG");
        prop_assert_eq!(tree.len() as u64, naive_tree_size(graph, graph.start()));
        let values = solve_dag(graph).unwrap().values;
        for node in 0..tree.len() as u32 {
            let v = tree.positions()[node as usize];
            let children = tree.children(node);
            // The children are the position's moves, in the order asked for.
            let mut moves: Vec<u32> = children.iter().map(|&c| tree.moves()[c as usize]).collect();
            for (&c, &m) in children.iter().zip(&moves) {
                prop_assert_eq!(tree.positions()[c as usize], graph.successors(v)[m as usize]);
                prop_assert_eq!(tree.parents()[c as usize], Some(node));
                prop_assert_eq!(tree.depths()[c as usize], tree.depths()[node as usize] + 1);
            }
            let child_values: Vec<f64> = children.iter().map(|&c| values[tree.positions()[c as usize] as usize]).collect();
            let best_first = |w: &[f64]| w[0] == w[1] || graph.mover(v).prefers(w[0], w[1]);
            match order {
                MoveOrder::Given => prop_assert!(moves.windows(2).all(|w| w[0] < w[1])),
                MoveOrder::BestFirst => prop_assert!(child_values.windows(2).all(best_first)),
                MoveOrder::WorstFirst => prop_assert!(child_values.windows(2).all(|w| w[0] == w[1] || !best_first(w))),
            }
            moves.sort_unstable();
            prop_assert_eq!(moves, (0..graph.successors(v).len() as u32).collect::<Vec<_>>());
            // Preorder: the subtree is the contiguous range after the node.
            let end = tree.subtree_end(node);
            prop_assert!((node + 1..end).all(|d| tree.depths()[d as usize] > tree.depths()[node as usize]));
            prop_assert!(end as usize == tree.len() || tree.depths()[end as usize] <= tree.depths()[node as usize]);
        }
    }

    #[test]
    fn cycles_are_named_and_dags_unfold(g in common::cyclic(10)) {
        let graph = &g.0;
        match (UnfoldedTree::new(graph, MoveOrder::Given, LIMIT), solve_dag(graph)) {
            (Err(UnfoldError::Cycle { cycle }), Err(dfs)) => prop_assert_eq!(cycle, dfs.cycle),
            (Ok(tree), Ok(_)) => prop_assert_eq!(tree.len() as u64, naive_tree_size(graph, graph.start())),
            (Err(UnfoldError::TooBig { nodes_at_least, .. }), Ok(_)) => prop_assert!(nodes_at_least > LIMIT as u64),
            (tree, dfs) => prop_assert!(false, "unfold {:?} but dfs {:?}", tree.map(|t| t.len()), dfs.map(|_| ())),
        }
    }

    #[test]
    fn the_stack_traversal_values_every_node_by_minimax(g in common::dag(12), order in order()) {
        let graph = &g.0;
        let tree = UnfoldedTree::new(graph, order, LIMIT).expect("a small DAG");
        let (value, events) = stack_traversal(&tree);
        prop_assert_eq!(value, solve_dag(graph).unwrap().start_value(graph));
        prop_assert_eq!(value, stack_value(graph));
        // One up-left and one down per inner node, one process per leaf, one right per node that
        // is not a first child: 2N − 1 moves.
        prop_assert_eq!(events.len(), 2 * tree.len() - 1);
        let mut replay = StackReplay::new(&tree);
        for event in &events {
            replay.apply(event);
            // The stack holds the Robot's ancestors, root first, each with its type and the
            // max/min of the values of its children left of the one on the path.
            let mut ancestors = Vec::new();
            let mut at = replay.robot();
            let mut on_path = Vec::new();
            while let Some(parent) = tree.parents()[at as usize] {
                ancestors.push(parent);
                on_path.push(at);
                at = parent;
            }
            ancestors.reverse();
            on_path.reverse();
            prop_assert_eq!(replay.stack_nodes(), &ancestors[..]);
            for (i, (&a, &child)) in ancestors.iter().zip(&on_path).enumerate() {
                let mover = tree.movers()[a as usize];
                prop_assert_eq!(replay.stack_movers()[i], mover);
                let left = tree.children(a).iter().take_while(|&&c| c != child);
                let expected = left.fold(mover.identity(), |best, &c| mover.better(best, naive_minimax(graph, tree.positions()[c as usize])));
                prop_assert_eq!(replay.stack_best()[i], expected);
            }
            if let Some(c) = replay.c() {
                prop_assert_eq!(c, naive_minimax(graph, tree.positions()[replay.robot() as usize]));
            }
        }
        prop_assert!(replay.stack_nodes().is_empty());
        prop_assert_eq!(replay.c(), Some(value));
        for node in 0..tree.len() {
            prop_assert_eq!(replay.values()[node], naive_minimax(graph, tree.positions()[node]));
        }
    }

    #[test]
    fn alpha_beta_gets_the_minimax_value_and_prunes_what_it_never_enters(
        g in common::dag(12),
        order in order(),
    ) {
        let graph = &g.0;
        let tree = UnfoldedTree::new(graph, order, LIMIT).expect("a small DAG");
        let (result, events) = alpha_beta_traced(&tree);
        prop_assert_eq!(result.value, naive_minimax(graph, graph.start()));
        prop_assert_eq!((result.value, result.leaves), recursive_alpha_beta(&TreeGame(&tree), &0, f64::NEG_INFINITY, f64::INFINITY));
        let all_leaves = (0..tree.len() as u32).filter(|&v| tree.is_leaf(v)).count() as u64;
        prop_assert!(result.leaves <= all_leaves);
        if order == MoveOrder::Given {
            let implicit = alpha_beta(graph);
            prop_assert_eq!((result.value, result.leaves), (implicit.value, implicit.leaves));
        }
        let mut replay = AlphaBetaReplay::new(&tree);
        let mut entered = vec![false; tree.len()];
        for event in &events {
            replay.apply(event);
            if let AlphaBetaEvent::Enter { node, .. } = *event {
                prop_assert!(!entered[node as usize], "entered twice");
                entered[node as usize] = true;
            }
            // The path is the chain of nodes on it, root first.
            for w in replay.path().windows(2) {
                prop_assert_eq!(tree.parents()[w[1] as usize], Some(w[0]));
            }
            for &node in replay.path() {
                prop_assert_eq!(replay.states()[node as usize], NodeState::OnPath);
            }
        }
        prop_assert_eq!(replay.leaves(), result.leaves);
        prop_assert_eq!(replay.values()[0], result.value);
        prop_assert!(replay.path().is_empty());
        for (node, &entered_node) in entered.iter().enumerate() {
            let expected = if entered_node { NodeState::Finished } else { NodeState::Pruned };
            prop_assert_eq!(replay.states()[node], expected);
            // The chosen child of a finished inner node gave it its value.
            if let Some(child) = replay.chosen()[node] {
                prop_assert_eq!(replay.values()[child as usize], replay.values()[node]);
                prop_assert_eq!(tree.parents()[child as usize], Some(node as u32));
            } else {
                prop_assert!(!entered_node || tree.is_leaf(node as u32));
            }
        }
    }

    #[test]
    fn best_first_on_uniform_trees_meets_the_knuth_moore_minimum(
        (b, d, values) in (2usize..=4, 1u32..=5)
            .prop_filter("at most 256 leaves", |(b, d)| b.pow(*d) <= 256)
            .prop_flat_map(|(b, d)| {
                let leaves = b.pow(d);
                (Just(b), Just(d), Just((0..leaves).map(|i| i as f64).collect::<Vec<f64>>()).prop_shuffle())
            }),
    ) {
        let graph = uniform(b, d, &values);
        let best = alpha_beta_traced(&UnfoldedTree::new(&graph, MoveOrder::BestFirst, LIMIT).unwrap()).0;
        let minimum = b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1;
        prop_assert_eq!(best.leaves, minimum as u64);
        let worst = alpha_beta_traced(&UnfoldedTree::new(&graph, MoveOrder::WorstFirst, LIMIT).unwrap()).0;
        // No order does better than the minimum (worst first may still cut deep down).
        prop_assert!(worst.leaves >= best.leaves);
        prop_assert_eq!(best.value, worst.value);
        prop_assert_eq!(best.value, naive_minimax(&graph, graph.start()));
    }
}
