//! A recorded tree run ([`TreeRun`], what the page's `Game.treeTrace` binds): the unfolded tree's
//! arrays, Shen's stack traversal and alpha-beta replayed to their end (the value of DFS minimax
//! and of a naive minimax over the tree's own arrays), the state at chosen steps, scrubbing back
//! and forth against stepping forward, the Knuth–Moore minimum, and the refusals (a cycle, a tree
//! past 300 nodes, unknown keywords).

use crate::common;

use gamegraph::format;
use gamegraph::graph::{GameGraph, Player};
use gamegraph::solve::alpha_beta_trace::{AlphaBetaEvent, NodeState, alpha_beta_traced};
use gamegraph::solve::dfs::solve_dag;
use gamegraph::solve::game_tree::{MAX_DRAWN_TREE_NODES, MoveOrder, UnfoldError, UnfoldedTree};
use gamegraph::solve::stack_traversal::{StackEvent, stack_traversal};
use gamegraph::solve::tree_run::{TreeAlgorithm, TreeEvent, TreeRun, Uniform};
use proptest::prelude::*;

use NodeState::{Finished, OnPath, Pruned, Unvisited};
use Player::{Max, Min};
use TreeAlgorithm::{AlphaBeta, Stack};

/// A DAG with a transposition: D is reached from B and from C, so it is two tree nodes.
/// ```text
///        A (max)
///       /   \
///   B (min)  C (min)
///    |  \   /  \
///   E=3  D=-2   F=5
/// ```
/// Tree (preorder): A0, B1, E2, D3, C4, D5, F6 — 7 nodes, 4 leaves, value −2.
const DIAMOND: &str = "A max : B C\nB min : E D\nC min : D F\nD = -2\nE = 3\nF = 5\n";

/// A uniform tree, branching 2, depth 3, distinct leaves: Knuth–Moore's minimum is
/// 2^2 + 2^1 − 1 = 5 leaves.
const UNIFORM: &str = "start R\nR max : A B\nA min : A1 A2\nB min : B1 B2\n\
    A1 max : a b\nA2 max : c d\nB1 max : e f\nB2 max : g h\n\
    a = 3\nb = 12\nc = 8\nd = 2\ne = 4\nf = 6\ng = 14\nh = 5\n";

fn parse(text: &str) -> GameGraph {
    format::parse(text).expect("a valid fixture")
}

fn recorded(text: &str, algorithm: TreeAlgorithm, order: MoveOrder) -> TreeRun {
    TreeRun::new(&parse(text), algorithm, order).expect("a small DAG")
}

fn dfs_value(graph: &GameGraph) -> f64 {
    solve_dag(graph).expect("a DAG").start_value(graph)
}

/// Minimax over the run's own tree arrays, leaves up: an oracle independent of both traced
/// algorithms.
fn naive_minimax(run: &TreeRun) -> f64 {
    let tree = run.tree();
    let mut values = tree.end_values().to_vec();
    // Preorder ids: every child has a larger id than its parent.
    for (v, mover) in run.node_movers().into_iter().enumerate().rev() {
        let of_kids = tree.children(v as u32).iter().map(|&c| values[c as usize]);
        match mover {
            Some(Max) => values[v] = of_kids.fold(f64::NEG_INFINITY, f64::max),
            Some(Min) => values[v] = of_kids.fold(f64::INFINITY, f64::min),
            None => {}
        }
    }
    values[0]
}

