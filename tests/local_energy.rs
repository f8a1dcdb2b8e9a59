//! `Backend::compute_local`: the energy of a cluster's first atoms only and its derivatives, as a
//! domain-decomposed MD code (LAMMPS) needs them. Forces on every atom, ghosts included, are the
//! finite-difference gradient of the local energy; a cell's atoms with their periodic images out
//! to L·cutoff, evaluated as one open cluster (or with images along some directions only, the
//! cell periodic along the others), give the periodic energy, and the images' forces summed back
//! onto their owners give the periodic forces and virial; the GPU backends agree with the f64
//! CPU.
mod common;

use common::{open_backend, random_cluster, random_model, random_periodic, ModelSpec};
use mlff::backend::cpu::CpuBackend;
use mlff::backend::Backend;
use mlff::{Batch, Request, System};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn e_local(b: &mut CpuBackend<f64>, s: &System, local: usize) -> f64 {
    b.compute_local(&Batch::new(vec![s.clone()]).unwrap(), Request { forces: false, stress: false }, &[local], 0.0)
        .unwrap()
        .energy[0]
}

#[test]
fn forces_are_minus_the_gradient_of_the_local_energy() {
    let specs = [ModelSpec::default(), ModelSpec { layers: 3, bessel: true, shared_filters: true, ..ModelSpec::default() }];
    for (m, spec) in specs.into_iter().enumerate() {
        let model = random_model(spec, 40 + m as u64);
        let mut b = CpuBackend::<f64>::new(&model);
        let sys = random_cluster(14, 70 + m as u64);
        let local = 5;
        let batch = Batch::new(vec![sys.clone()]).unwrap();
        let res = b.compute_local(&batch, Request { forces: true, stress: false }, &[local], 0.0).unwrap();
        let full = b.compute(&batch, Request::default()).unwrap();
        // The energy is the local atoms' share; per-atom energies are unchanged.
        assert_eq!(res.energies, full.energies);
        let want: f64 = full.energies[..local].iter().sum();
        assert!((res.energy[0] - want).abs() < 1e-12 * want.abs().max(1.0), "{} vs {want}", res.energy[0]);
        let h = 1e-5;
        let (mut worst, mut ghost_max): (f64, f64) = (0.0, 0.0);
        for a in 0..sys.len() {
            for k in 0..3 {
                let mut p = sys.clone();
                p.positions[a][k] += h;
                let ep = e_local(&mut b, &p, local);
                p.positions[a][k] -= 2.0 * h;
                let em = e_local(&mut b, &p, local);
                let fd = -(ep - em) / (2.0 * h);
                worst = worst.max((fd - res.forces[a][k]).abs() / res.forces[a][k].abs().max(1.0));
                if a >= local {
                    ghost_max = ghost_max.max(res.forces[a][k].abs());
                }
            }
        }
        eprintln!("model {m}: largest ghost force {ghost_max:.3} eV/Å, finite-difference error {worst:.2e}");
        assert!(ghost_max > 1e-3, "the ghosts feel no force: the test does not test them");
        assert!(worst < 1e-7, "model {m}: forces vs finite differences of E_local: {worst:e}");
        // The local forces differ from the whole cluster's: the ghosts' energies are not counted.
        let differ = (0..sys.len()).any(|a| (0..3).any(|k| (res.forces[a][k] - full.forces[a][k]).abs() > 1e-6));
        assert!(differ);
    }
}

/// The cell's atoms first, then every periodic image within `radius` Å of some cell atom; the
/// owner (cell atom) of each cluster atom. An open cluster.
fn ghost_cluster(sys: &System, radius: f64) -> (System, Vec<usize>) {
    ghosts_along(sys, radius, [true; 3])
}

/// [`ghost_cluster`] with ghosts only for images along the directions `along`: the cell stays
/// periodic along the others (a domain that spans them whole).
fn ghosts_along(sys: &System, radius: f64, along: [bool; 3]) -> (System, Vec<usize>) {
    let cell = sys.cell.unwrap();
    let (mut numbers, mut positions, mut owner) = (sys.numbers.clone(), sys.positions.clone(), (0..sys.len()).collect::<Vec<_>>());
    let m = |d: usize| if along[d] { 6i32 } else { 0 };
    for i in -m(0)..=m(0) {
        for j in -m(1)..=m(1) {
            for k in -m(2)..=m(2) {
                if (i, j, k) == (0, 0, 0) {
                    continue;
                }
                let shift = [0, 1, 2].map(|c| i as f64 * cell[0][c] + j as f64 * cell[1][c] + k as f64 * cell[2][c]);
                for (a, p) in sys.positions.iter().enumerate() {
                    let q = [p[0] + shift[0], p[1] + shift[1], p[2] + shift[2]];
                    if sys.positions.iter().any(|r| common::dist(*r, q) < radius) {
                        numbers.push(sys.numbers[a]);
                        positions.push(q);
                        owner.push(a);
                    }
                }
            }
        }
    }
    let pbc = along.map(|a| !a);
    let cluster = if pbc.iter().any(|&p| p) { System::periodic(numbers, positions, cell, pbc) } else { System::molecule(numbers, positions) };
    (cluster, owner)
}

