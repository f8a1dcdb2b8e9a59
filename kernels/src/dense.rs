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
//! picks the largest tile of [`TILES`] whose input block fits in half the device's shared memory
//! and that still gives every multiprocessor work.
use cubecl::prelude::*;

use crate::launch::{arg, cubes};

/// `y = x Wᵀ + b`.
pub const MODE_LINEAR: u32 = 0;
/// `y = silu(x Wᵀ + b)`, pre-activation stored.
pub const MODE_SILU: u32 = 1;
/// `y = (x Wᵀ + b) ⊙ silu'(pre)`.
pub const MODE_SILU_GRAD: u32 = 2;

/// Candidate rows per cube, largest first. Larger tiles (16, 32) were measured slower on an
/// H100 (fewer cubes, more registers per thread): see benches/NOTES.md.
pub const TILES: [usize; 1] = [8];
/// Threads per cube.
pub const THREADS: u32 = 128;

#[cube]
fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + f32::exp(-x))
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn dense_kernel(
    x: &Array<f32>,
    wt: &Array<f32>,
    bias: &Array<f32>,
    y: &mut Array<f32>,
    pre: &mut Array<f32>,
    rows: u32,
    #[comptime] n_in: usize,
    #[comptime] n_out: usize,
    #[comptime] mode: u32,
    #[comptime] accumulate: bool,
    #[comptime] tile: usize,
) {
    let threads = comptime![THREADS as usize];
    let n_tiles = (rows as usize).div_ceil(tile);
    let cube = CUBE_POS;
    if cube >= n_tiles {
        terminate!();
    }
    let row0 = cube * tile;
    let t = UNIT_POS as usize;
    let mut xs = SharedMemory::<f32>::new(tile * n_in);
    // Stage the input tile (rows past the end read as zero).
    let mut idx = t;
    while idx < tile * n_in {
        let r = idx / n_in;
        let row = row0 + r;
        if row < rows as usize {
            xs[idx] = x[row * n_in + idx % n_in];
        } else {
            xs[idx] = 0.0;
        }
        idx += threads;
    }
    sync_cube();
    let mut o = t;
    while o < n_out {
        let mut acc = Array::<f32>::new(tile);
        let b = bias[o];
        #[unroll]
        for r in 0..tile {
            acc[r] = b;
        }
        for k in 0..n_in {
            let w = wt[k * n_out + o];
            #[unroll]
            for r in 0..tile {
                acc[r] += xs[r * n_in + k] * w;
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
                    let h = pre[at];
                    let s = sigmoid(h);
                    v *= s * (1.0 + h * (1.0 - s));
                }
                if comptime![accumulate] {
                    y[at] += v;
                } else {
                    y[at] = v;
                }
            }
        }
        o += threads;
    }
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
    let props = client.properties();
    let shared = props.hardware.max_shared_memory_size;
    let units = props.hardware.num_streaming_multiprocessors.unwrap_or(16) as usize;
    let tile = TILES
        .into_iter()
        .find(|&t| t * n_in * 4 <= shared / 2 && rows.div_ceil(t) >= 2 * units)
        .unwrap_or(TILES[TILES.len() - 1]);
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
        )
    }
}
