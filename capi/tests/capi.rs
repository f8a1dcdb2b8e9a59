//! The C ABI called as C calls it: a periodic cell's atoms with their images out to L·cutoff as
//! ghosts (all of them, or those along one direction of a slab periodic along the others) give
//! the periodic energy, per-atom energies, forces (ghost forces summed back onto their owners) and
//! stress (the virial); errors come back as codes with messages; handles are independent across
//! threads; the GPU backends agree with the f64 CPU; the indexed entry reads and adds through its
//! index; a vote on rebuilding the kept list is asked once an evaluation.
use std::ffi::{c_int, CStr, CString};
use std::ptr;

use mlff::backend::cpu::CpuBackend;
use mlff::{Batch, Calculator, Model, Request, System};
use mlff_capi::*;
use rand::{Rng, SeedableRng};

const MODEL: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/golden/painn_bessel_f16_l2_shared.safetensors");

fn open_cpu(precision: c_int) -> *mut Handle {
    let path = CString::new(MODEL).unwrap();
    let mut h = ptr::null_mut();
    let rc = unsafe { mlff_open(path.as_ptr(), 1, precision, -1, &mut h) };
    assert_eq!(rc, MLFF_OK, "{}", last_error());
    h
}

fn last_error() -> String {
    unsafe { CStr::from_ptr(mlff_last_error()) }.to_string_lossy().into_owned()
}

fn handle_error(h: *const Handle) -> String {
    unsafe { CStr::from_ptr(mlff_error(h)) }.to_string_lossy().into_owned()
}

/// A triclinic cell (lower-triangular, as LAMMPS keeps it) with `n` atoms of H C N O, no two
/// closer than 1 Å.
fn cell_structure(n: usize, seed: u64) -> System {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let cell = [[6.0, 0.0, 0.0], [1.2, 5.5, 0.0], [-0.8, 0.9, 5.8]];
    let mut pos: Vec<[f64; 3]> = vec![];
    while pos.len() < n {
        let s: [f64; 3] = [rng.gen(), rng.gen(), rng.gen()];
        let p = [0, 1, 2].map(|k| s[0] * cell[0][k] + s[1] * cell[1][k] + s[2] * cell[2][k]);
        let sys = System::periodic(vec![1; pos.len() + 1], [pos.clone(), vec![p]].concat(), cell, [true; 3]);
        if mlff::neighbor::neighbor_list_brute_force(&sys, 1.0).unwrap().senders.is_empty() {
            pos.push(p);
        }
    }
    let z = [1, 6, 7, 8];
    System::periodic((0..n).map(|_| z[rng.gen_range(0..4)]).collect(), pos, cell, [true; 3])
}

/// The cell's atoms, then their images within `radius` of a cell atom, with each atom's owner
/// and atomic number.
fn with_ghosts(sys: &System, radius: f64) -> (Vec<[f64; 3]>, Vec<usize>, Vec<u32>) {
    let (pos, owner) = ghosts_along(sys, radius, [true; 3]);
    let numbers = owner.iter().map(|&a| sys.numbers[a]).collect();
    (pos, owner, numbers)
}

/// [`with_ghosts`] with images only along the directions `along`.
fn ghosts_along(sys: &System, radius: f64, along: [bool; 3]) -> (Vec<[f64; 3]>, Vec<usize>) {
    let c = sys.cell.unwrap();
    let (mut pos, mut owner) = (sys.positions.clone(), (0..sys.len()).collect::<Vec<_>>());
    let m = |d: usize| if along[d] { 5i32 } else { 0 };
    for i in -m(0)..=m(0) {
        for j in -m(1)..=m(1) {
            for k in -m(2)..=m(2) {
                if (i, j, k) == (0, 0, 0) {
                    continue;
                }
                let t = [0, 1, 2].map(|d| i as f64 * c[0][d] + j as f64 * c[1][d] + k as f64 * c[2][d]);
                for (a, p) in sys.positions.iter().enumerate() {
                    let q = [p[0] + t[0], p[1] + t[1], p[2] + t[2]];
                    let near = sys.positions.iter().any(|r| (0..3).map(|d| (r[d] - q[d]).powi(2)).sum::<f64>() < radius * radius);
                    if near {
                        pos.push(q);
                        owner.push(a);
                    }
                }
            }
        }
    }
    (pos, owner)
}

#[derive(Debug)]
struct Out {
    energy: f64,
    eatom: Vec<f64>,
    f: Vec<f64>,
    virial: [f64; 6],
}

/// Call mlff_compute with types 1..=4 mapped to H C N O.
fn compute(h: *mut Handle, nlocal: usize, numbers: &[u32], pos: &[[f64; 3]], skin: f64) -> Result<Out, (c_int, String)> {
    let type_numbers = [1, 6, 7, 8];
    let types: Vec<c_int> = numbers.iter().map(|z| type_numbers.iter().position(|t| t == &(*z as c_int)).unwrap() as c_int + 1).collect();
    let x: Vec<f64> = pos.iter().flatten().copied().collect();
    let mut out = Out { energy: 0.0, eatom: vec![0.0; nlocal], f: vec![0.0; 3 * pos.len()], virial: [0.0; 6] };
    let rc = unsafe {
        mlff_compute(
            h, nlocal as c_int, pos.len() as c_int, types.as_ptr(), 4, type_numbers.as_ptr(), x.as_ptr(), skin, &mut out.energy,
            out.eatom.as_mut_ptr(), out.f.as_mut_ptr(), out.virial.as_mut_ptr(),
        )
    };
    if rc == MLFF_OK {
        Ok(out)
    } else {
        Err((rc, handle_error(h)))
    }
}

