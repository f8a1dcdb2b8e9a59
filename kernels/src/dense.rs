//! Dense layers over rows of features: the PaiNN context networks, the vector-channel mix and
//! the readout, forward and backward (gradient with respect to the input).
//!
//! Layout: `x [rows][n_in]`, `y [rows][n_out]`, row-major. The weight argument `wt` is
//! `[n_in][n_out]` row-major, i.e. the transpose of torch's `[out, in]` layout, so that the
//! threads of a cube (one per output column) read consecutive addresses. The backward pass
//! `gx = gy · W` is the same kernel with torch's `W [n_out][n_in]` passed as `wt` and the widths
//! swapped.
//!
//! Modes (comptime):
//! - [`MODE_LINEAR`]: `y = x Wᵀ + b`
//! - [`MODE_SILU`]: `pre = x Wᵀ + b` is stored and `y = silu(pre)`
//! - [`MODE_SILU_GRAD`]: `y = (x Wᵀ + b) ⊙ silu'(pre)` (backward through an activation)
//!
//! With `accumulate`, the result is added to what `y` holds.
//!
//! One cube computes `tile` rows; its threads stride over the output columns, each keeping
//! `tile` accumulators in registers, with the input tile staged in shared memory. The launcher
//! picks the tile with [`pick_tile`]. [`mlp_forward`] and [`mlp_backward`] are two layers with a
//! SiLU between them in one launch, the hidden values kept in shared memory.
use cubecl::prelude::*;

use crate::gemm::{gemm, use_gemm};
use crate::geometry::F4;
use crate::launch::{arg, cubes, Switch};

/// `y = x Wᵀ + b`.
pub const MODE_LINEAR: u32 = 0;
/// `y = silu(x Wᵀ + b)`, pre-activation stored.
pub const MODE_SILU: u32 = 1;
/// `y = (x Wᵀ + b) ⊙ silu'(pre)`.
pub const MODE_SILU_GRAD: u32 = 2;

/// Candidate rows per cube, largest first. Larger tiles (16, 32) were measured slower on an
/// H100 (fewer cubes, more registers per thread): see benches/NOTES.md. The smaller ones serve
/// small systems: 12 rows in tiles of 8 made two cubes of four warps, one warp per scheduler,
/// every dependent instruction's latency exposed (30–60 µs a kernel for benzene).
pub const TILES: [usize; 4] = [8, 4, 2, 1];
/// Threads per cube.
pub const THREADS: u32 = 128;

#[cube]
pub(crate) fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + f32::exp(-x))
}

/// The derivative of `silu(h) = h sigmoid(h)`.
#[cube]
pub(crate) fn silu_grad(h: f32) -> f32 {
    let s = sigmoid(h);
    s * (1.0 + h * (1.0 - s))
}

/// Stages the cube's tile of rows `row0..row0 + tile` of `x [rows][width]` into `xs`, rows past
/// the end as zeros; the cube's `threads` threads stride over it. The caller syncs the cube.
#[cube]
pub(crate) fn stage_rows(
    x: &Slice<f32, ReadWrite>,
    xs: &mut SharedMemory<f32>,
    row0: usize,
    rows: u32,
    #[comptime] width: usize,
    #[comptime] tile: usize,
    #[comptime] threads: usize,
) {
    stage_rows_gap(x, xs, row0, rows, width, tile, threads, 0usize, 0usize);
}

/// [`stage_rows`] without the rows' columns `gap_at..gap_at + gap_len` ([`past_gap`]): `xs` is
/// `[tile][width − gap_len]`.
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn stage_rows_gap(
    x: &Slice<f32, ReadWrite>,
    xs: &mut SharedMemory<f32>,
    row0: usize,
    rows: u32,
    #[comptime] width: usize,
    #[comptime] tile: usize,
    #[comptime] threads: usize,
    #[comptime] gap_at: usize,
    #[comptime] gap_len: usize,
) {
    let taken = comptime![width - gap_len];
    let mut idx = UNIT_POS as usize;
    while idx < tile * taken {
        let row = row0 + idx / taken;
        if row < rows as usize {
            xs[idx] = x[row * width + past_gap(idx % taken, gap_at, gap_len)];
        } else {
            xs[idx] = 0.0;
        }
        idx += threads;
    }
}

/// Weights loaded ahead per step of `accumulate_rows`.
pub const K_CHUNK: usize = 8;

/// `acc[r] += Σ_k xs[r·n + k] · w[w_off + k·stride + o]` for the `tile` rows of a cube, `k` in
/// `k0..k0 + len` ascending. With `prefetch`, the weights are loaded `K_CHUNK` at a time before they are used,
/// so that a thread has that many global loads in flight. That is what the WGSL path needs (on
/// an H100 through Vulkan: benzene 2.70 → 2.06 ms, 41 472 waters 64.3 → 56.9 ms), while NVRTC
/// schedules the plain loop better on its own (the same change made CUDA's small systems 15 %
/// slower; a software-pipelined loop, one chunk's loads in flight during the previous chunk's
/// multiply-adds, made 1 024 benzenes slower): see [`prefetch_weights`] and benches/NOTES.md.
#[cube]
pub fn accumulate_rows(
    xs: &SharedMemory<f32>,
    w: &Slice<f32, ReadWrite>,
    w_off: usize,
    acc: &mut Array<f32>,
    o: usize,
    k0: usize,
    #[comptime] len: usize,
    #[comptime] n: usize,
    #[comptime] stride: usize,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
) {
    let chunk = comptime![K_CHUNK];
    if comptime![prefetch && len.is_multiple_of(K_CHUNK)] {
        let mut k = k0;
        while k < k0 + len {
            let mut wv = Array::<f32>::new(chunk);
            #[unroll]
            for u in 0..chunk {
                wv[u] = w[w_off + (k + u) * stride + o];
            }
            #[unroll]
            for u in 0..chunk {
                #[unroll]
                for r in 0..tile {
                    acc[r] += xs[r * n + k + u] * wv[u];
                }
            }
            k += chunk;
        }
    } else {
        for k in k0..k0 + len {
            let wk = w[w_off + k * stride + o];
            #[unroll]
            for r in 0..tile {
                acc[r] += xs[r * n + k] * wk;
            }
        }
    }
}

