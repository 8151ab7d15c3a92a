//! A position drawn as a board: rows of cells, each a symbol that a legend reads as a class
//! saying what the cell is (a piece, a wall, a match, …) and a short text shown in it, with a
//! caption, a line on how the game names its positions, and the positions whose VALUEs are listed
//! under it. One description for every game, so the page draws any board — as HTML, and as a
//! small picture on the whole-game drawing — without knowing which game it is; each game says how
//! its positions look in its own module. The rows travel as strings, one character a cell (a
//! 13 × 12 maze is 12 short strings, not 156 objects), as a game written as rules will draw them.
//!
//! A move is made on one cell: [`Board::first_difference`] is the rule when nothing more is
//! known (the first cell, in reading order, that the move changes), and a game may say better
//! (the square a Chomp bite starts at, the cell a piece moves to).

use serde::Serialize;

/// What a cell is, which says how it is drawn (the page styles and paints each class, never a
/// game): its text is shown inside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    /// An empty square of the board.
    Empty,
    /// A piece of Paul's (a picture draws its text).
    Paul,
    /// A piece of Carole's (a picture draws its text).
    Carole,
    /// A match: a thin upright stroke.
    Match,
    /// A square of a bar: a tile (outlined in a picture).
    Square,
    /// A poisoned square: a dark tile (filled in a picture).
    Poison,
    /// A square taken away: a dashed outline (nothing in a picture).
    Gone,
    /// A wall (filled in a picture).
    Wall,
    /// A hole, where a piece is safe (a ring in a picture).
    Hole,
    /// A box that is set, such as a bit 1 (filled in a picture).
    On,
    /// A box that is not set, such as a bit 0 or one not chosen yet (outlined in a picture).
    Off,
    /// One of the choices of the next move, drawn apart from the board (outlined in a picture).
    Choice,
}

/// What a symbol of a board's rows stands for: the cell's class, its text, and a title (a
/// tooltip) when the symbol says more than its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Key {
    pub symbol: char,
    pub class: Class,
    pub text: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<&'static str>,
}

impl Key {
    /// A symbol read as a cell of `class` showing `text`, with no title.
    pub const fn new(symbol: char, class: Class, text: &'static str) -> Key {
        Key { symbol, class, text, title: None }
    }

    /// The same, with a title.
    pub const fn titled(self, title: &'static str) -> Key {
        Key { title: Some(title), ..self }
    }
}

/// What a cell shows: its class and its text (a symbol the legend does not list is an empty square
/// showing itself).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    Key(Class, &'static str),
    Unlisted(char),
}

/// A cell's place: its row from the top and its column from the left, both from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Spot {
    pub row: u32,
    pub col: u32,
}

impl Spot {
    pub fn new(row: usize, col: usize) -> Spot {
        Spot { row: row as u32, col: col as u32 }
    }
}

/// The names of a board's columns and rows: a cell is named by its column's name then its row's
/// (`a1`), which the page shows as the cell's title.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CellNames {
    pub columns: Vec<String>,
    pub rows: Vec<String>,
}

/// Positions whose VALUEs are listed under a board (the leaves below a Sequence prefix), and the
/// list's name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Listed {
    pub label: String,
    pub names: Vec<String>,
}

