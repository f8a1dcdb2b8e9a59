//! The `mlff` command line: a thin layer over the library.
//!
//! Every error is printed on one line (`mlff: error: ...`) with a non-zero exit status, and no
//! output file is left behind.
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};

use mlff::backend::{self, Backend, Precision};
use mlff::io::extxyz::{read_extxyz, read_extxyz_with_lines, write_extxyz, Frame};
use mlff::io::output::{check_distinct, check_writable, Output};
use mlff::md::MdBackend;
use mlff::model::random::{random_model, ModelSpec};
use mlff::{structures, BackendKind, Batch, Calculator, Error, Model, Request, Result, System};

/// The command's own modules (the library knows nothing of the command line).
mod cli {
    pub mod bench;
    pub mod numbers;
}
use cli::numbers;

#[derive(Parser)]
#[command(name = "mlff", version, about = "Machine-learned interatomic potentials (PaiNN, SchNet) at hardware speed")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Energies, forces, stress (periodic systems) and per-atom energies for every frame of an
    /// extxyz file, written to a new extxyz file.
    Eval(EvalArgs),
    /// Backends compiled in and the devices they find; with --model, what a model file holds.
    Info(InfoArgs),
    /// Run every available backend on built-in structures and compare with the f64 CPU
    /// reference; exit non-zero when an error is beyond tolerance.
    Check(CheckArgs),
    /// Time energy + forces calls (neighbour list, upload and read-back included): latency
    /// statistics, throughput, memory and leak check, per-stage profile, scaling study, JSON /
    /// Markdown / SVG reports, comparison with a baseline run or the peer.
    Bench(cli::bench::BenchArgs),
    /// Be the force engine of an MD driver over the i-PI socket protocol (i-PI, ASE's
    /// SocketIOCalculator, LAMMPS fix ipi): connect, answer positions with energy, forces and
    /// virial in atomic units, until the server sends EXIT or closes the connection.
    Serve(ServeArgs),
    /// Molecular dynamics of every frame of an extxyz file (stepped together as one batch):
    /// NVE velocity Verlet, Langevin (BAOAB) or CSVR; trajectory, CSV log and a summary.
    Md(MdArgs),
    /// The NVE stability study (water, ethanol, benzene, alanine dipeptide at 0.5 fs) per
    /// backend: JSON + Markdown report and SVG plots; exit non-zero when a bar is missed.
    ValidateMd(ValidateMdArgs),
    /// Write the WGSL that cubecl generates for every kernel (one file per kernel variant) to DIR.
    ExportWgsl {
        /// Output directory (e.g. shaders/).
        dir: PathBuf,
    },
}

#[derive(clap::Args)]
struct EvalArgs {
    /// The model file (.safetensors).
    #[arg(long, short)]
    model: PathBuf,
    /// Input structures (extended XYZ, one or more frames).
    input: PathBuf,
    /// Output file (extended XYZ); written only when every frame succeeded (a FIFO, a device or
    /// `-`, standard output, directly).
    #[arg(long, short)]
    output: PathBuf,
    /// Where to run.
    #[arg(long, default_value = "auto", value_parser = numbers::backend())]
    backend: BackendKind,
    /// Arithmetic precision: f64 (the reference) or f32 on the CPU; tf32 or bf16 on CUDA.
    #[arg(long, default_value = "f64", value_parser = numbers::precision())]
    precision: Precision,
    /// Frames evaluated together in one batch.
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..))]
    batch_size: u32,
    /// Memory the neighbour pairs and features of a batch may need (GiB; default: what the host
    /// has available); a structure beyond it is refused before anything is allocated for it.
    #[arg(long, value_name = "GIB", value_parser = numbers::memory_gib)]
    max_memory: Option<f64>,
    /// Refuse atoms closer than this (Å, 0 to 2; 0 allows any distance). The shortest bond, H₂'s,
    /// is 0.74 Å.
    #[arg(long, default_value_t = mlff::budget::CLOSE_CONTACT, value_name = "Å", value_parser = numbers::min_distance_a)]
    min_distance: f64,
}

#[derive(clap::Args)]
struct InfoArgs {
    /// Describe this model file instead (architecture, elements, cutoff, radial basis, units,
    /// training card, whether its weights are random).
    #[arg(long, short)]
    model: Option<PathBuf>,
}

#[derive(clap::Args)]
struct CheckArgs {
    /// Model file; default: a built-in random PaiNN (F=64, 3 interactions, 20 Gaussians, 5 Å).
    #[arg(long, short)]
    model: Option<PathBuf>,
    /// Check only this backend (`auto`: the one other commands would pick); a named backend
    /// that is absent is an error. Default: every backend, skipping the absent ones.
    #[arg(long, value_parser = numbers::backend())]
    backend: Option<BackendKind>,
}

