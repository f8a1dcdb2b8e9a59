//! The edge geometry kernel against f64: distances over the whole cutoff, the cosine cutoff and
//! both radial bases, the Bessel one to 20 π. Each reference takes the kernel's f32 argument
//! (`(π / rc) · d`, `f · d`), so what is compared is the accuracy of the functions (on wgpu, the
//! sine and cosine of the vendored `cubecl-wgpu`: WebGPU lets a device's own be 2^-11 off).
mod common;

use common::runtime_suite;
use cubecl::prelude::*;
use mlff_kernels::geometry::{edge_geometry, rbf_stride, EdgeGeometry, EDGE_STRIDE};

runtime_suite!(wgpu, super::common::wgpu_client(), cutoff_and_bases_match_f64);
runtime_suite!(cuda, super::common::cuda_client(), cutoff_and_bases_match_f64);

fn floats<R: Runtime>(client: &ComputeClient<R>, h: cubecl::server::Handle) -> Vec<f32> {
    bytemuck::pod_collect_to_vec(&client.read_one(h).unwrap())
}

fn cutoff_and_bases_match_f64<R: Runtime>(client: &ComputeClient<R>) {
    let cutoff = 5.0f32;
    let n_rbf = 20;
    // Atom 0 at the origin, atom k at (d_k, 0, 0): d from 0.05 Å to just inside the cutoff.
    let n = 4000;
    let d: Vec<f32> = (0..n).map(|k| 0.05 + (cutoff - 0.0501) * k as f32 / (n - 1) as f32).collect();
    let mut pos = vec![0.0f32; 3 * (n + 1)];
    for (k, &x) in d.iter().enumerate() {
        pos[3 * (k + 1)] = x;
    }
    let receivers = vec![0u32; n];
    let senders: Vec<u32> = (1..=n as u32).collect();
    let up_f = |v: &[f32]| client.create_from_slice(f32::as_bytes(v));
    let up_u = |v: &[u32]| client.create_from_slice(u32::as_bytes(v));
    let (d_pos, d_recv, d_send, d_shift) = (up_f(&pos), up_u(&receivers), up_u(&senders), up_f(&vec![0.0; 3 * n]));
    let pi_rc = (std::f64::consts::PI / cutoff as f64) as f32;
    for bessel in [false, true] {
        // Bessel: frequencies kπ/rc; Gaussian: offsets over the cutoff and their widths' coefficients.
        let a: Vec<f32> = (0..n_rbf)
            .map(|k| if bessel { (k + 1) as f32 * pi_rc } else { cutoff * k as f32 / (n_rbf - 1) as f32 })
            .collect();
        let b: Vec<f32> = (0..n_rbf).map(|_| if bessel { 0.0 } else { -0.5 / (0.25 * 0.25) }).collect();
        // Outputs poisoned: an element the kernel leaves unwritten stays NaN and fails.
        let nan = |len: usize| up_f(&vec![f32::NAN; len]);
        let out = EdgeGeometry { edge: nan(n * EDGE_STRIDE), phi: nan(n * rbf_stride(n_rbf)), dphi: nan(n * rbf_stride(n_rbf)) };
        edge_geometry(client, &d_pos, n + 1, &d_recv, &d_send, &d_shift, n, &up_f(&a), &up_f(&b), n_rbf, bessel, cutoff, &out);
        let (edge, phi, dphi) = (floats(client, out.edge), floats(client, out.phi), floats(client, out.dphi));
        let (mut worst_cut, mut worst_phi, mut worst_dphi) = (0.0f64, 0.0f64, 0.0f64);
        for (e, &de) in d.iter().enumerate() {
            let x = (de * pi_rc) as f64;
            let fc = 0.5 * (x.cos() + 1.0);
            let dfc = -0.5 * pi_rc as f64 * x.sin();
            worst_cut = worst_cut.max((edge[e * EDGE_STRIDE + 4] as f64 - fc).abs()).max((edge[e * EDGE_STRIDE + 5] as f64 - dfc).abs());
            assert!(edge[e * EDGE_STRIDE..e * EDGE_STRIDE + 6].iter().all(|v| v.is_finite()), "edge {e} not written");
            for k in 0..n_rbf {
                let (y, dy) = if bessel {
                    let fx = (a[k] * de) as f64;
                    let dd = de as f64;
                    (fx.sin() / dd, (a[k] as f64 * fx.cos() * dd - fx.sin()) / (dd * dd))
                } else {
                    let t = (de - a[k]) as f64;
                    let y = (b[k] as f64 * t * t).exp();
                    (y, y * 2.0 * b[k] as f64 * t)
                };
                let at = e * rbf_stride(n_rbf) + k;
                worst_phi = worst_phi.max((phi[at] as f64 - y).abs() / y.abs().max(1.0));
                worst_dphi = worst_dphi.max((dphi[at] as f64 - dy).abs() / dy.abs().max(1.0));
            }
        }
        let basis = if bessel { "Bessel" } else { "Gaussian" };
        println!("{basis}: cutoff function {worst_cut:.1e} off, basis {worst_phi:.1e} (relative), its derivative {worst_dphi:.1e}");
        // Sine and cosine 2^-11 ≈ 4.9e-4 off (WebGPU's bound) would be 1e-4 off in the cutoff
        // function and 1e-4 to 1e-1 in the Bessel basis and its derivative. The derivative's
        // bound is f32 rounding: (f cos(fd) d - sin(fd)) / d² cancels as d → 0 (up to 2.2e-5
        // on an H200 through Vulkan).
        assert!(worst_cut < 1e-6, "{basis}: cutoff function {worst_cut:e} off f64");
        assert!(worst_phi < 5e-6, "{basis}: radial basis {worst_phi:e} off f64");
        assert!(worst_dphi < 1e-4, "{basis}: radial basis derivative {worst_dphi:e} off f64");
    }
}
