//! Fused kernels: each launch runs the stages of one or two PaiNN blocks that need no data from
//! other atoms, for a tile of atoms per cube. The stages are the functions of [`crate::dense`],
//! [`crate::interaction`], [`crate::mixing`], [`crate::readout`] and [`crate::geometry`] that
//! the one-stage kernels call, so both paths compute the same numbers in the same order.
//!
//! A PaiNN evaluation has only two kinds of step that read other atoms' data: the message
//! (forward) and its backward gather. Everything between two of them is per atom, so one
//! evaluation with L interaction blocks is
//! - [`block_start`]: embedding and context MLP of block 0, which depend on the atomic numbers
//!   alone, so a caller that keeps its outputs runs it only when the numbers change;
//! - L × [`block_forward`]: message, vector mix, mixing, and then the next block's context MLP or,
//!   after the last block, the readout (energies, ∂E/∂q) and the backward pass of the last mixing;
//!   the first also computes the geometry of the edges its tile receives, before its message;
//! - the message backward gathers of [`crate::interaction`], with [`block_backward`] between two of
//!   them: a block's context MLP backward and the previous block's mixing backward. Where a tile
//!   is one atom and both run on the same cube, [`message_block_backward`] does a block's message
//!   backward and its [`block_backward`] in one launch.
//!
//! That is 3L launches for energy and forces with the L message backward gathers (9 for three
//! blocks; 3L - 1 when the start is kept), L - 1 fewer with [`message_block_backward`] (7 and 6),
//! where the one-stage kernels take 12L + 6 (42). Stages are separated by `sync_storage`: the
//! cube's threads read what the other threads of the cube wrote to global memory in the stage
//! before; no cube reads rows that another cube writes in the same launch.
//!
//! Layout: as in the stage modules (`q [N][F]`, `mu [N][3][F]`, `vw [N][3][2F]`, ...). The
//! weights are one packed f32 array; each tensor is passed as its offset in it (see
//! [`PackedDense`]). A cube has F threads or a multiple ([`BlockShape`]): in the message stage
//! each group of F takes every few edges (one channel per thread); in the dense stages all of
//! them stride over the columns and split the sums.
//!
//! # Files
//! - `shapes.rs`: whether the fused path runs on a device, and the tile and cube of its kernels
//!   ([`BlockShape`], [`pick_block_shape`]) with the shared memory they take;
//! - `packed.rs`: the offsets of the model's tensors in the packed weights ([`PackedModel`]);
//! - `stages.rs`: the stages the kernels chain for a tile (a block's forward, a mixing backward);
//! - `forward.rs`: [`block_start`] and [`block_forward`], their arrays and launches;
//! - `backward.rs`: [`block_backward`] and [`message_block_backward`], their arrays and launches.
//!
//! The launchable kernels are defined in this file: a kernel's module path is part of the
//! identity of its generated code (the exported WGSL is named by a hash of it).
use cubecl::prelude::*;

use crate::dense::{mlp_backward_rows, mlp_forward_rows};
use crate::geometry::F4;
use crate::interaction::{backward_partial_floats, backward_red_floats, backward_sums_floats, message_backward_atom};
use crate::small_list::{fill_padded, fill_rows};

mod backward;
mod forward;
mod packed;
mod shapes;
mod stages;

pub use backward::{block_backward, message_block_backward, message_block_backward_chunk, MessageBlockBackward, MixingSaved};
pub use forward::{block_forward, block_start, BlockForward, BlockGraph, BlockNext, ReadoutGrad};
pub use packed::{PackedBlock, PackedDense, PackedModel};
pub use shapes::{
    block_red_floats, block_shared_floats, block_supported, compact_fits, forward_shape, pick_block_shape, BlockShape, BLOCK_BINDINGS, BLOCK_TILES,
    COMPACTED_TILE_ATOMS, FILL_BINDINGS, WGSL_TILE_CUBES,
};
use stages::{block_forward_tile, mixing_backward_rows, stage_barrier};

