//! The Sequence game of seed 001.
//!
//! "There are n moves, alternating between Paul (first) and Carole. At each move the player
//! selects a bit, zero or one. The starting node, denoted e, is the empty string. After u moves
//! the intermediate node will be a binary string of length u. At the end of the game, the leaves
//! are the 2^n strings of length n." The tree has 2^(n+1) − 1 positions; a position is named by
//! its bit string (`e` for the root) and move 0 picks bit 0. Carole may be made to move first
//! (`first=carole`): the same leaves, the players swapped at every level, which is the game seen
//! from the other side — VALUE(e) with Carole first is −VALUE(e) of Paul first on the negated
//! leaves.
//!
//! Leaf VALUEs are "random real numbers in the interval [−1, +1]", and must be the same for every
//! algorithm and every link, so a leaf's VALUE is a pure function [`leaf_value`]`(seed, leaves,
//! index)` of the seed and the leaf's index (its bits read as a binary number, the first move the
//! most significant bit): the seed is mixed into a key with the SplitMix64 finaliser, and leaf
//! `i` is made from draw number `i` of the SplitMix64 stream with that key ([`crate::rng`]).
//! Mixing the seed first matters: a plain `hash(seed ^ index)` with small seeds only permutes the
//! leaves inside aligned blocks, and a game whose two last levels are permuted within blocks can
//! keep the same root VALUE for every seed.
//!
//! The implicit [`Game`] works up to n = 62 (the Shen stack traversal and alpha-beta walk it in
//! O(n) memory); the stored graph is capped at n = [`MAX_STORED_N`] (2^19 − 1 positions).

use super::board::{Board, Class, Key, Listed, Spot};
use super::params::{self, ParamValues};
use super::position::Boards;
use super::{Built, ParamInfo, PresetError, PresetInfo};
use crate::game::Game;
use crate::graph::{GameGraph, GraphBuilder, Player, PositionId};
use crate::lanes::Lanes;
use crate::portable_math;
use crate::rng::{self, draw};
use crate::text::counted;

/// The registry entry.
pub const INFO: PresetInfo = PresetInfo {
    id: "sequence",
    title: "Sequence",
    description: "Paul picks the first bit (or Carole, with first = carole), then the players \
                  alternate, n bits in all. The 2^n leaves carry random VALUEs fixed by the seed.",
    params: &[
        ParamInfo { name: "n", default: "10", help: "number of moves (bits), 0 to 18 for a stored tree" },
        ParamInfo { name: "seed", default: "1", help: "seed of the random leaf VALUEs, a whole number" },
        ParamInfo {
            name: "leaves",
            default: "uniform",
            help: "leaf distribution: uniform (on [−1, 1]), coin (±1) or normal",
        },
        ParamInfo { name: "first", default: "paul", help: "who picks the first bit: paul or carole" },
    ],
};

/// The longest game the implicit [`Game`] plays: leaf indices are `u64` and names at most 64 bytes.
pub const MAX_N: u32 = 62;

/// Checks a number of moves against [`MAX_N`]: `n`, or the message saying it is too many.
pub fn check_moves(n: u32) -> Result<u32, String> {
    if n > MAX_N { Err(format!("{n} moves are too many: at most {MAX_N}")) } else { Ok(n) }
}

/// The longest game that is stored: 2^19 − 1 = 524,287 positions (n = 19 would pass 1,000,000).
pub const MAX_STORED_N: u32 = 18;

/// How the leaf VALUEs are distributed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Leaves {
    /// Uniform on [−1, 1] (seed 001's choice): 2^53 equally spaced values, symmetric about 0.
    Uniform,
    /// −1 or +1 with probability ½ each: the sign of the uniform VALUE of the same leaf.
    Coin,
    /// Standard normal (mean 0, variance 1), by the Box–Muller transform.
    Normal,
}

impl Leaves {
    /// Every distribution, in menu order.
    pub const ALL: [Leaves; 3] = [Leaves::Uniform, Leaves::Coin, Leaves::Normal];

