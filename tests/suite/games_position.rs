//! Boards of the built-in games (src/games/board.rs, src/games/position.rs and each game's
//! module), checked against the stored games themselves: every position's board shows what its
//! name says, every move is made on a cell its move changes and a click there picks exactly that
//! move (on every position of each game, on random parameters too), the Sequence board lists the
//! leaves the tree has below it, and names that are not a game's have no board.

use gamegraph::games::board::{Board, Class, Shown, Spot};
use gamegraph::games::position::{board, drawn};
use gamegraph::games::{build_preset, presets};
use gamegraph::graph::GameGraph;
use proptest::prelude::*;

/// A built game's id, normalised parameters and graph.
struct Built {
    id: &'static str,
    params: Vec<(String, String)>,
    graph: GameGraph,
}

impl Built {
    fn new(id: &'static str, params: &[(&str, &str)]) -> Built {
        let preset = build_preset(id, params).unwrap_or_else(|e| panic!("{id} {params:?}: {e}"));
        Built { id, params: preset.params, graph: preset.graph }
    }

    fn params(&self) -> Vec<(&str, &str)> {
        self.params.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect()
    }

    fn board(&self, v: u32) -> Board {
        let name = self.graph.name(v);
        board(self.id, &self.params(), name).unwrap_or_else(|| panic!("{}: no board for {name}", self.id))
    }
}

/// Small parameters for each built-in game, and a few more.
fn games() -> Vec<Built> {
    vec![
        Built::new("nim", &[("piles", "2,3")]),
        Built::new("nim", &[("piles", "1,2,3"), ("first", "carole")]),
        Built::new("tictactoe", &[]),
        Built::new("chomp", &[("rows", "3"), ("cols", "4")]),
        Built::new("chomp", &[("rows", "4"), ("cols", "2"), ("first", "carole")]),
        Built::new("catmouse", &[]),
        Built::new("catmouse", &[("board", "M.#../....#/C#.H.")]),
        Built::new("sequence", &[("n", "4")]),
        Built::new("sequence", &[("n", "0")]),
        Built::new("sequence", &[("n", "5"), ("first", "carole")]),
    ]
}

/// Checks every move of position `v`: its cell is one the move changes, and a click there (the
/// first successor, in the engine's order, whose cell it is) picks that very move.
fn check_moves(game: &Built, v: u32) {
    let graph = &game.graph;
    let name = graph.name(v);
    let successors: Vec<&str> = graph.successors(v).iter().map(|&w| graph.name(w)).collect();
    let drawn = drawn(game.id, &game.params(), name, &successors).unwrap();
    assert_eq!(drawn.moves.len(), successors.len());
    for (i, (next, cell)) in successors.iter().zip(&drawn.moves).enumerate() {
        let cell = cell.unwrap_or_else(|| panic!("{} {name} → {next}: no cell", game.id));
        let next_board = board(game.id, &game.params(), next).unwrap();
        assert!(drawn.board.cell(cell).is_some(), "{} {name} → {next}: {cell:?} is off the board", game.id);
        assert!(drawn.board.differs_at(&next_board, cell), "{} {name} → {next}: {cell:?} does not change", game.id);
        let picked = drawn.moves.iter().position(|c| *c == Some(cell)).unwrap();
        assert_eq!(
            successors[picked], *next,
            "{} {name}: a click on {cell:?} picks {}, not {next}",
            game.id, successors[picked]
        );
        assert!(picked <= i);
    }
}

#[test]
fn every_move_of_every_position_is_made_on_a_cell_it_changes() {
    for game in games() {
        for v in 0..game.graph.len() as u32 {
            check_moves(&game, v);
        }
    }
}

