//! Nim, as in seed 001's optional project.
//!
//! "There are piles of matches of different sizes and the state is given by the size of each pile
//! *and* whose move it is. […] At each round the player takes any amount of matches (at least one)
//! from any one of the piles. […] When there are no matches left the player whose turn it is
//! loses." So the end positions are the all-empty piles: VALUE −1 when Paul is to move there
//! (he lost), +1 when Carole is.
//!
//! A position is the tuple of pile sizes plus the mover; equal tuples with the same mover are one
//! position however they were reached (transpositions merged), so the stored game is a DAG.
//! Permutations are *not* merged: (1, 2) and (2, 1) are different positions, as a student
//! drawing the piles left to right would expect. Names are the mover's initial and the piles:
//! `P3.5.7` (Paul to move at piles 3, 5, 7), `C1.5.7`, `P0.0.0`.
//!
//! Moves are ordered pile by pile, left to right, and within a pile by the number of matches
//! taken, one first. Nim has a mathematical solution (Bouton, 1901): the player to move wins
//! exactly when the XOR of the pile sizes (the nim-sum) is not zero; the tests check the solvers
//! against it.

use super::board::{Board, Class, Key, in_words};
use super::params::{self, ParamValues};
use super::position::{Boards, dotted_numbers, mover_initial, person};
use super::{Built, MAX_STORED_MOVES, MAX_STORED_POSITIONS, ParamInfo, PresetError, PresetInfo};
use crate::format::MAX_NAME_BYTES;
use crate::game::Game;
use crate::graph::{GameGraph, Player};
use crate::text::{LIST_ENDS, shorten_list};

/// The registry entry.
pub const INFO: PresetInfo = PresetInfo {
    id: "nim",
    title: "Nim",
    description: "Piles of matches; a move takes one or more matches from one pile. \
                  The player to move when no matches are left loses (VALUE −1 if that is Paul, +1 if Carole).",
    params: &[
        ParamInfo { name: "piles", default: "3,5,7", help: "pile sizes, comma-separated, e.g. 3,5,7" },
        ParamInfo { name: "first", default: "paul", help: "who moves first: paul or carole" },
    ],
};

/// A Nim game: the starting piles and who moves first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nim {
    piles: Vec<u32>,
    first: Player,
}

/// A Nim position: the pile sizes and whose move it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NimState {
    pub piles: Vec<u32>,
    pub mover: Player,
}

impl Nim {
    /// A game starting from `piles` with `first` to move. Fails when the position names would be
    /// longer than the text format allows (64 bytes: at most 32 piles of one digit).
    pub fn new(piles: Vec<u32>, first: Player) -> Result<Nim, PresetError> {
        let name_bytes = 1 + piles.iter().map(|p| p.to_string().len() + 1).sum::<usize>().saturating_sub(1);
        if name_bytes > MAX_NAME_BYTES {
            return Err(PresetError::param(
                "piles",
                format!(
                    "{} piles are too many: a position's name would take {name_bytes} bytes, \
                     more than the text format's {MAX_NAME_BYTES}",
                    piles.len()
                ),
            ));
        }
        Ok(Nim { piles, first })
    }

    /// The starting pile sizes.
    pub fn piles(&self) -> &[u32] {
        &self.piles
    }

    /// Who moves first.
    pub fn first(&self) -> Player {
        self.first
    }

    /// An upper bound on the number of positions: every tuple of piles no bigger than the start's,
    /// with either player to move, 2 × Π (pile + 1). (Nearly exact: a tuple is reached with both
    /// movers as soon as it can be reached by move sequences of both parities.)
    pub fn position_bound(&self) -> u128 {
        self.piles.iter().fold(2u128, |acc, &p| acc.saturating_mul(p as u128 + 1))
    }

    /// The matching bound on the moves: a tuple has one move per match, and summed over all
    /// tuples pile `i` contributes p_i (p_i + 1) / 2 matches times the choices for the other
    /// piles, Π_{j≠i} (p_j + 1); twice, for the two movers.
    pub fn move_bound(&self) -> u128 {
        let others = |i: usize| {
            self.piles
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .fold(1u128, |acc, (_, &p)| acc.saturating_mul(p as u128 + 1))
        };
        self.piles.iter().enumerate().fold(0u128, |acc, (i, &p)| {
            let matches = p as u128 * (p as u128 + 1) / 2;
            acc.saturating_add(matches.saturating_mul(others(i)).saturating_mul(2))
        })
    }

