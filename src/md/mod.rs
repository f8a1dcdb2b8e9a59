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
//! f64 on the host around `compute_reusing` (the CPU backends); the GPU backends keep positions,
//! velocities and forces on the device (`crate::backend::cube`'s `CubeDynamics`) and return data
//! only when asked for a [`Snapshot`].
//!
//! What a backend must offer to run MD (the [`Dynamics`] and [`MdBackend`] traits) and the plain
//! types of a run (settings, constants, snapshots, masses and temperatures, [`integrator`]) are
//! declared in the backend layer (`crate::backend::dynamics`, `crate::backend::integrator`) and
//! re-exported here: this module builds on the backends, none of which depends on it.
//!
//! Units: fs, Å, eV, amu, K; velocities in Å/fs.
pub mod host;
pub mod run;
#[cfg(unix)]
pub mod signals;
// `mlff validate-md`: runs, reports and SVG plots (plotters).
#[cfg(feature = "cli")]
pub mod validate;

pub use crate::backend::dynamics::{interrupted, Dynamics, MdBackend, Stop, INTERRUPTED};
pub(crate) use crate::backend::dynamics::stop_requested;
pub use crate::backend::integrator;
pub use host::HostDynamics;
pub use integrator::{
    check_velocities, degrees_of_freedom, initial_velocities, kinetic_energy, masses, maxwell_boltzmann, temperature, Settings, Snapshot, StepConstants, Thermostat, ATOMIC_MASSES, MAX_RUN_ATOMS, MAX_SPEED, MAX_TEMPERATURE,
    INTEGRATION_STAGE, WARM_UP_STEPS,
};