#[test]
fn every_board_shows_what_its_name_says() {
    for game in games() {
        let graph = &game.graph;
        for v in 0..graph.len() as u32 {
            let name = graph.name(v);
            let board = game.board(v);
            assert_eq!(board.kind, game.id);
            assert!(!board.caption.is_empty() && !board.naming.is_empty(), "{name}");
            // Every cell of every row, as it shows: its class and its text.
            let cells: Vec<Vec<(Class, &str)>> = (0..board.rows.len())
                .map(|r| {
                    (0..board.rows[r].chars().count())
                        .map(|c| match board.cell(Spot::new(r, c)) {
                            Some(Shown::Key(class, text)) => (class, text),
                            other => panic!("{name}: ({r}, {c}) is {other:?}, not in the legend"),
                        })
                        .collect()
                })
                .collect();
            let count = |class: Class| cells.iter().flatten().filter(|(c, _)| *c == class).count();
            match game.id {
                "nim" => {
                    let piles: Vec<usize> = name[1..].split('.').map(|p| p.parse().unwrap()).collect();
                    assert_eq!(cells.iter().map(Vec::len).collect::<Vec<_>>(), piles, "{name}");
                    let labels: Vec<String> = piles.iter().map(usize::to_string).collect();
                    assert_eq!(board.row_labels, labels);
                    assert_eq!(count(Class::Match), piles.iter().sum::<usize>());
                }
                "tictactoe" => {
                    assert!(board.ruled);
                    let shown: String =
                        cells.concat().iter().map(|(_, t)| if t.is_empty() { "." } else { t }).collect();
                    assert_eq!(shown, name);
                    assert_eq!(count(Class::Paul), name.matches('X').count());
                    assert_eq!(count(Class::Carole), name.matches('O').count());
                }
                "chomp" => {
                    let rows: Vec<usize> = name[1..].split('.').map(|p| p.parse().unwrap()).collect();
                    let size: Vec<usize> = ["rows", "cols"].iter().map(|p| param(&game, p).parse().unwrap()).collect();
                    assert_eq!((cells.len(), board.width()), (size[0], size[1]), "the whole bar");
                    assert!(cells.iter().all(|r| r.len() == size[1]));
                    // Row lengths from the bottom up: the last row drawn is the bottom one.
                    for (r, &length) in rows.iter().enumerate() {
                        let drawn = &cells[size[0] - 1 - r];
                        assert!(drawn[..length].iter().all(|(c, _)| matches!(c, Class::Square | Class::Poison)));
                        assert!(drawn[length..].iter().all(|(c, _)| *c == Class::Gone));
                    }
                    assert_eq!(count(Class::Poison), 1);
                    assert_eq!(cells[size[0] - 1][0].0, Class::Poison);
                }
                "catmouse" => {
                    let drawing = param(&game, "board");
                    let lines: Vec<&str> = drawing.split('/').collect();
                    assert_eq!(cells.len(), lines.len());
                    let names = board.cell_names.as_ref().unwrap();
                    let (mouse, cat) = name[1..].split_once('-').unwrap();
                    for (r, line) in lines.iter().enumerate() {
                        assert_eq!(cells[r].len(), line.len());
                        for (c, ground) in line.chars().enumerate() {
                            // The cell's name, as the position's name writes it.
                            let here = format!("{}{}", names.columns[c], names.rows[r]);
                            assert_eq!(here, format!("{}{}", (b'a' + c as u8) as char, r + 1));
                            let expected = match (here == mouse, here == cat, ground) {
                                (true, true, _) => (Class::Carole, "CM"),
                                (_, true, _) => (Class::Carole, "C"),
                                (true, _, _) => (Class::Paul, "M"),
                                (_, _, '#') => (Class::Wall, "#"),
                                (_, _, 'H') => (Class::Hole, "H"),
                                _ => (Class::Empty, ""),
                            };
                            assert_eq!(cells[r][c], expected, "{name} at {here}");
                        }
                    }
                }
                "sequence" => {
                    let n: usize = param(&game, "n").parse().unwrap();
                    let bits = if name == "e" { "" } else { name };
                    let row = &cells[0];
                    assert_eq!(cells.len(), 1);
                    let chosen: String = row[..bits.len()].iter().map(|(_, t)| *t).collect();
                    assert_eq!(chosen, bits);
                    assert!(
                        row[..bits.len()].iter().all(|(c, t)| *c == if *t == "1" { Class::On } else { Class::Off })
                    );
                    let choices = if bits.len() < n { 2 } else { 0 };
                    assert_eq!(count(Class::Choice), choices);
                    assert_eq!(row.len(), n + choices.min(1));
                }
                other => panic!("no check for {other}"),
            }
        }
    }
}

fn param<'a>(game: &'a Built, name: &str) -> &'a str {
    &game.params.iter().find(|(n, _)| n == name).unwrap().1
}

/// The end positions below `v`, in the order the game tree has them (move 0 first).
fn leaves_below(graph: &GameGraph, v: u32) -> Vec<String> {
    let mut stack = vec![v];
    let mut leaves = Vec::new();
    while let Some(w) = stack.pop() {
        if graph.is_end(w) {
            leaves.push(graph.name(w).to_owned());
        }
        stack.extend(graph.successors(w).iter().rev());
    }
    leaves
}

#[test]
fn sequence_boards_list_the_leaves_below_as_the_tree_has_them() {
    for n in ["0", "3", "5", "6"] {
        let game = Built::new("sequence", &[("n", n)]);
        for v in 0..game.graph.len() as u32 {
            let board = game.board(v);
            let leaves = leaves_below(&game.graph, v);
            match (&board.listed, &board.note) {
                (Some(listed), None) => {
                    assert_eq!(listed.names, leaves, "n = {n}, {}", game.graph.name(v));
                    assert_eq!(listed.label, "Leaf values");
                    assert!(leaves.len() <= 16);
                }
                (None, Some(note)) => {
                    assert!(leaves.len() > 16);
                    assert_eq!(*note, format!("{} leaves below", leaves.len()));
                }
                other => panic!("n = {n}, {}: {other:?}", game.graph.name(v)),
            }
        }
    }
}

