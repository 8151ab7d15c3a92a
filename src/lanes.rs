//! 64-bit lanes: the few integer and floating-point operations the Sequence game's leaf
//! generator and the lab's level reduction are made of, written once over a type that holds one
//! lane (`u64`, the plain scalar code) or two (a 128-bit SIMD register).
//!
//! Every operation is exact — wrapping integer arithmetic, bit logic, an IEEE 754 subtraction
//! whose result is representable, and `max`/`min` written as comparisons — so a computation
//! gives the same bits in every lane type, on every platform. The two-lane types:
//!
//! - [`Pair`]: two `u64`s, portable (what a build without SIMD uses);
//! - on `x86_64`, `__m128i` with SSE2 (part of the `x86_64` baseline, so no runtime detection);
//! - in WebAssembly built with `simd128`, `v128`.
//!
//! [`Simd`] names the fastest two-lane type of the build. Neither SSE2 nor `simd128` multiplies
//! 64-bit lanes in one instruction: both multiply as three 32 × 32 → 64-bit products (`pmuludq`,
//! the way V8 lowers `i64x2.mul` without AVX-512), which still beats two scalar multiplications.

/// Lanes of 64 bits, read as integers or as the bits of an `f64`.
pub trait Lanes: Copy {
    /// Every lane `x`.
    fn splat(x: u64) -> Self;
    /// Wrapping addition.
    fn add(self, other: Self) -> Self;
    /// Wrapping multiplication.
    fn mul(self, other: Self) -> Self;
    /// Bitwise exclusive or.
    fn xor(self, other: Self) -> Self;
    /// Bitwise and.
    fn and(self, other: Self) -> Self;
    /// Bitwise or.
    fn or(self, other: Self) -> Self;
    /// Logical shift right by `k` < 64.
    fn shr(self, k: u32) -> Self;
    /// The lanes read as `f64`s minus the lanes of `c` read as `f64`s, as `f64` bits.
    fn f64_sub(self, c: Self) -> Self;
    /// Per lane, read as `f64`s: `if right > left { right } else { left }` — the comparison
    /// form, which keeps the left value on a tie (−0 against +0 included).
    fn f64_max(left: Self, right: Self) -> Self;
    /// Per lane: `if right < left { right } else { left }`.
    fn f64_min(left: Self, right: Self) -> Self;
}

impl Lanes for u64 {
    #[inline(always)]
    fn splat(x: u64) -> u64 {
        x
    }
    #[inline(always)]
    fn add(self, other: u64) -> u64 {
        self.wrapping_add(other)
    }
    #[inline(always)]
    fn mul(self, other: u64) -> u64 {
        self.wrapping_mul(other)
    }
    #[inline(always)]
    fn xor(self, other: u64) -> u64 {
        self ^ other
    }
    #[inline(always)]
    fn and(self, other: u64) -> u64 {
        self & other
    }
    #[inline(always)]
    fn or(self, other: u64) -> u64 {
        self | other
    }
    #[inline(always)]
    fn shr(self, k: u32) -> u64 {
        self >> k
    }
    #[inline(always)]
    fn f64_sub(self, c: u64) -> u64 {
        (f64::from_bits(self) - f64::from_bits(c)).to_bits()
    }
    #[inline(always)]
    fn f64_max(left: u64, right: u64) -> u64 {
        let (l, r) = (f64::from_bits(left), f64::from_bits(right));
        if r > l { right } else { left }
    }
    #[inline(always)]
    fn f64_min(left: u64, right: u64) -> u64 {
        let (l, r) = (f64::from_bits(left), f64::from_bits(right));
        if r < l { right } else { left }
    }
}

/// Two lanes in a register (or a pair of scalars): built from two values, stored as two `f64`s.
pub trait TwoLanes: Lanes {
    /// Lane 0 is `a`, lane 1 is `b`.
    fn pair(a: u64, b: u64) -> Self;
    /// The lanes as `f64`s, lane 0 first.
    fn to_f64s(self) -> [f64; 2];
}

/// Two lanes as two plain `u64`s: the portable two-lane type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair(pub [u64; 2]);

impl Pair {
    #[inline(always)]
    fn map2(self, other: Pair, f: impl Fn(u64, u64) -> u64) -> Pair {
        Pair([f(self.0[0], other.0[0]), f(self.0[1], other.0[1])])
    }
}

impl Lanes for Pair {
    #[inline(always)]
    fn splat(x: u64) -> Pair {
        Pair([x, x])
    }
    #[inline(always)]
    fn add(self, other: Pair) -> Pair {
        self.map2(other, <u64 as Lanes>::add)
    }
    #[inline(always)]
    fn mul(self, other: Pair) -> Pair {
        self.map2(other, <u64 as Lanes>::mul)
    }
    #[inline(always)]
    fn xor(self, other: Pair) -> Pair {
        self.map2(other, <u64 as Lanes>::xor)
    }
    #[inline(always)]
    fn and(self, other: Pair) -> Pair {
        self.map2(other, <u64 as Lanes>::and)
    }
    #[inline(always)]
    fn or(self, other: Pair) -> Pair {
        self.map2(other, <u64 as Lanes>::or)
    }
    #[inline(always)]
    fn shr(self, k: u32) -> Pair {
        Pair([self.0[0] >> k, self.0[1] >> k])
    }
    #[inline(always)]
    fn f64_sub(self, c: Pair) -> Pair {
        self.map2(c, <u64 as Lanes>::f64_sub)
    }
    #[inline(always)]
    fn f64_max(left: Pair, right: Pair) -> Pair {
        left.map2(right, <u64 as Lanes>::f64_max)
    }
    #[inline(always)]
    fn f64_min(left: Pair, right: Pair) -> Pair {
        left.map2(right, <u64 as Lanes>::f64_min)
    }
}

