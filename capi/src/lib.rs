//! The C ABI of mlff: `include/mlff.h` is its contract, and says what each function computes.
//!
//! A handle is a [`Calculator`] over the backend [`open`] gives, behind a mutex (so that one handle
//! may be shared between threads), with the message of its last error. Every entry point catches
//! panics and turns them into `MLFF_ERR_INTERNAL`; every failure also sets a thread-local copy of
//! its message (`mlff_last_error`), which is all a failed `mlff_open` can leave behind.
//!
//! An evaluation is [`Calculator::compute_local`] on one system: the caller's local atoms first,
//! then its ghosts; energy, forces and virial are those of the local atoms' energy. The system is
//! an open cluster, or a cell periodic along the directions the caller's domain spans whole (a
//! caller that holds a whole periodic cell has no ghosts).
#![warn(missing_docs)]
use std::cell::RefCell;
use std::ffi::{c_char, c_int, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Mutex;

use mlff::backend::Precision;
use mlff::md::MdBackend;
use mlff::system::{host_loops, PARALLEL_ATOMS};
use mlff::{open, Batch, BackendKind, Calculator, Error, Model, Request, System};
use rayon::prelude::*;

/// Success.
pub const MLFF_OK: c_int = 0;
/// A bad argument.
pub const MLFF_ERR_INVALID: c_int = 1;
/// The model file is missing, corrupt or inconsistent.
pub const MLFF_ERR_MODEL: c_int = 2;
/// The atoms cannot be evaluated.
pub const MLFF_ERR_SYSTEM: c_int = 3;
/// The backend is absent or failed, or cannot do what was asked.
pub const MLFF_ERR_BACKEND: c_int = 4;
/// A panic caught at the boundary.
pub const MLFF_ERR_INTERNAL: c_int = 5;

/// A model bound to a backend (`mlff_handle` in C).
pub struct Handle {
    calc: Mutex<Calculator<Box<dyn MdBackend>>>,
    cutoff: f64,
    interactions: usize,
    backend_name: CString,
    error: Mutex<CString>,
}

/// An error code and its message.
struct Failure(c_int, String);

impl From<Error> for Failure {
    fn from(e: Error) -> Self {
        let code = match &e {
            Error::Model { .. } | Error::Io { .. } | Error::Parse { .. } => MLFF_ERR_MODEL,
            Error::System { .. } => MLFF_ERR_SYSTEM,
            Error::Backend { .. } => MLFF_ERR_BACKEND,
            Error::Invalid(_) => MLFF_ERR_INVALID,
        };
        Failure(code, e.to_string())
    }
}

fn invalid(msg: impl Into<String>) -> Failure {
    Failure(MLFF_ERR_INVALID, msg.into())
}

thread_local! {
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
}

fn c_string(msg: &str) -> CString {
    CString::new(msg.replace('\0', " ")).unwrap_or_default()
}

/// Run `body`, catching panics; on failure record the message for this thread (and the handle).
fn guarded(handle: Option<&Handle>, body: impl FnOnce() -> Result<(), Failure>) -> c_int {
    let outcome = catch_unwind(AssertUnwindSafe(body)).unwrap_or_else(|panic| {
        let what = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".into());
        Err(Failure(MLFF_ERR_INTERNAL, format!("internal error (please report): {what}")))
    });
    let (code, msg) = match outcome {
        Ok(()) => (MLFF_OK, String::new()),
        Err(Failure(code, msg)) => (code, msg),
    };
    if let Some(h) = handle {
        if let Ok(mut e) = h.error.lock() {
            *e = c_string(&msg);
        }
    }
    if code != MLFF_OK {
        LAST_ERROR.with(|e| *e.borrow_mut() = c_string(&msg));
    }
    code
}

/// Open `model_path` on `backend`; see `mlff_open` in mlff.h.
///
/// # Safety
/// `model_path` is a NUL-terminated string or NULL; `out` is NULL or points to writable memory.
#[no_mangle]
pub unsafe extern "C" fn mlff_open(model_path: *const c_char, backend: c_int, precision: c_int, device: c_int, out: *mut *mut Handle) -> c_int {
    guarded(None, || {
        if out.is_null() {
            return Err(invalid("mlff_open: out is NULL"));
        }
        *out = std::ptr::null_mut();
        if model_path.is_null() {
            return Err(invalid("mlff_open: model_path is NULL"));
        }
        let path = CStr::from_ptr(model_path).to_str().map_err(|_| invalid("mlff_open: model_path is not UTF-8"))?;
        let precision = match precision {
            0 => Precision::F64,
            1 => Precision::F32,
            2 => Precision::Tf32,
            3 => Precision::Bf16,
            p => return Err(invalid(format!("mlff_open: precision {p} is not one of MLFF_PRECISION_F64, _F32, _TF32, _BF16 (0-3)"))),
        };
        let model = Model::load(path)?;
        let backend = open_backend(backend, device, &model, precision)?;
        let handle = Handle {
            cutoff: model.config.cutoff,
            interactions: model.config.n_interactions,
            backend_name: c_string(&backend.name()),
            calc: Mutex::new(Calculator::new(model, backend)),
            error: Mutex::new(CString::default()),
        };
        *out = Box::into_raw(Box::new(handle));
        Ok(())
    })
}

/// The backend `kind` on GPU `device mod count` (or the default device for `device < 0`).
fn open_backend(kind: c_int, device: c_int, model: &Model, precision: Precision) -> Result<Box<dyn MdBackend>, Failure> {
    let kind = match kind {
        0 => BackendKind::Auto,
        1 => BackendKind::Cpu,
        2 => BackendKind::Cuda,
        3 => BackendKind::Wgpu,
        k => return Err(invalid(format!("mlff_open: backend {k} is not one of MLFF_BACKEND_AUTO, _CPU, _CUDA, _WGPU (0-3)"))),
    };
    if device < 0 || kind == BackendKind::Cpu || precision.tensor_cores() && kind == BackendKind::Wgpu {
        return Ok(open(kind, model, precision)?);
    }
    let device = device as usize;
    #[cfg(feature = "cuda")]
    if matches!(kind, BackendKind::Cuda | BackendKind::Auto) {
        match mlff::backend::device::cuda_devices() {
            Ok(d) if !d.is_empty() => {
                let mut backend = mlff::backend::cube::CudaBackend::cuda(model, device % d.len())?;
                backend.set_precision(if precision.tensor_cores() { precision } else { Precision::F32 })?;
                return Ok(Box::new(backend));
            }
            Err(e) if kind == BackendKind::Cuda => return Err(e.into()),
            _ if kind == BackendKind::Cuda => return Err(Failure(MLFF_ERR_BACKEND, "backend cuda: no CUDA device".into())),
            _ => {}
        }
    }
    #[cfg(feature = "wgpu")]
    if matches!(kind, BackendKind::Wgpu | BackendKind::Auto) && !precision.tensor_cores() {
        let count = mlff::backend::device::wgpu_devices().len();
        if count > 0 {
            let opened = mlff::backend::cube::WgpuBackend::wgpu(model, Some(device % count), kind == BackendKind::Wgpu);
            match opened {
                Ok(b) => return Ok(Box::new(b)),
                Err(e) if kind == BackendKind::Wgpu => return Err(e.into()),
                Err(_) => {}
            }
        }
    }
    Ok(open(kind, model, precision)?)
}

/// Free a handle.
///
/// # Safety
/// `handle` is NULL or a handle from `mlff_open` not yet closed.
#[no_mangle]
pub unsafe extern "C" fn mlff_close(handle: *mut Handle) {
    if !handle.is_null() {
        let _ = catch_unwind(AssertUnwindSafe(|| drop(Box::from_raw(handle))));
    }
}

/// The model's cutoff (Å); 0 for NULL.
///
/// # Safety
/// `handle` is NULL or a live handle.
#[no_mangle]
pub unsafe extern "C" fn mlff_cutoff(handle: *const Handle) -> f64 {
    handle.as_ref().map_or(0.0, |h| h.cutoff)
}

/// The model's number of interaction layers; 0 for NULL.
///
/// # Safety
/// `handle` is NULL or a live handle.
#[no_mangle]
pub unsafe extern "C" fn mlff_interactions(handle: *const Handle) -> c_int {
    handle.as_ref().map_or(0, |h| h.interactions as c_int)
}

/// Interactions × cutoff (Å): how far ghosts must reach; 0 for NULL.
///
/// # Safety
/// `handle` is NULL or a live handle.
#[no_mangle]
pub unsafe extern "C" fn mlff_ghost_cutoff(handle: *const Handle) -> f64 {
    handle.as_ref().map_or(0.0, |h| h.cutoff * h.interactions as f64)
}

/// The backend's name, owned by the handle; "" for NULL.
///
/// # Safety
/// `handle` is NULL or a live handle.
#[no_mangle]
pub unsafe extern "C" fn mlff_backend_name(handle: *const Handle) -> *const c_char {
    handle.as_ref().map_or(c"".as_ptr(), |h| h.backend_name.as_ptr())
}

/// The atomic number of `symbol`, 0 if it is not an element.
///
/// # Safety
/// `symbol` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn mlff_atomic_number(symbol: *const c_char) -> c_int {
    if symbol.is_null() {
        return 0;
    }
    CStr::from_ptr(symbol).to_str().ok().and_then(mlff::system::atomic_number).map_or(0, |z| z as c_int)
}

