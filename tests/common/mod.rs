//! Shared test fixtures: seeded random models and structures, tolerances, and the
//! `backend_suite!` macro that instantiates the same checks for every backend.
#![allow(dead_code)]
#[allow(unused_imports)] // not every test file uses every fixture
pub use mlff::model::random::{random_model, ModelSpec};
use mlff::model::Model;
use mlff::System;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// A random molecule-like cluster: `n` atoms of H C N O, no two closer than `dmin` Å.
pub fn random_cluster(n: usize, seed: u64) -> System {
    let mut rng = StdRng::seed_from_u64(seed);
    let box_len = (n as f64 * 12.0).cbrt().max(2.5);
    let mut pos: Vec<[f64; 3]> = Vec::new();
    while pos.len() < n {
        let p = [rng.gen::<f64>() * box_len, rng.gen::<f64>() * box_len, rng.gen::<f64>() * box_len];
        if pos.iter().all(|q| dist(p, *q) > 0.9) {
            pos.push(p);
        }
    }
    let z = [1, 6, 7, 8];
    System::molecule((0..n).map(|_| z[rng.gen_range(0..4)]).collect(), pos)
}

/// A random triclinic periodic cell with `n` atoms (H C N O Si), lengths around `len` Å.
pub fn random_periodic(n: usize, len: f64, seed: u64) -> System {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut cell = [[len, 0.0, 0.0], [0.0, len, 0.0], [0.0, 0.0, len]];
    for (a, row) in cell.iter_mut().enumerate() {
        for (b, x) in row.iter_mut().enumerate() {
            if a != b {
                *x += rng.gen_range(-0.25..0.25) * len;
            }
        }
    }
    let mut pos: Vec<[f64; 3]> = Vec::new();
    let mut tries = 0;
    while pos.len() < n {
        tries += 1;
        assert!(tries < 100_000, "could not place atoms");
        let s: [f64; 3] = [rng.gen(), rng.gen(), rng.gen()];
        let p = [0, 1, 2].map(|k| s[0] * cell[0][k] + s[1] * cell[1][k] + s[2] * cell[2][k]);
        let sys = System::periodic(vec![1; pos.len() + 1], [pos.clone(), vec![p]].concat(), cell, [true; 3]);
        if mlff::neighbor::neighbor_list_brute_force(&sys, 0.9).map(|nl| nl.senders.is_empty()).unwrap_or(false) {
            pos.push(p);
        }
    }
    let z = [1, 6, 7, 8, 14];
    System::periodic((0..n).map(|_| z[rng.gen_range(0..5)]).collect(), pos, cell, [true; 3])
}

pub fn dist(a: [f64; 3], b: [f64; 3]) -> f64 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// Largest |a - b| / max(|b|, 1) over paired values.
pub fn max_rel_err(a: &[f64], b: &[f64]) -> f64 {
    assert_eq!(a.len(), b.len());
    a.iter().zip(b).map(|(x, y)| (x - y).abs() / y.abs().max(1.0)).fold(0.0, f64::max)
}

/// Whether a wgpu adapter is there for a test that runs the kernels through one; if not, the
/// test is skipped (`skipped: no wgpu adapter`), or fails with `MLFF_REQUIRE_WGPU=1`.
#[cfg(feature = "wgpu")]
pub fn wgpu_adapter_present() -> bool {
    if !mlff::backend::device::wgpu_adapters().is_empty() {
        return true;
    }
    assert!(std::env::var("MLFF_REQUIRE_WGPU").as_deref() != Ok("1"), "MLFF_REQUIRE_WGPU=1 but no wgpu adapter");
    println!("skipped: no wgpu adapter");
    false
}

/// Open a backend by name for the cross-backend suite: `Ok(None)` means absent (the test prints
/// `skipped: <reason>`), except that `MLFF_REQUIRE_WGPU=1` / `MLFF_REQUIRE_CUDA=1` turn absence
/// into a failure. GPU backends are NaN-poisoned so unwritten memory shows. A GPU name may carry
/// variants after an underscore, joined by `+` (`wgpu_staged`, `cuda_split+padded`, ...; see
/// [`tuning`]). The CPU is opened through `mlff::open`, as every front end opens it; the GPUs with
/// their test tunings and poisoning.
pub fn open_backend(name: &str, model: &Model) -> Option<Box<dyn mlff::md::MdBackend>> {
    let (device, variant) = name.split_once('_').unwrap_or((name, ""));
    let made: Result<Box<dyn mlff::md::MdBackend>, mlff::Error> = match name {
        "cpu_f64" => mlff::open(mlff::BackendKind::Cpu, model, mlff::backend::Precision::F64, None),
        "cpu_f32" => mlff::open(mlff::BackendKind::Cpu, model, mlff::backend::Precision::F32, None),
        _ => match device {
            #[cfg(feature = "wgpu")]
            "wgpu" => {
                // `webgpu`: the device opened with WebGPU's guaranteed 8 storage buffers per
                // shader stage; as in a browser, every kernel runs packed (vendor/README.md).
                let browser = variant.split('+').any(|v| v == "webgpu");
                let variant = variant.split('+').filter(|v| *v != "webgpu").collect::<Vec<_>>().join("+");
                mlff::backend::cube::WgpuBackend::wgpu_limited(model, None, true, browser.then_some(8)).map(|mut b| {
                    b.set_poison(true);
                    b.set_tuning(tuning(&variant));
                    Box::new(b) as Box<dyn mlff::md::MdBackend>
                })
            }
            #[cfg(feature = "cuda")]
            "cuda" => {
                // `tf32` / `bf16`: the tensor-core precisions.
                let precision = variant.split('+').find_map(|v| v.parse::<mlff::backend::Precision>().ok()).unwrap_or(mlff::backend::Precision::F32);
                let variant = variant.split('+').filter(|v| v.parse::<mlff::backend::Precision>().is_err()).collect::<Vec<_>>().join("+");
                mlff::backend::cube::CudaBackend::cuda(model, 0).and_then(|mut b| {
                    b.set_precision(precision)?;
                    b.set_poison(true);
                    b.set_tuning(tuning(&variant));
                    Ok(Box::new(b) as Box<dyn mlff::md::MdBackend>)
                })
            }
            #[cfg(not(all(feature = "cuda", feature = "wgpu")))]
            "wgpu" | "cuda" => {
                let _ = variant;
                println!("skipped: {name}: this build has no {device} backend (cargo feature `{device}`)");
                return None;
            }
            _ => panic!("unknown backend {name}"),
        },
    };
    match made {
        Ok(b) => Some(b),
        Err(e) => {
            let var = format!("MLFF_REQUIRE_{}", device.to_uppercase());
            if std::env::var(&var).as_deref() == Ok("1") {
                panic!("{var}=1 but the backend is absent: {e}");
            }
            println!("skipped: {name}: {e}");
            None
        }
    }
}

