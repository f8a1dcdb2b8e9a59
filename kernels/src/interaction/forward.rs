//! The forward message to receiver i, one thread per channel c (see [`crate::interaction`]):
//! `q_i += Σ_e W_a x_ja`, `mu_ik += Σ_e W_b x_jb dir_ek + W_c x_jc mu_jk`, summed over the row's
//! edges by [`message_forward_atom`] (plain, two edges a step, or in staged rounds), and its
//! launcher [`message_forward`].
use cubecl::prelude::*;

use super::rows::row_edge;
use super::stage::stage_forward_round;
use super::*;
use crate::geometry::{rbf_stride, EDGE_STRIDE};
use crate::launch::{arg, arg4, cubes};
use crate::tuning::Device;

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

/// [`message_forward_atom`]'s sums over the row in staged rounds ([`stage_forward_round`]) of
/// [`forward_round`] edges: each group takes the same pairs of edges as the plain loop, in the
/// same order, reads their φ, directions and senders from shared memory, and loads the next
/// pair's sender features (x_j and μ_j: L2 gathers) before the current pair's sums, so that
/// their latency overlaps the filter's multiply-adds. A pair whose second edge lies past the row
/// adds that padding edge's exact zeros. Returns (dq, dμ₀, dμ₁, dμ₂) of the thread.
#[cube]
#[allow(clippy::too_many_arguments, unused_assignments)]
pub(super) fn message_forward_rounds(
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

/// `q_out = q_in + Σ messages`, `mu_out = mu_in + Σ messages`, one cube of F threads a row, in
/// staged rounds where [`forward_stage`] says so. Returns early on zero atoms. `entry`: the
/// model's first block, whose `mu_in` is zero ([`message_forward_atom`]; not read).
#[allow(clippy::too_many_arguments)]
pub fn message_forward<R: Runtime>(
    client: &Device<R>,
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
    if g.rows == 0 {
        return;
    }
    // SAFETY: allocation lengths as documented in the module layout; one cube per row.
    unsafe {
        message_forward_kernel::launch_unchecked::<R>(
            client,
            cubes(g.rows),
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
            g.rows as u32,
            w.offset as u32,
            f,
            r,
            entry,
            // Beside the stage, the kernel's shared memory holds one word (the row list it does
            // not compact).
            forward_stage(client, 1, g.row_edges, 1, r),
        )
    }
}
