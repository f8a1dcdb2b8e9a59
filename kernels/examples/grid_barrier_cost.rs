//! What one device-wide barrier costs inside a persistent kernel (every cube resident, spinning
//! on an atomic counter), against a kernel boundary: the price of the design that would run a
//! whole MD step, or many, in one launch, with a layer's columns spread over all the
//! multiprocessors (the fused kernels' one-atom tiles each read every weight instead).
//!
//! `cargo run --release -p mlff-kernels --example grid_barrier_cost` on a machine with an NVIDIA
//! GPU. cubecl 0.10 has no device-scope fence (its `sync_storage` is `__syncthreads()` on CUDA),
//! so this barrier is the cost's lower bound, not a correct barrier: after each one, every cube
//! reads the value its neighbour wrote before it, and the probe counts the stale reads it sees.
//! The cubes of 64 threads exchange their values as atomics instead of plain loads and stores.
//! Measured on an H100 (13th session, benches/NOTES.md): 0.6–0.8 µs a barrier and every plain
//! read stale as released; 1.3–1.8 µs and none stale with `sync_storage` patched to add
//! `__threadfence()` (benches/results/s13/cubecl_cpp_fence.patch); 5–6 µs a launch.
use cubecl::prelude::*;
use std::time::Instant;

mod common;

/// `rounds` barriers: each cube writes `data[cube] = round`, arrives, waits for all cubes, then
/// reads its neighbour's value (`stale` counts those not yet `round`).
#[cube(launch_unchecked)]
fn barriers(counter: &mut Array<Atomic<u32>>, data: &mut Array<u32>, stale: &mut Array<Atomic<u32>>, rounds: u32) {
    let cubes = CUBE_COUNT as u32;
    let me = CUBE_POS;
    let next = (me + 1) % cubes as usize;
    for r in 0..rounds {
        if UNIT_POS == 0 {
            data[me] = r;
        }
        sync_storage();
        if UNIT_POS == 0 {
            counter[0].fetch_add(1u32);
            let target = (r + 1) * cubes;
            loop {
                if counter[0].load() >= target {
                    break;
                }
            }
        }
        sync_storage();
        if UNIT_POS == 0 && data[next] < r {
            stale[0].fetch_add(1u32);
        }
    }
}

/// As [`barriers`], the exchanged values written and read as atomics (they bypass the L1 cache;
/// nothing orders them against the counter either, without a fence).
#[cube(launch_unchecked)]
fn barriers_atomic(counter: &mut Array<Atomic<u32>>, data: &mut Array<Atomic<u32>>, stale: &mut Array<Atomic<u32>>, rounds: u32) {
    let cubes = CUBE_COUNT as u32;
    let me = CUBE_POS;
    let next = (me + 1) % cubes as usize;
    for r in 0..rounds {
        if UNIT_POS == 0 {
            data[me].store(r);
        }
        sync_storage();
        if UNIT_POS == 0 {
            counter[0].fetch_add(1u32);
            let target = (r + 1) * cubes;
            loop {
                if counter[0].load() >= target {
                    break;
                }
            }
        }
        sync_storage();
        if UNIT_POS == 0 && data[next].load() < r {
            stale[0].fetch_add(1u32);
        }
    }
}

/// The same exchange with a launch per round: each launch's cubes write, the next launch reads.
#[cube(launch_unchecked)]
fn step(data: &mut Array<u32>, stale: &mut Array<Atomic<u32>>, r: u32) {
    let cubes = CUBE_COUNT as u32;
    let me = CUBE_POS;
    if UNIT_POS == 0 {
        if r > 0 && data[(me + 1) % cubes as usize] < r - 1 {
            stale[0].fetch_add(1u32);
        }
        data[me] = r;
    }
}

fn main() {
    type R = cubecl::cuda::CudaRuntime;
    let client = common::cuda_client_or_exit("grid_barrier_cost");
    let rounds = 20_000u32;
    println!("{rounds} rounds; µs a round (first launch excluded), stale neighbour reads seen");
    for cubes in [12u32, 66, 132] {
        for threads in [32u32, 256, 64] {
            let counter = client.create_from_slice(u32::as_bytes(&[0u32]));
            let data = client.create_from_slice(u32::as_bytes(&vec![0u32; cubes as usize]));
            let stale = client.create_from_slice(u32::as_bytes(&[0u32]));
            let atomic = threads == 64;
            let run = |c: &cubecl::server::Handle, n: u32| unsafe {
                let (cc, dim) = (CubeCount::Static(cubes, 1, 1), CubeDim::new_1d(threads));
                let (a, d, st) = (ArrayArg::from_raw_parts(c.clone(), 1), ArrayArg::from_raw_parts(data.clone(), cubes as usize), ArrayArg::from_raw_parts(stale.clone(), 1));
                if atomic {
                    barriers_atomic::launch_unchecked::<R>(&client, cc, dim, a, d, st, n)
                } else {
                    barriers::launch_unchecked::<R>(&client, cc, dim, a, d, st, n)
                }
            };
            // warm-up (compiles), on its own counter
            let warm = client.create_from_slice(u32::as_bytes(&[0u32]));
            run(&warm, 10);
            pollster::block_on(client.sync()).unwrap();
            let t = Instant::now();
            run(&counter, rounds);
            pollster::block_on(client.sync()).unwrap();
            let us = t.elapsed().as_secs_f64() * 1e6 / rounds as f64;
            let s = u32::from_bytes(&client.read_one_unchecked(stale.clone()))[0];
            println!("  barrier{} {cubes:>3} cubes of {threads:>3} threads: {us:6.3} µs a round, {s} stale", if atomic { ", data as atomics," } else { "" });
        }
        let data = client.create_from_slice(u32::as_bytes(&vec![0u32; cubes as usize]));
        let stale = client.create_from_slice(u32::as_bytes(&[0u32]));
        let go = |r: u32| unsafe {
            step::launch_unchecked::<R>(
                &client,
                CubeCount::Static(cubes, 1, 1),
                CubeDim::new_1d(256),
                ArrayArg::from_raw_parts(data.clone(), cubes as usize),
                ArrayArg::from_raw_parts(stale.clone(), 1),
                r,
            )
        };
        go(0);
        pollster::block_on(client.sync()).unwrap();
        let n = 2_000u32;
        let t = Instant::now();
        for r in 1..=n {
            go(r);
        }
        pollster::block_on(client.sync()).unwrap();
        let us = t.elapsed().as_secs_f64() * 1e6 / n as f64;
        let s = u32::from_bytes(&client.read_one_unchecked(stale.clone()))[0];
        println!("  launches {cubes:>3} cubes of 256 threads: {us:6.3} µs a round (host-bound), {s} stale");
    }
}
