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
//! in one launch (9 model launches for energy and forces instead of 42, 8 when the atoms are those
//! of the last call, 6 for a small molecule's one-atom tiles). Small and mid-sized evaluations, where launches and dependent chains
//! dominate, take the fused ones.
use cubecl::prelude::*;
use cubecl::server::Handle;
use mlff_kernels::dense::{dense, mlp_backward, mlp_forward, DenseArgs, MODE_LINEAR, MODE_SILU, MODE_SILU_GRAD};
use mlff_kernels::gemm::use_gemm;
use mlff_kernels::geometry::{edge_geometry, rbf_stride, EdgeGeometry, EDGE_STRIDE};
use mlff_kernels::interaction::{backward_halves, entry_block, filter_layout, message_backward, message_forward, Filters, Graph};
use mlff_kernels::neighbor_list::{neighbor_list_searched, NeighborListError, NeighborListOptions, SearchData, SystemGeometry};
use mlff_kernels::block::{
    block_backward, block_forward, block_start, block_supported, compact_fits, forward_shape, message_block_backward, message_block_backward_chunk, pick_block_shape,
    BlockForward, BlockGraph, BlockNext, BlockShape, MessageBlockBackward, MixingSaved, PackedBlock, PackedDense, PackedModel, ReadoutGrad,
};
use mlff_kernels::launch::Part;
use mlff_kernels::small_list::{self, small_list, small_list_deferred, Build, ReverseJob, SmallList, SmallPlan};
use mlff_kernels::{md, mixing, readout};

use super::device::{cuda_devices, open_wgpu, wgpu_adapters, DeviceInfo};
use super::{layer_stage, Backend, MemoryStats, INTEGRATION_STAGE, Precision, Profile, Request, Results};
use crate::error::{Error, Result};
use crate::md::{degrees_of_freedom, Dynamics, Settings, Snapshot};
use crate::model::{Dense, Model, RadialBasis};
use crate::neighbor::{half_skin_squared, NeighborList, SkinState};
use crate::system::{symbol, Batch};
use crate::units::AMU_A2_PER_FS2_EV;

/// Wᵀ `[n_in][n_out]` of a dense layer whose weight is `[n_out][n_in]`: the forward layout of
/// the dense kernels.
fn transposed(d: &Dense) -> Vec<f64> {
    let mut wt = vec![0.0f64; d.n_in * d.n_out];
    for o in 0..d.n_out {
        for i in 0..d.n_in {
            wt[i * d.n_out + o] = d.weight[o * d.n_in + i];
        }
    }
    wt
}

/// All weights of `model` in one array, in the layouts the fused kernels read, with their
/// offsets: every dense layer as Wᵀ, W and bias (zeros for none).
/// `filter_w`: the filter network's weights in the kernels' layout ([`filter_layout`]).
fn pack_weights(model: &Model, filter_w: &[f64], rbf_a: &[f64], rbf_b: &[f64], bessel: bool) -> (Vec<f64>, PackedModel, Vec<PackedBlock>) {
    // Every array starts at a multiple of four floats (and the pack's length is one): the fused
    // kernels read the dense layers' weights as 4-float vectors too.
    fn push(pack: &mut Vec<f64>, v: &[f64]) -> usize {
        pack.resize(pack.len().next_multiple_of(4), 0.0);
        let at = pack.len();
        pack.extend_from_slice(v);
        pack.resize(pack.len().next_multiple_of(4), 0.0);
        at
    }
    fn dense(pack: &mut Vec<f64>, d: &Dense) -> PackedDense {
        let zeros = vec![0.0; d.n_out];
        PackedDense { wt: push(pack, &transposed(d)), w: push(pack, &d.weight), b: push(pack, d.bias.as_deref().unwrap_or(&zeros)) }
    }
    let c = &model.config;
    let mut p: Vec<f64> = Vec::new();
    let ctx: Vec<[PackedDense; 2]> =
        model.interactions.iter().map(|b| [dense(&mut p, &b.context_net[0]), dense(&mut p, &b.context_net[1])]).collect();
    let mu_mix: Vec<PackedDense> = model.mixing.iter().map(|b| dense(&mut p, &b.mu_channel_mix)).collect();
    let mix: Vec<[PackedDense; 2]> =
        model.mixing.iter().map(|b| [dense(&mut p, &b.context_net[0]), dense(&mut p, &b.context_net[1])]).collect();
    let readout = match model.readout.as_slice() {
        [r0, r1] => [dense(&mut p, r0), dense(&mut p, r1)],
        _ => [PackedDense::default(); 2],
    };
    let filter_w = push(&mut p, filter_w);
    let filter_b = push(&mut p, model.filter_net.bias.as_ref().unwrap());
    let packed = PackedModel {
        embedding: push(&mut p, &model.embedding),
        rbf_a: push(&mut p, rbf_a),
        rbf_b: push(&mut p, rbf_b),
        readout,
        n_hid: model.readout.first().map_or(0, |r| r.n_out),
        f: c.n_atom_basis,
        n_rbf: c.n_rbf,
        bessel,
        cutoff: c.cutoff as f32,
        epsilon: c.epsilon as f32,
        scale: c.energy_scale as f32,
        mean: c.energy_mean_per_atom as f32,
    };
    let blocks = (0..c.n_interactions)
        .map(|l| {
            let b = model.block(l);
            let off = model.filter_offset(l);
            PackedBlock { ctx: ctx[b], filter_w: filter_w + off * c.n_rbf, filter_b: filter_b + off, mu_mix: mu_mix[b], mix: mix[b] }
        })
        .collect();
    (p, packed, blocks)
}

/// The f32 value at the start of `b` (native byte order, as the device wrote it).
fn f32_at(b: &[u8]) -> f64 {
    f32::from_ne_bytes([b[0], b[1], b[2], b[3]]) as f64
}

/// The first `len` f32 values of a read-back buffer, as f64: one pass into the result, without
/// intermediate vectors (three passes through two of them took ~90 µs for the forces of 1 024
/// benzenes on the H100 machine's host, a fiftieth of the call; benches/NOTES.md).
fn f32_to_f64(bytes: &[u8], len: usize) -> Vec<f64> {
    bytes[..4 * len].chunks_exact(4).map(f32_at).collect()
}

/// The first `n` (x, y, z) triples of f32 of a read-back buffer, as f64, in one pass.
fn f32_triples(bytes: &[u8], n: usize) -> Vec<[f64; 3]> {
    bytes[..12 * n].chunks_exact(12).map(|b| [f32_at(b), f32_at(&b[4..]), f32_at(&b[8..])]).collect()
}

/// The CUDA backend.
pub type CudaBackend = CubeBackend<cubecl::cuda::CudaRuntime>;
/// The WebGPU backend (WGSL through wgpu: Vulkan, Metal, DX12).
pub type WgpuBackend = CubeBackend<cubecl::wgpu::WgpuRuntime>;

/// A dense layer on the device: `wt` = Wᵀ `[n_in][n_out]` for the forward pass, `w` = W
/// `[n_out][n_in]` for the backward pass.
struct DeviceDense {
    wt: Handle,
    w: Handle,
    bias: Handle,
    zeros_in: Handle,
    n_in: usize,
    n_out: usize,
}

impl DeviceDense {
    fn forward_args(&self) -> DenseArgs<'_> {
        DenseArgs { wt: &self.wt, bias: &self.bias, n_in: self.n_in, n_out: self.n_out }
    }
    fn backward_args(&self) -> DenseArgs<'_> {
        DenseArgs { wt: &self.w, bias: &self.zeros_in, n_in: self.n_out, n_out: self.n_in }
    }
}

struct DeviceWeights {
    embedding: Handle,
    rbf_a: Handle,
    rbf_b: Handle,
    filter_w: Handle,
    filter_b: Handle,
    filter_rows: usize,
    interaction: Vec<[DeviceDense; 2]>,
    mu_mix: Vec<DeviceDense>,
    mixing: Vec<[DeviceDense; 2]>,
    readout: Vec<DeviceDense>,
    atomref: Handle,
}

/// The neighbour list on the device (layout of `mlff_kernels::neighbor_list`).
struct DeviceGraph {
    row_ptr: Handle,
    receivers: Handle,
    senders: Handle,
    shifts: Handle,
    reverse: Handle,
    /// Edges, or with `padded` the capacity, of which the rows use a prefix.
    n_edges: usize,
    /// Built by the small list, which does not return its edge count: only kernels that
    /// walk the rows (the fused ones) may read it.
    padded: bool,
    /// Built with a skin beyond the model's cutoff (MD, `compute_reusing`): its rows hold edges
    /// that contribute nothing, which the fused message stages leave out
    /// (`mlff_kernels::block::BlockGraph::compact`).
    skin: bool,
    /// Edges as last counted (`n_edges`, or for a padded list the count of a build: its room
    /// can be many times more), for [`COMPACT_MIN_ROW`].
    counted_edges: usize,
}

/// The atoms of a batch on the device.
#[derive(Clone)]
struct DeviceSystem {
    numbers: Handle,
    start: Handle,
    n_atoms: usize,
    n_systems: usize,
    /// Distinct for every upload of atomic numbers (a copy kept for the next batch keeps it):
    /// what [`StartCache`] is keyed by.
    generation: u64,
}

/// Source of [`DeviceSystem::generation`].
static SYSTEM_GENERATION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// The fused kernels' start (embedding `q [N][F]`, block 0's context network `ctx_pre [N][F]`
/// and `x [N][3F]`), a function of the atomic numbers alone, kept for the system it was
/// computed for: repeated evaluations and MD steps of the same atoms skip its launch.
struct StartCache {
    generation: u64,
    q: Handle,
    ctx_pre: Handle,
    x: Handle,
}

/// Outputs of one evaluation, on the device: `energies [N]`, `energy [S]` (unless the caller
/// sums `energies` later: MD does so at its reports only), `forces [N][3]`, `virial [S][9]`.
struct DeviceOutputs {
    energies: Handle,
    energy: Option<Handle>,
    forces: Option<Handle>,
    virial: Option<Handle>,
}

/// The first half of the next MD step ([`md::kick_drift`]), done by the launch that gathers
/// this step's forces ([`md::forces_kick_drift`]).
#[derive(Clone, Copy)]
struct NextHalf<'a> {
    state: md::State<'a>,
    p: md::HalfStep,
}

/// [`LayerCache`] of the fused kernels: regions of the evaluation's arena, but for block 0's
/// inputs (the start and the zero μ, [`Part::outside`]).
struct FusedCache {
    mu_in: Part,
    ctx_pre: Part,
    x: Part,
    vw: Part,
    vnorm: Part,
    mix_pre: Part,
    mix_out: Part,
}

/// An evaluation's arena being cut into [`Part`]s, each at a multiple of [`ARENA_ALIGN`] f32s.
struct Arena {
    buffer: Handle,
    /// Its length in f32s.
    len: usize,
    next: usize,
}

/// Where the parts of an arena start: 256 bytes, the largest storage-buffer offset alignment
/// WebGPU allows a device to ask for (the other kernels bind the parts as buffers).
const ARENA_ALIGN: usize = 64;

impl Arena {
    /// The next `len` f32s.
    fn take(&mut self, len: usize) -> Part {
        let (at, len) = (self.next, len.max(1));
        self.next = (at + len).next_multiple_of(ARENA_ALIGN);
        assert!(self.next <= self.len, "the arena holds {} f32s, not {}", self.len, self.next);
        Part::of(&self.buffer, at, len)
    }
}

