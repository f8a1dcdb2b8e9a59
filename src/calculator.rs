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
use crate::backend::cpu::CpuBackend;
use crate::backend::{Backend, ListVote, MemoryStats, Precision, Profile};
use crate::error::{Error, Result};
use crate::md::{Dynamics, MdBackend, Settings};
use crate::model::Model;
use crate::system::{symbol, Batch};

/// Which backend to open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackendKind {
    /// CUDA if a device answers, then a WebGPU GPU adapter, then the CPU.
    Auto,
    /// The CPU.
    Cpu,
    /// NVIDIA GPU 0 through CUDA.
    Cuda,
    /// The best WebGPU adapter (a software one such as lavapipe when no GPU is there).
    Wgpu,
}

impl BackendKind {
    /// Every kind, in the order users are shown them.
    pub const ALL: [BackendKind; 4] = [BackendKind::Auto, BackendKind::Cpu, BackendKind::Cuda, BackendKind::Wgpu];

    /// The name users write: `auto`, `cpu`, `cuda`, `wgpu`.
    pub fn name(self) -> &'static str {
        match self {
            BackendKind::Auto => "auto",
            BackendKind::Cpu => "cpu",
            BackendKind::Cuda => "cuda",
            BackendKind::Wgpu => "wgpu",
        }
    }
}

impl std::str::FromStr for BackendKind {
    type Err = Error;

    /// The kind named `name` ([`BackendKind::name`]). Every front end (the CLI, Python, the C ABI,
    /// the LAMMPS plugin) parses here.
    fn from_str(name: &str) -> Result<BackendKind> {
        BackendKind::ALL
            .into_iter()
            .find(|k| k.name() == name)
            .ok_or_else(|| Error::Invalid(format!("backend '{name}': expected auto, cpu, cuda or wgpu")))
    }
}

