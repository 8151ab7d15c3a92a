//! The moments and summary statistics of VALUE(e), and the standard errors of a sample of it.

/// Moments of VALUE(e).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Moments {
    /// E[VALUE(e)].
    pub mean: f64,
    /// Var[VALUE(e)].
    pub variance: f64,
    /// E[(VALUE(e) − mean)³].
    pub third: f64,
    /// E[(VALUE(e) − mean)⁴].
    pub fourth: f64,
}

/// The exact numbers for one n: what `gamegraph theory` prints and the page draws.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Summary {
    /// Number of moves.
    pub n: u32,
    /// E[VALUE(e)].
    pub mean: f64,
    /// Standard deviation of VALUE(e).
    pub sd: f64,
    /// The median (the smallest x with P(VALUE(e) ≤ x) ≥ ½).
    pub median: f64,
    /// The 5 % quantile.
    pub q05: f64,
    /// The 25 % quantile.
    pub q25: f64,
    /// The 75 % quantile.
    pub q75: f64,
    /// The 95 % quantile.
    pub q95: f64,
    /// Skewness E[(X − mean)³]/sd³.
    pub skewness: f64,
    /// Kurtosis E[(X − mean)⁴]/sd⁴ (3 for a normal law; needed for the standard error of a
    /// sample standard deviation).
    pub kurtosis: f64,
    /// P(VALUE(e) > 0): the chance that Carole pays Paul something.
    pub prob_paul_wins: f64,
    /// The limit of VALUE(e) along the n of this parity.
    pub limit: f64,
}

/// Standard errors of a sample of `runs` values, from the exact law: how far the sample mean and
/// sample standard deviation typically are from the law's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StandardErrors {
    /// sd/√runs.
    pub mean: f64,
    /// √((μ4 − σ⁴)/runs)/(2σ) (the delta method), 0 when σ = 0.
    pub sd: f64,
}

impl Summary {
    /// The standard errors of the mean and standard deviation of `runs` independent games.
    pub fn standard_errors(&self, runs: u64) -> StandardErrors {
        let r = runs as f64;
        let sd_error = if self.sd > 0.0 {
            let variance_of_variance = (self.kurtosis - 1.0) * self.sd.powi(4);
            variance_of_variance.max(0.0).sqrt() / r.sqrt() / (2.0 * self.sd)
        } else {
            0.0
        };
        StandardErrors { mean: self.sd / r.sqrt(), sd: sd_error }
    }
}

/// Mean and central moments of weighted points (x, weight), normalised by the total weight.
pub(super) fn moments_of_points(points: &[(f64, f64)]) -> Moments {
    let mass: f64 = points.iter().map(|&(_, w)| w).sum();
    let mean = points.iter().map(|&(x, w)| x * w).sum::<f64>() / mass;
    let central = |k: i32| points.iter().map(|&(x, w)| (x - mean).powi(k) * w).sum::<f64>() / mass;
    Moments { mean, variance: central(2), third: central(3), fourth: central(4) }
}

/// Mean and central moments of a discrete law given as atoms (x, probability).
pub(super) fn moments_of_atoms(atoms: &[(f64, f64)]) -> Moments {
    let mean: f64 = atoms.iter().map(|&(x, p)| x * p).sum();
    let central = |k: i32| atoms.iter().map(|&(x, p)| (x - mean).powi(k) * p).sum::<f64>();
    Moments { mean, variance: central(2), third: central(3), fourth: central(4) }
}