type H = cubecl::server::Handle;

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn block_start_kernel(
    numbers_a: &Array<u32>,
    pack_a: &Array<f32>,
    pack4_a: &Array<F4>,
    q_a: &mut Array<f32>,
    ctx_pre_a: &mut Array<f32>,
    x_a: &mut Array<f32>,
    n: u32,
    embedding: u32,
    c0_wt: u32,
    c0_b: u32,
    c1_wt: u32,
    c1_b: u32,
    #[comptime] f: usize,
    #[comptime] tile: usize,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
) {
    let numbers = &numbers_a.to_slice().as_mut_unchecked();
    let pack = &pack_a.to_slice().as_mut_unchecked();
    let pack4 = &pack4_a.to_slice().as_mut_unchecked();
    let q = &mut q_a.to_slice_mut();
    let ctx_pre = &mut ctx_pre_a.to_slice_mut();
    let x = &mut x_a.to_slice_mut();
    let n_tiles = (n as usize).div_ceil(tile);
    let cube = CUBE_POS;
    if cube >= n_tiles {
        terminate!();
    }
    let row0 = cube * tile;
    let mut u = UNIT_POS as usize;
    while u < tile * f {
        let row = row0 + u / f;
        if row < n as usize {
            q[row * f + u % f] = pack[embedding as usize + numbers[row] as usize * f + u % f];
        }
        u += threads;
    }
    stage_barrier();
    // No readout in this kernel: a readout width of 1 leaves its layers out of the size.
    let mut red = SharedMemory::<f32>::new(comptime![block_red_floats(tile, threads, f, 1, true, vec4)]);
    mlp_forward_rows(
        q, pack, c0_wt as usize, pack, c0_b as usize, pack, c1_wt as usize, pack, c1_b as usize, ctx_pre, x, &mut red, pack4, n, row0, f, f,
        3 * f, tile, false, vec4, threads, 0usize, 0usize,
    );
}

/// One block of the fused path for a tile of atoms a cube ([`block_forward`]).
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn block_forward_kernel(
    row_ptr_a: &Array<u32>,
    senders_a: &Array<u32>,
    positions_a: &Array<f32>,
    shifts_a: &Array<f32>,
    edge_a: &mut Array<F4>,
    phi_a: &mut Array<F4>,
    dphi_a: &mut Array<F4>,
    pack_a: &Array<f32>,
    pack4_a: &Array<F4>,
    numbers_a: &Array<u32>,
    atomref_a: &Array<f32>,
    x_a: &Array<f32>,
    q_a: &Array<f32>,
    mu_a: &Array<f32>,
    ws_a: &mut Array<f32>,
    o_wf: u32,
    o_bf: u32,
    o_mm_wt: u32,
    o_mm_b: u32,
    o_mm_w: u32,
    o_mx0_wt: u32,
    o_mx0_b: u32,
    o_mx0_w: u32,
    o_mx1_wt: u32,
    o_mx1_b: u32,
    o_mx1_w: u32,
    o_nx0_wt: u32,
    o_nx0_b: u32,
    o_nx1_wt: u32,
    o_nx1_b: u32,
    o_r0_wt: u32,
    o_r0_b: u32,
    o_r0_w: u32,
    o_r1_wt: u32,
    o_r1_b: u32,
    o_q1: u32,
    o_mu1: u32,
    o_vw: u32,
    o_vnorm: u32,
    o_ctx: u32,
    o_mix_pre: u32,
    o_mix_out: u32,
    o_q2: u32,
    o_mu2: u32,
    o_next_a: u32,
    o_next_b: u32,
    o_gq: u32,
    o_gmu: u32,
    o_g_out: u32,
    o_g_ctx: u32,
    n: u32,
    epsilon: f32,
    scale: f32,
    mean: f32,
    cutoff: f32,
    pi_over_cutoff: f32,
    rbf_a: u32,
    rbf_b: u32,
    #[comptime] f: usize,
    #[comptime] n_rbf: usize,
    #[comptime] n_hid: usize,
    #[comptime] last: bool,
    #[comptime] grad: bool,
    #[comptime] geometry: bool,
    #[comptime] bessel: bool,
    #[comptime] tile: usize,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
    #[comptime] compact: bool,
    #[comptime] entry: bool,
    #[comptime] stage: bool,
    #[comptime] plane: bool,
) {
    let row_ptr = &row_ptr_a.to_slice().as_mut_unchecked();
    let senders = &senders_a.to_slice().as_mut_unchecked();
    let positions = &positions_a.to_slice().as_mut_unchecked();
    let shifts = &shifts_a.to_slice().as_mut_unchecked();
    let edge = &mut edge_a.to_slice_mut();
    let phi = &mut phi_a.to_slice_mut();
    let dphi = &mut dphi_a.to_slice_mut();
    let pack = &pack_a.to_slice().as_mut_unchecked();
    let pack4 = &pack4_a.to_slice().as_mut_unchecked();
    let numbers = &numbers_a.to_slice().as_mut_unchecked();
    let atomref = &atomref_a.to_slice().as_mut_unchecked();
    let x = &x_a.to_slice().as_mut_unchecked();
    let q = &q_a.to_slice().as_mut_unchecked();
    let mu = &mu_a.to_slice().as_mut_unchecked();
    block_forward_tile(
        row_ptr, senders, positions, shifts, edge, phi, dphi, pack, pack4, numbers, atomref, x, q, mu, ws_a, o_wf, o_bf, o_mm_wt, o_mm_b, o_mm_w,
        o_mx0_wt, o_mx0_b, o_mx0_w, o_mx1_wt, o_mx1_b, o_mx1_w, o_nx0_wt, o_nx0_b, o_nx1_wt, o_nx1_b, o_r0_wt, o_r0_b, o_r0_w, o_r1_wt, o_r1_b, o_q1,
        o_mu1, o_vw, o_vnorm, o_ctx, o_mix_pre, o_mix_out, o_q2, o_mu2, o_next_a, o_next_b, o_gq, o_gmu, o_g_out, o_g_ctx, n, epsilon, scale, mean,
        cutoff, pi_over_cutoff, rbf_a, rbf_b, f, n_rbf, n_hid, last, grad, geometry, bessel, tile, vec4, threads, compact, entry,
        stage, plane,
    );
}

