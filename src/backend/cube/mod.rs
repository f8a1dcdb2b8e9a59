//! The GPU backend: one generic `CubeBackend<R: Runtime>` over the cubecl kernels of
//! `mlff-kernels`; CUDA and wgpu are type aliases. Arithmetic in f32.
//!
//! One evaluation: upload positions and the neighbour list (CSR by receiver + reverse index),
//! edge geometry, embedding, L × (context MLP, message gather, vector mix, mixing), readout,
//! per-atom and per-system energies; then the backward pass in reverse (mixing, message gather
//! over each sender's row, context MLP), forces as a gather over the reverse edges, virial per
//! atom and per system. Nothing uses float atomics, so results are deterministic.
//!
//! Two sets of model kernels compute the same stages ([`Kernels`]): one kernel per stage, and
//! the fused kernels of `mlff_kernels::block`, which run everything between two message gathers
//! in one launch (9 model launches for energy and forces instead of 42, 8 when the atoms are
//! those of the last call, 6 for a small molecule's one-atom tiles). Small and mid-sized
//! evaluations, where launches and dependent chains dominate, take the fused ones. Which one
//! runs, and every other choice between production paths, follows the rules of
//! `mlff_kernels`, which a [`Tuning`] ([`CubeBackend::set_tuning`]) may override.
//!
//! The files: `weights` (the model's weights in the kernels' layouts), `workspace` (scratch
//! buffers reused between calls), `graph` (the neighbour lists on the device), `evaluate` (one
//! evaluation, read back or left on the device for MD), `fused` and `staged` (the two sets of
//! model kernels). Molecular dynamics on the device is [`dynamics`] ([`CubeDynamics`]).
use cubecl::prelude::*;
use cubecl::server::Handle;
use mlff_kernels::block::{block_supported, PackedBlock, PackedModel};
use mlff_kernels::gemm::{use_gemm, Products};
use mlff_kernels::interaction::filter_layout;
use mlff_kernels::neighbor_list::SearchData;
use mlff_kernels::{md, Device};
use rayon::prelude::*;
pub use dynamics::CubeDynamics;
pub use mlff_kernels::{Kernels, Tuning};

use super::device::DeviceInfo;
use super::{reuse_kept, Backend, ListVote, MemoryStats, Precision, Profile, Request, Results};
use crate::error::{Error, Result};
use crate::model::{Dense, Model, RadialBasis};
use crate::neighbor::{mean_neighbours, SkinState, DEFAULT_SKIN, THIN_SKIN};
use crate::system::{host_loops, Batch, System, PARALLEL_ATOMS};

pub mod dynamics;
mod evaluate;
mod fused;
mod graph;
mod staged;
mod weights;
mod workspace;

pub(crate) use evaluate::StepHooks;
pub(crate) use fused::COMPACT_MIN_ROW;
pub(crate) use graph::{DeviceGraph, DeviceSystem};
use fused::StartCache;
use graph::{SmallState, SystemCache};
use weights::{pack_weights, transposed, DeviceDense, DeviceWeights};
use workspace::Workspace;

/// The f32 value at the start of `b` (native byte order, as the device wrote it).
pub(crate) fn f32_at(b: &[u8]) -> f64 {
    f32::from_ne_bytes([b[0], b[1], b[2], b[3]]) as f64
}

/// The first `len` f32 values of a read-back buffer, as f64: one pass into the result, without
/// intermediate vectors (three passes through two of them took ~90 µs for the forces of 1 024
/// benzenes on the H100 machine's host, a fiftieth of the call; docs/performance.md).
pub(crate) fn f32_to_f64(bytes: &[u8], len: usize) -> Vec<f64> {
    if len >= PARALLEL_ATOMS {
        host_loops(|| bytes[..4 * len].par_chunks_exact(4).map(f32_at).collect())
    } else {
        bytes[..4 * len].chunks_exact(4).map(f32_at).collect()
    }
}

/// The first `n` (x, y, z) triples of f32 of a read-back buffer, as f64, in one pass.
pub(crate) fn f32_triples(bytes: &[u8], n: usize) -> Vec<[f64; 3]> {
    let triple = |b: &[u8]| [f32_at(b), f32_at(&b[4..]), f32_at(&b[8..])];
    if n >= PARALLEL_ATOMS {
        host_loops(|| bytes[..12 * n].par_chunks_exact(12).map(triple).collect())
    } else {
        bytes[..12 * n].chunks_exact(12).map(triple).collect()
    }
}

/// The CUDA backend.
#[cfg(feature = "cuda")]
pub type CudaBackend = CubeBackend<cubecl::cuda::CudaRuntime>;

/// The WebGPU backend (WGSL through wgpu: Vulkan, Metal, DX12).
#[cfg(feature = "wgpu")]
pub type WgpuBackend = CubeBackend<cubecl::wgpu::WgpuRuntime>;

/// Outputs of one evaluation, on the device: `energies [N]`, `energy [S]` (unless the caller
/// sums `energies` later: MD does so at its reports only), `forces [N][3]`, `virial [S][9]`.
pub(crate) struct DeviceOutputs {
    pub(crate) energies: Handle,
    pub(crate) energy: Option<Handle>,
    pub(crate) forces: Option<Handle>,
    pub(crate) virial: Option<Handle>,
}

/// The first half of the next MD step ([`md::kick_drift`]), done by the launch that gathers
/// this step's forces ([`md::forces_kick_drift`]).
#[derive(Clone, Copy)]
pub(crate) struct NextHalf<'a> {
    pub(crate) state: md::State<'a>,
    pub(crate) p: md::HalfStep,
}

