//! `gamegraph trace` for every algorithm, and `solve --algorithm alphabeta`'s leaf count, from
//! outside: one line per event of the library's stream (the page steps through the same events),
//! the exact lines of a small fixture, and clear errors.

use crate::common;

use common::gamegraph;

use gamegraph::format::{Limits, parse_bytes};
use gamegraph::graph::{GameGraph, Player};
use gamegraph::solve::alpha_beta_trace::alpha_beta_traced;
use gamegraph::solve::attractor::attractor_traced;
use gamegraph::solve::dfs::dfs_trace;
use gamegraph::solve::game_tree::{MAX_DRAWN_TREE_NODES, MoveOrder, UnfoldedTree};
use gamegraph::solve::retrograde::retrograde_traced;
use gamegraph::solve::stack_traversal::stack_traversal;

fn lines(args: &[&str], stdin: &str) -> Vec<String> {
    let o = gamegraph(args, stdin);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).expect("UTF-8").lines().map(str::to_owned).collect()
}

fn error(args: &[&str], stdin: &str) -> String {
    let o = gamegraph(args, stdin);
    assert!(!o.status.success(), "{args:?} should fail");
    String::from_utf8(o.stderr).expect("UTF-8")
}

fn preset(args: &[&str]) -> String {
    lines(&["preset"].iter().chain(args).copied().collect::<Vec<_>>(), "").join("\n") + "\n"
}

fn parse(text: &str) -> GameGraph {
    parse_bytes(text.as_bytes(), &Limits::default()).expect("a valid game")
}

/// ```text
///            R (max)
///          /        \
///      A (min)      B (min)
///      /    \       /     \
///   a1=3  a2=5   b1=2    b2=9
/// ```
const CUTOFF: &str = "R max : A B\nA min : a1 a2\nB min : b1 b2\na1 = 3\na2 = 5\nb1 = 2\nb2 = 9\n";

#[test]
fn alphabeta_prints_the_cutoff_and_what_it_prunes() {
    assert_eq!(
        lines(&["trace", "-a", "alphabeta"], CUTOFF),
        [
            "enter R#0 alpha=-inf beta=inf",
            "enter A#1 alpha=-inf beta=inf",
            "enter a1#2 alpha=-inf beta=inf",
            "leaf a1#2 value=3",
            "return a1#2 value=3 to A#1",
            "enter a2#3 alpha=-inf beta=3",
            "leaf a2#3 value=5",
            "return a2#3 value=5 to A#1",
            "return A#1 value=3 to R#0",
            "enter B#4 alpha=3 beta=inf",
            "enter b1#5 alpha=3 beta=inf",
            "leaf b1#5 value=2",
            "return b1#5 value=2 to B#4",
            "cutoff B#4 value=2 alpha=3 beta=2 pruned b2#6",
            "return B#4 value=2 to R#0",
            "return R#0 value=3",
        ]
    );
    // Worst first: B (2 for Paul) before A, 9 before 2 at B; nothing is pruned.
    let worst = lines(&["trace", "-a", "alphabeta", "--order", "worst"], CUTOFF);
    assert_eq!(
        worst[0..3],
        ["enter R#0 alpha=-inf beta=inf", "enter B#1 alpha=-inf beta=inf", "enter b2#2 alpha=-inf beta=inf"]
    );
    assert!(!worst.iter().any(|l| l.starts_with("cutoff")));
}

#[test]
fn stack_prints_shens_moves() {
    let trace = lines(&["trace", "--algorithm", "stack"], CUTOFF);
    assert_eq!(
        trace[..4],
        [
            "up-left R#0 -> A#1 push (max, -inf)",
            "up-left A#1 -> a1#2 push (min, inf)",
            "process a1#2 c=3",
            "right a1#2 -> a2#3 top=(min, 3)"
        ]
    );
    assert_eq!(trace.last().unwrap(), "down B#4 -> R#0 pop c=3");
    assert_eq!(trace.len(), 2 * 7 - 1);
}

