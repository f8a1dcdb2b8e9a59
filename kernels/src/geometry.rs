//! Edge geometry: distance, direction, radial basis and cosine cutoff, with their derivatives
//! with respect to the distance, for every edge of the neighbour list.
//!
//! Layout: `positions [N][3]`, `receivers/senders [E]`, `shifts [E][3]` (Å, `r = pos[j] - pos[i]
//! + shift`), output `edge [E][EDGE_STRIDE]` = (d, dir_x, dir_y, dir_z, fc, dfc/dd, 0, 0),
//! `phi [E][R4]`, `dphi [E][R4]` with `R4` = R rounded up to a multiple of 4 ([`rbf_stride`]),
//! the padding zeros. All three are arrays of 4-float vectors ([`F4`]): a thread writes its
//! edge's 8 + 2·R4 floats as whole vectors (whole 32-byte sectors; one float at a time, each
//! store of a warp touched 32 sectors: 0.50 ms for the 12 288-atom water box on an H100), and the
//! message kernels read φ four values per load. Radial parameters: Gaussian `a = offsets`,
//! `b = -0.5/width²`; Bessel `a = freqs` (b unused). One thread per edge.
use cubecl::prelude::*;

use crate::launch::{arg, arg4, elementwise_cubes, thread_index, ELEMENTWISE_THREADS};

/// Floats per edge in the `edge` array.
pub const EDGE_STRIDE: usize = 8;

/// Four floats: the element of the `edge`, `phi` and `dphi` arrays.
pub type F4 = Vector<f32, Const<4>>;

/// Floats per edge of `phi` and `dphi`: `n_rbf` rounded up to a multiple of 4.
pub const fn rbf_stride(n_rbf: usize) -> usize {
    n_rbf.div_ceil(4) * 4
}

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn edge_geometry_kernel(
    positions_a: &Array<f32>,
    receivers_a: &Array<u32>,
    senders_a: &Array<u32>,
    shifts_a: &Array<f32>,
    rbf_a_a: &Array<f32>,
    rbf_b_a: &Array<f32>,
    edge_a: &mut Array<F4>,
    phi_a: &mut Array<F4>,
    dphi_a: &mut Array<F4>,
    n_edges: u32,
    cutoff: f32,
    pi_over_cutoff: f32,
    #[comptime] n_rbf: usize,
    #[comptime] bessel: bool,
) {
    let positions = &positions_a.to_slice().as_mut_unchecked();
    let receivers = &receivers_a.to_slice().as_mut_unchecked();
    let senders = &senders_a.to_slice().as_mut_unchecked();
    let shifts = &shifts_a.to_slice().as_mut_unchecked();
    let rbf_a = &rbf_a_a.to_slice().as_mut_unchecked();
    let rbf_b = &rbf_b_a.to_slice().as_mut_unchecked();
    let edge = &mut edge_a.to_slice_mut();
    let phi = &mut phi_a.to_slice_mut();
    let dphi = &mut dphi_a.to_slice_mut();
    let e = thread_index();
    if e >= n_edges as usize {
        terminate!();
    }
    edge_geometry_at(e, positions, receivers, senders, shifts, rbf_a, 0, rbf_b, 0, edge, phi, dphi, cutoff, pi_over_cutoff, n_rbf, bessel);
}

/// The geometry of edge `e`; the radial parameters start at `a_off` of `rbf_a` and `b_off` of
/// `rbf_b`.
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn edge_geometry_at(
    e: usize,
    positions: &Slice<f32, ReadWrite>,
    receivers: &Slice<u32, ReadWrite>,
    senders: &Slice<u32, ReadWrite>,
    shifts: &Slice<f32, ReadWrite>,
    rbf_a: &Slice<f32, ReadWrite>,
    a_off: usize,
    rbf_b: &Slice<f32, ReadWrite>,
    b_off: usize,
    edge: &mut Slice<F4, ReadWrite>,
    phi: &mut Slice<F4, ReadWrite>,
    dphi: &mut Slice<F4, ReadWrite>,
    cutoff: f32,
    pi_over_cutoff: f32,
    #[comptime] n_rbf: usize,
    #[comptime] bessel: bool,
) {
    let i = receivers[e] as usize;
    edge_geometry_of(e, i, positions, senders, shifts, rbf_a, a_off, rbf_b, b_off, edge, phi, dphi, cutoff, pi_over_cutoff, n_rbf, bessel);
}