#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("address").required(true).args(["unix", "inet"])))]
struct ServeArgs {
    /// The model file (.safetensors).
    #[arg(long, short)]
    model: PathBuf,
    /// Where to run.
    #[arg(long, default_value = "auto", value_parser = numbers::backend())]
    backend: BackendKind,
    /// Arithmetic precision: f64 (the reference) or f32 on the CPU; tf32 or bf16 on CUDA.
    #[arg(long, default_value = "f64", value_parser = numbers::precision())]
    precision: Precision,
    /// Extended XYZ whose first frame gives the atomic numbers (in the server's atom order) and
    /// periodicity; the positions and cell come from the server at every step.
    #[arg(long)]
    template: PathBuf,
    /// Connect to the UNIX socket NAME, i.e. the path /tmp/ipi_NAME (as i-PI and ASE name it).
    #[arg(long, value_name = "NAME")]
    unix: Option<String>,
    /// Connect over TCP to HOST:PORT.
    #[arg(long, value_name = "HOST:PORT")]
    inet: Option<String>,
    /// Directory and prefix of UNIX sockets (i-PI's sockets_prefix).
    #[arg(long, default_value = mlff::ipi::DEFAULT_SOCKETS_PREFIX, value_name = "PREFIX")]
    sockets_prefix: String,
    /// Seconds to keep trying to connect, and the longest silence of the server accepted
    /// afterwards (0: wait forever; at most 1 000 000).
    #[arg(long, default_value_t = 600.0, allow_negative_numbers = true, value_name = "S", value_parser = numbers::seconds)]
    timeout: f64,
    /// Verlet skin (Å, 0 to 5): the neighbour list is built with cutoff + skin and kept until an
    /// atom has moved by half of it or the cell changes; 0 rebuilds it every step. Default: 0.2
    /// for a dense periodic system that CUDA evaluates on its one-stage kernels (from 64 atoms a
    /// multiprocessor: 8 448 on an H100), 0.5 otherwise.
    #[arg(long, allow_negative_numbers = true, value_name = "Å", value_parser = numbers::skin_a)]
    skin: Option<f64>,
    /// Memory the neighbour pairs and features of a batch may need (GiB; default: what the host
    /// has available); a structure beyond it is refused before anything is allocated for it.
    #[arg(long, value_name = "GIB", value_parser = numbers::memory_gib)]
    max_memory: Option<f64>,
    /// Refuse atoms closer than this (Å, 0 to 2; 0 allows any distance): the step is answered
    /// with an error. The shortest bond, H₂'s, is 0.74 Å.
    #[arg(long, default_value_t = mlff::budget::CLOSE_CONTACT, value_name = "Å", value_parser = numbers::min_distance_a)]
    min_distance: f64,
}

#[derive(clap::Args)]
struct MdArgs {
    /// Input structures (extxyz); every frame is one system, all stepped together. Velocities
    /// (`velocities` column, Å/fs, or ASE's `momenta`) are used when present, unless
    /// --init-temperature is given.
    input: PathBuf,
    /// The model file (.safetensors).
    #[arg(long, short)]
    model: PathBuf,
    /// Steps to integrate (1 to 10^12).
    #[arg(long, value_parser = numbers::steps())]
    steps: u64,
    /// Time step (fs; above 0, at most 20).
    #[arg(long, default_value_t = 0.5, allow_negative_numbers = true, value_name = "FS", value_parser = numbers::dt_fs)]
    dt: f64,
    /// nve (velocity Verlet), langevin (BAOAB) or csvr (Bussi velocity rescaling).
    #[arg(long, default_value = "nve")]
    ensemble: String,
    /// Thermostat target (K, 0 to 100 000); also the initial temperature unless the input has
    /// velocities.
    #[arg(long, default_value_t = 300.0, allow_negative_numbers = true, value_name = "K", value_parser = numbers::temperature_k)]
    temperature: f64,
    /// Maxwell–Boltzmann initial velocities at this temperature (K, 0 to 100 000), even when the
    /// input has velocities.
    #[arg(long, allow_negative_numbers = true, value_name = "K", value_parser = numbers::temperature_k)]
    init_temperature: Option<f64>,
    /// Langevin friction (1/fs; above 0, at most 100).
    #[arg(long, default_value_t = 0.01, allow_negative_numbers = true, value_name = "1/FS", value_parser = numbers::friction_per_fs)]
    friction: f64,
    /// CSVR relaxation time (fs; above 0, at most 10^12).
    #[arg(long, default_value_t = 100.0, allow_negative_numbers = true, value_name = "FS", value_parser = numbers::tau_fs)]
    tau: f64,
    /// Seed of the initial velocities and the thermostat noise.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Copies of each input frame, with independent velocities and noise (1 to 1 000 000; the
    /// run may have at most 10 000 000 atoms in all).
    #[arg(long, default_value_t = 1, value_parser = numbers::replicas())]
    replicas: usize,
    /// Trajectory output (extxyz): positions, velocities (Å/fs) and ASE's momenta, forces,
    /// energies every --every steps. `-` writes to standard output. On a failure the reports
    /// made so far are kept as TRAJ.partial and an existing TRAJ is left as it was.
    #[arg(long)]
    traj: Option<PathBuf>,
    /// Steps between reports (trajectory frame, log row, host read-back); the summary keeps
    /// (steps / every + 2) × systems values, at most 10^8.
    #[arg(long, default_value_t = 100, value_parser = numbers::steps())]
    every: u64,
    /// CSV log: step, time, system, potential, kinetic and total energy, temperature (3N − 3
    /// degrees of freedom). Kept as LOG.partial on a failure, like --traj.
    #[arg(long)]
    log: Option<PathBuf>,
    /// Verlet skin of the neighbour list (Å, 0 to 5); 0 rebuilds it every step. Default: 0.2
    /// for dense periodic systems that CUDA evaluates on its one-stage kernels (from 64 atoms a
    /// multiprocessor: 8 448 on an H100), 0.5 otherwise.
    #[arg(long, allow_negative_numbers = true, value_name = "Å", value_parser = numbers::skin_a)]
    skin: Option<f64>,
    /// Where to run.
    #[arg(long, default_value = "auto", value_parser = numbers::backend())]
    backend: BackendKind,
    /// Arithmetic precision: f64 (the reference) or f32 on the CPU; tf32 or bf16 on CUDA.
    #[arg(long, default_value = "f64", value_parser = numbers::precision())]
    precision: Precision,
    /// No progress bar.
    #[arg(long)]
    quiet: bool,
    /// Leave the first FS femtoseconds out of the mean temperature of the summary (equilibration).
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true, value_name = "FS", value_parser = numbers::equilibration_fs)]
    equilibration: f64,
    /// Print where the time of a step goes (the device synchronises after every stage, so the
    /// run itself is slower).
    #[arg(long)]
    profile: bool,
    /// NVE: stop when the total energy of a system has changed by more than this since the start
    /// (eV/atom, above 0, at most 1 000).
    #[arg(long, default_value_t = mlff::md::run::MAX_ENERGY_CHANGE, value_name = "EV", value_parser = numbers::energy_change_ev)]
    max_energy_change: f64,
    /// Memory the neighbour pairs and features of a batch may need (GiB; default: what the host
    /// has available); a structure beyond it is refused before anything is allocated for it.
    #[arg(long, value_name = "GIB", value_parser = numbers::memory_gib)]
    max_memory: Option<f64>,
    /// Refuse atoms closer than this (Å, 0 to 2; 0 allows any distance). The shortest bond, H₂'s,
    /// is 0.74 Å.
    #[arg(long, default_value_t = mlff::budget::CLOSE_CONTACT, value_name = "Å", value_parser = numbers::min_distance_a)]
    min_distance: f64,
}

