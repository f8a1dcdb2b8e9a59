//! `mlff bench`: the command's arguments and its body (main.rs only parses and calls [`bench`]).
//!
//! For each backend and case: warm-up calls, then timed calls (wall time of `Calculator::compute`,
//! energy + forces, everything included), the bytes in use after each (leak check), a short
//! profiled pass (neighbour-list share; the whole breakdown with `--profile`) and one call with
//! memory tracking (peak). Results go to the terminal and, on request, to JSON, Markdown and SVG.
use std::path::{Path, PathBuf};
use std::time::Instant;

use mlff::backend::{Backend, Precision};
use mlff::bench::memory::{check_leak, Tolerance};
use mlff::bench::peer::PeerFile;
use mlff::bench::plot::write_svgs;
use mlff::bench::report::{self, BenchFile, CaseResult, MemoryReport, ProfileReport, Run};
use mlff::bench::Stats;
use mlff::io::extxyz::read_extxyz;
use mlff::md::MdBackend;
use mlff::model::random::{random_model, ModelSpec};
use mlff::{structures, BackendKind, Batch, Calculator, Error, Model, Request, Result, System};

use crate::cli::numbers;

/// Water boxes of the scaling study: n³ molecules, 3n³ atoms (24 … 192 000).
pub const SCALING_WATER_SIDES: [usize; 13] = [2, 3, 4, 6, 8, 12, 16, 20, 24, 28, 32, 36, 40];
/// Batch sizes of benzenes in the scaling study.
pub const SCALING_BATCHES: [usize; 7] = [1, 4, 16, 64, 256, 1024, 4096];

/// Arguments of `mlff bench`.
#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// Model file; default: a built-in random PaiNN with the peer benchmark's shape (F=128, 3
    /// interactions, 20 Gaussians, 5 Å cosine cutoff).
    #[arg(long, short)]
    pub model: Option<PathBuf>,
    /// Where to run; repeat for several backends (e.g. --backend cuda --backend wgpu).
    #[arg(long = "backend", default_values = ["auto"], value_parser = numbers::backend())]
    pub backends: Vec<BackendKind>,
    /// Arithmetic precision: f32 or f64 on the CPU; tf32 or bf16 on CUDA (the GPUs run f32
    /// otherwise).
    #[arg(long, default_value = "f32", value_parser = numbers::precision())]
    pub precision: Precision,
    /// Cases: benzene, ethanol, water, benzene_xN (N copies in one batch), water_N (a periodic
    /// box of N atoms, N = 3n³), or an extxyz file (all frames in one batch). Default: benzene,
    /// benzene_x1024, water_1536, water_12288 (none with --from, unless given).
    #[arg(long = "case")]
    pub cases: Vec<String>,
    /// Add the scaling study: water boxes of 24 to 192 000 atoms (up to --max-atoms; the sweep
    /// stops at the first size that fails, e.g. out of memory) and batches of 1 to 4 096 benzenes.
    #[arg(long)]
    pub scaling: bool,
    /// Largest case of the scaling study (atoms, at most 10 000 000).
    #[arg(long, default_value_t = 200_000, value_parser = numbers::max_atoms())]
    pub max_atoms: usize,
    /// Untimed calls first (at most 1 000 000).
    #[arg(long, default_value_t = 10, value_parser = numbers::warmup())]
    pub warmup: usize,
    /// Timed calls per case (1 to 1 000 000).
    #[arg(long, default_value_t = 50, value_parser = numbers::reps())]
    pub reps: u64,
    /// Stop a case's warm-up and timed calls after this many seconds (at least 3 timed calls);
    /// 0: no limit (at most 1 000 000).
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true, value_name = "S", value_parser = numbers::seconds)]
    pub time_limit: f64,
    /// Also compute stress for periodic cases.
    #[arg(long)]
    pub stress: bool,
    /// Print (and record) the per-stage breakdown: the timed calls run again with a device
    /// synchronisation after every stage.
    #[arg(long)]
    pub profile: bool,
    /// Memory growth over a case's timed calls accepted by the leak check (MiB) ...
    #[arg(long, default_value_t = 4.0, allow_negative_numbers = true, value_name = "MIB", value_parser = numbers::tolerance)]
    pub leak_tolerance_mib: f64,
    /// ... or this percentage of the starting level, whichever is larger.
    #[arg(long, default_value_t = 2.0, allow_negative_numbers = true, value_name = "PCT", value_parser = numbers::tolerance)]
    pub leak_tolerance_pct: f64,
    /// Write the results as JSON.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Write a Markdown report.
    #[arg(long, value_name = "FILE")]
    pub report: Option<PathBuf>,
    /// Write SVG plots (latency and µs/atom against atoms, per backend) into this directory.
    #[arg(long, value_name = "DIR")]
    pub svg: Option<PathBuf>,
    /// Load runs from earlier JSON files (repeatable) and report them with this run's, if any.
    #[arg(long = "from", value_name = "FILE")]
    pub from: Vec<PathBuf>,
    /// The peer's results to set side by side in the report and plots (repeatable): the JSON of
    /// tools/compare_peer_gpu.py (GPU runs) or the output of tools/bench_peer_cpu.py (CPU runs).
    #[arg(long = "peer", value_name = "FILE")]
    pub peers: Vec<PathBuf>,
    /// Compare medians with an earlier JSON; exit 1 when a case is slower by more than --threshold.
    #[arg(long, value_name = "FILE")]
    pub baseline: Option<PathBuf>,
    /// Slowdown (percent) that --baseline flags.
    #[arg(long, default_value_t = 10.0, allow_negative_numbers = true, value_name = "PCT", value_parser = numbers::tolerance)]
    pub threshold: f64,
}

