//! The MD run loop behind `mlff md`, Python's `mlff.md` and `mlff validate-md`: reporting every
//! K steps (trajectory frames, a CSV log, energy series), instability detection ([`Limits`]),
//! stopping on request ([`Sinks::stop`]), throughput and the energy statistics of a run.
use std::io::Write;
use std::time::Instant;

use super::{Dynamics, Settings, Snapshot, Stop, Thermostat};
use crate::error::{Error, Result};
use crate::io::extxyz::{format_extxyz, Frame};
use crate::system::Batch;

/// Forces beyond this (eV/Å) mean a run has blown up.
pub const MAX_FORCE: f64 = 100.0;

/// The default bound of an NVE run's total-energy change (eV/atom): a run that conserves energy
/// stays far below it (meV/atom over nanoseconds at 0.5 fs), one that has blown apart passes it.
pub const MAX_ENERGY_CHANGE: f64 = 0.1;

/// The farthest (Å) an atom moves in one step of a sound run: its speed times the time step at a
/// report, and its displacement between two reports over the steps between them. A thermal H
/// atom at 5 000 K moves 0.2 Å in a 2 fs step.
pub const MAX_STEP_DISTANCE: f64 = 1.0;

/// A thermostatted run whose kinetic temperature exceeds this many times its target, plus
/// [`TEMPERATURE_MARGIN`], has blown up (far beyond the fluctuations of even a few atoms).
pub const TEMPERATURE_FACTOR: f64 = 10.0;

/// See [`TEMPERATURE_FACTOR`] (K).
pub const TEMPERATURE_MARGIN: f64 = 1000.0;

/// What stops a run at a report, besides non-finite positions, velocities, energies or forces.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The largest force component accepted (eV/Å).
    pub max_force: f64,
    /// The largest |E_total − E_total(0)| accepted, per atom (eV/atom); for runs that conserve
    /// energy (NVE), `None` for thermostatted ones.
    pub max_energy_change: Option<f64>,
    /// The farthest an atom may move in one step (Å; [`MAX_STEP_DISTANCE`]), and the time step
    /// (fs) the speeds are measured with; `None`: not checked.
    pub max_step: Option<(f64, f64)>,
    /// The highest kinetic temperature accepted (K): for thermostatted runs.
    pub max_temperature: Option<f64>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { max_force: MAX_FORCE, max_energy_change: None, max_step: None, max_temperature: None }
    }
}

impl Limits {
    /// The limits of a run with `settings`, as `mlff md` and `mlff.md` apply them: forces, steps
    /// of at most [`MAX_STEP_DISTANCE`], and NVE's total energy within `max_energy_change`
    /// (eV/atom) or a thermostat's kinetic temperature within [`TEMPERATURE_FACTOR`] × target +
    /// [`TEMPERATURE_MARGIN`].
    pub fn for_run(settings: &Settings, max_energy_change: f64) -> Limits {
        let nve = settings.thermostat == Thermostat::Nve;
        Limits {
            max_force: MAX_FORCE,
            max_energy_change: nve.then_some(max_energy_change),
            max_step: Some((MAX_STEP_DISTANCE, settings.dt)),
            max_temperature: (!nve).then_some(TEMPERATURE_FACTOR * settings.temperature + TEMPERATURE_MARGIN),
        }
    }
}

/// One report: time and per-system energies.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Record {
    /// Steps since the start.
    pub step: u64,
    /// Time since the start (fs).
    pub time_fs: f64,
    /// Potential energy per system (eV).
    pub potential: Vec<f64>,
    /// Kinetic energy per system (eV).
    pub kinetic: Vec<f64>,
    /// Energy the thermostat has taken out of each system since the start (eV; CSVR's).
    pub thermostat_heat: Vec<f64>,
    /// Temperature per system (K).
    pub temperature: Vec<f64>,
    /// Largest force component magnitude per system (eV/Å).
    pub max_force: Vec<f64>,
}

/// What [`Sinks::snapshots`] calls with the state at each report.
pub type OnSnapshot<'a> = dyn FnMut(&Snapshot) -> Result<()> + 'a;

/// Where the reports of a run go.
#[derive(Default)]
pub struct Sinks<'a> {
    /// Trajectory (extxyz): one frame per system per report.
    pub traj: Option<&'a mut dyn Write>,
    /// CSV log: one row per system per report.
    pub log: Option<&'a mut dyn Write>,
    /// Called after each report with (steps done, steps in all).
    pub progress: Option<&'a mut dyn FnMut(u64, u64)>,
    /// Called with the state at each report (the start included), after the checks for an
    /// unstable run; an error it returns ends the run with that error.
    pub snapshots: Option<&'a mut OnSnapshot<'a>>,
    /// Set by whoever may stop the run (a signal handler): it ends at the next step with
    /// [`super::interrupted`]'s error.
    pub stop: Option<Stop>,
}

