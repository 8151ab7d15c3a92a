//! The exact law of VALUE(e): closed forms derived by hand for small n, exact polynomial
//! integration, internal consistency (CDF, density, quantiles, two integration routes), and the
//! limits as n grows.

use gamegraph::games::sequence::Leaves;
use gamegraph::graph::Player;
use gamegraph::sim::NRange;
use gamegraph::sim::normal::{normal_cdf, normal_cdf_pair, normal_density, normal_quantile, normal_quantile_pair};
use gamegraph::sim::quadrature::GaussLegendre;
use gamegraph::sim::theory::{
    GOLDEN_RATIO, P_STAR, SPREAD_RATIO, ValueLaw, limit_value, theory_cdf, theory_density, theory_table,
};

fn law(n: u32, leaves: Leaves) -> ValueLaw {
    ValueLaw::new(n, leaves).unwrap()
}

fn close(got: f64, expected: f64, tolerance: f64, what: &str) {
    assert!((got - expected).abs() <= tolerance, "{what}: got {got}, expected {expected}");
}

/// Uniform leaves on [−1, 1], X = 2U − 1 with U uniform on [0, 1] and P(VALUE ≤ x) = P_n(u):
/// - n = 0: one leaf: mean 0, sd 1/√3, quantile(q) = 2q − 1.
/// - n = 1: Paul's max of two: P = u², E U = 2/3, E U² = 1/2, so mean 1/3 and
///   sd = 2√(1/2 − 4/9) = √2/3; median 2√½ − 1 = √2 − 1.
/// - n = 2: Paul's max of Carole's two mins: P = (2u − u²)², E U = 1 − ∫P = 1 − 8/15 = 7/15,
///   E U² = 1 − 2∫uP = 4/15, so mean −1/15 and sd = 2√(4/15 − 49/225) = 2√11/15; the median
///   solves u(2 − u) = 1/√2: u = 1 − √(1 − 1/√2).
/// - n = 3: P = (2u² − u⁴)², E U = 1 − (4/5 − 4/7 + 1/9) = 208/315, E U² = 1 − 2(4/6 − 4/8 + 1/10)
///   = 7/15, so mean 101/315 and sd = 2√(7/15 − (208/315)²) = √12164/315.
#[test]
fn uniform_leaves_by_hand() {
    let tolerance = 1e-12;
    let s0 = law(0, Leaves::Uniform).summary();
    close(s0.mean, 0.0, tolerance, "n=0 mean");
    close(s0.sd, 1.0 / 3f64.sqrt(), tolerance, "n=0 sd");
    close(s0.q05, -0.9, tolerance, "n=0 q05");
    close(s0.q95, 0.9, tolerance, "n=0 q95");
    let s1 = law(1, Leaves::Uniform).summary();
    close(s1.mean, 1.0 / 3.0, tolerance, "E[max of two uniforms on [−1, 1]]");
    close(s1.sd, 2f64.sqrt() / 3.0, tolerance, "n=1 sd");
    close(s1.median, 2f64.sqrt() - 1.0, tolerance, "n=1 median");
    close(s1.q05, 2.0 * 0.05f64.sqrt() - 1.0, tolerance, "n=1 q05");
    close(s1.q95, 2.0 * 0.95f64.sqrt() - 1.0, tolerance, "n=1 q95");
    close(s1.prob_paul_wins, 0.75, tolerance, "n=1 P(VALUE > 0)");
    let s2 = law(2, Leaves::Uniform).summary();
    close(s2.mean, -1.0 / 15.0, tolerance, "n=2 mean");
    close(s2.sd, 2.0 * 11f64.sqrt() / 15.0, tolerance, "n=2 sd");
    close(s2.median, 2.0 * (1.0 - (1.0 - 0.5f64.sqrt()).sqrt()) - 1.0, tolerance, "n=2 median");
    close(s2.prob_paul_wins, 1.0 - (2.0 * 0.5 - 0.25f64) * (2.0 * 0.5 - 0.25), tolerance, "n=2 P(VALUE > 0)");
    let s3 = law(3, Leaves::Uniform).summary();
    close(s3.mean, 101.0 / 315.0, tolerance, "n=3 mean");
    close(s3.sd, 12164f64.sqrt() / 315.0, tolerance, "n=3 sd");
}

