//! What a backend offers to run molecular dynamics: an MD run in progress ([`Dynamics`]) and a
//! backend that can start one ([`MdBackend`]). Declared in the backend layer so that the GPU
//! backends' device-resident dynamics and the host integration of `crate::md` both build on it,
//! without the backends depending on `crate::md`. Units: fs, Å, eV, amu, K.
use super::integrator::{Settings, Snapshot};
use super::{Backend, MemoryStats};
use crate::error::Result;
use crate::system::Batch;

/// A request to stop a run, checked between two steps: set by whoever may ask (a signal
/// handler, another thread), it ends [`Dynamics::advance`] with [`interrupted`]'s error.
pub type Stop = std::sync::Arc<std::sync::atomic::AtomicBool>;

/// The error of a run stopped through its [`Stop`] at `step`.
pub fn interrupted(step: u64) -> crate::Error {
    crate::Error::Invalid(format!("{INTERRUPTED} at step {step}"))
}

/// The start of the message of [`interrupted`].
pub const INTERRUPTED: &str = "the run was interrupted";

/// True when `stop` asks the run to stop.
pub(crate) fn stop_requested(stop: &Option<Stop>) -> bool {
    stop.as_ref().is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed))
}

/// An MD run in progress on some backend.
pub trait Dynamics {
    /// Integrate `steps` more steps; a [`Stop`] set meanwhile ends it between two steps with
    /// [`interrupted`]'s error.
    fn advance(&mut self, steps: u64) -> Result<()>;
    /// Check `stop` between the steps of [`Dynamics::advance`] (`None`: never stop).
    fn set_stop(&mut self, stop: Option<Stop>);
    /// The current state (a device → host copy on the GPU backends).
    fn snapshot(&mut self) -> Result<Snapshot>;
    /// Memory of the backend now ([`crate::backend::Backend::memory`]).
    fn memory(&self) -> Option<MemoryStats>;
}

/// A backend that runs molecular dynamics: every backend does, on the host
/// ([`HostDynamics`]) or on its device ([`device`]).
pub trait MdBackend: Backend {
    /// Start molecular dynamics of `batch` from `velocities` (Å/fs, one per atom): computes the
    /// first forces.
    fn dynamics<'a>(&'a mut self, batch: Batch, velocities: Vec<[f64; 3]>, settings: Settings) -> Result<Box<dyn Dynamics + 'a>>;
    /// Prepare [`MdBackend::dynamics`] of `batch` for a timed run without changing it: a GPU
    /// backend compiles its kernels at their first launch (NVRTC on CUDA, the WGSL pipelines on
    /// wgpu), and the steps launch variants that creating the dynamics does not (the list's and
    /// the integrator's), so it runs [`WARM_UP_STEPS`](super::integrator::WARM_UP_STEPS) steps of a copy of the dynamics and drops
    /// it. Nothing to do by default (the CPU backends compile nothing).
    fn warm_up_dynamics(&mut self, _batch: &Batch, _velocities: &[[f64; 3]], _settings: Settings) -> Result<()> {
        Ok(())
    }
}