/// 1 when the model knows element `z`.
///
/// # Safety
/// `handle` is NULL or a live handle.
#[no_mangle]
pub unsafe extern "C" fn mlff_supports(handle: *const Handle, z: c_int) -> c_int {
    let Some(h) = handle.as_ref() else { return 0 };
    let Ok(calc) = h.calc.lock() else { return 0 };
    (z > 0 && calc.model().supports(z as u32)) as c_int
}

/// Evaluate local + ghost atoms; see `mlff_compute` in mlff.h.
///
/// # Safety
/// The arrays have the lengths mlff.h states (or are NULL where it allows) and `handle` is live.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn mlff_compute(
    handle: *mut Handle, nlocal: c_int, nall: c_int, type_: *const c_int, ntypes: c_int, type_numbers: *const c_int,
    x: *const f64, skin: f64, energy: *mut f64, eatom: *mut f64, f: *mut f64, virial: *mut f64,
) -> c_int {
    let atoms = Atoms { nlocal, nall, type_, ntypes, type_numbers, x, cell: None };
    evaluate("mlff_compute", handle, atoms, skin, Outputs { energy, eatom, f, virial })
}

/// Evaluate local + ghost atoms in a cell periodic along some directions; see `mlff_compute_cell`
/// in mlff.h.
///
/// # Safety
/// The arrays have the lengths mlff.h states (or are NULL where it allows) and `handle` is live.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn mlff_compute_cell(
    handle: *mut Handle, nlocal: c_int, nall: c_int, type_: *const c_int, ntypes: c_int, type_numbers: *const c_int,
    x: *const f64, cell: *const f64, pbc: *const c_int, skin: f64, energy: *mut f64, eatom: *mut f64, f: *mut f64,
    virial: *mut f64,
) -> c_int {
    if pbc.is_null() {
        return guarded(handle.as_ref(), || Err(invalid("mlff_compute_cell: pbc is NULL")));
    }
    let pbc = std::slice::from_raw_parts(pbc, 3);
    let atoms = Atoms { nlocal, nall, type_, ntypes, type_numbers, x, cell: Some((cell, [pbc[0] != 0, pbc[1] != 0, pbc[2] != 0])) };
    evaluate("mlff_compute_cell", handle, atoms, skin, Outputs { energy, eatom, f, virial })
}