#[derive(clap::Args)]
struct ValidateMdArgs {
    /// The model file (.safetensors).
    #[arg(long, short)]
    model: PathBuf,
    /// Backends to validate (repeat); default: the f64 CPU and the best GPU backend found.
    #[arg(long = "backend", value_parser = numbers::backend())]
    backends: Vec<BackendKind>,
    /// Steps of the long run (the short run is its first --short steps; 1 to 10^12).
    #[arg(long, default_value_t = 20_000, value_parser = numbers::steps())]
    steps: u64,
    /// Steps of the short run.
    #[arg(long, default_value_t = 1_000, value_parser = numbers::steps())]
    short: u64,
    /// Directory for validate_md.json, validate_md.md and the SVG plots.
    #[arg(long, short, default_value = "validate-md")]
    out: PathBuf,
    /// No progress bar.
    #[arg(long)]
    quiet: bool,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage_error(&e),
    };
    // Commands whose only output is what they print stop quietly when their reader goes
    // (`mlff info | head`), as other Unix tools do. The others keep Rust's default, where a write
    // to a closed pipe is an error that ends them through their error path (reports kept,
    // temporaries removed).
    #[cfg(unix)]
    if matches!(cli.command, Command::Info(_) | Command::Check(_)) {
        // SAFETY: restoring the default action of a signal before any thread is started.
        unsafe { libc::signal(libc::SIGPIPE, libc::SIG_DFL) };
    }
    let outcome = match cli.command {
        Command::Eval(args) => eval(&args),
        Command::Info(args) => match &args.model {
            Some(path) => model_info(path),
            None => info(),
        },
        Command::Check(args) => check(&args),
        Command::Bench(args) => cli::bench::bench(&args),
        Command::Serve(args) => serve(&args),
        Command::Md(args) => md_command(&args),
        Command::ValidateMd(args) => validate_md(&args),
        Command::ExportWgsl { dir } => export_wgsl(&dir),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("mlff: error: {e}");
            // A run a signal stopped exits as a shell reports that signal (130, 143).
            match mlff::md::signals::caught() {
                Some(signal) => ExitCode::from(128 + signal as u8),
                None => ExitCode::FAILURE,
            }
        }
    }
}

/// A command line clap refused: `--help` and `--version` print as clap prints them (status 0);
/// anything else is one `mlff: error: ...` line, status 2.
fn usage_error(e: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            eprintln!("mlff: error: no command given; try 'mlff --help'");
        }
        _ => eprintln!("mlff: error: {}", usage_line(&e.render().to_string())),
    }
    ExitCode::from(2)
}

/// Clap's error text on one line: its first paragraph (the error, with the list of missing
/// arguments where there is one) and its tip, without the usage and the pointer to `--help`
/// (added once, short). Words longer than 60 characters (an argument's value) are cut.
fn usage_line(text: &str) -> String {
    let mut paragraphs = text.split("\n\n").map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "));
    let first = paragraphs.next().unwrap_or_default();
    let first = first.strip_prefix("error: ").unwrap_or(&first).to_string();
    let tips: Vec<String> = paragraphs.filter(|p| p.starts_with("tip: ")).collect();
    let line = std::iter::once(first).chain(tips).collect::<Vec<_>>().join("; ");
    let cut = |w: &str| match w.char_indices().nth(60) {
        Some((at, _)) => format!("{}…({} bytes)", &w[..at], w.len()),
        None => w.to_string(),
    };
    format!("{}; try '--help'", line.split(' ').map(cut).collect::<Vec<_>>().join(" "))
}

/// `mlff export-wgsl DIR`.
fn export_wgsl(dir: &Path) -> Result<()> {
    #[cfg(feature = "wgpu")]
    return backend::wgsl_export::export_wgsl(dir).map(|n| eprintln!("mlff: {n} WGSL kernels -> {}", dir.display()));
    #[cfg(not(feature = "wgpu"))]
    Err(Error::Invalid(format!("cannot write WGSL to {}: this build has no WebGPU backend (cargo feature `wgpu`)", dir.display())))
}

/// Build the backend the user asked for.
fn make_backend(kind: BackendKind, precision: Precision, model: &Model) -> Result<Box<dyn MdBackend>> {
    mlff::open(kind, model, precision, None)
}

