//! Retrograde analysis: tiny fixtures, the exact trace of one of them, random DAGs against naive
//! minimax and DFS, random cyclic graphs against a brute-force fixpoint, and a 1,000,000-position
//! path.

use crate::common;

use common::{TestGraph, brute_force, graph, naive_minimax, naive_remoteness};
use gamegraph::graph::{GameGraph, GraphBuilder, Player, PositionId};
use gamegraph::solve::dfs::solve_dag;
use gamegraph::solve::retrograde::{Outcome, RetroEvent, RetroSolution, retrograde, retrograde_traced};
use gamegraph::solve::values::same_value as same;
use proptest::prelude::*;

use Outcome::{CaroleWins, Draw, PaulWins};
use Player::{Max, Min};

fn names(g: &GameGraph, ids: &[PositionId]) -> Vec<String> {
    ids.iter().map(|&v| g.name(v).to_owned()).collect()
}

/// (value, outcome, remoteness) of the position called `name`.
fn label(g: &GameGraph, s: &RetroSolution, name: &str) -> (f64, Option<Outcome>, Option<u32>) {
    let v = g.find(name).unwrap() as usize;
    (s.values[v], s.outcomes[v], s.remoteness[v])
}

fn best(g: &GameGraph, s: &RetroSolution, name: &str) -> Vec<String> {
    names(g, &s.best_moves(g, g.find(name).unwrap()))
}

/// Paul circles rather than lose; nobody can force an end.
/// ```text
///   A (max) ──► B (min)
///    │  ▲          │
///    │  └──────────┘
///    └──► L = -1
/// ```
#[test]
fn a_two_cycle_is_a_draw() {
    let g = graph(&[("A", Max, &["B", "L"]), ("B", Min, &["A"])], &[("L", -1.0)]);
    let s = retrograde(&g);
    assert_eq!(label(&g, &s, "A"), (0.0, Some(Draw), None));
    assert_eq!(label(&g, &s, "B"), (0.0, Some(Draw), None));
    assert_eq!(label(&g, &s, "L"), (-1.0, Some(CaroleWins), Some(0)));
    assert_eq!(best(&g, &s, "A"), ["B"]);
    assert_eq!(best(&g, &s, "B"), ["A"]);
    assert!(best(&g, &s, "L").is_empty());
    assert_eq!(s.start_outcome(), Draw);
}

/// Carole leaves the cycle when it pays her; U is not reachable from the start A.
/// ```text
///   A (max) ──► B (min) ──► L = -1
///       ▲          │
///       └──────────┘
///   U (max) ──► A
/// ```
#[test]
fn a_cycle_with_an_exit() {
    let g = graph(&[("A", Max, &["B"]), ("B", Min, &["A", "L"]), ("U", Max, &["A"])], &[("L", -1.0)]);
    let s = retrograde(&g);
    assert_eq!(label(&g, &s, "B"), (-1.0, Some(CaroleWins), Some(1)));
    assert_eq!(label(&g, &s, "A"), (-1.0, Some(CaroleWins), Some(2)));
    assert_eq!(best(&g, &s, "B"), ["L"]);
    assert_eq!(best(&g, &s, "A"), ["B"]);
    let (value, outcome, remoteness) = label(&g, &s, "U");
    assert!(value.is_nan());
    assert_eq!((outcome, remoteness), (None, None));
    assert!(best(&g, &s, "U").is_empty());
    assert_eq!(s.start_value(), -1.0);
}

/// The loser delays, the winner hurries, and the winner does not circle.
/// ```text
///   S (min) ──► W1 = +1
///     │  ▲
///     ▼  │
///   T (max) ──► W2 = +1
/// ```
/// Carole at S could lose at once (W1) but goes to T, where Paul must still move: 2 moves.
/// At T Paul ends the game (W2) rather than go back to S, which has value +1 too.
#[test]
fn remoteness_the_loser_delays() {
    let g = graph(&[("S", Min, &["W1", "T"]), ("T", Max, &["W2", "S"])], &[("W1", 1.0), ("W2", 1.0)]);
    let s = retrograde(&g);
    assert_eq!(label(&g, &s, "S"), (1.0, Some(PaulWins), Some(2)));
    assert_eq!(label(&g, &s, "T"), (1.0, Some(PaulWins), Some(1)));
    assert_eq!(best(&g, &s, "S"), ["T"]);
    assert_eq!(best(&g, &s, "T"), ["W2"]);
}

