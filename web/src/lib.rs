//! mlff in the browser: the wgpu backend over the browser's WebGPU, compiled to wasm32.
//!
//! The page (`web/index.html`, `web/app.js`) calls these functions, one at a time, each
//! awaited (a browser cannot block on a GPU read: every read-back of the library is awaited
//! here). One session holds the model on the device, the structure, and an MD run if one is
//! going. Results and snapshots come back as JSON strings; errors as JavaScript `Error`s whose
//! message is the library's own (the extxyz reader's `FILE:LINE: ...`, the model loader's,
//! an element the model lacks).
//!
//! Units: eV, Å, fs, K.
use std::cell::RefCell;
use std::path::Path;
use std::ptr::NonNull;

use mlff::backend::cube::WgpuBackend;
use mlff::io::extxyz::{format_extxyz, read_extxyz_str, Frame};
use mlff::backend::cube::CubeDynamics;
use mlff::md::run::{record, trajectory_frames, Limits};
use mlff::md::{masses, maxwell_boltzmann, Settings, Thermostat};
use mlff::system::symbol;
use mlff::{structures, Batch, Calculator, Model, Request};
use serde_json::json;
use wasm_bindgen::prelude::*;

type Calc = Calculator<WgpuBackend>;
type Md = CubeDynamics<'static, cubecl::wgpu::WgpuRuntime>;

/// A model open on the device, and what runs on it.
struct Session {
    /// The MD run, which borrows `calc`: dropped first (see `Drop`).
    md: Option<MdRun>,
    /// Owned (from `Box::into_raw`); freed in `Drop`, after `md`.
    calc: NonNull<Calc>,
    adapter: String,
}

struct MdRun {
    dynamics: Md,
    batch: Batch,
    dt: f64,
    /// The trajectory so far, one frame per report.
    frames: Vec<Frame>,
}

impl Session {
    fn calc(&mut self) -> &mut Calc {
        // The MD run holds the only other reference; callers drop it first (`stop_md`).
        debug_assert!(self.md.is_none());
        // SAFETY: `calc` is a live Box owned by this session, and no MD run borrows it.
        unsafe { self.calc.as_mut() }
    }

    fn stop_md(&mut self) {
        self.md = None;
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.md = None;
        // SAFETY: from Box::into_raw in `load_model`; the only borrower (md) is gone.
        drop(unsafe { Box::from_raw(self.calc.as_ptr()) });
    }
}

/// What the page has loaded. A call takes the session out while it runs, so that a second call
/// made meanwhile (a click during an await) gets a clear "busy" error instead of a double borrow.
#[derive(Default)]
struct State {
    session: Option<Session>,
    structure: Option<Frame>,
    busy: bool,
}

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State::default());
}

fn err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// `Ok(x)`, unless the browser's WebGPU reported errors during the call: then the first of them
/// (with a count of the rest), since results computed past a failed pipeline are not results.
fn checked<T>(x: Result<T, JsError>) -> Result<T, JsError> {
    let errors = mlff::backend::device::take_webgpu_errors();
    match errors.first() {
        None => x,
        Some(first) => {
            let more = if errors.len() > 1 { format!(" (and {} more WebGPU errors)", errors.len() - 1) } else { String::new() };
            Err(err(format!("WebGPU error: {}{more}", first.trim())))
        }
    }
}

/// Take the session for the length of one call (`put_back` returns it).
fn take_session() -> Result<Session, JsError> {
    STATE.with_borrow_mut(|s| {
        if s.busy {
            return Err(err("busy: the previous call has not finished"));
        }
        let session = s.session.take().ok_or_else(|| err("no model loaded"))?;
        s.busy = true;
        Ok(session)
    })
}

fn put_back(session: Session) {
    STATE.with_borrow_mut(|s| {
        s.session = Some(session);
        s.busy = false;
    })
}

fn structure() -> Result<Frame, JsError> {
    STATE.with_borrow(|s| s.structure.clone()).ok_or_else(|| err("no structure loaded"))
}

/// Run `f` on the session taken out of the state, putting it back whatever the outcome.
async fn with_session<T, F>(f: impl FnOnce(Session) -> F) -> Result<T, JsError>
where
    F: std::future::Future<Output = (Session, Result<T, JsError>)>,
{
    let session = take_session()?;
    let (session, out) = f(session).await;
    put_back(session);
    out
}

/// Route Rust panics to the browser console (with their message) rather than "unreachable", and
/// the libraries' warnings and errors (a WGSL module the browser rejects, with its message) too.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys_console_error(&info.to_string());
    }));
    static CONSOLE: ConsoleLog = ConsoleLog;
    if log::set_logger(&CONSOLE).is_ok() {
        log::set_max_level(log::LevelFilter::Warn);
    }
}

