//! What a register micro-tile buys one dense layer of a large batch (the fused kernels' tiles of
//! four atoms on 128 threads, 1 024 benzenes = 12 288 rows), on CUDA, before any rewrite.
//!
//! `cargo run --release -p mlff-kernels --example dense_cost` on a machine with an NVIDIA GPU.
//! Each variant computes `y = x W` for `ROWS` rows of `n_in` inputs and `n_out` outputs (weights
//! `[n_in][n_out]` row-major, as the fused kernels read them), a cube per tile of rows, the
//! tile's inputs staged in shared memory:
//! - `col`: the fused kernels' scheme: a thread per column (striding by the cube's threads), one
//!   scalar weight load and `tile` multiply-adds per step of k ([`accumulate_rows`]);
//! - `c4`: a thread per four adjacent columns, one 4-float weight load and `4·tile`
//!   multiply-adds per step of k, the inputs read as scalars;
//! - `c4t`: as `c4`, the inputs staged transposed (`[k][tile]`) and read four rows at a time
//!   (tiles of 4 and 8);
//! - `c4k`: as `c4`, the sum over k split into parts so that every thread of the cube has a
//!   column group, the parts added in shared memory (layers of fewer than 4·threads columns).
//!
//! - `gemm`: larger tiles (16–64 rows), each warp a few rows, a thread's lane four adjacent
//!   columns in each of `n_out/128` groups (register micro-tiles of 4–8 rows × 4–12 columns).
//!
//! Every variant sums k ascending from zero, so `col`, `c4`, `c4t` and `gemm` must agree bit for
//! bit; `c4k` adds its parts in order (differs in the last bits). All are checked against an f64
//! sum. First, `chain`: 12 dependent 128 → 384 layers on one cube an atom (the one-atom tiles of
//! small systems), one column a thread (scalar loads) or four (4-float loads), the sums split
//! into parts. Measured on an H100 (12th session, benches/NOTES.md): four columns a thread
//! 75 → 51 µs for the 128 → 384 layer in tiles of four, 2.9 → 1.8 µs a layer for the chains; no
//! variant passed 25 TFLOP/s.
use cubecl::prelude::*;
use mlff_kernels::dense::accumulate_rows;
use mlff_kernels::geometry::F4;

mod common;

const ROWS: usize = 12_288;
const THREADS: usize = 128;

#[cube(launch_unchecked)]
fn col(x: &Array<f32>, w: &Array<f32>, y: &mut Array<f32>, #[comptime] n: usize, #[comptime] n_out: usize, #[comptime] tile: usize) {
    let row0 = CUBE_POS * tile;
    let t = UNIT_POS as usize;
    let mut xs = SharedMemory::<f32>::new(comptime![tile * n]);
    let mut i = t;
    while i < comptime![tile * n] {
        xs[i] = x[row0 * n + i];
        i += comptime![THREADS];
    }
    sync_cube();
    let mut o = t;
    while o < n_out {
        let mut acc = Array::<f32>::new(tile);
        #[unroll]
        for r in 0..tile {
            acc[r] = 0.0;
        }
        accumulate_rows(&xs, &w.to_slice().as_mut_unchecked(), 0, &mut acc, o, 0, n, n, n_out, tile, false);
        #[unroll]
        for r in 0..tile {
            y[(row0 + r) * n_out + o] = acc[r];
        }
        o += comptime![THREADS];
    }
}

/// `acc[r·4 + c] += Σ_k x[r][k] w[k][4g + c]` over `k0..k0 + len`, inputs from `xs` (`[tile][n]`,
/// or with `transposed` `[n][tile]` read as 4-float vectors).
#[cube]
#[allow(clippy::too_many_arguments)]
fn acc4(
    xs: &SharedMemory<f32>,
    xv: &SharedMemory<F4>,
    w4: &Array<F4>,
    acc: &mut Array<f32>,
    g: usize,
    k0: usize,
    #[comptime] len: usize,
    #[comptime] n: usize,
    #[comptime] n_out: usize,
    #[comptime] tile: usize,
    #[comptime] transposed: bool,
) {
    for k in k0..k0 + len {
        let wk = w4[k * comptime![n_out / 4] + g];
        if comptime![transposed] {
            #[unroll]
            for q in 0..comptime![tile / 4] {
                let xq = xv[k * comptime![tile / 4] + q];
                #[unroll]
                for rr in 0..4usize {
                    let xr = xq[rr];
                    #[unroll]
                    for c in 0..4usize {
                        acc[(q * 4 + rr) * 4 + c] += xr * wk[c];
                    }
                }
            }
        } else {
            #[unroll]
            for r in 0..tile {
                let xr = xs[r * n + k];
                #[unroll]
                for c in 0..4usize {
                    acc[r * 4 + c] += xr * wk[c];
                }
            }
        }
    }
}

