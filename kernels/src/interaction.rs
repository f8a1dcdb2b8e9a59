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
use cubecl::prelude::*;

use crate::geometry::{rbf_stride, EDGE_STRIDE, F4};
use crate::launch::{arg, arg4, cubes, Switch};
use crate::small_list::{ReverseJob, STATUS_LEN};

/// Edges handled per shared-memory reduction step in the backward kernel.
pub const EDGE_CHUNK: usize = 8;

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
    n_atoms: u32,
    offset: u32,
    #[comptime] f: usize,
    #[comptime] n_rbf: usize,
    #[comptime] entry: bool,
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
    if i >= n_atoms as usize {
        terminate!();
    }
    let off = offset as usize;
    // The staged kernels walk whole rows.
    message_forward_atom(i, row_ptr, senders, edge, phi, x, q_in, mu_in, wf, off * n_rbf, bf, off, q_out, mu_out, f, n_rbf, 1usize, false, entry, false, false);
}

/// [`compact_row`]'s count for a row it did not compact (longer than the cube): walk it whole.
pub const WHOLE_ROW: u32 = u32::MAX;

/// The edges of the row `[e_begin, e_end)` that contribute (fc or dfc nonzero, that is, inside
/// the cutoff: a list with a skin holds others), their indices in order into `act[0..count)`;
/// returns count, or [`WHOLE_ROW`] for a row longer than the cube's `threads`. Every thread of
/// the cube must call; `act` and `scan` hold `threads` u32 each. An inclusive scan of the flags
/// (Hillis–Steele, in shared memory: sixteen barriers for 256 threads) gives each edge its place;
/// with `plane` ([`plane_compact`]) each warp's ballot gives its lanes their places among the
/// warp's and the warps' counts meet in `scan` (one barrier). The same list either way.
#[cube]
pub fn compact_row(e_begin: usize, e_end: usize, edge: &Slice<F4, ReadWrite>, act: &mut SharedMemory<u32>, scan: &mut SharedMemory<u32>, #[comptime] threads: usize, #[comptime] plane: bool) -> u32 {
    let t = UNIT_POS as usize;
    let mut count = 0xffff_ffffu32; // WHOLE_ROW (a literal: a runtime value)
    if e_end - e_begin <= threads {
        let e = e_begin + t;
        let mut flag = 0u32;
        if e < e_end {
            let cut = edge[e * 2 + 1];
            if cut[0] != 0.0 || cut[1] != 0.0 {
                flag = 1u32;
            }
        }
        if comptime![plane] {
            let lane = (t % 32) as u32;
            let warp = t / 32;
            let mask = plane_ballot(flag == 1u32)[0];
            if lane == 0u32 {
                scan[warp] = mask.count_ones();
            }
            sync_cube();
            let mut place = (mask & ((1u32 << lane) - 1u32)).count_ones();
            let mut total = 0u32;
            #[unroll]
            for w in 0..comptime![threads / 32] {
                let c = scan[w];
                if w < warp {
                    place += c;
                }
                total += c;
            }
            if flag == 1u32 {
                act[place as usize] = e as u32;
            }
            count = total;
        } else {
            scan[t] = flag;
            sync_cube();
            let mut off = 1usize;
            while off < threads {
                let mut v = scan[t];
                if t >= off {
                    v += scan[t - off];
                }
                sync_cube();
                scan[t] = v;
                sync_cube();
                off *= 2usize;
            }
            if flag == 1u32 {
                act[scan[t] as usize - 1] = e as u32;
            }
            count = scan[threads - 1];
        }
        sync_cube();
    }
    count
}

/// [`plane_compact`] off where it would be on: `MLFF_PLANE_COMPACT=0` (or [`Switch::force`], for
/// tests), for comparisons.
pub static PLANE_COMPACT: Switch = Switch::new("MLFF_PLANE_COMPACT");

/// Whether [`compact_row`] on a cube of `threads` takes each warp's ballot (`plane`): on CUDA,
/// whose warps are 32 lanes, for cubes of whole warps, unless [`PLANE_COMPACT`] says no; the
/// WGSL path keeps the scan in shared memory (a subgroup's size is the device's there).
pub fn plane_compact<R: Runtime>(client: &ComputeClient<R>, threads: usize) -> bool {
    crate::launch::cuda_warps(client) && threads.is_multiple_of(32) && PLANE_COMPACT.get() != Some(false)
}

/// The edges a message stage walks in the row `[e_begin, e_end)`: `(count, walk)`, with row edge
/// k = 0..count given by [`row_edge`]. Without `compact` the whole row (`walk`); with it, the
/// edges inside the cutoff as [`compact_row`] lists them in `act`, unless the row is longer than
/// the cube (`threads`, every one of which must call). `plane`: [`compact_row`]'s.
#[cube]
pub fn row_walk(e_begin: usize, e_end: usize, edge: &Slice<F4, ReadWrite>, act: &mut SharedMemory<u32>, #[comptime] compact: bool, #[comptime] threads: usize, #[comptime] plane: bool) -> (usize, bool) {
    let mut count = e_end - e_begin;
    let mut walk = true;
    if comptime![compact] {
        let mut scan = SharedMemory::<u32>::new(threads);
        let n_act = compact_row(e_begin, e_end, edge, act, &mut scan, threads, plane);
        if n_act != WHOLE_ROW {
            count = n_act as usize;
            walk = false;
        }
    }
    (count, walk)
}

/// 4-byte words of shared memory the message backward's staged rounds take ([`stage_round`]):
/// per edge of a round its φ and dφ, its two `edge` vectors and its sender.
pub fn stage_words(per_round: usize, n_rbf: usize) -> usize {
    per_round * (2 * rbf_stride(n_rbf) + EDGE_STRIDE + 1)
}

/// Staged rounds ([`stage_round`]): on for the message backward on wide cubes (groups > 1: few
/// atoms, one cube each, whose edge loops wait on their loads) whose rows average more than one
/// round (a row of one round pays the copy's barrier and round trip for nothing: MD benzene's
/// 11-edge rows, +0.8 µs a step on an H100, benches/NOTES.md), off for one group of F threads
/// (the batches' many cubes hide the loads' latency), unless `MLFF_STAGE_ROWS=0|1` (or
/// [`Switch::force`], for tests) says otherwise.
pub static STAGE_ROWS: Switch = Switch::new("MLFF_STAGE_ROWS");

/// Whether the message backward on `groups` groups of F threads, `per_round` edges a round, stages
/// its rounds ([`stage_round`]) for rows of `row` edges on average (the list's edges over its
/// atoms), with `used_words` of the kernel's shared memory taken by its other arrays: where
/// [`STAGE_ROWS`] says so and the stage fits in what the device allows a cube (up to 96 KiB;
/// CUDA's opt-in above its 48 KiB default).
pub fn round_stage<R: Runtime>(client: &ComputeClient<R>, groups: usize, per_round: usize, row: usize, used_words: usize, n_rbf: usize) -> bool {
    STAGE_ROWS.get().unwrap_or(groups > 1 && row > per_round) && stage_fits(client, used_words + stage_words(per_round, n_rbf))
}

/// Whether `words` 4-byte words of shared memory fit what the device allows a cube, up to
/// 96 KiB (CUDA's opt-in above its 48 KiB default): the bound of both stagings
/// ([`round_stage`], [`forward_stage`]).
fn stage_fits<R: Runtime>(client: &ComputeClient<R>, words: usize) -> bool {
    words * 4 <= client.properties().hardware.max_shared_memory_size.min(96 * 1024)
}