/// Per-layer activations kept for the backward pass.
struct LayerCache {
    mu_in: Handle,
    ctx_pre: Handle,
    x: Handle,
    vw: Handle,
    vnorm: Handle,
    mix_pre: Handle,
    mix_out: Handle,
}

/// PaiNN on a cubecl runtime, f32.
pub struct CubeBackend<R: Runtime> {
    client: ComputeClient<R>,
    info: DeviceInfo,
    w: DeviceWeights,
    f: usize,
    n_rbf: usize,
    n_layers: usize,
    max_z: usize,
    bessel: bool,
    cutoff: f64,
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
    /// The Verlet list of [`Backend::compute_reusing`], on the device.
    kept: Option<(SkinState, DeviceGraph)>,
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
    kernels: Kernels,
    /// Whether the fused kernels of small systems take more than F threads per cube
    /// (`MLFF_BLOCK_WIDE=0` turns it off, for comparisons).
    wide: bool,
    /// Whether one-system batches small enough get the small neighbour list
    /// (`mlff_kernels::small_list`; `MLFF_SMALL_LIST=0` turns it off, for comparisons).
    small_ok: bool,
    /// The small list's plan (by system geometry and cutoff) and buffers, kept between calls.
    small: Option<SmallState>,
    /// The atoms of the last batch on the device, kept while the next one has the same.
    system_cache: std::sync::Mutex<Option<SystemCache>>,
    /// The fused kernels' start for the atoms of [`Self::system_cache`].
    start_cache: std::sync::Mutex<Option<StartCache>>,
    /// Whether that start is kept (`MLFF_START_CACHE=0` recomputes it every call, for
    /// comparisons).
    keep_start: bool,
    /// The neighbour list's search data of the last batch, kept while the next one has the
    /// same systems' geometry (1 024 molecules: 0.12–0.15 ms of host time a call, H100 machine).
    search: Option<SearchData>,
    /// MD's small list starts with room for exactly its first build (tests of the rollback).
    tight_md_list: bool,
    /// MD does a step's first half in the previous step's forces launch ([`NextHalf`];
    /// `MLFF_MD_FOLD=0` launches it on its own, for comparisons and tests).
    fold_md_half: bool,
    /// MD on the small list of a molecule skips the list's launch while the list holds
    /// every pair ([`MdSmall::complete`]; `MLFF_MD_COMPLETE=0` launches it every step, for
    /// comparisons and tests).
    skip_complete_list: bool,
    /// One-atom tiles run a block's message backward and block backward in one launch where
    /// both take the same cube (`mlff_kernels::block::message_block_backward`;
    /// `MLFF_BACKWARD_FUSE=0` launches them apart, for comparisons and tests).
    fuse_backward: bool,
    /// The message backward in two channel halves (`mlff_kernels::interaction::backward_halves`):
    /// `None` where the rule there says so, else always (wide cubes; where a fused launch would
    /// take the message backward, it runs apart) or never (`MLFF_BACKWARD_HALVES=1` or `0`, for
    /// comparisons and tests).
    backward_halves: Option<bool>,
    /// Whether the fused message stages leave out a skin's edges ([`DeviceGraph::skin`]):
    /// `None` where the rows average [`COMPACT_MIN_ROW`] edges or more, else always or never
    /// (`MLFF_COMPACT=1` or `0`, for comparisons and tests).
    compact_rows: Option<bool>,
    /// MD compiles a step's kernels before the clock starts ([`Backend::warm_up_dynamics`];
    /// `MLFF_MD_WARM_UP=0` skips it, for comparisons).
    warm_up_md: bool,
    /// The fused kernels' tile: `None` picks it by the system's size
    /// (`mlff_kernels::block::pick_block_shape`), `Some(t)` takes the largest up to `t` that
    /// fits whatever the size (`MLFF_BLOCK_TILE=t`, for comparisons).
    block_tile: Option<usize>,
}

/// Edges per atom from which a list with a skin has its rows compacted
/// (`mlff_kernels::block::BlockGraph::compact`). Compaction costs each cube a scan, about a
/// microsecond a kernel, and pays where the skin shell holds edges: a dense environment, where it
/// holds about a quarter of them (0.5 Å on 5 Å; the 192-atom water box, ~70 edges an atom: MD
/// +9 % on an H100). A small molecule's rows are short and its skin shell empty (benzene, 11
/// edges an atom: MD −3 % with compaction).
const COMPACT_MIN_ROW: usize = 32;

/// Atomic numbers and system starts of a batch, and their device copy.
type SystemCache = (Vec<u32>, Vec<usize>, DeviceSystem);

/// A small list plan for one system geometry, and the buffers of its last use.
struct SmallState {
    key: (usize, Option<[[f64; 3]; 3]>, [bool; 3], u64),
    plan: Option<SmallPlan>,
    list: Option<SmallList>,
}

/// Which kernels evaluate the model on a cubecl device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kernels {
    /// Fused up to [`FUSED_MAX_EDGES`] edges per evaluation on CUDA ([`FUSED_MAX_EDGES_WGSL`]
    /// elsewhere), one kernel per stage above and, on CUDA, for systems large enough that the
    /// one-stage dense layers take the register-tiled products of `mlff_kernels::gemm`.
    Auto,
    /// One kernel per stage (`mlff_kernels::{dense, interaction, mixing, readout}`).
    Staged,
    /// The fused kernels of `mlff_kernels::block` (3L launches for L blocks) at every size,
    /// where the model and the device allow them.
    Fused,
}

/// Largest evaluation (edges) that [`Kernels::Auto`] runs on the fused kernels through CUDA.
/// Measured on an H100 (benches/NOTES.md): fused ahead up to 1 024 benzenes (135 168 edges:
/// 5.70–5.84 against 5.95–6.01 ms), behind for the 12 288-atom water box (712 704 edges: 14.76
/// against 14.14–14.28 ms), where the message kernels dominate and the fused kernel's registers
/// cost occupancy.
pub const FUSED_MAX_EDGES: usize = 262_144;

/// The same limit for the other runtimes (WGSL). On the same H100 through Vulkan the fused
/// kernels were ahead for the 1 536-atom box (89 088 edges: 4.34 against 4.73 ms) and behind for
/// 1 024 benzenes (135 168 edges: 12.36 against 8.47 ms).
pub const FUSED_MAX_EDGES_WGSL: usize = 98_304;

/// The scratch buffers of the last evaluation, in the order it asked for them, with their
/// capacities (f32 elements); `next` counts the current evaluation's requests.
#[derive(Default)]
struct Workspace {
    slots: Vec<(Handle, usize)>,
    /// Zeros that no kernel writes: the first block's vector features (see [`CubeBackend::zero_input`]).
    zeros: Option<(Handle, usize)>,
    next: usize,
    /// Whether this evaluation reuses the slots (see [`SCRATCH_REUSE_BYTES`]).
    reuse: bool,
}

/// Evaluations whose scratch would exceed this many bytes allocate per call instead of keeping
/// a workspace. There the allocations cost nothing next to the arithmetic, and the pool can hand
/// a buffer freed early in the call (a layer's gradients) to a later one, which keeps the peak
/// memory of large systems where it was: the workspace holds every buffer of a call at once, and
/// would double it (41 472 waters: 2.13 → 3.95 GiB in use, measured). Keeping it was also slower
/// there on an H100: water 12 288 11.7 → 16.4 ms, 41 472 waters 36 → 41 ms (benches/NOTES.md).
const SCRATCH_REUSE_BYTES: usize = 256 << 20;

/// Room for a neighbour list whose last build had `edges` edges: a sixteenth more, and 64.
fn edge_room(edges: usize) -> usize {
    edges + edges / 16 + 64
}

/// Marks stage boundaries when profiling: synchronises the device and books the elapsed time.
struct Stopwatch<'a, R: Runtime> {
    backend: &'a CubeBackend<R>,
    last: std::time::Instant,
}

impl<R: Runtime> Stopwatch<'_, R> {
    fn lap(&mut self, stage: &'static str) {
        if self.backend.track_memory {
            self.backend.sample_memory();
        }
        if let Some(p) = &self.backend.profile {
            pollster::block_on(self.backend.client.sync()).expect("device synchronisation");
            let now = std::time::Instant::now();
            p.lock().unwrap().add(stage, (now - self.last).as_secs_f64());
            self.last = now;
        }
    }
}

impl CubeBackend<cubecl::cuda::CudaRuntime> {
    /// Open CUDA device `index` for `model`. A clear error when there is no driver, GPU or NVRTC.
    pub fn cuda(model: &Model, index: usize) -> Result<Self> {
        let devices = cuda_devices()?;
        let info = devices.get(index).cloned().ok_or_else(|| Error::Backend {
            backend: "cuda".into(),
            msg: format!("no CUDA device {index} ({} found)", devices.len()),
        })?;
        let client = cubecl::cuda::CudaRuntime::client(&cubecl::cuda::CudaDevice::new(index));
        Self::with_client(client, info, model)
    }
}

impl CubeBackend<cubecl::wgpu::WgpuRuntime> {
    /// Open a WebGPU adapter for `model`: `index` picks one of [`wgpu_adapters`]; `None` takes
    /// the first GPU, or a software adapter only if `allow_software`.
    pub fn wgpu(model: &Model, index: Option<usize>, allow_software: bool) -> Result<Self> {
        let mut adapters = wgpu_adapters();
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
        let device = open_wgpu(adapter, instance)?;
        let client = cubecl::wgpu::WgpuRuntime::client(&device);
        Self::with_client(client, info, model)
    }
}

