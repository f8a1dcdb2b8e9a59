//! The shape of the message backward: groups of F threads a cube and channel halves a row
//! ([`backward_halves`]), edges a group takes each round ([`backward_chunk`]), whether its sums go
//! through warp shuffles ([`plane_reduce`]), and the shared memory its buffers `red`, `partial`
//! and `sums` take.
use cubecl::prelude::*;

use super::LONG_ROW;
#[cfg(doc)]
use super::{compact_row, message_backward_atom};
use crate::tuning::Device;

/// Edges handled per shared-memory reduction step in the backward kernel.
pub const EDGE_CHUNK: usize = 8;

/// Edges a round of one group of F threads whose per-edge sums go through shuffles
/// ([`plane_reduce`]: long rows on CUDA), where the per-channel rows stay in registers and a
/// round's shared memory is small: fewer rounds, fewer barriers (water 12 288 7.13–7.21 ms at 8
/// edges, 6.79–6.99 at 16, 6.57–6.62 at 32; H200).
pub const SHUFFLE_CHUNK: usize = 32;

/// Cubes an atom's message backward takes on wide cubes (`groups` > 1 groups of F threads), one
/// per half of the channels, each with its own copy of ∂E/∂r (`g_edge [halves][E][3]`, which the
/// forces and virial gathers add, [`crate::readout::edge_grad`]): 2 where the atoms outnumber the
/// multiprocessors and halves spread the work more evenly over them (the 192-atom box on 132:
/// 60 multiprocessors ran two atoms' cubes and 72 one; in halves none runs more than three half
/// atoms), else 1. Each half walks the whole row; what it saves is the busiest multiprocessor's
/// share of the channels' work. `force` overrides the rule (F even, groups > 1).
pub fn backward_halves<R: Runtime>(client: &Device<R>, n: usize, f: usize, groups: usize, force: Option<bool>) -> usize {
    let spread = match client.limits().multiprocessors {
        Some(sms) if sms > 0 && n > sms => {
            (2 * n).div_ceil(sms) < 2 * n.div_ceil(sms)
        }
        _ => false,
    };
    if groups > 1 && f.is_multiple_of(2) && force.unwrap_or(spread) {
        2
    } else {
        1
    }
}

/// Whether the message backward on `groups` groups of F threads, for rows of `row` edges on
/// average, sums each edge's per-channel terms by shuffles within a warp
/// ([`message_backward_atom`]'s `shuffle`): where planes are 32 lanes
/// ([`crate::launch::shuffle_warps`]: CUDA, and wgpu on NVIDIA's Vulkan), for F a multiple of 32,
/// on wide cubes (groups > 1) and on one group for rows of [`LONG_ROW`] edges or more.
/// On wide cubes the rounds' barriers are what a few atoms' cubes wait on (MD benzene's message
/// backward kernels 22.1 → 19.5 µs); one group's long rows, staged, gain a little (water 41 472
/// 23.6–23.9 → 23.3 ms a call); one group's short rows do not: the batches' many cubes keep the
/// multiprocessors busy through the barriers and the shuffles' extra instructions cost more
/// (1 024 benzenes' `message_backward` 372 → 412 µs; docs/performance.md). Through Vulkan on an
/// H200 the same rule takes water 12 288 10.5–10.7 → 8.0 ms a call and MD of the 192-atom box
/// 2 953 → 3 186 steps/s. Elsewhere the sums go through shared memory.
pub fn plane_reduce<R: Runtime>(client: &Device<R>, f: usize, groups: usize, row: usize) -> bool {
    (groups > 1 || row >= LONG_ROW) && crate::launch::shuffle_warps(client) && f.is_multiple_of(32)
}

/// Edges per group and round of the message backward with `groups` groups of F threads: for one
/// group 8, or [`SHUFFLE_CHUNK`] with `shuffle` where its shared memory fits in `shared_bytes`;
/// with more, the largest of 8, 4, 2 whose shared memory fits (with `compact`, [`compact_row`]'s
/// too), or `None` when not even 2 does.
pub fn backward_chunk(groups: usize, f: usize, shared_bytes: usize, compact: bool, shuffle: bool) -> Option<usize> {
    if groups <= 1 {
        let words = |chunk: usize| backward_words(backward_kernel_red_floats(f, 1, chunk, shuffle), f, 1, chunk, compact, shuffle);
        let long = shuffle && words(SHUFFLE_CHUNK) * 4 <= shared_bytes;
        return Some(if long { SHUFFLE_CHUNK } else { EDGE_CHUNK });
    }
    let floats = |chunk: usize| {
        let rows = groups * chunk * 4;
        groups * f * (chunk * 4 + 1) + backward_partial_floats(f, groups, chunk, shuffle) + rows + if compact { 2 * groups * f } else { 0 }
    };
    [EDGE_CHUNK, 4, 2].into_iter().find(|&chunk| floats(chunk) * 4 <= shared_bytes)
}

/// Floats of `red` as the stand-alone message backward allocates it: with `shuffle` the
/// per-channel rows stay in registers and `red` only meets the groups' sums (`6 · groups · F`),
/// else [`backward_red_floats`]. (The fused kernel keeps the whole buffer for its dense stages.)
pub fn backward_kernel_red_floats(f: usize, groups: usize, chunk: usize, shuffle: bool) -> usize {
    if shuffle {
        6 * groups * f
    } else {
        backward_red_floats(f, groups, chunk)
    }
}

/// Floats of the message backward's per-channel reduction buffer (`red` of
/// [`message_backward_atom`]): `groups · F · (4·chunk + 1)`.
pub fn backward_red_floats(f: usize, groups: usize, chunk: usize) -> usize {
    groups * f * (chunk * 4 + 1)
}

/// Floats of the message backward's `partial` buffer: a float per 32 channels and row of a round
/// (`⌈F/32⌉ · groups · chunk · 4`), twice that with `shuffle` (the rounds alternate halves).
pub fn backward_partial_floats(f: usize, groups: usize, chunk: usize, shuffle: bool) -> usize {
    f.div_ceil(32) * groups * chunk * 4 * if shuffle { 2 } else { 1 }
}

/// Floats of the message backward's `sums` buffer: a float per row of a round (`groups · chunk ·
/// 4`), one (unused) with `shuffle`.
pub fn backward_sums_floats(groups: usize, chunk: usize, shuffle: bool) -> usize {
    if shuffle {
        1
    } else {
        groups * chunk * 4
    }
}

/// 4-byte words of shared memory [`message_backward_atom`]'s own arrays take beside the stage:
/// `red` of `red_floats`, `partial`, `sums` and the compaction's two arrays.
pub fn backward_words(red_floats: usize, f: usize, groups: usize, chunk: usize, compact: bool, shuffle: bool) -> usize {
    red_floats + backward_partial_floats(f, groups, chunk, shuffle) + backward_sums_floats(groups, chunk, shuffle) + if compact { 2 * groups * f } else { 0 }
}
