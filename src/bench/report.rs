//! What a benchmark run measured, and the ways it is shown: JSON (the record, read back by
//! `--from` and `--baseline`), the terminal table, the Markdown report, and the comparison with
//! an earlier run.
//!
//! Latencies are in milliseconds, memory in bytes, throughput per second of wall time.
use serde::{Deserialize, Serialize};

use super::memory::LeakCheck;
use super::peer::PeerFile;
use super::Stats;
use crate::backend::Profile;
use crate::error::{Error, Result};

/// The `format` tag of the JSON files this version writes.
pub const FORMAT: &str = "mlff-bench/1";

/// One JSON file: one or more runs (one per backend).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BenchFile {
    /// Always [`FORMAT`].
    pub format: String,
    /// The mlff version that wrote it.
    pub mlff: String,
    /// Runs, one per backend.
    pub runs: Vec<Run>,
}

impl BenchFile {
    /// Wrap runs of this mlff version.
    pub fn new(runs: Vec<Run>) -> Self {
        BenchFile { format: FORMAT.into(), mlff: env!("CARGO_PKG_VERSION").into(), runs }
    }

    /// Read a file written by [`BenchFile::save`].
    pub fn load(path: &std::path::Path) -> Result<Self> {
        let text = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
        let file: BenchFile = serde_json::from_str(&text)
            .map_err(|e| Error::Invalid(format!("{}: not an mlff bench JSON file: {e}", path.display())))?;
        if file.format != FORMAT {
            return Err(Error::Invalid(format!("{}: format '{}', expected '{FORMAT}'", path.display(), file.format)));
        }
        Ok(file)
    }

    /// Write as pretty JSON.
    pub fn save(&self, path: &std::path::Path) -> Result<()> {
        let text = serde_json::to_string_pretty(self).expect("bench results serialise");
        std::fs::write(path, text + "\n").map_err(|e| Error::io(path, e))
    }
}

/// One backend's run over a list of cases.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Run {
    /// The backend's name ("cuda:0 NVIDIA H100 80GB HBM3 (discrete GPU, f32)", "cpu (f32, 2 threads)").
    pub backend: String,
    /// "cpu", "cuda" or "wgpu".
    pub kind: String,
    /// The host: CPU model and logical CPUs.
    pub host: String,
    /// The command line that produced the run.
    pub command: String,
    /// The model (file, or a description of the built-in one).
    pub model: String,
    /// Untimed calls before each case.
    pub warmup: usize,
    /// Timed calls asked for per case (fewer when a time limit stopped a case early; each
    /// case's latency statistics give the count).
    pub reps: usize,
    /// What each call computed.
    pub request: String,
    /// Seconds since the Unix epoch when the run started.
    pub started_unix_s: u64,
    /// The cases, in the order run.
    pub cases: Vec<CaseResult>,
}

/// One case of a run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CaseResult {
    /// The case as named on the command line ("benzene_x64", "water_12288", a file).
    pub case: String,
    /// "water box", "benzene batch", "molecule" or "file": cases of one family form a curve.
    pub family: String,
    /// Structures in the batch.
    pub structures: usize,
    /// Atoms in the batch.
    pub atoms: usize,
    /// Directed edges within the cutoff.
    pub edges: usize,
    /// Wall time per call (ms), neighbour list, upload and read-back included. `None` when the
    /// case failed.
    pub latency_ms: Option<Stats>,
    /// Structures per second at the median latency.
    pub structures_per_s: f64,
    /// Atoms × calls per second at the median latency.
    pub atom_steps_per_s: f64,
    /// Median latency per atom (µs).
    pub us_per_atom: f64,
    /// Memory, when the backend reports it.
    pub memory: Option<MemoryReport>,
    /// Share of the call spent in the neighbour list (from a profiled pass).
    pub nl_share: Option<f64>,
    /// The per-stage breakdown (`--profile`).
    pub profile: Option<ProfileReport>,
    /// Why the case failed (out of memory, index range, ...), if it did.
    pub error: Option<String>,
}