/// A case ready to run.
struct Case {
    name: String,
    family: &'static str,
    batch: Batch,
}

fn family(name: &str) -> &'static str {
    if Path::new(name).is_file() {
        "file"
    } else if name.starts_with("benzene_x") {
        "benzene batch"
    } else if name.starts_with("water_") {
        "water box"
    } else if matches!(name, "benzene" | "ethanol" | "water") {
        "molecule"
    } else {
        "file"
    }
}

/// The systems of a case, by name or file.
pub fn case_systems(name: &str) -> Result<Vec<System>> {
    // An existing file wins over a built-in name (a file may be called water_box.xyz).
    if Path::new(name).is_file() {
        return Ok(read_extxyz(Path::new(name))?.into_iter().map(|f| f.system).collect());
    }
    if let Some(n) = name.strip_prefix("benzene_x") {
        let n: usize = n.parse().map_err(|_| Error::Invalid(format!("bad case '{name}': benzene_xN needs a number")))?;
        if n == 0 || n > numbers::MAX_RUN_ATOMS / 12 {
            return Err(Error::Invalid(format!("bad case '{name}': N must be 1 to {}", numbers::MAX_RUN_ATOMS / 12)));
        }
        return Ok(vec![structures::benzene(); n]);
    }
    if let Some(n) = name.strip_prefix("water_") {
        let atoms: usize = n.parse().map_err(|_| Error::Invalid(format!("bad case '{name}': water_N needs a number")))?;
        if atoms > numbers::MAX_RUN_ATOMS {
            return Err(Error::Invalid(format!("bad case '{name}': N must be at most {}", numbers::MAX_RUN_ATOMS)));
        }
        let side = ((atoms / 3) as f64).cbrt().round() as usize;
        if 3 * side * side * side != atoms || side == 0 {
            return Err(Error::Invalid(format!("bad case '{name}': N must be 3n³ (192, 1536, 12288, 41472, ...)")));
        }
        return Ok(vec![structures::water_box(side)]);
    }
    match name {
        "benzene" => Ok(vec![structures::benzene()]),
        "ethanol" => Ok(vec![structures::ethanol()]),
        "water" => Ok(vec![structures::water()]),
        path => Ok(read_extxyz(Path::new(path))?.into_iter().map(|f| f.system).collect()),
    }
}

/// The case names to run: those given (or the defaults) then the scaling study.
fn case_names(args: &BenchArgs) -> Vec<String> {
    let mut names = args.cases.clone();
    if names.is_empty() && !args.scaling && args.from.is_empty() {
        names = ["benzene", "benzene_x1024", "water_1536", "water_12288"].map(String::from).to_vec();
    }
    if args.scaling {
        // Batches first: the water sweep ends at the largest box, where a device may give up.
        for b in SCALING_BATCHES.into_iter().filter(|b| 12 * b <= args.max_atoms) {
            names.push(format!("benzene_x{b}"));
        }
        for n in SCALING_WATER_SIDES.into_iter().filter(|n| 3 * n * n * n <= args.max_atoms) {
            names.push(format!("water_{}", 3 * n * n * n));
        }
    }
    let mut seen = std::collections::HashSet::new();
    names.retain(|n| seen.insert(n.clone()));
    names
}

