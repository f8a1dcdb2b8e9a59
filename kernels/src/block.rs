//! Fused kernels: each launch runs the stages of one or two PaiNN blocks that need no data from
//! other atoms, for a tile of atoms per cube. The stages are the functions of [`crate::dense`],
//! [`crate::interaction`], [`crate::mixing`], [`crate::readout`] and [`crate::geometry`] that
//! the one-stage kernels call, so both paths compute the same numbers in the same order.
//!
//! A PaiNN evaluation has only two kinds of step that read other atoms' data: the message
//! (forward) and its backward gather. Everything between two of them is per atom, so one
//! evaluation with L interaction blocks is
//! - [`block_start`]: embedding and context MLP of block 0, which depend on the atomic numbers
//!   alone, so a caller that keeps its outputs runs it only when the numbers change;
//! - L × [`block_forward`]: message, vector mix, mixing, and then the next block's context MLP or,
//!   after the last block, the readout (energies, ∂E/∂q) and the backward pass of the last mixing;
//!   the first also computes the geometry of the edges its tile receives, before its message;
//! - the message backward gathers of [`crate::interaction`], with [`block_backward`] between two of
//!   them: a block's context MLP backward and the previous block's mixing backward. Where a tile
//!   is one atom and both run on the same cube, [`message_block_backward`] does a block's message
//!   backward and its [`block_backward`] in one launch.
//!
//! That is 3L launches for energy and forces with the L message backward gathers (9 for three
//! blocks; 3L - 1 when the start is kept), L - 1 fewer with [`message_block_backward`] (7 and 6),
//! where the one-stage kernels take 12L + 6 (42). Stages are separated by `sync_storage`: the
//! cube's threads read what the other threads of the cube wrote to global memory in the stage
//! before; no cube reads rows that another cube writes in the same launch.
//!
//! Layout: as in the stage modules (`q [N][F]`, `mu [N][3][F]`, `vw [N][3][2F]`, ...). The
//! weights are one packed f32 array; each tensor is passed as its offset in it (see
//! [`PackedDense`]). A cube has F threads or a multiple ([`BlockShape`]): in the message stage
//! each group of F takes every few edges (one channel per thread); in the dense stages all of
//! them stride over the columns and split the sums.
use cubecl::prelude::*;

use crate::dense::{dense_rows, dense_vec4, layers_split_floats, mlp_backward_rows, mlp_forward_rows, prefetch_weights, MODE_LINEAR};
use crate::geometry::{edge_geometry_of, rbf_stride, EDGE_STRIDE, F4};
use crate::interaction::{backward_chunk, backward_partial_floats, backward_red_floats, backward_sums_floats, backward_words, forward_stage, forward_stage_words, message_backward_atom, message_forward_atom, plane_reduce, round_stage, Filters, Graph};
use crate::launch::{arg, arg4, cubes, Part};
use crate::mixing::{mixing_context_at, mixing_grad_ctx_at, mixing_grad_out_at, mixing_update_at};
use crate::readout::readout_rows;
use crate::neighbor_list::SYS_F;
use crate::small_list::{fill_padded, fill_rows, ReverseJob, SPLIT_ITEMS, STATUS_LEN};

type H = cubecl::server::Handle;

/// Rows (atoms) per cube of the fused kernels, largest first.
pub const BLOCK_TILES: [usize; 3] = [4, 2, 1];

/// Storage buffers the widest kernel of the fused path alone binds ([`block_forward`]: 15 arrays,
/// its scratch one arena, and cubecl's info buffer; tests/shaders.rs counts them in the WGSL).
/// The message backward, which the one-stage path runs too, binds 21.
pub const BLOCK_BINDINGS: u32 = 16;
/// Storage buffers of the first [`block_forward`] that also fills a small list
/// (`block_forward_fill_kernel`: five more arrays of the list), as many as the message backward.
pub const FILL_BINDINGS: u32 = 21;
/// Shared 4-byte words a thread of that kernel takes for the fill's scan
/// ([`crate::small_list::fill_rows`], [`crate::small_list::fill_padded`]).
const FILL_WORDS: usize = 1;
/// Shared 4-byte words the fill takes besides: the scan's error word
/// ([`crate::small_list::scan_counts`]) and the status word it reads
/// ([`crate::small_list::status_word`]).
const FILL_EXTRA_WORDS: usize = 2;

/// Whether the fused kernels can run this model (`f` features, readout hidden width `n_hid`) on
/// this device: cubes of `f` threads (a multiple of 32), [`BLOCK_BINDINGS`] storage buffers per
/// kernel (Metal allows 31, less the one wgpu keeps), and the shared memory of a one-atom tile.
pub fn block_supported<R: Runtime>(client: &ComputeClient<R>, f: usize, n_hid: usize) -> bool {
    let props = client.properties();
    let shared = props.hardware.max_shared_memory_size.min(48 * 1024);
    f.is_multiple_of(32)
        && f as u32 <= props.hardware.max_units_per_cube
        && props.hardware.max_bindings >= BLOCK_BINDINGS
        && block_shared_floats(BlockShape { tile: 1, threads: f }, f, n_hid, !prefetch_weights(client), dense_vec4(client, f)) * 4 <= shared
}

/// How the fused kernels are launched: `tile` atoms per cube, `threads` threads per cube (a
/// multiple of F; the extra threads split the sums of the dense stages, see
/// [`crate::dense::split_parts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockShape {
    /// Atoms per cube.
    pub tile: usize,
    /// Threads per cube.
    pub threads: usize,
}

/// Shared-memory floats of the largest fused kernel (the last [`block_forward`] with the
/// readout and the mixing backward) for a shape, counted as the kernel allocates them.
pub fn block_shared_floats(shape: BlockShape, f: usize, n_hid: usize, deep: bool, vec4: bool) -> usize {
    let t = shape.tile;
    let groups = shape.threads / f;
    let message = if groups > 1 { t * 4 * groups * f } else { 0 };
    let mu_mix = 3 * t * f;
    let mix = 3 * t * f;
    let readout = t * f + 2 * t * n_hid;
    let mix_back = 4 * t * f;
    let mu_mix_back = 6 * t * f;
    message + mu_mix + mix + readout + mix_back + mu_mix_back + block_red_floats(shape.tile, shape.threads, f, n_hid, deep, vec4)
}

/// Floats of the one partial-sum buffer a fused kernel allocates and every dense stage of it
/// reuses (the stages are separated by barriers): [`layers_split_floats`] over the layers of
/// all fused kernels.
pub fn block_red_floats(tile: usize, threads: usize, f: usize, n_hid: usize, deep: bool, vec4: bool) -> usize {
    let t = tile;
    // (columns, terms, rows) of every dense layer the fused kernels run.
    let layers = [
        (f, f, t),         // context network, first layer
        (3 * f, f, t),     // context and mixing networks, second layer
        (2 * f, f, 3 * t), // vector mix
        (f, 2 * f, t),     // mixing network, first layer
        (n_hid, f, t),     // readout
        (f, n_hid, t),     // readout backward
        (f, 3 * f, t),     // second layers backward
        (2 * f, f, t),     // mixing network, first layer backward
        (f, 2 * f, 3 * t), // vector mix backward
        (2 * f, f, t),     // the last block's mixing network, second layer without dμ
        (f, 2 * f, t),     // and its backward
    ];
    layers_split_floats(threads, deep, vec4, &layers)
}

/// The launch shape for `n` atoms: the largest tile of [`BLOCK_TILES`] that still gives every
/// multiprocessor a cube, with up to `4 / tile` times F threads (`wide`; F otherwise), as many
/// as the device's cube size and shared memory (at most 48 KiB) allow. `force`: the largest
/// tile up to it, whatever the system's size (`MLFF_BLOCK_TILE`, for comparisons).
///
/// Not larger: tiles of eight atoms on CUDA's opt-in shared memory (78 KiB a cube for F = 128)
/// halved the weights' L2 traffic of 1 024 benzenes and made them slower, 4.7 → 6.9 ms: these
/// kernels wait on latency at 25–44 % occupancy, and fewer cubes a multiprocessor hid less of
/// it (benches/NOTES.md, sixteenth session).
pub fn pick_block_shape<R: Runtime>(client: &ComputeClient<R>, n: usize, f: usize, n_hid: usize, wide: bool, force: Option<usize>) -> BlockShape {
    let props = client.properties();
    let shared = props.hardware.max_shared_memory_size.min(48 * 1024);
    let units = props.hardware.num_streaming_multiprocessors.unwrap_or(16) as usize;
    let max_threads = (props.hardware.max_units_per_cube as usize).min(1024);
    let deep = !prefetch_weights(client);
    let fits = |shape: BlockShape| block_shared_floats(shape, f, n_hid, deep, dense_vec4(client, shape.threads)) * 4 <= shared;
    let start = match force {
        Some(most) => BLOCK_TILES.iter().position(|&t| t <= most),
        None => BLOCK_TILES.iter().position(|&t| n.div_ceil(t) >= units),
    }
    .unwrap_or(BLOCK_TILES.len() - 1);
    for &tile in &BLOCK_TILES[start..] {
        let widest = if wide { 4 / tile } else { 1 };
        for m in (1..=widest).rev() {
            let shape = BlockShape { tile, threads: m * f };
            if shape.threads <= max_threads && fits(shape) {
                return shape;
            }
        }
    }
    BlockShape { tile: 1, threads: f }
}

