//! The `mlff` command line: a thin layer over the library.
//!
//! Every error is printed on one line (`mlff: error: ...`) with a non-zero exit status, and no
//! output file is left behind.
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand, ValueEnum};

use mlff::backend::cpu::CpuBackend;
use mlff::backend::Backend;
use mlff::io::extxyz::{read_extxyz, write_extxyz, Frame};
use mlff::{Batch, Calculator, Error, Model, Request, Result};

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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum BackendChoice {
    /// The best device available (today: the CPU).
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Eval(args) => eval(&args),
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
    match choice {
        BackendChoice::Auto | BackendChoice::Cpu => Ok(match precision {
            PrecisionChoice::F64 => Box::new(CpuBackend::<f64>::new(model)),
            PrecisionChoice::F32 => Box::new(CpuBackend::<f32>::new(model)),
        }),
        BackendChoice::Cuda | BackendChoice::Wgpu => Err(Error::Backend {
            backend: format!("{choice:?}").to_lowercase(),
            msg: "not available in this build of mlff (the GPU backends are not implemented yet); use --backend cpu".into(),
        }),
    }
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