/// The host in words: CPU model and logical CPUs.
fn host() -> String {
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|t| t.lines().find(|l| l.starts_with("model name")).and_then(|l| l.split(':').nth(1)).map(|s| s.trim().to_string()))
        .unwrap_or_else(|| std::env::consts::ARCH.to_string());
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!("{model}, {cpus} logical CPUs")
}

/// The command line as typed (arguments with spaces quoted).
fn command_line() -> String {
    let mut args = std::env::args();
    let prog = args.next().map(|p| Path::new(&p).file_name().map_or(p.clone(), |f| f.to_string_lossy().into_owned())).unwrap_or_default();
    std::iter::once(prog).chain(args.map(|a| if a.contains(' ') { format!("'{a}'") } else { a })).collect::<Vec<_>>().join(" ")
}

fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_else(|| "panic".into())
}

/// Whether a case ended the run: a panic leaves the device in an unknown state.
enum Outcome {
    Done(Box<CaseResult>),
    Failed(String),
    Panicked(String),
}

type Calc = Calculator<Box<dyn MdBackend>>;

/// One call, a panic caught (a device that runs out of memory may panic inside the runtime).
fn call(calc: &mut Calc, batch: &Batch, request: Request) -> std::result::Result<mlff::Results, Outcome> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| calc.compute(batch, request))) {
        Ok(Ok(r)) => Ok(r),
        Ok(Err(e)) => Err(Outcome::Failed(e.to_string())),
        Err(p) => Err(Outcome::Panicked(panic_message(&*p))),
    }
}

fn run_case(calc: &mut Calc, case: &Case, args: &BenchArgs, request: Request, tolerance: Tolerance) -> Outcome {
    let limit = (args.time_limit > 0.0).then_some(args.time_limit);
    let over = |t: Instant, done: usize, min: usize| limit.is_some_and(|l| done >= min && t.elapsed().as_secs_f64() > l);
    let start = Instant::now();
    for i in 0..args.warmup {
        if let Err(o) = call(calc, &case.batch, request) {
            return o;
        }
        if over(start, i + 1, 1) {
            break;
        }
    }
    let mut samples = Vec::with_capacity(args.reps as usize);
    let mut in_use = Vec::with_capacity(args.reps as usize);
    let mut edges = 0;
    let start = Instant::now();
    for _ in 0..args.reps {
        let t = Instant::now();
        match call(calc, &case.batch, request) {
            Ok(r) => edges = r.n_edges,
            Err(o) => return o,
        }
        samples.push(t.elapsed().as_secs_f64() * 1e3);
        if let Some(m) = calc.backend_mut().memory() {
            in_use.push(m.in_use);
        }
        if over(start, samples.len(), 3) {
            break;
        }
    }
    // A profiled pass: the whole breakdown with --profile, else a few calls for the NL share.
    let profiled = if args.profile { samples.len() } else { samples.len().min(5) };
    calc.backend_mut().set_profiling(true);
    for _ in 0..profiled {
        if let Err(o) = call(calc, &case.batch, request) {
            calc.backend_mut().set_profiling(false);
            return o;
        }
    }
    let profile = calc.backend_mut().profile().map(|p| ProfileReport::from_profile(&p));
    calc.backend_mut().set_profiling(false);
    // One call with memory tracking for the peak.
    calc.backend_mut().track_memory(true);
    let tracked = call(calc, &case.batch, request);
    let memory = calc.backend_mut().memory();
    calc.backend_mut().track_memory(false);
    if let Err(o) = tracked {
        return o;
    }
    let s = Stats::from_samples(&samples);
    let (atoms, structures) = (case.batch.n_atoms(), case.batch.len());
    Outcome::Done(Box::new(CaseResult {
        case: case.name.clone(),
        family: case.family.into(),
        structures,
        atoms,
        edges,
        latency_ms: Some(s),
        structures_per_s: structures as f64 * 1e3 / s.median,
        atom_steps_per_s: atoms as f64 * 1e3 / s.median,
        us_per_atom: s.median * 1e3 / atoms.max(1) as f64,
        memory: memory.map(|m| MemoryReport {
            source: m.source.into(),
            peak_bytes: m.peak,
            reserved_bytes: m.reserved,
            leak: check_leak(&in_use, tolerance),
        }),
        nl_share: profile.as_ref().and_then(|p| p.nl_share()),
        profile: profile.filter(|_| args.profile),
        error: None,
    }))
}

