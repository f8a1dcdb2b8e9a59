//! Golden tests against schnetpack 2.1.1 itself: energies, forces, stress and per-atom energies
//! that `tools/make_golden.py` computed in float64 with schnetpack (random seeded weights, both
//! radial bases, every `shared_*` combination, molecules, a periodic water box, triclinic
//! silicon, a cell smaller than twice the cutoff, a slab). The f64 CPU backend must agree to
//! 1e-8 relative (to max(|ref|, 1)), the f32 one to 1e-4; the GPU backends run the same checks
//! with f32 tolerances: energy 1e-5, forces, stress and per-atom energies 1e-4.
mod common;

use std::path::Path;

use common::{max_rel_err, open_backend};
use mlff::io::extxyz::read_extxyz;
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
    for case in &cases {
        let model = Model::load(dir().join(&case.model)).unwrap();
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
                assert!(e < tol[0], "{label}: energy {} vs schnetpack {e_ref}: {e:e}", res.energy[s]);
                assert!(f < tol[1], "{label}: forces differ from schnetpack by {f:e}");
                assert!(ea < tol[3], "{label}: per-atom energies differ by {ea:e}");
                match (frame.stress, res.stress[s]) {
                    (Some(r), Some(g)) => {
                        let st = max_rel_err(&g, &r);
                        assert!(st < tol[2], "{label}: stress {g:?} vs schnetpack {r:?}: {st:e}");
                        n_stress += 1;
                    }
                    (None, None) => {}
                    (r, g) => panic!("{label}: stress presence differs: schnetpack {r:?}, mlff {g:?}"),
                }
            }
            n_frames += 1;
        }
    }
    println!("{backend}: {n_frames} golden frames ({n_stress} stress checks) within {tol:?}");
    assert!(n_frames >= 16 && n_stress >= 2);
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
