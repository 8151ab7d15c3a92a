//! Cat and mouse: a chase on a small board, the built-in game with cycles and draws.
//!
//! The board is a grid of floor cells and walls with a mouse hole. The mouse (Paul) and the cat
//! (Carole) move in turn, the mouse first; a move goes one cell up, left, right or down onto a
//! floor cell, and moving is compulsory. The mouse wins (+1) when it reaches the hole; the cat
//! wins (−1) when the two meet on one cell (usually the cat pouncing; a mouse cornered in a dead
//! end may have to step onto the cat). The cat is too big for the hole and may not enter it. A
//! player who cannot move at all (walled in) loses.
//!
//! Nothing stops the chase from going on forever: the mouse can run round a wall with the cat
//! behind it, or the cat can pace in front of the hole. Positions repeat, so the game graph has
//! cycles and DFS minimax (seed 000) does not apply. Retrograde analysis (seeds 002 and 003)
//! labels the positions from which someone can force a win, and what is left is a draw: VALUE 0
//! for an endless chase. The default board (4 × 3, about a hundred positions: small enough to
//! draw and watch) has all three kinds and its start is a draw.
//!
//! A chessboard colouring explains much of the result: every move changes the colour of the
//! mover's cell, so whether the cat can ever land on the mouse is decided by the colours of
//! their starting cells. On the 5 × 5 board `M..../.#.#./...../.#.#./C...H`, move the cat one cell
//! up and it can no longer win from anywhere: every position becomes a mouse win or a draw.
//!
//! The board parameter draws the grid row by row, rows separated by `/`: `.` floor, `#` wall,
//! `M` the mouse's start, `C` the cat's start, `H` the hole (each exactly once). Cells are named
//! like a chessboard: columns `a`, `b`, … from the left, rows `1`, `2`, … from the top. A position
//! is named by whose turn it is (`P` for Paul = mouse, `C` for Carole = cat), the mouse's cell and
//! the cat's cell: `Pa1-a5` means the mouse is on a1, the cat on a5, and the mouse is to move.

use super::board::{Board, CellNames, Class, Key, Spot};
use super::params::ParamValues;
use super::position::{Boards, mover_initial, person};
use super::{Built, ParamInfo, PresetError, PresetInfo};
use crate::game::Game;
use crate::graph::{GameGraph, Player};

/// The registry entry.
pub const INFO: PresetInfo = PresetInfo {
    id: "catmouse",
    title: "Cat and mouse",
    description: "The mouse (Paul) runs for its hole (+1), the cat (Carole) tries to catch it (−1); \
                  both must move one cell each turn. An endless chase is a draw (0): a game with cycles for retrograde analysis.",
    params: &[ParamInfo {
        name: "board",
        default: "M.../.#../C..H",
        help: "rows separated by /: . floor, # wall, M mouse, C cat, H hole (the mouse moves first)",
    }],
};

/// The widest and tallest board: columns are named by the letters `a` to `z`.
pub const MAX_SIDE: usize = 26;

/// A cell index, `row * width + column`.
type Cell = u16;

/// The board and the starting cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatMouse {
    width: usize,
    height: usize,
    /// The board as given, for the title and the normalised parameter.
    drawing: String,
    /// For each cell, its floor neighbours in reading order (up, left, right, down).
    neighbours: Vec<Vec<Cell>>,
    hole: Cell,
    mouse: Cell,
    cat: Cell,
}

/// A position: where the mouse and the cat are, and who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CatMouseState {
    pub mouse: Cell,
    pub cat: Cell,
    pub mover: Player,
}

