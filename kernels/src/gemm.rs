//! Dense layers over many rows as register-tiled matrix products: the one-stage (staged) path's
//! layers of large systems, where [`crate::dense`]'s scheme (a thread per output column, the
//! cube's rows in shared memory, the weights read from global memory) issues a weight load and
//! a shared load per few multiply-adds and stayed under 10 TMAC/s on an H100 (benches/NOTES.md).
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
//! Two comptime variants fold the element-wise parts of PaiNN's mixing block into the matrix
//! products around them (`crate::mixing::fold_context`): [`IN_CONTEXT`] builds the mixing
//! network's input `[q, |V|]` while loading it, and [`MODE_CONTEXT_GRAD`] adds the gradient of
//! that input into `∂E/∂q` and `∂E/∂V` while storing it. A third, `double`, keeps two shared
//! chunks, so that a chunk's stores need no barrier of their own ([`gemm_double`]).
use cubecl::prelude::*;

use crate::dense::{sigmoid, silu_grad, MODE_LINEAR, MODE_SILU, MODE_SILU_GRAD};
use crate::geometry::F4;
use crate::launch::{arg, cubes, Switch};

/// Rows of a cube's block.
pub const GEMM_BM: usize = 64;
/// Columns of a cube's block.
pub const GEMM_BN: usize = 64;
/// Terms of k per shared-memory chunk.
pub const GEMM_BK: usize = 16;
/// Threads per cube: (GEMM_BM / 4) × (GEMM_BN / 4).
pub const GEMM_THREADS: u32 = 256;

/// Inputs read as they are: `x [rows][n_in]`.
pub const IN_PLAIN: u32 = 0;
/// The mixing network's input `[q, |V|]` built while loading (`n_in` = 2F): terms k < F are
/// `q [rows][F]` (bound as `x`), terms k ≥ F are `sqrt(ε + Σ_d V_d²)` of channel k − F, with V
/// the first half of each spatial row of `vw [rows][3][2F]` (bound as `aux`): what
/// `crate::mixing::mixing_context` writes into `ctx`, in the same order of operations.
pub const IN_CONTEXT: u32 = 1;
/// Output mode of the mixing network's input gradient `g = [g_q, g_|V|]` (`n_out` = 2F, no
/// bias): `y` is `∂E/∂q [rows][F]` and gets `g_q` added; `y2` is `∂E/∂vw [rows][3][2F]` and
/// gets `g_|V| V_d / |V|` added to its V half, |V| recomputed from `aux` = `vw`: what
/// `crate::mixing::mixing_grad_ctx` does with a stored `g`, in the same order of operations.
pub const MODE_CONTEXT_GRAD: u32 = 3;

/// Whether [`gemm`] takes a layer of these widths: whole chunks of k and whole column blocks.
pub fn gemm_fits(n_in: usize, n_out: usize) -> bool {
    n_in > 0 && n_in.is_multiple_of(GEMM_BK) && n_out > 0 && n_out.is_multiple_of(GEMM_BN)
}

/// Whether the one-stage dense launchers of [`crate::dense`] use [`gemm`] for a layer over
/// `rows` rows: where it fits and the rows give every multiprocessor a block
/// (`GEMM_BM` × the device's multiprocessors, 16 where it does not say). `MLFF_GEMM=1` takes it
/// whenever it fits, `MLFF_GEMM=0` never (read once per process), and [`force_gemm`] overrides
/// both.
pub fn use_gemm<R: Runtime>(client: &ComputeClient<R>, rows: usize, n_in: usize, n_out: usize) -> bool {
    if !gemm_fits(n_in, n_out) || rows == 0 {
        return false;
    }
    match GEMM.get() {
        Some(on) => on,
        None => {
            let units = client.properties().hardware.num_streaming_multiprocessors.unwrap_or(16) as usize;
            rows >= GEMM_BM * units
        }
    }
}

static GEMM: Switch = Switch::new("MLFF_GEMM");