/// Memory of one case.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MemoryReport {
    /// What is measured (the backend's words).
    pub source: String,
    /// Peak bytes in use during one tracked call.
    pub peak_bytes: u64,
    /// Bytes the backend's pool held after the run.
    pub reserved_bytes: u64,
    /// Leak check over the bytes in use after each timed call.
    pub leak: Option<LeakCheck>,
}

/// Time of one stage or component per call.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StageTime {
    /// Stage or component name.
    pub name: String,
    /// Milliseconds per call.
    pub ms: f64,
    /// Fraction of the profiled call (0..1).
    pub share: f64,
}

/// A per-stage profile, summed into components, with the hot spots named.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProfileReport {
    /// Profiled calls.
    pub calls: usize,
    /// Milliseconds per profiled call (slower than an unprofiled one: the device synchronises
    /// after every stage).
    pub total_ms: f64,
    /// Stages, in execution order.
    pub stages: Vec<StageTime>,
    /// Components (neighbour list, radial basis, interaction k, mixing k, readout, backward, ...).
    pub components: Vec<StageTime>,
    /// The three most expensive stages, with their share.
    pub hot_spots: Vec<String>,
}

/// The component a profile stage belongs to.
pub fn component(stage: &str) -> String {
    let layer = stage.rfind("(layer ").map(|i| &stage[i + 7..stage.len() - 1]);
    match stage {
        "upload" | "read-back" => "transfers (upload, read-back)".into(),
        "neighbour list" => "neighbour list".into(),
        "edge geometry" => "radial basis and cutoff".into(),
        crate::md::INTEGRATION_STAGE => "integration".into(),
        s if s.starts_with("forward: mixing") => format!("mixing {}", layer.unwrap_or("")),
        s if s.starts_with("forward: ") => format!("interaction {} (context MLP, filters, message)", layer.unwrap_or("")),
        "readout" => "readout".into(),
        s if s.starts_with("backward") || s == "forces and virial" => "backward (all layers), forces, virial".into(),
        s => s.into(),
    }
}

impl ProfileReport {
    /// Summarise an accumulated profile.
    pub fn from_profile(p: &Profile) -> Self {
        let calls = p.calls.max(1);
        let total: f64 = p.stages.iter().map(|(_, t)| t).sum();
        let share = |t: f64| if total > 0.0 { t / total } else { 0.0 };
        let stages: Vec<StageTime> =
            p.stages.iter().map(|(s, t)| StageTime { name: s.to_string(), ms: t * 1e3 / calls as f64, share: share(*t) }).collect();
        let mut components: Vec<StageTime> = Vec::new();
        for st in &stages {
            let name = component(&st.name);
            match components.iter_mut().find(|c| c.name == name) {
                Some(c) => {
                    c.ms += st.ms;
                    c.share += st.share;
                }
                None => components.push(StageTime { name, ..st.clone() }),
            }
        }
        let mut hot: Vec<&StageTime> = stages.iter().collect();
        hot.sort_by(|a, b| b.ms.total_cmp(&a.ms));
        let hot_spots = hot.iter().take(3).map(|s| format!("{} ({:.0} %)", s.name, 100.0 * s.share)).collect();
        ProfileReport { calls: p.calls, total_ms: total * 1e3 / calls as f64, stages, components, hot_spots }
    }

    /// Stages, components and hot spots as indented text lines.
    pub fn breakdown(&self) -> String {
        let mut out = String::new();
        for s in &self.stages {
            out += &format!("    {:<34} {:>9.3} ms {:>5.1} %\n", s.name, s.ms, 100.0 * s.share);
        }
        out += "  by component:\n";
        for s in &self.components {
            out += &format!("    {:<50} {:>9.3} ms {:>5.1} %\n", s.name, s.ms, 100.0 * s.share);
        }
        out += &format!("  hot spots: {}\n", self.hot_spots.join(", "));
        out
    }