impl CatMouse {
    /// Parses and checks a board drawing; the error names the problem and where it is.
    pub fn parse(drawing: &str) -> Result<CatMouse, PresetError> {
        // Spaces around the drawing are forgiven, as around every parameter (games::params).
        let drawing = drawing.trim();
        let problem = |message: String| {
            PresetError::param("board", format!("\"{}\" {message}", crate::text::short_quote(drawing)))
        };
        if drawing.is_empty() {
            return Err(problem("is empty: draw the rows separated by /, e.g. M..C/.#../...H".to_owned()));
        }
        let rows: Vec<Vec<char>> = drawing.split('/').map(|row| row.chars().collect()).collect();
        let width = rows[0].len();
        if let Some(row) = rows.iter().position(|r| r.is_empty()) {
            return Err(problem(format!("has an empty row {}", row + 1)));
        }
        if let Some(row) = rows.iter().position(|r| r.len() != width) {
            return Err(problem(format!(
                "is not a rectangle: row {} has {} cells but row 1 has {width}",
                row + 1,
                rows[row].len()
            )));
        }
        let height = rows.len();
        if width > MAX_SIDE || height > MAX_SIDE {
            let (width, height) = (crate::text::thousands(width as u64), crate::text::thousands(height as u64));
            return Err(problem(format!("is {width} cells wide and {height} high; at most {MAX_SIDE} each")));
        }
        let mut floor = vec![false; width * height];
        let (mut mice, mut cats, mut holes) = (Vec::new(), Vec::new(), Vec::new());
        for (r, row) in rows.iter().enumerate() {
            for (c, &ch) in row.iter().enumerate() {
                let cell = r * width + c;
                match ch {
                    '.' => {}
                    '#' => continue,
                    'M' => mice.push(cell),
                    'C' => cats.push(cell),
                    'H' => holes.push(cell),
                    _ => {
                        return Err(problem(format!(
                            "has `{ch}` at {}; use . (floor), # (wall), M (mouse), C (cat) or H (hole)",
                            cell_name(width, cell as Cell)
                        )));
                    }
                }
                floor[cell] = true;
            }
        }
        for (found, what) in [(&mice, "mouse (M)"), (&cats, "cat (C)"), (&holes, "hole (H)")] {
            if found.len() != 1 {
                return Err(problem(format!("must have exactly one {what}, not {}", found.len())));
            }
        }
        let neighbours = (0..width * height)
            .map(|cell| {
                let (r, c) = (cell / width, cell % width);
                let mut next = Vec::with_capacity(4);
                if r > 0 {
                    next.push(cell - width);
                }
                if c > 0 {
                    next.push(cell - 1);
                }
                if c + 1 < width {
                    next.push(cell + 1);
                }
                if r + 1 < height {
                    next.push(cell + width);
                }
                next.into_iter().filter(|&n| floor[n]).map(|n| n as Cell).collect()
            })
            .collect();
        Ok(CatMouse {
            width,
            height,
            drawing: drawing.to_owned(),
            neighbours,
            hole: holes[0] as Cell,
            mouse: mice[0] as Cell,
            cat: cats[0] as Cell,
        })
    }

    /// The board as drawn.
    pub fn drawing(&self) -> &str {
        &self.drawing
    }

    /// The stored graph of every position reachable from the start (at most 2 × cells² of them).
    pub fn graph(&self) -> Result<GameGraph, PresetError> {
        super::store(self)
    }

    /// The cells the mover may go to, in reading order: the mouse anywhere on the floor (the cat's
    /// cell included: that loses), the cat anywhere but the hole.
    fn moves<'a>(&'a self, state: &CatMouseState) -> impl Iterator<Item = Cell> + 'a {
        let (from, is_cat) = match state.mover {
            Player::Max => (state.mouse, false),
            Player::Min => (state.cat, true),
        };
        let hole = self.hole;
        self.neighbours[from as usize].iter().copied().filter(move |&to| !(is_cat && to == hole))
    }

    /// The VALUE if the chase is over: the mouse escaped (+1), was caught (−1), or the mover is
    /// walled in and loses.
    pub fn outcome(&self, state: &CatMouseState) -> Option<f64> {
        if state.mouse == state.cat {
            Some(-1.0)
        } else if state.mouse == self.hole {
            Some(1.0)
        } else if self.moves(state).next().is_none() {
            Some(if state.mover == Player::Max { -1.0 } else { 1.0 })
        } else {
            None
        }
    }
}

/// Chessboard name of a cell: column letter, then row number counted from the top.
fn cell_name(width: usize, cell: Cell) -> String {
    let (r, c) = (cell as usize / width, cell as usize % width);
    format!("{}{}", (b'a' + c as u8) as char, r + 1)
}

impl Game for CatMouse {
    type State = CatMouseState;

    fn start(&self) -> CatMouseState {
        CatMouseState { mouse: self.mouse, cat: self.cat, mover: Player::Max }
    }

    fn mover(&self, state: &CatMouseState) -> Player {
        state.mover
    }

    fn child(&self, state: &CatMouseState, i: usize) -> Option<CatMouseState> {
        if state.mouse == state.cat || state.mouse == self.hole {
            return None;
        }
        let to = self.moves(state).nth(i)?;
        Some(match state.mover {
            Player::Max => CatMouseState { mouse: to, cat: state.cat, mover: Player::Min },
            Player::Min => CatMouseState { mouse: state.mouse, cat: to, mover: Player::Max },
        })
    }