/// Whether the message stages of [`block_forward`] can compact their rows ([`BlockGraph::compact`])
/// on `shape`: a one-atom tile, with room in shared memory for the compaction's two arrays of a
/// u32 a thread beside the kernel's own.
pub fn compact_fits<R: Runtime>(client: &ComputeClient<R>, shape: BlockShape, f: usize, n_hid: usize) -> bool {
    let shared = client.properties().hardware.max_shared_memory_size.min(48 * 1024);
    let deep = !prefetch_weights(client);
    let floats = block_shared_floats(shape, f, n_hid, deep, dense_vec4(client, shape.threads)) + 2 * shape.threads;
    shape.tile == 1 && floats * 4 <= shared
}

/// The shape of the fused kernels that run at 128 registers a thread ([`block_start`],
/// [`block_forward`] and the message backward of [`crate::interaction`]; `shape` from
/// [`pick_block_shape`] for the others): a one-atom tile on more than 2F threads takes 2F when
/// the system has more atoms than the device has multiprocessors (where it says how many). At
/// 4F threads those kernels fit one cube per multiprocessor, so 192 atoms on an H100's 132 took
/// two waves; at 2F two cubes share one and all of them run in one wave (benches/NOTES.md). With
/// fewer atoms than multiprocessors the wider cube is faster.
pub fn forward_shape<R: Runtime>(client: &ComputeClient<R>, n: usize, f: usize, shape: BlockShape) -> BlockShape {
    // Only where the device reports its multiprocessors (CUDA; wgpu does not).
    let Some(units) = client.properties().hardware.num_streaming_multiprocessors else { return shape };
    if shape.tile == 1 && shape.threads > 2 * f && n > units as usize {
        BlockShape { tile: 1, threads: 2 * f }
    } else {
        shape
    }
}

/// A dense layer in the packed weights: offsets of Wᵀ `[n_in][n_out]`, W `[n_out][n_in]` and
/// the bias `[n_out]`.
#[derive(Clone, Copy, Debug, Default)]
pub struct PackedDense {
    /// Offset of Wᵀ.
    pub wt: usize,
    /// Offset of W (torch's layout).
    pub w: usize,
    /// Offset of the bias (zeros where the layer has none).
    pub b: usize,
}

/// Offsets of one interaction and mixing block in the packed weights.
#[derive(Clone, Copy, Debug, Default)]
pub struct PackedBlock {
    /// Context network of the interaction, F → F → 3F.
    pub ctx: [PackedDense; 2],
    /// The layer's filter weights `[R][3F]` ([`crate::interaction::filter_layout`]) and biases `[3F]`.
    pub filter_w: usize,
    /// See `filter_w`.
    pub filter_b: usize,
    /// The vector-channel mix, F → 2F.
    pub mu_mix: PackedDense,
    /// Context network of the mixing, 2F → F → 3F.
    pub mix: [PackedDense; 2],
}

/// Offsets of the rest of the model in the packed weights and its scalars.
#[derive(Clone, Copy, Debug, Default)]
pub struct PackedModel {
    /// `[max_z][F]`.
    pub embedding: usize,
    /// Radial parameters a `[R]`.
    pub rbf_a: usize,
    /// Radial parameters b `[R]`.
    pub rbf_b: usize,
    /// Readout F → n_hid (SiLU) → 1.
    pub readout: [PackedDense; 2],
    /// Readout hidden width.
    pub n_hid: usize,
    /// Features F.
    pub f: usize,
    /// Radial functions R.
    pub n_rbf: usize,
    /// Bessel (true) or Gaussian radial basis.
    pub bessel: bool,
    /// Cutoff (Å).
    pub cutoff: f32,
    /// ε under the square root of |V|.
    pub epsilon: f32,
    /// Energy scale.
    pub scale: f32,
    /// Energy shift per atom.
    pub mean: f32,
}

/// The last block taken as what it is: its vector features out feed nothing (the readout reads
/// q only), so its mixing network's dμ columns (a third of the second layer's) are not computed,
/// μ' is not written, and the mixing backward does not sum their zero gradients (a third of the
/// terms of its first layer). `MLFF_LAST_VECTORS=1` computes them as in any other block (for
/// comparisons; the energies and forces agree to f32 rounding).
pub static LAST_VECTORS: crate::launch::Switch = crate::launch::Switch::new("MLFF_LAST_VECTORS");

/// Whether the last block leaves its vector outputs out ([`LAST_VECTORS`]).
pub fn lean_last_block() -> bool {
    LAST_VECTORS.get() != Some(true)
}

/// A barrier after which every thread of the cube sees the global-memory writes of the others.
#[cube]
fn stage_barrier() {
    sync_storage();
}

