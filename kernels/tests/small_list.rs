//! The neighbour list of one small system with no read-back (`mlff_kernels::small_list`), built
//! by one cube and in three launches of many cubes, packed and padded: the same list as the cell
//! list of `mlff_kernels::neighbor_list` (edges, order, reverse index; shifts to f32 rounding)
//! and the brute force of `common`, with every buffer poisoned first; too little room, the skin's
//! decision to rebuild, and the error paths.
//!
//! Every test body is generic over the runtime and runs in the `wgpu` module and, where a CUDA
//! device exists, in the `cuda` module. Without a wgpu adapter the wgpu tests print
//! `skipped: no wgpu adapter` and pass, unless `MLFF_REQUIRE_WGPU=1`.
mod common;

use common::{check_against_reference, diag, random_system, run, runtime_suite, upload, water_box, zoo, HostList, Sys};
use cubecl::prelude::*;
use cubecl::server::Handle;
use mlff_kernels::neighbor_list::NeighborListError;
use mlff_kernels::small_list::{self, small_list_on, Build, SmallList, SmallPlan, SmallStatus};
use rand::rngs::StdRng;
use rand::SeedableRng;

runtime_suite!(
    wgpu,
    super::common::wgpu_client(),
    small_list_matches_the_cell_list,
    small_list_overflow_skin_and_errors,
    padded_list_matches_the_packed_list
);
runtime_suite!(
    cuda,
    super::common::cuda_client(),
    small_list_matches_the_cell_list,
    small_list_overflow_skin_and_errors,
    padded_list_matches_the_packed_list
);

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
    small_list_on(client, &plan, &pos, &l, Build::Fresh, split);
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
        small_list_on(client, &plan, &pos, &l, Build::Skin { x_ref: &x_ref, half_skin: 0.1, reset: true, flagged: false }, split);
        let (_, st, _) = read_small(client, &plan, &pos, &l).unwrap();
        assert_eq!(st.builds, 0, "no atom moved: no build");
        let mut moved = sys.clone();
        moved.pos[7][1] += 0.0999;
        let (pos2, _) = upload(client, std::slice::from_ref(&moved));
        small_list_on(client, &plan, &pos2, &l, Build::Skin { x_ref: &x_ref, half_skin: 0.1, reset: false, flagged: false }, split);
        let (_, st, _) = read_small(client, &plan, &pos2, &l).unwrap();
        assert_eq!(st.builds, 0, "an atom within half the skin: no build");
        moved.pos[7][1] += 0.0002;
        let (pos3, _) = upload(client, std::slice::from_ref(&moved));
        small_list_on(client, &plan, &pos3, &l, Build::Skin { x_ref: &x_ref, half_skin: 0.1, reset: false, flagged: false }, split);
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
        small_list_on(client, &plan, &pos4, &tight, Build::Skin { x_ref: &x_ref, half_skin: 0.1, reset: true, flagged: false }, split);
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
    small_list_on(client, &plan, &pos, &l, Build::Skin { x_ref: &x_ref, half_skin: 0.1, reset: true, flagged: true }, true);
    let b = client.read(vec![l.row_ptr.clone(), l.receivers.clone(), l.senders.clone(), l.reverse.clone(), l.keys.clone(), l.shifts.clone(), l.status.clone()]);
    let words = u32::from_bytes(&b[6]).to_vec();
    let st = small_list::check(client, &plan, &pos, &words);
    let arrays = (0..5).map(|k| u32::from_bytes(&b[k]).to_vec()).collect();
    // A second launch with nothing flagged (the build's reverse job cleared the flag) builds
    // nothing.
    small_list_on(client, &plan, &pos, &l, Build::Skin { x_ref: &x_ref, half_skin: 0.1, reset: false, flagged: true }, true);
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