    /// The neighbour list's share of the call, if it is a stage.
    pub fn nl_share(&self) -> Option<f64> {
        self.stages.iter().find(|s| s.name == "neighbour list").map(|s| s.share)
    }
}

/// Bytes as MiB or GiB.
pub fn fmt_bytes(b: u64) -> String {
    let mib = b as f64 / (1u64 << 20) as f64;
    if mib >= 1024.0 {
        format!("{:.2} GiB", mib / 1024.0)
    } else {
        format!("{mib:.1} MiB")
    }
}

/// A number in engineering style: 1.23e6 → "1.23 M".
fn fmt_rate(x: f64) -> String {
    let (v, s) = if x >= 1e9 {
        (x / 1e9, " G")
    } else if x >= 1e6 {
        (x / 1e6, " M")
    } else if x >= 1e3 {
        (x / 1e3, " k")
    } else {
        (x, "")
    };
    format!("{v:.3}{s}")
}

fn leak_word(m: &MemoryReport) -> String {
    match &m.leak {
        Some(l) if l.leak => format!("LEAK +{}", fmt_bytes(l.delta.max(0) as u64)),
        Some(l) => format!("ok ({:+.1} KiB)", l.delta as f64 / 1024.0),
        None => "–".into(),
    }
}

/// The terminal table of a run.
pub fn table(run: &Run) -> String {
    let mut out = format!(
        "{:<16} {:>7} {:>9} {:>9} {:>9} {:>8} {:>9} {:>9} {:>9} {:>9} {:>8} {:>10} {:>11} {:>10} {:>5}  {}\n",
        "case", "atoms", "edges", "median", "mean", "std", "p95", "p99", "min", "max", "us/atom", "struct/s", "atom-step/s", "peak mem", "NL%", "leak"
    );
    for c in &run.cases {
        match (&c.latency_ms, &c.error) {
            (Some(s), _) => {
                out += &format!(
                    "{:<16} {:>7} {:>9} {:>9.3} {:>9.3} {:>8.3} {:>9.3} {:>9.3} {:>9.3} {:>9.3} {:>8.3} {:>10} {:>11} {:>10} {:>5}  {}\n",
                    c.case,
                    c.atoms,
                    c.edges,
                    s.median,
                    s.mean,
                    s.std,
                    s.p95,
                    s.p99,
                    s.min,
                    s.max,
                    c.us_per_atom,
                    fmt_rate(c.structures_per_s),
                    fmt_rate(c.atom_steps_per_s),
                    c.memory.as_ref().map_or("–".into(), |m| fmt_bytes(m.peak_bytes)),
                    c.nl_share.map_or("–".into(), |s| format!("{:.1}", 100.0 * s)),
                    c.memory.as_ref().map_or("–".into(), leak_word),
                );
            }
            (None, e) => out += &format!("{:<16} {:>7} failed: {}\n", c.case, c.atoms, e.as_deref().unwrap_or("?")),
        }
    }
    out += "(times in ms per call)\n";
    out
}

/// The profile of a case as text lines (terminal and Markdown use the same numbers).
pub fn profile_text(c: &CaseResult) -> Option<String> {
    let p = c.profile.as_ref()?;
    Some(format!("  profile of {} ({} calls, {:.3} ms per profiled call):\n{}", c.case, p.calls, p.total_ms, p.breakdown()))
}