impl TwoLanes for Pair {
    #[inline(always)]
    fn pair(a: u64, b: u64) -> Pair {
        Pair([a, b])
    }
    #[inline(always)]
    fn to_f64s(self) -> [f64; 2] {
        self.0.map(f64::from_bits)
    }
}

#[cfg(target_arch = "x86_64")]
mod sse2 {
    use super::{Lanes, TwoLanes};
    use core::arch::x86_64::*;

    // SSE2 is part of the x86_64 baseline: these intrinsics are always available, so the
    // `unsafe` blocks only call instructions every x86_64 processor has.
    impl Lanes for __m128i {
        #[inline(always)]
        fn splat(x: u64) -> __m128i {
            unsafe { _mm_set1_epi64x(x as i64) }
        }
        #[inline(always)]
        fn add(self, other: __m128i) -> __m128i {
            unsafe { _mm_add_epi64(self, other) }
        }
        /// (a_hi·2^32 + a_lo)(b_hi·2^32 + b_lo) mod 2^64 = a_lo·b_lo + (a_hi·b_lo + a_lo·b_hi)·2^32.
        #[inline(always)]
        fn mul(self, other: __m128i) -> __m128i {
            unsafe {
                let low = _mm_mul_epu32(self, other);
                let cross = _mm_add_epi64(
                    _mm_mul_epu32(_mm_srli_epi64(self, 32), other),
                    _mm_mul_epu32(self, _mm_srli_epi64(other, 32)),
                );
                _mm_add_epi64(low, _mm_slli_epi64(cross, 32))
            }
        }
        #[inline(always)]
        fn xor(self, other: __m128i) -> __m128i {
            unsafe { _mm_xor_si128(self, other) }
        }
        #[inline(always)]
        fn and(self, other: __m128i) -> __m128i {
            unsafe { _mm_and_si128(self, other) }
        }
        #[inline(always)]
        fn or(self, other: __m128i) -> __m128i {
            unsafe { _mm_or_si128(self, other) }
        }
        #[inline(always)]
        fn shr(self, k: u32) -> __m128i {
            unsafe { _mm_srl_epi64(self, _mm_cvtsi32_si128(k as i32)) }
        }
        #[inline(always)]
        fn f64_sub(self, c: __m128i) -> __m128i {
            unsafe { _mm_castpd_si128(_mm_sub_pd(_mm_castsi128_pd(self), _mm_castsi128_pd(c))) }
        }
        /// `maxpd(x, y)` is `if x > y { x } else { y }`.
        #[inline(always)]
        fn f64_max(left: __m128i, right: __m128i) -> __m128i {
            unsafe { _mm_castpd_si128(_mm_max_pd(_mm_castsi128_pd(right), _mm_castsi128_pd(left))) }
        }
        /// `minpd(x, y)` is `if x < y { x } else { y }`.
        #[inline(always)]
        fn f64_min(left: __m128i, right: __m128i) -> __m128i {
            unsafe { _mm_castpd_si128(_mm_min_pd(_mm_castsi128_pd(right), _mm_castsi128_pd(left))) }
        }
    }