/// A structure error as `FILE:LINE: frame F: ...` (`FILE: ...` for a batch too large to hold):
/// `frame_of` turns the batch index into the input's frame index, `lines` holds each frame's
/// first line.
fn in_file(path: &Path, lines: &[usize], frame_of: impl Fn(usize) -> usize, e: Error) -> Error {
    match e {
        Error::System { system, msg } => {
            let f = frame_of(system);
            let line = lines.get(f).map_or(String::new(), |l| format!("{l}:"));
            Error::Invalid(format!("{}:{line} frame {f}: {msg}", path.display()))
        }
        // A batch of several frames that cannot be held: the file, the frames being the batch's.
        e @ Error::OutOfMemory { .. } => Error::Invalid(format!("{}: {e}", path.display())),
        other => other,
    }
}

fn eval(args: &EvalArgs) -> Result<()> {
    check_distinct(&[("input", &args.input), ("model", &args.model)], &[("output", &args.output)])?;
    check_writable(&args.output)?;
    let model = load_model(&args.model)?;
    let (frames, lines) = read_extxyz_with_lines(&args.input)?;
    let backend = make_backend(args.backend, args.precision, &model)?;
    let mut calc = Calculator::new(model, backend);
    if let Some(gib) = args.max_memory {
        calc.set_max_memory(gib_to_bytes(gib));
    }
    calc.set_min_distance(args.min_distance)?;

    let start = Instant::now();
    let mut out: Vec<Frame> = Vec::with_capacity(frames.len());
    let mut n_atoms = 0;
    for (chunk_index, chunk) in frames.chunks(args.batch_size as usize).enumerate() {
        let first = chunk_index * args.batch_size as usize;
        let at_frame = |e: Error| in_file(&args.input, &lines, |s| first + s, e);
        let batch = Batch::new(chunk.iter().map(|f| f.system.clone()).collect()).map_err(at_frame)?;
        let res = calc.compute(&batch, Request::default()).map_err(at_frame)?;
        for (s, frame) in chunk.iter().enumerate() {
            let (a0, a1) = (batch.atom_start[s], batch.atom_start[s + 1]);
            let mut f = frame.clone();
            f.energy = Some(res.energy[s]);
            f.energies = Some(res.energies[a0..a1].to_vec());
            f.forces = Some(res.forces[a0..a1].to_vec());
            f.stress = res.stress[s];
            // Values computed by whatever made the input no longer describe these results.
            f.info.retain(|(k, _)| k != "free_energy");
            out.push(f);
        }
        n_atoms += batch.n_atoms();
    }
    write_extxyz(&args.output, &out)?;
    // Only on success: an error must be the only thing on stderr.
    for line in eval_summary(&out) {
        eprintln!("{line}");
    }
    eprintln!(
        "mlff: {}, {} in {:.3} s on {} -> {}",
        plural(out.len(), "frame"),
        plural(n_atoms, "atom"),
        start.elapsed().as_secs_f64(),
        calc.backend_name(),
        args.output.display()
    );
    Ok(())
}

/// Frames whose energies `eval` prints one by one; more get one line.
const EVAL_FRAMES_SHOWN: usize = 10;