    fn end_value(&self, state: &CatMouseState) -> f64 {
        self.outcome(state).unwrap_or(0.0)
    }

    fn name(&self, state: &CatMouseState) -> String {
        let initial = state.mover.initial();
        format!("{initial}{}-{}", cell_name(self.width, state.mouse), cell_name(self.width, state.cat))
    }
}

/// The mover's initial and the mouse's and the cat's spots of the position named `name` on this
/// board (the inverse of [`Game::name`]: the initial, the mouse's cell, `-`, the cat's cell, e.g.
/// `Pa1-c3`).
type Read = (char, Spot, Spot);

impl CatMouse {
    fn read(&self, name: &str) -> Option<Read> {
        let (mover, cells) = mover_initial(name)?;
        let (mouse, cat) = cells.split_once('-')?;
        Some((mover, self.spot(mouse)?, self.spot(cat)?))
    }

    /// The spot of the cell named `name` ([`cell_name`]'s inverse: a column letter, a row number
    /// from 1); `None` when it is not a name or is off the board.
    fn spot(&self, name: &str) -> Option<Spot> {
        let mut chars = name.chars();
        let letter = chars.next().filter(char::is_ascii_lowercase)?;
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return None;
        }
        let (col, row) = (letter as usize - 'a' as usize, digits.parse::<usize>().ok()? - 1);
        (col < self.width && row < self.height).then(|| Spot::new(row, col))
    }
}

/// The mouse (Paul's piece), the cat (Carole's), the cat on the mouse, a wall, the hole, the floor.
const LEGEND: &[Key] = &[
    Key::new('M', Class::Paul, "M"),
    Key::new('C', Class::Carole, "C"),
    Key::new('X', Class::Carole, "CM"),
    Key::new('#', Class::Wall, "#"),
    Key::new('H', Class::Hole, "H"),
    Key::new('.', Class::Empty, ""),
];

/// The boards of cat and mouse: the board as drawn, the mouse `M` (Paul's piece) and the cat `C`
/// (Carole's; `CM` when it has caught the mouse) on it, its cells named as the position names
/// them; a move is made on the cell the mover's piece goes to.
impl Boards for CatMouse {
    fn board(&self, name: &str) -> Option<Board> {
        let (mover, mouse, cat) = self.read(name)?;
        // The board as drawn, its pieces where the name puts them (`X`: the cat on the mouse).
        let rows = self
            .drawing
            .split('/')
            .enumerate()
            .map(|(r, line)| {
                line.chars()
                    .enumerate()
                    .map(|(c, ground)| match (Spot::new(r, c) == mouse, Spot::new(r, c) == cat) {
                        (true, true) => 'X',
                        (true, false) => 'M',
                        (false, true) => 'C',
                        _ if ground == 'M' || ground == 'C' => '.',
                        _ => ground,
                    })
                    .collect()
            })
            .collect();
        let piece = if mover == 'P' { "The mouse (Paul)" } else { "The cat (Carole)" };
        let named = |spot: Spot| cell_name(self.width, (spot.row as usize * self.width + spot.col as usize) as Cell);
        let mut board = Board::new(
            "catmouse",
            rows,
            LEGEND,
            format!("{piece} to move. M mouse, C cat, H hole, # wall."),
            format!(
                "{} to move (Paul is the mouse), the mouse on {}, the cat on {}; columns a, b, … from the left, rows 1, 2, … from the top.",
                person(mover),
                named(mouse),
                named(cat)
            ),
        );
        board.cell_names = Some(CellNames {
            columns: (0..self.width).map(|c| char::from(b'a' + c as u8).to_string()).collect(),
            rows: (1..=self.height).map(|r| r.to_string()).collect(),
        });
        Some(board)
    }

    /// The cell the mover's piece goes to.
    fn move_cell(&self, _board: &Board, name: &str, _next_board: &Board, next: &str) -> Option<Spot> {
        let ((mover, mouse, cat), (_, next_mouse, next_cat)) = (self.read(name)?, self.read(next)?);
        let (from, to) = if mover == 'P' { (mouse, next_mouse) } else { (cat, next_cat) };
        (from != to).then_some(to)
    }
}

