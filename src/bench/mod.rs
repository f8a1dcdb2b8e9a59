//! Benchmarks: the pieces of `mlff bench`: latency statistics ([`Stats`]), memory-leak detection
//! ([`memory`]), the results and their reports ([`report`]: JSON, terminal table, Markdown,
//! baseline comparison), the peer side by side ([`peer`]) and SVG plots (`plot`, with the `cli` feature).
//!
//! Percentiles interpolate linearly between order statistics (numpy's default, `method="linear"`):
//! the p-th percentile of sorted samples x_0..x_{n-1} is x at fractional index p/100·(n-1).

pub mod memory;
pub mod peer;
#[cfg(feature = "cli")]
pub mod plot;
pub mod report;

/// Summary of a set of timings (same unit as the samples).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Stats {
    /// Number of samples.
    pub n: usize,
    /// Arithmetic mean.
    pub mean: f64,
    /// Median (50th percentile).
    pub median: f64,
    /// Sample standard deviation (n - 1 in the denominator; 0 for one sample).
    pub std: f64,
    /// Smallest sample.
    pub min: f64,
    /// Largest sample.
    pub max: f64,
    /// 95th percentile.
    pub p95: f64,
    /// 99th percentile.
    pub p99: f64,
}

/// The p-th percentile (0 ≤ p ≤ 100) of already sorted samples, linear interpolation.
pub fn percentile_sorted(sorted: &[f64], p: f64) -> f64 {
    assert!(!sorted.is_empty(), "percentile of no samples");
    let pos = (p / 100.0).clamp(0.0, 1.0) * (sorted.len() - 1) as f64;
    let lo = pos.floor() as usize;
    let hi = pos.ceil() as usize;
    sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo as f64)
}

impl Stats {
    /// Summarise samples (at least one).
    pub fn from_samples(samples: &[f64]) -> Stats {
        let mut s = samples.to_vec();
        s.sort_by(|a, b| a.total_cmp(b));
        let n = s.len();
        let mean = s.iter().sum::<f64>() / n as f64;
        let var = if n > 1 { s.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1) as f64 } else { 0.0 };
        Stats {
            n,
            mean,
            median: percentile_sorted(&s, 50.0),
            std: var.sqrt(),
            min: s[0],
            max: s[n - 1],
            p95: percentile_sorted(&s, 95.0),
            p99: percentile_sorted(&s, 99.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_match_numpy_linear() {
        // numpy.percentile(np.arange(1, 101), [50, 95, 99]) = 50.5, 95.05, 99.01
        let v: Vec<f64> = (1..=100).rev().map(|x| x as f64).collect();
        let s = Stats::from_samples(&v);
        assert!((s.median - 50.5).abs() < 1e-12);
        assert!((s.p95 - 95.05).abs() < 1e-12);
        assert!((s.p99 - 99.01).abs() < 1e-12);
        assert_eq!((s.min, s.max, s.n), (1.0, 100.0, 100));
        assert!((s.mean - 50.5).abs() < 1e-12);
        // sample std of 1..=100 is sqrt(841.666...) = 29.011491975882016
        assert!((s.std - 29.011_491_975_882_016).abs() < 1e-9);
        let one = Stats::from_samples(&[3.0]);
        assert_eq!((one.median, one.p99, one.std), (3.0, 3.0, 0.0));
        // numpy.percentile([1, 2, 10], 95) = 9.2
        assert!((Stats::from_samples(&[10.0, 1.0, 2.0]).p95 - 9.2).abs() < 1e-12);
    }
}
