//! Integration on the host in f64 around [`Backend::compute_reusing`]: the CPU backends' dynamics
//! and the reference of the device integrators.
use mlff_kernels::md::{csvr_alpha_host, normal_host};

use super::{check_velocities, degrees_of_freedom, kinetic_energy, masses, Dynamics, MdBackend, Settings, Snapshot, StepConstants};
use crate::backend::cpu::{CpuBackend, Real};
use crate::backend::{Backend, MemoryStats, Request};
use crate::error::Result;
use crate::system::Batch;
use crate::units::AMU_A2_PER_FS2_EV;

/// Integration on the host in f64 around [`Backend::compute_reusing`]: the dynamics of the CPU
/// backends and the reference of the device integrators.
pub struct HostDynamics<'a, B: Backend + ?Sized> {
    backend: &'a mut B,
    batch: Batch,
    masses: Vec<f64>,
    inv_m: Vec<f64>,
    velocities: Vec<[f64; 3]>,
    forces: Vec<[f64; 3]>,
    potential: Vec<f64>,
    /// Energy the CSVR thermostat has taken out of each system (eV).
    heat: Vec<f64>,
    settings: Settings,
    step: u64,
    list_builds: u64,
    stop: Option<super::Stop>,
}

impl<'a, B: Backend + ?Sized> HostDynamics<'a, B> {
    /// Start from the batch's positions with `velocities` (Å/fs): computes the first forces.
    pub fn new(backend: &'a mut B, batch: Batch, velocities: Vec<[f64; 3]>, settings: Settings) -> Result<Self> {
        settings.validate()?;
        check_velocities(&batch, &velocities)?;
        let masses = masses(&batch);
        let heat = vec![0.0; batch.len()];
        let inv_m = masses.iter().map(|m| 1.0 / (m * AMU_A2_PER_FS2_EV)).collect();
        let mut d = HostDynamics {
            backend,
            batch,
            masses,
            inv_m,
            velocities,
            forces: Vec::new(),
            potential: Vec::new(),
            heat,
            settings,
            step: 0,
            list_builds: 0,
            stop: None,
        };
        d.compute_forces()?;
        Ok(d)
    }

    fn compute_forces(&mut self) -> Result<()> {
        let r = self.backend.compute_reusing(&self.batch, Request { forces: true, stress: false }, self.settings.skin)?;
        if !r.list_reused {
            self.list_builds += 1;
        }
        self.forces = r.forces;
        self.potential = r.energy;
        Ok(())
    }

    fn one_step(&mut self) -> Result<()> {
        let StepConstants { half_dt: h, kt, langevin_c1, csvr_c, seed, csvr_seed } = self.settings.step_constants();
        let step32 = self.step as u32;
        let (c1, langevin) = (langevin_c1.unwrap_or(1.0), langevin_c1.is_some());
        let mut a = 0;
        for sys in self.batch.systems.iter_mut() {
            for x in sys.positions.iter_mut() {
                let (v, f, im) = (&mut self.velocities[a], self.forces[a], self.inv_m[a]);
                let noise = ((1.0 - c1 * c1) * kt * im).sqrt();
                for k in 0..3 {
                    v[k] += h * f[k] * im;
                    x[k] += h * v[k];
                    if langevin {
                        v[k] = c1 * v[k] + noise * normal_host(seed, step32, a as u32, k as u32);
                    }
                    x[k] += h * v[k];
                }
                a += 1;
            }
        }
        self.compute_forces()?;
        for ((v, f), im) in self.velocities.iter_mut().zip(&self.forces).zip(&self.inv_m) {
            for k in 0..3 {
                v[k] += h * f[k] * im;
            }
        }
        if let Some(c) = csvr_c {
            for s in 0..self.batch.len() {
                let r = self.batch.atom_start[s]..self.batch.atom_start[s + 1];
                let n = r.len();
                let nf = degrees_of_freedom(n);
                let k = kinetic_energy(&self.masses[r.clone()], &self.velocities[r.clone()]);
                let chi: f64 = (1..nf as u32).map(|i| normal_host(csvr_seed, step32, s as u32, i).powi(2)).sum();
                let alpha = csvr_alpha_host(k, nf, kt, c, normal_host(csvr_seed, step32, s as u32, 0), chi);
                self.velocities[r].iter_mut().for_each(|v| v.iter_mut().for_each(|x| *x *= alpha));
                self.heat[s] += k * (1.0 - alpha * alpha);
            }
        }
        self.step += 1;
        Ok(())
    }
}

impl<B: Backend + ?Sized> Dynamics for HostDynamics<'_, B> {
    fn advance(&mut self, steps: u64) -> Result<()> {
        for _ in 0..steps {
            if super::stop_requested(&self.stop) {
                return Err(super::interrupted(self.step));
            }
            self.one_step()?;
        }
        Ok(())
    }

    fn set_stop(&mut self, stop: Option<super::Stop>) {
        self.stop = stop;
    }

    fn snapshot(&mut self) -> Result<Snapshot> {
        let s = Snapshot {
            step: self.step,
            positions: self.batch.systems.iter().flat_map(|s| s.positions.iter().copied()).collect(),
            velocities: self.velocities.clone(),
            forces: self.forces.clone(),
            potential: self.potential.clone(),
            thermostat_heat: self.heat.clone(),
            kinetic: Vec::new(),
            temperature: Vec::new(),
            list_builds: self.list_builds,
        };
        Ok(s.finish(&self.batch, &self.masses))
    }

    fn memory(&self) -> Option<MemoryStats> {
        self.backend.memory()
    }
}


impl<T: Real> MdBackend for CpuBackend<T> {
    fn dynamics<'a>(&'a mut self, batch: Batch, velocities: Vec<[f64; 3]>, settings: Settings) -> Result<Box<dyn Dynamics + 'a>> {
        Ok(Box::new(HostDynamics::new(self, batch, velocities, settings)?))
    }
}
