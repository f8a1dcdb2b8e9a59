//! The `mlff eval` contract, checked on the real binary as a separate process.
//!
//! Happy path: every frame of the input comes back with energy, forces, per-atom energies and
//! (periodic frames only) stress, equal to a direct library evaluation; structure and `info` keys
//! are kept; `--precision f32` and `--batch-size 1` agree.
//!
//! Bad input: a non-zero exit, exactly one line on stderr starting with `mlff: error:` that names
//! the file and the line, frame or atom at fault, no panic, and no output file (temporary or final)
//! left behind.
mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::{max_rel_err, random_cluster, random_model, random_periodic, ModelSpec};
use mlff::backend::cpu::CpuBackend;
use mlff::io::extxyz::{read_extxyz, write_extxyz, Frame};
use mlff::{Batch, Calculator, Model, Request, Results};

/// A scratch directory with a saved random model (elements H C N O Si), an input path and an
/// empty `out/` directory for the output.
struct Scratch {
    _dir: tempfile::TempDir,
    root: PathBuf,
    model: PathBuf,
    out_dir: PathBuf,
    output: PathBuf,
}

impl Scratch {
    fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().to_path_buf();
        let model = root.join("model.safetensors");
        random_model(ModelSpec::default(), 11).save(&model).unwrap();
        let out_dir = root.join("out");
        fs::create_dir(&out_dir).unwrap();
        let output = out_dir.join("result.xyz");
        Scratch { _dir: dir, root, model, out_dir, output }
    }

    /// Write `text` to `name` in the scratch directory.
    fn file(&self, name: &str, text: impl AsRef<[u8]>) -> PathBuf {
        let p = self.root.join(name);
        fs::write(&p, text).unwrap();
        p
    }

    /// `mlff eval -m <model> <input> -o <output> <extra...>`.
    fn eval(&self, model: &Path, input: &Path, output: &Path, extra: &[&str]) -> Output {
        self.eval_env(model, input, output, extra, &[])
    }

    fn eval_env(&self, model: &Path, input: &Path, output: &Path, extra: &[&str], env: &[(&str, &str)]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_mlff"))
            .arg("eval")
            .arg("-m")
            .arg(model)
            .arg(input)
            .arg("-o")
            .arg(output)
            .args(extra)
            .env("RUST_BACKTRACE", "1")
            .env("RAYON_NUM_THREADS", "2")
            .envs(env.iter().copied())
            .output()
            .expect("the mlff binary runs")
    }

    /// Run on `input` with the scratch model and output, expect a clean failure, return its line.
    fn fails(&self, input: &Path, extra: &[&str]) -> String {
        let out = self.eval(&self.model, input, &self.output, extra);
        self.clean_failure(&out)
    }

    /// Like [`Scratch::fails`] with extra environment variables.
    fn fails_with_env(&self, input: &Path, extra: &[&str], env: &[(&str, &str)]) -> String {
        let out = self.eval_env(&self.model, input, &self.output, extra, env);
        self.clean_failure(&out)
    }

    /// A non-zero exit, exactly one `mlff: error:` line on stderr, no panic, nothing in `out/`.
    fn clean_failure(&self, out: &Output) -> String {
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(!out.status.success(), "expected failure, got {:?}; stderr:\n{stderr}", out.status);
        assert_no_panic(out);
        // The random test model's warning aside.
        let lines: Vec<&str> = stderr.lines().filter(|l| !l.starts_with("mlff: warning:")).collect();
        assert_eq!(lines.len(), 1, "stderr must be exactly one line, got {}:\n{stderr}", lines.len());
        assert!(lines[0].starts_with("mlff: error: "), "stderr does not start with 'mlff: error: ':\n{stderr}");
        assert!(!self.output.exists(), "output file {} was written despite the error", self.output.display());
        let left: Vec<_> = fs::read_dir(&self.out_dir).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert!(left.is_empty(), "files left in the output directory: {left:?}");
        eprintln!("{}", lines[0]); // shown with --nocapture, to review the messages
        lines[0].to_string()
    }
}

fn assert_no_panic(out: &Output) {
    for text in [String::from_utf8_lossy(&out.stderr), String::from_utf8_lossy(&out.stdout)] {
        assert!(!text.contains("panicked"), "the binary panicked:\n{text}");
        assert!(!text.contains("stack backtrace") && !text.contains("RUST_BACKTRACE"), "backtrace:\n{text}");
    }
}

