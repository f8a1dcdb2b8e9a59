//! Dense layers over many rows as register-tiled matrix products: the one-stage (staged) path's
//! layers of large systems, where [`crate::dense`]'s scheme (a thread per output column, the
//! cube's rows in shared memory, the weights read from global memory) issues a weight load and
//! a shared load per few multiply-adds and stays under 10 TMAC/s on an H100 (docs/performance.md).
//!
//! A cube of [`GEMM_THREADS`] threads computes a [`GEMM_BM`] × [`GEMM_BN`] block of `y`; each
//! thread a 4 × 4 micro-tile of it (four rows, four adjacent columns), sixteen accumulators in
//! registers. The sum over k goes in chunks of [`GEMM_BK`]: both operands' chunks are staged in
//! shared memory as 4-float vectors (the inputs transposed, `[k][row]`, so that one vector load
//! gives a thread its four rows), and the next chunk's global loads are issued before the
//! current chunk's multiply-adds. Each step of k: two shared vector loads, 16 multiply-adds (three
//! and 32 in the blocks of 128 rows of [`gemm_halves`]).
//!
//! Same layouts and modes as [`crate::dense`]: `x [rows][n_in]`, `wt [n_in][n_out]`, `y
//! [rows][n_out]`; [`MODE_LINEAR`], [`MODE_SILU`] (stores `pre` and `silu(pre)`),
//! [`MODE_SILU_GRAD`] (multiplies by `silu'(pre)`), with `accumulate` adding to `y`. The sum
//! over k is ascending from zero, the bias added last.
use cubecl::prelude::*;

use crate::dense::{sigmoid, silu_grad, MODE_LINEAR, MODE_SILU, MODE_SILU_GRAD};
use crate::geometry::F4;
use crate::launch::{arg, cubes};
use crate::tuning::Device;

/// Rows of a cube's block.
pub const GEMM_BM: usize = 64;
/// Columns of a cube's block.
pub const GEMM_BN: usize = 64;
/// Terms of k per shared-memory chunk.
pub const GEMM_BK: usize = 16;
/// Threads per cube: (GEMM_BM / 4) × (GEMM_BN / 4).
pub const GEMM_THREADS: u32 = 256;

/// Whether [`gemm`] takes a layer of these widths: whole chunks of k and whole column blocks.
pub fn gemm_fits(n_in: usize, n_out: usize) -> bool {
    n_in > 0 && n_in.is_multiple_of(GEMM_BK) && n_out > 0 && n_out.is_multiple_of(GEMM_BN)
}

/// Whether the one-stage dense launchers of [`crate::dense`] use [`gemm`] for a layer over
/// `rows` rows: where it fits and the rows give every multiprocessor a block
/// (`GEMM_BM` × the device's multiprocessors, 16 where it does not say), unless the device's
/// tuning says always (where it fits) or never.
pub fn use_gemm<R: Runtime>(client: &Device<R>, rows: usize, n_in: usize, n_out: usize) -> bool {
    if !gemm_fits(n_in, n_out) || rows == 0 {
        return false;
    }
    client.tuning.gemm.unwrap_or_else(|| {
        let units = client.properties().hardware.num_streaming_multiprocessors.unwrap_or(16) as usize;
        rows >= GEMM_BM * units
    })
}