/// Cubes an atom's message backward takes on wide cubes (`groups` > 1 groups of F threads), one
/// per half of the channels, each with its own copy of ∂E/∂r (`g_edge [halves][E][3]`, which the
/// forces and virial gathers add, [`crate::readout::edge_grad`]): 2 where the atoms outnumber the
/// multiprocessors and halves spread the work more evenly over them (the 192-atom box on 132:
/// 60 multiprocessors ran two atoms' cubes and 72 one; in halves none runs more than three half
/// atoms), else 1. Each half walks the whole row; what it saves is the busiest multiprocessor's
/// share of the channels' work. `force` overrides the rule (F even, groups > 1).
pub fn backward_halves<R: Runtime>(client: &ComputeClient<R>, n: usize, f: usize, groups: usize, force: Option<bool>) -> usize {
    let spread = match client.properties().hardware.num_streaming_multiprocessors {
        Some(sms) if sms > 0 && n > sms as usize => {
            let sms = sms as usize;
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

/// The message kernels take the model's first block as what it is (their `entry`): its vector
/// features in are zero and no one reads its inputs' gradients, so the filter's part c and the
/// loads of μ drop out of its forward, and its backward writes ∂E/∂r only. `MLFF_ENTRY_BLOCK=0`
/// runs it as any other block (for comparisons and tests; the results agree to f32 rounding).
pub static ENTRY_BLOCK: Switch = Switch::new("MLFF_ENTRY_BLOCK");

/// Whether block `l`'s message kernels run as the model's first ([`ENTRY_BLOCK`]).
pub fn entry_block(l: usize) -> bool {
    l == 0 && ENTRY_BLOCK.get() != Some(false)
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

/// 4-byte words of shared memory [`message_backward_atom`]'s own arrays take beside the stage:
/// `red` of `red_floats`, `partial`, `sums` and the compaction's two arrays.
pub fn backward_words(red_floats: usize, f: usize, groups: usize, chunk: usize, compact: bool, shuffle: bool) -> usize {
    red_floats + backward_partial_floats(f, groups, chunk, shuffle) + backward_sums_floats(groups, chunk, shuffle) + if compact { 2 * groups * f } else { 0 }
}

/// The round of `per_round` walked edges from `k0` (those below `count`) copied into shared memory
/// by all the cube's `threads` (every one must call; ends with a barrier): position p's φ at
/// `s_phi[p·P + v]` (v < R4/4) and dφ after it (P = 2·R4/4), its two `edge` vectors at
/// `s_edge[2p..2p+2]`, its sender at `s_send[p]`. Each edge of the message backward's loop waited
/// on an L2 round trip for its φ and dφ before its filter's multiply-adds could start, one edge
/// after another (Nsight Compute's stall samples of the 192-atom box: ~45 % of the kernel's,
/// benches/NOTES.md); a round's loads are in flight all at once here.
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn stage_round(
    k0: usize,
    count: usize,
    e_begin: usize,
    act: &SharedMemory<u32>,
    walk: bool,
    senders: &Slice<u32, ReadWrite>,
    edge: &Slice<F4, ReadWrite>,
    phi: &Slice<F4, ReadWrite>,
    dphi: &Slice<F4, ReadWrite>,
    s_phi: &mut SharedMemory<F4>,
    s_edge: &mut SharedMemory<F4>,
    s_send: &mut SharedMemory<u32>,
    #[comptime] per_round: usize,
    #[comptime] nv: usize,
    #[comptime] compact: bool,
    #[comptime] threads: usize,
) {
    let per = comptime![2 * nv];
    let t = UNIT_POS as usize;
    let mut it = t;
    while it < comptime![per_round * per] {
        let k = k0 + it / per;
        let v = it % per;
        if k < count {
            let e = row_edge(k, e_begin, act, walk, compact);
            if v < nv {
                s_phi[it] = phi[e * nv + v];
            } else {
                s_phi[it] = dphi[e * nv + v - nv];
            }
        }
        it += threads;
    }
    let mut it = t;
    while it < comptime![per_round * 3] {
        let p = it / 3;
        let q = it % 3;
        let k = k0 + p;
        if k < count {
            let e = row_edge(k, e_begin, act, walk, compact);
            if q < 2 {
                s_edge[p * 2 + q] = edge[e * 2 + q];
            } else {
                s_send[p] = senders[e];
            }
        }
        it += threads;
    }
    sync_cube();
}

/// Row edge `k` of a row starting at `e_begin`: `act[k]` where the row was compacted
/// (`compact` and a count other than [`WHOLE_ROW`]), else `e_begin + k`.
#[cube]
// The comptime condition stays apart from the run-time one, so that it removes the code.
#[allow(clippy::collapsible_if)]
fn row_edge(k: usize, e_begin: usize, act: &SharedMemory<u32>, walk: bool, #[comptime] compact: bool) -> usize {
    let mut e = e_begin + k;
    if comptime![compact] {
        if !walk {
            e = act[k] as usize;
        }
    }
    e
}

/// The forward message to receiver `i`: `q_out[i] = q_in[i] + Σ_e ...`, `mu_out[i] = mu_in[i] +
/// Σ_e ...`, on `groups · f` threads of the cube (every one must call): thread `g·f + c` takes
/// channel c of every `groups`-th edge from the `g`-th, and with several groups their sums meet
/// in shared memory, added in group order. The layer's filter weights `[R][3F]`
/// ([`filter_layout`]) start at `wf_off` of `wf`, its biases `[3F]` at `bf_off` of `bf`.
/// `compact`: only the row's edges inside the cutoff ([`compact_row`]). `entry`: the model's first
/// block, whose vector features in are zero (PaiNN starts them so): the filter's part c, which
/// only multiplies μ_j, and the loads of x_jc, μ_j and μ_i drop out, and `mu_in` is not read.
/// `stage`: the row in staged rounds ([`message_forward_rounds`]; same sums, same order).
#[cube]
#[allow(clippy::too_many_arguments, clippy::collapsible_if, unused_assignments)]
pub(crate) fn message_forward_atom(
    i: usize,
    row_ptr: &Slice<u32, ReadWrite>,
    senders: &Slice<u32, ReadWrite>,
    edge: &Slice<F4, ReadWrite>,
    phi: &Slice<F4, ReadWrite>,
    x: &Slice<f32, ReadWrite>,
    q_in: &Slice<f32, ReadWrite>,
    mu_in: &Slice<f32, ReadWrite>,
    wf: &Slice<f32, ReadWrite>,
    wf_off: usize,
    bf: &Slice<f32, ReadWrite>,
    bf_off: usize,
    q_out: &mut Slice<f32, ReadWrite>,
    mu_out: &mut Slice<f32, ReadWrite>,
    #[comptime] f: usize,
    #[comptime] n_rbf: usize,
    #[comptime] groups: usize,
    #[comptime] compact: bool,
    #[comptime] entry: bool,
    #[comptime] stage: bool,
    #[comptime] plane: bool,
) {
    let c = UNIT_POS as usize % f;
    let group = UNIT_POS as usize / f;
    let nv = comptime![n_rbf.div_ceil(4)];
    let (wa, wb, wc) = filter_registers(wf, wf_off, c, f, n_rbf, entry);
    let ba = bf[bf_off + c];
    let bb = bf[bf_off + f + c];
    let mut bc = 0.0;
    if comptime![!entry] {
        bc = bf[bf_off + 2 * f + c];
    }
    let mut dq = 0.0;
    let mut dm0 = 0.0;
    let mut dm1 = 0.0;
    let mut dm2 = 0.0;
    let e_begin = row_ptr[i] as usize;
    let e_end = row_ptr[i + 1] as usize;
    // The row's edges k = 0..count: all of them, or with `compact` those inside the cutoff.
    let mut act = SharedMemory::<u32>::new(comptime![if compact { groups * f } else { 1 }]);
    let (count, walk) = row_walk(e_begin, e_end, edge, &mut act, compact, comptime![groups * f], plane);
    if comptime![stage] {
        let (a, b0, b1, b2) = message_forward_rounds(i, e_begin, count, walk, &act, senders, edge, phi, x, mu_in, &wa, &wb, &wc, ba, bb, bc, f, nv, groups, compact, entry);
        dq = a;
        dm0 = b0;
        dm1 = b1;
        dm2 = b2;
    } else {
        let mut k = group;
        // Two edges a step: both edges' loads are issued before either's sums, so a thread has twice
        // the independent loads in flight (water 12 288: 12.6 → 11.4 ms per call on an H100). The
        // sums take the edges in the same order as one at a time.
        while k + groups < count {
            let e = row_edge(k, e_begin, &act, walk, compact);
            let e2 = row_edge(k + groups, e_begin, &act, walk, compact);
            let (ha, hb, hc) = filter_at::<Slice<F4, ReadWrite>>(phi, e, &wa, &wb, &wc, ba, bb, bc, nv, entry);
            let (ha2, hb2, hc2) = filter_at::<Slice<F4, ReadWrite>>(phi, e2, &wa, &wb, &wc, ba, bb, bc, nv, entry);
            let geo = edge[e * 2];
            let fc = edge[e * 2 + 1][0];
            let geo2 = edge[e2 * 2];
            let fc2 = edge[e2 * 2 + 1][0];
            let (xa, xb, xc, m0, m1, m2) = sender_features(x, mu_in, senders[e] as usize * 3 * f + c, f, entry);
            let (xa2, xb2, xc2, m02, m12, m22) = sender_features(x, mu_in, senders[e2] as usize * 3 * f + c, f, entry);
            let (s0, s1, s2, s3) = edge_sums(dq, dm0, dm1, dm2, ha, hb, hc, fc, geo, xa, xb, xc, m0, m1, m2, entry);
            let (t0, t1, t2, t3) = edge_sums(s0, s1, s2, s3, ha2, hb2, hc2, fc2, geo2, xa2, xb2, xc2, m02, m12, m22, entry);
            dq = t0;
            dm0 = t1;
            dm1 = t2;
            dm2 = t3;
            k += 2 * groups;
        }
        while k < count {
            let e = row_edge(k, e_begin, &act, walk, compact);
            let (ha, hb, hc) = filter_at::<Slice<F4, ReadWrite>>(phi, e, &wa, &wb, &wc, ba, bb, bc, nv, entry);
            let geo = edge[e * 2];
            let fc = edge[e * 2 + 1][0];
            let (xa, xb, xc, m0, m1, m2) = sender_features(x, mu_in, senders[e] as usize * 3 * f + c, f, entry);
            let (s0, s1, s2, s3) = edge_sums(dq, dm0, dm1, dm2, ha, hb, hc, fc, geo, xa, xb, xc, m0, m1, m2, entry);
            dq = s0;
            dm0 = s1;
            dm1 = s2;
            dm2 = s3;
            k += groups;
        }
    }
    if comptime![groups > 1] {
        let mut red = SharedMemory::<f32>::new(comptime![4 * groups * f]);
        if group < groups {
            red[(group * 4) * f + c] = dq;
            red[(group * 4 + 1) * f + c] = dm0;
            red[(group * 4 + 2) * f + c] = dm1;
            red[(group * 4 + 3) * f + c] = dm2;
        }
        sync_cube();
        if group == 0 {
            #[unroll]
            for g in 1..groups {
                dq += red[(g * 4) * f + c];
                dm0 += red[(g * 4 + 1) * f + c];
                dm1 += red[(g * 4 + 2) * f + c];
                dm2 += red[(g * 4 + 3) * f + c];
            }
        }
        sync_cube();
    }
    if group == 0 {
        // The loads before the stores (see the end of `message_backward_atom`).
        let q0 = q_in[i * f + c];
        if comptime![entry] {
            q_out[i * f + c] = q0 + dq;
            mu_out[i * 3 * f + c] = dm0;
            mu_out[i * 3 * f + f + c] = dm1;
            mu_out[i * 3 * f + 2 * f + c] = dm2;
        } else {
            let m0 = mu_in[i * 3 * f + c];
            let m1 = mu_in[i * 3 * f + f + c];
            let m2 = mu_in[i * 3 * f + 2 * f + c];
            q_out[i * f + c] = q0 + dq;
            mu_out[i * 3 * f + c] = m0 + dm0;
            mu_out[i * 3 * f + f + c] = m1 + dm1;
            mu_out[i * 3 * f + 2 * f + c] = m2 + dm2;
        }
    }
}

/// Edges a round of [`message_forward_rounds`] takes: eight steps of two edges a group.
pub fn forward_round(groups: usize) -> usize {
    16 * groups
}

/// 4-byte words of shared memory [`message_forward_rounds`] takes: per edge of a round its φ,
/// its direction with its cutoff (one 4-float vector) and its sender.
pub fn forward_stage_words(groups: usize, n_rbf: usize) -> usize {
    forward_round(groups) * (rbf_stride(n_rbf) + 4 + 1)
}

/// Staged rounds of the forward message stage ([`message_forward_rounds`]): on for wide cubes
/// (groups > 1) whose rows average eight edges a group or more (four pairs, whose loads ahead
/// have sums to overlap; MD benzene's 11-edge rows on four groups were 0.6 µs a kernel slower
/// staged on an H100, benches/NOTES.md), off for one group of F threads, unless
/// `MLFF_STAGE_FORWARD=0|1` (or [`Switch::force`], for tests) says otherwise.
pub static STAGE_FORWARD: Switch = Switch::new("MLFF_STAGE_FORWARD");

/// Whether the forward message stage on `groups` groups of F threads runs in staged rounds for
/// rows of `row` edges on average (the list's edges over its atoms), with `used_words` of the
/// kernel's shared memory taken by its other arrays: where [`STAGE_FORWARD`] says so and the
/// stage fits in what the device allows a cube (up to 96 KiB, as [`round_stage`]).
pub fn forward_stage<R: Runtime>(client: &ComputeClient<R>, groups: usize, row: usize, used_words: usize, n_rbf: usize) -> bool {
    STAGE_FORWARD.get().unwrap_or(groups > 1 && row >= 8 * groups) && stage_fits(client, used_words + forward_stage_words(groups, n_rbf))
}

/// The round of `per_round` walked edges from `k0` copied into shared memory by all the cube's
/// `threads` (every one must call; ends with a barrier): position p's φ at `s_phi[p·R4/4..]`, its
/// direction with the cutoff in place of the distance, (fc, dir), at `s_geo[p]` and its sender at
/// `s_send[p]`. Positions past the row's `count` get zeros and the receiver `i` as sender: an
/// edge with fc = 0 whose loads stay inside the arrays.
#[cube]
#[allow(clippy::too_many_arguments)]
fn stage_forward_round(
    k0: usize,
    count: usize,
    e_begin: usize,
    i: usize,
    act: &SharedMemory<u32>,
    walk: bool,
    senders: &Slice<u32, ReadWrite>,
    edge: &Slice<F4, ReadWrite>,
    phi: &Slice<F4, ReadWrite>,
    s_phi: &mut SharedMemory<F4>,
    s_geo: &mut SharedMemory<F4>,
    s_send: &mut SharedMemory<u32>,
    #[comptime] per_round: usize,
    #[comptime] nv: usize,
    #[comptime] compact: bool,
    #[comptime] threads: usize,
) {
    let t = UNIT_POS as usize;
    let mut it = t;
    while it < comptime![per_round * nv] {
        let k = k0 + it / nv;
        let mut p4 = F4::empty();
        p4[0] = 0.0;
        p4[1] = 0.0;
        p4[2] = 0.0;
        p4[3] = 0.0;
        if k < count {
            let e = row_edge(k, e_begin, act, walk, compact);
            p4 = phi[e * nv + it % nv];
        }
        s_phi[it] = p4;
        it += threads;
    }
    let mut p = t;
    while p < per_round {
        let k = k0 + p;
        let mut g = F4::empty();
        g[0] = 0.0;
        g[1] = 0.0;
        g[2] = 0.0;
        g[3] = 0.0;
        let mut j = i as u32;
        if k < count {
            let e = row_edge(k, e_begin, act, walk, compact);
            g = edge[e * 2];
            g[0] = edge[e * 2 + 1][0];
            j = senders[e];
        }
        s_geo[p] = g;
        s_send[p] = j;
        p += threads;
    }
    sync_cube();
}

/// [`message_forward_atom`]'s sums over the row in staged rounds ([`stage_forward_round`]) of
/// [`forward_round`] edges: each group takes the same pairs of edges as the plain loop, in the
/// same order, reads their φ, directions and senders from shared memory, and loads the next
/// pair's sender features (x_j and μ_j: L2 gathers) before the current pair's sums, so that
/// their latency overlaps the filter's multiply-adds. A pair whose second edge lies past the row
/// adds that padding edge's exact zeros. Returns (dq, dμ₀, dμ₁, dμ₂) of the thread.
#[cube]
#[allow(clippy::too_many_arguments, unused_assignments)]
fn message_forward_rounds(
    i: usize,
    e_begin: usize,
    count: usize,
    walk: bool,
    act: &SharedMemory<u32>,
    senders: &Slice<u32, ReadWrite>,
    edge: &Slice<F4, ReadWrite>,
    phi: &Slice<F4, ReadWrite>,
    x: &Slice<f32, ReadWrite>,
    mu_in: &Slice<f32, ReadWrite>,
    wa: &Array<f32>,
    wb: &Array<f32>,
    wc: &Array<f32>,
    ba: f32,
    bb: f32,
    bc: f32,
    #[comptime] f: usize,
    #[comptime] nv: usize,
    #[comptime] groups: usize,
    #[comptime] compact: bool,
    #[comptime] entry: bool,
) -> (f32, f32, f32, f32) {
    let c = UNIT_POS as usize % f;
    let group = UNIT_POS as usize / f;
    let per_round = comptime![forward_round(groups)];
    let mut s_phi = SharedMemory::<F4>::new(comptime![per_round * nv]);
    let mut s_geo = SharedMemory::<F4>::new(per_round);
    let mut s_send = SharedMemory::<u32>::new(per_round);
    let mut dq = 0.0;
    let mut dm0 = 0.0;
    let mut dm1 = 0.0;
    let mut dm2 = 0.0;
    let mut k0 = 0usize;
    while k0 < count {
        stage_forward_round(k0, count, e_begin, i, act, walk, senders, edge, phi, &mut s_phi, &mut s_geo, &mut s_send, per_round, nv, compact, comptime![groups * f]);
        // The group's pairs: positions p and p + groups, p = group + 2·groups·t.
        let mut p = group;
        let (mut xa, mut xb, mut xc, mut m0, mut m1, mut m2) = sender_features(x, mu_in, s_send[p] as usize * 3 * f + c, f, entry);
        let (mut xa2, mut xb2, mut xc2, mut m02, mut m12, mut m22) = sender_features(x, mu_in, s_send[p + groups] as usize * 3 * f + c, f, entry);
        while p < per_round && k0 + p < count {
            // The next pair's sender features (the last pair of the round reloads its own).
            let mut pn = p + 2 * groups;
            if pn >= per_round {
                pn = p;
            }
            let (nxa, nxb, nxc, nm0, nm1, nm2) = sender_features(x, mu_in, s_send[pn] as usize * 3 * f + c, f, entry);
            let (nxa2, nxb2, nxc2, nm02, nm12, nm22) = sender_features(x, mu_in, s_send[pn + groups] as usize * 3 * f + c, f, entry);
            let p2 = p + groups;
            let (ha, hb, hc) = filter_at::<SharedMemory<F4>>(&s_phi, p, wa, wb, wc, ba, bb, bc, nv, entry);
            let (ha2, hb2, hc2) = filter_at::<SharedMemory<F4>>(&s_phi, p2, wa, wb, wc, ba, bb, bc, nv, entry);
            let geo = s_geo[p];
            let geo2 = s_geo[p2];
            let fc = geo[0];
            let fc2 = geo2[0];
            let (s0, s1, s2, s3) = edge_sums(dq, dm0, dm1, dm2, ha, hb, hc, fc, geo, xa, xb, xc, m0, m1, m2, entry);
            let (t0, t1, t2, t3) = edge_sums(s0, s1, s2, s3, ha2, hb2, hc2, fc2, geo2, xa2, xb2, xc2, m02, m12, m22, entry);
            dq = t0;
            dm0 = t1;
            dm1 = t2;
            dm2 = t3;
            xa = nxa;
            xb = nxb;
            xa2 = nxa2;
            xb2 = nxb2;
            xc = nxc;
            m0 = nm0;
            m1 = nm1;
            m2 = nm2;
            xc2 = nxc2;
            m02 = nm02;
            m12 = nm12;
            m22 = nm22;
            p += 2 * groups;
        }
        // The next round's copy overwrites this one's.
        sync_cube();
        k0 += per_round;
    }
    (dq, dm0, dm1, dm2)
}

/// Sender j's features for channel c from `at` = j·3F + c: x's three parts (a, b, c) and μ's
/// three components. With `entry` ([`message_forward_atom`]) only x's parts a and b are loaded,
/// the others are zeros.
#[cube]
fn sender_features(x: &Slice<f32, ReadWrite>, mu_in: &Slice<f32, ReadWrite>, at: usize, #[comptime] f: usize, #[comptime] entry: bool) -> (f32, f32, f32, f32, f32, f32) {
    let xa = x[at];
    let xb = x[at + f];
    let mut xc = 0.0;
    let mut m0 = 0.0;
    let mut m1 = 0.0;
    let mut m2 = 0.0;
    if comptime![!entry] {
        xc = x[at + 2 * f];
        m0 = mu_in[at];
        m1 = mu_in[at + f];
        m2 = mu_in[at + 2 * f];
    }
    (xa, xb, xc, m0, m1, m2)
}

/// One edge added to a thread's message sums (dq, dμ₀, dμ₁, dμ₂), every path in the same
/// operations and order (`stage_alike` holds the plain loop and the staged rounds bit for bit):
/// dq += h_a·fc·x_a, and dμ_d += h_b·fc·x_b·dir_d + h_c·fc·x_c·μ_d (without the second term
/// with `entry`). `geo[1..4]` is the edge's direction, the filter (h_a, h_b, h_c) before the
/// cutoff `fc`.
#[cube]
#[allow(clippy::too_many_arguments)]
fn edge_sums(
    dq: f32,
    dm0: f32,
    dm1: f32,
    dm2: f32,
    ha: f32,
    hb: f32,
    hc: f32,
    fc: f32,
    geo: F4,
    xa: f32,
    xb: f32,
    xc: f32,
    m0: f32,
    m1: f32,
    m2: f32,
    #[comptime] entry: bool,
) -> (f32, f32, f32, f32) {
    let q = dq + ha * fc * xa;
    let sb = hb * fc * xb;
    let mut d0 = dm0;
    let mut d1 = dm1;
    let mut d2 = dm2;
    if comptime![entry] {
        d0 += sb * geo[1];
        d1 += sb * geo[2];
        d2 += sb * geo[3];
    } else {
        let sc = hc * fc * xc;
        d0 += sb * geo[1] + sc * m0;
        d1 += sb * geo[2] + sc * m1;
        d2 += sb * geo[3] + sc * m2;
    }
    (q, d0, d1, d2)
}

/// The filter of edge `e` for one channel, parts a, b and c: `wf φ_e + bf` (before the cutoff),
/// the sum over k ascending, φ read four values at a time from `phi`: the layer's φ in global
/// memory, or a staged round's in shared memory with `e` the edge's position in the round
/// ([`stage_forward_round`]). `entry` ([`message_forward_atom`]): part c is not computed
/// (returned as its bias).
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn filter_at<L: List<F4>>(
    phi: &L,
    e: usize,
    wa: &Array<f32>,
    wb: &Array<f32>,
    wc: &Array<f32>,
    ba: f32,
    bb: f32,
    bc: f32,
    #[comptime] nv: usize,
    #[comptime] entry: bool,
) -> (f32, f32, f32) {
    let mut ha = ba;
    let mut hb = bb;
    let mut hc = bc;
    #[unroll]
    for v in 0..nv {
        let p4 = phi.read(e * nv + v);
        #[unroll]
        for u in 0..4usize {
            let p = p4[u];
            ha += wa[v * 4 + u] * p;
            hb += wb[v * 4 + u] * p;
            if comptime![!entry] {
                hc += wc[v * 4 + u] * p;
            }
        }
    }
    (ha, hb, hc)
}

/// Channel `c`'s filter weights of parts a, b and c in three register arrays of R4 entries
/// ([`rbf_stride`]), the padding zeros (it meets φ's zero padding). The layer's weights are
/// `[R][3F]` at `wf_off` of `wf` ([`filter_layout`]), so the threads of a warp, adjacent
/// channels, read adjacent floats: in torch's `[3F][R]` each of a warp's loads touched 32 sectors
/// (half the L2 sectors of benzene's fused forward kernel on an H100, benches/NOTES.md). With
/// `entry` ([`message_forward_atom`], [`message_backward_atom`]) part c's array is one zero.
#[cube]
pub(crate) fn filter_registers(
    wf: &Slice<f32, ReadWrite>,
    wf_off: usize,
    c: usize,
    #[comptime] f: usize,
    #[comptime] n_rbf: usize,
    #[comptime] entry: bool,
) -> (Array<f32>, Array<f32>, Array<f32>) {
    let r4 = comptime![rbf_stride(n_rbf)];
    let mut wa = Array::<f32>::new(r4);
    let mut wb = Array::<f32>::new(r4);
    let mut wc = Array::<f32>::new(comptime![if entry { 1 } else { r4 }]);
    #[unroll]
    for k in 0..r4 {
        if k < n_rbf {
            wa[k] = wf[wf_off + k * 3 * f + c];
            wb[k] = wf[wf_off + k * 3 * f + f + c];
            if comptime![!entry] {
                wc[k] = wf[wf_off + k * 3 * f + 2 * f + c];
            }
        } else {
            wa[k] = 0.0;
            wb[k] = 0.0;
            if comptime![!entry] {
                wc[k] = 0.0;
            }
        }
    }
    if comptime![entry] {
        wc[0] = 0.0;
    }
    (wa, wb, wc)
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
    n_atoms: u32,
    n_edges: u32,
    offset: u32,
    window: u32,
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
    // Cube `h · N + j`: atom j, channel half h (one half, h = 0, without `halves`).
    let n = n_atoms as usize;
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
        j, row_ptr, senders, edge, phi, dphi, x, mu_in, gq, gmu, wf, bf, gx, gmu_in, g_edge, offset, half, half * n_edges as usize, &mut red, &mut partial, &mut sums, f,
        n_rbf, first, groups, chunk, compact, shuffle, stage, entry, halves, plane,
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

/// Whether the message backward on `groups` groups of F threads sums each edge's per-channel
/// terms by shuffles within a warp ([`message_backward_atom`]'s `shuffle`): on CUDA, whose warps
/// are 32 lanes, for F a multiple of 32, and on wide cubes only (groups > 1). There the rounds'
/// barriers are what a few atoms' cubes wait on (MD benzene's message backward kernels 22.1 →
/// 19.5 µs); on one group of F threads, the batches' many cubes keep the multiprocessors busy
/// through the barriers and the shuffles' extra instructions cost more (1 024 benzenes'
/// `message_backward` 372 → 412 µs; `benches/NOTES.md`). The WGSL path keeps its reduction
/// through shared memory (a subgroup's size is the device's there). `MLFF_PLANE_REDUCE=0` turns
/// it off, for comparisons.
pub fn plane_reduce<R: Runtime>(client: &ComputeClient<R>, f: usize, groups: usize) -> bool {
    static PLANE: Switch = Switch::new("MLFF_PLANE_REDUCE");
    groups > 1 && crate::launch::cuda_warps(client) && f.is_multiple_of(32) && PLANE.get() != Some(false)
}

/// The message backward of atom `j` on the cube's `groups · f` threads (every one must call; see
/// [`message_backward`]), with the cube's shared buffers: `red` of [`backward_red_floats`],
/// `partial` of [`backward_partial_floats`] and `sums` of [`backward_sums_floats`].
/// `compact`: only the row's edges inside the cutoff ([`compact_row`], in two more shared
/// arrays of a u32 a thread). `shuffle` ([`plane_reduce`]): each edge's sums over the channels
/// are taken within each warp by shuffles, and the warps' sums added through `partial`, one
/// barrier a round; `red` then only meets the groups' per-channel sums (`6 · groups · F` floats)
/// and `sums` is not used. `entry`: the model's first block, whose vector features in are zero
/// and whose inputs' gradients no one reads: the filter's part c drops out, as do `gx` and
/// `gmu_in` (not written; `mu_in` not read). `halves` ([`backward_halves`]): the cube takes
/// channel half `half` only, on `groups · f / halves` threads, and its ∂E/∂r goes to copy
/// `edge_base / E` of `g_edge` (`edge_base` = half · E; 0 for one half). `plane`:
/// [`compact_row`]'s.
#[cube]
#[allow(clippy::too_many_arguments, clippy::collapsible_if, unused_assignments)]
pub fn message_backward_atom(
    j: usize,
    row_ptr: &Slice<u32, ReadWrite>,
    senders: &Slice<u32, ReadWrite>,
    edge: &Slice<F4, ReadWrite>,
    phi: &Slice<F4, ReadWrite>,
    dphi: &Slice<F4, ReadWrite>,
    x: &Slice<f32, ReadWrite>,
    mu_in: &Slice<f32, ReadWrite>,
    gq: &Slice<f32, ReadWrite>,
    gmu: &Slice<f32, ReadWrite>,
    wf: &Slice<f32, ReadWrite>,
    bf: &Slice<f32, ReadWrite>,
    gx: &mut Slice<f32, ReadWrite>,
    gmu_in: &mut Slice<f32, ReadWrite>,
    g_edge: &mut Slice<f32, ReadWrite>,
    offset: u32,
    half: usize,
    edge_base: usize,
    red: &mut SharedMemory<f32>,
    partial: &mut SharedMemory<f32>,
    sums: &mut SharedMemory<f32>,
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
) {
    let tid = UNIT_POS as usize;
    // Channels a group takes: all F, or with `halves` one half of them (channel `half · fh +
    // cl`); `cl` indexes the cube's own buffers, `c` the arrays.
    let fh = comptime![f / halves];
    // With one group (the staged kernels) the group index is the constant 0, so the compiled
    // indexing is that of a plain one-group kernel.
    let mut cl = tid;
    let mut group = 0usize;
    if comptime![groups > 1] {
        cl = tid % fh;
        group = tid / fh;
    }
    let mut c = cl;
    if comptime![halves > 1] {
        c = half * fh + cl;
    }
    let threads = comptime![groups * fh];
    let off = offset as usize;
    let nv = comptime![n_rbf.div_ceil(4)];
    let (wa, wb, wc) = filter_registers(wf, off * n_rbf, c, f, n_rbf, entry);
    let ba = bf[off + c];
    let bb = bf[off + f + c];
    let mut bc = 0.0;
    if comptime![!entry] {
        bc = bf[off + 2 * f + c];
    }
    // Per-channel contributions to the per-edge sums (dE/dd, dE/ddir_x, _y, _z) of a round of
    // `groups · chunk` edges (group g takes `chunk` of them, the g-th and every groups-th after
    // it), in its slots: `red[(g·F + c)·pad + row]`, row = 4·slot + quantity. The padding (pad =
    // 4·chunk + 1) keeps both the writes (one row, all channels) and the reads (all rows, one
    // channel) free of shared-memory bank conflicts.
    let rows_g = comptime![chunk * 4];
    let pad = comptime![chunk * 4 + 1];
    let rows = comptime![groups * chunk * 4];
    let per_round = comptime![groups * chunk];
    let parts = comptime![fh.div_ceil(32)];
    let xa = x[j * 3 * f + c];
    let xb = x[j * 3 * f + f + c];
    let mut xc = 0.0;
    let mut mj0 = 0.0;
    let mut mj1 = 0.0;
    let mut mj2 = 0.0;
    if comptime![!entry] {
        xc = x[j * 3 * f + 2 * f + c];
        mj0 = mu_in[j * 3 * f + c];
        mj1 = mu_in[j * 3 * f + f + c];
        mj2 = mu_in[j * 3 * f + 2 * f + c];
    }
    let mut gxa = 0.0;
    let mut gxb = 0.0;
    let mut gxc = 0.0;
    let mut gm0 = 0.0;
    let mut gm1 = 0.0;
    let mut gm2 = 0.0;
    let e_begin = row_ptr[j] as usize;
    let e_end = row_ptr[j + 1] as usize;
    // The row's edges k = 0..count: all of them, or with `compact` those inside the cutoff; the
    // others' ∂E/∂r is zero, written where this layer writes rather than adds.
    let mut act = SharedMemory::<u32>::new(comptime![if compact { threads } else { 1 }]);
    let (count, walk) = row_walk(e_begin, e_end, edge, &mut act, compact, threads, plane);
    if comptime![compact && first] {
        if !walk {
            let mut e = e_begin + tid;
            while e < e_end {
                let cut = edge[e * 2 + 1];
                if cut[0] == 0.0 && cut[1] == 0.0 {
                    let at = (edge_base + e) * 3;
                    g_edge[at] = 0.0;
                    g_edge[at + 1] = 0.0;
                    g_edge[at + 2] = 0.0;
                }
                e += threads;
            }
        }
    }
    // Each round's edges in shared memory ([`stage_round`]).
    let per = comptime![2 * nv];
    let mut s_phi = SharedMemory::<F4>::new(comptime![if stage { per_round * per } else { 1 }]);
    let mut s_edge = SharedMemory::<F4>::new(comptime![if stage { per_round * 2 } else { 1 }]);
    let mut s_send = SharedMemory::<u32>::new(comptime![if stage { per_round } else { 1 }]);
    let mut k0 = 0usize;
    let mut buf = 0usize;
    while k0 < count {
        if comptime![stage] {
            stage_round(k0, count, e_begin, &act, walk, senders, edge, phi, dphi, &mut s_phi, &mut s_edge, &mut s_send, per_round, nv, compact, threads);
        }
        // Not unrolled: unrolling the chunk multiplies the live registers (occupancy). Nor two
        // edges a step as in the forward message: measured no faster here (benches/NOTES.md).
        for le in 0..chunk {
            // The round's edges dealt to the groups in turn (group g takes positions g, g +
            // groups, ...), so that a round short of edges leaves every group about as many:
            // the cube waits on its busiest group. Slot `group · chunk + le` of the round's
            // buffers holds position `le · groups + group` ([`round_position`]).
            let k = k0 + le * groups + group;
            let mut t_d = 0.0;
            let mut t_x = 0.0;
            let mut t_y = 0.0;
            let mut t_z = 0.0;
            if k < count {
                let e = row_edge(k, e_begin, &act, walk, compact);
                let mut ha = ba;
                let mut hb = bb;
                let mut hc = bc;
                let mut pa = 0.0;
                let mut pb = 0.0;
                let mut pc = 0.0;
                let pos = k - k0;
                #[unroll]
                for v in 0..nv {
                    let mut p4 = F4::empty();
                    let mut dp4 = F4::empty();
                    if comptime![stage] {
                        p4 = s_phi[pos * per + v];
                        dp4 = s_phi[pos * per + nv + v];
                    } else {
                        p4 = phi[e * nv + v];
                        dp4 = dphi[e * nv + v];
                    }
                    #[unroll]
                    for u in 0..4usize {
                        let k = v * 4 + u;
                        let p = p4[u];
                        let dp = dp4[u];
                        ha += wa[k] * p;
                        hb += wb[k] * p;
                        if comptime![!entry] {
                            hc += wc[k] * p;
                        }
                        pa += wa[k] * dp;
                        pb += wb[k] * dp;
                        if comptime![!entry] {
                            pc += wc[k] * dp;
                        }
                    }
                }
                let mut geo = F4::empty();
                let mut cut = F4::empty();
                let mut ip = 0usize;
                if comptime![stage] {
                    geo = s_edge[pos * 2];
                    cut = s_edge[pos * 2 + 1];
                    ip = s_send[pos] as usize;
                } else {
                    geo = edge[e * 2];
                    cut = edge[e * 2 + 1];
                    ip = senders[e] as usize;
                }
                let fc = cut[0];
                let dfc = cut[1];
                // The reverse edge points the other way.
                let d0 = -geo[1];
                let d1 = -geo[2];
                let d2 = -geo[3];
                let ga = gq[ip * f + c];
                let g0 = gmu[ip * 3 * f + c];
                let g1 = gmu[ip * 3 * f + f + c];
                let g2 = gmu[ip * 3 * f + 2 * f + c];
                let gsb = g0 * d0 + g1 * d1 + g2 * d2;
                let w_b = hb * fc;
                if comptime![entry] {
                    // dW/dd = fc (wf dφ) + dfc H; μ_j is zero, and no one reads gx or gμ.
                    t_d = ga * xa * (fc * pa + dfc * ha) + gsb * xb * (fc * pb + dfc * hb);
                } else {
                    let gsc = g0 * mj0 + g1 * mj1 + g2 * mj2;
                    let w_a = ha * fc;
                    let w_c = hc * fc;
                    gxa += w_a * ga;
                    gxb += w_b * gsb;
                    gxc += w_c * gsc;
                    let sc = w_c * xc;
                    gm0 += sc * g0;
                    gm1 += sc * g1;
                    gm2 += sc * g2;
                    // dW/dd = fc (wf dφ) + dfc H
                    t_d = ga * xa * (fc * pa + dfc * ha) + gsb * xb * (fc * pb + dfc * hb) + gsc * xc * (fc * pc + dfc * hc);
                }
                let sb = w_b * xb;
                t_x = g0 * sb;
                t_y = g1 * sb;
                t_z = g2 * sb;
            }
            if comptime![shuffle] {
                // The warp's 32 channels summed by shuffles (every lane takes part): over lane
                // bit 16 each lane keeps two of the four values and adds its partner's two, over
                // bit 8 one of them, then bits 4, 2, 1 add the last one. Lane 8q ends with
                // quantity q's sum over the warp's channels.
                let lane = (cl % 32) as u32;
                let up = (lane & 16) != 0;
                let s0 = select(up, t_d, t_y);
                let s1 = select(up, t_x, t_z);
                let a0 = select(up, t_y, t_d) + plane_shuffle_xor(s0, 16);
                let a1 = select(up, t_z, t_x) + plane_shuffle_xor(s1, 16);
                let up8 = (lane & 8) != 0;
                let s2 = select(up8, a0, a1);
                let mut b = select(up8, a1, a0) + plane_shuffle_xor(s2, 8);
                b += plane_shuffle_xor(b, 4);
                b += plane_shuffle_xor(b, 2);
                b += plane_shuffle_xor(b, 1);
                if (lane & 7) == 0 {
                    partial[(buf * parts + cl / 32) * rows + (group * chunk + le) * 4 + (lane / 8) as usize] = b;
                }
            } else {
                let at = (group * fh + cl) * pad + le * 4;
                red[at] = t_d;
                red[at + 1] = t_x;
                red[at + 2] = t_y;
                red[at + 3] = t_z;
            }
        }
        sync_cube();
        if comptime![shuffle] {
            // One barrier a round: the warps' sums are added in part order by the edge's thread,
            // from the half of `partial` this round wrote (the next round writes the other).
            let mut t = tid;
            while t < per_round {
                let k = k0 + round_position(t, groups, chunk);
                if k < count {
                    let e = row_edge(k, e_begin, &act, walk, compact);
                    let mut g_d = 0.0;
                    let mut gd0 = 0.0;
                    let mut gd1 = 0.0;
                    let mut gd2 = 0.0;
                    #[unroll]
                    for part in 0..parts {
                        let at = (buf * parts + part) * rows + t * 4;
                        g_d += partial[at];
                        gd0 += partial[at + 1];
                        gd1 += partial[at + 2];
                        gd2 += partial[at + 3];
                    }
                    edge_gradient(e, edge_base, edge, g_edge, g_d, gd0, gd1, gd2, first);
                }
                t += threads;
            }
            buf = 1 - buf;
        } else {
            // Each (row, part) pair sums up to 32 channels; then one thread per row adds the parts.
            let mut q = tid;
            while q < rows * parts {
                let row = q % rows;
                let part = q / rows;
                let mut g = 0usize;
                let mut r = row;
                if comptime![groups > 1] {
                    g = row / rows_g;
                    r = row % rows_g;
                }
                let mut k_end = part * 32 + 32;
                if k_end > fh {
                    k_end = fh;
                }
                let mut acc = 0.0;
                for k in part * 32..k_end {
                    acc += red[(g * fh + k) * pad + r];
                }
                partial[part * rows + row] = acc;
                q += threads;
            }
            sync_cube();
            let mut t = tid;
            while t < rows {
                let mut acc = 0.0;
                #[unroll]
                for part in 0..parts {
                    acc += partial[part * rows + t];
                }
                sums[t] = acc;
                t += threads;
            }
            sync_cube();
            // Slot t (rows 4t..4t+4) is group t / chunk's edge t % chunk.
            let mut t = tid;
            while t < per_round {
                let k = k0 + round_position(t, groups, chunk);
                if k < count {
                    let e = row_edge(k, e_begin, &act, walk, compact);
                    edge_gradient(e, edge_base, edge, g_edge, sums[t * 4], sums[t * 4 + 1], sums[t * 4 + 2], sums[t * 4 + 3], first);
                }
                t += threads;
            }
            sync_cube();
        }
        k0 += per_round;
    }
    if comptime![groups > 1 && !entry] {
        // The groups' per-channel sums meet in `red` (free after the loop's last barrier; it
        // holds groups·F·pad ≥ 6·groups·F floats), added in group order.
        let base = group * 6 * fh + cl;
        red[base] = gxa;
        red[base + fh] = gxb;
        red[base + 2 * fh] = gxc;
        red[base + 3 * fh] = gm0;
        red[base + 4 * fh] = gm1;
        red[base + 5 * fh] = gm2;
        sync_cube();
        if group == 0 {
            #[unroll]
            for g in 1..groups {
                let b = g * 6 * fh + cl;
                gxa += red[b];
                gxb += red[b + fh];
                gxc += red[b + 2 * fh];
                gm0 += red[b + 3 * fh];
                gm1 += red[b + 4 * fh];
                gm2 += red[b + 5 * fh];
            }
        }
    }
    // With `entry` no one reads gx and gμ: not written.
    if comptime![!entry] {
        if group == 0 {
            // The loads before the stores: a load after a store to another array waits for it
            // (the compiler cannot know they do not overlap).
            let g0 = gmu[j * 3 * f + c];
            let g1 = gmu[j * 3 * f + f + c];
            let g2 = gmu[j * 3 * f + 2 * f + c];
            gx[j * 3 * f + c] = gxa;
            gx[j * 3 * f + f + c] = gxb;
            gx[j * 3 * f + 2 * f + c] = gxc;
            gmu_in[j * 3 * f + c] = g0 + gm0;
            gmu_in[j * 3 * f + f + c] = g1 + gm1;
            gmu_in[j * 3 * f + 2 * f + c] = g2 + gm2;
        }
    }
}

/// The position in its round of the edge in slot `t` of [`message_backward_atom`]'s round
/// buffers: slot `group · chunk + le` holds group `group`'s `le`-th edge of the round, which is
/// the round's edge `le · groups + group`.
#[cube]
fn round_position(t: usize, #[comptime] groups: usize, #[comptime] chunk: usize) -> usize {
    if comptime![groups > 1] {
        (t % chunk) * groups + t / chunk
    } else {
        t
    }
}

/// ∂E/∂r of edge `e` (written when `first`, else added) from its sums over the channels: `g_d`
/// = ∂E/∂d and `gd*` = ∂E/∂dir of the reverse edge's direction.
#[cube]
#[allow(clippy::too_many_arguments)]
fn edge_gradient(e: usize, edge_base: usize, edge: &Slice<F4, ReadWrite>, g_edge: &mut Slice<f32, ReadWrite>, g_d: f32, gd0: f32, gd1: f32, gd2: f32, #[comptime] first: bool) {
    let geo = edge[e * 2];
    let de0 = geo[1];
    let de1 = geo[2];
    let de2 = geo[3];
    let inv_d = 1.0 / geo[0];
    // dir_e = -de; projection of g_dir orthogonal to dir_e (sign-independent).
    let gdd = -(gd0 * de0 + gd1 * de1 + gd2 * de2);
    let v0 = g_d * de0 - (gd0 + gdd * de0) * inv_d;
    let v1 = g_d * de1 - (gd1 + gdd * de1) * inv_d;
    let v2 = g_d * de2 - (gd2 + gdd * de2) * inv_d;
    let at = (edge_base + e) * 3;
    if comptime![first] {
        g_edge[at] = v0;
        g_edge[at + 1] = v1;
        g_edge[at + 2] = v2;
    } else {
        // The three loads before the stores (see the end of `message_backward_atom`).
        let o0 = g_edge[at];
        let o1 = g_edge[at + 1];
        let o2 = g_edge[at + 2];
        g_edge[at] = o0 + v0;
        g_edge[at + 1] = o1 + v1;
        g_edge[at + 2] = o2 + v2;
    }
}

/// Edges per group and round of the message backward with `groups` groups of F threads: 8 for
/// one group (the staged kernels); with more, the largest of 8, 4, 2 whose shared memory fits
/// in `shared_bytes` (with `compact`, [`compact_row`]'s too), or `None` when not even 2 does.
pub fn backward_chunk(groups: usize, f: usize, shared_bytes: usize, compact: bool, shuffle: bool) -> Option<usize> {
    if groups <= 1 {
        return Some(EDGE_CHUNK);
    }
    let floats = |chunk: usize| {
        let rows = groups * chunk * 4;
        groups * f * (chunk * 4 + 1) + backward_partial_floats(f, groups, chunk, shuffle) + rows + if compact { 2 * groups * f } else { 0 }
    };
    [EDGE_CHUNK, 4, 2].into_iter().find(|&chunk| floats(chunk) * 4 <= shared_bytes)
}

/// The graph and geometry both message kernels read.
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
    /// Edges E (of a padded list, its room).
    pub n_edges: usize,
    /// Edges a row holds on average, as last counted (what [`round_stage`] decides by).
    pub row_edges: usize,
}

/// The filter network's weights (torch's `[B·3F][R]`, B = 1 or the layer count) as the kernels
/// read them: each layer's block of 3F rows transposed to `[R][3F]`. Layer b's block starts at
/// float b·3F·R, as in torch's layout, so a layer's offset is the same in both.
pub fn filter_layout(weight: &[f64], rows: usize, n_rbf: usize, f: usize) -> Vec<f64> {
    assert_eq!(weight.len(), rows * n_rbf, "filter weights [{rows}][{n_rbf}]");
    assert!(rows.is_multiple_of(3 * f), "{rows} filter rows are not blocks of 3F = {}", 3 * f);
    let block = 3 * f;
    let mut out = Vec::with_capacity(weight.len());
    for b in 0..rows / block {
        for k in 0..n_rbf {
            out.extend((0..block).map(|o| weight[(b * block + o) * n_rbf + k]));
        }
    }
    out
}

/// Filter weights of one layer.
pub struct Filters<'a> {
    /// `[B][R][3F]` ([`filter_layout`]).
    pub wf: &'a cubecl::server::Handle,
    /// `[B·3F]`.
    pub bf: &'a cubecl::server::Handle,
    /// Total rows B·3F of `wf`.
    pub rows: usize,
    /// First row of this layer.
    pub offset: usize,
    /// Feature size F (threads per cube).
    pub f: usize,
    /// Radial functions R.
    pub n_rbf: usize,
}

/// `q_out = q_in + Σ messages`, `mu_out = mu_in + Σ messages`. Returns early on zero atoms.
/// `entry`: the model's first block, whose `mu_in` is zero ([`message_forward_atom`]; not read).
#[allow(clippy::too_many_arguments)]
pub fn message_forward<R: Runtime>(
    client: &ComputeClient<R>,
    g: &Graph,
    w: &Filters,
    x: &cubecl::server::Handle,
    q_in: &cubecl::server::Handle,
    mu_in: &cubecl::server::Handle,
    q_out: &cubecl::server::Handle,
    mu_out: &cubecl::server::Handle,
    entry: bool,
) {
    let (n, e, f, r) = (g.n_atoms, g.n_edges, w.f, w.n_rbf);
    if n == 0 {
        return;
    }
    // SAFETY: allocation lengths as documented in the module layout; one cube per atom.
    unsafe {
        message_forward_kernel::launch_unchecked::<R>(
            client,
            cubes(n),
            CubeDim::new_1d(f as u32),
            arg(g.row_ptr, n + 1),
            arg(g.senders, e),
            arg4(g.edge, e * EDGE_STRIDE),
            arg4(g.phi, e * rbf_stride(r)),
            arg(x, n * 3 * f),
            arg(q_in, n * f),
            arg(mu_in, n * 3 * f),
            arg(w.wf, w.rows * r),
            arg(w.bf, w.rows),
            arg(q_out, n * f),
            arg(mu_out, n * 3 * f),
            n as u32,
            w.offset as u32,
            f,
            r,
            entry,
        )
    }
}

/// Backward of [`message_forward`]: writes `gx`, `gmu_in = gmu + ...` and adds ∂E/∂r to `g_edge`
/// (`first`: writes it, so the first layer of the backward pass needs no zeroed buffer).
/// `groups` groups of F threads share each atom's edges (see [`backward_chunk`]; one group where
/// the shared memory of more does not fit). `compact` (a list with a skin): each cube walks only
/// its row's edges inside the cutoff ([`compact_row`]). `entry`: the model's first block (zero
/// `mu_in`, not read), whose `gx` and `gmu_in` no one reads: only `g_edge` is written.
/// `halves` ([`backward_halves`], 1 or 2): cubes a row, each half the channels, and copies of
/// ∂E/∂r in `g_edge [halves][E][3]`. `job`: a small list's deferred third launch
/// ([`ReverseJob`], of the list this graph is), done by the same cubes after their rows.
#[allow(clippy::too_many_arguments)]
pub fn message_backward<R: Runtime>(
    client: &ComputeClient<R>,
    g: &Graph,
    w: &Filters,
    x: &cubecl::server::Handle,
    mu_in: &cubecl::server::Handle,
    gq: &cubecl::server::Handle,
    gmu: &cubecl::server::Handle,
    gx: &cubecl::server::Handle,
    gmu_in: &cubecl::server::Handle,
    g_edge: &cubecl::server::Handle,
    first: bool,
    groups: usize,
    compact: bool,
    entry: bool,
    halves: usize,
    job: Option<&ReverseJob>,
) {
    let (n, e, f, r) = (g.n_atoms, g.n_edges, w.f, w.n_rbf);
    if n == 0 {
        return;
    }
    assert!(halves == 1 || (halves == 2 && f.is_multiple_of(2)), "{halves} channel halves of F = {f}");
    let fh = f / halves;
    let shared = client.properties().hardware.max_shared_memory_size.min(48 * 1024);
    let shuffle = plane_reduce(client, fh, groups);
    let (groups, chunk, shuffle) = match backward_chunk(groups, fh, shared, compact, shuffle) {
        Some(chunk) => (groups.max(1), chunk, shuffle),
        None => (1, EDGE_CHUNK, false),
    };
    let stage = round_stage(client, groups, groups * chunk, g.row_edges, backward_words(backward_kernel_red_floats(fh, groups, chunk, shuffle), fh, groups, chunk, compact, shuffle), r);
    assert!(job.is_none_or(|j| !j.fill), "a small list's fill runs before its reverse job");
    // The job's list is the graph's (the arrays it does not take are bound to others, unread).
    let jl = job.map(|j| j.list);
    let job_x_ref = job.and_then(|j| j.x_ref);
    // SAFETY: allocation lengths as documented in the module layout; one cube per atom and
    // channel half.
    unsafe {
        message_backward_kernel::launch_unchecked::<R>(
            client,
            cubes(n * halves),
            CubeDim::new_1d((groups * fh) as u32),
            arg(g.row_ptr, n + 1),
            arg(g.senders, e),
            arg4(g.edge, e * EDGE_STRIDE),
            arg4(g.phi, e * rbf_stride(r)),
            arg4(g.dphi, e * rbf_stride(r)),
            arg(x, n * 3 * f),
            arg(mu_in, n * 3 * f),
            arg(gq, n * f),
            arg(gmu, n * 3 * f),
            arg(w.wf, w.rows * r),
            arg(w.bf, w.rows),
            arg(gx, n * 3 * f),
            arg(gmu_in, n * 3 * f),
            arg(g_edge, halves * e * 3),
            arg(jl.map_or(g.row_ptr, |l| &l.receivers), jl.map_or(n + 1, |l| l.capacity)),
            arg(jl.map_or(g.row_ptr, |l| &l.keys), jl.map_or(n + 1, |l| l.capacity)),
            arg(jl.map_or(g.senders, |l| &l.reverse), jl.map_or(e, |l| l.capacity)),
            arg(jl.map_or(g.row_ptr, |l| &l.status), jl.map_or(n + 1, |_| STATUS_LEN)),
            arg(job.map_or(x, |j| j.positions), job.map_or(n * 3 * f, |_| 3 * n)),
            arg(job_x_ref.unwrap_or(gx), job_x_ref.map_or(n * 3 * f, |_| 3 * n)),
            n as u32,
            e as u32,
            w.offset as u32,
            job.map_or(0, |j| j.window()),
            f,
            r,
            first,
            groups,
            chunk,
            compact,
            shuffle,
            stage,
            entry,
            halves,
            compact && plane_compact(client, groups * fh),
            job.is_some(),
            job_x_ref.is_some(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::filter_layout;

    #[test]
    fn filter_layout_transposes_each_layers_block() {
        // Two layers of F = 1 (3 rows each), R = 2: torch's [6][2], row o's weights 10·o + k.
        let (f, r, rows) = (1, 2, 6);
        let torch: Vec<f64> = (0..rows).flat_map(|o| (0..r).map(move |k| (10 * o + k) as f64)).collect();
        let got = filter_layout(&torch, rows, r, f);
        // Layer b at b·3F·R, [R][3F] within it: channel c of part p at k·3F + p·F + c.
        assert_eq!(got, vec![0.0, 10.0, 20.0, 1.0, 11.0, 21.0, 30.0, 40.0, 50.0, 31.0, 41.0, 51.0]);
    }
}