/// The integers in `msg` once every occurrence of `path` and of its directory is removed (so
/// digits in a temporary directory name cannot satisfy a check).
fn ints(msg: &str, path: &Path) -> Vec<u64> {
    let dir = path.parent().map_or(String::new(), |d| d.display().to_string());
    let msg = msg.replace(&path.display().to_string(), " ");
    let msg = if dir.is_empty() { msg } else { msg.replace(&dir, " ") };
    msg
        .split(|c: char| !c.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect()
}

/// The message names `path` and mentions every number in `numbers` (line, frame, atom indices).
fn names(msg: &str, path: &Path, numbers: &[u64]) {
    assert!(msg.contains(&path.display().to_string()), "message does not name {}:\n{msg}", path.display());
    let found = ints(msg, path);
    for n in numbers {
        assert!(found.contains(n), "message does not mention {n}:\n{msg}");
    }
}

/// A plain-XYZ molecule frame (lines 1–5 of a file that starts with it).
const WATER: &str = "3\nProperties=species:S:1:pos:R:3 pbc=\"F F F\"\n\
O 0.0 0.0 0.119262\nH 0.0 0.763239 -0.477047\nH 0.0 -0.763239 -0.477047\n";

/// One frame: header, comment, atom lines.
fn frame(n: usize, comment: &str, atoms: &[&str]) -> String {
    format!("{n}\n{comment}\n{}\n", atoms.join("\n"))
}

/// A methane-like 5-atom frame with atom line `a` replaced by `line`.
fn methane_with(a: usize, line: &str) -> String {
    let mut atoms =
        vec!["C 0.0 0.0 0.0", "H 0.63 0.63 0.63", "H -0.63 -0.63 0.63", "H -0.63 0.63 -0.63", "H 0.63 -0.63 -0.63"];
    atoms[a] = line;
    frame(5, "Properties=species:S:1:pos:R:3", &atoms)
}

// ---------------------------------------------------------------------------------------------
// Happy path
// ---------------------------------------------------------------------------------------------

/// A molecule (with a stale energy and forces that must be replaced) and a 3-D periodic cell,
/// each with info keys.
fn happy_frames() -> Vec<Frame> {
    let mut mol = Frame::new(random_cluster(7, 3));
    mol.energy = Some(123.0);
    mol.forces = Some(vec![[9.0, 9.0, 9.0]; 7]);
    mol.info = vec![("name".into(), "a cluster, with spaces".into()), ("config_type".into(), "molecule".into())];
    let mut bulk = Frame::new(random_periodic(8, 6.0, 5));
    bulk.info = vec![("config_type".into(), "bulk".into()), ("temperature".into(), "300".into())];
    assert!(bulk.system.has_stress() && !mol.system.has_stress());
    vec![mol, bulk]
}

/// The library's f64 reference for the frames of `input`.
fn reference(model: &Path, input: &Path) -> (Batch, Results) {
    let model = Model::load(model).unwrap();
    let frames = read_extxyz(input).unwrap();
    let batch = Batch::new(frames.iter().map(|f| f.system.clone()).collect()).unwrap();
    let mut calc = Calculator::new(model.clone(), CpuBackend::<f64>::new(&model));
    let res = calc.compute(&batch, Request::default()).unwrap();
    (batch, res)
}

/// Run successfully and read the output back.
fn eval_ok(s: &Scratch, input: &Path, output: &Path, extra: &[&str]) -> Vec<Frame> {
    let out = s.eval(&s.model, input, output, extra);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "mlff eval {extra:?} failed ({:?}):\n{stderr}", out.status);
    assert_no_panic(&out);
    assert!(!stderr.contains("error"), "stderr mentions an error on success:\n{stderr}");
    read_extxyz(output).unwrap()
}

/// Compare the CLI's frames with the reference to `tol` (relative to max(|ref|, 1)).
fn assert_matches(got: &[Frame], input: &[Frame], batch: &Batch, res: &Results, tol: f64, what: &str) {
    assert_eq!(got.len(), input.len(), "{what}: frame count");
    for (s, (g, i)) in got.iter().zip(input).enumerate() {
        let (a0, a1) = (batch.atom_start[s], batch.atom_start[s + 1]);
        let n = a1 - a0;
        assert_eq!(g.system, i.system, "{what}: frame {s}: structure changed");
        assert_eq!(g.info, i.info, "{what}: frame {s}: info keys not preserved");
        let energy = g.energy.unwrap_or_else(|| panic!("{what}: frame {s}: no energy"));
        let forces = g.forces.as_ref().unwrap_or_else(|| panic!("{what}: frame {s}: no forces"));
        let energies = g.energies.as_ref().unwrap_or_else(|| panic!("{what}: frame {s}: no per-atom energies"));
        assert_eq!(forces.len(), n, "{what}: frame {s}: forces must be N×3");
        assert_eq!(energies.len(), n, "{what}: frame {s}: one energy per atom");
        let e = max_rel_err(&[energy], &[res.energy[s]]);
        assert!(e <= tol, "{what}: frame {s}: energy {energy} vs {} (rel {e:e})", res.energy[s]);
        let flat = |v: &[[f64; 3]]| v.iter().flatten().copied().collect::<Vec<f64>>();
        let e = max_rel_err(&flat(forces), &flat(&res.forces[a0..a1]));
        assert!(e <= tol, "{what}: frame {s}: forces rel err {e:e}");
        let e = max_rel_err(energies, &res.energies[a0..a1]);
        assert!(e <= tol, "{what}: frame {s}: per-atom energies rel err {e:e}");
        match (g.stress, res.stress[s]) {
            (None, None) => assert!(!i.system.has_stress(), "{what}: frame {s}: periodic frame without stress"),
            (Some(got), Some(want)) => {
                assert!(i.system.has_stress(), "{what}: frame {s}: stress on a non-periodic frame");
                let e = max_rel_err(&got, &want);
                assert!(e <= tol, "{what}: frame {s}: stress {got:?} vs {want:?} (rel {e:e})");
            }
            (g, w) => panic!("{what}: frame {s}: stress {g:?}, reference {w:?}"),
        }
    }
}