/// Parts the sum over `k` (`n` terms) of a layer of `n_out` columns over `rows` rows is split
/// into. A small system's dense stages are chains of dependent multiply-adds, one per `k`;
/// splitting them over idle threads shortens the chain.
/// - One column per thread at most (every cube): the largest power of two `p ≤ min(8, threads /
///   n_out)` that divides `n`; one (no split) otherwise.
/// - With `deep`, cubes of [`DEEP_SPLIT_THREADS`] threads or more (the wide cubes of one- and
///   two-atom tiles) may split further, each thread then taking up to four (column, part) pairs
///   whose loads and sums are independent: the largest `p ≤ 8` whose parts keep
///   [`DEEP_SPLIT_TERMS`] terms or more, whose pairs fill whole rounds of the cube's threads, and
///   whose partial sums take at most [`DEEP_SPLIT_FLOATS`] floats. The kernels ask for it where
///   the weights are not loaded ahead (`!prefetch`, CUDA by default): on an H100 it took a
///   192-atom water box's MD kernels from 413 to 384 µs a step (the one-atom tiles' 384-column
///   layers on all 512 threads) and left benzene's as they were; through Vulkan it made both
///   slower (benches/NOTES.md).
pub fn split_parts(threads: usize, n_out: usize, n: usize, rows: usize, deep: bool) -> usize {
    let mut p = 1;
    while p < 8 && 2 * p * n_out <= threads && n.is_multiple_of(2 * p) {
        p *= 2;
    }
    if deep && threads >= DEEP_SPLIT_THREADS {
        for deeper in [2, 4, 8] {
            let pairs = deeper * n_out;
            if deeper > p
                && n.is_multiple_of(deeper)
                && n / deeper >= DEEP_SPLIT_TERMS
                && pairs <= 4 * threads
                && pairs.is_multiple_of(threads)
                && deeper * rows * n_out <= DEEP_SPLIT_FLOATS
            {
                p = deeper;
            }
        }
    }
    p
}

/// Threads from which a cube splits its sums into several (column, part) pairs per thread
/// ([`split_parts`]).
pub const DEEP_SPLIT_THREADS: usize = 256;
/// Fewest terms of a part of a deeper split. Measured on an H100 (MD kernels, benches/NOTES.md):
/// 16 and 24 gave the same kernel times as 32, and at most two pairs per thread lost most of
/// the gain.
pub const DEEP_SPLIT_TERMS: usize = 32;
/// Largest partial-sum buffer a deeper split may take, in floats.
pub const DEEP_SPLIT_FLOATS: usize = 3072;

/// (Column, part) pairs per thread of a split layer: one, or a whole number of rounds of the
/// cube's threads (see [`split_parts`]).
pub fn split_items(threads: usize, n_out: usize, parts: usize) -> usize {
    (parts * n_out).div_ceil(threads)
}

/// Shared floats [`split_partials`] needs for a layer (one when there is no split): the size of
/// the `red` buffer a kernel passes to its dense stages is the largest over its layers. With
/// `vec4` (see [`col_width`]) the sums of four-column layers always go through it.
pub fn split_floats(threads: usize, n_out: usize, n: usize, rows: usize, deep: bool, vec4: bool) -> usize {
    // As `column_acc` decides whether it reads `red`.
    let parts = layer_parts(threads, n_out, n, rows, deep, vec4);
    if parts > 1 || col_width(n_out, vec4) > 1 {
        parts * rows * n_out
    } else {
        1
    }
}

/// The `red` buffer of a kernel whose dense stages are `layers` of (columns, terms, rows): the
/// largest [`split_floats`] over them, at least one.
pub fn layers_split_floats(threads: usize, deep: bool, vec4: bool, layers: &[(usize, usize, usize)]) -> usize {
    layers.iter().map(|&(n_out, n, rows)| split_floats(threads, n_out, n, rows, deep, vec4)).max().unwrap_or(1)
}

/// Adjacent columns a thread's sum covers: four (one 4-float weight load feeds four columns of
/// every row) where the kernel reads its weights as 4-float vectors (`vec4`) and the layer's
/// width allows, else one. Alone, on an H100 (`kernels/examples/dense_cost.rs`,
/// benches/NOTES.md): a 128 → 384 layer over 12 288 rows in tiles of four 75 → 51 µs, a chain of
/// 128 → 384 layers on one cube an atom 2.9 → 1.8 µs a layer; inside the fused kernels it pays
/// only on wide cubes ([`dense_vec4`]).
pub fn col_width(n_out: usize, vec4: bool) -> usize {
    if vec4 && n_out.is_multiple_of(4) {
        4
    } else {
        1
    }
}

/// Parts the sum over `k` of a four-column layer ([`col_width`]) is split into: the largest power
/// of two `p ≤ 8` whose parts keep [`VEC4_SPLIT_TERMS`] terms or more, whose (column group,
/// part) pairs give each thread at most one, and whose partial sums take at most
/// [`DEEP_SPLIT_FLOATS`] floats. (Up to two pairs a thread, measured on an H100 with ncu: MD
/// benzene's kernels 141.0 → 143.6 µs a step, water 192's 321.9 → 324.8.)
pub fn split_parts_vec4(threads: usize, n_out: usize, n: usize, rows: usize) -> usize {
    let groups = n_out / 4;
    let mut p = 1;
    while p < 8 && n.is_multiple_of(2 * p) && n / (2 * p) >= VEC4_SPLIT_TERMS && 2 * p * groups <= threads && 2 * p * rows * n_out <= DEEP_SPLIT_FLOATS {
        p *= 2;
    }
    p
}

/// Parts of a layer's sum: [`split_parts_vec4`] for four-column layers ([`col_width`]), else
/// [`split_parts`].
pub fn layer_parts(threads: usize, n_out: usize, n: usize, rows: usize, deep: bool, vec4: bool) -> usize {
    if col_width(n_out, vec4) > 1 {
        split_parts_vec4(threads, n_out, n, rows)
    } else {
        split_parts(threads, n_out, n, rows, deep)
    }
}

/// Weight vectors a thread of a four-column layer ([`col_width`]) loads before their
/// multiply-adds: [`VEC4_AHEAD`], or at most the part's `len` terms when fewer (a power of two
/// dividing `len`); `MLFF_VEC4_AHEAD=a` sets it (0 or 1: the plain loop, which NVRTC unrolls by
/// four, so four loads in flight a thread), for comparisons. It is read when a kernel is
/// expanded and is not part of the kernel's id: with cubecl's on-disk PTX cache turned on (off
/// by default) a run would reuse kernels compiled under another setting.
pub fn vec4_ahead(len: usize) -> usize {
    static AHEAD: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    ahead_within(*AHEAD.get_or_init(|| std::env::var("MLFF_VEC4_AHEAD").ok().and_then(|v| v.parse().ok()).unwrap_or(VEC4_AHEAD)), len)
}

/// Loads ahead for a sum of `len` terms when `a` are asked for: the largest power of two up to
/// `a` and `len` that divides `len`; one (none ahead) when `a` is not a power of two above one.
fn ahead_within(a: usize, len: usize) -> usize {
    if a > 1 && a.is_power_of_two() {
        let mut a = a;
        while a > 1 && (a > len || !len.is_multiple_of(a)) {
            a /= 2;
        }
        a
    } else {
        1
    }
}

/// Default of [`vec4_ahead`]. The wide cubes' four-column layers are chains of L2 loads of the
/// weights (one cube a multiprocessor for a small molecule, 16 warps): on an H100 (ncu, MD
/// steps, benches/NOTES.md) sixteen ahead took benzene's kernels from 104.6 to 94.8 µs a step
/// (eight: 96.3) and the 192-atom box's from 276.1 to 268.3, without spills at 128 registers.
pub const VEC4_AHEAD: usize = 16;

/// Fewest terms of a part of a four-column layer's split sum ([`split_parts_vec4`]).
pub const VEC4_SPLIT_TERMS: usize = 16;

