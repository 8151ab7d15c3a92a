//! Cat and mouse has cycles, so DFS minimax refuses it, and its positions split into mouse wins,
//! cat wins and draws. The labels come from a deliberately naive fixpoint written here (repeat
//! until nothing changes: a player who has a move to a win for them wins; a player all of whose
//! moves lose, loses); what stays unlabelled is a draw.

use gamegraph::games::catmouse::CatMouse;
use gamegraph::games::{build_preset, presets};
use gamegraph::graph::{GameGraph, Player};
use gamegraph::solve::dfs::solve_dag;
use gamegraph::solve::retrograde::retrograde;

/// +1 / −1 for forced wins of Paul / Carole, 0 for draws.
fn naive_labels(graph: &GameGraph) -> Vec<f64> {
    let n = graph.len();
    let mut label: Vec<Option<f64>> = (0..n as u32).map(|v| graph.end_value(v)).collect();
    loop {
        let mut changed = false;
        for v in 0..n as u32 {
            if label[v as usize].is_some() {
                continue;
            }
            let (good, bad) = match graph.mover(v) {
                Player::Max => (1.0, -1.0),
                Player::Min => (-1.0, 1.0),
            };
            let succ = graph.successors(v);
            if succ.iter().any(|&w| label[w as usize] == Some(good)) {
                label[v as usize] = Some(good);
                changed = true;
            } else if succ.iter().all(|&w| label[w as usize] == Some(bad)) {
                label[v as usize] = Some(bad);
                changed = true;
            }
        }
        if !changed {
            return label.into_iter().map(|l| l.unwrap_or(0.0)).collect();
        }
    }
}

fn default_board() -> &'static str {
    presets().iter().find(|p| p.id == "catmouse").unwrap().params[0].default
}

#[test]
fn the_default_board_has_wins_losses_and_draws() {
    let graph = build_preset("catmouse", &[]).unwrap().graph;
    let cycle = solve_dag(&graph).unwrap_err();
    assert!(cycle.cycle.len() >= 3 && cycle.cycle.first() == cycle.cycle.last());

    let labels = naive_labels(&graph);
    let inner: Vec<f64> = (0..graph.len() as u32).filter(|&v| !graph.is_end(v)).map(|v| labels[v as usize]).collect();
    for (value, what) in [(1.0, "mouse wins"), (-1.0, "cat wins"), (0.0, "draws")] {
        assert!(inner.contains(&value), "no position with {what}");
    }
    assert_eq!(labels[graph.start() as usize], 0.0, "the default start is a draw");
}

/// Colour the board like a chessboard: each move changes the mover's colour, so if the mouse
/// and the cat start on different colours the cat is never on a neighbouring cell when it moves,
/// and the only catches left are a mouse stepping onto the cat (ends with Carole to move).
#[test]
fn the_colours_decide_whether_the_cat_can_pounce() {
    let pounces = |board: &str| {
        let graph = CatMouse::parse(board).unwrap().graph().unwrap();
        (0..graph.len() as u32)
            .filter(|&v| graph.end_value(v) == Some(-1.0) && graph.name(v).starts_with('P'))
            .filter(|&v| {
                let name = graph.name(v);
                let (mouse, cat) = name[1..].split_once('-').unwrap();
                mouse == cat
            })
            .count()
    };
    // Mouse on a1 and cat on a3: the same colour.
    assert!(pounces(default_board()) > 0);
    // The cat one cell up, on a4: different colours.
    let shifted = "M..../.#.#./...../C#.#./....H";
    assert_eq!(pounces(shifted), 0);
    // Then the cat wins nowhere: the mouse cannot be forced into a dead end on this board.
    let graph = CatMouse::parse(shifted).unwrap().graph().unwrap();
    let labels = naive_labels(&graph);
    let inner: Vec<f64> = (0..graph.len() as u32).filter(|&v| !graph.is_end(v)).map(|v| labels[v as usize]).collect();
    assert!(inner.iter().all(|&label| label >= 0.0));
    assert!(inner.contains(&0.0) && inner.contains(&1.0));
}

/// A corridor with the cat between the mouse and the hole: the mouse can never get past.
/// ```text
///   M . C . H
///   a1 b1 c1 d1 e1
/// ```
#[test]
fn a_corridor_with_the_cat_in_the_way() {
    let graph = CatMouse::parse("M.C.H").unwrap().graph().unwrap();
    let labels = naive_labels(&graph);
    // The mouse can never get past, and the cat's pounce needs equal colours (a1 and c1 are):
    // the cat drives the mouse into the dead end a1 and catches it.
    assert_eq!(labels[graph.start() as usize], -1.0);
}

/// Retrograde analysis (seeds 002 and 003) labels every position as the naive fixpoint does, on
/// the default board, the shifted one and a few small boards with walls and dead ends.
#[test]
fn retrograde_agrees_with_the_naive_fixpoint() {
    let boards =
        [default_board(), "M..../.#.#./...../C#.#./....H", "M.C.H", "M.#./...C/.#../...H", "M#C/.#./..H", "HM/.C"];
    for board in boards {
        let graph = CatMouse::parse(board).unwrap().graph().unwrap();
        let labels = naive_labels(&graph);
        let solution = retrograde(&graph);
        assert_eq!(solution.values, labels, "{board}");
    }
}