#[test]
fn eval_writes_energy_forces_stress_equal_to_the_library() {
    let s = Scratch::new();
    let input = s.root.join("in.xyz");
    write_extxyz(&input, &happy_frames()).unwrap();
    let frames = read_extxyz(&input).unwrap();
    let (batch, res) = reference(&s.model, &input);

    let got = eval_ok(&s, &input, &s.output, &[]);
    assert_matches(&got, &frames, &batch, &res, 1e-12, "default");
    assert!(got[0].stress.is_none() && got[1].stress.is_some());
    assert!(got[0].energy != Some(123.0), "the stale input energy was kept");

    let one = eval_ok(&s, &input, &s.out_dir.join("batch1.xyz"), &["--batch-size", "1"]);
    assert_matches(&one, &frames, &batch, &res, 1e-12, "--batch-size 1");

    let cpu = eval_ok(&s, &input, &s.out_dir.join("cpu.xyz"), &["--backend", "cpu", "--precision", "f64"]);
    assert_matches(&cpu, &frames, &batch, &res, 1e-12, "--backend cpu");

    let f32 = eval_ok(&s, &input, &s.out_dir.join("f32.xyz"), &["--precision", "f32"]);
    assert_matches(&f32, &frames, &batch, &res, 1e-4, "--precision f32");

    // only the outputs asked for, no temporary files
    let mut left: Vec<String> =
        fs::read_dir(&s.out_dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    left.sort();
    assert_eq!(left, ["batch1.xyz", "cpu.xyz", "f32.xyz", "result.xyz"]);
}

#[test]
fn eval_reads_ase_written_example_files() {
    let s = Scratch::new();
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/data");
    for name in ["water.xyz", "ethanol.xyz", "water_box_192.xyz"] {
        let input = data.join(name);
        let output = s.out_dir.join(name);
        let frames = read_extxyz(&input).unwrap();
        let (batch, res) = reference(&s.model, &input);
        let got = eval_ok(&s, &input, &output, &[]);
        assert_matches(&got, &frames, &batch, &res, 1e-12, name);
    }
}

/// `eval` prints each frame's energy as the output file holds it, and its largest force; more
/// than ten frames get one line.
#[test]
fn eval_prints_the_energies_it_writes() {
    let s = Scratch::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (model, input) = (root.join("models/painn-gfn2-hcno.safetensors"), root.join("examples/data/ethanol.xyz"));
    let out = s.eval(&model, &input, &s.output, &["--backend", "cpu"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let text = fs::read_to_string(&s.output).unwrap();
    let written = text.lines().nth(1).unwrap().split_whitespace().find_map(|w| w.strip_prefix("energy=")).unwrap();
    let forces = read_extxyz(&s.output).unwrap()[0].forces.clone().unwrap();
    let largest = forces.iter().map(|f| (f[0] * f[0] + f[1] * f[1] + f[2] * f[2]).sqrt()).fold(0.0, f64::max);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert_eq!(lines[0], format!("mlff: frame 0: 9 atoms, energy {written} eV, max |F| {largest:.4} eV/Å"));
    assert!(lines[1].starts_with("mlff: 1 frame, 9 atoms in "), "{stderr}");

    // Ten ethanols and a water: the range from the first ethanol to the water.
    let water = fs::read_to_string(root.join("examples/data/water.xyz")).unwrap();
    let many = s.file("many.xyz", fs::read_to_string(&input).unwrap().repeat(10) + &water);
    let output = s.out_dir.join("many.xyz");
    let out = s.eval(&model, &many, &output, &["--backend", "cpu"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let energies: Vec<f64> = read_extxyz(&output).unwrap().iter().map(|f| f.energy.unwrap()).collect();
    let lowest = (0..10).fold(0, |i, j| if energies[j] < energies[i] { j } else { i });
    assert!(energies[10] > energies[lowest] + 1.0, "{energies:?}");
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    let range = format!("mlff: energies {:?} eV (frame {lowest}) to {:?} eV (frame 10); max |F| ", energies[lowest], energies[10]);
    assert!(lines[0].starts_with(&range), "{stderr}");
    assert!(lines[1].starts_with("mlff: 11 frames, 93 atoms in "), "{stderr}");
}

#[test]
fn an_existing_output_file_is_replaced() {
    let s = Scratch::new();
    let input = s.file("in.xyz", WATER);
    fs::write(&s.output, "old contents\n").unwrap();
    let got = eval_ok(&s, &input, &s.output, &[]);
    assert_eq!(got.len(), 1);
    assert!(got[0].energy.is_some());
}

// ---------------------------------------------------------------------------------------------
// Bad structures
// ---------------------------------------------------------------------------------------------

#[test]
fn unknown_element_symbol_names_file_and_line() {
    let s = Scratch::new();
    // frame 1 starts on line 6; its atom 1 is on line 9
    let input = s.file("in.xyz", format!("{WATER}{}", methane_with(1, "Xx 0.63 0.63 0.63")));
    let msg = s.fails(&input, &[]);
    names(&msg, &input, &[9]);
    assert!(msg.contains("Xx"), "{msg}");
}

#[test]
fn element_absent_from_the_model_names_file_frame_and_atom() {
    let s = Scratch::new();
    // Cl (Z = 17) is a real element the model (H C N O Si) does not know: frame 1, atom 2
    let input = s.file("in.xyz", format!("{WATER}{}", methane_with(2, "Cl -0.9 -0.9 0.9")));
    for extra in [&[][..], &["--batch-size", "1"][..]] {
        let msg = s.fails(&input, extra);
        names(&msg, &input, &[1, 2]);
        assert!(msg.contains("frame 1"), "{extra:?}: {msg}");
        assert!(msg.contains("atom 2"), "{extra:?}: {msg}");
        assert!(msg.contains("Cl"), "{extra:?}: {msg}");
    }
}

#[test]
fn non_finite_coordinates_name_file_and_line() {
    let s = Scratch::new();
    for (k, bad) in ["H 0.63 nan 0.63", "H inf 0.63 0.63", "H 0.63 0.63 -inf", "H 1e999 0.63 0.63"].iter().enumerate() {
        // frame 1, atom 3: line 11
        let input = s.file(&format!("in{k}.xyz"), format!("{WATER}{}", methane_with(3, bad)));
        let msg = s.fails(&input, &[]);
        names(&msg, &input, &[11]);
    }
}

#[test]
fn coincident_atoms_name_file_frame_and_both_atoms() {
    let s = Scratch::new();
    // frame 1: atoms 2 and 4 at the same position
    let input = s.file("in.xyz", format!("{WATER}{}", methane_with(4, "H -0.63 -0.63 0.63")));
    let msg = s.fails(&input, &[]);
    names(&msg, &input, &[2, 4]);
    // the frame's first line
    assert!(msg.contains(&format!("{}:6: frame 1", input.display())), "{msg}");

    // an atom on the periodic image of another: frame 0, atoms 0 and 1
    let cell = "Lattice=\"5 0 0 0 5 0 0 0 5\" Properties=species:S:1:pos:R:3 pbc=\"T T T\"";
    let input = s.file("image.xyz", frame(3, cell, &["O 0 0 0", "H 5 0 0", "H 1 1 1"]));
    let msg = s.fails(&input, &[]);
    names(&msg, &input, &[0, 1]);
    assert!(msg.contains(&format!("{}:1: frame 0", input.display())), "{msg}");
}

#[test]
fn wrong_column_count_names_file_and_line() {
    let s = Scratch::new();
    for (k, bad) in ["H 0.63 0.63", "H 0.63 0.63 0.63 0.1"].iter().enumerate() {
        // frame 1, atom 0: line 8
        let input = s.file(&format!("in{k}.xyz"), format!("{WATER}{}", methane_with(0, bad)));
        let msg = s.fails(&input, &[]);
        names(&msg, &input, &[8]);
    }
}

#[test]
fn truncated_frame_names_file_and_line() {
    let s = Scratch::new();
    // frame 1: header on line 6 says 5 atoms, 3 atom lines (8-10) follow, then the file ends
    let text = format!("{WATER}5\nProperties=species:S:1:pos:R:3\nC 0 0 0\nH 0.63 0.63 0.63\nH -0.63 -0.63 0.63\n");
    let input = s.file("in.xyz", text);
    let msg = s.fails(&input, &[]);
    names(&msg, &input, &[6]);
    assert!(msg.contains("frame 1"), "{msg}");
}

#[test]
fn zero_volume_cell_names_file_and_frame() {
    let s = Scratch::new();
    let cell = "Lattice=\"4 0 0 4 0 0 0 0 4\" Properties=species:S:1:pos:R:3 pbc=\"T T T\"";
    let input = s.file("in.xyz", format!("{WATER}{}", frame(2, cell, &["H 0 0 0", "H 1 1 1"])));
    let msg = s.fails(&input, &[]);
    names(&msg, &input, &[1]);
    assert!(msg.contains(&format!("{}:6: frame 1", input.display())), "{msg}");
}

#[test]
fn empty_input_names_the_file() {
    let s = Scratch::new();
    for (name, text) in [("empty.xyz", ""), ("blank.xyz", "\n  \n\n")] {
        let input = s.file(name, text);
        let msg = s.fails(&input, &[]);
        names(&msg, &input, &[]);
    }
}

// ---------------------------------------------------------------------------------------------
// Bad files and arguments
// ---------------------------------------------------------------------------------------------

#[test]
fn missing_input_and_model_name_the_path() {
    let s = Scratch::new();
    let input = s.root.join("no-such-input.xyz");
    let msg = s.fails(&input, &[]);
    names(&msg, &input, &[]);

    let good = s.file("in.xyz", WATER);
    let model = s.root.join("no-such-model.safetensors");
    let msg = s.clean_failure(&s.eval(&model, &good, &s.output, &[]));
    names(&msg, &model, &[]);
}

/// A safetensors file: 8-byte little-endian header length, JSON header, data.
fn safetensors_bytes(header: &str, data: &[u8]) -> Vec<u8> {
    let mut b = (header.len() as u64).to_le_bytes().to_vec();
    b.extend_from_slice(header.as_bytes());
    b.extend_from_slice(data);
    b
}

#[test]
fn corrupt_models_name_the_model_path() {
    let s = Scratch::new();
    let input = s.file("in.xyz", WATER);
    let good = fs::read(&s.model).unwrap();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let random: Vec<u8> = (0..4096)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u8
        })
        .collect();
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("random.safetensors", random),
        ("tiny.safetensors", vec![1, 2, 3]),
        ("zero.safetensors", Vec::new()),
        (
            "no-config.safetensors",
            safetensors_bytes(r#"{"w":{"dtype":"F64","shape":[1],"data_offsets":[0,8]}}"#, &1.0f64.to_le_bytes()),
        ),
        (
            "other-metadata.safetensors",
            safetensors_bytes(
                r#"{"__metadata__":{"format":"pt"},"w":{"dtype":"F64","shape":[1],"data_offsets":[0,8]}}"#,
                &1.0f64.to_le_bytes(),
            ),
        ),
        ("truncated.safetensors", good[..good.len() / 2].to_vec()),
        ("header-only.safetensors", good[..good.len().min(200)].to_vec()),
    ];
    for (name, bytes) in cases {
        let model = s.file(name, bytes);
        let msg = s.clean_failure(&s.eval(&model, &input, &s.output, &[]));
        names(&msg, &model, &[]);
    }
}

#[test]
fn missing_output_directory_names_the_output_path() {
    let s = Scratch::new();
    let input = s.file("in.xyz", WATER);
    let output = s.root.join("no-such-dir").join("result.xyz");
    let out = s.eval(&s.model, &input, &output, &[]);
    let msg = s.clean_failure(&out);
    assert!(!output.parent().unwrap().exists(), "the output directory was created");
    names(&msg, &output, &[]);
}

#[test]
fn batch_size_zero_is_a_usage_error() {
    let s = Scratch::new();
    let input = s.file("in.xyz", WATER);
    let out = s.eval(&s.model, &input, &s.output, &["--batch-size", "0"]);
    assert!(!out.status.success(), "--batch-size 0 was accepted");
    assert_no_panic(&out);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("batch-size"), "clap's message does not name the argument:\n{stderr}");
    assert!(!s.output.exists());
}

#[test]
fn an_absent_backend_is_a_one_line_error() {
    // Asking for a device this machine lacks is an error naming it, not a fallback.
    let s = Scratch::new();
    let input = s.file("in.xyz", WATER);
    if mlff::backend::device::cuda_devices().is_err() {
        let msg = s.fails(&input, &["--backend", "cuda"]);
        assert!(msg.contains("cuda"), "{msg}");
    } else {
        println!("skipped: a CUDA device is present, so --backend cuda cannot fail here");
    }
    let none = s.fails_with_env(&input, &["--backend", "wgpu"], &[("WGPU_BACKEND", "metal")]);
    if !cfg!(feature = "wgpu") {
        assert!(none.contains("wgpu") && none.contains("no WebGPU backend"), "{none}");
    } else if cfg!(target_os = "macos") {
        println!("skipped: Metal is present on macOS");
    } else {
        assert!(none.contains("wgpu") && none.contains("no WebGPU adapter"), "{none}");
    }
}

#[test]
fn tensor_core_precisions_elsewhere_than_cuda_are_one_line_errors() {
    let s = Scratch::new();
    let input = s.file("in.xyz", WATER);
    for (backend, precision) in [("cpu", "tf32"), ("wgpu", "bf16")] {
        let msg = s.fails(&input, &["--backend", backend, "--precision", precision]);
        assert!(msg.contains(&format!("precision {precision}")) && msg.contains("tensor cores"), "{msg}");
    }
    if mlff::backend::device::cuda_devices().is_err() {
        let msg = s.fails(&input, &["--precision", "tf32"]);
        assert!(msg.contains("precision tf32 needs CUDA"), "{msg}");
    } else {
        println!("skipped: a CUDA device is present, so --precision tf32 cannot fail here");
    }
}

/// `mlff ARGS...` run in `dir`.
fn mlff_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_mlff"))
        .args(args)
        .current_dir(dir)
        .env("RUST_BACKTRACE", "1")
        .env("RAYON_NUM_THREADS", "2")
        .output()
        .expect("the mlff binary runs")
}

/// The one short `mlff: error: ...` line of a run that failed with `status`.
fn error_line(out: &Output, status: i32, what: &str) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(status), "{what}: {stderr}");
    assert_no_panic(out);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{what}: stderr must be one line:\n{}", &stderr[..stderr.len().min(2000)]);
    assert!(lines[0].starts_with("mlff: error: "), "{what}: {stderr}");
    assert!(lines[0].len() < 400, "{what}: a line of {} bytes: {}", lines[0].len(), &lines[0][..400]);
    assert!(out.stdout.is_empty(), "{what}: stdout {}", String::from_utf8_lossy(&out.stdout));
    eprintln!("{}", lines[0]);
    lines[0].to_string()
}

