//! Shared by the neighbour-list test files: the runtimes' clients and the `runtime_suite!` macro
//! that runs each generic test body on every runtime, the test systems (random molecules and
//! cells of every geometry, the water box), the f64 brute-force list they are checked against,
//! and the cell list run and read back with every output buffer poisoned.
#![allow(dead_code)]
use cubecl::cuda::{CudaDevice, CudaRuntime};
use cubecl::prelude::*;
use cubecl::server::Handle;
use cubecl::wgpu::{WgpuDevice, WgpuRuntime};
use mlff_kernels::neighbor_list::{neighbor_list_with, NeighborListError, NeighborListOptions, SystemGeometry};
use rand::rngs::StdRng;
use rand::Rng;

pub fn wgpu_client() -> Option<ComputeClient<WgpuRuntime>> {
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
pub fn cuda_client() -> Option<ComputeClient<CudaRuntime>> {
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

/// One test module per runtime, running the generic test bodies of the file that invokes it.
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
pub(crate) use runtime_suite;

/// One system of a test batch: f32 positions (the reference reads them as f64).
#[derive(Clone, Debug)]
pub struct Sys {
    pub pos: Vec<[f32; 3]>,
    pub cell: Option<[[f64; 3]; 3]>,
    pub pbc: [bool; 3],
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

pub fn norm(a: [f64; 3]) -> f64 {
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
pub struct HostList {
    pub row_ptr: Vec<u32>,
    pub receivers: Vec<u32>,
    pub senders: Vec<u32>,
    pub shifts: Vec<[f32; 3]>,
    pub reverse: Vec<u32>,
}

pub fn upload<R: Runtime>(client: &ComputeClient<R>, systems: &[Sys]) -> (Handle, Vec<SystemGeometry>) {
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

pub fn run<R: Runtime>(
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
pub fn check_structure(l: &HostList, n_atoms: usize) {
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
pub fn check_against_reference(l: &HostList, systems: &[Sys], rc: f64) {
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
pub fn random_system(rng: &mut StdRng, n: usize, cell: [[f64; 3]; 3], pbc: [bool; 3], outside: i32, dmin: f64) -> Sys {
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

pub fn diag(a: f64, b: f64, c: f64) -> [[f64; 3]; 3] {
    [[a, 0.0, 0.0], [0.0, b, 0.0], [0.0, 0.0, c]]
}

/// A zoo of systems: every kind of geometry the list must handle.
pub fn zoo(rng: &mut StdRng) -> Vec<Sys> {
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

/// water_box(n) of the schnetpack anchor: a = 3.104 Å per molecule, +0.5 Å offset.
pub fn water_box(n: usize) -> Sys {
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
