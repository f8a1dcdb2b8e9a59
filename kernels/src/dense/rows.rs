//! One cube's tile of rows `row0..row0 + tile`: the rows staged in shared memory, then the
//! threads striding over the output columns, each with `tile` accumulators. A dense layer
//! `y (+)= act(x Wᵀ + b)` ([`dense_rows`]), and the two-layer MLP with the hidden values in
//! shared memory, forward ([`mlp_forward_rows`]) and backward ([`mlp_backward_rows`]).
use cubecl::prelude::*;

use super::sums::{column_acc, column_acc_gap, past_gap, split_partials, split_partials_gap};
use super::*;

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