/// `got` (for the atoms of `sys`, then ghosts with their owners `owner`) against the periodic
/// evaluation `want` of `sys`: energy, per-atom energies, forces with the ghosts' summed onto
/// their owners, and the virial (xx yy zz xy xz yz) = -V σ (Voigt xx yy zz yz xz xy).
fn assert_periodic(got: &Out, owner: &[usize], sys: &System, want: &mlff::Results) {
    let (n, tol) = (sys.len(), 1e-10);
    assert!((got.energy - want.energy[0]).abs() < tol * want.energy[0].abs().max(1.0), "{} vs {}", got.energy, want.energy[0]);
    let mut summed = vec![[0.0; 3]; n];
    for (a, &o) in owner.iter().enumerate() {
        for k in 0..3 {
            summed[o][k] += got.f[3 * a + k];
        }
    }
    for a in 0..n {
        assert!((got.eatom[a] - want.energies[a]).abs() < tol);
        for k in 0..3 {
            assert!((summed[a][k] - want.forces[a][k]).abs() < tol, "atom {a}: {:?} vs {:?}", summed[a], want.forces[a]);
        }
    }
    let v = sys.volume().unwrap();
    let s = want.stress[0].unwrap();
    let expect = [s[0], s[1], s[2], s[5], s[4], s[3]].map(|x| -v * x);
    for c in 0..6 {
        assert!((got.virial[c] - expect[c]).abs() < 1e-9, "virial {:?} vs {expect:?}", got.virial);
    }
}

#[test]
fn ghost_shell_gives_the_periodic_energy_forces_and_virial() {
    let model = Model::load(MODEL).unwrap();
    let mut calc = Calculator::new(model.clone(), CpuBackend::<f64>::new(&model));
    let h = open_cpu(0);
    let ghost_cutoff = unsafe { mlff_ghost_cutoff(h) };
    assert_eq!(ghost_cutoff, model.config.cutoff * model.config.n_interactions as f64);
    for seed in [1, 2] {
        let sys = cell_structure(10, seed);
        let want = calc.compute(&Batch::new(vec![sys.clone()]).unwrap(), Request::default()).unwrap();
        let (pos, owner, numbers) = with_ghosts(&sys, ghost_cutoff);
        // Twice with a skin: the second call reuses the handle's neighbour list.
        for skin in [0.0, 0.5, 0.5] {
            assert_periodic(&compute(h, sys.len(), &numbers, &pos, skin).unwrap(), &owner, &sys, &want);
        }
        eprintln!("{} atoms, {} with ghosts: as the periodic evaluation", sys.len(), pos.len());
    }
    unsafe { mlff_close(h) };
}

/// `mlff_compute_periodic`: the cell's atoms, shifted out of the cell by lattice vectors as MD
/// leaves them, give the periodic energy, forces and virial, with and without a kept list.
#[test]
fn periodic_cell_gives_the_periodic_energy_forces_and_virial() {
    let model = Model::load(MODEL).unwrap();
    let mut calc = Calculator::new(model.clone(), CpuBackend::<f64>::new(&model));
    let h = open_cpu(0);
    let sys = cell_structure(10, 3);
    let want = calc.compute(&Batch::new(vec![sys.clone()]).unwrap(), Request::default()).unwrap();
    let c = sys.cell.unwrap();
    let cell: Vec<f64> = c.iter().flatten().copied().collect();
    let x: Vec<f64> = sys.positions.iter().enumerate().flat_map(|(a, p)| {
        let m = [a as f64 - 4.0, 1.0, -2.0];
        [0, 1, 2].map(|k| p[k] + m[0] * c[0][k] + m[1] * c[1][k] + m[2] * c[2][k])
    }).collect();
    let types: Vec<c_int> = sys.numbers.iter().map(|&z| [1, 6, 7, 8].iter().position(|&t| t == z).unwrap() as c_int + 1).collect();
    let n = sys.len();
    let owner: Vec<usize> = (0..n).collect();
    for skin in [0.0, 0.5, 0.5] {
        let mut got = Out { energy: 0.0, eatom: vec![0.0; n], f: vec![0.0; 3 * n], virial: [0.0; 6] };
        let rc = unsafe {
            mlff_compute_periodic(
                h, n as c_int, types.as_ptr(), 4, [1, 6, 7, 8].as_ptr(), x.as_ptr(), cell.as_ptr(), skin, &mut got.energy,
                got.eatom.as_mut_ptr(), got.f.as_mut_ptr(), got.virial.as_mut_ptr(),
            )
        };
        assert_eq!(rc, MLFF_OK, "{}", handle_error(h));
        assert_periodic(&got, &owner, &sys, &want);
    }
    let rc = unsafe {
        mlff_compute_periodic(h, n as c_int, types.as_ptr(), 4, [1, 6, 7, 8].as_ptr(), x.as_ptr(), ptr::null(), 0.0, ptr::null_mut(), ptr::null_mut(), ptr::null_mut(), ptr::null_mut())
    };
    assert_eq!(rc, MLFF_ERR_INVALID);
    assert!(handle_error(h).contains("cell is NULL"), "{}", handle_error(h));
    unsafe { mlff_close(h) };
}