/// What `eval` tells about its results: each frame's energy (as the output file writes it) and
/// largest force, or for more than `EVAL_FRAMES_SHOWN` frames their range in one line.
fn eval_summary(frames: &[Frame]) -> Vec<String> {
    let largest_force = |f: &Frame| f.forces.iter().flatten().map(|v| (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt()).fold(0.0, f64::max);
    let energy = |f: &Frame| f.energy.unwrap_or(f64::NAN);
    if frames.len() <= EVAL_FRAMES_SHOWN {
        return frames
            .iter()
            .enumerate()
            .map(|(i, f)| {
                format!("mlff: frame {i}: {}, energy {:?} eV, max |F| {:.4} eV/Å", plural(f.system.numbers.len(), "atom"), energy(f), largest_force(f))
            })
            .collect();
    }
    // The first frame with the lowest (or highest) value, and that value.
    let by = |key: &dyn Fn(&Frame) -> f64, lowest: bool| {
        let better = |b: f64, a: f64| if lowest { b < a } else { b > a };
        frames.iter().map(key).enumerate().reduce(|a, b| if better(b.1, a.1) { b } else { a }).unwrap_or((0, f64::NAN))
    };
    let ((lo_i, lo), (hi_i, hi), (f_i, f)) = (by(&energy, true), by(&energy, false), by(&largest_force, false));
    vec![format!("mlff: energies {lo:?} eV (frame {lo_i}) to {hi:?} eV (frame {hi_i}); max |F| {f:.4} eV/Å (frame {f_i})")]
}

/// "1 frame", "2 frames".
fn plural(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

fn gib_to_bytes(gib: f64) -> u64 {
    (gib * (1u64 << 30) as f64) as u64
}

/// Load a model, warning when its metadata says its weights are random.
fn load_model(path: &Path) -> Result<Model> {
    let model = Model::load(path)?;
    if model.config.random_weights {
        eprintln!("mlff: warning: {}: this model's weights are random (its metadata says so): its results are for timing and tests, not for physics", path.display());
    }
    Ok(model)
}

/// `mlff info --model M`: what the file holds, in the file's own units where it has them.
fn model_info(path: &Path) -> Result<()> {
    use mlff::model::RadialBasis;
    let model = Model::load(path)?;
    let (c, u) = (&model.config, &model.file_units);
    let elements: Vec<&str> = c.elements.iter().map(|&z| mlff::system::symbol(z)).collect();
    println!("model {}", path.display());
    let filters = match c.model {
        mlff::model::Architecture::Schnet => format!(", {} filters ({})", c.filters(), c.activation),
        mlff::model::Architecture::Painn => String::new(),
    };
    println!("  architecture  {} (schnetpack 2.1.1): {} features, {} interactions{filters}{}{}", c.model.name(), c.n_atom_basis, c.n_interactions,
        if c.shared_interactions { ", shared interactions" } else { "" },
        if c.shared_filters { ", shared filters" } else { "" });
    let sizes: Vec<String> = c.readout_sizes.iter().map(|n| n.to_string()).collect();
    println!("  readout       {} ({}), energy scale {} eV, mean {} eV per atom", sizes.join(" → "), c.readout_activation, c.energy_scale, c.energy_mean_per_atom);
    println!("  parameters    {}", model.parameter_count());
    println!("  elements      {}", elements.join(" "));
    let basis = match &model.radial_basis {
        RadialBasis::Gaussian { .. } => "Gaussian",
        RadialBasis::Bessel { .. } => "Bessel",
    };
    println!("  cutoff        {} Å (cosine); radial basis {} × {basis}", c.cutoff, c.n_rbf);
    let converted = if u.energy_ev == 1.0 && u.length_angstrom == 1.0 { String::new() } else {
        format!(" (converted at load: × {} eV per {}, × {} Å per {})", u.energy_ev, u.energy, u.length_angstrom, u.length)
    };
    println!("  units         energy {}, length {}{converted}", u.energy, u.length);
    println!("  weights       {}", if c.random_weights { "RANDOM: for timing and tests, not for physics" } else { "trained" });
    if !c.source.is_empty() {
        println!("  source        {}", c.source);
    }
    match &c.card {
        serde_json::Value::Null => println!("  training card none"),
        card => println!("  training card\n{}", serde_json::to_string_pretty(card).unwrap_or_default()),
    }
    Ok(())
}

fn info() -> Result<()> {
    let mut compiled = vec!["cpu (f64, f32)"];
    if cfg!(feature = "cuda") {
        compiled.push("cuda (cubecl 0.10, NVRTC at run time)");
    }
    if cfg!(feature = "wgpu") {
        compiled.push("wgpu (WGSL)");
    }
    println!("mlff {}: backends compiled in: {}", env!("CARGO_PKG_VERSION"), compiled.join(", "));
    println!("cpu: {} (rayon; RAYON_NUM_THREADS sets them)", plural(rayon::current_num_threads(), "thread"));
    let show = |d: &backend::device::DeviceInfo| {
        let mem = d.memory_bytes.map_or("?".into(), |b| format!("{:.1} GiB", b as f64 / (1u64 << 30) as f64));
        let cu = d.compute_units.map_or("?".into(), |c| c.to_string());
        println!(
            "  {}:{} {} [{}] memory {mem}, compute units {cu}, warp {}-{}, shared memory {} KiB/cube, f64 {}, float atomics {}; {}",
            d.backend,
            d.index,
            d.name,
            d.kind,
            d.warp_size.0,
            d.warp_size.1,
            d.shared_memory_bytes / 1024,
            if d.f64 { "yes" } else { "no" },
            if d.float_atomics { "yes" } else { "no" },
            d.detail
        );
    };
    match backend::device::cuda_devices() {
        Ok(devs) => {
            println!("cuda: {}", plural(devs.len(), "device"));
            devs.iter().for_each(show);
        }
        Err(e) => println!("cuda: none ({e})"),
    }
    let adapters = backend::device::wgpu_devices();
    println!("wgpu: {}", plural(adapters.len(), "adapter"));
    adapters.iter().for_each(show);
    match backend::kernel_cache::dir() {
        Some(dir) => {
            let (files, bytes) = backend::kernel_cache::usage(&dir);
            println!("kernel cache: {} ({files} files, {:.1} MiB; MLFF_CACHE_DIR moves it, MLFF_CACHE_DIR=off turns it off)", dir.display(), bytes as f64 / 1048576.0);
        }
        None => println!("kernel cache: off (MLFF_CACHE_DIR=off, or no home directory)"),
    }
    Ok(())
}

/// The largest error of `got` against `reference`, relative to max(|reference|, 1).
fn rel_err(got: &[f64], reference: &[f64]) -> f64 {
    got.iter().zip(reference).map(|(g, r)| (g - r).abs() / r.abs().max(1.0)).fold(0.0, f64::max)
}

fn check(args: &CheckArgs) -> Result<()> {
    let model = match &args.model {
        Some(p) => Model::load(p)?,
        None => random_model(ModelSpec { features: 64, layers: 3, n_rbf: 20, cutoff: 5.0, ..Default::default() }, 2026),
    };
    let systems: Vec<(&str, System)> =
        structures::check_set().into_iter().filter(|(_, s)| s.numbers.iter().all(|&z| model.supports(z))).collect();
    if systems.is_empty() {
        return Err(Error::Invalid(format!("model {} supports none of the built-in structures' elements", model.path.display())));
    }
    let names: Vec<&str> = systems.iter().map(|(n, _)| *n).collect();
    let batch = Batch::new(systems.into_iter().map(|(_, s)| s).collect())?;
    // Every backend in f32, the precision the GPUs compute in, against the f64 reference. One
    // asked for by name must be there (an error before any output); otherwise absent ones are
    // skipped.
    let mut backends: Vec<std::result::Result<Box<dyn MdBackend>, (BackendKind, Error)>> = Vec::new();
    match args.backend {
        Some(choice) => backends.push(Ok(mlff::open(choice, &model, Precision::F32, None)?)),
        None => {
            for kind in [BackendKind::Cpu, BackendKind::Cuda, BackendKind::Wgpu] {
                backends.push(mlff::open(kind, &model, Precision::F32, None).map_err(|e| (kind, e)));
            }
        }
    }
    let mut reference = Calculator::new(model.clone(), mlff::open(BackendKind::Cpu, &model, Precision::F64, None)?);
    let r = reference.compute(&batch, Request::default())?;
    println!("mlff check: {} structures ({}), {} atoms, {} edges; reference {}", names.len(), names.join(", "), batch.n_atoms(), r.n_edges, reference.backend_name());
    println!("tolerances (f32): energy 1e-5, forces 1e-4 (relative RMS), stress 1e-4; relative to max(|ref|, 1)");
    let mut failed = false;
    let mut ran = 0;
    for opened in backends {
        let b = match opened {
            Ok(b) => b,
            Err((kind, e)) => {
                println!("{}: skipped ({e})", kind.name());
                continue;
            }
        };
        let mut calc = Calculator::new(model.clone(), b);
        let g = calc.compute(&batch, Request::default())?;
        let flat = |f: &[[f64; 3]]| f.iter().flatten().copied().collect::<Vec<_>>();
        let (fg, fr) = (flat(&g.forces), flat(&r.forces));
        let rms = |v: &[f64]| (v.iter().map(|x| x * x).sum::<f64>() / v.len().max(1) as f64).sqrt();
        let diff: Vec<f64> = fg.iter().zip(&fr).map(|(a, b)| a - b).collect();
        let e_err = rel_err(&g.energy, &r.energy);
        let f_err = rms(&diff) / rms(&fr).max(1.0);
        let s_err = g.stress.iter().zip(&r.stress).filter_map(|(a, b)| Some(rel_err(&(*a)?, &(*b)?))).fold(0.0, f64::max);
        let ok = e_err <= 1e-5 && f_err <= 1e-4 && s_err <= 1e-4 && g.forces.iter().flatten().all(|x| x.is_finite());
        failed |= !ok;
        ran += 1;
        println!(
            "{}: energy {e_err:.2e}, forces {f_err:.2e}, stress {s_err:.2e}: {}",
            calc.backend_name(),
            if ok { "PASS" } else { "FAIL" }
        );
    }
    if failed {
        return Err(Error::Invalid("check failed: a backend is beyond tolerance".into()));
    }
    println!("{} checked, all within tolerance", plural(ran, "backend"));
    Ok(())
}

fn serve(args: &ServeArgs) -> Result<()> {
    use mlff::ipi::{connect, Address, Driver, Ending};
    let timeout = (args.timeout > 0.0).then(|| std::time::Duration::from_secs_f64(args.timeout));
    let address = match (&args.unix, &args.inet) {
        (Some(name), _) => Address::unix(name, &args.sockets_prefix),
        (None, Some(addr)) => Address::Inet(addr.clone()),
        (None, None) => return Err(Error::Invalid("give --unix NAME or --inet HOST:PORT".into())),
    };
    let template = read_extxyz(&args.template)?
        .into_iter()
        .next()
        .ok_or_else(|| Error::Invalid(format!("{}: no frame in the template", args.template.display())))?
        .system;
    let model = load_model(&args.model)?;
    let backend = make_backend(args.backend, args.precision, &model)?;
    let in_template = |e: Error| Error::Invalid(format!("{}: {e}", args.template.display()));
    let mut calc = Calculator::new(model, backend);
    if let Some(gib) = args.max_memory {
        calc.set_max_memory(gib_to_bytes(gib));
    }
    calc.set_min_distance(args.min_distance)?;
    let driver = Driver::new(calc, &template).map_err(in_template)?;
    let skin = match args.skin {
        Some(skin) => skin,
        None => driver.calculator().verlet_skin(&Batch::new(vec![template.clone()]).map_err(in_template)?),
    };
    let mut driver = driver.with_skin(skin);
    let mut stream = connect(&address, timeout)?;
    eprintln!(
        "mlff serve: connected to {address}; {} atoms from {}{}; skin {skin} Å; {}",
        driver.n_atoms(),
        args.template.display(),
        if driver.virial_is_zero() { " (periodic in 1 or 2 directions: virial sent as zero)" } else { "" },
        driver.calculator().backend_name()
    );
    let start = Instant::now();
    let ending = driver.serve(&mut stream).map_err(|e| Error::Invalid(format!("i-PI server at {address}: {e}")))?;
    let st = driver.stats();
    let model_time = match st.steps {
        0 => String::new(),
        1 => format!(" (in the model: {:.3} ms)", 1e3 * st.first_compute_secs),
        n => format!(
            " (in the model: first step {:.3} ms, then {:.3} ms/step)",
            1e3 * st.first_compute_secs,
            1e3 * (st.compute_secs - st.first_compute_secs) / (n - 1) as f64
        ),
    };
    let model_time = format!("{model_time}; neighbour list reused on {} of {} steps", st.list_reused, st.steps);
    eprintln!(
        "mlff serve: {} after {} steps in {:.3} s{model_time}",
        match ending {
            Ending::Exit => "EXIT",
            Ending::Closed => "server closed the connection",
        },
        st.steps,
        start.elapsed().as_secs_f64(),
    );
    Ok(())
}

fn progress_bar(total: u64, dt: f64, quiet: bool) -> indicatif::ProgressBar {
    if quiet {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(total);
    let ns_per_day = move |state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
        let _ = write!(w, "{:.2} ns/day", state.per_sec() * dt * 86_400.0 * 1e-6);
    };
    let steps_per_s = |state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
        let _ = write!(w, "{:.1} steps/s", state.per_sec());
    };
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} steps  {steps_per_s}  {ns_per_day}  ETA {eta}")
            .expect("valid template")
            .with_key("steps_per_s", steps_per_s)
            .with_key("ns_per_day", ns_per_day),
    );
    bar
}

