//! Gauss–Legendre quadrature: m nodes integrate polynomials of degree up to 2m − 1 exactly and
//! smooth functions to near machine precision once the interval resolves them.
//!
//! The nodes are the roots of the Legendre polynomial P_m, found by Newton's method from the
//! classical guesses cos(π(i − ¼)/(m + ½)), with P_m and P_m' from the three-term recurrence
//! (k + 1) P_{k+1}(x) = (2k + 1) x P_k(x) − k P_{k−1}(x); the weight of root x is
//! 2 / ((1 − x²) P_m'(x)²) (Abramowitz & Stegun 25.4.29).

/// Nodes and weights on [−1, 1].
#[derive(Clone, Debug)]
pub struct GaussLegendre {
    nodes: Vec<f64>,
    weights: Vec<f64>,
}

impl GaussLegendre {
    /// The rule with `m ≥ 1` nodes.
    pub fn new(m: usize) -> GaussLegendre {
        let m = m.max(1);
        let mut nodes = vec![0.0; m];
        let mut weights = vec![0.0; m];
        for i in 0..m.div_ceil(2) {
            let mut x = (std::f64::consts::PI * (i as f64 + 0.75) / (m as f64 + 0.5)).cos();
            let mut derivative = 1.0;
            for _ in 0..100 {
                let (p, dp) = legendre(m, x);
                derivative = dp;
                let step = p / dp;
                x -= step;
                if step.abs() < 1e-16 {
                    break;
                }
            }
            let (_, dp) = legendre(m, x);
            if dp.is_finite() {
                derivative = dp;
            }
            let weight = 2.0 / ((1.0 - x * x) * derivative * derivative);
            nodes[i] = -x;
            nodes[m - 1 - i] = x;
            weights[i] = weight;
            weights[m - 1 - i] = weight;
        }
        GaussLegendre { nodes, weights }
    }

    /// Calls `visit(x, w)` for every node x of the rule moved to [a, b], with its weight w, so
    /// that Σ w·f(x) ≈ ∫_a^b f.
    pub fn for_each_node(&self, a: f64, b: f64, mut visit: impl FnMut(f64, f64)) {
        let half = 0.5 * (b - a);
        let middle = 0.5 * (a + b);
        for (&t, &w) in self.nodes.iter().zip(&self.weights) {
            visit(middle + half * t, half * w);
        }
    }

    /// ∫_a^b f.
    pub fn integrate(&self, a: f64, b: f64, mut f: impl FnMut(f64) -> f64) -> f64 {
        let mut sum = 0.0;
        self.for_each_node(a, b, |x, w| sum += w * f(x));
        sum
    }
}

/// P_m(x) and P_m'(x).
fn legendre(m: usize, x: f64) -> (f64, f64) {
    let (mut previous, mut current) = (1.0, x);
    for k in 1..m {
        let k = k as f64;
        let next = ((2.0 * k + 1.0) * x * current - k * previous) / (k + 1.0);
        previous = current;
        current = next;
    }
    let derivative = m as f64 * (x * current - previous) / (x * x - 1.0);
    (current, derivative)
}
