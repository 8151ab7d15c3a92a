//! Tic-tac-toe, the game seed 000 says the DFS analysis "works pretty nicely for".
//!
//! X is Paul (max) and moves first; O is Carole (min). A board is written as 9 characters, row by
//! row from the top left: `X`, `O`, or `.` for an empty cell, so `X...O....` has X in the top
//! left corner and O in the centre. The mover follows from the counts (X to move when both have
//! as many marks, O when X has one more). The game ends when a player has three in a row (VALUE
//! +1 if X, −1 if O) or the board is full (0). Positions are named by their board; the moves of a
//! position are its empty cells in reading order.
//!
//! Any legal board can be the start. A board is legal when it can arise in play: the right counts,
//! not both players with three in a row, and a winner who made the last move. (A player's winning
//! lines then all share the last cell played: two disjoint lines would need six marks.) From the
//! empty board 5,478 positions are reachable, and the VALUE is 0: a draw.

use super::board::{self as drawing, Class, Key};
use super::params::ParamValues;
use super::position::Boards;
use super::{Built, ParamInfo, PresetError, PresetInfo};
use crate::game::Game;
use crate::graph::{GameGraph, Player};

/// The registry entry.
pub const INFO: PresetInfo = PresetInfo {
    id: "tictactoe",
    title: "Tic-tac-toe",
    description: "X (Paul) and O (Carole) take turns marking a 3×3 board; three in a row wins \
                  (+1 for X, −1 for O), a full board is a draw (0).",
    params: &[ParamInfo {
        name: "board",
        default: ".........",
        help: "the starting board: 9 characters X, O or . (empty), row by row",
    }],
};

/// A cell of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    Empty,
    X,
    O,
}

/// A board, cells in reading order (row by row from the top left).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board(pub [Cell; 9]);

/// The eight lines of three.
const LINES: [[usize; 3]; 8] = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

impl Board {
    /// The empty board.
    pub const EMPTY: Board = Board([Cell::Empty; 9]);

    /// Parses and checks a board written as 9 characters `X`, `O`, `.`; the error says what is
    /// wrong (the parameter is `board`).
    pub fn parse(text: &str) -> Result<Board, PresetError> {
        // Spaces around the board are forgiven, as around every parameter (games::params).
        let text = text.trim();
        let problem =
            |message: String| PresetError::param("board", format!("\"{}\" {message}", crate::text::short_quote(text)));
        let chars: Vec<char> = text.chars().collect();
        if chars.len() != 9 {
            return Err(problem(format!(
                "has {} characters; a board has 9 (X, O or . for each cell, row by row)",
                crate::text::thousands(chars.len() as u64)
            )));
        }
        let mut cells = [Cell::Empty; 9];
        for (i, (&c, cell)) in chars.iter().zip(&mut cells).enumerate() {
            *cell = match c {
                'X' => Cell::X,
                'O' => Cell::O,
                '.' => Cell::Empty,
                _ => {
                    return Err(problem(format!(
                        "has `{c}` in cell {} (row {}, column {}); use X, O or .",
                        i + 1,
                        i / 3 + 1,
                        i % 3 + 1
                    )));
                }
            };
        }
        let board = Board(cells);
        let (x, o) = (board.count(Cell::X), board.count(Cell::O));
        if x != o && x != o + 1 {
            return Err(problem(format!(
                "cannot arise in play: X has {x} marks and O has {o}; X moves first, so X has as many marks as O or one more"
            )));
        }
        match (board.has_line(Cell::X), board.has_line(Cell::O)) {
            (true, true) => return Err(problem("cannot arise in play: both X and O have three in a row".to_owned())),
            (true, false) if x == o => {
                return Err(problem("cannot arise in play: X has three in a row, but O moved afterwards".to_owned()));
            }
            (false, true) if x > o => {
                return Err(problem("cannot arise in play: O has three in a row, but X moved afterwards".to_owned()));
            }
            _ => {}
        }
        Ok(board)
    }

