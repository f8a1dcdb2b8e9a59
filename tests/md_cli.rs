//! `mlff md` and `mlff validate-md` on the real binary: outputs that parse and agree with each
//! other, and bad arguments refused with one line, a non-zero exit and no output file.
mod common;

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

use common::{error_line_with_status, one_error_line, random_model, ModelSpec};
use mlff::io::extxyz::read_extxyz;

const ETHANOL: &str = include_str!("../examples/data/ethanol.xyz");

fn mlff(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mlff")).args(args).current_dir(dir).output().unwrap()
}

fn setup() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    random_model(ModelSpec { features: 16, ..Default::default() }, 4).save(&dir.path().join("m.safetensors")).unwrap();
    fs::write(dir.path().join("in.xyz"), format!("{ETHANOL}{ETHANOL}")).unwrap();
    dir
}

#[test]
fn md_writes_a_trajectory_and_a_log_that_agree() {
    let dir = setup();
    let out = mlff(
        &["md", "in.xyz", "-m", "m.safetensors", "--steps", "30", "--every", "10", "--backend", "cpu", "--ensemble", "csvr", "--traj", "t.xyz", "--log", "l.csv", "--quiet"],
        dir.path(),
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("steps/s") && stderr.contains("ns/day") && stderr.contains("conserved energy"), "{stderr}");
    assert!(stderr.contains("3N-3 degrees of freedom"), "{stderr}");
    // Without --skin, the CPU's 0.5 Å; with it, the one given.
    assert!(stderr.contains(", skin 0.5 Å,"), "{stderr}");
    // 2 systems × (start + 3 reports).
    let frames = read_extxyz(&dir.path().join("t.xyz")).unwrap();
    assert_eq!(frames.len(), 8);
    let log = fs::read_to_string(dir.path().join("l.csv")).unwrap();
    let rows: Vec<Vec<String>> = log.lines().skip(1).map(|l| l.split(',').map(String::from).collect()).collect();
    assert_eq!(log.lines().next().unwrap(), mlff::md::run::LOG_HEADER);
    assert_eq!(rows.len(), 8);
    for (f, row) in frames.iter().zip(&rows) {
        let info = |k: &str| f.info.iter().find(|(key, _)| key == k).map(|(_, v)| v.clone()).unwrap();
        assert_eq!(info("step"), row[0]);
        assert_eq!(info("system"), row[2]);
        let e: f64 = row[3].parse().unwrap();
        assert!((f.energy.unwrap() - e).abs() < 1e-8);
        assert_eq!(f.velocities.as_ref().unwrap().len(), 9);
        assert_eq!(f.forces.as_ref().unwrap().len(), 9);
    }
    // The first frame starts at 300 K.
    assert!((rows[0][6].parse::<f64>().unwrap() - 300.0).abs() < 1e-3);
    // --profile prints where a step goes.
    let out = mlff(&["md", "in.xyz", "-m", "m.safetensors", "--steps", "4", "--backend", "cpu", "--quiet", "--profile"], dir.path());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("profile per step") && stdout.contains("hot spots"), "{stdout}");
    let out = mlff(&["md", "in.xyz", "-m", "m.safetensors", "--steps", "2", "--backend", "cpu", "--quiet", "--skin", "0.3"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && stderr.contains(", skin 0.3 Å,"), "{stderr}");
    // A trajectory frame with velocities restarts a run.
    fs::write(dir.path().join("restart.xyz"), mlff::io::extxyz::format_extxyz(&frames[6..7])).unwrap();
    let out = mlff(&["md", "restart.xyz", "-m", "m.safetensors", "--steps", "2", "--backend", "cpu", "--quiet", "--log", "r.csv"], dir.path());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let restart = fs::read_to_string(dir.path().join("r.csv")).unwrap();
    let t0: f64 = restart.lines().nth(1).unwrap().split(',').nth(6).unwrap().parse().unwrap();
    assert!((t0 - rows[6][6].parse::<f64>().unwrap()).abs() < 1e-3, "restart temperature {t0} vs {}", rows[6][6]);
}