/// `mlff_compute_cell`: a slab of the cell (its atoms with their images along a as ghosts,
/// periodic along b and c) gives the periodic energy, forces and virial, with and without a kept
/// list; a NULL pbc is refused.
#[test]
fn slab_gives_the_periodic_energy_forces_and_virial() {
    let model = Model::load(MODEL).unwrap();
    let mut calc = Calculator::new(model.clone(), CpuBackend::<f64>::new(&model));
    let h = open_cpu(0);
    let sys = cell_structure(10, 4);
    let want = calc.compute(&Batch::new(vec![sys.clone()]).unwrap(), Request::default()).unwrap();
    let (pos, owner) = ghosts_along(&sys, unsafe { mlff_ghost_cutoff(h) }, [true, false, false]);
    let types: Vec<c_int> = owner.iter().map(|&a| [1, 6, 7, 8].iter().position(|&t| t == sys.numbers[a]).unwrap() as c_int + 1).collect();
    let x: Vec<f64> = pos.iter().flatten().copied().collect();
    let cell: Vec<f64> = sys.cell.unwrap().iter().flatten().copied().collect();
    let (n, nall) = (sys.len(), pos.len());
    let pbc: [c_int; 3] = [0, 1, 1];
    for skin in [0.0, 0.5, 0.5] {
        let mut got = Out { energy: 0.0, eatom: vec![0.0; n], f: vec![0.0; 3 * nall], virial: [0.0; 6] };
        let rc = unsafe {
            mlff_compute_cell(
                h, n as c_int, nall as c_int, types.as_ptr(), 4, [1, 6, 7, 8].as_ptr(), x.as_ptr(), cell.as_ptr(), pbc.as_ptr(), skin,
                &mut got.energy, got.eatom.as_mut_ptr(), got.f.as_mut_ptr(), got.virial.as_mut_ptr(),
            )
        };
        assert_eq!(rc, MLFF_OK, "{}", handle_error(h));
        assert_periodic(&got, &owner, &sys, &want);
    }
    eprintln!("{n} atoms, {nall} in the slab: as the periodic evaluation");
    let rc = unsafe {
        mlff_compute_cell(
            h, n as c_int, nall as c_int, types.as_ptr(), 4, [1, 6, 7, 8].as_ptr(), x.as_ptr(), cell.as_ptr(), ptr::null(), 0.0,
            ptr::null_mut(), ptr::null_mut(), ptr::null_mut(), ptr::null_mut(),
        )
    };
    assert_eq!(rc, MLFF_ERR_INVALID);
    assert!(handle_error(h).contains("pbc is NULL"), "{}", handle_error(h));
    unsafe { mlff_close(h) };
}