/// Counters persist from one threshold to the next.
/// ```text
///   A (max) ──► B (min) ──► F = 3
///    │  ▲          │
///    │  └──────────┘
///    └──► E = 2
/// ```
/// Paul cannot force 3 (Carole keeps away from F by going back to A), but he can force 2 via E;
/// then Carole at B prefers A (2) to F (3). F's decrement of B's counter, made at threshold 3,
/// counts at threshold 2.
#[test]
fn thresholds_share_counters_and_the_trace_shows_it() {
    let g = graph(&[("A", Max, &["B", "E"]), ("B", Min, &["A", "F"])], &[("E", 2.0), ("F", 3.0)]);
    let (s, events) = retrograde_traced(&g);
    assert_eq!(label(&g, &s, "A"), (2.0, Some(PaulWins), Some(1)));
    assert_eq!(label(&g, &s, "B"), (2.0, Some(PaulWins), Some(2)));
    assert_eq!(best(&g, &s, "B"), ["A"]);
    let (a, b, e, f) = (0, 1, 2, 3);
    use RetroEvent::*;
    let won = |position, value, r| Label { position, value, outcome: PaulWins, remoteness: Some(r) };
    assert_eq!(
        events,
        [
            Threshold { value: 3.0 },
            won(f, 3.0, 0),
            Enqueue { position: f },
            Dequeue { position: f },
            Decrement { position: b, counter: 1 },
            Threshold { value: 2.0 },
            won(e, 2.0, 0),
            Enqueue { position: e },
            Dequeue { position: e },
            won(a, 2.0, 1),
            Enqueue { position: a },
            Dequeue { position: a },
            Decrement { position: b, counter: 0 },
            won(b, 2.0, 2),
            Enqueue { position: b },
            Dequeue { position: b },
            Threshold { value: 0.0 },
        ]
    );
    assert_eq!(s, retrograde(&g));
}

/// An end worth 0 is a draw like an infinite play; −0 is 0; repeated moves count once each in
/// the counter and appear once in the best moves.
/// ```text
///   A (max) ──► Z = -0
///    └────────► C (min) ══► W = +1   (two moves to W)
///                  └──────► L = -1
///   D (min) ══► W                    (two moves to W; not reachable)
/// ```
#[test]
fn zero_ends_and_repeated_moves() {
    let g = graph(&[("A", Max, &["Z", "C"]), ("C", Min, &["W", "W", "L"])], &[("Z", -0.0), ("W", 1.0), ("L", -1.0)]);
    let s = retrograde(&g);
    assert_eq!(label(&g, &s, "A"), (0.0, Some(Draw), None));
    assert_eq!(label(&g, &s, "Z"), (0.0, Some(Draw), None));
    assert_eq!(label(&g, &s, "C"), (-1.0, Some(CaroleWins), Some(1)));
    assert_eq!(best(&g, &s, "A"), ["Z"]);

    let g = graph(&[("D", Min, &["W", "W"])], &[("W", 1.0)]);
    let s = retrograde(&g);
    assert_eq!(label(&g, &s, "D"), (1.0, Some(PaulWins), Some(1)));
    assert_eq!(best(&g, &s, "D"), ["W"]);
}

/// A start that is itself an end.
#[test]
fn a_lone_end() {
    let mut b = GraphBuilder::new();
    b.add_end("E", 0.5);
    let g = b.build().unwrap();
    let (s, events) = retrograde_traced(&g);
    assert_eq!(label(&g, &s, "E"), (0.5, Some(PaulWins), Some(0)));
    assert_eq!(events.len(), 5); // threshold, label, enqueue, dequeue, threshold 0
}

/// A path of 1,000,000 positions with alternating movers ending at +1, and a cycle of 1,000,000
/// positions without ends: no recursion anywhere.
#[test]
fn a_million_position_path_and_cycle() {
    const N: u32 = 1_000_000;
    let mover = |i: u32| if i % 2 == 0 { Max } else { Min };
    let mut b = GraphBuilder::with_capacity(N as usize, N as usize);
    for i in 0..N - 1 {
        b.add_position(format!("p{i}"), mover(i), [i + 1]);
    }
    b.add_end(format!("p{}", N - 1), 1.0);
    let s = retrograde(&b.build().unwrap());
    assert!(s.values.iter().all(|&v| v == 1.0));
    assert!(s.remoteness.iter().enumerate().all(|(i, &r)| r == Some(N - 1 - i as u32)));

    let mut b = GraphBuilder::with_capacity(N as usize, N as usize);
    for i in 0..N {
        b.add_position(format!("p{i}"), mover(i), [(i + 1) % N]);
    }
    let s = retrograde(&b.build().unwrap());
    assert!(s.outcomes.iter().all(|&o| o == Some(Draw)));
    assert!(s.remoteness.iter().all(Option::is_none));
}

