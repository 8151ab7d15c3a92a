//! How a built-in game's positions look, read back from their names: each game's module writes
//! the names ([`crate::game::Game::name`]) and draws the board of a name here ([`Boards`]), so the
//! page draws boards, takes clicks on them and explains names knowing no game.
//!
//! ```text
//!   nim        P3.5.7        piles, and who moves (P: Paul, C: Carole)
//!   tictactoe  X...O....     the 9 cells row by row from the top left, and who moves (X or O)
//!   chomp      P4.2.2        the bar's row lengths from the bottom up, and who moves
//!   catmouse   Pa1-c3        who moves, the mouse's cell, the cat's cell, on the board drawn
//!   sequence   0110          the bits chosen so far (`e`: none), and the number of moves n
//! ```

use serde::Serialize;

use super::board::{Board, Spot};
use super::{catmouse, chomp, nim, sequence, tictactoe};

/// How a game draws its positions, made from its parameters.
pub trait Boards {
    /// The board of the position named `name`; `None` when the name is not one of the game's.
    fn board(&self, name: &str) -> Option<Board>;

    /// The cell of `board` (position `name`'s) that a move to `next` (whose board is
    /// `next_board`) is made on: by default the first cell the move changes.
    fn move_cell(&self, board: &Board, name: &str, next_board: &Board, next: &str) -> Option<Spot> {
        let _ = (name, next);
        board.first_difference(next_board)
    }
}

/// The boards of built-in game `id` with parameters `params` (the normalised ones of
/// [`super::build_preset`]; one missing is read from the names alone where it can be); `None`
/// when `id` is not a built-in game or its parameters cannot be read.
pub fn boards(id: &str, params: &[(&str, &str)]) -> Option<Box<dyn Boards>> {
    let param = |wanted: &str| params.iter().find(|(n, _)| *n == wanted).map(|(_, v)| v.trim());
    let number = |wanted: &str| param(wanted).and_then(|v| v.parse::<u32>().ok());
    Some(match id {
        "nim" => Box::new(nim::NimBoards),
        "tictactoe" => Box::new(tictactoe::TicTacToeBoards),
        "chomp" => Box::new(chomp::ChompBoards { rows: number("rows"), cols: number("cols") }),
        "catmouse" => Box::new(catmouse::CatMouse::parse(param("board")?).ok()?),
        "sequence" => {
            Box::new(sequence::SequenceBoards { n: number("n"), carole_first: param("first") == Some("carole") })
        }
        _ => return None,
    })
}

/// A board with the cell each of the moves asked about is made on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Drawn {
    pub board: Board,
    /// For each successor asked about, in order, the cell a click picks it on (`None`: no cell;
    /// when two successors share a cell, a click picks the first).
    pub moves: Vec<Option<Spot>>,
}

/// The board of position `name` of built-in game `id` with parameters `params`, with the cell
/// each move to `successors` is made on; `None` when the game is not built in or `name` is not
/// one of its positions' names (for example, a custom game's).
pub fn drawn<S: AsRef<str>>(id: &str, params: &[(&str, &str)], name: &str, successors: &[S]) -> Option<Drawn> {
    let boards = boards(id, params)?;
    let board = boards.board(name)?;
    let moves = successors
        .iter()
        .map(|next| {
            let next = next.as_ref();
            let next_board = boards.board(next)?;
            boards.move_cell(&board, name, &next_board, next)
        })
        .collect();
    Some(Drawn { board, moves })
}

/// The board of position `name` of built-in game `id` (see [`drawn`]).
pub fn board(id: &str, params: &[(&str, &str)], name: &str) -> Option<Board> {
    boards(id, params)?.board(name)
}

/// Reads the mover's initial at the start of a name: `P` (Paul) or `C` (Carole); the rest.
pub(crate) fn mover_initial(name: &str) -> Option<(char, &str)> {
    let mover = name.chars().next().filter(|c| *c == 'P' || *c == 'C')?;
    Some((mover, &name[1..]))
}

/// The person a mover's initial stands for.
pub(crate) fn person(initial: char) -> &'static str {
    if initial == 'P' { "Paul" } else { "Carole" }
}

/// Reads numbers written in decimal digits and separated by dots (`3.5.7`).
pub(crate) fn dotted_numbers(text: &str) -> Option<Vec<u32>> {
    text.split('.')
        .map(|part| if part.bytes().all(|b| b.is_ascii_digit()) { part.parse().ok() } else { None })
        .collect()
}
