//! One suite, every backend: the same checks against the f64 CPU reference, instantiated per
//! backend by `backend_suite!`. Tolerances ([`Tolerance::of`]; f32 backends): energy 1e-5
//! relative, forces 1e-4 relative RMS, stress 1e-4 (relative to max(|expected|, 1)); looser for
//! the tensor-core precisions.
mod common;

use common::{energy_force_errors, max_rel_err, open_backend, random_cluster, random_model, random_periodic, rel_rms, ModelSpec};
use mlff::backend::cpu::CpuBackend;
use mlff::backend::Backend;
use mlff::{Batch, Request, System};

/// Bounds on a backend's errors against the f64 reference.
#[derive(Clone, Copy)]
pub struct Tolerance {
    /// Energies and per-atom energies, relative to max(|expected|, 1).
    energy: f64,
    /// Forces (relative RMS) and stress (relative to max(|expected|, 1)).
    force: f64,
}

impl Tolerance {
    /// The backend `name`'s bounds: f32 arithmetic 1e-5 / 1e-4; the tensor-core products, on
    /// random models, 8 units of their operands' rounding (TF32 2⁻¹¹, BF16 2⁻⁸) for forces and
    /// stress, a tenth of it for energies (the trained model's gate is in tests/student.rs).
    pub fn of(name: &str) -> Tolerance {
        if name.contains("tf32") {
            Tolerance { energy: 4e-4, force: 4e-3 }
        } else if name.contains("bf16") {
            Tolerance { energy: 3e-3, force: 3e-2 }
        } else {
            Tolerance { energy: 1e-5, force: 1e-4 }
        }
    }
}

/// Compare `backend` with the f64 reference on `systems` as one batch.
pub fn check_against_reference(name: &str, spec: ModelSpec, seed: u64, systems: Vec<System>) {
    let model = random_model(spec, seed);
    let tol = Tolerance::of(name);
    let Some(mut backend) = open_backend(name, &model) else { return };
    let batch = Batch::new(systems).unwrap();
    let reference = CpuBackend::<f64>::new(&model).compute(&batch, Request::default()).unwrap();
    let got = backend.compute(&batch, Request::default()).unwrap();
    let (e_err, f_err) = energy_force_errors(&got, &reference);
    let ea_err = max_rel_err(&got.energies, &reference.energies);
    assert!(got.energy.iter().chain(&got.energies).all(|x| x.is_finite()), "{name}: non-finite energies");
    assert!(got.forces.iter().flatten().all(|x| x.is_finite()), "{name}: non-finite forces");
    assert!(e_err < tol.energy, "{name}: energy error {e_err:e}");
    assert!(ea_err < tol.energy, "{name}: per-atom energy error {ea_err:e}");
    assert!(f_err < tol.force, "{name}: force error {f_err:e}");
    for (s, (a, b)) in got.stress.iter().zip(&reference.stress).enumerate() {
        assert_eq!(a.is_some(), b.is_some(), "{name}: system {s}: stress presence differs");
        if let (Some(a), Some(b)) = (a, b) {
            let err = max_rel_err(a, b);
            assert!(err < tol.force, "{name}: system {s}: stress error {err:e}");
        }
    }
    // Energy alone (no backward pass) gives the same energies.
    let only = backend.compute(&batch, Request { forces: false, stress: false }).unwrap();
    let only_err = max_rel_err(&only.energies, &reference.energies);
    assert!(only_err < tol.energy, "{name}: energy-only per-atom energy error {only_err:e}");
    println!("{name}: {} atoms, {} edges: energy {e_err:.1e}, forces {f_err:.1e}", batch.n_atoms(), got.n_edges);
}

/// One system at a time on one backend, against the reference: on the GPU backends these take
/// the one-launch neighbour list, whose room comes from the last call's edge count, so the
/// larger systems after smaller ones exercise its redo (a list that did not fit is built again).
pub fn check_single_systems(name: &str) {
    // F = 32: the fused kernels (and so the one-launch list) need F a multiple of 32.
    let model = random_model(ModelSpec { features: 32, ..Default::default() }, 41);
    let Some(mut backend) = open_backend(name, &model) else { return };
    let mut reference = CpuBackend::<f64>::new(&model);
    let systems = [
        random_cluster(5, 1),
        random_periodic(6, 4.0, 2),
        random_cluster(30, 3),
        random_periodic(40, 7.0, 4),
        System::molecule(vec![6], vec![[0.5, 0.5, 0.5]]),
        random_periodic(1, 2.5, 5),
        random_cluster(12, 6),
    ];
    for (k, sys) in systems.into_iter().enumerate() {
        let batch = Batch::new(vec![sys]).unwrap();
        let want = reference.compute(&batch, Request::default()).unwrap();
        let got = backend.compute(&batch, Request::default()).unwrap();
        assert_matches_reference(&format!("{name}: system {k}: {} atoms", batch.n_atoms()), Tolerance::of(name), &got, &want);
    }
}

