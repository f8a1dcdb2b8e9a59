//! The command line's numbers: clap value parsers that accept a number only when it is finite and
//! within its range, so that a bad value is a usage error (exit status 2) before any work, and the
//! limits those ranges use. Each option's `--help` states its range.
use clap::builder::{PossibleValuesParser, RangedU64ValueParser, TypedValueParser};

use mlff::backend::Precision;
use mlff::BackendKind;

/// `--backend`: one of [`BackendKind::ALL`]'s names, parsed by the library's `FromStr`.
pub fn backend() -> impl TypedValueParser<Value = BackendKind> {
    PossibleValuesParser::new(BackendKind::ALL.map(BackendKind::name)).map(|s| s.parse().expect("every possible value is a backend"))
}

/// `--precision`: one of [`Precision::ALL`]'s names, parsed by the library's `FromStr`.
pub fn precision() -> impl TypedValueParser<Value = Precision> {
    PossibleValuesParser::new(Precision::ALL.map(Precision::name)).map(|s| s.parse().expect("every possible value is a precision"))
}

/// Most steps of an `md` run, and most steps between its reports.
pub const MAX_STEPS: u64 = 1_000_000_000_000;
/// Most `md --replicas`.
pub const MAX_REPLICAS: u64 = 1_000_000;
/// Most atoms one `md` run (frames × replicas) or one `bench` case may have.
pub const MAX_RUN_ATOMS: usize = mlff::md::MAX_RUN_ATOMS;
/// Most (reports × systems) an `md` run keeps for its summary: `(steps / every + 2) × systems`.
pub const MAX_REPORTED_VALUES: u64 = 100_000_000;
/// Longest time step (fs).
pub const MAX_DT_FS: f64 = 20.0;
/// Highest temperature (K).
pub const MAX_TEMPERATURE_K: f64 = mlff::md::MAX_TEMPERATURE;
/// Strongest Langevin friction (1/fs).
pub const MAX_FRICTION_PER_FS: f64 = 100.0;
/// Longest CSVR relaxation time (fs).
pub const MAX_TAU_FS: f64 = 1e12;
/// Largest Verlet skin (Å).
pub const MAX_SKIN_A: f64 = 5.0;
/// Longest `serve --timeout` and `bench --time-limit` (s).
pub const MAX_SECONDS: f64 = 1_000_000.0;
/// Most timed and untimed calls per `bench` case.
pub const MAX_BENCH_CALLS: u64 = 1_000_000;
/// Largest `--max-memory` (GiB).
pub const MAX_MEMORY_GIB: f64 = 1_048_576.0;
/// Largest `--min-distance` (Å).
pub const MAX_MIN_DISTANCE_A: f64 = mlff::budget::MAX_MIN_DISTANCE;
/// Largest `md --max-energy-change` (eV/atom).
pub const MAX_ENERGY_CHANGE_EV: f64 = 1_000.0;
/// Largest percentage or MiB a `bench` tolerance may be.
pub const MAX_TOLERANCE: f64 = 1_000_000.0;

/// A float in `[lo, hi]`, or `(lo, hi]` when `open_low`; `what` names the quantity in the message.
fn float_in(s: &str, lo: f64, open_low: bool, hi: f64, what: &str) -> Result<f64, String> {
    let x: f64 = s.trim().parse().map_err(|_| format!("expected {what}, a number"))?;
    let low_ok = if open_low { x > lo } else { x >= lo };
    if x.is_finite() && low_ok && x <= hi {
        Ok(x)
    } else if open_low {
        Err(format!("expected {what} above {lo} and at most {hi}"))
    } else {
        Err(format!("expected {what} from {lo} to {hi}"))
    }
}

