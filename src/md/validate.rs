//! `mlff validate-md`: the NVE stability study of our users' workflow. Water, ethanol, benzene and
//! alanine dipeptide, Maxwell–Boltzmann velocities at 300 K, velocity Verlet at 0.5 fs, stepped
//! together as one batch per backend; the energy drift over the first `short` steps and over the
//! whole run, the largest excursion, the mean temperature and the largest force per system. The
//! report is JSON, Markdown and one SVG plot of total energy against time per backend.
use std::path::{Path, PathBuf};

use plotters::prelude::*;

use super::run::{run, Limits, RunSummary, Sinks};
use super::{maxwell_boltzmann, masses, Settings, Thermostat};
use super::MdBackend;
use crate::error::{Error, Result};
use crate::system::{Batch, System};

/// The bar of the study: total-energy drift per atom over the run (meV/atom).
pub const DRIFT_BAR_MEV_PER_ATOM: f64 = 1.0;

/// What to run.
#[derive(Clone, Copy, Debug, serde::Serialize)]
pub struct Plan {
    /// Steps of the long run.
    pub steps: u64,
    /// Steps of the short run (the first steps of the same trajectory).
    pub short: u64,
    /// Time step (fs).
    pub dt: f64,
    /// Initial temperature (K).
    pub temperature: f64,
    /// Steps between energy samples.
    pub every: u64,
    /// Verlet skin (Å).
    pub skin: f64,
    /// Seed of the initial velocities.
    pub seed: u64,
}

impl Default for Plan {
    fn default() -> Self {
        Plan { steps: 20_000, short: 1_000, dt: 0.5, temperature: 300.0, every: 20, skin: 0.5, seed: 2026 }
    }
}

/// One system's result on one backend.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SystemResult {
    /// Name.
    pub name: String,
    /// Atoms.
    pub atoms: usize,
    /// Drift over the short run (meV/atom).
    pub drift_short_mev_per_atom: f64,
    /// Drift over the whole run (meV/atom).
    pub drift_mev_per_atom: f64,
    /// Largest |E(t) - E(0)| (meV/atom).
    pub max_deviation_mev_per_atom: f64,
    /// Mean temperature (K).
    pub mean_temperature_k: f64,
    /// Largest force component seen (eV/Å).
    pub max_force_ev_per_a: f64,
    /// Whether the bars are met.
    pub pass: bool,
}

/// One backend's result.
#[derive(Clone, Debug, serde::Serialize)]
pub struct BackendResult {
    /// Backend name.
    pub backend: String,
    /// What ran.
    pub plan: Plan,
    /// Per system; empty when the run failed.
    pub systems: Vec<SystemResult>,
    /// Why the run stopped early, if it did (an instability counts as a failure).
    pub error: Option<String>,
    /// Steps per second of the batch of four.
    pub steps_per_s: f64,
    /// Simulated ns per day.
    pub ns_per_day: f64,
    /// Neighbour-list builds.
    pub list_builds: u64,
    /// (time in ps, E(t) - E(0) in meV/atom) per system, for the plot.
    #[serde(skip)]
    pub series: Vec<Vec<(f64, f64)>>,
}

impl BackendResult {
    /// All systems met the bars.
    pub fn pass(&self) -> bool {
        self.error.is_none() && !self.systems.is_empty() && self.systems.iter().all(|s| s.pass)
    }
}

/// The four systems of the study.
pub fn systems() -> Vec<(&'static str, System)> {
    use crate::structures::*;
    vec![("water", water()), ("ethanol", ethanol()), ("benzene", benzene()), ("alanine dipeptide", alanine_dipeptide())]
}

fn truncated(s: &RunSummary, steps: u64) -> RunSummary {
    RunSummary { records: s.records.iter().filter(|r| r.step <= steps).cloned().collect(), ..s.clone() }
}

/// Run the study on one backend.
pub fn validate(backend: &mut dyn MdBackend, plan: Plan, progress: Option<&mut dyn FnMut(u64, u64)>) -> Result<BackendResult> {
    let names: Vec<&str> = systems().iter().map(|(n, _)| *n).collect();
    let batch = Batch::new(systems().into_iter().map(|(_, s)| s).collect())?;
    let v = maxwell_boltzmann(&batch, &masses(&batch), plan.temperature, plan.seed);
    let settings = Settings { dt: plan.dt, thermostat: Thermostat::Nve, temperature: plan.temperature, seed: plan.seed, skin: plan.skin };
    let name = backend.name();
    // Kernels compiled before the clock starts; an error here shows again in the run below,
    // which reports it.
    let _ = backend.warm_up_dynamics(&batch, &v, settings);
    let mut dynamics = backend.dynamics(batch.clone(), v, settings)?;
    let outcome = run(&mut *dynamics, &batch, plan.dt, plan.steps, plan.every, Limits::default(), Sinks { progress, ..Default::default() });
    let summary = match outcome {
        Ok(s) => s,
        Err(e) => {
            let msg = match e {
                Error::System { system, msg } => format!("{}: {msg}", names[system]),
                other => other.to_string(),
            };
            return Ok(BackendResult { backend: name, plan, systems: vec![], error: Some(msg), steps_per_s: 0.0, ns_per_day: 0.0, list_builds: 0, series: vec![] });
        }
    };
    let short = truncated(&summary, plan.short);
    let systems = names
        .iter()
        .enumerate()
        .map(|(s, n)| {
            let drift = summary.drift_mev_per_atom(s);
            SystemResult {
                name: n.to_string(),
                atoms: summary.atoms[s],
                drift_short_mev_per_atom: short.drift_mev_per_atom(s),
                drift_mev_per_atom: drift,
                max_deviation_mev_per_atom: summary.max_deviation_mev_per_atom(s),
                mean_temperature_k: summary.mean_temperature(s),
                max_force_ev_per_a: summary.max_force(s),
                pass: drift.abs() <= DRIFT_BAR_MEV_PER_ATOM,
            }
        })
        .collect();
    let series = (0..names.len())
        .map(|s| {
            let e = summary.total_energy(s);
            let n = summary.atoms[s] as f64;
            summary.records.iter().zip(&e).map(|(r, x)| (r.time_fs * 1e-3, 1e3 * (x - e[0]) / n)).collect()
        })
        .collect();
    Ok(BackendResult {
        backend: name,
        plan,
        systems,
        error: None,
        steps_per_s: summary.steps_per_s(),
        ns_per_day: summary.ns_per_day(),
        list_builds: summary.list_builds,
        series,
    })
}