/// Both players follow `choose(best_moves)` from `v` until an end; returns the end and the number
/// of moves, or `None` after more moves than positions (a cycle).
fn play(
    g: &GameGraph,
    s: &RetroSolution,
    mut v: PositionId,
    choose: fn(&[PositionId]) -> PositionId,
) -> Option<(PositionId, u32)> {
    for moves in 0..=g.len() as u32 {
        if g.is_end(v) {
            return Some((v, moves));
        }
        v = choose(&s.best_moves(g, v));
    }
    None
}

/// Properties every solution must have, whatever the graph.
fn check_consistency(g: &TestGraph, s: &RetroSolution) -> Result<(), TestCaseError> {
    // The traced run finds the same solution (NaN = NaN for unreachable positions).
    let (traced, events) = retrograde_traced(g);
    prop_assert_eq!(&traced, s);

    // The trace labels each reachable position exactly once, with its final label, and every
    // enqueued position is dequeued.
    let mut labelled = vec![0; g.len()];
    let (mut enqueued, mut dequeued) = (0, 0);
    for event in &events {
        match *event {
            RetroEvent::Label { position, value, outcome, remoteness } => {
                let v = position as usize;
                labelled[v] += 1;
                prop_assert!(value == s.values[v] && Some(outcome) == s.outcomes[v] && remoteness == s.remoteness[v]);
            }
            RetroEvent::Enqueue { .. } => enqueued += 1,
            RetroEvent::Dequeue { .. } => dequeued += 1,
            _ => {}
        }
    }
    prop_assert_eq!(enqueued, dequeued);
    for (v, &count) in labelled.iter().enumerate() {
        prop_assert_eq!(count, usize::from(s.outcomes[v].is_some()), "position {}", v);
    }

    for v in 0..g.len() as PositionId {
        let Some(outcome) = s.outcomes[v as usize] else { continue };
        let value = s.values[v as usize];
        prop_assert_eq!(outcome, Outcome::of(value));
        prop_assert_eq!(s.remoteness[v as usize].is_some(), value != 0.0);
        let best = s.best_moves(g, v);
        prop_assert_eq!(best.is_empty(), g.is_end(v));
        prop_assert!(best.iter().all(|&w| s.values[w as usize] == value));
        if outcome != Draw {
            // Optimal play by both sides from a decided position ends at its value after exactly
            // its remoteness, whichever optimal moves are chosen.
            for choose in [|m: &[PositionId]| m[0], |m: &[PositionId]| m[m.len() - 1]] {
                let played = play(g, s, v, choose);
                prop_assert!(played.is_some(), "optimal play from {} circles for ever", g.name(v));
                let (end, moves) = played.unwrap();
                prop_assert_eq!(g.end_value(end), Some(value));
                prop_assert_eq!(Some(moves), s.remoteness[v as usize]);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// On a DAG retrograde analysis agrees with the recursive definition at every position.
    #[test]
    fn random_dags_match_naive_minimax(g in common::dag(30)) {
        let s = retrograde(&g);
        let reachable = common::naive_reachable(&g);
        for v in 0..g.len() as PositionId {
            if reachable[v as usize] {
                prop_assert!(same(s.values[v as usize], naive_minimax(&g, v)), "value of {}", g.name(v));
                prop_assert_eq!(s.remoteness[v as usize], naive_remoteness(&g, v), "remoteness of {}", g.name(v));
            } else {
                prop_assert!(s.values[v as usize].is_nan() && s.outcomes[v as usize].is_none());
            }
        }
        check_consistency(&g, &s)?;
    }

    /// On a DAG retrograde analysis and DFS minimax agree on every position, and every move
    /// retrograde calls best also keeps DFS's value.
    #[test]
    fn random_dags_match_dfs(g in common::dag(30)) {
        let dfs = solve_dag(&g).expect("a DAG has no cycle");
        let s = retrograde(&g);
        for v in 0..g.len() as PositionId {
            prop_assert!(same(s.values[v as usize], dfs.values[v as usize]), "value of {}", g.name(v));
            let by_value = dfs.best_moves(&g, v);
            prop_assert!(s.best_moves(&g, v).iter().all(|w| by_value.contains(w)));
        }
    }

    /// When DFS finds no cycle among the reachable positions of a random graph, it agrees with
    /// retrograde analysis there.
    #[test]
    fn random_graphs_without_reachable_cycles_match_dfs(g in common::cyclic(12)) {
        if let Ok(dfs) = solve_dag(&g) {
            let s = retrograde(&g);
            for v in 0..g.len() {
                prop_assert!(same(s.values[v], dfs.values[v]), "value of {}", g.name(v as PositionId));
            }
        }
    }

    /// On tiny graphs retrograde analysis agrees with the values computed from the rules alone,
    /// by trying every pair of positional strategies.
    #[test]
    fn tiny_cyclic_graphs_match_strategy_enumeration(g in common::cyclic(8)) {
        let s = retrograde(&g);
        let expected = common::strategy_enumeration(&g);
        for (v, &value) in expected.iter().enumerate() {
            if s.outcomes[v].is_some() {
                prop_assert_eq!(s.values[v], value, "value of {}", g.name(v as PositionId));
            }
        }
    }

    /// On any graph retrograde analysis agrees with the brute-force fixpoint.
    #[test]
    fn random_cyclic_graphs_match_brute_force(g in common::cyclic(30)) {
        let s = retrograde(&g);
        let expected = brute_force(&g);
        for v in 0..g.len() {
            prop_assert!(same(s.values[v], expected.values[v]), "value of {}", g.name(v as PositionId));
            prop_assert_eq!(s.outcomes[v], (!expected.values[v].is_nan()).then(|| Outcome::of(expected.values[v])));
        }
        prop_assert_eq!(&s.remoteness, &expected.remoteness);
        check_consistency(&g, &s)?;
    }
}

/// Carole's position with 300 or 70,000 moves (more than a narrow counter holds) is labelled only
/// when its last move is in.
/// ```text
///   C (min) ──k moves──► W = 1        C (min) ──k−1 moves──► W = 1, one move ──► L = −1
/// ```
#[test]
fn wide_positions_count_every_move() {
    for k in [300u32, 70_000] {
        for with_loss in [false, true] {
            let mut b = GraphBuilder::new();
            let successors = (0..k).map(|i| if with_loss && i == k / 2 { 2 } else { 1 });
            b.add_position("C", Player::Min, successors.collect::<Vec<_>>());
            b.add_end("W", 1.0);
            b.add_end("L", -1.0);
            let g = b.build().unwrap();
            let s = retrograde(&g);
            assert_eq!(s.start_value(), if with_loss { -1.0 } else { 1.0 }, "k = {k}");
            assert_eq!(s.remoteness[0], Some(1));
        }
    }
}

/// Paul's position with 300 moves (a counter kept in full) joins his attractor at its first move
/// in, whether the analysis records its events or not.
/// ```text
///   P (max) ──299 moves──► L = −1, one move ──► W = 1
/// ```
#[test]
fn a_wide_position_of_the_attracting_player_joins_at_once() {
    let mut b = GraphBuilder::new();
    b.add_position("P", Player::Max, (0..300).map(|i| if i == 150 { 1 } else { 2 }).collect::<Vec<_>>());
    b.add_end("W", 1.0);
    b.add_end("L", -1.0);
    let g = b.build().unwrap();
    let s = retrograde(&g);
    assert_eq!((s.start_value(), s.remoteness[0]), (1.0, Some(1)));
    assert_eq!(retrograde_traced(&g).0, s);
}

/// Paul's position with 300 moves, all to a loss, is labelled in Carole's attractor, after Paul's
/// own (its full counter is set again when the side changes), whether the events are recorded or
/// not.
/// ```text
///   S (max) ──► W = 1
///           └─► P (max) ──300 moves──► L = −1
/// ```
#[test]
fn a_wide_position_of_the_opponent_is_counted_again_on_the_other_side() {
    let mut b = GraphBuilder::new();
    b.add_position("S", Player::Max, [1, 2]);
    b.add_end("W", 1.0);
    b.add_position("P", Player::Max, vec![3; 300]);
    b.add_end("L", -1.0);
    let g = b.build().unwrap();
    let s = retrograde(&g);
    assert_eq!((s.start_value(), s.remoteness[0]), (1.0, Some(1)));
    assert_eq!((s.values[2], s.remoteness[2]), (-1.0, Some(1)));
    assert_eq!(retrograde_traced(&g).0, s);
}
