//! One evaluation on the device: the model on a graph already there, on the fused or the
//! one-stage kernels ([`CubeBackend::evaluate_model`]), then the forces and virials, read back
//! ([`CubeBackend::evaluate`]) or left on the device for MD ([`CubeBackend::evaluate_device`]).
//! The read-back is awaited: native callers block on the whole call, a browser yields to its
//! event loop until the buffers are mapped.
use cubecl::prelude::*;
use cubecl::server::Handle;
use mlff_kernels::geometry::EdgeGeometry;
use mlff_kernels::small_list::ReverseJob;
use mlff_kernels::{md, readout};

use super::{f32_to_f64, f32_triples, CubeBackend, DeviceGraph, DeviceOutputs, DeviceSystem, NextHalf, Stopwatch};
use crate::backend::{Request, Results};
use crate::error::Result;
use crate::system::Batch;

/// What a caller hands to an evaluation besides the atoms: from an MD step, the next step's
/// first half, done by the forces' launch, and a small list's deferred fill and reverse index,
/// done by the first block and the first message backward; from [`Backend::compute_local`],
/// the ghost atoms. A plain evaluation has none of them.
///
/// [`Backend::compute_local`]: crate::backend::Backend::compute_local
#[derive(Default)]
pub(crate) struct StepHooks<'a> {
    /// The next step's first half ([`md::forces_kick_drift`]).
    pub next_half: Option<NextHalf<'a>>,
    /// The small list's launches left to the model's kernels ([`mlff_kernels::small_list::small_list_deferred`]).
    pub list_job: Option<ReverseJob<'a>>,
    /// Atom ranges whose energies do not count: the backward pass starts from ∂E/∂q = 0 there.
    /// Only the one-stage kernels take them ([`CubeBackend::evaluate_model`]).
    pub ghosts: &'a [std::ops::Range<usize>],
    /// With ghosts, empty or one count per layer and one more: layer l's inputs matter for the
    /// first `needed[l]` atoms only, and the readout's for the first `needed[L]` (a cluster
    /// ordered by the layers that need its atoms, [`super::ghost_reach`]); the one-stage kernels
    /// compute each layer for those atoms alone, and the others' energies are zero.
    pub needed: &'a [usize],
}

impl<R: Runtime> CubeBackend<R> {
    /// The model on a graph already on the device, results read back.
    pub(crate) async fn evaluate(&self, batch: &Batch, d_pos: &Handle, g: &DeviceGraph, request: Request, watch: Stopwatch<'_, R>) -> Result<Results> {
        Ok(self.evaluate_with(batch, d_pos, g, request, watch, None, StepHooks::default()).await?.0)
    }

    /// [`Self::evaluate`], with the bytes of `extra` read in the same read-back and the `hooks`
    /// of the caller.
    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn evaluate_with(
        &self,
        batch: &Batch,
        d_pos: &Handle,
        g: &DeviceGraph,
        request: Request,
        mut watch: Stopwatch<'_, R>,
        extra: Option<&Handle>,
        hooks: StepHooks<'_>,
    ) -> Result<(Results, Option<Vec<u8>>)> {
        let sys = self.upload_system(batch);
        watch.lap("upload");
        let out = self.evaluate_model(&sys, d_pos, g, request, hooks, &mut watch)?;
        let (n, n_sys) = (sys.n_atoms, sys.n_systems);
        let want_grad = request.forces || request.stress;
        let mut reads = vec![out.energies];
        reads.extend(out.forces);
        reads.extend(out.virial);
        reads.extend(extra.cloned());
        let mut bytes = self.read_back(reads).await?;
        watch.lap("read-back");
        let extra = extra.and_then(|_| bytes.pop()).map(|b| b.to_vec());
        let mut results = Results { n_edges: g.n_edges, ..Default::default() };
        results.energies = f32_to_f64(&bytes[0], n);
        // Each system's energy summed in f64 from its atoms' energies: an f32 sum would round a
        // large box's total to whole eV (2.5 × 10⁵ water atoms, ~10⁷ eV).
        results.energy = (0..n_sys).map(|s| results.energies[batch.atom_start[s]..batch.atom_start[s + 1]].iter().sum()).collect();
        results.stress = vec![None; n_sys];
        results.virial = vec![None; n_sys];
        let mut next = 1;
        if want_grad && request.forces {
            results.forces = f32_triples(&bytes[next], n);
            next += 1;
        }
        if want_grad && request.stress {
            let v = f32_to_f64(&bytes[next], 9 * n_sys);
            for (s, sys) in batch.systems.iter().enumerate() {
                results.set_virial(s, sys, std::array::from_fn(|a| std::array::from_fn(|b| v[s * 9 + a * 3 + b])));
            }
        }
        Ok((results, extra))
    }

    /// The systems' energies `out.energy` from the per-atom ones, on the device (MD's logs).
    pub(crate) fn sum_energy(&self, sys: &DeviceSystem, out: &mut DeviceOutputs) {
        let energy = self.scratch(sys.n_systems);
        readout::system_sum(&self.client, &out.energies, sys.n_atoms, &sys.start, &energy, sys.n_systems, 1);
        out.energy = Some(energy);
    }

    /// Forces (gather over the reverse edges) and per-system virials from ∂E/∂r per edge
    /// (`halves` copies of it, [`readout::edge_grad`]), as the request asks; with `then`, the
    /// forces' launch goes on to the next MD step's first half.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn forces_and_virial(&self, sys: &DeviceSystem, g: &DeviceGraph, geo: &EdgeGeometry, g_edge: &Handle, halves: usize, request: Request, then: Option<NextHalf<'_>>, out: &mut DeviceOutputs) {
        let (client, n, e, n_sys) = (&self.client, sys.n_atoms, g.n_edges, sys.n_systems);
        debug_assert!(then.is_none() || request.forces, "the next step's first half needs the forces");
        if request.forces {
            let forces = self.scratch(n * 3);
            match then {
                Some(t) => {
                    let edges = md::ForceEdges { row_ptr: &g.row_ptr, reverse: &g.reverse, g_edge, n_edges: e, halves };
                    md::forces_kick_drift(client, edges, &forces, t.state, n, t.p);
                }
                None => readout::forces(client, &g.row_ptr, &g.reverse, g_edge, e, halves, &forces, n),
            }
            out.forces = Some(forces);
        }
        if request.stress {
            let per_atom = self.scratch(n * 9);
            readout::virial_atoms(client, &g.row_ptr, &geo.edge, g_edge, e, halves, &per_atom, n);
            let virial = self.scratch(n_sys * 9);
            readout::system_sum(client, &per_atom, n, &sys.start, &virial, n_sys, 9);
            out.virial = Some(virial);
        }
    }
}