/// A cell's atoms with the ghosts of their images along some directions (all: an open cluster;
/// a, or a and b: a slab or a column, periodic along the others) give the periodic energy; the
/// ghosts' forces summed onto their owners the periodic forces, and the virial −V σ.
#[test]
fn a_cell_with_its_ghost_shell_gives_the_periodic_results() {
    for (m, layers) in [2usize, 3].into_iter().enumerate() {
        let spec = ModelSpec { layers, cutoff: 3.0, ..ModelSpec::default() };
        let model = random_model(spec, 50 + m as u64);
        let mut b = CpuBackend::<f64>::new(&model);
        let sys = random_periodic(8, 4.5, 90 + m as u64);
        let periodic = b.compute(&Batch::new(vec![sys.clone()]).unwrap(), Request { forces: true, stress: true }).unwrap();
        let v = sys.volume().unwrap();
        let want_virial = periodic.stress[0].unwrap().map(|x| -x * v);
        for along in [[true; 3], [true, false, false], [true, true, false]] {
            let (cluster, owner) = ghosts_along(&sys, layers as f64 * spec.cutoff, along);
            let res = b
                .compute_local(&Batch::new(vec![cluster.clone()]).unwrap(), Request { forces: true, stress: true }, &[sys.len()], 0.0)
                .unwrap();
            let tol = 1e-10;
            assert!((res.energy[0] - periodic.energy[0]).abs() < tol * periodic.energy[0].abs().max(1.0), "{along:?}");
            let mut summed = vec![[0.0f64; 3]; sys.len()];
            let mut fdotr = [[0.0f64; 3]; 3];
            for (a, f) in res.forces.iter().enumerate() {
                for k in 0..3 {
                    summed[owner[a]][k] += f[k];
                    for l in 0..3 {
                        fdotr[k][l] += cluster.positions[a][k] * f[l];
                    }
                }
            }
            for (a, f) in summed.iter().enumerate() {
                for k in 0..3 {
                    assert!((f[k] - periodic.forces[a][k]).abs() < tol, "{along:?}: atom {a}: {f:?} vs {:?}", periodic.forces[a]);
                }
            }
            // W (Voigt xx yy zz yz xz xy) from the edges; for an open cluster also Σ r ⊗ F.
            let virial = res.virial[0].unwrap();
            for c in 0..6 {
                assert!((virial[c] - want_virial[c]).abs() < tol, "{along:?}: virial {virial:?} vs {want_virial:?}");
            }
            if cluster.cell.is_none() {
                let w = [(0, 0), (1, 1), (2, 2), (1, 2), (0, 2), (0, 1)].map(|(k, l)| 0.5 * (fdotr[k][l] + fdotr[l][k]));
                for c in 0..6 {
                    assert!((w[c] - want_virial[c]).abs() < tol, "Σ r ⊗ F {w:?} vs {want_virial:?}");
                }
            }
            eprintln!("L = {layers}, ghosts along {along:?}: {} atoms, {} in the cluster", sys.len(), cluster.len());
        }
    }
}

#[test]
fn the_whole_cluster_counted_is_compute() {
    let model = random_model(ModelSpec::default(), 60);
    let sys = random_cluster(10, 61);
    let batch = Batch::new(vec![sys.clone()]).unwrap();
    let mut b = CpuBackend::<f64>::new(&model);
    assert_eq!(b.compute_local(&batch, Request::default(), &[10], 0.0).unwrap(), b.compute(&batch, Request::default()).unwrap());
    let err = b.compute_local(&batch, Request::default(), &[11], 0.0).unwrap_err().to_string();
    assert!(err.contains("11 local atoms but only 10 atoms"), "{err}");
    assert!(b.compute_local(&batch, Request::default(), &[1, 2], 0.0).is_err());
}

