//! The fused kernels on wide cubes (tiles of one or two atoms on 2F–4F threads) at the model
//! sizes that take them (F = 64 and 128; the other suites use F ≤ 32), one system at a time,
//! against the f64 reference. These cubes split the dense stages' sums deeper (several
//! (column, part) pairs per thread, `mlff_kernels::dense::split_parts`) on every backend, so
//! that CI's wgpu run on lavapipe checks the same sums as CUDA. Tolerances as in `backends.rs`.
//!
//! A 200-atom cell also takes, on CUDA devices of 100 to 199 multiprocessors, the forward
//! kernels on narrower cubes than the backward ones (`mlff_kernels::block::forward_shape`).
#![cfg(any(feature = "cuda", feature = "wgpu"))]
mod common;

use common::{energy_force_errors, max_rel_err, open_backend, random_cluster, random_model, random_periodic, ModelSpec};
use mlff::backend::cpu::CpuBackend;
use mlff::backend::Backend;
use mlff::{Batch, Request, System};

/// The two model sizes this suite runs: F = 128 (three blocks, Gaussians) and F = 64 (two
/// blocks, Bessel functions).
fn wide_specs() -> [ModelSpec; 2] {
    [
        ModelSpec { features: 128, layers: 3, n_rbf: 20, cutoff: 5.0, ..Default::default() },
        ModelSpec { features: 64, layers: 2, n_rbf: 16, cutoff: 4.5, bessel: true, ..Default::default() },
    ]
}

/// `name` (a GPU, maybe with variants) with the variant `v` as well.
fn with_variant(name: &str, v: &str) -> String {
    if name.contains('_') {
        format!("{name}+{v}")
    } else {
        format!("{name}_{v}")
    }
}

fn check_wide(name: &str) {
    let specs = wide_specs();
    for (m, spec) in specs.into_iter().enumerate() {
        let model = random_model(spec, 90 + m as u64);
        let Some(mut backend) = open_backend(name, &model) else { return };
        let mut reference = CpuBackend::<f64>::new(&model);
        // 200 atoms: on a GPU of 100–199 multiprocessors (an H100 has 132) a one-atom tile per
        // cube, its forward kernels on 2F threads and the others on 4F (`forward_shape`). Four
        // clusters in one batch: tiles of several atoms where the device reports few
        // multiprocessors (as lavapipe does).
        let batches: [Vec<System>; 5] = [
            vec![random_cluster(12, 1)],
            vec![random_cluster(3, 2)],
            vec![random_periodic(24, 6.5, 3)],
            vec![random_periodic(200, 12.5, 4)],
            (0..4).map(|k| random_cluster(10 + k, 20 + k as u64)).collect(),
        ];
        for (k, systems) in batches.into_iter().enumerate() {
            let batch = Batch::new(systems).unwrap();
            let want = reference.compute(&batch, Request::default()).unwrap();
            let got = backend.compute(&batch, Request::default()).unwrap();
            let (e_err, f_err) = energy_force_errors(&got, &want);
            // Per-atom energies against the largest one: random weights give atoms of ±300 eV
            // beside atoms near zero, whose f32 error (~1e-3 eV, the CPU's f32 path's too) a
            // per-atom relative measure would magnify.
            let scale = want.energies.iter().fold(1.0f64, |m, e| m.max(e.abs()));
            let ea_err = got.energies.iter().zip(&want.energies).fold(0.0f64, |m, (a, b)| m.max((a - b).abs())) / scale;
            println!("{name}: F={} system {k}: {} atoms: energy {e_err:.1e}, forces {f_err:.1e}", spec.features, batch.n_atoms());
            assert!(got.forces.iter().flatten().all(|x| x.is_finite()), "{name}: system {k}: non-finite forces");
            assert!(e_err < 1e-5, "{name}: F={} system {k}: energy error {e_err:e}", spec.features);
            assert!(ea_err < 1e-5, "{name}: F={} system {k}: per-atom energy error {ea_err:e}", spec.features);
            assert!(f_err < 1e-4, "{name}: F={} system {k}: force error {f_err:e}", spec.features);
            if let (Some(a), Some(b)) = (got.stress[0], want.stress[0]) {
                let err = max_rel_err(&a, &b);
                assert!(err < 1e-4, "{name}: F={} system {k}: stress error {err:e}", spec.features);
            }
        }
    }
}

/// The message stages with their rounds staged in shared memory (the backward's
/// `mlff_kernels::interaction::stage_round`, the fused forward's `message_forward_rounds`) and
/// without: the same numbers, bit for bit (staging moves where an edge's data is read, not what
/// is computed). Forced on, the one-group kernels stage too: the fused kernels and the one-stage
/// ones (`_staged`, whose forward and backward stage by default for rows of 32 edges or more), at
/// F = 128 and F = 64. Two clusters, a 24-atom cell and a dense cell whose rows (~90 edges) take
/// many rounds (and, on CUDA, one group's shuffles by default, staged or not).
fn check_stage_alike(name: &str) {
    let specs = wide_specs();
    for (m, spec) in specs.into_iter().enumerate() {
        for variant in ["", "_staged"] {
            check_stage_alike_with(&format!("{name}{variant}"), spec, 91 + m as u64);
        }
    }
}

