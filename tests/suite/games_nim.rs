//! Nim against Bouton's theorem: the player to move wins exactly when the XOR of the pile sizes
//! (the nim-sum) is not zero. Checked with DFS minimax (`solve_dag`) on every position reachable
//! from every start with three piles of 0 to 7 and with four piles of 0 to 5, both first movers.

use gamegraph::game::Game;
use gamegraph::games::nim::Nim;
use gamegraph::graph::{GameGraph, Player};
use gamegraph::solve::dfs::solve_dag;

/// The piles and the mover read back from a position's name (`P3.5.7`, `C0.1.2`).
fn parse_name(name: &str) -> (Player, Vec<u32>) {
    let mover = match &name[..1] {
        "P" => Player::Max,
        "C" => Player::Min,
        other => panic!("unexpected mover letter {other} in {name}"),
    };
    let piles = name[1..].split('.').map(|p| p.parse().unwrap()).collect();
    (mover, piles)
}

/// Solves the game from `piles` and checks the theorem at every position; returns how many
/// positions were checked.
fn check_start(piles: &[u32], first: Player) -> usize {
    let graph: GameGraph = Nim::new(piles.to_vec(), first).unwrap().graph().unwrap();
    let solution = solve_dag(&graph).expect("Nim is acyclic");
    for v in 0..graph.len() as u32 {
        let (mover, piles_here) = parse_name(graph.name(v));
        // End positions store no mover (nobody moves there); elsewhere the name must agree.
        if !graph.is_end(v) {
            assert_eq!(graph.mover(v), mover, "{}", graph.name(v));
        }
        let nim_sum = piles_here.iter().fold(0, |acc, p| acc ^ p);
        let mover_wins = nim_sum != 0;
        let expected = match (mover, mover_wins) {
            (Player::Max, true) | (Player::Min, false) => 1.0,
            (Player::Max, false) | (Player::Min, true) => -1.0,
        };
        assert_eq!(
            solution.values[v as usize],
            expected,
            "start {piles:?} ({} first): position {}",
            first.person(),
            graph.name(v)
        );
    }
    graph.len()
}

/// Every tuple of `count` piles with sizes `0..=max`.
fn all_starts(count: usize, max: u32) -> Vec<Vec<u32>> {
    let mut starts = vec![Vec::new()];
    for _ in 0..count {
        starts = starts
            .into_iter()
            .flat_map(|prefix| {
                (0..=max).map(move |p| {
                    let mut next = prefix.clone();
                    next.push(p);
                    next
                })
            })
            .collect();
    }
    starts
}

#[test]
fn three_piles_up_to_seven() {
    let starts = all_starts(3, 7);
    assert_eq!(starts.len(), 512);
    let mut checked = 0;
    for piles in &starts {
        for first in [Player::Max, Player::Min] {
            checked += check_start(piles, first);
        }
    }
    assert!(checked > 512 * 2 * 100, "only {checked} positions checked");
}

#[test]
fn four_piles_up_to_five() {
    let starts = all_starts(4, 5);
    assert_eq!(starts.len(), 1296);
    for piles in &starts {
        for first in [Player::Max, Player::Min] {
            check_start(piles, first);
        }
    }
}

/// The seed's classic start: (3, 5, 7) with Paul to move has nim-sum 3 ⊕ 5 ⊕ 7 = 1, so Paul wins;
/// the winning moves are those to nim-sum 0: taking 1 from any pile (2,5,7 / 3,4,7 / 3,5,6).
#[test]
fn the_classic_start_and_its_winning_moves() {
    let graph = Nim::new(vec![3, 5, 7], Player::Max).unwrap().graph().unwrap();
    let solution = solve_dag(&graph).unwrap();
    assert_eq!(solution.start_value(&graph), 1.0);
    let best: Vec<&str> = solution.best_moves(&graph, graph.start()).iter().map(|&w| graph.name(w)).collect();
    assert_eq!(best, ["C2.5.7", "C3.4.7", "C3.5.6"]);
}

/// The stored graph is exactly what the implicit game generates, move for move.
#[test]
fn stored_graph_follows_the_implicit_game() {
    let nim = Nim::new(vec![2, 3, 1], Player::Min).unwrap();
    let graph = nim.graph().unwrap();
    let mut stack = vec![nim.start()];
    let mut seen = std::collections::HashSet::new();
    while let Some(state) = stack.pop() {
        if !seen.insert(state.clone()) {
            continue;
        }
        let v = graph.find(&nim.name(&state)).unwrap();
        let children: Vec<_> = (0..).map_while(|i| nim.child(&state, i)).collect();
        let names: Vec<String> = children.iter().map(|c| nim.name(c)).collect();
        let stored: Vec<&str> = graph.successors(v).iter().map(|&w| graph.name(w)).collect();
        assert_eq!(names, stored);
        stack.extend(children);
    }
    assert_eq!(seen.len(), graph.len());
}
