//! Compact value codes for the search's hot loop.
//!
//! Every VALUE that DFS minimax gives is the VALUE of some end position: a max or a min of
//! successors' values is one of those values, by induction from the ends (seed 000). So instead of
//! each 8-byte value the search may store its *rank* among the distinct end values, in one or two
//! bytes: comparing ranks compares the values, and the array the hot loop reads once per move, at
//! scattered positions, shrinks 4 to 8 times, enough to stay in the processor's cache on a million
//! positions. Games often have few distinct end values (Nim has two: −1 and +1).
//!
//! A graph with more distinct end values than two bytes can rank keeps its values as they are: a
//! [`ValueCode`] is `u8` or `u16` (ranks) or `f64` (the value itself), and [`super::solve_dag`]
//! picks the narrowest that fits.

use crate::graph::{GameGraph, PositionId};
use crate::huge_pages::{filled, fresh};
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

mod sealed {
    pub trait Sealed {}
    impl Sealed for u8 {}
    impl Sealed for u16 {}
    impl Sealed for f64 {}
}

/// How [`super::DfsSearch`] stores a value: `f64` (the value itself, NaN for none) or a `u8` /
/// `u16` rank among the graph's distinct end values, which [`super::solve_dag`] uses when the
/// graph has few enough distinct end values.
pub trait ValueCode: Copy + PartialEq + fmt::Debug + sealed::Sealed {
    /// Below every value: Paul's "nothing seen yet" (−∞).
    const BELOW: Self;
    /// Above every value: Carole's "nothing seen yet" (+∞).
    const ABOVE: Self;
    /// How many distinct end values the code can rank.
    const CAPACITY: usize;

    /// True when the code is no value yet: the position is white or gray.
    fn is_none(self) -> bool;
    /// True when `self` codes a smaller value than `other` (neither being none).
    fn less(self, other: Self) -> bool;
    #[doc(hidden)]
    /// The codes of a search's start: none everywhere. Ranks also note each end position's
    /// value there, ready for when it finishes, in one pass over the graph.
    fn initial_codes(graph: &GameGraph, book: &Codebook) -> Vec<Self>;
    #[doc(hidden)]
    /// The value of the end position `v`, whose code so far is `self`.
    fn end_value(self, graph: &GameGraph, v: PositionId) -> Self;
    #[doc(hidden)]
    /// The value: NaN for none, −∞ for `BELOW`, +∞ for `ABOVE`.
    fn decode(self, book: &Codebook) -> f64;
    #[doc(hidden)]
    /// All the values at once (the search's result).
    fn decode_all(codes: Vec<Self>, book: &Codebook) -> Vec<f64>;
}

/// Ranks. The top bit says "black": a black position's code is that bit and 1 + the rank of its
/// value among the distinct end values, so comparing codes compares values. `BELOW` is the top
/// bit alone, `ABOVE` every bit. A code without the top bit is no value yet: 0, or for an end
/// position its black code without the bit, noted before the search so that finishing it only
/// sets the bit in an entry just read (instead of looking its value up).
macro_rules! rank_code {
    ($t:ty) => {
        impl ValueCode for $t {
            const BELOW: Self = Self::BLACK;
            const ABOVE: Self = <$t>::MAX;
            const CAPACITY: usize = Self::BLACK as usize - 2;

            #[inline(always)]
            fn is_none(self) -> bool {
                self < Self::BLACK
            }

            #[inline(always)]
            fn less(self, other: Self) -> bool {
                self < other
            }

            fn initial_codes(graph: &GameGraph, book: &Codebook) -> Vec<Self> {
                let mut codes = filled(graph.len(), 0);
                for (v, code) in codes.iter_mut().enumerate() {
                    if let Some(value) = graph.end_value(v as PositionId) {
                        // The codebook has every end value of the graph, at most CAPACITY.
                        *code = 1 + book.rank(value) as $t;
                    }
                }
                codes
            }

            #[inline(always)]
            fn end_value(self, _: &GameGraph, _: PositionId) -> Self {
                self | Self::BLACK
            }

            #[inline]
            fn decode(self, book: &Codebook) -> f64 {
                match self {
                    Self::BELOW => f64::NEG_INFINITY,
                    Self::ABOVE => f64::INFINITY,
                    code if code.is_none() => f64::NAN,
                    code => book.values[(code ^ Self::BLACK) as usize - 1],
                }
            }

            fn decode_all(codes: Vec<Self>, book: &Codebook) -> Vec<f64> {
                let mut values = fresh(codes.len());
                values.extend(codes.into_iter().map(|code| code.decode(book)));
                values
            }
        }
    };
}

/// The top bit of a rank code.
trait Black {
    const BLACK: Self;
}

impl Black for u8 {
    const BLACK: u8 = 1 << 7;
}

impl Black for u16 {
    const BLACK: u16 = 1 << 15;
}

rank_code!(u8);
rank_code!(u16);

/// The value itself: NaN for none, infinities for `BELOW` and `ABOVE`.
impl ValueCode for f64 {
    const BELOW: Self = f64::NEG_INFINITY;
    const ABOVE: Self = f64::INFINITY;
    const CAPACITY: usize = usize::MAX;

