//! The model on the fused kernels of `mlff_kernels::block`: everything between two message
//! gathers in one launch, the weights in one array, the scratch in one arena.
use cubecl::prelude::*;
use cubecl::server::Handle;
use mlff_kernels::block::{
    block_backward, block_forward, block_start, compact_fits, forward_shape, message_block_backward, message_block_backward_chunk, pick_block_shape, BlockForward,
    BlockGraph, BlockNext, BlockShape, MessageBlockBackward, MixingSaved, ReadoutGrad,
};
use mlff_kernels::interaction::{backward_halves, entry_block, message_backward, Filters, Graph};
use mlff_kernels::launch::Part;

use super::{CubeBackend, DeviceGraph, DeviceOutputs, DeviceSystem, StepHooks, Stopwatch};
use crate::backend::{layer_stage, Request};

/// The fused kernels' start (embedding `q [N][F]`, block 0's context network `ctx_pre [N][F]`
/// and `x [N][3F]`), a function of the atomic numbers alone, kept for the system it was
/// computed for: repeated evaluations and MD steps of the same atoms skip its launch.
pub(crate) struct StartCache {
    pub(crate) generation: u64,
    pub(crate) q: Handle,
    pub(crate) ctx_pre: Handle,
    pub(crate) x: Handle,
}

/// [`LayerCache`] of the fused kernels: regions of the evaluation's arena, but for block 0's
/// inputs (the start and the zero μ, [`Part::outside`]).
pub(crate) struct FusedCache {
    pub(crate) mu_in: Part,
    pub(crate) ctx_pre: Part,
    pub(crate) x: Part,
    pub(crate) vw: Part,
    pub(crate) vnorm: Part,
    pub(crate) mix_pre: Part,
    pub(crate) mix_out: Part,
}

/// Edges per atom from which a list with a skin has its rows compacted
/// (`mlff_kernels::block::BlockGraph::compact`). Compaction costs each cube a scan, about a
/// microsecond a kernel, and pays where the skin shell holds edges: a dense environment, where it
/// holds about a quarter of them (0.5 Å on 5 Å; the 192-atom water box, ~70 edges an atom: MD
/// +9 % on an H100). A small molecule's rows are short and its skin shell empty (benzene, 11
/// edges an atom: MD −3 % with compaction).
pub(crate) const COMPACT_MIN_ROW: usize = 32;

impl<R: Runtime> CubeBackend<R> {
    /// The fused kernels' start for `sys`: the kept one when it was computed for these atomic
    /// numbers, else [`block_start`] into new buffers, kept for the next call.
    pub(crate) fn fused_start(&self, sys: &DeviceSystem, shape: BlockShape) -> (Handle, Handle, Handle) {
        let (n, f) = (sys.n_atoms, self.f);
        let mut kept = self.start_cache.lock().unwrap();
        if let Some(c) = kept.as_ref().filter(|c| c.generation == sys.generation) {
            return (c.q.clone(), c.ctx_pre.clone(), c.x.clone());
        }
        // A kept start is not scratch: scratch slots are reused by the next call.
        let (q, ctx_pre, x) = (self.buffer(n * f), self.buffer(n * f), self.buffer(n * 3 * f));
        block_start(&self.client, n, &sys.numbers, &self.pack, self.pack_len, &self.packed, &self.packed_blocks[0], &q, &ctx_pre, &x, shape);
        *kept = Some(StartCache { generation: sys.generation, q: q.clone(), ctx_pre: ctx_pre.clone(), x: x.clone() });
        (q, ctx_pre, x)
    }

