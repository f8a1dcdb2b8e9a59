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
//!
//! Where the device's [`Products`] are TF32 or BF16 (a precision mode the user picks, CUDA
//! only), [`gemm`] runs [`gemm_tc_kernel`] on the tensor cores instead: the same layouts, modes
//! and epilogue, the operands rounded and the sums in f32 in the instruction's order.
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
        let units = client.limits().multiprocessors.unwrap_or(16);
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
    let pre_vectors = if mode == MODE_LINEAR { 1 } else { rows * n_out / 4 };
    if client.products != Products::F32 && n_in.is_multiple_of(TC_BK) {
        let blocks = rows.div_ceil(TC_BM) * (n_out / TC_BN);
        // SAFETY: as below; the inputs are bound as 4-float vectors (n_in is a multiple of 32).
        unsafe {
            let launch = match client.products {
                Products::Bf16 => gemm_tc_kernel::launch_unchecked::<half::bf16, R>,
                _ => gemm_tc_kernel::launch_unchecked::<tf32, R>,
            };
            launch(
                client,
                cubes(blocks),
                CubeDim::new_1d(TC_THREADS),
                arg(x, rows * n_in / 4),
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
                if client.products == Products::Bf16 { 16 } else { 8 },
            )
        }
        return;
    }
    let halves = gemm_halves(client, n_out);
    let blocks = rows.div_ceil(GEMM_BM * halves) * (n_out / GEMM_BN);
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

/// The arithmetic of [`gemm`]'s products, which the user picks as a precision mode.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Products {
    /// f32 multiply-adds on the CUDA cores ([`gemm_kernel`]).
    #[default]
    F32,
    /// Tensor cores, operands rounded to TF32 (10-bit mantissa), f32 accumulation.
    Tf32,
    /// Tensor cores, operands rounded to BF16 (7-bit mantissa), f32 accumulation.
    Bf16,
}

impl Products {
    /// Whether `client`'s device has the tensor-core instruction these products need (16 × 16
    /// blocks, k = 8 for TF32 and 16 for BF16, f32 accumulators); f32 runs everywhere.
    pub fn supported<R: Runtime>(self, client: &ComputeClient<R>) -> bool {
        use cubecl::features::MmaConfig;
        use cubecl::ir::{ElemType, FloatKind};
        let (kind, k) = match self {
            Products::F32 => return true,
            Products::Tf32 => (FloatKind::TF32, 8),
            Products::Bf16 => (FloatKind::BF16, 16),
        };
        client.features().matmul.cmma.contains(&MmaConfig {
            a_type: ElemType::Float(kind).into(),
            b_type: ElemType::Float(kind).into(),
            cd_type: ElemType::Float(FloatKind::F32).into(),
            m: 16,
            n: 16,
            k,
        })
    }
}

/// Rows of a tensor-core block.
pub const TC_BM: usize = 64;
/// Columns of a tensor-core block (the block's width is [`GEMM_BN`], so [`gemm_fits`] holds).
pub const TC_BN: usize = GEMM_BN;
/// Terms of k per shared-memory chunk of the tensor-core kernel.
pub const TC_BK: usize = 32;
/// Threads of a tensor-core cube: four warps, each a 32 × 32 quarter of the block.
pub const TC_THREADS: u32 = 128;
/// Padding of the shared rows (elements), so that a warp's fragment loads spread over the banks
/// while every fragment starts on 32 bytes, as the matrix loads require.
const TC_PAD: usize = 8;