/// The mixing backward of one block for the cube's tile: from `gq` and `gmu` (the gradients of
/// the block's outputs; `zero_gmu`: zero and not read; with `lean` as well, the dμ columns'
/// zero gradients are not summed, see [`LAST_VECTORS`]) to the gradients of its inputs, `gq` in
/// place and `gmu` (written when `zero_gmu`, else added to). `g_out`, `gvw` and `g_ctx` are
/// scratch of the stage layouts.
#[cube]
#[allow(clippy::too_many_arguments)]
fn mixing_backward_rows(
    pack: &Slice<f32, ReadWrite>,
    vw: &Slice<f32, ReadWrite>,
    mix_out: &Slice<f32, ReadWrite>,
    mix_pre: &Slice<f32, ReadWrite>,
    vnorm: &Slice<f32, ReadWrite>,
    gq: &mut Slice<f32, ReadWrite>,
    gmu: &mut Slice<f32, ReadWrite>,
    g_out: &mut Slice<f32, ReadWrite>,
    gvw: &mut Slice<f32, ReadWrite>,
    g_ctx: &mut Slice<f32, ReadWrite>,
    red: &mut SharedMemory<f32>,
    pack4: &Slice<F4, ReadWrite>,
    n: u32,
    row0: usize,
    mx0_w: usize,
    mx1_w: usize,
    mm_w: usize,
    #[comptime] f: usize,
    #[comptime] zero_gmu: bool,
    #[comptime] lean: bool,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
) {
    let mut u = UNIT_POS as usize;
    while u < tile * f {
        let idx = row0 * f + u;
        if idx < n as usize * f {
            mixing_grad_out_at(idx, gq, gmu, vw, mix_out, g_out, gvw, f, zero_gmu);
        }
        u += threads;
    }
    stage_barrier();
    // With zero gμ the dμ columns' gradients are zeros (`lean`: not summed).
    let gap = comptime![if zero_gmu && lean { f } else { 0 }];
    mlp_backward_rows(g_out, pack, mx1_w, pack, mx0_w, mix_pre, g_ctx, red, pack4, n, row0, 2 * f, f, 3 * f, false, tile, prefetch, vec4, threads, f, gap);
    stage_barrier();
    let mut u = UNIT_POS as usize;
    while u < tile * f {
        let idx = row0 * f + u;
        if idx < n as usize * f {
            mixing_grad_ctx_at(idx, g_ctx, vw, vnorm, gq, gvw, f);
        }
        u += threads;
    }
    stage_barrier();
    // gmu (+)= gvw W over the tile's 3·tile vector rows; `g_out` is the unused `pre`.
    dense_rows(gvw, pack, mm_w, pack, 0, gmu, g_out, red, pack4, 3 * n, 3 * row0, 2 * f, f, MODE_LINEAR, !zero_gmu, false, 3 * tile, prefetch, vec4, threads);
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn block_start_kernel(
    numbers_a: &Array<u32>,
    pack_a: &Array<f32>,
    pack4_a: &Array<F4>,
    q_a: &mut Array<f32>,
    ctx_pre_a: &mut Array<f32>,
    x_a: &mut Array<f32>,
    n: u32,
    embedding: u32,
    c0_wt: u32,
    c0_b: u32,
    c1_wt: u32,
    c1_b: u32,
    #[comptime] f: usize,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
) {
    let numbers = &numbers_a.to_slice().as_mut_unchecked();
    let pack = &pack_a.to_slice().as_mut_unchecked();
    let pack4 = &pack4_a.to_slice().as_mut_unchecked();
    let q = &mut q_a.to_slice_mut();
    let ctx_pre = &mut ctx_pre_a.to_slice_mut();
    let x = &mut x_a.to_slice_mut();
    let n_tiles = (n as usize).div_ceil(tile);
    let cube = CUBE_POS;
    if cube >= n_tiles {
        terminate!();
    }
    let row0 = cube * tile;
    let mut u = UNIT_POS as usize;
    while u < tile * f {
        let row = row0 + u / f;
        if row < n as usize {
            q[row * f + u % f] = pack[embedding as usize + numbers[row] as usize * f + u % f];
        }
        u += threads;
    }
    stage_barrier();
    // No readout in this kernel: a readout width of 1 leaves its layers out of the size.
    let mut red = SharedMemory::<f32>::new(comptime![block_red_floats(tile, threads, f, 1, !prefetch, vec4)]);
    mlp_forward_rows(
        q, pack, c0_wt as usize, pack, c0_b as usize, pack, c1_wt as usize, pack, c1_b as usize, ctx_pre, x, &mut red, pack4, n, row0, f, f,
        3 * f, tile, prefetch, vec4, threads, 0usize, 0usize,
    );
}

/// The body of [`block_forward_kernel`] and [`block_forward_fill_kernel`] (see [`block_forward`]),
/// on the arrays as slices.
#[cube]
#[allow(clippy::too_many_arguments)]
fn block_forward_tile(
    row_ptr: &Slice<u32, ReadWrite>,
    senders: &Slice<u32, ReadWrite>,
    positions: &Slice<f32, ReadWrite>,
    shifts: &Slice<f32, ReadWrite>,
    edge: &mut Slice<F4, ReadWrite>,
    phi: &mut Slice<F4, ReadWrite>,
    dphi: &mut Slice<F4, ReadWrite>,
    pack: &Slice<f32, ReadWrite>,
    pack4: &Slice<F4, ReadWrite>,
    numbers: &Slice<u32, ReadWrite>,
    atomref: &Slice<f32, ReadWrite>,
    x: &Slice<f32, ReadWrite>,
    q: &Slice<f32, ReadWrite>,
    mu: &Slice<f32, ReadWrite>,
    ws_a: &mut Array<f32>,
    o_wf: u32,
    o_bf: u32,
    o_mm_wt: u32,
    o_mm_b: u32,
    o_mm_w: u32,
    o_mx0_wt: u32,
    o_mx0_b: u32,
    o_mx0_w: u32,
    o_mx1_wt: u32,
    o_mx1_b: u32,
    o_mx1_w: u32,
    o_nx0_wt: u32,
    o_nx0_b: u32,
    o_nx1_wt: u32,
    o_nx1_b: u32,
    o_r0_wt: u32,
    o_r0_b: u32,
    o_r0_w: u32,
    o_r1_wt: u32,
    o_r1_b: u32,
    o_q1: u32,
    o_mu1: u32,
    o_vw: u32,
    o_vnorm: u32,
    o_ctx: u32,
    o_mix_pre: u32,
    o_mix_out: u32,
    o_q2: u32,
    o_mu2: u32,
    o_next_a: u32,
    o_next_b: u32,
    o_gq: u32,
    o_gmu: u32,
    o_g_out: u32,
    o_g_ctx: u32,
    n: u32,
    epsilon: f32,
    scale: f32,
    mean: f32,
    cutoff: f32,
    pi_over_cutoff: f32,
    rbf_a: u32,
    rbf_b: u32,
    #[comptime] f: usize,
    #[comptime] n_rbf: usize,
    #[comptime] n_hid: usize,
    #[comptime] last: bool,
    #[comptime] lean: bool,
    #[comptime] grad: bool,
    #[comptime] geometry: bool,
    #[comptime] bessel: bool,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
    #[comptime] compact: bool,
    #[comptime] entry: bool,
    #[comptime] stage: bool,
    #[comptime] plane: bool,
) {
    let ws_len = ws_a.len();
    let q1 = &mut ws_a.slice_mut(o_q1 as usize, ws_len);
    let mu1 = &mut ws_a.slice_mut(o_mu1 as usize, ws_len);
    let vw = &mut ws_a.slice_mut(o_vw as usize, ws_len);
    let vnorm = &mut ws_a.slice_mut(o_vnorm as usize, ws_len);
    let ctx = &mut ws_a.slice_mut(o_ctx as usize, ws_len);
    let mix_pre = &mut ws_a.slice_mut(o_mix_pre as usize, ws_len);
    let mix_out = &mut ws_a.slice_mut(o_mix_out as usize, ws_len);
    let q2 = &mut ws_a.slice_mut(o_q2 as usize, ws_len);
    let mu2 = &mut ws_a.slice_mut(o_mu2 as usize, ws_len);
    let next_a = &mut ws_a.slice_mut(o_next_a as usize, ws_len);
    let next_b = &mut ws_a.slice_mut(o_next_b as usize, ws_len);
    let gq = &mut ws_a.slice_mut(o_gq as usize, ws_len);
    let gmu = &mut ws_a.slice_mut(o_gmu as usize, ws_len);
    let g_out = &mut ws_a.slice_mut(o_g_out as usize, ws_len);
    let g_ctx = &mut ws_a.slice_mut(o_g_ctx as usize, ws_len);
    let n_tiles = (n as usize).div_ceil(tile);
    let cube = CUBE_POS;
    if cube >= n_tiles {
        terminate!();
    }
    let row0 = cube * tile;
    if comptime![geometry] {
        // The first block computes the geometry of the edges its tile receives (its CSR rows),
        // which its message stage reads and the backward kernels read again.
        #[unroll]
        for r in 0..tile {
            let i = row0 + r;
            if i < n as usize {
                let mut e = row_ptr[i] as usize + UNIT_POS as usize;
                let e_end = row_ptr[i + 1] as usize;
                while e < e_end {
                    edge_geometry_of(
                        e, i, positions, senders, shifts, pack, rbf_a as usize, pack, rbf_b as usize, edge, phi, dphi, cutoff, pi_over_cutoff,
                        n_rbf, bessel,
                    );
                    e += threads;
                }
            }
        }
        stage_barrier();
    }
    let wf = o_wf as usize;
    let bf = o_bf as usize;
    let mm_wt = o_mm_wt as usize;
    let mm_b = o_mm_b as usize;
    let mm_w = o_mm_w as usize;
    let mx0_wt = o_mx0_wt as usize;
    let mx0_b = o_mx0_b as usize;
    let mx0_w = o_mx0_w as usize;
    let mx1_wt = o_mx1_wt as usize;
    let mx1_b = o_mx1_b as usize;
    let mx1_w = o_mx1_w as usize;
    let nx0_wt = o_nx0_wt as usize;
    let nx0_b = o_nx0_b as usize;
    let nx1_wt = o_nx1_wt as usize;
    let nx1_b = o_nx1_b as usize;
    let r0_wt = o_r0_wt as usize;
    let r0_b = o_r0_b as usize;
    let r0_w = o_r0_w as usize;
    let r1_wt = o_r1_wt as usize;
    let r1_b = o_r1_b as usize;
    let mut red = SharedMemory::<f32>::new(comptime![block_red_floats(tile, threads, f, n_hid, !prefetch, vec4)]);

    // Message to each atom of the tile (with `compact`, over its row's edges inside the cutoff).
    #[unroll]
    for r in 0..tile {
        let i = row0 + r;
        if i < n as usize {
            message_forward_atom(i, row_ptr, senders, edge, phi, x, q, mu, pack, wf, pack, bf, q1, mu1, f, n_rbf, comptime![threads / f], compact, entry, stage, plane);
        }
    }
    stage_barrier();
    // Vector mix over the tile's 3·tile rows (`mix_pre` is the unused `pre`).
    dense_rows(mu1, pack, mm_wt, pack, mm_b, vw, mix_pre, &mut red, pack4, 3 * n, 3 * row0, f, 2 * f, MODE_LINEAR, false, true, 3 * tile, prefetch, vec4, threads);
    stage_barrier();
    let mut u = UNIT_POS as usize;
    while u < tile * f {
        let idx = row0 * f + u;
        if idx < n as usize * f {
            mixing_context_at(idx, q1, vw, ctx, vnorm, epsilon, f);
        }
        u += threads;
    }
    stage_barrier();
    // The last block's dμ columns (the middle third) feed only μ', which nothing reads (`lean`).
    let skipped = comptime![if last && lean { f } else { 0 }];
    mlp_forward_rows(
        ctx, pack, mx0_wt, pack, mx0_b, pack, mx1_wt, pack, mx1_b, mix_pre, mix_out, &mut red, pack4, n, row0, 2 * f, f, 3 * f, tile, prefetch, vec4,
        threads, f, skipped,
    );
    stage_barrier();
    let mut u = UNIT_POS as usize;
    while u < tile * f {
        let idx = row0 * f + u;
        if idx < n as usize * f {
            mixing_update_at(idx, q1, mu1, vw, mix_out, q2, mu2, f, comptime![!(last && lean)]);
        }
        u += threads;
    }
    stage_barrier();
    if comptime![!last] {
        // The next block's context network: `next_a` = its pre-activations, `next_b` = x.
        mlp_forward_rows(
            q2, pack, nx0_wt, pack, nx0_b, pack, nx1_wt, pack, nx1_b, next_a, next_b, &mut red, pack4, n, row0, f, f, 3 * f, tile, prefetch, vec4,
            threads, 0usize, 0usize,
        );
    } else {
        // Readout: `next_a` = per-atom energies; with `grad`, ∂E/∂q into `gq`, then this block's
        // mixing backward (`next_b` = the scratch gvw).
        readout_rows(
            q2, pack, r0_wt, pack, r0_b, pack, r0_w, pack, r1_wt, pack, r1_b, numbers, atomref, next_a, gq, &mut red, pack4, n, row0, scale, mean, f,
            n_hid, grad, tile, prefetch, vec4, threads,
        );
        if comptime![grad] {
            stage_barrier();
            mixing_backward_rows(
                pack, vw, mix_out, mix_pre, vnorm, gq, gmu, g_out, next_b, g_ctx, &mut red, pack4, n, row0, mx0_w, mx1_w, mm_w, f, true, lean, tile, prefetch,
                vec4, threads,
            );
        }
    }
}

/// One block of the fused path for a tile of atoms a cube ([`block_forward`]).
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn block_forward_kernel(
    row_ptr_a: &Array<u32>,
    senders_a: &Array<u32>,
    positions_a: &Array<f32>,
    shifts_a: &Array<f32>,
    edge_a: &mut Array<F4>,
    phi_a: &mut Array<F4>,
    dphi_a: &mut Array<F4>,
    pack_a: &Array<f32>,
    pack4_a: &Array<F4>,
    numbers_a: &Array<u32>,
    atomref_a: &Array<f32>,
    x_a: &Array<f32>,
    q_a: &Array<f32>,
    mu_a: &Array<f32>,
    ws_a: &mut Array<f32>,
    o_wf: u32,
    o_bf: u32,
    o_mm_wt: u32,
    o_mm_b: u32,
    o_mm_w: u32,
    o_mx0_wt: u32,
    o_mx0_b: u32,
    o_mx0_w: u32,
    o_mx1_wt: u32,
    o_mx1_b: u32,
    o_mx1_w: u32,
    o_nx0_wt: u32,
    o_nx0_b: u32,
    o_nx1_wt: u32,
    o_nx1_b: u32,
    o_r0_wt: u32,
    o_r0_b: u32,
    o_r0_w: u32,
    o_r1_wt: u32,
    o_r1_b: u32,
    o_q1: u32,
    o_mu1: u32,
    o_vw: u32,
    o_vnorm: u32,
    o_ctx: u32,
    o_mix_pre: u32,
    o_mix_out: u32,
    o_q2: u32,
    o_mu2: u32,
    o_next_a: u32,
    o_next_b: u32,
    o_gq: u32,
    o_gmu: u32,
    o_g_out: u32,
    o_g_ctx: u32,
    n: u32,
    epsilon: f32,
    scale: f32,
    mean: f32,
    cutoff: f32,
    pi_over_cutoff: f32,
    rbf_a: u32,
    rbf_b: u32,
    #[comptime] f: usize,
    #[comptime] n_rbf: usize,
    #[comptime] n_hid: usize,
    #[comptime] last: bool,
    #[comptime] lean: bool,
    #[comptime] grad: bool,
    #[comptime] geometry: bool,
    #[comptime] bessel: bool,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
    #[comptime] compact: bool,
    #[comptime] entry: bool,
    #[comptime] stage: bool,
    #[comptime] plane: bool,
) {
    let row_ptr = &row_ptr_a.to_slice().as_mut_unchecked();
    let senders = &senders_a.to_slice().as_mut_unchecked();
    let positions = &positions_a.to_slice().as_mut_unchecked();
    let shifts = &shifts_a.to_slice().as_mut_unchecked();
    let edge = &mut edge_a.to_slice_mut();
    let phi = &mut phi_a.to_slice_mut();
    let dphi = &mut dphi_a.to_slice_mut();
    let pack = &pack_a.to_slice().as_mut_unchecked();
    let pack4 = &pack4_a.to_slice().as_mut_unchecked();
    let numbers = &numbers_a.to_slice().as_mut_unchecked();
    let atomref = &atomref_a.to_slice().as_mut_unchecked();
    let x = &x_a.to_slice().as_mut_unchecked();
    let q = &q_a.to_slice().as_mut_unchecked();
    let mu = &mu_a.to_slice().as_mut_unchecked();
    block_forward_tile(
        row_ptr, senders, positions, shifts, edge, phi, dphi, pack, pack4, numbers, atomref, x, q, mu, ws_a, o_wf, o_bf, o_mm_wt, o_mm_b, o_mm_w,
        o_mx0_wt, o_mx0_b, o_mx0_w, o_mx1_wt, o_mx1_b, o_mx1_w, o_nx0_wt, o_nx0_b, o_nx1_wt, o_nx1_b, o_r0_wt, o_r0_b, o_r0_w, o_r1_wt, o_r1_b, o_q1,
        o_mu1, o_vw, o_vnorm, o_ctx, o_mix_pre, o_mix_out, o_q2, o_mu2, o_next_a, o_next_b, o_gq, o_gmu, o_g_out, o_g_ctx, n, epsilon, scale, mean,
        cutoff, pi_over_cutoff, rbf_a, rbf_b, f, n_rbf, n_hid, last, lean, grad, geometry, bessel, tile, prefetch, vec4, threads, compact, entry,
        stage, plane,
    );
}

/// [`block_forward_kernel`]'s first block that also fills a small list's rows in a step that
/// builds it ([`fill_rows`]: the list's second launch, [`crate::small_list::ReverseJob::fill`];
/// with `padded`, a padded list's count and fill, [`fill_padded`]), each cube its own rows
/// before their geometry.
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn block_forward_fill_kernel(
    row_ptr_a: &mut Array<u32>,
    senders_a: &mut Array<u32>,
    positions_a: &Array<f32>,
    shifts_a: &mut Array<f32>,
    edge_a: &mut Array<F4>,
    phi_a: &mut Array<F4>,
    dphi_a: &mut Array<F4>,
    pack_a: &Array<f32>,
    pack4_a: &Array<F4>,
    numbers_a: &Array<u32>,
    atomref_a: &Array<f32>,
    x_a: &Array<f32>,
    q_a: &Array<f32>,
    mu_a: &Array<f32>,
    ws_a: &mut Array<f32>,
    sys_f_a: &Array<f32>,
    counts_a: &Array<u32>,
    receivers_a: &mut Array<u32>,
    keys_a: &mut Array<u32>,
    status: &mut Array<Atomic<u32>>,
    o_wf: u32,
    o_bf: u32,
    o_mm_wt: u32,
    o_mm_b: u32,
    o_mm_w: u32,
    o_mx0_wt: u32,
    o_mx0_b: u32,
    o_mx0_w: u32,
    o_mx1_wt: u32,
    o_mx1_b: u32,
    o_mx1_w: u32,
    o_nx0_wt: u32,
    o_nx0_b: u32,
    o_nx1_wt: u32,
    o_nx1_b: u32,
    o_r0_wt: u32,
    o_r0_b: u32,
    o_r0_w: u32,
    o_r1_wt: u32,
    o_r1_b: u32,
    o_q1: u32,
    o_mu1: u32,
    o_vw: u32,
    o_vnorm: u32,
    o_ctx: u32,
    o_mix_pre: u32,
    o_mix_out: u32,
    o_q2: u32,
    o_mu2: u32,
    o_next_a: u32,
    o_next_b: u32,
    o_gq: u32,
    o_gmu: u32,
    o_g_out: u32,
    o_g_ctx: u32,
    n: u32,
    epsilon: f32,
    scale: f32,
    mean: f32,
    cutoff: f32,
    pi_over_cutoff: f32,
    rbf_a: u32,
    rbf_b: u32,
    reach0: u32,
    reach1: u32,
    reach2: u32,
    capacity: u32,
    cutoff2: f32,
    groups: u32,
    #[comptime] f: usize,
    #[comptime] n_rbf: usize,
    #[comptime] n_hid: usize,
    #[comptime] last: bool,
    #[comptime] lean: bool,
    #[comptime] grad: bool,
    #[comptime] geometry: bool,
    #[comptime] bessel: bool,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
    #[comptime] compact: bool,
    #[comptime] entry: bool,
    #[comptime] stage: bool,
    #[comptime] plane: bool,
    #[comptime] padded: bool,
) {
    let row_ptr = &mut row_ptr_a.to_slice_mut();
    let senders = &mut senders_a.to_slice_mut();
    let positions = &positions_a.to_slice().as_mut_unchecked();
    let shifts = &mut shifts_a.to_slice_mut();
    let edge = &mut edge_a.to_slice_mut();
    let phi = &mut phi_a.to_slice_mut();
    let dphi = &mut dphi_a.to_slice_mut();
    let pack = &pack_a.to_slice().as_mut_unchecked();
    let pack4 = &pack4_a.to_slice().as_mut_unchecked();
    let numbers = &numbers_a.to_slice().as_mut_unchecked();
    let atomref = &atomref_a.to_slice().as_mut_unchecked();
    let x = &x_a.to_slice().as_mut_unchecked();
    let q = &q_a.to_slice().as_mut_unchecked();
    let mu = &mu_a.to_slice().as_mut_unchecked();
    let sys_f = &sys_f_a.to_slice().as_mut_unchecked();
    let counts = &counts_a.to_slice().as_mut_unchecked();
    let receivers = &mut receivers_a.to_slice_mut();
    let keys = &mut keys_a.to_slice_mut();
    if CUBE_POS < (n as usize).div_ceil(tile) {
        if comptime![padded] {
            fill_padded(CUBE_POS * tile, positions, sys_f, row_ptr, receivers, senders, shifts, keys, status, n as usize, reach0, reach1, reach2, cutoff2, tile, threads);
        } else {
            fill_rows(
                CUBE_POS * tile, positions, sys_f, counts, row_ptr, receivers, senders, shifts, keys, status, n as usize, reach0, reach1, reach2,
                capacity, cutoff2, groups, tile, threads,
            );
        }
    }
    block_forward_tile(
        row_ptr, senders, positions, shifts, edge, phi, dphi, pack, pack4, numbers, atomref, x, q, mu, ws_a, o_wf, o_bf, o_mm_wt, o_mm_b, o_mm_w,
        o_mx0_wt, o_mx0_b, o_mx0_w, o_mx1_wt, o_mx1_b, o_mx1_w, o_nx0_wt, o_nx0_b, o_nx1_wt, o_nx1_b, o_r0_wt, o_r0_b, o_r0_w, o_r1_wt, o_r1_b, o_q1,
        o_mu1, o_vw, o_vnorm, o_ctx, o_mix_pre, o_mix_out, o_q2, o_mu2, o_next_a, o_next_b, o_gq, o_gmu, o_g_out, o_g_ctx, n, epsilon, scale, mean,
        cutoff, pi_over_cutoff, rbf_a, rbf_b, f, n_rbf, n_hid, last, lean, grad, geometry, bessel, tile, prefetch, vec4, threads, compact, entry,
        stage, plane,
    );
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn block_backward_kernel(
    pack_a: &Array<f32>,
    pack4_a: &Array<F4>,
    gx_a: &Array<f32>,
    ctx_pre_a: &Array<f32>,
    vw_a: &Array<f32>,
    mix_out_a: &Array<f32>,
    mix_pre_a: &Array<f32>,
    vnorm_a: &Array<f32>,
    gq_a: &mut Array<f32>,
    gmu_a: &mut Array<f32>,
    g_out_a: &mut Array<f32>,
    gvw_a: &mut Array<f32>,
    g_ctx_a: &mut Array<f32>,
    n: u32,
    c0_w: u32,
    c1_w: u32,
    mx0_w: u32,
    mx1_w: u32,
    mm_w: u32,
    #[comptime] f: usize,
    #[comptime] tile: usize,
    #[comptime] prefetch: bool,
    #[comptime] vec4: bool,
    #[comptime] threads: usize,
) {
    let pack = &pack_a.to_slice().as_mut_unchecked();
    let pack4 = &pack4_a.to_slice().as_mut_unchecked();
    let gx = &gx_a.to_slice().as_mut_unchecked();
    let ctx_pre = &ctx_pre_a.to_slice().as_mut_unchecked();
    let vw = &vw_a.to_slice().as_mut_unchecked();
    let mix_out = &mix_out_a.to_slice().as_mut_unchecked();
    let mix_pre = &mix_pre_a.to_slice().as_mut_unchecked();
    let vnorm = &vnorm_a.to_slice().as_mut_unchecked();
    let gq = &mut gq_a.to_slice_mut();
    let gmu = &mut gmu_a.to_slice_mut();
    let g_out = &mut g_out_a.to_slice_mut();
    let gvw = &mut gvw_a.to_slice_mut();
    let g_ctx = &mut g_ctx_a.to_slice_mut();
    let n_tiles = (n as usize).div_ceil(tile);
    let cube = CUBE_POS;
    if cube >= n_tiles {
        terminate!();
    }
    let row0 = cube * tile;
    // No readout in this kernel (see `block_start_kernel`).
    let mut red = SharedMemory::<f32>::new(comptime![block_red_floats(tile, threads, f, 1, !prefetch, vec4)]);
    // This block's context network: gq += ∂E/∂x · ∂x/∂q.
    mlp_backward_rows(gx, pack, c1_w as usize, pack, c0_w as usize, ctx_pre, gq, &mut red, pack4, n, row0, f, f, 3 * f, true, tile, prefetch, vec4, threads, 0usize, 0usize);
    stage_barrier();
    // The previous block's mixing.
    mixing_backward_rows(
        pack, vw, mix_out, mix_pre, vnorm, gq, gmu, g_out, gvw, g_ctx, &mut red, pack4, n, row0, mx0_w as usize, mx1_w as usize, mm_w as usize, f,
        false, false, tile, prefetch, vec4, threads,
    );
}

/// Block l's message backward ([`message_backward_atom`]) and then, for the same atom, what
/// [`block_backward_kernel`] does: one launch for a one-atom tile whose two stages run on the same
/// cube. The gradients of block l's outputs `gq` stay as they were (other cubes' message stage
/// reads them); the stage's result for the cube's atom goes to `gq_out`. The message stage's
/// `red` is the dense stages' partial-sum buffer too (the launcher checks its size).
#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn message_block_backward_kernel(
    row_ptr_a: &Array<u32>,
    senders_a: &Array<u32>,
    edge_a: &Array<F4>,
    phi_a: &Array<F4>,
    dphi_a: &Array<F4>,
    ws_a: &mut Array<f32>,
    wf_a: &Array<f32>,
    bf_a: &Array<f32>,
    pack_a: &Array<f32>,
    pack4_a: &Array<F4>,
    o_x: u32,
    o_mu_in: u32,
    o_gq: u32,
    o_gmu: u32,
    o_gx: u32,
    o_gmu_in: u32,
    o_g_edge: u32,
    o_ctx_pre: u32,
    o_vw: u32,
    o_mix_out: u32,
    o_mix_pre: u32,
    o_vnorm: u32,
    o_gq_out: u32,
    o_g_out: u32,
    o_gvw: u32,
    o_g_ctx: u32,
    n: u32,
    offset: u32,
    c0_w: u32,
    c1_w: u32,
    mx0_w: u32,
    mx1_w: u32,
    mm_w: u32,
    #[comptime] f: usize,
    #[comptime] n_rbf: usize,
    #[comptime] first: bool,
    #[comptime] groups: usize,
    #[comptime] chunk: usize,
    #[comptime] prefetch: bool,
    #[comptime] vec4: bool,
    #[comptime] compact: bool,
    #[comptime] shuffle: bool,
    #[comptime] stage: bool,
    #[comptime] plane: bool,
) {
    let row_ptr = &row_ptr_a.to_slice().as_mut_unchecked();
    let senders = &senders_a.to_slice().as_mut_unchecked();
    let edge = &edge_a.to_slice().as_mut_unchecked();
    let phi = &phi_a.to_slice().as_mut_unchecked();
    let dphi = &dphi_a.to_slice().as_mut_unchecked();
    let ws_len = ws_a.len();
    let x = &ws_a.slice_mut(o_x as usize, ws_len);
    let mu_in = &ws_a.slice_mut(o_mu_in as usize, ws_len);
    let gq = &ws_a.slice_mut(o_gq as usize, ws_len);
    let gmu = &ws_a.slice_mut(o_gmu as usize, ws_len);
    let wf = &wf_a.to_slice().as_mut_unchecked();
    let bf = &bf_a.to_slice().as_mut_unchecked();
    let gx = &mut ws_a.slice_mut(o_gx as usize, ws_len);
    let gmu_in = &mut ws_a.slice_mut(o_gmu_in as usize, ws_len);
    let g_edge = &mut ws_a.slice_mut(o_g_edge as usize, ws_len);
    let pack = &pack_a.to_slice().as_mut_unchecked();
    let pack4 = &pack4_a.to_slice().as_mut_unchecked();
    let ctx_pre = &ws_a.slice_mut(o_ctx_pre as usize, ws_len);
    let vw = &ws_a.slice_mut(o_vw as usize, ws_len);
    let mix_out = &ws_a.slice_mut(o_mix_out as usize, ws_len);
    let mix_pre = &ws_a.slice_mut(o_mix_pre as usize, ws_len);
    let vnorm = &ws_a.slice_mut(o_vnorm as usize, ws_len);
    let gq_out = &mut ws_a.slice_mut(o_gq_out as usize, ws_len);
    let g_out = &mut ws_a.slice_mut(o_g_out as usize, ws_len);
    let gvw = &mut ws_a.slice_mut(o_gvw as usize, ws_len);
    let g_ctx = &mut ws_a.slice_mut(o_g_ctx as usize, ws_len);
    let j = CUBE_POS;
    if j >= n as usize {
        terminate!();
    }
    let threads = comptime![groups * f];
    let mut red = SharedMemory::<f32>::new(comptime![backward_red_floats(f, groups, chunk)]);
    let mut partial = SharedMemory::<f32>::new(comptime![backward_partial_floats(f, groups, chunk, shuffle)]);
    let mut sums = SharedMemory::<f32>::new(comptime![backward_sums_floats(groups, chunk, shuffle)]);
    message_backward_atom(
        j, row_ptr, senders, edge, phi, dphi, x, mu_in, gq, gmu, wf, bf, gx, gmu_in, g_edge, offset, 0usize, 0usize, &mut red, &mut partial, &mut sums, f, n_rbf, first,
        // A block backward follows: never the model's first block. All channels on one cube.
        groups, chunk, compact, shuffle, stage, false, 1usize, plane,
    );
    let mut u = UNIT_POS as usize;
    while u < f {
        gq_out[j * f + u] = gq[j * f + u];
        u += threads;
    }
    stage_barrier();
    mlp_backward_rows(gx, pack, c1_w as usize, pack, c0_w as usize, ctx_pre, gq_out, &mut red, pack4, n, j, f, f, 3 * f, true, 1usize, prefetch, vec4, threads, 0usize, 0usize);
    stage_barrier();
    mixing_backward_rows(
        pack, vw, mix_out, mix_pre, vnorm, gq_out, gmu_in, g_out, gvw, g_ctx, &mut red, pack4, n, j, mx0_w as usize, mx1_w as usize, mm_w as usize, f,
        false, false, 1usize, prefetch, vec4, threads,
    );
}

/// The graph and positions the fused kernels read.
pub struct BlockGraph<'a> {
    /// `[N][3]` f32.
    pub positions: &'a H,
    /// `[N+1]` u32.
    pub row_ptr: &'a H,
    /// `[E]` u32.
    pub receivers: &'a H,
    /// `[E]` u32.
    pub senders: &'a H,
    /// `[E][3]` f32.
    pub shifts: &'a H,
    /// `[E][EDGE_STRIDE]` f32 (written by the first [`block_forward`]).
    pub edge: &'a H,
    /// `[E][R4]` f32 ([`rbf_stride`]; written by the first [`block_forward`]).
    pub phi: &'a H,
    /// `[E][R4]` f32 ([`rbf_stride`]; written by the first [`block_forward`]).
    pub dphi: &'a H,
    /// `[N]` u32 atomic numbers.
    pub numbers: &'a H,
    /// Atoms N.
    pub n_atoms: usize,
    /// Edges E (of a padded list, its room).
    pub n_edges: usize,
    /// Edges a row holds on average, as last counted (what
    /// [`crate::interaction::forward_stage`] decides by).
    pub row_edges: usize,
    /// The list holds edges beyond the cutoff (a skin): each cube's message stage walks only its
    /// rows' edges inside it ([`crate::interaction::compact_row`]; see [`compact_fits`]).
    pub compact: bool,
}