/// Whether the fused kernels on cubes of `threads` threads read their weights as 4-float vectors
/// ([`col_width`]): on wide cubes ([`DEEP_SPLIT_THREADS`] or more: the one- and two-atom tiles of
/// small systems) where the weights are not loaded ahead (CUDA by default), unless
/// `MLFF_DENSE_VEC4=0` (for comparisons). Tiles of four atoms on 128 threads keep one column a
/// thread: with four they took 1 024 benzenes from 5.2–5.7 to 6.2–6.3 ms on an H100 (the
/// partial sums' shared memory, 38 → 48 KiB a cube, and a quarter of the threads idle in the
/// 384-column layers; benches/NOTES.md).
pub fn dense_vec4<R: Runtime>(client: &ComputeClient<R>, threads: usize) -> bool {
    static VEC4: Switch = Switch::new("MLFF_DENSE_VEC4");
    threads >= DEEP_SPLIT_THREADS && !prefetch_weights(client) && VEC4.get() != Some(false)
}

/// A run of a layer that a stage leaves out: `len` columns (or terms of the sums) from `at`,
/// none when `len` is 0. The stage numbers the others compactly, `0..n − len`; this maps such
/// an index to the layer's own. (The last PaiNN block's vector outputs feed nothing: its mixing
/// network's dμ columns are not computed and their zero gradients not summed, see
/// [`crate::block`].)
#[cube]
// The comptime condition stays apart from the run-time one, so that it removes the code.
#[allow(clippy::collapsible_if)]
pub(crate) fn past_gap(c: usize, #[comptime] at: usize, #[comptime] len: usize) -> usize {
    let mut r = c;
    if comptime![len > 0] {
        if c >= at {
            r = c + len;
        }
    }
    r
}

/// The columns a layer of `n_out` columns may leave out of a stage, `len` from `at` (0 where it
/// must compute them all): its four-column groups ([`col_width`]) must not straddle the run's
/// ends. [`split_partials_gap`]'s `col_at`, `col_len`.
pub fn column_gap(n_out: usize, vec4: bool, at: usize, len: usize) -> usize {
    if len == 0 || at + len > n_out {
        return 0;
    }
    let aligned = col_width(n_out - len, vec4) == 1 || (at.is_multiple_of(4) && len.is_multiple_of(4));
    if aligned {
        len
    } else {
        0
    }
}

/// The terms a sum over `n` terms of a layer of `n_out` columns may leave out, `len` from `at`
/// (0 where it must take them all, as zeros): no part of the split sum ([`layer_parts`]) may
/// straddle the run's ends; unsplit sums on one column a thread skip it in two pieces.
/// [`split_partials_gap`]'s `term_at`, `term_len`.
#[allow(clippy::too_many_arguments)]
pub fn term_gap(threads: usize, n_out: usize, n: usize, rows: usize, deep: bool, vec4: bool, at: usize, len: usize) -> usize {
    if len == 0 || at + len > n {
        return 0;
    }
    let parts = layer_parts(threads, n_out, n - len, rows, deep, vec4);
    let whole = parts == 1 && col_width(n_out, vec4) == 1;
    if whole || at.is_multiple_of((n - len) / parts) {
        len
    } else {
        0
    }
}

/// With `parts > 1`: the cube's threads sum their (column `o`, part) pairs' slices of `k` into
/// `red[(part·tile + r)·n_out + o]`, then sync; pair `j` is taken by thread `j mod threads`. Nothing
/// otherwise. [`column_acc`] then adds the parts in order.
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn split_partials(
    xs: &SharedMemory<f32>,
    red: &mut SharedMemory<f32>,
    w: &Slice<f32, ReadWrite>,
    w4: &Slice<F4, ReadWrite>,
    w_off: usize,
    #[comptime] n: usize,
    #[comptime] n_out: usize,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] parts: usize,
    #[comptime] width: usize,
    #[comptime] threads: usize,
) {
    split_partials_gap(xs, red, w, w4, w_off, n, n_out, tile, prefetch, parts, width, threads, 0usize, 0usize, 0usize, 0usize);
}

/// [`split_partials`] of a layer with runs left out ([`past_gap`]): `n` and `n_out` count the
/// terms and columns taken, `xs` holds the taken terms and `red` the taken columns, compactly;
/// the weights are the whole layer's, `n_out + col_len` columns a row. `col_at`, `col_len` from
/// [`column_gap`], `term_at`, `term_len` from [`term_gap`].
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn split_partials_gap(
    xs: &SharedMemory<f32>,
    red: &mut SharedMemory<f32>,
    w: &Slice<f32, ReadWrite>,
    w4: &Slice<F4, ReadWrite>,
    w_off: usize,
    #[comptime] n: usize,
    #[comptime] n_out: usize,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] parts: usize,
    #[comptime] width: usize,
    #[comptime] threads: usize,
    #[comptime] col_at: usize,
    #[comptime] col_len: usize,
    #[comptime] term_at: usize,
    #[comptime] term_len: usize,
) {
    // A weight row holds all the layer's columns; a part's terms lie on one side of a term gap.
    let stride = comptime![n_out + col_len];
    if comptime![width == 4] {
        // Pair j = (column group j mod n_out/4, part j div n_out/4), taken by thread j mod
        // threads: four columns of every row from one 4-float load per k (`w_off` is a multiple
        // of four, as the packed weights' offsets are).
        let groups = comptime![n_out / 4];
        let len = comptime![n / parts];
        let items = comptime![(parts * groups).div_ceil(threads)];
        let t = UNIT_POS as usize;
        let w4_off = w_off / 4;
        #[unroll]
        for i in 0..items {
            let pair = t + i * threads;
            if pair < comptime![parts * groups] {
                let g = pair % groups;
                let part = pair / groups;
                let wg = past_gap(g, comptime![col_at / 4], comptime![col_len / 4]);
                let mut acc = Array::<f32>::new(comptime![tile * 4]);
                #[unroll]
                for a in 0..comptime![tile * 4] {
                    acc[a] = 0.0;
                }
                let k0 = part * len;
                let wk0 = past_gap(k0, term_at, term_len);
                let ahead = comptime![vec4_ahead(len)];
                if comptime![ahead > 1] {
                    // `ahead` weight vectors loaded before their multiply-adds: that many
                    // independent loads in flight a thread (NVRTC unrolls the plain loop by 4).
                    for kc in 0..comptime![len / ahead] {
                        let kb = k0 + kc * ahead;
                        let wb = wk0 + kc * ahead;
                        let mut wv = Array::<F4>::new(ahead);
                        #[unroll]
                        for j in 0..ahead {
                            wv[j] = w4[w4_off + (wb + j) * comptime![stride / 4] + wg];
                        }
                        #[unroll]
                        for j in 0..ahead {
                            add_term4(xs, &mut acc, wv[j], kb + j, n, tile);
                        }
                    }
                } else {
                    for k in k0..k0 + len {
                        add_term4(xs, &mut acc, w4[w4_off + (k + wk0 - k0) * comptime![stride / 4] + wg], k, n, tile);
                    }
                }
                #[unroll]
                for r in 0..tile {
                    #[unroll]
                    for c in 0..4usize {
                        red[(part * tile + r) * n_out + g * 4 + c] = acc[r * 4 + c];
                    }
                }
            }
        }
        sync_cube();
    } else if comptime![parts > 1] {
        let len = comptime![n / parts];
        let items = comptime![split_items(threads, n_out, parts)];
        let t = UNIT_POS as usize;
        if comptime![items == 1] {
            if t < n_out * parts {
                let o = t % n_out;
                let part = t / n_out;
                let mut acc = Array::<f32>::new(tile);
                #[unroll]
                for r in 0..tile {
                    acc[r] = 0.0;
                }
                let k0 = part * len;
                let skipped = past_gap(k0, term_at, term_len) - k0;
                accumulate_rows(xs, w, w_off + skipped * stride, &mut acc, past_gap(o, col_at, col_len), k0, len, n, stride, tile, prefetch);
                #[unroll]
                for r in 0..tile {
                    red[(part * tile + r) * n_out + o] = acc[r];
                }
            }
        } else {
            // Whole rounds of pairs (see `split_parts`): no thread is idle, and each step of `k`
            // issues `items` independent weight loads.
            let mut acc = Array::<f32>::new(items * tile);
            let mut w_at = Array::<u32>::new(items);
            let mut x_at = Array::<u32>::new(items);
            #[unroll]
            for i in 0..items {
                let pair = t + i * threads;
                let k0 = (pair / n_out) * len;
                w_at[i] = (w_off + past_gap(k0, term_at, term_len) * stride + past_gap(pair % n_out, col_at, col_len)) as u32;
                x_at[i] = k0 as u32;
                #[unroll]
                for r in 0..tile {
                    acc[i * tile + r] = 0.0;
                }
            }
            for k in 0..len {
                #[unroll]
                for i in 0..items {
                    let wk = w[w_at[i] as usize + k * stride];
                    #[unroll]
                    for r in 0..tile {
                        acc[i * tile + r] += xs[r * n + x_at[i] as usize + k] * wk;
                    }
                }
            }
            #[unroll]
            for i in 0..items {
                let pair = t + i * threads;
                #[unroll]
                for r in 0..tile {
                    red[((pair / n_out) * tile + r) * n_out + pair % n_out] = acc[i * tile + r];
                }
            }
        }
        sync_cube();
    }
}

