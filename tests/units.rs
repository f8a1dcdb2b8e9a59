//! Models trained in other units than eV and Å: golden tests against schnetpack 2.1.1 itself, and
//! the errors a unit declaration can raise.
//!
//! `tools/make_units_golden.py` wrote four small PaiNN models with random seeded weights (a
//! Gaussian and a Bessel recipe, each in kcal/mol and with lengths in Bohr, one of them in Hartree
//! too) to `tests/data/golden/units/`, each file's config naming its `energy_unit` and
//! `length_unit`, with reference energies, forces, per-atom energies and stress in eV and Å:
//! schnetpack's `SpkCalculator` for the energy units, and the schnetpack model evaluated on the
//! structure in Bohr (results converted back) for the length units (schnetpack 2.1.1's calculator
//! does not convert positions). The f64 CPU backend must agree to 1e-8 relative (to max(|ref|, 1)),
//! the f32 one to 1e-4, the GPU backends with the golden tests' tolerances (energy 1e-5, forces,
//! stress and per-atom energies 1e-4); `mlff eval` on the files to 1e-8.
mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{max_rel_err, open_backend};
use mlff::io::extxyz::{read_extxyz, Frame};
use mlff::{Batch, Model, Request};

/// The units golden data: beside the sources, or under the working directory when the test
/// binary runs elsewhere (the GPU machine runs it from a copy of the repository root).
fn dir() -> PathBuf {
    let built = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/golden/units");
    if built.is_dir() {
        built
    } else {
        Path::new("tests/data/golden/units").to_path_buf()
    }
}

fn manifest() -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(dir().join("MANIFEST.json")).unwrap()).unwrap()
}

/// One model of the manifest with its cases.
struct UnitsModel {
    file: String,
    extxyz: String,
    energy_unit: String,
    length_unit: String,
    cutoff_angstrom: f64,
    structures: Vec<String>,
    n_edges: Vec<usize>,
}

fn models() -> Vec<UnitsModel> {
    let m = manifest();
    let out: Vec<UnitsModel> = m["models"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            let file = x["file"].as_str().unwrap().to_string();
            let cases: Vec<&serde_json::Value> =
                m["cases"].as_array().unwrap().iter().filter(|c| c["model"].as_str() == Some(file.as_str())).collect();
            UnitsModel {
                extxyz: x["extxyz"].as_str().unwrap().into(),
                energy_unit: x["energy_unit"].as_str().unwrap().into(),
                length_unit: x["length_unit"].as_str().unwrap().into(),
                cutoff_angstrom: x["cutoff_angstrom"].as_f64().unwrap(),
                structures: cases.iter().map(|c| c["structure"].as_str().unwrap().to_string()).collect(),
                n_edges: cases.iter().map(|c| c["n_edges"].as_u64().unwrap() as usize).collect(),
                file,
            }
        })
        .collect();
    assert!(out.len() >= 4, "the manifest lists {} models", out.len());
    for (e, l) in [("kcal/mol", "Angstrom"), ("Hartree", "Bohr"), ("eV", "Bohr")] {
        assert!(out.iter().any(|m| m.energy_unit == e && m.length_unit == l), "no {e}/{l} model in the manifest");
    }
    out
}

/// Largest (energy, forces, stress, per-atom energies) errors of `got` against the golden frame
/// `want` (stress presence must agree).
fn errors(label: &str, want: &Frame, energy: f64, forces: &[[f64; 3]], stress: Option<[f64; 6]>, energies: &[f64]) -> [f64; 4] {
    let f_ref: Vec<f64> = want.forces.as_ref().expect("golden forces").iter().flatten().copied().collect();
    let f_got: Vec<f64> = forces.iter().flatten().copied().collect();
    let st = match (want.stress, stress) {
        (Some(r), Some(g)) => max_rel_err(&g, &r),
        (None, None) => 0.0,
        (r, g) => panic!("{label}: stress presence differs: schnetpack {r:?}, mlff {g:?}"),
    };
    [
        max_rel_err(&[energy], &[want.energy.expect("golden energy")]),
        max_rel_err(&f_got, &f_ref),
        st,
        max_rel_err(energies, want.energies.as_ref().expect("golden per-atom energies")),
    ]
}

