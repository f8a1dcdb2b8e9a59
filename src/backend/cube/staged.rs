//! The model on one kernel per stage (`mlff_kernels::{dense, interaction, mixing, readout}`),
//! which large systems take, and the choice between it and the fused kernels.
use cubecl::prelude::*;
use cubecl::server::Handle;
use mlff_kernels::dense::{dense, mlp_backward, mlp_forward, MODE_LINEAR, MODE_SILU, MODE_SILU_GRAD};
use mlff_kernels::geometry::{edge_geometry, rbf_stride, EDGE_STRIDE};
use mlff_kernels::interaction::{entry_block, message_backward, message_forward, Filters, Graph};
use mlff_kernels::{mixing, readout};

use super::{CubeBackend, DeviceGraph, DeviceOutputs, DeviceSystem, StepHooks, Stopwatch};
use crate::backend::{layer_stage, Request};
use crate::error::{Error, Result};

/// Per-layer activations kept for the backward pass.
pub(crate) struct LayerCache {
    pub(crate) mu_in: Handle,
    pub(crate) ctx_pre: Handle,
    pub(crate) x: Handle,
    pub(crate) vw: Handle,
    pub(crate) vnorm: Handle,
    pub(crate) mix_pre: Handle,
    pub(crate) mix_out: Handle,
}

impl<R: Runtime> CubeBackend<R> {
    #[allow(clippy::too_many_arguments)]
    /// The model and its gradients on a graph already on the device: the fused kernels where
    /// [`CubeBackend::use_fused`] says so (and always for a small list, whose rows only they
    /// walk) and there are no ghosts, else [`Self::evaluate_staged`].
    pub(crate) fn evaluate_model(&self, sys: &DeviceSystem, d_pos: &Handle, g: &DeviceGraph, request: Request, hooks: StepHooks<'_>, watch: &mut Stopwatch<'_, R>) -> Result<DeviceOutputs> {
        let (n, e) = (sys.n_atoms, g.n_edges);
        self.check_buffers(n, e)?;
        self.start_workspace(n, e);
        if hooks.ghosts.is_empty() && (self.use_fused(n, e) || (g.padded && self.fused_ok)) {
            return Ok(self.evaluate_fused(sys, d_pos, g, request, hooks, watch));
        }
        assert!(!g.padded && hooks.list_job.is_none(), "a padded list needs the fused kernels");
        Ok(self.evaluate_staged(sys, d_pos, g, request, hooks, watch))
    }

    /// Every buffer of an evaluation of `n` atoms and `e` edges is indexed by 32 bits and must fit
    /// one of the device's buffers: the widest per atom is the vector mix's `[3N][2F]`, the widest
    /// per edge the radial basis's `[E][R]` (R rounded up to 4), the edge geometry's `[E][8]` or
    /// the two copies of ∂E/∂r, `[2][E][3]`.
    fn check_buffers(&self, n: usize, e: usize) -> Result<()> {
        let per_edge = rbf_stride(self.n_rbf).max(EDGE_STRIDE).max(6);
        let widest = (n.saturating_mul(6 * self.f)).max(e.saturating_mul(per_edge));
        let page = self.client.properties().memory.max_page_size;
        if widest > u32::MAX as usize || 4 * widest as u64 > page {
            let gib = |b: u64| b as f64 / (1u64 << 30) as f64;
            return Err(Error::Backend {
                backend: self.info.backend.into(),
                msg: format!(
                    "{n} atoms with {e} edges need a buffer of {widest} floats ({:.2} GiB); the most is 2^32 floats and {:.2} GiB here",
                    gib(4 * widest as u64),
                    gib(page)
                ),
            });
        }
        Ok(())
    }

