//! The `mlff` command line: a thin layer over the library.
//!
//! Every error is printed on one line (`mlff: error: ...`) with a non-zero exit status, and no
//! output file is left behind.
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand, ValueEnum};

use mlff::backend::{self, Backend, BackendKind, Precision};
use mlff::io::extxyz::{read_extxyz, write_extxyz, Frame};
use mlff::model::random::{random_model, ModelSpec};
use mlff::{structures, Batch, Calculator, Error, Model, Request, Result, System};

#[derive(Parser)]
#[command(name = "mlff", version, about = "Machine-learned interatomic potentials (PaiNN) at hardware speed")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Energies, forces, stress (periodic systems) and per-atom energies for every frame of an
    /// extxyz file, written to a new extxyz file.
    Eval(EvalArgs),
    /// Backends compiled in and the devices they find.
    Info,
    /// Run every available backend on built-in structures and compare with the f64 CPU
    /// reference; exit non-zero when an error is beyond tolerance.
    Check(CheckArgs),
    /// Time energy + forces calls (neighbour list, upload and read-back included): latency
    /// statistics, throughput, memory and leak check, per-stage profile, scaling study, JSON /
    /// Markdown / SVG reports, comparison with a baseline run or the peer.
    Bench(mlff::bench::cli::BenchArgs),
    /// Be the force engine of an MD driver over the i-PI socket protocol (i-PI, ASE's
    /// SocketIOCalculator, LAMMPS fix ipi): connect, answer positions with energy, forces and
    /// virial in atomic units, until the server sends EXIT or closes the connection.
    Serve(ServeArgs),
    /// Write the WGSL that cubecl generates for every kernel (one file per kernel variant) to DIR.
    ExportWgsl {
        /// Output directory (e.g. shaders/).
        dir: PathBuf,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum BackendChoice {
    /// CUDA if a device answers, then a WebGPU GPU adapter, then the CPU.
    Auto,
    /// The CPU (rayon threads; RAYON_NUM_THREADS sets how many).
    Cpu,
    /// NVIDIA GPUs through CUDA.
    Cuda,
    /// Any GPU through WebGPU (Vulkan, Metal, DX12).
    Wgpu,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum PrecisionChoice {
    F32,
    F64,
}

#[derive(clap::Args)]
struct EvalArgs {
    /// The model file (.safetensors).
    #[arg(long, short)]
    model: PathBuf,
    /// Input structures (extended XYZ, one or more frames).
    input: PathBuf,
    /// Output file (extended XYZ); written only when every frame succeeded.
    #[arg(long, short)]
    output: PathBuf,
    /// Where to run.
    #[arg(long, value_enum, default_value = "auto")]
    backend: BackendChoice,
    /// Arithmetic precision of the CPU backend (f64 is the reference).
    #[arg(long, value_enum, default_value = "f64")]
    precision: PrecisionChoice,
    /// Frames evaluated together in one batch.
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..))]
    batch_size: u32,
}

#[derive(clap::Args)]
struct CheckArgs {
    /// Model file; default: a built-in random PaiNN (F=64, 3 interactions, 20 Gaussians, 5 Å).
    #[arg(long, short)]
    model: Option<PathBuf>,
}

