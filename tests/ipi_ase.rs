//! The real servers drive `mlff serve` over the i-PI socket protocol, and what they receive must
//! equal `mlff eval` on the same frames:
//!
//! - ASE's `SocketIOCalculator` runs VelocityVerlet on a water molecule and a triclinic periodic
//!   water box: energies, forces (1e-6 eV/Å) and stress (`tests/ipi/ase_md.py`);
//! - i-PI runs a 4-bead path-integral MD of the water box with two `mlff serve` clients on one
//!   socket: forces and the bead-averaged potential (`tests/ipi/ipi_pimd.py`).
//!
//! Without ASE (or i-PI, Python package `ipi`) a test prints `skipped: ...`, unless
//! `MLFF_REQUIRE_ASE=1` (or `MLFF_REQUIRE_IPI=1`), as in CI, which makes the absence a failure.
//! The Python is `MLFF_PYTHON` where set (`.ci/test` sets its venv's), else `python3`.
mod common;

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{random_model, ModelSpec};

/// The Python the tests run: `MLFF_PYTHON` (`.ci/test` sets it to its venv's), else `python3`.
fn python() -> Command {
    Command::new(std::env::var_os("MLFF_PYTHON").unwrap_or_else(|| "python3".into()))
}

/// True when `python -c "import <module>"` works; otherwise prints `skipped:` or, when `require_var`
/// is `1`, fails.
fn python_has(module: &str, require_var: &str) -> bool {
    let ok = python()
        .args(["-c", &format!("import {module}, numpy")])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    if !ok {
        if std::env::var(require_var).as_deref() == Ok("1") {
            panic!("{require_var}=1 but `{} -c 'import {module}'` fails", python().get_program().to_string_lossy());
        }
        println!("skipped: {module} not installed");
    }
    ok
}

/// Run `tests/ipi/<script>` on a fresh small random model with a bounded wait; its stdout.
fn run_script(script: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("model.safetensors");
    random_model(ModelSpec::default(), 17).save(&model).unwrap();
    let path = format!("{}/tests/ipi/{script}", env!("CARGO_MANIFEST_DIR"));
    let mut child = python()
        .arg(&path)
        .arg("--mlff")
        .arg(env!("CARGO_BIN_EXE_mlff"))
        .arg("--model")
        .arg(&model)
        .arg("--workdir")
        .arg(dir.path())
        .env("RAYON_NUM_THREADS", "2")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python runs");
    // the scripts bound every wait of their own (socket timeouts of 60 s); this is the backstop
    let limit = Duration::from_secs(900);
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > limit {
            child.kill().ok();
            child.wait().ok();
            panic!("{script} did not finish within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let (mut out, mut err) = (String::new(), String::new());
    child.stdout.take().unwrap().read_to_string(&mut out).unwrap();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    println!("{out}");
    assert!(status.success(), "{script} failed ({status}):\n{out}\n{err}");
    out
}

#[test]
fn ase_md_through_the_socket_equals_mlff_eval() {
    if !python_has("ase", "MLFF_REQUIRE_ASE") {
        return;
    }
    let out = run_script("ase_md.py");
    assert_eq!(out.lines().filter(|l| l.starts_with("ok: ")).count(), 2, "{out}");
}

#[test]
fn ipi_path_integral_md_with_two_clients_equals_mlff_eval() {
    if !python_has("ipi", "MLFF_REQUIRE_IPI") || !python_has("ase", "MLFF_REQUIRE_ASE") {
        return;
    }
    let out = run_script("ipi_pimd.py");
    assert_eq!(out.lines().filter(|l| l.starts_with("ok: ")).count(), 1, "{out}");
}

/// `mlff md` trajectories read back in ASE: `get_kinetic_energy` (from the momenta column) equals
/// the log's kinetic energy, and ASE's velocities are mlff's in ASE's units.
#[test]
fn md_trajectory_reads_back_in_ase_with_the_logs_kinetic_energy() {
    if !python_has("ase", "MLFF_REQUIRE_ASE") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    random_model(ModelSpec { features: 16, ..Default::default() }, 5).save(&dir.path().join("m.safetensors")).unwrap();
    std::fs::copy(format!("{}/examples/data/ethanol.xyz", env!("CARGO_MANIFEST_DIR")), dir.path().join("in.xyz")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mlff"))
        .args(["md", "in.xyz", "-m", "m.safetensors", "--steps", "20", "--every", "5", "--backend", "cpu", "--quiet", "--traj", "t.xyz", "--log", "l.csv"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let script = r#"
import csv, ase.io, ase.units, numpy as np
frames = ase.io.read("t.xyz", ":")
rows = list(csv.DictReader(open("l.csv")))
assert len(frames) == len(rows) == 5, (len(frames), len(rows))
for a, r in zip(frames, rows):
    k = float(r["kinetic_eV"])
    assert abs(a.get_kinetic_energy() - k) <= 1e-7 * max(k, 1e-3), (a.get_kinetic_energy(), k)
    v = a.arrays["velocities"]  # mlff's column, Å/fs
    assert np.allclose(a.get_velocities() / (ase.units.Ang / ase.units.fs), v, rtol=1e-9, atol=1e-12)
print("ok", len(frames))
"#;
    let py = python().arg("-c").arg(script).current_dir(dir.path()).output().unwrap();
    assert!(py.status.success(), "{}{}", String::from_utf8_lossy(&py.stdout), String::from_utf8_lossy(&py.stderr));
}