/// Embedding `q [N][F]` of the atomic numbers `numbers [N]`, and block 0's context network
/// (`ctx_pre [N][F]`, `x [N][3F]`): functions of the numbers alone. `pack_len` is the packed
/// weights' length.
#[allow(clippy::too_many_arguments)]
pub fn block_start<R: Runtime>(
    client: &ComputeClient<R>,
    n: usize,
    numbers: &H,
    pack: &H,
    pack_len: usize,
    m: &PackedModel,
    b0: &PackedBlock,
    q: &H,
    ctx_pre: &H,
    x: &H,
    shape: BlockShape,
) {
    let f = m.f;
    let BlockShape { tile, threads } = shape;
    if n == 0 {
        return;
    }
    let u = |x: usize| x as u32;
    // SAFETY: every array has the length of the module layout; cubes return past the last tile
    // and every row index is guarded.
    unsafe {
        block_start_kernel::launch_unchecked::<R>(
            client,
            cubes(n.div_ceil(tile)),
            CubeDim::new_1d(threads as u32),
            arg(numbers, n),
            arg(pack, pack_len),
            arg4(pack, pack_len),
            arg(q, n * f),
            arg(ctx_pre, n * f),
            arg(x, n * 3 * f),
            u(n),
            u(m.embedding),
            u(b0.ctx[0].wt),
            u(b0.ctx[0].b),
            u(b0.ctx[1].wt),
            u(b0.ctx[1].b),
            f,
            tile,
            crate::dense::prefetch_weights(client),
            dense_vec4(client, threads),
            threads,
        )
    }
}

