//! The heuristics that choose between production code paths, held in one value.
//!
//! Every field is `None` by default: the rule stated at the function that decides (its
//! measurement is in `docs/performance.md`). `Some(x)` forces the choice whatever the rule says,
//! which is how the test suites reach each path on any device (lavapipe runs CUDA's paths too).
//! A [`Device`] carries its tuning to every launcher, so nothing is read from the environment or
//! held in process-wide state.
use cubecl::prelude::*;

/// Overrides of the kernels' and the backend's rules; `Default` keeps every rule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tuning {
    /// Fused kernels or one kernel per stage ([`Kernels`]).
    pub kernels: Kernels,
    /// Weights loaded ahead into registers in the one-stage kernels' dense loops
    /// (`crate::dense::prefetch_weights`; rule: every runtime but CUDA).
    pub prefetch_weights: Option<bool>,
    /// One-stage dense layers as register-tiled matrix products (`crate::gemm::use_gemm`; rule:
    /// ≥ 64 rows a multiprocessor).
    pub gemm: Option<bool>,
    /// GEMM blocks of 128 rows (`crate::gemm::gemm_halves`; rule: layers of ≥ 256 columns).
    pub gemm_tall: Option<bool>,
    /// The message backward's edges staged in shared memory round by round
    /// (`crate::interaction::round_stage`).
    pub stage_rows: Option<bool>,
    /// The forward message stage in staged rounds (`crate::interaction::forward_stage`).
    pub stage_forward: Option<bool>,
    /// The small neighbour list in three launches of many cubes instead of one cube
    /// (`crate::small_list::split_for`; rule: more than 24 576 pair images).
    pub small_split: Option<bool>,
    /// MD's small list padded, each row filled by the cube that reads it (rule: where the rows
    /// are compacted and a row's room fits the narrowest cube).
    pub padded_rows: Option<bool>,
    /// The fused message stages leave out a skin's edges (rule: rows of ≥ 32 edges on average).
    pub compact_rows: Option<bool>,
    /// The message backward in two channel halves (`crate::interaction::backward_halves`; rule:
    /// where the atoms outnumber the multiprocessors and halves spread them better).
    pub backward_halves: Option<bool>,
    /// The fused kernels' tile: the largest up to this many atoms that fits, whatever the size
    /// (`crate::block::pick_block_shape`).
    pub block_tile: Option<usize>,
    /// The device's limits as the rules read them, each at most the device's own
    /// ([`Device::limits`]): a large GPU then picks its paths and shapes as a smaller one would.
    pub limits: Option<Limits>,
    /// MD's small list gets room for exactly its first build, so that the first larger build
    /// overflows and sends its block of steps back (the rollback path, for tests).
    pub tight_md_list: bool,
}

/// What the rules read of a device ([`Device::limits`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Multiprocessors (`None` where the runtime does not report them, as wgpu).
    pub multiprocessors: Option<usize>,
    /// Shared memory a cube may take, bytes.
    pub shared_memory: usize,
}

impl Limits {
    /// An NVIDIA GeForce RTX 3080 Ti (compute capability 8.6): 80 multiprocessors, 99 KiB of
    /// shared memory a cube (of the multiprocessor's 100).
    pub const RTX_3080_TI: Limits = Limits { multiprocessors: Some(80), shared_memory: 99 * 1024 };

    /// These limits, each lowered to `cap`'s where that is smaller (multiprocessors a runtime
    /// does not report are `cap`'s).
    pub fn at_most(self, cap: Limits) -> Limits {
        Limits {
            multiprocessors: match (self.multiprocessors, cap.multiprocessors) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
            shared_memory: self.shared_memory.min(cap.shared_memory),
        }
    }
}

/// Which kernels evaluate the model.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Kernels {
    /// The fused kernels of [`crate::block`] up to a size (`FUSED_MAX_EDGES` in the backend; through
    /// WGSL `FUSED_MAX_EDGES_WGSL` and `FUSED_MAX_ATOMS_WGSL`), one kernel per stage above it and,
    /// on CUDA, where the one-stage dense layers take the GEMM.
    #[default]
    Auto,
    /// One kernel per stage (`crate::{dense, interaction, mixing, readout}`).
    Staged,
    /// The fused kernels at every size, where the model and the device allow them.
    Fused,
}

/// A compute client with the tuning its launchers follow. It dereferences to the client, so a
/// launcher that needs no tuning takes `&ComputeClient<R>` and is passed a `&Device<R>` as is.
#[derive(Clone)]
pub struct Device<R: Runtime> {
    client: ComputeClient<R>,
    /// The overrides in force (default: every rule).
    pub tuning: Tuning,
    /// The arithmetic of the matrix products (`crate::gemm::gemm`; default f32).
    pub products: crate::gemm::Products,
}

impl<R: Runtime> Device<R> {
    /// `client` with every rule in force.
    pub fn new(client: ComputeClient<R>) -> Self {
        Device { client, tuning: Tuning::default(), products: Default::default() }
    }

    /// The compute client.
    pub fn client(&self) -> &ComputeClient<R> {
        &self.client
    }

    /// The limits the rules follow: the device's, or the tuning's where smaller.
    pub fn limits(&self) -> Limits {
        let props = self.client.properties();
        let own = Limits {
            multiprocessors: props.hardware.num_streaming_multiprocessors.map(|u| u as usize),
            shared_memory: props.hardware.max_shared_memory_size,
        };
        match self.tuning.limits {
            None => own,
            Some(cap) => own.at_most(cap),
        }
    }
}

impl<R: Runtime> std::ops::Deref for Device<R> {
    type Target = ComputeClient<R>;
    fn deref(&self) -> &ComputeClient<R> {
        &self.client
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_are_lowered_never_raised() {
        let h100 = Limits { multiprocessors: Some(132), shared_memory: 227 * 1024 };
        assert_eq!(h100.at_most(Limits::RTX_3080_TI), Limits::RTX_3080_TI);
        let small = Limits { multiprocessors: Some(16), shared_memory: 32 * 1024 };
        assert_eq!(small.at_most(Limits::RTX_3080_TI), small);
        let unreported = Limits { multiprocessors: None, shared_memory: 48 * 1024 };
        assert_eq!(unreported.at_most(Limits::RTX_3080_TI), Limits { multiprocessors: Some(80), shared_memory: 48 * 1024 });
    }
}