/// PaiNN on a cubecl runtime, f32.
pub struct CubeBackend<R: Runtime> {
    /// The device's client and the tuning its launchers follow.
    pub(crate) client: Device<R>,
    pub(crate) info: DeviceInfo,
    w: DeviceWeights,
    pub(crate) f: usize,
    n_rbf: usize,
    n_layers: usize,
    max_z: usize,
    bessel: bool,
    pub(crate) cutoff: f64,
    epsilon: f32,
    scale: f32,
    mean: f32,
    blocks: Vec<usize>,
    filter_offsets: Vec<usize>,
    poison: bool,
    profile: Option<std::sync::Mutex<Profile>>,
    last_edges: usize,
    /// Whether every stage boundary samples the pool's bytes in use into `peak_memory`.
    track_memory: bool,
    peak_memory: std::sync::atomic::AtomicU64,
    /// The last reading of the device's free memory ([`Backend::device_memory`]) and when it was
    /// taken: read again after [`FREE_MEMORY_READING_S`].
    free_memory: std::sync::Mutex<Option<(Instant, Option<u64>)>>,
    /// The Verlet list of [`Backend::compute_reusing`] and [`Backend::compute_local`].
    kept: Option<KeptList>,
    /// Decides with others when `kept` is rebuilt ([`Backend::set_list_vote`]).
    list_vote: Option<ListVote>,
    /// Scratch buffers reused from one evaluation to the next (see [`CubeBackend::scratch`]).
    workspace: std::sync::Mutex<Workspace>,
    /// All weights in one array, for the fused kernels (`mlff_kernels::block`).
    pack: Handle,
    pack_len: usize,
    packed: PackedModel,
    /// Per interaction layer (shared weights repeat a block's offsets).
    packed_blocks: Vec<PackedBlock>,
    /// Whether this model runs on the fused kernels here at all (see [`Kernels`]).
    fused_ok: bool,
    /// The small list's plan (by system geometry and cutoff) and buffers, kept between calls.
    small: Option<SmallState>,
    /// The atoms of the last batch on the device, kept while the next one has the same.
    system_cache: std::sync::Mutex<Option<SystemCache>>,
    /// The fused kernels' start for the atoms of [`Self::system_cache`].
    start_cache: std::sync::Mutex<Option<StartCache>>,
    /// The neighbour list's search data of the last batch, kept while the next one has the
    /// same systems' geometry (1 024 molecules: 0.12–0.15 ms of host time a call, H100 machine).
    search: Option<SearchData>,
}

/// Largest evaluation (edges) that [`Kernels::Auto`] runs on the fused kernels through CUDA.
/// Measured on an H100 (docs/performance.md): fused ahead up to 1 024 benzenes (135 168 edges:
/// 5.70–5.84 against 5.95–6.01 ms), behind for the 12 288-atom water box (712 704 edges: 14.76
/// against 14.14–14.28 ms), where the message kernels dominate and the fused kernel's registers
/// cost occupancy.
pub const FUSED_MAX_EDGES: usize = 262_144;

/// The same limit for the other runtimes (WGSL). On the same H100 through Vulkan the fused
/// kernels were ahead for the 1 536-atom box (89 088 edges: 4.34 against 4.73 ms) and behind for
/// 1 024 benzenes (135 168 edges: 12.36 against 8.47 ms).
pub const FUSED_MAX_EDGES_WGSL: usize = 98_304;

/// Through WGSL the fused kernels also need fewer atoms than this: one-atom tiles
/// (`mlff_kernels::block::WGSL_TILE_CUBES`). Batches of benzenes through Vulkan on an H200,
/// fused against one kernel per stage: 1 152 atoms 2.07 against 2.33–2.35 ms, 1 536 2.36–2.40
/// against 2.47–2.49, 3 072 3.43–3.45 against 2.97–3.00, 6 144 6.30–6.38 against 4.02–4.13; water
/// boxes of 1 029 atoms 2.65–2.72 against 2.93, 1 536 3.32–3.42 against 3.33–3.36.
pub const FUSED_MAX_ATOMS_WGSL: usize = 2 * mlff_kernels::block::WGSL_TILE_CUBES;

/// How long (s) a reading of the device's free memory stands: the driver's query pushes and pops
/// a context, too much to pay on every call of a small molecule, whose whole evaluation takes a
/// tenth of a millisecond; a reading this old misses only what other processes took since.
const FREE_MEMORY_READING_S: f64 = 0.25;

/// The clock of [`Stopwatch`]: `std::time::Instant` natively, the browser's `performance.now()`
/// on wasm32 (where `std`'s clock panics).
pub(crate) use web_time::Instant;

/// Marks stage boundaries when profiling: synchronises the device and books the elapsed time.
pub(crate) struct Stopwatch<'a, R: Runtime> {
    pub(crate) backend: &'a CubeBackend<R>,
    pub(crate) last: Instant,
}

impl<R: Runtime> Stopwatch<'_, R> {
    pub(crate) fn lap(&mut self, stage: &'static str) {
        if self.backend.track_memory {
            self.backend.sample_memory();
        }
        if let Some(p) = &self.backend.profile {
            pollster::block_on(self.backend.client.sync()).expect("device synchronisation");
            let now = Instant::now();
            p.lock().unwrap().add(stage, (now - self.last).as_secs_f64());
            self.last = now;
        }
    }
}