/// Activations of one block in the fused forward pass (stage layouts; see the module docs).
pub struct BlockForward<'a> {
    /// Block input: context-network output `[N][3F]`.
    pub x: &'a H,
    /// Block input `q [N][F]`.
    pub q: &'a H,
    /// Block input `mu [N][3F]`.
    pub mu: &'a H,
    /// After the message `[N][F]`.
    pub q1: &'a Part,
    /// After the message `[N][3F]`.
    pub mu1: &'a Part,
    /// `[N][3][2F]`.
    pub vw: &'a Part,
    /// `[N][F]`.
    pub vnorm: &'a Part,
    /// `[N][2F]`.
    pub ctx: &'a Part,
    /// `[N][F]`.
    pub mix_pre: &'a Part,
    /// `[N][3F]`.
    pub mix_out: &'a Part,
    /// Block output `[N][F]`.
    pub q2: &'a Part,
    /// Block output `[N][3F]`.
    pub mu2: &'a Part,
}

/// What follows the block in the same launch.
pub enum BlockNext<'a> {
    /// The next block's context network: its pre-activations `[N][F]` and output `[N][3F]`.
    Context { block: &'a PackedBlock, pre: &'a Part, x: &'a Part },
    /// The readout: per-atom energies `[N]`, and with `grad` ∂E/∂q `[N][F]` and this block's
    /// mixing backward: ∂E/∂mu `[N][3F]` written to `gmu`, scratch `g_out [N][3F]`,
    /// `gvw [N][6F]`, `g_ctx [N][2F]`.
    Readout { energies: &'a Part, grad: Option<ReadoutGrad<'a>> },
}