impl<R: Runtime> CubeBackend<R> {
    fn with_client(client: ComputeClient<R>, info: DeviceInfo, model: &Model) -> Result<Self> {
        let c = &model.config;
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
        let filter_w = filter_layout(&model.filter_net.weight, model.filter_net.n_out, c.n_rbf, f);
        let w = DeviceWeights {
            embedding: up(&model.embedding),
            rbf_a: up(&rbf_a),
            rbf_b: up(&rbf_b),
            filter_w: up(&filter_w),
            filter_b: up(model.filter_net.bias.as_ref().unwrap()),
            filter_rows: model.filter_net.n_out,
            interaction: model.interactions.iter().map(|b| [dense(&b.context_net[0]), dense(&b.context_net[1])]).collect(),
            mu_mix: model.mixing.iter().map(|b| dense(&b.mu_channel_mix)).collect(),
            mixing: model.mixing.iter().map(|b| [dense(&b.context_net[0]), dense(&b.context_net[1])]).collect(),
            readout: model.readout.iter().map(dense).collect(),
            atomref: up(&model.atomref),
        };
        let (pack, packed, packed_blocks) = pack_weights(model, &filter_w, &rbf_a, &rbf_b, bessel);
        let (pack_len, pack) = (pack.len(), up(&pack));
        // SAFETY: as above.
        unsafe { client.allocation_mode(cubecl::MemoryAllocationMode::Auto) };
        let usual_readout = matches!(model.readout.as_slice(), [_, r1] if r1.n_out == 1);
        let fused_ok = usual_readout && block_supported(&client, f, packed.n_hid);
        let kernels = match std::env::var("MLFF_KERNELS").as_deref() {
            Ok("staged") => Kernels::Staged,
            Ok("fused") => Kernels::Fused,
            _ => Kernels::Auto,
        };
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
            kept: None,
            workspace: Default::default(),
            pack,
            pack_len,
            packed,
            packed_blocks,
            fused_ok,
            kernels,
            wide: std::env::var("MLFF_BLOCK_WIDE").as_deref() != Ok("0"),
            small_ok: std::env::var("MLFF_SMALL_LIST").as_deref() != Ok("0"),
            small: None,
            system_cache: Default::default(),
            start_cache: Default::default(),
            keep_start: std::env::var("MLFF_START_CACHE").as_deref() != Ok("0"),
            search: None,
            tight_md_list: false,
            fold_md_half: std::env::var("MLFF_MD_FOLD").as_deref() != Ok("0"),
            skip_complete_list: std::env::var("MLFF_MD_COMPLETE").as_deref() != Ok("0"),
            fuse_backward: std::env::var("MLFF_BACKWARD_FUSE").as_deref() != Ok("0"),
            backward_halves: match std::env::var("MLFF_BACKWARD_HALVES").as_deref() {
                Ok("0") => Some(false),
                Ok("1") => Some(true),
                _ => None,
            },
            compact_rows: match std::env::var("MLFF_COMPACT").as_deref() {
                Ok("0") => Some(false),
                Ok("1") => Some(true),
                _ => None,
            },
            block_tile: std::env::var("MLFF_BLOCK_TILE").ok().and_then(|t| t.parse().ok()),
            warm_up_md: std::env::var("MLFF_MD_WARM_UP").as_deref() != Ok("0"),
        })
    }

    /// Whether the fused message stages leave out a skin's edges: always, never, or (`None`, the
    /// default) where the rows are long enough ([`COMPACT_MIN_ROW`]).
    pub fn set_compact_rows(&mut self, on: Option<bool>) {
        self.compact_rows = on;
    }

    /// Whether one-atom tiles run a block's message backward and block backward in one launch
    /// where they can (default on).
    pub fn set_backward_fuse(&mut self, on: bool) {
        self.fuse_backward = on;
    }

    /// Whether the message backward runs in two channel halves: always, never, or (`None`, the
    /// default) where `mlff_kernels::interaction::backward_halves` says so.
    pub fn set_backward_halves(&mut self, on: Option<bool>) {
        self.backward_halves = on;
    }

    /// Whether MD does a step's first half in the previous step's forces launch (default on;
    /// see [`NextHalf`]).
    pub fn set_md_fold(&mut self, on: bool) {
        self.fold_md_half = on;
    }

    /// Whether MD on a molecule's small list skips the list's launch while the list holds
    /// every pair (default on; see [`MdSmall::complete`]).
    pub fn set_skip_complete_list(&mut self, on: bool) {
        self.skip_complete_list = on;
    }

    /// For tests: MD on the small neighbour list gives it room for exactly the edges of its
    /// first build, so that the first build with more overflows and sends its block of steps
    /// back to the start (the path a growing system takes).
    pub fn set_tight_md_list(&mut self, on: bool) {
        self.tight_md_list = on;
    }

    /// Choose the kernels (default [`Kernels::Auto`]; the environment variable
    /// `MLFF_KERNELS=staged|fused` sets it when the backend opens).
    pub fn set_kernels(&mut self, kernels: Kernels) {
        self.kernels = kernels;
    }

    /// Whether an evaluation of `n` atoms and `e` edges runs on the fused kernels. On CUDA not
    /// where the one-stage kernels' widest layers take the register-tiled matrix products
    /// (`mlff_kernels::gemm::use_gemm`: ≥ 64 rows a multiprocessor): 1 024 benzenes 4.58–4.62 ms
    /// fused against 4.09–4.11 staged on an H100 (benches/NOTES.md, twenty-first session).
    /// Nor where the arena, one buffer bound whole, would pass the device's largest binding
    /// (wgpu's `max_storage_buffer_binding_size`, 128 MiB on some devices).
    fn use_fused(&self, n: usize, e: usize) -> bool {
        let cuda = R::name(&self.client) == "cuda";
        let arena_fits = 4 * self.fused_arena_len(n, e, 2) as u64 <= self.client.properties().memory.max_page_size;
        self.fused_ok
            && arena_fits
            && match self.kernels {
                Kernels::Auto => {
                    e <= if cuda { FUSED_MAX_EDGES } else { FUSED_MAX_EDGES_WGSL } && !(cuda && use_gemm(&self.client, n, self.f, 3 * self.f))
                }
                Kernels::Staged => false,
                Kernels::Fused => true,
            }
    }

    /// Book the pool's bytes in use now into the peak (memory tracking).
    fn sample_memory(&self) {
        if let Ok(u) = self.client.memory_usage() {
            self.peak_memory.fetch_max(u.bytes_in_use, std::sync::atomic::Ordering::Relaxed);
        }
    }

    /// The device this backend runs on.
    pub fn device(&self) -> &DeviceInfo {
        &self.info
    }

    /// Fill every buffer with NaN before it is written, so that a kernel that leaves memory
    /// unwritten shows up in the results (for tests).
    pub fn set_poison(&mut self, on: bool) {
        self.poison = on;
    }

    /// An f32 buffer of `n` elements (NaN-poisoned when asked).
    fn buffer(&self, n: usize) -> Handle {
        let h = self.client.empty(n.max(1) * 4);
        if self.poison {
            readout::fill(&self.client, &h, n, f32::NAN);
        }
        h
    }

    fn zeros(&self, n: usize) -> Handle {
        let h = self.client.empty(n.max(1) * 4);
        readout::fill(&self.client, &h, n, 0.0);
        h
    }

    /// The next f32 scratch buffer of at least `n` elements of the current evaluation
    /// (NaN-poisoned when asked): the k-th request of an evaluation gets the k-th buffer of the
    /// last one when it is large enough, so repeated evaluations allocate nothing. Buffers of
    /// one evaluation are distinct; its outputs stay valid until the next evaluation starts.
    /// Small evaluations only ([`SCRATCH_REUSE_BYTES`]); larger ones get fresh buffers.
    fn scratch(&self, n: usize) -> Handle {
        let mut ws = self.workspace.lock().unwrap();
        if !ws.reuse {
            drop(ws);
            return self.buffer(n);
        }
        let k = ws.next;
        ws.next += 1;
        let h = match ws.slots.get(k) {
            Some((h, cap)) if *cap >= n => h.clone(),
            old => {
                // Grown buffers get a quarter of headroom (edge counts change between calls).
                let cap = if old.is_some() { n + n / 4 } else { n }.max(1);
                let h = self.client.empty(cap * 4);
                if k < ws.slots.len() {
                    ws.slots[k] = (h.clone(), cap);
                } else {
                    ws.slots.push((h.clone(), cap));
                }
                h
            }
        };
        drop(ws);
        if self.poison {
            readout::fill(&self.client, &h, n, f32::NAN);
        }
        h
    }

    /// Starts an evaluation of `n` atoms and `e` edges: its scratch requests count from the
    /// first slot, reused when the call is small enough.
    fn start_workspace(&self, n: usize, e: usize) {
        let mut ws = self.workspace.lock().unwrap();
        ws.next = 0;
        // About 134 F floats per atom and 2 R4 + 11 per edge of scratch for energy + forces (φ
        // and dφ/dd padded to R4, `rbf_stride`; the edge's 8 floats; ∂E/∂r).
        ws.reuse = 4 * (134 * self.f * n + (2 * rbf_stride(self.n_rbf) + 11) * e) <= SCRATCH_REUSE_BYTES;
        if !ws.reuse {
            ws.slots.clear();
            ws.zeros = None;
        }
    }

    /// At least `n` zeros, for an input that is zero and that no kernel writes (the first
    /// block's vector features): kept from call to call while the workspace is reused, so
    /// repeated evaluations fill nothing; otherwise [`Self::scratch_zeros`].
    fn zero_input(&self, n: usize) -> Handle {
        let mut ws = self.workspace.lock().unwrap();
        if !ws.reuse {
            drop(ws);
            return self.scratch_zeros(n);
        }
        match &ws.zeros {
            Some((h, cap)) if *cap >= n => h.clone(),
            _ => {
                let h = self.zeros(n);
                ws.zeros = Some((h.clone(), n));
                h
            }
        }
    }

    /// Scratch for the edge geometry of `e` edges: arrays of 4-float vectors, at least one each.
    fn geometry_scratch(&self, e: usize) -> EdgeGeometry {
        let e = e.max(1);
        let r4 = rbf_stride(self.n_rbf);
        EdgeGeometry { edge: self.scratch(e * EDGE_STRIDE), phi: self.scratch(e * r4), dphi: self.scratch(e * r4) }
    }

    /// The arena of [`Self::evaluate_fused`] for `n` atoms, `e` edges and `halves` copies of
    /// ∂E/∂r.
    fn fused_arena(&self, n: usize, e: usize, halves: usize) -> Arena {
        let len = self.fused_arena_len(n, e, halves);
        Arena { buffer: self.scratch(len), len, next: 0 }
    }

    /// The f32s of [`Self::fused_arena`]: what [`Self::evaluate_fused`] takes there, counted
    /// here the same way.
    fn fused_arena_len(&self, n: usize, e: usize, halves: usize) -> usize {
        let (f, layers) = (self.f, self.n_layers);
        let a = |len: usize| len.max(1).next_multiple_of(ARENA_ALIGN);
        let nf = n * f;
        // Energies, ∂E/∂q, ∂E/∂μ, the mixing backward's three scratch arrays.
        let head = a(n) + a(nf) + a(3 * nf) + a(3 * nf) + a(6 * nf) + a(2 * nf);
        // A block's forward: q1, |v|, the mixing's pre-activations, q2; μ1, its output, μ2; the
        // vector mix; the context; the next block's context network's pre-activations and x.
        let forward = 4 * a(nf) + 3 * a(3 * nf) + a(6 * nf) + a(2 * nf) + a(nf) + a(3 * nf);
        // A block's backward: ∂E/∂x, ∂E/∂μ in, ∂E/∂q out.
        let backward = 2 * a(3 * nf) + a(nf);
        head + layers * (forward + backward) + a(halves * e * 3)
    }

    /// [`Self::scratch`] filled with zeros.
    fn scratch_zeros(&self, n: usize) -> Handle {
        let h = self.scratch(n);
        readout::fill(&self.client, &h, n, 0.0);
        h
    }

    fn upload_u32(&self, v: &[u32]) -> Handle {
        self.client.create_from_slice(bytemuck::cast_slice(if v.is_empty() { &[0u32] } else { v }))
    }

    fn upload_f32(&self, v: &[f32]) -> Handle {
        self.client.create_from_slice(bytemuck::cast_slice(if v.is_empty() { &[0f32] } else { v }))
    }

    /// Evaluate with a neighbour list built on the host (uploaded as is).
    pub fn compute_with_list(&self, batch: &Batch, nl: &NeighborList, request: Request) -> Result<Results> {
        let mut watch = Stopwatch { backend: self, last: std::time::Instant::now() };
        let e = nl.senders.len();
        let pos64: Vec<[f64; 3]> = batch.systems.iter().flat_map(|s| s.positions.iter().copied()).collect();
        // Shift vectors in f64 on the host: r_ij = R_j - R_i + shift.
        let shifts: Vec<f32> = (0..e)
            .flat_map(|k| {
                let (pi, pj) = (pos64[nl.receivers[k] as usize], pos64[nl.senders[k] as usize]);
                let v = nl.vectors[k];
                [0, 1, 2].map(|a| (v[a] - (pj[a] - pi[a])) as f32)
            })
            .collect();
        let row_ptr: Vec<u32> = nl.row_ptr.iter().map(|&x| x as u32).collect();
        let d_pos = self.upload_positions(batch);
        let graph = DeviceGraph {
            row_ptr: self.upload_u32(&row_ptr),
            receivers: self.upload_u32(&nl.receivers),
            senders: self.upload_u32(&nl.senders),
            shifts: self.upload_f32(&shifts),
            reverse: self.upload_u32(&nl.reverse),
            n_edges: e,
            padded: false,
            skin: false,
            counted_edges: e,
        };
        watch.lap("upload");
        self.evaluate(batch, &d_pos, &graph, request, watch)
    }

    /// Positions of the batch as f32 on the device.
    fn upload_positions(&self, batch: &Batch) -> Handle {
        // Written by index into a vector of its final size (pushing each float's bytes took
        // 35–75 µs for 1 024 benzenes on the development VM and the H100 machines' hosts, this
        // 15 on the VM), handed over whole: `create_from_slice` copies its slice twice before
        // the transfer, `create` once.
        let mut v = vec![0f32; 3 * batch.n_atoms().max(1)];
        let mut out = v.chunks_exact_mut(3);
        for s in &batch.systems {
            for (p, o) in s.positions.iter().zip(&mut out) {
                o[0] = p[0] as f32;
                o[1] = p[1] as f32;
                o[2] = p[2] as f32;
            }
        }
        self.client.create(cubecl::bytes::Bytes::from_elems(v))
    }

    /// Build the neighbour list on the device, with pairs up to `cutoff` (Å).
    fn device_graph(&mut self, batch: &Batch, d_pos: &Handle, cutoff: f64) -> Result<DeviceGraph> {
        let systems: Vec<SystemGeometry> = batch
            .systems
            .iter()
            .enumerate()
            .map(|(s, sys)| SystemGeometry { start: batch.atom_start[s], end: batch.atom_start[s + 1], cell: sys.cell, pbc: sys.pbc })
            .collect();
        // A little headroom over the last call's edge count saves the device→host round trip
        // that sizes the edge buffers (a wrong hint costs a second pass, never a truncation).
        let capacity_hint = (self.last_edges > 0).then(|| edge_room(self.last_edges));
        if !self.search.as_ref().is_some_and(|s| s.fits(&systems, cutoff)) {
            self.search = None;
            self.search = Some(SearchData::new(&self.client, &systems, cutoff).map_err(|e| self.nl_error(batch, e))?);
        }
        let search = self.search.as_ref().expect("built above");
        let options = NeighborListOptions { capacity_hint, poison: false };
        let nl = neighbor_list_searched(&self.client, d_pos, search, &options).map_err(|e| self.nl_error(batch, e))?;
        self.last_edges = nl.n_edges;
        Ok(DeviceGraph {
            row_ptr: nl.row_ptr,
            receivers: nl.receivers,
            senders: nl.senders,
            shifts: nl.shifts,
            reverse: nl.reverse,
            n_edges: nl.n_edges,
            padded: false,
            skin: cutoff > self.cutoff,
            counted_edges: nl.n_edges,
        })
    }

    fn nl_error(&self, batch: &Batch, e: NeighborListError) -> Error {
        let sym = |s: usize, a: usize| symbol(batch.systems[s].numbers[a]);
        match e {
            NeighborListError::DuplicateAtoms { system, i, j, shift, distance } => {
                let through = if shift == [0, 0, 0] { String::new() } else { format!(" through periodic image {shift:?}") };
                Error::System {
                    system,
                    msg: format!("atoms {i} ({}) and {j} ({}) are {distance:.5} Å apart{through}", sym(system, i), sym(system, j)),
                }
            }
            NeighborListError::PositionOutOfRange { system, atom } => Error::System {
                system,
                msg: format!("atom {atom} ({}): position is out of the range the GPU neighbour list handles", sym(system, atom)),
            },
            NeighborListError::Geometry { system, msg } => Error::System { system, msg },
            other => Error::Backend { backend: self.info.backend.into(), msg: format!("neighbour list: {other}") },
        }
    }

    /// Atomic numbers and system ranges of the batch on the device (no upload when they are
    /// those of the last batch).
    fn upload_system(&self, batch: &Batch) -> DeviceSystem {
        let mut cache = self.system_cache.lock().unwrap();
        if let Some((nums, starts, sys)) = &*cache {
            // Compared system by system in place (building the two vectors took ~30 µs for
            // 1 024 molecules).
            if *starts == batch.atom_start && batch.systems.iter().zip(starts).all(|(s, &a)| s.numbers[..] == nums[a..a + s.numbers.len()]) {
                return sys.clone();
            }
        }
        let numbers: Vec<u32> = batch.systems.iter().flat_map(|s| s.numbers.iter().copied()).collect();
        let atom_start: Vec<u32> = batch.atom_start.iter().map(|&x| x as u32).collect();
        let sys = DeviceSystem {
            numbers: self.upload_u32(&numbers),
            start: self.upload_u32(&atom_start),
            n_atoms: batch.n_atoms(),
            n_systems: batch.len(),
            generation: SYSTEM_GENERATION.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        };
        *cache = Some((numbers, batch.atom_start.clone(), sys.clone()));
        sys
    }

    /// The small list's plan for a batch of one system, where it applies: the system is
    /// small enough (`mlff_kernels::small_list`), and the
    /// model runs on the fused kernels, which walk the rows and so take a list longer than its
    /// edges.
    fn small_plan(&mut self, batch: &Batch, cutoff: f64) -> Result<Option<SmallPlan>> {
        if !self.small_ok || batch.len() != 1 || batch.n_atoms() == 0 || !self.use_fused(batch.n_atoms(), 1) {
            return Ok(None);
        }
        let sys = &batch.systems[0];
        let key = (sys.len(), sys.cell, sys.pbc, cutoff.to_bits());
        if self.small.as_ref().is_none_or(|s| s.key != key) {
            let geometry = SystemGeometry { start: 0, end: sys.len(), cell: sys.cell, pbc: sys.pbc };
            let plan = SmallPlan::new(&self.client, &geometry, cutoff).map_err(|e| self.nl_error(batch, e))?;
            self.small = Some(SmallState { key, plan, list: None });
        }
        Ok(self.small.as_ref().and_then(|s| s.plan.clone()))
    }

    /// The small list's buffers with room for `capacity` edges (those of the last call when
    /// they are large enough).
    fn small_list_buffers(&mut self, n: usize, capacity: usize) -> SmallList {
        let st = self.small.as_mut().expect("a plan first");
        match &st.list {
            Some(l) if l.capacity >= capacity => l.clone(),
            _ => {
                let l = SmallList::new(&self.client, n, capacity);
                st.list = Some(l.clone());
                l
            }
        }
    }

    /// Energy and forces of a one-system batch with the small list: no read-back before
    /// the results'; the list's status words come with them. `None` where it does not apply.
    fn compute_small(&mut self, batch: &Batch, d_pos: &Handle, request: Request) -> Result<Option<Results>> {
        let Some(plan) = self.small_plan(batch, self.cutoff)? else {
            return Ok(None);
        };
        let n = plan.n_atoms;
        let mut capacity = if self.last_edges > 0 { edge_room(self.last_edges) } else { plan.first_capacity() };
        // A list that did not fit is redone once with the count it reported.
        for _ in 0..2 {
            if !self.use_fused(n, capacity) {
                return Ok(None);
            }
            let t = std::time::Instant::now();
            let list = self.small_list_buffers(n, capacity);
            small_list(&self.client, &plan, d_pos, &list, Build::Fresh);
            Stopwatch { backend: self, last: t }.lap("neighbour list");
            let graph = DeviceGraph::padded(&list, false, capacity);
            let watch = Stopwatch { backend: self, last: std::time::Instant::now() };
            let (mut results, words) = self.evaluate_with(batch, d_pos, &graph, request, watch, Some(&list.status))?;
            let words = bytemuck::pod_collect_to_vec::<u8, u32>(&words.expect("status read"));
            let st = small_list::check(&self.client, &plan, d_pos, &words).map_err(|e| self.nl_error(batch, e))?;
            if st.overflows == 0 {
                self.last_edges = st.edges;
                results.n_edges = st.edges;
                return Ok(Some(results));
            }
            capacity = edge_room(st.max_edges);
        }
        Err(Error::Backend { backend: self.info.backend.into(), msg: "neighbour list: the small list did not fit twice".into() })
    }

    /// The model on a graph already on the device, results read back.
    fn evaluate(&self, batch: &Batch, d_pos: &Handle, g: &DeviceGraph, request: Request, watch: Stopwatch<'_, R>) -> Result<Results> {
        Ok(self.evaluate_with(batch, d_pos, g, request, watch, None)?.0)
    }

    /// [`Self::evaluate`], with the bytes of `extra` read in the same read-back.
    fn evaluate_with(
        &self,
        batch: &Batch,
        d_pos: &Handle,
        g: &DeviceGraph,
        request: Request,
        mut watch: Stopwatch<'_, R>,
        extra: Option<&Handle>,
    ) -> Result<(Results, Option<Vec<u8>>)> {
        let sys = self.upload_system(batch);
        watch.lap("upload");
        let out = self.evaluate_device(&sys, d_pos, g, request, true, None, None, &mut watch)?;
        let (n, n_sys) = (sys.n_atoms, sys.n_systems);
        let want_grad = request.forces || request.stress;
        let mut reads = vec![out.energies, out.energy.expect("summed")];
        reads.extend(out.forces);
        reads.extend(out.virial);
        reads.extend(extra.cloned());
        let mut bytes = self.client.read(reads);
        watch.lap("read-back");
        let extra = extra.and_then(|_| bytes.pop()).map(|b| b.to_vec());
        let mut results = Results { n_edges: g.n_edges, ..Default::default() };
        results.energies = f32_to_f64(&bytes[0], n);
        results.energy = f32_to_f64(&bytes[1], n_sys);
        results.stress = vec![None; n_sys];
        let mut next = 2;
        if want_grad && request.forces {
            results.forces = f32_triples(&bytes[next], n);
            next += 1;
        }
        if want_grad && request.stress {
            let v = f32_to_f64(&bytes[next], 9 * n_sys);
            for (s, sys) in batch.systems.iter().enumerate() {
                if sys.has_stress() {
                    let vol = sys.volume().unwrap();
                    let t = |a: usize, b: usize| 0.5 * (v[s * 9 + a * 3 + b] + v[s * 9 + b * 3 + a]) / vol;
                    results.stress[s] = Some([t(0, 0), t(1, 1), t(2, 2), t(1, 2), t(0, 2), t(0, 1)]);
                }
            }
        }
        Ok((results, extra))
    }

    /// The fused kernels' start for `sys`: the kept one when it was computed for these atomic
    /// numbers, else [`block_start`] into new buffers, kept for the next call.
    fn fused_start(&self, sys: &DeviceSystem, shape: BlockShape) -> (Handle, Handle, Handle) {
        let (n, f) = (sys.n_atoms, self.f);
        let mut kept = self.start_cache.lock().unwrap();
        if self.keep_start {
            if let Some(c) = kept.as_ref().filter(|c| c.generation == sys.generation) {
                return (c.q.clone(), c.ctx_pre.clone(), c.x.clone());
            }
        }
        // A kept start is not scratch: scratch slots are reused by the next call.
        let alloc = |len| if self.keep_start { self.buffer(len) } else { self.scratch(len) };
        let (q, ctx_pre, x) = (alloc(n * f), alloc(n * f), alloc(n * 3 * f));
        block_start(&self.client, n, &sys.numbers, &self.pack, self.pack_len, &self.packed, &self.packed_blocks[0], &q, &ctx_pre, &x, shape);
        if self.keep_start {
            *kept = Some(StartCache { generation: sys.generation, q: q.clone(), ctx_pre: ctx_pre.clone(), x: x.clone() });
        }
        (q, ctx_pre, x)
    }

    /// [`Self::evaluate_device`] on the fused kernels of `mlff_kernels::block`: the embedding and
    /// the first context network in one launch, or none when kept from the last call with these
    /// atoms ([`Self::fused_start`]), one launch per block (the first computing the edges'
    /// geometry, the last with the readout and its own mixing backward), then per block the
    /// message backward and, between two of them, one launch for a context network's and the
    /// previous mixing's backward (for one-atom tiles on one cube width, one launch for a block's
    /// message backward and that: `mlff_kernels::block::message_block_backward`).
    #[allow(clippy::too_many_arguments)]
    fn evaluate_fused(&self, sys: &DeviceSystem, d_pos: &Handle, g: &DeviceGraph, request: Request, then: Option<NextHalf<'_>>, job: Option<ReverseJob<'_>>, watch: &mut Stopwatch<'_, R>) -> DeviceOutputs {
        let client = &self.client;
        let (n, e, f, r) = (sys.n_atoms, g.n_edges, self.f, self.n_rbf);
        let (pack, len, m) = (&self.pack, self.pack_len, &self.packed);
        let shape = pick_block_shape(client, n, f, self.packed.n_hid, self.wide, self.block_tile);
        // The 128-register kernels in one wave where the wide cubes would take two.
        let fwd = forward_shape(client, n, f, shape);
        // A list with a skin: the message stages walk only the edges inside the cutoff, where the
        // rows are long enough to have a skin shell worth it.
        let long_rows = self.compact_rows.unwrap_or(g.counted_edges >= COMPACT_MIN_ROW * n);
        let compact = long_rows && g.skin && compact_fits(client, fwd, f, self.packed.n_hid);
        let geo = self.geometry_scratch(e);
        let bg = BlockGraph {
            positions: d_pos,
            row_ptr: &g.row_ptr,
            receivers: &g.receivers,
            senders: &g.senders,
            shifts: &g.shifts,
            edge: &geo.edge,
            phi: &geo.phi,
            dphi: &geo.dphi,
            numbers: &sys.numbers,
            n_atoms: n,
            n_edges: e,
            row_edges: g.counted_edges / n.max(1),
            compact,
        };
        let (q, ctx_pre, x) = self.fused_start(sys, fwd);
        watch.lap("forward: embedding, context MLP");
        let mut job = job;
        let want_grad = request.forces || request.stress;
        let graph = Graph { row_ptr: &g.row_ptr, senders: &g.senders, edge: &geo.edge, phi: &geo.phi, dphi: &geo.dphi, n_atoms: n, n_edges: e, row_edges: bg.row_edges };
        // A one-atom tile whose message backward runs on the same cube as the block backward:
        // one launch for both (`MLFF_BACKWARD_FUSE=0` keeps two).
        // Forced halves take the place of the fusion, which writes one copy of ∂E/∂r.
        let fuse_backward = self.fuse_backward && self.backward_halves != Some(true) && fwd == shape && message_block_backward_chunk(client, f, shape, compact).is_some();
        // The message backward in channel halves, each its own copy of ∂E/∂r.
        let halves = if fuse_backward { 1 } else { backward_halves(client, n, f, fwd.threads / f, self.backward_halves) };
        // What the blocks' kernels write and read again, one arena (`Part`): the fused kernels
        // bind it once. The start and the first block's zero μ are buffers of their own.
        let mut arena = self.fused_arena(n, e, halves);
        let mut mu = Part::outside(self.zero_input(n * 3 * f));
        let energies = arena.take(n);
        let (mut gq, gmu) = (arena.take(n * f), arena.take(n * 3 * f));
        let scratch = [arena.take(n * 3 * f), arena.take(n * 6 * f), arena.take(n * 2 * f)];
        let (mut x, mut ctx_pre) = (Part::outside(x), Part::outside(ctx_pre));
        let mut q = Part::outside(q);
        let mut caches = Vec::with_capacity(self.n_layers);
        for l in 0..self.n_layers {
            let [q1, vnorm, mix_pre, q2] = [(); 4].map(|_| arena.take(n * f));
            let [mu1, mix_out, mu2] = [(); 3].map(|_| arena.take(n * 3 * f));
            let (vw, ctx) = (arena.take(n * 6 * f), arena.take(n * 2 * f));
            let last = l + 1 == self.n_layers;
            let (pre_next, x_next) = if last { (ctx_pre.clone(), x.clone()) } else { (arena.take(n * f), arena.take(n * 3 * f)) };
            {
                let a = BlockForward {
                    x: &x,
                    q: &q,
                    mu: &mu,
                    q1: &q1,
                    mu1: &mu1,
                    vw: &vw,
                    vnorm: &vnorm,
                    ctx: &ctx,
                    mix_pre: &mix_pre,
                    mix_out: &mix_out,
                    q2: &q2,
                    mu2: &mu2,
                };
                let next = if last {
                    let [g_out, gvw, g_ctx] = &scratch;
                    BlockNext::Readout { energies: &energies, grad: want_grad.then_some(ReadoutGrad { gq: &gq, gmu: &gmu, g_out, gvw, g_ctx }) }
                } else {
                    BlockNext::Context { block: &self.packed_blocks[l + 1], pre: &pre_next, x: &x_next }
                };
                // A small list's fill still to do: the first block's (or its own launch before it).
                let fill = job.as_mut().filter(|_| l == 0);
                block_forward(client, &bg, pack, len, &self.w.atomref, self.max_z, m, &self.packed_blocks[l], &a, &next, &arena.buffer, arena.len, l == 0, fill.as_deref(), fwd);
                if let Some(j) = fill {
                    j.fill = false;
                }
            }
            watch.lap(layer_stage("forward: block", l));
            caches.push(FusedCache { mu_in: mu, ctx_pre, x, vw, vnorm, mix_pre, mix_out });
            q = q2;
            mu = mu2;
            ctx_pre = pre_next;
            x = x_next;
        }
        let mut out = DeviceOutputs { energies: energies.handle.clone(), energy: None, forces: None, virial: None };
        if !want_grad {
            if let Some(job) = &job {
                job.launch(client);
            }
            return out;
        }
        // A small list's deferred third launch goes to the first message backward that has a
        // launch of its own: block 0's where the others share the block backwards' launches
        // (block 0 has no block backward after it), so in MD it always does. The launch apart
        // before the forces (below) is a fallback that no model reaches while block 0's never fuses.
        // Written (not added to) by the first message backward.
        let g_edge = arena.take(halves * e * 3);
        let mut gmu = gmu;
        for l in (0..self.n_layers).rev() {
            let c = &caches[l];
            let filters = Filters {
                wf: &self.w.filter_w,
                bf: &self.w.filter_b,
                rows: self.w.filter_rows,
                offset: self.filter_offsets[l],
                f,
                n_rbf: r,
            };
            let gx = arena.take(n * 3 * f);
            let gmu_in = arena.take(n * 3 * f);
            let first = l + 1 == self.n_layers;
            // Block 0's context network leads back to the embedding only: no forces there, so
            // its message backward has no block backward after it and writes ∂E/∂r only.
            let prev = (l > 0).then(|| {
                let p = &caches[l - 1];
                MixingSaved { vw: &p.vw, mix_out: &p.mix_out, mix_pre: &p.mix_pre, vnorm: &p.vnorm }
            });
            let [g_out, gvw, g_ctx] = &scratch;
            match &prev {
                Some(saved) if fuse_backward => {
                    let gq_out = arena.take(n * f);
                    let a = MessageBlockBackward {
                        x: &c.x,
                        mu_in: &c.mu_in,
                        gq: &gq,
                        gmu: &gmu,
                        gx: &gx,
                        gmu_in: &gmu_in,
                        g_edge: &g_edge,
                        first,
                        ctx_pre: &c.ctx_pre,
                        saved,
                        gq_out: &gq_out,
                        scratch: [g_out, gvw, g_ctx],
                        compact,
                    };
                    message_block_backward(client, &graph, &filters, pack, len, &self.packed_blocks[l], &self.packed_blocks[l - 1], &a, &arena.buffer, arena.len, shape);
                    watch.lap(layer_stage("backward: message and block", l));
                    gq = gq_out;
                }
                _ => {
                    let job = job.take();
                    message_backward(client, &graph, &filters, &c.x, &c.mu_in, &gq, &gmu, &gx, &gmu_in, &g_edge, first, fwd.threads / f, compact, entry_block(l), halves, job.as_ref());
                    watch.lap(layer_stage("backward: message", l));
                    if let Some(saved) = &prev {
                        let (b, prev) = (&self.packed_blocks[l], &self.packed_blocks[l - 1]);
                        block_backward(client, n, pack, len, f, b, prev, &gx, &c.ctx_pre, saved, &gq, &gmu_in, [&g_out.handle, &gvw.handle, &g_ctx.handle], shape);
                        watch.lap(layer_stage("backward: block", l));
                    }
                }
            }
            gmu = gmu_in;
        }
        if let Some(job) = &job {
            job.launch(client);
        }
        self.forces_and_virial(sys, g, &geo, &g_edge, halves, request, then, &mut out);
        watch.lap("forces and virial");
        out
    }

    /// Forces (gather over the reverse edges) and per-system virials from ∂E/∂r per edge
    /// (`halves` copies of it, [`readout::edge_grad`]), as the request asks; with `then`, the
    /// forces' launch goes on to the next MD step's first half.
    #[allow(clippy::too_many_arguments)]
    fn forces_and_virial(&self, sys: &DeviceSystem, g: &DeviceGraph, geo: &EdgeGeometry, g_edge: &Handle, halves: usize, request: Request, then: Option<NextHalf<'_>>, out: &mut DeviceOutputs) {
        let (client, n, e, n_sys) = (&self.client, sys.n_atoms, g.n_edges, sys.n_systems);
        debug_assert!(then.is_none() || request.forces, "the next step's first half needs the forces");
        if request.forces {
            let forces = self.scratch(n * 3);
            match then {
                Some(t) => {
                    let edges = md::ForceEdges { row_ptr: &g.row_ptr, reverse: &g.reverse, g_edge, n_edges: e, halves };
                    md::forces_kick_drift(client, edges, &forces, t.state, n, t.p);
                }
                None => readout::forces(client, &g.row_ptr, &g.reverse, g_edge, e, halves, &forces, n),
            }
            out.forces = Some(forces);
        }
        if request.stress {
            let per_atom = self.scratch(n * 9);
            readout::virial_atoms(client, &g.row_ptr, &geo.edge, g_edge, e, halves, &per_atom, n);
            let virial = self.scratch(n_sys * 9);
            readout::system_sum(client, &per_atom, n, &sys.start, &virial, n_sys, 9);
            out.virial = Some(virial);
        }
    }

    /// The model on a graph already on the device; the outputs stay there. `energy`: also the
    /// systems' energies (otherwise see [`Self::sum_energy`]). `then` (MD, with forces): the
    /// next step's first half, done by the forces' launch.
    #[allow(clippy::too_many_arguments)]
    fn evaluate_device(
        &self,
        sys: &DeviceSystem,
        d_pos: &Handle,
        g: &DeviceGraph,
        request: Request,
        energy: bool,
        then: Option<NextHalf<'_>>,
        job: Option<ReverseJob<'_>>,
        watch: &mut Stopwatch<'_, R>,
    ) -> Result<DeviceOutputs> {
        let mut out = self.evaluate_model(sys, d_pos, g, request, then, job, watch)?;
        if energy {
            self.sum_energy(sys, &mut out);
        }
        Ok(out)
    }

    /// The systems' energies `out.energy` from the per-atom ones.
    fn sum_energy(&self, sys: &DeviceSystem, out: &mut DeviceOutputs) {
        let energy = self.scratch(sys.n_systems);
        readout::system_sum(&self.client, &out.energies, sys.n_atoms, &sys.start, &energy, sys.n_systems, 1);
        out.energy = Some(energy);
    }

    #[allow(clippy::too_many_arguments)]
    fn evaluate_model(&self, sys: &DeviceSystem, d_pos: &Handle, g: &DeviceGraph, request: Request, then: Option<NextHalf<'_>>, job: Option<ReverseJob<'_>>, watch: &mut Stopwatch<'_, R>) -> Result<DeviceOutputs> {
        let client = &self.client;
        let (n, e, f, r) = (sys.n_atoms, g.n_edges, self.f, self.n_rbf);
        self.start_workspace(n, e);
        if u32::try_from(e).is_err() || e.checked_mul(3 * f).is_none_or(|x| x > u32::MAX as usize) {
            return Err(Error::Backend { backend: self.info.backend.into(), msg: format!("{e} edges exceed the 32-bit index range") });
        }
        if self.use_fused(n, e) || (g.padded && self.fused_ok) {
            return Ok(self.evaluate_fused(sys, d_pos, g, request, then, job, watch));
        }
        assert!(!g.padded && job.is_none(), "a padded list needs the fused kernels");
        let d_numbers = &sys.numbers;
        let (d_row, d_recv, d_send, d_shift) = (&g.row_ptr, &g.receivers, &g.senders, &g.shifts);
        let geo = self.geometry_scratch(e);
        edge_geometry(
            client, d_pos, n, d_recv, d_send, d_shift, e, &self.w.rbf_a, &self.w.rbf_b, r, self.bessel, self.cutoff as f32, &geo,
        );
        watch.lap("edge geometry");
        let graph = Graph { row_ptr: d_row, senders: d_send, edge: &geo.edge, phi: &geo.phi, dphi: &geo.dphi, n_atoms: n, n_edges: e, row_edges: e / n.max(1) };
        let filters = |l: usize| Filters {
            wf: &self.w.filter_w,
            bf: &self.w.filter_b,
            rows: self.w.filter_rows,
            offset: self.filter_offsets[l],
            f,
            n_rbf: r,
        };

        // Forward.
        let mut q = self.scratch(n * f);
        readout::embed(client, d_numbers, &self.w.embedding, self.max_z, &q, n, f);
        let mut mu = self.scratch_zeros(n * 3 * f);
        let mut caches = Vec::with_capacity(self.n_layers);
        for l in 0..self.n_layers {
            let b = self.blocks[l];
            let [ctx0, ctx1] = &self.w.interaction[b];
            let ctx_pre = self.scratch(n * f);
            let x = self.scratch(n * 3 * f);
            mlp_forward(client, &ctx0.forward_args(), &ctx1.forward_args(), &q, &ctx_pre, &x, n);
            watch.lap(layer_stage("forward: context MLP", l));
            let q1 = self.scratch(n * f);
            let mu1 = self.scratch(n * 3 * f);
            message_forward(client, &graph, &filters(l), &x, &q, &mu, &q1, &mu1, entry_block(l));
            watch.lap(layer_stage("forward: message", l));
            let vw = self.scratch(n * 6 * f);
            dense(client, &self.w.mu_mix[b].forward_args(), &mu1, &vw, &vw, 3 * n, MODE_LINEAR, false);
            let ctx = self.scratch(n * 2 * f);
            let vnorm = self.scratch(n * f);
            mixing::mixing_context(client, &q1, &vw, &ctx, &vnorm, n, f, self.epsilon);
            let [mix0, mix1] = &self.w.mixing[b];
            let mix_pre = self.scratch(n * f);
            let mix_out = self.scratch(n * 3 * f);
            mlp_forward(client, &mix0.forward_args(), &mix1.forward_args(), &ctx, &mix_pre, &mix_out, n);
            let q2 = self.scratch(n * f);
            let mu2 = self.scratch(n * 3 * f);
            mixing::mixing_update(client, &q1, &mu1, &vw, &mix_out, &q2, &mu2, n, f);
            watch.lap(layer_stage("forward: mixing", l));
            caches.push(LayerCache { mu_in: mu, ctx_pre, x, vw, vnorm, mix_pre, mix_out });
            q = q2;
            mu = mu2;
        }
        // Readout: hidden layers with SiLU, the last one linear. The usual one (one hidden
        // layer, one output) runs as one kernel that also gives ∂E/∂q.
        let want_grad = request.forces || request.stress;
        let energies = self.scratch(n);
        let mut pres = Vec::new();
        let mut gq_fused = None;
        let usual = match self.w.readout.as_slice() {
            [r0, r1] if r1.n_out == 1 => Some((r0, r1)),
            _ => None,
        };
        if let Some((r0, r1)) = usual {
            let args = readout::ReadoutArgs { w0t: &r0.wt, b0: &r0.bias, w0: &r0.w, w1: &r1.wt, b1: &r1.bias, n_hid: r0.n_out };
            let gq = want_grad.then(|| self.scratch(n * f));
            readout::readout(client, &args, &q, d_numbers, &self.w.atomref, self.max_z, &energies, gq.as_ref(), n, f, self.scale, self.mean);
            gq_fused = gq;
        } else {
            let mut h = q.clone();
            for (k, layer) in self.w.readout.iter().enumerate() {
                let out = self.scratch(n * layer.n_out);
                if k + 1 < self.w.readout.len() {
                    let pre = self.scratch(n * layer.n_out);
                    dense(client, &layer.forward_args(), &h, &out, &pre, n, MODE_SILU, false);
                    pres.push(pre);
                } else {
                    dense(client, &layer.forward_args(), &h, &out, &out, n, MODE_LINEAR, false);
                }
                h = out;
            }
            readout::energies(client, d_numbers, &h, &self.w.atomref, self.max_z, &energies, n, self.scale, self.mean);
        }
        watch.lap("readout");

        let mut out = DeviceOutputs { energies, energy: None, forces: None, virial: None };
        if want_grad {
            let gq = match gq_fused {
                Some(g) => g,
                None => {
                    // Backward through the readout: dE/dy = scale.
                    let mut g = self.scratch(n);
                    readout::fill(client, &g, n, self.scale);
                    for k in (0..self.w.readout.len()).rev() {
                        let layer = &self.w.readout[k];
                        let gx = self.scratch(n * layer.n_in);
                        if k > 0 {
                            dense(client, &layer.backward_args(), &g, &gx, &pres[k - 1], n, MODE_SILU_GRAD, false);
                        } else {
                            dense(client, &layer.backward_args(), &g, &gx, &gx, n, MODE_LINEAR, false);
                        }
                        g = gx;
                    }
                    g
                }
            };
            let mut gmu = self.scratch_zeros(n * 3 * f);
            // Written (not added to) by the first message backward below.
            let g_edge = self.scratch(e * 3);
            watch.lap("backward: readout");
            for l in (0..self.n_layers).rev() {
                let b = self.blocks[l];
                let c = &caches[l];
                let [mix0, mix1] = &self.w.mixing[b];
                let g_out = self.scratch(n * 3 * f);
                let gvw = self.scratch(n * 6 * f);
                mixing::mixing_grad_out(client, &gq, &gmu, &c.vw, &c.mix_out, &g_out, &gvw, n, f);
                let g_ctx = self.scratch(n * 2 * f);
                mlp_backward(client, &mix0.backward_args(), &mix1.backward_args(), &g_out, &c.mix_pre, &g_ctx, n, false);
                mixing::mixing_grad_ctx(client, &g_ctx, &c.vw, &c.vnorm, &gq, &gvw, n, f);
                dense(client, &self.w.mu_mix[b].backward_args(), &gvw, &gmu, &gmu, 3 * n, MODE_LINEAR, true);
                watch.lap(layer_stage("backward: mixing", l));
                let gx = self.scratch(n * 3 * f);
                let gmu_in = self.scratch(n * 3 * f);
                // Block 0's message backward writes ∂E/∂r only: its inputs' gradients lead back to
                // the embedding, where there are no forces.
                message_backward(client, &graph, &filters(l), &c.x, &c.mu_in, &gq, &gmu, &gx, &gmu_in, &g_edge, l + 1 == self.n_layers, 1, false, entry_block(l), 1, None);
                watch.lap(layer_stage("backward: message", l));
                if l > 0 {
                    let [ctx0, ctx1] = &self.w.interaction[b];
                    mlp_backward(client, &ctx0.backward_args(), &ctx1.backward_args(), &gx, &c.ctx_pre, &gq, n, true);
                    watch.lap(layer_stage("backward: context MLP", l));
                }
                gmu = gmu_in;
            }
            self.forces_and_virial(sys, g, &geo, &g_edge, 1, request, then, &mut out);
        }
        watch.lap("forces and virial");
        Ok(out)
    }
}