impl std::fmt::Display for BackendKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Open a backend for `model`: the one function every front end (the CLI, Python, the C ABI, the
/// browser's tests) opens a backend with. `precision` f64 or f32 applies when the CPU is used (the
/// GPUs run f32); tf32 and bf16 need CUDA (`Cuda` or `Auto`) and are an error elsewhere. `device`
/// picks a GPU, number `device mod the number found` (ranks of one node spread over its GPUs);
/// `None` takes CUDA device 0, or the best WebGPU GPU adapter (for `Wgpu`, a software one when
/// there is no GPU). A missing device (or a build without it) is an error for `Cuda` and `Wgpu`;
/// `Auto` falls through to the next candidate.
pub fn open(kind: BackendKind, model: &Model, precision: Precision, device: Option<usize>) -> Result<Box<dyn MdBackend>> {
    if precision.tensor_cores() {
        return match kind {
            BackendKind::Cuda | BackendKind::Auto => open_cuda(model, precision, device).map_err(|e| match e {
                Error::Backend { backend, msg } => Error::Backend { backend, msg: format!("precision {} needs CUDA: {msg}", precision.name()) },
                e => e,
            }),
            BackendKind::Cpu | BackendKind::Wgpu => Err(Error::Invalid(format!(
                "precision {} runs on NVIDIA tensor cores: it needs the cuda backend (the CPU takes f64 or f32, wgpu f32)",
                precision.name()
            ))),
        };
    }
    let cpu = || -> Box<dyn MdBackend> {
        match precision {
            Precision::F32 => Box::new(CpuBackend::<f32>::new(model)),
            _ => Box::new(CpuBackend::<f64>::new(model)),
        }
    };
    match kind {
        BackendKind::Cpu => Ok(cpu()),
        BackendKind::Cuda => open_cuda(model, Precision::F32, device),
        BackendKind::Wgpu => open_wgpu(model, device, true),
        BackendKind::Auto => {
            Ok(open_cuda(model, Precision::F32, device).or_else(|_| open_wgpu(model, device, false)).unwrap_or_else(|_| cpu()))
        }
    }
}

/// CUDA device `device mod count` (0 for `None`) in `precision` (f32, tf32 or bf16).
fn open_cuda(model: &Model, precision: Precision, device: Option<usize>) -> Result<Box<dyn MdBackend>> {
    // The GPU kernels are PaiNN's: another architecture is refused before a device is touched.
    model.painn("cuda")?;
    #[cfg(feature = "cuda")]
    {
        let index = match device {
            None => 0,
            Some(d) => match crate::backend::device::cuda_devices()?.len() {
                0 => return Err(Error::Backend { backend: "cuda".into(), msg: "no CUDA device".into() }),
                n => d % n,
            },
        };
        let mut backend = crate::backend::cube::CudaBackend::cuda(model, index)?;
        backend.set_precision(precision)?;
        Ok(Box::new(backend))
    }
    #[cfg(not(feature = "cuda"))]
    {
        let _ = (model, precision, device);
        Err(crate::backend::device::not_in_this_build("cuda"))
    }
}

/// WebGPU adapter `device mod count`, or for `None` (or no adapter listed) the best GPU adapter,
/// a software one only if `allow_software`.
fn open_wgpu(model: &Model, device: Option<usize>, allow_software: bool) -> Result<Box<dyn MdBackend>> {
    model.painn("wgpu")?;
    #[cfg(feature = "wgpu")]
    {
        let count = crate::backend::device::wgpu_devices().len();
        let index = device.filter(|_| count > 0).map(|d| d % count);
        Ok(Box::new(crate::backend::cube::WgpuBackend::wgpu(model, index, allow_software)?))
    }
    #[cfg(not(feature = "wgpu"))]
    {
        let _ = (model, device, allow_software);
        Err(crate::backend::device::not_in_this_build("wgpu"))
    }
}

/// A model bound to a backend. Every evaluation goes through the same guards, whatever the front
/// end (the CLI, `serve`, Python, the C ABI, the browser): elements the model knows, no atom
/// closer than [`Calculator::min_distance`] to another or to its own periodic image, the memory
/// budget, and finite results.
pub struct Calculator<B: Backend> {
    model: Model,
    backend: B,
    max_memory: u64,
    min_distance: f64,
    contacts: Option<ContactsChecked>,
}

/// The atoms whose close contacts were last checked, and how far each may move before a pair
/// could come closer than the minimum distance: a call on the same atoms and cells within that
/// keeps the verdict, as a Verlet list keeps its pairs.
struct ContactsChecked {
    min_distance: f64,
    numbers: Vec<u32>,
    cells: Vec<(Option<[[f64; 3]; 3]>, [bool; 3])>,
    positions: Vec<[f64; 3]>,
    clearance: f64,
}

/// How far beyond the minimum distance (Å) the close-contact search looks, so that its verdict
/// holds until an atom has moved by half the gap it finds.
const CONTACT_SKIN: f64 = 0.5;

impl ContactsChecked {
    fn still_holds(&self, batch: &Batch, min_distance: f64) -> bool {
        let same = self.min_distance == min_distance
            && self.positions.len() == batch.n_atoms()
            && self.cells.len() == batch.len()
            && batch.systems.iter().zip(&self.cells).all(|(s, c)| s.cell == c.0 && s.pbc == c.1)
            && batch.systems.iter().flat_map(|s| &s.numbers).eq(&self.numbers);
        let limit = self.clearance * self.clearance;
        same && batch
            .systems
            .iter()
            .flat_map(|s| &s.positions)
            .zip(&self.positions)
            .all(|(p, q)| (0..3).map(|k| (p[k] - q[k]) * (p[k] - q[k])).sum::<f64>() < limit)
    }
}

impl<B: Backend> Calculator<B> {
    /// Bind `model` to `backend` (which must have been built from the same model).
    pub fn new(model: Model, backend: B) -> Self {
        Calculator { model, backend, max_memory: crate::budget::default_max_memory(), min_distance: crate::budget::CLOSE_CONTACT, contacts: None }
    }

    /// Refuse atoms closer than `distance` (Å) to one another or to their own periodic images;
    /// 0 allows any distance. Default [`crate::budget::CLOSE_CONTACT`].
    pub fn set_min_distance(&mut self, distance: f64) -> Result<()> {
        if !(distance.is_finite() && (0.0..=crate::budget::MAX_MIN_DISTANCE).contains(&distance)) {
            return Err(Error::Invalid(format!("minimum distance {distance} Å: must be a number from 0 to {}", crate::budget::MAX_MIN_DISTANCE)));
        }
        self.min_distance = distance;
        Ok(())
    }

    /// See [`Calculator::set_min_distance`].
    pub fn min_distance(&self) -> f64 {
        self.min_distance
    }

    /// The memory (bytes) a batch's neighbour pairs and features may need
    /// ([`crate::budget::check_memory`]); default: what the host has available.
    pub fn set_max_memory(&mut self, bytes: u64) {
        self.max_memory = bytes;
    }

    /// See [`Calculator::set_max_memory`].
    pub fn max_memory(&self) -> u64 {
        self.max_memory
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
    /// Refuses elements the model was not trained on, naming the system and atom, atoms closer
    /// than [`Calculator::min_distance`], a batch whose neighbour pairs would need more memory
    /// than [`Calculator::max_memory`], and non-finite results.
    pub fn compute(&mut self, batch: &Batch, request: Request) -> Result<Results> {
        self.check(batch, 0.0)?;
        let res = self.backend.compute(batch, request).map_err(|e| e.in_batch_of(batch.len()))?;
        crate::budget::check_results(batch, &res).map(|()| res)
    }

    /// [`Calculator::compute`] for a sequence of calls on the same systems, keeping a Verlet
    /// neighbour list with `skin` (Å): see [`Backend::compute_reusing`].
    pub fn compute_reusing(&mut self, batch: &Batch, request: Request, skin: f64) -> Result<Results> {
        self.check(batch, skin)?;
        let res = self.backend.compute_reusing(batch, request, skin).map_err(|e| e.in_batch_of(batch.len()))?;
        crate::budget::check_results(batch, &res).map(|()| res)
    }

    /// The Verlet skin (Å) for [`Calculator::compute_reusing`] and MD on `batch` where the user
    /// gives none: [`Backend::verlet_skin`].
    pub fn verlet_skin(&self, batch: &Batch) -> f64 {
        self.backend.verlet_skin(batch)
    }

    /// [`Calculator::compute_reusing`] where only each system's first `local[s]` atoms count: the
    /// energy and its derivatives of a domain with ghost atoms ([`Backend::compute_local`]).
    pub fn compute_local(&mut self, batch: &Batch, request: Request, local: &[usize], skin: f64) -> Result<Results> {
        self.check(batch, skin)?;
        let res = self.backend.compute_local(batch, request, local, skin).map_err(|e| e.in_batch_of(batch.len()))?;
        crate::budget::check_results(batch, &res).map(|()| res)
    }

    /// Rebuild the kept neighbour list when `vote` says so: see [`Backend::set_list_vote`].
    pub fn set_list_vote(&mut self, vote: Option<ListVote>) {
        self.backend.set_list_vote(vote)
    }

    /// The checks every evaluation runs first: elements the model knows, an atom's own periodic
    /// images from the cell alone ([`crate::budget::check_cell`]), the memory the pairs within
    /// the cutoff (+ `skin`, Å) would need (on a GPU also its free memory and largest buffer,
    /// [`crate::budget::check_device_memory`], from [`crate::budget::DEVICE_CHECK_BYTES`] up), then pairs closer than
    /// [`Calculator::min_distance`] ([`crate::budget::check_contacts`]; not searched again while
    /// the atoms have moved less than the last search allows).
    pub fn check(&mut self, batch: &Batch, skin: f64) -> Result<()> {
        self.check_elements(batch)?;
        crate::budget::check_cell(batch, self.min_distance)?;
        let float_bytes = match self.backend.precision() {
            Precision::F64 => 8,
            Precision::F32 | Precision::Tf32 | Precision::Bf16 => 4,
        };
        let cutoff = self.model.config.cutoff + skin.max(0.0);
        crate::budget::check_memory(batch, &self.model, cutoff, float_bytes, self.max_memory)?;
        if crate::budget::quick_bytes_needed(batch, &self.model, cutoff, 4) > crate::budget::DEVICE_CHECK_BYTES {
            if let Some(device) = self.backend.device_memory() {
                crate::budget::check_device_memory(batch, &self.model, cutoff, &device)?;
            }
        }
        self.check_contacts(batch)
    }

    fn check_contacts(&mut self, batch: &Batch) -> Result<()> {
        let md = self.min_distance;
        if md <= 0.0 || self.contacts.as_ref().is_some_and(|c| c.still_holds(batch, md)) {
            return Ok(());
        }
        self.contacts = None;
        // The search's radius stays within the memory check's cutoff.
        let radius = (md + CONTACT_SKIN).min(self.model.config.cutoff.max(md));
        let clearance = crate::budget::contacts_clearance(batch, md, radius)?;
        self.contacts = Some(ContactsChecked {
            min_distance: md,
            numbers: batch.systems.iter().flat_map(|s| s.numbers.iter().copied()).collect(),
            cells: batch.systems.iter().map(|s| (s.cell, s.pbc)).collect(),
            positions: batch.systems.iter().flat_map(|s| s.positions.iter().copied()).collect(),
            clearance,
        });
        Ok(())
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

impl<B: MdBackend> Calculator<B> {
    /// Start molecular dynamics on the backend ([`MdBackend::dynamics`]), after the same element
    /// checks as [`Calculator::compute`].
    pub fn dynamics(&mut self, batch: Batch, velocities: Vec<[f64; 3]>, settings: Settings) -> Result<Box<dyn Dynamics + '_>> {
        self.check(&batch, settings.skin)?;
        self.backend.dynamics(batch, velocities, settings)
    }

    /// [`MdBackend::warm_up_dynamics`] after the same element checks as [`Calculator::dynamics`].
    pub fn warm_up_dynamics(&mut self, batch: &Batch, velocities: &[[f64; 3]], settings: Settings) -> Result<()> {
        self.check(batch, settings.skin)?;
        self.backend.warm_up_dynamics(batch, velocities, settings)
    }
}

/// The GPU backends' calls for a caller that cannot block on the device: a browser, whose
/// buffers are read only once control returns to its event loop. Same checks and results as
/// the blocking calls.
#[cfg(any(feature = "cuda", feature = "wgpu"))]
impl<R: cubecl::Runtime> Calculator<crate::backend::cube::CubeBackend<R>> {
    /// [`Calculator::compute`], its read-backs awaited.
    pub async fn compute_async(&mut self, batch: &Batch, request: Request) -> Result<Results> {
        self.check(batch, 0.0)?;
        let res = self.backend.compute_async(batch, request).await.map_err(|e| e.in_batch_of(batch.len()))?;
        crate::budget::check_results(batch, &res).map(|()| res)
    }

    /// [`Calculator::dynamics`], its read-backs awaited.
    pub async fn dynamics_async(&mut self, batch: Batch, velocities: Vec<[f64; 3]>, settings: Settings) -> Result<crate::backend::cube::CubeDynamics<'_, R>> {
        self.check(&batch, settings.skin)?;
        self.backend.dynamics_async(batch, velocities, settings).await
    }
}

impl Backend for Box<dyn MdBackend> {
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
    fn compute_local(&mut self, batch: &Batch, request: Request, local: &[usize], skin: f64) -> Result<Results> {
        (**self).compute_local(batch, request, local, skin)
    }
    fn verlet_skin(&self, batch: &Batch) -> f64 {
        (**self).verlet_skin(batch)
    }
    fn set_list_vote(&mut self, vote: Option<ListVote>) {
        (**self).set_list_vote(vote)
    }
    fn set_profiling(&mut self, on: bool) {
        (**self).set_profiling(on)
    }
    fn profile(&self) -> Option<Profile> {
        (**self).profile()
    }
    fn track_memory(&mut self, on: bool) {
        (**self).track_memory(on)
    }
    fn memory(&self) -> Option<MemoryStats> {
        (**self).memory()
    }
    fn device_memory(&self) -> Option<crate::budget::DeviceMemory> {
        (**self).device_memory()
    }
}

impl MdBackend for Box<dyn MdBackend> {
    fn dynamics<'a>(&'a mut self, batch: Batch, velocities: Vec<[f64; 3]>, settings: Settings) -> Result<Box<dyn Dynamics + 'a>> {
        (**self).dynamics(batch, velocities, settings)
    }
    fn warm_up_dynamics(&mut self, batch: &Batch, velocities: &[[f64; 3]], settings: Settings) -> Result<()> {
        (**self).warm_up_dynamics(batch, velocities, settings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every name a front end may pass parses to what prints it, and nothing else parses.
    #[test]
    fn backend_and_precision_names_parse_back() {
        for kind in BackendKind::ALL {
            assert_eq!(kind.name().parse::<BackendKind>().unwrap(), kind);
            assert_eq!(kind.to_string(), kind.name());
        }
        for p in Precision::ALL {
            assert_eq!(p.name().parse::<Precision>().unwrap(), p);
        }
        assert_eq!("float32".parse::<Precision>().unwrap(), Precision::F32);
        assert_eq!("float64".parse::<Precision>().unwrap(), Precision::F64);
        let e = "gpu".parse::<BackendKind>().unwrap_err().to_string();
        assert_eq!(e, "backend 'gpu': expected auto, cpu, cuda or wgpu");
        let e = "f16".parse::<Precision>().unwrap_err().to_string();
        assert_eq!(e, "precision 'f16': expected f64, f32, tf32 or bf16");
        assert!("CPU".parse::<BackendKind>().is_err() && "".parse::<Precision>().is_err());
    }
}