    /// The parameter spelling: `uniform`, `coin`, `normal`.
    pub fn keyword(self) -> &'static str {
        match self {
            Leaves::Uniform => "uniform",
            Leaves::Coin => "coin",
            Leaves::Normal => "normal",
        }
    }

    /// Parses a keyword (any case).
    pub fn parse(text: &str) -> Option<Leaves> {
        let text = text.trim();
        Leaves::ALL.into_iter().find(|l| l.keyword().eq_ignore_ascii_case(text))
    }
}

/// 2^−53.
const UNIT: f64 = 1.0 / (1u64 << 53) as f64;

/// The bits of 1.0: exponent 0x3FF, mantissa 0.
const ONE_BITS: u64 = 0x3FF0_0000_0000_0000;

/// The sign bit of an f64 (and the top bit of a draw).
const SIGN_BIT: u64 = 1 << 63;

/// The bits of a uniform VALUE from its draw, lane by lane. 53 random bits: the top one is the
/// sign, the other 52 pick one of 2^52 equal sub-intervals of (0, 1), whose midpoint
/// (2m + 1) / 2^53 is exact in an f64. Built from bits, without branches or integer-to-float
/// conversion, so that it runs on SIMD lanes: the f64 with exponent bits 0x3FF and mantissa m is
/// 1 + m / 2^52, and subtracting 1 − 2^−53 (exact in an f64) leaves (2m + 1) / 2^53, which IEEE
/// subtraction gives exactly because it is representable (2m + 1 < 2^53 fits the significand).
/// The sign bit is then copied in.
#[inline(always)]
pub fn uniform_bits<L: Lanes>(draw: L) -> L {
    LeafBits::plain().uniform(draw)
}

/// The bits of a coin VALUE (±1) from its draw, lane by lane: the sign of the uniform VALUE made
/// from the same draw.
#[inline(always)]
pub fn coin_bits<L: Lanes>(draw: L) -> L {
    LeafBits::plain().coin(draw)
}

/// The constants of [`uniform_bits`] and [`coin_bits`] already in lanes: made once before a loop
/// of leaves.
#[derive(Clone, Copy)]
pub struct LeafBits<L> {
    mantissa: L,
    one: L,
    sign: L,
    below_one: L,
}

impl<L: Lanes> LeafBits<L> {
    /// The constants as the compiler sees them.
    #[inline(always)]
    pub fn plain() -> LeafBits<L> {
        LeafBits {
            mantissa: L::splat((1 << 52) - 1),
            one: L::splat(ONE_BITS),
            sign: L::splat(SIGN_BIT),
            below_one: L::splat((1.0 - UNIT).to_bits()),
        }
    }

    /// The constants in values the compiler cannot see through ([`crate::lanes::opaque`]), so
    /// that a loop keeps them in registers.
    #[inline(always)]
    pub fn opaque() -> LeafBits<L> {
        let LeafBits { mantissa, one, sign, below_one } = LeafBits::plain();
        let opaque = crate::lanes::opaque;
        LeafBits { mantissa: opaque(mantissa), one: opaque(one), sign: opaque(sign), below_one: opaque(below_one) }
    }

    /// [`uniform_bits`]`(draw)`.
    #[inline(always)]
    pub fn uniform(&self, draw: L) -> L {
        let m = draw.shr(11).and(self.mantissa);
        let magnitude = m.or(self.one).f64_sub(self.below_one);
        magnitude.or(draw.and(self.sign))
    }

    /// [`coin_bits`]`(draw)`.
    #[inline(always)]
    pub fn coin(&self, draw: L) -> L {
        draw.and(self.sign).or(self.one)
    }
}

/// The leaf VALUEs of one (seed, distribution) pair, with the seed's key mixed once: a
/// simulation over 2^30 leaves calls [`LeafValues::get`] in its inner loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LeafValues {
    leaves: Leaves,
    key: u64,
}

