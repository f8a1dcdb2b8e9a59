//! A column's sum `Σ_k xs[r·n + k] · w[k·stride + o]` over the tile's rows: directly, in
//! ascending k ([`accumulate_rows`]); or split into parts over the cube's idle threads, each
//! (column, part) pair's partial sums in shared memory ([`split_partials`]) and then added in
//! part order ([`column_acc`]); with four columns a thread from 4-float weight loads. The `_gap`
//! forms leave a run of columns or terms out ([`past_gap`]).
use cubecl::prelude::*;

use super::*;

/// Weights loaded ahead per step of `accumulate_rows`.
pub const K_CHUNK: usize = 8;

/// `acc[r] += Σ_k xs[r·n + k] · w[w_off + k·stride + o]` for the `tile` rows of a cube, `k` in
/// `k0..k0 + len` ascending. With `prefetch`, the weights are loaded `K_CHUNK` at a time before they are used,
/// so that a thread has that many global loads in flight. The one-stage kernels take it through
/// WGSL (measured on an H100 through Vulkan with every kernel loading ahead: benzene 2.70 → 2.06
/// ms, 41 472 waters 64.3 → 56.9 ms), while NVRTC schedules the plain loop better on its own (the
/// same change made CUDA's small systems 15 % slower; a software-pipelined loop, one chunk's
/// loads in flight during the previous chunk's multiply-adds, made 1 024 benzenes slower), and
/// the fused kernels are faster without it through WGSL too: see [`prefetch_weights`] and
/// docs/performance.md.
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
