//! The fused forward pass on the host: the graph the kernels read ([`BlockGraph`]), block 0's
//! start from the atomic numbers ([`block_start`]), and one block's forward with what follows it
//! ([`block_forward`], [`BlockNext`]), which may also fill a small list's rows.
use cubecl::prelude::*;

use super::shapes::{FILL_EXTRA_WORDS, FILL_WORDS};
use super::*;
use crate::dense::dense_vec4;
use crate::geometry::{rbf_stride, EDGE_STRIDE};
use crate::interaction::{forward_stage, forward_stage_words};
use crate::launch::{arg, arg4, cubes, Part};
use crate::neighbor_list::SYS_F;
use crate::small_list::{ReverseJob, SPLIT_ITEMS, STATUS_LEN};
use crate::tuning::Device;

/// The graph and positions the fused kernels read.
pub struct BlockGraph<'a> {
    /// `[N][3]` f32.
    pub positions: &'a H,
    /// `[N+1]` u32.
    pub row_ptr: &'a H,
    /// `[E]` u32.
    pub receivers: &'a H,
    /// `[E]` u32.
    pub senders: &'a H,
    /// `[E][3]` f32.
    pub shifts: &'a H,
    /// `[E][EDGE_STRIDE]` f32 (written by the first [`block_forward`]).
    pub edge: &'a H,
    /// `[E][R4]` f32 ([`rbf_stride`]; written by the first [`block_forward`]).
    pub phi: &'a H,
    /// `[E][R4]` f32 ([`rbf_stride`]; written by the first [`block_forward`]).
    pub dphi: &'a H,
    /// `[N]` u32 atomic numbers.
    pub numbers: &'a H,
    /// Atoms N.
    pub n_atoms: usize,
    /// Edges E (of a padded list, its room).
    pub n_edges: usize,
    /// Edges a row holds on average, as last counted (what
    /// [`crate::interaction::forward_stage`] decides by).
    pub row_edges: usize,
    /// The list holds edges beyond the cutoff (a skin): each cube's message stage walks only its
    /// rows' edges inside it ([`crate::interaction::compact_row`]; see [`compact_fits`]).
    pub compact: bool,
}

/// Embedding `q [N][F]` of the atomic numbers `numbers [N]`, and block 0's context network
/// (`ctx_pre [N][F]`, `x [N][3F]`): functions of the numbers alone. `pack_len` is the packed
/// weights' length.
#[allow(clippy::too_many_arguments)]
pub fn block_start<R: Runtime>(
    client: &Device<R>,
    n: usize,
    numbers: &H,
    pack: &H,
    pack_len: usize,
    m: &PackedModel,
    b0: &PackedBlock,
    q: &H,
    ctx_pre: &H,
    x: &H,
    shape: BlockShape,
) {
    let f = m.f;
    let BlockShape { tile, threads } = shape;
    if n == 0 {
        return;
    }
    let u = |x: usize| x as u32;
    // SAFETY: every array has the length of the module layout; cubes return past the last tile
    // and every row index is guarded.
    unsafe {
        block_start_kernel::launch_unchecked::<R>(
            client,
            cubes(n.div_ceil(tile)),
            CubeDim::new_1d(threads as u32),
            arg(numbers, n),
            arg(pack, pack_len),
            arg4(pack, pack_len),
            arg(q, n * f),
            arg(ctx_pre, n * f),
            arg(x, n * 3 * f),
            u(n),
            u(m.embedding),
            u(b0.ctx[0].wt),
            u(b0.ctx[0].b),
            u(b0.ctx[1].wt),
            u(b0.ctx[1].b),
            f,
            tile,
            dense_vec4(threads),
            threads,
        )
    }
}

/// Activations of one block in the fused forward pass (stage layouts; see the module docs).
pub struct BlockForward<'a> {
    /// Block input: context-network output `[N][3F]`.
    pub x: &'a H,
    /// Block input `q [N][F]`.
    pub q: &'a H,
    /// Block input `mu [N][3F]`.
    pub mu: &'a H,
    /// After the message `[N][F]`.
    pub q1: &'a Part,
    /// After the message `[N][3F]`.
    pub mu1: &'a Part,
    /// `[N][3][2F]`.
    pub vw: &'a Part,
    /// `[N][F]`.
    pub vnorm: &'a Part,
    /// `[N][2F]`.
    pub ctx: &'a Part,
    /// `[N][F]`.
    pub mix_pre: &'a Part,
    /// `[N][3F]`.
    pub mix_out: &'a Part,
    /// Block output `[N][F]`.
    pub q2: &'a Part,
    /// Block output `[N][3F]`.
    pub mu2: &'a Part,
}