/// One batch's results against the reference's: the same edge count, energies, forces
/// (relative RMS) and every system's stress within `tol`. Prints the errors first, under `label`.
fn assert_matches_reference(label: &str, tol: Tolerance, got: &mlff::Results, want: &mlff::Results) {
    let (e_err, f_err) = energy_force_errors(got, want);
    println!("{label}: {} edges (reference {}): energy {e_err:.1e}, forces {f_err:.1e}", got.n_edges, want.n_edges);
    assert_eq!(got.n_edges, want.n_edges, "{label}: edge count");
    assert!(e_err < tol.energy, "{label}: energy error {e_err:e}");
    assert!(f_err < tol.force, "{label}: force error {f_err:e}");
    for (s, (a, b)) in got.stress.iter().zip(&want.stress).enumerate() {
        if let (Some(a), Some(b)) = (a, b) {
            let err = max_rel_err(a, b);
            assert!(err < tol.force, "{label}: system {s}: stress error {err:e}");
        }
    }
}

/// Batches one after another on one backend, each against the reference: the GPU backends keep
/// a batch's neighbour-list search data, atomic numbers and the fused kernels' start (embedding
/// and first context network) while the next batch has the same, so the batches here keep their
/// atom ranges and change only a cell (and positions with it), then only an element.
pub fn check_consecutive_batches(name: &str) {
    let model = random_model(ModelSpec { features: 32, ..Default::default() }, 43);
    let Some(mut backend) = open_backend(name, &model) else { return };
    let mut reference = CpuBackend::<f64>::new(&model);
    let first = vec![random_periodic(8, 5.0, 51), random_cluster(6, 52), random_periodic(5, 4.5, 53)];
    // The third system's cell stretched by 8 % along a, its atoms moved with it.
    let mut stretched = first.clone();
    let p = &mut stretched[2];
    let cell = p.cell.as_mut().unwrap();
    cell[0] = cell[0].map(|x| 1.08 * x);
    for r in &mut p.positions {
        r[0] *= 1.08;
    }
    let mut recoloured = stretched.clone();
    recoloured[1].numbers[0] = if recoloured[1].numbers[0] == 8 { 7 } else { 8 };
    for (k, systems) in [first.clone(), stretched, recoloured, first].into_iter().enumerate() {
        let batch = Batch::new(systems).unwrap();
        let want = reference.compute(&batch, Request::default()).unwrap();
        let got = backend.compute(&batch, Request::default()).unwrap();
        assert_matches_reference(&format!("{name}: batch {k}"), Tolerance::of(name), &got, &want);
    }
}

fn specs() -> Vec<ModelSpec> {
    let d = ModelSpec::default();
    vec![
        d,
        ModelSpec { bessel: true, shared_interactions: true, shared_filters: true, features: 32, ..d },
        ModelSpec { shared_filters: true, layers: 3, ..d },
        ModelSpec { bessel: true, shared_interactions: true, n_rbf: 7, features: 8, ..d },
        // Widths that the one-stage matrix products (and so the tensor cores) take.
        ModelSpec { features: 64, ..d },
    ]
}

/// `backend_suite!(module)` runs the suite on the backend of that name (`device_variant+...`,
/// see `common::open_backend`); `backend_suite!(module, "name")` on a name that is no identifier.
macro_rules! backend_suite {
    ($name:ident) => {
        backend_suite!($name, stringify!($name));
    };
    ($name:ident, $backend:expr) => {
        mod $name {
            use super::*;
            const NAME: &str = $backend;

            #[test]
            fn random_molecules_and_cells() {
                for (m, spec) in specs().into_iter().enumerate() {
                    let s = 100 * m as u64;
                    check_against_reference(
                        NAME,
                        spec,
                        s,
                        vec![random_cluster(9, s + 1), random_periodic(8, 5.0, s + 2), random_cluster(20, s + 3)],
                    );
                }
            }

            #[test]
            fn edge_cases_one_atom_empty_system_isolated_atom() {
                let isolated = System::molecule(vec![8, 1], vec![[0.0; 3], [20.0, 0.0, 0.0]]);
                let one = System::molecule(vec![6], vec![[1.0, 2.0, 3.0]]);
                let empty = System::molecule(vec![], vec![]);
                check_against_reference(NAME, ModelSpec::default(), 5, vec![isolated, one, empty, random_cluster(4, 9)]);
            }

            #[test]
            fn single_systems_one_after_another() {
                check_single_systems(NAME);
            }

            #[test]
            fn consecutive_batches_of_changed_cells_and_elements() {
                check_consecutive_batches(NAME);
            }

            #[test]
            fn mixed_batch_of_over_100_systems() {
                let systems: Vec<System> = (0..104)
                    .map(|k| if k % 4 == 3 { random_periodic(5, 4.5, 1000 + k) } else { random_cluster(3 + (k as usize % 9), 1000 + k) })
                    .collect();
                check_against_reference(NAME, ModelSpec { features: 32, ..Default::default() }, 77, systems);
            }
        }
    };
}