#[test]
fn names_are_explained_with_the_position_as_the_example() {
    let naming = |id: &str, params: &[(&str, &str)], name: &str| board(id, params, name).unwrap().naming;
    assert_eq!(naming("nim", &[], "P1.2.3"), "Paul to move, piles of 1, 2 and 3 matches (P: Paul to move, C: Carole).");
    assert!(naming("nim", &[], "C4").starts_with("Carole to move, piles of 4 matches"));
    assert!(naming("chomp", &[], "P4.4.4").contains("rows of 4, 4 and 4 squares from the bottom up"));
    assert!(naming("catmouse", &[("board", "M.../.#../C..H")], "Pa1-a3").contains("the mouse on a1, the cat on a3"));
    assert!(naming("tictactoe", &[], "XO.OX....").starts_with("the board row by row"));
    let start = naming("sequence", &[("n", "3")], "e");
    assert!(start.starts_with(
        "no bit chosen yet (the empty sequence); a name like 01 lists the bits chosen so far, Paul's first"
    ));
    assert!(start.ends_with("a name of 3 bits is an end position."), "{start}");
    assert!(naming("sequence", &[("n", "1"), ("first", "carole")], "e").contains("Carole's first; a name of 1 bit is"));
}

#[test]
fn captions_say_who_moves_and_how() {
    let caption = |id: &str, params: &[(&str, &str)], name: &str| board(id, params, name).unwrap().caption;
    assert_eq!(caption("nim", &[], "C3.2"), "Carole to move: take matches from one row.");
    assert_eq!(caption("tictactoe", &[], "X........"), "Carole (O) to move.");
    assert!(caption("chomp", &[], "P2").starts_with("Paul to move: eat a square"));
    assert!(caption("catmouse", &[("board", "M.H/C..")], "Ca1-a2").starts_with("The cat (Carole) to move."));
    assert_eq!(caption("sequence", &[("n", "3")], "e"), "No bit chosen yet.");
    assert_eq!(caption("sequence", &[("n", "3")], "01"), "Bits chosen so far: 01.");
}

#[test]
fn every_built_in_game_has_boards() {
    for info in presets() {
        let preset = build_preset(info.id, &[]).unwrap();
        let params: Vec<(&str, &str)> = preset.params.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
        let start = preset.graph.name(preset.graph.start());
        assert!(board(info.id, &params, start).is_some(), "{}", info.id);
    }
}

#[test]
fn names_that_are_not_the_games_have_no_board() {
    let none: &[(&str, &str)] = &[];
    let board3: &[(&str, &str)] = &[("board", "M.H")];
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
        ("catmouse", board3, "Pz9-a1"),
        ("catmouse", board3, "Pa1-a0"),
        ("catmouse", board3, "Pa1a1"),
        ("sequence", none, ""),
        ("sequence", none, "012"),
        ("sequence", two, "011"),
    ] {
        assert_eq!(board(id, params, name), None, "{id} {name}");
    }
    // A successor that is not the game's has no cell; the board itself is still drawn.
    let drawn = drawn("nim", none, "P1.2", &["P1.1", "nonsense"]).unwrap();
    assert_eq!(drawn.moves, [Some(Spot::new(1, 1)), None]);
}

/// A random cat-and-mouse board: `width` × `height` cells, walls where `walls` says, the mouse, the
/// cat and the hole on three distinct cells chosen by `places`.
fn maze(width: usize, height: usize, walls: &[bool], places: [usize; 3]) -> String {
    let cells = width * height;
    let mut free: Vec<usize> = (0..cells).collect();
    let mut marks = vec!['.'; cells];
    for (i, piece) in ['M', 'C', 'H'].into_iter().enumerate() {
        let at = free.remove(places[i] % free.len());
        marks[at] = piece;
    }
    for &at in &free {
        if walls[at] {
            marks[at] = '#';
        }
    }
    marks.chunks(width).map(|row| row.iter().collect::<String>()).collect::<Vec<_>>().join("/")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_nim_and_chomp_moves_are_made_on_cells_they_change(
        piles in prop::collection::vec(0u32..5, 1..4),
        rows in 1u32..5,
        cols in 1u32..5,
        carole in any::<bool>(),
    ) {
        let first = if carole { "carole" } else { "paul" };
        let piles = piles.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        let (rows, cols) = (rows.to_string(), cols.to_string());
        for game in [
            Built::new("nim", &[("piles", &piles), ("first", first)]),
            Built::new("chomp", &[("rows", &rows), ("cols", &cols), ("first", first)]),
        ] {
            for v in 0..game.graph.len() as u32 {
                check_moves(&game, v);
            }
        }
    }

    #[test]
    fn random_mazes_and_sequences_moves_are_made_on_cells_they_change(
        width in 3usize..5,
        height in 1usize..4,
        walls in prop::collection::vec(prop::bool::weighted(0.25), 12),
        places in [0usize..12, 0usize..12, 0usize..12],
        n in 0u32..7,
    ) {
        let drawing = maze(width, height, &walls, places);
        let n = n.to_string();
        for game in [Built::new("catmouse", &[("board", &drawing)]), Built::new("sequence", &[("n", &n)])] {
            for v in 0..game.graph.len() as u32 {
                check_moves(&game, v);
            }
        }
    }
}