/// `mlff_compute_indexed` on caller's arrays holding the atoms of an `mlff_compute_cell` call
/// shuffled among atoms of its own: the same energy and virial, the forces and per-atom energies
/// added at the atoms' places and nothing else touched; with a NULL index, the first atoms. Run on
/// a slab with ghosts (serial loops) and a periodic box of 16 384 atoms (the host loops' threads).
/// A repeated or out-of-range index and too small a caller's array are refused, outputs untouched.
#[test]
fn indexed_atoms_are_read_from_and_added_into_the_callers_arrays() {
    let h = open_cpu(0);
    let slab = cell_structure(10, 3);
    let (slab_pos, owner) = ghosts_along(&slab, unsafe { mlff_ghost_cutoff(h) }, [true, false, false]);
    let slab_numbers: Vec<u32> = owner.iter().map(|&a| slab.numbers[a]).collect();
    // 16 384 atoms on a 3 Å grid, 32 × 32 × 16, jittered.
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    let (mut grid_pos, mut grid_numbers) = (vec![], vec![]);
    for i in 0..32 * 32 * 16 {
        let g = [i % 32, (i / 32) % 32, i / 1024].map(|k| 3.0 * k as f64 + rng.gen_range(-0.3..0.3));
        grid_pos.push(g);
        grid_numbers.push([1, 6, 7, 8][rng.gen_range(0..4)]);
    }
    let grid_cell = [[96.0, 0.0, 0.0], [0.0, 96.0, 0.0], [0.0, 0.0, 48.0]];
    let cases = [
        (slab.len(), slab_numbers, slab_pos, slab.cell.unwrap(), [0, 1, 1]),
        (grid_pos.len(), grid_numbers, grid_pos, grid_cell, [1, 1, 1]),
    ];
    for (nlocal, numbers, pos, cell, pbc) in cases {
        let nall = pos.len();
        let types: Vec<c_int> = numbers.iter().map(|z| [1, 6, 7, 8].iter().position(|t| t == z).unwrap() as c_int + 1).collect();
        let x: Vec<f64> = pos.iter().flatten().copied().collect();
        let cell: Vec<f64> = cell.iter().flatten().copied().collect();
        let mut want = Out { energy: 0.0, eatom: vec![0.0; nlocal], f: vec![0.0; 3 * nall], virial: [0.0; 6] };
        let rc = unsafe {
            mlff_compute_cell(
                h, nlocal as c_int, nall as c_int, types.as_ptr(), 4, [1, 6, 7, 8].as_ptr(), x.as_ptr(), cell.as_ptr(), pbc.as_ptr(), 0.0,
                &mut want.energy, want.eatom.as_mut_ptr(), want.f.as_mut_ptr(), want.virial.as_mut_ptr(),
            )
        };
        assert_eq!(rc, MLFF_OK, "{}", handle_error(h));
        // The caller holds 7 more atoms (valid ones, inside the cell); atom m is its place[m].
        let ncaller = nall + 7;
        let mut place: Vec<usize> = (0..ncaller).collect();
        for i in (1..ncaller).rev() {
            place.swap(i, rng.gen_range(0..=i));
        }
        let identity: Vec<usize> = (0..ncaller).collect();
        for (place, index) in [(&place, true), (&identity, false)] {
            let (mut ctypes, mut cx) = (vec![1 as c_int; ncaller], vec![0.5; 3 * ncaller]);
            for m in 0..nall {
                ctypes[place[m]] = types[m];
                cx[3 * place[m]..3 * place[m] + 3].copy_from_slice(&x[3 * m..3 * m + 3]);
            }
            let index_c: Vec<c_int> = place[..nall].iter().map(|&p| p as c_int).collect();
            let f0: Vec<f64> = (0..3 * ncaller).map(|k| k as f64 * 0.25).collect();
            let e0 = vec![0.75; ncaller];
            let (mut f, mut eatom) = (f0.clone(), e0.clone());
            let call = |index: &[c_int], ncaller: usize, skin: f64, f: &mut [f64], eatom: &mut [f64], energy: &mut f64, virial: &mut [f64; 6]| unsafe {
                mlff_compute_indexed(
                    h, nlocal as c_int, nall as c_int, if index.is_empty() { ptr::null() } else { index.as_ptr() }, ncaller as c_int,
                    ctypes.as_ptr(), 4, [1, 6, 7, 8].as_ptr(), cx.as_ptr(), cell.as_ptr(), pbc.as_ptr(), skin, energy, eatom.as_mut_ptr(),
                    f.as_mut_ptr(), virial.as_mut_ptr(),
                )
            };
            let used = if index { &index_c[..] } else { &[][..] };
            // Twice on a kept list: the second call reuses it.
            for skin in [0.5, 0.5] {
                let (mut energy, mut virial) = (0.0, [0.0; 6]);
                f.copy_from_slice(&f0);
                eatom.copy_from_slice(&e0);
                assert_eq!(call(used, ncaller, skin, &mut f, &mut eatom, &mut energy, &mut virial), MLFF_OK, "{}", handle_error(h));
                assert!((energy - want.energy).abs() < 1e-10 * want.energy.abs().max(1.0), "{energy} vs {}", want.energy);
                (0..6).for_each(|c| assert!((virial[c] - want.virial[c]).abs() < 1e-9, "{virial:?} vs {:?}", want.virial));
                let mut touched = vec![false; ncaller];
                for m in 0..nall {
                    let p = place[m];
                    touched[p] = true;
                    for k in 0..3 {
                        let added = f[3 * p + k] - f0[3 * p + k];
                        assert!((added - want.f[3 * m + k]).abs() < 1e-10, "atom {m} at {p}: {added} vs {}", want.f[3 * m + k]);
                    }
                    let e_added = eatom[p] - e0[p];
                    let e_want = if m < nlocal { want.eatom[m] } else { 0.0 };
                    assert!((e_added - e_want).abs() < 1e-10, "atom {m}: energy {e_added} vs {e_want}");
                }
                for p in (0..ncaller).filter(|&p| !touched[p]) {
                    assert_eq!((&f[3 * p..3 * p + 3], eatom[p]), (&f0[3 * p..3 * p + 3], e0[p]), "caller's atom {p} was touched");
                }
            }
            if !index {
                continue;
            }
            // Refused before anything is written.
            let (mut energy, mut virial) = (0.0, [0.0; 6]);
            f.copy_from_slice(&f0);
            let mut twice = index_c.clone();
            twice[nall - 1] = twice[0];
            let mut outside = index_c.clone();
            outside[nall / 2] = ncaller as c_int;
            for (bad, nc, says) in [(&twice, ncaller, "more than once"), (&outside, ncaller, "not in 0.."), (&index_c, nall - 1, "ncaller")] {
                assert_eq!(call(bad, nc, 0.0, &mut f, &mut eatom, &mut energy, &mut virial), MLFF_ERR_INVALID);
                assert!(handle_error(h).contains(says), "{}", handle_error(h));
                assert_eq!(f, f0);
            }
        }
        eprintln!("{nall} atoms among {ncaller}: as mlff_compute_cell");
    }
    unsafe { mlff_close(h) };
}