/// Evaluate the atoms of a whole periodic cell; see `mlff_compute_periodic` in mlff.h.
///
/// # Safety
/// The arrays have the lengths mlff.h states (or are NULL where it allows) and `handle` is live.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn mlff_compute_periodic(
    handle: *mut Handle, n: c_int, type_: *const c_int, ntypes: c_int, type_numbers: *const c_int, x: *const f64,
    cell: *const f64, skin: f64, energy: *mut f64, eatom: *mut f64, f: *mut f64, virial: *mut f64,
) -> c_int {
    let atoms = Atoms { nlocal: n, nall: n, type_, ntypes, type_numbers, x, cell: Some((cell, [true; 3])) };
    evaluate("mlff_compute_periodic", handle, atoms, skin, Outputs { energy, eatom, f, virial })
}

/// The atoms of [`mlff_compute`], [`mlff_compute_cell`] or [`mlff_compute_periodic`], as the
/// caller passed them.
struct Atoms {
    nlocal: c_int,
    nall: c_int,
    type_: *const c_int,
    ntypes: c_int,
    type_numbers: *const c_int,
    x: *const f64,
    /// The cell (rows a, b, c) and its periodic directions; `None`: an open cluster.
    cell: Option<(*const f64, [bool; 3])>,
}

/// Where the results go (each NULL when not wanted).
struct Outputs {
    energy: *mut f64,
    eatom: *mut f64,
    f: *mut f64,
    virial: *mut f64,
}

