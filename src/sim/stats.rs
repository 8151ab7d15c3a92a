//! Sample statistics of measured values, for comparing runs with the exact theory.
//!
//! Mean and variance are accumulated with Welford's update (Knuth, TAOCP vol. 2, 4.2.2), which
//! does not lose digits when the values are close together — as VALUE(e) is for large n.

/// Count, mean and standard deviation of a sample.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SampleStats {
    /// How many values.
    pub count: u64,
    /// Their mean (NaN for none).
    pub mean: f64,
    /// Their standard deviation with the n − 1 divisor (NaN for fewer than two).
    pub sd: f64,
}

/// The statistics of `values`.
pub fn sample_stats(values: &[f64]) -> SampleStats {
    let mut mean = 0.0;
    let mut squares = 0.0;
    for (i, &x) in values.iter().enumerate() {
        let delta = x - mean;
        mean += delta / (i + 1) as f64;
        squares += delta * (x - mean);
    }
    let count = values.len() as u64;
    SampleStats {
        count,
        mean: if count == 0 { f64::NAN } else { mean },
        sd: if count < 2 { f64::NAN } else { (squares / (count - 1) as f64).sqrt() },
    }
}
