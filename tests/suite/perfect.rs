//! Perfect play (src/solve/perfect.rs): tiny fixtures for fastest win, slowest loss and draw
//! before loss; random seeded graphs with cycles against an oracle built on the brute-force
//! fixpoint; reproducible seeded choices.

use crate::common;

use common::{brute_force, graph};
use gamegraph::graph::{GameGraph, GraphBuilder, Player, PositionId};
use gamegraph::rng::{draw, mix};
use gamegraph::solve::perfect::{choose, perfect_line, perfect_moves, rate_moves};
use gamegraph::solve::retrograde::{Outcome, retrograde};

use Player::{Max, Min};

fn name_list<'a>(g: &'a GameGraph, ids: &[PositionId]) -> Vec<&'a str> {
    ids.iter().map(|&v| g.name(v)).collect()
}

fn perfect_names<'a>(g: &'a GameGraph, name: &str) -> Vec<&'a str> {
    let s = retrograde(g);
    let ids = perfect_moves(g, &s, g.find(name).unwrap());
    ids.iter().map(|&v| g.name(v)).collect()
}

/// ```text
///   s (Paul) ──► w = +1                       win in 1
///            ──► a (Carole) ──► b (Paul) ──► w   win in 3
///            ──► d (Paul) ◄──► e (Carole)       a cycle: a draw
/// ```
#[test]
fn the_winner_hurries() {
    let g = graph(
        &[("s", Max, &["a", "d", "w"]), ("a", Min, &["b"]), ("b", Max, &["w"]), ("d", Max, &["e"]), ("e", Min, &["d"])],
        &[("w", 1.0)],
    );
    assert_eq!(perfect_names(&g, "s"), ["w"]);
    let s = retrograde(&g);
    let rated = rate_moves(&g, &s, g.start());
    let summary: Vec<_> =
        rated.iter().map(|m| (g.name(m.to), m.outcome, m.remoteness, m.keeps_value, m.perfect)).collect();
    assert_eq!(
        summary,
        [
            ("a", Outcome::PaulWins, Some(2), true, false),
            ("d", Outcome::Draw, None, false, false),
            ("w", Outcome::PaulWins, Some(0), true, true),
        ]
    );
}

/// ```text
///   s (Carole) ──► l1 (Paul) ──► end = +1                         she loses in 2
///              ──► l2 (Paul) ──► x (Carole) ──► y (Paul) ──► end  she loses in 4
/// ```
#[test]
fn the_loser_delays() {
    let g = graph(
        &[
            ("s", Min, &["l1", "l2"]),
            ("l1", Max, &["end"]),
            ("l2", Max, &["x"]),
            ("x", Min, &["y"]),
            ("y", Max, &["end"]),
        ],
        &[("end", 1.0)],
    );
    assert_eq!(perfect_names(&g, "s"), ["l2"]);
    let s = retrograde(&g);
    let line = perfect_line(&g, &s, g.start(), 7, 0, 10);
    assert_eq!(name_list(&g, &line), ["l2", "x", "y", "end"]);
}

/// A draw beats a loss, however slow; a bigger win beats a faster small one.
/// ```text
///   s (Carole) ──► lose (Paul) ──► big = +1
///              ──► loop (Paul) ──► s            (going round: a draw)
///   t (Paul) ──► small = +1, ──► u (Carole) ──► big2 = +5
/// ```
#[test]
fn a_draw_beats_a_loss_and_value_comes_before_time() {
    let g = graph(&[("s", Min, &["lose", "loop"]), ("lose", Max, &["big"]), ("loop", Max, &["s"])], &[("big", 1.0)]);
    assert_eq!(perfect_names(&g, "s"), ["loop"]);
    let g = graph(&[("t", Max, &["small", "u"]), ("u", Min, &["big2"])], &[("small", 1.0), ("big2", 5.0)]);
    assert_eq!(perfect_names(&g, "t"), ["u"]);
}

/// Ends and unreachable positions have no moves to choose from.
#[test]
fn no_move_at_an_end_or_off_the_game() {
    let g = graph(&[("s", Max, &["e"]), ("far", Min, &["e"])], &[("e", 1.0)]);
    let s = retrograde(&g);
    assert_eq!(choose(&g, &s, g.find("e").unwrap(), 1, 0), None);
    assert_eq!(choose(&g, &s, g.find("far").unwrap(), 1, 0), None);
    assert!(rate_moves(&g, &s, g.find("far").unwrap()).is_empty());
    assert!(perfect_line(&g, &s, g.find("e").unwrap(), 1, 0, 5).is_empty());
}