/// The Markdown report.
pub fn markdown(results: &[BackendResult]) -> String {
    let mut out = String::from("# mlff validate-md\n\n");
    if let Some(r) = results.first() {
        let p = r.plan;
        out += &format!(
            "NVE (velocity Verlet), dt = {} fs, {} steps ({} ps; the short run is the first {} steps), Maxwell–Boltzmann start at {} K (seed {}), skin {} Å. \
             Drift = least-squares slope of the total energy × duration, per atom. Bar: |drift| ≤ {DRIFT_BAR_MEV_PER_ATOM} meV/atom over the run.\n\n",
            p.dt,
            p.steps,
            p.steps as f64 * p.dt * 1e-3,
            p.short,
            p.temperature,
            p.seed,
            p.skin
        );
    }
    for r in results {
        out += &format!("## {}\n\n", r.backend);
        if let Some(e) = &r.error {
            out += &format!("**FAILED**: {e}\n\n");
            continue;
        }
        out += &format!("{:.0} steps/s ({:.2} ns/day) for the four systems as one batch; {} neighbour-list builds.\n\n", r.steps_per_s, r.ns_per_day, r.list_builds);
        out += "| system | atoms | drift short (meV/atom) | drift (meV/atom) | max \\|E−E₀\\| (meV/atom) | mean T (K) | max \\|F\\| (eV/Å) | pass |\n|---|---:|---:|---:|---:|---:|---:|---|\n";
        for s in &r.systems {
            out += &format!(
                "| {} | {} | {:+.4} | {:+.4} | {:.4} | {:.1} | {:.2} | {} |\n",
                s.name,
                s.atoms,
                s.drift_short_mev_per_atom,
                s.drift_mev_per_atom,
                s.max_deviation_mev_per_atom,
                s.mean_temperature_k,
                s.max_force_ev_per_a,
                if s.pass { "yes" } else { "**no**" }
            );
        }
        out += "\n";
    }
    out
}

/// A file-name-safe form of a backend name.
pub fn slug(name: &str) -> String {
    let s: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '_' }).collect();
    s.split('_').filter(|p| !p.is_empty()).take(3).collect::<Vec<_>>().join("_")
}

/// SVG plot of E(t) - E(0) per atom against time, one line per system.
pub fn plot(result: &BackendResult, path: &Path) -> Result<()> {
    let err = |e: String| Error::Invalid(format!("{}: plot: {e}", path.display()));
    let t_max = result.series.iter().flat_map(|s| s.iter().map(|p| p.0)).fold(0.0, f64::max).max(1e-6);
    let y = result.series.iter().flat_map(|s| s.iter().map(|p| p.1.abs())).fold(0.0, f64::max).max(1e-4) * 1.1;
    let root = SVGBackend::new(path, (800, 480)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| err(e.to_string()))?;
    let mut chart = ChartBuilder::on(&root)
        .caption(format!("NVE total energy, {}", result.backend), ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(0.0..t_max, -y..y)
        .map_err(|e| err(e.to_string()))?;
    chart.configure_mesh().x_desc("time (ps)").y_desc("E(t) − E(0) (meV/atom)").draw().map_err(|e| err(e.to_string()))?;
    for (i, (s, series)) in result.systems.iter().zip(&result.series).enumerate() {
        let color = Palette99::pick(i).to_rgba();
        chart
            .draw_series(LineSeries::new(series.iter().copied(), color.stroke_width(1)))
            .map_err(|e| err(e.to_string()))?
            .label(s.name.clone())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 16, y)], color));
    }
    chart.configure_series_labels().background_style(WHITE.mix(0.8)).border_style(BLACK).draw().map_err(|e| err(e.to_string()))?;
    root.present().map_err(|e| err(e.to_string()))?;
    Ok(())
}

/// Write `validate_md.json`, `validate_md.md` and one `validate_md_<backend>.svg` per backend into
/// `dir`; returns the paths written.
pub fn write_report(results: &[BackendResult], dir: &Path) -> Result<Vec<PathBuf>> {
    let io = |p: &Path, e: std::io::Error| Error::Invalid(format!("{}: {e}", p.display()));
    std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
    let json = dir.join("validate_md.json");
    std::fs::write(&json, serde_json::to_string_pretty(results).expect("serialisable")).map_err(|e| io(&json, e))?;
    let md = dir.join("validate_md.md");
    std::fs::write(&md, markdown(results)).map_err(|e| io(&md, e))?;
    let mut written = vec![json, md];
    for r in results.iter().filter(|r| r.error.is_none()) {
        let svg = dir.join(format!("validate_md_{}.svg", slug(&r.backend)));
        plot(r, &svg)?;
        written.push(svg);
    }
    Ok(written)
}
