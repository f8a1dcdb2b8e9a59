//! The fused backward pass on the host: a block's context network backward with the previous
//! block's mixing backward ([`block_backward`]), and the same after a block's message backward in
//! one launch where a one-atom tile allows ([`message_block_backward`]).
use cubecl::prelude::*;

use super::*;
use crate::dense::dense_vec4;
use crate::geometry::{rbf_stride, EDGE_STRIDE};
use crate::interaction::{backward_chunk, backward_words, plane_reduce, round_stage, Filters, Graph};
use crate::launch::{arg, arg4, cubes, Part};
use crate::tuning::Device;

/// Saved activations of block `l - 1` that its mixing backward reads.
pub struct MixingSaved<'a> {
    /// `[N][3][2F]`.
    pub vw: &'a Part,
    /// `[N][3F]`.
    pub mix_out: &'a Part,
    /// `[N][F]`.
    pub mix_pre: &'a Part,
    /// `[N][F]`.
    pub vnorm: &'a Part,
}

/// Block `l`'s context network backward (`gq += ...` from `gx [N][3F]` and its pre-activations
/// `ctx_pre`), then block `l - 1`'s mixing backward (`gq` in place, `gmu` added to). Scratch:
/// `g_out [N][3F]`, `gvw [N][6F]`, `g_ctx [N][2F]`.
#[allow(clippy::too_many_arguments)]
pub fn block_backward<R: Runtime>(
    client: &Device<R>,
    n: usize,
    pack: &H,
    pack_len: usize,
    f: usize,
    block: &PackedBlock,
    previous: &PackedBlock,
    gx: &H,
    ctx_pre: &H,
    saved: &MixingSaved,
    gq: &H,
    gmu: &H,
    scratch: [&H; 3],
    shape: BlockShape,
) {
    let BlockShape { tile, threads } = shape;
    if n == 0 {
        return;
    }
    let u = |x: usize| x as u32;
    let [g_out, gvw, g_ctx] = scratch;
    // SAFETY: as in `block_start`: every array has the length of the module layout; cubes return
    // past the last tile and every row index is guarded.
    unsafe {
        block_backward_kernel::launch_unchecked::<R>(
            client,
            cubes(n.div_ceil(tile)),
            CubeDim::new_1d(threads as u32),
            arg(pack, pack_len),
            arg4(pack, pack_len),
            arg(gx, n * 3 * f),
            arg(ctx_pre, n * f),
            arg(saved.vw, n * 6 * f),
            arg(saved.mix_out, n * 3 * f),
            arg(saved.mix_pre, n * f),
            arg(saved.vnorm, n * f),
            arg(gq, n * f),
            arg(gmu, n * 3 * f),
            arg(g_out, n * 3 * f),
            arg(gvw, n * 6 * f),
            arg(g_ctx, n * 2 * f),
            u(n),
            u(block.ctx[0].w),
            u(block.ctx[1].w),
            u(previous.mix[0].w),
            u(previous.mix[1].w),
            u(previous.mu_mix.w),
            f,
            tile,
            dense_vec4(threads),
            threads,
        )
    }
}

/// Arrays of [`message_block_backward`]: those of [`crate::interaction::message_backward`]
/// (`x`, `mu_in`, `gq`, `gmu` in; `gx`, `gmu_in`, `g_edge` out, `first`: `g_edge` written, not
/// added to) and of [`block_backward`] (`ctx_pre`, `saved`, scratch), with `gq_out [N][F]` for
/// the stage's gradients of the atoms' q.
pub struct MessageBlockBackward<'a> {
    pub x: &'a Part,
    pub mu_in: &'a Part,
    pub gq: &'a Part,
    pub gmu: &'a Part,
    pub gx: &'a Part,
    pub gmu_in: &'a Part,
    pub g_edge: &'a Part,
    pub first: bool,
    pub ctx_pre: &'a Part,
    pub saved: &'a MixingSaved<'a>,
    pub gq_out: &'a Part,
    pub scratch: [&'a Part; 3],
    /// As [`BlockGraph::compact`].
    pub compact: bool,
}