/// Warnings and errors of the `log` crate to `console.error`.
struct ConsoleLog;

impl log::Log for ConsoleLog {
    fn enabled(&self, meta: &log::Metadata) -> bool {
        meta.level() <= log::Level::Warn
    }
    fn log(&self, record: &log::Record) {
        if self.enabled(record.metadata()) {
            web_sys_console_error(&format!("{}: {}", record.level(), record.args()));
        }
    }
    fn flush(&self) {}
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn web_sys_console_error(s: &str);
}

/// Open the browser's WebGPU adapter and load a model (`.safetensors` bytes; `name` names it in
/// messages). Returns JSON: `adapter`, `elements` (symbols), `cutoff` (Å), `features`, `layers`.
#[wasm_bindgen]
pub async fn load_model(bytes: Vec<u8>, name: String) -> Result<String, JsError> {
    let model = Model::from_bytes(&bytes, Path::new(&name)).map_err(err)?;
    STATE.with_borrow_mut(|s| -> Result<(), JsError> {
        if s.busy {
            return Err(err("busy: the previous call has not finished"));
        }
        s.session = None;
        s.busy = true;
        Ok(())
    })?;
    let _ = mlff::backend::device::take_webgpu_errors();
    let opened = WgpuBackend::browser(&model).await;
    STATE.with_borrow_mut(|s| s.busy = false);
    let backend = opened.map_err(err)?;
    let d = backend.device();
    let adapter = format!("{} ({}; {})", d.name, d.kind, d.detail);
    let info = json!({
        "adapter": adapter,
        "elements": model.config.elements.iter().map(|&z| symbol(z)).collect::<Vec<_>>(),
        "cutoff": model.cutoff(),
        "features": model.features(),
        "layers": model.config.n_interactions,
    });
    let calc = NonNull::from(Box::leak(Box::new(Calculator::new(model, backend))));
    STATE.with_borrow_mut(|s| s.session = Some(Session { md: None, calc, adapter }));
    Ok(info.to_string())
}

/// The adapter of the loaded model ("" without one).
#[wasm_bindgen]
pub fn adapter() -> String {
    STATE.with_borrow(|s| s.session.as_ref().map(|x| x.adapter.clone()).unwrap_or_default())
}

/// The built-in structures' names, for [`builtin_structure`].
#[wasm_bindgen]
pub fn builtin_names() -> Vec<String> {
    ["water", "ethanol", "benzene", "alanine_dipeptide", "water_box_81", "water_box_192"].map(String::from).to_vec()
}

/// Load a built-in structure by name; returns it as [`load_structure`] does.
#[wasm_bindgen]
pub fn builtin_structure(name: &str) -> Result<String, JsError> {
    let system = match name {
        "water" => structures::water(),
        "ethanol" => structures::ethanol(),
        "benzene" => structures::benzene(),
        "alanine_dipeptide" => structures::alanine_dipeptide(),
        "water_box_81" => structures::water_box(3),
        "water_box_192" => structures::water_box(4),
        other => return Err(err(format!("no built-in structure {other:?}"))),
    };
    set_structure(Frame::new(system))
}

/// Read an extxyz text (its first frame) with the library's reader; `name` names the file in
/// error messages (`NAME:LINE: ...`). Returns JSON: `symbols`, `positions` (flat, Å), `cell`
/// (rows, or null), `pbc`, `frames` (in the file).
#[wasm_bindgen]
pub fn load_structure(text: &str, name: &str) -> Result<String, JsError> {
    let frames = read_extxyz_str(text, Path::new(name)).map_err(err)?;
    let n = frames.len();
    let frame = frames.into_iter().next().ok_or_else(|| err(format!("{name}: no frame in the file")))?;
    let out = set_structure(frame)?;
    let mut v: serde_json::Value = serde_json::from_str(&out).expect("our JSON");
    v["frames"] = json!(n);
    Ok(v.to_string())
}

fn set_structure(frame: Frame) -> Result<String, JsError> {
    frame.system.validate(0).map_err(err)?;
    let s = &frame.system;
    let out = json!({
        "symbols": s.numbers.iter().map(|&z| symbol(z)).collect::<Vec<_>>(),
        "positions": s.positions.iter().flatten().collect::<Vec<_>>(),
        "cell": s.cell,
        "pbc": s.pbc,
        "frames": 1,
    });
    STATE.with_borrow_mut(|st| {
        if let Some(session) = st.session.as_mut() {
            session.stop_md();
        }
        st.structure = Some(frame);
    });
    Ok(out.to_string())
}