#[test]
fn the_tree_is_the_game_unfolded_in_preorder() {
    let graph = parse(DIAMOND);
    let run = TreeRun::new(&graph, Stack, MoveOrder::Given).unwrap();
    let tree = run.tree();
    assert_eq!((tree.len(), run.leaf_count()), (7, 4));
    let named: Vec<&str> = tree.positions().iter().map(|&p| graph.name(p)).collect();
    assert_eq!(named, ["A", "B", "E", "D", "C", "D", "F"]);
    assert_eq!(tree.parents(), [None, Some(0), Some(1), Some(1), Some(0), Some(4), Some(4)]);
    assert_eq!(tree.depths(), [0, 1, 2, 2, 1, 2, 2]);
    assert_eq!(run.node_movers(), [Some(Max), Some(Min), None, None, Some(Min), None, None]);
    assert_eq!(tree.children_csr(), (&[0, 2, 4, 4, 4, 6, 6, 6][..], &[1, 4, 2, 3, 5, 6][..]));
    let ends = tree.end_values();
    assert!(ends[0].is_nan() && ends[1].is_nan());
    assert_eq!((ends[2], ends[3], ends[6]), (3.0, -2.0, 5.0));
    // Every inner node has 2 children and every leaf depth 2: uniform, minimum 2 + 2 − 1.
    assert_eq!(run.uniform(), Some(Uniform { branching: 2, depth: 2, minimum: 3.0 }));
    assert_eq!(recorded("A max : B E\nB min : E\nE = 1\n", Stack, MoveOrder::Given).uniform(), None);
    assert_eq!(
        recorded("E = 1\n", AlphaBeta, MoveOrder::Given).uniform(),
        Some(Uniform { branching: 0, depth: 0, minimum: 1.0 })
    );
}

#[test]
fn the_stack_traversal_ends_with_the_value_of_dfs() {
    for text in [DIAMOND, UNIFORM] {
        let graph = parse(text);
        let dfs = dfs_value(&graph);
        let mut run = TreeRun::new(&graph, Stack, MoveOrder::Given).unwrap();
        // Shen's count: 2N − 1 moves of the Robot, as the command line prints them.
        assert_eq!(run.len(), 2 * run.tree().len() - 1);
        assert_eq!((run.value(), naive_minimax(&run)), (dfs, dfs));
        // Step 0: the Robot at the root, an empty stack, c unused.
        assert_eq!((run.step(), run.current(), run.leaves()), (0, 0, 0));
        let stack = run.stack().unwrap();
        assert!(stack.stack_nodes().is_empty() && stack.c().is_none());
        assert_eq!(run.path(), [0]);
        run.seek(run.len());
        let stack = run.stack().unwrap();
        assert_eq!(stack.c(), Some(dfs));
        assert!(stack.stack_nodes().is_empty());
        assert_eq!(run.values()[0], dfs);
        assert_eq!(run.leaves(), run.leaf_count());
        assert!(run.states().iter().all(|&s| s == Finished));
        assert!(run.alphas().iter().chain(&run.betas()).all(|a| a.is_nan()));
    }
}

#[test]
fn the_stack_holds_types_and_best_values_so_far() {
    let mut run = recorded(DIAMOND, Stack, MoveOrder::Given);
    // 1 up-left A → B, 2 up-left B → E, 3 process E, 4 right E → D.
    run.seek(2);
    let stack = run.stack().unwrap();
    assert_eq!(stack.stack_nodes(), [0, 1]);
    assert_eq!(stack.stack_movers(), [Max, Min]);
    assert_eq!(stack.stack_best(), [f64::NEG_INFINITY, f64::INFINITY]);
    assert_eq!(run.current(), 2);
    assert_eq!(run.states(), [OnPath, OnPath, OnPath, Unvisited, Unvisited, Unvisited, Unvisited]);
    run.seek(3);
    assert_eq!(run.stack().unwrap().c(), Some(3.0));
    assert_eq!(run.leaves(), 1);
    assert_eq!(run.states()[2], Finished);
    run.seek(4);
    assert_eq!(run.stack().unwrap().stack_best(), [f64::NEG_INFINITY, 3.0]);
    assert_eq!(run.current(), 3);
    // 5 process D, 6 down D → B: c = min(3, −2) = −2, B finished choosing D.
    run.seek(6);
    assert_eq!(run.stack().unwrap().c(), Some(-2.0));
    assert_eq!(run.stack().unwrap().stack_nodes(), [0]);
    assert_eq!(run.chosen()[1], Some(3));
    assert_eq!(run.chosen()[0], None);
    assert_eq!(run.states()[1], Finished);
    assert_eq!(run.event(5), Some(TreeEvent::Stack(&StackEvent::Down { from: 3, to: 1, value: -2.0 })));
    assert_eq!(run.states()[4], Unvisited);
    assert_eq!(run.event(run.len()), None);
}

