//! Chomp (David Gale, 1974): the poisoned chocolate bar.
//!
//! A bar of `rows` × `cols` squares; the bottom-left square is poisoned. A move picks a remaining
//! square and eats it together with every square above it and to its right (a "chomp" from the
//! top-right). Whoever has to eat the poisoned square loses, so the end position is the bar with
//! only the poison left: VALUE −1 if Paul is to move there, +1 if Carole is.
//!
//! Why it is fun: the first player wins on every bar larger than 1 × 1, by a strategy-stealing
//! argument — if some first move lost, taking only the top-right square would be at least as
//! good, because every reply to it is also a first move — yet the argument does not say *which*
//! move wins. The solver does: on a square bar it is the square diagonally above the poison
//! (then copy the opponent's moves on the other arm of the L), on a 2 × n bar the top-right
//! square, and on other bars something less obvious.
//!
//! A position is the list of row lengths from the bottom row up (never increasing, empty rows
//! dropped), named with the mover's initial: `P4.4.4` is the full 3 × 4 bar with Paul to move,
//! `C4.2.2` the bar after Paul ate from the second row, third column, `P1` the poison alone.
//! Moves are ordered row by row from the bottom, left to right.

use super::board::{Board, Class, Key, Spot, in_words};
use super::params::{self, ParamValues};
use super::position::{Boards, dotted_numbers, mover_initial, person};
use super::{Built, MAX_STORED_MOVES, MAX_STORED_POSITIONS, ParamInfo, PresetError, PresetInfo, thousands};
use crate::game::Game;
use crate::graph::{GameGraph, Player};

/// The registry entry.
pub const INFO: PresetInfo = PresetInfo {
    id: "chomp",
    title: "Chomp",
    description: "A chocolate bar with a poisoned bottom-left square; a move eats a square and everything \
                  above and to the right of it. Whoever must eat the poison loses.",
    params: &[
        ParamInfo { name: "rows", default: "3", help: "height of the bar, 1 to 20" },
        ParamInfo { name: "cols", default: "4", help: "width of the bar, 1 to 20" },
        ParamInfo { name: "first", default: "paul", help: "who moves first: paul or carole" },
    ],
};

/// The largest side: 20 rows of two-digit lengths keep names within the text format's 64 bytes.
pub const MAX_SIDE: u64 = 20;

/// A Chomp game: the bar's size and who moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chomp {
    rows: u8,
    cols: u8,
    first: Player,
}

/// A Chomp position: row lengths from the bottom up (non-increasing, all positive) and the mover.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChompState {
    pub rows: Vec<u8>,
    pub mover: Player,
}

impl Chomp {
    /// The game on a `rows` × `cols` bar, both from 1 to [`MAX_SIDE`].
    pub fn new(rows: u32, cols: u32, first: Player) -> Result<Chomp, PresetError> {
        for (name, value) in [("rows", rows), ("cols", cols)] {
            if value == 0 || value as u64 > MAX_SIDE {
                return Err(PresetError::param(name, format!("{value} is out of range: use 1 to {MAX_SIDE}")));
            }
        }
        Ok(Chomp { rows: rows as u8, cols: cols as u8, first })
    }

    /// Upper bounds on the positions and moves: the shapes inside the bar are the monotone
    /// staircases, C(rows + cols, rows) of them, each with either mover, and a shape has fewer
    /// moves than the bar has squares.
    pub fn size_bound(&self) -> (u64, u64) {
        let (r, c) = (self.rows as u64, self.cols as u64);
        // C(r + c, r) by the multiplicative formula; every intermediate value is a binomial.
        let shapes = (1..=r).fold(1u64, |acc, k| acc * (c + k) / k);
        (2 * shapes, 2 * shapes * (r * c - 1))
    }

