//! Scratch memory of an evaluation: buffers reused from call to call while a call is small, and
//! the fused kernels' arena, one buffer cut into regions ([`Part`]).
use cubecl::prelude::*;
use cubecl::server::Handle;
use mlff_kernels::geometry::{rbf_stride, EdgeGeometry, EDGE_STRIDE};
use mlff_kernels::launch::Part;
use mlff_kernels::readout;

use super::CubeBackend;

/// An evaluation's arena being cut into [`Part`]s, each at a multiple of [`ARENA_ALIGN`] f32s.
pub(crate) struct Arena {
    pub(crate) buffer: Handle,
    /// Its length in f32s.
    pub(crate) len: usize,
    pub(crate) next: usize,
}

/// Where the parts of an arena start: 256 bytes, the largest storage-buffer offset alignment
/// WebGPU allows a device to ask for (the other kernels bind the parts as buffers).
pub(crate) const ARENA_ALIGN: usize = 64;

impl Arena {
    /// The next `len` f32s.
    pub(crate) fn take(&mut self, len: usize) -> Part {
        let (at, len) = (self.next, len.max(1));
        self.next = (at + len).next_multiple_of(ARENA_ALIGN);
        assert!(self.next <= self.len, "the arena holds {} f32s, not {}", self.len, self.next);
        Part::of(&self.buffer, at, len)
    }
}

/// The scratch buffers of the last evaluation, in the order it asked for them, with their
/// capacities (f32 elements); `next` counts the current evaluation's requests.
#[derive(Default)]
pub(crate) struct Workspace {
    pub(crate) slots: Vec<(Handle, usize)>,
    /// Zeros that no kernel writes: the first block's vector features (see [`CubeBackend::zero_input`]).
    pub(crate) zeros: Option<(Handle, usize)>,
    pub(crate) next: usize,
    /// Whether this evaluation reuses the slots (see [`SCRATCH_REUSE_BYTES`]).
    pub(crate) reuse: bool,
}

/// Evaluations whose scratch would exceed this many bytes allocate per call instead of keeping
/// a workspace. There the allocations cost nothing next to the arithmetic, and the pool can hand
/// a buffer freed early in the call (a layer's gradients) to a later one, which keeps the peak
/// memory of large systems where it was: the workspace holds every buffer of a call at once, and
/// would double it (41 472 waters: 2.13 → 3.95 GiB in use, measured). Keeping it was also slower
/// there on an H100: water 12 288 11.7 → 16.4 ms, 41 472 waters 36 → 41 ms (docs/performance.md).
pub(crate) const SCRATCH_REUSE_BYTES: usize = 256 << 20;

impl<R: Runtime> CubeBackend<R> {
    /// An f32 buffer of `n` elements (NaN-poisoned when asked).
    pub(crate) fn buffer(&self, n: usize) -> Handle {
        let h = self.client.empty(n.max(1) * 4);
        if self.poison {
            readout::fill(&self.client, &h, n, f32::NAN);
        }
        h
    }

    pub(crate) fn zeros(&self, n: usize) -> Handle {
        let h = self.client.empty(n.max(1) * 4);
        readout::fill(&self.client, &h, n, 0.0);
        h
    }

    /// The next f32 scratch buffer of at least `n` elements of the current evaluation
    /// (NaN-poisoned when asked): the k-th request of an evaluation gets the k-th buffer of the
    /// last one when it is large enough, so repeated evaluations allocate nothing. Buffers of
    /// one evaluation are distinct; its outputs stay valid until the next evaluation starts.
    /// Small evaluations only ([`SCRATCH_REUSE_BYTES`]); larger ones get fresh buffers.
    pub(crate) fn scratch(&self, n: usize) -> Handle {
        let mut ws = self.workspace.lock().unwrap();
        if !ws.reuse {
            drop(ws);
            return self.buffer(n);
        }
        let k = ws.next;
        ws.next += 1;
        let h = match ws.slots.get(k) {
            Some((h, cap)) if *cap >= n => h.clone(),
            old => {
                // Grown buffers get a quarter of headroom (edge counts change between calls).
                let cap = if old.is_some() { n + n / 4 } else { n }.max(1);
                let h = self.client.empty(cap * 4);
                if k < ws.slots.len() {
                    ws.slots[k] = (h.clone(), cap);
                } else {
                    ws.slots.push((h.clone(), cap));
                }
                h
            }
        };
        drop(ws);
        if self.poison {
            readout::fill(&self.client, &h, n, f32::NAN);
        }
        h
    }