impl<R: Runtime> Backend for CubeBackend<R> {
    fn name(&self) -> String {
        format!("{}:{} {} ({}, f32)", self.info.backend, self.info.index, self.info.name, self.info.kind)
    }

    fn precision(&self) -> Precision {
        Precision::F32
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

    fn compute(&mut self, batch: &Batch, request: Request) -> Result<Results> {
        let client = self.client.clone();
        on_device_thread(&client, self.info.backend, || self.compute_here(batch, request))
    }

    fn dynamics<'a>(&'a mut self, batch: Batch, velocities: Vec<[f64; 3]>, settings: Settings) -> Result<Box<dyn Dynamics + 'a>> {
        Ok(Box::new(CubeDynamics::new(self, batch, velocities, settings)?))
    }

    fn warm_up_dynamics(&mut self, batch: &Batch, velocities: &[[f64; 3]], settings: Settings) -> Result<()> {
        if !self.warm_up_md {
            return Ok(());
        }
        CubeDynamics::new(self, batch.clone(), velocities.to_vec(), settings)?.advance(crate::md::WARM_UP_STEPS)
    }

    fn compute_reusing(&mut self, batch: &Batch, request: Request, skin: f64) -> Result<Results> {
        let client = self.client.clone();
        on_device_thread(&client, self.info.backend, || self.compute_reusing_here(batch, request, skin))
    }
}

