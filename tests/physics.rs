//! Physics checks of the f64 reference on seeded random models of every architecture (PaiNN,
//! SchNet), each test body run for all of them: forces are -dE/dR by finite differences, stress is (1/V) dE/dε by finite differences, ΣF = 0, energy invariant under
//! translation, rotation and permutation, forces rotate with the structure, per-atom energies
//! sum to the energy, and a batch gives what its systems give alone.
mod common;

use common::{max_rel_err, random_cluster, random_model, random_periodic, ModelSpec};
use mlff::backend::cpu::CpuBackend;
use mlff::backend::Backend;
use mlff::model::Architecture;
use mlff::{Batch, Request, Results, System};

/// Every architecture, both radial bases and each kind of sharing: PaiNN, then SchNet (one with
/// a convolution wider than its features, one narrower).
fn specs() -> Vec<ModelSpec> {
    let d = ModelSpec::default();
    let schnet = ModelSpec { architecture: Architecture::Schnet, ..d };
    vec![
        d,
        ModelSpec { bessel: true, shared_interactions: true, shared_filters: true, ..d },
        ModelSpec { shared_filters: true, layers: 3, ..d },
        ModelSpec { bessel: true, shared_interactions: true, n_rbf: 7, ..d },
        ModelSpec { filters: Some(24), layers: 3, ..schnet },
        ModelSpec { bessel: true, shared_interactions: true, filters: Some(12), ..schnet },
    ]
}

fn eval(b: &mut CpuBackend<f64>, s: &System) -> Results {
    b.compute(&Batch::new(vec![s.clone()]).unwrap(), Request::default()).unwrap()
}

fn energy(b: &mut CpuBackend<f64>, s: &System) -> f64 {
    b.compute(&Batch::new(vec![s.clone()]).unwrap(), Request { forces: false, stress: false }).unwrap().energy[0]
}

#[test]
fn forces_are_minus_the_energy_gradient() {
    for (m, spec) in specs().into_iter().enumerate() {
        let model = random_model(spec, 10 + m as u64);
        let mut b = CpuBackend::<f64>::new(&model);
        for sys in [random_cluster(9, 100 + m as u64), random_periodic(7, 5.0, 200 + m as u64)] {
            let res = eval(&mut b, &sys);
            let h = 1e-5;
            let mut worst: f64 = 0.0;
            for a in 0..sys.len() {
                for k in 0..3 {
                    let mut p = sys.clone();
                    p.positions[a][k] += h;
                    let ep = energy(&mut b, &p);
                    p.positions[a][k] -= 2.0 * h;
                    let em = energy(&mut b, &p);
                    let fd = -(ep - em) / (2.0 * h);
                    worst = worst.max((fd - res.forces[a][k]).abs() / res.forces[a][k].abs().max(1.0));
                }
            }
            let fmax = res.forces.iter().flatten().fold(0.0f64, |a, b| a.max(b.abs()));
            eprintln!("model {m}: max |F| {fmax:.3} eV/Å, finite-difference error {worst:.2e}");
            assert!(worst < 1e-7, "model {m}: force vs finite difference: {worst:e}");
        }
    }
}

/// Apply a symmetric strain ε to positions and cell: r → r (I + ε).
fn strained(s: &System, eps: [[f64; 3]; 3]) -> System {
    let apply = |r: [f64; 3]| [0, 1, 2].map(|b| r[b] + (0..3).map(|a| r[a] * eps[a][b]).sum::<f64>());
    let mut t = s.clone();
    t.positions = s.positions.iter().map(|&r| apply(r)).collect();
    let c = s.cell.unwrap();
    t.cell = Some([apply(c[0]), apply(c[1]), apply(c[2])]);
    t
}