/// Outputs and scratch of the backward part of [`BlockNext::Readout`].
pub struct ReadoutGrad<'a> {
    /// ∂E/∂q `[N][F]`.
    pub gq: &'a Part,
    /// ∂E/∂mu `[N][3F]`.
    pub gmu: &'a Part,
    /// Scratch `[N][3F]`.
    pub g_out: &'a Part,
    /// Scratch `[N][6F]`.
    pub gvw: &'a Part,
    /// Scratch `[N][2F]`.
    pub g_ctx: &'a Part,
}

/// One block's message, vector mix and mixing, and what follows it (`next`). With `geometry`
/// (the model's first block) the kernel first computes the geometry of the edges each tile
/// receives (`g.edge`, `g.phi`, `g.dphi` from the positions, senders and shifts), and its message
/// takes the block's vector features in as the zeros they are (`a.mu` is not read; see
/// [`crate::interaction::ENTRY_BLOCK`]). What it writes is regions ([`Part`]) of the arena `ws`
/// (`ws_len` f32s), which it binds once; its inputs x, q and μ are buffers of their own.
///
/// `fill`: the job of the small list that `g` is, whose fill is still to do
/// ([`ReverseJob::fill`]; with `geometry` only): done by this kernel's cubes, each its own rows
/// before their geometry, where it fits beside the kernel's arrays ([`FILL_BINDINGS`], shared
/// memory), else in its own launch before this one. Either way it is done when this returns.
#[allow(clippy::too_many_arguments)]
pub fn block_forward<R: Runtime>(
    client: &ComputeClient<R>,
    g: &BlockGraph,
    pack: &H,
    pack_len: usize,
    atomref: &H,
    max_z: usize,
    m: &PackedModel,
    b: &PackedBlock,
    a: &BlockForward,
    next: &BlockNext,
    ws: &H,
    ws_len: usize,
    geometry: bool,
    fill: Option<&ReverseJob>,
    shape: BlockShape,
) {
    let (n, e, f, r) = (g.n_atoms, g.n_edges, m.f, m.n_rbf);
    let BlockShape { tile, threads } = shape;
    if n == 0 {
        return;
    }
    // One-atom tiles on wide cubes run the message in staged rounds where they fit beside the
    // kernel's other arrays ([`crate::interaction::forward_stage`]).
    let deep = !crate::dense::prefetch_weights(client);
    let used = block_shared_floats(shape, f, m.n_hid, deep, dense_vec4(client, threads)) + if g.compact { 2 * threads } else { 0 };
    let stage = tile == 1 && forward_stage(client, threads / f, g.row_edges, used, r);
    // A small list's fill where this kernel can take it beside its own arrays (the same staging,
    // all of it within a cube's shared memory), else in its own launch first.
    let fill = fill.filter(|j| j.fill);
    let take_fill = fill.is_some_and(|_| {
        let with = used + FILL_WORDS * threads + FILL_EXTRA_WORDS;
        let limit = client.properties().hardware.max_shared_memory_size.min(if stage { 96 } else { 48 } * 1024);
        let staged = if stage { forward_stage_words(threads / f, r) } else { 0 };
        geometry
            && client.properties().hardware.max_bindings >= FILL_BINDINGS
            && (tile == 1 && forward_stage(client, threads / f, g.row_edges, with, r)) == stage
            && (with + staged) * 4 <= limit
    });
    if let Some(job) = fill.filter(|_| !take_fill) {
        job.fill_apart(client);
    }
    let fill = fill.filter(|_| take_fill);
    let none = PackedDense::default();
    let (nx, last, grad) = match next {
        BlockNext::Context { block, .. } => (block.ctx, false, false),
        BlockNext::Readout { grad, .. } => ([none, none], true, grad.is_some()),
    };
    let (ro, mx) = (m.readout, b.mix);
    let offsets = [
        b.filter_w, b.filter_b, b.mu_mix.wt, b.mu_mix.b, b.mu_mix.w, mx[0].wt, mx[0].b, mx[0].w, mx[1].wt, mx[1].b, mx[1].w, nx[0].wt,
        nx[0].b, nx[1].wt, nx[1].b, ro[0].wt, ro[0].b, ro[0].w, ro[1].wt, ro[1].b,
    ];
    // Outputs the variant does not write point at any region of the arena.
    let (next_a, next_b) = match next {
        BlockNext::Context { pre, x, .. } => (*pre, *x),
        BlockNext::Readout { energies, grad: Some(g) } => (*energies, g.gvw),
        BlockNext::Readout { energies, grad: None } => (*energies, a.ctx),
    };
    let (gq, gmu, g_out, g_ctx) = match next {
        BlockNext::Readout { grad: Some(gr), .. } => (gr.gq, gr.gmu, gr.g_out, gr.g_ctx),
        _ => (a.q1, a.mu1, a.mu1, a.ctx),
    };
    // The two kernels' arguments, but for the fill's (after the arena and after the bases').
    macro_rules! launch {
        ($kernel:ident; $($after_ws:expr),*; $($after_rbf:expr),*; $($tail:expr),*) => {
            $kernel::launch_unchecked::<R>(
                client,
                cubes(n.div_ceil(tile)),
                CubeDim::new_1d(threads as u32),
                arg(g.row_ptr, n + 1),
                arg(g.senders, e),
                arg(g.positions, n * 3),
                arg(g.shifts, e * 3),
                arg4(g.edge, e * EDGE_STRIDE),
                arg4(g.phi, e * rbf_stride(r)),
                arg4(g.dphi, e * rbf_stride(r)),
                arg(pack, pack_len),
                arg4(pack, pack_len),
                arg(g.numbers, n),
                arg(atomref, max_z),
                arg(a.x, n * 3 * f),
                arg(a.q, n * f),
                arg(a.mu, n * 3 * f),
                arg(ws, ws_len),
                $($after_ws,)*
                offsets[0] as u32,
                offsets[1] as u32,
                offsets[2] as u32,
                offsets[3] as u32,
                offsets[4] as u32,
                offsets[5] as u32,
                offsets[6] as u32,
                offsets[7] as u32,
                offsets[8] as u32,
                offsets[9] as u32,
                offsets[10] as u32,
                offsets[11] as u32,
                offsets[12] as u32,
                offsets[13] as u32,
                offsets[14] as u32,
                offsets[15] as u32,
                offsets[16] as u32,
                offsets[17] as u32,
                offsets[18] as u32,
                offsets[19] as u32,
                a.q1.at(),
                a.mu1.at(),
                a.vw.at(),
                a.vnorm.at(),
                a.ctx.at(),
                a.mix_pre.at(),
                a.mix_out.at(),
                a.q2.at(),
                a.mu2.at(),
                next_a.at(),
                next_b.at(),
                gq.at(),
                gmu.at(),
                g_out.at(),
                g_ctx.at(),
                n as u32,
                m.epsilon,
                m.scale,
                m.mean,
                m.cutoff,
                (std::f64::consts::PI / m.cutoff as f64) as f32,
                m.rbf_a as u32,
                m.rbf_b as u32,
                $($after_rbf,)*
                f,
                r,
                m.n_hid,
                last,
                last && lean_last_block(),
                grad,
                geometry,
                // Only the geometry reads it: one variant of the other blocks for both bases.
                geometry && m.bessel,
                tile,
                crate::dense::prefetch_weights(client),
                dense_vec4(client, threads),
                threads,
                g.compact,
                geometry && crate::interaction::entry_block(0),
                stage,
                g.compact && crate::interaction::plane_compact(client, threads),
                $($tail,)*
            )
        };
    }
    // SAFETY: every array has the length of the module layout, and every region of the arena
    // the length its use needs (`CubeBackend::fused_arena`); rows are guarded against `n`.
    unsafe {
        match fill {
            None => launch!(block_forward_kernel; ; ;),
            Some(job) => {
                let (plan, list) = (job.plan, job.list);
                launch!(block_forward_fill_kernel;
                    arg(&plan.sys_f_h, SYS_F), arg(&list.counts, SPLIT_ITEMS), arg(&list.receivers, list.capacity), arg(&list.keys, list.capacity),
                    arg(&list.status, STATUS_LEN);
                    plan.reach[0], plan.reach[1], plan.reach[2], list.capacity.min(u32::MAX as usize) as u32, plan.cutoff2(),
                    plan.split_grid().0 as u32;
                    list.is_padded())
            }
        }
    }
}