/// Term `k` of a four-column sum over the tile's rows: `acc[4r + c] += xs[r·n + k] · wk[c]`.
#[cube]
fn add_term4(xs: &SharedMemory<f32>, acc: &mut Array<f32>, wk: F4, k: usize, #[comptime] n: usize, #[comptime] tile: usize) {
    #[unroll]
    for r in 0..tile {
        let xr = xs[r * n + k];
        #[unroll]
        for c in 0..4usize {
            acc[r * 4 + c] += xr * wk[c];
        }
    }
}

/// `acc[r] += Σ_k xs[r·n + k] w[w_off + k·n_out + o]`: from the partial sums of
/// [`split_partials`] when `parts > 1` or `width > 1`, else directly.
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn column_acc(
    xs: &SharedMemory<f32>,
    red: &SharedMemory<f32>,
    w: &Slice<f32, ReadWrite>,
    w_off: usize,
    acc: &mut Array<f32>,
    o: usize,
    #[comptime] n: usize,
    #[comptime] n_out: usize,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] parts: usize,
    #[comptime] width: usize,
) {
    column_acc_gap(xs, red, w, w_off, acc, o, n, n_out, tile, prefetch, parts, width, 0usize, 0usize, 0usize, 0usize);
}

/// [`column_acc`] of a layer with runs left out, as [`split_partials_gap`]: `o` is the compact
/// column. Unsplit, the sum skips a term gap in two pieces, each in ascending `k` as before.
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn column_acc_gap(
    xs: &SharedMemory<f32>,
    red: &SharedMemory<f32>,
    w: &Slice<f32, ReadWrite>,
    w_off: usize,
    acc: &mut Array<f32>,
    o: usize,
    #[comptime] n: usize,
    #[comptime] n_out: usize,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] parts: usize,
    #[comptime] width: usize,
    #[comptime] col_at: usize,
    #[comptime] col_len: usize,
    #[comptime] term_at: usize,
    #[comptime] term_len: usize,
) {
    if comptime![parts > 1 || width > 1] {
        #[unroll]
        for p in 0..parts {
            #[unroll]
            for r in 0..tile {
                acc[r] += red[(p * tile + r) * n_out + o];
            }
        }
    } else {
        let stride = comptime![n_out + col_len];
        let oc = past_gap(o, col_at, col_len);
        if comptime![term_len > 0] {
            accumulate_rows(xs, w, w_off, acc, oc, 0, term_at, n, stride, tile, prefetch);
            accumulate_rows(xs, w, w_off + comptime![term_len * stride], acc, oc, term_at, comptime![n - term_at], n, stride, tile, prefetch);
        } else {
            accumulate_rows(xs, w, w_off, acc, oc, 0, n, n, stride, tile, prefetch);
        }
    }
}

