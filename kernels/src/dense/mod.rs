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
//!
//! # Files
//! - `rows.rs`: one cube's tile of a layer (`dense_rows`) and of the two-layer MLP forward and
//!   backward, as the one-stage kernels and the fused kernels of [`crate::block`] run them;
//! - `sums.rs`: a column's sum over the terms, whole or split into parts over idle threads
//!   (optionally four columns a thread) and added in order;
//! - `plan.rs`: how a layer's sums are split, on how many columns a thread, with which runs left
//!   out, and the tile and weight loads a device takes ([`split_parts`], [`pick_tile`]);
//! - `host.rs`: the launchers [`dense`], [`mlp_forward`] and [`mlp_backward`].
//!
//! The launchable kernels are defined in this file: a kernel's module path is part of the
//! identity of its generated code (the exported WGSL is named by a hash of it).
use cubecl::prelude::*;

use crate::geometry::F4;

mod host;
mod plan;
mod rows;
mod sums;

pub use host::{dense, mlp_backward, mlp_forward, DenseArgs};
pub use plan::{
    col_width, column_gap, dense_vec4, layer_parts, layers_split_floats, pick_tile, prefetch_weights, split_floats, split_items, split_parts,
    split_parts_vec4, term_gap, vec4_ahead, DEEP_SPLIT_FLOATS, DEEP_SPLIT_TERMS, DEEP_SPLIT_THREADS, VEC4_AHEAD, VEC4_SPLIT_TERMS,
};
pub(crate) use rows::{dense_rows, mlp_backward_rows, mlp_forward_rows, sigmoid, silu_grad, stage_rows};
pub use sums::{accumulate_rows, K_CHUNK};
pub(crate) use sums::{column_acc, split_partials};

/// `y = x Wᵀ + b`.
pub const MODE_LINEAR: u32 = 0;
/// `y = silu(x Wᵀ + b)`, pre-activation stored.
pub const MODE_SILU: u32 = 1;
/// `y = (x Wᵀ + b) ⊙ silu'(pre)`.
pub const MODE_SILU_GRAD: u32 = 2;

/// Candidate rows per cube, largest first. Larger tiles (16, 32) are slower on an H100 (fewer
/// cubes, more registers per thread): see docs/performance.md. The smaller ones serve
/// small systems: 12 rows in tiles of 8 made two cubes of four warps, one warp per scheduler,
/// every dependent instruction's latency exposed (30–60 µs a kernel for benzene).
pub const TILES: [usize; 4] = [8, 4, 2, 1];
/// Threads per cube.
pub const THREADS: u32 = 128;

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
