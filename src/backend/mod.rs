//! Backends: where the neighbour list, the PaiNN forward pass and its hand-derived backward run.
//!
//! The trait is coarse (one call evaluates a whole [`Batch`]) and everything above it
//! (calculator, CLI, benchmarks) names no device. The f64 [`cpu::CpuBackend`] is the reference
//! every other backend is tested against.
use crate::error::{Error, Result};
use crate::system::{Batch, System};

pub mod cpu;
#[cfg(any(feature = "cuda", feature = "wgpu"))]
pub mod cube;
pub mod device;
pub mod dynamics;
pub mod integrator;
pub mod kernel_cache;
// Writes files through cubecl's compilation log, which a browser (wasm32) does not have.
#[cfg(all(feature = "wgpu", not(target_family = "wasm")))]
pub mod wgsl_export;

/// What to compute besides energies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Request {
    /// Forces (eV/Å).
    pub forces: bool,
    /// Stress (eV/Å³) of the systems periodic in all three directions.
    pub stress: bool,
}

impl Default for Request {
    fn default() -> Self {
        Request { forces: true, stress: true }
    }
}

/// Results of one batch evaluation, in batch order. Energies in eV, forces in eV/Å, stress in
/// eV/Å³ (Voigt xx yy zz yz xz xy, ASE's sign: σ = (1/V) ∂E/∂ε).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Results {
    /// Total energy per system.
    pub energy: Vec<f64>,
    /// Energy per atom (concatenated like the batch); sums to `energy` per system.
    pub energies: Vec<f64>,
    /// Forces per atom (concatenated), empty unless requested.
    pub forces: Vec<[f64; 3]>,
    /// Stress per system: `Some` for systems periodic in all three directions when requested.
    pub stress: Vec<Option<[f64; 6]>>,
    /// Virial per system, W = −Σ_e sym(∂E/∂r_e ⊗ r_e) over its edges r_e (eV, Voigt xx yy zz yz
    /// xz xy): `Some` for every system when stress is requested. Where the stress is defined it
    /// is −V σ; for an open cluster it is Σ_a r_a ⊗ F_a; for a cell periodic along some
    /// directions only, it is what a domain-decomposed code sums over its ranks.
    pub virial: Vec<Option<[f64; 6]>>,
    /// Number of directed edges evaluated: pairs within the cutoff, both directions (plus those
    /// within the skin when a Verlet list is kept).
    pub n_edges: usize,
    /// True when this call reused the neighbour list of an earlier call
    /// ([`Backend::compute_reusing`]).
    pub list_reused: bool,
}

impl Results {
    /// Set system `s`'s virial, and its stress where defined, from `t` = Σ_e ∂E/∂r_e ⊗ r_e over
    /// its edges (eV, not yet symmetrised).
    pub(crate) fn set_virial(&mut self, s: usize, sys: &System, t: [[f64; 3]; 3]) {
        let sym = |a: usize, b: usize| 0.5 * (t[a][b] + t[b][a]);
        let sum = [sym(0, 0), sym(1, 1), sym(2, 2), sym(1, 2), sym(0, 2), sym(0, 1)];
        self.virial[s] = Some(sum.map(|x| -x));
        if sys.has_stress() {
            let v = sys.volume().unwrap();
            self.stress[s] = Some(sum.map(|x| x / v));
        }
    }
}

/// Floating-point precision of a backend's arithmetic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Precision {
    /// IEEE single precision.
    F32,
    /// IEEE double precision.
    F64,
    /// Single precision, except the dense layers' matrix products where CUDA runs them as
    /// matrix products (the one-stage kernels: ≥ 64 atoms a multiprocessor), which take the
    /// tensor cores with operands rounded to TF32 (10-bit mantissa) and f32 sums.
    Tf32,
    /// As [`Precision::Tf32`], operands rounded to BF16 (7-bit mantissa).
    Bf16,
}

impl Precision {
    /// Every precision.
    pub const ALL: [Precision; 4] = [Precision::F64, Precision::F32, Precision::Tf32, Precision::Bf16];