#[test]
fn md_bad_arguments_are_one_line_errors_without_output() {
    let dir = setup();
    let base = ["md", "in.xyz", "-m", "m.safetensors", "--backend", "cpu", "--quiet", "--traj", "t.xyz", "--log", "l.csv"];
    // numbers out of range are usage errors (status 2)
    let cases: &[(&[&str], &str, i32)] = &[
        (&["--steps", "10", "--dt", "-0.5"], "time step", 2),
        (&["--steps", "0"], "--steps", 2),
        (&["--steps", "10", "--ensemble", "npt"], "npt", 1),
        (&["--steps", "10", "--temperature", "-3"], "temperature", 2),
        (&["--steps", "10", "--ensemble", "langevin", "--friction", "0"], "friction", 2),
        (&["--steps", "10", "--skin", "-1"], "skin", 2),
        (&["--steps", "10", "--equilibration", "-5"], "equilibration", 2),
    ];
    for (extra, needle, status) in cases {
        let args: Vec<&str> = base.iter().chain(extra.iter()).copied().collect();
        let msg = error_line_with_status(&mlff(&args, dir.path()), *status);
        assert!(msg.contains(needle), "{extra:?}: {msg}");
        assert!(!dir.path().join("t.xyz").exists() && !dir.path().join("l.csv").exists(), "{extra:?}: output left behind");
    }
    let msg = one_error_line(&mlff(&["md", "in.xyz", "-m", "m.safetensors", "--steps", "5", "--backend", "cpu", "--traj", "no/such/dir/t.xyz"], dir.path()));
    assert!(msg.contains("no/such/dir"), "{msg}");
    // A bad frame (two atoms at one place) is named by its index in the input, replicas or not,
    // and leaves no output behind.
    let bad = "2\nProperties=species:S:1:pos:R:3 pbc=\"F F F\"\nO 0 0 0\nH 0 0 0\n";
    fs::write(dir.path().join("bad.xyz"), format!("{ETHANOL}{bad}")).unwrap();
    for replicas in ["1", "3"] {
        let args = ["md", "bad.xyz", "-m", "m.safetensors", "--steps", "5", "--backend", "cpu", "--quiet", "--traj", "t.xyz", "--log", "l.csv", "--replicas", replicas];
        let msg = one_error_line(&mlff(&args, dir.path()));
        let line = ETHANOL.lines().count() + 1;
        assert!(msg.contains(&format!("bad.xyz:{line}: frame 1")), "{msg}");
        assert!(!dir.path().join("t.xyz").exists() && !dir.path().join("l.csv").exists(), "output left behind");
    }
    let msg = one_error_line(&mlff(&["md", "missing.xyz", "-m", "m.safetensors", "--steps", "5", "--backend", "cpu"], dir.path()));
    assert!(msg.contains("missing.xyz"), "{msg}");
}

#[test]
fn validate_md_reports_json_markdown_and_svg() {
    let dir = setup();
    let out = mlff(&["validate-md", "-m", "m.safetensors", "--backend", "cpu", "--steps", "40", "--short", "20", "-o", "rep", "--quiet"], dir.path());
    // A random model need not conserve energy to 1 meV/atom: only the report is checked here.
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
    let json: serde_json::Value = serde_json::from_str(&fs::read_to_string(dir.path().join("rep/validate_md.json")).unwrap()).unwrap();
    let r = &json[0];
    assert_eq!(r["plan"]["steps"], 40);
    let names: Vec<&str> = r["systems"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["water", "ethanol", "benzene", "alanine dipeptide"]);
    let pass = r["systems"].as_array().unwrap().iter().all(|s| s["pass"].as_bool().unwrap());
    assert_eq!(out.status.success(), pass, "exit status must follow the bars");
    let md = fs::read_to_string(dir.path().join("rep/validate_md.md")).unwrap();
    assert!(md.contains("alanine dipeptide") && md.contains("drift"));
    let svg: Vec<_> = fs::read_dir(dir.path().join("rep")).unwrap().filter_map(|e| e.ok()).filter(|e| e.path().extension().is_some_and(|x| x == "svg")).collect();
    assert_eq!(svg.len(), 1);
    let text = fs::read_to_string(svg[0].path()).unwrap();
    assert!(text.starts_with("<svg") && text.contains("benzene") && text.contains("polyline"));
}