/// The GPU backends against the f64 CPU, with and without a skin (the second call with a skin
/// reuses the list and the ghosts' order, and so does a third with every atom moved by almost
/// skin / 2): a periodic cell's ghost shell alone (grouped and cut per layer, its outermost ghosts
/// beyond every layer's reach), the same cell as a slab (ghosts along a only, periodic along b and
/// c: grouped by the distance across them), and a batch of the shell with a random cluster whose
/// last atoms are ghosts and one without (evaluated whole). Energies and the local atoms' per-atom
/// energies within 1e-5, forces on every atom within 1e-4 relative RMS, as in the backend suites,
/// and the virial within 1e-4 of its largest component.
#[test]
fn gpu_backends_match_the_reference_with_ghosts() {
    let spec = ModelSpec { layers: 2, cutoff: 3.0, ..ModelSpec::default() };
    let model = random_model(spec, 62);
    let cell = random_periodic(8, 4.5, 63);
    let (shell, _) = ghost_cluster(&cell, 2.0 * spec.cutoff + 1.5);
    let (slab, _) = ghosts_along(&cell, 2.0 * spec.cutoff + 1.5, [true, false, false]);
    let request = Request { forces: true, stress: true };
    let flat = |f: &[[f64; 3]]| f.iter().flatten().copied().collect::<Vec<_>>();
    let cases = [
        ("shell", Batch::new(vec![shell.clone()]).unwrap(), vec![cell.len()]),
        ("slab", Batch::new(vec![slab.clone()]).unwrap(), vec![cell.len()]),
        ("batch", Batch::new(vec![shell.clone(), random_cluster(12, 64), random_cluster(6, 65)]).unwrap(), vec![cell.len(), 7, 6]),
    ];
    for (label, batch, local) in &cases {
        let moved = moved_by(batch, 0.24, 66);
        let want = CpuBackend::<f64>::new(&model).compute_local(batch, request, local, 0.0).unwrap();
        let want_moved = CpuBackend::<f64>::new(&model).compute_local(&moved, request, local, 0.0).unwrap();
        let ghost_force = (cell.len()..batch.systems[0].len()).map(|a| want.forces[a].iter().map(|x| x.abs()).fold(0.0, f64::max)).fold(0.0, f64::max);
        assert!(ghost_force > 1e-3, "the ghosts feel no force: the test does not test them");
        let local_atoms: Vec<usize> =
            (0..batch.len()).flat_map(|s| batch.atom_start[s]..batch.atom_start[s] + local[s]).collect();
        let pick = |v: &[f64]| local_atoms.iter().map(|&a| v[a]).collect::<Vec<_>>();
        for name in ["wgpu", "cuda"] {
            let Some(mut gpu) = open_backend(name, &model) else { continue };
            for (call, skin) in [(0, 0.0), (1, 0.5), (2, 0.5), (3, 0.5)] {
                let (batch, want) = if call == 3 { (&moved, &want_moved) } else { (batch, &want) };
                let got = gpu.compute_local(batch, request, local, skin).unwrap();
                let (e_err, f_err) = (common::max_rel_err(&got.energy, &want.energy), common::rel_rms(&flat(&got.forces), &flat(&want.forces)));
                let ea_err = common::max_rel_err(&pick(&got.energies), &pick(&want.energies));
                let virials = |r: &mlff::Results| r.virial.iter().flat_map(|w| w.unwrap()).collect::<Vec<f64>>();
                let (w_got, w_want) = (virials(&got), virials(want));
                let w_scale = w_want.iter().fold(1e-12f64, |m, x| m.max(x.abs()));
                let w_err = w_got.iter().zip(&w_want).map(|(a, b)| (a - b).abs()).fold(0.0, f64::max) / w_scale;
                println!(
                    "{name}: {label}: call {call} (skin {skin}): energy {e_err:.1e}, per-atom {ea_err:.1e}, forces {f_err:.1e}, virial {w_err:.1e}, list reused {}",
                    got.list_reused
                );
                assert!(e_err < 1e-5 && ea_err < 1e-5, "{name}: {label}: call {call}: energy error {e_err:e}, per-atom {ea_err:e}");
                assert!(f_err < 1e-4 && w_err < 1e-4, "{name}: {label}: call {call}: force error {f_err:e}, virial {w_err:e}");
                assert_eq!(got.list_reused, call >= 2, "{name}: {label}: call {call}");
            }
        }
    }
    for name in ["wgpu", "cuda"] {
        let Some(mut gpu) = open_backend(name, &model) else { continue };
        let whole = Batch::new(vec![shell.clone()]).unwrap();
        assert_eq!(gpu.compute_local(&whole, request, &[shell.len()], 0.0).unwrap().energy, gpu.compute(&whole, request).unwrap().energy);
    }
}

