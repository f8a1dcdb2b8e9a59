//! Staged rounds: a round of a row's edges (their φ, dφ, geometry and senders) copied into
//! shared memory by the whole cube before the sums read them, so that the round's loads are in
//! flight at once rather than one edge's after another's. The backward's rounds
//! ([`stage_round`], [`round_stage`]) and the forward's ([`forward_stage`], [`forward_round`]
//! edges a round), with the shared memory each takes.
use cubecl::prelude::*;

#[cfg(doc)]
use super::forward::message_forward_rounds;
use super::rows::row_edge;
use super::*;
use crate::geometry::{rbf_stride, EDGE_STRIDE};
use crate::tuning::Device;

/// Edges a row holds on average from which one group of F threads stages its message rounds
/// ([`round_stage`], [`forward_stage`]) and, on CUDA, sums the backward's per-edge terms by
/// shuffles ([`plane_reduce`]): a dense environment's rows (water's 52–58 within 5 Å) wait on
/// their loads edge after edge even with many cubes; the 11-edge rows of batches of molecules do
/// not (docs/performance.md).
pub const LONG_ROW: usize = 32;

/// 4-byte words of shared memory the message backward's staged rounds take ([`stage_round`]):
/// per edge of a round its φ and dφ, its two `edge` vectors and its sender.
pub fn stage_words(per_round: usize, n_rbf: usize) -> usize {
    per_round * (2 * rbf_stride(n_rbf) + EDGE_STRIDE + 1)
}

/// Whether the message backward on `groups` groups of F threads, `per_round` edges a round, stages
/// its rounds ([`stage_round`]) for rows of `row` edges on average (the list's edges over its
/// atoms), with `used_words` of the kernel's shared memory taken by its other arrays. The rule:
/// where rows average more than one round (a row of one round pays the copy's barrier for
/// nothing), on wide cubes (groups > 1: few atoms, one cube each, whose edge loops wait on their
/// loads) and on one group of F threads for rows of [`LONG_ROW`] edges or more (short rows: the
/// batches' many cubes hide the loads' latency); the device's tuning may force it. Either way
/// only where the stage fits in what the device allows a cube (up to 96 KiB; CUDA's opt-in above
/// its 48 KiB default).
pub fn round_stage<R: Runtime>(client: &Device<R>, groups: usize, per_round: usize, row: usize, used_words: usize, n_rbf: usize) -> bool {
    client.tuning.stage_rows.unwrap_or(row > per_round && (groups > 1 || row >= LONG_ROW)) && stage_fits(client, used_words + stage_words(per_round, n_rbf))
}

/// Whether `words` 4-byte words of shared memory fit what the device allows a cube, up to
/// 96 KiB (CUDA's opt-in above its 48 KiB default): the bound of both stagings
/// ([`round_stage`], [`forward_stage`]).
fn stage_fits<R: Runtime>(client: &Device<R>, words: usize) -> bool {
    words * 4 <= client.limits().shared_memory.min(96 * 1024)
}

/// The round of `per_round` walked edges from `k0` (those below `count`) copied into shared memory
/// by all the cube's `threads` (every one must call; ends with a barrier): position p's φ at
/// `s_phi[p·P + v]` (v < R4/4) and dφ after it (P = 2·R4/4), its two `edge` vectors at
/// `s_edge[2p..2p+2]`, its sender at `s_send[p]`. Unstaged, each edge of the message backward's
/// loop waits on an L2 round trip for its φ and dφ before its filter's multiply-adds can start,
/// one edge after another (Nsight Compute's stall samples of the 192-atom box: ~45 % of the
/// kernel's, docs/performance.md); a round's loads are in flight all at once here.
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

/// Edges a round of [`message_forward_rounds`] takes: eight steps of two edges a group.
pub fn forward_round(groups: usize) -> usize {
    16 * groups
}

/// 4-byte words of shared memory [`message_forward_rounds`] takes: per edge of a round its φ,
/// its direction with its cutoff (one 4-float vector) and its sender.
pub fn forward_stage_words(groups: usize, n_rbf: usize) -> usize {
    forward_round(groups) * (rbf_stride(n_rbf) + 4 + 1)
}

/// Whether the forward message stage ([`message_forward_rounds`]) on `groups` groups of F threads
/// runs in staged rounds for rows of `row` edges on average (the list's edges over its atoms),
/// with `used_words` of the kernel's shared memory taken by its other arrays. The rule: where
/// rows average eight edges a group or more (four pairs, whose loads ahead have sums to overlap;
/// MD benzene's 11-edge rows on four groups were slower staged), on wide cubes (groups > 1) and
/// on one group of F threads for rows of [`LONG_ROW`] edges or more; the device's tuning may
/// force it. Either way only where the stage fits what the device allows a cube (up to 96 KiB,
/// as [`round_stage`]).
pub fn forward_stage<R: Runtime>(client: &Device<R>, groups: usize, row: usize, used_words: usize, n_rbf: usize) -> bool {
    client.tuning.stage_forward.unwrap_or(row >= 8 * groups && (groups > 1 || row >= LONG_ROW)) && stage_fits(client, used_words + forward_stage_words(groups, n_rbf))
}

/// The round of `per_round` walked edges from `k0` copied into shared memory by all the cube's
/// `threads` (every one must call; ends with a barrier): position p's φ at `s_phi[p·R4/4..]`, its
/// direction with the cutoff in place of the distance, (fc, dir), at `s_geo[p]` and its sender at
/// `s_send[p]`. Positions past the row's `count` get zeros and the receiver `i` as sender: an
/// edge with fc = 0 whose loads stay inside the arrays.
#[cube]
#[allow(clippy::too_many_arguments)]
pub(super) fn stage_forward_round(
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