/// Runs `f` on cubecl's thread for the device. Called from any other thread, every launch,
/// allocation and read is a task queued to that thread, which runs them in batches of 32 and
/// sleeps when idle; called there, they run at once (`ComputeClient::exclusive`). An evaluation
/// or a block of MD steps is one such call: the host cost per launch is then the launch itself.
fn on_device_thread<R: Runtime, T: Send + 'static>(
    client: &ComputeClient<R>,
    backend: &'static str,
    f: impl FnOnce() -> Result<T> + Send,
) -> Result<T> {
    client
        .exclusive(f)
        .map_err(|e| Error::Backend { backend: backend.into(), msg: format!("device thread: {e:?}") })?
}

impl<R: Runtime> CubeBackend<R> {
    fn compute_here(&mut self, batch: &Batch, request: Request) -> Result<Results> {
        if let Some(p) = &self.profile {
            p.lock().unwrap().calls += 1;
        }
        let t = std::time::Instant::now();
        let d_pos = self.upload_positions(batch);
        Stopwatch { backend: self, last: t }.lap("upload");
        if let Some(results) = self.compute_small(batch, &d_pos, request)? {
            return Ok(results);
        }
        let t = std::time::Instant::now();
        let graph = self.device_graph(batch, &d_pos, self.cutoff)?;
        Stopwatch { backend: self, last: t }.lap("neighbour list");
        let watch = Stopwatch { backend: self, last: std::time::Instant::now() };
        self.evaluate(batch, &d_pos, &graph, request, watch)
    }

