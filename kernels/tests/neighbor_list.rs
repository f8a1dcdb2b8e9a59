//! The GPU neighbour list (wgpu runtime) against an f64 brute force written here (every pair,
//! every image in range): molecules, orthorhombic and triclinic cells, partial periodicity,
//! cells thinner than the cutoff, atoms outside the cell, mixed batches with empty and one-atom
//! systems; edge sets, order, shift vectors and reverse indices, with every output buffer
//! poisoned first. Plus the 12 288-atom water box count and the error paths.
//! The one-launch list of one small system is tested in `small_list.rs`.
//!
//! Every test body is generic over the runtime and runs in the `wgpu` module and, where a CUDA
//! device exists, in the `cuda` module. Without a wgpu adapter the wgpu tests print
//! `skipped: no wgpu adapter` and pass, unless `MLFF_REQUIRE_WGPU=1`.
mod common;

use common::{check_against_reference, check_structure, diag, norm, run, runtime_suite, upload, water_box, zoo, HostList, Sys};
use cubecl::prelude::*;
use mlff_kernels::neighbor_list::{neighbor_list, NeighborListError, SystemGeometry};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

runtime_suite!(
    wgpu,
    super::common::wgpu_client(),
    single_systems_match_brute_force,
    mixed_batch_matches_brute_force,
    one_atom_and_empty_batches,
    benzene_batch_systems_never_connect,
    water_box_12288_atoms,
    water_box_41472_atoms,
    errors_name_the_system_and_atoms,
    exclusive_scan_matches_host
);
runtime_suite!(
    cuda,
    super::common::cuda_client(),
    single_systems_match_brute_force,
    mixed_batch_matches_brute_force,
    one_atom_and_empty_batches,
    benzene_batch_systems_never_connect,
    water_box_12288_atoms,
    water_box_41472_atoms,
    errors_name_the_system_and_atoms,
    exclusive_scan_matches_host
);

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