#[cube(launch_unchecked)]
fn c4(
    x: &Array<f32>,
    w4: &Array<F4>,
    y: &mut Array<f32>,
    #[comptime] n: usize,
    #[comptime] n_out: usize,
    #[comptime] tile: usize,
    #[comptime] transposed: bool,
) {
    let row0 = CUBE_POS * tile;
    let t = UNIT_POS as usize;
    let mut xs = SharedMemory::<f32>::new(comptime![tile * n]);
    let mut xv = SharedMemory::<F4>::new(comptime![(tile * n).div_ceil(4)]);
    let mut i = t;
    if comptime![transposed] {
        // xv[k·tile/4 + q][rr] = x[row0 + 4q + rr][k]
        while i < comptime![tile * n / 4] {
            let k = i / comptime![tile / 4];
            let q = i % comptime![tile / 4];
            let mut v = F4::empty();
            #[unroll]
            for rr in 0..4usize {
                v[rr] = x[(row0 + q * 4 + rr) * n + k];
            }
            xv[i] = v;
            i += comptime![THREADS];
        }
    } else {
        while i < comptime![tile * n] {
            xs[i] = x[row0 * n + i];
            i += comptime![THREADS];
        }
    }
    sync_cube();
    let mut g = t;
    while g < comptime![n_out / 4] {
        let mut acc = Array::<f32>::new(comptime![tile * 4]);
        #[unroll]
        for a in 0..comptime![tile * 4] {
            acc[a] = 0.0;
        }
        acc4(&xs, &xv, w4, &mut acc, g, 0, n, n, n_out, tile, transposed);
        #[unroll]
        for r in 0..tile {
            #[unroll]
            for c in 0..4usize {
                y[(row0 + r) * n_out + g * 4 + c] = acc[r * 4 + c];
            }
        }
        g += comptime![THREADS];
    }
}

/// `c4` with the sum over k in `parts` parts: thread t takes column group t mod (n_out/4) and
/// part t div (n_out/4); the parts meet in shared memory and are added in order.
#[cube(launch_unchecked)]
fn c4k(x: &Array<f32>, w4: &Array<F4>, y: &mut Array<f32>, #[comptime] n: usize, #[comptime] n_out: usize, #[comptime] tile: usize, #[comptime] parts: usize) {
    let row0 = CUBE_POS * tile;
    let t = UNIT_POS as usize;
    let groups = comptime![n_out / 4];
    let mut xs = SharedMemory::<f32>::new(comptime![tile * n]);
    let xv = SharedMemory::<F4>::new(1usize);
    let mut red = SharedMemory::<f32>::new(comptime![parts * tile * n_out]);
    let mut i = t;
    while i < comptime![tile * n] {
        xs[i] = x[row0 * n + i];
        i += comptime![THREADS];
    }
    sync_cube();
    if t < comptime![groups * parts] {
        let g = t % groups;
        let part = t / groups;
        let mut acc = Array::<f32>::new(comptime![tile * 4]);
        #[unroll]
        for a in 0..comptime![tile * 4] {
            acc[a] = 0.0;
        }
        acc4(&xs, &xv, w4, &mut acc, g, part * comptime![n / parts], comptime![n / parts], n, n_out, tile, false);
        #[unroll]
        for r in 0..tile {
            #[unroll]
            for c in 0..4usize {
                red[(part * tile + r) * n_out + g * 4 + c] = acc[r * 4 + c];
            }
        }
    }
    sync_cube();
    let mut o = t;
    while o < comptime![tile * n_out] {
        let mut s = 0.0;
        #[unroll]
        for p in 0..parts {
            s += red[p * comptime![tile * n_out] + o];
        }
        y[row0 * n_out + o] = s;
        o += comptime![THREADS];
    }
}