/// The tuning a GPU backend's variants ask for (`+`-joined), each one rule forced away from the
/// default, so that every device (lavapipe included) runs each production path.
#[cfg(any(feature = "cuda", feature = "wgpu"))]
pub fn tuning(variants: &str) -> mlff_kernels::Tuning {
    use mlff_kernels::{Kernels, Limits, Tuning};
    let mut t = Tuning::default();
    for v in variants.split('+').filter(|v| !v.is_empty()) {
        match v {
            // The one-stage kernels, which `auto` leaves to systems too large for the fused ones.
            "staged" => t.kernels = Kernels::Staged,
            // MD's small neighbour list with no room to grow: its rollback path.
            "tight" => t.tight_md_list = true,
            // The message backward in channel halves on every wide cube, or never.
            "halves" => t.backward_halves = Some(true),
            "whole" => t.backward_halves = Some(false),
            // Lists with a skin compacted whatever their rows' length.
            "compact" => t.compact_rows = Some(true),
            // The small list in three launches of many cubes, or on one cube, whatever its size.
            "split" => t.small_split = Some(true),
            "onecube" => t.small_split = Some(false),
            // MD's three-launch small list padded (each row filled by its own cube) or packed.
            "padded" => t.padded_rows = Some(true),
            "packed" => t.padded_rows = Some(false),
            // The one-stage dense layers as register-tiled products wherever they fit, in blocks of
            // 64 or 128 rows for every layer (by default by the layer's width).
            "gemm" => t.gemm = Some(true),
            "short" => t.gemm_tall = Some(false),
            "tall" => t.gemm_tall = Some(true),
            // The message stages' rounds staged in shared memory, or not, whatever the rows.
            "stage" => (t.stage_rows, t.stage_forward) = (Some(true), Some(true)),
            "nostage" => (t.stage_rows, t.stage_forward) = (Some(false), Some(false)),
            // The rules and shapes of a smaller GPU: an RTX 3080 Ti's multiprocessors and shared
            // memory.
            "rtx3080ti" => t.limits = Some(Limits::RTX_3080_TI),
            other => panic!("unknown backend variant {other}"),
        }
    }
    t
}

/// Relative RMS of `a - b`, relative to max(rms(b), 1).
pub fn rel_rms(a: &[f64], b: &[f64]) -> f64 {
    assert_eq!(a.len(), b.len());
    if a.is_empty() {
        return 0.0;
    }
    let n = a.len() as f64;
    let d = (a.iter().zip(b).map(|(x, y)| (x - y) * (x - y)).sum::<f64>() / n).sqrt();
    let r = (b.iter().map(|y| y * y).sum::<f64>() / n).sqrt();
    d / r.max(1.0)
}

/// `got` against `want` (one batch, both on a backend's `compute`): the largest relative error
/// of the system energies ([`max_rel_err`]) and the relative RMS error of the forces
/// ([`rel_rms`]).
pub fn energy_force_errors(got: &mlff::Results, want: &mlff::Results) -> (f64, f64) {
    let flat = |f: &[[f64; 3]]| f.iter().flatten().copied().collect::<Vec<_>>();
    (max_rel_err(&got.energy, &want.energy), rel_rms(&flat(&got.forces), &flat(&want.forces)))
}

/// A failed `mlff` run: status 1, exactly one `mlff: error:` line on stderr (Mesa's
/// XDG_RUNTIME_DIR noise and `mlff: warning:` lines, such as a random model's, aside) and no
/// panic. Returns the line.
pub fn one_error_line(out: &std::process::Output) -> String {
    error_line_with_status(out, 1)
}

/// The one `mlff: error: ...` line of a run that exited with `status` (2: a usage error).
pub fn error_line_with_status(out: &std::process::Output, status: i32) -> String {
    assert_eq!(out.status.code(), Some(status), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    let lines: Vec<&str> = err.lines().filter(|l| !l.contains("XDG_RUNTIME_DIR") && !l.starts_with("mlff: warning:")).collect();
    assert_eq!(lines.len(), 1, "expected one line:\n{err}");
    assert!(lines[0].starts_with("mlff: error: "), "{err}");
    lines[0].to_string()
}
