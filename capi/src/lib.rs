//! The C ABI of mlff: `include/mlff.h` is its contract, and says what each function computes.
//!
//! A handle is a [`Calculator`] over the backend [`open`] gives, behind a mutex (so that one handle
//! may be shared between threads), with the message of its last error. Every entry point catches
//! panics and turns them into `MLFF_ERR_INTERNAL`; every failure also sets a thread-local copy of
//! its message (`mlff_last_error`), which is all a failed `mlff_open` can leave behind.
//!
//! An evaluation is [`Calculator::compute_local`] on one system: the caller's local atoms first,
//! then its ghosts (as the caller's arrays hold them, or picked from them by an index); energy,
//! forces and virial are those of the local atoms' energy. The system is an open cluster, or a
//! cell periodic along the directions the caller's domain spans whole (a caller that holds a
//! whole periodic cell has no ghosts).
#![warn(missing_docs)]
use std::cell::RefCell;
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Mutex;

use mlff::backend::{ListVote, Precision};
use mlff::exclusive::{Exclusive, Held, Refused};
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
    /// A call from inside the same thread's call on the handle (its list vote) is refused
    /// instead of waiting for itself.
    calc: Exclusive<Calculator<Box<dyn MdBackend>>>,
    /// The elements the model knows (what `mlff_supports` answers without taking `calc`).
    elements: Vec<u32>,
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
            Error::System { .. } | Error::OutOfMemory { .. } => MLFF_ERR_SYSTEM,
            Error::Backend { .. } => MLFF_ERR_BACKEND,
            Error::Invalid(_) => MLFF_ERR_INVALID,
        };
        Failure(code, e.to_string())
    }
}

fn invalid(msg: impl Into<String>) -> Failure {
    Failure(MLFF_ERR_INVALID, msg.into())
}

impl Handle {
    /// Take the calculator (waiting for other threads' calls), or refuse a call `name` made from
    /// inside this thread's own call on the handle: its list vote.
    fn hold(&self, name: &str) -> Result<Held<'_, Calculator<Box<dyn MdBackend>>>, Failure> {
        self.calc.hold().map_err(|refused| match refused {
            Refused::Reentered => invalid(format!("{name}: called from inside a call on the same handle (its list vote): a vote may not call back into its handle")),
            Refused::Poisoned => Failure(MLFF_ERR_INTERNAL, "handle poisoned by an earlier panic".into()),
        })
    }
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
        clear_out("mlff_open", out)?;
        let kind = match backend {
            0 => BackendKind::Auto,
            1 => BackendKind::Cpu,
            2 => BackendKind::Cuda,
            3 => BackendKind::Wgpu,
            k => return Err(invalid(format!("mlff_open: backend {k} is not one of MLFF_BACKEND_AUTO, _CPU, _CUDA, _WGPU (0-3)"))),
        };
        let precision = match precision {
            0 => Precision::F64,
            1 => Precision::F32,
            2 => Precision::Tf32,
            3 => Precision::Bf16,
            p => return Err(invalid(format!("mlff_open: precision {p} is not one of MLFF_PRECISION_F64, _F32, _TF32, _BF16 (0-3)"))),
        };
        open_handle("mlff_open", model_path, kind, precision, device, out)
    })
}

/// Open `model_path` with a backend and precision named in words; see `mlff_open_named` in mlff.h.
///
/// # Safety
/// `model_path` and `options` are NUL-terminated strings or NULL; `out` is NULL or points to
/// writable memory.
#[no_mangle]
pub unsafe extern "C" fn mlff_open_named(model_path: *const c_char, options: *const c_char, device: c_int, out: *mut *mut Handle) -> c_int {
    guarded(None, || {
        clear_out("mlff_open_named", out)?;
        let (mut kind, mut precision) = (BackendKind::Auto, Precision::F64);
        if !options.is_null() {
            let words = CStr::from_ptr(options).to_str().map_err(|_| invalid("mlff_open_named: options are not UTF-8"))?;
            for word in words.split_whitespace() {
                if let Ok(k) = word.parse::<BackendKind>() {
                    kind = k;
                } else if let Ok(p) = word.parse::<Precision>() {
                    precision = p;
                } else {
                    return Err(invalid(format!(
                        "'{word}': expected a backend ({}) or a precision ({})",
                        BackendKind::ALL.map(BackendKind::name).join(", "),
                        Precision::ALL.map(Precision::name).join(", ")
                    )));
                }
            }
        }
        open_handle("mlff_open_named", model_path, kind, precision, device, out)
    })
}

