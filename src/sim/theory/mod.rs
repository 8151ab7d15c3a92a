//! The exact law of VALUE(e) when the 2^n leaves are independent draws from one distribution F,
//! computed from F rather than fitted to data.
//!
//! The two children of a node are independent copies of the same law, so at Paul's levels the
//! CDF becomes P(max ≤ x) = G(x)² and at Carole's P(min ≤ x) = 1 − (1 − G(x))². With
//! s(p) = p² and t(p) = 1 − (1 − p)² = p(2 − p), and Paul moving at even depths,
//!
//! ```text
//! P(VALUE(e) ≤ x) = P_n(F(x)),   P_n = h_0 ∘ h_1 ∘ … ∘ h_{n−1},   h_d = s (d even), t (d odd),
//! ```
//!
//! applied from the leaves up: the first map applied to F is h_{n−1}, which is Paul's (s) when n
//! is odd and Carole's (t) when n is even. P_n is a polynomial of degree 2^n with a closed-form
//! inverse (s⁻¹(u) = √u, t⁻¹(u) = 1 − √(1 − u)), so
//! - the CDF, the density P_n'(F(x))·f(x) (chain rule through the levels) and every quantile
//!   F⁻¹(P_n⁻¹(u)) are computed exactly (to rounding), each probability carried together with its
//!   complement so that tails keep their digits;
//! - the moments are integrals of x·density over pieces of the real line cut at the quantiles
//!   u = 2^−60, …, 2^−6, 1/32, 2/32, …, 31/32, 1 − 2^−6, …, 1 − 2^−60, each integrated by 20-point
//!   Gauss–Legendre. The pieces follow the law wherever it concentrates, and on each one the
//!   integrand is smooth (for uniform leaves it is a polynomial of degree 2^n in x), so the
//!   moments are accurate to about 1e-14 — well inside the 1e-9 asked for, which the tests
//!   check against closed forms and against a second, finer integration;
//! - for coin leaves (±1 with probability ½) VALUE(e) is ±1 too, and P(VALUE(e) = −1) = P_n(½).
//!
//! ## The limit (Pearl 1980)
//!
//! Two levels (Carole's below Paul's) act as g = s ∘ t, g(p) = (2p − p²)², whose fixed points in
//! [0, 1] are 0, p* = (3 − √5)/2 = 1/φ² ≈ 0.381966 and 1 (g(p) = p ⟺ (p − 1)(p² − 3p + 1) = 0).
//! 0 and 1 attract (g'(0) = 0, g'(1) = 0) and p* repels: g'(p*) = 4p* = 6 − 2√5 ≈ 1.5279. So
//! - for even n, P_n = g^(n/2) tends to 0 below p* and 1 above it: VALUE(e) → F⁻¹(p*) in
//!   probability; for odd n, P_n = g^((n−1)/2) ∘ s, and s(u) = p* at u = √p* = 1/φ = 1 − p*:
//!   VALUE(e) → F⁻¹(1 − p*). The player who moves LAST gets the better limit, not the first:
//!   uniform leaves on [−1, 1] give −(√5 − 2) ≈ −0.236068 for even n and +0.236068 for odd n;
//!   normal leaves ∓Φ⁻¹(1 − p*) ≈ ∓0.300321; coins −1 and +1. This is Pearl's result for
//!   uniform trees (the root value tends to a fractile fixed by the root ξ_b of x^b + x − 1 = 0,
//!   here ξ_2 = 1/φ = 1 − p*); compare Nau's "last player theorem" (1982).
//!   (Read from Paul's level down, two levels act as t ∘ s, p ↦ 1 − (1 − p²)², whose repelling
//!   fixed point is 1 − p* = (√5 − 1)/2: the same statement seen from the other side.)
//! - The spread shrinks geometrically: near p* the two-level map stretches distances by 4p*, so
//!   the quantiles of VALUE(e), and its standard deviation, shrink by 1/√(4p*) = φ/2 ≈ 0.809017
//!   per move (for F with a positive density at the limit point). Rescaled by (2/φ)^n, VALUE(e)
//!   has a non-degenerate limit law (Ali Khan, Devroye & Neininger 2005).
//! - With coins the wrong sign's probability P_n(½) (even n) or 1 − P_n(½) (odd n) goes to 0
//!   doubly exponentially, because 0 and 1 are superattracting.
//!
//!
//! ## Carole first
//!
//! With Carole choosing the first bit the maps swap, h_d = t (d even) and s (d odd), and the
//! same statements hold with the roles exchanged: two levels from the root act as t ∘ s, the
//! player who moves last still gets the better limit, so VALUE(e) → F⁻¹(1 − p*) for even n
//! (Paul moves last) and F⁻¹(p*) for odd n. Since t(p) = 1 − s(1 − p), P_n of Carole first is
//! p ↦ 1 − P_n(1 − p) of Paul first: for a leaf law symmetric about 0 (all three here), VALUE(e)
//! with Carole first has the law of −VALUE(e) with Paul first.
//!
//! Alpha-beta's leaf counts have their own theory in [`super::pruning`].