    fn compute_reusing_here(&mut self, batch: &Batch, request: Request, skin: f64) -> Result<Results> {
        if skin <= 0.0 {
            return self.compute_here(batch, request);
        }
        let d_pos = self.upload_positions(batch);
        // The device list holds Cartesian shift vectors, valid while the cells are unchanged.
        let reuse = self.kept.as_ref().is_some_and(|(state, _)| state.still_valid(batch, skin));
        if !reuse {
            let graph = self.device_graph(batch, &d_pos, self.cutoff + skin)?;
            self.kept = Some((SkinState::new(batch, skin), graph));
        }
        let (_, graph) = self.kept.as_ref().unwrap();
        let watch = Stopwatch { backend: self, last: std::time::Instant::now() };
        let mut results = self.evaluate(batch, &d_pos, graph, request, watch)?;
        results.list_reused = reuse;
        Ok(results)
    }
}

/// Molecular dynamics with positions, velocities and forces on the device (see [`crate::md`]):
/// per step the first half-step kernel (which also measures each atom's displacement since the
/// list was built), a one-cube maximum whose 4 bytes are the only read-back, a neighbour-list
/// rebuild when an atom has moved by half the skin, the model, the second half kick and the
/// thermostat. Inside a block of steps the forces launch also does the next step's first half
/// ([`NextHalf`]). Positions are f32 with a Kahan compensation term for the drifts.
struct CubeDynamics<'a, R: Runtime> {
    b: &'a mut CubeBackend<R>,
    batch: Batch,
    masses: Vec<f64>,
    sys: DeviceSystem,
    system_of: Handle,
    ndof: Handle,
    alpha: Handle,
    x: Handle,
    x_lo: Handle,
    v: Handle,
    inv_m: Handle,
    x_ref: Handle,
    disp2: Handle,
    max_d2: Handle,
    graph: DeviceGraph,
    out: DeviceOutputs,
    settings: Settings,
    step: u64,
    list_builds: u64,
    /// The last step's second half kick is still to be applied (NVE and Langevin fold it into
    /// the next step's first kick, which uses the same forces; see [`Dynamics::advance`]).
    kick_pending: bool,
    /// The next step's first half was done by this step's forces launch ([`NextHalf`]).
    opened: bool,
    /// One system small enough: the small list, rebuilt when needed as the device decides.
    small: Option<MdSmall>,
}