/// `batch` with every atom moved by `step` Å in a random direction.
fn moved_by(batch: &Batch, step: f64, seed: u64) -> Batch {
    let mut rng = StdRng::seed_from_u64(seed);
    let systems = batch
        .systems
        .iter()
        .map(|s| {
            let mut s = s.clone();
            for p in &mut s.positions {
                let d: [f64; 3] = std::array::from_fn(|_| rng.gen_range(-1.0..1.0));
                let norm = d.iter().map(|x| x * x).sum::<f64>().sqrt();
                for k in 0..3 {
                    p[k] += step * d[k] / norm;
                }
            }
            s
        })
        .collect();
    Batch::new(systems).unwrap()
}

/// [`Backend::set_list_vote`] on every backend present: each call with a skin votes once (none
/// without), with whether the backend's own list has expired; a list the vote asks to rebuild is
/// rebuilt though still valid, one it lets be is reused, and an expired list is rebuilt whatever
/// the vote says. The results of every call, after forced rebuilds too, are the reference's.
/// Calls: a cluster with ghosts (a slab, whose GPU evaluation orders its atoms by layer) four
/// times, the last with every atom moved past skin / 2; then the cell alone, periodic, twice; then
/// the slab without a skin.
#[test]
fn a_vote_decides_when_the_kept_list_is_rebuilt() {
    use std::sync::{Arc, Mutex};
    let spec = ModelSpec { layers: 2, cutoff: 3.0, ..ModelSpec::default() };
    let model = random_model(spec, 70);
    let cell = random_periodic(8, 4.5, 71);
    let (slab, _) = ghosts_along(&cell, 2.0 * spec.cutoff + 1.5, [true, false, false]);
    let slab = Batch::new(vec![slab]).unwrap();
    let moved = moved_by(&slab, 0.3, 72);
    let periodic = Batch::new(vec![cell.clone()]).unwrap();
    let request = Request { forces: true, stress: true };
    let local = [cell.len()];
    let reference = |batch: &Batch, local: &[usize]| CpuBackend::<f64>::new(&model).compute_local(batch, request, local, 0.0).unwrap();
    let (want, want_moved, want_periodic) = (reference(&slab, &local), reference(&moved, &local), reference(&periodic, &[cell.len()]));
    // (batch, local, skin, the vote's answer, expected: the vote's argument, list reused)
    let calls: [(&Batch, &[usize], f64, bool, Option<bool>, bool); 7] = [
        (&slab, &local, 0.5, false, Some(true), false),
        (&slab, &local, 0.5, true, Some(false), false),
        (&slab, &local, 0.5, false, Some(false), true),
        (&moved, &local, 0.5, false, Some(true), false),
        (&periodic, &[], 0.5, false, Some(true), false),
        (&periodic, &[], 0.5, false, Some(false), true),
        (&slab, &local, 0.0, true, None, false),
    ];
    for name in ["cpu_f64", "wgpu", "cuda"] {
        let Some(mut backend) = open_backend(name, &model) else { continue };
        let tolerance = if name == "cpu_f64" { 1e-10 } else { 1e-4 };
        let seen = Arc::new(Mutex::new(Vec::new()));
        let answer = Arc::new(Mutex::new(false));
        let (s, a) = (seen.clone(), answer.clone());
        backend.set_list_vote(Some(Box::new(move |expired| {
            s.lock().unwrap().push(expired);
            *a.lock().unwrap()
        })));
        for (call, &(batch, local, skin, rebuild, voted, reused)) in calls.iter().enumerate() {
            *answer.lock().unwrap() = rebuild;
            let got = if local.is_empty() {
                backend.compute_reusing(batch, request, skin).unwrap()
            } else {
                backend.compute_local(batch, request, local, skin).unwrap()
            };
            let want = if std::ptr::eq(batch, &moved) {
                &want_moved
            } else if std::ptr::eq(batch, &periodic) {
                &want_periodic
            } else {
                &want
            };
            let flat = |f: &[[f64; 3]]| f.iter().flatten().copied().collect::<Vec<_>>();
            let (e_err, f_err) = (common::max_rel_err(&got.energy, &want.energy), common::rel_rms(&flat(&got.forces), &flat(&want.forces)));
            println!("{name}: call {call}: energy {e_err:.1e}, forces {f_err:.1e}, list reused {}", got.list_reused);
            assert!(e_err < tolerance && f_err < tolerance, "{name}: call {call}: energy error {e_err:e}, forces {f_err:e}");
            assert_eq!(seen.lock().unwrap().drain(..).collect::<Vec<_>>(), Vec::from_iter(voted), "{name}: call {call}: votes");
            assert_eq!(got.list_reused, reused, "{name}: call {call}: list reused");
        }
    }
}
