//! The guards every evaluation goes through, whatever the front end: a `Calculator` refuses an
//! atom closer than the minimum distance to another or to its own periodic image (on every
//! entry point, precision and backend), and a non-finite result; the close-contact verdict
//! kept between calls follows the atoms as they move.
mod common;

use common::{random_model, ModelSpec};
use mlff::backend::Precision;
use mlff::{open, BackendKind, Batch, Calculator, Error, Model, Request, System};

fn calculator(model: &Model, precision: Precision) -> Calculator<Box<dyn mlff::md::MdBackend>> {
    Calculator::new(model.clone(), open(BackendKind::Cpu, model, precision, None).unwrap())
}

fn water() -> System {
    System::molecule(vec![8, 1, 1], vec![[0.0, 0.0, 0.0], [0.757, 0.586, 0.0], [-0.757, 0.586, 0.0]])
}

fn message(r: mlff::Result<mlff::Results>) -> String {
    match r {
        Ok(r) => panic!("accepted: energy {:?}", r.energy),
        Err(e) => e.to_string(),
    }
}

/// One H atom in a cell a few tenths of an Å wide: the atom sits on its own images. Refused in
/// f64 and f32 on every entry point, before any list is built, naming the image.
#[test]
fn an_atom_on_its_own_periodic_image_is_refused_from_the_cell() {
    let model = random_model(ModelSpec::default(), 3);
    for precision in [Precision::F64, Precision::F32] {
        let mut calc = calculator(&model, precision);
        for a in [0.3, 0.35, 0.05] {
            let cell = [[a, 0.0, 0.0], [0.0, a, 0.0], [0.0, 0.0, a]];
            let batch = Batch::new(vec![System::periodic(vec![1], vec![[0.0; 3]], cell, [true; 3])]).unwrap();
            for msg in [
                message(calc.compute(&batch, Request::default())),
                message(calc.compute_reusing(&batch, Request::default(), 0.5)),
                message(calc.compute_local(&batch, Request::default(), &[1], 0.5)),
            ] {
                assert!(msg.contains("atom 0 (H) and its own periodic image") && msg.contains(&format!("{a:.4} Å apart")), "{msg}");
            }
        }
        // Periodic along a only: the image along a counts, the short c does not.
        let slab = System::periodic(vec![1], vec![[0.0; 3]], [[0.4, 0.0, 0.0], [0.0, 6.0, 0.0], [0.0, 0.0, 0.1]], [true, false, false]);
        let msg = message(calc.compute(&Batch::new(vec![slab.clone()]).unwrap(), Request::default()));
        assert!(msg.contains("own periodic image [-1, 0, 0] are 0.4000 Å apart"), "{msg}");
        let wire = System { cell: Some([[6.0, 0.0, 0.0], [0.0, 6.0, 0.0], [0.0, 0.0, 0.1]]), ..slab };
        assert!(calc.compute(&Batch::new(vec![wire]).unwrap(), Request::default()).is_ok());
        // A skewed cell whose lattice vectors are long but whose sum is short.
        let skewed = [[3.0, 0.0, 0.0], [-2.8, 0.1, 0.0], [0.0, 0.0, 5.0]];
        let batch = Batch::new(vec![System::periodic(vec![6], vec![[0.0; 3]], skewed, [true; 3])]).unwrap();
        let msg = message(calc.compute(&batch, Request::default()));
        assert!(msg.contains("own periodic image [-1, -1, 0] are 0.2236 Å apart"), "{msg}");
        // So thin across its planes that the short translations are not enumerated: refused.
        let thin = [[3.0, 0.0, 0.0], [0.0, 3.0, 0.0], [0.0, 0.0, 1e-6]];
        let batch = Batch::new(vec![System::periodic(vec![6], vec![[0.0; 3]], thin, [true; 3])]).unwrap();
        let msg = message(calc.compute(&batch, Request::default()));
        assert!(msg.contains("1.000e-6 Å across its lattice planes along c"), "{msg}");
        // The distance can be lowered, then a 0.45 Å cell is evaluated.
        calc.set_min_distance(0.4).unwrap();
        let cell = [[0.45, 0.0, 0.0], [0.0, 0.45, 0.0], [0.0, 0.0, 0.45]];
        let batch = Batch::new(vec![System::periodic(vec![1], vec![[0.0; 3]], cell, [true; 3])]).unwrap();
        assert!(calc.compute(&batch, Request::default()).is_ok());
        assert!(calc.set_min_distance(-1.0).is_err() && calc.set_min_distance(f64::NAN).is_err() && calc.set_min_distance(3.0).is_err());
    }
}