#[test]
fn alpha_beta_prunes_and_counts_leaves() {
    let mut run = recorded(DIAMOND, AlphaBeta, MoveOrder::Given);
    assert!(run.stack().is_none());
    run.seek(run.len());
    assert_eq!((run.value(), run.values()[0]), (-2.0, -2.0));
    // B = −2 gives α = −2 at A; C's first child D = −2 ≤ α: F is pruned.
    assert_eq!(run.leaves(), 3);
    assert_eq!(run.states()[6], Pruned);
    assert_eq!(run.states()[0], Finished);
    assert_eq!(run.chosen()[0], Some(1), "A takes B's −2 first");
    let cutoff = (0..run.len())
        .filter_map(|i| run.event(i))
        .find(|e| matches!(e, TreeEvent::AlphaBeta(AlphaBetaEvent::Cutoff { .. })));
    let expected = AlphaBetaEvent::Cutoff { node: 4, value: -2.0, alpha: -2.0, beta: -2.0, pruned: vec![6] };
    assert_eq!(cutoff, Some(TreeEvent::AlphaBeta(&expected)));
    // On the path: α and β per node.
    run.seek(2);
    assert_eq!(run.path(), [0, 1]);
    assert_eq!((run.alphas()[1], run.betas()[1]), (f64::NEG_INFINITY, f64::INFINITY));
    assert_eq!(
        run.event(run.len() - 1),
        Some(TreeEvent::AlphaBeta(&AlphaBetaEvent::Return { node: 0, value: -2.0, to_parent: None }))
    );
}

#[test]
fn best_first_on_a_uniform_tree_meets_the_knuth_moore_minimum() {
    let graph = parse(UNIFORM);
    let dfs = dfs_value(&graph);
    let mut counts = Vec::new();
    for (order, _) in MoveOrder::ALL {
        let mut run = TreeRun::new(&graph, AlphaBeta, order).unwrap();
        assert_eq!(run.uniform(), Some(Uniform { branching: 2, depth: 3, minimum: 5.0 }));
        assert_eq!(run.leaf_count(), 8);
        run.seek(run.len());
        assert_eq!(run.value(), dfs, "{order:?}");
        assert_eq!(naive_minimax(&run), dfs);
        assert!(run.leaves() <= run.leaf_count());
        counts.push(run.leaves());
    }
    // MoveOrder::ALL is given, best, worst.
    assert_eq!(counts[1], 5, "best first: exactly the minimum");
    assert!(counts[1] <= counts[0] && counts[1] <= counts[2], "{counts:?}");
}

/// Everything the page reads at a step.
type Snapshot = (Vec<NodeState>, Vec<Option<u32>>, Vec<u32>, Option<Vec<u32>>, u32, u32, Vec<u64>);

fn snapshot(run: &TreeRun) -> Snapshot {
    let bits = run.values().iter().chain(&run.alphas()).chain(&run.betas()).map(|v| v.to_bits()).collect();
    let stack = run.stack().map(|s| s.stack_nodes().to_vec());
    (run.states(), run.chosen(), run.path(), stack, run.current(), run.leaves(), bits)
}

#[test]
fn scrubbing_back_equals_stepping_forward() {
    // A chain with a leaf beside every step: 241 tree nodes, several snapshots.
    let mut text = String::new();
    for i in 0..120 {
        let mover = if i % 2 == 0 { "max" } else { "min" };
        text.push_str(&format!("P{i} {mover} : L{i} P{}\nL{i} = {}\n", i + 1, i % 7));
    }
    text.push_str("P120 = 0\n");
    for algorithm in [Stack, AlphaBeta] {
        let mut forward = recorded(&text, algorithm, MoveOrder::Given);
        let mut jumping = recorded(&text, algorithm, MoveOrder::Given);
        let n = forward.len();
        let mut states = Vec::new();
        for k in 0..=n {
            forward.seek(k);
            states.push(snapshot(&forward));
        }
        let mut k = n;
        for jump in [n, 1, n / 2, 63, 64, 65, 0, n - 1, 130, 129, 200, 7] {
            k = (k + jump) % (n + 1);
            jumping.seek(k);
            assert!(snapshot(&jumping) == states[k], "{algorithm:?} step {k}");
        }
    }
}

