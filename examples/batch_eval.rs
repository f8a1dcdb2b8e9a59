//! Evaluate every frame of an extended XYZ file as one [`Batch`] and print a table: atoms,
//! energy (eV), energy per atom (eV), largest force (eV/Å) and, for frames periodic in all three
//! directions, the pressure −tr(σ)/3 (GPa).
//!
//! ```text
//! cargo run --release --example batch_eval -- STRUCTURES.xyz [MODEL.safetensors]
//! cargo run --release --example batch_eval -- examples/data/water_box_192.xyz my-model.safetensors
//! ```
//!
//! MODEL defaults to `models/painn-gfn2-hcno.safetensors`. Evaluated in f64 on the CPU.
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use mlff::backend::cpu::CpuBackend;
use mlff::io::extxyz::read_extxyz;
use mlff::units::EV_PER_A3_GPA;
use mlff::{Batch, Calculator, Model, Request};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(input) = args.first().map(PathBuf::from) else {
        eprintln!("usage: cargo run --release --example batch_eval -- STRUCTURES.xyz [MODEL.safetensors]");
        return ExitCode::FAILURE;
    };
    let model = PathBuf::from(args.get(1).map_or("models/painn-gfn2-hcno.safetensors", String::as_str));
    if !model.is_file() {
        eprintln!("batch_eval: no model file at {} (pass one as the second argument)", model.display());
        return ExitCode::FAILURE;
    }
    match run(&input, &model) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("batch_eval: error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(input: &Path, model_path: &Path) -> mlff::Result<()> {
    let model = Model::load(model_path)?;
    let frames = read_extxyz(input)?;
    let batch = Batch::new(frames.into_iter().map(|f| f.system).collect())?;
    let mut calc = Calculator::new(model.clone(), CpuBackend::<f64>::new(&model));
    let res = calc.compute(&batch, Request::default())?;

    println!("{} frames, {} atoms, {} on {}", batch.len(), batch.n_atoms(), model_path.display(), calc.backend_name());
    println!("frame  atoms        energy (eV)    eV/atom   max|F| (eV/Å)   p (GPa)");
    for s in 0..batch.len() {
        let (a0, a1) = (batch.atom_start[s], batch.atom_start[s + 1]);
        let n = a1 - a0;
        let fmax = res.forces[a0..a1].iter().map(|f| f.iter().map(|x| x * x).sum::<f64>().sqrt()).fold(0.0, f64::max);
        let per_atom = if n > 0 { res.energy[s] / n as f64 } else { 0.0 };
        let p =
            res.stress[s].map_or("-".to_string(), |v| format!("{:.4}", -(v[0] + v[1] + v[2]) / 3.0 * EV_PER_A3_GPA));
        println!("{s:>5} {n:>6} {:>18.6} {per_atom:>10.4} {fmax:>15.6} {p:>9}", res.energy[s]);
    }
    Ok(())
}
