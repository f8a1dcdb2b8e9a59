//! The PaiNN message (interaction) as a CSR gather, forward and backward, without atomics.
//!
//! Layout: `row_ptr [N+1]` (edges sorted by receiver i), `senders [E]`, `edge [E][8]` and
//! `phi/dphi [E][R4]` from [`crate::geometry`] (read as 4-float vectors), `x [N][3F]` (context
//! network output), `q [N][F]`, `mu [N][3][F]`, filter weights `wf [B·3F][R]` (torch layout)
//! and `bf [B·3F]`; layer `l` uses rows `offset..offset+3F`.
//!
//! Forward, one cube per receiver i, one thread per channel c:
//! `W_e = (wf φ_e + bf) fc_e` (a|b|c parts), `q_i += Σ_e W_a x_ja`,
//! `mu_ik += Σ_e W_b x_jb dir_ek + W_c x_jc mu_jk`.
//!
//! Backward, one cube per atom j, gathering over j's own row: the slot e' = (j ← i') stands for
//! its reverse edge e = (i' ← j), which has the same filter and the opposite direction. For each,
//! the gradients of the message j sent to i' flow into `gx_j` and `gmu_j`, and ∂E/∂r of that edge
//! is added, negated (r_e = -r_e'), to slot e' of `g_edge [E][3]`. The per-edge sums over
//! channels are reduced in shared memory, a round of edges at a time. Small systems give each
//! atom 2 or 4 groups of F threads (wide cubes, as the fused kernels get): each group takes its
//! own edges of the round, and the groups' per-channel sums are added in group order at the end.
//!
//! # Files
//! - `rows.rs`: the edges a cube walks in a row: all of them, or those inside the cutoff
//!   ([`compact_row`]);
//! - `stage.rs`: rounds of a row's edges copied into shared memory before their sums
//!   ([`stage_round`]), and the rules that decide where;
//! - `filter.rs`: the filter network's weights as the kernels read them ([`filter_layout`]) and
//!   one edge's filter;
//! - `forward.rs`: the forward message of one receiver and its launcher, [`message_forward`];
//! - `backward.rs`: the backward gather of one atom and its launcher, [`message_backward`];
//! - `backward_shape.rs`: the backward's cubes, edges a round and shared-memory buffers.
//!
//! The two launchable kernels are defined in this file: a kernel's module path is part of the
//! identity of its generated code (the exported WGSL is named by a hash of it).
use cubecl::prelude::*;

use crate::geometry::F4;
#[cfg(doc)]
use crate::geometry::rbf_stride;

mod backward;
mod backward_shape;
mod filter;
mod forward;
mod rows;
mod stage;

pub use backward::{message_backward, message_backward_atom};
pub use backward_shape::{
    backward_chunk, backward_halves, backward_kernel_red_floats, backward_partial_floats, backward_red_floats, backward_sums_floats, backward_words,
    plane_reduce, EDGE_CHUNK, SHUFFLE_CHUNK,
};
pub use filter::{filter_layout, Filters};
pub(crate) use filter::{filter_at, filter_registers};
pub use forward::message_forward;
pub(crate) use forward::message_forward_atom;
pub use rows::{compact_row, plane_compact, row_walk, WHOLE_ROW};
pub use stage::{forward_round, forward_stage, forward_stage_words, round_stage, stage_round, stage_words, LONG_ROW};