/// Set `*out` to NULL before anything else an open does, so that it is NULL on every failure.
unsafe fn clear_out(caller: &str, out: *mut *mut Handle) -> Result<(), Failure> {
    if out.is_null() {
        return Err(invalid(format!("{caller}: out is NULL")));
    }
    *out = std::ptr::null_mut();
    Ok(())
}

/// The body of both opens, `*out` already NULL: the model at `model_path` on `kind` in
/// `precision` on GPU `device mod count` (the default device for `device < 0`), into `*out`.
unsafe fn open_handle(
    caller: &str, model_path: *const c_char, kind: BackendKind, precision: Precision, device: c_int, out: *mut *mut Handle,
) -> Result<(), Failure> {
    if model_path.is_null() {
        return Err(invalid(format!("{caller}: model_path is NULL")));
    }
    let path = CStr::from_ptr(model_path).to_str().map_err(|_| invalid(format!("{caller}: model_path is not UTF-8")))?;
    let model = Model::load(path)?;
    let backend = open(kind, &model, precision, usize::try_from(device).ok())?;
    let handle = Handle {
        elements: model.config.elements.clone(),
        cutoff: model.config.cutoff,
        interactions: model.config.n_interactions,
        backend_name: c_string(&backend.name()),
        calc: Exclusive::new(Calculator::new(model, backend)),
        error: Mutex::new(CString::default()),
    };
    *out = Box::into_raw(Box::new(handle));
    Ok(())
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
    (z > 0 && h.elements.contains(&(z as u32))) as c_int
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
    let atoms = Atoms { nlocal, nall, index: None, type_, ntypes, type_numbers, x, cell: None };
    evaluate("mlff_compute", handle, atoms, skin, Outputs { energy, eatom, f, virial, add: false })
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
    let Some(pbc) = pbc_of("mlff_compute_cell", handle, pbc) else { return MLFF_ERR_INVALID };
    let atoms = Atoms { nlocal, nall, index: None, type_, ntypes, type_numbers, x, cell: Some((cell, pbc)) };
    evaluate("mlff_compute_cell", handle, atoms, skin, Outputs { energy, eatom, f, virial, add: false })
}

/// [`mlff_compute_cell`] on atoms picked from the caller's arrays by an index, the forces and
/// per-atom energies added into the caller's; see `mlff_compute_indexed` in mlff.h.
///
/// # Safety
/// The arrays have the lengths mlff.h states (or are NULL where it allows) and `handle` is live.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn mlff_compute_indexed(
    handle: *mut Handle, nlocal: c_int, nall: c_int, index: *const c_int, ncaller: c_int, type_: *const c_int, ntypes: c_int,
    type_numbers: *const c_int, x: *const f64, cell: *const f64, pbc: *const c_int, skin: f64, energy: *mut f64, eatom: *mut f64,
    f: *mut f64, virial: *mut f64,
) -> c_int {
    let Some(pbc) = pbc_of("mlff_compute_indexed", handle, pbc) else { return MLFF_ERR_INVALID };
    let atoms = Atoms { nlocal, nall, index: Some((index, ncaller)), type_, ntypes, type_numbers, x, cell: Some((cell, pbc)) };
    evaluate("mlff_compute_indexed", handle, atoms, skin, Outputs { energy, eatom, f, virial, add: true })
}

/// The periodic directions `pbc[3]` (nonzero: periodic); `None` (the error recorded) when NULL.
unsafe fn pbc_of(name: &str, handle: *mut Handle, pbc: *const c_int) -> Option<[bool; 3]> {
    if pbc.is_null() {
        guarded(handle.as_ref(), || Err(invalid(format!("{name}: pbc is NULL"))));
        return None;
    }
    let pbc = std::slice::from_raw_parts(pbc, 3);
    Some([pbc[0] != 0, pbc[1] != 0, pbc[2] != 0])
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
    let atoms = Atoms { nlocal: n, nall: n, index: None, type_, ntypes, type_numbers, x, cell: Some((cell, [true; 3])) };
    evaluate("mlff_compute_periodic", handle, atoms, skin, Outputs { energy, eatom, f, virial, add: false })
}