use crate::games::sequence::{Leaves, check_moves};
use crate::graph::Player;

use super::SimError;
use super::evaluate::mover_at;
use super::normal::{normal_cdf_pair, normal_density, normal_quantile_pair};
use super::quadrature::GaussLegendre;

mod prob;
mod summary;

use prob::{Prob, probability_cuts};
pub use summary::{Moments, StandardErrors, Summary};
use summary::{moments_of_atoms, moments_of_points};

/// φ = (1 + √5)/2.
pub const GOLDEN_RATIO: f64 = 1.618_033_988_749_895;

/// p* = (3 − √5)/2 = 1/φ², the repelling fixed point of two levels g(p) = (2p − p²)².
pub const P_STAR: f64 = 0.381_966_011_250_105_1;

/// The factor by which the spread of VALUE(e) shrinks per move as n grows: φ/2 = 1/√(4p*).
pub const SPREAD_RATIO: f64 = 0.809_016_994_374_947_4;

/// P(VALUE(e) ≤ x) for a game of `n` moves, Paul first, as a function of the leaf probability
/// u = F(x), given as (u, 1 − u); returns the probability and its complement, each with full
/// relative accuracy. This is P_n of the module documentation, the same for every continuous leaf
/// distribution.
pub fn value_cdf_of_leaf_probability(n: u32, u: f64, one_minus_u: f64) -> (f64, f64) {
    let law = ValueLaw { n, leaves: Leaves::Uniform, first: Player::Max };
    let (root, _) = law.up(Prob { p: u, q: one_minus_u }.balanced());
    (root.p, root.q)
}

/// The exact law of VALUE(e) for n moves, one leaf distribution and one first mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueLaw {
    n: u32,
    leaves: Leaves,
    first: Player,
}

/// Pieces and nodes of the moment integration (see the module documentation).
const MIDDLE_PIECES: u32 = 32;
const NODES_PER_PIECE: usize = 20;

impl ValueLaw {
    /// The law for `n` moves (at most [`MAX_N`](crate::games::sequence::MAX_N)), Paul first.
    pub fn new(n: u32, leaves: Leaves) -> Result<ValueLaw, SimError> {
        check_moves(n).map_err(|message| SimError::new("n", message))?;
        Ok(ValueLaw { n, leaves, first: Player::Max })
    }

    /// The law of the same game with `first` choosing the first bit.
    pub fn with_first(self, first: Player) -> ValueLaw {
        ValueLaw { first, ..self }
    }

    /// Who chooses the first bit.
    pub fn first(&self) -> Player {
        self.first
    }

    /// Number of moves.
    pub fn n(&self) -> u32 {
        self.n
    }

    /// The leaf distribution.
    pub fn leaves(&self) -> Leaves {
        self.leaves
    }

    fn leaf_cdf(&self, x: f64) -> Prob {
        match self.leaves {
            Leaves::Uniform => {
                if x <= -1.0 {
                    Prob { p: 0.0, q: 1.0 }
                } else if x >= 1.0 {
                    Prob { p: 1.0, q: 0.0 }
                } else {
                    Prob { p: 0.5 * (1.0 + x), q: 0.5 * (1.0 - x) }
                }
            }
            Leaves::Coin => {
                if x < -1.0 {
                    Prob { p: 0.0, q: 1.0 }
                } else if x < 1.0 {
                    Prob { p: 0.5, q: 0.5 }
                } else {
                    Prob { p: 1.0, q: 0.0 }
                }
            }
            Leaves::Normal => {
                let (p, q) = normal_cdf_pair(x);
                Prob { p, q }
            }
        }
    }