#[test]
fn errors_are_codes_with_messages() {
    let missing = CString::new("/nonexistent/model.safetensors").unwrap();
    let mut h = ptr::null_mut();
    assert_eq!(unsafe { mlff_open(missing.as_ptr(), 1, 0, -1, &mut h) }, MLFF_ERR_MODEL);
    assert!(h.is_null());
    assert!(last_error().contains("/nonexistent/model.safetensors"), "{}", last_error());
    let model = CString::new(MODEL).unwrap();
    assert_eq!(unsafe { mlff_open(model.as_ptr(), 9, 0, -1, &mut h) }, MLFF_ERR_INVALID);
    assert!(last_error().contains("backend 9"), "{}", last_error());
    assert_eq!(unsafe { mlff_open(model.as_ptr(), 1, 7, -1, &mut h) }, MLFF_ERR_INVALID);
    // The tensor-core precisions need CUDA.
    assert_eq!(unsafe { mlff_open(model.as_ptr(), 1, 2, -1, &mut h) }, MLFF_ERR_INVALID);
    assert!(last_error().contains("tensor cores"), "{}", last_error());

    // Named options: the same names as the command line, a later word overriding an earlier one.
    let named = |options: &str, h: &mut *mut Handle| unsafe { mlff_open_named(model.as_ptr(), CString::new(options).unwrap().as_ptr(), -1, h) };
    assert_eq!(named("cpu f64 f32", &mut h), MLFF_OK, "{}", last_error());
    assert!(unsafe { CStr::from_ptr(mlff_backend_name(h)) }.to_str().unwrap().contains("cpu (f32"));
    unsafe { mlff_close(h) };
    assert_eq!(named("cpu f16", &mut h), MLFF_ERR_INVALID);
    assert!(h.is_null());
    assert!(last_error().contains("'f16': expected a backend (auto, cpu, cuda, wgpu) or a precision"), "{}", last_error());
    assert_eq!(named("cpu bf16", &mut h), MLFF_ERR_INVALID);
    assert!(last_error().contains("tensor cores"), "{}", last_error());

    let h = open_cpu(1);
    assert!(unsafe { CStr::from_ptr(mlff_backend_name(h)) }.to_str().unwrap().contains("f32"));
    let sym = |s: &str| unsafe { mlff_atomic_number(CString::new(s).unwrap().as_ptr()) };
    assert_eq!((sym("O"), sym("Cl"), sym("Xx")), (8, 17, 0));
    assert_eq!(unsafe { (mlff_supports(h, 8), mlff_supports(h, 26)) }, (1, 0));
    let pos = [[0.0, 0.0, 0.0], [0.96, 0.0, 0.0], [-0.24, 0.93, 0.0]];
    let ok = compute(h, 3, &[8, 1, 1], &pos, 0.0).unwrap();
    assert!(ok.energy.is_finite());
    assert_eq!(handle_error(h), "");
    let (code, msg) = compute(h, 4, &[8, 1, 1], &pos, 0.0).unwrap_err();
    assert_eq!(code, MLFF_ERR_INVALID);
    assert!(msg.contains("nlocal"), "{msg}");
    // An element the model lacks, named.
    let (types, x) = ([1, 2, 2], [0.0, 0.0, 0.0, 0.96, 0.0, 0.0, -0.24, 0.93, 0.0]);
    let fe = [26, 1];
    let rc = unsafe { mlff_compute(h, 3, 3, types.as_ptr(), 2, fe.as_ptr(), x.as_ptr(), 0.0, ptr::null_mut(), ptr::null_mut(), ptr::null_mut(), ptr::null_mut()) };
    assert_eq!(rc, MLFF_ERR_SYSTEM);
    assert!(handle_error(h).contains("Fe"), "{}", handle_error(h));
    assert_eq!(handle_error(h), last_error());
    // A type outside 1..ntypes.
    let bad_types = [1, 3, 1];
    let rc = unsafe { mlff_compute(h, 3, 3, bad_types.as_ptr(), 2, [8, 1].as_ptr(), x.as_ptr(), 0.0, ptr::null_mut(), ptr::null_mut(), ptr::null_mut(), ptr::null_mut()) };
    assert_eq!(rc, MLFF_ERR_INVALID);
    assert!(handle_error(h).contains("type 3"), "{}", handle_error(h));
    // Non-finite positions.
    let nan = [f64::NAN, 0.0, 0.0, 0.96, 0.0, 0.0, -0.24, 0.93, 0.0];
    let rc = unsafe { mlff_compute(h, 3, 3, types.as_ptr(), 2, [8, 1].as_ptr(), nan.as_ptr(), 0.0, ptr::null_mut(), ptr::null_mut(), ptr::null_mut(), ptr::null_mut()) };
    assert_eq!(rc, MLFF_ERR_SYSTEM);
    // A NULL handle.
    let rc = unsafe { mlff_compute(ptr::null_mut(), 0, 0, ptr::null(), 1, [8].as_ptr(), ptr::null(), 0.0, ptr::null_mut(), ptr::null_mut(), ptr::null_mut(), ptr::null_mut()) };
    assert_eq!(rc, MLFF_ERR_INVALID);
    assert!(last_error().contains("handle is NULL"));
    unsafe { mlff_close(h) };
}