/// The body of the `mlff_compute*` functions; `name` prefixes its errors.
unsafe fn evaluate(name: &str, handle: *mut Handle, atoms: Atoms, skin: f64, out: Outputs) -> c_int {
    let Some(h) = handle.as_ref() else {
        return guarded(None, || Err(invalid(format!("{name}: handle is NULL"))));
    };
    guarded(Some(h), || {
        let Atoms { nlocal, nall, type_, ntypes, type_numbers, x, cell } = atoms;
        if nall < 0 || nlocal < 0 || nlocal > nall {
            return Err(invalid(format!("{name}: need 0 <= nlocal <= nall, got nlocal {nlocal}, nall {nall}")));
        }
        if ntypes < 1 || type_numbers.is_null() {
            return Err(invalid(format!("{name}: {ntypes} types (or type_numbers NULL)")));
        }
        let (n, nlocal) = (nall as usize, nlocal as usize);
        if n > 0 && (type_.is_null() || x.is_null()) {
            return Err(invalid(format!("{name}: type or x is NULL")));
        }
        let slice = |p: *const c_int, len: usize| if len == 0 { &[][..] } else { std::slice::from_raw_parts(p, len) };
        let types = slice(type_, n);
        let type_numbers = slice(type_numbers, ntypes as usize);
        let xs = if n == 0 { &[][..] } else { std::slice::from_raw_parts(x, 3 * n) };
        let triple = |p: &[f64]| [p[0], p[1], p[2]];
        let positions: Vec<[f64; 3]> =
            if n >= PARALLEL_ATOMS { host_loops(|| xs.par_chunks_exact(3).map(triple).collect()) } else { xs.chunks_exact(3).map(triple).collect() };
        let mut numbers = Vec::with_capacity(n);
        for (a, &t) in types.iter().enumerate() {
            if t < 1 || t > ntypes {
                return Err(invalid(format!("{name}: atom {a} has type {t}, not in 1..{ntypes}")));
            }
            let z = type_numbers[t as usize - 1];
            if !(1..=118).contains(&z) {
                return Err(invalid(format!("{name}: type {t} is mapped to atomic number {z}, not an element")));
            }
            numbers.push(z as u32);
        }
        let system = match cell {
            None => System::molecule(numbers, positions),
            Some((c, _)) if c.is_null() => return Err(invalid(format!("{name}: cell is NULL"))),
            Some((c, pbc)) => {
                let c = std::slice::from_raw_parts(c, 9);
                System::periodic(numbers, positions, [[c[0], c[1], c[2]], [c[3], c[4], c[5]], [c[6], c[7], c[8]]], pbc)
            }
        };
        let batch = Batch::new(vec![system])?;
        let want_virial = !out.virial.is_null();
        let request = Request { forces: !out.f.is_null(), stress: want_virial };
        let res = {
            let mut calc = h.calc.lock().map_err(|_| Failure(MLFF_ERR_INTERNAL, "handle poisoned by an earlier panic".into()))?;
            calc.compute_local(&batch, request, &[nlocal], skin)?
        };
        if !out.energy.is_null() {
            *out.energy = res.energy[0];
        }
        if !out.eatom.is_null() && nlocal > 0 {
            std::slice::from_raw_parts_mut(out.eatom, nlocal).copy_from_slice(&res.energies[..nlocal]);
        }
        if !out.f.is_null() && n > 0 {
            let f = std::slice::from_raw_parts_mut(out.f, 3 * n);
            let copy = |(o, fa): (&mut [f64], &[f64; 3])| o.copy_from_slice(fa);
            if n >= PARALLEL_ATOMS {
                host_loops(|| f.par_chunks_exact_mut(3).zip(res.forces.par_iter()).for_each(copy));
            } else {
                f.chunks_exact_mut(3).zip(&res.forces).for_each(copy);
            }
        }
        if want_virial {
            // Voigt xx yy zz yz xz xy to LAMMPS's xx yy zz xy xz yz.
            let w = res.virial[0].expect("the virial of a request with stress");
            std::slice::from_raw_parts_mut(out.virial, 6).copy_from_slice(&[w[0], w[1], w[2], w[5], w[4], w[3]]);
        }
        Ok(())
    })
}

/// The handle's last error message ("" if its last call succeeded).
///
/// # Safety
/// `handle` is NULL or a live handle; the pointer is valid until the handle's next call.
#[no_mangle]
pub unsafe extern "C" fn mlff_error(handle: *const Handle) -> *const c_char {
    match handle.as_ref().and_then(|h| h.error.lock().ok().map(|e| e.as_ptr())) {
        Some(p) => p,
        None => c"".as_ptr(),
    }
}

/// This thread's last error message ("" if none).
#[no_mangle]
pub extern "C" fn mlff_last_error() -> *const c_char {
    LAST_ERROR.with(|e| e.borrow().as_ptr())
}