/// Whether block `l`'s message kernels take it as the model's first (their `entry`): its vector
/// features in are zero and no one reads its inputs' gradients, so the filter's part c and the
/// loads of μ drop out of its forward, and its backward writes ∂E/∂r only.
pub fn entry_block(l: usize) -> bool {
    l == 0
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn message_forward_kernel(
    row_ptr_a: &Array<u32>,
    senders_a: &Array<u32>,
    edge_a: &Array<F4>,
    phi_a: &Array<F4>,
    x_a: &Array<f32>,
    q_in_a: &Array<f32>,
    mu_in_a: &Array<f32>,
    wf_a: &Array<f32>,
    bf_a: &Array<f32>,
    q_out_a: &mut Array<f32>,
    mu_out_a: &mut Array<f32>,
    rows: u32,
    offset: u32,
    #[comptime] f: usize,
    #[comptime] n_rbf: usize,
    #[comptime] entry: bool,
    #[comptime] stage: bool,
) {
    let row_ptr = &row_ptr_a.to_slice().as_mut_unchecked();
    let senders = &senders_a.to_slice().as_mut_unchecked();
    let edge = &edge_a.to_slice().as_mut_unchecked();
    let phi = &phi_a.to_slice().as_mut_unchecked();
    let x = &x_a.to_slice().as_mut_unchecked();
    let q_in = &q_in_a.to_slice().as_mut_unchecked();
    let mu_in = &mu_in_a.to_slice().as_mut_unchecked();
    let wf = &wf_a.to_slice().as_mut_unchecked();
    let bf = &bf_a.to_slice().as_mut_unchecked();
    let q_out = &mut q_out_a.to_slice_mut();
    let mu_out = &mut mu_out_a.to_slice_mut();
    let i = CUBE_POS;
    if i >= rows as usize {
        terminate!();
    }
    let off = offset as usize;
    // The one-stage kernels walk whole rows, in staged rounds with `stage` ([`forward_stage`]).
    message_forward_atom(i, row_ptr, senders, edge, phi, x, q_in, mu_in, wf, off * n_rbf, bf, off, q_out, mu_out, f, n_rbf, 1usize, false, entry, stage, false);
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments, clippy::collapsible_if)]
fn message_backward_kernel(
    row_ptr_a: &Array<u32>,
    senders_a: &Array<u32>,
    edge_a: &Array<F4>,
    phi_a: &Array<F4>,
    dphi_a: &Array<F4>,
    x_a: &Array<f32>,
    mu_in_a: &Array<f32>,
    gq_a: &Array<f32>,
    gmu_a: &Array<f32>,
    wf_a: &Array<f32>,
    bf_a: &Array<f32>,
    gx_a: &mut Array<f32>,
    gmu_in_a: &mut Array<f32>,
    g_edge_a: &mut Array<f32>,
    receivers_a: &Array<u32>,
    keys_a: &Array<u32>,
    reverse_a: &mut Array<u32>,
    status: &mut Array<Atomic<u32>>,
    positions_a: &Array<f32>,
    x_ref_a: &mut Array<f32>,
    rows: u32,
    n_edges: u32,
    offset: u32,
    window: u32,
    partners: u32,
    #[comptime] f: usize,
    #[comptime] n_rbf: usize,
    #[comptime] first: bool,
    #[comptime] groups: usize,
    #[comptime] chunk: usize,
    #[comptime] compact: bool,
    #[comptime] shuffle: bool,
    #[comptime] stage: bool,
    #[comptime] entry: bool,
    #[comptime] halves: usize,
    #[comptime] plane: bool,
    #[comptime] job: bool,
    #[comptime] job_skin: bool,
    #[comptime] pruned: bool,
) {
    let row_ptr = &row_ptr_a.to_slice().as_mut_unchecked();
    let senders = &senders_a.to_slice().as_mut_unchecked();
    let edge = &edge_a.to_slice().as_mut_unchecked();
    let phi = &phi_a.to_slice().as_mut_unchecked();
    let dphi = &dphi_a.to_slice().as_mut_unchecked();
    let x = &x_a.to_slice().as_mut_unchecked();
    let mu_in = &mu_in_a.to_slice().as_mut_unchecked();
    let gq = &gq_a.to_slice().as_mut_unchecked();
    let gmu = &gmu_a.to_slice().as_mut_unchecked();
    let wf = &wf_a.to_slice().as_mut_unchecked();
    let bf = &bf_a.to_slice().as_mut_unchecked();
    let gx = &mut gx_a.to_slice_mut();
    let gmu_in = &mut gmu_in_a.to_slice_mut();
    let g_edge = &mut g_edge_a.to_slice_mut();
    let receivers = &receivers_a.to_slice().as_mut_unchecked();
    let keys = &keys_a.to_slice().as_mut_unchecked();
    let reverse = &mut reverse_a.to_slice_mut();
    let positions = &positions_a.to_slice().as_mut_unchecked();
    let x_ref = &mut x_ref_a.to_slice_mut();
    // Cube `h · rows + j`: atom j, channel half h (one half, h = 0, without `halves`).
    let n = rows as usize;
    if CUBE_POS >= n * halves {
        terminate!();
    }
    // With `job`, a small list's deferred third launch ([`crate::small_list::ReverseJob`]): its
    // status is read first, by the cube's first thread alone (its latency hidden behind the
    // message backward's; one atomic a cube, see [`crate::small_list::status_word`]) and, after
    // a build, the cube's part of its atom's row done last.
    let mut word = 0u32;
    if comptime![job] {
        if UNIT_POS == 0 {
            word = status[crate::small_list::ST_REBUILD].load();
        }
    }
    let mut j = CUBE_POS;
    let mut half = 0usize;
    if comptime![halves > 1] {
        j = CUBE_POS % n;
        half = CUBE_POS / n;
    }
    let fh = comptime![f / halves];
    let mut red = SharedMemory::<f32>::new(comptime![backward_kernel_red_floats(fh, groups, chunk, shuffle)]);
    let mut partial = SharedMemory::<f32>::new(comptime![backward_partial_floats(fh, groups, chunk, shuffle)]);
    let mut sums = SharedMemory::<f32>::new(comptime![backward_sums_floats(groups, chunk, shuffle)]);
    message_backward_atom(
        j, row_ptr, senders, edge, phi, dphi, x, mu_in, gq, gmu, wf, bf, gx, gmu_in, g_edge, offset, half, half * n_edges as usize, partners, &mut red, &mut partial, &mut sums, f,
        n_rbf, first, groups, chunk, compact, shuffle, stage, entry, halves, plane, pruned,
    );
    if comptime![job] {
        let mut shared = SharedMemory::<u32>::new(1usize);
        if UNIT_POS == 0 {
            shared[0] = word;
        }
        sync_cube();
        if shared[0] == 2u32 {
            crate::small_list::reverse_row(j, half, row_ptr, receivers, senders, keys, reverse, status, positions, x_ref, window, halves, comptime![groups * fh], job_skin);
        }
    }
}