    /// The stored game graph, or an error when it could exceed the registry's caps.
    pub fn graph(&self) -> Result<GameGraph, PresetError> {
        let (positions, moves) = self.size_bound();
        if positions > MAX_STORED_POSITIONS as u64 || moves > MAX_STORED_MOVES as u64 {
            return Err(PresetError::general(format!(
                "a {} × {} bar has up to {} positions and {} moves, more than the {} positions and {} moves \
                 that can be stored; choose fewer rows or columns",
                self.rows,
                self.cols,
                thousands(positions),
                thousands(moves),
                thousands(MAX_STORED_POSITIONS as u64),
                thousands(MAX_STORED_MOVES as u64)
            )));
        }
        super::store(self)
    }
}

impl Game for Chomp {
    type State = ChompState;

    fn start(&self) -> ChompState {
        ChompState { rows: vec![self.cols; self.rows as usize], mover: self.first }
    }

    fn mover(&self, state: &ChompState) -> Player {
        state.mover
    }

    /// Move `i` is the `i`-th remaining square other than the poison, row by row from the bottom;
    /// eating square (row, col) cuts every row from `row` up to at most `col` squares.
    fn child(&self, state: &ChompState, i: usize) -> Option<ChompState> {
        let mut rest = i + 1; // skip the poison, square 0 of row 0
        for (row, &len) in state.rows.iter().enumerate() {
            if rest < len as usize {
                let col = rest as u8;
                let mut rows = state.rows.clone();
                for r in &mut rows[row..] {
                    *r = (*r).min(col);
                }
                rows.retain(|&len| len > 0);
                return Some(ChompState { rows, mover: state.mover.opponent() });
            }
            rest -= len as usize;
        }
        None
    }

    /// Only the poison is left: the player to move must eat it and loses.
    fn end_value(&self, state: &ChompState) -> f64 {
        match state.mover {
            Player::Max => -1.0,
            Player::Min => 1.0,
        }
    }

    fn name(&self, state: &ChompState) -> String {
        let initial = state.mover.initial();
        format!("{initial}{}", state.rows.iter().map(u8::to_string).collect::<Vec<_>>().join("."))
    }
}

/// Chomp's boards: the whole bar of the game's size (`rows` × `cols` when known), top row first,
/// its eaten squares dashed; a move is made on the square its bite starts at.
pub struct ChompBoards {
    pub rows: Option<u32>,
    pub cols: Option<u32>,
}

/// The poison, a square, a square eaten.
const LEGEND: &[Key] =
    &[Key::new('p', Class::Poison, "☠"), Key::new('s', Class::Square, ""), Key::new('-', Class::Gone, "")];

/// The mover's initial and the row lengths from the bottom up of the position named `name` (the
/// inverse of [`Game::name`]: the initial, then the lengths separated by dots, e.g. `P4.2.2`).
fn read(name: &str) -> Option<(char, Vec<u32>)> {
    let (mover, rows) = mover_initial(name)?;
    Some((mover, dotted_numbers(rows)?))
}

impl Boards for ChompBoards {
    fn board(&self, name: &str) -> Option<Board> {
        let (mover, lengths) = read(name)?;
        let height = (self.rows.unwrap_or(0) as usize).max(lengths.len());
        let width = self.cols.unwrap_or(0).max(lengths.iter().copied().max().unwrap_or(0));
        let rows = (0..height)
            .rev()
            .map(|row| {
                let length = lengths.get(row).copied().unwrap_or(0);
                (0..width)
                    .map(|col| {
                        if col >= length {
                            '-'
                        } else if row == 0 && col == 0 {
                            'p'
                        } else {
                            's'
                        }
                    })
                    .collect()
            })
            .collect();
        let who = person(mover);
        Some(Board::new(
            "chomp",
            rows,
            LEGEND,
            format!("{who} to move: eat a square and everything above and right of it; the dark square is poisoned."),
            format!(
                "{who} to move, rows of {} squares from the bottom up (P: Paul to move, C: Carole).",
                in_words(&lengths)
            ),
        ))
    }