#[cfg(feature = "cuda")]
impl CubeBackend<cubecl::cuda::CudaRuntime> {
    /// Open CUDA device `index` for `model`. A clear error when there is no driver, GPU or NVRTC.
    pub fn cuda(model: &Model, index: usize) -> Result<Self> {
        let devices = super::device::cuda_devices()?;
        let info = devices.get(index).cloned().ok_or_else(|| Error::Backend {
            backend: "cuda".into(),
            msg: format!("no CUDA device {index} ({} found)", devices.len()),
        })?;
        super::kernel_cache::use_for_cuda();
        let client = cubecl::cuda::CudaRuntime::client(&cubecl::cuda::CudaDevice::new(index));
        Self::with_client(client, info, model)
    }
}

#[cfg(feature = "wgpu")]
impl CubeBackend<cubecl::wgpu::WgpuRuntime> {
    /// Open a WebGPU adapter for `model`: `index` picks one of [`super::device::wgpu_adapters`]; `None` takes
    /// the first GPU, or a software adapter only if `allow_software`.
    pub fn wgpu(model: &Model, index: Option<usize>, allow_software: bool) -> Result<Self> {
        Self::wgpu_limited(model, index, allow_software, None)
    }

    /// [`Self::wgpu`] on a device whose shaders bind at most `max_storage_buffers` storage
    /// buffers, as in a browser ([`super::device::open_wgpu`]).
    pub fn wgpu_limited(model: &Model, index: Option<usize>, allow_software: bool, max_storage_buffers: Option<u32>) -> Result<Self> {
        let mut adapters = super::device::wgpu_adapters();
        if adapters.is_empty() {
            return Err(Error::Backend { backend: "wgpu".into(), msg: "no WebGPU adapter found (no Vulkan/Metal/DX12 driver)".into() });
        }
        let pick = match index {
            Some(i) if i < adapters.len() => i,
            Some(i) => {
                return Err(Error::Backend { backend: "wgpu".into(), msg: format!("no adapter {i} ({} found)", adapters.len()) })
            }
            None => {
                let rank = |d: &DeviceInfo| match d.kind.as_str() {
                    "discrete GPU" => 0,
                    "integrated GPU" => 1,
                    "virtual GPU" | "other" => 2,
                    _ => 3,
                };
                let best = (0..adapters.len()).min_by_key(|&i| rank(&adapters[i].0)).unwrap();
                if rank(&adapters[best].0) == 3 && !allow_software {
                    return Err(Error::Backend {
                        backend: "wgpu".into(),
                        msg: format!("only a software adapter was found ({})", adapters[best].0.name),
                    });
                }
                best
            }
        };
        let (info, adapter, instance) = adapters.swap_remove(pick);
        #[cfg(not(target_family = "wasm"))]
        super::kernel_cache::use_for_wgpu();
        let device = super::device::open_wgpu(adapter, instance, max_storage_buffers)?;
        let client = cubecl::wgpu::WgpuRuntime::client(&device);
        Self::with_client(client, info, model)
    }

    /// Open the browser's WebGPU adapter for `model` (wasm32; awaited, as a browser requires).
    #[cfg(target_arch = "wasm32")]
    pub async fn browser(model: &Model) -> Result<Self> {
        let (info, adapter, instance) = super::device::browser_adapter().await?;
        let device = super::device::open_wgpu_async(adapter, instance, None).await?;
        let client = cubecl::wgpu::WgpuRuntime::client(&device);
        Self::with_client(client, info, model)
    }
}

