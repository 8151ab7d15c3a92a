//! Shen's stack traversal and alpha-beta on implicit game trees: hand-checked fixtures, random
//! DAGs unfolded into trees against naive minimax and a recursive alpha-beta, a 2^12-leaf implicit
//! game, and a depth-100,000 game.

use crate::common;

use common::{graph, naive_minimax, recursive_alpha_beta};
use gamegraph::game::Game;
use gamegraph::graph::{GameGraph, Player, PositionId};
use gamegraph::solve::tree::{
    AlphaBeta, AlphaBetaEvent, StackEvent, TooDeep, alpha_beta, alpha_beta_search, alpha_beta_within, leaf_count,
    stack_search, stack_value, stack_value_within,
};
use proptest::prelude::*;

use Player::{Max, Min};

/// ```text
///            R (max)
///          /        \
///      A (min)      B (min)
///      /    \       /     \
///   a1=3  a2=5   b1=2    b2=9
/// ```
/// A = 3 after both leaves; at B, b1 = 2 ≤ 3 already makes B worse for Paul than A: b2 is cut.
#[test]
fn a_shallow_cutoff() {
    let g = graph(
        &[("R", Max, &["A", "B"]), ("A", Min, &["a1", "a2"]), ("B", Min, &["b1", "b2"])],
        &[("a1", 3.0), ("a2", 5.0), ("b1", 2.0), ("b2", 9.0)],
    );
    assert_eq!(stack_value(&g), 3.0);
    assert_eq!(alpha_beta(&g), AlphaBeta { value: 3.0, leaves: 3 });
    assert_eq!(leaf_count(&g), 4);
}

/// ```text
///        R (max)
///       /     \
///     a=5     B (min)
///            /     \
///         C (max)   x=1
///         /    \
///      D (min)  y=4
///      /    \
///    d1=3   d2=8
/// ```
/// Paul has 5 from `a`. At D, d1 = 3 < 5: D is worth at most 3 and d2 is cut — a deep cut-off,
/// made with the bound from R, three levels up. C = max(3, 4) = 4 < 5, so B is worth at most 4
/// and `x` is cut too. Value 5 from 3 of the 5 leaves.
#[test]
fn a_deep_cutoff() {
    let g = graph(
        &[("R", Max, &["a", "B"]), ("B", Min, &["C", "x"]), ("C", Max, &["D", "y"]), ("D", Min, &["d1", "d2"])],
        &[("a", 5.0), ("x", 1.0), ("y", 4.0), ("d1", 3.0), ("d2", 8.0)],
    );
    assert_eq!(stack_value(&g), 5.0);
    assert_eq!(alpha_beta(&g), AlphaBeta { value: 5.0, leaves: 3 });
    assert_eq!(leaf_count(&g), 5);
}

/// A start that is an end: no move at all.
#[test]
fn a_lone_leaf() {
    let g = graph(&[], &[("E", -2.5)]);
    assert_eq!(stack_value(&g), -2.5);
    assert_eq!(alpha_beta(&g), AlphaBeta { value: -2.5, leaves: 1 });
    assert_eq!(leaf_count(&g), 1);
}

/// The depth limit: a play of exactly 2 moves passes a limit of 2 and fails a limit of 1; a cycle
/// fails any limit instead of running for ever.
/// ```text
///   R (max) ──► S (min) ──► e = 1        A (max) ◄──► B (min)
/// ```
#[test]
fn depth_limits_and_cycles() {
    let g = graph(&[("R", Max, &["S"]), ("S", Min, &["e"])], &[("e", 1.0)]);
    assert_eq!(stack_value_within(&g, 2), Ok(1.0));
    assert_eq!(alpha_beta_within(&g, 2), Ok(AlphaBeta { value: 1.0, leaves: 1 }));
    assert_eq!(stack_value_within(&g, 1), Err(TooDeep { max_depth: 1 }));
    assert_eq!(alpha_beta_within(&g, 1), Err(TooDeep { max_depth: 1 }));

    let cycle = graph(&[("A", Max, &["B"]), ("B", Min, &["A"])], &[]);
    assert_eq!(stack_value_within(&cycle, 1000), Err(TooDeep { max_depth: 1000 }));
    assert_eq!(alpha_beta_within(&cycle, 1000), Err(TooDeep { max_depth: 1000 }));
    assert!(TooDeep { max_depth: 1000 }.to_string().contains("1000 moves"));
}