/// One cube's tile of a dense layer: rows `row0..row0 + tile` of `y (+)= act(x Wᵀ + b)`, the
/// weights at `w_off` of `wt` and the bias (when `with_bias`) at `b_off` of `bias`. The cube's
/// threads stride over the output columns. Used by [`dense_kernel`] and by the fused kernels of
/// [`crate::block`].
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn dense_rows(
    x: &Slice<f32, ReadWrite>,
    wt: &Slice<f32, ReadWrite>,
    w_off: usize,
    bias: &Slice<f32, ReadWrite>,
    b_off: usize,
    y: &mut Slice<f32, ReadWrite>,
    pre: &mut Slice<f32, ReadWrite>,
    red: &mut SharedMemory<f32>,
    w4: &Slice<F4, ReadWrite>,
    rows: u32,
    row0: usize,
    #[comptime] n_in: usize,
    #[comptime] n_out: usize,
    #[comptime] mode: u32,
    #[comptime] accumulate: bool,
    #[comptime] with_bias: bool,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
) {
    let t = UNIT_POS as usize;
    let mut xs = SharedMemory::<f32>::new(tile * n_in);
    stage_rows(x, &mut xs, row0, rows, n_in, tile, threads);
    sync_cube();
    let parts = comptime![layer_parts(threads, n_out, n_in, tile, !prefetch, vec4)];
    let width = comptime![col_width(n_out, vec4)];
    split_partials(&xs, red, wt, w4, w_off, n_in, n_out, tile, prefetch, parts, width, threads);
    let mut o = t;
    while o < n_out {
        let mut acc = Array::<f32>::new(tile);
        let mut b = 0.0;
        if comptime![with_bias] {
            b = bias[b_off + o];
        }
        #[unroll]
        for r in 0..tile {
            acc[r] = b;
        }
        column_acc(&xs, red, wt, w_off, &mut acc, o, n_in, n_out, tile, prefetch, parts, width);
        // What the rows' stores need is loaded for all of them first: a load after a store to
        // another array waits for it (the compiler cannot know they do not overlap), which made
        // the `tile` rows' read-modify-writes one latency each. `old`: the pre-activation in
        // MODE_SILU_GRAD, else the output's value before; `prev`: the output's value before when
        // both are needed.
        let mut old = Array::<f32>::new(tile);
        if comptime![accumulate || mode == MODE_SILU_GRAD] {
            #[unroll]
            for r in 0..tile {
                let row = row0 + r;
                old[r] = 0.0;
                if row < rows as usize {
                    if comptime![mode == MODE_SILU_GRAD] {
                        old[r] = pre[row * n_out + o];
                    } else {
                        old[r] = y[row * n_out + o];
                    }
                }
            }
        }
        let mut prev = Array::<f32>::new(tile);
        if comptime![accumulate && mode == MODE_SILU_GRAD] {
            #[unroll]
            for r in 0..tile {
                let row = row0 + r;
                prev[r] = 0.0;
                if row < rows as usize {
                    prev[r] = y[row * n_out + o];
                }
            }
        }
        #[unroll]
        for r in 0..tile {
            let row = row0 + r;
            if row < rows as usize {
                let at = row * n_out + o;
                let mut v = acc[r];
                if comptime![mode == MODE_SILU] {
                    pre[at] = v;
                    v *= sigmoid(v);
                } else if comptime![mode == MODE_SILU_GRAD] {
                    v *= silu_grad(old[r]);
                }
                if comptime![accumulate && mode == MODE_SILU_GRAD] {
                    y[at] = prev[r] + v;
                } else if comptime![accumulate] {
                    y[at] = old[r] + v;
                } else {
                    y[at] = v;
                }
            }
        }
        o += threads;
    }
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn dense_kernel(
    x_a: &Array<f32>,
    wt_a: &Array<f32>,
    bias_a: &Array<f32>,
    y_a: &mut Array<f32>,
    pre_a: &mut Array<f32>,
    rows: u32,
    #[comptime] n_in: usize,
    #[comptime] n_out: usize,
    #[comptime] mode: u32,
    #[comptime] accumulate: bool,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
) {
    let x = &x_a.to_slice().as_mut_unchecked();
    let wt = &wt_a.to_slice().as_mut_unchecked();
    let bias = &bias_a.to_slice().as_mut_unchecked();
    let y = &mut y_a.to_slice_mut();
    let pre = &mut pre_a.to_slice_mut();
    let n_tiles = (rows as usize).div_ceil(tile);
    let cube = CUBE_POS;
    if cube >= n_tiles {
        terminate!();
    }
    let mut red = SharedMemory::<f32>::new(comptime![split_floats(THREADS as usize, n_out, n_in, tile, !prefetch, false)]);
    // The one-stage kernels keep one column a thread (`vec4` off; `w4` is never read).
    let w4_l = Array::<F4>::new(1usize);
    let w4 = &w4_l.to_slice().as_mut_unchecked();
    dense_rows(x, wt, 0, bias, 0, y, pre, &mut red, w4, rows, cube * tile, n_in, n_out, mode, accumulate, true, tile, prefetch, false, comptime![THREADS as usize]);
}

/// Handles of one dense layer on the device.
pub struct DenseArgs<'a> {
    /// `[n_in][n_out]` weights (torch's weight transposed; torch's weight itself for backward).
    pub wt: &'a cubecl::server::Handle,
    /// `[n_out]` bias (zeros for none).
    pub bias: &'a cubecl::server::Handle,
    /// Input width.
    pub n_in: usize,
    /// Output width.
    pub n_out: usize,
}

/// Launch `y (+)= act(x Wᵀ + b)` over `rows` rows. `pre` is written in [`MODE_SILU`], read in
/// [`MODE_SILU_GRAD`], ignored otherwise (pass any handle). Returns early on zero rows.
#[allow(clippy::too_many_arguments)]
pub fn dense<R: Runtime>(
    client: &ComputeClient<R>,
    layer: &DenseArgs,
    x: &cubecl::server::Handle,
    y: &cubecl::server::Handle,
    pre: &cubecl::server::Handle,
    rows: usize,
    mode: u32,
    accumulate: bool,
) {
    if rows == 0 {
        return;
    }
    let (n_in, n_out) = (layer.n_in, layer.n_out);
    if use_gemm(client, rows, n_in, n_out) {
        gemm(client, x, layer.wt, Some(layer.bias), y, pre, rows, n_in, n_out, mode, accumulate);
        return;
    }
    let tile = pick_tile(client, rows, n_in);
    let pre_len = if mode == MODE_LINEAR { 1 } else { rows * n_out };
    // SAFETY: lengths are the allocation sizes the caller made for these shapes; the kernel
    // guards every row index against `rows`.
    unsafe {
        dense_kernel::launch_unchecked::<R>(
            client,
            cubes(rows.div_ceil(tile)),
            CubeDim::new_1d(THREADS),
            arg(x, rows * n_in),
            arg(layer.wt, n_in * n_out),
            arg(layer.bias, n_out),
            arg(y, rows * n_out),
            arg(pre, pre_len),
            rows as u32,
            n_in,
            n_out,
            mode,
            accumulate,
            tile,
            prefetch_weights(client),
        )
    }
}

/// Two dense layers with a SiLU between them, forward: `pre = x W0ᵀ + b0` (stored for the
/// backward pass), `y = silu(pre) W1ᵀ + b1`. One launch instead of two; the hidden activations
/// stay in shared memory. Same tiling and the same order of summation as [`dense_kernel`], so the
/// results are those of two [`dense`] calls.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn mlp_forward_kernel(
    x_a: &Array<f32>,
    w0t_a: &Array<f32>,
    b0_a: &Array<f32>,
    w1t_a: &Array<f32>,
    b1_a: &Array<f32>,
    pre_a: &mut Array<f32>,
    y_a: &mut Array<f32>,
    rows: u32,
    #[comptime] n_in: usize,
    #[comptime] n_hid: usize,
    #[comptime] n_out: usize,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
) {
    let x = &x_a.to_slice().as_mut_unchecked();
    let w0t = &w0t_a.to_slice().as_mut_unchecked();
    let b0 = &b0_a.to_slice().as_mut_unchecked();
    let w1t = &w1t_a.to_slice().as_mut_unchecked();
    let b1 = &b1_a.to_slice().as_mut_unchecked();
    let pre = &mut pre_a.to_slice_mut();
    let y = &mut y_a.to_slice_mut();
    let n_tiles = (rows as usize).div_ceil(tile);
    let cube = CUBE_POS;
    if cube >= n_tiles {
        terminate!();
    }
    let threads = comptime![THREADS as usize];
    let mut red = SharedMemory::<f32>::new(comptime![layers_split_floats(threads, !prefetch, false, &[(n_hid, n_in, tile), (n_out, n_hid, tile)])]);
    let w4_l = Array::<F4>::new(1usize);
    let w4 = &w4_l.to_slice().as_mut_unchecked();
    mlp_forward_rows(x, w0t, 0, b0, 0, w1t, 0, b1, 0, pre, y, &mut red, w4, rows, cube * tile, n_in, n_hid, n_out, tile, prefetch, false, threads, 0usize, 0usize);
}