/// Where a family of cases turns from latency-bound to throughput-bound: the largest case whose
/// median latency is within 2× the smallest case's, and the µs per atom at the largest case.
/// `None` with fewer than three sizes.
pub fn turning_point(cases: &[&CaseResult]) -> Option<(usize, usize, f64)> {
    let mut ok: Vec<&&CaseResult> = cases.iter().filter(|c| c.latency_ms.is_some()).collect();
    ok.sort_by_key(|c| c.atoms);
    if ok.len() < 3 {
        return None;
    }
    let base = ok[0].latency_ms.unwrap().median;
    let flat = ok.iter().take_while(|c| c.latency_ms.unwrap().median <= 2.0 * base).last()?;
    let largest = ok.last()?;
    Some((ok[0].atoms, flat.atoms, largest.us_per_atom))
}

/// The first run of each backend kind, in order: what the side-by-side table and the plots show
/// when several runs of one backend (a scaling study, a profile, a long leak check) are reported
/// together.
pub fn first_per_kind(runs: &[Run]) -> Vec<&Run> {
    let mut out: Vec<&Run> = Vec::new();
    for r in runs {
        if !out.iter().any(|o| o.kind == r.kind) {
            out.push(r);
        }
    }
    out
}

/// Families present in a run, in first-seen order.
pub fn families(run: &Run) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for c in &run.cases {
        if !out.contains(&c.family) {
            out.push(c.family.clone());
        }
    }
    out
}

/// The Markdown report of runs (and the peer, if given). `command` is the command line that
/// wrote the report.
pub fn markdown(runs: &[Run], peers: &[PeerFile], command: &str) -> String {
    let mut md = String::from("# mlff benchmark report\n\n");
    md += &format!("Written by `{command}` from the runs below; each run names the command that measured it.\n\n");
    md += "Latency is the wall time of one call (energy + forces; neighbour list, upload and read-back included), \
           after warm-up calls; a GPU call ends with its read-back, so it includes the device's whole work. \
           Throughput is taken at the median latency. Peak memory is the most in use during one tracked call \
           (GPU: the memory pool's buffers, sampled at every stage boundary; CPU: the process's peak resident set). \
           The leak check compares the bytes in use after the first and the last quarter of the timed calls. \
           NL share: the neighbour list's part of a profiled call.\n\n";
    for run in runs {
        md += &format!("## {} on {}\n\n", run.backend, run.host);
        md += &format!("`{}`\n\n", run.command);
        md += &format!("Model: {}; {} warm-up calls, up to {} timed calls per case; {}.\n\n", run.model, run.warmup, run.reps, run.request);
        md += "| case | atoms | edges | calls | median ms | mean | std | P95 | P99 | min | max | structures/s | atom-steps/s | µs/atom | peak memory | leak check | NL share |\n";
        md += "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|\n";
        for c in &run.cases {
            match &c.latency_ms {
                Some(s) => {
                    md += &format!(
                        "| {} | {} | {} | {} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {} | {} | {:.3} | {} | {} | {} |\n",
                        c.case,
                        c.atoms,
                        c.edges,
                        s.n,
                        s.median,
                        s.mean,
                        s.std,
                        s.p95,
                        s.p99,
                        s.min,
                        s.max,
                        fmt_rate(c.structures_per_s),
                        fmt_rate(c.atom_steps_per_s),
                        c.us_per_atom,
                        c.memory.as_ref().map_or("–".into(), |m| fmt_bytes(m.peak_bytes)),
                        c.memory.as_ref().map_or("–".into(), leak_word),
                        c.nl_share.map_or("–".into(), |s| format!("{:.1} %", 100.0 * s)),
                    );
                }
                None => {
                    md += &format!("| {} | {} | | | failed: {} | | | | | | | | | | | | |\n", c.case, c.atoms, c.error.as_deref().unwrap_or("?").replace('|', "/"))
                }
            }
        }
        md += "\n";
        for fam in families(run) {
            let cases: Vec<&CaseResult> = run.cases.iter().filter(|c| c.family == fam).collect();
            if let Some((smallest, flat, us)) = turning_point(&cases) {
                md += &format!(
                    "- {fam}: latency-bound up to about {flat} atoms (the median stays within 2× of the {smallest}-atom case's), \
                     throughput-bound beyond; {us:.3} µs/atom at the largest size.\n"
                );
            }
        }
let water_sizes = run.cases.iter().filter(|c| c.family == "water box").count();
        if let Some(largest) = run.cases.iter().filter(|c| c.family == "water box" && c.latency_ms.is_some() && water_sizes >= 3).max_by_key(|c| c.atoms) {
            md += &format!("- largest water box evaluated: {} atoms", largest.atoms);
            if let Some(f) = run.cases.iter().find(|c| c.family == "water box" && c.error.is_some()) {
                md += &format!("; {} atoms failed: {}", f.atoms, f.error.as_deref().unwrap_or("?"));
            }
            md += ".\n";
        }
        md += "\n";
        for c in &run.cases {
            if let Some(text) = profile_text(c) {
                md += &format!("Profile of {} ({} atoms):\n\n```\n{text}```\n\n", c.case, c.atoms);
            }
        }
    }
    for peer in peers {
        md += &super::peer::markdown(runs, peer);
    }
    md
}

