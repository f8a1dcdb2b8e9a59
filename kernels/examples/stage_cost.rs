//! What staging a dense layer's weights through shared memory with asynchronous copies buys a
//! chain of dependent layers on one cube (the one-atom tiles of small systems), on CUDA.
//!
//! `cargo run --release -p mlff-kernels --example stage_cost` on a machine with an NVIDIA GPU.
//! Each cube runs `LAYERS` layers of 128 inputs and 384 outputs (one output per thread, weights
//! `[128][384]` row-major, different for every layer: 196 KB a layer, as PaiNN's 3F layers),
//! each layer's first 128 outputs feeding the next. `direct`: each thread reads its column's
//! weights from global memory as the fused kernels do. `memcpy` and `cp16`: the cube copies the
//! weights in chunks of 16 rows (24 KB) into shared memory, two buffers, the next chunk in
//! flight while the threads use the current one, with `Barrier::memcpy_async` (each thread's 16
//! floats in one call) or with 16-byte `copy_async`s committed to the barrier. All add the same
//! terms in the same order, so their outputs must agree bit for bit. Measured on an H100 (11th
//! session, benches/NOTES.md): both staged variants slower than `direct`.
use cubecl::prelude::barrier::{copy_async, Barrier};
use cubecl::prelude::*;

mod common;

const N_IN: usize = 128;
const N_OUT: usize = 384;
const LAYERS: usize = 12;
/// Rows of a chunk.
const KC: usize = 16;

#[cube(launch_unchecked)]
fn direct(w: &Array<f32>, x0: &Array<f32>, out: &mut Array<f32>, #[comptime] layers: usize) {
    let t = UNIT_POS as usize;
    let mut xs = SharedMemory::<f32>::new(comptime![N_IN]);
    if t < comptime![N_IN] {
        xs[t] = x0[t];
    }
    sync_cube();
    for l in 0..layers {
        let base = l * comptime![N_IN * N_OUT];
        let mut acc = 0.0f32;
        for k in 0..comptime![N_IN] {
            acc += xs[k] * w[base + k * comptime![N_OUT] + t];
        }
        sync_cube();
        if t < comptime![N_IN] {
            xs[t] = acc * 0.05;
        }
        sync_cube();
    }
    if t < comptime![N_IN] {
        out[CUBE_POS * comptime![N_IN] + t] = xs[t];
    }
}

/// The terms of chunk rows `k0..k0 + KC` from a staged buffer.
#[cube]
fn chunk_sum(xs: &SharedMemory<f32>, buf: &SharedMemory<f32>, k0: usize, t: usize, acc: &mut f32) {
    #[unroll]
    for kk in 0..comptime![KC] {
        *acc += xs[k0 + kk] * buf[kk * comptime![N_OUT] + t];
    }
}

/// Thread `t`'s share (`per` floats from `src`) of a chunk into `buf` at `t·per`: one
/// `memcpy_async`, or (`cp16`) 16-byte `copy_async`s committed to the barrier.
#[cube]
fn issue(w: &Array<f32>, buf: &mut SharedMemory<f32>, bar: &Barrier, src: usize, t: usize, #[comptime] per: usize, #[comptime] cp16: bool) {
    if comptime![cp16] {
        #[unroll]
        for q in 0..comptime![per / 4] {
            copy_async(&w.slice(src + 4 * q, src + 4 * q + 4), &mut buf.slice_mut(t * per + 4 * q, t * per + 4 * q + 4), 4u32);
        }
        bar.commit_copy_async();
    } else {
        bar.memcpy_async(&w.slice(src, src + per), &mut buf.slice_mut(t * per, t * per + per));
    }
}