impl<R: Runtime> CubeBackend<R> {
    pub(crate) fn with_client(client: ComputeClient<R>, info: DeviceInfo, model: &Model) -> Result<Self> {
        let c = &model.config;
        // The kernels are PaiNN's: another architecture is refused here, with its name.
        let painn = model.painn(info.backend)?;
        let client = Device::new(client);
        let f = c.n_atom_basis;
        if f > 1024 {
            return Err(Error::Backend { backend: info.backend.into(), msg: format!("feature size {f} exceeds 1024 threads per cube") });
        }
        // The weights live as long as the backend: the persistent pool keeps them out of the
        // pages that every scratch allocation searches.
        // SAFETY: switched on this thread only, and back to Auto before any other allocation.
        unsafe { client.allocation_mode(cubecl::MemoryAllocationMode::Persistent) };
        let up = |v: &[f64]| client.create_from_slice(bytemuck::cast_slice(&v.iter().map(|&x| x as f32).collect::<Vec<f32>>()));
        let dense = |d: &Dense| {
            DeviceDense {
                wt: up(&transposed(d)),
                w: up(&d.weight),
                bias: up(d.bias.as_deref().unwrap_or(&vec![0.0; d.n_out])),
                zeros_in: up(&vec![0.0; d.n_in]),
                n_in: d.n_in,
                n_out: d.n_out,
            }
        };
        let (rbf_a, rbf_b, bessel) = match &model.radial_basis {
            RadialBasis::Gaussian { offsets, widths } => {
                (offsets.clone(), widths.iter().map(|w| -0.5 / (w * w)).collect::<Vec<_>>(), false)
            }
            RadialBasis::Bessel { freqs } => (freqs.clone(), vec![0.0; freqs.len()], true),
        };
        // Once, for the staged kernels' buffer and the fused kernels' pack.
        let filter_w = filter_layout(&painn.filter_net.weight, painn.filter_net.n_out, c.n_rbf, f);
        let w = DeviceWeights {
            embedding: up(&model.embedding),
            rbf_a: up(&rbf_a),
            rbf_b: up(&rbf_b),
            filter_w: up(&filter_w),
            filter_b: up(painn.filter_net.bias.as_ref().unwrap()),
            filter_rows: painn.filter_net.n_out,
            interaction: painn.interactions.iter().map(|b| [dense(&b.context_net[0]), dense(&b.context_net[1])]).collect(),
            mu_mix: painn.mixing.iter().map(|b| dense(&b.mu_channel_mix)).collect(),
            mixing: painn.mixing.iter().map(|b| [dense(&b.context_net[0]), dense(&b.context_net[1])]).collect(),
            readout: model.readout.iter().map(dense).collect(),
            atomref: up(&model.atomref),
        };
        let (pack, packed, packed_blocks) = pack_weights(model, &filter_w, &rbf_a, &rbf_b, bessel);
        let (pack_len, pack) = (pack.len(), up(&pack));
        // SAFETY: as above.
        unsafe { client.allocation_mode(cubecl::MemoryAllocationMode::Auto) };
        let usual_readout = matches!(model.readout.as_slice(), [_, r1] if r1.n_out == 1);
        let fused_ok = usual_readout && block_supported(&client, f, packed.n_hid);
        Ok(CubeBackend {
            client,
            info,
            w,
            f,
            n_rbf: c.n_rbf,
            n_layers: c.n_interactions,
            max_z: c.max_z,
            bessel,
            cutoff: c.cutoff,
            epsilon: c.epsilon as f32,
            scale: c.energy_scale as f32,
            mean: c.energy_mean_per_atom as f32,
            blocks: (0..c.n_interactions).map(|l| model.block(l)).collect(),
            filter_offsets: (0..c.n_interactions).map(|l| model.filter_offset(l)).collect(),
            poison: false,
            profile: None,
            last_edges: 0,
            track_memory: false,
            peak_memory: std::sync::atomic::AtomicU64::new(0),
            free_memory: std::sync::Mutex::new(None),
            kept: None,
            list_vote: None,
            workspace: Default::default(),
            pack,
            pack_len,
            packed,
            packed_blocks,
            fused_ok,
            small: None,
            system_cache: Default::default(),
            start_cache: Default::default(),
            search: None,
        })
    }

    /// The overrides of the kernels' and the backend's rules in force (default: none).
    pub fn tuning(&self) -> Tuning {
        self.client.tuning
    }

    /// Override rules of the kernels and the backend (tests reach every path this way).
    pub fn set_tuning(&mut self, tuning: Tuning) {
        self.client.tuning = tuning;
    }

    /// Evaluate in `precision`: f32, or on CUDA devices with the tensor-core instruction,
    /// tf32 or bf16 ([`Precision::Tf32`]: the dense layers' matrix products on tensor cores).
    /// An error for f64 and for a tensor-core precision the device lacks.
    pub fn set_precision(&mut self, precision: Precision) -> Result<()> {
        let products = match precision {
            Precision::F32 => Products::F32,
            Precision::Tf32 => Products::Tf32,
            Precision::Bf16 => Products::Bf16,
            Precision::F64 => {
                return Err(Error::Backend { backend: self.info.backend.into(), msg: "f64 runs on the CPU backend only".into() })
            }
        };
        if products != Products::F32 && (R::name(&self.client) != "cuda" || !products.supported(&self.client)) {
            return Err(Error::Backend {
                backend: self.info.backend.into(),
                msg: format!("{} has no {} tensor-core instruction (CUDA, compute capability 8.0 or newer)", self.info.name, precision.name()),
            });
        }
        self.client.products = products;
        Ok(())
    }

    /// Whether an evaluation of `n` atoms and `e` edges runs on the fused kernels. On CUDA not
    /// where the one-stage kernels' widest layers take the register-tiled matrix products
    /// (`mlff_kernels::gemm::use_gemm`: ≥ 64 rows a multiprocessor): 1 024 benzenes 4.58–4.62 ms
    /// fused against 4.09–4.11 staged on an H100 (docs/performance.md).
    /// Through WGSL up to [`FUSED_MAX_EDGES_WGSL`] and below [`FUSED_MAX_ATOMS_WGSL`].
    /// Nor where the arena, one buffer bound whole, would pass the device's largest binding
    /// (wgpu's `max_storage_buffer_binding_size`, 128 MiB on some devices).
    pub(crate) fn use_fused(&self, n: usize, e: usize) -> bool {
        let cuda = R::name(&self.client) == "cuda";
        let arena_fits = 4 * self.fused_arena_len(n, e, 2) as u64 <= self.client.properties().memory.max_page_size;
        self.fused_ok
            && arena_fits
            && match self.client.tuning.kernels {
                Kernels::Auto if cuda => e <= FUSED_MAX_EDGES && !use_gemm(&self.client, n, self.f, 3 * self.f),
                Kernels::Auto => e <= FUSED_MAX_EDGES_WGSL && n < FUSED_MAX_ATOMS_WGSL,
                Kernels::Staged => false,
                Kernels::Fused => true,
            }
    }

    /// The bytes this backend can still allocate on its device, where the driver tells: CUDA's
    /// free memory plus the pool's unused bytes.
    fn read_free_memory(&self) -> Option<u64> {
        #[cfg(feature = "cuda")]
        if self.info.backend == "cuda" {
            return super::device::cuda_free_memory(self.info.index).map(|free| {
                let pool = self.client.memory_usage().map_or(0, |u| u.bytes_reserved.saturating_sub(u.bytes_in_use));
                free.saturating_add(pool)
            });
        }
        None
    }