/// Thread `t`'s part of the inputs' chunk at `k0`: rows `row0 + 4·(t / 16) + i`, i = 0..4, of
/// column `k0 + t mod 16` (zeros past the last row).
#[cube]
fn load_inputs(x: &Array<f32>, rows: u32, row0: usize, k0: usize, #[comptime] n_in: usize) -> F4 {
    let t = UNIT_POS as usize;
    let k = k0 + t % GEMM_BK;
    let r0 = row0 + (t / GEMM_BK) * 4;
    let mut a = F4::empty();
    #[unroll]
    for i in 0..4usize {
        let row = r0 + i;
        let mut v = 0.0;
        if row < rows as usize {
            v = x[row * n_in + k];
        }
        a[i] = v;
    }
    a
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn gemm_kernel(
    x: &Array<f32>,
    wt: &Array<F4>,
    bias: &Array<F4>,
    y: &mut Array<F4>,
    pre: &mut Array<F4>,
    rows: u32,
    #[comptime] n_in: usize,
    #[comptime] n_out: usize,
    #[comptime] mode: u32,
    #[comptime] accumulate: bool,
    #[comptime] with_bias: bool,
    #[comptime] halves: usize,
) {
    // A block of `halves` × GEMM_BM rows: each thread four rows in each half.
    let bm = comptime![GEMM_BM * halves];
    let col_blocks = comptime![n_out / GEMM_BN];
    let n_blocks = (rows as usize).div_ceil(bm) * col_blocks;
    let cube = CUBE_POS;
    if cube >= n_blocks {
        terminate!();
    }
    let row0 = (cube / col_blocks) * bm;
    // The block's first column, in 4-float vectors.
    let v0 = (cube % col_blocks) * comptime![GEMM_BN / 4];
    let w4 = comptime![n_out / 4];
    let t = UNIT_POS as usize;
    // Thread t's micro-tile: column group `tx`, row group `ty` (of each half), each 0..16. A
    // warp's 32 threads take 4 column groups × 8 row groups, so that each of its shared loads a
    // step of k reads 4 or 8 distinct vectors (64 or 128 bytes, one wavefront) instead of 16.
    let lane = t % 32;
    let warp = t / 32;
    let tx = (warp % 4) * 4 + lane % 4;
    let ty = (warp / 4) * 8 + lane / 4;
    // `xs[k·XS + 16h + g]`: rows 4g..4g+4 of half h, the chunk's term k (rows of XS = 16·halves
    // + 1 vectors, one of padding, so that the transposed stores of 16 threads spread over the
    // banks); `ws[k·16 + c]`: columns 4c..4c+4.
    let xs_row = comptime![GEMM_BM / 4 * halves + 1];
    let mut xs = SharedMemory::<F4>::new(comptime![GEMM_BK * (GEMM_BM / 4 * halves + 1)]);
    let mut ws = SharedMemory::<F4>::new(comptime![GEMM_BK * GEMM_BN / 4]);
    let n_acc = comptime![16 * halves];
    let mut acc = Array::<f32>::new(n_acc);
    #[unroll]
    for i in 0..n_acc {
        acc[i] = 0.0;
    }
    let chunks = comptime![n_in / GEMM_BK];
    let mut x_next = load_inputs(x, rows, row0, 0, n_in);
    let mut x_next2 = x_next;
    if comptime![halves > 1] {
        x_next2 = load_inputs(x, rows, row0 + GEMM_BM, 0, n_in);
    }
    let mut w_next = wt[(t / comptime![GEMM_BN / 4]) * w4 + v0 + t % comptime![GEMM_BN / 4]];
    for kc in 0..chunks {
        xs[(t % GEMM_BK) * xs_row + t / GEMM_BK] = x_next;
        if comptime![halves > 1] {
            xs[(t % GEMM_BK) * xs_row + comptime![GEMM_BM / 4] + t / GEMM_BK] = x_next2;
        }
        ws[t] = w_next;
        sync_cube();
        if kc + 1 < chunks {
            let k0 = (kc + 1) * GEMM_BK;
            x_next = load_inputs(x, rows, row0, k0, n_in);
            if comptime![halves > 1] {
                x_next2 = load_inputs(x, rows, row0 + GEMM_BM, k0, n_in);
            }
            w_next = wt[(k0 + t / comptime![GEMM_BN / 4]) * w4 + v0 + t % comptime![GEMM_BN / 4]];
        }
        #[unroll]
        for k in 0..GEMM_BK {
            let b = ws[k * comptime![GEMM_BN / 4] + tx];
            #[unroll]
            for h in 0..halves {
                let a = xs[k * xs_row + h * comptime![GEMM_BM / 4] + ty];
                #[unroll]
                for r in 0..4usize {
                    #[unroll]
                    for c in 0..4usize {
                        acc[(h * 4 + r) * 4 + c] += a[r] * b[c];
                    }
                }
            }
        }
        sync_cube();
    }
    let col = v0 + tx;
    let mut b = F4::empty();
    #[unroll]
    for c in 0..4usize {
        b[c] = 0.0;
    }
    if comptime![with_bias] {
        b = bias[col];
    }
    // What the stores need is loaded for all rows first (see `dense::dense_rows`): `p` the
    // pre-activations (MODE_SILU_GRAD), `old` the outputs' values before (`accumulate`).
    let mut p = Array::<f32>::new(n_acc);
    let mut old = Array::<f32>::new(n_acc);
    #[unroll]
    for i in 0..comptime![4 * halves] {
        let row = row0 + (i / 4) * GEMM_BM + ty * 4 + i % 4;
        #[unroll]
        for c in 0..4usize {
            p[i * 4 + c] = 0.0;
            old[i * 4 + c] = 0.0;
        }
        if row < rows as usize {
            if comptime![mode == MODE_SILU_GRAD] {
                let v = pre[row * w4 + col];
                #[unroll]
                for c in 0..4usize {
                    p[i * 4 + c] = v[c];
                }
            }
            if comptime![accumulate] {
                let v = y[row * w4 + col];
                #[unroll]
                for c in 0..4usize {
                    old[i * 4 + c] = v[c];
                }
            }
        }
    }
    #[unroll]
    for i in 0..comptime![4 * halves] {
        let row = row0 + (i / 4) * GEMM_BM + ty * 4 + i % 4;
        if row < rows as usize {
            let at = row * w4 + col;
            let mut h = F4::empty();
            let mut out = F4::empty();
            #[unroll]
            for c in 0..4usize {
                let v = acc[i * 4 + c] + b[c];
                h[c] = v;
                let mut o = v;
                if comptime![mode == MODE_SILU] {
                    o = v * sigmoid(v);
                } else if comptime![mode == MODE_SILU_GRAD] {
                    o = v * silu_grad(p[i * 4 + c]);
                }
                if comptime![accumulate] {
                    o += old[i * 4 + c];
                }
                out[c] = o;
            }
            if comptime![mode == MODE_SILU] {
                pre[at] = h;
            }
            y[at] = out;
        }
    }
}

/// Row halves of a [`gemm`] block for a layer of `n_out` columns: 2 (blocks of 128 rows, each
/// thread 8 × 4 outputs) for layers of 256 columns and more, 1 (64 rows, 4 × 4 outputs) for
/// narrower ones, unless the device's tuning sets 2 or 1 for every layer. The rule gives each
/// layer its faster height (`docs/performance.md`).
pub fn gemm_halves<R: Runtime>(client: &Device<R>, n_out: usize) -> usize {
    match client.tuning.gemm_tall {
        Some(true) => 2,
        Some(false) => 1,
        None if n_out >= 256 => 2,
        None => 1,
    }
}

/// Launch `y (+)= act(x Wᵀ + b)` over `rows` rows as [`crate::dense::dense`] does, on
/// register-tiled blocks. The widths must pass [`gemm_fits`]. `pre` is written in
/// [`MODE_SILU`], read in [`MODE_SILU_GRAD`], ignored in [`MODE_LINEAR`] (pass any handle).
/// Returns early on zero rows.
#[allow(clippy::too_many_arguments)]
pub fn gemm<R: Runtime>(
    client: &Device<R>,
    x: &cubecl::server::Handle,
    wt: &cubecl::server::Handle,
    bias: Option<&cubecl::server::Handle>,
    y: &cubecl::server::Handle,
    pre: &cubecl::server::Handle,
    rows: usize,
    n_in: usize,
    n_out: usize,
    mode: u32,
    accumulate: bool,
) {
    assert!(gemm_fits(n_in, n_out), "gemm: {n_in} → {n_out} is not whole chunks and blocks");
    if rows == 0 {
        return;
    }
    let halves = gemm_halves(client, n_out);
    let blocks = rows.div_ceil(GEMM_BM * halves) * (n_out / GEMM_BN);
    let pre_vectors = if mode == MODE_LINEAR { 1 } else { rows * n_out / 4 };
    // SAFETY: lengths are the allocation sizes the caller made for these shapes (4-float
    // vectors of them: every width is a multiple of four); the kernel guards every row index
    // against `rows`. Without a bias, `wt` is bound in its place and not read.
    unsafe {
        gemm_kernel::launch_unchecked::<R>(
            client,
            cubes(blocks),
            CubeDim::new_1d(GEMM_THREADS),
            arg(x, rows * n_in),
            arg(wt, n_in * n_out / 4),
            arg(bias.unwrap_or(wt), n_out / 4),
            arg(y, rows * n_out / 4),
            arg(pre, pre_vectors),
            rows as u32,
            n_in,
            n_out,
            mode,
            accumulate,
            bias.is_some(),
            halves,
        )
    }
}