    /// [`Self::evaluate_model`] on one kernel per stage.
    fn evaluate_staged(&self, sys: &DeviceSystem, d_pos: &Handle, g: &DeviceGraph, request: Request, hooks: StepHooks<'_>, watch: &mut Stopwatch<'_, R>) -> DeviceOutputs {
        let client = &self.client;
        let (n, e, f, r) = (sys.n_atoms, g.n_edges, self.f, self.n_rbf);
        let d_numbers = &sys.numbers;
        let (d_row, d_recv, d_send, d_shift) = (&g.row_ptr, &g.receivers, &g.senders, &g.shifts);
        let geo = self.geometry_scratch(e);
        edge_geometry(
            client, d_pos, n, d_recv, d_send, d_shift, e, &self.w.rbf_a, &self.w.rbf_b, r, self.bessel, self.cutoff as f32, &geo,
        );
        watch.lap("edge geometry");
        let graph = Graph { row_ptr: d_row, senders: d_send, edge: &geo.edge, phi: &geo.phi, dphi: &geo.dphi, n_atoms: n, rows: n, partners: n, n_edges: e, row_edges: e / n.max(1) };
        // The atoms whose layer-l inputs matter: a prefix of `needed[l]` atoms of a cluster
        // ordered by the layers that need its atoms ([`StepHooks::needed`]), else all of them.
        let pruned = !hooks.needed.is_empty();
        let need = |l: usize| if pruned { hooks.needed[l] } else { n };
        let rows = |r: usize| Graph { rows: r, ..graph };
        let filters = |l: usize| Filters {
            wf: &self.w.filter_w,
            bf: &self.w.filter_b,
            rows: self.w.filter_rows,
            offset: self.filter_offsets[l],
            f,
            n_rbf: r,
        };

        // Forward.
        let mut q = self.scratch(n * f);
        readout::embed(client, d_numbers, &self.w.embedding, self.max_z, &q, n, f);
        let mut mu = self.scratch_zeros(n * 3 * f);
        let mut caches = Vec::with_capacity(self.n_layers);
        for l in 0..self.n_layers {
            let b = self.blocks[l];
            let [ctx0, ctx1] = &self.w.interaction[b];
            let ctx_pre = self.scratch(n * f);
            let x = self.scratch(n * 3 * f);
            let (n_in, n_out) = (need(l), need(l + 1));
            mlp_forward(client, &ctx0.forward_args(), &ctx1.forward_args(), &q, &ctx_pre, &x, n_in);
            if n_in < n {
                // A kept list holds edges beyond the cutoff, whose filters are zero: their senders'
                // inputs are read all the same, and must be finite.
                readout::fill_range(client, &x, 3 * n_in * f..3 * n * f, 0.0);
                readout::fill_range(client, &mu, 3 * n_in * f..3 * n * f, 0.0);
            }
            watch.lap(layer_stage("forward: context MLP", l));
            let q1 = self.scratch(n * f);
            let mu1 = self.scratch(n * 3 * f);
            message_forward(client, &rows(n_out), &filters(l), &x, &q, &mu, &q1, &mu1, entry_block(l));
            watch.lap(layer_stage("forward: message", l));
            let vw = self.scratch(n * 6 * f);
            dense(client, &self.w.mu_mix[b].forward_args(), &mu1, &vw, &vw, 3 * n_out, MODE_LINEAR, false);
            let ctx = self.scratch(n * 2 * f);
            let vnorm = self.scratch(n * f);
            mixing::mixing_context(client, &q1, &vw, &ctx, &vnorm, n_out, f, self.epsilon);
            let [mix0, mix1] = &self.w.mixing[b];
            let mix_pre = self.scratch(n * f);
            let mix_out = self.scratch(n * 3 * f);
            mlp_forward(client, &mix0.forward_args(), &mix1.forward_args(), &ctx, &mix_pre, &mix_out, n_out);
            let q2 = self.scratch(n * f);
            let mu2 = self.scratch(n * 3 * f);
            mixing::mixing_update(client, &q1, &mu1, &vw, &mix_out, &q2, &mu2, n_out, f);
            watch.lap(layer_stage("forward: mixing", l));
            caches.push(LayerCache { mu_in: mu, ctx_pre, x, vw, vnorm, mix_pre, mix_out });
            q = q2;
            mu = mu2;
        }
        // Readout: hidden layers with SiLU, the last one linear. The usual one (one hidden
        // layer, one output) runs as one kernel that also gives ∂E/∂q.
        let want_grad = request.forces || request.stress;
        // The atoms whose energies are computed; the others' are set to zero.
        let n_read = need(self.n_layers);
        let energies = self.scratch(n);
        readout::fill_range(client, &energies, n_read..n, 0.0);
        let mut pres = Vec::new();
        let mut gq_fused = None;
        let usual = match self.w.readout.as_slice() {
            [r0, r1] if r1.n_out == 1 => Some((r0, r1)),
            _ => None,
        };
        if let Some((r0, r1)) = usual {
            let args = readout::ReadoutArgs { w0t: &r0.wt, b0: &r0.bias, w0: &r0.w, w1: &r1.wt, b1: &r1.bias, n_hid: r0.n_out };
            let gq = want_grad.then(|| self.scratch(n * f));
            readout::readout(client, &args, &q, d_numbers, &self.w.atomref, self.max_z, &energies, gq.as_ref(), n_read, f, self.scale, self.mean);
            gq_fused = gq;
        } else {
            let mut h = q.clone();
            for (k, layer) in self.w.readout.iter().enumerate() {
                let out = self.scratch(n * layer.n_out);
                if k + 1 < self.w.readout.len() {
                    let pre = self.scratch(n * layer.n_out);
                    dense(client, &layer.forward_args(), &h, &out, &pre, n_read, MODE_SILU, false);
                    pres.push(pre);
                } else {
                    dense(client, &layer.forward_args(), &h, &out, &out, n_read, MODE_LINEAR, false);
                }
                h = out;
            }
            readout::energies(client, d_numbers, &h, &self.w.atomref, self.max_z, &energies, n_read, self.scale, self.mean);
        }
        watch.lap("readout");

        let mut out = DeviceOutputs { energies, energy: None, forces: None, virial: None };
        if want_grad {
            let gq = match gq_fused {
                Some(g) => g,
                None => {
                    // Backward through the readout: dE/dy = scale.
                    let mut g = self.scratch(n);
                    readout::fill(client, &g, n_read, self.scale);
                    for k in (0..self.w.readout.len()).rev() {
                        let layer = &self.w.readout[k];
                        let gx = self.scratch(n * layer.n_in);
                        if k > 0 {
                            dense(client, &layer.backward_args(), &g, &gx, &pres[k - 1], n_read, MODE_SILU_GRAD, false);
                        } else {
                            dense(client, &layer.backward_args(), &g, &gx, &gx, n_read, MODE_LINEAR, false);
                        }
                        g = gx;
                    }
                    g
                }
            };
            for ghosts in hooks.ghosts {
                readout::fill_range(client, &gq, ghosts.start * f..ghosts.end * f, 0.0);
            }
            let mut gmu = self.scratch_zeros(n * 3 * f);
            // Written (not added to) by the first message backward below, which walks every row
            // unless layers leave atoms out: then zeros, added to by each layer.
            let g_edge = if pruned { self.scratch_zeros(e * 3) } else { self.scratch(e * 3) };
            watch.lap("backward: readout");
            for l in (0..self.n_layers).rev() {
                let b = self.blocks[l];
                let c = &caches[l];
                let (n_in, n_out) = (need(l), need(l + 1));
                let [mix0, mix1] = &self.w.mixing[b];
                let g_out = self.scratch(n * 3 * f);
                let gvw = self.scratch(n * 6 * f);
                mixing::mixing_grad_out(client, &gq, &gmu, &c.vw, &c.mix_out, &g_out, &gvw, n_out, f);
                let g_ctx = self.scratch(n * 2 * f);
                mlp_backward(client, &mix0.backward_args(), &mix1.backward_args(), &g_out, &c.mix_pre, &g_ctx, n_out, false);
                mixing::mixing_grad_ctx(client, &g_ctx, &c.vw, &c.vnorm, &gq, &gvw, n_out, f);
                dense(client, &self.w.mu_mix[b].backward_args(), &gvw, &gmu, &gmu, 3 * n_out, MODE_LINEAR, true);
                // The message backward reads the gradients of every neighbour of its rows: zero
                // beyond the atoms this layer's outputs were computed for.
                readout::fill_range(client, &gq, n_out * f..n * f, 0.0);
                readout::fill_range(client, &gmu, 3 * n_out * f..3 * n * f, 0.0);
                watch.lap(layer_stage("backward: mixing", l));
                let gx = self.scratch(n * 3 * f);
                let gmu_in = self.scratch(n * 3 * f);
                // Block 0's message backward writes ∂E/∂r only: its inputs' gradients lead back to
                // the embedding, where there are no forces.
                let first = l + 1 == self.n_layers && !pruned;
                let graph_l = Graph { rows: n_in, partners: n_out, ..graph };
                message_backward(client, &graph_l, &filters(l), &c.x, &c.mu_in, &gq, &gmu, &gx, &gmu_in, &g_edge, first, 1, false, entry_block(l), 1, None);
                watch.lap(layer_stage("backward: message", l));
                if l > 0 {
                    let [ctx0, ctx1] = &self.w.interaction[b];
                    mlp_backward(client, &ctx0.backward_args(), &ctx1.backward_args(), &gx, &c.ctx_pre, &gq, n_in, true);
                    watch.lap(layer_stage("backward: context MLP", l));
                }
                gmu = gmu_in;
            }
            self.forces_and_virial(sys, g, &geo, &g_edge, 1, request, hooks.next_half, &mut out);
        }
        watch.lap("forces and virial");
        out
    }
}