impl LeafValues {
    /// The generator for `seed` and `leaves`. The normal distribution uses its own key (the seed
    /// XORed with a constant before mixing), so its two draws per leaf do not reuse the uniform
    /// stream of the same seed.
    #[inline]
    pub fn new(seed: u64, leaves: Leaves) -> LeafValues {
        let key = match leaves {
            Leaves::Uniform | Leaves::Coin => rng::mix(seed),
            Leaves::Normal => rng::mix(seed ^ 0x6A09_E667_F3BC_C908),
        };
        LeafValues { leaves, key }
    }

    /// The distribution.
    #[inline]
    pub fn distribution(&self) -> Leaves {
        self.leaves
    }

    /// The key of the SplitMix64 stream the VALUEs are drawn from: uniform and coin leaf `i` is
    /// made from draw `i` ([`uniform_bits`], [`coin_bits`]), normal leaf `i` from draws `2i` and
    /// `2i + 1`.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The VALUE of leaf `index`. Distinct for every index below 2^63 (the Sequence game uses
    /// at most 2^62 leaves).
    #[inline]
    pub fn get(&self, index: u64) -> f64 {
        match self.leaves {
            Leaves::Uniform => f64::from_bits(uniform_bits(draw(self.key, index))),
            Leaves::Coin => f64::from_bits(coin_bits(draw(self.key, index))),
            Leaves::Normal => self.normal(index),
        }
    }

    /// The VALUE of leaf `index` read as a normal leaf, whatever the distribution (a loop over
    /// normal leaves calls it without matching the distribution for every leaf).
    #[inline]
    pub fn normal(&self, index: u64) -> f64 {
        // Box–Muller with u1 in (0, 1] (so ln u1 is finite) and u2 in [0, 1), from draws
        // 2·index and 2·index + 1 of the stream. The portable ln and cos give the same bits
        // natively and in WebAssembly, so the page and the CLI agree exactly.
        let first = index.wrapping_mul(2);
        let u1 = ((draw(self.key, first) >> 11) + 1) as f64 * UNIT;
        let u2 = (draw(self.key, first | 1) >> 11) as f64 * UNIT;
        (-2.0 * portable_math::ln(u1)).sqrt() * portable_math::cos_turns(u2)
    }
}

/// The VALUE of leaf `index` (0 ≤ index < 2^n) of the game with this seed and distribution: a pure
/// function, the same on every machine and in every algorithm. No allocation; a few
/// multiplications for `Uniform` and `Coin`, plus a logarithm, a square root and a cosine for
/// `Normal`. In a loop over many leaves of one seed, [`LeafValues`] mixes the key only once.
#[inline]
pub fn leaf_value(seed: u64, leaves: Leaves, index: u64) -> f64 {
    LeafValues::new(seed, leaves).get(index)
}

/// A Sequence game: `n` bit moves, Paul first unless [`Sequence::with_first`] says Carole, leaf
/// VALUEs from `leaf_value(seed, leaves, ·)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sequence {
    n: u32,
    seed: u64,
    leaves: Leaves,
    values: LeafValues,
    first: Player,
}

/// A position: the bits chosen so far, the first in the most significant place of `bits`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SequenceState {
    /// How many bits have been chosen.
    pub depth: u32,
    /// The chosen bits as a binary number (at a leaf: the leaf index).
    pub bits: u64,
}

impl Sequence {
    /// The game with `n` moves (at most [`MAX_N`]), Paul first.
    pub fn new(n: u32, seed: u64, leaves: Leaves) -> Result<Sequence, PresetError> {
        check_moves(n).map_err(|message| PresetError::param("n", message))?;
        Ok(Sequence { n, seed, leaves, values: LeafValues::new(seed, leaves), first: Player::Max })
    }

    /// The same game (same leaves) with `first` choosing the first bit.
    pub fn with_first(self, first: Player) -> Sequence {
        Sequence { first, ..self }
    }

