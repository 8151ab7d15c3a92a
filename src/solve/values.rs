//! Comparing solved values, where NaN stands for "no value" (a position not reachable from the
//! start, or not yet finished): two unknowns are the same, unlike IEEE equality, for which
//! NaN ≠ NaN. Values compare as numbers, so −0 and 0 are the same value.

/// `a` and `b` are the same value, or both unknown (NaN).
pub fn same_value(a: f64, b: f64) -> bool {
    a == b || (a.is_nan() && b.is_nan())
}

/// Slices of the same length whose values are pairwise the same (see [`same_value`]).
pub fn same_values(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| same_value(x, y))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknowns_match_each_other_and_nothing_else() {
        assert!(same_value(f64::NAN, f64::NAN));
        assert!(same_value(-0.0, 0.0));
        assert!(!same_value(f64::NAN, 0.0));
        assert!(!same_value(1.0, 2.0));
        assert!(same_values(&[1.0, f64::NAN], &[1.0, f64::NAN]));
        assert!(!same_values(&[1.0], &[1.0, f64::NAN]));
        assert!(!same_values(&[f64::NAN], &[1.0]));
    }
}
