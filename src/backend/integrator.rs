//! The plain types of an MD run: settings and the constants of a step derived from them,
//! masses, degrees of freedom, temperatures, Maxwell–Boltzmann velocities and snapshots. Units:
//! fs, Å, eV, amu, K; velocities in Å/fs.
use mlff_kernels::md::{hash32, normal_host};

use crate::error::{Error, Result};
use crate::system::Batch;
use crate::units::{AMU_A2_PER_FS2_EV, BOLTZMANN_EV_PER_K};

pub use crate::system::ATOMIC_MASSES;

/// Masses (amu) of every atom of the batch, concatenated.
pub fn masses(batch: &Batch) -> Vec<f64> {
    batch.systems.iter().flat_map(|s| s.numbers.iter().map(|&z| ATOMIC_MASSES[z as usize])).collect()
}

/// How the temperature is controlled.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Thermostat {
    /// None: velocity Verlet, constant energy.
    Nve,
    /// Langevin dynamics (BAOAB) with friction γ (1/fs).
    Langevin {
        /// Friction γ (1/fs).
        friction: f64,
    },
    /// Canonical sampling through velocity rescaling with relaxation time τ (fs).
    Csvr {
        /// Relaxation time τ (fs).
        tau: f64,
    },
}

impl std::fmt::Display for Thermostat {
    /// `NVE`, `Langevin (friction 0.01/fs)`, `CSVR (tau 100 fs)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Thermostat::Nve => write!(f, "NVE"),
            Thermostat::Langevin { friction } => write!(f, "Langevin (friction {friction}/fs)"),
            Thermostat::Csvr { tau } => write!(f, "CSVR (tau {tau} fs)"),
        }
    }
}

/// What an MD run integrates with.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// Time step (fs).
    pub dt: f64,
    /// Thermostat.
    pub thermostat: Thermostat,
    /// Target temperature of the thermostat (K).
    pub temperature: f64,
    /// Seed of the random numbers.
    pub seed: u64,
    /// Verlet skin of the neighbour list (Å); 0 rebuilds it every step.
    pub skin: f64,
}

impl Settings {
    /// Check the numbers: positive finite time step, non-negative temperature, friction and τ
    /// positive, skin non-negative.
    pub fn validate(&self) -> Result<()> {
        let bad = |what: String| Err(Error::Invalid(what));
        if !(self.dt.is_finite() && self.dt > 0.0) {
            return bad(format!("time step {} fs: must be a positive number", self.dt));
        }
        if !(self.temperature.is_finite() && (0.0..=MAX_TEMPERATURE).contains(&self.temperature)) {
            let t = self.temperature;
            let t = if t.abs() < 1e9 { t.to_string() } else { format!("{t:e}") };
            return bad(format!("temperature {t} K: must be a number from 0 to {MAX_TEMPERATURE}"));
        }
        if !(self.skin.is_finite() && self.skin >= 0.0) {
            return bad(format!("skin {} Å: must be a number >= 0", self.skin));
        }
        match self.thermostat {
            Thermostat::Langevin { friction } if !(friction.is_finite() && friction > 0.0) => {
                bad(format!("Langevin friction {friction} 1/fs: must be a positive number"))
            }
            Thermostat::Csvr { tau } if !(tau.is_finite() && tau > 0.0) => bad(format!("CSVR time constant {tau} fs: must be a positive number")),
            _ => Ok(()),
        }
    }

    /// The per-step constants every integrator (host and device) uses, from one place so that
    /// they stay identical.
    pub fn step_constants(&self) -> StepConstants {
        let seed = hash32(self.seed as u32) ^ hash32((self.seed >> 32) as u32 ^ 0x5bd1_e995);
        StepConstants {
            half_dt: 0.5 * self.dt,
            kt: BOLTZMANN_EV_PER_K * self.temperature,
            langevin_c1: match self.thermostat {
                Thermostat::Langevin { friction } => Some((-friction * self.dt).exp()),
                _ => None,
            },
            csvr_c: match self.thermostat {
                Thermostat::Csvr { tau } => Some((-self.dt / tau).exp()),
                _ => None,
            },
            seed,
            csvr_seed: hash32(seed ^ 0x9e37_79b9),
        }
    }
}