fn md_command(args: &MdArgs) -> Result<()> {
    use mlff::md::{self, run::Limits, run::Sinks, Settings, Thermostat};
    let thermostat = match args.ensemble.as_str() {
        "nve" => Thermostat::Nve,
        "langevin" => Thermostat::Langevin { friction: args.friction },
        "csvr" => Thermostat::Csvr { tau: args.tau },
        other => return Err(Error::Invalid(format!("--ensemble {other}: expected nve, langevin or csvr"))),
    };
    // Without --skin, the backend's skin for the batch, set once both are known.
    let mut settings = Settings { dt: args.dt, thermostat, temperature: args.temperature, seed: args.seed, skin: args.skin.unwrap_or(mlff::neighbor::DEFAULT_SKIN) };
    settings.validate()?;
    let outputs: Vec<(&str, &Path)> = [("--traj", &args.traj), ("--log", &args.log)]
        .into_iter()
        .filter_map(|(what, p)| p.as_deref().map(|p| (what, p)))
        .collect();
    check_distinct(&[("input", &args.input), ("model", &args.model)], &outputs)?;
    for (_, path) in &outputs {
        check_writable(path)?;
    }
    let (frames, lines) = read_extxyz_with_lines(&args.input)?;
    if frames.is_empty() {
        return Err(Error::Invalid(format!("{}: no frame", args.input.display())));
    }
    // The sizes of the run, checked before anything is allocated for them.
    let atoms: usize = frames.iter().map(|f| f.system.numbers.len()).sum();
    if atoms.saturating_mul(args.replicas) > numbers::MAX_RUN_ATOMS {
        return Err(Error::Invalid(format!(
            "{}: {atoms} atoms × --replicas {} is more than the {} atoms an md run may have",
            args.input.display(),
            args.replicas,
            numbers::MAX_RUN_ATOMS
        )));
    }
    let (reports, systems) = (args.steps / args.every + 2, (frames.len() * args.replicas) as u64);
    if reports.saturating_mul(systems) > numbers::MAX_REPORTED_VALUES {
        return Err(Error::Invalid(format!(
            "--steps {} --every {}: {reports} reports × {systems} systems is more than the {} values the summary keeps; raise --every",
            args.steps,
            args.every,
            numbers::MAX_REPORTED_VALUES
        )));
    }
    // The dynamics use the standard masses: a file that gives others is refused, not ignored.
    for (f, frame) in frames.iter().enumerate() {
        let standard = |a: usize| mlff::system::ATOMIC_MASSES[frame.system.numbers[a] as usize];
        if let Some(a) = frame.masses.as_ref().and_then(|m| (0..m.len()).find(|&a| (m[a] - standard(a)).abs() > 1e-6 * standard(a))) {
            return Err(Error::Invalid(format!(
                "{}:{}: frame {f}: atom {a} has mass {} amu in the masses column; md integrates with the standard masses ({} amu for {}): remove the column",
                args.input.display(),
                lines[f],
                frame.masses.as_ref().unwrap()[a],
                standard(a),
                mlff::system::symbol(frame.system.numbers[a])
            )));
        }
    }
    // From here SIGINT and SIGTERM stop the run at its next step, through the error path below.
    let signals = md::signals::StopOnSignals::install(&[libc::SIGINT, libc::SIGTERM]).map_err(|e| Error::Invalid(format!("cannot catch SIGINT and SIGTERM: {e}")))?;
    let interrupted = |at: &str| match md::signals::caught() {
        Some(signal) => Err(Error::Invalid(format!("{} {at}", md::signals::name(signal)))),
        None => Ok(()),
    };
    let model = load_model(&args.model)?;
    // Errors name the input frame (system s of the batch is frame s / replicas).
    let replicas = args.replicas;
    let at_frame = |e: Error| in_file(&args.input, &lines, |s| s / replicas, e);
    let frames: Vec<&Frame> = frames.iter().flat_map(|f| std::iter::repeat_n(f, args.replicas)).collect();
    let batch = Batch::new(frames.iter().map(|f| f.system.clone()).collect()).map_err(at_frame)?;
    let given: Option<Vec<[f64; 3]>> = frames.iter().map(|f| f.velocities.clone()).collect::<Option<Vec<_>>>().map(|v| v.concat());
    let velocities = md::initial_velocities(&batch, given, args.replicas, args.init_temperature, args.temperature, args.seed);
    let backend = make_backend(args.backend, args.precision, &model)?;
    let mut calc = Calculator::new(model, backend);
    if let Some(gib) = args.max_memory {
        calc.set_max_memory(gib_to_bytes(gib));
    }
    calc.set_min_distance(args.min_distance)?;
    settings.skin = args.skin.unwrap_or_else(|| calc.verlet_skin(&batch));
    calc.check(&batch, settings.skin).map_err(at_frame)?;
    let backend_name = calc.backend_name();
    // Kernels compiled before the clock starts (a copy of the run's first steps, dropped).
    let warm = Instant::now();
    calc.warm_up_dynamics(&batch, &velocities, settings).map_err(at_frame)?;
    let warm_s = warm.elapsed().as_secs_f64();
    interrupted("before the run started")?;
    calc.backend_mut().set_profiling(args.profile);
    let mut dynamics = calc.dynamics(batch.clone(), velocities, settings).map_err(at_frame)?;
    eprintln!(
        "mlff md: {}, {}, {thermostat}{}, dt {} fs, skin {} Å, {} steps on {} (warm-up {:.2} s)",
        plural(batch.len(), "system"),
        plural(batch.n_atoms(), "atom"),
        if thermostat == Thermostat::Nve { String::new() } else { format!(" at {} K", args.temperature) },
        args.dt,
        settings.skin,
        args.steps,
        backend_name,
        warm_s
    );
    // The outputs are created once the input has passed every check.
    let mut traj = args.traj.as_deref().map(Output::create).transpose()?;
    let mut log = args.log.as_deref().map(Output::create).transpose()?;
    let bar = progress_bar(args.steps, args.dt, args.quiet);
    let mut tick = |done: u64, _: u64| bar.set_position(done);
    let sinks = Sinks { traj: traj.as_mut().map(|w| w.writer()), log: log.as_mut().map(|w| w.writer()), progress: Some(&mut tick), stop: Some(signals.stop()), ..Default::default() };
    let limits = Limits::for_run(&settings, args.max_energy_change);
    let outcome = md::run::run(&mut *dynamics, &batch, args.dt, args.steps, args.every, limits, sinks);
    bar.finish_and_clear();
    let summary = match outcome {
        Ok(summary) => summary,
        Err(e) => {
            // What was reported before the failure is kept under a name that says so.
            let kept: Vec<String> = [traj, log].into_iter().flatten().filter_map(|o| o.keep_partial()).map(|p| p.display().to_string()).collect();
            let e = match md::signals::caught() {
                Some(signal) => Error::Invalid(format!("{}: {e}", md::signals::name(signal))),
                None => at_frame(e),
            };
            return Err(if kept.is_empty() { e } else { Error::Invalid(format!("{e}; the reports before it are in {}", kept.join(" and "))) });
        }
    };
    for output in [traj, log].into_iter().flatten() {
        output.commit()?;
    }
    drop(dynamics);
    if args.profile {
        print_md_profile(calc.backend_mut().profile(), summary.steps);
    }
    eprintln!(
        "mlff md: {} steps in {:.2} s: {:.1} steps/s, {:.3} ns/day, {} neighbour-list builds",
        summary.steps,
        summary.wall_s,
        summary.steps_per_s(),
        summary.ns_per_day(),
        summary.list_builds
    );
    if let (Some((step, early)), Some(end)) = (summary.memory_early, summary.memory_end) {
        eprintln!(
            "mlff md: memory in use {:.3} MiB after {step} steps, {:.3} MiB at the end ({:+} bytes)",
            early as f64 / 1048576.0,
            end as f64 / 1048576.0,
            end as i64 - early as i64
        );
    }
    for s in 0..batch.len() {
        let energy = match thermostat {
            Thermostat::Nve => format!(
                "E(end) - E(0) {:+.4} meV/atom, max |E - E(0)| {:.4} meV/atom, ",
                summary.energy_change_mev_per_atom(s),
                summary.max_deviation_mev_per_atom(s)
            ),
            Thermostat::Csvr { .. } => format!("conserved energy (E + heat to the thermostat) end - start {:+.4} meV/atom, ", summary.conserved_change_mev_per_atom(s)),
            Thermostat::Langevin { .. } => String::new(),
        };
        eprintln!(
            "  system {s}: {} atoms, {energy}mean T {:.1} K{} (3N-3 degrees of freedom), max |F| {:.2} eV/Å",
            summary.atoms[s],
            summary.mean_temperature_after(s, args.equilibration),
            if args.equilibration > 0.0 { format!(" after {} fs", args.equilibration) } else { String::new() },
            summary.max_force(s)
        );
    }
    Ok(())
}

