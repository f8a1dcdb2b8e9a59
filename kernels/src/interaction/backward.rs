//! The message backward, one cube per atom j gathering over j's own row (see
//! [`crate::interaction`]): per edge, the gradients of the message j sent flow into `gx_j` and `gmu_j`,
//! and the edge's ∂E/∂r, summed over the channels in shared memory or by warp shuffles a round of
//! edges at a time, goes to `g_edge` ([`message_backward_atom`]); and its launcher
//! [`message_backward`], which may also run a small list's deferred reverse job.
use cubecl::prelude::*;

use super::rows::row_edge;
use super::*;
use crate::geometry::{rbf_stride, EDGE_STRIDE};
use crate::launch::{arg, arg4, cubes, lower_bound};
use crate::small_list::{ReverseJob, STATUS_LEN};
use crate::tuning::Device;

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
/// [`compact_row`]'s. `pruned` ([`Graph::partners`]): the row ends before its first edge to a
/// partner from `partners` on, whose gradients are zero (the row sorted by partner; `g_edge`
/// of the edges left out is not written).
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
    partners: u32,
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
    #[comptime] pruned: bool,
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
    let mut e_end = row_ptr[j + 1] as usize;
    if comptime![pruned] {
        // The row's edges to partners from `partners` on are its tail (sorted by partner):
        // found by bisection, every thread alike.
        e_end = lower_bound(senders, e_begin, e_end, partners);
    }
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
        // edges a step as in the forward message: no faster here (docs/performance.md).
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
    client: &Device<R>,
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
    if g.rows == 0 {
        return;
    }
    assert!(halves == 1 || (halves == 2 && f.is_multiple_of(2)), "{halves} channel halves of F = {f}");
    assert!(g.rows == n || job.is_none(), "a small list's job walks every row");
    let fh = f / halves;
    let shared = client.limits().shared_memory.min(48 * 1024);
    let shuffle = plane_reduce(client, fh, groups, g.row_edges);
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
            cubes(g.rows * halves),
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
            g.rows as u32,
            e as u32,
            w.offset as u32,
            job.map_or(0, |j| j.window()),
            g.partners as u32,
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
            g.partners < n,
        )
    }
}