    /// Who chooses the first bit.
    pub fn first(&self) -> Player {
        self.first
    }

    /// Number of moves.
    pub fn n(&self) -> u32 {
        self.n
    }

    /// The seed of the leaf VALUEs.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The leaf distribution.
    pub fn leaves(&self) -> Leaves {
        self.leaves
    }

    /// The generator of the leaf VALUEs, its key already mixed: `leaf_values().get(i)` is leaf i.
    #[inline]
    pub fn leaf_values(&self) -> LeafValues {
        self.values
    }

    /// The whole tree as a stored graph, positions in breadth-first (heap) order: the root is 0
    /// and the children of `v` are `2v + 1` (bit 0) and `2v + 2` (bit 1) — the order
    /// [`crate::game::expand`] would give, built directly because no transposition can occur.
    pub fn graph(&self) -> Result<GameGraph, PresetError> {
        if self.n > MAX_STORED_N {
            return Err(PresetError::param(
                "n",
                format!(
                    "a tree of {} moves has 2^{} − 1 positions, too many to store (at most n = {MAX_STORED_N}); \
                     large trees can only be evaluated without storing them",
                    self.n,
                    self.n + 1
                ),
            ));
        }
        let inner = (1u32 << self.n) - 1;
        let total = 2 * inner + 1;
        let mut builder = GraphBuilder::with_capacity(total as usize, 2 * inner as usize);
        for v in 0..total {
            // Heap index v sits at depth ⌊log2(v + 1)⌋; its bits are v + 1 without the leading 1.
            let depth = 31 - (v + 1).leading_zeros();
            let state = SequenceState { depth, bits: ((v + 1) - (1 << depth)) as u64 };
            let name = self.name(&state);
            if v < inner {
                builder.add_position(name, self.mover(&state), [2 * v + 1, 2 * v + 2] as [PositionId; 2]);
            } else {
                builder.add_end(name, self.end_value(&state));
            }
        }
        builder.set_start(0);
        builder.build().map_err(|e| PresetError::general(format!("could not build the game: {e}")))
    }
}

impl Game for Sequence {
    type State = SequenceState;

    fn start(&self) -> SequenceState {
        SequenceState { depth: 0, bits: 0 }
    }

    /// The first mover moves at even depths.
    fn mover(&self, state: &SequenceState) -> Player {
        if state.depth % 2 == 0 { self.first } else { self.first.opponent() }
    }

    fn child(&self, state: &SequenceState, i: usize) -> Option<SequenceState> {
        (state.depth < self.n && i < 2)
            .then(|| SequenceState { depth: state.depth + 1, bits: state.bits << 1 | i as u64 })
    }

    fn end_value(&self, state: &SequenceState) -> f64 {
        self.values.get(state.bits)
    }

    fn name(&self, state: &SequenceState) -> String {
        if state.depth == 0 {
            return "e".to_owned();
        }
        (0..state.depth).rev().map(|k| if state.bits >> k & 1 == 1 { '1' } else { '0' }).collect()
    }
}

/// The most leaves a board lists with their VALUEs under a prefix (more are only counted).
pub const LISTED_LEAVES: u32 = 16;

/// A bit 1, a bit 0, a bit still to choose, and the next bit's two choices.
const LEGEND: &[Key] = &[
    Key::new('1', Class::On, "1"),
    Key::new('0', Class::Off, "0"),
    Key::new('·', Class::Off, "·"),
    Key::new('a', Class::Choice, "0").titled("the next bit: 0 or 1"),
    Key::new('b', Class::Choice, "1").titled("the next bit: 0 or 1"),
];

/// The Sequence game's boards: a row of n boxes, the bits chosen so far in the first (a 1 set, a
/// 0 not), the next bit's two choices drawn apart where it goes; the leaves below listed when
/// there are at most [`LISTED_LEAVES`]. A move is made on its choice.
pub struct SequenceBoards {
    /// The number of moves, when known.
    pub n: Option<u32>,
    /// Whether Carole picks the first bit.
    pub carole_first: bool,
}