fn failed(case: &Case, error: String) -> CaseResult {
    CaseResult {
        case: case.name.clone(),
        family: case.family.into(),
        structures: case.batch.len(),
        atoms: case.batch.n_atoms(),
        edges: 0,
        latency_ms: None,
        structures_per_s: 0.0,
        atom_steps_per_s: 0.0,
        us_per_atom: 0.0,
        memory: None,
        nl_share: None,
        profile: None,
        error: Some(error),
    }
}

/// Run every case on one backend. Returns the run and the number of cases that failed. With
/// `--json`, the file is rewritten after every case (`earlier` runs first), so that a process
/// killed on a large case keeps what it measured.
fn run_backend(
    model: &Model, model_desc: &str, kind: BackendKind, cases: &[Case], args: &BenchArgs, earlier: &[Run],
) -> Result<(Run, usize)> {
    let backend = mlff::open(kind, model, args.precision, None)?;
    let mut calc = Calculator::new(model.clone(), backend);
    let name = calc.backend_name();
    let kind_word = name.split([':', ' ']).next().unwrap_or("?").to_string();
    let request = Request { forces: true, stress: args.stress };
    let tolerance = Tolerance { bytes: (args.leak_tolerance_mib * (1u64 << 20) as f64) as u64, relative: args.leak_tolerance_pct / 100.0 };
    println!(
        "mlff bench on {name}: {} warm-up + {} timed calls per case{}, energy + forces{}",
        args.warmup,
        args.reps,
        if args.time_limit > 0.0 { format!(" (at most {} s)", args.time_limit) } else { String::new() },
        if args.stress { " + stress" } else { "" }
    );
    let mut run = Run {
        backend: name,
        kind: kind_word,
        host: host(),
        command: command_line(),
        model: model_desc.into(),
        warmup: args.warmup,
        reps: args.reps as usize,
        request: if args.stress { "energy + forces + stress".into() } else { "energy + forces".into() },
        started_unix_s: std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs()),
        cases: Vec::new(),
    };
    let mut broken_families: Vec<&str> = Vec::new();
    let mut failures = 0;
    for case in cases {
        if broken_families.contains(&case.family) && (case.family == "water box" || case.family == "benzene batch") {
            continue; // a larger size of a family that already failed
        }
        let t = Instant::now();
        let result = match run_case(&mut calc, case, args, request, tolerance) {
            Outcome::Done(r) => *r,
            Outcome::Failed(e) => {
                failures += 1;
                broken_families.push(case.family);
                failed(case, e)
            }
            Outcome::Panicked(e) => {
                failures += 1;
                run.cases.push(failed(case, format!("panicked: {e}")));
                eprintln!("mlff bench: {} panicked on {}; the remaining cases of this backend are skipped", run.backend, case.name);
                break;
            }
        };
        match &result.latency_ms {
            Some(s) => eprintln!("  {:<16} {:>7} atoms: median {:.3} ms ({} calls, {:.1} s)", case.name, result.atoms, s.median, s.n, t.elapsed().as_secs_f64()),
            None => eprintln!("  {:<16} {:>7} atoms: failed: {}", case.name, result.atoms, result.error.as_deref().unwrap_or("?")),
        }
        run.cases.push(result);
        if let Some(path) = &args.json {
            BenchFile::new(earlier.iter().cloned().chain([run.clone()]).collect()).save(path)?;
        }
    }
    print!("{}", report::table(&run));
    if args.profile {
        for c in &run.cases {
            match report::profile_text(c) {
                Some(t) => print!("{t}"),
                None if c.latency_ms.is_some() => println!("  {}: this backend has no per-stage profile", c.case),
                None => {}
            }
        }
    }
    Ok((run, failures))
}