/// Coins: P(VALUE = −1) = P_n(½), from ½ through the levels bottom-up: n = 1: ½² = ¼, so mean ½
/// and sd √(1 − ¼) = √3/2; n = 2: 1 − (1 − ½)² = ¾, then (¾)² = 9/16, mean −1/8 and sd
/// 2√(9/16 · 7/16) = √63/8; n = 3: ¼ → 1 − (¾)² = 7/16 → 49/256, mean 1 − 98/256 = 79/128.
#[test]
fn coin_leaves_by_hand() {
    let tolerance = 1e-15;
    let l1 = law(1, Leaves::Coin);
    assert_eq!(l1.atoms(), vec![(-1.0, 0.25), (1.0, 0.75)]);
    let s1 = l1.summary();
    close(s1.mean, 0.5, tolerance, "n=1 mean");
    close(s1.sd, 3f64.sqrt() / 2.0, tolerance, "n=1 sd");
    assert_eq!((s1.median, s1.q05, s1.q95), (1.0, -1.0, 1.0));
    let s2 = law(2, Leaves::Coin).summary();
    close(s2.mean, -0.125, tolerance, "n=2 mean");
    close(s2.sd, 63f64.sqrt() / 8.0, tolerance, "n=2 sd");
    close(s2.prob_paul_wins, 7.0 / 16.0, tolerance, "n=2 P(+1)");
    assert_eq!(s2.median, -1.0);
    close(law(3, Leaves::Coin).summary().mean, 79.0 / 128.0, tolerance, "n=3 mean");
    // The CDF steps at ±1 and is 0 below, 1 above.
    let l2 = law(2, Leaves::Coin);
    assert_eq!([l2.cdf(-1.5), l2.cdf(-1.0), l2.cdf(0.3), l2.cdf(1.0)], [0.0, 9.0 / 16.0, 9.0 / 16.0, 1.0]);
    assert_eq!(l2.density(0.0), 0.0);
}

/// Normal leaves: E[max of two standard normals] = 1/√π and its variance 1 − 1/π.
#[test]
fn normal_leaves_by_hand() {
    let s0 = law(0, Leaves::Normal).summary();
    close(s0.mean, 0.0, 1e-12, "n=0 mean");
    close(s0.sd, 1.0, 1e-12, "n=0 sd");
    close(s0.kurtosis, 3.0, 1e-10, "n=0 kurtosis");
    close(s0.q95, 1.6448536269514715, 1e-12, "n=0 q95");
    let s1 = law(1, Leaves::Normal).summary();
    close(s1.mean, 1.0 / std::f64::consts::PI.sqrt(), 1e-12, "n=1 mean");
    close(s1.sd, (1.0 - 1.0 / std::f64::consts::PI).sqrt(), 1e-12, "n=1 sd");
    close(s1.median, normal_quantile(0.5f64.sqrt()), 1e-12, "n=1 median");
}

/// Φ against the C library's erfc (values printed by Python's `math.erfc`) and Φ⁻¹ against
/// Wichura's AS 241 (Python's `statistics.NormalDist.inv_cdf`).
#[test]
fn the_standard_normal_functions() {
    for (x, expected) in [
        (-8.0, 6.220960574271819e-16),
        (-5.0, 2.866515718791946e-07),
        (-1.96, 0.024997895148220435),
        (0.0, 0.5),
        (1.0, 0.8413447460685429),
        (3.0, 0.9986501019683699),
        (6.0, 0.9999999990134123),
    ] {
        let got = normal_cdf(x);
        assert!((got - expected).abs() <= 1e-13 * expected, "Φ({x}) = {got}, expected {expected}");
    }
    let (p, q) = normal_cdf_pair(7.0);
    assert!((q - normal_cdf(-7.0)).abs() < 1e-30 && p == 1.0 - q);
    for (p, expected) in [
        (1e-20, -9.262340089798405),
        (1e-8, -5.61200124417479),
        (0.025, -1.9599639845400538),
        (P_STAR, -0.30032138538999853),
        (0.95, 1.6448536269514715),
    ] {
        close(normal_quantile(p), expected, 1e-13 * expected.abs().max(1.0), "Φ⁻¹");
    }
    close(normal_quantile_pair(1.0 - 1e-18, 1e-18), -normal_quantile(1e-18), 1e-12, "upper tail");
    assert_eq!(normal_quantile(0.0), f64::NEG_INFINITY);
    assert_eq!(normal_quantile(1.0), f64::INFINITY);
    assert!(normal_quantile(1.5).is_nan());
    for i in -80..=80 {
        let x = i as f64 / 10.0;
        let (p, q) = normal_cdf_pair(x);
        close(normal_quantile_pair(p, q), x, 1e-12, "Φ⁻¹(Φ(x))");
    }
    let rule = GaussLegendre::new(20);
    let mass: f64 = (-10..10).map(|k| rule.integrate(k as f64, k as f64 + 1.0, normal_density)).sum();
    close(mass, 1.0, 1e-14, "∫φ");
}