/// Saved activations of block `l - 1` that its mixing backward reads.
pub struct MixingSaved<'a> {
    /// `[N][3][2F]`.
    pub vw: &'a Part,
    /// `[N][3F]`.
    pub mix_out: &'a Part,
    /// `[N][F]`.
    pub mix_pre: &'a Part,
    /// `[N][F]`.
    pub vnorm: &'a Part,
}

/// Block `l`'s context network backward (`gq += ...` from `gx [N][3F]` and its pre-activations
/// `ctx_pre`), then block `l - 1`'s mixing backward (`gq` in place, `gmu` added to). Scratch:
/// `g_out [N][3F]`, `gvw [N][6F]`, `g_ctx [N][2F]`.
#[allow(clippy::too_many_arguments)]
pub fn block_backward<R: Runtime>(
    client: &ComputeClient<R>,
    n: usize,
    pack: &H,
    pack_len: usize,
    f: usize,
    block: &PackedBlock,
    previous: &PackedBlock,
    gx: &H,
    ctx_pre: &H,
    saved: &MixingSaved,
    gq: &H,
    gmu: &H,
    scratch: [&H; 3],
    shape: BlockShape,
) {
    let BlockShape { tile, threads } = shape;
    if n == 0 {
        return;
    }
    let u = |x: usize| x as u32;
    let [g_out, gvw, g_ctx] = scratch;
    // SAFETY: as above.
    unsafe {
        block_backward_kernel::launch_unchecked::<R>(
            client,
            cubes(n.div_ceil(tile)),
            CubeDim::new_1d(threads as u32),
            arg(pack, pack_len),
            arg4(pack, pack_len),
            arg(gx, n * 3 * f),
            arg(ctx_pre, n * f),
            arg(saved.vw, n * 6 * f),
            arg(saved.mix_out, n * 3 * f),
            arg(saved.mix_pre, n * f),
            arg(saved.vnorm, n * f),
            arg(gq, n * f),
            arg(gmu, n * 3 * f),
            arg(g_out, n * 3 * f),
            arg(gvw, n * 6 * f),
            arg(g_ctx, n * 2 * f),
            u(n),
            u(block.ctx[0].w),
            u(block.ctx[1].w),
            u(previous.mix[0].w),
            u(previous.mix[1].w),
            u(previous.mu_mix.w),
            f,
            tile,
            crate::dense::prefetch_weights(client),
            dense_vec4(client, threads),
            threads,
        )
    }
}