/// One path may not serve as two outputs, or as the input and an output.
#[test]
fn md_refuses_one_file_for_two_roles() {
    let dir = setup();
    let base = ["md", "in.xyz", "-m", "m.safetensors", "--steps", "5", "--backend", "cpu", "--quiet"];
    for (extra, needle) in [
        (&["--traj", "t.xyz", "--log", "./t.xyz"][..], "--log ./t.xyz is the same file as --traj t.xyz"),
        (&["--traj", "in.xyz"][..], "--traj in.xyz is the same file as input in.xyz"),
    ] {
        let args: Vec<&str> = base.iter().chain(extra).copied().collect();
        let msg = one_error_line(&mlff(&args, dir.path()));
        assert!(msg.contains(needle), "{msg}");
    }
    assert_eq!(fs::read_to_string(dir.path().join("in.xyz")).unwrap(), format!("{ETHANOL}{ETHANOL}"));
    assert!(!dir.path().join("t.xyz").exists());
    // A character device may take several outputs, and stays what it was.
    if Path::new("/dev/null").exists() {
        let args: Vec<&str> = base.iter().chain(&["--traj", "/dev/null", "--log", "/dev/null"]).copied().collect();
        let out = mlff(&args, dir.path());
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        use std::os::unix::fs::FileTypeExt;
        assert!(fs::metadata("/dev/null").unwrap().file_type().is_char_device());
    }
}

