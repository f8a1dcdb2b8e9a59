//! The GPU neighbour list (wgpu runtime) against an f64 brute force written here (every pair,
//! every image in range): molecules, orthorhombic and triclinic cells, partial periodicity,
//! cells thinner than the cutoff, atoms outside the cell, mixed batches with empty and one-atom
//! systems; edge sets, order, shift vectors and reverse indices, with every output buffer
//! poisoned first. Plus the 12 288-atom water box count and the error paths.
//!
//! Every test body is generic over the runtime and runs in the `wgpu` module and, where a CUDA
//! device exists, in the `cuda` module. Without a wgpu adapter the wgpu tests print
//! `skipped: no wgpu adapter` and pass, unless `MLFF_REQUIRE_WGPU=1`.
use cubecl::cuda::{CudaDevice, CudaRuntime};
use cubecl::prelude::*;
use cubecl::server::Handle;
use cubecl::wgpu::{WgpuDevice, WgpuRuntime};
use mlff_kernels::neighbor_list::{
    neighbor_list, neighbor_list_with, NeighborListError, NeighborListOptions, SystemGeometry,
};
use mlff_kernels::small_list::{self, small_list_on, Build, SmallList, SmallPlan, SmallStatus};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn wgpu_client() -> Option<ComputeClient<WgpuRuntime>> {
    let got = std::panic::catch_unwind(|| WgpuRuntime::client(&WgpuDevice::DefaultDevice));
    match got {
        Ok(c) => Some(c),
        Err(_) => {
            if std::env::var("MLFF_REQUIRE_WGPU").as_deref() == Ok("1") {
                panic!("MLFF_REQUIRE_WGPU=1 but no wgpu adapter");
            }
            println!("skipped: no wgpu adapter");
            None
        }
    }
}

/// The same suite on CUDA where a device is present (`MLFF_REQUIRE_CUDA=1` makes its absence
/// an error).
fn cuda_client() -> Option<ComputeClient<CudaRuntime>> {
    let require = std::env::var("MLFF_REQUIRE_CUDA").as_deref() == Ok("1");
    if !require && !std::path::Path::new("/proc/driver/nvidia/version").exists() {
        println!("skipped: no CUDA device");
        return None;
    }
    let got = std::panic::catch_unwind(|| CudaRuntime::client(&CudaDevice::new(0)));
    match got {
        Ok(c) => Some(c),
        Err(_) => {
            if require {
                panic!("MLFF_REQUIRE_CUDA=1 but no CUDA device");
            }
            println!("skipped: no CUDA device");
            None
        }
    }
}

/// One test module per runtime, running the generic test bodies below.
macro_rules! runtime_suite {
    ($module:ident, $client:expr, $($name:ident),*) => {
        mod $module {
            $(
                #[test]
                fn $name() {
                    if let Some(client) = $client {
                        super::$name(&client);
                    }
                }
            )*
        }
    };
}

runtime_suite!(
    wgpu,
    super::wgpu_client(),
    single_systems_match_brute_force,
    mixed_batch_matches_brute_force,
    one_atom_and_empty_batches,
    benzene_batch_systems_never_connect,
    water_box_12288_atoms,
    water_box_41472_atoms,
    errors_name_the_system_and_atoms,
    exclusive_scan_matches_host,
    small_list_matches_the_cell_list,
    small_list_overflow_skin_and_errors,
    padded_list_matches_the_packed_list
);
runtime_suite!(
    cuda,
    super::cuda_client(),
    single_systems_match_brute_force,
    mixed_batch_matches_brute_force,
    one_atom_and_empty_batches,
    benzene_batch_systems_never_connect,
    water_box_12288_atoms,
    water_box_41472_atoms,
    errors_name_the_system_and_atoms,
    exclusive_scan_matches_host,
    small_list_matches_the_cell_list,
    small_list_overflow_skin_and_errors,
    padded_list_matches_the_packed_list
);

/// One system of a test batch: f32 positions (the reference reads them as f64).
#[derive(Clone, Debug)]
struct Sys {
    pos: Vec<[f32; 3]>,
    cell: Option<[[f64; 3]; 3]>,
    pbc: [bool; 3],
}

/// Reference edge: (j, S, r_ij) in f64.
type Edge = (u32, [i32; 3], [f64; 3]);