#[test]
fn usage_errors_are_one_line_with_status_2() {
    let s = Scratch::new();
    s.file("in.xyz", WATER);
    s.file("t.xyz", WATER);
    let md = ["md", "in.xyz", "-m", "model.safetensors", "--backend", "cpu", "--quiet"];
    let serve = ["serve", "-m", "model.safetensors", "--template", "t.xyz", "--unix", "never", "--backend", "cpu"];
    let huge = "9".repeat(100_000); // one argument may have at most 128 KiB (Linux)
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec![], "no command"),
        (vec!["bogus"], "bogus"),
        (vec!["eval"], "--model"),
        (vec!["eval", "-m", "model.safetensors", "in.xyz"], "--output"),
        ([&md[..], &["--steps", "10", "--stepz", "3"]].concat(), "--stepz"),
        ([&md[..], &["--steps", "10", "--replicas", "18446744073709551615"]].concat(), "--replicas"),
        ([&md[..], &["--steps", "10", "--replicas", "1e11"]].concat(), "--replicas"),
        ([&md[..], &["--steps", "10", "--replicas", "0"]].concat(), "--replicas"),
        ([&md[..], &["--steps", "10", "--replicas", &huge]].concat(), "--replicas"),
        ([&md[..], &["--steps", "1e3"]].concat(), "--steps"),
        ([&md[..], &["--steps", "10", "--every", "0"]].concat(), "--every"),
        ([&md[..], &["--steps", "10", "--dt", "nan"]].concat(), "--dt"),
        ([&md[..], &["--steps", "10", "--dt", "100"]].concat(), "--dt"),
        ([&md[..], &["--steps", "10", "--temperature", "inf"]].concat(), "--temperature"),
        ([&md[..], &["--steps", "10", "--init-temperature", "-1"]].concat(), "--init-temperature"),
        ([&md[..], &["--steps", "10", "--friction", "1e300"]].concat(), "--friction"),
        ([&md[..], &["--steps", "10", "--tau", "0"]].concat(), "--tau"),
        ([&md[..], &["--steps", "10", "--skin", "1e9"]].concat(), "--skin"),
        ([&serve[..], &["--timeout", "1e20"]].concat(), "--timeout"),
        ([&serve[..], &["--timeout", "-1"]].concat(), "--timeout"),
        ([&serve[..], &["--skin", "nan"]].concat(), "--skin"),
        (vec!["bench", "--backend", "cpu", "--reps", "0"], "--reps"),
        (vec!["bench", "--backend", "cpu", "--time-limit", "inf"], "--time-limit"),
        (vec!["bench", "--backend", "cpu", "--max-atoms", "99999999999"], "--max-atoms"),
        (vec!["bench", "--backend", "cpu", "--threshold", "-5"], "--threshold"),
        (vec!["validate-md", "-m", "model.safetensors", "--steps", "0"], "--steps"),
    ];
    for (args, needle) in &cases {
        let line = error_line(&mlff_in(&s.root, args), 2, &format!("{:?}", &args[..args.len().min(12)]));
        assert!(line.contains(needle), "{line}");
    }
    // the tip clap gives is kept on the line
    let line = error_line(&mlff_in(&s.root, &[&md[..], &["--steps", "10", "--stepz", "3"]].concat()), 2, "tip");
    assert!(line.contains("tip:") && line.contains("--steps"), "{line}");
}