/// Constants of one integration step, derived from [`Settings`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StepConstants {
    /// dt / 2 (fs).
    pub half_dt: f64,
    /// k_B T (eV).
    pub kt: f64,
    /// Langevin damping exp(-γ dt) of the O step, when there is one.
    pub langevin_c1: Option<f64>,
    /// CSVR exp(-dt/τ), when the CSVR thermostat runs.
    pub csvr_c: Option<f64>,
    /// 32-bit seed of the Langevin noise.
    pub seed: u32,
    /// 32-bit seed of the CSVR draws (a different stream).
    pub csvr_seed: u32,
}

/// Degrees of freedom of a system of `n` atoms whose centre-of-mass motion is removed (3n - 3;
/// 3 for a single atom, which keeps its motion).
pub fn degrees_of_freedom(n: usize) -> f64 {
    match n {
        0 => 0.0,
        1 => 3.0,
        n => (3 * n - 3) as f64,
    }
}

/// Kinetic energy (eV) of atoms with `masses` (amu) and `velocities` (Å/fs).
pub fn kinetic_energy(masses: &[f64], velocities: &[[f64; 3]]) -> f64 {
    0.5 * AMU_A2_PER_FS2_EV * masses.iter().zip(velocities).map(|(m, v)| m * (v[0] * v[0] + v[1] * v[1] + v[2] * v[2])).sum::<f64>()
}

/// Instantaneous temperature (K) of `n` atoms with kinetic energy `ke` (eV).
pub fn temperature(ke: f64, n: usize) -> f64 {
    let nf = degrees_of_freedom(n);
    if nf == 0.0 {
        0.0
    } else {
        2.0 * ke / (nf * BOLTZMANN_EV_PER_K)
    }
}

/// Maxwell–Boltzmann velocities (Å/fs) at `temperature` (K) for every system of the batch, with
/// each system's centre-of-mass motion removed (systems of more than one atom) and then scaled so
/// that its temperature is exactly `temperature` (as ASE's `force_temp=True`). Seeded.
pub fn maxwell_boltzmann(batch: &Batch, masses: &[f64], temperature: f64, seed: u64) -> Vec<[f64; 3]> {
    let kt = BOLTZMANN_EV_PER_K * temperature;
    let s32 = hash32(seed as u32 ^ 0x2545_f491) ^ hash32((seed >> 32) as u32);
    let mut v: Vec<[f64; 3]> = masses
        .iter()
        .enumerate()
        .map(|(a, m)| {
            let sigma = (kt / (m * AMU_A2_PER_FS2_EV)).sqrt();
            [0, 1, 2].map(|k| sigma * normal_host(s32, u32::MAX, a as u32, k))
        })
        .collect();
    for s in 0..batch.len() {
        let range = batch.atom_start[s]..batch.atom_start[s + 1];
        let (ms, vs) = (&masses[range.clone()], &mut v[range]);
        if ms.len() > 1 {
            let total: f64 = ms.iter().sum();
            let p: [f64; 3] = [0, 1, 2].map(|k| ms.iter().zip(vs.iter()).map(|(m, v)| m * v[k]).sum::<f64>() / total);
            for x in vs.iter_mut() {
                for k in 0..3 {
                    x[k] -= p[k];
                }
            }
        }
        let t_now = self::temperature(kinetic_energy(ms, vs), ms.len());
        if t_now > 0.0 {
            let f = (temperature / t_now).sqrt();
            vs.iter_mut().for_each(|x| x.iter_mut().for_each(|c| *c *= f));
        }
    }
    v
}

/// The initial velocities (Å/fs) of an MD run, as `mlff md` and the Python package choose them:
/// the `given` velocities (one per atom of the batch) when every system came with some, the batch
/// holds no replicas (`replicas == 1`) and no `init_temperature` is asked for; otherwise a
/// [`maxwell_boltzmann`] draw seeded with `seed` at `init_temperature`, or at `temperature` (the
/// thermostat's) when none is given. Replicas (copies of a system) get independent velocities
/// that way.
pub fn initial_velocities(
    batch: &Batch,
    given: Option<Vec<[f64; 3]>>,
    replicas: usize,
    init_temperature: Option<f64>,
    temperature: f64,
    seed: u64,
) -> Vec<[f64; 3]> {
    match (init_temperature, given) {
        (None, Some(v)) if replicas == 1 => v,
        (t, _) => maxwell_boltzmann(batch, &masses(batch), t.unwrap_or(temperature), seed),
    }
}

