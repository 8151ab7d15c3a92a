//! What a built-in game's position looks like, read back from its name: the page draws boards
//! and explains names from these descriptions, so each game's naming is known in one place — its
//! module, which writes the names ([`crate::game::Game::name`]) and reads them back here.
//!
//! ```text
//!   nim        P3.5.7        piles, and who moves (P: Paul, C: Carole)
//!   tictactoe  X...O....     the 9 cells row by row from the top left, and who moves (X or O)
//!   chomp      P4.2.2        the bar's row lengths from the bottom up, and who moves
//!   catmouse   Pa1-c3        who moves, the mouse's cell, the cat's cell, on the board drawn
//!   sequence   0110          the bits chosen so far (`e`: none), and the number of moves n
//! ```

use serde::Serialize;

use super::{catmouse, chomp, nim, sequence, tictactoe};

/// A cell of a grid board: column from the left, row from the top, both from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Square {
    pub col: u32,
    pub row: u32,
}

/// What a square of the cat-and-mouse board is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Ground {
    Floor,
    Wall,
    Hole,
}

/// A position of a built-in game, as its board shows it. Movers are the letters the names use:
/// `P`/`C` (Paul, Carole), and `X`/`O` for tic-tac-toe.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Description {
    Nim {
        mover: char,
        /// Matches in every pile.
        piles: Vec<u32>,
    },
    TicTacToe {
        mover: char,
        /// `X`, `O` or `.`, row by row from the top left.
        cells: Vec<char>,
    },
    Chomp {
        mover: char,
        /// Row lengths from the bottom up; the bottom-left square is poisoned.
        rows: Vec<u32>,
    },
    CatMouse {
        mover: char,
        mouse: Square,
        cat: Square,
        /// The board, row by row from the top (the pieces' starting cells are floor).
        cells: Vec<Vec<Ground>>,
    },
    Sequence {
        /// The bits chosen so far, Paul's first (empty at the start, named `e`).
        bits: String,
        /// The number of moves, when the parameter reads as one.
        n: Option<u32>,
    },
}

/// The description of position `name` of built-in game `id` with parameters `params` (the
/// normalised ones of [`super::build_preset`]); `None` when `id` is not a built-in game or `name`
/// is not one of its positions' names (for example, a custom game's).
pub fn describe(id: &str, params: &[(&str, &str)], name: &str) -> Option<Description> {
    let param = |wanted: &str| params.iter().find(|(n, _)| *n == wanted).map(|(_, v)| *v);
    match id {
        "nim" => nim::describe(name),
        "tictactoe" => tictactoe::describe(name),
        "chomp" => chomp::describe(name),
        "catmouse" => catmouse::CatMouse::parse(param("board")?).ok()?.describe(name),
        "sequence" => sequence::describe(name, param("n").and_then(|n| n.trim().parse().ok())),
        _ => None,
    }
}

/// Reads the mover's initial at the start of a name: `P` (Paul) or `C` (Carole); the rest.
pub(crate) fn mover_initial(name: &str) -> Option<(char, &str)> {
    let mover = name.chars().next().filter(|c| *c == 'P' || *c == 'C')?;
    Some((mover, &name[1..]))
}

/// Reads numbers written in decimal digits and separated by dots (`3.5.7`).
pub(crate) fn dotted_numbers(text: &str) -> Option<Vec<u32>> {
    text.split('.')
        .map(|part| if part.bytes().all(|b| b.is_ascii_digit()) { part.parse().ok() } else { None })
        .collect()
}