/// Builds the preset from its parameter `board`.
pub(crate) fn preset(values: &ParamValues) -> Result<Built, PresetError> {
    let game = CatMouse::parse(values.get("board"))?;
    let graph = game.graph()?;
    Ok(Built {
        params: vec![("board", game.drawing.clone())],
        title: format!("Cat and mouse on a {}×{} board {}", game.width, game.height, game.drawing),
        graph,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(board: &str) -> String {
        CatMouse::parse(board).unwrap_err().to_string()
    }

    #[test]
    fn bad_boards_are_named() {
        assert!(message("").contains("is empty"));
        assert_eq!(
            message("M.C/..H/.."),
            "board: \"M.C/..H/..\" is not a rectangle: row 3 has 2 cells but row 1 has 3"
        );
        assert_eq!(message("M.C//..H"), "board: \"M.C//..H\" has an empty row 2");
        assert_eq!(message("M.C/.x.H"), "board: \"M.C/.x.H\" is not a rectangle: row 2 has 4 cells but row 1 has 3");
        assert_eq!(
            message("M.C/.xH"),
            "board: \"M.C/.xH\" has `x` at b2; use . (floor), # (wall), M (mouse), C (cat) or H (hole)"
        );
        assert_eq!(message("M.C/..."), "board: \"M.C/...\" must have exactly one hole (H), not 0");
        assert_eq!(message("MMC/..H"), "board: \"MMC/..H\" must have exactly one mouse (M), not 2");
        assert!(message(&".".repeat(27)).contains("27 cells wide"));
        assert!(message("  ").contains("is empty"));
        // Spaces around the drawing are not part of it.
        assert_eq!(CatMouse::parse(" M.C/..H ").unwrap().drawing, "M.C/..H");
    }

    /// A corridor, the mouse between the hole and the cat:
    /// ```text
    ///   H M . C        a1 b1 c1 d1
    /// ```
    /// The mouse steps into the hole at once.
    #[test]
    fn a_corridor() {
        let game = CatMouse::parse("HM.C").unwrap();
        let g = game.graph().unwrap();
        assert_eq!(g.name(0), "Pb1-d1");
        let first: Vec<&str> = g.successors(0).iter().map(|&v| g.name(v)).collect();
        assert_eq!(first, ["Ca1-d1", "Cc1-d1"]);
        assert_eq!(g.end_value(g.find("Ca1-d1").unwrap()), Some(1.0));
        // From c1 with the cat on d1, the cat pounces.
        let after: Vec<&str> = g.successors(g.find("Cc1-d1").unwrap()).iter().map(|&v| g.name(v)).collect();
        assert_eq!(after, ["Pc1-c1"]);
        assert_eq!(g.end_value(g.find("Pc1-c1").unwrap()), Some(-1.0));
    }

    /// The cat walled in beside the hole cannot move, so it loses:
    /// ```text
    ///   M . #
    ///   # H C
    /// ```
    #[test]
    fn a_walled_in_cat_loses() {
        let game = CatMouse::parse("M.#/#HC").unwrap();
        let g = game.graph().unwrap();
        let stuck = g.find("Cb1-c2").unwrap();
        assert_eq!(g.successors(g.start()), &[stuck]);
        assert_eq!(g.end_value(stuck), Some(1.0));
        assert_eq!(g.len(), 2);
    }

    #[test]
    fn the_cat_never_enters_the_hole() {
        // C H M: the cat's only neighbour is the hole.
        let game = CatMouse::parse("CHM/...").unwrap();
        let start = game.start();
        let state = CatMouseState { mover: Player::Min, ..start };
        let cat_moves: Vec<String> = (0..).map_while(|i| game.child(&state, i)).map(|s| cell_name(3, s.cat)).collect();
        assert_eq!(cat_moves, ["a2"]);
    }

    #[test]
    fn the_default_board_has_cycles() {
        let game = CatMouse::parse(INFO.params[0].default).unwrap();
        let g = game.graph().unwrap();
        // The mouse a1 → b1 → a1 and the cat a3 → a2 → a3 bring back the start.
        let path = ["Pa1-a3", "Cb1-a3", "Pb1-a2", "Ca1-a2", "Pa1-a3"];
        for pair in path.windows(2) {
            let (from, to) = (g.find(pair[0]).unwrap(), g.find(pair[1]).unwrap());
            assert!(g.successors(from).contains(&to), "{} → {}", pair[0], pair[1]);
        }
        assert_eq!(g.start(), g.find("Pa1-a3").unwrap());
    }
}