/// One cube's tile of [`mlp_forward_kernel`]: rows `row0..row0 + tile`, each weight array read
/// from its offset (zeros here, offsets into the packed weights in [`crate::block`]). The
/// output's columns `gap_at..gap_at + gap_len` are not needed: where [`column_gap`] allows, they
/// are neither computed nor written (`gap_len` 0: all are).
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn mlp_forward_rows(
    x: &Slice<f32, ReadWrite>,
    w0: &Slice<f32, ReadWrite>,
    w0_off: usize,
    b0: &Slice<f32, ReadWrite>,
    b0_off: usize,
    w1: &Slice<f32, ReadWrite>,
    w1_off: usize,
    b1: &Slice<f32, ReadWrite>,
    b1_off: usize,
    pre: &mut Slice<f32, ReadWrite>,
    y: &mut Slice<f32, ReadWrite>,
    red: &mut SharedMemory<f32>,
    w4: &Slice<F4, ReadWrite>,
    rows: u32,
    row0: usize,
    #[comptime] n_in: usize,
    #[comptime] n_hid: usize,
    #[comptime] n_out: usize,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
    #[comptime] gap_at: usize,
    #[comptime] gap_len: usize,
) {
    let t = UNIT_POS as usize;
    let mut xs = SharedMemory::<f32>::new(tile * n_in);
    let mut hs = SharedMemory::<f32>::new(tile * n_hid);
    stage_rows(x, &mut xs, row0, rows, n_in, tile, threads);
    sync_cube();
    let parts = comptime![layer_parts(threads, n_hid, n_in, tile, !prefetch, vec4)];
    let width = comptime![col_width(n_hid, vec4)];
    split_partials(&xs, red, w0, w4, w0_off, n_in, n_hid, tile, prefetch, parts, width, threads);
    let mut o = t;
    while o < n_hid {
        let mut acc = Array::<f32>::new(tile);
        let b = b0[b0_off + o];
        #[unroll]
        for r in 0..tile {
            acc[r] = b;
        }
        column_acc(&xs, red, w0, w0_off, &mut acc, o, n_in, n_hid, tile, prefetch, parts, width);
        #[unroll]
        for r in 0..tile {
            let v = acc[r];
            let row = row0 + r;
            if row < rows as usize {
                pre[row * n_hid + o] = v;
            }
            hs[r * n_hid + o] = v * sigmoid(v);
        }
        o += threads;
    }
    sync_cube();
    // The columns computed, `n_taken` of them, numbered compactly (`o`; `oc` in the layer).
    let cut = comptime![column_gap(n_out, vec4, gap_at, gap_len)];
    let n_taken = comptime![n_out - cut];
    let parts = comptime![layer_parts(threads, n_taken, n_hid, tile, !prefetch, vec4)];
    let width = comptime![col_width(n_taken, vec4)];
    split_partials_gap(&hs, red, w1, w4, w1_off, n_hid, n_taken, tile, prefetch, parts, width, threads, gap_at, cut, 0usize, 0usize);
    let mut o = t;
    while o < n_taken {
        let oc = past_gap(o, gap_at, cut);
        let mut acc = Array::<f32>::new(tile);
        let b = b1[b1_off + oc];
        #[unroll]
        for r in 0..tile {
            acc[r] = b;
        }
        column_acc_gap(&hs, red, w1, w1_off, &mut acc, o, n_hid, n_taken, tile, prefetch, parts, width, gap_at, cut, 0usize, 0usize);
        #[unroll]
        for r in 0..tile {
            let row = row0 + r;
            if row < rows as usize {
                y[row * n_out + oc] = acc[r];
            }
        }
        o += threads;
    }
}

/// Backward of [`mlp_forward_kernel`] with respect to its input: `g_h = (g_y W1) ⊙ silu'(pre)`
/// in shared memory, then `g_x (+)= g_h W0`. `w1` is torch's `[n_out][n_hid]`, `w0` torch's
/// `[n_hid][n_in]`.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn mlp_backward_kernel(
    gy_a: &Array<f32>,
    w1_a: &Array<f32>,
    w0_a: &Array<f32>,
    pre_a: &Array<f32>,
    gx_a: &mut Array<f32>,
    rows: u32,
    #[comptime] n_in: usize,
    #[comptime] n_hid: usize,
    #[comptime] n_out: usize,
    #[comptime] accumulate: bool,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
) {
    let gy = &gy_a.to_slice().as_mut_unchecked();
    let w1 = &w1_a.to_slice().as_mut_unchecked();
    let w0 = &w0_a.to_slice().as_mut_unchecked();
    let pre = &pre_a.to_slice().as_mut_unchecked();
    let gx = &mut gx_a.to_slice_mut();
    let n_tiles = (rows as usize).div_ceil(tile);
    let cube = CUBE_POS;
    if cube >= n_tiles {
        terminate!();
    }
    let threads = comptime![THREADS as usize];
    let mut red = SharedMemory::<f32>::new(comptime![layers_split_floats(threads, !prefetch, false, &[(n_hid, n_out, tile), (n_in, n_hid, tile)])]);
    let w4_l = Array::<F4>::new(1usize);
    let w4 = &w4_l.to_slice().as_mut_unchecked();
    mlp_backward_rows(gy, w1, 0, w0, 0, pre, gx, &mut red, w4, rows, cube * tile, n_in, n_hid, n_out, accumulate, tile, prefetch, false, threads, 0usize, 0usize);
}