/// What a test's vote saw, and what it answers.
struct Ballot {
    seen: Vec<c_int>,
    answer: c_int,
}

unsafe extern "C" fn record_vote(ctx: *mut std::ffi::c_void, expired: c_int) -> c_int {
    let ballot = &mut *(ctx as *mut Ballot);
    ballot.seen.push(expired);
    ballot.answer
}

/// `mlff_set_list_vote`: each evaluation with a skin votes once, with 1 where the handle's list
/// has expired (the first call: there is none) and 0 where it holds; none without a skin or once
/// the vote is cleared. A vote for a rebuild leaves the results as they were.
#[test]
fn a_vote_is_asked_once_for_each_evaluation_with_a_skin() {
    let sys = cell_structure(8, 6);
    let (pos, _, numbers) = with_ghosts(&sys, 8.0);
    let h = open_cpu(0);
    let reference = compute(h, sys.len(), &numbers, &pos, 0.0).unwrap();
    let mut ballot = Ballot { seen: vec![], answer: 0 };
    let ctx = &mut ballot as *mut Ballot as *mut std::ffi::c_void;
    assert_eq!(unsafe { mlff_set_list_vote(h, Some(record_vote), ctx) }, MLFF_OK);
    for (skin, answer, seen) in [(0.5, 0, vec![1]), (0.5, 0, vec![0]), (0.0, 1, vec![]), (0.5, 1, vec![0]), (0.5, 0, vec![0])] {
        unsafe { (*ctx.cast::<Ballot>()).answer = answer };
        let out = compute(h, sys.len(), &numbers, &pos, skin).unwrap();
        assert_eq!(std::mem::take(unsafe { &mut (*ctx.cast::<Ballot>()).seen }), seen, "skin {skin}, answer {answer}");
        assert!((out.energy - reference.energy).abs() < 1e-10 * reference.energy.abs().max(1.0));
        assert!(out.f.iter().zip(&reference.f).all(|(a, b)| (a - b).abs() < 1e-10));
    }
    assert_eq!(unsafe { mlff_set_list_vote(h, None, ptr::null_mut()) }, MLFF_OK);
    compute(h, sys.len(), &numbers, &pos, 0.5).unwrap();
    assert!(unsafe { &(*ctx.cast::<Ballot>()).seen }.is_empty(), "a cleared vote was called");
    assert_eq!(unsafe { mlff_set_list_vote(ptr::null_mut(), None, ptr::null_mut()) }, MLFF_ERR_INVALID);
    assert!(last_error().contains("handle is NULL"), "{}", last_error());
    unsafe { mlff_close(h) };
}