/// A random game graph from `seed` with the crate's SplitMix64 stream: 1 to 24 positions, about
/// a quarter of them ends (VALUE −1, 0 or +1, or a few other whole numbers), the others with 1 to
/// 3 moves anywhere (itself and repeats included), so cycles are common.
fn random_graph(seed: u64) -> GameGraph {
    let key = mix(seed);
    let mut counter = 0u64;
    let mut next = |bound: u64| {
        counter += 1;
        ((draw(key, counter) as u128 * bound as u128) >> 64) as u64
    };
    let n = 1 + next(24) as u32;
    let wide_values = next(3) == 0;
    let mut b = GraphBuilder::new();
    for id in 0..n {
        let name = format!("p{id}");
        if next(4) == 0 {
            let value = if wide_values { next(7) as f64 - 3.0 } else { next(3) as f64 - 1.0 };
            b.add_end(name, value);
        } else {
            let mover = if next(2) == 0 { Max } else { Min };
            // The first move to one of the next ids (long plays and long cycles), others anywhere.
            let mut successors = vec![(id + 1 + next(3) as u32) % n];
            for _ in 0..next(3) {
                successors.push(next(n as u64) as u32);
            }
            b.add_position(name, mover, successors);
        }
    }
    b.set_start(next(n as u64) as u32);
    b.build().expect("a well-formed random graph")
}

/// The oracle's perfect moves of `v`, from the brute-force labels and the definition alone: the
/// successors whose value is best for the mover; among them, when that value is a win for the
/// mover, the smallest remoteness, when a loss, the largest. Distinct, in move order.
fn oracle_moves(g: &GameGraph, values: &[f64], remoteness: &[Option<u32>], v: PositionId) -> Vec<PositionId> {
    let mover = g.mover(v);
    let successors = g.successors(v);
    if values[v as usize].is_nan() || successors.is_empty() {
        return Vec::new();
    }
    let mut best_value = mover.identity();
    for &w in successors {
        best_value = mover.better(best_value, values[w as usize]);
    }
    let keep: Vec<PositionId> = successors.iter().copied().filter(|&w| values[w as usize] == best_value).collect();
    let mut chosen: Vec<PositionId> = if best_value == 0.0 {
        keep
    } else {
        let times: Vec<u32> = keep.iter().map(|&w| remoteness[w as usize].expect("decided")).collect();
        let mover_wins = (best_value > 0.0) == (mover == Max);
        let target = if mover_wins { *times.iter().min().unwrap() } else { *times.iter().max().unwrap() };
        keep.into_iter().zip(times).filter(|&(_, t)| t == target).map(|(w, _)| w).collect()
    };
    let mut seen = Vec::new();
    chosen.retain(|w| {
        let fresh = !seen.contains(w);
        seen.push(*w);
        fresh
    });
    chosen
}

#[test]
fn random_cyclic_graphs_match_the_oracle() {
    let mut decided_games = 0;
    for seed in 0..3000u64 {
        let g = random_graph(seed);
        let s = retrograde(&g);
        let oracle = brute_force(&g);
        for v in 0..g.len() as PositionId {
            let expected = oracle_moves(&g, &oracle.values, &oracle.remoteness, v);
            let found = perfect_moves(&g, &s, v);
            assert_eq!(name_list(&g, &found), name_list(&g, &expected), "seed {seed}, position p{v}:\n{g:?}");
            assert_eq!(found, s.best_moves(&g, v), "seed {seed}, position p{v}: retrograde's best moves");
            // Every seeded choice is a perfect move, and every perfect move gets chosen.
            let picks: Vec<_> = (0..64).map(|k| choose(&g, &s, v, seed, k)).collect();
            assert!(picks.iter().all(|p| p.is_none_or(|w| expected.contains(&w))), "seed {seed}, p{v}");
            assert!(expected.iter().all(|w| picks.contains(&Some(*w))), "seed {seed}, p{v}: {picks:?}");
            // Perfect play from a decided position ends at its value after exactly its remoteness.
            if let Some(r) = s.remoteness[v as usize] {
                let line = perfect_line(&g, &s, v, seed, 0, g.len() + 1);
                assert_eq!(line.len() as u32, r, "seed {seed}, p{v}");
                let end = line.last().copied().unwrap_or(v);
                assert_eq!(g.end_value(end), Some(s.values[v as usize]), "seed {seed}, p{v}");
                decided_games += 1;
            }
        }
    }
    assert!(decided_games > 5_000, "the random graphs should decide many positions: {decided_games}");
}

/// The same seed and the same moves give the same answers; another seed may not.
#[test]
fn seeded_choices_replay() {
    let g = graph(&[("s", Max, &["a", "b", "c", "d"])], &[("a", 1.0), ("b", 1.0), ("c", 1.0), ("d", 1.0)]);
    let s = retrograde(&g);
    let picks = |seed: u64| -> Vec<PositionId> { (0..32).map(|k| choose(&g, &s, 0, seed, k).unwrap()).collect() };
    assert_eq!(picks(42), picks(42));
    assert_ne!(picks(42), picks(43));
}