    /// Book the pool's bytes in use now into the peak (memory tracking).
    pub(crate) fn sample_memory(&self) {
        if let Ok(u) = self.client.memory_usage() {
            self.peak_memory.fetch_max(u.bytes_in_use, std::sync::atomic::Ordering::Relaxed);
        }
    }

    /// The device this backend runs on.
    pub fn device(&self) -> &DeviceInfo {
        &self.info
    }

    /// Read device buffers back, awaiting the copy: the one place the cube backend waits for
    /// the device.
    pub(crate) async fn read_back(&self, handles: Vec<Handle>) -> Result<Vec<cubecl::bytes::Bytes>> {
        self.client
            .read_async(handles)
            .await
            .map_err(|e| Error::Backend { backend: self.info.backend.into(), msg: format!("read-back: {e:?}") })
    }

    /// [`Backend::compute`] for a caller that cannot block on the device (a browser, whose
    /// buffers are mapped only once control returns to its event loop): the same evaluation, its
    /// read-backs awaited. Natively `compute` blocks on this.
    pub async fn compute_async(&mut self, batch: &Batch, request: Request) -> Result<Results> {
        self.compute_here(batch, request).await
    }

    /// Fill every buffer with NaN before it is written, so that a kernel that leaves memory
    /// unwritten shows up in the results (for tests).
    pub fn set_poison(&mut self, on: bool) {
        self.poison = on;
    }
}

impl<R: Runtime> Backend for CubeBackend<R> {
    fn name(&self) -> String {
        format!("{}:{} {} ({}, {})", self.info.backend, self.info.index, self.info.name, self.info.kind, self.precision().name())
    }

    /// [`THIN_SKIN`] for dense periodic systems (rows of ≥ `COMPACT_MIN_ROW` edges by the
    /// cells' density) that CUDA evaluates on the one-stage kernels whatever their edges (≥ 64
    /// atoms a multiprocessor: `use_gemm`, as `Self::use_fused` decides), whose message kernels
    /// walk every kept edge; else [`DEFAULT_SKIN`], where the fused kernels leave the skin's
    /// edges out.
    fn verlet_skin(&self, batch: &Batch) -> f64 {
        let cuda = R::name(&self.client) == "cuda";
        let dense = !batch.is_empty() && batch.systems.iter().all(|s| mean_neighbours(s, self.cutoff).is_some_and(|m| m >= COMPACT_MIN_ROW as f64));
        if cuda && dense && use_gemm(&self.client, batch.n_atoms(), self.f, 3 * self.f) {
            THIN_SKIN
        } else {
            DEFAULT_SKIN
        }
    }

    fn precision(&self) -> Precision {
        match self.client.products {
            Products::F32 => Precision::F32,
            Products::Tf32 => Precision::Tf32,
            Products::Bf16 => Precision::Bf16,
        }
    }

    fn set_profiling(&mut self, on: bool) {
        self.profile = on.then(|| std::sync::Mutex::new(Profile::default()));
    }

    fn profile(&self) -> Option<Profile> {
        self.profile.as_ref().map(|p| p.lock().unwrap().clone())
    }

    fn track_memory(&mut self, on: bool) {
        self.track_memory = on;
        self.peak_memory.store(0, std::sync::atomic::Ordering::Relaxed);
        if on {
            self.sample_memory();
        }
    }

    fn memory(&self) -> Option<MemoryStats> {
        let u = self.client.memory_usage().ok()?;
        Some(MemoryStats {
            in_use: u.bytes_in_use,
            reserved: u.bytes_reserved,
            peak: self.peak_memory.load(std::sync::atomic::Ordering::Relaxed).max(u.bytes_in_use),
            source: "cubecl memory pool (device buffers; the driver context is not counted)",
        })
    }

    /// CUDA: the driver's free bytes plus what this backend's pool holds unused (which it hands
    /// out again), read at most every [`FREE_MEMORY_READING_S`]; WebGPU, which reports no free
    /// memory: the adapter's largest buffer.
    fn device_memory(&self) -> Option<crate::budget::DeviceMemory> {
        let device = format!("{}:{} {}", self.info.backend, self.info.index, self.info.name);
        let mut last = self.free_memory.lock().unwrap();
        let free = match *last {
            Some((at, free)) if at.elapsed().as_secs_f64() < FREE_MEMORY_READING_S => free,
            _ => {
                let free = self.read_free_memory();
                *last = Some((Instant::now(), free));
                free
            }
        };
        Some(crate::budget::DeviceMemory { device, free, max_buffer: self.info.max_buffer_bytes })
    }

    fn compute(&mut self, batch: &Batch, request: Request) -> Result<Results> {
        let client = self.client.clone();
        on_device_thread(&client, self.info.backend, || cubecl::future::block_on(self.compute_here(batch, request)))
    }

    fn compute_reusing(&mut self, batch: &Batch, request: Request, skin: f64) -> Result<Results> {
        if skin <= 0.0 {
            return self.compute(batch, request);
        }
        // A list not used again is dropped here, and built anew by `evaluate_kept`.
        self.reuse_list(batch, &[], skin);
        let client = self.client.clone();
        let hooks = StepHooks::default();
        on_device_thread(&client, self.info.backend, || cubecl::future::block_on(self.evaluate_kept(batch, batch, &[], request, skin, hooks)))
    }