/// A run that blows up stops at the report that shows it, with one line naming the system and
/// step; an existing trajectory and log are left as they were and the reports before the failure
/// are kept as `.partial`, a valid trajectory.
#[test]
fn md_that_blows_up_stops_and_keeps_existing_outputs() {
    let dir = setup();
    fs::write(dir.path().join("t.xyz"), "old trajectory").unwrap();
    fs::write(dir.path().join("l.csv"), "old log").unwrap();
    // NVE with a bound no run meets: stopped at the first report after the start.
    let args = ["md", "in.xyz", "-m", "m.safetensors", "--steps", "40", "--every", "10", "--backend", "cpu", "--quiet", "--traj", "t.xyz", "--log", "l.csv", "--max-energy-change", "1e-12"];
    let out = mlff(&args, dir.path());
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let error: Vec<&str> = stderr.lines().filter(|l| l.starts_with("mlff: error:")).collect();
    assert_eq!(error.len(), 1, "{stderr}");
    assert!(error[0].contains("in.xyz:1: frame 0: MD became unstable at step 10: the total energy changed by"), "{stderr}");
    assert!(error[0].contains("t.xyz.partial") && error[0].contains("l.csv.partial"), "{stderr}");
    assert!(!stderr.contains("panicked"));
    assert_eq!(fs::read_to_string(dir.path().join("t.xyz")).unwrap(), "old trajectory");
    assert_eq!(fs::read_to_string(dir.path().join("l.csv")).unwrap(), "old log");
    // The start of both systems, read back whole.
    let partial = read_extxyz(&dir.path().join("t.xyz.partial")).unwrap();
    assert_eq!(partial.len(), 2);
    assert_eq!(fs::read_to_string(dir.path().join("l.csv.partial")).unwrap().lines().count(), 3);
    // Thermostatted runs have no energy bound; Langevin reports no energy conservation.
    let out = mlff(&["md", "in.xyz", "-m", "m.safetensors", "--steps", "20", "--every", "10", "--backend", "cpu", "--quiet", "--ensemble", "langevin", "--max-energy-change", "1e-12"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(!stderr.contains("E(end)") && !stderr.contains("conserved"), "{stderr}");
    let out = mlff(&["md", "in.xyz", "-m", "m.safetensors", "--steps", "20", "--every", "10", "--backend", "cpu", "--quiet"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("E(end) - E(0)") && stderr.contains("max |E - E(0)|"), "{stderr}");
}

/// A masses column the dynamics would not use is an error, not ignored.
#[test]
fn md_refuses_masses_it_would_not_use() {
    let dir = setup();
    let heavy = "2\nProperties=species:S:1:pos:R:3:masses:R:1\nH 0 0 0 2.014\nH 0 0 0.74 2.014\n";
    fs::write(dir.path().join("d2.xyz"), heavy).unwrap();
    let msg = one_error_line(&mlff(&["md", "d2.xyz", "-m", "m.safetensors", "--steps", "5", "--backend", "cpu"], dir.path()));
    assert!(msg.contains("d2.xyz:1: frame 0: atom 0 has mass 2.014 amu"), "{msg}");
}

/// The example water box carries velocities equilibrated at 300 K with the shipped model: NVE
/// from the file (its velocities, no draw) stays near 300 K, as it would not from a lattice.
#[test]
fn nve_of_the_example_water_box_stays_near_300_k() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap();
    let input = root.join("examples/data/water_box_192.xyz");
    assert!(read_extxyz(&input).unwrap()[0].velocities.is_some(), "{}: no velocities", input.display());
    let model = root.join("models/painn-gfn2-hcno.safetensors");
    let (input, model) = (input.to_str().unwrap(), model.to_str().unwrap());
    let args = ["md", input, "-m", model, "--backend", "cpu", "--precision", "f32", "--steps", "400", "--dt", "0.5", "--every", "20", "--log", "l.csv", "--quiet"];
    let out = mlff(&args, dir.path());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let log = fs::read_to_string(dir.path().join("l.csv")).unwrap();
    let temperatures: Vec<f64> = log.lines().skip(1).map(|l| l.split(',').nth(6).unwrap().parse().unwrap()).collect();
    assert_eq!(temperatures.len(), 21, "{log}");
    println!("temperatures (K) every 10 fs: {temperatures:?}");
    assert!(temperatures.iter().all(|t| (t - 300.0).abs() <= 60.0), "temperatures (K) every 10 fs: {temperatures:?}");
}

const STUDENT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/models/painn-gfn2-hcno.safetensors");

/// The one `mlff: error:` line of a run that exited with `status` (after the run's own lines).
fn run_error(out: &Output, status: i32) -> String {
    assert_eq!(out.status.code(), Some(status), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("mlff: error:")).collect();
    assert_eq!(errors.len(), 1, "{stderr}");
    errors[0].to_string()
}

/// Thermostatted runs that atomise the molecule stop with one line naming the system and step
/// (atoms moving more than an Å a step), and absurd input velocities are refused at the start.
#[test]
fn thermostatted_runs_that_blow_up_stop_and_absurd_velocities_are_refused() {
    let dir = setup();
    fs::write(dir.path().join("ethanol.xyz"), ETHANOL).unwrap();
    for (ensemble, dt) in [("langevin", "5"), ("csvr", "4")] {
        let args = ["md", "ethanol.xyz", "-m", STUDENT, "--steps", "2000", "--every", "10", "--backend", "cpu", "--quiet", "--temperature", "5000", "--ensemble", ensemble, "--dt", dt, "--log", "l.csv"];
        let msg = run_error(&mlff(&args, dir.path()), 1);
        assert!(msg.contains("ethanol.xyz:1: frame 0: MD became unstable at step") && msg.contains("Å a step"), "{ensemble}: {msg}");
        assert!(msg.contains("l.csv.partial"), "{msg}");
    }
    let fast = "2\nProperties=species:S:1:pos:R:3:velocities:R:3\nH 0 0 0 0 0 0\nH 0.74 0 0 1e300 0 0\n";
    fs::write(dir.path().join("fast.xyz"), fast).unwrap();
    let msg = one_error_line(&mlff(&["md", "fast.xyz", "-m", STUDENT, "--steps", "2", "--backend", "cpu", "--quiet"], dir.path()));
    assert!(msg.contains("fast.xyz:1: frame 0: atom 1: initial velocity [1e300, 0.0, 0.0] Å/fs is faster than"), "{msg}");
}

/// The model file is never an output, and a FIFO as the model is refused before it is opened
/// (opening it would wait for a writer for ever).
#[test]
fn the_model_is_never_an_output_nor_a_fifo_read() {
    let dir = setup();
    let model = fs::read(dir.path().join("m.safetensors")).unwrap();
    for extra in [&["--traj", "m.safetensors"][..], &["--log", "./m.safetensors"][..]] {
        let args: Vec<&str> = ["md", "in.xyz", "-m", "m.safetensors", "--steps", "2", "--backend", "cpu", "--quiet"].iter().chain(extra).copied().collect();
        let msg = one_error_line(&mlff(&args, dir.path()));
        assert!(msg.contains("is the same file as model m.safetensors"), "{msg}");
    }
    let msg = one_error_line(&mlff(&["eval", "in.xyz", "-m", "m.safetensors", "-o", "m.safetensors", "--backend", "cpu"], dir.path()));
    assert!(msg.contains("output m.safetensors is the same file as model m.safetensors"), "{msg}");
    assert_eq!(fs::read(dir.path().join("m.safetensors")).unwrap(), model);
    let fifo = dir.path().join("fifo");
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let mut child = Command::new(env!("CARGO_BIN_EXE_mlff"))
        .args(["eval", "in.xyz", "-m", "fifo", "-o", "out.xyz", "--backend", "cpu"])
        .current_dir(dir.path())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let t0 = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if t0.elapsed().as_secs() > 30 {
            child.kill().unwrap();
            panic!("mlff eval waits on a FIFO as its model");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let msg = one_error_line(&child.wait_with_output().unwrap());
    assert!(msg.contains("model fifo: not a regular file"), "{msg}");
}

/// SIGINT or SIGTERM stops `mlff md` at its next step: the reports so far are kept as
/// `NAME.partial`, no temporary is left, and the exit status is the shell's for the signal.
#[test]
fn a_signal_stops_md_at_the_next_step_and_keeps_the_reports() {
    for (signal, status) in [("-INT", 130), ("-TERM", 143)] {
        let dir = setup();
        let child = Command::new(env!("CARGO_BIN_EXE_mlff"))
            .args(["md", "in.xyz", "-m", "m.safetensors", "--steps", "100000000", "--every", "100000000", "--backend", "cpu", "--quiet", "--traj", "t.xyz", "--log", "l.csv"])
            .current_dir(dir.path())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // The run has started once its temporary outputs exist.
        let started = || fs::read_dir(dir.path()).unwrap().filter(|e| e.as_ref().unwrap().file_name().to_string_lossy().ends_with(".tmp")).count() == 2;
        let t0 = std::time::Instant::now();
        while !started() {
            assert!(t0.elapsed().as_secs() < 60, "the run did not start");
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        std::thread::sleep(std::time::Duration::from_millis(200));
        assert!(Command::new("kill").args([signal, &child.id().to_string()]).status().unwrap().success());
        let out = child.wait_with_output().unwrap();
        let msg = run_error(&out, status);
        assert!(msg.contains(&format!("SIG{}: the run was interrupted at step", &signal[1..])), "{msg}");
        assert!(msg.contains("t.xyz.partial and l.csv.partial"), "{msg}");
        let mut names: Vec<String> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.sort();
        assert_eq!(names, ["in.xyz", "l.csv.partial", "m.safetensors", "t.xyz.partial"]);
        // The start of both systems, read back whole.
        assert_eq!(read_extxyz(&dir.path().join("t.xyz.partial")).unwrap().len(), 2);
    }
}
