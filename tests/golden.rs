//! Golden tests against schnetpack 2.1.1 itself: energies, forces, stress and per-atom energies
//! that `tools/make_golden.py` computed in float64 with schnetpack (PaiNN and SchNet, random
//! seeded weights, both radial bases, every `shared_*` combination, SchNet's `n_filters` wider
//! and narrower than its features, molecules, a periodic water box, triclinic silicon, a cell
//! smaller than twice the cutoff, a slab). The f64 CPU backend must agree to 1e-8 relative (to
//! max(|ref|, 1)), the f32 one to 1e-4; the GPU backends run the same checks on the PaiNN models
//! with f32 tolerances: energy 1e-5, forces, stress and per-atom energies 1e-4, and refuse the
//! SchNet ones, which they do not run yet.
mod common;

use std::path::Path;

use common::{max_rel_err, open_backend};
use mlff::io::extxyz::read_extxyz;
use mlff::model::Architecture;
use mlff::{Batch, Model, Request};

/// The golden data: beside the sources, or under the working directory when the test binary
/// runs elsewhere (the GPU machine runs it from a copy of the repository root).
fn dir() -> std::path::PathBuf {
    let built = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/golden");
    if built.is_dir() {
        built
    } else {
        Path::new("tests/data/golden").to_path_buf()
    }
}

struct Case {
    model: String,
    extxyz: String,
    structures: Vec<String>,
}

fn cases() -> Vec<Case> {
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir().join("MANIFEST.json")).unwrap()).unwrap();
    let mut out: Vec<Case> = Vec::new();
    for c in manifest["cases"].as_array().unwrap() {
        let model = c["model"].as_str().unwrap().to_string();
        let structure = c["structure"].as_str().unwrap().to_string();
        match out.iter_mut().find(|k| k.model == model) {
            Some(k) => k.structures.push(structure),
            None => out.push(Case { model, extxyz: c["extxyz"].as_str().unwrap().into(), structures: vec![structure] }),
        }
    }
    out
}

/// Evaluate every golden file on `backend` and return the worst (energy, forces, stress,
/// per-atom energy) errors, relative to max(|ref|, 1).
fn golden_on(backend: &str, tol: [f64; 4]) {
    let cases = cases();
    assert!(cases.len() >= 4, "the manifest lists {} models", cases.len());
    let mut n_frames = 0;
    let mut n_stress = 0;
    let mut n_schnet = 0;
    // The worst errors seen, per architecture: [PaiNN, SchNet] × (energy, forces, stress, per-atom).
    let mut worst = [[0.0f64; 4]; 2];
    for case in &cases {
        let model = Model::load(dir().join(&case.model)).unwrap();
        let schnet = model.architecture() == Architecture::Schnet;
        if schnet && !backend.starts_with("cpu") {
            continue;
        }
        let Some(mut b) = open_backend(backend, &model) else { return };
        let frames = read_extxyz(&dir().join(&case.extxyz)).unwrap();
        assert_eq!(frames.len(), case.structures.len());
        // Frames one by one and all together as one batch must both match.
        let batch = Batch::new(frames.iter().map(|f| f.system.clone()).collect()).unwrap();
        let all = b.compute(&batch, Request::default()).unwrap();
        for (k, frame) in frames.iter().enumerate() {
            let label = format!("{backend} {} frame {k} ({})", case.model, case.structures[k]);
            let one = b.compute(&Batch::new(vec![frame.system.clone()]).unwrap(), Request::default()).unwrap();
            let (a0, a1) = (batch.atom_start[k], batch.atom_start[k + 1]);
            for (res, range, s) in [(&one, 0..frame.system.len(), 0), (&all, a0..a1, k)] {
                let e_ref = frame.energy.expect("golden energy");
                let e = max_rel_err(&[res.energy[s]], &[e_ref]);
                let f_ref: Vec<f64> = frame.forces.as_ref().unwrap().iter().flatten().copied().collect();
                let f_got: Vec<f64> = res.forces[range.clone()].iter().flatten().copied().collect();
                let f = max_rel_err(&f_got, &f_ref);
                let ea = max_rel_err(&res.energies[range.clone()], frame.energies.as_ref().unwrap());
                let w = &mut worst[usize::from(schnet)];
                (w[0], w[1], w[3]) = (w[0].max(e), w[1].max(f), w[3].max(ea));
                assert!(e < tol[0], "{label}: energy {} vs schnetpack {e_ref}: {e:e}", res.energy[s]);
                assert!(f < tol[1], "{label}: forces differ from schnetpack by {f:e}");
                assert!(ea < tol[3], "{label}: per-atom energies differ by {ea:e}");
                match (frame.stress, res.stress[s]) {
                    (Some(r), Some(g)) => {
                        let st = max_rel_err(&g, &r);
                        worst[usize::from(schnet)][2] = worst[usize::from(schnet)][2].max(st);
                        assert!(st < tol[2], "{label}: stress {g:?} vs schnetpack {r:?}: {st:e}");
                        n_stress += 1;
                    }
                    (None, None) => {}
                    (r, g) => panic!("{label}: stress presence differs: schnetpack {r:?}, mlff {g:?}"),
                }
            }
            n_frames += 1;
            n_schnet += usize::from(schnet);
        }
    }
    println!("{backend}: {n_frames} golden frames ({n_schnet} SchNet, {n_stress} stress checks) within {tol:?}");
    for (name, w) in ["PaiNN", "SchNet"].iter().zip(worst) {
        println!("  {name}: worst relative errors: energy {:.1e}, forces {:.1e}, stress {:.1e}, per-atom {:.1e}", w[0], w[1], w[2], w[3]);
    }
    assert!(n_frames >= 16 && n_stress >= 2);
    assert!(!backend.starts_with("cpu") || n_schnet >= 12, "{n_schnet} SchNet frames");
}

/// A GPU backend given a SchNet model refuses it, naming the architecture, and opens nothing.
#[test]
fn gpu_backends_refuse_schnet() {
    let case = cases().into_iter().find(|c| c.model.starts_with("schnet")).expect("a SchNet golden model");
    let model = Model::load(dir().join(&case.model)).unwrap();
    assert_eq!(model.architecture(), Architecture::Schnet);
    let mut tried = 0;
    for kind in [mlff::BackendKind::Cuda, mlff::BackendKind::Wgpu] {
        let present = match kind {
            mlff::BackendKind::Cuda => mlff::backend::device::cuda_devices().is_ok_and(|d| !d.is_empty()),
            _ => !mlff::backend::device::wgpu_devices().is_empty(),
        };
        if !present {
            println!("skipped: {kind}: no device");
            continue;
        }
        let err = mlff::open(kind, &model, mlff::backend::Precision::F32, None).err().expect("SchNet on a GPU is refused");
        assert!(err.to_string().contains("SchNet models run on the cpu backend only"), "{kind}: {err}");
        tried += 1;
    }
    println!("{tried} GPU backends refused SchNet");
}

#[test]
fn cpu_f64_matches_schnetpack_to_1e_8() {
    golden_on("cpu_f64", [1e-8; 4]);
}

#[test]
fn cpu_f32_matches_schnetpack_to_1e_4() {
    golden_on("cpu_f32", [1e-4; 4]);
}

#[test]
fn wgpu_matches_schnetpack() {
    golden_on("wgpu", [1e-5, 1e-4, 1e-4, 1e-4]);
}

#[test]
fn cuda_matches_schnetpack() {
    golden_on("cuda", [1e-5, 1e-4, 1e-4, 1e-4]);
}