    /// On the one-stage kernels, whatever the size: the backward pass starts from the readout's
    /// ∂E/∂q with the ghosts' rows set to zero. A batch of one system (an open cluster, or a cell
    /// periodic along some directions) is first ordered by `ghost_reach`, and each layer
    /// computed for the atoms it needs only; a kept list keeps its order.
    fn compute_local(&mut self, batch: &Batch, request: Request, local: &[usize], skin: f64) -> Result<Results> {
        super::check_local(batch, local)?;
        let ghosts: Vec<std::ops::Range<usize>> = (0..batch.len())
            .map(|s| batch.atom_start[s] + local[s]..batch.atom_start[s + 1])
            .filter(|r| !r.is_empty())
            .collect();
        if ghosts.is_empty() {
            return self.compute_reusing(batch, request, skin);
        }
        let kept = skin > 0.0 && self.reuse_list(batch, local, skin);
        let order = match batch.systems.as_slice() {
            _ if kept => self.kept.as_mut().and_then(|k| k.order.take()),
            [sys] => ClusterOrder::new(sys, local[0], self.cutoff, skin.max(0.0), self.n_layers),
            _ => None,
        };
        let client = self.client.clone();
        let evaluated = match &order {
            None => on_device_thread(&client, self.info.backend, || {
                cubecl::future::block_on(self.compute_local_here(batch, batch, local, request, &ghosts, &[], skin))
            }),
            Some(o) => {
                let sorted = o.sorted(&batch.systems[0]);
                on_device_thread(&client, self.info.backend, || {
                    cubecl::future::block_on(self.compute_local_here(batch, &sorted, local, request, &ghosts, &o.needed, skin))
                })
                .map(|mut r| {
                    r.energies = unsort(&r.energies, &o.place);
                    r.forces = unsort(&r.forces, &o.place);
                    r
                })
            }
        };
        // The list was built on the atoms in this order: kept together, or not at all.
        if skin > 0.0 {
            match (&evaluated, &mut self.kept) {
                (Ok(_), Some(k)) => k.order = order,
                _ => self.kept = None,
            }
        }
        let mut results = evaluated?;
        // The local atoms' energy, summed in f64 from the per-atom energies.
        results.energy = (0..batch.len())
            .map(|s| results.energies[batch.atom_start[s]..batch.atom_start[s] + local[s]].iter().sum())
            .collect();
        Ok(results)
    }

    fn set_list_vote(&mut self, vote: Option<ListVote>) {
        self.list_vote = vote;
    }
}

/// A neighbour list kept on the device between calls, and what it was built for.
struct KeptList {
    /// The caller's atoms, in the caller's order.
    state: SkinState,
    /// [`Backend::compute_local`]'s local-atom counts (empty for [`Backend::compute_reusing`]).
    local: Vec<usize>,
    /// The cluster's order ([`ClusterOrder`]) where the list was built on its atoms in that
    /// order: the same while the list is, so that each atom keeps its row.
    order: Option<ClusterOrder>,
    /// Its edges' shifts are Cartesian vectors, valid while the cells are (`state` compares them).
    graph: DeviceGraph,
}

/// A cluster's atoms ordered by the layers that need them ([`ghost_reach`]): `place[a]` is atom
/// a's place in `order`.
struct ClusterOrder {
    order: Vec<usize>,
    place: Vec<usize>,
    needed: Vec<usize>,
}

impl ClusterOrder {
    /// [`ghost_reach`] for the cluster `sys` with `local` local atoms, for atoms that may move by
    /// `skin` / 2 (a kept list's): an atom's distance from the local atoms' bounding box then
    /// changes by less than `skin` (its own move and the box's), the margin of the layers' counts.
    /// `None` where every layer needs every atom.
    fn new(sys: &System, local: usize, cutoff: f64, skin: f64, layers: usize) -> Option<Self> {
        let (order, needed) = ghost_reach(sys, local, cutoff, skin, layers)?;
        let mut place = vec![0; order.len()];
        for (p, &a) in order.iter().enumerate() {
            place[a] = p;
        }
        Some(ClusterOrder { order, place, needed })
    }

    /// `sys`'s atoms in this order, on the host loops' threads (a rank's cluster holds ~10⁵–10⁶
    /// atoms); the caller's batch was validated, and so is this one.
    fn sorted(&self, sys: &System) -> Batch {
        let (numbers, positions) = host_loops(|| {
            (self.order.par_iter().map(|&a| sys.numbers[a]).collect(), self.order.par_iter().map(|&a| sys.positions[a]).collect())
        });
        Batch { systems: vec![System { numbers, positions, cell: sys.cell, pbc: sys.pbc }], atom_start: vec![0, sys.len()] }
    }
}

impl<R: Runtime> CubeBackend<R> {
    /// Whether the kept list serves `batch` with these `local` counts, decided with the vote if
    /// there is one; a list that does not is dropped.
    fn reuse_list(&mut self, batch: &Batch, local: &[usize], skin: f64) -> bool {
        let valid = self.kept.as_ref().is_some_and(|k| k.local == local && k.state.still_valid(batch, skin));
        let reuse = reuse_kept(&mut self.list_vote, valid);
        if !reuse {
            self.kept = None;
        }
        reuse
    }
}

/// Per-atom values of sorted atoms back in the original order: atom a's is at `place[a]`.
fn unsort<T: Copy + Send + Sync>(v: &[T], place: &[usize]) -> Vec<T> {
    if v.is_empty() {
        return vec![];
    }
    host_loops(|| place.par_iter().map(|&p| v[p]).collect())
}

