//! A probability carried with its complement, and the probability cuts of the moment integration.
//!
//! Each of p and q = 1 − p is computed directly, so that a probability close to 0 or to 1 keeps
//! its relative accuracy through the levels of [`super::ValueLaw`].

/// The deepest tail cut of the moment integration is at 2^−TAIL_EXPONENT.
pub(super) const TAIL_EXPONENT: i32 = 60;

/// A probability p with its complement q = 1 − p, each computed directly so that a probability
/// close to 0 or to 1 keeps its relative accuracy.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Prob {
    pub(super) p: f64,
    pub(super) q: f64,
}

impl Prob {
    pub(super) fn new(p: f64) -> Prob {
        Prob { p, q: 1.0 - p }.balanced()
    }

    /// Keeps the smaller of the two as computed and makes the larger its exact complement, so
    /// that p + q = 1 and neither leaves [0, 1].
    pub(super) fn balanced(self) -> Prob {
        if self.p <= self.q { Prob { p: self.p, q: 1.0 - self.p } } else { Prob { p: 1.0 - self.q, q: self.q } }
    }

    /// Paul's level: max of two independent children.
    pub(super) fn max_of_two(self) -> Prob {
        Prob { p: self.p * self.p, q: self.q * (1.0 + self.p) }.balanced()
    }

    /// Carole's level: min of two independent children.
    pub(super) fn min_of_two(self) -> Prob {
        Prob { p: self.p * (1.0 + self.q), q: self.q * self.q }.balanced()
    }

    pub(super) fn max_of_two_inverse(self) -> Prob {
        let root = self.p.sqrt();
        Prob { p: root, q: self.q / (1.0 + root) }.balanced()
    }

    pub(super) fn min_of_two_inverse(self) -> Prob {
        let root = self.q.sqrt();
        Prob { p: self.p / (1.0 + root), q: root }.balanced()
    }
}

/// The probability cuts of the moment integration: 2^−60, …, 2^−(k+1), then 1/m, …, (m − 1)/m
/// with 2^k ≤ m, then the mirror images, and 0 and 1 at the ends when `with_ends`.
pub(super) fn probability_cuts(middle_pieces: u32, with_ends: bool) -> Vec<Prob> {
    let m = middle_pieces.max(2);
    let tail_end = m.ilog2() as i32;
    let mut cuts = Vec::new();
    if with_ends {
        cuts.push(Prob { p: 0.0, q: 1.0 });
    }
    for j in (tail_end + 1..=TAIL_EXPONENT).rev() {
        let small = (-j as f64).exp2();
        cuts.push(Prob { p: small, q: 1.0 - small });
    }
    for k in 1..m {
        cuts.push(Prob { p: k as f64 / m as f64, q: (m - k) as f64 / m as f64 });
    }
    for j in tail_end + 1..=TAIL_EXPONENT {
        let small = (-j as f64).exp2();
        cuts.push(Prob { p: 1.0 - small, q: small });
    }
    if with_ends {
        cuts.push(Prob { p: 1.0, q: 0.0 });
    }
    cuts
}