#[test]
fn attractor_prints_layers_notifications_and_joins() {
    let trace = lines(&["trace", "-a", "attractor", "--player", "carole"], CUTOFF);
    // Carole has no end she has won: W0 is empty and nothing ever joins.
    assert_eq!(trace, ["layer 0"]);
    let paul = lines(&["trace", "-a", "attractor"], CUTOFF);
    assert!(paul.contains(&"notify A from a2 good=2/2".to_owned()), "{paul:?}");
    assert!(paul.contains(&"join R layer=2".to_owned()));
    assert_eq!(paul.last().unwrap(), "layer 3");
}

#[test]
fn every_algorithm_prints_one_line_per_event() {
    for text in [preset(&["nim", "1,2"]), preset(&["tictactoe", "XO.XO...."]), CUTOFF.to_owned()] {
        let g = parse(&text);
        let count = |args: &[&str]| lines(&[&["trace"], args].concat(), &text).len();
        assert_eq!(count(&[]), dfs_trace(&g).0.len());
        assert_eq!(count(&["-a", "retrograde"]), retrograde_traced(&g).1.len());
        assert_eq!(count(&["-a", "attractor"]), attractor_traced(&g, Player::Max).1.len());
        assert_eq!(count(&["-a", "attractor", "--player", "carole"]), attractor_traced(&g, Player::Min).1.len());
        let tree = |order| UnfoldedTree::new(&g, order, MAX_DRAWN_TREE_NODES).expect("a small tree");
        assert_eq!(count(&["-a", "stack"]), stack_traversal(&tree(MoveOrder::Given)).1.len());
        for (word, order) in
            [("given", MoveOrder::Given), ("best", MoveOrder::BestFirst), ("worst", MoveOrder::WorstFirst)]
        {
            assert_eq!(count(&["-a", "alphabeta", "--order", word]), alpha_beta_traced(&tree(order)).1.len());
        }
    }
}

#[test]
fn trees_that_cannot_be_drawn_and_misplaced_options_are_clear_errors() {
    let cycle = "A max : B X\nB min : A Y\nX = -1\nY = 1\n";
    assert_eq!(
        error(&["trace", "-a", "stack"], cycle),
        "error: cycle A → B → A: a game with a cycle is not a finite tree; use retrograde analysis\n"
    );
    // A cycle is fine for the attractor: Carole wins at X, Paul avoids it by going round.
    assert_eq!(
        lines(&["trace", "-a", "attractor", "--player", "carole"], cycle),
        ["layer 0", "join X layer=0", "layer 1", "notify A from X good=1/2"]
    );
    let big = preset(&["nim", "2,2,2"]);
    let e = error(&["trace", "-a", "alphabeta"], &big);
    assert!(e.contains("more than 300") && e.contains("DFS minimax"), "{e}");
    assert_eq!(
        error(&["trace", "--player", "paul"], CUTOFF),
        "error: --player applies to --algorithm attractor only\n"
    );
    assert_eq!(
        error(&["trace", "-a", "stack", "--order", "best"], CUTOFF),
        "error: --order applies to --algorithm alphabeta only\n"
    );
    assert!(error(&["trace", "-a", "attractor", "--player", "bob"], CUTOFF).contains("paul"));
}

#[test]
fn solve_alphabeta_counts_the_root_search_and_the_best_move_searches_apart() {
    // No cut-off: b1 = 4 ≥ A = 3, so all 4 leaves are evaluated once by the root search; the
    // searches from A and from B for the best first move evaluate them again.
    let text = "R max : A B\nA min : a1 a2\nB min : b1 b2\na1 = 3\na2 = 5\nb1 = 4\nb2 = 9\n";
    let o = gamegraph(&["solve", "--json", "-a", "alphabeta"], text);
    let j: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON object");
    assert_eq!(j["value"], 4.0);
    assert_eq!(j["leaves"], 4);
    assert_eq!(j["best_move_leaves"], 4);
    assert_eq!(j["positions"][0]["best"], serde_json::json!(["B"]));
    let table = lines(&["solve", "-a", "alphabeta"], text);
    assert_eq!(table[0], "value of R = 4 (alphabeta); 4 leaves evaluated (and 4 more to find the best first moves)");
    let cut = gamegraph(&["solve", "--json", "-a", "alphabeta"], CUTOFF);
    let j: serde_json::Value = serde_json::from_slice(&cut.stdout).expect("one JSON object");
    assert_eq!(j["leaves"], 3);
}