#[test]
fn help_and_version_print_as_usual() {
    let dir = tempfile::tempdir().unwrap();
    for (args, needle) in [(&["--help"][..], "Usage: mlff"), (&["md", "--help"][..], "--replicas"), (&["--version"][..], "mlff 0.1")] {
        let out = mlff_in(dir.path(), args);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {out:?}");
        assert!(stdout.contains(needle), "{args:?}: {stdout}");
    }
}

#[test]
fn md_sizes_beyond_the_limits_are_refused_before_any_work() {
    let s = Scratch::new();
    // 192 atoms × 100 000 replicas = 19.2 M atoms: refused before the model is read or anything
    // is allocated for them (the model path does not exist)
    let input = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/data/water_box_192.xyz");
    let input = input.to_str().unwrap();
    let start = std::time::Instant::now();
    let out = mlff_in(&s.root, &["md", input, "-m", "absent.safetensors", "--steps", "10", "--replicas", "100000", "--backend", "cpu"]);
    let line = error_line(&out, 1, "replicas");
    assert!(line.contains("water_box_192.xyz") && line.contains("--replicas 100000") && line.contains("10000000 atoms"), "{line}");
    let out = mlff_in(&s.root, &["md", input, "-m", "absent.safetensors", "--steps", "1000000000000", "--every", "1"]);
    let line = error_line(&out, 1, "reports");
    assert!(line.contains("raise --every"), "{line}");
    assert!(start.elapsed().as_secs_f64() < 10.0, "{:?}", start.elapsed());
}