/// A ladder of `depth` rungs: at rung `d` the mover (Paul on even rungs) either stops, taking the
/// leaf VALUE `rung_value(d)`, or climbs to rung `d + 1`; the top rung is a leaf itself.
struct Ladder {
    depth: u32,
}

fn rung_value(d: u32) -> f64 {
    f64::from(d.wrapping_mul(7919) % 201) - 100.0
}

#[derive(Clone, Copy, Debug)]
enum Rung {
    Climbing(u32),
    Stopped(u32),
}

impl Game for Ladder {
    type State = Rung;
    fn start(&self) -> Rung {
        Rung::Climbing(0)
    }
    fn mover(&self, state: &Rung) -> Player {
        match state {
            Rung::Climbing(d) | Rung::Stopped(d) if d % 2 == 0 => Max,
            _ => Min,
        }
    }
    fn child(&self, state: &Rung, i: usize) -> Option<Rung> {
        match (*state, i) {
            (Rung::Climbing(d), 0) if d < self.depth => Some(Rung::Stopped(d)),
            (Rung::Climbing(d), 1) if d < self.depth => Some(Rung::Climbing(d + 1)),
            _ => None,
        }
    }
    fn end_value(&self, state: &Rung) -> f64 {
        match *state {
            Rung::Stopped(d) | Rung::Climbing(d) => rung_value(d),
        }
    }
    fn name(&self, state: &Rung) -> String {
        format!("{state:?}")
    }
}

/// A game 100,000 moves deep: both traversals keep one stack entry per rung, no recursion. The
/// expected value comes from a loop from the top rung down.
#[test]
fn a_depth_100_000_game() {
    let game = Ladder { depth: 100_000 };
    let mut expected = rung_value(game.depth);
    for d in (0..game.depth).rev() {
        let mover = if d % 2 == 0 { Max } else { Min };
        expected = mover.better(rung_value(d), expected);
    }
    assert_eq!(stack_value(&game), expected);
    let searched = alpha_beta(&game);
    assert_eq!(searched.value, expected);
    assert_eq!(leaf_count(&game), u64::from(game.depth) + 1);
    assert!(searched.leaves <= u64::from(game.depth) + 1);
}

/// A small version of the Sequence game with a non-`Copy` state: the bits chosen so far, Paul
/// choosing the first; `n` bits; the leaf VALUE a fixed scramble of the bits.
struct Bits {
    n: usize,
}

impl Game for Bits {
    type State = Vec<bool>;
    fn start(&self) -> Vec<bool> {
        Vec::new()
    }
    fn mover(&self, bits: &Vec<bool>) -> Player {
        if bits.len() % 2 == 0 { Max } else { Min }
    }
    fn child(&self, bits: &Vec<bool>, i: usize) -> Option<Vec<bool>> {
        (bits.len() < self.n && i < 2).then(|| {
            let mut next = bits.clone();
            next.push(i == 1);
            next
        })
    }
    fn end_value(&self, bits: &Vec<bool>) -> f64 {
        let index = bits.iter().fold(0u64, |acc, &b| acc * 2 + u64::from(b));
        let scrambled = index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17);
        (scrambled % 2001) as f64 / 1000.0 - 1.0
    }
    fn name(&self, bits: &Vec<bool>) -> String {
        bits.iter().map(|&b| if b { '1' } else { '0' }).collect()
    }
}