/// A position as its board shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Board {
    /// The game's id (the page marks the board with it).
    pub kind: String,
    /// Whether the cells are joined by ruled lines, as on a tic-tac-toe grid, rather than set apart.
    pub ruled: bool,
    /// The cells, row by row from the top, one symbol (a character) a cell; a row shorter than the
    /// widest has nothing after its end.
    pub rows: Vec<String>,
    /// What the symbols stand for.
    pub legend: &'static [Key],
    /// A short label before each row (a Nim pile's size), or none at all.
    pub row_labels: Vec<String>,
    /// The names of the columns and rows, when cells have names.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell_names: Option<CellNames>,
    /// A sentence under the board: who is to move and what a move does.
    pub caption: String,
    /// How the game names its positions, with this position as the example (what follows "NAME: ").
    pub naming: String,
    /// Positions whose VALUEs are shown under the board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub listed: Option<Listed>,
    /// A line under the board (how many leaves are below, when too many to list).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl Board {
    /// A board of game `kind`: these rows read through `legend`, set apart, and its two sentences;
    /// nothing else.
    pub fn new(kind: &str, rows: Vec<String>, legend: &'static [Key], caption: String, naming: String) -> Board {
        Board {
            kind: kind.to_owned(),
            ruled: false,
            rows,
            legend,
            row_labels: Vec::new(),
            cell_names: None,
            caption,
            naming,
            listed: None,
            note: None,
        }
    }

    /// What the cell at `spot` shows, or `None` past a row's end or the last row.
    pub fn cell(&self, spot: Spot) -> Option<Shown> {
        let symbol = self.rows.get(spot.row as usize)?.chars().nth(spot.col as usize)?;
        Some(match self.legend.iter().find(|key| key.symbol == symbol) {
            Some(key) => Shown::Key(key.class, key.text),
            None => Shown::Unlisted(symbol),
        })
    }

    /// The widest row's length, in cells.
    pub fn width(&self) -> usize {
        self.rows.iter().map(|row| row.chars().count()).max().unwrap_or(0)
    }

    /// Whether the two boards show something different at `spot` (a cell on one and none on the
    /// other counts).
    pub fn differs_at(&self, other: &Board, spot: Spot) -> bool {
        self.cell(spot) != other.cell(spot)
    }

    /// The first cell of this board, in reading order, that `next` shows differently; `None` when
    /// every cell of this board looks the same on both.
    pub fn first_difference(&self, next: &Board) -> Option<Spot> {
        self.spots().find(|&spot| self.differs_at(next, spot))
    }

    /// Every cell's spot, in reading order.
    pub fn spots(&self) -> impl Iterator<Item = Spot> + '_ {
        self.rows.iter().enumerate().flat_map(|(r, row)| (0..row.chars().count()).map(move |c| Spot::new(r, c)))
    }
}

/// A list in words: `1, 2 and 3`.
pub fn in_words(items: &[u32]) -> String {
    let words: Vec<String> = items.iter().map(u32::to_string).collect();
    match words.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LEGEND: &[Key] =
        &[Key::new('.', Class::Empty, ""), Key::new('X', Class::Paul, "X"), Key::new('x', Class::Paul, "X")];

    fn board(rows: &[&str]) -> Board {
        Board::new("test", rows.iter().map(|r| r.to_string()).collect(), LEGEND, String::new(), String::new())
    }

    #[test]
    fn the_first_difference_is_in_reading_order_and_a_missing_cell_differs() {
        let a = board(&["...", "X.."]);
        assert_eq!(a.first_difference(&board(&["...", "X.X"])), Some(Spot::new(1, 2)));
        assert_eq!(a.first_difference(&board(&["..X", "XXX"])), Some(Spot::new(0, 2)));
        assert_eq!(a.first_difference(&board(&["...", "X"])), Some(Spot::new(1, 1)));
        assert_eq!(a.first_difference(&a.clone()), None);
        // A cell the next board has beyond this one's is not one of this board's cells.
        assert_eq!(a.first_difference(&board(&["....", "X.."])), None);
        assert_eq!(a.width(), 3);
        assert_eq!(board(&[]).width(), 0);
    }

    #[test]
    fn cells_differ_by_what_they_show_not_by_their_symbols() {
        let a = board(&["X?"]);
        assert_eq!(a.cell(Spot::new(0, 0)), Some(Shown::Key(Class::Paul, "X")));
        assert_eq!(a.cell(Spot::new(0, 1)), Some(Shown::Unlisted('?')));
        assert_eq!(a.cell(Spot::new(0, 2)), None);
        assert_eq!(a.first_difference(&board(&["x?"])), None);
        assert_eq!(a.first_difference(&board(&["X!"])), Some(Spot::new(0, 1)));
        assert_eq!(a.spots().collect::<Vec<_>>(), [Spot::new(0, 0), Spot::new(0, 1)]);
    }

    #[test]
    fn lists_read_as_words() {
        assert_eq!(in_words(&[]), "");
        assert_eq!(in_words(&[4]), "4");
        assert_eq!(in_words(&[1, 2]), "1 and 2");
        assert_eq!(in_words(&[1, 2, 3]), "1, 2 and 3");
    }
}