#[test]
fn stress_is_the_strain_derivative_of_the_energy() {
    for (m, spec) in specs().into_iter().enumerate() {
        let model = random_model(spec, 20 + m as u64);
        let mut b = CpuBackend::<f64>::new(&model);
        // 5 Å cell with a 4 Å cutoff: several images of the same neighbour.
        let sys = random_periodic(8, 5.0, 300 + m as u64);
        let stress = eval(&mut b, &sys).stress[0].expect("3-D periodic system has stress");
        let v = sys.volume().unwrap();
        let h = 1e-6;
        let voigt = [(0, 0), (1, 1), (2, 2), (1, 2), (0, 2), (0, 1)];
        let mut fd = [0.0; 6];
        for (c, &(a, bb)) in voigt.iter().enumerate() {
            let mut eps = [[0.0; 3]; 3];
            eps[a][bb] = h;
            eps[bb][a] = h;
            let ep = energy(&mut b, &strained(&sys, eps));
            eps[a][bb] = -h;
            eps[bb][a] = -h;
            let em = energy(&mut b, &strained(&sys, eps));
            let scale = if a == bb { 1.0 } else { 0.5 };
            fd[c] = scale * (ep - em) / (2.0 * h) / v;
        }
        let err = max_rel_err(&stress, &fd);
        assert!(err < 1e-7, "model {m}: stress {stress:?} vs finite difference {fd:?}: {err:e}");
        assert!(stress.iter().any(|s| s.abs() > 1e-4), "stress should not vanish for a random structure");
    }
}

fn rotation(seed: u64) -> [[f64; 3]; 3] {
    // Rotation from a unit quaternion derived from the seed.
    let s = seed as f64;
    let (a, b, c, d) = (s.sin() + 1.3, (2.0 * s).cos() - 0.4, (3.0 * s).sin() + 0.2, 0.7);
    let n = (a * a + b * b + c * c + d * d).sqrt();
    let (w, x, y, z) = (a / n, b / n, c / n, d / n);
    [
        [1.0 - 2.0 * (y * y + z * z), 2.0 * (x * y - z * w), 2.0 * (x * z + y * w)],
        [2.0 * (x * y + z * w), 1.0 - 2.0 * (x * x + z * z), 2.0 * (y * z - x * w)],
        [2.0 * (x * z - y * w), 2.0 * (y * z + x * w), 1.0 - 2.0 * (x * x + y * y)],
    ]
}

fn rot(r: &[[f64; 3]; 3], v: [f64; 3]) -> [f64; 3] {
    [0, 1, 2].map(|i| r[i][0] * v[0] + r[i][1] * v[1] + r[i][2] * v[2])
}

#[test]
fn invariances_and_equivariance() {
    for (m, spec) in specs().into_iter().enumerate() {
        let model = random_model(spec, 30 + m as u64);
        let mut b = CpuBackend::<f64>::new(&model);
        for sys in [random_cluster(12, 400 + m as u64), random_periodic(9, 6.0, 500 + m as u64)] {
            let r0 = eval(&mut b, &sys);
            let e_scale = r0.energy[0].abs().max(1.0);
            // ΣF = 0 (molecules and periodic cells alike: translation invariance).
            for k in 0..3 {
                let s: f64 = r0.forces.iter().map(|f| f[k]).sum();
                assert!(s.abs() < 1e-10, "model {m}: sum of forces {s:e}");
            }
            // Per-atom energies sum to the energy.
            let sum: f64 = r0.energies.iter().sum();
            assert!((sum - r0.energy[0]).abs() < 1e-10 * e_scale);
            // Translation.
            let mut t = sys.clone();
            t.positions.iter_mut().for_each(|p| *p = [p[0] + 1.7, p[1] - 0.3, p[2] + 2.9]);
            let rt = eval(&mut b, &t);
            assert!((rt.energy[0] - r0.energy[0]).abs() < 1e-10 * e_scale, "translation changed the energy");
            let flat = |r: &Results| r.forces.iter().flatten().copied().collect::<Vec<_>>();
            assert!(max_rel_err(&flat(&rt), &flat(&r0)) < 1e-9);
            // Rotation (of positions and cell): energy invariant, forces and stress rotate.
            let rm = rotation(m as u64 + 1);
            let mut rs = sys.clone();
            rs.positions = sys.positions.iter().map(|&p| rot(&rm, p)).collect();
            rs.cell = sys.cell.map(|c| [rot(&rm, c[0]), rot(&rm, c[1]), rot(&rm, c[2])]);
            let rr = eval(&mut b, &rs);
            assert!((rr.energy[0] - r0.energy[0]).abs() < 1e-10 * e_scale, "rotation changed the energy");
            let rotated: Vec<f64> = r0.forces.iter().flat_map(|&f| rot(&rm, f)).collect();
            assert!(max_rel_err(&flat(&rr), &rotated) < 1e-9, "forces are not rotation-equivariant");
            if let (Some(s0), Some(s1)) = (r0.stress[0], rr.stress[0]) {
                // trace and Frobenius norm are rotation invariants of the stress tensor
                let tr = |s: [f64; 6]| s[0] + s[1] + s[2];
                let fro = |s: [f64; 6]| s[..3].iter().map(|x| x * x).sum::<f64>() + 2.0 * s[3..].iter().map(|x| x * x).sum::<f64>();
                assert!((tr(s0) - tr(s1)).abs() < 1e-10 && (fro(s0) - fro(s1)).abs() < 1e-10);
            }
            // Permutation: reverse the atom order.
            let mut p = sys.clone();
            p.numbers.reverse();
            p.positions.reverse();
            let rp = eval(&mut b, &p);
            assert!((rp.energy[0] - r0.energy[0]).abs() < 1e-10 * e_scale, "permutation changed the energy");
            let back: Vec<f64> = rp.forces.iter().rev().flatten().copied().collect();
            assert!(max_rel_err(&back, &flat(&r0)) < 1e-9);
        }
    }
}