/// Evaluate every units golden file on `backend`, frames one by one and all in one batch; check
/// the largest errors against `tol` (energy, forces, stress, per-atom energies) and print them.
fn units_golden_on(backend: &str, tol: [f64; 4]) {
    let mut worst = [0.0f64; 4];
    let mut n_frames = 0;
    let mut n_stress = 0;
    for m in models() {
        let model = Model::load(dir().join(&m.file)).unwrap();
        assert_eq!((model.file_units.energy.as_str(), model.file_units.length.as_str()), (m.energy_unit.as_str(), m.length_unit.as_str()));
        assert!((model.cutoff() - m.cutoff_angstrom).abs() < 1e-12, "{}: cutoff {} Å, schnetpack's {} Å", m.file, model.cutoff(), m.cutoff_angstrom);
        let Some(mut b) = open_backend(backend, &model) else { return };
        let frames = read_extxyz(&dir().join(&m.extxyz)).unwrap();
        assert_eq!(frames.len(), m.structures.len());
        let batch = Batch::new(frames.iter().map(|f| f.system.clone()).collect()).unwrap();
        let all = b.compute(&batch, Request::default()).unwrap();
        assert_eq!(all.n_edges, m.n_edges.iter().sum::<usize>(), "{backend} {}: edges differ from schnetpack's", m.file);
        for (k, frame) in frames.iter().enumerate() {
            let label = format!("{backend} {} ({}, {}) frame {k} ({})", m.file, m.energy_unit, m.length_unit, m.structures[k]);
            let one = b.compute(&Batch::new(vec![frame.system.clone()]).unwrap(), Request::default()).unwrap();
            assert_eq!(one.n_edges, m.n_edges[k], "{label}: edges differ from schnetpack's");
            let (a0, a1) = (batch.atom_start[k], batch.atom_start[k + 1]);
            for (res, range, s) in [(&one, 0..frame.system.len(), 0), (&all, a0..a1, k)] {
                let err = errors(&label, frame, res.energy[s], &res.forces[range.clone()], res.stress[s], &res.energies[range.clone()]);
                for (q, name) in ["energy", "forces", "stress", "per-atom energies"].iter().enumerate() {
                    assert!(err[q] < tol[q], "{label}: {name} differ from schnetpack by {:e} (tolerance {:e})", err[q], tol[q]);
                    worst[q] = worst[q].max(err[q]);
                }
                n_stress += usize::from(frame.stress.is_some());
            }
            n_frames += 1;
        }
    }
    println!("{backend}: {n_frames} units golden frames ({n_stress} stress checks), max relative errors: energy {:.2e}, forces {:.2e}, stress {:.2e}, per-atom energies {:.2e}", worst[0], worst[1], worst[2], worst[3]);
    assert!(n_frames >= 12 && n_stress >= 8);
}

#[test]
fn cpu_f64_matches_schnetpack_in_model_units_to_1e_8() {
    units_golden_on("cpu_f64", [1e-8; 4]);
}

#[test]
fn cpu_f32_matches_schnetpack_in_model_units_to_1e_4() {
    units_golden_on("cpu_f32", [1e-4; 4]);
}

#[test]
fn wgpu_matches_schnetpack_in_model_units() {
    units_golden_on("wgpu", [1e-5, 1e-4, 1e-4, 1e-4]);
}

#[test]
fn cuda_matches_schnetpack_in_model_units() {
    units_golden_on("cuda", [1e-5, 1e-4, 1e-4, 1e-4]);
}

/// `mlff eval --backend cpu` on every units golden file gives schnetpack's numbers to 1e-8.
#[test]
fn cli_eval_matches_schnetpack_in_model_units() {
    let tmp = tempfile::tempdir().unwrap();
    for m in models() {
        let output = tmp.path().join(m.extxyz.replace(".extxyz", ".out.xyz"));
        let out = Command::new(env!("CARGO_BIN_EXE_mlff"))
            .args(["eval", "--model"])
            .arg(dir().join(&m.file))
            .arg(dir().join(&m.extxyz))
            .arg("-o")
            .arg(&output)
            .args(["--backend", "cpu"])
            .env("RAYON_NUM_THREADS", "2")
            .output()
            .expect("the mlff binary runs");
        assert!(out.status.success(), "mlff eval failed: {}", String::from_utf8_lossy(&out.stderr));
        let want = read_extxyz(&dir().join(&m.extxyz)).unwrap();
        let got = read_extxyz(&output).unwrap();
        assert_eq!(got.len(), want.len());
        let mut worst = [0.0f64; 4];
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            let label = format!("mlff eval {} frame {k} ({})", m.file, m.structures[k]);
            let err = errors(&label, w, g.energy.unwrap(), g.forces.as_ref().unwrap(), g.stress, g.energies.as_ref().unwrap());
            for q in 0..4 {
                assert!(err[q] < 1e-8, "{label}: quantity {q} (energy, forces, stress, per-atom) differs by {:e}", err[q]);
                worst[q] = worst[q].max(err[q]);
            }
        }
        println!(
            "mlff eval {} ({}, {}): max relative errors: energy {:.2e}, forces {:.2e}, stress {:.2e}, per-atom energies {:.2e}",
            m.file, m.energy_unit, m.length_unit, worst[0], worst[1], worst[2], worst[3]
        );
    }
}

