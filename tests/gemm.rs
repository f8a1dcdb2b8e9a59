//! The one-stage kernels' dense layers as register-tiled matrix products
//! (`mlff_kernels::gemm`), taken here for every layer they fit whatever the system's size
//! (`force_gemm`; by default only layers of thousands of rows take them), against the f64
//! reference. The models' widths are chosen so that the staged path's dense layers fit (all but
//! the readout's at F = 64 and its last at F = 128: 64-column blocks, 16-term chunks), and the
//! batch's row count is not a multiple of the 64-row blocks. Tolerances as in `backends.rs`.
//! Every variant the gemm has: blocks of 64 or 128 rows (for every layer, or by the width
//! rule), one or two shared chunks, and the mixing's context folded into its network's
//! products (`mlff_kernels::mixing::fold_context`), which must give what the unfolded kernels
//! give.
mod common;

use common::{energy_force_errors, max_rel_err, open_backend, random_cluster, random_model, random_periodic, ModelSpec};
use mlff::backend::cpu::CpuBackend;
use mlff::backend::Backend;
use mlff::{Batch, Request, System};
use mlff::Results;
use mlff_kernels::gemm::{force_gemm, force_gemm_double, force_gemm_tall, force_gemm_tall_wide, gemm_fits, gemm_fits_context};
use mlff_kernels::mixing::force_fold_context;

/// The gemm's settings of one run (each a process-wide switch).
#[derive(Clone, Copy, Debug, Default)]
struct Variant {
    /// 128-row blocks for every layer.
    tall: bool,
    /// 128-row blocks for layers of 256 columns and more.
    tall_wide: bool,
    /// Two shared chunks.
    double: bool,
    /// The mixing's context folded into its network's products.
    fold: bool,
}

impl Variant {
    fn set(self) {
        force_gemm(Some(true));
        // Unset rather than off where not asked for: the width rule applies only then.
        force_gemm_tall(self.tall.then_some(true));
        force_gemm_tall_wide(Some(self.tall_wide));
        force_gemm_double(Some(self.double));
        force_fold_context(Some(self.fold));
    }
}

fn check_gemm(name: &str, variant: Variant) {
    variant.set();
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
        assert!(gemm_fits_context(f, f), "F={f}: the mixing's context would not fold");
        assert_eq!(gemm_fits(f, f / 2) && gemm_fits(f / 2, f), f == 128);
        let model = random_model(spec, 120 + m as u64);
        let Some(mut backend) = open_backend(name, &model) else { return };
        let mut reference = CpuBackend::<f64>::new(&model);
        let systems: Vec<System> = vec![random_cluster(12, 1), random_periodic(40, 7.5, 2), random_cluster(3, 3), random_periodic(77, 9.0, 4), random_cluster(1, 5)];
        let batch = Batch::new(systems).unwrap();
        assert!(!batch.n_atoms().is_multiple_of(64));
        let want = reference.compute(&batch, Request::default()).unwrap();
        let got = backend.compute(&batch, Request::default()).unwrap();
        let (e_err, f_err) = energy_force_errors(&got, &want);
        println!("{name} ({variant:?}): F={f}: {} atoms: energy {e_err:.1e}, forces {f_err:.1e}", batch.n_atoms());
        assert!(got.forces.iter().flatten().all(|x| x.is_finite()), "{name}: F={f}: non-finite forces");
        assert!(e_err < 1e-5, "{name}: F={f}: energy error {e_err:e}");
        assert!(f_err < 1e-4, "{name}: F={f}: force error {f_err:e}");
        for (k, (a, b)) in got.stress.iter().zip(&want.stress).enumerate() {
            if let (Some(a), Some(b)) = (a, b) {
                let err = max_rel_err(a, b);
                assert!(err < 1e-4, "{name}: F={f}: system {k}: stress error {err:e}");
            }
        }
        if variant.fold {
            // The folded products compute |V| and its gradient as the element-wise kernels do,
            // in the same order: against the same settings unfolded, agreement to rounding
            // (a compiler may contract differently in the two places).
            force_fold_context(Some(false));
            let unfolded = backend.compute(&batch, Request::default()).unwrap();
            variant.set();
            let (e_fold, f_fold) = energy_force_errors(&got, &unfolded);
            println!("{name}: F={f}: folded against unfolded: energy {e_fold:.1e}, forces {f_fold:.1e}{}", if same_bits(&got, &unfolded) { " (the same bits)" } else { "" });
            assert!(e_fold < 1e-6 && f_fold < 1e-5, "{name}: F={f}: the folded context differs from the unfolded one: energy {e_fold:e}, forces {f_fold:e}");
        }
    }
}

fn same_bits(a: &Results, b: &Results) -> bool {
    a.energies.iter().zip(&b.energies).all(|(x, y)| x.to_bits() == y.to_bits())
        && a.forces.iter().flatten().zip(b.forces.iter().flatten()).all(|(x, y)| x.to_bits() == y.to_bits())
}

/// The gemm's settings are process-wide: one backend's checks at a time.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

macro_rules! gemm_suite {
    ($($name:ident),*) => {$(
        #[test]
        fn $name() {
            let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
            let variants = [
                Variant::default(),
                Variant { tall: true, fold: true, ..Default::default() },
                Variant { double: true, fold: true, ..Default::default() },
                Variant { tall_wide: true, double: true, fold: true, ..Default::default() },
            ];
            for variant in variants {
                check_gemm(stringify!($name), variant);
            }
            Variant::default().set();
            force_gemm(None);
            force_gemm_tall(None);
            force_gemm_tall_wide(None);
            force_gemm_double(None);
            force_fold_context(None);
        }
    )*};
}

gemm_suite!(wgpu_staged, cuda_staged);