#[test]
fn a_batch_equals_its_systems_alone_and_f32_follows_f64() {
    for architecture in [Architecture::Painn, Architecture::Schnet] {
        batch_and_f32(random_model(ModelSpec { architecture, ..Default::default() }, 7));
    }
}

fn batch_and_f32(model: mlff::Model) {
    let mut b64 = CpuBackend::<f64>::new(&model);
    let mut b32 = CpuBackend::<f32>::new(&model);
    let systems = vec![
        random_cluster(5, 1),
        random_periodic(6, 4.5, 2),
        System::molecule(vec![], vec![]),
        System::molecule(vec![8], vec![[0.0; 3]]),
        random_cluster(17, 3),
    ];
    let batch = Batch::new(systems.clone()).unwrap();
    let all = b64.compute(&batch, Request::default()).unwrap();
    let all32 = b32.compute(&batch, Request::default()).unwrap();
    for (s, sys) in systems.iter().enumerate() {
        let one = eval(&mut b64, sys);
        assert!((one.energy[0] - all.energy[s]).abs() < 1e-10 * one.energy[0].abs().max(1.0));
        let (a0, a1) = (batch.atom_start[s], batch.atom_start[s + 1]);
        let f1: Vec<f64> = one.forces.iter().flatten().copied().collect();
        let fb: Vec<f64> = all.forces[a0..a1].iter().flatten().copied().collect();
        assert!(f1.is_empty() || max_rel_err(&fb, &f1) < 1e-10);
        assert_eq!(one.stress[0].is_some(), all.stress[s].is_some());
    }
    assert_eq!(all.energy[2], 0.0, "an empty system has zero energy");
    assert!(max_rel_err(&all32.energy, &all.energy) < 1e-5);
    let f64s: Vec<f64> = all.forces.iter().flatten().copied().collect();
    let f32s: Vec<f64> = all32.forces.iter().flatten().copied().collect();
    assert!(max_rel_err(&f32s, &f64s) < 1e-4);
}

#[test]
fn a_saved_model_loads_back_identically() {
    let schnet = ModelSpec { architecture: Architecture::Schnet, bessel: true, filters: Some(20), ..Default::default() };
    for spec in [ModelSpec { bessel: true, shared_filters: true, ..Default::default() }, schnet] {
        save_and_load(random_model(spec, 99));
    }
}

fn save_and_load(model: mlff::Model) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.safetensors");
    model.save(&path).unwrap();
    let back = mlff::Model::load(&path).unwrap();
    assert_eq!(back.config, model.config);
    assert_eq!(back.architecture(), model.architecture());
    assert_eq!(back.parameter_count(), model.parameter_count());
    let sys = random_cluster(6, 5);
    let e0 = eval(&mut CpuBackend::<f64>::new(&model), &sys);
    let e1 = eval(&mut CpuBackend::<f64>::new(&back), &sys);
    assert_eq!(e0, e1, "a round trip through safetensors must be exact");
}