    /// Starts an evaluation of `n` atoms and `e` edges: its scratch requests count from the
    /// first slot, reused when the call is small enough.
    pub(crate) fn start_workspace(&self, n: usize, e: usize) {
        let mut ws = self.workspace.lock().unwrap();
        ws.next = 0;
        // About 134 F floats per atom and 2 R4 + 11 per edge of scratch for energy + forces (φ
        // and dφ/dd padded to R4, `rbf_stride`; the edge's 8 floats; ∂E/∂r).
        ws.reuse = 4 * (134 * self.f * n + (2 * rbf_stride(self.n_rbf) + 11) * e) <= SCRATCH_REUSE_BYTES;
        if !ws.reuse {
            ws.slots.clear();
            ws.zeros = None;
        }
    }

    /// At least `n` zeros, for an input that is zero and that no kernel writes (the first
    /// block's vector features): kept from call to call while the workspace is reused, so
    /// repeated evaluations fill nothing; otherwise [`Self::scratch_zeros`].
    pub(crate) fn zero_input(&self, n: usize) -> Handle {
        let mut ws = self.workspace.lock().unwrap();
        if !ws.reuse {
            drop(ws);
            return self.scratch_zeros(n);
        }
        match &ws.zeros {
            Some((h, cap)) if *cap >= n => h.clone(),
            _ => {
                let h = self.zeros(n);
                ws.zeros = Some((h.clone(), n));
                h
            }
        }
    }

    /// Scratch for the edge geometry of `e` edges: arrays of 4-float vectors, at least one each.
    pub(crate) fn geometry_scratch(&self, e: usize) -> EdgeGeometry {
        let e = e.max(1);
        let r4 = rbf_stride(self.n_rbf);
        EdgeGeometry { edge: self.scratch(e * EDGE_STRIDE), phi: self.scratch(e * r4), dphi: self.scratch(e * r4) }
    }

    /// The arena of [`Self::evaluate_fused`] for `n` atoms, `e` edges and `halves` copies of
    /// ∂E/∂r.
    pub(crate) fn fused_arena(&self, n: usize, e: usize, halves: usize) -> Arena {
        let len = self.fused_arena_len(n, e, halves);
        Arena { buffer: self.scratch(len), len, next: 0 }
    }

    /// The f32s of [`Self::fused_arena`]: what [`Self::evaluate_fused`] takes there, counted
    /// here the same way.
    pub(crate) fn fused_arena_len(&self, n: usize, e: usize, halves: usize) -> usize {
        let (f, layers) = (self.f, self.n_layers);
        let a = |len: usize| len.max(1).next_multiple_of(ARENA_ALIGN);
        let nf = n * f;
        // Energies, ∂E/∂q, ∂E/∂μ, the mixing backward's three scratch arrays.
        let head = a(n) + a(nf) + a(3 * nf) + a(3 * nf) + a(6 * nf) + a(2 * nf);
        // A block's forward: q1, |v|, the mixing's pre-activations, q2; μ1, its output, μ2; the
        // vector mix; the context; the next block's context network's pre-activations and x.
        let forward = 4 * a(nf) + 3 * a(3 * nf) + a(6 * nf) + a(2 * nf) + a(nf) + a(3 * nf);
        // A block's backward: ∂E/∂x, ∂E/∂μ in, ∂E/∂q out.
        let backward = 2 * a(3 * nf) + a(nf);
        head + layers * (forward + backward) + a(halves * e * 3)
    }

    /// [`Self::scratch`] filled with zeros.
    pub(crate) fn scratch_zeros(&self, n: usize) -> Handle {
        let h = self.scratch(n);
        readout::fill(&self.client, &h, n, 0.0);
        h
    }

    pub(crate) fn upload_u32(&self, v: &[u32]) -> Handle {
        self.client.create_from_slice(bytemuck::cast_slice(if v.is_empty() { &[0u32] } else { v }))
    }

    pub(crate) fn upload_f32(&self, v: &[f32]) -> Handle {
        self.client.create_from_slice(bytemuck::cast_slice(if v.is_empty() { &[0f32] } else { v }))
    }
}