    /// The name users write: `f64`, `f32`, `tf32`, `bf16`.
    pub fn name(self) -> &'static str {
        match self {
            Precision::F64 => "f64",
            Precision::F32 => "f32",
            Precision::Tf32 => "tf32",
            Precision::Bf16 => "bf16",
        }
    }


    /// Whether this precision runs on NVIDIA tensor cores (CUDA only).
    pub fn tensor_cores(self) -> bool {
        matches!(self, Precision::Tf32 | Precision::Bf16)
    }
}

impl std::str::FromStr for Precision {
    type Err = crate::Error;

    /// The precision named `name` ([`Precision::name`]); numpy's `float64` and `float32` name f64
    /// and f32 too. Every front end (the CLI, Python, the C ABI, the LAMMPS plugin) parses here.
    fn from_str(name: &str) -> crate::Result<Precision> {
        match name {
            "float64" => Ok(Precision::F64),
            "float32" => Ok(Precision::F32),
            _ => Precision::ALL.into_iter().find(|p| p.name() == name).ok_or_else(|| {
                crate::Error::Invalid(format!("precision '{name}': expected f64, f32, tf32 or bf16"))
            }),
        }
    }
}

impl std::fmt::Display for Precision {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Wall time per stage, accumulated over calls when profiling is on (each stage is followed by
/// a device synchronisation, so the total is slower than an unprofiled call).
#[derive(Clone, Debug, Default)]
pub struct Profile {
    /// (stage, seconds), in first-seen order.
    pub stages: Vec<(&'static str, f64)>,
    /// Calls accumulated.
    pub calls: usize,
}

impl Profile {
    /// Book `secs` to `stage`.
    pub fn add(&mut self, stage: &'static str, secs: f64) {
        match self.stages.iter_mut().find(|(s, _)| *s == stage) {
            Some((_, t)) => *t += secs,
            None => self.stages.push((stage, secs)),
        }
    }
}

/// The name of a per-layer stage: `"forward: message"` and layer 0 give
/// `"forward: message (layer 1)"`. Names are interned, so each distinct one is allocated once.
pub fn layer_stage(stage: &'static str, layer: usize) -> &'static str {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static NAMES: OnceLock<Mutex<HashMap<(&'static str, usize), &'static str>>> = OnceLock::new();
    let mut names = NAMES.get_or_init(Default::default).lock().unwrap();
    names.entry((stage, layer)).or_insert_with(|| Box::leak(format!("{stage} (layer {})", layer + 1).into_boxed_str()))
}

/// Memory a backend holds, in bytes. On a GPU: the buffers of the backend's memory pool (the
/// driver's own context is not counted). On the CPU: the resident set of the whole process.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemoryStats {
    /// Bytes in live buffers now (CPU: resident set size).
    pub in_use: u64,
    /// Bytes taken from the device by the memory pool, live or free for reuse (CPU: resident
    /// set size).
    pub reserved: u64,
    /// The largest `in_use` seen since [`Backend::track_memory`] was turned on: sampled at every
    /// stage boundary of a call on a GPU; the kernel's peak resident set (VmHWM) on the CPU.
    pub peak: u64,
    /// What the numbers measure, in words.
    pub source: &'static str,
}

/// A device that evaluates PaiNN on batches. Built from a model, it owns that model's weights in
/// its own format and memory.
pub trait Backend: Send {
    /// A human-readable name: "cpu (f64, 2 threads)", "cuda:0 NVIDIA H200", ...
    fn name(&self) -> String;
    /// Arithmetic precision.
    fn precision(&self) -> Precision;
    /// Evaluate every system of the batch. The batch is already validated and its elements are
    /// supported by the model.
    fn compute(&mut self, batch: &Batch, request: Request) -> Result<Results>;
    /// Like [`Backend::compute`], for a sequence of calls on the same systems (MD, an i-PI
    /// driver): the neighbour list is built with `cutoff + skin` (Å) and reused while the
    /// systems keep their atoms and cells and no atom has moved by `skin / 2` since it was built
    /// ([`crate::neighbor::SkinState`]). Results are those of `compute`. `skin <= 0` is `compute`.
    fn compute_reusing(&mut self, batch: &Batch, request: Request, skin: f64) -> Result<Results> {
        let _ = skin;
        self.compute(batch, request)
    }
    /// The Verlet skin (Å) for a sequence of calls on `batch` ([`Backend::compute_reusing`], MD)
    /// where the user gives none: the one this backend's kernels run fastest with,
    /// [`crate::neighbor::DEFAULT_SKIN`] unless they say otherwise.
    fn verlet_skin(&self, batch: &Batch) -> f64 {
        let _ = batch;
        crate::neighbor::DEFAULT_SKIN
    }
    /// Like [`Backend::compute_reusing`], for clusters cut out of a larger system (a domain of a
    /// parallel MD code with its ghost atoms): only the first `local[s]` atoms of system `s` count.
    /// A cluster is open, or a cell periodic along the directions the domain spans whole (the
    /// ghosts then carry the neighbourhood along the others only).
    /// `energy[s]` is the sum of their per-atom energies, and forces and virial are the
    /// derivatives of that energy alone: `F_m = -∂E_local/∂r_m` for every atom, ghosts included.
    /// `energies` holds the local atoms' own energies, and the ghosts' where a backend computed
    /// them (the GPU backends leave out ghosts beyond the reach of every local atom: 0 there; a
    /// ghost's own energy means little, its neighbourhood being cut). With `local[s]` equal to
    /// the system's length for every system this is `compute_reusing`.
    fn compute_local(&mut self, batch: &Batch, request: Request, local: &[usize], skin: f64) -> Result<Results>;
    /// Decide with others when the list kept by [`Backend::compute_reusing`] and
    /// [`Backend::compute_local`] is rebuilt: with a vote, each of their calls with `skin > 0`
    /// calls it once, on the calling thread, with whether this backend's list has expired, and
    /// rebuilds the list when it returns true (an expired list is rebuilt whatever it returns).
    /// The MPI ranks of one run vote with the OR over ranks, so that they rebuild on the same steps
    /// rather than each step waiting for whichever rank rebuilds. `None`: this backend decides.
    fn set_list_vote(&mut self, vote: Option<ListVote>);
    /// Turn per-stage profiling on or off (backends without it ignore this).
    fn set_profiling(&mut self, _on: bool) {}
    /// The per-stage profile accumulated since profiling was turned on, if the backend has one.
    fn profile(&self) -> Option<Profile> {
        None
    }
    /// Start (or stop) tracking the peak memory in use during calls; turning it on resets the
    /// peak. Tracking may slow calls down (a GPU backend queries its pool at every stage), so
    /// timed calls run without it.
    fn track_memory(&mut self, _on: bool) {}
    /// The memory this backend holds now, if it can tell.
    fn memory(&self) -> Option<MemoryStats> {
        None
    }
    /// What a GPU can still hold (its free bytes, its largest buffer), which
    /// [`crate::Calculator`] checks a batch against before it is uploaded; `None` on the CPU,
    /// whose budget is the host's.
    fn device_memory(&self) -> Option<crate::budget::DeviceMemory> {
        None
    }
}

/// A vote on rebuilding a kept neighbour list ([`Backend::set_list_vote`]): called with whether
/// the backend's own list has expired, it returns whether to rebuild.
pub type ListVote = Box<dyn FnMut(bool) -> bool + Send>;

/// Whether a kept list that is `valid` for this call is used again: this backend's verdict, or
/// with a vote, unless the vote asks for a rebuild. The vote is called whatever the verdict.
pub(crate) fn reuse_kept(vote: &mut Option<ListVote>, valid: bool) -> bool {
    match vote {
        Some(vote) => !vote(!valid) && valid,
        None => valid,
    }
}

/// Check the `local` counts of [`Backend::compute_local`]: one per system, none above its length.
pub fn check_local(batch: &Batch, local: &[usize]) -> Result<()> {
    if local.len() != batch.len() {
        return Err(Error::Invalid(format!("{} local-atom counts for {} systems", local.len(), batch.len())));
    }
    if let Some((s, (sys, &n))) = batch.systems.iter().zip(local).enumerate().find(|(_, (sys, &n))| n > sys.len()) {
        return Err(Error::System { system: s, msg: format!("{n} local atoms but only {} atoms", sys.len()) });
    }
    Ok(())
}
