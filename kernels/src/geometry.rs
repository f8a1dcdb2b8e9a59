//! Edge geometry: distance, direction, radial basis and cosine cutoff, with their derivatives
//! with respect to the distance, for every edge of the neighbour list.
//!
//! Layout: `positions [N][3]`, `receivers/senders [E]`, `shifts [E][3]` (Å, `r = pos[j] - pos[i]
//! + shift`), output `edge [E][EDGE_STRIDE]` = (d, dir_x, dir_y, dir_z, fc, dfc/dd, -, -),
//! `phi [E][R]`, `dphi [E][R]`. Radial parameters: Gaussian `a = offsets`, `b = -0.5/width²`;
//! Bessel `a = freqs` (b unused). One thread per edge.
use cubecl::prelude::*;

use crate::launch::{arg, elementwise_cubes, thread_index, ELEMENTWISE_THREADS};

/// Floats per edge in the `edge` array.
pub const EDGE_STRIDE: usize = 8;

#[cube(launch_unchecked)]
#[allow(clippy::too_many_arguments)]
fn edge_geometry_kernel(
    positions: &Array<f32>,
    receivers: &Array<u32>,
    senders: &Array<u32>,
    shifts: &Array<f32>,
    rbf_a: &Array<f32>,
    rbf_b: &Array<f32>,
    edge: &mut Array<f32>,
    phi: &mut Array<f32>,
    dphi: &mut Array<f32>,
    n_edges: u32,
    cutoff: f32,
    pi_over_cutoff: f32,
    #[comptime] n_rbf: usize,
    #[comptime] bessel: bool,
) {
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
    positions: &Array<f32>,
    receivers: &Array<u32>,
    senders: &Array<u32>,
    shifts: &Array<f32>,
    rbf_a: &Array<f32>,
    a_off: usize,
    rbf_b: &Array<f32>,
    b_off: usize,
    edge: &mut Array<f32>,
    phi: &mut Array<f32>,
    dphi: &mut Array<f32>,
    cutoff: f32,
    pi_over_cutoff: f32,
    #[comptime] n_rbf: usize,
    #[comptime] bessel: bool,
) {
    let i = receivers[e] as usize;
    let j = senders[e] as usize;
    let rx = positions[j * 3] - positions[i * 3] + shifts[e * 3];
    let ry = positions[j * 3 + 1] - positions[i * 3 + 1] + shifts[e * 3 + 1];
    let rz = positions[j * 3 + 2] - positions[i * 3 + 2] + shifts[e * 3 + 2];
    let d = f32::sqrt(rx * rx + ry * ry + rz * rz);
    let s = comptime![EDGE_STRIDE];
    edge[e * s] = d;
    edge[e * s + 1] = rx / d;
    edge[e * s + 2] = ry / d;
    edge[e * s + 3] = rz / d;
    let pi_rc = pi_over_cutoff;
    let mut fc = 0.0;
    let mut dfc = 0.0;
    if d < cutoff {
        fc = 0.5 * (f32::cos(d * pi_rc) + 1.0);
        dfc = -0.5 * pi_rc * f32::sin(d * pi_rc);
    }
    edge[e * s + 4] = fc;
    edge[e * s + 5] = dfc;
    edge[e * s + 6] = 0.0;
    edge[e * s + 7] = 0.0;
    #[unroll]
    for k in 0..n_rbf {
        if comptime![bessel] {
            let fr = rbf_a[a_off + k];
            let sn = f32::sin(fr * d);
            let cs = f32::cos(fr * d);
            phi[e * n_rbf + k] = sn / d;
            dphi[e * n_rbf + k] = (fr * cs * d - sn) / (d * d);
        } else {
            let x = d - rbf_a[a_off + k];
            let c = rbf_b[b_off + k];
            let y = f32::exp(c * x * x);
            phi[e * n_rbf + k] = y;
            dphi[e * n_rbf + k] = y * 2.0 * c * x;
        }
    }
}

/// Device buffers of the edge geometry.
pub struct EdgeGeometry {
    /// `[E][EDGE_STRIDE]`.
    pub edge: cubecl::server::Handle,
    /// `[E][R]`.
    pub phi: cubecl::server::Handle,
    /// `[E][R]`.
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
            arg(&out.edge, n_edges * EDGE_STRIDE),
            arg(&out.phi, n_edges * n_rbf),
            arg(&out.dphi, n_edges * n_rbf),
            n_edges as u32,
            cutoff,
            (std::f64::consts::PI / cutoff as f64) as f32,
            n_rbf,
            bessel,
        )
    }
}