#[cube(launch_unchecked)]
#[allow(clippy::manual_is_multiple_of)]
fn staged(w: &Array<f32>, x0: &Array<f32>, out: &mut Array<f32>, #[comptime] layers: usize, #[comptime] cp16: bool) {
    let t = UNIT_POS as usize;
    let chunk = comptime![KC * N_OUT];
    // A chunk holds KC·N_OUT floats: each of the N_OUT threads copies KC of them.
    let per = comptime![KC];
    let mut xs = SharedMemory::<f32>::new(comptime![N_IN]);
    let mut buf0 = SharedMemory::<f32>::new(chunk);
    let mut buf1 = SharedMemory::<f32>::new(chunk);
    let bar0 = Barrier::shared(CUBE_DIM, UNIT_POS == 0);
    let bar1 = Barrier::shared(CUBE_DIM, UNIT_POS == 0);
    if t < comptime![N_IN] {
        xs[t] = x0[t];
    }
    sync_cube();
    let total = layers * comptime![N_IN / KC];
    // Chunk c is weights c·chunk..(c + 1)·chunk: layer c / (N_IN / KC), its rows from
    // (c mod N_IN / KC)·KC on.
    issue(w, &mut buf0, &bar0, t * per, t, per, cp16);
    let mut acc = 0.0f32;
    let mut c = 0usize;
    while c < total {
        // Even chunk in buf0; the odd one after it goes to buf1 meanwhile.
        let next = (c + 1) * chunk + t * per;
        issue(w, &mut buf1, &bar1, next, t, per, cp16);
        bar0.arrive_and_wait();
        let k0 = (c % comptime![N_IN / KC]) * comptime![KC];
        chunk_sum(&xs, &buf0, k0, t, &mut acc);
        sync_cube();
        if c + 2 < total {
            let next = (c + 2) * chunk + t * per;
            issue(w, &mut buf0, &bar0, next, t, per, cp16);
        }
        bar1.arrive_and_wait();
        chunk_sum(&xs, &buf1, k0 + comptime![KC], t, &mut acc);
        sync_cube();
        c += 2;
        if c % comptime![N_IN / KC] == 0 {
            if t < comptime![N_IN] {
                xs[t] = acc * 0.05;
            }
            acc = 0.0;
            sync_cube();
        }
    }
    if t < comptime![N_IN] {
        out[CUBE_POS * comptime![N_IN] + t] = xs[t];
    }
}

fn time<R: Runtime>(client: &ComputeClient<R>, name: &str, cubes: u32, launch: impl Fn()) {
    let us = common::us_per_launch(client, 500, launch);
    println!("{name:>7} {cubes:>4} cubes: {us:8.2} µs a launch, {:6.2} µs a layer", us / LAYERS as f64);
}

fn run<R: Runtime>(client: ComputeClient<R>) {
    let nw = LAYERS * N_IN * N_OUT;
    let w: Vec<f32> = (0..nw).map(|i| ((i * 7919 % 1000) as f32 - 500.0) * 1e-3).collect();
    let x0: Vec<f32> = (0..N_IN).map(|i| (i as f32 * 0.37).sin()).collect();
    let w_h = client.create_from_slice(f32::as_bytes(&w));
    let x_h = client.create_from_slice(f32::as_bytes(&x0));
    for cubes in [12u32, 132] {
        let outs = [(); 3].map(|_| client.empty(cubes as usize * N_IN * 4));
        let go = |k: usize| {
            let a = || unsafe { ArrayArg::from_raw_parts(w_h.clone(), nw) };
            let x = || unsafe { ArrayArg::from_raw_parts(x_h.clone(), N_IN) };
            let o = unsafe { ArrayArg::from_raw_parts(outs[k].clone(), cubes as usize * N_IN) };
            // SAFETY: every index is inside the arrays above (N_OUT threads, LAYERS layers).
            unsafe {
                let (count, dim) = (CubeCount::Static(cubes, 1, 1), CubeDim::new_1d(N_OUT as u32));
                if k == 0 {
                    direct::launch_unchecked::<R>(&client, count, dim, a(), x(), o, LAYERS);
                } else {
                    staged::launch_unchecked::<R>(&client, count, dim, a(), x(), o, LAYERS, k == 2);
                }
            }
        };
        time(&client, "direct", cubes, || go(0));
        time(&client, "memcpy", cubes, || go(1));
        time(&client, "cp16", cubes, || go(2));
        let a = f32::from_bytes(&client.read_one_unchecked(outs[0].clone())).to_vec();
        for (k, out) in outs.iter().enumerate().skip(1) {
            let b = f32::from_bytes(&client.read_one_unchecked(out.clone())).to_vec();
            let same = a.iter().zip(&b).filter(|(x, y)| x.to_bits() == y.to_bits()).count();
            println!("        variant {k}: outputs equal to direct's bit for bit: {same} of {}", a.len());
        }
    }
}

fn main() {
    run(common::cuda_client_or_exit("stage_cost"));
}