#[test]
fn hostile_input_files_are_one_line_errors() {
    let s = Scratch::new();
    let cases = [
        ("props.xyz", "1\nProperties=species:S:1:pos:R:3:x:R:18446744073709551615\nH 0 0 0\n".to_string(), ":2: ", "column count"),
        ("count.xyz", "99999999999\n\nH 0 0 0\n".to_string(), ":4: ", "missing"),
        ("token.xyz", format!("1\n\n{} 0 0 0\n", "Q".repeat(4 << 20)), ":3: ", "…"),
    ];
    for (name, text, line, word) in cases {
        let input = s.file(name, text);
        let msg = s.fails(&input, &[]);
        assert!(msg.contains(&format!("{name}{line}")) && msg.contains(word), "{msg}");
        assert!(msg.len() < 400, "{} bytes", msg.len());
    }
}

/// Structures whose pairs would not fit the memory budget are refused before anything is
/// allocated for them: one atom in a cell far smaller than the cutoff, thousands piled into one
/// spot. Atoms closer than the close-contact distance are refused unless allowed.
#[test]
fn budget_and_close_contacts_are_one_line_errors() {
    let s = Scratch::new();
    let tiny = s.file("tiny.xyz", frame(1, "Lattice=\"0.05 0 0 0 0.05 0 0 0 0.05\" Properties=species:S:1:pos:R:3", &["H 0 0 0"]));
    let msg = s.fails(&tiny, &["--backend", "cpu", "--max-memory", "0.25", "--min-distance", "0"]);
    assert!(msg.contains("tiny.xyz:1: frame 0: 1 atoms with more than") && msg.contains("more than the budget of 0.2 GiB"), "{msg}");
    let pile: Vec<String> = (0..2000).map(|k| format!("H {} {} {}", (k % 13) as f64 * 0.05, (k % 7) as f64 * 0.1, (k % 11) as f64 * 0.07)).collect();
    let pile = s.file("pile.xyz", frame(2000, "Properties=species:S:1:pos:R:3", &pile.iter().map(String::as_str).collect::<Vec<_>>()));
    let msg = s.fails(&pile, &["--backend", "cpu", "--max-memory", "0.25"]);
    assert!(msg.contains("pile.xyz:1: frame 0: 2000 atoms with more than"), "{msg}");
    // With the default minimum distance the tiny cell is refused from the cell alone, whatever
    // the budget: an atom meets its own image.
    for budget in ["0.25", "1000"] {
        let msg = s.fails(&tiny, &["--backend", "cpu", "--max-memory", budget]);
        assert!(msg.contains("atom 0 (H) and its own periodic image") && msg.contains("0.0500 Å apart"), "{msg}");
    }
    let close = s.file("close.xyz", frame(3, "Properties=species:S:1:pos:R:3", &["O 0 0 0", "H 0.3 0 0", "H 0 0.96 0"]));
    let msg = s.fails(&close, &["--backend", "cpu"]);
    assert!(msg.contains("close.xyz:1: frame 0: atoms 0 (O) and 1 (H) are 0.3000 Å apart"), "{msg}");
    let out = s.eval(&s.model, &close, &s.output, &["--backend", "cpu", "--min-distance", "0"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let e = read_extxyz(&s.output).unwrap()[0].energy.unwrap();
    assert!(e.is_finite());
}

/// 5 000 H atoms piled into 1 Å³ (`pile.xyz`): 25 million pairs within the cutoff.
fn hydrogen_pile(s: &Scratch) -> PathBuf {
    let pile: Vec<String> = (0..5000).map(|k| format!("H {} {} {}", (k % 17) as f64 / 17.0, (k % 19) as f64 / 19.0, (k % 23) as f64 / 23.0)).collect();
    s.file("pile.xyz", frame(5000, "Properties=species:S:1:pos:R:3", &pile.iter().map(String::as_str).collect::<Vec<_>>()))
}

/// `mlff eval` of `input` on the CPU without the close-contact guard, under `ulimit -v LIMIT_KIB`.
fn eval_under_ulimit(s: &Scratch, input: &Path, limit_kib: &str, args: &[&str]) -> Output {
    Command::new("sh")
        .args(["-c", &format!("ulimit -v {limit_kib} && exec \"$0\" \"$@\"")])
        .arg(env!("CARGO_BIN_EXE_mlff"))
        .args(["eval", "--backend", "cpu", "--min-distance", "0"])
        .args(args)
        .arg("-m")
        .arg(&s.model)
        .arg(input)
        .arg("-o")
        .arg(&s.output)
        .env("RAYON_NUM_THREADS", "2")
        .output()
        .unwrap()
}

/// The budget is what the process may still take: under `ulimit -v` (RLIMIT_AS), 5 000 atoms
/// piled into 1 Å³ are refused by the budget's error, not aborted by a failed allocation.
#[test]
fn the_budget_sees_the_address_space_limit() {
    let s = Scratch::new();
    let pile = hydrogen_pile(&s);
    let msg = s.clean_failure(&eval_under_ulimit(&s, &pile, "4000000", &[]));
    assert!(msg.contains("pile.xyz:1: frame 0: 5000 atoms with more than") && msg.contains("more than the budget of"), "{msg}");
}

/// With the budget lifted above what `ulimit -v` (RLIMIT_AS) leaves, the arrays that grow with
/// the pairs fail to allocate: an `out of memory` error naming the frame, never an abort. Under
/// 4 GB the 5 000 piled atoms' list is built and the evaluation's working set is refused; under
/// 1.2 GB their list itself is.
#[test]
fn a_failed_allocation_is_an_error_not_an_abort() {
    let s = Scratch::new();
    let pile = hydrogen_pile(&s);
    for (limit_kib, what) in [("4000000", "an evaluation of 5000 atoms with 24995000 pairs"), ("1200000", "the neighbour list")] {
        let out = eval_under_ulimit(&s, &pile, limit_kib, &["--max-memory", "1000"]);
        assert_eq!(out.status.code(), Some(1), "ulimit -v {limit_kib}: {:?}", out.status);
        let msg = s.clean_failure(&out);
        assert!(msg.contains("pile.xyz:1: frame 0: out of memory: ") && msg.contains(what), "ulimit -v {limit_kib}: {msg}");
    }
}

/// `-o` may not be the input; `-` writes to standard output; a device is written, not replaced;
/// a random model is named as such in a warning.
#[test]
fn eval_outputs_devices_stdout_and_warnings() {
    let s = Scratch::new();
    let input = s.file("in.xyz", WATER);
    let out = s.eval(&s.model, &input, &input, &["--backend", "cpu"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(err.contains("is the same file as input"), "{err}");
    assert_eq!(fs::read_to_string(&input).unwrap(), WATER);
    let out = s.eval(&s.model, &input, Path::new("-"), &["--backend", "cpu"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let frames = mlff::io::extxyz::read_extxyz_bytes(&out.stdout, Path::new("stdout")).unwrap();
    assert!(frames[0].energy.unwrap().is_finite());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().filter(|l| l.starts_with("mlff: warning:") && l.contains("weights are random")).count(), 1, "{err}");
    if Path::new("/dev/null").exists() {
        let out = s.eval(&s.model, &input, Path::new("/dev/null"), &["--backend", "cpu"]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        use std::os::unix::fs::FileTypeExt;
        assert!(fs::metadata("/dev/null").unwrap().file_type().is_char_device());
    }
}

/// A model whose arithmetic overflows f32 gives no result, not `energy=inf` with exit 0.
#[test]
fn non_finite_results_are_one_line_errors() {
    let s = Scratch::new();
    let mut model = random_model(ModelSpec::default(), 11);
    let last = model.readout.last_mut().unwrap();
    last.weight.iter_mut().for_each(|w| *w *= 1e38);
    let huge = s.root.join("huge.safetensors");
    model.save(&huge).unwrap();
    let input = s.file("in.xyz", WATER);
    let out = s.eval(&huge, &input, &s.output, &["--backend", "cpu", "--precision", "f32"]);
    let msg = s.clean_failure(&out);
    assert!(msg.contains("in.xyz:1: frame 0: the model gave a non-finite"), "{msg}");
}

/// `mlff info` whose reader has gone (`mlff info | head -1`) ends as Unix tools do, by SIGPIPE,
/// without a panic's message.
#[cfg(unix)]
#[test]
fn info_into_a_closed_pipe_ends_quietly() {
    use std::os::unix::process::ExitStatusExt;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_mlff")).arg("info").stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.signal(), Some(libc::SIGPIPE), "{:?}: {err}", out.status);
    assert!(!err.contains("panicked"), "{err}");
}

/// A SchNet model: `info` names the architecture, `eval` on the CPU gives schnetpack's numbers,
/// and the wgpu backend (where an adapter is there) refuses it in one line.
#[test]
fn a_schnet_model_is_named_evaluated_on_the_cpu_and_refused_by_wgpu() {
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/golden");
    let model = golden.join("schnet_gauss_f32_c48_l3.safetensors");
    let input = golden.join("schnet_gauss_f32_c48_l3.extxyz");
    let info = Command::new(env!("CARGO_BIN_EXE_mlff")).args(["info", "--model"]).arg(&model).output().unwrap();
    let text = String::from_utf8_lossy(&info.stdout);
    assert!(info.status.success() && text.contains("architecture  SchNet (schnetpack 2.1.1): 32 features, 3 interactions, 48 filters"), "{text}");
    let s = Scratch::new();
    let out = s.eval(&model, &input, &s.output, &["--backend", "cpu"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let (got, want) = (read_extxyz(&s.output).unwrap(), read_extxyz(&input).unwrap());
    assert_eq!(got.len(), want.len());
    for (g, w) in got.iter().zip(&want) {
        let (fg, fw): (Vec<f64>, Vec<f64>) =
            (g.forces.iter().flatten().flatten().copied().collect(), w.forces.iter().flatten().flatten().copied().collect());
        assert!(max_rel_err(&[g.energy.unwrap()], &[w.energy.unwrap()]) < 1e-8 && max_rel_err(&fg, &fw) < 1e-8);
    }
    fs::remove_file(&s.output).unwrap();
    if mlff::backend::device::wgpu_devices().is_empty() {
        println!("skipped: wgpu: no adapter");
        return;
    }
    let msg = s.clean_failure(&s.eval(&model, &input, &s.output, &["--backend", "wgpu"]));
    assert!(msg.contains("SchNet models run on the cpu backend only"), "{msg}");
}