/// MD on the small neighbour list (`mlff_kernels::small_list`): each step launches it, or where
/// it is padded ([`MdSmall::padded`]) the model's first kernel fills it; it builds only where an
/// atom has moved by half the skin, so no step waits for the host.
/// Its status words are read once per block of steps ([`Dynamics::advance`]): a list that
/// outgrew its capacity (its rows were left empty) sends the block back to its start, with a
/// larger list.
struct MdSmall {
    plan: SmallPlan,
    list: SmallList,
    /// The next launch starts the status words afresh.
    reset: bool,
    /// Builds counted before the status words were last reset.
    builds_before: u64,
    /// x, x_lo, v, forces and per-atom energies at the start of the block.
    saved: [Handle; 5],
    /// [`CubeBackend::set_tight_md_list`]: the first build's room (its edges, or a padded
    /// list's longest row).
    tight: Option<usize>,
    /// The list is padded ([`SmallList::padded`]: its rows filled by the model's first kernel,
    /// so a step launches nothing for it; [`small_list::PADDED_ROWS`]).
    padded: bool,
    /// The most room a row of a padded list takes ([`MdSmall::wants_padding`]).
    max_row_room: usize,
    /// The list has a skin (see [`DeviceGraph::skin`]).
    skin: bool,
    /// The steps' first halves flag the skin check for the list ([`small_list::ST_MOVED`],
    /// [`md::State::moved`]).
    flagged: bool,
    /// Edges of the first build, or the most of the builds that outgrew the list.
    edges: usize,
    /// Every ordered pair of a molecule, N(N−1); 0 for a periodic system, whose list is never
    /// complete (images).
    pairs: usize,
    /// The last build holds every pair ([`Self::pairs`]) and skipping is on: no rebuild could
    /// change the list (a pair beyond the cutoff adds exact zeros), so the steps do not launch
    /// it. The launch at each block's end still checks the positions and rebuilds when an atom
    /// has moved by half the skin; a build that drops a pair ends the skipping.
    complete: bool,
}

impl MdSmall {
    fn graph(&self) -> DeviceGraph {
        DeviceGraph::padded(&self.list, self.skin, self.edges)
    }

    /// Room for a list whose builds needed up to `max_edges` edges (a quarter more: MD's edge
    /// count moves from build to build).
    fn room(max_edges: usize) -> usize {
        max_edges + max_edges / 4 + 64
    }

    /// Room a row of a padded list whose builds' rows held up to `max_row` edges (half as many
    /// more: a row's count moves more from build to build than the list's).
    fn row_room(max_row: usize) -> usize {
        max_row + max_row / 2 + 8
    }

    /// A new list for `n` atoms with `room`: edges, or a padded list's edges a row.
    fn make<R: Runtime>(&self, client: &ComputeClient<R>, n: usize, room: usize) -> SmallList {
        if self.padded {
            SmallList::padded(client, n, room)
        } else {
            SmallList::new(client, n, room)
        }
    }

    /// After builds that overflowed (`st`): the room the next list takes ([`Self::make`]). A
    /// padded list whose rows outgrew [`Self::max_row_room`] becomes a packed one.
    fn regrow(&mut self, st: &small_list::SmallStatus) -> usize {
        if self.padded && MdSmall::row_room(st.max_row) > self.max_row_room && small_list::PADDED_ROWS.get().is_none() {
            self.padded = false;
        }
        if self.padded {
            MdSmall::row_room(st.max_row)
        } else {
            MdSmall::room(st.max_edges)
        }
    }

    /// After the first build, packed, of `edges` edges (`list`): whether the list is to be padded
    /// ([`small_list::PADDED_ROWS`]), and with what room a row. By default where the steps'
    /// skin check is flagged, the model's kernels compact the rows (so they skip the padding as
    /// they skip the skin's edges: [`COMPACT_MIN_ROW`]), a row's room stays within the narrowest
    /// cube that compacts it ([`Self::max_row_room`]) and the fused kernels still take the list.
    fn wants_padding<R: Runtime>(&self, b: &CubeBackend<R>, n: usize, edges: usize) -> Option<usize> {
        if !self.flagged || small_list::PADDED_ROWS.get() == Some(false) {
            return None;
        }
        let starts = bytemuck::pod_collect_to_vec::<u8, u32>(&b.client.read(vec![self.list.row_ptr.clone()])[0]);
        let max_row = starts.windows(2).take(n).map(|w| w[1].saturating_sub(w[0]) as usize).max().unwrap_or(0);
        let room = MdSmall::row_room(max_row);
        let good = b.compact_rows.unwrap_or(edges >= COMPACT_MIN_ROW * n) && room <= self.max_row_room && b.use_fused(n, n * room);
        small_list::PADDED_ROWS.get().unwrap_or(good).then_some(room)
    }

    /// A new list with `room` ([`Self::make`]), built afresh by the next launch (NaN reference
    /// positions, status words reset), `builds_before` builds counted so far; its graph.
    fn restart<R: Runtime>(&mut self, client: &ComputeClient<R>, n: usize, room: usize, builds_before: u64, x_ref: &Handle) -> DeviceGraph {
        self.list = self.make(client, n, room);
        self.reset = true;
        self.complete = false;
        self.builds_before = builds_before;
        readout::fill(client, x_ref, 3 * n, f32::NAN);
        self.graph()
    }

    /// The status words of the list's builds since the last reset (one read-back).
    fn status<R: Runtime>(&self, b: &CubeBackend<R>, batch: &Batch, x: &Handle) -> Result<small_list::SmallStatus> {
        let words = bytemuck::pod_collect_to_vec::<u8, u32>(&b.client.read(vec![self.list.status.clone()])[0]);
        small_list::check(&b.client, &self.plan, x, &words).map_err(|e| b.nl_error(batch, e))
    }

    /// After a build that fitted, of `edges` edges: whether the steps may skip the list
    /// ([`Self::complete`]; `skip`: [`CubeBackend::set_skip_complete_list`]).
    fn built(&mut self, edges: usize, skip: bool) {
        self.complete = skip && self.pairs > 0 && edges == self.pairs;
    }

    /// Launch the list: a check of the skin, a build where an atom moved by half of it. Where the
    /// list takes three launches the third is returned, for the step's model to run
    /// ([`small_list_deferred`]).
    #[must_use = "a returned job must run before the forces and the next launch of the list"]
    fn launch<'a, R: Runtime>(&'a mut self, client: &ComputeClient<R>, x: &'a Handle, x_ref: &'a Handle, skin: f64) -> Option<ReverseJob<'a>> {
        let reset = std::mem::replace(&mut self.reset, false);
        small_list_deferred(client, &self.plan, x, &self.list, Build::Skin { x_ref, half_skin: skin / 2.0, reset, flagged: self.flagged })
    }
}

impl DeviceGraph {
    /// The graph of a small list (`padded`: its rows use a prefix of the capacity).
    fn padded(list: &SmallList, skin: bool, counted_edges: usize) -> DeviceGraph {
        DeviceGraph {
            row_ptr: list.row_ptr.clone(),
            receivers: list.receivers.clone(),
            senders: list.senders.clone(),
            shifts: list.shifts.clone(),
            reverse: list.reverse.clone(),
            n_edges: list.capacity,
            padded: true,
            skin,
            counted_edges,
        }
    }
}

impl<'a, R: Runtime> CubeDynamics<'a, R> {
    /// What a block of steps changes, with lengths: x, x_lo, v, forces and per-atom energies.
    fn block_state(&self) -> [(Handle, usize); 5] {
        let n = self.sys.n_atoms;
        let forces = self.out.forces.clone().expect("forces were requested");
        [(self.x.clone(), 3 * n), (self.x_lo.clone(), 3 * n), (self.v.clone(), 3 * n), (forces, 3 * n), (self.out.energies.clone(), n)]
    }

    /// With the small list: the state at the start of a block, for [`Self::small_list_fitted`].
    fn save_state(&mut self) {
        let Some(s) = &self.small else { return };
        for ((from, len), to) in self.block_state().iter().zip(&s.saved) {
            md::copy(&self.b.client, from, to, *len);
        }
    }

