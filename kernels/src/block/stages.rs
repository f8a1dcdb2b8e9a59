//! The stages a fused kernel chains for its tile of atoms, separated by barriers over global
//! memory ([`stage_barrier`]): one block's forward (geometry, message, vector mix, mixing, and the
//! next block's context network or the readout, [`block_forward_tile`]) and a block's mixing
//! backward ([`mixing_backward_rows`]).
use cubecl::prelude::*;

use super::*;
use crate::dense::{dense_rows, MODE_LINEAR};
use crate::geometry::edge_geometry_of;
use crate::interaction::message_forward_atom;
use crate::mixing::{mixing_context_at, mixing_grad_ctx_at, mixing_grad_out_at, mixing_update_at};
use crate::readout::readout_rows;

/// A barrier after which every thread of the cube sees the global-memory writes of the others.
#[cube]
pub(super) fn stage_barrier() {
    sync_storage();
}

/// The mixing backward of one block for the cube's tile: from `gq` and `gmu` (the gradients of
/// the block's outputs; `zero_gmu`: zero and not read, as in the last block, whose vector outputs
/// feed nothing, so the dμ columns' zero gradients are not summed) to the gradients of its inputs,
/// `gq` in place and `gmu` (written when `zero_gmu`, else added to). `g_out`, `gvw` and `g_ctx` are
/// scratch of the stage layouts.
#[cube]
#[allow(clippy::too_many_arguments)]
pub(super) fn mixing_backward_rows(
    pack: &Slice<f32, ReadWrite>,
    vw: &Slice<f32, ReadWrite>,
    mix_out: &Slice<f32, ReadWrite>,
    mix_pre: &Slice<f32, ReadWrite>,
    vnorm: &Slice<f32, ReadWrite>,
    gq: &mut Slice<f32, ReadWrite>,
    gmu: &mut Slice<f32, ReadWrite>,
    g_out: &mut Slice<f32, ReadWrite>,
    gvw: &mut Slice<f32, ReadWrite>,
    g_ctx: &mut Slice<f32, ReadWrite>,
    red: &mut SharedMemory<f32>,
    pack4: &Slice<F4, ReadWrite>,
    n: u32,
    row0: usize,
    mx0_w: usize,
    mx1_w: usize,
    mm_w: usize,
    #[comptime] f: usize,
    #[comptime] zero_gmu: bool,
    #[comptime] tile: usize,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
) {
    let mut u = UNIT_POS as usize;
    while u < tile * f {
        let idx = row0 * f + u;
        if idx < n as usize * f {
            mixing_grad_out_at(idx, gq, gmu, vw, mix_out, g_out, gvw, f, zero_gmu);
        }
        u += threads;
    }
    stage_barrier();
    // With zero gμ (the last block) the dμ columns' gradients are zeros: not summed.
    let gap = comptime![if zero_gmu { f } else { 0 }];
    mlp_backward_rows(g_out, pack, mx1_w, pack, mx0_w, mix_pre, g_ctx, red, pack4, n, row0, 2 * f, f, 3 * f, false, tile, false, vec4, threads, f, gap);
    stage_barrier();
    let mut u = UNIT_POS as usize;
    while u < tile * f {
        let idx = row0 * f + u;
        if idx < n as usize * f {
            mixing_grad_ctx_at(idx, g_ctx, vw, vnorm, gq, gvw, f);
        }
        u += threads;
    }
    stage_barrier();
    // gmu (+)= gvw W over the tile's 3·tile vector rows; `g_out` is the unused `pre`.
    dense_rows(gvw, pack, mm_w, pack, 0, gmu, g_out, red, pack4, 3 * n, 3 * row0, 2 * f, f, MODE_LINEAR, !zero_gmu, false, 3 * tile, false, vec4, threads);
}