fn check_stage_alike_with(name: &str, spec: ModelSpec, seed: u64) {
    let model = random_model(spec, seed);
    let (Some(mut staged), Some(mut plain)) = (open_backend(&with_variant(name, "stage"), &model), open_backend(&with_variant(name, "nostage"), &model)) else { return };
    let mut reference = CpuBackend::<f64>::new(&model);
    let systems: [System; 4] = [random_cluster(12, 1), random_cluster(3, 2), random_periodic(24, 6.5, 3), random_periodic(60, 7.0, 5)];
    for (k, sys) in systems.into_iter().enumerate() {
        let batch = Batch::new(vec![sys]).unwrap();
        let a = staged.compute(&batch, Request::default()).unwrap();
        let b = plain.compute(&batch, Request::default()).unwrap();
        let want = reference.compute(&batch, Request::default()).unwrap();
        let (e_err, f_err) = energy_force_errors(&a, &want);
        println!("{name}: F={} system {k}: {} atoms: energy {e_err:.1e}, forces {f_err:.1e}", spec.features, batch.n_atoms());
        // The dense cell's random-weight energies are large enough for f32 to miss the energy
        // tolerance with or without staging; the comparison below is what it is here for.
        assert!((e_err < 1e-5 || k == 3) && f_err < 1e-4, "{name}: system {k}: energy {e_err:e}, forces {f_err:e}");
        assert_eq!(a.energy, b.energy, "{name}: system {k}: energy");
        assert_eq!(a.energies, b.energies, "{name}: system {k}: per-atom energies");
        assert_eq!(a.forces, b.forces, "{name}: system {k}: forces");
        assert_eq!(a.stress, b.stress, "{name}: system {k}: stress");
    }
}

/// The message backward in two channel halves (`mlff_kernels::interaction::backward_halves`,
/// forced on every wide cube) and whole: the same energies bit for bit (the forward is the same),
/// forces and stress to f32 rounding (each half sums its own channels' share of an edge's
/// gradient, and the gathers add the two copies), both within the suite's tolerances of the f64
/// reference; and not bit for bit, which a run that did not take the halves would be. A cluster
/// of 12 atoms (whose message backward forced halves take out of the fused launch) and a periodic
/// cell of 24, both on one-atom tiles on wide cubes on CUDA and on lavapipe alike; F = 128 and
/// F = 64 (halves of 64 and 32 channels: CUDA's shuffles where a half holds whole warps).
fn check_halves_alike(name: &str) {
    let specs = wide_specs();
    for (m, spec) in specs.into_iter().enumerate() {
        let model = random_model(spec, 95 + m as u64);
        let (halves, whole) = (with_variant(name, "halves"), with_variant(name, "whole"));
        let (Some(mut halves), Some(mut whole)) = (open_backend(&halves, &model), open_backend(&whole, &model)) else { return };
        let mut reference = CpuBackend::<f64>::new(&model);
        let systems: [System; 2] = [random_cluster(12, 6), random_periodic(24, 6.5, 7)];
        for (k, sys) in systems.into_iter().enumerate() {
            let batch = Batch::new(vec![sys]).unwrap();
            let a = halves.compute(&batch, Request::default()).unwrap();
            let b = whole.compute(&batch, Request::default()).unwrap();
            let want = reference.compute(&batch, Request::default()).unwrap();
            let (_, f_ab) = energy_force_errors(&a, &b);
            let (e_err, f_err) = energy_force_errors(&a, &want);
            let (_, f_whole) = energy_force_errors(&b, &want);
            let label = format!("{name}: F={} system {k} ({} atoms)", spec.features, batch.n_atoms());
            println!("{label}: halves against whole: forces {f_ab:.1e}; against f64: energy {e_err:.1e}, forces {f_err:.1e} (whole {f_whole:.1e})");
            assert_eq!(a.energy, b.energy, "{label}: energy");
            assert_eq!(a.energies, b.energies, "{label}: per-atom energies");
            assert!(a.forces != b.forces, "{label}: the same forces bit for bit: no halves taken?");
            assert!(f_ab < 1e-5, "{label}: halves against whole: forces {f_ab:e}");
            assert!(e_err < 1e-5 && f_err < 1e-4, "{label}: energy {e_err:e}, forces {f_err:e}");
            if let (Some(sa), Some(sb), Some(sw)) = (a.stress[0], b.stress[0], want.stress[0]) {
                let (s_ab, s_err) = (max_rel_err(&sa, &sb), max_rel_err(&sa, &sw));
                println!("{label}: stress: halves against whole {s_ab:.1e}, against f64 {s_err:.1e}");
                assert!(s_ab < 1e-5 && s_err < 1e-4, "{label}: stress {s_ab:e} from whole, {s_err:e} from f64");
            }
        }
    }
}

#[test]
fn wgpu_halves_alike() {
    check_halves_alike("wgpu");
}

#[test]
fn cuda_halves_alike() {
    check_halves_alike("cuda");
}

#[test]
fn wgpu_stage_alike() {
    check_stage_alike("wgpu");
}

#[test]
fn cuda_stage_alike() {
    check_stage_alike("cuda");
}

#[test]
fn wgpu_wide_cubes() {
    check_wide("wgpu");
}

#[test]
fn cuda_wide_cubes() {
    check_wide("cuda");
}