/// Whether [`gemm`] takes the mixing network's layers with the context folded in ([`IN_CONTEXT`]
/// for `2f → n_hid`, [`MODE_CONTEXT_GRAD`] for `n_hid → 2f`): as [`gemm_fits`], and with each
/// half of the 2F columns whole column blocks, so that a cube's block lies in one half.
pub fn gemm_fits_context(f: usize, n_hid: usize) -> bool {
    gemm_fits(2 * f, n_hid) && gemm_fits(n_hid, 2 * f) && f.is_multiple_of(GEMM_BN) && f.is_multiple_of(GEMM_BK)
}

/// Overrides [`use_gemm`]'s choice for the whole process: `Some(true)` whenever the layer fits,
/// `Some(false)` never, `None` back to the rows' rule (or `MLFF_GEMM`). For tests and the WGSL
/// export.
pub fn force_gemm(on: Option<bool>) {
    GEMM.force(on);
}

/// Thread `t`'s part of the inputs' chunk at `k0`: rows `row0 + 4·(t / 16) + i`, i = 0..4, of
/// column `k0 + t mod 16` (zeros past the last row). [`IN_CONTEXT`] builds the column from `q`
/// (`x`) or from `vw` (`aux`); a chunk lies in one half (F is whole chunks).
#[cube]
#[allow(clippy::too_many_arguments)]
fn load_inputs(x: &Array<f32>, aux: &Array<f32>, epsilon: f32, rows: u32, row0: usize, k0: usize, #[comptime] n_in: usize, #[comptime] input: u32) -> F4 {
    let t = UNIT_POS as usize;
    let k = k0 + t % GEMM_BK;
    let r0 = row0 + (t / GEMM_BK) * 4;
    let mut a = F4::empty();
    #[unroll]
    for i in 0..4usize {
        let row = r0 + i;
        let mut v = 0.0;
        if row < rows as usize {
            if comptime![input == IN_CONTEXT] {
                let f = comptime![n_in / 2];
                if k < f {
                    v = x[row * f + k];
                } else {
                    // `mixing::mixing_context_at`: the three loads, then ε + the squares in order.
                    let mut u = Array::<f32>::new(3usize);
                    #[unroll]
                    for d in 0..3usize {
                        u[d] = aux[(row * 3 + d) * n_in + k - f];
                    }
                    let mut s = epsilon;
                    #[unroll]
                    for d in 0..3usize {
                        s += u[d] * u[d];
                    }
                    v = f32::sqrt(s);
                }
            } else {
                v = x[row * n_in + k];
            }
        }
        a[i] = v;
    }
    a
}