impl SequenceBoards {
    /// The bits chosen at the position named `name` (the inverse of [`Game::name`]: `e` at the
    /// start, else the bits); `None` for any other name, or one longer than n bits.
    fn bits<'a>(&self, name: &'a str) -> Option<&'a str> {
        let bits = if name == "e" { "" } else { name };
        if (bits.is_empty() && name != "e") || !bits.bytes().all(|b| b == b'0' || b == b'1') {
            return None;
        }
        (self.n.is_none_or(|n| bits.len() <= n as usize)).then_some(bits)
    }

    /// Whether the next bit is still to be chosen at a position with `chosen` bits.
    fn open(&self, chosen: usize) -> bool {
        self.n.is_some_and(|n| chosen < n as usize)
    }
}

impl Boards for SequenceBoards {
    fn board(&self, name: &str) -> Option<Board> {
        let bits = self.bits(name)?;
        let len = bits.len();
        let n = self.n.map_or(len, |n| n as usize);
        // The bits chosen, the next one's two choices (`a`: 0, `b`: 1), then the boxes still empty.
        let mut row = bits.to_owned();
        if self.open(len) {
            row.push_str("ab");
        }
        for _ in len + 1..n {
            row.push('·');
        }
        let first = if self.carole_first { "Carole" } else { "Paul" };
        let end =
            self.n.map_or("a name of n bits".to_owned(), |n| format!("a name of {}", counted(n as u64, "bit", "bits")));
        let naming = format!("the bits chosen so far, {first}'s first; {end} is an end position.");
        let mut board = Board::new(
            "sequence",
            vec![row],
            LEGEND,
            if bits.is_empty() { "No bit chosen yet.".to_owned() } else { format!("Bits chosen so far: {bits}.") },
            if bits.is_empty() {
                format!("no bit chosen yet (the empty sequence); a name like 01 lists {naming}")
            } else {
                naming
            },
        );
        if let Some(n) = self.n {
            let depth = n - len as u32;
            match 1u64.checked_shl(depth) {
                Some(leaves) if leaves <= LISTED_LEAVES as u64 => {
                    let names = (0..leaves)
                        .map(|i| {
                            let mut leaf = bits.to_owned();
                            for k in (0..depth).rev() {
                                leaf.push(if i >> k & 1 == 1 { '1' } else { '0' });
                            }
                            if leaf.is_empty() { "e".to_owned() } else { leaf }
                        })
                        .collect();
                    board.listed = Some(Listed { label: "Leaf values".to_owned(), names });
                }
                Some(leaves) => board.note = Some(format!("{} below", counted(leaves, "leaf", "leaves"))),
                None => board.note = Some(format!("2^{depth} leaves below")),
            }
        }
        Some(board)
    }

    /// The choice of the bit the move adds.
    fn move_cell(&self, _board: &Board, name: &str, _next_board: &Board, next: &str) -> Option<Spot> {
        let (bits, next) = (self.bits(name)?, self.bits(next)?);
        let bit = next.strip_prefix(bits).filter(|bit| bit.len() == 1 && self.open(bits.len()))?;
        Some(Spot::new(0, bits.len() + usize::from(bit == "1")))
    }
}