/// Energy and forces of the loaded structure. Returns JSON: `energy` (eV), `forces` (flat,
/// eV/Å), `stress` (eV/Å³, Voigt, or null), `adapter`, `ms` (the call's wall time).
#[wasm_bindgen]
pub async fn evaluate() -> Result<String, JsError> {
    let frame = structure()?;
    with_session(|mut session| async move {
        session.stop_md();
        let t0 = now_ms();
        let out = async {
            let batch = Batch::new(vec![frame.system.clone()]).map_err(err)?;
            let r = checked(session.calc().compute_async(&batch, Request::default()).await.map_err(err))?;
            Ok(json!({
                "energy": r.energy[0],
                "forces": r.forces.iter().flatten().collect::<Vec<_>>(),
                "stress": r.stress[0],
                "adapter": session.adapter,
                "ms": now_ms() - t0,
            })
            .to_string())
        }
        .await;
        (session, out)
    })
    .await
}

/// Start MD of the loaded structure: `ensemble` "nve", "langevin" or "csvr"; `dt` (fs); initial
/// velocities from the structure's, else Maxwell–Boltzmann at `temperature` (K); Langevin
/// `friction` (1/fs) or CSVR `tau` (fs); `seed`. Computes the first forces; returns the first
/// report as [`md_advance`] does.
#[wasm_bindgen]
pub async fn md_start(ensemble: String, dt: f64, temperature: f64, friction: f64, tau: f64, seed: u64) -> Result<String, JsError> {
    let frame = structure()?;
    let thermostat = match ensemble.as_str() {
        "nve" => Thermostat::Nve,
        "langevin" => Thermostat::Langevin { friction },
        "csvr" => Thermostat::Csvr { tau },
        other => return Err(err(format!("unknown ensemble {other:?} (nve, langevin, csvr)"))),
    };
    let settings = Settings { dt, thermostat, temperature, seed, skin: 0.5 };
    settings.validate().map_err(err)?;
    with_session(|mut session| async move {
        session.stop_md();
        let out = async {
            let batch = Batch::new(vec![frame.system.clone()]).map_err(err)?;
            let velocities = match &frame.velocities {
                Some(v) => v.clone(),
                None => maxwell_boltzmann(&batch, &masses(&batch), temperature, seed),
            };
            // SAFETY: the calculator outlives the run: `Session` drops `md` before freeing it,
            // and every other use of the calculator drops the run first (`stop_md`).
            let calc: &'static mut Calc = unsafe { &mut *session.calc.as_ptr() };
            let dynamics = calc.dynamics_async(batch.clone(), velocities, settings).await.map_err(err)?;
            let mut run = MdRun { dynamics, batch, dt, frames: Vec::new() };
            let report = checked(report(&mut run, 0.0).await);
            session.md = Some(run);
            report
        }
        .await;
        if out.is_err() {
            session.stop_md();
        }
        (session, out)
    })
    .await
}

/// Integrate `steps` more steps of the running MD. Returns JSON: `step`, `time_fs`,
/// `potential`, `kinetic`, `total` (eV), `temperature` (K), `positions` (flat, Å), `ms` (the
/// steps' wall time, the read-back included). The frame is kept for [`trajectory`].
#[wasm_bindgen]
pub async fn md_advance(steps: u32) -> Result<String, JsError> {
    with_session(|mut session| async move {
        let out = async {
            let run = session.md.as_mut().ok_or_else(|| err("no MD run: start one first"))?;
            let t0 = now_ms();
            run.dynamics.advance_async(steps as u64).await.map_err(err)?;
            checked(report(run, t0).await)
        }
        .await;
        (session, out)
    })
    .await
}

async fn report(run: &mut MdRun, t0: f64) -> Result<String, JsError> {
    let snap = run.dynamics.snapshot_async().await.map_err(err)?;
    let ms = if t0 > 0.0 { now_ms() - t0 } else { 0.0 };
    let rec = record(&run.batch, &snap, run.dt, &Limits::default(), None, None).map_err(err)?;
    run.frames.extend(trajectory_frames(&run.batch, &snap, &rec));
    Ok(json!({
        "step": rec.step,
        "time_fs": rec.time_fs,
        "potential": rec.potential[0],
        "kinetic": rec.kinetic[0],
        "total": rec.potential[0] + rec.kinetic[0],
        "temperature": rec.temperature[0],
        "positions": snap.positions.iter().flatten().collect::<Vec<_>>(),
        "ms": ms,
    })
    .to_string())
}

/// The MD run's trajectory so far as extxyz text (the library's writer), "" without a run.
#[wasm_bindgen]
pub fn trajectory() -> String {
    STATE.with_borrow(|s| s.session.as_ref().and_then(|x| x.md.as_ref()).map(|m| format_extxyz(&m.frames)).unwrap_or_default())
}

/// The structure as extxyz text (the library's writer).
#[wasm_bindgen]
pub fn structure_extxyz() -> Result<String, JsError> {
    Ok(format_extxyz(&[structure()?]))
}

fn now_ms() -> f64 {
    js_sys::Date::now()
}
