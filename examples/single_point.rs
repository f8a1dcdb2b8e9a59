//! Single-point energy (eV), forces (eV/Å) and per-atom energies (eV) of one water molecule.
//!
//! ```text
//! cargo run --release --example single_point -- [MODEL.safetensors]
//! ```
//!
//! MODEL defaults to `models/painn-gfn2-hcno.safetensors`. The geometry is ASE's
//! `molecule("H2O")` (Å), the same as `examples/data/water.xyz`. Evaluated in f64 on the CPU.
use std::path::Path;
use std::process::ExitCode;

use mlff::backend::cpu::CpuBackend;
use mlff::system::symbol;
use mlff::{Batch, Calculator, Model, Request, System};

const DEFAULT_MODEL: &str = "models/painn-gfn2-hcno.safetensors";

fn main() -> ExitCode {
    let model = std::env::args().nth(1).unwrap_or_else(|| DEFAULT_MODEL.to_string());
    if !Path::new(&model).is_file() {
        eprintln!("single_point: no model file at {model}");
        eprintln!("usage: cargo run --release --example single_point -- MODEL.safetensors");
        return ExitCode::FAILURE;
    }
    match run(&model) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("single_point: error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(path: &str) -> mlff::Result<()> {
    let model = Model::load(path)?;
    let mut calc = Calculator::new(model.clone(), CpuBackend::<f64>::new(&model));
    let water = System::molecule(
        vec![8, 1, 1],
        vec![[0.0, 0.0, 0.119262], [0.0, 0.763239, -0.477047], [0.0, -0.763239, -0.477047]],
    );
    let res = calc.compute(&Batch::new(vec![water.clone()])?, Request::default())?;

    println!("model   {path}");
    println!("backend {}", calc.backend_name());
    println!("energy  {:.8} eV", res.energy[0]);
    println!("atom        e_i (eV)      Fx (eV/Å)      Fy (eV/Å)      Fz (eV/Å)");
    for (a, &z) in water.numbers.iter().enumerate() {
        let f = res.forces[a];
        println!("{a:>2} {:<2} {:>14.8} {:>14.8} {:>14.8} {:>14.8}", symbol(z), res.energies[a], f[0], f[1], f[2]);
    }
    Ok(())
}
