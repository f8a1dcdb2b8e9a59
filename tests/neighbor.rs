//! The cell list against the brute force (and the brute force against a naive loop over a wide
//! block of images) on many random systems: molecules, orthorhombic and strongly triclinic cells,
//! every subset of periodic directions, cells smaller than the cutoff, atoms outside the cell.
use mlff::neighbor::{batch_neighbor_list, edge_vector, neighbor_list, neighbor_list_brute_force, NeighborList};
use mlff::system::{cross, det3};
use mlff::{Batch, Error, System};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::{AtomicUsize, Ordering};

/// How many systems the naive block loop has checked (it skips those too slow for debug builds).
static NAIVE_CHECKS: AtomicUsize = AtomicUsize::new(0);

/// (receiver, sender, shift, vector) of one edge.
type Edge = (usize, usize, [i32; 3], [f64; 3]);

fn norm(v: [f64; 3]) -> f64 {
    (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt()
}

/// Structural invariants of a list of `system` for `cutoff`.
fn check_invariants(nl: &NeighborList, system: &System, cutoff: f64) {
    let n = system.len();
    let e = nl.n_edges();
    assert_eq!(nl.row_ptr.len(), n + 1);
    assert_eq!(nl.row_ptr[0], 0);
    assert_eq!(nl.row_ptr[n], e);
    for v in [nl.receivers.len(), nl.shifts.len(), nl.vectors.len(), nl.reverse.len()] {
        assert_eq!(v, e);
    }
    let cell = system.cell.unwrap_or([[0.0; 3]; 3]);
    for i in 0..n {
        let (lo, hi) = (nl.row_ptr[i], nl.row_ptr[i + 1]);
        assert!(lo <= hi);
        for k in lo..hi {
            assert_eq!(nl.receivers[k] as usize, i);
            if k > lo {
                assert!((nl.senders[k - 1], nl.shifts[k - 1]) < (nl.senders[k], nl.shifts[k]), "row {i} not sorted");
            }
        }
    }
    for k in 0..e {
        let (i, j, s) = (nl.receivers[k] as usize, nl.senders[k] as usize, nl.shifts[k]);
        assert!(j < n);
        assert!(!(i == j && s == [0; 3]), "self edge");
        for (d, &periodic) in system.pbc.iter().enumerate() {
            assert!(periodic || s[d] == 0, "shift along a non-periodic direction");
        }
        let v = edge_vector(system.positions[i], system.positions[j], s, &cell);
        assert_eq!(v, nl.vectors[k]);
        assert!(norm(v) < cutoff);
        let r = nl.reverse[k] as usize;
        assert_eq!(nl.reverse[r] as usize, k);
        assert_eq!(nl.receivers[r] as usize, j);
        assert_eq!(nl.senders[r] as usize, i);
        assert_eq!(nl.shifts[r], [-s[0], -s[1], -s[2]]);
        let w = nl.vectors[r];
        assert_eq!([-w[0], -w[1], -w[2]], v);
    }
}

/// Every pair against every image in a block wide enough by construction: periodic direction d
/// needs |S_d| ≤ (cutoff + largest |R_j − R_i|) / h_d, h_d the spacing of the planes spanned by
/// the other (periodic, or normal) directions.
fn naive_edges(system: &System, cutoff: f64) -> Option<Vec<Edge>> {
    let n = system.len();
    let cell = system.cell.unwrap_or([[0.0; 3]; 3]);
    let periodic: Vec<usize> = (0..3).filter(|&d| system.pbc[d]).collect();
    let mut span = 0.0f64;
    for a in &system.positions {
        for b in &system.positions {
            span = span.max(norm([b[0] - a[0], b[1] - a[1], b[2] - a[2]]));
        }
    }
    let mut reach = [0i32; 3];
    for &d in &periodic {
        let h = match periodic.len() {
            1 => norm(cell[d]),
            2 => {
                let o = periodic.iter().copied().find(|&x| x != d).unwrap();
                norm(cross(cell[d], cell[o])) / norm(cell[o])
            }
            _ => det3(&cell).abs() / norm(cross(cell[(d + 1) % 3], cell[(d + 2) % 3])),
        };
        reach[d] = ((cutoff + span) / h).ceil() as i32 + 1;
    }
    let block: i64 = reach.iter().map(|&r| 2 * r as i64 + 1).product();
    if block * (n * n) as i64 > 4_000_000 {
        return None; // too slow in a debug build
    }
    let mut out = Vec::new();
    for i in 0..n {
        for j in 0..n {
            for s0 in -reach[0]..=reach[0] {
                for s1 in -reach[1]..=reach[1] {
                    for s2 in -reach[2]..=reach[2] {
                        let s = [s0, s1, s2];
                        if i == j && s == [0; 3] {
                            continue;
                        }
                        let v = edge_vector(system.positions[i], system.positions[j], s, &cell);
                        if norm(v) < cutoff {
                            out.push((i, j, s, v));
                        }
                    }
                }
            }
        }
    }
    Some(out)
}

fn edges(nl: &NeighborList) -> Vec<Edge> {
    (0..nl.n_edges()).map(|k| (nl.receivers[k] as usize, nl.senders[k] as usize, nl.shifts[k], nl.vectors[k])).collect()
}

fn assert_same_edges(a: &[Edge], b: &[Edge], what: &str) {
    assert_eq!(a.len(), b.len(), "{what}: edge counts differ");
    for (x, y) in a.iter().zip(b) {
        assert_eq!((x.0, x.1, x.2), (y.0, y.1, y.2), "{what}");
        for k in 0..3 {
            assert!((x.3[k] - y.3[k]).abs() <= 1e-12, "{what}: vectors differ {x:?} {y:?}");
        }
    }
}

/// A random rotation (from a random unit quaternion).
fn rotation(rng: &mut StdRng) -> [[f64; 3]; 3] {
    let mut q = [0.0f64; 4];
    loop {
        for x in q.iter_mut() {
            *x = rng.gen_range(-1.0..1.0);
        }
        let n = q.iter().map(|x| x * x).sum::<f64>().sqrt();
        if n > 0.1 && n < 1.0 {
            q.iter_mut().for_each(|x| *x /= n);
            break;
        }
    }
    let [w, x, y, z] = q;
    [
        [1.0 - 2.0 * (y * y + z * z), 2.0 * (x * y - z * w), 2.0 * (x * z + y * w)],
        [2.0 * (x * y + z * w), 1.0 - 2.0 * (x * x + z * z), 2.0 * (y * z - x * w)],
        [2.0 * (x * z - y * w), 2.0 * (y * z + x * w), 1.0 - 2.0 * (x * x + y * y)],
    ]
}

fn rotate(m: &[[f64; 3]; 3], v: [f64; 3]) -> [f64; 3] {
    std::array::from_fn(|r| m[r][0] * v[0] + m[r][1] * v[1] + m[r][2] * v[2])
}

#[derive(Clone, Copy, Debug)]
enum Kind {
    Molecule,
    Orthorhombic,
    Triclinic,
    /// Triclinic with lengths 0.3–2 × cutoff.
    Tiny,
}

/// A random system of `n` atoms. Atoms fill the cell's parallelepiped (in fractional coordinates
/// [0, 1), or [−1.5, 2.5) when `outside`); along a direction whose vector is zeroed (only
/// non-periodic ones are), they spread over a random length.
fn random_system(rng: &mut StdRng, kind: Kind, pbc: [bool; 3], n: usize, cutoff: f64, outside: bool) -> System {
    let len = |rng: &mut StdRng| match kind {
        Kind::Tiny => rng.gen_range(0.3..2.0) * cutoff,
        _ => rng.gen_range(0.5..4.0) * cutoff,
    };
    let (la, lb, lc) = (len(rng), len(rng), len(rng));
    let mut cell = match kind {
        Kind::Molecule | Kind::Orthorhombic => [[la, 0.0, 0.0], [0.0, lb, 0.0], [0.0, 0.0, lc]],
        Kind::Triclinic | Kind::Tiny => {
            // strongly sheared: lattice vectors up to ~3× longer than the plane spacings
            let t: [f64; 3] = std::array::from_fn(|_| rng.gen_range(-2.0..2.0));
            let raw = [[la, 0.0, 0.0], [t[0] * la, lb, 0.0], [t[1] * la, t[2] * lb, lc]];
            let rot = rotation(rng);
            std::array::from_fn(|d| rotate(&rot, raw[d]))
        }
    };
    let (lo, hi) = if outside { (-1.5, 2.5) } else { (0.0, 1.0) };
    let positions = (0..n)
        .map(|_| {
            let f: [f64; 3] = std::array::from_fn(|_| rng.gen_range(lo..hi));
            std::array::from_fn(|k| f[0] * cell[0][k] + f[1] * cell[1][k] + f[2] * cell[2][k])
        })
        .collect();
    let numbers = (0..n).map(|_| rng.gen_range(1..=18)).collect();
    if let Kind::Molecule = kind {
        return System::molecule(numbers, positions);
    }
    for d in 0..3 {
        if !pbc[d] && rng.gen_bool(0.5) {
            cell[d] = if rng.gen_bool(0.5) { [0.0; 3] } else { std::array::from_fn(|_| rng.gen_range(-3.0..3.0)) };
        }
    }
    System::periodic(numbers, positions, cell, pbc)
}

/// Compare cell list, brute force and (for small systems) the naive block loop on one system.
/// Returns the number of edges (0 when the system has coincident atoms: then all must agree on
/// the error).
fn compare(system: &System, cutoff: f64, what: &str) -> usize {
    let fast = neighbor_list(system, cutoff);
    let brute = neighbor_list_brute_force(system, cutoff);
    match (fast, brute) {
        (Ok(fast), Ok(brute)) => {
            check_invariants(&fast, system, cutoff);
            check_invariants(&brute, system, cutoff);
            assert_same_edges(&edges(&fast), &edges(&brute), what);
            assert_eq!(fast, brute, "{what}");
            if let Some(naive) = naive_edges(system, cutoff) {
                assert_same_edges(&edges(&brute), &naive, &format!("{what} (naive)"));
                NAIVE_CHECKS.fetch_add(1, Ordering::Relaxed);
            }
            fast.n_edges()
        }
        (Err(a), Err(b)) => {
            assert_eq!(a.to_string(), b.to_string(), "{what}");
            assert!(matches!(a, Error::System { system: 0, .. }), "{what}: {a}");
            0
        }
        (a, b) => panic!("{what}: cell list {:?} vs brute force {:?}", a.map(|l| l.n_edges()), b.map(|l| l.n_edges())),
    }
}

const ALL_PBC: [[bool; 3]; 8] = [
    [false, false, false],
    [true, false, false],
    [false, true, false],
    [false, false, true],
    [true, true, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
];

#[test]
fn random_molecules() {
    let mut rng = StdRng::seed_from_u64(1);
    for case in 0..60 {
        let n = [0, 1, 2, 5, 12, 40, 150][case % 7];
        let cutoff = rng.gen_range(1.0..6.0);
        let s = random_system(&mut rng, Kind::Molecule, [false; 3], n, cutoff, false);
        compare(&s, cutoff, &format!("molecule case {case} (n={n}, cutoff={cutoff})"));
    }
}

#[test]
fn random_cells_every_pbc_subset() {
    let mut rng = StdRng::seed_from_u64(2);
    let mut total = 0;
    for kind in [Kind::Orthorhombic, Kind::Triclinic, Kind::Tiny] {
        for pbc in ALL_PBC {
            for case in 0..12 {
                let n = match kind {
                    Kind::Tiny => [1, 2, 3, 6][case % 4],
                    _ => [0, 1, 2, 7, 12, 60][case % 6],
                };
                let cutoff = rng.gen_range(1.0..6.0);
                let outside = case % 2 == 1;
                let s = random_system(&mut rng, kind, pbc, n, cutoff, outside);
                total += compare(&s, cutoff, &format!("{kind:?} pbc={pbc:?} case {case} (n={n}, outside={outside})"));
            }
        }
    }
    assert!(total > 10_000, "too few edges to be a test: {total}");
    let naive = NAIVE_CHECKS.load(Ordering::Relaxed);
    assert!(naive > 200, "the naive loop checked only {naive} systems");
}

#[test]
fn tiny_cells_have_many_images_of_one_neighbour() {
    // cubic cell of 0.4 × cutoff: an atom sees hundreds of its own images
    let cutoff = 5.0;
    let a = 2.0;
    let s = System::periodic(vec![14], vec![[0.1, 0.2, 0.3]], [[a, 0.0, 0.0], [0.0, a, 0.0], [0.0, 0.0, a]], [true; 3]);
    let n = compare(&s, cutoff, "tiny cubic");
    // lattice points of spacing 2 Å strictly inside a 5 Å sphere, minus the origin
    let mut expect = 0;
    for x in -3i32..=3 {
        for y in -3i32..=3 {
            for z in -3i32..=3 {
                if (x * x + y * y + z * z) * 4 < 25 && (x, y, z) != (0, 0, 0) {
                    expect += 1;
                }
            }
        }
    }
    assert_eq!(n, expect);
    // a slab periodic in a and b only
    let s = System::periodic(
        vec![1, 8],
        vec![[0.1, 0.2, 0.3], [0.5, 0.6, -2.0]],
        [[1.3, 0.0, 0.0], [2.9, 1.1, 0.0], [0.0; 3]],
        [true, true, false],
    );
    assert!(compare(&s, 4.5, "tiny sheared slab") > 100);
}

#[test]
fn larger_random_periodic_systems() {
    let mut rng = StdRng::seed_from_u64(3);
    for (case, pbc) in ALL_PBC.iter().enumerate() {
        let kind = if case % 2 == 0 { Kind::Triclinic } else { Kind::Orthorhombic };
        let cutoff = 3.0;
        let s = random_system(&mut rng, kind, *pbc, 300, cutoff, case % 3 == 0);
        compare(&s, cutoff, &format!("300 atoms {kind:?} pbc={pbc:?}"));
    }
}

#[test]
fn overlapping_atoms_are_named() {
    let cell = [[4.0, 0.0, 0.0], [0.0, 4.0, 0.0], [0.0, 0.0, 4.0]];
    // atom 2 sits on atom 1's image one cell along b
    let s = System::periodic(vec![6, 8, 1], vec![[0.0; 3], [1.0, 1.0, 1.0], [1.0, 5.0, 1.0]], cell, [true; 3]);
    let e = neighbor_list(&s, 3.0).unwrap_err().to_string();
    assert!(e.contains("atoms 1 (O) and 2 (H) are 0.00000 Å apart"), "{e}");
    assert_eq!(e, neighbor_list_brute_force(&s, 3.0).unwrap_err().to_string());
    // not periodic along b: fine
    let s = System { pbc: [true, false, true], ..s };
    assert!(neighbor_list(&s, 3.0).is_ok());
    // batch: the error names the structure
    let ok = System::molecule(vec![1, 1], vec![[0.0; 3], [0.74, 0.0, 0.0]]);
    let bad = System::molecule(vec![8, 1], vec![[1.0; 3], [1.0, 1.0, 1.00001]]);
    let batch = Batch::new(vec![ok.clone(), ok, bad]).unwrap();
    match batch_neighbor_list(&batch, 3.0) {
        Err(Error::System { system: 2, msg }) => {
            assert!(msg.contains("atoms 0 (O) and 1 (H) are 0.00001 Å apart"), "{msg}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn bad_cutoff_is_an_error() {
    let s = System::molecule(vec![1], vec![[0.0; 3]]);
    for c in [0.0, -1.0, f64::NAN, f64::INFINITY] {
        assert!(matches!(neighbor_list(&s, c), Err(Error::Invalid(_))), "{c}");
        assert!(matches!(neighbor_list_brute_force(&s, c), Err(Error::Invalid(_))), "{c}");
    }
}

#[test]
fn batch_is_the_concatenation() {
    let mut rng = StdRng::seed_from_u64(4);
    let cutoff = 3.5;
    let mut systems = Vec::new();
    for k in 0..24 {
        let kind = [Kind::Molecule, Kind::Orthorhombic, Kind::Triclinic, Kind::Tiny][k % 4];
        let pbc = if let Kind::Molecule = kind { [false; 3] } else { ALL_PBC[k % 8] };
        let n = if let Kind::Tiny = kind { [1, 2, 3, 4][(k / 4) % 4] } else { [0, 1, 5, 30][(k / 4) % 4] };
        systems.push(random_system(&mut rng, kind, pbc, n, cutoff, k % 3 == 0));
    }
    let batch = Batch::new(systems.clone()).unwrap();
    let all = batch_neighbor_list(&batch, cutoff).unwrap();
    let (mut atom0, mut edge0) = (0u32, 0u32);
    let mut expect = NeighborList { row_ptr: vec![0], ..Default::default() };
    for s in &systems {
        let nl = neighbor_list(s, cutoff).unwrap();
        expect.row_ptr.extend(nl.row_ptr[1..].iter().map(|p| p + edge0 as usize));
        expect.receivers.extend(nl.receivers.iter().map(|i| i + atom0));
        expect.senders.extend(nl.senders.iter().map(|j| j + atom0));
        expect.shifts.extend(&nl.shifts);
        expect.vectors.extend(&nl.vectors);
        expect.reverse.extend(nl.reverse.iter().map(|r| r + edge0));
        atom0 += s.len() as u32;
        edge0 += nl.n_edges() as u32;
    }
    assert!(edge0 > 1000);
    assert_eq!(all, expect);
    // the empty batch
    let empty = batch_neighbor_list(&Batch::new(vec![]).unwrap(), cutoff).unwrap();
    assert_eq!(empty.row_ptr, vec![0]);
    assert_eq!(empty.n_edges(), 0);
}

/// The water box of the schnetpack anchor (`water_box(n)` in
/// `/work/shared/anchors/schnetpack_painn_bench.py`): n³ molecules on a 3.104 Å grid, +0.5 Å.
fn water_box(n: usize) -> System {
    let a = 3.104;
    let base = [[0.0, 0.0, 0.0], [0.757, 0.586, 0.0], [-0.757, 0.586, 0.0]];
    let mut numbers = Vec::new();
    let mut positions = Vec::new();
    for i in 0..n {
        for j in 0..n {
            for k in 0..n {
                for (b, z) in base.iter().zip([8, 1, 1]) {
                    numbers.push(z);
                    positions.push([b[0] + i as f64 * a + 0.5, b[1] + j as f64 * a + 0.5, b[2] + k as f64 * a + 0.5]);
                }
            }
        }
    }
    let l = n as f64 * a;
    System::periodic(numbers, positions, [[l, 0.0, 0.0], [0.0, l, 0.0], [0.0, 0.0, l]], [true; 3])
}

#[test]
fn water_box_192_atoms() {
    let s = water_box(4);
    assert_eq!(s.len(), 192);
    assert_eq!(compare(&s, 5.0, "water box 4"), 11_136);
}

#[test]
fn water_box_12288_atoms() {
    let s = water_box(16);
    assert_eq!(s.len(), 12_288);
    let nl = neighbor_list(&s, 5.0).unwrap();
    assert_eq!(nl.n_edges(), 712_704);
    check_invariants(&nl, &s, 5.0);
}

/// Timing sanity run, by hand: `cargo test --release --test neighbor -- --ignored --nocapture`.
#[test]
#[ignore]
fn water_box_41472_atoms_timing() {
    let s = water_box(24);
    assert_eq!(s.len(), 41_472);
    let _ = neighbor_list(&s, 5.0).unwrap(); // warm-up (thread pool, page faults)
    let mut times = Vec::new();
    let mut edges = 0;
    for _ in 0..11 {
        let t = std::time::Instant::now();
        let nl = neighbor_list(&s, 5.0).unwrap();
        times.push(t.elapsed().as_secs_f64());
        edges = nl.n_edges();
    }
    times.sort_by(f64::total_cmp);
    println!(
        "water box 41472 atoms, cutoff 5 Å: {edges} edges; neighbor_list min {:.1} ms, median {:.1} ms ({} rayon threads)",
        times[0] * 1e3,
        times[5] * 1e3,
        rayon::current_num_threads()
    );
    assert_eq!(edges, 2_405_376);
}