/// Builds the preset from its parameters `n`, `seed`, `leaves` and `first`.
pub(crate) fn preset(values: &ParamValues) -> Result<Built, PresetError> {
    let n = params::parse_u64("n", values.get("n"), 0, MAX_STORED_N as u64)? as u32;
    let seed = params::parse_u64("seed", values.get("seed"), 0, u64::MAX)?;
    let text = values.get("leaves");
    let leaves = Leaves::parse(text).ok_or_else(|| {
        PresetError::param(
            "leaves",
            format!("\"{}\" is not a distribution: use uniform, coin or normal", crate::text::short_quote(text)),
        )
    })?;
    let first = params::parse_player("first", values.get("first"))?;
    let game = Sequence::new(n, seed, leaves)?.with_first(first);
    let graph = game.graph()?;
    // Paul first is the game of seed 001: its title says nothing more.
    let who = if first == Player::Min { ", Carole first" } else { "" };
    Ok(Built {
        params: vec![
            ("n", n.to_string()),
            ("seed", seed.to_string()),
            ("leaves", leaves.keyword().to_owned()),
            ("first", params::player_keyword(first).to_owned()),
        ],
        title: format!("Sequence game, n = {n}, seed {seed}, {} leaves{who}", leaves.keyword()),
        graph,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// n = 2:
    /// ```text
    ///            e (Paul)
    ///          /          \
    ///     0 (Carole)    1 (Carole)
    ///      /    \        /    \
    ///    00      01    10      11      leaves 0, 1, 2, 3
    /// ```
    #[test]
    fn tree_of_two_moves() {
        let game = Sequence::new(2, 7, Leaves::Uniform).unwrap();
        let g = game.graph().unwrap();
        let names: Vec<&str> = g.names().iter().map(String::as_str).collect();
        assert_eq!(names, ["e", "0", "1", "00", "01", "10", "11"]);
        assert_eq!(g.successors(0), &[1, 2]);
        assert_eq!(g.successors(2), &[5, 6]);
        assert_eq!(g.mover(0), Player::Max);
        assert_eq!(g.mover(1), Player::Min);
        for (leaf, index) in (3..7).zip(0..4) {
            assert_eq!(g.end_value(leaf), Some(leaf_value(7, Leaves::Uniform, index)));
        }
    }

    #[test]
    fn the_implicit_game_matches_the_stored_one() {
        let game = Sequence::new(5, 3, Leaves::Normal).unwrap();
        let stored = game.graph().unwrap();
        let expanded = crate::game::expand(&game, 1000).unwrap();
        assert_eq!(stored, expanded);
    }

    #[test]
    fn leaf_index_reads_the_first_move_as_the_top_bit() {
        let game = Sequence::new(3, 0, Leaves::Coin).unwrap();
        let s = game.child(&game.start(), 1).unwrap();
        let s = game.child(&s, 0).unwrap();
        let s = game.child(&s, 0).unwrap();
        assert_eq!(game.name(&s), "100");
        assert_eq!(s.bits, 4);
        assert_eq!(game.child(&s, 0), None);
    }

    #[test]
    fn no_moves_is_a_single_leaf() {
        let g = Sequence::new(0, 5, Leaves::Uniform).unwrap().graph().unwrap();
        assert_eq!(g.len(), 1);
        assert_eq!(g.name(0), "e");
        assert_eq!(g.end_value(0), Some(leaf_value(5, Leaves::Uniform, 0)));
    }

    #[test]
    fn caps() {
        assert!(Sequence::new(62, 0, Leaves::Uniform).is_ok());
        assert_eq!(
            Sequence::new(63, 0, Leaves::Uniform).unwrap_err().to_string(),
            "n: 63 moves are too many: at most 62"
        );
        let e = Sequence::new(19, 0, Leaves::Uniform).unwrap().graph().unwrap_err();
        assert!(e.to_string().starts_with("n: a tree of 19 moves has 2^20 − 1 positions"), "{e}");
        // The deepest leaf of the largest implicit game has a 62-bit index and a 62-byte name.
        let game = Sequence::new(62, 0, Leaves::Uniform).unwrap();
        let leaf = SequenceState { depth: 62, bits: (1 << 62) - 1 };
        assert_eq!(game.name(&leaf).len(), 62);
        assert!(game.child(&leaf, 0).is_none());
    }

    #[test]
    fn uniform_values_are_symmetric_and_inside_the_interval() {
        for i in 0..10_000 {
            let v = leaf_value(11, Leaves::Uniform, i);
            assert!(v > -1.0 && v < 1.0, "{v}");
            assert_eq!(leaf_value(11, Leaves::Coin, i), v.signum());
        }
    }
}