/// The recursive definition of the value on an implicit game (seed 004's `find_cost`, 11.3.1).
fn naive_game_value<G: Game>(game: &G, state: &G::State) -> f64 {
    if game.child(state, 0).is_none() {
        return game.end_value(state);
    }
    let values = (0..).map_while(|i| game.child(state, i)).map(|c| naive_game_value(game, &c));
    match game.mover(state) {
        Max => values.fold(f64::NEG_INFINITY, f64::max),
        Min => values.fold(f64::INFINITY, f64::min),
    }
}

#[test]
fn an_implicit_game_with_vector_states() {
    for n in 0..=12 {
        let game = Bits { n };
        let expected = naive_game_value(&game, &game.start());
        assert_eq!(stack_value(&game), expected, "n = {n}");
        let searched = alpha_beta(&game);
        assert_eq!(searched.value, expected, "n = {n}");
        assert_eq!(leaf_count(&game), 1 << n);
        assert!(searched.leaves <= 1 << n);
    }
    // Pruning does happen: on 4,096 leaves alpha-beta evaluates far fewer.
    assert!(alpha_beta(&Bits { n: 12 }).leaves < 2048);
}

/// The number of plays from `v` to an end: the leaves of the unfolded tree.
fn naive_leaf_count(g: &GameGraph, v: PositionId) -> u64 {
    if g.is_end(v) { 1 } else { g.successors(v).iter().map(|&w| naive_leaf_count(g, w)).sum() }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// A random DAG unfolded into its game tree: both traversals give the value of the recursive
    /// definition, alpha-beta evaluates exactly the leaves the recursive alpha-beta does, and no
    /// more than the full traversal.
    #[test]
    fn random_dags_stack_and_alpha_beta_match_naive_minimax(g in common::dag(30)) {
        let expected = naive_minimax(&g, g.start());
        prop_assert_eq!(stack_value(&*g), expected);
        let searched = alpha_beta(&*g);
        prop_assert_eq!(searched.value, expected);
        let (reference, reference_leaves) = recursive_alpha_beta(&g.0, &g.start(), f64::NEG_INFINITY, f64::INFINITY);
        prop_assert_eq!(searched, AlphaBeta { value: reference, leaves: reference_leaves });
        let leaves = leaf_count(&*g);
        prop_assert_eq!(leaves, naive_leaf_count(&g, g.start()));
        prop_assert!(searched.leaves <= leaves);
    }

    /// The same searches traced over a stored graph (states: position ids): the events tell the
    /// untraced result, every value the Robot carries down is the naive minimax of where it
    /// lands, and alpha-beta's leaves and final return are its result's.
    #[test]
    fn traced_searches_report_what_untraced_ones_compute(g in common::dag(20)) {
        let mut stack_events = Vec::new();
        let value = stack_search::<_, true>(&*g, usize::MAX, |e| stack_events.push(e)).unwrap();
        prop_assert_eq!(value, stack_value(&*g));
        let mut processed = 0;
        for event in &stack_events {
            match *event {
                StackEvent::Process { node, value } => {
                    processed += 1;
                    prop_assert_eq!(value, naive_minimax(&g, node));
                }
                StackEvent::Down { to, value, .. } => prop_assert_eq!(value, naive_minimax(&g, to)),
                StackEvent::UpLeft { from, mover, .. } => prop_assert_eq!(mover, g.mover(from)),
                StackEvent::Right { .. } => {}
            }
        }
        prop_assert_eq!(processed, leaf_count(&*g));
        let mut events = Vec::new();
        let traced = alpha_beta_search::<_, true>(&*g, usize::MAX, |e| events.push(e)).unwrap();
        prop_assert_eq!(traced, alpha_beta(&*g));
        let leaves = events.iter().filter(|e| matches!(e, AlphaBetaEvent::Leaf { .. })).count() as u64;
        prop_assert_eq!(leaves, traced.leaves);
        let last = AlphaBetaEvent::Return { node: g.start(), value: traced.value, to_parent: None };
        prop_assert_eq!(events.last(), Some(&last));
    }
}