/// A larger tile of rows with a register micro-tile: the cube's `warps` warps each take `rr`
/// rows (tile = warps·rr); a thread's lane takes the column groups lane + 32·j (4 columns each),
/// so a thread keeps rr × 4·(n_out/128) accumulators. Inputs staged transposed and read four rows
/// at a time (a broadcast within the warp), weights as 4-float loads, outputs as 4-float stores.
#[cube(launch_unchecked)]
fn gemm(x: &Array<f32>, w4: &Array<F4>, y4: &mut Array<F4>, #[comptime] n: usize, #[comptime] n_out: usize, #[comptime] warps: usize, #[comptime] rr: usize) {
    let tile = comptime![warps * rr];
    let threads = comptime![warps * 32];
    let row0 = CUBE_POS * tile;
    let t = UNIT_POS as usize;
    let mut xv = SharedMemory::<F4>::new(comptime![tile * n / 4]);
    // xv[k·tile/4 + q][i] = x[row0 + 4q + i][k]
    let mut i = t;
    while i < comptime![tile * n / 4] {
        let k = i / comptime![tile / 4];
        let q = i % comptime![tile / 4];
        let mut v = F4::empty();
        #[unroll]
        for rr_ in 0..4usize {
            v[rr_] = x[(row0 + q * 4 + rr_) * n + k];
        }
        xv[i] = v;
        i += threads;
    }
    sync_cube();
    let warp = t / 32;
    let lane = t % 32;
    let cg = comptime![n_out / 128];
    let mut acc = Array::<f32>::new(comptime![rr * 4 * (n_out / 128)]);
    #[unroll]
    for a in 0..comptime![rr * 4 * (n_out / 128)] {
        acc[a] = 0.0;
    }
    for k in 0..n {
        let mut wk = Array::<F4>::new(cg);
        #[unroll]
        for j in 0..cg {
            wk[j] = w4[k * comptime![n_out / 4] + lane + 32 * j];
        }
        #[unroll]
        for q in 0..comptime![rr / 4] {
            let xq = xv[k * comptime![tile / 4] + warp * comptime![rr / 4] + q];
            #[unroll]
            for i4 in 0..4usize {
                let xr = xq[i4];
                #[unroll]
                for j in 0..cg {
                    #[unroll]
                    for c in 0..4usize {
                        acc[((q * 4 + i4) * cg + j) * 4 + c] += xr * wk[j][c];
                    }
                }
            }
        }
    }
    #[unroll]
    for r in 0..rr {
        let row = row0 + warp * rr + r;
        #[unroll]
        for j in 0..cg {
            let mut v = F4::empty();
            #[unroll]
            for c in 0..4usize {
                v[c] = acc[(r * cg + j) * 4 + c];
            }
            y4[row * comptime![n_out / 4] + lane + 32 * j] = v;
        }
    }
}