#[test]
fn handles_are_independent_across_threads() {
    let sys = cell_structure(8, 5);
    let (pos, _, numbers) = with_ghosts(&sys, 8.0);
    let h0 = open_cpu(0);
    let reference = compute(h0, sys.len(), &numbers, &pos, 0.0).unwrap();
    let shared = h0 as usize;
    let results: Vec<(f64, Vec<f64>)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..4)
            .map(|t| {
                let (pos, numbers) = (&pos, &numbers);
                s.spawn(move || {
                    // Even threads share h0; odd ones open their own handle.
                    let h = if t % 2 == 0 { shared as *mut Handle } else { open_cpu(0) };
                    let out = compute(h, 8, numbers, pos, 0.0).unwrap();
                    if t % 2 == 1 {
                        unsafe { mlff_close(h) };
                    }
                    (out.energy, out.f)
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    for (e, f) in results {
        assert_eq!(e, reference.energy);
        assert_eq!(f, reference.f);
    }
    unsafe { mlff_close(h0) };
}

/// The GPU backends through the C ABI: a cell with its ghost shell, against the f64 CPU handle
/// (energy within 1e-5 relative, forces on every atom within 1e-4 relative RMS, virial within
/// 1e-4 of its largest component).
#[test]
fn gpu_backends_match_the_cpu_with_ghosts() {
    let model = CString::new(MODEL).unwrap();
    let sys = cell_structure(6, 9);
    let (pos, _, numbers) = with_ghosts(&sys, 8.0);
    let cpu = open_cpu(0);
    let want = compute(cpu, sys.len(), &numbers, &pos, 0.0).unwrap();
    unsafe { mlff_close(cpu) };
    for (backend, name) in [(2, "cuda"), (3, "wgpu")] {
        let mut h = ptr::null_mut();
        if unsafe { mlff_open(model.as_ptr(), backend, 0, 0, &mut h) } != MLFF_OK {
            println!("skipped: {name}: {}", last_error());
            continue;
        }
        let got = compute(h, sys.len(), &numbers, &pos, 0.0).unwrap();
        let e_err = (got.energy - want.energy).abs() / want.energy.abs().max(1.0);
        let rms = |v: &[f64]| (v.iter().map(|x| x * x).sum::<f64>() / v.len() as f64).sqrt();
        let diff: Vec<f64> = got.f.iter().zip(&want.f).map(|(a, b)| a - b).collect();
        let f_err = rms(&diff) / rms(&want.f).max(1.0);
        let w_scale = want.virial.iter().fold(1.0f64, |m, x| m.max(x.abs()));
        let w_err = got.virial.iter().zip(&want.virial).map(|(a, b)| (a - b).abs()).fold(0.0, f64::max) / w_scale;
        println!("{name}: energy {e_err:.1e}, forces {f_err:.1e}, virial {w_err:.1e}");
        assert!(e_err < 1e-5 && f_err < 1e-4 && w_err < 1e-4, "{name}: energy {e_err:e}, forces {f_err:e}, virial {w_err:e}");
        unsafe { mlff_close(h) };
    }
}

/// The handle under test and what its vote got back from calling into it.
struct Reentry {
    handle: *mut Handle,
    codes: Vec<c_int>,
}

unsafe extern "C" fn vote_calling_back(ctx: *mut std::ffi::c_void, _expired: c_int) -> c_int {
    let r = &mut *(ctx as *mut Reentry);
    let (types, x) = ([1, 2, 2], [0.0, 0.0, 0.0, 0.96, 0.0, 0.0, -0.24, 0.93, 0.0]);
    let mut e = 0.0;
    r.codes.push(mlff_supports(r.handle, 8));
    r.codes.push(mlff_compute(r.handle, 3, 3, types.as_ptr(), 2, [8, 1].as_ptr(), x.as_ptr(), 0.5, &mut e, ptr::null_mut(), ptr::null_mut(), ptr::null_mut()));
    r.codes.push(mlff_set_list_vote(r.handle, None, ptr::null_mut()));
    r.codes.push(mlff_set_min_distance(r.handle, 0.0));
    1
}

/// A list vote that calls back into its own handle gets an error code for each evaluation or
/// setter (and answers for the queries) instead of waiting for itself for ever; the evaluation
/// that asked for the vote completes.
#[test]
fn a_vote_calling_back_into_its_handle_gets_errors_not_a_deadlock() {
    let (done_tx, done_rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let h = open_cpu(0);
        let mut r = Reentry { handle: h, codes: vec![] };
        let ctx = &mut r as *mut Reentry as *mut std::ffi::c_void;
        assert_eq!(unsafe { mlff_set_list_vote(h, Some(vote_calling_back), ctx) }, MLFF_OK);
        let pos = [[0.0, 0.0, 0.0], [0.96, 0.0, 0.0], [-0.24, 0.93, 0.0]];
        let out = compute(h, 3, &[8, 1, 1], &pos, 0.5);
        let codes = std::mem::take(&mut unsafe { &mut *ctx.cast::<Reentry>() }.codes);
        let message = handle_error(h);
        assert_eq!(unsafe { mlff_set_list_vote(h, None, ptr::null_mut()) }, MLFF_OK);
        unsafe { mlff_close(h) };
        done_tx.send((out.map(|o| o.energy), codes, message)).unwrap();
    });
    let (energy, codes, message) = done_rx.recv_timeout(std::time::Duration::from_secs(60)).expect("the vote's call back into its handle hangs");
    assert!(energy.unwrap().is_finite());
    assert_eq!(codes, [1, MLFF_ERR_INVALID, MLFF_ERR_INVALID, MLFF_ERR_INVALID]);
    // The outer call succeeded: its message is the empty one.
    assert_eq!(message, "");
}

/// One atom in a cell a few tenths of an Å wide (f32 gave NaN with MLFF_OK), and two atoms
/// 0.01 Å apart (finite nonsense), are MLFF_ERR_SYSTEM with a message naming the atoms; the
/// minimum distance can be lowered per handle.
#[test]
fn atoms_closer_than_the_minimum_distance_are_refused() {
    for precision in [0, 1] {
        let h = open_cpu(precision);
        for a in [0.3, 0.35] {
            let cell = [a, 0.0, 0.0, 0.0, a, 0.0, 0.0, 0.0, a];
            let mut e = f64::NAN;
            let mut f = [0.0; 3];
            let rc = unsafe { mlff_compute_periodic(h, 1, [1].as_ptr(), 1, [1].as_ptr(), [0.0; 3].as_ptr(), cell.as_ptr(), 0.0, &mut e, ptr::null_mut(), f.as_mut_ptr(), ptr::null_mut()) };
            assert_eq!(rc, MLFF_ERR_SYSTEM, "precision {precision}, cell {a} Å: energy {e}");
            assert!(handle_error(h).contains("atom 0 (H) and its own periodic image"), "{}", handle_error(h));
        }
        let pos = [[0.0, 0.0, 0.0], [0.01, 0.0, 0.0], [-0.24, 0.93, 0.0]];
        let (code, msg) = compute(h, 3, &[8, 1, 1], &pos, 0.0).unwrap_err();
        assert_eq!(code, MLFF_ERR_SYSTEM);
        assert!(msg.contains("atoms 0 (O) and 1 (H) are 0.0100 Å apart"), "{msg}");
        assert_eq!(unsafe { mlff_set_min_distance(h, -1.0) }, MLFF_ERR_INVALID);
        assert_eq!(unsafe { mlff_set_min_distance(h, 0.0) }, MLFF_OK);
        assert!(compute(h, 3, &[8, 1, 1], &pos, 0.0).unwrap().energy.is_finite());
        unsafe { mlff_close(h) };
    }
    assert_eq!(unsafe { mlff_set_min_distance(ptr::null_mut(), 0.5) }, MLFF_ERR_INVALID);
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    /// Random small structures of H C N O in random cells (or none), positions anywhere from
    /// on top of each other to far apart, NaN now and then, some ghosts: every call either
    /// succeeds with finite results or returns an error code with a message, and a success
    /// matches the library's f64 result.
    fn structure() -> impl Strategy<Value = (Vec<u32>, Vec<[f64; 3]>, Option<[f64; 9]>, usize)> {
        let atom = (prop::sample::select(vec![1u32, 6, 7, 8]), prop::array::uniform3(prop_oneof![-6.0..6.0f64, -0.3..0.3f64, Just(f64::NAN), Just(0.0)]));
        let cell = prop::option::of(prop::array::uniform9(prop_oneof![4 => 2.0..9.0f64, 2 => -1.5..1.5f64, 1 => 0.0..0.6f64]));
        (prop::collection::vec(atom, 0..7), cell, 0usize..4).prop_map(|(atoms, cell, ghosts)| {
            let (numbers, positions): (Vec<u32>, Vec<[f64; 3]>) = atoms.into_iter().unzip();
            let nlocal = positions.len().saturating_sub(ghosts);
            (numbers, positions, cell.map(|mut c| {
                // Lower-triangular, as LAMMPS keeps boxes.
                c[1] = 0.0;
                c[2] = 0.0;
                c[5] = 0.0;
                c
            }), nlocal)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(96), ..ProptestConfig::default() })]
        #[test]
        fn every_call_is_a_finite_result_or_an_error((numbers, positions, cell, nlocal) in structure(), precision in 0..2i32) {
            thread_local! {
                static HANDLES: [*mut Handle; 2] = [open_cpu(0), open_cpu(1)];
                static REFERENCE: std::cell::RefCell<Calculator<CpuBackend<f64>>> = std::cell::RefCell::new({
                    let model = Model::load(MODEL).unwrap();
                    Calculator::new(model.clone(), CpuBackend::<f64>::new(&model))
                });
            }
            // Outcome classes, printed every 10 000 cases of a long run (PROPTEST_CASES).
            static COUNTS: [std::sync::atomic::AtomicU64; 2] = [const { std::sync::atomic::AtomicU64::new(0) }; 2];
            let h = HANDLES.with(|h| h[precision as usize]);
            let type_numbers = [1, 6, 7, 8];
            let types: Vec<c_int> = numbers.iter().map(|z| type_numbers.iter().position(|t| *t == *z as c_int).unwrap() as c_int + 1).collect();
            let x: Vec<f64> = positions.iter().flatten().copied().collect();
            let n = positions.len();
            let (mut e, mut eatom, mut f, mut virial) = (f64::NAN, vec![f64::NAN; n], vec![f64::NAN; 3 * n], [f64::NAN; 6]);
            let rc = unsafe {
                match cell {
                    Some(c) => mlff_compute_cell(h, nlocal as c_int, n as c_int, types.as_ptr(), 4, type_numbers.as_ptr(), x.as_ptr(), c.as_ptr(), [1, 1, 1].as_ptr(), 0.3, &mut e, eatom.as_mut_ptr(), f.as_mut_ptr(), virial.as_mut_ptr()),
                    None => mlff_compute(h, nlocal as c_int, n as c_int, types.as_ptr(), 4, type_numbers.as_ptr(), x.as_ptr(), 0.3, &mut e, eatom.as_mut_ptr(), f.as_mut_ptr(), virial.as_mut_ptr()),
                }
            };
            let total: u64 = COUNTS.iter().map(|c| c.load(std::sync::atomic::Ordering::Relaxed)).sum::<u64>() + 1;
            COUNTS[(rc != MLFF_OK) as usize].fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            if total % 10_000 == 0 {
                eprintln!("{total} cases: {} finite results, {} errors", COUNTS[0].load(std::sync::atomic::Ordering::Relaxed), COUNTS[1].load(std::sync::atomic::Ordering::Relaxed));
            }
            if rc == MLFF_OK {
                prop_assert!(e.is_finite() && eatom[..nlocal].iter().chain(&f).chain(&virial).all(|v| v.is_finite()), "MLFF_OK with E = {e}");
                if precision == 0 {
                    // The library's own evaluation of the same atoms.
                    let sys = match cell {
                        Some(c) => System::periodic(numbers.clone(), positions.clone(), [[c[0], c[1], c[2]], [c[3], c[4], c[5]], [c[6], c[7], c[8]]], [true; 3]),
                        None => System::molecule(numbers.clone(), positions.clone()),
                    };
                    let want = REFERENCE.with(|c| c.borrow_mut().compute_local(&Batch::new(vec![sys]).unwrap(), Request::default(), &[nlocal], 0.0)).unwrap();
                    prop_assert!((want.energy[0] - e).abs() <= 1e-9 * e.abs().max(1.0), "{} vs {e}", want.energy[0]);
                }
            } else {
                prop_assert!([MLFF_ERR_INVALID, MLFF_ERR_SYSTEM].contains(&rc), "code {rc}: {}", handle_error(h));
                prop_assert!(!handle_error(h).is_empty());
            }
        }
    }
}