    /// After a block of steps from step `start`: whether the small list fitted its capacity
    /// on every build (always, without it). If not, the block's steps used empty rows from that
    /// build on: the state goes back to the block's start, the list grows to the most edges any
    /// build needed, with room, and the block must be run again. Bad input (atoms on top of each
    /// other) is an error.
    fn small_list_fitted(&mut self, start: u64) -> Result<bool> {
        let state = self.block_state();
        let Some(s) = &mut self.small else { return Ok(true) };
        if s.complete {
            // The block's steps skipped the list: check (and, if due, build) it once.
            if let Some(job) = s.launch(&self.b.client, &self.x, &self.x_ref, self.settings.skin) {
                job.launch(&self.b.client);
            }
        }
        let st = s.status(self.b, &self.batch, &self.x)?;
        self.list_builds = s.builds_before + st.builds as u64;
        if st.overflows == 0 {
            s.built(st.edges, self.b.skip_complete_list);
            return Ok(true);
        }
        for ((to, len), from) in state.iter().zip(&s.saved) {
            md::copy(&self.b.client, from, to, *len);
        }
        let n = self.sys.n_atoms;
        self.out.energy = None;
        self.step = start;
        // The next launch builds the larger list.
        s.edges = st.max_edges;
        let room = s.regrow(&st);
        self.graph = s.restart(&self.b.client, n, room, self.list_builds, &self.x_ref);
        Ok(false)
    }

    fn new(b: &'a mut CubeBackend<R>, batch: Batch, velocities: Vec<[f64; 3]>, settings: Settings) -> Result<Self> {
        settings.validate()?;
        crate::md::check_velocities(&batch, &velocities)?;
        let n = batch.n_atoms();
        let masses = crate::md::masses(&batch);
        let inv_m: Vec<f32> = masses.iter().map(|m| (1.0 / (m * AMU_A2_PER_FS2_EV)) as f32).collect();
        let v: Vec<f32> = velocities.iter().flatten().map(|&x| x as f32).collect();
        let system_of: Vec<u32> = (0..batch.len()).flat_map(|s| std::iter::repeat_n(s as u32, batch.systems[s].len())).collect();
        let ndof: Vec<f32> = batch.systems.iter().map(|s| degrees_of_freedom(s.len()) as f32).collect();
        let x = b.upload_positions(&batch);
        let x_ref = b.buffer(3 * n);
        let list_cutoff = b.cutoff + settings.skin;
        let small = match b.small_plan(&batch, list_cutoff)? {
            Some(plan) => {
                let list = SmallList::new(&b.client, n, plan.first_capacity());
                let saved = [3 * n, 3 * n, 3 * n, 3 * n, n].map(|k| b.buffer(k));
                let system = &batch.systems[0];
                let pairs = if system.pbc.iter().any(|&p| p) { 0 } else { n * (n - 1) };
                // The integrator flags the skin check where the list takes three launches (the
                // one-cube list compares the positions itself).
                let flagged = settings.skin > 0.0 && small_list::split_for(&plan) && small_list::MOVED_FLAG.get() != Some(false);
                let mut s = MdSmall {
                    plan,
                    list,
                    reset: false,
                    builds_before: 0,
                    saved,
                    tight: None,
                    padded: false,
                    // The message backward's narrowest cubes (its channel halves) are F threads.
                    max_row_room: b.f,
                    skin: settings.skin > 0.0,
                    edges: 0,
                    pairs,
                    complete: false,
                    flagged,
                };
                loop {
                    // NaN reference positions: the first launch builds (and then copies x).
                    readout::fill(&b.client, &x_ref, 3 * n, f32::NAN);
                    small_list(&b.client, &s.plan, &x, &s.list, Build::Skin { x_ref: &x_ref, half_skin: settings.skin / 2.0, reset: true, flagged: s.flagged });
                    let st = s.status(b, &batch, &x)?;
                    if st.overflows != 0 {
                        let room = s.regrow(&st);
                        s.list = s.make(&b.client, n, room);
                        continue;
                    }
                    if !s.padded {
                        if let Some(room) = s.wants_padding(b, n, st.edges) {
                            // Built again, padded.
                            s.padded = true;
                            s.list = s.make(&b.client, n, room);
                            continue;
                        }
                    }
                    s.tight = b.tight_md_list.then_some(if s.padded { st.max_row } else { st.edges });
                    s.edges = st.edges;
                    s.built(st.edges, b.skip_complete_list);
                    break Some(s);
                }
            }
            None => None,
        };
        let graph = match &small {
            Some(s) => s.graph(),
            None => {
                md::copy(&b.client, &x, &x_ref, 3 * n);
                b.device_graph(&batch, &x, list_cutoff)?
            }
        };
        let sys = b.upload_system(&batch);
        let mut watch = Stopwatch { backend: b, last: std::time::Instant::now() };
        let out = b.evaluate_device(&sys, &x, &graph, Request { forces: true, stress: false }, false, None, None, &mut watch)?;
        let mut small = small;
        let mut graph = graph;
        if let Some(s) = small.as_mut().filter(|s| s.tight.is_some()) {
            // Steps go on with a list of exactly the first build's room, built afresh.
            graph = s.restart(&b.client, n, s.tight.unwrap_or(1), 1, &x_ref);
        }
        Ok(CubeDynamics {
            system_of: b.upload_u32(&system_of),
            ndof: b.upload_f32(&ndof),
            alpha: b.buffer(batch.len()),
            x_lo: b.zeros(3 * n),
            v: b.upload_f32(&v),
            inv_m: b.upload_f32(&inv_m),
            disp2: b.buffer(n),
            max_d2: b.buffer(1),
            b,
            batch,
            masses,
            sys,
            x,
            x_ref,
            graph,
            out,
            settings,
            step: 0,
            list_builds: 1,
            kick_pending: false,
            opened: false,
            small,
        })
    }

    /// One step. `open_next`: the forces' launch also does the next step's first half where
    /// the thermostat allows (not CSVR, whose second half needs the new kinetic energy); a
    /// block's last step does not, so that the reports see whole steps.
    fn one_step(&mut self, open_next: bool) -> Result<()> {
        let st = self.settings;
        let client = &self.b.client;
        let n = self.sys.n_atoms;
        let k = st.step_constants();
        let (half_dt, kt) = (k.half_dt as f32, k.kt as f32);
        let step = self.step as u32;
        let forces = self.out.forces.as_ref().expect("forces were requested");
        let mut watch = Stopwatch { backend: self.b, last: std::time::Instant::now() };
        let (c1, langevin) = (k.langevin_c1.unwrap_or(1.0) as f32, k.langevin_c1.is_some());
        let half_step = |step: u32, kick: f32| md::HalfStep { half_dt, kick, c1, kt, seed: k.seed, step, langevin };
        // The fields the first half updates (borrowed one by one: `self.out` changes below).
        // A small list in three launches reads its skin check from the flag this step's first half sets.
        let flag_status = self.small.as_ref().filter(|s| s.flagged).map(|s| s.list.status.clone());
        let moved = flag_status.as_ref().map(|status| md::Moved { status, half_skin2: small_list::half_skin2(st.skin / 2.0) });
        let state = md::State { x: &self.x, x_lo: &self.x_lo, v: &self.v, inv_m: &self.inv_m, x_ref: &self.x_ref, disp2: &self.disp2, moved };
        if !self.opened {
            let kick = if self.kick_pending { 2.0 * half_dt } else { half_dt };
            md::kick_drift(client, state, forces, n, half_step(step, kick));
        }
        self.kick_pending = false;
        self.opened = false;
        let has_small = self.small.is_some();
        let job = match self.small.as_mut().filter(|s| !s.complete) {
            Some(s) => {
                let job = s.launch(client, &self.x, &self.x_ref, st.skin);
                watch.lap("neighbour list");
                job
            }
            None => None,
        };
        let rebuild = if has_small {
            false
        } else if st.skin > 0.0 {
            md::max_reduce(client, &self.disp2, n, &self.max_d2);
            let bytes = client.read(vec![self.max_d2.clone()]);
            let max_d2 = f32_at(&bytes[0]);
            !(max_d2 < half_skin_squared(st.skin))
        } else {
            true
        };
        watch.lap(INTEGRATION_STAGE);
        let last = watch.last;
        if rebuild {
            self.graph = self.b.device_graph(&self.batch, &self.x, self.b.cutoff + st.skin)?;
            md::copy(&self.b.client, &self.x, &self.x_ref, 3 * n);
            self.list_builds += 1;
            Stopwatch { backend: self.b, last }.lap("neighbour list");
        }
        let mut watch = Stopwatch { backend: self.b, last: std::time::Instant::now() };
        // This step's second half kick and the next step's first (same forces): dt.
        let then = (open_next && self.b.fold_md_half && k.csvr_c.is_none()).then_some(NextHalf { state, p: half_step(step + 1, 2.0 * half_dt) });
        let out = self.b.evaluate_device(&self.sys, &self.x, &self.graph, Request { forces: true, stress: false }, false, then, job, &mut watch)?;
        let opened = then.is_some();
        self.out = out;
        let client = &self.b.client;
        let forces = self.out.forces.as_ref().expect("forces were requested");
        if let Some(c) = k.csvr_c {
            md::kick(client, &self.v, forces, &self.inv_m, n, half_dt);
            let p = md::Csvr { c: c as f32, kt, seed: k.csvr_seed, step };
            md::csvr_alpha(client, &self.v, &self.inv_m, n, &self.sys.start, &self.ndof, &self.alpha, self.sys.n_systems, p);
            md::scale(client, &self.v, &self.system_of, &self.alpha, n, self.sys.n_systems);
        } else if opened {
            self.opened = true;
        } else {
            self.kick_pending = true;
        }
        watch.lap(INTEGRATION_STAGE);
        self.step += 1;
        Ok(())
    }
}

impl<R: Runtime> Dynamics for CubeDynamics<'_, R> {
    fn advance(&mut self, steps: u64) -> Result<()> {
        let client = self.b.client.clone();
        on_device_thread(&client, self.b.info.backend, || loop {
            let start = self.step;
            self.save_state();
            for i in 0..steps {
                self.one_step(i + 1 < steps)?;
            }
            // The reports see whole steps.
            if self.kick_pending {
                let forces = self.out.forces.as_ref().expect("forces were requested");
                let half_dt = self.settings.step_constants().half_dt as f32;
                md::kick(&self.b.client, &self.v, forces, &self.inv_m, self.sys.n_atoms, half_dt);
                self.kick_pending = false;
            }
            if self.small_list_fitted(start)? {
                return Ok(());
            }
        })
    }

    fn snapshot(&mut self) -> Result<Snapshot> {
        let n = self.sys.n_atoms;
        let forces = self.out.forces.clone().expect("forces were requested");
        if self.out.energy.is_none() {
            self.b.sum_energy(&self.sys, &mut self.out);
        }
        let energy = self.out.energy.clone().expect("summed");
        let bytes = self.b.client.read(vec![self.x.clone(), self.v.clone(), forces, energy]);
        let s = Snapshot {
            step: self.step,
            positions: f32_triples(&bytes[0], n),
            velocities: f32_triples(&bytes[1], n),
            forces: f32_triples(&bytes[2], n),
            potential: f32_to_f64(&bytes[3], self.sys.n_systems),
            kinetic: Vec::new(),
            temperature: Vec::new(),
            list_builds: self.list_builds,
        };
        Ok(s.finish(&self.batch, &self.masses))
    }

    fn memory(&self) -> Option<MemoryStats> {
        self.b.memory()
    }
}