/// What follows the block in the same launch.
pub enum BlockNext<'a> {
    /// The next block's context network: its pre-activations `[N][F]` and output `[N][3F]`.
    Context { block: &'a PackedBlock, pre: &'a Part, x: &'a Part },
    /// The readout: per-atom energies `[N]`, and with `grad` ∂E/∂q `[N][F]` and this block's
    /// mixing backward: ∂E/∂mu `[N][3F]` written to `gmu`, scratch `g_out [N][3F]`,
    /// `gvw [N][6F]`, `g_ctx [N][2F]`.
    Readout { energies: &'a Part, grad: Option<ReadoutGrad<'a>> },
}

/// Outputs and scratch of the backward part of [`BlockNext::Readout`].
pub struct ReadoutGrad<'a> {
    /// ∂E/∂q `[N][F]`.
    pub gq: &'a Part,
    /// ∂E/∂mu `[N][3F]`.
    pub gmu: &'a Part,
    /// Scratch `[N][3F]`.
    pub g_out: &'a Part,
    /// Scratch `[N][6F]`.
    pub gvw: &'a Part,
    /// Scratch `[N][2F]`.
    pub g_ctx: &'a Part,
}

/// One block's message, vector mix and mixing, and what follows it (`next`). With `geometry`
/// (the model's first block) the kernel first computes the geometry of the edges each tile
/// receives (`g.edge`, `g.phi`, `g.dphi` from the positions, senders and shifts), and its message
/// takes the block's vector features in as the zeros they are (`a.mu` is not read; see
/// [`crate::interaction::entry_block`]). What it writes is regions ([`Part`]) of the arena `ws`
/// (`ws_len` f32s), which it binds once; its inputs x, q and μ are buffers of their own.
///
/// `fill`: the job of the small list that `g` is, whose fill is still to do
/// ([`ReverseJob::fill`]; with `geometry` only): done by this kernel's cubes, each its own rows
/// before their geometry, where it fits beside the kernel's arrays ([`FILL_BINDINGS`], shared
/// memory), else in its own launch before this one. Either way it is done when this returns.
#[allow(clippy::too_many_arguments)]
pub fn block_forward<R: Runtime>(
    client: &Device<R>,
    g: &BlockGraph,
    pack: &H,
    pack_len: usize,
    atomref: &H,
    max_z: usize,
    m: &PackedModel,
    b: &PackedBlock,
    a: &BlockForward,
    next: &BlockNext,
    ws: &H,
    ws_len: usize,
    geometry: bool,
    fill: Option<&ReverseJob>,
    shape: BlockShape,
) {
    let (n, e, f, r) = (g.n_atoms, g.n_edges, m.f, m.n_rbf);
    let BlockShape { tile, threads } = shape;
    if n == 0 {
        return;
    }
    // One-atom tiles on wide cubes run the message in staged rounds where they fit beside the
    // kernel's other arrays ([`crate::interaction::forward_stage`]).
    let used = block_shared_floats(shape, f, m.n_hid, true, dense_vec4(threads)) + if g.compact { 2 * threads } else { 0 };
    let stage = tile == 1 && forward_stage(client, threads / f, g.row_edges, used, r);
    // A small list's fill where this kernel can take it beside its own arrays (the same staging,
    // all of it within a cube's shared memory), else in its own launch first.
    let fill = fill.filter(|j| j.fill);
    let take_fill = fill.is_some_and(|_| {
        let with = used + FILL_WORDS * threads + FILL_EXTRA_WORDS;
        let limit = client.limits().shared_memory.min(if stage { 96 } else { 48 } * 1024);
        let staged = if stage { forward_stage_words(threads / f, r) } else { 0 };
        geometry
            && client.properties().hardware.max_bindings >= FILL_BINDINGS
            && (tile == 1 && forward_stage(client, threads / f, g.row_edges, with, r)) == stage
            && (with + staged) * 4 <= limit
    });
    if let Some(job) = fill.filter(|_| !take_fill) {
        job.fill_apart(client);
    }
    let fill = fill.filter(|_| take_fill);
    let none = PackedDense::default();
    let (nx, last, grad) = match next {
        BlockNext::Context { block, .. } => (block.ctx, false, false),
        BlockNext::Readout { grad, .. } => ([none, none], true, grad.is_some()),
    };
    let (ro, mx) = (m.readout, b.mix);
    let offsets = [
        b.filter_w, b.filter_b, b.mu_mix.wt, b.mu_mix.b, b.mu_mix.w, mx[0].wt, mx[0].b, mx[0].w, mx[1].wt, mx[1].b, mx[1].w, nx[0].wt,
        nx[0].b, nx[1].wt, nx[1].b, ro[0].wt, ro[0].b, ro[0].w, ro[1].wt, ro[1].b,
    ];
    // Outputs the variant does not write point at any region of the arena.
    let (next_a, next_b) = match next {
        BlockNext::Context { pre, x, .. } => (*pre, *x),
        BlockNext::Readout { energies, grad: Some(g) } => (*energies, g.gvw),
        BlockNext::Readout { energies, grad: None } => (*energies, a.ctx),
    };
    let (gq, gmu, g_out, g_ctx) = match next {
        BlockNext::Readout { grad: Some(gr), .. } => (gr.gq, gr.gmu, gr.g_out, gr.g_ctx),
        _ => (a.q1, a.mu1, a.mu1, a.ctx),
    };
    // The two kernels' arguments, but for the fill's (after the arena and after the bases').
    macro_rules! launch {
        ($kernel:ident; $($after_ws:expr),*; $($after_rbf:expr),*; $($tail:expr),*) => {
            $kernel::launch_unchecked::<R>(
                client,
                cubes(n.div_ceil(tile)),
                CubeDim::new_1d(threads as u32),
                arg(g.row_ptr, n + 1),
                arg(g.senders, e),
                arg(g.positions, n * 3),
                arg(g.shifts, e * 3),
                arg4(g.edge, e * EDGE_STRIDE),
                arg4(g.phi, e * rbf_stride(r)),
                arg4(g.dphi, e * rbf_stride(r)),
                arg(pack, pack_len),
                arg4(pack, pack_len),
                arg(g.numbers, n),
                arg(atomref, max_z),
                arg(a.x, n * 3 * f),
                arg(a.q, n * f),
                arg(a.mu, n * 3 * f),
                arg(ws, ws_len),
                $($after_ws,)*
                offsets[0] as u32,
                offsets[1] as u32,
                offsets[2] as u32,
                offsets[3] as u32,
                offsets[4] as u32,
                offsets[5] as u32,
                offsets[6] as u32,
                offsets[7] as u32,
                offsets[8] as u32,
                offsets[9] as u32,
                offsets[10] as u32,
                offsets[11] as u32,
                offsets[12] as u32,
                offsets[13] as u32,
                offsets[14] as u32,
                offsets[15] as u32,
                offsets[16] as u32,
                offsets[17] as u32,
                offsets[18] as u32,
                offsets[19] as u32,
                a.q1.at(),
                a.mu1.at(),
                a.vw.at(),
                a.vnorm.at(),
                a.ctx.at(),
                a.mix_pre.at(),
                a.mix_out.at(),
                a.q2.at(),
                a.mu2.at(),
                next_a.at(),
                next_b.at(),
                gq.at(),
                gmu.at(),
                g_out.at(),
                g_ctx.at(),
                n as u32,
                m.epsilon,
                m.scale,
                m.mean,
                m.cutoff,
                (std::f64::consts::PI / m.cutoff as f64) as f32,
                m.rbf_a as u32,
                m.rbf_b as u32,
                $($after_rbf,)*
                f,
                r,
                m.n_hid,
                last,
                grad,
                geometry,
                // Only the geometry reads it: one variant of the other blocks for both bases.
                geometry && m.bessel,
                tile,
                dense_vec4(threads),
                threads,
                g.compact,
                geometry && crate::interaction::entry_block(0),
                stage,
                g.compact && crate::interaction::plane_compact(client, threads),
                $($tail,)*
            )
        };
    }
    // SAFETY: every array has the length of the module layout, and every region of the arena
    // the length its use needs (`CubeBackend::fused_arena`); rows are guarded against `n`.
    unsafe {
        match fill {
            None => launch!(block_forward_kernel; ; ;),
            Some(job) => {
                let (plan, list) = (job.plan, job.list);
                launch!(block_forward_fill_kernel;
                    arg(&plan.sys_f_h, SYS_F), arg(&list.counts, SPLIT_ITEMS), arg(&list.receivers, list.capacity), arg(&list.keys, list.capacity),
                    arg(&list.status, STATUS_LEN);
                    plan.reach[0], plan.reach[1], plan.reach[2], list.capacity.min(u32::MAX as usize) as u32, plan.cutoff2(),
                    plan.split_grid().0 as u32;
                    list.is_padded())
            }
        }
    }
}