/// The body of [`block_forward_kernel`] and [`block_forward_fill_kernel`] (see [`block_forward`]),
/// on the arrays as slices.
#[cube]
#[allow(clippy::too_many_arguments)]
pub(super) fn block_forward_tile(
    row_ptr: &Slice<u32, ReadWrite>,
    senders: &Slice<u32, ReadWrite>,
    positions: &Slice<f32, ReadWrite>,
    shifts: &Slice<f32, ReadWrite>,
    edge: &mut Slice<F4, ReadWrite>,
    phi: &mut Slice<F4, ReadWrite>,
    dphi: &mut Slice<F4, ReadWrite>,
    pack: &Slice<f32, ReadWrite>,
    pack4: &Slice<F4, ReadWrite>,
    numbers: &Slice<u32, ReadWrite>,
    atomref: &Slice<f32, ReadWrite>,
    x: &Slice<f32, ReadWrite>,
    q: &Slice<f32, ReadWrite>,
    mu: &Slice<f32, ReadWrite>,
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
    let ws_len = ws_a.len();
    let q1 = &mut ws_a.slice_mut(o_q1 as usize, ws_len);
    let mu1 = &mut ws_a.slice_mut(o_mu1 as usize, ws_len);
    let vw = &mut ws_a.slice_mut(o_vw as usize, ws_len);
    let vnorm = &mut ws_a.slice_mut(o_vnorm as usize, ws_len);
    let ctx = &mut ws_a.slice_mut(o_ctx as usize, ws_len);
    let mix_pre = &mut ws_a.slice_mut(o_mix_pre as usize, ws_len);
    let mix_out = &mut ws_a.slice_mut(o_mix_out as usize, ws_len);
    let q2 = &mut ws_a.slice_mut(o_q2 as usize, ws_len);
    let mu2 = &mut ws_a.slice_mut(o_mu2 as usize, ws_len);
    let next_a = &mut ws_a.slice_mut(o_next_a as usize, ws_len);
    let next_b = &mut ws_a.slice_mut(o_next_b as usize, ws_len);
    let gq = &mut ws_a.slice_mut(o_gq as usize, ws_len);
    let gmu = &mut ws_a.slice_mut(o_gmu as usize, ws_len);
    let g_out = &mut ws_a.slice_mut(o_g_out as usize, ws_len);
    let g_ctx = &mut ws_a.slice_mut(o_g_ctx as usize, ws_len);
    let n_tiles = (n as usize).div_ceil(tile);
    let cube = CUBE_POS;
    if cube >= n_tiles {
        terminate!();
    }
    let row0 = cube * tile;
    if comptime![geometry] {
        // The first block computes the geometry of the edges its tile receives (its CSR rows),
        // which its message stage reads and the backward kernels read again.
        #[unroll]
        for r in 0..tile {
            let i = row0 + r;
            if i < n as usize {
                let mut e = row_ptr[i] as usize + UNIT_POS as usize;
                let e_end = row_ptr[i + 1] as usize;
                while e < e_end {
                    edge_geometry_of(
                        e, i, positions, senders, shifts, pack, rbf_a as usize, pack, rbf_b as usize, edge, phi, dphi, cutoff, pi_over_cutoff,
                        n_rbf, bessel,
                    );
                    e += threads;
                }
            }
        }
        stage_barrier();
    }
    let wf = o_wf as usize;
    let bf = o_bf as usize;
    let mm_wt = o_mm_wt as usize;
    let mm_b = o_mm_b as usize;
    let mm_w = o_mm_w as usize;
    let mx0_wt = o_mx0_wt as usize;
    let mx0_b = o_mx0_b as usize;
    let mx0_w = o_mx0_w as usize;
    let mx1_wt = o_mx1_wt as usize;
    let mx1_b = o_mx1_b as usize;
    let mx1_w = o_mx1_w as usize;
    let nx0_wt = o_nx0_wt as usize;
    let nx0_b = o_nx0_b as usize;
    let nx1_wt = o_nx1_wt as usize;
    let nx1_b = o_nx1_b as usize;
    let r0_wt = o_r0_wt as usize;
    let r0_b = o_r0_b as usize;
    let r0_w = o_r0_w as usize;
    let r1_wt = o_r1_wt as usize;
    let r1_b = o_r1_b as usize;
    let mut red = SharedMemory::<f32>::new(comptime![block_red_floats(tile, threads, f, n_hid, true, vec4)]);

    // Message to each atom of the tile (with `compact`, over its row's edges inside the cutoff).
    #[unroll]
    for r in 0..tile {
        let i = row0 + r;
        if i < n as usize {
            message_forward_atom(i, row_ptr, senders, edge, phi, x, q, mu, pack, wf, pack, bf, q1, mu1, f, n_rbf, comptime![threads / f], compact, entry, stage, plane);
        }
    }
    stage_barrier();
    // Vector mix over the tile's 3·tile rows (`mix_pre` is the unused `pre`).
    dense_rows(mu1, pack, mm_wt, pack, mm_b, vw, mix_pre, &mut red, pack4, 3 * n, 3 * row0, f, 2 * f, MODE_LINEAR, false, true, 3 * tile, false, vec4, threads);
    stage_barrier();
    let mut u = UNIT_POS as usize;
    while u < tile * f {
        let idx = row0 * f + u;
        if idx < n as usize * f {
            mixing_context_at(idx, q1, vw, ctx, vnorm, epsilon, f);
        }
        u += threads;
    }
    stage_barrier();
    // The last block's dμ columns (the middle third) feed only μ', which nothing reads: not computed.
    let skipped = comptime![if last { f } else { 0 }];
    mlp_forward_rows(
        ctx, pack, mx0_wt, pack, mx0_b, pack, mx1_wt, pack, mx1_b, mix_pre, mix_out, &mut red, pack4, n, row0, 2 * f, f, 3 * f, tile, false, vec4,
        threads, f, skipped,
    );
    stage_barrier();
    let mut u = UNIT_POS as usize;
    while u < tile * f {
        let idx = row0 * f + u;
        if idx < n as usize * f {
            mixing_update_at(idx, q1, mu1, vw, mix_out, q2, mu2, f, comptime![!last]);
        }
        u += threads;
    }
    stage_barrier();
    if comptime![!last] {
        // The next block's context network: `next_a` = its pre-activations, `next_b` = x.
        mlp_forward_rows(
            q2, pack, nx0_wt, pack, nx0_b, pack, nx1_wt, pack, nx1_b, next_a, next_b, &mut red, pack4, n, row0, f, f, 3 * f, tile, false, vec4,
            threads, 0usize, 0usize,
        );
    } else {
        // Readout: `next_a` = per-atom energies; with `grad`, ∂E/∂q into `gq`, then this block's
        // mixing backward (`next_b` = the scratch gvw).
        readout_rows(
            q2, pack, r0_wt, pack, r0_b, pack, r0_w, pack, r1_wt, pack, r1_b, numbers, atomref, next_a, gq, &mut red, pack4, n, row0, scale, mean, f,
            n_hid, grad, tile, false, vec4, threads,
        );
        if comptime![grad] {
            stage_barrier();
            mixing_backward_rows(
                pack, vw, mix_out, mix_pre, vnorm, gq, gmu, g_out, next_b, g_ctx, &mut red, pack4, n, row0, mx0_w, mx1_w, mm_w, f, true, tile, vec4, threads,
            );
        }
    }
}