/// [`edge_geometry_at`] for an edge whose receiver `i` the caller knows (its CSR row), without
/// reading the receivers.
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn edge_geometry_of(
    e: usize,
    i: usize,
    positions: &Slice<f32, ReadWrite>,
    senders: &Slice<u32, ReadWrite>,
    shifts: &Slice<f32, ReadWrite>,
    rbf_a: &Slice<f32, ReadWrite>,
    a_off: usize,
    rbf_b: &Slice<f32, ReadWrite>,
    b_off: usize,
    edge: &mut Slice<F4, ReadWrite>,
    phi: &mut Slice<F4, ReadWrite>,
    dphi: &mut Slice<F4, ReadWrite>,
    cutoff: f32,
    pi_over_cutoff: f32,
    #[comptime] n_rbf: usize,
    #[comptime] bessel: bool,
) {
    let j = senders[e] as usize;
    let rx = positions[j * 3] - positions[i * 3] + shifts[e * 3];
    let ry = positions[j * 3 + 1] - positions[i * 3 + 1] + shifts[e * 3 + 1];
    let rz = positions[j * 3 + 2] - positions[i * 3 + 2] + shifts[e * 3 + 2];
    let d = f32::sqrt(rx * rx + ry * ry + rz * rz);
    let mut geo = F4::empty();
    geo[0] = d;
    geo[1] = rx / d;
    geo[2] = ry / d;
    geo[3] = rz / d;
    edge[e * 2] = geo;
    let pi_rc = pi_over_cutoff;
    let mut fc = 0.0;
    let mut dfc = 0.0;
    if d < cutoff {
        fc = 0.5 * (f32::cos(d * pi_rc) + 1.0);
        dfc = -0.5 * pi_rc * f32::sin(d * pi_rc);
    }
    let mut cut = F4::empty();
    cut[0] = fc;
    cut[1] = dfc;
    cut[2] = 0.0;
    cut[3] = 0.0;
    edge[e * 2 + 1] = cut;
    let nv = comptime![n_rbf.div_ceil(4)];
    #[unroll]
    for v in 0..nv {
        let mut p4 = F4::empty();
        let mut dp4 = F4::empty();
        #[unroll]
        for u in 0..4usize {
            let k = v * 4 + u;
            let mut y = 0.0;
            let mut dy = 0.0;
            if k < n_rbf {
                if comptime![bessel] {
                    let fr = rbf_a[a_off + k];
                    let sn = f32::sin(fr * d);
                    let cs = f32::cos(fr * d);
                    y = sn / d;
                    dy = (fr * cs * d - sn) / (d * d);
                } else {
                    let x = d - rbf_a[a_off + k];
                    let c = rbf_b[b_off + k];
                    y = f32::exp(c * x * x);
                    dy = y * 2.0 * c * x;
                }
            }
            p4[u] = y;
            dp4[u] = dy;
        }
        phi[e * nv + v] = p4;
        dphi[e * nv + v] = dp4;
    }
}

/// Device buffers of the edge geometry.
pub struct EdgeGeometry {
    /// `[E][EDGE_STRIDE]`.
    pub edge: cubecl::server::Handle,
    /// `[E][R4]` ([`rbf_stride`]).
    pub phi: cubecl::server::Handle,
    /// `[E][R4]`.
    pub dphi: cubecl::server::Handle,
}

/// Compute the geometry of `n_edges` edges into `out`. Returns early when there are none.
#[allow(clippy::too_many_arguments)]
pub fn edge_geometry<R: Runtime>(
    client: &ComputeClient<R>,
    positions: &cubecl::server::Handle,
    n_atoms: usize,
    receivers: &cubecl::server::Handle,
    senders: &cubecl::server::Handle,
    shifts: &cubecl::server::Handle,
    n_edges: usize,
    rbf_a: &cubecl::server::Handle,
    rbf_b: &cubecl::server::Handle,
    n_rbf: usize,
    bessel: bool,
    cutoff: f32,
    out: &EdgeGeometry,
) {
    if n_edges == 0 {
        return;
    }
    // SAFETY: lengths match the allocations (checked by the caller); one thread per edge,
    // guarded by n_edges.
    unsafe {
        edge_geometry_kernel::launch_unchecked::<R>(
            client,
            elementwise_cubes(n_edges),
            CubeDim::new_1d(ELEMENTWISE_THREADS),
            arg(positions, n_atoms * 3),
            arg(receivers, n_edges),
            arg(senders, n_edges),
            arg(shifts, n_edges * 3),
            arg(rbf_a, n_rbf),
            arg(rbf_b, n_rbf),
            arg4(&out.edge, n_edges * EDGE_STRIDE),
            arg4(&out.phi, n_edges * rbf_stride(n_rbf)),
            arg4(&out.dphi, n_edges * rbf_stride(n_rbf)),
            n_edges as u32,
            cutoff,
            (std::f64::consts::PI / cutoff as f64) as f32,
            n_rbf,
            bessel,
        )
    }
}