    fn leaf_density(&self, x: f64) -> f64 {
        match self.leaves {
            Leaves::Uniform => {
                if (-1.0..=1.0).contains(&x) {
                    0.5
                } else {
                    0.0
                }
            }
            Leaves::Coin => 0.0,
            Leaves::Normal => normal_density(x),
        }
    }

    /// The smallest x with F(x) ≥ u.
    fn leaf_quantile(&self, u: Prob) -> f64 {
        match self.leaves {
            Leaves::Uniform => {
                if u.p <= u.q {
                    2.0 * u.p - 1.0
                } else {
                    1.0 - 2.0 * u.q
                }
            }
            Leaves::Coin => {
                if u.p <= 0.5 {
                    -1.0
                } else {
                    1.0
                }
            }
            Leaves::Normal => normal_quantile_pair(u.p, u.q),
        }
    }

    /// From a leaf probability F(x) to P(VALUE(e) ≤ x), with the derivative dP_n/dF.
    fn up(&self, leaf: Prob) -> (Prob, f64) {
        let mut u = leaf;
        let mut slope = 1.0;
        for depth in (0..self.n).rev() {
            match mover_at(self.first, depth) {
                Player::Max => {
                    slope *= 2.0 * u.p;
                    u = u.max_of_two();
                }
                Player::Min => {
                    slope *= 2.0 * u.q;
                    u = u.min_of_two();
                }
            }
        }
        (u, slope)
    }

    /// From P(VALUE(e) ≤ x) = u back to the leaf probability F(x): P_n⁻¹.
    fn down(&self, root: Prob) -> Prob {
        let mut u = root;
        for depth in 0..self.n {
            u = match mover_at(self.first, depth) {
                Player::Max => u.max_of_two_inverse(),
                Player::Min => u.min_of_two_inverse(),
            };
        }
        u
    }

    /// P(VALUE(e) ≤ x).
    pub fn cdf(&self, x: f64) -> f64 {
        self.up(self.leaf_cdf(x)).0.p
    }

    /// The density of VALUE(e) at x; 0 everywhere for coin leaves, whose law is all in
    /// [`ValueLaw::atoms`].
    pub fn density(&self, x: f64) -> f64 {
        let f = self.leaf_density(x);
        if f == 0.0 {
            return 0.0;
        }
        self.up(self.leaf_cdf(x)).1 * f
    }

    /// The smallest x with P(VALUE(e) ≤ x) ≥ u, for 0 ≤ u ≤ 1 (NaN outside). For normal leaves
    /// u = 0 and u = 1 give −∞ and +∞.
    pub fn quantile(&self, u: f64) -> f64 {
        if !(0.0..=1.0).contains(&u) {
            return f64::NAN;
        }
        self.leaf_quantile(self.down(Prob::new(u)))
    }

    /// The point masses: for coin leaves [(−1, P(VALUE(e) = −1)), (1, P(VALUE(e) = 1))];
    /// empty for the continuous distributions.
    pub fn atoms(&self) -> Vec<(f64, f64)> {
        match self.leaves {
            Leaves::Coin => {
                let (u, _) = self.up(Prob::new(0.5));
                vec![(-1.0, u.p), (1.0, u.q)]
            }
            Leaves::Uniform | Leaves::Normal => Vec::new(),
        }
    }

    /// Mean and central moments 2 to 4.
    pub fn moments(&self) -> Moments {
        self.moments_with(MIDDLE_PIECES, NODES_PER_PIECE)
    }

    /// [`ValueLaw::moments`] with `middle_pieces` equal pieces of probability between the tails
    /// and `nodes` Gauss–Legendre nodes per piece, integrating x·density over the real line.
    pub fn moments_with(&self, middle_pieces: u32, nodes: usize) -> Moments {
        if self.leaves == Leaves::Coin {
            return moments_of_atoms(&self.atoms());
        }
        // For normal leaves the pieces stop at the quantiles 2^−60 and 1 − 2^−60: the mass left
        // out moves the mean by less than 1e-17.
        let cuts = probability_cuts(middle_pieces, self.leaves == Leaves::Uniform);
        let xs: Vec<f64> = cuts.iter().map(|&u| self.leaf_quantile(self.down(u))).collect();
        let rule = GaussLegendre::new(nodes);
        let mut points: Vec<(f64, f64)> = Vec::with_capacity(xs.len() * nodes);
        for piece in xs.windows(2) {
            if piece[1] > piece[0] {
                rule.for_each_node(piece[0], piece[1], |x, w| points.push((x, w * self.density(x))));
            }
        }
        moments_of_points(&points)
    }