/// For one system whose first `local` atoms count, an open cluster or a cell periodic along some
/// directions only: an order of its atoms (the local atoms first as they are, then the ghosts
/// grouped by the layers that need them, innermost first, each group in the system's order) and
/// how many atoms of that order each of `layers` layers needs, and the readout last. An edge
/// carries nothing beyond the cutoff (`reach`), so an atom's features after layer l matter only
/// within (L − l)·reach of a local atom; its distance d from the local atoms' bounding box across
/// the periodic directions is at most that, so layer l needs the atoms with
/// d ≤ (L − l)·reach + `margin` (Å; for atoms that move after the order is made, the readout
/// excepted: it needs the local atoms only). `None` where every layer needs every atom.
pub(crate) fn ghost_reach(sys: &System, local: usize, reach: f64, margin: f64, layers: usize) -> Option<(Vec<usize>, Vec<usize>)> {
    let n = sys.len();
    if local == 0 || local == n {
        return None;
    }
    // Coordinates across the periodic directions: along orthonormal directions perpendicular to
    // the periodic lattice vectors (Cartesian ones where none is periodic). Two atoms differ there
    // by at most their distance, through any periodic image. Along the periodic directions
    // themselves the box is unbounded: no distance is counted there.
    let frame = mlff_kernels::neighbor_list::SearchFrame::new(sys.cell, sys.pbc, reach).ok()?;
    let coords = |p: &[f64; 3]| -> [f64; 3] { std::array::from_fn(|d| (0..3).map(|k| p[k] * frame.inv[k][d]).sum()) };
    let (mut lo, mut hi) = ([f64::INFINITY; 3], [f64::NEG_INFINITY; 3]);
    for d in (0..3).filter(|&d| frame.pbc[d]) {
        (lo[d], hi[d]) = (f64::NEG_INFINITY, f64::INFINITY);
    }
    for p in &sys.positions[..local] {
        let s = coords(p);
        for d in (0..3).filter(|&d| !frame.pbc[d]) {
            lo[d] = lo[d].min(s[d]);
            hi[d] = hi[d].max(s[d]);
        }
    }
    // A margin for rounding: an atom kept too many costs nothing but time.
    let reach = reach * (1.0 + 1e-9) + 1e-9;
    // Layer l needs the ghosts within `limit[l]`; the limits fall with l.
    let limit: Vec<f64> = (0..=layers).map(|l| (layers - l) as f64 * reach + if l < layers { margin } else { 0.0 }).collect();
    // A ghost's group: the number of limits it lies beyond (0: every layer and the readout need
    // it; layers + 1: none does).
    let group = |a: usize| -> u8 {
        let s = coords(&sys.positions[a]);
        let d = (0..3).map(|d| (lo[d] - s[d]).max(s[d] - hi[d]).max(0.0).powi(2)).sum::<f64>().sqrt();
        limit.iter().rev().take_while(|&&t| d > t).count() as u8
    };
    let groups: Vec<u8> =
        if n >= PARALLEL_ATOMS { host_loops(|| (local..n).into_par_iter().map(group).collect()) } else { (local..n).map(group).collect() };
    let mut count = vec![0usize; layers + 2];
    for &g in &groups {
        count[g as usize] += 1;
    }
    // needed[l]: the local atoms and the ghosts of groups 0..=L − l.
    let needed: Vec<usize> = (0..=layers).map(|l| local + count[..=layers - l].iter().sum::<usize>()).collect();
    if needed.iter().all(|&m| m == n) {
        return None;
    }
    let mut start: Vec<usize> = count.iter().scan(local, |at, &c| Some(std::mem::replace(at, *at + c))).collect();
    let mut order: Vec<usize> = (0..local).chain(std::iter::repeat_n(0, n - local)).collect();
    for (a, &g) in (local..n).zip(&groups) {
        order[start[g as usize]] = a;
        start[g as usize] += 1;
    }
    Some((order, needed))
}

/// Runs `f` on cubecl's thread for the device. Called from any other thread, every launch,
/// allocation and read is a task queued to that thread, which runs them in batches of 32 and
/// sleeps when idle; called there, they run at once (`ComputeClient::exclusive`). An evaluation
/// or a block of MD steps is one such call: the host cost per launch is then the launch itself.
pub(crate) fn on_device_thread<R: Runtime, T: Send + 'static>(
    client: &ComputeClient<R>,
    backend: &'static str,
    f: impl FnOnce() -> Result<T> + Send,
) -> Result<T> {
    client
        .exclusive(f)
        .map_err(|e| Error::Backend { backend: backend.into(), msg: format!("device thread: {e:?}") })?
}

impl<R: Runtime> CubeBackend<R> {
    pub(crate) async fn compute_here(&mut self, batch: &Batch, request: Request) -> Result<Results> {
        if let Some(p) = &self.profile {
            p.lock().unwrap().calls += 1;
        }
        let t = Instant::now();
        let d_pos = self.upload_positions(batch);
        Stopwatch { backend: self, last: t }.lap("upload");
        if let Some(results) = self.compute_small(batch, &d_pos, request).await? {
            return Ok(results);
        }
        let graph = self.timed_graph(batch, &d_pos, self.cutoff).await?;
        let watch = Stopwatch { backend: self, last: Instant::now() };
        self.evaluate(batch, &d_pos, &graph, request, watch).await
    }