/// One cube's tile of [`mlp_backward_kernel`]: rows `row0..row0 + tile`. `w1` (at `w1_off`)
/// is torch's `[n_out][n_hid]`, `w0` (at `w0_off`) torch's `[n_hid][n_in]`. The gradient's
/// columns `gap_at..gap_at + gap_len` are zeros: where [`term_gap`] allows, they are not read
/// and their terms not summed (`gap_len` 0: all are).
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn mlp_backward_rows(
    gy: &Slice<f32, ReadWrite>,
    w1: &Slice<f32, ReadWrite>,
    w1_off: usize,
    w0: &Slice<f32, ReadWrite>,
    w0_off: usize,
    pre: &Slice<f32, ReadWrite>,
    gx: &mut Slice<f32, ReadWrite>,
    red: &mut SharedMemory<f32>,
    w4: &Slice<F4, ReadWrite>,
    rows: u32,
    row0: usize,
    #[comptime] n_in: usize,
    #[comptime] n_hid: usize,
    #[comptime] n_out: usize,
    #[comptime] accumulate: bool,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
    #[comptime] gap_at: usize,
    #[comptime] gap_len: usize,
) {
    let t = UNIT_POS as usize;
    // The gradient's terms summed, `n_taken` of them, staged compactly.
    let cut = comptime![term_gap(threads, n_hid, n_out, tile, !prefetch, vec4, gap_at, gap_len)];
    let n_taken = comptime![n_out - cut];
    let mut gs = SharedMemory::<f32>::new(tile * n_taken);
    let mut hs = SharedMemory::<f32>::new(tile * n_hid);
    stage_rows_gap(gy, &mut gs, row0, rows, n_out, tile, threads, gap_at, cut);
    sync_cube();
    let parts = comptime![layer_parts(threads, n_hid, n_taken, tile, !prefetch, vec4)];
    let width = comptime![col_width(n_hid, vec4)];
    split_partials_gap(&gs, red, w1, w4, w1_off, n_taken, n_hid, tile, prefetch, parts, width, threads, 0usize, 0usize, gap_at, cut);
    let mut o = t;
    while o < n_hid {
        let mut acc = Array::<f32>::new(tile);
        #[unroll]
        for r in 0..tile {
            acc[r] = 0.0;
        }
        column_acc_gap(&gs, red, w1, w1_off, &mut acc, o, n_taken, n_hid, tile, prefetch, parts, width, 0usize, 0usize, gap_at, cut);
        #[unroll]
        for r in 0..tile {
            let row = row0 + r;
            let mut v = 0.0;
            if row < rows as usize {
                v = acc[r] * silu_grad(pre[row * n_hid + o]);
            }
            hs[r * n_hid + o] = v;
        }
        o += threads;
    }
    sync_cube();
    let parts = comptime![layer_parts(threads, n_in, n_hid, tile, !prefetch, vec4)];
    let width = comptime![col_width(n_in, vec4)];
    split_partials(&hs, red, w0, w4, w0_off, n_hid, n_in, tile, prefetch, parts, width, threads);
    let mut o = t;
    while o < n_in {
        let mut acc = Array::<f32>::new(tile);
        #[unroll]
        for r in 0..tile {
            acc[r] = 0.0;
        }
        column_acc(&hs, red, w0, w0_off, &mut acc, o, n_hid, n_in, tile, prefetch, parts, width);
        // The rows' old values loaded before the first store (see `dense_rows`).
        let mut old = Array::<f32>::new(tile);
        if comptime![accumulate] {
            #[unroll]
            for r in 0..tile {
                let row = row0 + r;
                old[r] = 0.0;
                if row < rows as usize {
                    old[r] = gx[row * n_in + o];
                }
            }
        }
        #[unroll]
        for r in 0..tile {
            let row = row0 + r;
            if row < rows as usize {
                let at = row * n_in + o;
                if comptime![accumulate] {
                    gx[at] = old[r] + acc[r];
                } else {
                    gx[at] = acc[r];
                }
            }
        }
        o += threads;
    }
}

/// Rows per cube for `rows` rows of `width` staged floats: the largest tile of [`TILES`] whose
/// block fits in half the device's shared memory and that still gives every multiprocessor a
/// cube, else the smallest. (Asking for two cubes each put 1 536 rows in tiles of 4: 2.91 →
/// 3.25 ms for that water box on an H100, each weight read by twice as many cubes.)
pub fn pick_tile<R: Runtime>(client: &ComputeClient<R>, rows: usize, width: usize) -> usize {
    let props = client.properties();
    let shared = props.hardware.max_shared_memory_size;
    let units = props.hardware.num_streaming_multiprocessors.unwrap_or(16) as usize;
    TILES
        .into_iter()
        .find(|&t| t * width * 4 <= shared / 2 && rows.div_ceil(t) >= units)
        .unwrap_or(TILES[TILES.len() - 1])
}

/// Whether the kernels of this runtime load their weights ahead (`accumulate_rows`): all but
/// CUDA, unless the environment variable `MLFF_PREFETCH=0|1` says otherwise (for comparisons).
pub fn prefetch_weights<R: Runtime>(client: &ComputeClient<R>) -> bool {
    static PREFETCH: Switch = Switch::new("MLFF_PREFETCH");
    PREFETCH.get().unwrap_or_else(|| R::name(client) != "cuda")
}


/// `pre = x W0ᵀ + b0`, `y = silu(pre) W1ᵀ + b1` over `rows` rows in one launch. `first` and
/// `second` are the forward arguments of the two layers (`first.n_out == second.n_in`).
#[allow(clippy::too_many_arguments)]
pub fn mlp_forward<R: Runtime>(
    client: &ComputeClient<R>,
    first: &DenseArgs,
    second: &DenseArgs,
    x: &cubecl::server::Handle,
    pre: &cubecl::server::Handle,
    y: &cubecl::server::Handle,
    rows: usize,
) {
    assert_eq!(first.n_out, second.n_in, "the layers of a two-layer MLP must chain");
    if rows == 0 {
        return;
    }
    let (n_in, n_hid, n_out) = (first.n_in, first.n_out, second.n_out);
    if use_gemm(client, rows, n_in, n_hid) && use_gemm(client, rows, n_hid, n_out) {
        // Two launches through a scratch of the hidden activations (the second layer reading
        // the pre-activations through the SiLU instead took ~40 % longer, 60 against 44 µs for
        // 1 024 benzenes' 128 → 384 layers: each input's SiLU was computed once per column
        // block).
        let h = client.empty(rows * n_hid * 4);
        gemm(client, x, first.wt, Some(first.bias), &h, pre, rows, n_in, n_hid, MODE_SILU, false);
        gemm(client, &h, second.wt, Some(second.bias), y, y, rows, n_hid, n_out, MODE_LINEAR, false);
        return;
    }
    let tile = pick_tile(client, rows, n_in + n_hid);
    // SAFETY: lengths are the allocation sizes the caller made for these shapes; the kernel
    // guards every row index against `rows`.
    unsafe {
        mlp_forward_kernel::launch_unchecked::<R>(
            client,
            cubes(rows.div_ceil(tile)),
            CubeDim::new_1d(THREADS),
            arg(x, rows * n_in),
            arg(first.wt, n_in * n_hid),
            arg(first.bias, n_hid),
            arg(second.wt, n_hid * n_out),
            arg(second.bias, n_out),
            arg(pre, rows * n_hid),
            arg(y, rows * n_out),
            rows as u32,
            n_in,
            n_hid,
            n_out,
            tile,
            prefetch_weights(client),
        )
    }
}