/// Chains of `layers` dependent 128 → 384 layers on one atom per cube (the one-atom tiles of
/// small systems): each layer's first 128 outputs, scaled, feed the next. `parts` splits each
/// column group's sum over k into parts that meet in shared memory, added in order; `width` is 1
/// (scalar weight loads, a thread's pairs in whole rounds, as the deep split of the fused
/// kernels) or 4 (4-float weight loads, four adjacent columns a pair). At least 128 threads (one
/// per input of the next layer).
#[cube(launch_unchecked)]
fn chain(w: &Array<f32>, w4: &Array<F4>, x0: &Array<f32>, out: &mut Array<f32>, #[comptime] layers: usize, #[comptime] width: usize, #[comptime] parts: usize, #[comptime] threads: usize) {
    let t = UNIT_POS as usize;
    let n = comptime![128usize];
    let n_out = comptime![384usize];
    let groups = comptime![384 / width];
    let len = comptime![128 / parts];
    let items = comptime![(groups * parts).div_ceil(threads)];
    let mut xs = SharedMemory::<f32>::new(128usize);
    let mut red = SharedMemory::<f32>::new(comptime![parts * 384]);
    if t < n {
        xs[t] = x0[t];
    }
    sync_cube();
    for l in 0..layers {
        let base = l * comptime![128 * 384];
        #[unroll]
        for i in 0..items {
            let pair = t + i * threads;
            if pair < comptime![groups * parts] {
                let g = pair % groups;
                let part = pair / groups;
                let mut acc = Array::<f32>::new(width);
                #[unroll]
                for c in 0..width {
                    acc[c] = 0.0;
                }
                for k in part * len..part * len + len {
                    let xk = xs[k];
                    if comptime![width == 4] {
                        let wk = w4[(base + k * n_out) / 4 + g];
                        #[unroll]
                        for c in 0..4usize {
                            acc[c] += xk * wk[c];
                        }
                    } else {
                        acc[0] += xk * w[base + k * n_out + g];
                    }
                }
                #[unroll]
                for c in 0..width {
                    red[part * n_out + g * width + c] = acc[c];
                }
            }
        }
        sync_cube();
        if t < n {
            let mut s = 0.0;
            #[unroll]
            for p in 0..parts {
                s += red[p * n_out + t];
            }
            xs[t] = s * 0.05;
        }
        sync_cube();
    }
    if t < n {
        out[CUBE_POS * n + t] = xs[t];
    }
}

fn chains(client: &ComputeClient<cubecl::cuda::CudaRuntime>) {
    type R = cubecl::cuda::CudaRuntime;
    const LAYERS: usize = 12;
    let nw = LAYERS * 128 * 384;
    let w: Vec<f32> = (0..nw).map(|i| ((i * 7919 % 1000) as f32 - 500.0) * 1e-3).collect();
    let x0: Vec<f32> = (0..128).map(|i| (i as f32 * 0.37).sin()).collect();
    let w_h = client.create_from_slice(f32::as_bytes(&w));
    let x_h = client.create_from_slice(f32::as_bytes(&x0));
    println!("chains of {LAYERS} dependent 128 -> 384 layers, one cube an atom; µs a layer");
    for cubes in [12u32, 132] {
        for (width, parts, threads) in [(1usize, 1usize, 384usize), (1, 4, 512), (1, 8, 512), (4, 2, 192), (4, 4, 384), (4, 8, 384), (4, 8, 768)] {
            let o_h = client.empty(cubes as usize * 128 * 4);
            let go = || {
                // SAFETY: every index is inside the arrays above.
                unsafe {
                    chain::launch_unchecked::<R>(
                        client,
                        CubeCount::Static(cubes, 1, 1),
                        CubeDim::new_1d(threads as u32),
                        ArrayArg::from_raw_parts(w_h.clone(), nw),
                        ArrayArg::from_raw_parts(w_h.clone(), nw / 4),
                        ArrayArg::from_raw_parts(x_h.clone(), 128),
                        ArrayArg::from_raw_parts(o_h.clone(), cubes as usize * 128),
                        LAYERS,
                        width,
                        parts,
                        threads,
                    )
                }
            };
            let us = common::us_per_launch(client, 200, go);
            let got = f32::from_bytes(&client.read_one_unchecked(o_h.clone())).to_vec();
            println!("  {cubes:>3} cubes  width {width} parts {parts} threads {threads:>3}: {:6.2} µs a layer  (out[0..2] {:?})", us / LAYERS as f64, &got[0..2]);
        }
    }
}

