//! The one-stage kernels' dense layers as register-tiled matrix products
//! (`mlff_kernels::gemm`), taken here for every layer they fit whatever the system's size
//! (the `gemm` variant; by default only layers of thousands of rows take them), against the f64
//! reference. The models' widths are chosen so that the staged path's dense layers fit (all but
//! the readout's at F = 64 and its last at F = 128: 64-column blocks, 16-term chunks), and the
//! batch's row count is not a multiple of the 64-row blocks. Tolerances as in `backends.rs`.
#![cfg(any(feature = "cuda", feature = "wgpu"))]
mod common;

use common::{energy_force_errors, max_rel_err, open_backend, random_cluster, random_model, random_periodic, ModelSpec};
use mlff::backend::cpu::CpuBackend;
use mlff::backend::Backend;
use mlff::{Batch, Request, System};
use mlff_kernels::gemm::gemm_fits;

/// Blocks of 64 rows for every layer (`tall` `Some(false)`), 128 (`Some(true)`), or by the
/// width rule (`None`: 128 for layers of 256 columns and more).
fn check_gemm(name: &str, tall: Option<bool>) {
    let specs = [
        ModelSpec { features: 128, layers: 3, n_rbf: 20, cutoff: 5.0, ..Default::default() },
        ModelSpec { features: 64, layers: 2, n_rbf: 16, cutoff: 4.5, bessel: true, ..Default::default() },
    ];
    for (m, spec) in specs.into_iter().enumerate() {
        let f = spec.features;
        // Context and mixing networks and the vector mix, both ways (and at F = 128 the
        // readout's first layer: 128 → 64).
        for (n_in, n_out) in [(f, f), (f, 3 * f), (2 * f, f), (f, 2 * f)] {
            assert!(gemm_fits(n_in, n_out) && gemm_fits(n_out, n_in), "F={f}: {n_in} → {n_out} would not take the gemm kernels");
        }
        assert_eq!(gemm_fits(f, f / 2) && gemm_fits(f / 2, f), f == 128);
        let model = random_model(spec, 120 + m as u64);
        let Some(mut backend) = open_backend(&format!("{name}+{}", match tall {
            Some(false) => "gemm+short",
            Some(true) => "gemm+tall",
            None => "gemm",
        }), &model) else { return };
        let mut reference = CpuBackend::<f64>::new(&model);
        let systems: Vec<System> = vec![random_cluster(12, 1), random_periodic(40, 7.5, 2), random_cluster(3, 3), random_periodic(77, 9.0, 4), random_cluster(1, 5)];
        let batch = Batch::new(systems).unwrap();
        assert!(!batch.n_atoms().is_multiple_of(64));
        let want = reference.compute(&batch, Request::default()).unwrap();
        let got = backend.compute(&batch, Request::default()).unwrap();
        let (e_err, f_err) = energy_force_errors(&got, &want);
        println!("{name} (tall {tall:?}): F={f}: {} atoms: energy {e_err:.1e}, forces {f_err:.1e}", batch.n_atoms());
        assert!(got.forces.iter().flatten().all(|x| x.is_finite()), "{name}: F={f}: non-finite forces");
        assert!(e_err < 1e-5, "{name}: F={f}: energy error {e_err:e}");
        assert!(f_err < 1e-4, "{name}: F={f}: force error {f_err:e}");
        for (k, (a, b)) in got.stress.iter().zip(&want.stress).enumerate() {
            if let (Some(a), Some(b)) = (a, b) {
                let err = max_rel_err(a, b);
                assert!(err < 1e-4, "{name}: F={f}: system {k}: stress error {err:e}");
            }
        }
    }
}

macro_rules! gemm_suite {
    ($($name:ident),*) => {$(
        #[test]
        fn $name() {
            for tall in [Some(false), Some(true), None] {
                check_gemm(stringify!($name), tall);
            }
        }
    )*};
}

gemm_suite!(wgpu_staged, cuda_staged);
