//! `ln` and `cos` that give the same bits on every platform, for the normal leaves of the
//! Sequence game.
//!
//! `f64::ln` and `f64::cos` call the platform's maths library (glibc natively, a different
//! implementation in WebAssembly), and those differ in the last bit for a few per cent of inputs.
//! The Sequence lab promises that the command line and the page give the same numbers for the same
//! parameters, so the Box–Muller transform uses these instead. They are built only from the
//! operations IEEE 754 rounds exactly the same way everywhere (+, −, ×, ÷, √ and bit
//! manipulation; Rust never fuses a multiply and an add on its own), and are accurate to a few
//! units in the last place, which is plenty for random leaf values.
//!
//! - [`ln`]: x = 2^e · m with m in [√½, √2), then ln m = 2 atanh(s) with s = (m − 1)/(m + 1),
//!   |s| ≤ 0.1716, by its odd power series (Abramowitz & Stegun 4.1.27 form), and
//!   ln x = e · ln 2 + ln m with ln 2 split in two parts so that e · ln 2 is exact.
//! - [`cos_turns`]: cos(2πt) by reducing t to an eighth of a turn with exact operations
//!   (multiplying by 4 and subtracting integers or 1 − r are exact) and Taylor series for sin and
//!   cos on [0, π/4].

/// ln 2 = LN2_HI + LN2_LO, LN2_HI with its low 32 bits zero so that e · LN2_HI is exact for
/// every exponent e of an f64.
const LN2_HI: f64 = f64::from_bits(0x3FE6_2E42_FEE0_0000);
const LN2_LO: f64 = std::f64::consts::LN_2 - LN2_HI;

/// The natural logarithm of a positive, finite, normal `x` (NaN otherwise).
pub fn ln(x: f64) -> f64 {
    if !(x >= f64::MIN_POSITIVE && x.is_finite()) {
        return f64::NAN;
    }
    let bits = x.to_bits();
    let mut exponent = ((bits >> 52) & 0x7FF) as i64 - 1023;
    // m in [1, 2), then folded into [√½, √2) so that s stays small.
    let mut m = f64::from_bits((bits & ((1 << 52) - 1)) | 0x3FF0_0000_0000_0000);
    if m > std::f64::consts::SQRT_2 {
        m *= 0.5;
        exponent += 1;
    }
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    // 2 atanh(s) = 2 (s + s³/3 + s⁵/5 + …); s² ≤ 0.0295, so 12 terms reach below 2^−60.
    let mut series = 1.0 / 25.0;
    for k in (0..12).rev() {
        series = 1.0 / (2 * k + 1) as f64 + s2 * series;
    }
    let ln_m = 2.0 * s * series;
    let e = exponent as f64;
    e * LN2_HI + (e * LN2_LO + ln_m)
}

/// sin(a) and cos(a) for a in [0, π/4] by Taylor series (a² ≤ 0.617: 11 terms each reach below
/// 2^−60).
fn sin_cos_small(a: f64) -> (f64, f64) {
    let a2 = a * a;
    let mut sin = 0.0;
    let mut cos = 0.0;
    // Horner from the highest term: sin a = a (1 − a²/(2·3) (1 − a²/(4·5) (…))).
    for k in (1..=11).rev() {
        let k = k as f64;
        sin = 1.0 - a2 / ((2.0 * k) * (2.0 * k + 1.0)) * sin;
        cos = 1.0 - a2 / ((2.0 * k - 1.0) * (2.0 * k)) * cos;
    }
    (a * sin, cos)
}

/// cos(2π · t) for t in [0, 1) (any finite t is first reduced by its integer part).
pub fn cos_turns(t: f64) -> f64 {
    let t = t - t.floor();
    // Quarter turns: q in 0..4 and r in [0, 1), both exact.
    let four = t * 4.0;
    let q = four.floor();
    let r = four - q;
    // Within a quarter, use the nearer end so the angle is at most π/4.
    let near_start = r <= 0.5;
    let x = if near_start { r } else { 1.0 - r };
    let (sin, cos) = sin_cos_small(x * std::f64::consts::FRAC_PI_2);
    // cos of (r · π/2), and sin of it, from the angle measured from the nearer end.
    let (cos_r, sin_r) = if near_start { (cos, sin) } else { (sin, cos) };
    match q as u8 {
        0 => cos_r,
        1 => -sin_r,
        2 => -cos_r,
        _ => sin_r,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ulps(a: f64, b: f64) -> u64 {
        (a.to_bits() as i64).abs_diff(b.to_bits() as i64)
    }

    #[test]
    fn ln_matches_the_library_closely() {
        let mut x = 1.0 / (1u64 << 53) as f64;
        while x <= 1.0 {
            for step in [1.0, 1.1, 1.37, 1.9] {
                let y = (x * step).min(1.0);
                let (ours, std) = (ln(y), y.ln());
                assert!(ulps(ours, std) <= 4 || (ours - std).abs() < 1e-300, "ln({y}) = {ours} vs {std}");
            }
            x *= 1.7;
        }
        assert_eq!(ln(1.0), 0.0);
        assert!(ln(0.0).is_nan() && ln(-1.0).is_nan() && ln(f64::NAN).is_nan());
    }

    #[test]
    fn cos_turns_matches_the_library_closely() {
        for i in 0..100_000 {
            let t = i as f64 / 100_000.0 + 1e-7;
            let (ours, std) = (cos_turns(t), (std::f64::consts::TAU * t).cos());
            // The reference itself rounds its argument 2π·t (up to 4.4e-16 near 2π); ours rounds
            // only an angle of at most π/4 (1.1e-16).
            assert!((ours - std).abs() <= 1e-15, "cos_turns({t}) = {ours} vs {std}");
        }
        assert_eq!(cos_turns(0.0), 1.0);
        assert_eq!(cos_turns(0.5), -1.0);
        assert_eq!(cos_turns(0.25), -0.0);
    }
}