/// Arrays of [`message_block_backward`]: those of [`crate::interaction::message_backward`]
/// (`x`, `mu_in`, `gq`, `gmu` in; `gx`, `gmu_in`, `g_edge` out, `first`: `g_edge` written, not
/// added to) and of [`block_backward`] (`ctx_pre`, `saved`, scratch), with `gq_out [N][F]` for
/// the stage's gradients of the atoms' q.
pub struct MessageBlockBackward<'a> {
    pub x: &'a Part,
    pub mu_in: &'a Part,
    pub gq: &'a Part,
    pub gmu: &'a Part,
    pub gx: &'a Part,
    pub gmu_in: &'a Part,
    pub g_edge: &'a Part,
    pub first: bool,
    pub ctx_pre: &'a Part,
    pub saved: &'a MixingSaved<'a>,
    pub gq_out: &'a Part,
    pub scratch: [&'a Part; 3],
    /// As [`BlockGraph::compact`].
    pub compact: bool,
}

/// Whether [`message_block_backward`] runs on `shape` (the shape of both the message backward
/// and [`block_backward`]): a one-atom tile on `groups · F` threads, groups > 1, whose message
/// stage's reduction buffer also holds the dense stages' partial sums. Its edges per group and
/// round ([`backward_chunk`]) if so.
pub fn message_block_backward_chunk<R: Runtime>(client: &ComputeClient<R>, f: usize, shape: BlockShape, compact: bool) -> Option<usize> {
    let groups = shape.threads / f;
    if shape.tile != 1 || groups < 2 || groups * f != shape.threads {
        return None;
    }
    let shared = client.properties().hardware.max_shared_memory_size.min(48 * 1024);
    let chunk = backward_chunk(groups, f, shared, compact, plane_reduce(client, f, groups))?;
    let deep = !crate::dense::prefetch_weights(client);
    let red = block_red_floats(1, shape.threads, f, 1, deep, dense_vec4(client, shape.threads));
    (backward_red_floats(f, groups, chunk) >= red).then_some(chunk)
}

/// Block `l`'s message backward and [`block_backward`] (block `l`'s context network, block
/// `l - 1`'s mixing) in one launch, on a shape [`message_block_backward_chunk`] accepts: `gx`,
/// `gmu_in` (then the mixing backward's gradients, as [`block_backward`] leaves `gmu`), `g_edge`
/// and `gq_out` (what [`block_backward`] leaves in `gq`, which stays as it was). Every array but
/// the graph's and the weights is a region ([`Part`]) of the arena `ws` (`ws_len` f32s), which it
/// binds once.
#[allow(clippy::too_many_arguments)]
pub fn message_block_backward<R: Runtime>(
    client: &ComputeClient<R>,
    g: &Graph,
    w: &Filters,
    pack: &H,
    pack_len: usize,
    block: &PackedBlock,
    previous: &PackedBlock,
    a: &MessageBlockBackward,
    ws: &H,
    ws_len: usize,
    shape: BlockShape,
) {
    let (n, e, f, r) = (g.n_atoms, g.n_edges, w.f, w.n_rbf);
    let chunk = message_block_backward_chunk(client, f, shape, a.compact).expect("the caller checks message_block_backward_chunk");
    let groups = shape.threads / f;
    if n == 0 {
        return;
    }
    let shuffle = plane_reduce(client, f, groups);
    // Beside the message stage's arrays, the dense stages' (bounded by every fused kernel's; the
    // readout, which this one does not run, counted F wide).
    let deep = !crate::dense::prefetch_weights(client);
    let used = backward_words(backward_red_floats(f, groups, chunk), f, groups, chunk, a.compact, shuffle)
        + block_shared_floats(shape, f, f, deep, dense_vec4(client, shape.threads));
    let stage = round_stage(client, groups, groups * chunk, g.row_edges, used, r);
    let u = |x: usize| x as u32;
    let [g_out, gvw, g_ctx] = a.scratch;
    // SAFETY: allocation lengths as documented in the module layouts; one cube per atom, which
    // writes its own rows of every output and reads other atoms' rows of inputs only.
    unsafe {
        message_block_backward_kernel::launch_unchecked::<R>(
            client,
            cubes(n),
            CubeDim::new_1d(shape.threads as u32),
            arg(g.row_ptr, n + 1),
            arg(g.senders, e),
            arg4(g.edge, e * EDGE_STRIDE),
            arg4(g.phi, e * rbf_stride(r)),
            arg4(g.dphi, e * rbf_stride(r)),
            arg(ws, ws_len),
            arg(w.wf, w.rows * r),
            arg(w.bf, w.rows),
            arg(pack, pack_len),
            arg4(pack, pack_len),
            a.x.at(),
            a.mu_in.at(),
            a.gq.at(),
            a.gmu.at(),
            a.gx.at(),
            a.gmu_in.at(),
            a.g_edge.at(),
            a.ctx_pre.at(),
            a.saved.vw.at(),
            a.saved.mix_out.at(),
            a.saved.mix_pre.at(),
            a.saved.vnorm.at(),
            a.gq_out.at(),
            g_out.at(),
            gvw.at(),
            g_ctx.at(),
            u(n),
            u(w.offset),
            u(block.ctx[0].w),
            u(block.ctx[1].w),
            u(previous.mix[0].w),
            u(previous.mix[1].w),
            u(previous.mu_mix.w),
            f,
            r,
            a.first,
            groups,
            chunk,
            crate::dense::prefetch_weights(client),
            dense_vec4(client, shape.threads),
            a.compact,
            shuffle,
            stage,
            a.compact && crate::interaction::plane_compact(client, shape.threads),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_one_atom_tiles_fit_small_shared_memories() {
        // F = 128, readout hidden 64, with the deeper split: the one-atom tile on 256 threads
        // (the widest cube lavapipe and many WebGPU devices allow) must fit their 32 KiB, so
        // that tests/wide_cubes.rs runs it there; on 512 threads, CUDA's 48 KiB default. The
        // same with the weights read as 4-float vectors (`vec4`, CUDA's default).
        for vec4 in [false, true] {
            let floats = |tile, threads| block_shared_floats(BlockShape { tile, threads }, 128, 64, true, vec4);
            assert!(floats(1, 256) * 4 <= 32 * 1024, "{vec4}: {}", floats(1, 256) * 4);
            assert!(floats(1, 512) * 4 <= 48 * 1024, "{vec4}: {}", floats(1, 512) * 4);
            assert!(floats(4, 128) * 4 <= 48 * 1024, "{vec4}: {}", floats(4, 128) * 4);
        }
        // One reduction buffer, the largest of the layers'.
        assert_eq!(block_red_floats(1, 512, 128, 64, true, false), 3072);
        assert_eq!(block_red_floats(4, 128, 128, 64, true, false), 2 * 4 * 64);
        // With 4-float weights (wide cubes) every four-column layer's sums go through it: at
        // most DEEP_SPLIT_FLOATS.
        assert_eq!(block_red_floats(1, 512, 128, 64, true, true), 3072);
        assert_eq!(block_red_floats(1, 256, 128, 64, true, true), 3072);
        // Without the deeper split (the WGSL path, weights loaded ahead): the sums as before.
        assert_eq!(block_red_floats(1, 512, 128, 64, false, false), 3 * 2 * 256);
    }
}