    /// The stored game graph (start = position 0, breadth-first order), or an error when it
    /// could exceed [`MAX_STORED_POSITIONS`] or [`MAX_STORED_MOVES`].
    pub fn graph(&self) -> Result<GameGraph, PresetError> {
        let bound = self.position_bound();
        if bound > MAX_STORED_POSITIONS as u128 {
            let factors: Vec<String> = self.piles.iter().map(|p| (p + 1).to_string()).collect();
            return Err(PresetError::param(
                "piles",
                format!(
                    "{} has up to 2 × {} = {} positions, more than the {} that can be stored",
                    shown(&self.piles),
                    shorten_list(&factors, " × ", LIST_ENDS),
                    crate::text::large_count(bound),
                    super::thousands(MAX_STORED_POSITIONS as u64)
                ),
            ));
        }
        let moves = self.move_bound();
        if moves > MAX_STORED_MOVES as u128 {
            return Err(PresetError::param(
                "piles",
                format!(
                    "{} has up to {} moves, more than the {} that can be stored",
                    shown(&self.piles),
                    crate::text::large_count(moves),
                    super::thousands(MAX_STORED_MOVES as u64)
                ),
            ));
        }
        super::store(self)
    }
}

impl Game for Nim {
    type State = NimState;

    fn start(&self) -> NimState {
        NimState { piles: self.piles.clone(), mover: self.first }
    }

    fn mover(&self, state: &NimState) -> Player {
        state.mover
    }

    /// Move `i`: skip the moves of the piles to the left (a pile of size p offers p moves), then
    /// take `i + 1` matches from the pile reached.
    fn child(&self, state: &NimState, i: usize) -> Option<NimState> {
        let mut rest = i as u64;
        for (pile, &size) in state.piles.iter().enumerate() {
            if rest < size as u64 {
                let mut piles = state.piles.clone();
                piles[pile] = size - (rest as u32 + 1);
                return Some(NimState { piles, mover: state.mover.opponent() });
            }
            rest -= size as u64;
        }
        None
    }

    /// Only the all-empty position is an end: the player to move there has lost.
    fn end_value(&self, state: &NimState) -> f64 {
        match state.mover {
            Player::Max => -1.0,
            Player::Min => 1.0,
        }
    }

    fn name(&self, state: &NimState) -> String {
        let initial = state.mover.initial();
        format!("{initial}{}", state.piles.iter().map(u32::to_string).collect::<Vec<_>>().join("."))
    }
}

/// Nim's boards: a row of matches per pile, its size before it; a move is made on the first
/// match it takes (the first cell that changes, counting from the left).
pub struct NimBoards;

/// A match, the only thing on a Nim board.
const LEGEND: &[Key] = &[Key::new('|', Class::Match, "|").titled("Take this match and every one after it")];

impl Boards for NimBoards {
    /// The position named `name` (the inverse of [`Game::name`]: the mover's initial, then the
    /// piles separated by dots, e.g. `P3.5.7`); `None` for any other name.
    fn board(&self, name: &str) -> Option<Board> {
        let (mover, piles) = mover_initial(name)?;
        let piles = dotted_numbers(piles)?;
        let who = person(mover);
        let mut board = Board::new(
            "nim",
            piles.iter().map(|&count| "|".repeat(count as usize)).collect(),
            LEGEND,
            format!("{who} to move: take matches from one row."),
            format!("{who} to move, piles of {} matches (P: Paul to move, C: Carole).", in_words(&piles)),
        );
        board.row_labels = piles.iter().map(u32::to_string).collect();
        Some(board)
    }
}

/// The piles for a message: a long list keeps its ends only.
fn shown(piles: &[u32]) -> String {
    let piles: Vec<String> = piles.iter().map(u32::to_string).collect();
    shorten_list(&piles, ",", LIST_ENDS)
}