    fn count(&self, mark: Cell) -> usize {
        self.0.iter().filter(|&&c| c == mark).count()
    }

    fn has_line(&self, mark: Cell) -> bool {
        LINES.iter().any(|line| line.iter().all(|&i| self.0[i] == mark))
    }

    /// Who is to move: X (Paul) when the counts are equal, O (Carole) otherwise.
    pub fn mover(&self) -> Player {
        if self.count(Cell::X) == self.count(Cell::O) { Player::Max } else { Player::Min }
    }

    /// The VALUE if the game is over: +1 (X has a line), −1 (O has a line), 0 (full board).
    pub fn outcome(&self) -> Option<f64> {
        if self.has_line(Cell::X) {
            Some(1.0)
        } else if self.has_line(Cell::O) {
            Some(-1.0)
        } else if self.count(Cell::Empty) == 0 {
            Some(0.0)
        } else {
            None
        }
    }
}

impl std::fmt::Display for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for cell in self.0 {
            let c = match cell {
                Cell::Empty => '.',
                Cell::X => 'X',
                Cell::O => 'O',
            };
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// Tic-tac-toe from a given (legal) board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TicTacToe {
    start: Board,
}

impl TicTacToe {
    /// The game from the empty board.
    pub fn new() -> TicTacToe {
        TicTacToe { start: Board::EMPTY }
    }

    /// The game from `board`, which [`Board::parse`] checked.
    pub fn from_board(board: Board) -> TicTacToe {
        TicTacToe { start: board }
    }

    /// The stored graph of every position reachable from the start (at most 5,478).
    pub fn graph(&self) -> Result<GameGraph, PresetError> {
        super::store(self)
    }
}

impl Default for TicTacToe {
    fn default() -> Self {
        TicTacToe::new()
    }
}

impl Game for TicTacToe {
    type State = Board;

    fn start(&self) -> Board {
        self.start
    }

    fn mover(&self, board: &Board) -> Player {
        board.mover()
    }

    /// Move `i` marks the `i`-th empty cell in reading order; a finished game has no moves.
    fn child(&self, board: &Board, i: usize) -> Option<Board> {
        if board.outcome().is_some() {
            return None;
        }
        let mark = match board.mover() {
            Player::Max => Cell::X,
            Player::Min => Cell::O,
        };
        let cell = (0..9).filter(|&c| board.0[c] == Cell::Empty).nth(i)?;
        let mut next = *board;
        next.0[cell] = mark;
        Some(next)
    }

    fn end_value(&self, board: &Board) -> f64 {
        board.outcome().unwrap_or(0.0)
    }

    fn name(&self, board: &Board) -> String {
        board.to_string()
    }
}

/// Tic-tac-toe's boards: the 3 × 3 grid, ruled, written as the name is; a move is made on the cell
/// it marks (the only cell that changes).
pub struct TicTacToeBoards;

/// X (Paul's), O (Carole's) and the empty cells.
const LEGEND: &[Key] =
    &[Key::new('X', Class::Paul, "X"), Key::new('O', Class::Carole, "O"), Key::new('.', Class::Empty, "")];

impl Boards for TicTacToeBoards {
    /// The position named `name` (a board: 9 cells `X`, `O` or `.`, row by row); `None` for any
    /// other name.
    fn board(&self, name: &str) -> Option<drawing::Board> {
        if name.len() != 9 || !name.bytes().all(|b| matches!(b, b'X' | b'O' | b'.')) {
            return None;
        }
        let board = Board::parse(name).ok()?;
        let who = if board.mover() == Player::Max { "Paul (X)" } else { "Carole (O)" };
        let mut drawn = drawing::Board::new(
            "tictactoe",
            (0..3).map(|r| name[3 * r..3 * r + 3].to_owned()).collect(),
            LEGEND,
            format!("{who} to move."),
            "the board row by row, X (Paul), O (Carole) or . for an empty square.".to_owned(),
        );
        drawn.ruled = true;
        Some(drawn)
    }
}

