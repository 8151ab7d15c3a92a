//! SplitMix64 (Steele, Lea, Flood, "Fast splittable pseudorandom number generators", OOPSLA
//! 2014) as a counter-based generator: the random stream every part of the crate draws from (the
//! Sequence game's leaf VALUEs, the lab's run seeds, perfect play's choice among equal moves).
//!
//! A stream is named by a key; its draw number `i` is [`mix`]`(key + (i + 1) · γ)` with
//! γ = 2^64 / golden ratio, all arithmetic modulo 2^64 — exactly the `i`-th output of a
//! SplitMix64 generator seeded with the key, but computable for any `i` on its own, so draws can
//! be made in any order, on any thread, and several at once.

/// γ = 2^64 / φ, the Weyl increment of SplitMix64.
pub const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

use crate::lanes::Lanes;

/// The first multiplier of [`mix`].
pub const MIX_MUL_1: u64 = 0xBF58_476D_1CE4_E5B9;

/// The second multiplier of [`mix`].
pub const MIX_MUL_2: u64 = 0x94D0_49BB_1331_11EB;

/// The SplitMix64 output function (a variant of MurmurHash3's 64-bit finaliser): a bijection on
/// `u64` whose every output bit depends on every input bit. Lane by lane on SIMD [`Lanes`].
#[inline(always)]
pub fn mix<L: Lanes>(z: L) -> L {
    Mixer::plain().mix(z)
}

/// [`mix`] with its multipliers already in lanes: made once before a loop of draws.
#[derive(Clone, Copy)]
pub struct Mixer<L> {
    mul_1: L,
    mul_2: L,
}

impl<L: Lanes> Mixer<L> {
    /// The multipliers, as constants the compiler sees.
    #[inline(always)]
    pub fn plain() -> Mixer<L> {
        Mixer { mul_1: L::splat(MIX_MUL_1), mul_2: L::splat(MIX_MUL_2) }
    }

    /// The multipliers in values the compiler cannot see through ([`crate::lanes::opaque`]), so
    /// that a loop keeps them in registers.
    #[inline(always)]
    pub fn opaque() -> Mixer<L> {
        let Mixer { mul_1, mul_2 } = Mixer::plain();
        Mixer { mul_1: crate::lanes::opaque(mul_1), mul_2: crate::lanes::opaque(mul_2) }
    }

    /// [`mix`]`(z)`, lane by lane.
    #[inline(always)]
    pub fn mix(&self, z: L) -> L {
        let z = z.xor(z.shr(30)).mul(self.mul_1);
        let z = z.xor(z.shr(27)).mul(self.mul_2);
        z.xor(z.shr(31))
    }
}

/// Draw number `counter` of the SplitMix64 stream with key `key`: `mix(key + (counter + 1) · γ)`,
/// all arithmetic modulo 2^64.
#[inline(always)]
pub fn draw(key: u64, counter: u64) -> u64 {
    mix(key.wrapping_add(counter.wrapping_add(1).wrapping_mul(GOLDEN_GAMMA)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generator_is_splitmix64() {
        // SplitMix64 seeded with 0 (key = mix(0) = 0) starts 0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4.
        assert_eq!(mix(0u64), 0);
        assert_eq!(draw(0, 0), 0xE220_A839_7B1D_CDAF);
        assert_eq!(draw(0, 1), 0x6E78_9E6A_A1B9_65F4);
    }
}