/// The atoms of the `mlff_compute*` functions, as the caller passed them.
struct Atoms {
    nlocal: c_int,
    nall: c_int,
    /// `mlff_compute_indexed`'s index (NULL: the first `nall` atoms) and the number of atoms in
    /// the caller's arrays; `None`: the caller's arrays hold the `nall` atoms in order.
    index: Option<(*const c_int, c_int)>,
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
    /// Forces and per-atom energies added into the caller's arrays at the atoms' places (the
    /// index), instead of written in the evaluation's order.
    add: bool,
}

/// A caller's output array, written by the host loops' threads at distinct places.
#[derive(Clone, Copy)]
struct Place(*mut f64);
// SAFETY: the loops that share it write each element from one thread only (the index is checked
// to hold no atom twice).
unsafe impl Send for Place {}
unsafe impl Sync for Place {}

/// The body of the `mlff_compute*` functions; `name` prefixes its errors.
unsafe fn evaluate(name: &str, handle: *mut Handle, atoms: Atoms, skin: f64, out: Outputs) -> c_int {
    let Some(h) = handle.as_ref() else {
        return guarded(None, || Err(invalid(format!("{name}: handle is NULL"))));
    };
    guarded(Some(h), || {
        let Atoms { nlocal, nall, index, type_, ntypes, type_numbers, x, cell } = atoms;
        if nall < 0 || nlocal < 0 || nlocal > nall {
            return Err(invalid(format!("{name}: need 0 <= nlocal <= nall, got nlocal {nlocal}, nall {nall}")));
        }
        if ntypes < 1 || type_numbers.is_null() {
            return Err(invalid(format!("{name}: {ntypes} types (or type_numbers NULL)")));
        }
        let (n, nlocal) = (nall as usize, nlocal as usize);
        // The caller's arrays hold `ncaller` atoms; atom m of the evaluation is their `at(m)`.
        let (index, ncaller) = match index {
            None => (None, n),
            Some((_, nc)) if nc < nall => return Err(invalid(format!("{name}: ncaller {nc} is less than nall {nall}"))),
            Some((p, nc)) => ((!p.is_null() && n > 0).then(|| std::slice::from_raw_parts(p, n)), nc as usize),
        };
        if n > 0 && (type_.is_null() || x.is_null()) {
            return Err(invalid(format!("{name}: type or x is NULL")));
        }
        let slice = |p: *const c_int, len: usize| if len == 0 { &[][..] } else { std::slice::from_raw_parts(p, len) };
        let types = slice(type_, ncaller);
        let type_numbers = slice(type_numbers, ntypes as usize);
        let xs = if ncaller == 0 { &[][..] } else { std::slice::from_raw_parts(x, 3 * ncaller) };
        let parallel = n >= PARALLEL_ATOMS;
        if let Some(index) = index {
            check_index(name, index, ncaller, parallel)?;
        }
        let at = |m: usize| index.map_or(m, |ix| ix[m] as usize);
        // An atom's atomic number, 0 where its type is out of range or maps to no element.
        let number = |m: usize| {
            let t = types[at(m)];
            let z = if (1..=ntypes).contains(&t) { type_numbers[t as usize - 1] } else { 0 };
            if (1..=118).contains(&z) {
                z as u32
            } else {
                0
            }
        };
        let position = |m: usize| {
            let a = 3 * at(m);
            [xs[a], xs[a + 1], xs[a + 2]]
        };
        let (numbers, positions): (Vec<u32>, Vec<[f64; 3]>) = if parallel {
            host_loops(|| ((0..n).into_par_iter().map(number).collect(), (0..n).into_par_iter().map(position).collect()))
        } else {
            ((0..n).map(number).collect(), (0..n).map(position).collect())
        };
        if let Some(m) = numbers.iter().position(|&z| z == 0) {
            let (a, t) = (at(m), types[at(m)]);
            return Err(invalid(if (1..=ntypes).contains(&t) {
                format!("{name}: type {t} is mapped to atomic number {}, not an element", type_numbers[t as usize - 1])
            } else {
                format!("{name}: atom {a} has type {t}, not in 1..{ntypes}")
            }));
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
        let res = h.hold(name)?.compute_local(&batch, request, &[nlocal], skin)?;
        if !out.energy.is_null() {
            *out.energy = res.energy[0];
        }
        if !out.eatom.is_null() && nlocal > 0 {
            if out.add {
                let eatom = std::slice::from_raw_parts_mut(out.eatom, ncaller);
                res.energies[..nlocal].iter().enumerate().for_each(|(m, e)| eatom[at(m)] += e);
            } else {
                std::slice::from_raw_parts_mut(out.eatom, nlocal).copy_from_slice(&res.energies[..nlocal]);
            }
        }
        if !out.f.is_null() && n > 0 {
            let f = Place(out.f);
            // SAFETY: `f` holds 3 × ncaller values, and no two atoms share a place.
            let store = |(m, fa): (usize, &[f64; 3])| {
                let o = std::slice::from_raw_parts_mut({ f }.0.add(3 * at(m)), 3);
                if out.add {
                    (0..3).for_each(|k| o[k] += fa[k]);
                } else {
                    o.copy_from_slice(fa);
                }
            };
            if parallel {
                host_loops(|| res.forces.par_iter().enumerate().for_each(store));
            } else {
                res.forces.iter().enumerate().for_each(store);
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

/// Every entry of `index` lies in 0..ncaller, and none appears twice.
fn check_index(name: &str, index: &[c_int], ncaller: usize, parallel: bool) -> Result<(), Failure> {
    use std::sync::atomic::{AtomicU64, Ordering};
    let seen: Vec<AtomicU64> = (0..ncaller.div_ceil(64)).map(|_| AtomicU64::new(0)).collect();
    let check = |(m, &a): (usize, &c_int)| {
        if a < 0 || a as usize >= ncaller {
            return Err(invalid(format!("{name}: index[{m}] = {a}, not in 0..{ncaller}")));
        }
        let bit = 1u64 << (a % 64);
        if seen[a as usize / 64].fetch_or(bit, Ordering::Relaxed) & bit != 0 {
            return Err(invalid(format!("{name}: atom {a} appears more than once in index (index[{m}])")));
        }
        Ok(())
    };
    if parallel {
        host_loops(|| index.par_iter().enumerate().try_for_each(check))
    } else {
        index.iter().enumerate().try_for_each(check)
    }
}

/// A caller's vote on rebuilding a handle's kept neighbour list (`mlff_vote_fn` in C): called with
/// `ctx` and 1 where the handle's own list has expired (else 0), it returns non-zero to rebuild.
pub type VoteFn = unsafe extern "C" fn(ctx: *mut c_void, expired: c_int) -> c_int;

/// The caller's context pointer, handed back to its vote on the thread that evaluates.
struct VoteContext(*mut c_void);
// SAFETY: mlff only hands the pointer back to the caller's function; what it points to is the
// caller's to share.
unsafe impl Send for VoteContext {}

impl VoteContext {
    fn get(&self) -> *mut c_void {
        self.0
    }
}

/// Set (or with `vote` NULL clear) the handle's vote on rebuilding its kept list; see
/// `mlff_set_list_vote` in mlff.h.
///
/// # Safety
/// `handle` is NULL or a live handle; `vote`, if not NULL, may be called with `ctx` during each of
/// the handle's evaluations with `skin > 0` until it is cleared or the handle closed.
#[no_mangle]
pub unsafe extern "C" fn mlff_set_list_vote(handle: *mut Handle, vote: Option<VoteFn>, ctx: *mut c_void) -> c_int {
    let Some(h) = handle.as_ref() else {
        return guarded(None, || Err(invalid("mlff_set_list_vote: handle is NULL")));
    };
    guarded(Some(h), || {
        let vote = vote.map(|vote| {
            let ctx = VoteContext(ctx);
            // SAFETY: the caller's contract above.
            Box::new(move |expired: bool| unsafe { vote(ctx.get(), c_int::from(expired)) != 0 }) as ListVote
        });
        h.hold("mlff_set_list_vote")?.set_list_vote(vote);
        Ok(())
    })
}

/// Refuse atoms closer than `distance` (Å); see `mlff_set_min_distance` in mlff.h.
///
/// # Safety
/// `handle` is NULL or a live handle.
#[no_mangle]
pub unsafe extern "C" fn mlff_set_min_distance(handle: *mut Handle, distance: f64) -> c_int {
    let Some(h) = handle.as_ref() else {
        return guarded(None, || Err(invalid("mlff_set_min_distance: handle is NULL")));
    };
    guarded(Some(h), || Ok(h.hold("mlff_set_min_distance")?.set_min_distance(distance)?))
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
