//! Position names read back into board descriptions (src/games/position.rs): every position of
//! every built-in game (small parameters) is described, consistently with its name and mover, and
//! names that are not the game's are refused (a custom game's, another game's, off the board).

use gamegraph::games::position::{Description, Ground, Square, describe};
use gamegraph::games::{build_preset, presets};
use gamegraph::graph::Player;

/// Small parameters for each built-in game (the defaults of the bigger ones store many positions).
fn small(id: &str) -> Vec<(&'static str, &'static str)> {
    match id {
        "nim" => vec![("piles", "2,3")],
        "sequence" => vec![("n", "4")],
        "chomp" => vec![("rows", "3"), ("cols", "3")],
        "catmouse" => vec![("board", "M.../.#../C..H")],
        _ => vec![],
    }
}

#[test]
fn every_position_of_every_built_in_game_is_described() {
    for info in presets() {
        let preset = build_preset(info.id, &small(info.id)).unwrap();
        let params: Vec<(&str, &str)> = preset.params.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
        let graph = &preset.graph;
        for v in 0..graph.len() as u32 {
            let name = graph.name(v);
            let described = describe(info.id, &params, name).unwrap_or_else(|| panic!("{}: {name}", info.id));
            // An end position's mover is stored as Paul whatever its name says (nobody moves).
            let initial = if graph.is_end(v) { name.chars().next().unwrap() } else { graph.mover(v).initial() };
            match described {
                Description::Nim { mover, piles } | Description::Chomp { mover, rows: piles } => {
                    assert_eq!(mover, initial);
                    let written: Vec<String> = piles.iter().map(u32::to_string).collect();
                    assert_eq!(format!("{mover}{}", written.join(".")), name);
                }
                Description::TicTacToe { mover, cells } => {
                    assert_eq!(cells.iter().collect::<String>(), name);
                    if !graph.is_end(v) {
                        assert_eq!(mover, if graph.mover(v) == Player::Max { 'X' } else { 'O' });
                    }
                }
                Description::CatMouse { mover, mouse, cat, cells } => {
                    assert_eq!(mover, initial);
                    let cell = |s: Square| format!("{}{}", (b'a' + s.col as u8) as char, s.row + 1);
                    assert_eq!(format!("{mover}{}-{}", cell(mouse), cell(cat)), name);
                    assert_eq!((cells.len(), cells[0].len()), (3, 4));
                }
                Description::Sequence { bits, n } => {
                    assert_eq!(if bits.is_empty() { "e" } else { &bits }, name);
                    assert_eq!(n, Some(4));
                }
            }
        }
    }
}

#[test]
fn boards_read_as_drawn() {
    let catmouse = [("board", "M.../.#../C..H")];
    let Some(Description::CatMouse { mover, mouse, cat, cells }) = describe("catmouse", &catmouse, "Pa1-a3") else {
        panic!("a cat-and-mouse position")
    };
    assert_eq!((mover, mouse, cat), ('P', Square { col: 0, row: 0 }, Square { col: 0, row: 2 }));
    assert_eq!((cells[1][1], cells[2][3], cells[2][0]), (Ground::Wall, Ground::Hole, Ground::Floor));
    assert_eq!(
        describe("tictactoe", &[], "X........"),
        Some(Description::TicTacToe { mover: 'O', cells: "X........".chars().collect() })
    );
    assert_eq!(describe("nim", &[], "C3.2.7"), Some(Description::Nim { mover: 'C', piles: vec![3, 2, 7] }));
    assert_eq!(
        describe("sequence", &[("n", "3")], "01"),
        Some(Description::Sequence { bits: "01".into(), n: Some(3) })
    );
    assert_eq!(describe("sequence", &[], "e"), Some(Description::Sequence { bits: String::new(), n: None }));
}

#[test]
fn names_that_are_not_the_games_are_refused() {
    let none: &[(&str, &str)] = &[];
    let board: &[(&str, &str)] = &[("board", "M.H")];
    let two: &[(&str, &str)] = &[("n", "2")];
    for (id, params, name) in [
        ("custom", none, "x1"),
        ("nim", none, "P"),
        ("nim", none, "X3.4"),
        ("nim", none, "P3..4"),
        ("nim", none, "P+3"),
        ("chomp", none, "P4.-1"),
        ("tictactoe", none, "XX"),
        ("tictactoe", none, "XXXXXXXXX"),
        ("catmouse", none, "Pa1-a3"),
        ("catmouse", board, "Pz9-a1"),
        ("catmouse", board, "Pa1-a0"),
        ("catmouse", board, "Pa1a1"),
        ("sequence", none, ""),
        ("sequence", none, "012"),
        ("sequence", two, "011"),
    ] {
        assert_eq!(describe(id, params, name), None, "{id} {name}");
    }
}