/// `g_x (+)= ((g_y W1) ⊙ silu'(pre)) W0`: the input gradient of [`mlp_forward`] in one launch.
/// `first` and `second` are the *backward* arguments of the two layers ([`DenseArgs`] over
/// torch's weights, widths swapped): `second` maps `g_y` to the hidden width, `first` the hidden
/// width to the input width.
#[allow(clippy::too_many_arguments)]
pub fn mlp_backward<R: Runtime>(
    client: &ComputeClient<R>,
    first: &DenseArgs,
    second: &DenseArgs,
    gy: &cubecl::server::Handle,
    pre: &cubecl::server::Handle,
    gx: &cubecl::server::Handle,
    rows: usize,
    accumulate: bool,
) {
    assert_eq!(second.n_out, first.n_in, "the layers of a two-layer MLP must chain");
    if rows == 0 {
        return;
    }
    let (n_out, n_hid, n_in) = (second.n_in, second.n_out, first.n_out);
    if use_gemm(client, rows, n_out, n_hid) && use_gemm(client, rows, n_hid, n_in) {
        // Two launches through a scratch of the hidden gradients.
        let h = client.empty(rows * n_hid * 4);
        gemm(client, gy, second.wt, None, &h, pre, rows, n_out, n_hid, MODE_SILU_GRAD, false);
        gemm(client, &h, first.wt, None, gx, gx, rows, n_hid, n_in, MODE_LINEAR, accumulate);
        return;
    }
    let tile = pick_tile(client, rows, n_out + n_hid);
    // SAFETY: as above.
    unsafe {
        mlp_backward_kernel::launch_unchecked::<R>(
            client,
            cubes(rows.div_ceil(tile)),
            CubeDim::new_1d(THREADS),
            arg(gy, rows * n_out),
            arg(second.wt, n_out * n_hid),
            arg(first.wt, n_hid * n_in),
            arg(pre, rows * n_hid),
            arg(gx, rows * n_in),
            rows as u32,
            n_in,
            n_hid,
            n_out,
            accumulate,
            tile,
            prefetch_weights(client),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loads_ahead_divide_the_sum_and_stay_within_the_ask() {
        assert_eq!(ahead_within(16, 32), 16);
        assert_eq!(ahead_within(16, 16), 16);
        assert_eq!(ahead_within(16, 8), 8);
        assert_eq!(ahead_within(16, 24), 8);
        assert_eq!(ahead_within(8, 12), 4);
        assert_eq!(ahead_within(16, 3), 1);
        assert_eq!(ahead_within(0, 32), 1);
        assert_eq!(ahead_within(1, 32), 1);
        assert_eq!(ahead_within(12, 32), 1);
    }

    #[test]
    fn narrow_cubes_keep_one_column_per_thread() {
        // 128 threads (the staged kernels, tiles of 2 and 4 atoms): the split only where a
        // layer has fewer columns than half the threads.
        assert_eq!(split_parts(128, 128, 128, 4, true), 1);
        assert_eq!(split_parts(128, 384, 128, 4, true), 1);
        assert_eq!(split_parts(128, 64, 128, 4, true), 2);
        assert_eq!(split_parts(128, 32, 96, 1, true), 4);
        // Nor do wide cubes without the deeper split (the WGSL path).
        assert_eq!(split_parts(512, 384, 128, 1, false), 1);
        assert_eq!(split_parts(512, 128, 128, 1, false), 4);
    }

    #[test]
    fn four_column_layers_split_into_at_most_one_pair_a_thread() {
        // One atom on 512 threads (benzene): the 384-column layers in four parts of 32 terms,
        // the 128-column ones in eight of 16; on 256 (the water box's forward kernels) half as
        // many parts for the 384-column layers. The vector mix's three rows of 256 columns are
        // capped by DEEP_SPLIT_FLOATS.
        assert_eq!(split_parts_vec4(512, 384, 128, 1), 4);
        assert_eq!(split_parts_vec4(512, 128, 128, 1), 8);
        assert_eq!(split_parts_vec4(256, 384, 128, 1), 2);
        assert_eq!(split_parts_vec4(512, 256, 128, 3), 4);
        assert_eq!(split_parts_vec4(512, 128, 64, 1), 4);
        for threads in [128, 256, 512, 1024] {
            for n_out in [64, 128, 256, 384] {
                for n in [64, 128, 256, 384] {
                    for rows in [1, 2, 3, 6] {
                        let p = split_parts_vec4(threads, n_out, n, rows);
                        assert!(n.is_multiple_of(p) && p <= 8, "{threads} {n_out} {n} {rows}: {p}");
                        if p > 1 {
                            assert!(p * n_out / 4 <= threads && n / p >= VEC4_SPLIT_TERMS);
                            assert!(p * rows * n_out <= DEEP_SPLIT_FLOATS);
                        }
                    }
                }
            }
        }
        assert_eq!(col_width(384, true), 4);
        assert_eq!(col_width(1, true), 1);
        assert_eq!(col_width(384, false), 1);
    }

    #[test]
    fn gaps_are_left_out_only_where_no_group_or_part_straddles_them() {
        // The last block's mixing network, F = 128: its dμ columns (128..256 of 384) on the
        // box's 256-thread cubes in four-column groups, and its backward's 384 terms less those
        // 128 in parts of 32 (eight parts of 256 terms) or unsplit (tiles of four on 128 threads).
        assert_eq!(column_gap(384, true, 128, 128), 128);
        assert_eq!(column_gap(384, false, 128, 128), 128);
        assert_eq!(term_gap(256, 128, 384, 1, true, true, 128, 128), 128);
        assert_eq!(layer_parts(256, 128, 256, 1, true, true), 8);
        assert_eq!(term_gap(128, 128, 384, 4, true, false, 128, 128), 128);
        // A run whose ends split a group of four columns, or a part of the sum, is computed.
        assert_eq!(column_gap(90, true, 30, 30), 0);
        assert_eq!(column_gap(90, false, 30, 30), 30);
        assert_eq!(term_gap(512, 128, 384, 1, true, true, 100, 128), 0);
        // No run, or one past the end: nothing left out.
        assert_eq!(column_gap(384, true, 128, 0), 0);
        assert_eq!(column_gap(384, true, 300, 128), 0);
        assert_eq!(column_gap(64, true, 0, 128), 0);
        assert_eq!(term_gap(256, 128, 384, 1, true, true, 300, 128), 0);
        // Every run left out keeps whole parts on either side of it.
        for threads in [128, 256, 512] {
            for (n, at, len) in [(384, 128, 128), (192, 64, 64), (96, 32, 32), (384, 100, 128)] {
                for vec4 in [false, true] {
                    let cut = term_gap(threads, n / 3, n, 1, true, vec4, at, len);
                    let parts = layer_parts(threads, n / 3, n - len, 1, true, vec4);
                    if cut > 0 && (parts > 1 || col_width(n / 3, vec4) > 1) {
                        assert!(at.is_multiple_of((n - len) / parts), "{threads} {n} {at} {vec4}: {parts} parts");
                    }
                }
            }
        }
    }

    #[test]
    fn wide_cubes_split_into_whole_rounds_of_pairs() {
        // One atom on 512 threads: the 384-column layers on every thread, three pairs each.
        assert_eq!(split_parts(512, 384, 128, 1, true), 4);
        assert_eq!(split_items(512, 384, 4), 3);
        assert_eq!(split_parts(512, 128, 384, 1, true), 8);
        // The vector mix's three rows: capped by the partial sums' size.
        assert_eq!(split_parts(512, 256, 128, 3, true), 4);
        // A deeper split keeps parts of at least DEEP_SPLIT_TERMS terms.
        assert_eq!(split_parts(512, 128, 128, 1, true), 4);
        assert_eq!(split_parts(512, 128, 256, 1, true), 8);
        // Every split is one pair per thread or whole rounds, at most four pairs per thread.
        for threads in [256, 512, 1024] {
            for n_out in [64, 128, 256, 384] {
                for n in [64, 128, 256, 384] {
                    for rows in [1, 2, 3, 6] {
                        let p = split_parts(threads, n_out, n, rows, true);
                        assert!(n.is_multiple_of(p) && p <= 8, "{threads} {n_out} {n} {rows}: {p}");
                        if p > 1 && p * n_out > threads {
                            assert!((p * n_out).is_multiple_of(threads) && p * n_out <= 4 * threads);
                            assert!(p * rows * n_out <= DEEP_SPLIT_FLOATS);
                        }
                    }
                }
            }
        }
    }
}