/// [`block_forward_kernel`]'s first block that also fills a small list's rows in a step that
/// builds it ([`fill_rows`]: the list's second launch, [`crate::small_list::ReverseJob::fill`];
/// with `padded`, a padded list's count and fill, [`fill_padded`]), each cube its own rows
/// before their geometry.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn block_forward_fill_kernel(
    row_ptr_a: &mut Array<u32>,
    senders_a: &mut Array<u32>,
    positions_a: &Array<f32>,
    shifts_a: &mut Array<f32>,
    edge_a: &mut Array<F4>,
    phi_a: &mut Array<F4>,
    dphi_a: &mut Array<F4>,
    pack_a: &Array<f32>,
    pack4_a: &Array<F4>,
    numbers_a: &Array<u32>,
    atomref_a: &Array<f32>,
    x_a: &Array<f32>,
    q_a: &Array<f32>,
    mu_a: &Array<f32>,
    ws_a: &mut Array<f32>,
    sys_f_a: &Array<f32>,
    counts_a: &Array<u32>,
    receivers_a: &mut Array<u32>,
    keys_a: &mut Array<u32>,
    status: &mut Array<Atomic<u32>>,
    o_wf: u32,
    o_bf: u32,
    o_mm_wt: u32,
    o_mm_b: u32,
    o_mm_w: u32,
    o_mx0_wt: u32,
    o_mx0_b: u32,
    o_mx0_w: u32,
    o_mx1_wt: u32,
    o_mx1_b: u32,
    o_mx1_w: u32,
    o_nx0_wt: u32,
    o_nx0_b: u32,
    o_nx1_wt: u32,
    o_nx1_b: u32,
    o_r0_wt: u32,
    o_r0_b: u32,
    o_r0_w: u32,
    o_r1_wt: u32,
    o_r1_b: u32,
    o_q1: u32,
    o_mu1: u32,
    o_vw: u32,
    o_vnorm: u32,
    o_ctx: u32,
    o_mix_pre: u32,
    o_mix_out: u32,
    o_q2: u32,
    o_mu2: u32,
    o_next_a: u32,
    o_next_b: u32,
    o_gq: u32,
    o_gmu: u32,
    o_g_out: u32,
    o_g_ctx: u32,
    n: u32,
    epsilon: f32,
    scale: f32,
    mean: f32,
    cutoff: f32,
    pi_over_cutoff: f32,
    rbf_a: u32,
    rbf_b: u32,
    reach0: u32,
    reach1: u32,
    reach2: u32,
    capacity: u32,
    cutoff2: f32,
    groups: u32,
    #[comptime] f: usize,
    #[comptime] n_rbf: usize,
    #[comptime] n_hid: usize,
    #[comptime] last: bool,
    #[comptime] grad: bool,
    #[comptime] geometry: bool,
    #[comptime] bessel: bool,
    #[comptime] tile: usize,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
    #[comptime] compact: bool,
    #[comptime] entry: bool,
    #[comptime] stage: bool,
    #[comptime] plane: bool,
    #[comptime] padded: bool,
) {
    let row_ptr = &mut row_ptr_a.to_slice_mut();
    let senders = &mut senders_a.to_slice_mut();
    let positions = &positions_a.to_slice().as_mut_unchecked();
    let shifts = &mut shifts_a.to_slice_mut();
    let edge = &mut edge_a.to_slice_mut();
    let phi = &mut phi_a.to_slice_mut();
    let dphi = &mut dphi_a.to_slice_mut();
    let pack = &pack_a.to_slice().as_mut_unchecked();
    let pack4 = &pack4_a.to_slice().as_mut_unchecked();
    let numbers = &numbers_a.to_slice().as_mut_unchecked();
    let atomref = &atomref_a.to_slice().as_mut_unchecked();
    let x = &x_a.to_slice().as_mut_unchecked();
    let q = &q_a.to_slice().as_mut_unchecked();
    let mu = &mu_a.to_slice().as_mut_unchecked();
    let sys_f = &sys_f_a.to_slice().as_mut_unchecked();
    let counts = &counts_a.to_slice().as_mut_unchecked();
    let receivers = &mut receivers_a.to_slice_mut();
    let keys = &mut keys_a.to_slice_mut();
    if CUBE_POS < (n as usize).div_ceil(tile) {
        if comptime![padded] {
            fill_padded(CUBE_POS * tile, positions, sys_f, row_ptr, receivers, senders, shifts, keys, status, n as usize, reach0, reach1, reach2, cutoff2, tile, threads);
        } else {
            fill_rows(
                CUBE_POS * tile, positions, sys_f, counts, row_ptr, receivers, senders, shifts, keys, status, n as usize, reach0, reach1, reach2,
                capacity, cutoff2, groups, tile, threads,
            );
        }
    }
    block_forward_tile(
        row_ptr, senders, positions, shifts, edge, phi, dphi, pack, pack4, numbers, atomref, x, q, mu, ws_a, o_wf, o_bf, o_mm_wt, o_mm_b, o_mm_w,
        o_mx0_wt, o_mx0_b, o_mx0_w, o_mx1_wt, o_mx1_b, o_mx1_w, o_nx0_wt, o_nx0_b, o_nx1_wt, o_nx1_b, o_r0_wt, o_r0_b, o_r0_w, o_r1_wt, o_r1_b, o_q1,
        o_mu1, o_vw, o_vnorm, o_ctx, o_mix_pre, o_mix_out, o_q2, o_mu2, o_next_a, o_next_b, o_gq, o_gmu, o_g_out, o_g_ctx, n, epsilon, scale, mean,
        cutoff, pi_over_cutoff, rbf_a, rbf_b, f, n_rbf, n_hid, last, grad, geometry, bessel, tile, vec4, threads, compact, entry,
        stage, plane,
    );
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn block_backward_kernel(
    pack_a: &Array<f32>,
    pack4_a: &Array<F4>,
    gx_a: &Array<f32>,
    ctx_pre_a: &Array<f32>,
    vw_a: &Array<f32>,
    mix_out_a: &Array<f32>,
    mix_pre_a: &Array<f32>,
    vnorm_a: &Array<f32>,
    gq_a: &mut Array<f32>,
    gmu_a: &mut Array<f32>,
    g_out_a: &mut Array<f32>,
    gvw_a: &mut Array<f32>,
    g_ctx_a: &mut Array<f32>,
    n: u32,
    c0_w: u32,
    c1_w: u32,
    mx0_w: u32,
    mx1_w: u32,
    mm_w: u32,
    #[comptime] f: usize,
    #[comptime] tile: usize,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
) {
    let pack = &pack_a.to_slice().as_mut_unchecked();
    let pack4 = &pack4_a.to_slice().as_mut_unchecked();
    let gx = &gx_a.to_slice().as_mut_unchecked();
    let ctx_pre = &ctx_pre_a.to_slice().as_mut_unchecked();
    let vw = &vw_a.to_slice().as_mut_unchecked();
    let mix_out = &mix_out_a.to_slice().as_mut_unchecked();
    let mix_pre = &mix_pre_a.to_slice().as_mut_unchecked();
    let vnorm = &vnorm_a.to_slice().as_mut_unchecked();
    let gq = &mut gq_a.to_slice_mut();
    let gmu = &mut gmu_a.to_slice_mut();
    let g_out = &mut g_out_a.to_slice_mut();
    let gvw = &mut gvw_a.to_slice_mut();
    let g_ctx = &mut g_ctx_a.to_slice_mut();
    let n_tiles = (n as usize).div_ceil(tile);
    let cube = CUBE_POS;
    if cube >= n_tiles {
        terminate!();
    }
    let row0 = cube * tile;
    // No readout in this kernel (see `block_start_kernel`).
    let mut red = SharedMemory::<f32>::new(comptime![block_red_floats(tile, threads, f, 1, true, vec4)]);
    // This block's context network: gq += ∂E/∂x · ∂x/∂q.
    mlp_backward_rows(gx, pack, c1_w as usize, pack, c0_w as usize, ctx_pre, gq, &mut red, pack4, n, row0, f, f, 3 * f, true, tile, false, vec4, threads, 0usize, 0usize);
    stage_barrier();
    // The previous block's mixing.
    mixing_backward_rows(
        pack, vw, mix_out, mix_pre, vnorm, gq, gmu, g_out, gvw, g_ctx, &mut red, pack4, n, row0, mx0_w as usize, mx1_w as usize, mm_w as usize, f,
        false, tile, vec4, threads,
    );
}

/// Block l's message backward ([`message_backward_atom`]) and then, for the same atom, what
/// [`block_backward_kernel`] does: one launch for a one-atom tile whose two stages run on the same
/// cube. The gradients of block l's outputs `gq` stay as they were (other cubes' message stage
/// reads them); the stage's result for the cube's atom goes to `gq_out`. The message stage's
/// `red` is the dense stages' partial-sum buffer too (the launcher checks its size).
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn message_block_backward_kernel(
    row_ptr_a: &Array<u32>,
    senders_a: &Array<u32>,
    edge_a: &Array<F4>,
    phi_a: &Array<F4>,
    dphi_a: &Array<F4>,
    ws_a: &mut Array<f32>,
    wf_a: &Array<f32>,
    bf_a: &Array<f32>,
    pack_a: &Array<f32>,
    pack4_a: &Array<F4>,
    o_x: u32,
    o_mu_in: u32,
    o_gq: u32,
    o_gmu: u32,
    o_gx: u32,
    o_gmu_in: u32,
    o_g_edge: u32,
    o_ctx_pre: u32,
    o_vw: u32,
    o_mix_out: u32,
    o_mix_pre: u32,
    o_vnorm: u32,
    o_gq_out: u32,
    o_g_out: u32,
    o_gvw: u32,
    o_g_ctx: u32,
    n: u32,
    offset: u32,
    c0_w: u32,
    c1_w: u32,
    mx0_w: u32,
    mx1_w: u32,
    mm_w: u32,
    #[comptime] f: usize,
    #[comptime] n_rbf: usize,
    #[comptime] first: bool,
    #[comptime] groups: usize,
    #[comptime] chunk: usize,
    #[comptime] vec4: bool,
    #[comptime] compact: bool,
    #[comptime] shuffle: bool,
    #[comptime] stage: bool,
    #[comptime] plane: bool,
) {
    let row_ptr = &row_ptr_a.to_slice().as_mut_unchecked();
    let senders = &senders_a.to_slice().as_mut_unchecked();
    let edge = &edge_a.to_slice().as_mut_unchecked();
    let phi = &phi_a.to_slice().as_mut_unchecked();
    let dphi = &dphi_a.to_slice().as_mut_unchecked();
    let ws_len = ws_a.len();
    let x = &ws_a.slice_mut(o_x as usize, ws_len);
    let mu_in = &ws_a.slice_mut(o_mu_in as usize, ws_len);
    let gq = &ws_a.slice_mut(o_gq as usize, ws_len);
    let gmu = &ws_a.slice_mut(o_gmu as usize, ws_len);
    let wf = &wf_a.to_slice().as_mut_unchecked();
    let bf = &bf_a.to_slice().as_mut_unchecked();
    let gx = &mut ws_a.slice_mut(o_gx as usize, ws_len);
    let gmu_in = &mut ws_a.slice_mut(o_gmu_in as usize, ws_len);
    let g_edge = &mut ws_a.slice_mut(o_g_edge as usize, ws_len);
    let pack = &pack_a.to_slice().as_mut_unchecked();
    let pack4 = &pack4_a.to_slice().as_mut_unchecked();
    let ctx_pre = &ws_a.slice_mut(o_ctx_pre as usize, ws_len);
    let vw = &ws_a.slice_mut(o_vw as usize, ws_len);
    let mix_out = &ws_a.slice_mut(o_mix_out as usize, ws_len);
    let mix_pre = &ws_a.slice_mut(o_mix_pre as usize, ws_len);
    let vnorm = &ws_a.slice_mut(o_vnorm as usize, ws_len);
    let gq_out = &mut ws_a.slice_mut(o_gq_out as usize, ws_len);
    let g_out = &mut ws_a.slice_mut(o_g_out as usize, ws_len);
    let gvw = &mut ws_a.slice_mut(o_gvw as usize, ws_len);
    let g_ctx = &mut ws_a.slice_mut(o_g_ctx as usize, ws_len);
    let j = CUBE_POS;
    if j >= n as usize {
        terminate!();
    }
    let threads = comptime![groups * f];
    let mut red = SharedMemory::<f32>::new(comptime![backward_red_floats(f, groups, chunk)]);
    let mut partial = SharedMemory::<f32>::new(comptime![backward_partial_floats(f, groups, chunk, shuffle)]);
    let mut sums = SharedMemory::<f32>::new(comptime![backward_sums_floats(groups, chunk, shuffle)]);
    message_backward_atom(
        j, row_ptr, senders, edge, phi, dphi, x, mu_in, gq, gmu, wf, bf, gx, gmu_in, g_edge, offset, 0usize, 0usize, 0u32, &mut red, &mut partial, &mut sums, f, n_rbf,
        // A block backward follows: never the model's first block. All channels on one cube,
        // every partner.
        first, groups, chunk, compact, shuffle, stage, false, 1usize, plane, false,
    );
    let mut u = UNIT_POS as usize;
    while u < f {
        gq_out[j * f + u] = gq[j * f + u];
        u += threads;
    }
    stage_barrier();
    mlp_backward_rows(gx, pack, c1_w as usize, pack, c0_w as usize, ctx_pre, gq_out, &mut red, pack4, n, j, f, f, 3 * f, true, 1usize, false, vec4, threads, 0usize, 0usize);
    stage_barrier();
    mixing_backward_rows(
        pack, vw, mix_out, mix_pre, vnorm, gq_out, gmu_in, g_out, gvw, g_ctx, &mut red, pack4, n, j, mx0_w as usize, mx1_w as usize, mm_w as usize, f,
        false, 1usize, vec4, threads,
    );
}