/// Two atoms closer than the minimum distance, in a molecule or across a cell's boundary, are
/// refused on every entry point, with the minimum distance adjustable (0: any).
#[test]
fn close_pairs_are_refused_on_every_entry_point() {
    let model = random_model(ModelSpec::default(), 4);
    let mut calc = calculator(&model, Precision::F32);
    let mut close = water();
    close.positions[1] = [0.01, 0.0, 0.0];
    let batch = Batch::new(vec![water(), close.clone()]).unwrap();
    for msg in [
        message(calc.compute(&batch, Request::default())),
        message(calc.compute_reusing(&batch, Request::default(), 0.5)),
        message(calc.compute_local(&batch, Request::default(), &[3, 3], 0.5)),
    ] {
        assert!(msg.contains("structure 1: atoms 0 (O) and 1 (H) are 0.0100 Å apart, closer than the 0.5 Å"), "{msg}");
    }
    let cell = [[5.0, 0.0, 0.0], [0.0, 5.0, 0.0], [0.0, 0.0, 5.0]];
    let across = System::periodic(vec![1, 1], vec![[0.1, 1.0, 1.0], [4.8, 1.0, 1.0]], cell, [true; 3]);
    let msg = message(calc.compute(&Batch::new(vec![across]).unwrap(), Request::default()));
    assert!(msg.contains("atoms 0 (H) and 1 (H) (periodic image [-1, 0, 0]) are 0.3000 Å apart"), "{msg}");
    calc.set_min_distance(0.0).unwrap();
    assert!(calc.compute(&batch, Request::default()).is_ok());
}

/// The verdict on close contacts is kept between calls only while no atom has moved by half the
/// gap its search found: an atom brought close a little at a time is refused as soon as it is.
#[test]
fn the_kept_contact_verdict_follows_moving_atoms() {
    let model = random_model(ModelSpec::default(), 5);
    let mut calc = calculator(&model, Precision::F64);
    let mut sys = water();
    let mut refused_at = None;
    for k in 0..40 {
        // H 1 walks towards the O 0.02 Å a call, from 0.957 Å.
        let d = 0.957 - 0.02 * k as f64;
        sys.positions[1] = [d * 0.791, d * 0.612, 0.0];
        match calc.compute_reusing(&Batch::new(vec![sys.clone()]).unwrap(), Request::default(), 0.3) {
            Ok(_) => assert!(d >= 0.5 - 1e-12, "accepted at {d} Å"),
            Err(e) => {
                assert!(e.to_string().contains("atoms 0 (O) and 1 (H) are"), "{e}");
                refused_at = Some(d);
                break;
            }
        }
    }
    let d = refused_at.expect("never refused");
    assert!((0.48..0.5).contains(&d), "refused at {d} Å");
    // Another structure of the same size is searched afresh.
    let mut other = water();
    other.numbers = vec![8, 8, 1];
    other.positions[1] = [0.2, 0.0, 0.0];
    assert!(calc.compute(&Batch::new(vec![other]).unwrap(), Request::default()).is_err());
}

/// A model whose arithmetic overflows f32 gives an error naming the structure, not an infinite
/// energy, on every entry point.
#[test]
fn non_finite_results_are_refused() {
    let mut model = random_model(ModelSpec::default(), 11);
    model.readout.last_mut().unwrap().weight.iter_mut().for_each(|w| *w *= 1e38);
    let mut calc = calculator(&model, Precision::F32);
    let batch = Batch::new(vec![water()]).unwrap();
    for r in [
        calc.compute(&batch, Request::default()),
        calc.compute_reusing(&batch, Request::default(), 0.5),
        calc.compute_local(&batch, Request::default(), &[3], 0.5),
    ] {
        match r {
            Err(Error::System { system: 0, msg }) => assert!(msg.contains("the model gave a non-finite"), "{msg}"),
            other => panic!("{:?}", other.map(|r| r.energy)),
        }
    }
}

/// A WebGPU device allows buffers up to a size of its own: a batch one of whose buffers would be
/// larger is refused by the budget's error before anything is uploaded, naming the device (1 001
/// H atoms in a 3 Å periodic cube: ~10 million pairs, 1 KiB each of radial basis).
#[cfg(feature = "wgpu")]
#[test]
fn a_buffer_beyond_the_wgpu_devices_limit_is_refused() {
    if !common::wgpu_adapter_present() {
        return;
    }
    let model = random_model(ModelSpec { n_rbf: 256, ..ModelSpec::default() }, 5);
    let backend = mlff::backend::cube::WgpuBackend::wgpu(&model, None, true).unwrap();
    let limit = backend.device().max_buffer_bytes.expect("a WebGPU device limits its buffers");
    let mut calc = Calculator::new(model.clone(), backend);
    calc.set_max_memory(u64::MAX);
    calc.set_min_distance(0.0).unwrap();
    let n = 13 * 11 * 7;
    let positions: Vec<[f64; 3]> = (0..n).map(|k| [(k % 13) as f64 * 0.23, (k % 11) as f64 * 0.27, (k % 7) as f64 * 0.42]).collect();
    let cube = System::periodic(vec![1; n], positions, [[3.0, 0.0, 0.0], [0.0, 3.0, 0.0], [0.0, 0.0, 3.0]], [true; 3]);
    let batch = Batch::new(vec![cube]).unwrap();
    assert!(mlff::budget::device_buffer_bytes(&model, n as u64, 9_000_000) > limit, "the device allows {limit} bytes a buffer");
    let msg = message(calc.compute(&batch, Request::default()));
    assert!(msg.starts_with("structure 0: 1001 atoms with more than") && msg.contains("allows in one buffer") && msg.contains("wgpu:"), "{msg}");
    // A small structure on the same device is evaluated.
    assert!(calc.compute(&Batch::new(vec![water()]).unwrap(), Request::default()).is_ok());
}