    /// [`Self::evaluate_model`] on the fused kernels of `mlff_kernels::block`: the embedding and
    /// the first context network in one launch, or none when kept from the last call with these
    /// atoms ([`Self::fused_start`]), one launch per block (the first computing the edges'
    /// geometry, the last with the readout and its own mixing backward), then per block the
    /// message backward and, between two of them, one launch for a context network's and the
    /// previous mixing's backward (for one-atom tiles on one cube width, one launch for a block's
    /// message backward and that: `mlff_kernels::block::message_block_backward`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn evaluate_fused(&self, sys: &DeviceSystem, d_pos: &Handle, g: &DeviceGraph, request: Request, hooks: StepHooks<'_>, watch: &mut Stopwatch<'_, R>) -> DeviceOutputs {
        let client = &self.client;
        let (n, e, f, r) = (sys.n_atoms, g.n_edges, self.f, self.n_rbf);
        let (pack, len, m) = (&self.pack, self.pack_len, &self.packed);
        let tuning = client.tuning;
        // A list with a skin: the message stages walk only the edges inside the cutoff, where the
        // rows are long enough to have a skin shell worth it (and the tiles are one atom).
        let long_rows = tuning.compact_rows.unwrap_or(g.counted_edges >= COMPACT_MIN_ROW * n);
        let shape = pick_block_shape(client, n, f, self.packed.n_hid, long_rows && g.skin);
        // The 128-register kernels in one wave where the wide cubes would take two.
        let fwd = forward_shape(client, n, f, shape);
        let compact = long_rows && g.skin && compact_fits(client, fwd, f, self.packed.n_hid);
        let geo = self.geometry_scratch(e);
        let bg = BlockGraph {
            positions: d_pos,
            row_ptr: &g.row_ptr,
            receivers: &g.receivers,
            senders: &g.senders,
            shifts: &g.shifts,
            edge: &geo.edge,
            phi: &geo.phi,
            dphi: &geo.dphi,
            numbers: &sys.numbers,
            n_atoms: n,
            n_edges: e,
            row_edges: g.counted_edges / n.max(1),
            compact,
        };
        let (q, ctx_pre, x) = self.fused_start(sys, fwd);
        watch.lap("forward: embedding, context MLP");
        let (then, mut job) = (hooks.next_half, hooks.list_job);
        let want_grad = request.forces || request.stress;
        let graph = Graph { row_ptr: &g.row_ptr, senders: &g.senders, edge: &geo.edge, phi: &geo.phi, dphi: &geo.dphi, n_atoms: n, rows: n, partners: n, n_edges: e, row_edges: bg.row_edges };
        // A one-atom tile whose message backward runs on the same cube as the block backward:
        // one launch for both. Forced halves take the place of the fusion, which writes one copy
        // of ∂E/∂r.
        let fuse_backward = tuning.backward_halves != Some(true) && fwd == shape && message_block_backward_chunk(client, f, shape, compact).is_some();
        // The message backward in channel halves, each its own copy of ∂E/∂r.
        let halves = if fuse_backward { 1 } else { backward_halves(client, n, f, fwd.threads / f, tuning.backward_halves) };
        // What the blocks' kernels write and read again, one arena (`Part`): the fused kernels
        // bind it once. The start and the first block's zero μ are buffers of their own.
        let mut arena = self.fused_arena(n, e, halves);
        let mut mu = Part::outside(self.zero_input(n * 3 * f));
        let energies = arena.take(n);
        let (mut gq, gmu) = (arena.take(n * f), arena.take(n * 3 * f));
        let scratch = [arena.take(n * 3 * f), arena.take(n * 6 * f), arena.take(n * 2 * f)];
        let (mut x, mut ctx_pre) = (Part::outside(x), Part::outside(ctx_pre));
        let mut q = Part::outside(q);
        let mut caches = Vec::with_capacity(self.n_layers);
        for l in 0..self.n_layers {
            let [q1, vnorm, mix_pre, q2] = [(); 4].map(|_| arena.take(n * f));
            let [mu1, mix_out, mu2] = [(); 3].map(|_| arena.take(n * 3 * f));
            let (vw, ctx) = (arena.take(n * 6 * f), arena.take(n * 2 * f));
            let last = l + 1 == self.n_layers;
            let (pre_next, x_next) = if last { (ctx_pre.clone(), x.clone()) } else { (arena.take(n * f), arena.take(n * 3 * f)) };
            {
                let a = BlockForward {
                    x: &x,
                    q: &q,
                    mu: &mu,
                    q1: &q1,
                    mu1: &mu1,
                    vw: &vw,
                    vnorm: &vnorm,
                    ctx: &ctx,
                    mix_pre: &mix_pre,
                    mix_out: &mix_out,
                    q2: &q2,
                    mu2: &mu2,
                };
                let next = if last {
                    let [g_out, gvw, g_ctx] = &scratch;
                    BlockNext::Readout { energies: &energies, grad: want_grad.then_some(ReadoutGrad { gq: &gq, gmu: &gmu, g_out, gvw, g_ctx }) }
                } else {
                    BlockNext::Context { block: &self.packed_blocks[l + 1], pre: &pre_next, x: &x_next }
                };
                // A small list's fill still to do: the first block's (or its own launch before it).
                let fill = job.as_mut().filter(|_| l == 0);
                block_forward(client, &bg, pack, len, &self.w.atomref, self.max_z, m, &self.packed_blocks[l], &a, &next, &arena.buffer, arena.len, l == 0, fill.as_deref(), fwd);
                if let Some(j) = fill {
                    j.fill = false;
                }
            }
            watch.lap(layer_stage("forward: block", l));
            caches.push(FusedCache { mu_in: mu, ctx_pre, x, vw, vnorm, mix_pre, mix_out });
            q = q2;
            mu = mu2;
            ctx_pre = pre_next;
            x = x_next;
        }
        let mut out = DeviceOutputs { energies: energies.handle.clone(), energy: None, forces: None, virial: None };
        if !want_grad {
            if let Some(job) = &job {
                job.launch(client);
            }
            return out;
        }
        // A small list's deferred third launch goes to the first message backward that has a
        // launch of its own: block 0's where the others share the block backwards' launches
        // (block 0 has no block backward after it), so in MD it always does. The launch apart
        // before the forces (below) is a fallback that no model reaches while block 0's never fuses.
        // Written (not added to) by the first message backward.
        let g_edge = arena.take(halves * e * 3);
        let mut gmu = gmu;
        for l in (0..self.n_layers).rev() {
            let c = &caches[l];
            let filters = Filters {
                wf: &self.w.filter_w,
                bf: &self.w.filter_b,
                rows: self.w.filter_rows,
                offset: self.filter_offsets[l],
                f,
                n_rbf: r,
            };
            let gx = arena.take(n * 3 * f);
            let gmu_in = arena.take(n * 3 * f);
            let first = l + 1 == self.n_layers;
            // Block 0's context network leads back to the embedding only: no forces there, so
            // its message backward has no block backward after it and writes ∂E/∂r only.
            let prev = (l > 0).then(|| {
                let p = &caches[l - 1];
                MixingSaved { vw: &p.vw, mix_out: &p.mix_out, mix_pre: &p.mix_pre, vnorm: &p.vnorm }
            });
            let [g_out, gvw, g_ctx] = &scratch;
            match &prev {
                Some(saved) if fuse_backward => {
                    let gq_out = arena.take(n * f);
                    let a = MessageBlockBackward {
                        x: &c.x,
                        mu_in: &c.mu_in,
                        gq: &gq,
                        gmu: &gmu,
                        gx: &gx,
                        gmu_in: &gmu_in,
                        g_edge: &g_edge,
                        first,
                        ctx_pre: &c.ctx_pre,
                        saved,
                        gq_out: &gq_out,
                        scratch: [g_out, gvw, g_ctx],
                        compact,
                    };
                    message_block_backward(client, &graph, &filters, pack, len, &self.packed_blocks[l], &self.packed_blocks[l - 1], &a, &arena.buffer, arena.len, shape);
                    watch.lap(layer_stage("backward: message and block", l));
                    gq = gq_out;
                }
                _ => {
                    let job = job.take();
                    message_backward(client, &graph, &filters, &c.x, &c.mu_in, &gq, &gmu, &gx, &gmu_in, &g_edge, first, fwd.threads / f, compact, entry_block(l), halves, job.as_ref());
                    watch.lap(layer_stage("backward: message", l));
                    if let Some(saved) = &prev {
                        let (b, prev) = (&self.packed_blocks[l], &self.packed_blocks[l - 1]);
                        block_backward(client, n, pack, len, f, b, prev, &gx, &c.ctx_pre, saved, &gq, &gmu_in, [&g_out.handle, &gvw.handle, &g_ctx.handle], shape);
                        watch.lap(layer_stage("backward: block", l));
                    }
                }
            }
            gmu = gmu_in;
        }
        if let Some(job) = &job {
            job.launch(client);
        }
        self.forces_and_virial(sys, g, &geo, &g_edge, halves, request, then, &mut out);
        watch.lap("forces and virial");
        out
    }
}
