//! Replaying retrograde analysis: the whole stream rebuilds `retrograde()`'s labels, and every
//! prefix is a consistent state of Knuth's algorithm (TAOCP 2.2.3 ex. 28), checked against
//! definitions that do not look at the replay's own bookkeeping.

use crate::common;

use common::graph;
use gamegraph::graph::{GameGraph, Player, PositionId};
use gamegraph::solve::replay::{Replay, Scrubber};
use gamegraph::solve::retro_replay::RetroReplay;
use gamegraph::solve::retrograde::{Outcome, RetroEvent, retrograde, retrograde_traced};
use proptest::prelude::*;

use Player::{Max, Min};

/// Equal values, NaN (unknown) counting as equal to NaN.
fn same(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y || (x.is_nan() && y.is_nan()))
}

/// Checks the state after each prefix against what the prefix itself says, and returns the last.
fn replay_checked(graph: &GameGraph, events: &[RetroEvent]) -> Result<RetroReplay, TestCaseError> {
    let n = graph.len();
    let final_solution = retrograde(graph);
    let reachable = common::naive_reachable(graph);
    let mut replay = RetroReplay::new(graph);
    // Independent bookkeeping: positions dequeued on the current side (sign of the threshold),
    // and the positions labelled in the current phase, in order.
    let mut dequeued_on_side = vec![false; n];
    let mut side: Option<bool> = None;
    let mut phase_labels: Vec<PositionId> = Vec::new();
    let mut phase_dequeued = 0usize;
    let mut counters_before = replay.counters().to_vec();
    for (k, event) in events.iter().enumerate() {
        match *event {
            RetroEvent::Threshold { value } => {
                let positive = value > 0.0;
                if side != Some(positive) {
                    dequeued_on_side.fill(false);
                }
                side = Some(positive);
                phase_labels.clear();
                phase_dequeued = 0;
            }
            RetroEvent::Dequeue { position } => {
                dequeued_on_side[position as usize] = true;
                phase_dequeued += 1;
            }
            RetroEvent::Enqueue { position } => phase_labels.push(position),
            _ => {}
        }
        replay.apply(event);
        // Labels are final as soon as they are given.
        for v in 0..n {
            if replay.outcomes()[v].is_some() {
                prop_assert_eq!(replay.values()[v], final_solution.values[v], "step {} position {}", k, v);
                prop_assert_eq!(replay.remoteness()[v], final_solution.remoteness[v]);
            }
        }
        // The queue: labelled in this phase, not yet dequeued, in order.
        prop_assert_eq!(replay.queue(), &phase_labels[phase_dequeued..], "queue at step {}", k);
        // Counters only go down.
        for (x, (&now, &before)) in replay.counters().iter().zip(&counters_before).enumerate() {
            prop_assert!(now <= before, "c({}) went up at step {}", graph.name(x as PositionId), k);
        }
        counters_before = replay.counters().to_vec();
        // Once the predecessors of the last dequeued position are all examined (the next event
        // dequeues another or starts a phase), c(x) of an unlabelled opponent of the current side
        // is its number of moves to positions not dequeued on this side.
        let examined =
            matches!(events.get(k + 1), None | Some(RetroEvent::Dequeue { .. }) | Some(RetroEvent::Threshold { .. }));
        if let (Some(positive), true) = (side, examined) {
            let attractor = if positive { Max } else { Min };
            for x in 0..n as PositionId {
                let open = reachable[x as usize] && replay.outcomes()[x as usize].is_none();
                if open && !graph.is_end(x) && graph.mover(x) != attractor {
                    let outside = graph.successors(x).iter().filter(|&&w| !dequeued_on_side[w as usize]).count() as u32;
                    prop_assert_eq!(replay.counters()[x as usize], outside, "c({}) at step {}", graph.name(x), k);
                }
            }
        }
    }
    Ok(replay)
}

/// Carole's B must move to A or to the loss W for her; A moves to W.
/// ```text
///   A (max) ──► W = +1
///    ▲             ▲
///    └── B (min) ──┘       C (min) ──► C (a loop), W
/// ```
#[test]
fn a_fixture_replays_to_the_solution() {
    let g = graph(&[("B", Min, &["A", "W"]), ("A", Max, &["W"]), ("C", Min, &["C", "W"])], &[("W", 1.0)]);
    let (solution, events) = retrograde_traced(&g);
    let replay = replay_checked(&g, &events).unwrap();
    assert!(same(replay.values(), &solution.values), "{:?}", replay.values());
    assert_eq!(replay.outcomes(), &solution.outcomes[..]);
    assert_eq!(replay.remoteness(), &solution.remoteness[..]);
    assert_eq!(replay.threshold(), Some(0.0));
    // C is not reachable from the start B: never labelled, its counter never moves. B's went
    // down to 0 when W, then A, joined Paul's attractor.
    assert_eq!(replay.counters()[2], 2);
    assert_eq!(replay.counters()[0], 0);
    assert_eq!(replay.steps(), events.len());
    assert_eq!(solution.outcomes[0], Some(Outcome::PaulWins));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn every_prefix_is_consistent_and_the_end_is_the_solution(g in common::cyclic(14)) {
        let graph = &g.0;
        let (solution, events) = retrograde_traced(graph);
        let replay = replay_checked(graph, &events)?;
        prop_assert!(same(replay.values(), &solution.values));
        prop_assert_eq!(replay.outcomes(), &solution.outcomes[..]);
        prop_assert_eq!(replay.remoteness(), &solution.remoteness[..]);
        prop_assert!(replay.queue().is_empty());
        // The untraced analysis (its own loop, levels in id order) labels every position alike.
        prop_assert_eq!(&retrograde(graph), &solution);
        // Scrubbing to any step gives the same state as replaying that prefix.
        let mut scrubber = Scrubber::new(RetroReplay::new(graph), events.clone(), 1);
        for k in [events.len(), 0, events.len() / 2, 1, events.len().saturating_sub(1)] {
            let mut direct = RetroReplay::new(graph);
            for e in &events[..k] {
                direct.apply(e);
            }
            let state = scrubber.seek(k);
            prop_assert_eq!(state.counters(), direct.counters());
            prop_assert_eq!(state.queue(), direct.queue());
            prop_assert_eq!(state.outcomes(), direct.outcomes());
        }
    }
}