backend_suite!(cpu_f32);
backend_suite!(wgpu);
backend_suite!(cuda);
backend_suite!(wgpu_staged);
// As in a browser: WebGPU's 8 storage buffers per shader stage, every kernel packed (vendor/README.md).
backend_suite!(wgpu_webgpu);
backend_suite!(cuda_staged);
// The paths and shapes an RTX 3080 Ti gets (80 multiprocessors, 99 KiB of shared memory), on
// whichever GPU runs the suite.
backend_suite!(cuda_rtx3080ti);
// The tensor-core precisions, on the one-stage kernels with every dense layer that fits as a
// matrix product (where they apply), so that small systems reach them.
backend_suite!(cuda_tf32, "cuda_staged+gemm+tf32");
backend_suite!(cuda_bf16, "cuda_staged+gemm+bf16");

/// The tensor-core precisions change the results they should change: on a model whose layers
/// the matrix products take (F = 64), TF32 and BF16 differ from f32 on the same kernels (the
/// tensor cores ran), BF16 more than TF32, and each stays within its bounds of the f64
/// reference.
#[test]
fn tensor_core_precisions_take_the_matrix_products() {
    let model = random_model(ModelSpec { features: 64, ..Default::default() }, 61);
    let batch = Batch::new(vec![random_periodic(40, 7.0, 62), random_cluster(30, 63)]).unwrap();
    let reference = CpuBackend::<f64>::new(&model).compute(&batch, Request::default()).unwrap();
    let mut errors = Vec::new();
    for name in ["cuda_staged+gemm", "cuda_staged+gemm+tf32", "cuda_staged+gemm+bf16"] {
        let Some(mut backend) = open_backend(name, &model) else { return };
        let got = backend.compute(&batch, Request::default()).unwrap();
        assert_matches_reference(name, Tolerance::of(name), &got, &reference);
        errors.push(energy_force_errors(&got, &reference).1);
    }
    println!("force errors f32 / tf32 / bf16: {:.1e} {:.1e} {:.1e}", errors[0], errors[1], errors[2]);
    assert!(errors[0] < errors[1] && errors[1] < errors[2], "force errors f32 / tf32 / bf16 not increasing: {errors:?}");
}

/// A Verlet list kept between calls gives what a fresh list gives: reused after small moves,
/// rebuilt after a move of half the skin or a change of cell.
pub fn check_skin_reuse(name: &str) {
    let model = random_model(ModelSpec::default(), 31);
    let Some(mut backend) = open_backend(name, &model) else { return };
    let mut reference = CpuBackend::<f64>::new(&model);
    let skin = 0.6;
    let mut systems = vec![random_periodic(8, 5.0, 41), random_cluster(10, 42)];
    let tol = if name == "cpu_f64" { 1e-12 } else { 1e-4 };
    let flat = |f: &[[f64; 3]]| f.iter().flatten().copied().collect::<Vec<_>>();
    // Step k moves every atom by 0.05·k Å along a fixed direction from the start: steps 1-5 stay
    // below skin/2 = 0.3 Å and reuse the list; step 6 (0.3 Å) must rebuild it.
    let start = systems.clone();
    for step in 0..=6 {
        for (s, s0) in systems.iter_mut().zip(&start) {
            for (p, p0) in s.positions.iter_mut().zip(&s0.positions) {
                *p = [p0[0] + 0.05 * step as f64 * 0.6, p0[1] - 0.05 * step as f64 * 0.8, p0[2]];
            }
        }
        let batch = Batch::new(systems.clone()).unwrap();
        let got = backend.compute_reusing(&batch, Request::default(), skin).unwrap();
        let fresh = reference.compute(&batch, Request::default()).unwrap();
        assert_eq!(got.list_reused, (1..=5).contains(&step), "{name}: step {step}: reuse flag");
        assert!(max_rel_err(&got.energy, &fresh.energy) < tol, "{name}: step {step}: energy");
        assert!(rel_rms(&flat(&got.forces), &flat(&fresh.forces)) < tol, "{name}: step {step}: forces");
        let (a, b) = (got.stress[0].unwrap(), fresh.stress[0].unwrap());
        assert!(max_rel_err(&a, &b) < tol, "{name}: step {step}: stress");
    }
    // A new cell invalidates the list.
    let c = systems[0].cell.unwrap();
    systems[0].cell = Some([[c[0][0] * 1.01, c[0][1], c[0][2]], c[1], c[2]]);
    let batch = Batch::new(systems).unwrap();
    let got = backend.compute_reusing(&batch, Request::default(), skin).unwrap();
    assert!(!got.list_reused, "{name}: a changed cell must rebuild the list");
    let fresh = reference.compute(&batch, Request::default()).unwrap();
    assert!(max_rel_err(&got.energy, &fresh.energy) < tol);
}