/// The multiply-adds of one shared chunk into the thread's accumulators: inputs from `xs` at
/// `xo`, weights from `ws` at `wo`.
#[cube]
#[allow(clippy::too_many_arguments)]
fn chunk_products(xs: &SharedMemory<F4>, ws: &SharedMemory<F4>, xo: usize, wo: usize, acc: &mut Array<f32>, tx: usize, ty: usize, #[comptime] xs_row: usize, #[comptime] halves: usize) {
    #[unroll]
    for k in 0..GEMM_BK {
        let b = ws[wo + k * comptime![GEMM_BN / 4] + tx];
        #[unroll]
        for h in 0..halves {
            let a = xs[xo + k * xs_row + h * comptime![GEMM_BM / 4] + ty];
            #[unroll]
            for r in 0..4usize {
                #[unroll]
                for c in 0..4usize {
                    acc[(h * 4 + r) * 4 + c] += a[r] * b[c];
                }
            }
        }
    }
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn gemm_kernel(
    x: &Array<f32>,
    wt: &Array<F4>,
    bias: &Array<F4>,
    aux: &Array<f32>,
    y: &mut Array<F4>,
    pre: &mut Array<F4>,
    y2: &mut Array<F4>,
    rows: u32,
    epsilon: f32,
    #[comptime] n_in: usize,
    #[comptime] n_out: usize,
    #[comptime] mode: u32,
    #[comptime] accumulate: bool,
    #[comptime] with_bias: bool,
    #[comptime] halves: usize,
    #[comptime] input: u32,
    #[comptime] double: bool,
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
    // banks); `ws[k·16 + c]`: columns 4c..4c+4. With `double`, two of each, chunk kc in buffer
    // kc mod 2.
    let xs_row = comptime![GEMM_BM / 4 * halves + 1];
    let xs_len = comptime![GEMM_BK * (GEMM_BM / 4 * halves + 1)];
    let ws_len = comptime![GEMM_BK * GEMM_BN / 4];
    let buffers = comptime![if double { 2usize } else { 1usize }];
    let mut xs = SharedMemory::<F4>::new(comptime![xs_len * buffers]);
    let mut ws = SharedMemory::<F4>::new(comptime![ws_len * buffers]);
    let n_acc = comptime![16 * halves];
    let mut acc = Array::<f32>::new(n_acc);
    #[unroll]
    for i in 0..n_acc {
        acc[i] = 0.0;
    }
    let chunks = comptime![n_in / GEMM_BK];
    let mut x_next = load_inputs(x, aux, epsilon, rows, row0, 0, n_in, input);
    let mut x_next2 = x_next;
    if comptime![halves > 1] {
        x_next2 = load_inputs(x, aux, epsilon, rows, row0 + GEMM_BM, 0, n_in, input);
    }
    let mut w_next = wt[(t / comptime![GEMM_BN / 4]) * w4 + v0 + t % comptime![GEMM_BN / 4]];
    let xs_at = (t % GEMM_BK) * xs_row + t / GEMM_BK;
    if comptime![double] {
        // Chunk 0 stored; then each round issues the next chunk's loads, multiplies the
        // current chunk, stores the next into the other buffer and meets one barrier. The
        // other buffer was last read in the round before, which every thread has finished.
        xs[xs_at] = x_next;
        if comptime![halves > 1] {
            xs[xs_at + comptime![GEMM_BM / 4]] = x_next2;
        }
        ws[t] = w_next;
        sync_cube();
        for kc in 0..chunks {
            let cur = kc % 2;
            if kc + 1 < chunks {
                let k0 = (kc + 1) * GEMM_BK;
                x_next = load_inputs(x, aux, epsilon, rows, row0, k0, n_in, input);
                if comptime![halves > 1] {
                    x_next2 = load_inputs(x, aux, epsilon, rows, row0 + GEMM_BM, k0, n_in, input);
                }
                w_next = wt[(k0 + t / comptime![GEMM_BN / 4]) * w4 + v0 + t % comptime![GEMM_BN / 4]];
            }
            chunk_products(&xs, &ws, cur * xs_len, cur * ws_len, &mut acc, tx, ty, xs_row, halves);
            if kc + 1 < chunks {
                let nx = (1 - cur) * xs_len;
                xs[nx + xs_at] = x_next;
                if comptime![halves > 1] {
                    xs[nx + xs_at + comptime![GEMM_BM / 4]] = x_next2;
                }
                ws[(1 - cur) * ws_len + t] = w_next;
            }
            sync_cube();
        }
    } else {
        for kc in 0..chunks {
            xs[xs_at] = x_next;
            if comptime![halves > 1] {
                xs[xs_at + comptime![GEMM_BM / 4]] = x_next2;
            }
            ws[t] = w_next;
            sync_cube();
            if kc + 1 < chunks {
                let k0 = (kc + 1) * GEMM_BK;
                x_next = load_inputs(x, aux, epsilon, rows, row0, k0, n_in, input);
                if comptime![halves > 1] {
                    x_next2 = load_inputs(x, aux, epsilon, rows, row0 + GEMM_BM, k0, n_in, input);
                }
                w_next = wt[(k0 + t / comptime![GEMM_BN / 4]) * w4 + v0 + t % comptime![GEMM_BN / 4]];
            }
            chunk_products(&xs, &ws, 0usize, 0usize, &mut acc, tx, ty, xs_row, halves);
            sync_cube();
        }
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
    if comptime![mode == MODE_CONTEXT_GRAD] {
        context_grad_store(&acc, b, aux, y, y2, rows, row0, col, ty, epsilon, n_out, halves);
    } else {
        store(&acc, b, y, pre, rows, row0, col, ty, w4, mode, accumulate, halves);
    }
}

/// The stores of [`MODE_LINEAR`], [`MODE_SILU`] and [`MODE_SILU_GRAD`]. What they need is
/// loaded for all rows first (see `dense::dense_rows`): `p` the pre-activations
/// (MODE_SILU_GRAD), `old` the outputs' values before (`accumulate`).
#[cube]
#[allow(clippy::too_many_arguments)]
fn store(
    acc: &Array<f32>,
    b: F4,
    y: &mut Array<F4>,
    pre: &mut Array<F4>,
    rows: u32,
    row0: usize,
    col: usize,
    ty: usize,
    #[comptime] w4: usize,
    #[comptime] mode: u32,
    #[comptime] accumulate: bool,
    #[comptime] halves: usize,
) {
    let n_acc = comptime![16 * halves];
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

/// The stores of [`MODE_CONTEXT_GRAD`] (`n_out` = 2F): a block in the first half adds its
/// values to `y` = ∂E/∂q (rows of F); one in the second adds `g V_d / |V|` to the V half of
/// `y2` = ∂E/∂vw (rows of 3 × 2F), V from `aux` = vw. Per half of the block, every load before
/// the first store.
#[cube]
#[allow(clippy::too_many_arguments)]
fn context_grad_store(
    acc: &Array<f32>,
    b: F4,
    aux: &Array<f32>,
    y: &mut Array<F4>,
    y2: &mut Array<F4>,
    rows: u32,
    row0: usize,
    col: usize,
    ty: usize,
    epsilon: f32,
    #[comptime] n_out: usize,
    #[comptime] halves: usize,
) {
    let f4 = comptime![n_out / 8];
    let w4 = comptime![n_out / 4];
    if col < f4 {
        let mut old = Array::<f32>::new(comptime![16 * halves]);
        #[unroll]
        for i in 0..comptime![4 * halves] {
            let row = row0 + (i / 4) * GEMM_BM + ty * 4 + i % 4;
            #[unroll]
            for c in 0..4usize {
                old[i * 4 + c] = 0.0;
            }
            if row < rows as usize {
                let v = y[row * f4 + col];
                #[unroll]
                for c in 0..4usize {
                    old[i * 4 + c] = v[c];
                }
            }
        }
        #[unroll]
        for i in 0..comptime![4 * halves] {
            let row = row0 + (i / 4) * GEMM_BM + ty * 4 + i % 4;
            if row < rows as usize {
                let mut out = F4::empty();
                #[unroll]
                for c in 0..4usize {
                    out[c] = old[i * 4 + c] + (acc[i * 4 + c] + b[c]);
                }
                y[row * f4 + col] = out;
            }
        }
    } else {
        // Channel vector of the V half.
        let cv = col - f4;
        #[unroll]
        for h in 0..halves {
            // `v[(i·3 + d)·4 + c]`: V_d of row i, channel 4·cv + c; `gv` likewise ∂E/∂V_d.
            let mut v = Array::<f32>::new(48usize);
            let mut gv = Array::<f32>::new(48usize);
            #[unroll]
            for i in 0..4usize {
                let row = row0 + h * GEMM_BM + ty * 4 + i;
                #[unroll]
                for k in 0..12usize {
                    v[i * 12 + k] = 0.0;
                    gv[i * 12 + k] = 0.0;
                }
                if row < rows as usize {
                    #[unroll]
                    for d in 0..3usize {
                        let g = y2[(row * 3 + d) * w4 + cv];
                        #[unroll]
                        for c in 0..4usize {
                            v[(i * 3 + d) * 4 + c] = aux[(row * 3 + d) * n_out + cv * 4 + c];
                            gv[(i * 3 + d) * 4 + c] = g[c];
                        }
                    }
                }
            }
            #[unroll]
            for i in 0..4usize {
                let row = row0 + h * GEMM_BM + ty * 4 + i;
                if row < rows as usize {
                    // `mixing::mixing_grad_ctx_at`: |V| as `mixing_context_at` has it, then
                    // g / |V| times each component.
                    let mut g_norm = F4::empty();
                    #[unroll]
                    for c in 0..4usize {
                        let mut s = epsilon;
                        #[unroll]
                        for d in 0..3usize {
                            let u = v[(i * 3 + d) * 4 + c];
                            s += u * u;
                        }
                        g_norm[c] = (acc[(h * 4 + i) * 4 + c] + b[c]) / f32::sqrt(s);
                    }
                    #[unroll]
                    for d in 0..3usize {
                        let mut out = F4::empty();
                        #[unroll]
                        for c in 0..4usize {
                            out[c] = gv[(i * 3 + d) * 4 + c] + g_norm[c] * v[(i * 3 + d) * 4 + c];
                        }
                        y2[(row * 3 + d) * w4 + cv] = out;
                    }
                }
            }
        }
    }
}

/// Row halves of a [`gemm`] block for a layer of `n_out` columns: 1 (blocks of 64 rows, each
/// thread 4 × 4 outputs), or 2 (128 rows, 8 × 4 outputs a thread). `MLFF_GEMM_TALL=1|0` (read
/// once per process) or [`force_gemm_tall`] sets 2 or 1 for every layer; otherwise
/// `MLFF_GEMM_TALL_WIDE=1` or [`force_gemm_tall_wide`] gives 2 to layers of 256 columns and
/// more, and the default is 1. Measured on an H100 (benches/NOTES.md, twenty-first session):
/// 128-row blocks for every layer took the gemm kernels of a call of 1 024 benzenes 8 358 →
/// 8 211 µs, the 384- and 256-column layers 14–21 % faster, the 128-column ones the same or
/// slower, the call within its spread; the width rule (those layers only) is not measured yet.
pub fn gemm_halves(n_out: usize) -> usize {
    match TALL.get() {
        Some(true) => 2,
        Some(false) => 1,
        None if TALL_WIDE.get() == Some(true) && n_out >= 256 => 2,
        None => 1,
    }
}

static TALL: Switch = Switch::new("MLFF_GEMM_TALL");
static TALL_WIDE: Switch = Switch::new("MLFF_GEMM_TALL_WIDE");

/// Overrides `MLFF_GEMM_TALL` for the whole process (`None`: back to it). For tests.
pub fn force_gemm_tall(on: Option<bool>) {
    TALL.force(on);
}

/// Overrides `MLFF_GEMM_TALL_WIDE` for the whole process (`None`: back to it). For tests.
pub fn force_gemm_tall_wide(on: Option<bool>) {
    TALL_WIDE.force(on);
}

/// Whether the gemm keeps two shared chunks, one barrier a chunk instead of two:
/// `MLFF_GEMM_DOUBLE=1` or [`force_gemm_double`]; off by default (not measured yet).
pub fn gemm_double() -> bool {
    DOUBLE.get() == Some(true)
}

static DOUBLE: Switch = Switch::new("MLFF_GEMM_DOUBLE");

/// Overrides `MLFF_GEMM_DOUBLE` for the whole process (`None`: back to it). For tests.
pub fn force_gemm_double(on: Option<bool>) {
    DOUBLE.force(on);
}

type H = cubecl::server::Handle;

/// One launch of [`gemm_kernel`]; the public launchers below name what each mode binds.
/// `x_len`, `y_len`, `pre_len`, `aux_len` and `y2_len` are the bound lengths in floats.
#[allow(clippy::too_many_arguments)]
fn launch<R: Runtime>(
    client: &ComputeClient<R>,
    (x, x_len): (&H, usize),
    wt: &H,
    bias: Option<&H>,
    (aux, aux_len): (&H, usize),
    (y, y_len): (&H, usize),
    (pre, pre_len): (&H, usize),
    (y2, y2_len): (&H, usize),
    rows: usize,
    n_in: usize,
    n_out: usize,
    mode: u32,
    accumulate: bool,
    input: u32,
    epsilon: f32,
) {
    let halves = gemm_halves(n_out);
    let blocks = rows.div_ceil(GEMM_BM * halves) * (n_out / GEMM_BN);
    // SAFETY: lengths are the allocation sizes the callers made for these shapes (4-float
    // vectors of them: every width is a multiple of four); the kernel guards every row index
    // against `rows`. Without a bias, `wt` is bound in its place and not read; so are `x` for an
    // unused `aux` and `y` for an unused `pre` or `y2`.
    unsafe {
        gemm_kernel::launch_unchecked::<R>(
            client,
            cubes(blocks),
            CubeDim::new_1d(GEMM_THREADS),
            arg(x, x_len),
            arg(wt, n_in * n_out / 4),
            arg(bias.unwrap_or(wt), n_out / 4),
            arg(aux, aux_len),
            arg(y, y_len / 4),
            arg(pre, pre_len / 4),
            arg(y2, y2_len / 4),
            rows as u32,
            epsilon,
            n_in,
            n_out,
            mode,
            accumulate,
            bias.is_some(),
            halves,
            input,
            gemm_double(),
        )
    }
}

/// Launch `y (+)= act(x Wᵀ + b)` over `rows` rows as [`crate::dense::dense`] does, on
/// register-tiled blocks. The widths must pass [`gemm_fits`]. `pre` is written in
/// [`MODE_SILU`], read in [`MODE_SILU_GRAD`], ignored in [`MODE_LINEAR`] (pass any handle).
/// Returns early on zero rows.
#[allow(clippy::too_many_arguments)]
pub fn gemm<R: Runtime>(client: &ComputeClient<R>, x: &H, wt: &H, bias: Option<&H>, y: &H, pre: &H, rows: usize, n_in: usize, n_out: usize, mode: u32, accumulate: bool) {
    assert!(gemm_fits(n_in, n_out), "gemm: {n_in} → {n_out} is not whole chunks and blocks");
    assert!(mode != MODE_CONTEXT_GRAD, "gemm: the context gradient has its own launcher");
    if rows == 0 {
        return;
    }
    let pre_len = if mode == MODE_LINEAR { 4 } else { rows * n_out };
    let x_in = (x, rows * n_in);
    launch(client, x_in, wt, bias, x_in, (y, rows * n_out), (pre, pre_len), (y, rows * n_out), rows, n_in, n_out, mode, accumulate, IN_PLAIN, 0.0);
}

/// The mixing network's first layer with its input built on the fly ([`IN_CONTEXT`]):
/// `pre = [q, |V|] W0ᵀ + b0`, `h = silu(pre)`, from `q [rows][f]` and `vw [rows][3][2f]`.
/// The widths must pass [`gemm_fits_context`].
#[allow(clippy::too_many_arguments)]
pub fn gemm_context_forward<R: Runtime>(client: &ComputeClient<R>, q: &H, vw: &H, epsilon: f32, wt: &H, bias: &H, h: &H, pre: &H, rows: usize, f: usize, n_hid: usize) {
    assert!(gemm_fits_context(f, n_hid), "gemm: the context of F = {f} into {n_hid} is not whole blocks");
    if rows == 0 {
        return;
    }
    let out = rows * n_hid;
    launch(client, (q, rows * f), wt, Some(bias), (vw, rows * 6 * f), (h, out), (pre, out), (h, out), rows, 2 * f, n_hid, MODE_SILU, false, IN_CONTEXT, epsilon);
}

/// The mixing network's input gradient from its hidden gradient `gh [rows][n_hid]` (`wt` the
/// first layer's backward weights, `[n_hid][2f]`), added where it goes ([`MODE_CONTEXT_GRAD`]):
/// `gq [rows][f] += g_q`, the V half of `gvw [rows][3][2f] += g_|V| V / |V|`, V from `vw`.
#[allow(clippy::too_many_arguments)]
pub fn gemm_context_backward<R: Runtime>(client: &ComputeClient<R>, gh: &H, wt: &H, vw: &H, epsilon: f32, gq: &H, gvw: &H, rows: usize, n_hid: usize, f: usize) {
    assert!(gemm_fits_context(f, n_hid), "gemm: the context of F = {f} into {n_hid} is not whole blocks");
    if rows == 0 {
        return;
    }
    let x_in = (gh, rows * n_hid);
    launch(client, x_in, wt, None, (vw, rows * 6 * f), (gq, rows * f), (gq, 4), (gvw, rows * 6 * f), rows, n_hid, 2 * f, MODE_CONTEXT_GRAD, true, IN_PLAIN, epsilon);
}