fn dot(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn cross(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

fn norm(a: [f64; 3]) -> f64 {
    dot(a, a).sqrt()
}

/// Fractional-coordinate columns of the periodic directions (rows of the inverse basis) and
/// their plane spacings: col_d · r = s_d with a·col_a = 1 and col_a ⊥ the other basis vectors.
fn periodic_frame(cell: &[[f64; 3]; 3], pbc: [bool; 3]) -> ([[f64; 3]; 3], [f64; 3]) {
    // basis: periodic rows, completed by Gram–Schmidt on the Cartesian axes
    let mut basis: Vec<[f64; 3]> = (0..3).filter(|&d| pbc[d]).map(|d| cell[d]).collect();
    let mut ortho: Vec<[f64; 3]> = Vec::new();
    for b in &basis {
        let mut v = *b;
        for o in &ortho {
            let p = dot(v, *o);
            v = [v[0] - p * o[0], v[1] - p * o[1], v[2] - p * o[2]];
        }
        let n = norm(v);
        ortho.push([v[0] / n, v[1] / n, v[2] / n]);
    }
    let mut completion = Vec::new();
    for e in [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]] {
        if ortho.len() == 3 {
            break;
        }
        let mut v = e;
        for o in &ortho {
            let p = dot(v, *o);
            v = [v[0] - p * o[0], v[1] - p * o[1], v[2] - p * o[2]];
        }
        let n = norm(v);
        if n > 0.3 {
            let u = [v[0] / n, v[1] / n, v[2] / n];
            ortho.push(u);
            completion.push(u);
        }
    }
    basis.extend(completion);
    // dual basis: col_k = (b_{k+1} × b_{k+2}) / det
    let m = [basis[0], basis[1], basis[2]];
    let det = dot(m[0], cross(m[1], m[2]));
    let dual: [[f64; 3]; 3] = std::array::from_fn(|k| {
        let c = cross(m[(k + 1) % 3], m[(k + 2) % 3]);
        [c[0] / det, c[1] / det, c[2] / det]
    });
    let mut cols = [[0.0; 3]; 3];
    let mut spacing = [f64::INFINITY; 3];
    let mut k = 0;
    for d in 0..3 {
        if pbc[d] {
            cols[d] = dual[k];
            spacing[d] = 1.0 / norm(dual[k]);
            k += 1;
        }
    }
    (cols, spacing)
}

/// All (j, S) with |r_ij| < rc for every receiver of one system, sorted by (j, S).
fn brute_force(sys: &Sys, rc: f64) -> Vec<Vec<Edge>> {
    let n = sys.pos.len();
    let pbc = if sys.cell.is_some() { sys.pbc } else { [false; 3] };
    let cell = sys.cell.unwrap_or([[0.0; 3]; 3]);
    let (cols, spacing) = periodic_frame(&cell, pbc);
    let p: Vec<[f64; 3]> = sys
        .pos
        .iter()
        .map(|r| [r[0] as f64, r[1] as f64, r[2] as f64])
        .collect();
    let mut rows = vec![Vec::new(); n];
    for i in 0..n {
        for j in 0..n {
            let mut lo = [0i64; 3];
            let mut hi = [0i64; 3];
            for d in 0..3 {
                if pbc[d] {
                    let ds = dot(cols[d], p[j]) - dot(cols[d], p[i]);
                    let reach = rc / spacing[d];
                    lo[d] = (-ds - reach).floor() as i64 - 1;
                    hi[d] = (-ds + reach).ceil() as i64 + 1;
                }
            }
            for s0 in lo[0]..=hi[0] {
                for s1 in lo[1]..=hi[1] {
                    for s2 in lo[2]..=hi[2] {
                        let s = [s0 as i32, s1 as i32, s2 as i32];
                        if i == j && s == [0; 3] {
                            continue;
                        }
                        let r: [f64; 3] = std::array::from_fn(|k| {
                            (p[j][k] - p[i][k])
                                + (s0 as f64 * cell[0][k] + s1 as f64 * cell[1][k] + s2 as f64 * cell[2][k])
                        });
                        if norm(r) < rc {
                            rows[i].push((j as u32, s, r));
                        }
                    }
                }
            }
        }
    }
    rows
}

/// The GPU list read back.
struct HostList {
    row_ptr: Vec<u32>,
    receivers: Vec<u32>,
    senders: Vec<u32>,
    shifts: Vec<[f32; 3]>,
    reverse: Vec<u32>,
}

fn upload<R: Runtime>(client: &ComputeClient<R>, systems: &[Sys]) -> (Handle, Vec<SystemGeometry>) {
    let mut flat: Vec<f32> = Vec::new();
    let mut geo = Vec::new();
    for s in systems {
        let start = flat.len() / 3;
        flat.extend(s.pos.iter().flatten());
        geo.push(SystemGeometry {
            start,
            end: flat.len() / 3,
            cell: s.cell,
            pbc: s.pbc,
        });
    }
    if flat.is_empty() {
        flat.push(0.0);
    }
    (client.create_from_slice(f32::as_bytes(&flat)), geo)
}

fn run<R: Runtime>(
    client: &ComputeClient<R>,
    systems: &[Sys],
    rc: f64,
    hint: Option<usize>,
) -> Result<HostList, NeighborListError> {
    let (pos, geo) = upload(client, systems);
    let nl = neighbor_list_with(
        client,
        &pos,
        &geo,
        rc,
        &NeighborListOptions {
            capacity_hint: hint,
            poison: true,
        },
    )?;
    let e = nl.n_edges;
    let b = client.read(vec![nl.row_ptr, nl.receivers, nl.senders, nl.shifts, nl.reverse]);
    let u = |k: usize, len: usize| u32::from_bytes(&b[k])[..len].to_vec();
    let sh = f32::from_bytes(&b[3]);
    Ok(HostList {
        row_ptr: u(0, nl.n_atoms + 1),
        receivers: u(1, e),
        senders: u(2, e),
        shifts: (0..e).map(|k| [sh[3 * k], sh[3 * k + 1], sh[3 * k + 2]]).collect(),
        reverse: u(4, e),
    })
}

/// Structural checks: CSR, receivers, finite shifts (poison shows as NaN / 0xFFFFFFFF), and the
/// reverse index (an involution onto (j, i, −shift), exactly).
fn check_structure(l: &HostList, n_atoms: usize) {
    assert_eq!(l.row_ptr.len(), n_atoms + 1);
    assert_eq!(l.row_ptr[0], 0);
    let e = l.senders.len();
    assert_eq!(l.row_ptr[n_atoms] as usize, e);
    for i in 0..n_atoms {
        assert!(l.row_ptr[i] <= l.row_ptr[i + 1], "row_ptr not monotonic at {i}");
        for k in l.row_ptr[i]..l.row_ptr[i + 1] {
            assert_eq!(l.receivers[k as usize], i as u32, "receiver of edge {k}");
        }
    }
    for k in 0..e {
        let (i, j, r) = (l.receivers[k], l.senders[k], l.reverse[k] as usize);
        assert!((j as usize) < n_atoms, "edge {k}: sender {j}");
        assert!(
            l.shifts[k].iter().all(|x| x.is_finite()),
            "edge {k}: shift {:?}",
            l.shifts[k]
        );
        assert!(r < e, "edge {k}: reverse {r}");
        assert_eq!(l.reverse[r] as usize, k, "reverse of reverse of {k}");
        assert_eq!((l.receivers[r], l.senders[r]), (j, i), "reverse of {k}");
        for d in 0..3 {
            assert_eq!(l.shifts[r][d], -l.shifts[k][d], "edge {k}: reverse shift (exactly)");
        }
    }
}

/// Compare with the brute force: per row, the same (j, S·cell) in the same order, shifts to
/// 1e-5 (relative to max(|S·cell|, 1)). Pairs within `TOL` of the cutoff may go either way in
/// f32 and are left out of both sides.
fn check_against_reference(l: &HostList, systems: &[Sys], rc: f64) {
    const TOL: f64 = 5e-5;
    let n_atoms: usize = systems.iter().map(|s| s.pos.len()).sum();
    check_structure(l, n_atoms);
    let mut base = 0usize;
    let mut compared = 0usize;
    for (si, sys) in systems.iter().enumerate() {
        let cell = sys.cell.unwrap_or([[0.0; 3]; 3]);
        let reference = brute_force(sys, rc);
        for (li, row) in reference.iter().enumerate() {
            let i = base + li;
            let want: Vec<&Edge> = row.iter().filter(|e| (norm(e.2) - rc).abs() >= TOL).collect();
            let got: Vec<usize> = (l.row_ptr[i] as usize..l.row_ptr[i + 1] as usize)
                .filter(|&k| {
                    let j = l.senders[k] as usize;
                    assert!(
                        j >= base && j < base + sys.pos.len(),
                        "system {si}: edge {k} leaves the system"
                    );
                    let r: [f64; 3] = std::array::from_fn(|d| {
                        (sys.pos[j - base][d] as f64 - sys.pos[li][d] as f64) + l.shifts[k][d] as f64
                    });
                    (norm(r) - rc).abs() >= TOL
                })
                .collect();
            assert_eq!(
                got.len(),
                want.len(),
                "system {si} atom {li}: {} edges, brute force {} (got {:?}, want {:?})",
                got.len(),
                want.len(),
                got.iter()
                    .map(|&k| (l.senders[k] as usize - base, l.shifts[k]))
                    .collect::<Vec<_>>(),
                want.iter().map(|e| (e.0, e.1)).collect::<Vec<_>>()
            );
            for (&k, e) in got.iter().zip(&want) {
                assert_eq!(
                    l.senders[k] as usize - base,
                    e.0 as usize,
                    "system {si} atom {li}: sender order"
                );
                let sv: [f64; 3] = std::array::from_fn(|d| {
                    e.1[0] as f64 * cell[0][d] + e.1[1] as f64 * cell[1][d] + e.1[2] as f64 * cell[2][d]
                });
                let scale = norm(sv).max(1.0);
                for d in 0..3 {
                    assert!(
                        (l.shifts[k][d] as f64 - sv[d]).abs() <= 1e-5 * scale,
                        "system {si} atom {li} edge to {} shift {:?}: got {:?} want {:?}",
                        e.0,
                        e.1,
                        l.shifts[k],
                        sv
                    );
                }
            }
            compared += want.len();
        }
        base += sys.pos.len();
    }
    assert_eq!(base, n_atoms);
    let _ = compared;
}

// ------------------------------------------------------------------------------------------
// random systems

fn rotation(rng: &mut StdRng) -> [[f64; 3]; 3] {
    // random unit quaternion
    let q: [f64; 4] = loop {
        let q = [
            rng.gen_range(-1.0..1.0),
            rng.gen_range(-1.0..1.0),
            rng.gen_range(-1.0..1.0),
            rng.gen_range(-1.0..1.0f64),
        ];
        let n = (q.iter().map(|x| x * x).sum::<f64>()).sqrt();
        if n > 0.2 && n < 1.0 {
            break q.map(|x| x / n);
        }
    };
    let [w, x, y, z] = q;
    [
        [
            1.0 - 2.0 * (y * y + z * z),
            2.0 * (x * y - z * w),
            2.0 * (x * z + y * w),
        ],
        [
            2.0 * (x * y + z * w),
            1.0 - 2.0 * (x * x + z * z),
            2.0 * (y * z - x * w),
        ],
        [
            2.0 * (x * z - y * w),
            2.0 * (y * z + x * w),
            1.0 - 2.0 * (x * x + y * y),
        ],
    ]
}

fn rotate(m: &[[f64; 3]; 3], v: [f64; 3]) -> [f64; 3] {
    std::array::from_fn(|k| dot(m[k], v))
}

/// `n` atoms at random fractional positions (periodic directions in [0, 1) plus a random image
/// offset in −`outside`..=`outside`; non-periodic directions in [−0.3, 1.3)), at least `dmin` Å
/// from each other and from each other's images.
fn random_system(rng: &mut StdRng, n: usize, cell: [[f64; 3]; 3], pbc: [bool; 3], outside: i32, dmin: f64) -> Sys {
    let mut sys = Sys {
        pos: Vec::new(),
        cell: Some(cell),
        pbc,
    };
    let mut tries = 0;
    while sys.pos.len() < n {
        tries += 1;
        assert!(tries < 100 * n + 1000, "could not place {n} atoms");
        let f: [f64; 3] = std::array::from_fn(|d| {
            if pbc[d] {
                rng.gen_range(0.0..1.0) + rng.gen_range(-outside..=outside) as f64
            } else {
                rng.gen_range(-0.3..1.3)
            }
        });
        let r: [f32; 3] = std::array::from_fn(|k| (f[0] * cell[0][k] + f[1] * cell[1][k] + f[2] * cell[2][k]) as f32);
        let mut trial = sys.clone();
        trial.pos.push(r);
        let close = brute_force(&trial, dmin).iter().any(|row| !row.is_empty());
        if !close {
            sys = trial;
        }
    }
    sys
}

fn random_molecule(rng: &mut StdRng, n: usize, size: f64, dmin: f64) -> Sys {
    let mut sys = random_system(
        rng,
        n,
        [[size, 0.0, 0.0], [0.0, size, 0.0], [0.0, 0.0, size]],
        [false; 3],
        0,
        dmin,
    );
    sys.cell = None;
    sys
}

fn triclinic(rng: &mut StdRng, lengths: [f64; 3], skew: f64) -> [[f64; 3]; 3] {
    let rot = rotation(rng);
    let a = [lengths[0], 0.0, 0.0];
    let b = [skew * rng.gen_range(-1.0..1.0) * lengths[1], lengths[1], 0.0];
    let c = [
        skew * rng.gen_range(-1.0..1.0) * lengths[2],
        skew * rng.gen_range(-1.0..1.0) * lengths[2],
        lengths[2],
    ];
    [rotate(&rot, a), rotate(&rot, b), rotate(&rot, c)]
}

fn diag(a: f64, b: f64, c: f64) -> [[f64; 3]; 3] {
    [[a, 0.0, 0.0], [0.0, b, 0.0], [0.0, 0.0, c]]
}

/// A zoo of systems: every kind of geometry the list must handle.
fn zoo(rng: &mut StdRng) -> Vec<Sys> {
    let mut v = vec![random_molecule(rng, 25, 8.0, 0.7), random_molecule(rng, 1, 1.0, 0.7)];
    v.push(random_system(rng, 40, diag(7.0, 8.0, 9.5), [true; 3], 2, 0.7));
    v.push(random_system(rng, 12, diag(3.1, 4.0, 5.0), [true; 3], 1, 0.7));
    let c = triclinic(rng, [6.0, 5.5, 6.2], 0.4);
    v.push(random_system(rng, 30, c, [true; 3], 2, 0.7));
    let c = triclinic(rng, [5.0, 6.0, 4.5], 0.4);
    v.push(random_system(rng, 20, c, [true, false, true], 1, 0.7));
    let c = triclinic(rng, [7.0, 6.0, 3.0], 0.3);
    v.push(random_system(rng, 15, c, [false, false, true], 3, 0.7));
    let c = triclinic(rng, [4.0, 5.0, 6.0], 0.3);
    v.push(random_system(rng, 18, c, [true, true, false], 1, 0.7));
    let c = triclinic(rng, [1.7, 1.9, 2.1], 0.5);
    v.push(random_system(rng, 1, c, [true; 3], 4, 0.7));
    let c = triclinic(rng, [2.2, 2.4, 2.3], 0.2);
    v.push(random_system(rng, 3, c, [true; 3], 1, 0.7));
    let c = triclinic(rng, [6.0, 6.0, 6.0], 0.3);
    v.push(random_system(rng, 10, c, [false; 3], 0, 0.7)); // a cell without periodicity
    let c = triclinic(rng, [5.0, 2.5, 5.0], 0.3);
    v.push(random_system(rng, 6, c, [false, true, false], 2, 0.7));
    // dilute: more bins wanted than max(2n, 27), the plan halves them
    v.push(random_molecule(rng, 6, 60.0, 0.7));
    let c = triclinic(rng, [40.0, 35.0, 30.0], 0.2);
    v.push(random_system(rng, 5, c, [true; 3], 1, 0.7));
    v
}

// ------------------------------------------------------------------------------------------
// tests

fn single_systems_match_brute_force<R: Runtime>(client: &ComputeClient<R>) {
    let mut rng = StdRng::seed_from_u64(7);
    for round in 0..2 {
        for (k, sys) in zoo(&mut rng).into_iter().enumerate() {
            let rc = [3.0, 3.7, 4.4][(round + k) % 3];
            let l = run(client, std::slice::from_ref(&sys), rc, None).unwrap();
            check_against_reference(&l, std::slice::from_ref(&sys), rc);
        }
    }
}

fn mixed_batch_matches_brute_force<R: Runtime>(client: &ComputeClient<R>) {
    let mut rng = StdRng::seed_from_u64(11);
    let empty = Sys {
        pos: vec![],
        cell: None,
        pbc: [false; 3],
    };
    let mut batch = vec![empty.clone()];
    for (k, s) in zoo(&mut rng).into_iter().enumerate() {
        batch.push(s);
        if k == 5 {
            batch.push(empty.clone());
            batch.push(Sys {
                pos: vec![],
                cell: Some(diag(3.0, 3.0, 3.0)),
                pbc: [true; 3],
            });
        }
    }
    batch.push(empty);
    let rc = 3.7;
    let l = run(client, &batch, rc, None).unwrap();
    check_against_reference(&l, &batch, rc);
    // a capacity hint too small and one generous give the same list
    for hint in [Some(3), Some(4 * l.senders.len())] {
        let m = run(client, &batch, rc, hint).unwrap();
        assert_eq!(m.row_ptr, l.row_ptr);
        assert_eq!(m.senders, l.senders);
        assert_eq!(m.reverse, l.reverse);
        assert_eq!(
            m.shifts.iter().flatten().map(|x| x.to_bits()).collect::<Vec<_>>(),
            l.shifts.iter().flatten().map(|x| x.to_bits()).collect::<Vec<_>>()
        );
    }
}

fn one_atom_and_empty_batches<R: Runtime>(client: &ComputeClient<R>) {
    let one = Sys {
        pos: vec![[0.3, -0.2, 0.1]],
        cell: None,
        pbc: [false; 3],
    };
    let l = run(client, std::slice::from_ref(&one), 5.0, None).unwrap();
    assert_eq!(l.row_ptr, vec![0, 0]);
    // simple cubic a = 1 Å, cutoff 1.5: 6 faces + 12 edges = 18 images of itself
    let sc = Sys {
        pos: vec![[0.3, 0.2, 0.1]],
        cell: Some(diag(1.0, 1.0, 1.0)),
        pbc: [true; 3],
    };
    let l = run(client, std::slice::from_ref(&sc), 1.5, None).unwrap();
    assert_eq!(l.senders.len(), 18);
    check_against_reference(&l, std::slice::from_ref(&sc), 1.5);
    // no atoms at all
    let empty = Sys {
        pos: vec![],
        cell: None,
        pbc: [false; 3],
    };
    let l = run(client, &[empty.clone(), empty], 5.0, None).unwrap();
    assert_eq!(l.row_ptr, vec![0]);
    assert!(l.senders.is_empty());
    let l = run(client, &[], 5.0, None).unwrap();
    assert_eq!(l.row_ptr, vec![0]);
}

/// Benzene, 12 atoms; every pair is closer than 5 Å.
fn benzene() -> Vec<[f32; 3]> {
    let mut p = Vec::new();
    for k in 0..6 {
        let t = k as f64 * std::f64::consts::PI / 3.0;
        p.push([(1.39 * t.cos()) as f32, (1.39 * t.sin()) as f32, 0.0]);
        p.push([(2.47 * t.cos()) as f32, (2.47 * t.sin()) as f32, 0.0]);
    }
    p
}

fn benzene_batch_systems_never_connect<R: Runtime>(client: &ComputeClient<R>) {
    let mut rng = StdRng::seed_from_u64(3);
    // 1024 copies, all on top of each other (slightly moved): systems must not see each other
    let batch: Vec<Sys> = (0..1024)
        .map(|_| {
            let d: [f32; 3] = std::array::from_fn(|_| rng.gen_range(-0.5..0.5f32));
            Sys {
                pos: benzene()
                    .iter()
                    .map(|r| [r[0] + d[0], r[1] + d[1], r[2] + d[2]])
                    .collect(),
                cell: None,
                pbc: [false; 3],
            }
        })
        .collect();
    let l = run(client, &batch, 5.0, None).unwrap();
    assert_eq!(l.senders.len(), 1024 * 132);
    check_against_reference(&l, &batch, 5.0);
}

/// water_box(n) of the schnetpack anchor: a = 3.104 Å per molecule, +0.5 Å offset.
fn water_box(n: usize) -> Sys {
    let a = 3.104f64;
    let base = [[0.0, 0.0, 0.0], [0.757, 0.586, 0.0], [-0.757, 0.586, 0.0]];
    let mut pos = Vec::new();
    for i in 0..n {
        for j in 0..n {
            for k in 0..n {
                for b in base {
                    pos.push([
                        (b[0] + i as f64 * a + 0.5) as f32,
                        (b[1] + j as f64 * a + 0.5) as f32,
                        (b[2] + k as f64 * a + 0.5) as f32,
                    ]);
                }
            }
        }
    }
    let l = n as f64 * a;
    Sys {
        pos,
        cell: Some(diag(l, l, l)),
        pbc: [true; 3],
    }
}

/// Rows of a few receivers of a large periodic system against a direct search (images −1..=1).
fn check_sampled_rows(l: &HostList, sys: &Sys, rc: f64, samples: usize) {
    let cell = sys.cell.unwrap();
    let n = sys.pos.len();
    let p = |a: usize| sys.pos[a].map(|x| x as f64);
    for t in 0..samples {
        let i = (t * 7919) % n;
        let mut want = Vec::new();
        for j in 0..n {
            for s0 in -1..=1 {
                for s1 in -1..=1 {
                    for s2 in -1..=1 {
                        if i == j && [s0, s1, s2] == [0; 3] {
                            continue;
                        }
                        let r: [f64; 3] = std::array::from_fn(|k| {
                            (p(j)[k] - p(i)[k])
                                + (s0 as f64 * cell[0][k] + s1 as f64 * cell[1][k] + s2 as f64 * cell[2][k])
                        });
                        if (norm(r) - rc).abs() < 5e-5 {
                            panic!("sampled pair too close to the cutoff for an exact comparison");
                        }
                        if norm(r) < rc {
                            want.push((j as u32, [s0, s1, s2]));
                        }
                    }
                }
            }
        }
        let got: Vec<u32> = l.senders[l.row_ptr[i] as usize..l.row_ptr[i + 1] as usize].to_vec();
        assert_eq!(got, want.iter().map(|w| w.0).collect::<Vec<_>>(), "row {i}");
    }
}

fn water_box_12288_atoms<R: Runtime>(client: &ComputeClient<R>) {
    let sys = water_box(16);
    let (pos, geo) = upload(client, std::slice::from_ref(&sys));
    // warm-up (shader compilation), then time calls (printed, not asserted): the median of
    // several where a call is fast (a GPU), one on a software rasteriser
    neighbor_list(client, &pos, &geo, 5.0, None).unwrap();
    let time = |hint: Option<usize>| {
        let mut ms = Vec::new();
        let mut launches = 0;
        let mut edges = 0;
        while ms.len() < 25 {
            let t = std::time::Instant::now();
            let nl = neighbor_list(client, &pos, &geo, 5.0, hint).unwrap();
            ms.push(t.elapsed().as_secs_f64() * 1e3);
            (launches, edges) = (nl.launches, nl.n_edges);
            if ms[0] > 50.0 {
                break;
            }
        }
        ms.sort_by(f64::total_cmp);
        (ms[ms.len() / 2], ms.len(), launches, edges)
    };
    let (plain, reps, launches, e) = time(None);
    let (with_hint, _, hinted_launches, hinted_edges) = time(Some(e));
    println!(
        "water box 12288 atoms, {e} edges: {plain:.2} ms ({launches} launches, median of {reps}), with capacity hint {with_hint:.2} ms ({hinted_launches} launches)"
    );
    assert_eq!(e, 712_704);
    assert_eq!(hinted_edges, e);
    let l = run(client, std::slice::from_ref(&sys), 5.0, None).unwrap();
    check_structure(&l, sys.pos.len());
    check_sampled_rows(&l, &sys, 5.0, 24);
}

fn water_box_41472_atoms<R: Runtime>(client: &ComputeClient<R>) {
    let sys = water_box(24);
    let t = std::time::Instant::now();
    let l = run(client, std::slice::from_ref(&sys), 5.0, None).unwrap();
    println!(
        "water box 41472 atoms: {} edges, {:.1} ms (first call, poisoned buffers)",
        l.senders.len(),
        t.elapsed().as_secs_f64() * 1e3
    );
    assert_eq!(l.senders.len(), 2_405_376);
    check_structure(&l, sys.pos.len());
    check_sampled_rows(&l, &sys, 5.0, 4);
}

fn errors_name_the_system_and_atoms<R: Runtime>(client: &ComputeClient<R>) {
    let ok = Sys {
        pos: vec![[0.0; 3], [1.0, 0.0, 0.0]],
        cell: None,
        pbc: [false; 3],
    };
    // two atoms on the same spot
    let dup = Sys {
        pos: vec![[0.0; 3], [1.0, 0.0, 0.0], [1.0, 0.0, 0.00005]],
        cell: None,
        pbc: [false; 3],
    };
    match run(client, &[ok.clone(), dup], 3.0, None) {
        Err(
            e @ NeighborListError::DuplicateAtoms {
                system: 1,
                i: 1,
                j: 2,
                shift: [0, 0, 0],
                ..
            },
        ) => {
            assert!(e.to_string().contains("structure 1: atoms 1 and 2"), "{e}");
        }
        other => panic!("expected a duplicate-atom error, got {:?}", other.err()),
    }
    // an atom on the periodic image of another
    let img = Sys {
        pos: vec![[0.5, 0.5, 0.5], [4.5, 0.5, 0.5]],
        cell: Some(diag(4.0, 4.0, 4.0)),
        pbc: [true; 3],
    };
    match run(client, &[img], 3.0, Some(10)) {
        Err(NeighborListError::DuplicateAtoms {
            system: 0,
            i: 0,
            j: 1,
            shift: [-1, 0, 0],
            ..
        }) => {}
        other => panic!("expected a duplicate-atom error, got {:?}", other.err()),
    }
    // NaN position
    let nan = Sys {
        pos: vec![[0.0; 3], [f32::NAN, 0.0, 0.0]],
        cell: None,
        pbc: [false; 3],
    };
    assert!(matches!(
        run(client, &[ok.clone(), nan], 3.0, None),
        Err(NeighborListError::PositionOutOfRange { system: 1, atom: 1 })
    ));
    // bad cutoff, bad ranges, singular cell
    let (pos, geo) = upload(client, std::slice::from_ref(&ok));
    assert!(matches!(
        neighbor_list(client, &pos, &geo, 0.0, None),
        Err(NeighborListError::InvalidCutoff(_))
    ));
    assert!(matches!(
        neighbor_list(client, &pos, &geo, f64::NAN, None),
        Err(NeighborListError::InvalidCutoff(_))
    ));
    let gap = vec![SystemGeometry {
        start: 1,
        end: 2,
        cell: None,
        pbc: [false; 3],
    }];
    assert!(matches!(
        neighbor_list(client, &pos, &gap, 3.0, None),
        Err(NeighborListError::InvalidBatch(_))
    ));
    let long = vec![SystemGeometry {
        start: 0,
        end: 3,
        cell: None,
        pbc: [false; 3],
    }];
    assert!(matches!(
        neighbor_list(client, &pos, &long, 3.0, None),
        Err(NeighborListError::InvalidBatch(_))
    ));
    let flat = vec![SystemGeometry {
        start: 0,
        end: 2,
        cell: Some([[1.0, 0.0, 0.0], [2.0, 0.0, 0.0], [0.0, 0.0, 1.0]]),
        pbc: [true; 3],
    }];
    assert!(matches!(
        neighbor_list(client, &pos, &flat, 3.0, None),
        Err(NeighborListError::Geometry { system: 0, .. })
    ));
}

fn exclusive_scan_matches_host<R: Runtime>(client: &ComputeClient<R>) {
    let mut rng = StdRng::seed_from_u64(5);
    for n in [1usize, 27, 28, 4095, 4096, 4097, 12288, 27648, 300_000] {
        let input: Vec<u32> = (0..n).map(|_| rng.gen_range(0..100u32)).collect();
        let ih = client.create_from_slice(u32::as_bytes(&input));
        let oh = client.empty(4 * (n + 1));
        let ov = client.create_from_slice(u32::as_bytes(&[0u32]));
        let launches = mlff_kernels::scan::exclusive_scan(client, &ih, n, &oh, &ov);
        let b = client.read(vec![oh, ov]);
        let out = u32::from_bytes(&b[0]);
        let mut want = vec![0u32; n + 1];
        for k in 0..n {
            want[k + 1] = want[k] + input[k];
        }
        let first_bad = (0..=n).find(|&k| out[k] != want[k]);
        assert_eq!(
            first_bad,
            None,
            "n = {n}: first difference at {first_bad:?}: got {:?}",
            first_bad.map(|k| (out[k], want[k]))
        );
        assert_eq!(
            u32::from_bytes(&b[1])[0],
            0,
            "n = {n}: overflow flagged ({launches} launches)"
        );
    }
}

// ------------------------------------------------------------------------------------------
// the one-launch list of one small system (mlff_kernels::small_list)

/// A list whose every word is poisoned (0xFFFFFFFF, NaN as f32), so unwritten memory shows.
fn poisoned_small_list<R: Runtime>(client: &ComputeClient<R>, n: usize, capacity: usize) -> SmallList {
    let words = |k: usize| client.create_from_slice(&vec![0xFFu8; 4 * k.max(1)]);
    SmallList {
        row_ptr: words(n + 1),
        receivers: words(capacity),
        senders: words(capacity),
        shifts: words(3 * capacity),
        reverse: words(capacity),
        keys: words(capacity),
        counts: words(small_list::SPLIT_ITEMS),
        status: words(small_list::STATUS_LEN),
        capacity,
        row_room: None,
    }
}

fn read_small<R: Runtime>(client: &ComputeClient<R>, plan: &SmallPlan, pos: &Handle, l: &SmallList) -> Result<(HostList, SmallStatus, Vec<u32>), NeighborListError> {
    let b = client.read(vec![l.row_ptr.clone(), l.receivers.clone(), l.senders.clone(), l.shifts.clone(), l.reverse.clone(), l.status.clone()]);
    let words = u32::from_bytes(&b[5]).to_vec();
    let st = small_list::check(client, plan, pos, &words)?;
    let n = plan.n_atoms;
    let e = if st.overflows == 0 { st.edges } else { 0 };
    let u = |k: usize, len: usize| u32::from_bytes(&b[k])[..len].to_vec();
    let sh = f32::from_bytes(&b[3]);
    let list = HostList {
        row_ptr: u(0, n + 1),
        receivers: u(1, e),
        senders: u(2, e),
        shifts: (0..e).map(|k| [sh[3 * k], sh[3 * k + 1], sh[3 * k + 2]]).collect(),
        reverse: u(4, e),
    };
    Ok((list, st, words))
}

/// One fresh build of `sys` with `capacity` edges of room (the plan's first guess when `None`).
fn small_run<R: Runtime>(client: &ComputeClient<R>, sys: &Sys, rc: f64, capacity: Option<usize>, split: bool) -> Result<(HostList, SmallStatus), NeighborListError> {
    let (pos, geo) = upload(client, std::slice::from_ref(sys));
    let plan = SmallPlan::new(client, &geo[0], rc)?.expect("a system the one-launch list takes");
    let l = poisoned_small_list(client, plan.n_atoms, capacity.unwrap_or_else(|| plan.first_capacity()));
    small_list_on(client, &plan, &pos, &l, Build::Fresh, split, false);
    read_small(client, &plan, &pos, &l).map(|(h, st, _)| (h, st))
}

/// The same edges in the same order with the same reverse index; shifts S·cell to f32 rounding
/// (through CUDA, each kernel's compiler decides where a·b + c becomes one FMA).
fn assert_same_list(a: &HostList, b: &HostList, what: &str) {
    assert_eq!(a.row_ptr, b.row_ptr, "{what}: row_ptr");
    assert_eq!(a.receivers, b.receivers, "{what}: receivers");
    assert_eq!(a.senders, b.senders, "{what}: senders");
    assert_eq!(a.reverse, b.reverse, "{what}: reverse");
    for (k, (x, y)) in a.shifts.iter().zip(&b.shifts).enumerate() {
        for d in 0..3 {
            assert!((x[d] - y[d]).abs() <= 1e-6 * x[d].abs().max(1.0), "{what}: edge {k}: shift {x:?} against {y:?}");
        }
    }
}

/// Every single system of the zoo (molecules, cells thinner than the cutoff, triclinic, partial
/// periodicity, atoms outside the cell), and a 192-atom water box: the one-launch list is the
/// cell list (edges, order, reverse index; shifts to f32 rounding), and matches the brute force;
/// built by one cube and in three launches of many cubes.
fn small_list_matches_the_cell_list<R: Runtime>(client: &ComputeClient<R>) {
    let mut rng = StdRng::seed_from_u64(17);
    let mut systems = zoo(&mut rng);
    systems.push(water_box(4));
    let mut compared = 0;
    for round in 0..2 {
        for (k, sys) in systems.iter().enumerate() {
            let rc = [3.0, 3.7, 4.4, 5.5][(round + k) % 4];
            let (pos, geo) = upload(client, std::slice::from_ref(sys));
            let Some(plan) = SmallPlan::new(client, &geo[0], rc).unwrap() else {
                continue;
            };
            drop(pos);
            let cell = run(client, std::slice::from_ref(sys), rc, None).unwrap();
            for split in [false, true] {
                let (mut small, st) = small_run(client, sys, rc, None, split).unwrap();
                if st.overflows > 0 {
                    // the first guess was short: the counts say how much room the list needs
                    assert_eq!(st.max_edges, cell.senders.len(), "system {k}: needed room");
                    assert!(small.row_ptr.iter().all(|&x| x == 0), "system {k}: a list that did not fit leaves every row empty");
                    small = small_run(client, sys, rc, Some(st.max_edges), split).unwrap().0;
                }
                assert_eq!(plan.n_atoms, sys.pos.len());
                assert_same_list(&small, &cell, &format!("system {k}, cutoff {rc}, split {split}"));
                check_against_reference(&small, std::slice::from_ref(sys), rc);
            }
            compared += 1;
        }
    }
    assert!(compared >= 2 * systems.len() - 4, "only {compared} systems compared");
}

/// Too little room: rows empty and the count reported. Skin mode: no build while every atom
/// stays within half the skin, a build (and the reference copied) once one moves further.
/// Atoms on top of each other and non-finite positions are named. One cube and three launches.
fn small_list_overflow_skin_and_errors<R: Runtime>(client: &ComputeClient<R>) {
    for split in [false, true] {
        let mut rng = StdRng::seed_from_u64(5);
        let sys = random_system(&mut rng, 30, diag(7.0, 8.0, 9.5), [true; 3], 2, 0.7);
        let rc = 4.0;
        let (full, _) = small_run(client, &sys, rc, Some(100_000), split).unwrap();
        let e = full.senders.len();
        assert!(e > 10);
        let (short, st) = small_run(client, &sys, rc, Some(e - 1), split).unwrap();
        assert_eq!((st.overflows, st.max_edges, st.edges), (1, e, e));
        assert!(short.row_ptr.iter().all(|&x| x == 0), "rows of a list that did not fit");

        // skin mode
        let (pos, geo) = upload(client, std::slice::from_ref(&sys));
        let plan = SmallPlan::new(client, &geo[0], rc).unwrap().unwrap();
        // Cell 7 × 8 × 9.5 Å, cutoff 4: one image either side along x and y (⌊4/7 + ½⌋ = ⌊4/8 + ½⌋ =
        // 1), none along z; the choice between one cube and three launches compares this count.
        assert_eq!(plan.pair_images(), 30 * 30 * 3 * 3, "pair images");
        let l = poisoned_small_list(client, plan.n_atoms, e + 10);
        let n = sys.pos.len();
        let x_ref = client.create_from_slice(f32::as_bytes(&sys.pos.iter().flatten().copied().collect::<Vec<f32>>()));
        small_list_on(client, &plan, &pos, &l, Build::Skin { x_ref: &x_ref, half_skin: 0.1, reset: true, flagged: false }, split, false);
        let (_, st, _) = read_small(client, &plan, &pos, &l).unwrap();
        assert_eq!(st.builds, 0, "no atom moved: no build");
        let mut moved = sys.clone();
        moved.pos[7][1] += 0.0999;
        let (pos2, _) = upload(client, std::slice::from_ref(&moved));
        small_list_on(client, &plan, &pos2, &l, Build::Skin { x_ref: &x_ref, half_skin: 0.1, reset: false, flagged: false }, split, false);
        let (_, st, _) = read_small(client, &plan, &pos2, &l).unwrap();
        assert_eq!(st.builds, 0, "an atom within half the skin: no build");
        moved.pos[7][1] += 0.0002;
        let (pos3, _) = upload(client, std::slice::from_ref(&moved));
        small_list_on(client, &plan, &pos3, &l, Build::Skin { x_ref: &x_ref, half_skin: 0.1, reset: false, flagged: false }, split, false);
        let (built, st, _) = read_small(client, &plan, &pos3, &l).unwrap();
        assert_eq!((st.builds, st.overflows), (1, 0), "an atom beyond half the skin: one build");
        let (fresh, _) = small_run(client, &moved, rc, Some(e + 10), split).unwrap();
        assert_same_list(&built, &fresh, "skin build");
        let r = f32::from_bytes(&client.read(vec![x_ref.clone()])[0]).to_vec();
        assert_eq!(r, moved.pos.iter().flatten().copied().collect::<Vec<f32>>(), "reference positions after the build");
        assert_eq!(n, plan.n_atoms);
        // A build that does not fit leaves the rows empty and the reference positions as they
        // were, so the next launch builds again.
        let tight = poisoned_small_list(client, plan.n_atoms, e / 2);
        let mut again = moved.clone();
        again.pos[3][0] -= 0.15;
        let (pos4, _) = upload(client, std::slice::from_ref(&again));
        small_list_on(client, &plan, &pos4, &tight, Build::Skin { x_ref: &x_ref, half_skin: 0.1, reset: true, flagged: false }, split, false);
        let (short, st, _) = read_small(client, &plan, &pos4, &tight).unwrap();
        assert_eq!((st.builds, st.overflows), (1, 1), "a build beyond the room");
        assert!(short.row_ptr.iter().all(|&x| x == 0), "rows of a skin build that did not fit");
        let r = f32::from_bytes(&client.read(vec![x_ref.clone()])[0]).to_vec();
        assert_eq!(r, moved.pos.iter().flatten().copied().collect::<Vec<f32>>(), "reference positions after a build that did not fit");

        // errors
        let dup = Sys {
            pos: vec![[0.0; 3], [1.0, 0.0, 0.0], [1.0, 0.0, 0.00005]],
            cell: None,
            pbc: [false; 3],
        };
        match small_run(client, &dup, 3.0, None, split) {
            Err(NeighborListError::DuplicateAtoms { system: 0, i: 1, j: 2, shift: [0, 0, 0], .. }) => {}
            other => panic!("expected a duplicate-atom error, got {:?}", other.err()),
        }
        let img = Sys {
            pos: vec![[0.5, 0.5, 0.5], [4.5, 0.5, 0.5]],
            cell: Some(diag(4.0, 4.0, 4.0)),
            pbc: [true; 3],
        };
        match small_run(client, &img, 3.0, None, split) {
            Err(NeighborListError::DuplicateAtoms { system: 0, i: 0, j: 1, .. }) => {}
            other => panic!("expected a duplicate-image error, got {:?}", other.err()),
        }
        let nan = Sys {
            pos: vec![[0.0; 3], [1.0, f32::NAN, 0.0], [2.0, 0.0, 0.0]],
            cell: None,
            pbc: [false; 3],
        };
        match small_run(client, &nan, 3.0, None, split) {
            Err(NeighborListError::PositionOutOfRange { system: 0, atom: 1 }) => {}
            other => panic!("expected a position error, got {:?}", other.err()),
        }
    }
}

/// A padded list (`SmallList::padded`, MD's flagged builds) for `sys`, `room` edges a row, built
/// afresh in launches of its own (fill, then reverse job); its arrays whole (`row_ptr`,
/// receivers, senders, shifts, reverse, keys) and its status.
#[allow(clippy::type_complexity)]
fn padded_run<R: Runtime>(client: &ComputeClient<R>, sys: &Sys, rc: f64, room: usize) -> (Vec<Vec<u32>>, Vec<f32>, Result<SmallStatus, NeighborListError>) {
    let (pos, geo) = upload(client, std::slice::from_ref(sys));
    let plan = SmallPlan::new(client, &geo[0], rc).unwrap().expect("a system the small list takes");
    let n = plan.n_atoms;
    let mut l = poisoned_small_list(client, n, n * room);
    let starts: Vec<u32> = (0..=n).map(|i| (i * room) as u32).collect();
    l.row_ptr = client.create_from_slice(u32::as_bytes(&starts));
    l.row_room = Some(room);
    let x_ref = client.create_from_slice(f32::as_bytes(&vec![f32::NAN; 3 * n]));
    small_list_on(client, &plan, &pos, &l, Build::Skin { x_ref: &x_ref, half_skin: 0.1, reset: true, flagged: true }, true, false);
    let b = client.read(vec![l.row_ptr.clone(), l.receivers.clone(), l.senders.clone(), l.reverse.clone(), l.keys.clone(), l.shifts.clone(), l.status.clone()]);
    let words = u32::from_bytes(&b[6]).to_vec();
    let st = small_list::check(client, &plan, &pos, &words);
    let arrays = (0..5).map(|k| u32::from_bytes(&b[k]).to_vec()).collect();
    // A second launch with nothing flagged (the build's reverse job cleared the flag) builds
    // nothing.
    small_list_on(client, &plan, &pos, &l, Build::Skin { x_ref: &x_ref, half_skin: 0.1, reset: false, flagged: true }, true, false);
    let again = u32::from_bytes(&client.read(vec![l.status.clone()])[0]).to_vec();
    assert_eq!(again[..small_list::ST_REBUILD], words[..small_list::ST_REBUILD], "a launch with nothing flagged changed the status");
    (arrays, f32::from_bytes(&b[5]).to_vec(), st)
}

/// The padded list against the packed list of the same systems (the zoo, a 192-atom water box):
/// each row holds the packed row's edges, in order, with the same shifts, then padding (the atom
/// to itself at `PAD_SHIFT`, its own reverse); the reverse index is the packed one, renumbered;
/// the status counts the list's edges and its longest row. With a room one short of the longest
/// row, the rows that outgrow it are padding alone and count as overflows (no asymmetry error:
/// the host redoes the list larger); the other rows are filled as before. Bad input is named.
fn padded_list_matches_the_packed_list<R: Runtime>(client: &ComputeClient<R>) {
    let mut rng = StdRng::seed_from_u64(23);
    let mut systems = zoo(&mut rng);
    systems.push(water_box(4));
    let mut compared = 0;
    for (k, sys) in systems.iter().enumerate() {
        let rc = [3.0, 3.7, 4.4, 5.5][k % 4];
        let (pos, geo) = upload(client, std::slice::from_ref(sys));
        if SmallPlan::new(client, &geo[0], rc).unwrap().is_none() {
            continue;
        }
        drop(pos);
        let (mut packed, st) = small_run(client, sys, rc, None, true).unwrap();
        if st.overflows > 0 {
            packed = small_run(client, sys, rc, Some(st.max_edges), true).unwrap().0;
        }
        let n = sys.pos.len();
        let row = |i: usize| packed.row_ptr[i] as usize..packed.row_ptr[i + 1] as usize;
        let longest = (0..n).map(|i| row(i).len()).max().unwrap();
        for room in [longest + 3, longest.max(1) - 1] {
            let what = format!("system {k}, cutoff {rc}, room {room} (longest row {longest})");
            let (a, shifts, st) = padded_run(client, sys, rc, room);
            let st = st.unwrap_or_else(|e| panic!("{what}: {e}"));
            let (receivers, senders, reverse, keys) = (&a[1], &a[2], &a[3], &a[4]);
            let starts: Vec<u32> = (0..=n).map(|i| (i * room) as u32).collect();
            assert_eq!(a[0], starts, "{what}: row_ptr");
            assert_eq!((st.builds, st.edges, st.max_row), (1, packed.senders.len(), longest), "{what}: builds, edges, longest row");
            let over = (0..n).filter(|&i| row(i).len() > room).count();
            assert_eq!(st.overflows, over, "{what}: overflows");
            // The packed edge k of row i is the padded edge i · room + (k − start).
            let at = |k: usize| {
                let i = packed.receivers[k] as usize;
                i * room + k - packed.row_ptr[i] as usize
            };
            for i in 0..n {
                let fits = row(i).len() <= room;
                for (p, e) in (i * room..(i + 1) * room).enumerate() {
                    assert_eq!(receivers[e] as usize, i, "{what}: row {i} edge {p}: receiver");
                    if fits && p < row(i).len() {
                        let k = row(i).start + p;
                        assert_eq!(senders[e], packed.senders[k], "{what}: row {i} edge {p}: sender");
                        for d in 0..3 {
                            let (x, y) = (shifts[3 * e + d], packed.shifts[k][d]);
                            assert!((x - y).abs() <= 1e-6 * x.abs().max(1.0), "{what}: row {i} edge {p}: shift {x} against {y}");
                        }
                        // Where the reverse's row outgrew the room, the edge has none (itself).
                        let r = packed.reverse[k] as usize;
                        let want = if row(packed.receivers[r] as usize).len() <= room { at(r) } else { e };
                        assert_eq!(reverse[e] as usize, want, "{what}: row {i} edge {p}: reverse");
                    } else {
                        assert_eq!((senders[e] as usize, keys[e], reverse[e] as usize), (i, u32::MAX, e), "{what}: row {i} edge {p}: padding");
                        assert_eq!([shifts[3 * e], shifts[3 * e + 1], shifts[3 * e + 2]], [small_list::PAD_SHIFT, 0.0, 0.0], "{what}: row {i} edge {p}: padding shift");
                    }
                }
            }
        }
        compared += 1;
    }
    assert!(compared >= systems.len() - 2, "only {compared} systems compared");
    let dup = Sys {
        pos: vec![[0.0; 3], [1.0, 0.0, 0.0], [1.0, 0.0, 0.00005]],
        cell: None,
        pbc: [false; 3],
    };
    match padded_run(client, &dup, 3.0, 4).2 {
        Err(NeighborListError::DuplicateAtoms { system: 0, i: 1, j: 2, shift: [0, 0, 0], .. }) => {}
        other => panic!("expected a duplicate-atom error, got {:?}", other.err()),
    }
    let nan = Sys {
        pos: vec![[0.0; 3], [1.0, f32::NAN, 0.0], [2.0, 0.0, 0.0]],
        cell: None,
        pbc: [false; 3],
    };
    match padded_run(client, &nan, 3.0, 4).2 {
        Err(NeighborListError::PositionOutOfRange { system: 0, atom: 1 }) => {}
        other => panic!("expected a position error, got {:?}", other.err()),
    }
}