    /// The same moments by another route, as a check: E[h(X)] = ∫₀¹ h(Q(u)) du with Q the
    /// quantile function, integrated over the same probability pieces (in p below ½ and in
    /// 1 − p above, so that the tails keep their digits).
    pub fn moments_by_quantiles(&self, middle_pieces: u32, nodes: usize) -> Moments {
        if self.leaves == Leaves::Coin {
            return moments_of_atoms(&self.atoms());
        }
        let cuts = probability_cuts(middle_pieces, true);
        let rule = GaussLegendre::new(nodes);
        let mut points: Vec<(f64, f64)> = Vec::with_capacity(cuts.len() * nodes);
        for piece in cuts.windows(2) {
            let (a, b) = (piece[0], piece[1]);
            if a.p < 0.5 {
                rule.for_each_node(a.p, b.p, |p, w| points.push((self.leaf_quantile(self.down(Prob::new(p))), w)));
            } else {
                rule.for_each_node(b.q, a.q, |q, w| {
                    points.push((self.leaf_quantile(self.down(Prob { p: 1.0 - q, q })), w));
                });
            }
        }
        moments_of_points(&points)
    }

    /// The limit of VALUE(e) as n grows with the parity of this n: F⁻¹(p*) when Carole moves
    /// last in those games, F⁻¹(1 − p*) when Paul does.
    pub fn limit(&self) -> f64 {
        limit_value(self.n, self.leaves, self.first)
    }

    /// Every number of [`Summary`].
    pub fn summary(&self) -> Summary {
        let m = self.moments();
        let sd = m.variance.max(0.0).sqrt();
        let (skewness, kurtosis) =
            if sd > 0.0 { (m.third / sd.powi(3), m.fourth / m.variance.powi(2)) } else { (f64::NAN, f64::NAN) };
        let above_zero = self.up(self.leaf_cdf(0.0)).0.q;
        Summary {
            n: self.n,
            mean: m.mean,
            sd,
            median: self.quantile(0.5),
            q05: self.quantile(0.05),
            q25: self.quantile(0.25),
            q75: self.quantile(0.75),
            q95: self.quantile(0.95),
            skewness,
            kurtosis,
            prob_paul_wins: above_zero,
            limit: self.limit(),
        }
    }
}

/// The limit of VALUE(e) along the sizes with the parity of `n` when `first` moves first (see the
/// module documentation): the leaf quantile at p* when Carole moves last in those games, at
/// 1 − p* when Paul does.
pub fn limit_value(n: u32, leaves: Leaves, first: Player) -> f64 {
    let law = ValueLaw { n: 0, leaves, first };
    let p_star = Prob { p: P_STAR, q: 1.0 - P_STAR };
    // The last move of a game of n ≥ 1 moves is at depth n − 1, which has the parity of n + 1
    // (and so does it for the n = 0 of the even sizes).
    match mover_at(first, n + 1) {
        Player::Min => law.leaf_quantile(p_star),
        Player::Max => law.leaf_quantile(Prob { p: p_star.q, q: p_star.p }),
    }
}

/// The exact summaries for every n of `range`.
pub fn theory_table(range: super::batch::NRange, leaves: Leaves, first: Player) -> Vec<Summary> {
    range.iter().map(|n| ValueLaw { n, leaves, first }.summary()).collect()
}

/// P(VALUE(e) ≤ x) at every x of `xs` (for plotting).
pub fn theory_cdf(n: u32, leaves: Leaves, first: Player, xs: &[f64]) -> Result<Vec<f64>, SimError> {
    let law = ValueLaw::new(n, leaves)?.with_first(first);
    Ok(xs.iter().map(|&x| law.cdf(x)).collect())
}

/// The density of VALUE(e) at every x of `xs` (for plotting; zeros for coin leaves).
pub fn theory_density(n: u32, leaves: Leaves, first: Player, xs: &[f64]) -> Result<Vec<f64>, SimError> {
    let law = ValueLaw::new(n, leaves)?.with_first(first);
    Ok(xs.iter().map(|&x| law.density(x)).collect())
}