/// A finished run.
#[derive(Clone, Debug, serde::Serialize)]
pub struct RunSummary {
    /// Steps integrated.
    pub steps: u64,
    /// Time step (fs).
    pub dt_fs: f64,
    /// Atoms per system.
    pub atoms: Vec<usize>,
    /// Wall time of the steps, reports included (s).
    pub wall_s: f64,
    /// Neighbour-list builds, the first included.
    pub list_builds: u64,
    /// The reports, the start included.
    pub records: Vec<Record>,
    /// Backend memory in use (bytes) at the first report at or after step 1 000, and its step.
    pub memory_early: Option<(u64, u64)>,
    /// Backend memory in use (bytes) at the end.
    pub memory_end: Option<u64>,
}

impl RunSummary {
    /// Steps per second of wall time.
    pub fn steps_per_s(&self) -> f64 {
        self.steps as f64 / self.wall_s.max(1e-12)
    }

    /// Simulated nanoseconds per day of wall time.
    pub fn ns_per_day(&self) -> f64 {
        self.steps_per_s() * self.dt_fs * 86_400.0 * 1e-6
    }

    /// Total energy series (eV) of system `s`.
    pub fn total_energy(&self, s: usize) -> Vec<f64> {
        self.records.iter().map(|r| r.potential[s] + r.kinetic[s]).collect()
    }

    /// E_total(end) − E_total(0) of system `s`, meV/atom.
    pub fn energy_change_mev_per_atom(&self, s: usize) -> f64 {
        let e = self.total_energy(s);
        1e3 * (e[e.len() - 1] - e[0]) / self.atoms[s].max(1) as f64
    }

    /// The change of CSVR's conserved quantity (total energy plus the energy the thermostat took
    /// out) of system `s` over the run, meV/atom.
    pub fn conserved_change_mev_per_atom(&self, s: usize) -> f64 {
        let c = |r: &Record| r.potential[s] + r.kinetic[s] + r.thermostat_heat[s];
        let (first, last) = (&self.records[0], &self.records[self.records.len() - 1]);
        1e3 * (c(last) - c(first)) / self.atoms[s].max(1) as f64
    }

    /// Energy drift of system `s` in meV/atom over the run: the least-squares slope of the total
    /// energy against time, times the run's duration, per atom.
    pub fn drift_mev_per_atom(&self, s: usize) -> f64 {
        let t: Vec<f64> = self.records.iter().map(|r| r.time_fs).collect();
        let e = self.total_energy(s);
        let n = t.len() as f64;
        if t.len() < 2 {
            return 0.0;
        }
        let (tm, em) = (t.iter().sum::<f64>() / n, e.iter().sum::<f64>() / n);
        let sxy: f64 = t.iter().zip(&e).map(|(a, b)| (a - tm) * (b - em)).sum();
        let sxx: f64 = t.iter().map(|a| (a - tm) * (a - tm)).sum();
        let duration = t[t.len() - 1] - t[0];
        1e3 * sxy / sxx * duration / self.atoms[s].max(1) as f64
    }

    /// Largest |E_total(t) - E_total(0)| of system `s`, meV/atom.
    pub fn max_deviation_mev_per_atom(&self, s: usize) -> f64 {
        let e = self.total_energy(s);
        1e3 * e.iter().map(|x| (x - e[0]).abs()).fold(0.0, f64::max) / self.atoms[s].max(1) as f64
    }

    /// Mean temperature of system `s` over the reports after the start (K).
    pub fn mean_temperature(&self, s: usize) -> f64 {
        self.mean_temperature_after(s, 0.0)
    }

    /// Mean temperature of system `s` over the reports after the start at times ≥ `t0` fs (K):
    /// the production part of a run whose first `t0` fs equilibrate.
    pub fn mean_temperature_after(&self, s: usize, t0: f64) -> f64 {
        let t: Vec<f64> = self.records.iter().skip(1).filter(|r| r.time_fs >= t0).map(|r| r.temperature[s]).collect();
        if t.is_empty() {
            self.records[0].temperature[s]
        } else {
            t.iter().sum::<f64>() / t.len() as f64
        }
    }

    /// Largest force component seen in system `s` (eV/Å).
    pub fn max_force(&self, s: usize) -> f64 {
        self.records.iter().map(|r| r.max_force[s]).fold(0.0, f64::max)
    }
}

/// The step after which the run's memory is first sampled (the leak check compares the end with it).
pub const EARLY_MEMORY_STEP: u64 = 1_000;

/// The CSV log's header.
pub const LOG_HEADER: &str = "step,time_fs,system,potential_eV,kinetic_eV,total_eV,temperature_K";

