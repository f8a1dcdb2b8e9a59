//! Molecular dynamics: velocity Verlet (NVE), Langevin BAOAB and the CSVR (Bussi) thermostat.
//!
//! One step from t to t + dt, the same on every backend:
//! 1. `v += dt/2 · F/m`, `x += dt/2 · v`, [Langevin: `v = c₁ v + √((1 − c₁²) k_B T / m) ξ`,
//!    c₁ = exp(−γ dt)], `x += dt/2 · v`;
//! 2. forces at the new positions (the neighbour list is a Verlet list with a skin, rebuilt when
//!    an atom has moved by half the skin);
//! 3. `v += dt/2 · F/m`;
//! 4. [CSVR: `v *= α`, α from the kinetic energy and fresh random numbers (Bussi, Donadio &
//!    Parrinello, J. Chem. Phys. 126, 014101 (2007)), per system].
//!
//! Without a thermostat this is velocity Verlet; with Langevin it is BAOAB (Leimkuhler &
//! Matthews). Random numbers are counter-based (`mlff_kernels::md::normal_host`): draw
//! (seed, step, atom, component) is the same on every backend, so host and device trajectories
//! can be compared with noise on.
//!
//! Backends run the loop through [`MdBackend::dynamics`]: [`host::HostDynamics`] integrates in
//! f64 on the host around `compute_reusing` (the CPU backends), [`device`] keeps positions,
//! velocities and forces on a GPU and returns data only when asked for a [`Snapshot`].
//!
//! The plain types of a run (settings, constants, snapshots, masses and temperatures) are in
//! [`integrator`], which depends on no backend; the evaluation layer (`crate::backend`) depends
//! on nothing here.
//!
//! Units: fs, Å, eV, amu, K; velocities in Å/fs.
use crate::backend::{Backend, MemoryStats};
use crate::error::Result;
use crate::system::Batch;

#[cfg(any(feature = "cuda", feature = "wgpu"))]
pub mod device;
pub mod host;
pub mod integrator;
pub mod run;
#[cfg(unix)]
pub mod signals;
pub mod validate;

pub use host::HostDynamics;
pub use integrator::{
    check_velocities, degrees_of_freedom, initial_velocities, kinetic_energy, masses, maxwell_boltzmann, temperature, Settings, Snapshot, StepConstants, Thermostat, ATOMIC_MASSES, MAX_RUN_ATOMS, MAX_SPEED, MAX_TEMPERATURE,
    INTEGRATION_STAGE, WARM_UP_STEPS,
};

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
    /// the integrator's), so it runs [`WARM_UP_STEPS`] steps of a copy of the dynamics and drops
    /// it. Nothing to do by default (the CPU backends compile nothing).
    fn warm_up_dynamics(&mut self, _batch: &Batch, _velocities: &[[f64; 3]], _settings: Settings) -> Result<()> {
        Ok(())
    }
}