/// A copy of the safetensors file `src` with its `mlff.config` JSON edited by `edit`, written to
/// `dst`: the header is rewritten (8-byte little-endian length, JSON padded with spaces to a
/// multiple of 8) and the tensor bytes kept (their offsets count from the end of the header).
fn with_config(src: &Path, dst: &Path, edit: impl FnOnce(&mut serde_json::Value)) {
    let bytes = std::fs::read(src).unwrap();
    let n = u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize;
    let mut header: serde_json::Value = serde_json::from_slice(&bytes[8..8 + n]).unwrap();
    let mut config: serde_json::Value =
        serde_json::from_str(header["__metadata__"]["mlff.config"].as_str().expect("mlff.config metadata")).unwrap();
    edit(&mut config);
    header["__metadata__"]["mlff.config"] = serde_json::Value::String(config.to_string());
    let mut json = serde_json::to_vec(&header).unwrap();
    while json.len() % 8 != 0 {
        json.push(b' ');
    }
    let mut out = (json.len() as u64).to_le_bytes().to_vec();
    out.extend_from_slice(&json);
    out.extend_from_slice(&bytes[8 + n..]);
    std::fs::write(dst, out).unwrap();
}

fn load_error(path: &Path) -> String {
    match Model::load(path) {
        Ok(_) => panic!("{} loaded", path.display()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn unknown_units_and_contradicting_cards_fail_to_load() {
    let tmp = tempfile::tempdir().unwrap();
    let src = dir().join("units_gauss_kcalmol.safetensors");
    // The copy itself loads and gives the same model (the rewrite keeps the tensors).
    let same = tmp.path().join("same.safetensors");
    with_config(&src, &same, |_| {});
    let (a, b) = (Model::load(&src).unwrap(), Model::load(&same).unwrap());
    assert_eq!((a.embedding.clone(), a.atomref.clone(), a.cutoff()), (b.embedding.clone(), b.atomref.clone(), b.cutoff()));

    let p = tmp.path().join("furlong.safetensors");
    with_config(&src, &p, |c| c["energy_unit"] = "furlong".into());
    let e = load_error(&p);
    assert!(e.contains("unknown energy unit") && e.contains("furlong"), "{e}");
    assert!(e.contains("kcal/mol") && e.contains("Hartree"), "the message lists the known units: {e}");

    let p = tmp.path().join("parsec.safetensors");
    with_config(&src, &p, |c| c["length_unit"] = "parsec".into());
    let e = load_error(&p);
    assert!(e.contains("unknown length unit") && e.contains("parsec"), "{e}");

    // A card naming another unit than the configuration.
    let p = tmp.path().join("card_energy.safetensors");
    with_config(&src, &p, |c| c["card"] = serde_json::json!({"teacher": "x", "energy_unit": "eV"}));
    let e = load_error(&p);
    assert!(e.contains("contradicts") && e.contains("energy_unit"), "{e}");
    let p = tmp.path().join("card_length.safetensors");
    with_config(&dir().join("units_bessel_hartree_bohr.safetensors"), &p, |c| c["card"] = serde_json::json!({"length_unit": "Angstrom"}));
    let e = load_error(&p);
    assert!(e.contains("contradicts") && e.contains("length_unit"), "{e}");
    // A file without unit fields is in eV and Å: a card that says otherwise contradicts it too.
    let p = tmp.path().join("card_default.safetensors");
    with_config(&dir().join("../painn_gauss_f32_l3.safetensors"), &p, |c| c["card"] = serde_json::json!({"energy_unit": "kcal/mol"}));
    let e = load_error(&p);
    assert!(e.contains("contradicts"), "{e}");

    // A card that agrees loads.
    let p = tmp.path().join("card_ok.safetensors");
    with_config(&src, &p, |c| c["card"] = serde_json::json!({"energy_unit": "kcal/mol", "length_unit": "Angstrom"}));
    let m = Model::load(&p).unwrap();
    assert_eq!(m.file_units.energy, "kcal/mol");

    // Through the CLI: one error line, status 1.
    let out = Command::new(env!("CARGO_BIN_EXE_mlff")).args(["info", "--model"]).arg(tmp.path().join("furlong.safetensors")).output().unwrap();
    let line = common::one_error_line(&out);
    assert!(line.contains("unknown energy unit 'furlong'"), "{line}");
}

#[test]
fn files_without_units_are_ev_and_angstrom() {
    let golden = dir().join("..");
    let mut n = 0;
    for entry in std::fs::read_dir(&golden).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("safetensors") {
            continue;
        }
        let bytes = std::fs::read(&path).unwrap();
        let text = String::from_utf8_lossy(&bytes[..8 + u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize]).to_string();
        assert!(!text.contains("energy_unit") && !text.contains("length_unit"), "{} declares units", path.display());
        let model = Model::load(&path).unwrap();
        let u = &model.file_units;
        assert_eq!((u.energy.as_str(), u.length.as_str(), u.energy_ev, u.length_angstrom), ("eV", "Angstrom", 1.0, 1.0), "{}", path.display());
        n += 1;
    }
    assert!(n >= 4, "{n} golden models");
}

#[test]
fn info_prints_the_file_units() {
    for (file, want) in [
        ("units_gauss_kcalmol.safetensors", vec!["energy kcal/mol, length Angstrom", "converted at load", "weights       trained"]),
        ("units_bessel_hartree_bohr.safetensors", vec!["energy Hartree, length Bohr", "converted at load"]),
        ("../painn_gauss_f32_l3.safetensors", vec!["energy eV, length Angstrom"]),
        // The benchmark model is marked as random; the shipped student is trained.
        ("../../../../benches/data/painn_bench.safetensors", vec!["energy eV, length Angstrom", "weights       RANDOM"]),
        ("../../../../models/painn-gfn2-hcno.safetensors", vec!["energy eV, length Angstrom", "weights       trained", "training card\n"]),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_mlff")).args(["info", "--model"]).arg(dir().join(file)).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "mlff info --model {file}: {}", String::from_utf8_lossy(&out.stderr));
        let units = text.lines().find(|l| l.trim_start().starts_with("units")).unwrap_or_else(|| panic!("no units line:\n{text}"));
        for w in want {
            assert!(text.contains(w), "mlff info --model {file} lacks '{w}':\n{text}");
        }
        if file.starts_with("..") {
            assert!(!units.contains("converted"), "{units}");
        }
    }
}

/// A model loaded from Bohr/Hartree and saved again is an eV/Å file with the same numbers.
#[test]
fn saved_after_loading_is_ev_angstrom_with_the_same_results() {
    let tmp = tempfile::tempdir().unwrap();
    for m in models().into_iter().filter(|m| m.length_unit != "Angstrom" || m.energy_unit != "eV") {
        let model = Model::load(dir().join(&m.file)).unwrap();
        let path = tmp.path().join("resaved.safetensors");
        model.save(&path).unwrap();
        let back = Model::load(&path).unwrap();
        assert_eq!((back.file_units.energy.as_str(), back.file_units.length.as_str()), ("eV", "Angstrom"));
        let frames = read_extxyz(&dir().join(&m.extxyz)).unwrap();
        let batch = Batch::new(frames.iter().map(|f| f.system.clone()).collect()).unwrap();
        let (mut b0, mut b1) = (open_backend("cpu_f64", &model).unwrap(), open_backend("cpu_f64", &back).unwrap());
        let (r0, r1) = (b0.compute(&batch, Request::default()).unwrap(), b1.compute(&batch, Request::default()).unwrap());
        let e = max_rel_err(&r1.energy, &r0.energy);
        let f = max_rel_err(&r1.forces.iter().flatten().copied().collect::<Vec<_>>(), &r0.forces.iter().flatten().copied().collect::<Vec<_>>());
        assert!(e < 1e-14 && f < 1e-14, "{}: resaved model differs: energy {e:e}, forces {f:e}", m.file);
    }
}

/// The golden data tell the units apart: each file with its unit fields removed (read as eV and
/// Å) gives energies far from schnetpack's, so the golden tests above do check the conversion.
#[test]
fn ignoring_the_units_misses_the_references() {
    let tmp = tempfile::tempdir().unwrap();
    for m in models() {
        let path = tmp.path().join("no_units.safetensors");
        with_config(&dir().join(&m.file), &path, |c| {
            let c = c.as_object_mut().unwrap();
            c.remove("energy_unit");
            c.remove("length_unit");
        });
        let model = Model::load(&path).unwrap();
        let frames = read_extxyz(&dir().join(&m.extxyz)).unwrap();
        let batch = Batch::new(frames.iter().map(|f| f.system.clone()).collect()).unwrap();
        let res = open_backend("cpu_f64", &model).unwrap().compute(&batch, Request::default()).unwrap();
        let want: Vec<f64> = frames.iter().map(|f| f.energy.unwrap()).collect();
        let err = max_rel_err(&res.energy, &want);
        assert!(err > 1e-2, "{}: read as eV and Å it still matches schnetpack ({err:e})", m.file);
    }
}
