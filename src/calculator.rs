//! The user API: a model on a backend, evaluating batches.
//!
//! ```no_run
//! use mlff::{backend::cpu::CpuBackend, Batch, Calculator, Model, Request, System};
//! let model = Model::load("models/painn-gfn2-hcno.safetensors")?;
//! let mut calc = Calculator::new(model.clone(), CpuBackend::<f64>::new(&model));
//! let water = System::molecule(vec![8, 1, 1], vec![[0.0, 0.0, 0.0], [0.757, 0.586, 0.0], [-0.757, 0.586, 0.0]]);
//! let results = calc.compute(&Batch::new(vec![water])?, Request::default())?;
//! println!("E = {} eV, F_O = {:?} eV/Å", results.energy[0], results.forces[0]);
//! # Ok::<(), mlff::Error>(())
//! ```
pub use crate::backend::{Request, Results};
use crate::backend::{Backend, Precision};
use crate::error::{Error, Result};
use crate::md::{Dynamics, Settings};
use crate::model::Model;
use crate::system::{symbol, Batch};

/// A model bound to a backend.
pub struct Calculator<B: Backend> {
    model: Model,
    backend: B,
}

impl<B: Backend> Calculator<B> {
    /// Bind `model` to `backend` (which must have been built from the same model).
    pub fn new(model: Model, backend: B) -> Self {
        Calculator { model, backend }
    }

    /// The model.
    pub fn model(&self) -> &Model {
        &self.model
    }

    /// The backend's name.
    pub fn backend_name(&self) -> String {
        self.backend.name()
    }

    /// The backend itself (profiling, device queries).
    pub fn backend_mut(&mut self) -> &mut B {
        &mut self.backend
    }

    /// The backend's precision.
    pub fn precision(&self) -> Precision {
        self.backend.precision()
    }

    /// Evaluate a batch: energies (and per-atom energies), forces and stress as requested.
    /// Refuses elements the model was not trained on, naming the system and atom.
    pub fn compute(&mut self, batch: &Batch, request: Request) -> Result<Results> {
        self.check_elements(batch)?;
        self.backend.compute(batch, request)
    }

    /// [`Calculator::compute`] for a sequence of calls on the same systems, keeping a Verlet
    /// neighbour list with `skin` (Å): see [`Backend::compute_reusing`].
    pub fn compute_reusing(&mut self, batch: &Batch, request: Request, skin: f64) -> Result<Results> {
        self.check_elements(batch)?;
        self.backend.compute_reusing(batch, request, skin)
    }

    /// Start molecular dynamics on the backend ([`Backend::dynamics`]), after the same element
    /// checks as [`Calculator::compute`].
    pub fn dynamics(&mut self, batch: Batch, velocities: Vec<[f64; 3]>, settings: Settings) -> Result<Box<dyn Dynamics + '_>> {
        self.check_elements(&batch)?;
        self.backend.dynamics(batch, velocities, settings)
    }

    /// [`Backend::warm_up_dynamics`] after the same element checks as [`Calculator::dynamics`].
    pub fn warm_up_dynamics(&mut self, batch: &Batch, velocities: &[[f64; 3]], settings: Settings) -> Result<()> {
        self.check_elements(batch)?;
        self.backend.warm_up_dynamics(batch, velocities, settings)
    }

    fn check_elements(&self, batch: &Batch) -> Result<()> {
        for (s, sys) in batch.systems.iter().enumerate() {
            if let Some(a) = sys.numbers.iter().position(|&z| !self.model.supports(z)) {
                let z = sys.numbers[a];
                let known: Vec<&str> = self.model.config.elements.iter().map(|&z| symbol(z)).collect();
                return Err(Error::System {
                    system: s,
                    msg: format!(
                        "atom {a}: element {} (Z={z}) is not in model {} (elements {})",
                        symbol(z),
                        self.model.path.display(),
                        known.join(" ")
                    ),
                });
            }
        }
        Ok(())
    }
}

impl Backend for Box<dyn Backend> {
    fn name(&self) -> String {
        (**self).name()
    }
    fn precision(&self) -> Precision {
        (**self).precision()
    }
    fn compute(&mut self, batch: &Batch, request: Request) -> Result<Results> {
        (**self).compute(batch, request)
    }
    fn compute_reusing(&mut self, batch: &Batch, request: Request, skin: f64) -> Result<Results> {
        (**self).compute_reusing(batch, request, skin)
    }
    fn dynamics<'a>(&'a mut self, batch: Batch, velocities: Vec<[f64; 3]>, settings: Settings) -> Result<Box<dyn Dynamics + 'a>> {
        (**self).dynamics(batch, velocities, settings)
    }
    fn warm_up_dynamics(&mut self, batch: &Batch, velocities: &[[f64; 3]], settings: Settings) -> Result<()> {
        (**self).warm_up_dynamics(batch, velocities, settings)
    }
    fn set_profiling(&mut self, on: bool) {
        (**self).set_profiling(on)
    }
    fn profile(&self) -> Option<crate::backend::Profile> {
        (**self).profile()
    }
    fn track_memory(&mut self, on: bool) {
        (**self).track_memory(on)
    }
    fn memory(&self) -> Option<crate::backend::MemoryStats> {
        (**self).memory()
    }
}
