//! Attractor layers (the Indian Computing Olympiad notes, "Solving finite games") on random graphs
//! with cycles: the O(m) counter version against the notes' O(nm) definition, against retrograde
//! analysis, and its replay against its result.

use crate::common;

use gamegraph::graph::{GameGraph, Player, PositionId};
use gamegraph::solve::attractor::{AttractorEvent, AttractorReplay, attractor, attractor_traced};
use gamegraph::solve::replay::{Replay, Scrubber};
use gamegraph::solve::retrograde::{Outcome, retrograde};
use proptest::prelude::*;

/// The notes' definition, naively: W0 = the reachable ends the player has won; W{i+1} = Wi plus
/// every reachable position of the player with an edge into Wi and of the opponent with all its
/// edges into Wi, found by scanning every edge; until nothing changes. The layer of a position is
/// the first i with the position in Wi.
fn naive_layers(graph: &GameGraph, player: Player) -> Vec<Option<u32>> {
    let n = graph.len();
    let reachable = common::naive_reachable(graph);
    let won = |v: usize| {
        graph.end_value(v as PositionId).is_some_and(|x| if player == Player::Max { x > 0.0 } else { x < 0.0 })
    };
    let mut layers: Vec<Option<u32>> = (0..n).map(|v| (reachable[v] && won(v)).then_some(0)).collect();
    for i in 0.. {
        let before = layers.clone();
        for (v, layer) in layers.iter_mut().enumerate() {
            let id = v as PositionId;
            if !reachable[v] || before[v].is_some() || graph.is_end(id) {
                continue;
            }
            let mut into = graph.successors(id).iter().map(|&w| before[w as usize].is_some());
            let joins = if graph.mover(id) == player { into.any(|b| b) } else { into.all(|b| b) };
            if joins {
                *layer = Some(i + 1);
            }
        }
        if layers == before {
            return layers;
        }
    }
    unreachable!()
}

fn player() -> impl Strategy<Value = Player> {
    prop_oneof![Just(Player::Max), Just(Player::Min)]
}

/// ```text
///   A (max) ──► B (min) ──► W = +1
///    ▲  │         │
///    │  ▼         ▼
///    └─ C (min)   A
/// ```
/// Paul at A has no direct win; B is Carole's and can escape to A, C can only go back to A. So
/// nothing but W joins for Paul; for Carole nothing at all.
#[test]
fn a_cycle_nobody_can_force() {
    let g = common::graph(
        &[("A", Player::Max, &["B", "C"]), ("B", Player::Min, &["W", "A"]), ("C", Player::Min, &["A"])],
        &[("W", 1.0)],
    );
    let (paul, events) = attractor_traced(&g, Player::Max);
    assert_eq!(paul.layers, vec![None, None, None, Some(0)]);
    assert_eq!(
        events,
        vec![
            AttractorEvent::Layer { index: 0 },
            AttractorEvent::Join { position: 3, layer: 0 },
            AttractorEvent::Layer { index: 1 },
            AttractorEvent::Notify { position: 1, from: 3, good: 1, degree: 2 },
        ]
    );
    let (carole, events) = attractor_traced(&g, Player::Min);
    assert_eq!(carole.layers, vec![None; 4]);
    assert_eq!(events, vec![AttractorEvent::Layer { index: 0 }]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn layers_are_the_naive_layers(g in common::cyclic(16), player in player()) {
        let graph = &g.0;
        prop_assert_eq!(attractor(graph, player).layers, naive_layers(graph, player));
    }

    #[test]
    fn with_win_draw_loss_values_layers_are_the_winners_remoteness(
        g in common::cyclic_win_draw_loss(16),
        player in player(),
    ) {
        let graph = &g.0;
        let retro = retrograde(graph);
        let wins = if player == Player::Max { Outcome::PaulWins } else { Outcome::CaroleWins };
        let layers = attractor(graph, player).layers;
        for (v, layer) in layers.iter().enumerate() {
            let expected = if retro.outcomes[v] == Some(wins) { retro.remoteness[v] } else { None };
            prop_assert_eq!(*layer, expected, "position {}", graph.name(v as PositionId));
        }
    }

    #[test]
    fn with_any_values_exactly_the_winners_positions_join(g in common::cyclic(16), player in player()) {
        let graph = &g.0;
        let retro = retrograde(graph);
        let wins = if player == Player::Max { Outcome::PaulWins } else { Outcome::CaroleWins };
        let layers = attractor(graph, player).layers;
        for (layer, outcome) in layers.iter().zip(&retro.outcomes) {
            prop_assert_eq!(layer.is_some(), *outcome == Some(wins));
        }
    }

    #[test]
    fn the_replay_ends_at_the_result_and_every_step_follows_the_rule(
        g in common::cyclic(16),
        player in player(),
    ) {
        let graph = &g.0;
        let (solution, events) = attractor_traced(graph, player);
        let mut replay = AttractorReplay::new(graph);
        let mut layer = None;
        for event in &events {
            replay.apply(event);
            match *event {
                AttractorEvent::Layer { index } => {
                    // Layers come in order, and the one before had a position join (or is W0).
                    prop_assert_eq!(Some(index), layer.map_or(Some(0), |l: u32| Some(l + 1)));
                    if index > 0 {
                        prop_assert!(replay.layer_sizes()[index as usize - 1] > 0);
                    }
                    layer = Some(index);
                }
                AttractorEvent::Notify { position, good, degree, .. } => {
                    prop_assert_eq!(degree as usize, graph.successors(position).len());
                    prop_assert!(good >= 1 && good <= degree);
                    prop_assert_eq!(replay.good()[position as usize], good);
                }
                AttractorEvent::Join { position, layer: joined } => {
                    prop_assert_eq!(Some(joined), layer);
                    let (good, degree) = (replay.good()[position as usize], replay.degrees()[position as usize]);
                    let rule = if graph.is_end(position) {
                        joined == 0
                    } else if graph.mover(position) == player {
                        good > 0
                    } else {
                        good == degree
                    };
                    prop_assert!(rule, "{} joined with {}/{}", graph.name(position), good, degree);
                }
            }
        }
        prop_assert_eq!(replay.layers(), &solution.layers[..]);
        // The last layer is the one to which nothing was added: W_i = W_{i+1}.
        prop_assert_eq!(replay.layer_sizes().last(), Some(&0));
        let joined: u32 = replay.layer_sizes().iter().sum();
        prop_assert_eq!(joined as usize, solution.layers.iter().filter(|l| l.is_some()).count());
        // Scrubbing back from the end gives the prefix.
        let half = events.len() / 2;
        let mut direct = AttractorReplay::new(graph);
        for e in &events[..half] {
            direct.apply(e);
        }
        let mut scrubber = Scrubber::new(AttractorReplay::new(graph), events, 1);
        scrubber.seek(usize::MAX);
        prop_assert_eq!(scrubber.seek(half), &direct);
    }
}