fn join(piles: &[u32]) -> String {
    piles.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

/// Builds the preset from its parameters `piles` and `first`.
pub(crate) fn preset(values: &ParamValues) -> Result<Built, PresetError> {
    let piles = params::parse_list("piles", values.get("piles"), "a list of pile sizes", MAX_STORED_POSITIONS as u32)?;
    let first = params::parse_player("first", values.get("first"))?;
    let nim = Nim::new(piles, first)?;
    let graph = nim.graph()?;
    Ok(Built {
        params: vec![("piles", join(&nim.piles)), ("first", params::player_keyword(first).to_owned())],
        title: format!("Nim with piles {} — {} moves first", join(&nim.piles), first.person()),
        graph,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Piles (1, 1), Paul first — the example of the text format in the README:
    /// ```text
    ///   P1.1 ─► C0.1 ─► P0.0 = −1
    ///     └───► C1.0 ─┘
    /// ```
    #[test]
    fn two_single_matches() {
        let g = Nim::new(vec![1, 1], Player::Max).unwrap().graph().unwrap();
        let names: Vec<&str> = g.names().iter().map(String::as_str).collect();
        assert_eq!(names, ["P1.1", "C0.1", "C1.0", "P0.0"]);
        assert_eq!(g.successors(0), &[1, 2]);
        assert_eq!(g.successors(1), &[3]);
        assert_eq!(g.successors(2), &[3]);
        assert_eq!(g.end_value(3), Some(-1.0));
        assert_eq!(g.mover(1), Player::Min);
    }

    #[test]
    fn moves_go_pile_by_pile_one_match_first() {
        let nim = Nim::new(vec![2, 0, 1], Player::Min).unwrap();
        let start = nim.start();
        let children: Vec<String> = (0..).map_while(|i| nim.child(&start, i)).map(|s| nim.name(&s)).collect();
        assert_eq!(children, ["P1.0.1", "P0.0.1", "P2.0.0"]);
        assert_eq!(nim.name(&start), "C2.0.1");
    }

    #[test]
    fn the_seed_example_has_an_arc_from_357_to_157() {
        let g = Nim::new(vec![3, 5, 7], Player::Max).unwrap().graph().unwrap();
        let from = g.find("P3.5.7").unwrap();
        assert_eq!(from, g.start());
        assert!(g.successors(from).contains(&g.find("C1.5.7").unwrap()));
        assert_eq!(g.successors(from).len(), 3 + 5 + 7);
        let nim = Nim::new(vec![3, 5, 7], Player::Max).unwrap();
        assert!(g.len() as u128 <= nim.position_bound());
        assert!(g.move_count() as u128 <= nim.move_bound());
    }

    /// Piles (1, 2): the six tuples (a, b) with a ≤ 1, b ≤ 2 have a + b moves each, 9 in all;
    /// both counted once per mover.
    #[test]
    fn bounds_of_two_small_piles() {
        let nim = Nim::new(vec![1, 2], Player::Max).unwrap();
        assert_eq!(nim.position_bound(), 12);
        assert_eq!(nim.move_bound(), 18);
    }

    #[test]
    fn permutations_are_not_merged() {
        let g = Nim::new(vec![1, 2], Player::Max).unwrap().graph().unwrap();
        assert!(g.find("C1.1").is_some());
        assert!(g.find("C0.2").is_some());
        assert!(g.find("C1.0").is_some());
        assert!(g.find("P0.1").is_some() && g.find("P1.0").is_some());
    }

    #[test]
    fn carole_to_move_at_the_end_means_paul_won() {
        let g = Nim::new(vec![1], Player::Max).unwrap().graph().unwrap();
        assert_eq!(g.end_value(g.find("C0").unwrap()), Some(1.0));
        let g = Nim::new(vec![0, 0], Player::Max).unwrap().graph().unwrap();
        assert_eq!(g.len(), 1);
        assert_eq!(g.end_value(0), Some(-1.0));
    }

    #[test]
    fn too_big_and_too_many_piles() {
        let e = Nim::new(vec![7; 6], Player::Max).unwrap().graph().unwrap_err();
        assert_eq!(
            e.to_string(),
            "piles: 7,7,7,7,7,7 has up to 11,010,048 moves, more than the 10,000,000 that can be stored"
        );
        let e = Nim::new(vec![99, 99, 99], Player::Max).unwrap().graph().unwrap_err();
        assert_eq!(
            e.to_string(),
            "piles: 99,99,99 has up to 2 × 100 × 100 × 100 = 2,000,000 positions, more than the 1,000,000 that can be stored"
        );
        // A long list of piles keeps its ends only.
        let e = Nim::new(vec![1; 20], Player::Max).unwrap().graph().unwrap_err();
        assert_eq!(
            e.to_string(),
            "piles: 1,1,1,… 14 more …,1,1,1 has up to 2 × 2 × 2 × 2 × … 14 more … × 2 × 2 × 2 = 2,097,152 positions, \
             more than the 1,000,000 that can be stored"
        );
        let e = Nim::new(vec![1; 40], Player::Max).unwrap_err();
        assert_eq!(e.param.as_deref(), Some("piles"));
        assert!(e.message.contains("80 bytes"), "{e}");
    }
}