/// P_n for uniform leaves as a polynomial with integer coefficients, composed exactly.
fn uniform_cdf_polynomial(n: u32) -> Vec<i128> {
    let multiply = |a: &[i128], b: &[i128]| {
        let mut c = vec![0i128; a.len() + b.len() - 1];
        for (i, x) in a.iter().enumerate() {
            for (j, y) in b.iter().enumerate() {
                c[i + j] = c[i + j].checked_add(x.checked_mul(*y).unwrap()).unwrap();
            }
        }
        c
    };
    let mut p = vec![0, 1];
    for depth in (0..n).rev() {
        let square = multiply(&p, &p);
        p = if depth % 2 == 0 {
            square
        } else {
            // 2P − P²
            let mut t: Vec<i128> = square.iter().map(|c| -c).collect();
            for (k, c) in p.iter().enumerate() {
                t[k] += 2 * c;
            }
            t
        };
    }
    p
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

/// Σ c_k / (k + shift), exactly, then rounded once.
fn exact_sum(c: &[i128], shift: i128) -> f64 {
    let denominator = (0..c.len() as i128).map(|k| k + shift).fold(1i128, |l, d| l / gcd(l, d) * d);
    let numerator: i128 = c.iter().enumerate().map(|(k, &ck)| ck * (denominator / (k as i128 + shift))).sum();
    numerator as f64 / denominator as f64
}

/// For uniform leaves the CDF of VALUE(e) is a polynomial of degree 2^n in u = (x + 1)/2, so
/// E U = 1 − Σ c_k/(k + 1) and E U² = 1 − 2 Σ c_k/(k + 2) exactly.
#[test]
fn uniform_moments_match_exact_polynomial_integration() {
    for n in 0..=5 {
        let c = uniform_cdf_polynomial(n);
        assert_eq!(c.len(), (1 << n) + 1);
        let mean_u = 1.0 - exact_sum(&c, 1);
        let variance_u = 1.0 - 2.0 * exact_sum(&c, 2) - mean_u * mean_u;
        let m = law(n, Leaves::Uniform).moments();
        close(m.mean, 2.0 * mean_u - 1.0, 1e-13, &format!("n={n} mean"));
        close(m.variance, 4.0 * variance_u, 1e-13, &format!("n={n} variance"));
        // The CDF itself is that polynomial.
        for i in 0..=20 {
            let u = i as f64 / 20.0;
            let poly: f64 = c.iter().rev().fold(0.0, |acc, &ck| acc * u + ck as f64);
            close(law(n, Leaves::Uniform).cdf(2.0 * u - 1.0), poly, 1e-12, "CDF");
        }
    }
}

/// Accuracy of the moments everywhere: the default integration against a finer one and against
/// an integration of the quantile function instead of the density.
#[test]
fn two_integrations_agree_for_every_size() {
    for leaves in [Leaves::Uniform, Leaves::Normal] {
        for n in (0..=62).step_by(5).chain([61, 62]) {
            let l = law(n, leaves);
            let default = l.moments();
            for other in [l.moments_with(128, 32), l.moments_by_quantiles(64, 24)] {
                close(default.mean, other.mean, 1e-12, &format!("{leaves:?} n={n} mean"));
                close(default.variance.sqrt(), other.variance.sqrt(), 1e-12, &format!("{leaves:?} n={n} sd"));
            }
        }
    }
}

/// The CDF, the density and the quantiles describe the same law.
#[test]
fn cdf_density_and_quantiles_are_consistent() {
    for leaves in [Leaves::Uniform, Leaves::Normal] {
        for n in [0, 1, 2, 5, 12, 25] {
            let l = law(n, leaves);
            for i in 1..40 {
                let u = i as f64 / 40.0;
                let x = l.quantile(u);
                close(l.cdf(x), u, 1e-12, "cdf(quantile(u))");
                // The density is the CDF's slope (central difference at the law's own scale).
                let h = 1e-4 * (l.quantile(0.75) - l.quantile(0.25));
                let slope = (l.cdf(x + h) - l.cdf(x - h)) / (2.0 * h);
                close(l.density(x), slope, 1e-6 * slope.max(1.0), "density = CDF'");
            }
            let (a, b) = (l.quantile(1e-12), l.quantile(1.0 - 1e-12));
            let pieces = 400;
            let rule = GaussLegendre::new(10);
            let mass: f64 = (0..pieces)
                .map(|k| {
                    let step = (b - a) / pieces as f64;
                    rule.integrate(a + k as f64 * step, a + (k + 1) as f64 * step, |x| l.density(x))
                })
                .sum();
            close(mass, 1.0, 1e-9, &format!("{leaves:?} n={n}: ∫ density"));
        }
    }
    assert!(law(3, Leaves::Uniform).quantile(-0.1).is_nan());
    assert_eq!(law(3, Leaves::Uniform).quantile(0.0), -1.0);
    assert_eq!(law(3, Leaves::Uniform).quantile(1.0), 1.0);
    let xs = [-2.0, -0.5, 0.0, 0.5, 2.0];
    let cdf = theory_cdf(4, Leaves::Uniform, Player::Max, &xs).unwrap();
    let density = theory_density(4, Leaves::Uniform, Player::Max, &xs).unwrap();
    assert_eq!((cdf[0], cdf[4], density[0], density[4]), (0.0, 1.0, 0.0, 0.0));
    assert_eq!(cdf[2], law(4, Leaves::Uniform).cdf(0.0));
}

/// Two levels map p to g(p) = (2p − p²)²; p* = (3 − √5)/2 is its repelling fixed point with
/// g'(p*) = 4p* = (2/φ)², so the spread shrinks by φ/2 per move, and VALUE(e) tends to
/// F⁻¹(p*) for even n and F⁻¹(1 − p*) for odd n: ∓(√5 − 2) for uniform leaves.
#[test]
fn the_limits() {
    let g = |p: f64| (2.0 * p - p * p).powi(2);
    close(P_STAR, (3.0 - 5f64.sqrt()) / 2.0, 1e-16, "p*");
    close(g(P_STAR), P_STAR, 1e-16, "g(p*) = p*");
    close(1.0 - P_STAR, 1.0 / GOLDEN_RATIO, 1e-15, "1 − p* = 1/φ");
    let slope = (g(P_STAR + 1e-7) - g(P_STAR - 1e-7)) / 2e-7;
    close(slope, 4.0 * P_STAR, 1e-7, "g'(p*)");
    close(SPREAD_RATIO, 1.0 / (4.0 * P_STAR).sqrt(), 1e-16, "φ/2");
    close(SPREAD_RATIO, GOLDEN_RATIO / 2.0, 1e-16, "φ/2");

    let root5 = 5f64.sqrt();
    close(limit_value(10, Leaves::Uniform, Player::Max), 2.0 - root5, 1e-15, "even limit");
    close(limit_value(11, Leaves::Uniform, Player::Max), root5 - 2.0, 1e-15, "odd limit");
    close(limit_value(10, Leaves::Normal, Player::Max), normal_quantile(P_STAR), 1e-15, "normal even limit");
    assert_eq!((limit_value(2, Leaves::Coin, Player::Max), limit_value(3, Leaves::Coin, Player::Max)), (-1.0, 1.0));

    for leaves in [Leaves::Uniform, Leaves::Normal] {
        for n in [58, 59, 60, 61, 62] {
            let s = law(n, leaves).summary();
            assert!((s.mean - s.limit).abs() < 1e-4, "{leaves:?} n={n}: mean {} vs limit {}", s.mean, s.limit);
            assert!(s.sd < 1e-5);
            // sd(n + 2)/sd(n) → (φ/2)².
            let ratio = law(n - 2, leaves).summary().sd;
            close(s.sd / ratio, SPREAD_RATIO * SPREAD_RATIO, 1e-3, &format!("{leaves:?} n={n} spread ratio"));
        }
    }
    // Coins: the wrong sign is doubly-exponentially unlikely.
    assert!(law(12, Leaves::Coin).summary().prob_paul_wins < 1e-3);
    assert!(law(13, Leaves::Coin).summary().prob_paul_wins > 1.0 - 1e-3);
    assert_eq!(law(40, Leaves::Coin).summary().mean, -1.0);
}

/// The last mover's advantage, computed: for every n the mean has the sign of the last mover
/// (Paul moves last when n is odd), except n = 0, which has no mover.
#[test]
fn the_last_mover_has_the_advantage() {
    for leaves in Leaves::ALL {
        for s in theory_table(NRange::new(1, 40).unwrap(), leaves, Player::Max) {
            let paul_last = s.n % 2 == 1;
            assert_eq!(s.mean > 0.0, paul_last, "{leaves:?} n={}: mean {}", s.n, s.mean);
            assert_eq!(s.median > 0.0, paul_last, "{leaves:?} n={}: median {}", s.n, s.median);
        }
    }
}

#[test]
fn sizes_are_checked() {
    assert_eq!(ValueLaw::new(63, Leaves::Uniform).unwrap_err().to_string(), "n: 63 moves are too many: at most 62");
    assert!(theory_cdf(63, Leaves::Coin, Player::Max, &[0.0]).is_err());
    let table = theory_table(NRange::parse("3..5").unwrap(), Leaves::Normal, Player::Max);
    assert_eq!(table.iter().map(|s| s.n).collect::<Vec<_>>(), [3, 4, 5]);
}