/// Builds the preset from its parameter `board`.
pub(crate) fn preset(values: &ParamValues) -> Result<Built, PresetError> {
    let board = Board::parse(values.get("board"))?;
    let graph = TicTacToe::from_board(board).graph()?;
    let title = if board == Board::EMPTY {
        "Tic-tac-toe from the empty board".to_owned()
    } else {
        format!("Tic-tac-toe from {board} ({} to move)", if board.mover() == Player::Max { "X" } else { "O" })
    };
    Ok(Built { params: vec![("board", board.to_string())], title, graph })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(text: &str) -> String {
        Board::parse(text).unwrap_err().to_string()
    }

    #[test]
    fn bad_boards_are_named() {
        assert_eq!(
            message("X..."),
            "board: \"X...\" has 4 characters; a board has 9 (X, O or . for each cell, row by row)"
        );
        assert_eq!(message("X...o...."), "board: \"X...o....\" has `o` in cell 5 (row 2, column 2); use X, O or .");
        assert_eq!(
            message("XX......."),
            "board: \"XX.......\" cannot arise in play: X has 2 marks and O has 0; X moves first, so X has as many marks as O or one more"
        );
        assert!(message("O........").contains("X has 0 marks and O has 1"));
        // XXX
        // OOO    both have a line
        // X.O
        assert_eq!(message("XXXOOOX.O"), "board: \"XXXOOOX.O\" cannot arise in play: both X and O have three in a row");
        // XXX
        // OO.    X won, then O played again
        // O..
        assert_eq!(
            message("XXXOO.O.."),
            "board: \"XXXOO.O..\" cannot arise in play: X has three in a row, but O moved afterwards"
        );
        // OOO
        // XX.    O won, then X played again
        // XX.
        assert!(message("OOOXX.XX.").contains("O has three in a row, but X moved afterwards"));
        assert!(message("").contains("has 0 characters"));
        assert!(message("XO.XO.XO.é").contains("has 10 characters"));
        assert_eq!(Board::parse(" XO....... \n").unwrap(), Board::parse("XO.......").unwrap());
    }

    #[test]
    fn movers_and_outcomes() {
        let b = Board::parse("X...O....").unwrap();
        assert_eq!(b.mover(), Player::Max);
        assert_eq!(b.outcome(), None);
        // X won with two lines through the last cell (top left):
        // XXX
        // XOO    full, but X has a line: X wins
        // XOO
        let b = Board::parse("XXXXOOXOO").unwrap();
        assert_eq!(b.outcome(), Some(1.0));
        // XOX
        // XOO
        // OXX    full, nobody has a line
        assert_eq!(Board::parse("XOXXOOOXX").unwrap().outcome(), Some(0.0));
    }

    /// O to move with two empty cells:
    /// ```text
    ///   XOX        O at 8 ─► X at 9 completes 1-5-9 and 3-6-9:  +1
    ///   OXX        O at 9 ─► X at 8, full board, no line:          0
    ///   O..
    /// ```
    #[test]
    fn a_nearly_full_board() {
        let g = TicTacToe::from_board(Board::parse("XOXOXXO..").unwrap()).graph().unwrap();
        let names: Vec<&str> = g.names().iter().map(String::as_str).collect();
        assert_eq!(names, ["XOXOXXO..", "XOXOXXOO.", "XOXOXXO.O", "XOXOXXOOX", "XOXOXXOXO"]);
        assert_eq!(g.mover(0), Player::Min);
        assert_eq!(g.mover(1), Player::Max);
        assert_eq!(g.successors(0), &[1, 2]);
        assert_eq!(g.end_value(3), Some(1.0));
        assert_eq!(g.end_value(4), Some(0.0));
    }
}
