//! Memory-leak detection over a run: one memory sample (bytes in use) after every timed call.
//!
//! A run leaks when what stays allocated between calls keeps growing. Allocators and memory pools
//! grow during the first calls and then plateau, and a resident set jitters by a few pages, so the
//! test compares the *median of the last quarter* of the samples with the *median of the first
//! quarter* (robust to single outliers) and also asks the least-squares slope, extrapolated over
//! the run, to exceed the tolerance (sustained growth, not one step). The tolerance is
//! `max(bytes, relative · first)`.

/// How much growth over a run is accepted.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tolerance {
    /// Absolute bytes.
    pub bytes: u64,
    /// Fraction of the starting level (0.02 = 2 %).
    pub relative: f64,
}

impl Default for Tolerance {
    /// 4 MiB or 2 %, whichever is larger.
    fn default() -> Self {
        Tolerance { bytes: 4 << 20, relative: 0.02 }
    }
}

/// The verdict on one series of samples.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct LeakCheck {
    /// Samples (calls) in the series.
    pub samples: usize,
    /// Median of the first quarter of the samples (bytes).
    pub first: u64,
    /// Median of the last quarter (bytes).
    pub last: u64,
    /// `last - first` (bytes).
    pub delta: i64,
    /// Least-squares growth per call (bytes).
    pub slope_per_call: f64,
    /// The growth accepted (bytes).
    pub tolerance: u64,
    /// True when both the quarter-median growth and the slope over the run exceed the tolerance.
    pub leak: bool,
}

fn median_u64(v: &[u64]) -> u64 {
    let mut s = v.to_vec();
    s.sort_unstable();
    let n = s.len();
    if n % 2 == 1 {
        s[n / 2]
    } else {
        s[n / 2 - 1] / 2 + s[n / 2] / 2 + (s[n / 2 - 1] % 2 + s[n / 2] % 2) / 2
    }
}

/// Check a series of bytes-in-use samples, one per call, in call order. `None` for fewer than
/// two samples (nothing to compare).
pub fn check_leak(series: &[u64], tolerance: Tolerance) -> Option<LeakCheck> {
    let n = series.len();
    if n < 2 {
        return None;
    }
    let q = (n / 4).max(1);
    let first = median_u64(&series[..q]);
    let last = median_u64(&series[n - q..]);
    let delta = last as i64 - first as i64;
    let mean_x = (n - 1) as f64 / 2.0;
    let mean_y = series.iter().map(|&y| y as f64).sum::<f64>() / n as f64;
    let (mut sxy, mut sxx) = (0.0, 0.0);
    for (i, &y) in series.iter().enumerate() {
        let dx = i as f64 - mean_x;
        sxy += dx * (y as f64 - mean_y);
        sxx += dx * dx;
    }
    let slope = sxy / sxx;
    let tol = tolerance.bytes.max((tolerance.relative * first as f64) as u64);
    let leak = delta > tol as i64 && slope * (n - 1) as f64 > tol as f64;
    Some(LeakCheck { samples: n, first, last, delta, slope_per_call: slope, tolerance: tol, leak })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deterministic, scrambled jitter of 0..=2·`amp` bytes.
    fn jitter(i: usize, amp: u64) -> u64 {
        (i as u64 * 2_654_435_761) % (2 * amp + 1)
    }

    #[test]
    fn planted_leak_is_flagged() {
        // 1 GiB baseline, 64 KiB lost per call over 200 calls (12.5 MiB), page-sized jitter.
        let series: Vec<u64> = (0..200).map(|i| (1 << 30) + i as u64 * 65_536 + jitter(i, 16_384)).collect();
        let c = check_leak(&series, Tolerance { bytes: 4 << 20, relative: 0.0 }).unwrap();
        assert!(c.leak, "{c:?}");
        assert!((c.slope_per_call - 65_536.0).abs() < 1_000.0, "{c:?}");
        // A small leak against a large relative tolerance is accepted: the tolerance is a choice.
        assert!(!check_leak(&series, Tolerance { bytes: 0, relative: 0.05 }).unwrap().leak);
    }

    #[test]
    fn clean_run_passes() {
        // The pool grows over the first calls and then stays; jitter of a few pages.
        let series: Vec<u64> =
            (0..200).map(|i| (1 << 30) + (i.min(3) as u64) * (50 << 20) + jitter(i, 40_960)).collect();
        let c = check_leak(&series, Tolerance::default()).unwrap();
        assert!(!c.leak, "{c:?}");
        assert!(c.delta.unsigned_abs() < 100_000, "{c:?}");
        // Flat and exact.
        assert!(!check_leak(&[7; 10], Tolerance { bytes: 0, relative: 0.0 }).unwrap().leak);
        // One late spike is not sustained growth.
        let mut spike = vec![1u64 << 30; 100];
        spike[99] += 1 << 30;
        assert!(!check_leak(&spike, Tolerance::default()).unwrap().leak);
        assert!(check_leak(&[1], Tolerance::default()).is_none());
    }
}