/// The per-stage profile of an MD run, per step (the first force evaluation included, so
/// `steps + 1` model evaluations).
fn print_md_profile(profile: Option<mlff::backend::Profile>, steps: u64) {
    let Some(mut p) = profile else {
        println!("(this backend has no per-stage profile)");
        return;
    };
    p.calls = steps as usize + 1;
    let r = mlff::bench::report::ProfileReport::from_profile(&p);
    print!("profile per step ({:.3} ms per profiled step):\n{}", r.total_ms, r.breakdown());
}

fn validate_md(args: &ValidateMdArgs) -> Result<()> {
    use mlff::md::validate::{validate, write_report, Plan};
    if args.steps == 0 || args.short == 0 || args.short > args.steps {
        return Err(Error::Invalid(format!("--steps {} --short {}: need 1 <= short <= steps", args.steps, args.short)));
    }
    let model = Model::load(&args.model)?;
    let plan = Plan { steps: args.steps, short: args.short, ..Plan::default() };
    let mut backends: Vec<Box<dyn MdBackend>> = Vec::new();
    if args.backends.is_empty() {
        backends.push(mlff::open(BackendKind::Cpu, &model, Precision::F64, None)?);
        // `auto` ends at the CPU when there is no GPU: then the CPU alone.
        let gpu = mlff::open(BackendKind::Auto, &model, Precision::F64, None)?;
        if gpu.precision() == Precision::F32 {
            backends.push(gpu);
        }
    } else {
        for &choice in &args.backends {
            backends.push(make_backend(choice, Precision::F64, &model)?);
        }
    }
    if let Some(z) = [1, 6, 7, 8].into_iter().find(|&z| !model.supports(z)) {
        return Err(Error::Invalid(format!("{}: the model has no element Z={z}, which the validation systems need", args.model.display())));
    }
    let mut results = Vec::new();
    for b in backends {
        let mut calc = Calculator::new(model.clone(), b);
        eprintln!("mlff validate-md: {} steps of {} fs on {}", plan.steps, plan.dt, calc.backend_name());
        let bar = progress_bar(plan.steps, plan.dt, args.quiet);
        let mut tick = |done: u64, _: u64| bar.set_position(done);
        let r = validate(calc.backend_mut(), plan, Some(&mut tick))?;
        bar.finish_and_clear();
        results.push(r);
    }
    let written = write_report(&results, &args.out)?;
    print!("{}", mlff::md::validate::markdown(&results));
    eprintln!("mlff validate-md: wrote {}", written.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", "));
    if results.iter().all(|r| r.pass()) {
        Ok(())
    } else {
        Err(Error::Invalid("validate-md: a bar was missed (see the report)".into()))
    }
}