    /// [`Backend::compute_local`] on this thread, of `batch`: the caller's atoms (`caller`) or
    /// theirs in a cluster's order, with the ghost atoms' ranges; with `skin` > 0 on the kept list
    /// (never the small list, which only the fused kernels walk).
    #[allow(clippy::too_many_arguments)]
    async fn compute_local_here(
        &mut self, caller: &Batch, batch: &Batch, local: &[usize], request: Request, ghosts: &[std::ops::Range<usize>], needed: &[usize], skin: f64,
    ) -> Result<Results> {
        let hooks = StepHooks { ghosts, needed, ..Default::default() };
        if skin > 0.0 {
            return self.evaluate_kept(caller, batch, local, request, skin, hooks).await;
        }
        let d_pos = self.upload_positions(batch);
        let graph = self.timed_graph(batch, &d_pos, self.cutoff).await?;
        let watch = Stopwatch { backend: self, last: Instant::now() };
        Ok(self.evaluate_with(batch, &d_pos, &graph, request, watch, None, hooks).await?.0)
    }

    /// [`Self::device_graph`], its time booked to the profile's "neighbour list" stage.
    async fn timed_graph(&mut self, batch: &Batch, d_pos: &Handle, cutoff: f64) -> Result<DeviceGraph> {
        let t = Instant::now();
        let graph = self.device_graph(batch, d_pos, cutoff).await?;
        Stopwatch { backend: self, last: t }.lap("neighbour list");
        Ok(graph)
    }

    /// The evaluation of `batch` (the caller's atoms, `caller`, or theirs in a cluster's order)
    /// on the kept list, built first where there is none ([`Self::reuse_list`] decides); a new
    /// list remembers `caller`'s atoms and `local`.
    #[allow(clippy::too_many_arguments)]
    async fn evaluate_kept(
        &mut self, caller: &Batch, batch: &Batch, local: &[usize], request: Request, skin: f64, hooks: StepHooks<'_>,
    ) -> Result<Results> {
        let d_pos = self.upload_positions(batch);
        let reuse = self.kept.is_some();
        if !reuse {
            let graph = self.timed_graph(batch, &d_pos, self.cutoff + skin).await?;
            self.kept = Some(KeptList { state: SkinState::new(caller, skin), local: local.to_vec(), order: None, graph });
        }
        let graph = &self.kept.as_ref().unwrap().graph;
        let watch = Stopwatch { backend: self, last: Instant::now() };
        let mut results = self.evaluate_with(batch, &d_pos, graph, request, watch, None, hooks).await?.0;
        results.list_reused = reuse;
        Ok(results)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ghosts_are_grouped_by_the_layers_that_need_them() {
        // Two local atoms spanning [0, 1] in x; ghosts at distances 20, 1, 7, 0 (inside the box)
        // and 4 from it: the readout's (0), layer 1's (1), layer 0's (4), then the others in
        // their own order.
        let positions = vec![[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [21.0, 0.0, 0.0], [-1.0, 0.0, 0.0], [0.5, 7.0, 0.0], [0.5, 0.0, 0.0], [5.0, 0.0, 0.0]];
        let sys = System::molecule(vec![1; positions.len()], positions);
        let (order, needed) = ghost_reach(&sys, 2, 3.0, 0.0, 2).unwrap();
        assert_eq!(order, vec![0, 1, 5, 3, 6, 2, 4]);
        // Layer 0 within 6 Å, layer 1 within 3 Å, the readout within the box.
        assert_eq!(needed, vec![5, 4, 3]);
        // Every ghost within reach of every layer: only the readout leaves the outside ones out.
        assert_eq!(ghost_reach(&sys, 2, 30.0, 0.0, 2).unwrap().1, vec![7, 7, 3]);
        // A margin of 1.5 Å: layer 0 within 7.5 Å, layer 1 within 4.5 Å, the readout unchanged.
        assert_eq!(ghost_reach(&sys, 2, 3.0, 1.5, 2).unwrap().1, vec![6, 5, 3]);
        assert!(ghost_reach(&sys, 7, 3.0, 0.0, 2).is_none(), "no ghosts");
    }

    #[test]
    fn a_slab_measures_ghosts_across_its_periodic_directions() {
        // Periodic along b (tilted) and c: distances along their normal n only. Local atoms at 0
        // and 1 Å along n; ghosts 2 Å beyond the local atoms along n however far along b or c
        // they lie (within reach), then 4 and 2.5 Å (beyond it).
        let (b, c) = ([3.0, 10.0, 0.0], [0.0, 0.0, 10.0]);
        let cell = [[10.0, 0.0, 0.0], b, c];
        let norm = (100.0f64 * 100.0 + 30.0 * 30.0).sqrt();
        let n = [100.0 / norm, -30.0 / norm, 0.0];
        let at = |t: f64, kb: f64, kc: f64| [0, 1, 2].map(|k| t * n[k] + kb * b[k] + kc * c[k]);
        let positions = vec![at(0.0, 0.3, 0.1), at(1.0, -0.2, 0.5), at(3.0, 4.0, 0.0), at(-4.0, 0.0, -3.0), at(-2.5, 0.7, 1.7)];
        let sys = System::periodic(vec![1; 5], positions, cell, [false, true, true]);
        let (order, needed) = ghost_reach(&sys, 2, 2.25, 0.0, 1).unwrap();
        assert_eq!(order, vec![0, 1, 2, 3, 4]);
        assert_eq!(needed, vec![3, 2]);
        // Periodic in every direction: every atom is within reach.
        let bulk = System { pbc: [true; 3], ..sys };
        assert!(ghost_reach(&bulk, 2, 2.5, 0.0, 1).is_none());
    }
}
