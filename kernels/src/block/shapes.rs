//! The fused kernels' launch shape: whether a device runs them at all ([`block_supported`]),
//! atoms a cube and threads a cube ([`BlockShape`], [`pick_block_shape`], [`forward_shape`]),
//! the shared memory each shape takes, and the storage buffers the widest kernels bind.
use cubecl::prelude::*;

#[cfg(doc)]
use super::{block_forward, block_start, BlockGraph};
use crate::dense::{dense_vec4, layers_split_floats};
use crate::tuning::Device;

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
pub(super) const FILL_WORDS: usize = 1;
/// Shared 4-byte words the fill takes besides: the scan's error word
/// ([`crate::small_list::scan_counts`]) and the status word it reads
/// ([`crate::small_list::status_word`]).
pub(super) const FILL_EXTRA_WORDS: usize = 2;

/// Whether the fused kernels can run this model (`f` features, readout hidden width `n_hid`) on
/// this device: cubes of `f` threads (a multiple of 32), [`BLOCK_BINDINGS`] storage buffers per
/// kernel (Metal allows 31, less the one wgpu keeps), and the shared memory of a one-atom tile.
pub fn block_supported<R: Runtime>(client: &Device<R>, f: usize, n_hid: usize) -> bool {
    let props = client.properties();
    let shared = client.limits().shared_memory.min(48 * 1024);
    f.is_multiple_of(32)
        && f as u32 <= props.hardware.max_units_per_cube
        && props.hardware.max_bindings >= BLOCK_BINDINGS
        && block_shared_floats(BlockShape { tile: 1, threads: f }, f, n_hid, true, dense_vec4(f)) * 4 <= shared
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

/// Cubes the fused kernels' tile must still give where the runtime does not report the
/// device's multiprocessors (wgpu): tiles of one atom below 2 048 atoms, of two below 4 096
/// (where the backend runs the fused kernels through WGSL at all: below 2 048 atoms unless told).
/// Through WGSL a cube's dense stages wait longer on their weights than CUDA's, and more cubes
/// hide it: MD of the 192-atom box 1 043–1 137 steps/s in tiles of four (CUDA's rule for 16
/// multiprocessors), 1 694–1 921 in tiles of two, 2 581–2 583 in ones; calls of 648 atoms
/// 2.17–2.21 → 1.61–1.73 ms, of 3 072 (256 benzenes) 3.68–3.71 → 3.08–3.11 ms (H200, Vulkan;
/// `docs/performance.md`).
pub const WGSL_TILE_CUBES: usize = 1024;

/// Most atoms for which a list whose rows the message stages compact gets one-atom tiles on a
/// device that reports its multiprocessors ([`pick_block_shape`]). Compaction, the padded MD
/// list and the fused message and block backward run on one-atom tiles only, and in MD of a
/// dense system they pay more than the cubes' count costs: water boxes on an H100, Langevin at
/// 300 K, tiles of two or four against one: 375 atoms 2 002–2 012 → 2 715–2 733 steps/s, 648
/// atoms 809–824 → 1 813–1 827, 1 536 atoms 648–669 → 793–795 (`docs/performance.md`). Not
/// measured above.
pub const COMPACTED_TILE_ATOMS: usize = 1536;

/// The launch shape for `n` atoms: the largest tile of [`BLOCK_TILES`] that still gives every
/// multiprocessor a cube (through wgpu, [`WGSL_TILE_CUBES`] cubes), with up to `4 / tile` times
/// F threads, as many as the device's cube size and shared memory (at most 48 KiB) allow; one
/// atom a tile for a list whose rows are compacted (`compacted`: a skin, and rows long enough,
/// see [`COMPACTED_TILE_ATOMS`]) up to that many atoms where the device reports its
/// multiprocessors. The device's tuning (`block_tile`) may set the largest tile whatever the
/// system's size.
///
/// Not larger: tiles of eight atoms on CUDA's opt-in shared memory (78 KiB a cube for F = 128)
/// halved the weights' L2 traffic of 1 024 benzenes and made them slower, 4.7 → 6.9 ms: these
/// kernels wait on latency at 25–44 % occupancy, and fewer cubes a multiprocessor hid less of
/// it (`docs/performance.md`).
pub fn pick_block_shape<R: Runtime>(client: &Device<R>, n: usize, f: usize, n_hid: usize, compacted: bool) -> BlockShape {
    let limits = client.limits();
    let shared = limits.shared_memory.min(48 * 1024);
    let units = limits.multiprocessors.unwrap_or(WGSL_TILE_CUBES);
    let max_threads = (client.properties().hardware.max_units_per_cube as usize).min(1024);
    let fits = |shape: BlockShape| block_shared_floats(shape, f, n_hid, true, dense_vec4(shape.threads)) * 4 <= shared;
    let one_atom = compacted && n <= COMPACTED_TILE_ATOMS && limits.multiprocessors.is_some();
    let start = match client.tuning.block_tile {
        Some(most) => BLOCK_TILES.iter().position(|&t| t <= most),
        None if one_atom => Some(BLOCK_TILES.len() - 1),
        None => BLOCK_TILES.iter().position(|&t| n.div_ceil(t) >= units),
    }
    .unwrap_or(BLOCK_TILES.len() - 1);
    for &tile in &BLOCK_TILES[start..] {
        for m in (1..=4 / tile).rev() {
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
pub fn compact_fits<R: Runtime>(client: &Device<R>, shape: BlockShape, f: usize, n_hid: usize) -> bool {
    let shared = client.limits().shared_memory.min(48 * 1024);
    let floats = block_shared_floats(shape, f, n_hid, true, dense_vec4(shape.threads)) + 2 * shape.threads;
    shape.tile == 1 && floats * 4 <= shared
}

/// Multiprocessors [`forward_shape`] assumes where the runtime does not say (wgpu): about a
/// large GPU's (132 on an H100 or H200). MD of the 192-atom box through Vulkan on an H200 ran
/// 2 581–2 583 steps/s on 4F threads and 2 954–2 960 on 2F (`docs/performance.md`).
pub const ASSUMED_MULTIPROCESSORS: usize = 128;

/// The shape of the fused kernels that run at 128 registers a thread ([`block_start`],
/// [`block_forward`] and the message backward of [`crate::interaction`]; `shape` from
/// [`pick_block_shape`] for the others): a one-atom tile on more than 2F threads takes 2F when
/// the system has more atoms than the device has multiprocessors ([`ASSUMED_MULTIPROCESSORS`]
/// through wgpu, which does not report them). At 4F threads those kernels fit one cube per
/// multiprocessor, so 192 atoms on an H100's 132 took two waves; at 2F two cubes share one and
/// all of them run in one wave (docs/performance.md). With fewer atoms than multiprocessors the
/// wider cube is faster.
pub fn forward_shape<R: Runtime>(client: &Device<R>, n: usize, f: usize, shape: BlockShape) -> BlockShape {
    let units = client.limits().multiprocessors.unwrap_or(ASSUMED_MULTIPROCESSORS);
    if shape.tile == 1 && shape.threads > 2 * f && n > units {
        BlockShape { tile: 1, threads: 2 * f }
    } else {
        shape
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
        // Without the deeper split (as the one-stage kernels' WGSL sums): the sums as before.
        assert_eq!(block_red_floats(1, 512, 128, 64, false, false), 3 * 2 * 256);
    }
}