/// A report's numbers from a snapshot, with the stability checks of a run: an error naming the
/// system and step for values beyond `limits` (`start`: the run's first report, from which the
/// energy change is measured; `previous`: the report before, from which the atoms' steps are).
pub fn record(batch: &Batch, snap: &Snapshot, dt: f64, limits: &Limits, start: Option<&Record>, previous: Option<&Snapshot>) -> Result<Record> {
    let mut max_force = Vec::with_capacity(batch.len());
    for s in 0..batch.len() {
        let r = batch.atom_start[s]..batch.atom_start[s + 1];
        let fmax = snap.forces[r.clone()].iter().flatten().map(|f| f.abs()).fold(0.0, f64::max);
        let bad = |what: &str| Error::System { system: s, msg: format!("MD became unstable at step {}: {what}", snap.step) };
        if !snap.positions[r.clone()].iter().flatten().chain(snap.velocities[r.clone()].iter().flatten()).all(|x| x.is_finite()) {
            return Err(bad("non-finite positions or velocities"));
        }
        if !(snap.potential[s].is_finite() && snap.forces[r.clone()].iter().flatten().all(|x| x.is_finite())) {
            return Err(bad("non-finite energy or forces"));
        }
        if fmax > limits.max_force {
            let a = r.clone().find(|&a| snap.forces[a].iter().any(|f| f.abs() == fmax)).unwrap_or(r.start) - r.start;
            return Err(bad(&format!("force of {fmax:.1} eV/Å on atom {a} (bound {} eV/Å)", limits.max_force)));
        }
        if let Some((bound, step_dt)) = limits.max_step {
            let norm = |v: &[f64; 3]| (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
            if let Some(a) = r.clone().find(|&a| norm(&snap.velocities[a]) * step_dt > bound) {
                let v = norm(&snap.velocities[a]);
                return Err(bad(&format!("atom {} moves {:.3} Å a step ({v:.4} Å/fs × {step_dt} fs; bound {bound} Å)", a - r.start, v * step_dt)));
            }
            if let Some(prev) = previous.filter(|p| p.step < snap.step) {
                let steps = (snap.step - prev.step) as f64;
                let moved = |a: usize| norm(&std::array::from_fn(|k| snap.positions[a][k] - prev.positions[a][k]));
                if let Some(a) = r.clone().find(|&a| moved(a) > bound * steps) {
                    return Err(bad(&format!(
                        "atom {} moved {:.3} Å in the {steps} steps since step {} (bound {bound} Å a step)",
                        a - r.start,
                        moved(a),
                        prev.step
                    )));
                }
            }
        }
        if let Some(bound) = limits.max_temperature {
            if snap.temperature[s] > bound {
                return Err(bad(&format!("kinetic temperature {:.4e} K, beyond the {bound} K a thermostatted run may reach", snap.temperature[s])));
            }
        }
        if let (Some(bound), Some(first)) = (limits.max_energy_change, start) {
            let change = (snap.potential[s] + snap.kinetic[s] - first.potential[s] - first.kinetic[s]) / r.len().max(1) as f64;
            if change.abs() > bound {
                return Err(bad(&format!("the total energy changed by {change:+.4} eV/atom since the start (bound {bound} eV/atom)")));
            }
        }
        max_force.push(fmax);
    }
    Ok(Record {
        step: snap.step,
        time_fs: snap.step as f64 * dt,
        potential: snap.potential.clone(),
        kinetic: snap.kinetic.clone(),
        thermostat_heat: snap.thermostat_heat.clone(),
        temperature: snap.temperature.clone(),
        max_force,
    })
}

fn write_reports(batch: &Batch, snap: &Snapshot, rec: &Record, sinks: &mut Sinks<'_>) -> Result<()> {
    let io = |e: std::io::Error| Error::Invalid(format!("writing MD output: {e}"));
    if let Some(log) = sinks.log.as_deref_mut() {
        for s in 0..batch.len() {
            let (p, k) = (rec.potential[s], rec.kinetic[s]);
            writeln!(log, "{},{},{s},{p:.10},{k:.10},{:.10},{:.4}", rec.step, rec.time_fs, p + k, rec.temperature[s]).map_err(io)?;
        }
        log.flush().map_err(io)?;
    }
    if let Some(traj) = sinks.traj.as_deref_mut() {
        traj.write_all(format_extxyz(&trajectory_frames(batch, snap, rec)).as_bytes()).map_err(io)?;
        traj.flush().map_err(io)?;
    }
    Ok(())
}

/// A report's trajectory frames, one per system: positions, velocities, forces, energy, `step`,
/// `time_fs`, `kinetic_energy`, `temperature` and `system`.
pub fn trajectory_frames(batch: &Batch, snap: &Snapshot, rec: &Record) -> Vec<Frame> {
    (0..batch.len())
        .map(|s| {
            let r = batch.atom_start[s]..batch.atom_start[s + 1];
            let mut system = batch.systems[s].clone();
            system.positions = snap.positions[r.clone()].to_vec();
            let mut f = Frame::new(system);
            f.energy = Some(rec.potential[s]);
            f.forces = Some(snap.forces[r.clone()].to_vec());
            f.velocities = Some(snap.velocities[r].to_vec());
            f.info = vec![
                ("step".into(), rec.step.to_string()),
                ("time_fs".into(), format!("{}", rec.time_fs)),
                ("kinetic_energy".into(), format!("{}", rec.kinetic[s])),
                ("temperature".into(), format!("{:.4}", rec.temperature[s])),
                ("system".into(), s.to_string()),
            ];
            f
        })
        .collect()
}

/// Integrate `steps` steps, reporting every `every` steps (and at the start and the end). A report
/// beyond `limits` ends the run with an error naming the system and the step; the sinks then hold
/// every report before it.
pub fn run(dynamics: &mut dyn Dynamics, batch: &Batch, dt: f64, steps: u64, every: u64, limits: Limits, mut sinks: Sinks<'_>) -> Result<RunSummary> {
    let every = every.max(1);
    dynamics.set_stop(sinks.stop.clone());
    if let Some(log) = sinks.log.as_deref_mut() {
        writeln!(log, "{LOG_HEADER}").map_err(|e| Error::Invalid(format!("writing MD log: {e}")))?;
    }
    let first = dynamics.snapshot()?;
    let mut records = vec![record(batch, &first, dt, &limits, None, None)?];
    write_reports(batch, &first, &records[0], &mut sinks)?;
    if let Some(f) = sinks.snapshots.as_deref_mut() {
        f(&first)?;
    }
    let start = Instant::now();
    let mut done = 0;
    let mut list_builds = first.list_builds;
    let mut previous = first;
    let mut memory_early = None;
    while done < steps {
        let n = every.min(steps - done);
        dynamics.advance(n)?;
        done += n;
        let snap = dynamics.snapshot()?;
        let rec = record(batch, &snap, dt, &limits, records.first(), Some(&previous))?;
        write_reports(batch, &snap, &rec, &mut sinks)?;
        if let Some(f) = sinks.snapshots.as_deref_mut() {
            f(&snap)?;
        }
        records.push(rec);
        list_builds = snap.list_builds;
        previous = snap;
        if memory_early.is_none() && done >= EARLY_MEMORY_STEP.min(steps) {
            memory_early = dynamics.memory().map(|m| (done, m.in_use));
        }
        if let Some(p) = sinks.progress.as_deref_mut() {
            p(done, steps);
        }
    }
    Ok(RunSummary {
        steps,
        dt_fs: dt,
        atoms: batch.systems.iter().map(|s| s.len()).collect(),
        wall_s: start.elapsed().as_secs_f64(),
        list_builds,
        records,
        memory_early,
        memory_end: dynamics.memory().map(|m| m.in_use),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn summary(energies: &[(f64, f64)], atoms: usize) -> RunSummary {
        RunSummary {
            steps: energies.len() as u64,
            dt_fs: 1.0,
            atoms: vec![atoms],
            wall_s: 2.0,
            list_builds: 1,
            memory_early: None,
            memory_end: None,
            records: energies
                .iter()
                .enumerate()
                .map(|(i, &(p, k))| Record { step: i as u64, time_fs: i as f64, potential: vec![p], kinetic: vec![k], thermostat_heat: vec![0.0], temperature: vec![300.0 + i as f64], max_force: vec![1.0] })
                .collect(),
        }
    }

    #[test]
    fn drift_is_the_fitted_slope_over_the_run() {
        // E_total = -10 + 0.002 t (eV), 10 atoms, 0..=100 fs: drift 0.2 eV = 20 meV/atom.
        let e: Vec<(f64, f64)> = (0..=100).map(|t| (-12.0 + 0.002 * t as f64, 2.0 + if t % 2 == 0 { 1e-4 } else { -1e-4 })).collect();
        let s = summary(&e, 10);
        assert!((s.drift_mev_per_atom(0) - 20.0).abs() < 1e-3, "{}", s.drift_mev_per_atom(0));
        assert!((s.max_deviation_mev_per_atom(0) - 20.0).abs() < 0.05);
        assert!((s.mean_temperature(0) - 350.5).abs() < 1e-9);
        assert!((s.mean_temperature_after(0, 51.0) - 375.5).abs() < 1e-9);
        assert!((s.steps_per_s() - 50.5).abs() < 1e-9);
        assert!((s.ns_per_day() - 50.5 * 86_400.0 * 1e-6).abs() < 1e-9);
        let flat = summary(&(0..=100).map(|_| (-3.0, 1.0)).collect::<Vec<_>>(), 3);
        assert_eq!(flat.drift_mev_per_atom(0), 0.0);
    }
}