/// The state of an MD run, on the host: positions (Å), velocities (Å/fs), forces (eV/Å) of
/// every atom (concatenated like the batch), and per system the potential and kinetic energy (eV)
/// and temperature (K).
#[derive(Clone, Debug)]
pub struct Snapshot {
    /// Steps done since the start.
    pub step: u64,
    /// Positions (Å).
    pub positions: Vec<[f64; 3]>,
    /// Velocities (Å/fs).
    pub velocities: Vec<[f64; 3]>,
    /// Forces (eV/Å).
    pub forces: Vec<[f64; 3]>,
    /// Potential energy per system (eV).
    pub potential: Vec<f64>,
    /// Energy the thermostat has taken out of each system since the start (eV): CSVR's; zero for
    /// NVE and not tracked for Langevin. potential + kinetic + this is CSVR's conserved quantity.
    pub thermostat_heat: Vec<f64>,
    /// Kinetic energy per system (eV).
    pub kinetic: Vec<f64>,
    /// Temperature per system (K).
    pub temperature: Vec<f64>,
    /// Neighbour-list builds so far, the first included.
    pub list_builds: u64,
}

impl Snapshot {
    /// Fill the kinetic energies and temperatures from the velocities.
    pub fn finish(mut self, batch: &Batch, masses: &[f64]) -> Self {
        self.kinetic = (0..batch.len())
            .map(|s| {
                let r = batch.atom_start[s]..batch.atom_start[s + 1];
                kinetic_energy(&masses[r.clone()], &self.velocities[r])
            })
            .collect();
        self.temperature = self.kinetic.iter().zip(&batch.systems).map(|(&k, sys)| temperature(k, sys.len())).collect();
        self
    }
}

/// Steps of [`super::dynamics::MdBackend::warm_up_dynamics`]: a block's first and last step (the
/// step that also opens the next one, and the one that closes the block) launch every kernel a
/// block of any length does.
pub const WARM_UP_STEPS: u64 = 2;

/// The stage name the MD integrator books its own time to (positions and velocities update,
/// thermostat), so that `mlff bench --profile` shows it next to the model's stages.
pub const INTEGRATION_STAGE: &str = "integration";

/// The most atoms an MD run may have, replicas included (what one host's memory holds).
pub const MAX_RUN_ATOMS: usize = 10_000_000;

/// The highest temperature (K) a run may have as its thermostat's target or initial
/// temperature: hotter than any matter a model of chemistry describes.
pub const MAX_TEMPERATURE: f64 = 100_000.0;

/// The highest initial speed (Å/fs) of an atom: 1 000 km/s, 20 times the mean speed of H at
/// [`MAX_TEMPERATURE`].
pub const MAX_SPEED: f64 = 10.0;

/// One velocity per atom, all finite and at most [`MAX_SPEED`]; an error names the system and
/// the atom in it.
pub fn check_velocities(batch: &Batch, velocities: &[[f64; 3]]) -> Result<()> {
    if velocities.len() != batch.n_atoms() {
        return Err(Error::Invalid(format!("{} velocities for {} atoms", velocities.len(), batch.n_atoms())));
    }
    let speed = |v: &[f64; 3]| (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
    if let Some(a) = velocities.iter().position(|v| !(v.iter().all(|x| x.is_finite()) && speed(v) <= MAX_SPEED)) {
        let s = batch.atom_start.partition_point(|&start| start <= a) - 1;
        let (i, v) = (a - batch.atom_start[s], velocities[a]);
        let msg = if v.iter().all(|x| x.is_finite()) {
            format!("atom {i}: initial velocity {v:?} Å/fs is faster than the {MAX_SPEED} Å/fs an atom may start with")
        } else {
            format!("atom {i}: velocity is not a finite number")
        };
        return Err(Error::System { system: s, msg });
    }
    Ok(())
}