    #[inline(always)]
    fn is_none(self) -> bool {
        self.is_nan()
    }

    #[inline(always)]
    fn less(self, other: Self) -> bool {
        self < other
    }

    fn initial_codes(graph: &GameGraph, _: &Codebook) -> Vec<Self> {
        filled(graph.len(), f64::NAN)
    }

    #[inline(always)]
    fn end_value(self, graph: &GameGraph, v: PositionId) -> Self {
        graph.end_value(v).unwrap_or(f64::NAN)
    }

    #[inline(always)]
    fn decode(self, _: &Codebook) -> f64 {
        self
    }

    fn decode_all(codes: Vec<Self>, _: &Codebook) -> Vec<f64> {
        codes
    }
}

/// The distinct end values of a graph in increasing order, and the rank of each.
#[derive(Clone, Debug, Default)]
pub struct Codebook {
    values: Vec<f64>,
    ranks: HashMap<u64, u32, BuildHasherDefault<BitsHasher>>,
}

impl Codebook {
    /// The codebook of `graph`'s end values, or `None` when there are more than `capacity`
    /// distinct ones, or both 0 and −0 (equal as values, so one rank each would break ties
    /// differently from the values themselves).
    pub fn of(graph: &GameGraph, capacity: usize) -> Option<Codebook> {
        let (offsets, _) = graph.csr();
        let mut ranks: HashMap<u64, u32, BuildHasherDefault<BitsHasher>> = HashMap::default();
        let mut values = Vec::new();
        for (v, moves) in offsets.windows(2).enumerate() {
            if moves[0] != moves[1] {
                continue;
            }
            let value = graph.end_value(v as u32).unwrap_or(0.0);
            if let std::collections::hash_map::Entry::Vacant(slot) = ranks.entry(value.to_bits()) {
                if values.len() == capacity {
                    return None;
                }
                slot.insert(0);
                values.push(value);
            }
        }
        if ranks.contains_key(&0.0f64.to_bits()) && ranks.contains_key(&(-0.0f64).to_bits()) {
            return None;
        }
        // End values are finite (the graph builder checks), so this order is total.
        values.sort_unstable_by(f64::total_cmp);
        for (rank, value) in values.iter().enumerate() {
            ranks.insert(value.to_bits(), rank as u32);
        }
        Some(Codebook { values, ranks })
    }

    /// How many distinct end values.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// The rank of an end value of the graph (0 for the smallest).
    #[inline]
    fn rank(&self, value: f64) -> u32 {
        self.ranks.get(&value.to_bits()).copied().unwrap_or(0)
    }
}

/// Hashes the bits of a value: one multiplication and a fold, enough for keys that are not
/// adversarial (at most `CAPACITY` of them are ever stored).
#[derive(Default)]
struct BitsHasher(u64);

impl Hasher for BitsHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }

    #[inline]
    fn write_u64(&mut self, bits: u64) {
        // Values such as 1.0 have all their low bits zero: mix the high bits down.
        let h = (self.0 ^ bits).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = h ^ (h >> 32);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse;

    /// ```text
    ///        A (max)
    ///      /   |   \
    ///   B = 2  C = −1  D = 2     (and E = 7, unreachable: its value is coded all the same)
    /// ```
    #[test]
    fn ranks_follow_the_values() {
        let g = parse("A max : B C D\nB = 2\nC = -1\nD = 2\nE = 7").unwrap();
        let book = Codebook::of(&g, u8::CAPACITY).unwrap();
        assert_eq!(book.len(), 3);
        // Before the search: no value anywhere, the ends' codes noted without the black bit.
        let codes = u8::initial_codes(&g, &book);
        assert_eq!(codes, [0, 2, 1, 2, 3]);
        assert!(codes.iter().all(|c| c.is_none() && c.decode(&book).is_nan()));
        // Finished, in value order between the two identities.
        let black: Vec<u8> = (1..5).map(|v| codes[v].end_value(&g, v as PositionId)).collect();
        assert_eq!(black, [0x82, 0x81, 0x82, 0x83]);
        assert!(black.iter().all(|c| u8::BELOW.less(*c) && c.less(u8::ABOVE) && !c.is_none()));
        let decoded: Vec<f64> = [u8::BELOW, 0x81, 0x82, 0x83, u8::ABOVE].iter().map(|c| c.decode(&book)).collect();
        assert_eq!(decoded, [f64::NEG_INFINITY, -1.0, 2.0, 7.0, f64::INFINITY]);
        let all = u16::decode_all(vec![0, 2, 0x8002, 0x8001], &book);
        assert!(all[0].is_nan() && all[1].is_nan());
        assert_eq!(all[2..], [2.0, -1.0]);
    }

    #[test]
    fn too_many_values_or_both_zeros_have_no_codebook() {
        let g = parse("A max : B C D\nB = 1\nC = 2\nD = 3").unwrap();
        assert!(Codebook::of(&g, 2).is_none());
        assert_eq!(Codebook::of(&g, 3).map(|b| b.len()), Some(3));
        let g = parse("A max : B C\nB = 0\nC = -0").unwrap();
        assert_eq!(g.end_value(2).map(f64::is_sign_negative), Some(true));
        assert!(Codebook::of(&g, 10).is_none());
    }
}