/// Whether [`message_block_backward`] runs on `shape` (the shape of both the message backward
/// and [`block_backward`]): a one-atom tile on `groups · F` threads, groups > 1, whose message
/// stage's reduction buffer also holds the dense stages' partial sums. Its edges per group and
/// round ([`backward_chunk`]) if so.
pub fn message_block_backward_chunk<R: Runtime>(client: &Device<R>, f: usize, shape: BlockShape, compact: bool) -> Option<usize> {
    let groups = shape.threads / f;
    if shape.tile != 1 || groups < 2 || groups * f != shape.threads {
        return None;
    }
    let shared = client.limits().shared_memory.min(48 * 1024);
    // Two groups or more: shuffles whatever the rows.
    let chunk = backward_chunk(groups, f, shared, compact, plane_reduce(client, f, groups, 0))?;
    let red = block_red_floats(1, shape.threads, f, 1, true, dense_vec4(shape.threads));
    (backward_red_floats(f, groups, chunk) >= red).then_some(chunk)
}

/// Block `l`'s message backward and [`block_backward`] (block `l`'s context network, block
/// `l - 1`'s mixing) in one launch, on a shape [`message_block_backward_chunk`] accepts: `gx`,
/// `gmu_in` (then the mixing backward's gradients, as [`block_backward`] leaves `gmu`), `g_edge`
/// and `gq_out` (what [`block_backward`] leaves in `gq`, which stays as it was). Every array but
/// the graph's and the weights is a region ([`Part`]) of the arena `ws` (`ws_len` f32s), which it
/// binds once.
#[allow(clippy::too_many_arguments)]
pub fn message_block_backward<R: Runtime>(
    client: &Device<R>,
    g: &Graph,
    w: &Filters,
    pack: &H,
    pack_len: usize,
    block: &PackedBlock,
    previous: &PackedBlock,
    a: &MessageBlockBackward,
    ws: &H,
    ws_len: usize,
    shape: BlockShape,
) {
    let (n, e, f, r) = (g.n_atoms, g.n_edges, w.f, w.n_rbf);
    let chunk = message_block_backward_chunk(client, f, shape, a.compact).expect("the caller checks message_block_backward_chunk");
    let groups = shape.threads / f;
    if n == 0 {
        return;
    }
    let shuffle = plane_reduce(client, f, groups, g.row_edges);
    // Beside the message stage's arrays, the dense stages' (bounded by every fused kernel's; the
    // readout, which this one does not run, counted F wide).
    let used = backward_words(backward_red_floats(f, groups, chunk), f, groups, chunk, a.compact, shuffle)
        + block_shared_floats(shape, f, f, true, dense_vec4(shape.threads));
    let stage = round_stage(client, groups, groups * chunk, g.row_edges, used, r);
    let u = |x: usize| x as u32;
    let [g_out, gvw, g_ctx] = a.scratch;
    // SAFETY: allocation lengths as documented in the module layouts; one cube per atom, which
    // writes its own rows of every output and reads other atoms' rows of inputs only.
    unsafe {
        message_block_backward_kernel::launch_unchecked::<R>(
            client,
            cubes(n),
            CubeDim::new_1d(shape.threads as u32),
            arg(g.row_ptr, n + 1),
            arg(g.senders, e),
            arg4(g.edge, e * EDGE_STRIDE),
            arg4(g.phi, e * rbf_stride(r)),
            arg4(g.dphi, e * rbf_stride(r)),
            arg(ws, ws_len),
            arg(w.wf, w.rows * r),
            arg(w.bf, w.rows),
            arg(pack, pack_len),
            arg4(pack, pack_len),
            a.x.at(),
            a.mu_in.at(),
            a.gq.at(),
            a.gmu.at(),
            a.gx.at(),
            a.gmu_in.at(),
            a.g_edge.at(),
            a.ctx_pre.at(),
            a.saved.vw.at(),
            a.saved.mix_out.at(),
            a.saved.mix_pre.at(),
            a.saved.vnorm.at(),
            a.gq_out.at(),
            g_out.at(),
            gvw.at(),
            g_ctx.at(),
            u(n),
            u(w.offset),
            u(block.ctx[0].w),
            u(block.ctx[1].w),
            u(previous.mix[0].w),
            u(previous.mix[1].w),
            u(previous.mu_mix.w),
            f,
            r,
            a.first,
            groups,
            chunk,
            dense_vec4(shape.threads),
            a.compact,
            shuffle,
            stage,
            a.compact && crate::interaction::plane_compact(client, shape.threads),
        )
    }
}