fn main() {
    type R = cubecl::cuda::CudaRuntime;
    let client = common::cuda_client_or_exit("dense_cost");
    chains(&client);
    println!("{ROWS} rows, {THREADS} threads a cube; µs a launch (200 launches after 20), TFLOP/s, max relative error against f64");
    for (n, n_out) in [(128usize, 384usize), (128, 128), (256, 128), (384, 128)] {
        let x: Vec<f32> = (0..ROWS * n).map(|i| ((i * 7919 % 2001) as f32 - 1000.0) * 1e-3).collect();
        let w: Vec<f32> = (0..n * n_out).map(|i| ((i * 104_729 % 1999) as f32 - 999.0) * 1e-4).collect();
        let mut want = vec![0f64; ROWS * n_out];
        for r in 0..ROWS {
            for k in 0..n {
                let xv = x[r * n + k] as f64;
                for o in 0..n_out {
                    want[r * n_out + o] += xv * w[k * n_out + o] as f64;
                }
            }
        }
        let x_h = client.create_from_slice(f32::as_bytes(&x));
        let w_h = client.create_from_slice(f32::as_bytes(&w));
        let flop = 2.0 * (ROWS * n * n_out) as f64;
        let mut first: Option<Vec<f32>> = None;
        println!("layer {n} -> {n_out}");
        let mut variants: Vec<(String, usize, usize)> = Vec::new(); // (name, tile, kind/parts)
        for tile in [4usize, 8] {
            variants.push((format!("col  tile {tile}"), tile, 0));
            variants.push((format!("c4   tile {tile}"), tile, 1));
            variants.push((format!("c4t  tile {tile}"), tile, 2));
            for parts in [2usize, 4] {
                if (n_out / 4) * parts <= THREADS && n % parts == 0 {
                    variants.push((format!("c4k{parts} tile {tile}"), tile, 10 + parts));
                }
            }
        }
        for (warps, rr) in [(4usize, 4usize), (4, 8), (8, 4), (8, 8), (2, 8)] {
            if warps * rr * n * 4 <= 48 * 1024 {
                variants.push((format!("gemm {warps}x{rr}"), warps * rr, 100 + warps * 10 + rr));
            }
        }
        for (name, tile, kind) in variants {
            let y_h = client.empty(ROWS * n_out * 4);
            let cubes = CubeCount::Static((ROWS / tile) as u32, 1, 1);
            let dim = CubeDim::new_1d(if kind >= 100 { 32 * ((kind - 100) / 10) as u32 } else { THREADS as u32 });
            let go = || {
                let xa = unsafe { ArrayArg::<R>::from_raw_parts(x_h.clone(), ROWS * n) };
                let ya = unsafe { ArrayArg::<R>::from_raw_parts(y_h.clone(), ROWS * n_out) };
                // SAFETY: ROWS is a multiple of every tile; every index is inside the arrays.
                unsafe {
                    match kind {
                        0 => col::launch_unchecked::<R>(&client, cubes.clone(), dim, xa, ArrayArg::from_raw_parts(w_h.clone(), n * n_out), ya, n, n_out, tile),
                        1 | 2 => c4::launch_unchecked::<R>(&client, cubes.clone(), dim, xa, ArrayArg::from_raw_parts(w_h.clone(), n * n_out / 4), ya, n, n_out, tile, kind == 2),
                        k if k >= 100 => gemm::launch_unchecked::<R>(&client, cubes.clone(), dim, xa, ArrayArg::from_raw_parts(w_h.clone(), n * n_out / 4), ArrayArg::from_raw_parts(y_h.clone(), ROWS * n_out / 4), n, n_out, (k - 100) / 10, (k - 100) % 10),
                        _ => c4k::launch_unchecked::<R>(&client, cubes.clone(), dim, xa, ArrayArg::from_raw_parts(w_h.clone(), n * n_out / 4), ya, n, n_out, tile, kind - 10),
                    }
                }
            };
            let us = common::us_per_launch(&client, 200, go);
            let got = f32::from_bytes(&client.read_one_unchecked(y_h.clone())).to_vec();
            let err = got.iter().zip(&want).map(|(&g, &w)| (g as f64 - w).abs() / (w.abs() + 1e-3)).fold(0.0, f64::max);
            let same = match &first {
                None => {
                    first = Some(got.clone());
                    String::from("(reference for bits)")
                }
                Some(a) => format!("{} of {} equal to col tile 4 bit for bit", a.iter().zip(&got).filter(|(p, q)| p.to_bits() == q.to_bits()).count(), got.len()),
            };
            println!("  {name:<14} {us:8.1} µs {:6.2} TFLOP/s  err {err:.1e}  {same}", flop / us * 1e-6);
        }
    }
}