#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("address").required(true).args(["unix", "inet"])))]
struct ServeArgs {
    /// The model file (.safetensors).
    #[arg(long, short)]
    model: PathBuf,
    /// Where to run.
    #[arg(long, value_enum, default_value = "auto")]
    backend: BackendChoice,
    /// Arithmetic precision of the CPU backend (f64 is the reference).
    #[arg(long, value_enum, default_value = "f64")]
    precision: PrecisionChoice,
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
    /// afterwards (0: wait forever).
    #[arg(long, default_value_t = 600.0, value_name = "S")]
    timeout: f64,
    /// Verlet skin (Å): the neighbour list is built with cutoff + skin and kept until an atom has
    /// moved by half of it or the cell changes; 0 rebuilds it every step.
    #[arg(long, default_value_t = 0.5, value_name = "Å")]
    skin: f64,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Eval(args) => eval(&args),
        Command::Info => info(),
        Command::Check(args) => check(&args),
        Command::Bench(args) => mlff::bench::cli::bench(&args),
        Command::Serve(args) => serve(&args),
        Command::ExportWgsl { dir } => backend::wgsl_export::export_wgsl(&dir).map(|n| {
            eprintln!("mlff: {n} WGSL kernels -> {}", dir.display());
        }),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("mlff: error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Build the backend the user asked for.
fn make_backend(choice: BackendChoice, precision: PrecisionChoice, model: &Model) -> Result<Box<dyn Backend>> {
    let kind = match choice {
        BackendChoice::Auto => BackendKind::Auto,
        BackendChoice::Cpu => BackendKind::Cpu,
        BackendChoice::Cuda => BackendKind::Cuda,
        BackendChoice::Wgpu => BackendKind::Wgpu,
    };
    let precision = match precision {
        PrecisionChoice::F32 => Precision::F32,
        PrecisionChoice::F64 => Precision::F64,
    };
    backend::open(kind, model, precision)
}

/// Prefix structure errors with the input file and turn batch indices into frame indices.
fn in_file(path: &Path, first_frame: usize, e: Error) -> Error {
    match e {
        Error::System { system, msg } => {
            Error::Invalid(format!("{}: frame {}: {msg}", path.display(), first_frame + system))
        }
        other => other,
    }
}

/// Fail before any work when the output cannot be created where asked.
fn check_output_dir(output: &Path) -> Result<()> {
    match output.parent() {
        Some(dir) if !dir.as_os_str().is_empty() && !dir.is_dir() => Err(Error::io(
            output,
            std::io::Error::new(std::io::ErrorKind::NotFound, format!("directory {} does not exist", dir.display())),
        )),
        _ => Ok(()),
    }
}

fn eval(args: &EvalArgs) -> Result<()> {
    check_output_dir(&args.output)?;
    let model = Model::load(&args.model)?;
    let frames = read_extxyz(&args.input)?;
    let backend = make_backend(args.backend, args.precision, &model)?;
    let mut calc = Calculator::new(model, backend);

    let start = Instant::now();
    let mut out: Vec<Frame> = Vec::with_capacity(frames.len());
    let mut n_atoms = 0;
    for (chunk_index, chunk) in frames.chunks(args.batch_size as usize).enumerate() {
        let first = chunk_index * args.batch_size as usize;
        let batch = Batch::new(chunk.iter().map(|f| f.system.clone()).collect()).map_err(|e| in_file(&args.input, first, e))?;
        let res = calc.compute(&batch, Request::default()).map_err(|e| in_file(&args.input, first, e))?;
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
    // One line, only on success: an error must be the only thing on stderr.
    eprintln!(
        "mlff: {} frames, {} atoms in {:.3} s on {} -> {}",
        out.len(),
        n_atoms,
        start.elapsed().as_secs_f64(),
        calc.backend_name(),
        args.output.display()
    );
    Ok(())
}

fn info() -> Result<()> {
    println!("mlff {}: backends compiled in: cpu (f64, f32), cuda (cubecl 0.10, NVRTC at run time), wgpu (WGSL)", env!("CARGO_PKG_VERSION"));
    println!("cpu: {} threads (rayon; RAYON_NUM_THREADS sets them)", rayon::current_num_threads());
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
            println!("cuda: {} device(s)", devs.len());
            devs.iter().for_each(show);
        }
        Err(e) => println!("cuda: none ({e})"),
    }
    let adapters = backend::device::wgpu_adapters();
    println!("wgpu: {} adapter(s)", adapters.len());
    adapters.iter().for_each(|(d, _, _)| show(d));
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
    let mut reference = Calculator::new(model.clone(), backend::open(BackendKind::Cpu, &model, Precision::F64)?);
    let r = reference.compute(&batch, Request::default())?;
    println!("mlff check: {} structures ({}), {} atoms, {} edges; reference {}", names.len(), names.join(", "), batch.n_atoms(), r.n_edges, reference.backend_name());
    println!("tolerances (f32): energy 1e-5, forces 1e-4 (relative RMS), stress 1e-4; relative to max(|ref|, 1)");
    let mut failed = false;
    let mut ran = 0;
    for kind in [BackendKind::Cpu, BackendKind::Cuda, BackendKind::Wgpu] {
        // Every backend in f32, the precision the GPUs compute in, against the f64 reference.
        let b = match backend::open(kind, &model, Precision::F32) {
            Ok(b) => b,
            Err(e) => {
                println!("{kind:?}: skipped ({e})");
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
    println!("{ran} backend(s) checked, all within tolerance");
    Ok(())
}

fn serve(args: &ServeArgs) -> Result<()> {
    use mlff::ipi::{connect, Address, Driver, Ending};
    if !(args.timeout.is_finite() && args.timeout >= 0.0) {
        return Err(Error::Invalid(format!("--timeout {}: expected seconds >= 0", args.timeout)));
    }
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
    let model = Model::load(&args.model)?;
    let backend = make_backend(args.backend, args.precision, &model)?;
    let in_template = |e: Error| Error::Invalid(format!("{}: {e}", args.template.display()));
    if !(args.skin.is_finite() && args.skin >= 0.0) {
        return Err(Error::Invalid(format!("--skin {} Å: must be a non-negative number", args.skin)));
    }
    let mut driver = Driver::new(Calculator::new(model, backend), &template).map_err(in_template)?.with_skin(args.skin);
    let mut stream = connect(&address, timeout)?;
    eprintln!(
        "mlff serve: connected to {address}; {} atoms from {}{}; {}",
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