/// `md --dt` (fs).
pub fn dt_fs(s: &str) -> Result<f64, String> {
    float_in(s, 0.0, true, MAX_DT_FS, "a time step in fs")
}
/// `md --temperature`, `--init-temperature` (K).
pub fn temperature_k(s: &str) -> Result<f64, String> {
    float_in(s, 0.0, false, MAX_TEMPERATURE_K, "a temperature in K")
}
/// `md --friction` (1/fs).
pub fn friction_per_fs(s: &str) -> Result<f64, String> {
    float_in(s, 0.0, true, MAX_FRICTION_PER_FS, "a friction in 1/fs")
}
/// `md --tau` (fs).
pub fn tau_fs(s: &str) -> Result<f64, String> {
    float_in(s, 0.0, true, MAX_TAU_FS, "a relaxation time in fs")
}
/// `md --skin`, `serve --skin` (Å).
pub fn skin_a(s: &str) -> Result<f64, String> {
    float_in(s, 0.0, false, MAX_SKIN_A, "a skin in Å")
}
/// `md --equilibration` (fs).
pub fn equilibration_fs(s: &str) -> Result<f64, String> {
    float_in(s, 0.0, false, MAX_STEPS as f64 * MAX_DT_FS, "a time in fs")
}
/// `serve --timeout`, `bench --time-limit` (s; 0: none).
pub fn seconds(s: &str) -> Result<f64, String> {
    float_in(s, 0.0, false, MAX_SECONDS, "seconds")
}
/// `bench --leak-tolerance-mib`, `--leak-tolerance-pct`, `--threshold`.
pub fn tolerance(s: &str) -> Result<f64, String> {
    float_in(s, 0.0, false, MAX_TOLERANCE, "a tolerance")
}

/// `--max-memory` (GiB).
pub fn memory_gib(s: &str) -> Result<f64, String> {
    float_in(s, 0.0, true, MAX_MEMORY_GIB, "a memory size in GiB")
}
/// `--min-distance` (Å; 0: any distance).
pub fn min_distance_a(s: &str) -> Result<f64, String> {
    float_in(s, 0.0, false, MAX_MIN_DISTANCE_A, "a distance in Å")
}
/// `md --max-energy-change` (eV/atom).
pub fn energy_change_ev(s: &str) -> Result<f64, String> {
    float_in(s, 0.0, true, MAX_ENERGY_CHANGE_EV, "an energy in eV/atom")
}

/// `md --steps`, `--every`, `validate-md --steps`, `--short`: 1 to [`MAX_STEPS`].
pub fn steps() -> RangedU64ValueParser<u64> {
    RangedU64ValueParser::new().range(1..=MAX_STEPS)
}
/// `md --replicas`: 1 to [`MAX_REPLICAS`].
pub fn replicas() -> RangedU64ValueParser<usize> {
    RangedU64ValueParser::new().range(1..=MAX_REPLICAS)
}
/// `bench --reps`: 1 to [`MAX_BENCH_CALLS`].
pub fn reps() -> RangedU64ValueParser<u64> {
    RangedU64ValueParser::new().range(1..=MAX_BENCH_CALLS)
}
/// `bench --warmup`: 0 to [`MAX_BENCH_CALLS`].
pub fn warmup() -> RangedU64ValueParser<usize> {
    RangedU64ValueParser::new().range(0..=MAX_BENCH_CALLS)
}
/// `bench --max-atoms`: 1 to [`MAX_RUN_ATOMS`].
pub fn max_atoms() -> RangedU64ValueParser<usize> {
    RangedU64ValueParser::new().range(1..=MAX_RUN_ATOMS as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges() {
        assert_eq!(dt_fs("0.5"), Ok(0.5));
        for bad in ["0", "-1", "nan", "inf", "21", "1e400", "x", ""] {
            assert!(dt_fs(bad).is_err(), "{bad}");
        }
        assert_eq!(seconds("0"), Ok(0.0));
        assert!(seconds("1e20").unwrap_err().contains("1000000"));
        assert_eq!(temperature_k("0"), Ok(0.0));
        assert!(temperature_k("-0.1").is_err());
        assert!(skin_a("5").is_ok() && skin_a("5.01").is_err());
    }
}