/// The graph and geometry both message kernels read.
#[derive(Clone, Copy)]
pub struct Graph<'a> {
    /// `[N+1]` u32.
    pub row_ptr: &'a cubecl::server::Handle,
    /// `[E]` u32.
    pub senders: &'a cubecl::server::Handle,
    /// `[E][EDGE_STRIDE]` f32.
    pub edge: &'a cubecl::server::Handle,
    /// `[E][R4]` f32 ([`rbf_stride`]).
    pub phi: &'a cubecl::server::Handle,
    /// `[E][R4]` f32.
    pub dphi: &'a cubecl::server::Handle,
    /// Atoms N.
    pub n_atoms: usize,
    /// The receivers whose rows the message kernels walk: atoms `0..rows` (`rows <= N`; N but
    /// for a cluster whose far ghosts a layer leaves out). The other atoms' outputs are not
    /// written.
    pub rows: usize,
    /// The atoms whose gradients the message backward reads: `0..partners` (`partners <= N`;
    /// fewer where a cluster's later layers leave far ghosts out). Rows are sorted by partner,
    /// so a row's edges to the others, which carry nothing back, are its tail: the message
    /// backward leaves it out.
    pub partners: usize,
    /// Edges E (of a padded list, its room).
    pub n_edges: usize,
    /// Edges a row holds on average, as last counted (what [`round_stage`] decides by).
    pub row_edges: usize,
}