/// One case compared with a baseline run.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// Backend kind.
    pub kind: String,
    /// Case name.
    pub case: String,
    /// Baseline median (ms).
    pub baseline_ms: f64,
    /// Current median (ms).
    pub current_ms: f64,
    /// current / baseline - 1 (0.15 = 15 % slower).
    pub change: f64,
    /// Slower by more than the threshold.
    pub regression: bool,
}

/// Compare the medians of `current` with those of `baseline`, case by case (runs matched by
/// backend kind). `threshold`: the accepted slowdown (0.1 = 10 %).
pub fn compare(current: &[Run], baseline: &BenchFile, threshold: f64) -> Vec<Comparison> {
    let mut out = Vec::new();
    for run in current {
        let Some(base) = baseline.runs.iter().find(|r| r.kind == run.kind) else { continue };
        for c in &run.cases {
            let Some(b) = base.cases.iter().find(|b| b.case == c.case) else { continue };
            let (Some(now), Some(then)) = (&c.latency_ms, &b.latency_ms) else { continue };
            let change = now.median / then.median - 1.0;
            out.push(Comparison {
                kind: run.kind.clone(),
                case: c.case.clone(),
                baseline_ms: then.median,
                current_ms: now.median,
                change,
                regression: change > threshold,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A case whose latencies are exactly `samples` (ms).
    fn case(name: &str, atoms: usize, samples: &[f64]) -> CaseResult {
        let s = Stats::from_samples(samples);
        CaseResult {
            case: name.into(),
            family: if name.starts_with("water_") { "water box".into() } else { "benzene batch".into() },
            structures: 1,
            atoms,
            edges: 10 * atoms,
            latency_ms: Some(s),
            structures_per_s: 1e3 / s.median,
            atom_steps_per_s: atoms as f64 * 1e3 / s.median,
            us_per_atom: s.median * 1e3 / atoms as f64,
            memory: Some(MemoryReport {
                source: "test".into(),
                peak_bytes: 3 << 30,
                reserved_bytes: 4 << 30,
                leak: crate::bench::memory::check_leak(&[5; 8], Default::default()),
            }),
            nl_share: Some(0.05),
            profile: None,
            error: None,
        }
    }

    fn run(kind: &str, cases: Vec<CaseResult>) -> Run {
        Run {
            backend: format!("{kind}:0 test device"),
            kind: kind.into(),
            host: "test host".into(),
            command: "mlff bench".into(),
            model: "m".into(),
            warmup: 1,
            reps: 100,
            request: "energy + forces".into(),
            started_unix_s: 0,
            cases,
        }
    }

    #[test]
    fn report_statistics_from_known_timings() {
        // 1..=100 ms: numpy gives median 50.5, P95 95.05, P99 99.01.
        let t: Vec<f64> = (1..=100).map(|x| x as f64).collect();
        let c = case("water_192", 192, &t);
        let s = c.latency_ms.unwrap();
        assert!((s.p95 - 95.05).abs() < 1e-12 && (s.p99 - 99.01).abs() < 1e-12 && (s.median - 50.5).abs() < 1e-12);
        let text = table(&run("cuda", vec![c.clone()]));
        assert!(text.contains("50.500") && text.contains("95.050") && text.contains("99.010"), "{text}");
        let md = markdown(&[run("cuda", vec![c])], &[], "mlff bench --from x.json");
        assert!(md.contains("| water_192 | 192 | 1920 | 100 | 50.500 |"), "{md}");
        assert!(md.contains("3.00 GiB"), "{md}");
    }

    #[test]
    fn json_round_trip() {
        let mut c = case("benzene_x4", 48, &[1.0, 2.0, 3.5]);
        c.profile = Some(ProfileReport::from_profile(&Profile {
            stages: vec![("neighbour list", 0.001), ("forward: message (layer 1)", 0.003)],
            calls: 2,
        }));
        let failed = CaseResult { latency_ms: None, memory: None, nl_share: None, error: Some("out of memory".into()), ..case("water_192000", 192_000, &[1.0]) };
        let file = BenchFile::new(vec![run("wgpu", vec![c, failed])]);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("b.json");
        file.save(&path).unwrap();
        assert_eq!(BenchFile::load(&path).unwrap(), file);
        std::fs::write(&path, "{\"format\": \"other\", \"mlff\": \"0\", \"runs\": []}").unwrap();
        assert!(BenchFile::load(&path).unwrap_err().to_string().contains("format"));
    }

    #[test]
    fn profile_components_and_hot_spots() {
        let p = ProfileReport::from_profile(&Profile {
            stages: vec![
                ("neighbour list", 1.0),
                ("forward: context MLP (layer 1)", 1.0),
                ("forward: message (layer 1)", 2.0),
                ("forward: mixing (layer 1)", 1.0),
                ("backward: message (layer 1)", 5.0),
            ],
            calls: 10,
        });
        assert!((p.total_ms - 1000.0).abs() < 1e-9);
        assert_eq!(p.nl_share(), Some(0.1));
        let names: Vec<&str> = p.components.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["neighbour list", "interaction 1 (context MLP, filters, message)", "mixing 1", "backward (all layers), forces, virial"]);
        assert!((p.components[1].share - 0.3).abs() < 1e-12);
        assert_eq!(p.hot_spots[0], "backward: message (layer 1) (50 %)");
    }

    #[test]
    fn baseline_flags_a_slowdown() {
        let base = BenchFile::new(vec![run("cuda", vec![case("benzene_x1", 12, &[1.0]), case("water_192", 192, &[10.0])])]);
        let now = vec![run("cuda", vec![case("benzene_x1", 12, &[1.25]), case("water_192", 192, &[10.5]), case("water_1536", 1536, &[20.0])])];
        let cmp = compare(&now, &base, 0.10);
        assert_eq!(cmp.len(), 2, "only cases in both are compared");
        assert!(cmp[0].regression && (cmp[0].change - 0.25).abs() < 1e-12);
        assert!(!cmp[1].regression, "5 % is within a 10 % threshold");
        assert!(compare(&[run("wgpu", vec![case("benzene_x1", 12, &[9.0])])], &base, 0.1).is_empty(), "runs match by backend");
    }

    #[test]
    fn turning_point_of_a_family() {
        let cs = [case("benzene_x1", 12, &[1.0]), case("benzene_x16", 192, &[1.1]), case("benzene_x256", 3072, &[1.9]), case("benzene_x4096", 49152, &[20.0])];
        let refs: Vec<&CaseResult> = cs.iter().collect();
        let (smallest, flat, _) = turning_point(&refs).unwrap();
        assert_eq!((smallest, flat), (12, 3072));
    }
}