    impl TwoLanes for __m128i {
        #[inline(always)]
        fn pair(a: u64, b: u64) -> __m128i {
            unsafe { _mm_set_epi64x(b as i64, a as i64) }
        }
        #[inline(always)]
        fn to_f64s(self) -> [f64; 2] {
            let mut out = [0.0; 2];
            unsafe { _mm_storeu_pd(out.as_mut_ptr(), _mm_castsi128_pd(self)) };
            out
        }
    }
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod simd128 {
    use super::{Lanes, TwoLanes};
    use core::arch::wasm32::*;

    impl Lanes for v128 {
        #[inline(always)]
        fn splat(x: u64) -> v128 {
            u64x2_splat(x)
        }
        #[inline(always)]
        fn add(self, other: v128) -> v128 {
            i64x2_add(self, other)
        }
        #[inline(always)]
        fn mul(self, other: v128) -> v128 {
            i64x2_mul(self, other)
        }
        #[inline(always)]
        fn xor(self, other: v128) -> v128 {
            v128_xor(self, other)
        }
        #[inline(always)]
        fn and(self, other: v128) -> v128 {
            v128_and(self, other)
        }
        #[inline(always)]
        fn or(self, other: v128) -> v128 {
            v128_or(self, other)
        }
        #[inline(always)]
        fn shr(self, k: u32) -> v128 {
            u64x2_shr(self, k)
        }
        #[inline(always)]
        fn f64_sub(self, c: v128) -> v128 {
            f64x2_sub(self, c)
        }
        /// `f64x2.pmax(a, b)` is `if a < b { b } else { a }`.
        #[inline(always)]
        fn f64_max(left: v128, right: v128) -> v128 {
            f64x2_pmax(left, right)
        }
        /// `f64x2.pmin(a, b)` is `if b < a { b } else { a }`.
        #[inline(always)]
        fn f64_min(left: v128, right: v128) -> v128 {
            f64x2_pmin(left, right)
        }
    }

    impl TwoLanes for v128 {
        #[inline(always)]
        fn pair(a: u64, b: u64) -> v128 {
            u64x2(a, b)
        }
        #[inline(always)]
        fn to_f64s(self) -> [f64; 2] {
            [f64x2_extract_lane::<0>(self), f64x2_extract_lane::<1>(self)]
        }
    }
}

/// `x`, as a value the compiler cannot see through: a constant of a hot loop, made so before the
/// loop, stays in a register. LLVM's WebAssembly back end writes a `v128.const` at every use of a
/// constant it can see, and V8 makes each one anew inside the loop: with its eight constants held
/// so, the lab's leaf loop (src/sim/leaf_blocks.rs) made a tree of n = 20 in a Chromium worker in
/// 1.61 ms instead of 1.97 (mean of 240 trees each, side by side), and natively 4 % faster.
#[inline(always)]
pub fn opaque<L: Lanes>(x: L) -> L {
    core::hint::black_box(x)
}

/// The fastest two-lane type of this build: SSE2 on `x86_64`, `v128` in WebAssembly with
/// `simd128`, else [`Pair`].
#[cfg(target_arch = "x86_64")]
pub type Simd = core::arch::x86_64::__m128i;
/// The fastest two-lane type of this build: SSE2 on `x86_64`, `v128` in WebAssembly with
/// `simd128`, else [`Pair`].
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub type Simd = core::arch::wasm32::v128;
/// The fastest two-lane type of this build: SSE2 on `x86_64`, `v128` in WebAssembly with
/// `simd128`, else [`Pair`].
#[cfg(not(any(target_arch = "x86_64", all(target_arch = "wasm32", target_feature = "simd128"))))]
pub type Simd = Pair;

/// True when [`Simd`] is a SIMD register rather than the portable [`Pair`].
pub const HAS_SIMD: bool = cfg!(any(target_arch = "x86_64", all(target_arch = "wasm32", target_feature = "simd128")));

#[cfg(test)]
mod tests {
    use super::*;

    /// Operands that exercise carries between the 32-bit halves, signs, and ±0 ties.
    const WORDS: [u64; 8] = [
        0,
        1,
        u64::MAX,
        0x8000_0000_0000_0000,
        0xFFFF_FFFF,
        0x1_0000_0000,
        0x9E37_79B9_7F4A_7C15,
        0xBF58_476D_1CE4_E5B9,
    ];

    fn lanes(x: Simd) -> [u64; 2] {
        x.to_f64s().map(f64::to_bits)
    }

    #[test]
    fn every_operation_matches_the_scalar_one_lane_by_lane() {
        let floats = [0.5f64, -0.0, 0.0, -1.25, 1e-300, 3.0, f64::MIN_POSITIVE, -7.5].map(f64::to_bits);
        for operands in [WORDS, floats] {
            for &a in &operands {
                for &b in &operands {
                    let (x, y) = (Simd::pair(a, b), Simd::pair(b, a));
                    assert_eq!(lanes(x.add(y)), [a.add(b), b.add(a)]);
                    assert_eq!(lanes(x.mul(y)), [a.wrapping_mul(b), b.wrapping_mul(a)], "{a:x} × {b:x}");
                    assert_eq!(lanes(x.xor(y)), [a ^ b; 2]);
                    assert_eq!(lanes(x.and(y)), [a & b; 2]);
                    assert_eq!(lanes(x.or(y)), [a | b; 2]);
                    assert_eq!(lanes(x.shr(27)), [a >> 27, b >> 27]);
                    assert_eq!(lanes(Simd::f64_max(x, y)), [u64::f64_max(a, b), u64::f64_max(b, a)]);
                    assert_eq!(lanes(Simd::f64_min(x, y)), [u64::f64_min(a, b), u64::f64_min(b, a)]);
                    let c = 0.75f64.to_bits();
                    assert_eq!(lanes(x.f64_sub(Simd::splat(c))), [a.f64_sub(c), b.f64_sub(c)]);
                    assert_eq!(Pair::pair(a, b).mul(Pair::pair(b, a)).0, lanes(x.mul(y)));
                }
            }
        }
        // A tie keeps the left value: max(−0, +0) is −0, max(+0, −0) is +0.
        assert_eq!(u64::f64_max(0, (-0.0f64).to_bits()), 0);
        assert_eq!(u64::f64_min((-0.0f64).to_bits(), 0), (-0.0f64).to_bits());
    }
}