    /// The square eaten: in the lowest row the bite changed, the first square gone.
    fn move_cell(&self, board: &Board, name: &str, _next_board: &Board, next: &str) -> Option<Spot> {
        let ((_, before), (_, after)) = (read(name)?, read(next)?);
        let row = (0..before.len()).find(|&r| after.get(r).copied().unwrap_or(0) != before[r])?;
        let col = after.get(row).copied().unwrap_or(0);
        (col < before[row]).then(|| Spot::new(board.rows.len() - 1 - row, col as usize))
    }
}

/// Builds the preset from its parameters `rows`, `cols` and `first`.
pub(crate) fn preset(values: &ParamValues) -> Result<Built, PresetError> {
    let rows = params::parse_u64("rows", values.get("rows"), 1, MAX_SIDE)? as u32;
    let cols = params::parse_u64("cols", values.get("cols"), 1, MAX_SIDE)? as u32;
    let first = params::parse_player("first", values.get("first"))?;
    let game = Chomp::new(rows, cols, first)?;
    let graph = game.graph()?;
    Ok(Built {
        params: vec![
            ("rows", rows.to_string()),
            ("cols", cols.to_string()),
            ("first", params::player_keyword(first).to_owned()),
        ],
        title: format!("Chomp on a {rows} × {cols} bar — {} moves first", first.person()),
        graph,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 2 × 2 bar (P = poison):
    /// ```text
    ///   □ □        eat top-right    □          eat top-left    (bottom row only)
    ///   P □        ─────────────►   P □        ────────────►   P □
    /// ```
    #[test]
    fn moves_of_the_two_by_two_bar() {
        let game = Chomp::new(2, 2, Player::Max).unwrap();
        let start = game.start();
        assert_eq!(game.name(&start), "P2.2");
        let children: Vec<String> = (0..).map_while(|i| game.child(&start, i)).map(|s| game.name(&s)).collect();
        // bottom row: eat (0,1) → column 0 only; top row: eat (1,0) → top row gone; eat (1,1).
        assert_eq!(children, ["C1.1", "C2", "C2.1"]);
    }

    #[test]
    fn the_end_is_the_poison_alone() {
        let g = Chomp::new(1, 3, Player::Min).unwrap().graph().unwrap();
        let names: Vec<&str> = g.names().iter().map(String::as_str).collect();
        assert_eq!(names, ["C3", "P1", "P2", "C1"]);
        assert_eq!(g.end_value(g.find("P1").unwrap()), Some(-1.0));
        assert_eq!(g.end_value(g.find("C1").unwrap()), Some(1.0));
        let g = Chomp::new(1, 1, Player::Max).unwrap().graph().unwrap();
        assert_eq!(g.len(), 1);
        assert_eq!(g.end_value(0), Some(-1.0));
    }

    #[test]
    fn the_bound_counts_staircases() {
        let game = Chomp::new(3, 4, Player::Max).unwrap();
        assert_eq!(game.size_bound().0, 2 * 35);
        let g = game.graph().unwrap();
        // 34 staircases contain the poison. The full bar occurs only with Paul to move and the bar
        // without its top-right square only with Carole (one square can only go in one move); any
        // other shape can be reached in an odd and in an even number of moves.
        assert_eq!(g.len(), 1 + 1 + 2 * 32);
        assert!(g.find("P4.4.4").is_some() && g.find("C4.4.4").is_none());
        assert!(g.find("C4.4.3").is_some() && g.find("P4.4.3").is_none());
    }

    #[test]
    fn caps() {
        assert_eq!(Chomp::new(0, 3, Player::Max).unwrap_err().to_string(), "rows: 0 is out of range: use 1 to 20");
        assert_eq!(Chomp::new(3, 21, Player::Max).unwrap_err().to_string(), "cols: 21 is out of range: use 1 to 20");
        let e = Chomp::new(10, 10, Player::Max).unwrap().graph().unwrap_err();
        assert_eq!(e.param, None);
        assert!(e.message.starts_with("a 10 × 10 bar has up to 369,512 positions and 36,581,688 moves"), "{e}");
        assert!(Chomp::new(20, 1, Player::Max).unwrap().graph().is_ok());
    }
}