/// `y (+)= act(x Wᵀ + b)` on the tensor cores: a cube of [`TC_THREADS`] computes a
/// [`TC_BM`] × [`TC_BN`] block of `y`, each warp a 32 × 32 quarter as 2 × 2 accumulators of
/// 16 × 16 (`mk` terms of k per instruction: 8 for TF32, 16 for BF16). Each chunk of
/// [`TC_BK`] terms is read from global memory as 4-float vectors (the next chunk's loads issued
/// before the current chunk's products), rounded to `E` once into shared memory, and multiplied
/// there. The accumulators go through shared memory to the epilogue, which is
/// [`gemm_kernel`]'s: bias, activation, `pre`, accumulation, in f32.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn gemm_tc_kernel<E: Float>(
    x: &Array<F4>,
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
    #[comptime] mk: usize,
) {
    let col_blocks = comptime![n_out / TC_BN];
    let n_blocks = (rows as usize).div_ceil(TC_BM) * col_blocks;
    let cube = CUBE_POS;
    if cube >= n_blocks {
        terminate!();
    }
    let row0 = (cube / col_blocks) * TC_BM;
    // The block's first column, in 4-float vectors.
    let v0 = (cube % col_blocks) * comptime![TC_BN / 4];
    let w4 = comptime![n_out / 4];
    let x4 = comptime![n_in / 4];
    let t = UNIT_POS as usize;
    let warp = t / 32;
    let wr = (warp / 2) * 32;
    let wc = (warp % 2) * 32;
    // `xs[r·XS + k]`: the chunk's term k of the block's row r; `ws[k·WS + c]`: column c; `outs`
    // the block's sums, row r at r·OS. All three are held as 4-element vectors (one store a
    // vector); the matrix loads and stores address them by element (strides XS, WS, OS).
    let xs_row = comptime![TC_BK + TC_PAD];
    let ws_row = comptime![TC_BN + TC_PAD];
    let os = comptime![TC_BN + TC_PAD];
    let xs_len = comptime![TC_BM * (TC_BK + TC_PAD) / 4];
    let ws_len = comptime![TC_BK * (TC_BN + TC_PAD) / 4];
    let outs_len = comptime![TC_BM * (TC_BN + TC_PAD) / 4];
    let mut xs = SharedMemory::<Vector<E, Const<4>>>::new_aligned(xs_len, 32usize);
    let mut ws = SharedMemory::<Vector<E, Const<4>>>::new_aligned(ws_len, 32usize);
    let mut outs = SharedMemory::<F4>::new_aligned(outs_len, 32usize);

    let acc00 = cmma::Matrix::<f32>::from_value(cmma::MatrixIdent::Accumulator, 16usize, 16usize, mk, cmma::MatrixLayout::Undefined, 0.0);
    let acc01 = cmma::Matrix::<f32>::from_value(cmma::MatrixIdent::Accumulator, 16usize, 16usize, mk, cmma::MatrixLayout::Undefined, 0.0);
    let acc10 = cmma::Matrix::<f32>::from_value(cmma::MatrixIdent::Accumulator, 16usize, 16usize, mk, cmma::MatrixLayout::Undefined, 0.0);
    let acc11 = cmma::Matrix::<f32>::from_value(cmma::MatrixIdent::Accumulator, 16usize, 16usize, mk, cmma::MatrixLayout::Undefined, 0.0);

    // A chunk is TC_BM × TC_BK inputs and TC_BK × TC_BN weights, 512 vectors of each: four a
    // thread. Vector j of the inputs is row j / 8, terms 4 (j mod 8)..; of the weights, term
    // j / 16, columns 4 (j mod 16)...
    let per = comptime![TC_BM * TC_BK / 4 / TC_THREADS as usize];
    let mut xv = Array::<F4>::new(per);
    let mut wv = Array::<F4>::new(per);
    let chunks = comptime![n_in / TC_BK];
    #[unroll]
    for i in 0..per {
        let j = t + i * comptime![TC_THREADS as usize];
        let row = row0 + j / 8;
        let mut v = F4::empty();
        #[unroll]
        for c in 0..4usize {
            v[c] = 0.0;
        }
        if row < rows as usize {
            v = x[row * x4 + j % 8];
        }
        xv[i] = v;
        wv[i] = wt[(j / 16) * w4 + v0 + j % 16];
    }
    for kc in 0..chunks {
        #[unroll]
        for i in 0..per {
            let j = t + i * comptime![TC_THREADS as usize];
            xs[(j / 8) * comptime![xs_row / 4] + j % 8] = Vector::<E, Const<4>>::cast_from(xv[i]);
            ws[(j / 16) * comptime![ws_row / 4] + j % 16] = Vector::<E, Const<4>>::cast_from(wv[i]);
        }
        sync_cube();
        if kc + 1 < chunks {
            let k4 = (kc + 1) * comptime![TC_BK / 4];
            #[unroll]
            for i in 0..per {
                let j = t + i * comptime![TC_THREADS as usize];
                let row = row0 + j / 8;
                let mut v = F4::empty();
                #[unroll]
                for c in 0..4usize {
                    v[c] = 0.0;
                }
                if row < rows as usize {
                    v = x[row * x4 + k4 + j % 8];
                }
                xv[i] = v;
                wv[i] = wt[(k4 * 4 + j / 16) * w4 + v0 + j % 16];
            }
        }
        #[unroll]
        for kk in 0..comptime![TC_BK / mk] {
            let k0 = kk * mk;
            let a0 = cmma::Matrix::<Vector<E, Const<4>>>::from_slice(cmma::MatrixIdent::A, 16usize, 16usize, mk, cmma::MatrixLayout::RowMajor, &xs.slice((wr * xs_row + k0) / 4, xs_len), xs_row as u32);
            let a1 = cmma::Matrix::<Vector<E, Const<4>>>::from_slice(cmma::MatrixIdent::A, 16usize, 16usize, mk, cmma::MatrixLayout::RowMajor, &xs.slice(((wr + 16) * xs_row + k0) / 4, xs_len), xs_row as u32);
            let b0 = cmma::Matrix::<Vector<E, Const<4>>>::from_slice(cmma::MatrixIdent::B, 16usize, 16usize, mk, cmma::MatrixLayout::RowMajor, &ws.slice((k0 * ws_row + wc) / 4, ws_len), ws_row as u32);
            let b1 = cmma::Matrix::<Vector<E, Const<4>>>::from_slice(cmma::MatrixIdent::B, 16usize, 16usize, mk, cmma::MatrixLayout::RowMajor, &ws.slice((k0 * ws_row + wc + 16) / 4, ws_len), ws_row as u32);
            cmma::execute::<Vector<E, Const<4>>, Vector<E, Const<4>>, f32, f32>(&a0, &b0, &acc00, &acc00);
            cmma::execute::<Vector<E, Const<4>>, Vector<E, Const<4>>, f32, f32>(&a0, &b1, &acc01, &acc01);
            cmma::execute::<Vector<E, Const<4>>, Vector<E, Const<4>>, f32, f32>(&a1, &b0, &acc10, &acc10);
            cmma::execute::<Vector<E, Const<4>>, Vector<E, Const<4>>, f32, f32>(&a1, &b1, &acc11, &acc11);
        }
        sync_cube();
    }
    cmma::store(&mut outs.slice_mut((wr * os + wc) / 4, outs_len), &acc00, os as u32, cmma::MatrixLayout::RowMajor);
    cmma::store(&mut outs.slice_mut((wr * os + wc + 16) / 4, outs_len), &acc01, os as u32, cmma::MatrixLayout::RowMajor);
    cmma::store(&mut outs.slice_mut(((wr + 16) * os + wc) / 4, outs_len), &acc10, os as u32, cmma::MatrixLayout::RowMajor);
    cmma::store(&mut outs.slice_mut(((wr + 16) * os + wc + 16) / 4, outs_len), &acc11, os as u32, cmma::MatrixLayout::RowMajor);
    sync_cube();

    // The epilogue: TC_BM × TC_BN / 4 output vectors, eight a thread; vector j is row j / 16,
    // columns 4 (j mod 16)... As in `gemm_kernel`, what the stores need is loaded first.
    let outs_per = comptime![TC_BM * TC_BN / 4 / TC_THREADS as usize];
    let mut p = Array::<F4>::new(outs_per);
    let mut old = Array::<F4>::new(outs_per);
    #[unroll]
    for i in 0..outs_per {
        let j = t + i * comptime![TC_THREADS as usize];
        let row = row0 + j / 16;
        let mut zero = F4::empty();
        #[unroll]
        for c in 0..4usize {
            zero[c] = 0.0;
        }
        p[i] = zero;
        old[i] = zero;
        if row < rows as usize {
            if comptime![mode == MODE_SILU_GRAD] {
                p[i] = pre[row * w4 + v0 + j % 16];
            }
            if comptime![accumulate] {
                old[i] = y[row * w4 + v0 + j % 16];
            }
        }
    }
    #[unroll]
    for i in 0..outs_per {
        let j = t + i * comptime![TC_THREADS as usize];
        let row = row0 + j / 16;
        let col = v0 + j % 16;
        if row < rows as usize {
            let mut b = F4::empty();
            #[unroll]
            for c in 0..4usize {
                b[c] = 0.0;
            }
            if comptime![with_bias] {
                b = bias[col];
            }
            let pv = p[i];
            let ov = old[i];
            let sums = outs[(j / 16) * comptime![os / 4] + j % 16];
            let at = row * w4 + col;
            let mut h = F4::empty();
            let mut out = F4::empty();
            #[unroll]
            for c in 0..4usize {
                let v = sums[c] + b[c];
                h[c] = v;
                let mut o = v;
                if comptime![mode == MODE_SILU] {
                    o = v * sigmoid(v);
                } else if comptime![mode == MODE_SILU_GRAD] {
                    o = v * silu_grad(pv[c]);
                }
                if comptime![accumulate] {
                    o += ov[c];
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