/// `mlff bench`.
pub fn bench(args: &BenchArgs) -> Result<()> {
    for (flag, v) in [("--threshold", args.threshold), ("--leak-tolerance-mib", args.leak_tolerance_mib), ("--leak-tolerance-pct", args.leak_tolerance_pct), ("--time-limit", args.time_limit)] {
        if !(v.is_finite() && v >= 0.0) {
            return Err(Error::Invalid(format!("{flag} {v}: expected a number >= 0")));
        }
    }
    // Everything read first, so that bad input fails before any work.
    let mut runs: Vec<Run> = Vec::new();
    for f in &args.from {
        runs.extend(BenchFile::load(f)?.runs);
    }
    let peers = args.peers.iter().map(|p| PeerFile::load(p)).collect::<Result<Vec<_>>>()?;
    let baseline = args.baseline.as_deref().map(BenchFile::load).transpose()?;
    for out in [&args.json, &args.report].into_iter().flatten() {
        if let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty() && !d.is_dir()) {
            return Err(Error::Invalid(format!("{}: directory {} does not exist", out.display(), dir.display())));
        }
    }
    let names = case_names(args);
    let mut cases = Vec::with_capacity(names.len());
    for name in &names {
        let batch = Batch::new(case_systems(name)?).map_err(|e| Error::Invalid(format!("case {name}: {e}")))?;
        cases.push(Case { name: name.clone(), family: family(name), batch });
    }
    let mut failures = 0;
    if !cases.is_empty() {
        let (model, desc) = match &args.model {
            Some(p) => (Model::load(p)?, p.display().to_string()),
            None => (
                random_model(ModelSpec { features: 128, layers: 3, n_rbf: 20, cutoff: 5.0, ..Default::default() }, 2026),
                "built-in random PaiNN (F=128, 3 interactions, 20 Gaussians, 5 Å)".to_string(),
            ),
        };
        if model.config.random_weights {
            eprintln!("mlff: warning: {desc}: this model's weights are random (timings hold for any weights of its shape; its energies mean nothing)");
        }
        if let Some(c) = cases.iter().find(|c| c.batch.systems.iter().any(|s| s.numbers.iter().any(|&z| !model.supports(z)))) {
            return Err(Error::Invalid(format!("case {}: the model does not support all of its elements", c.name)));
        }
        for &kind in &args.backends {
            let (run, failed) = run_backend(&model, &desc, kind, &cases, args, &runs)?;
            failures += failed;
            runs.push(run);
        }
    }
    for p in &peers {
        print!("{}", mlff::bench::peer::markdown(&runs, p));
    }
    if let Some(path) = &args.json {
        BenchFile::new(runs.clone()).save(path)?;
        eprintln!("mlff bench: results -> {}", path.display());
    }
    if let Some(path) = &args.report {
        std::fs::write(path, report::markdown(&runs, &peers, &command_line())).map_err(|e| Error::io(path, e))?;
        eprintln!("mlff bench: report -> {}", path.display());
    }
    if let Some(dir) = &args.svg {
        for p in write_svgs(&runs, &peers, dir)? {
            eprintln!("mlff bench: plot -> {}", p.display());
        }
    }
    if let Some(base) = &baseline {
        let cmp = report::compare(&runs, base, args.threshold / 100.0);
        println!("against {}: {} case(s) compared, threshold +{}%", args.baseline.as_ref().unwrap().display(), cmp.len(), args.threshold);
        for c in &cmp {
            println!(
                "  {:<6} {:<16} {:>10.3} -> {:>10.3} ms {:>+7.1}%{}",
                c.kind,
                c.case,
                c.baseline_ms,
                c.current_ms,
                100.0 * c.change,
                if c.regression { "  SLOWER" } else { "" }
            );
        }
        let slower = cmp.iter().filter(|c| c.regression).count();
        if slower > 0 {
            return Err(Error::Invalid(format!("{slower} case(s) slower than the baseline by more than {}%", args.threshold)));
        }
    }
    let expected_end = args.scaling && failures > 0;
    if failures > 0 && !expected_end {
        return Err(Error::Invalid(format!("{failures} case(s) failed")));
    }
    Ok(())
}