/// A system of more atoms than `PARALLEL_ATOMS`, whose positions, skin check and results the
/// host converts on rayon's threads, beside a small one: a kept list's second call (reused)
/// and a moved atom's (rebuilt) against the reference.
fn check_large_batch(name: &str) {
    let model = random_model(ModelSpec { features: 8, n_rbf: 4, layers: 1, ..Default::default() }, 33);
    let Some(mut backend) = open_backend(name, &model) else { return };
    let mut reference = CpuBackend::<f64>::new(&model);
    let mut systems = vec![random_cluster(6, 34), mlff::structures::water_box(18)];
    assert!(systems[1].positions.len() >= mlff::system::PARALLEL_ATOMS);
    for (step, reused) in [(0, false), (1, true), (2, false)] {
        if step == 2 {
            systems[1].positions[17_000][0] += 0.4;
        }
        let batch = Batch::new(systems.clone()).unwrap();
        let got = backend.compute_reusing(&batch, Request::default(), 0.6).unwrap();
        let want = reference.compute(&batch, Request::default()).unwrap();
        assert_eq!(got.list_reused, reused, "{name}: call {step}: reuse flag");
        let (e_err, f_err) = energy_force_errors(&got, &want);
        println!("{name}: call {step}: energy {e_err:.1e}, forces {f_err:.1e}");
        let tol = Tolerance::of(name);
        assert!(e_err < tol.energy && f_err < tol.force, "{name}: call {step}: energy {e_err:e}, forces {f_err:e}");
    }
}

#[test]
fn wgpu_large_batch() {
    check_large_batch("wgpu");
}

#[test]
fn cuda_large_batch() {
    check_large_batch("cuda");
}

#[test]
fn cpu_f64_skin_reuse() {
    check_skin_reuse("cpu_f64");
}

#[test]
fn cpu_f32_skin_reuse() {
    check_skin_reuse("cpu_f32");
}

#[test]
fn wgpu_skin_reuse() {
    check_skin_reuse("wgpu");
}

#[test]
fn cuda_skin_reuse() {
    check_skin_reuse("cuda");
}

/// The skin a kept list gets where none is given: 0.2 Å for a dense periodic system that CUDA
/// evaluates on its one-stage kernels (from 64 atoms a multiprocessor, whatever its edges), whose
/// message kernels walk every edge of the list; 0.5 Å for everything else on every backend
/// (molecules, batches of them, boxes the fused kernels take, sparse cells).
#[test]
fn default_verlet_skin_follows_the_kernels() {
    use mlff::neighbor::{mean_neighbours, DEFAULT_SKIN, THIN_SKIN};
    use mlff::structures::{benzene, water_box};
    // Widths the one-stage GEMM takes (3F a multiple of its 64 columns), the usual 5 Å cutoff.
    let model = random_model(ModelSpec { features: 64, cutoff: 5.0, ..ModelSpec::default() }, 3);
    let large = water_box(16);
    let m = mean_neighbours(&large, 5.0).unwrap();
    assert!((m - 52.52).abs() < 0.01, "water's mean neighbours within 5 Å: {m}");
    assert!(mean_neighbours(&benzene(), 5.0).is_none());
    let mut sparse = large.clone();
    sparse.cell = sparse.cell.map(|c| c.map(|v| v.map(|x| 2.0 * x)));
    let cases = [
        ("12 288-atom water box", Batch::new(vec![large.clone()]).unwrap(), true),
        ("1 536-atom water box", Batch::new(vec![water_box(8)]).unwrap(), false),
        ("the box at an eighth of its density", Batch::new(vec![sparse]).unwrap(), false),
        ("benzene", Batch::new(vec![benzene()]).unwrap(), false),
        ("1 024 benzenes", Batch::new(vec![benzene(); 1024]).unwrap(), false),
    ];
    for name in ["cpu_f64", "cpu_f32", "wgpu", "cuda"] {
        let Some(backend) = open_backend(name, &model) else { continue };
        for (label, batch, thin) in &cases {
            // 12 288 atoms: 64 for each multiprocessor of any NVIDIA GPU of up to 192 (132 on an H100).
            let want = if name == "cuda" && *thin { THIN_SKIN } else { DEFAULT_SKIN };
            assert_eq!(backend.verlet_skin(batch), want, "{name}: {label}");
        }
    }
}