#[test]
fn cycles_big_trees_and_unknown_keywords_are_refused_in_words() {
    let cycle = parse("start A\nA max : B E\nB min : A\nE = 1\n");
    let refused = TreeRun::new(&cycle, Stack, MoveOrder::Given).err().expect("refused");
    assert_eq!(refused, UnfoldError::Cycle { cycle: vec![0, 1, 0] });
    let message = refused.describe(&cycle);
    assert!(message.starts_with("cycle A → B → A") && message.contains("not a finite tree"), "{message}");
    // 10 layers of two positions, each pointing to both of the next: 2^11 − 1 tree nodes.
    let mut text = String::from("start X0\n");
    for i in 0..10 {
        let mover = if i % 2 == 0 { "max" } else { "min" };
        text.push_str(&format!("X{i} {mover} : X{n} Y{n}\nY{i} {mover} : X{n} Y{n}\n", n = i + 1));
    }
    text.push_str("X10 = 1\nY10 = -1\n");
    let big = parse(&text);
    let refused = TreeRun::new(&big, AlphaBeta, MoveOrder::BestFirst).err().expect("refused");
    assert_eq!(refused, UnfoldError::TooBig { nodes_at_least: 2047, limit: MAX_DRAWN_TREE_NODES });
    let message = refused.describe(&big);
    assert!(message.starts_with("the game tree has 2,047 positions") && message.contains("more than 300"), "{message}");
    assert_eq!(TreeAlgorithm::parse("<img>"), Err("unknown tree algorithm `<img>`: use stack or alphabeta".to_owned()));
    assert_eq!(MoveOrder::parse("sideways"), Err("unknown move order `sideways`: use given, best or worst".to_owned()));
    for algorithm in [Stack, AlphaBeta] {
        assert_eq!(TreeAlgorithm::parse(algorithm.keyword()), Ok(algorithm));
    }
    for (order, word) in MoveOrder::ALL {
        assert_eq!(MoveOrder::parse(word), Ok(order));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// On random DAGs, both runs end with the naive minimax of the graph and of the tree's own
    /// arrays, record the engine's streams event for event, and count leaves as the streams do.
    #[test]
    fn runs_agree_with_naive_minimax_and_the_event_streams(g in common::dag(10), order in 0..3usize) {
        let graph = &g.0;
        let order = MoveOrder::ALL[order].0;
        let Ok(tree) = UnfoldedTree::new(graph, order, MAX_DRAWN_TREE_NODES) else { return Ok(()) };
        let expected = common::naive_minimax(graph, graph.start());
        let (stack_value, stack_events) = stack_traversal(&tree);
        let (searched, ab_events) = alpha_beta_traced(&tree);
        for algorithm in [Stack, AlphaBeta] {
            let mut run = TreeRun::over(tree.clone(), algorithm);
            prop_assert_eq!(run.value(), expected);
            prop_assert_eq!(naive_minimax(&run), expected);
            match algorithm {
                Stack => {
                    prop_assert_eq!(run.value(), stack_value);
                    prop_assert_eq!(run.len(), stack_events.len());
                    prop_assert!((0..run.len()).all(|i| run.event(i) == Some(TreeEvent::Stack(&stack_events[i]))));
                }
                AlphaBeta => {
                    prop_assert_eq!(run.len(), ab_events.len());
                    prop_assert!((0..run.len()).all(|i| run.event(i) == Some(TreeEvent::AlphaBeta(&ab_events[i]))));
                }
            }
            run.seek(run.len());
            prop_assert_eq!(run.values()[0], expected);
            prop_assert!(run.path().is_empty() || algorithm == Stack);
            let leaves = if algorithm == Stack { u64::from(run.leaf_count()) } else { searched.leaves };
            prop_assert_eq!(u64::from(run.leaves()), leaves);
        }
    }
}
