//! `mlff._native`: the Rust side of the Python package. It converts types, releases the GIL
//! while the engine works and turns every error (and any panic) into a Python exception with the
//! message the CLI prints; the ASE glue lives in the Python modules of `mlff`.
//!
//! Arrays cross as anything numpy reads as an array: atomic numbers integers `[n]`, positions and
//! cells numbers `[n, 3]` and `[3, 3]` of any dtype and memory order, read as the values they
//! hold; results float64. Units: eV, Å, fs, amu, K; stress eV/Å³ in Voigt order xx yy zz yz xz xy
//! with ASE's sign.
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use mlff::backend::Precision;
use mlff::exclusive::{Exclusive, Held, Refused};
use mlff::md::run::{run, Limits, Sinks, MAX_ENERGY_CHANGE};
use mlff::md::{MdBackend, Settings, Snapshot, Thermostat};
use mlff::{BackendKind, Batch, Calculator, Error, Request, System};
use numpy::{PyArray1, PyArrayMethods, PyReadonlyArray1, PyReadonlyArray2};
use pyo3::exceptions::{PyFileNotFoundError, PyKeyboardInterrupt, PyOSError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

/// An mlff error as the Python exception a user expects: `FileNotFoundError` for a missing file,
/// `OSError` for other I/O, `RuntimeError` for a backend failure, `MemoryError` for a batch
/// whose buffers cannot be allocated, `ValueError` for bad input (a structure, a model file, an
/// argument). The message is the CLI's, without `mlff: error: `.
fn to_py(e: Error) -> PyErr {
    let msg = e.to_string();
    match &e {
        Error::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound => PyFileNotFoundError::new_err(msg),
        Error::Io { .. } => PyOSError::new_err(msg),
        Error::Model { path, .. } if !path.exists() => PyFileNotFoundError::new_err(msg),
        Error::Backend { .. } => PyRuntimeError::new_err(msg),
        Error::OutOfMemory { .. } => pyo3::exceptions::PyMemoryError::new_err(msg),
        _ => PyValueError::new_err(msg),
    }
}

/// Run `f`, turning a panic (a broken internal invariant) into a `RuntimeError`.
fn guarded<T>(f: impl FnOnce() -> Result<T, Error>) -> PyResult<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r.map_err(to_py),
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            Err(PyRuntimeError::new_err(format!("internal error: {what}")))
        }
    }
}

/// A value that crosses into [`Python::detach`] although it is not `Send`. Sound because the
/// closure runs on the calling thread (`detach` only releases the GIL), and the Python objects
/// inside are touched only under [`Python::attach`].
struct OnThisThread<T>(T);
// SAFETY: see the type's comment: the value never leaves the thread that made it.
unsafe impl<T> Send for OnThisThread<T> {}
impl<T> OnThisThread<T> {
    fn into_inner(self) -> T {
        self.0
    }
}

/// A PaiNN model file: configuration and weights (in eV and Å).
#[pyclass(name = "Model", module = "mlff._native", frozen)]
struct PyModel {
    model: Arc<mlff::Model>,
}

fn load_model(py: Python<'_>, path: PathBuf) -> PyResult<PyModel> {
    let model = py.detach(|| guarded(|| mlff::Model::load(&path)))?;
    Ok(PyModel { model: Arc::new(model) })
}

/// `NAME.card.json` beside `NAME.safetensors`, if there is one.
fn card_file(path: &Path) -> Option<PathBuf> {
    let stem = path.file_stem()?.to_str()?;
    let card = path.with_file_name(format!("{stem}.card.json"));
    card.is_file().then_some(card)
}

#[pymethods]
impl PyModel {
    #[new]
    fn new(py: Python<'_>, path: PathBuf) -> PyResult<Self> {
        load_model(py, path)
    }

    /// The model shipped with the package (`mlff.STUDENT_PATH`).
    #[staticmethod]
    fn student(py: Python<'_>) -> PyResult<Self> {
        let path: PathBuf = py.import("mlff")?.getattr("STUDENT_PATH")?.extract()?;
        load_model(py, path)
    }

    #[getter]
    fn path(&self) -> String {
        self.model.path.display().to_string()
    }
    /// The architecture: "PaiNN" or "SchNet".
    #[getter]
    fn architecture(&self) -> &'static str {
        self.model.architecture().name()
    }
    #[getter]
    fn cutoff(&self) -> f64 {
        self.model.cutoff()
    }
    #[getter]
    fn elements(&self) -> Vec<&'static str> {
        self.model.config.elements.iter().map(|&z| mlff::system::symbol(z)).collect()
    }
    #[getter]
    fn numbers(&self) -> Vec<u32> {
        self.model.config.elements.clone()
    }
    #[getter]
    fn n_interactions(&self) -> usize {
        self.model.config.n_interactions
    }
    #[getter]
    fn features(&self) -> usize {
        self.model.features()
    }
    #[getter]
    fn n_rbf(&self) -> usize {
        self.model.config.n_rbf
    }
    #[getter]
    fn parameter_count(&self) -> usize {
        self.model.parameter_count()
    }
    #[getter]
    fn source(&self) -> String {
        self.model.config.source.clone()
    }
    #[getter]
    fn random_weights(&self) -> bool {
        self.model.config.random_weights
    }
    /// The units the file was written in (`energy`, `length`: ASE's names); the model computes in
    /// eV and Å whatever they are.
    #[getter]
    fn units<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("energy", &self.model.config.energy_unit)?;
        d.set_item("length", &self.model.config.length_unit)?;
        Ok(d)
    }
    /// The configuration as stored in the file (JSON text).
    #[getter]
    fn config_json(&self) -> String {
        serde_json::to_string(&self.model.config).unwrap_or_default()
    }
    /// The training card: `NAME.card.json` beside the model file if there is one, else the card in
    /// the file's configuration; `None` without either (JSON text).
    #[getter]
    fn card_json(&self) -> PyResult<Option<String>> {
        if let Some(p) = card_file(&self.model.path) {
            return std::fs::read_to_string(&p).map(Some).map_err(|e| to_py(Error::io(p, e)));
        }
        Ok(match &self.model.config.card {
            serde_json::Value::Null => None,
            card => Some(card.to_string()),
        })
    }
    /// The training card as a dict ([`PyModel::card_json`] parsed), or `None`.
    #[getter]
    fn card<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.card_json()?.map(|text| py.import("json")?.call_method1("loads", (text,))).transpose()
    }
    /// The configuration as a dict.
    #[getter]
    fn config<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        py.import("json")?.call_method1("loads", (self.config_json(),))
    }
    /// True when the model was trained on element `z`.
    fn supports(&self, z: u32) -> bool {
        self.model.supports(z)
    }
    fn __repr__(&self) -> String {
        format!(
            "Model('{}': PaiNN, {} features, {} interactions, cutoff {} Å, elements {})",
            self.model.path.display(),
            self.model.features(),
            self.model.config.n_interactions,
            self.model.cutoff(),
            self.elements().join(" ")
        )
    }
}

/// One structure as it crosses from Python: atomic numbers, positions, cell (rows a, b, c; `None`
/// without one), periodicity. The arrays are anything numpy reads as one ([`vec3s`], [`numbers`]).
type PyStructure<'py> = (Bound<'py, PyAny>, Bound<'py, PyAny>, Option<Bound<'py, PyAny>>, [bool; 3]);

/// Rows of three numbers from anything numpy reads as an `(n, 3)` array of numbers, whatever its
/// dtype, memory order and strides: the values it holds, converted to float64.
fn vec3s(a: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<[f64; 3]>> {
    let np = a.py().import("numpy")?;
    let arr = np.call_method1("asarray", (a,))?;
    let kind: String = arr.getattr("dtype")?.getattr("kind")?.extract()?;
    if !matches!(kind.as_str(), "f" | "i" | "u") {
        let dtype = arr.getattr("dtype")?.str()?.to_string();
        return Err(PyTypeError::new_err(format!("{what}: expected real numbers, got an array of {dtype}")));
    }
    // The shape as numpy reads it: a list has none of its own.
    let shape = arr.getattr("shape")?.to_string();
    let arr = np.call_method1("asarray", (arr, "float64"))?;
    let arr: PyReadonlyArray2<'_, f64> = arr.extract().map_err(|_| PyValueError::new_err(format!("{what}: expected shape (n, 3), got {shape}")))?;
    let view = arr.as_array();
    if view.ncols() != 3 {
        return Err(PyValueError::new_err(format!("{what}: expected shape (n, 3), got {:?}", view.shape())));
    }
    Ok(view.rows().into_iter().map(|r| [r[0], r[1], r[2]]).collect())
}

/// Atomic numbers from anything numpy reads as a 1-D array of integers (or an empty array).
fn numbers(a: &Bound<'_, PyAny>, index: usize) -> PyResult<Vec<u32>> {
    let np = a.py().import("numpy")?;
    let arr = np.call_method1("asarray", (a,))?;
    let kind: String = arr.getattr("dtype")?.getattr("kind")?.extract()?;
    let size: usize = arr.getattr("size")?.extract()?;
    if !matches!(kind.as_str(), "i" | "u") && size > 0 {
        let dtype = arr.getattr("dtype")?.str()?.to_string();
        return Err(PyTypeError::new_err(format!("numbers: expected integers, got an array of {dtype}")));
    }
    let not_element = |a: usize, z: String| to_py(Error::System { system: index, msg: format!("atom {a}: atomic number {z} is not an element") });
    let zs: Vec<u64> = if kind == "u" {
        let arr: PyReadonlyArray1<'_, u64> = np.call_method1("asarray", (arr, "uint64"))?.extract().map_err(|_| PyValueError::new_err("numbers: expected a 1-D array"))?;
        arr.as_array().to_vec()
    } else {
        let arr: PyReadonlyArray1<'_, i64> = np.call_method1("asarray", (arr, "int64"))?.extract().map_err(|_| PyValueError::new_err("numbers: expected a 1-D array"))?;
        let view = arr.as_array();
        if let Some(a) = view.iter().position(|&z| z < 0) {
            return Err(not_element(a, view[a].to_string()));
        }
        view.iter().map(|&z| z as u64).collect()
    };
    zs.iter().enumerate().map(|(a, &z)| u32::try_from(z).map_err(|_| not_element(a, z.to_string()))).collect()
}

fn to_system(s: &PyStructure<'_>, index: usize) -> PyResult<System> {
    let (numbers_in, positions, cell, pbc) = s;
    let numbers = numbers(numbers_in, index)?;
    let positions = vec3s(positions, "positions")?;
    let cell = match cell {
        None => None,
        Some(c) => {
            let rows = vec3s(c, "cell")?;
            if rows.len() != 3 {
                return Err(PyValueError::new_err(format!("cell: expected shape (3, 3), got ({}, 3)", rows.len())));
            }
            Some([rows[0], rows[1], rows[2]])
        }
    };
    Ok(System { numbers, positions, cell, pbc: *pbc })
}

fn flat(v: &[[f64; 3]]) -> Vec<f64> {
    v.iter().flatten().copied().collect()
}

fn array_n3<'py>(py: Python<'py>, v: &[[f64; 3]]) -> PyResult<Bound<'py, PyAny>> {
    Ok(PyArray1::from_vec(py, flat(v)).reshape([v.len(), 3])?.into_any())
}

fn parse_backend(backend: &str) -> PyResult<BackendKind> {
    backend.parse().map_err(|e: mlff::Error| PyValueError::new_err(e.to_string()))
}

fn parse_precision(precision: Option<&str>) -> PyResult<Precision> {
    precision.unwrap_or("f64").parse().map_err(|e: mlff::Error| PyValueError::new_err(e.to_string()))
}

/// A model bound to a backend, kept between calls (the weights on the device, the neighbour list,
/// the compiled kernels). Calls from several Python threads take turns; calls on different
/// engines run at the same time (the GIL is released while one computes). A call from inside
/// one of the engine's own calls on the same thread (an `md` callback evaluating with the engine
/// that runs it) raises `RuntimeError` instead of waiting for itself.
#[pyclass(module = "mlff._native", frozen)]
struct Engine {
    calc: Exclusive<Calculator<Box<dyn MdBackend>>>,
    model: Py<PyModel>,
    backend_name: String,
    precision: Precision,
    min_distance: f64,
}

/// What a call on an engine from inside its own `md` callback is told.
const REENTERED: &str = "this mlff engine (Calculator) is already running a call on this thread: an md callback cannot use the Calculator that runs the md; use another Calculator there";

impl Engine {
    /// Take the calculator (waiting for other threads' calls), or refuse a call from inside
    /// this thread's own call on it.
    fn hold(&self) -> Result<Held<'_, Calculator<Box<dyn MdBackend>>>, Error> {
        self.calc.hold().map_err(|refused| match refused {
            Refused::Reentered => Error::Invalid(REENTERED.into()),
            Refused::Poisoned => Error::Invalid("this mlff engine failed with an internal error in an earlier call; create a new one".into()),
        })
    }

    /// `RuntimeError` for a call from inside this thread's own call on the engine.
    fn refuse_reentry(&self) -> PyResult<()> {
        match self.calc.held_here() {
            true => Err(PyRuntimeError::new_err(REENTERED)),
            false => Ok(()),
        }
    }

    /// Run `f` on the calculator with the GIL released, panics caught.
    fn with_calc<T: Send>(&self, py: Python<'_>, f: impl FnOnce(&mut Calculator<Box<dyn MdBackend>>) -> Result<T, Error> + Send) -> PyResult<T> {
        self.refuse_reentry()?;
        py.detach(|| guarded(|| f(&mut *self.hold()?)))
    }
}

fn results_dict<'py>(py: Python<'py>, batch: &Batch, r: &mlff::Results, s: usize, request: Request) -> PyResult<Bound<'py, PyDict>> {
    let range = batch.atom_start[s]..batch.atom_start[s + 1];
    let d = PyDict::new(py);
    d.set_item("energy", r.energy[s])?;
    d.set_item("energies", PyArray1::from_vec(py, r.energies[range.clone()].to_vec()))?;
    if request.forces {
        // (0, 3) for a structure without atoms.
        d.set_item("forces", array_n3(py, r.forces.get(range).unwrap_or_default())?)?;
    }
    if let Some(Some(stress)) = r.stress.get(s) {
        d.set_item("stress", PyArray1::from_vec(py, stress.to_vec()))?;
    }
    Ok(d)
}

#[pymethods]
impl Engine {
    /// Open `backend` ("auto", "cpu", "cuda", "wgpu") for `model`; `precision` "f64" (default) or
    /// "f32" applies to the CPU, "tf32" or "bf16" needs CUDA (tensor cores). Atoms closer than
    /// `min_distance` (Å, 0 to 2; 0 allows any) to one another or to their own periodic images
    /// are refused, as `mlff eval --min-distance` refuses them.
    #[new]
    #[pyo3(signature = (model, backend = "auto", precision = None, min_distance = mlff::budget::CLOSE_CONTACT))]
    fn new(py: Python<'_>, model: Py<PyModel>, backend: &str, precision: Option<&str>, min_distance: f64) -> PyResult<Self> {
        let kind = parse_backend(backend)?;
        let precision = parse_precision(precision)?;
        let m = model.get().model.clone();
        let calc = py.detach(|| {
            guarded(|| {
                let backend = mlff::open(kind, &m, precision, None)?;
                let mut calc = Calculator::new((*m).clone(), backend);
                calc.set_min_distance(min_distance)?;
                Ok(calc)
            })
        })?;
        let (backend_name, precision) = (calc.backend_name(), calc.precision());
        Ok(Engine { calc: Exclusive::new(calc), model, backend_name, precision, min_distance })
    }

    /// True while this thread is inside a call on the engine (an `md` whose callback runs now):
    /// a call on it from here raises `RuntimeError`.
    fn busy_on_this_thread(&self) -> bool {
        self.calc.held_here()
    }

    /// The minimum distance (Å) between atoms this engine accepts.
    #[getter]
    fn min_distance(&self) -> f64 {
        self.min_distance
    }

    /// The backend's name, e.g. "cpu (f64, 2 threads)".
    #[getter]
    fn backend(&self) -> String {
        self.backend_name.clone()
    }
    /// "f64", "f32", "tf32" or "bf16".
    #[getter]
    fn precision(&self) -> &'static str {
        self.precision.name()
    }
    #[getter]
    fn model(&self, py: Python<'_>) -> Py<PyModel> {
        self.model.clone_ref(py)
    }

    /// Evaluate one structure, keeping a Verlet neighbour list with `skin` (Å) between calls on
    /// the same atoms and cell (`skin <= 0`: a fresh list each call; results are the same; `None`:
    /// the backend's skin for the structure, [`Engine::verlet_skin`]). Returns a dict: energy,
    /// energies, forces (if asked), stress (if asked and periodic in 3-D) and list_reused (whether
    /// the call kept the last call's neighbour list).
    #[pyo3(signature = (numbers, positions, cell, pbc, forces = true, stress = true, skin = None))]
    #[allow(clippy::too_many_arguments)]
    fn compute<'py>(
        &self,
        py: Python<'py>,
        numbers: Bound<'py, PyAny>,
        positions: Bound<'py, PyAny>,
        cell: Option<Bound<'py, PyAny>>,
        pbc: [bool; 3],
        forces: bool,
        stress: bool,
        skin: Option<f64>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let system = to_system(&(numbers, positions, cell, pbc), 0)?;
        let batch = Batch::new(vec![system]).map_err(to_py)?;
        let request = Request { forces, stress };
        let results = self.with_calc(py, |c| c.compute_reusing(&batch, request, skin.unwrap_or_else(|| c.verlet_skin(&batch))))?;
        let d = results_dict(py, &batch, &results, 0, request)?;
        d.set_item("list_reused", results.list_reused)?;
        Ok(d)
    }

    /// The Verlet skin (Å) [`Engine::compute`] and [`Engine::md`] keep a structure's neighbour
    /// list with when given none: 0.2 for a dense periodic system that CUDA evaluates on its
    /// one-stage kernels (from 64 atoms a multiprocessor), 0.5 otherwise.
    fn verlet_skin<'py>(&self, py: Python<'py>, numbers: Bound<'py, PyAny>, positions: Bound<'py, PyAny>, cell: Option<Bound<'py, PyAny>>, pbc: [bool; 3]) -> PyResult<f64> {
        let system = to_system(&(numbers, positions, cell, pbc), 0)?;
        let batch = Batch::new(vec![system]).map_err(to_py)?;
        self.with_calc(py, |c| Ok(c.verlet_skin(&batch)))
    }

    /// Evaluate structures in batches of `batch_size` (a fresh neighbour list each), returning one
    /// dict per structure as [`Engine::compute`] does. Errors name the structure's index.
    #[pyo3(signature = (structures, batch_size = 64))]
    fn evaluate<'py>(&self, py: Python<'py>, structures: Vec<PyStructure<'py>>, batch_size: usize) -> PyResult<Bound<'py, PyList>> {
        if batch_size == 0 {
            return Err(PyValueError::new_err("batch_size must be at least 1"));
        }
        let systems: Vec<System> = structures.iter().enumerate().map(|(i, s)| to_system(s, i)).collect::<PyResult<_>>()?;
        drop(structures);
        let out = PyList::empty(py);
        for (k, chunk) in systems.chunks(batch_size).enumerate() {
            let first = k * batch_size;
            let renumber = |e: Error| match e {
                Error::System { system, msg } => Error::System { system: first + system, msg },
                other => other,
            };
            let batch = Batch::new(chunk.to_vec()).map_err(|e| to_py(renumber(e)))?;
            let results = self.with_calc(py, |c| c.compute(&batch, Request::default()).map_err(renumber))?;
            for s in 0..batch.len() {
                out.append(results_dict(py, &batch, &results, s, Request::default())?)?;
            }
        }
        Ok(out)
    }

    /// Molecular dynamics of `structures` (each repeated `replicas` times, copies next to each
    /// other), as `mlff md` runs it: the same integrators, random numbers and initial velocities
    /// (`velocities`, Å/fs, one per atom of `structures`, used when given, `replicas == 1` and no
    /// `init_temperature`; otherwise a Maxwell–Boltzmann draw). The steps run without the GIL;
    /// every `every` steps (and at the start and the end) `callback` gets a dict of the state:
    /// step, time_fs, positions, velocities (Å/fs), forces (all atoms, concatenated), potential,
    /// kinetic, temperature (per system). Returns a dict of the run's figures.
    #[pyo3(signature = (structures, velocities, steps, dt, ensemble, temperature, init_temperature, friction, tau, seed, replicas, skin, every, callback))]
    #[allow(clippy::too_many_arguments)]
    fn md<'py>(
        &self,
        py: Python<'py>,
        structures: Vec<PyStructure<'py>>,
        velocities: Option<Bound<'py, PyAny>>,
        steps: u64,
        dt: f64,
        ensemble: &str,
        temperature: f64,
        init_temperature: Option<f64>,
        friction: f64,
        tau: f64,
        seed: u64,
        replicas: usize,
        skin: Option<f64>,
        every: u64,
        callback: Option<Py<PyAny>>,
    ) -> PyResult<Bound<'py, PyDict>> {
        self.refuse_reentry()?;
        let thermostat = match ensemble {
            "nve" => Thermostat::Nve,
            "langevin" => Thermostat::Langevin { friction },
            "csvr" => Thermostat::Csvr { tau },
            other => return Err(PyValueError::new_err(format!("ensemble '{other}': expected nve, langevin or csvr"))),
        };
        if replicas == 0 {
            return Err(PyValueError::new_err("replicas must be at least 1"));
        }
        if let Some(t) = init_temperature {
            if !(t.is_finite() && (0.0..=mlff::md::MAX_TEMPERATURE).contains(&t)) {
                return Err(PyValueError::new_err(format!("initial temperature {t:e} K: must be a number from 0 to {}", mlff::md::MAX_TEMPERATURE)));
            }
        }
        // Without a skin, the backend's for the batch, set once the batch is made.
        let mut settings = Settings { dt, thermostat, temperature, seed, skin: skin.unwrap_or(mlff::neighbor::DEFAULT_SKIN) };
        settings.validate().map_err(to_py)?;
        let systems: Vec<System> = structures.iter().enumerate().map(|(i, s)| to_system(s, i)).collect::<PyResult<_>>()?;
        drop(structures);
        if systems.is_empty() {
            return Err(PyValueError::new_err("no structure to run"));
        }
        let given = velocities.as_ref().map(|v| vec3s(v, "velocities")).transpose()?;
        let n_atoms: usize = systems.iter().map(|s| s.len()).sum();
        if n_atoms.saturating_mul(replicas) > mlff::md::MAX_RUN_ATOMS {
            return Err(PyValueError::new_err(format!(
                "{n_atoms} atoms × {replicas} replicas is more than the {} atoms an md run may have",
                mlff::md::MAX_RUN_ATOMS
            )));
        }
        if let Some(v) = &given {
            if v.len() != n_atoms {
                return Err(PyValueError::new_err(format!("{} velocities for {n_atoms} atoms", v.len())));
            }
        }
        // Errors name the input structure (system s of the batch is structure s / replicas).
        let at_input = move |e: Error| match e {
            Error::System { system, msg } => Error::System { system: system / replicas, msg },
            other => other,
        };
        let batch = Batch::new(systems.iter().flat_map(|s| std::iter::repeat_n(s.clone(), replicas)).collect()).map_err(|e| to_py(at_input(e)))?;
        let velocities = mlff::md::initial_velocities(&batch, given, replicas, init_temperature, temperature, seed);
        if skin.is_none() {
            settings.skin = self.with_calc(py, |c| Ok(c.verlet_skin(&batch)))?;
        }

        // The callback runs under the GIL; a Python exception it raises (or Ctrl-C) ends the run
        // and is raised again here.
        let mut raised: Option<PyErr> = None;
        let mut report = |snap: &Snapshot| -> Result<(), Error> {
            Python::attach(|py| {
                let call = || -> PyResult<()> {
                    py.check_signals()?;
                    if let Some(cb) = &callback {
                        let d = PyDict::new(py);
                        d.set_item("step", snap.step)?;
                        d.set_item("time_fs", snap.step as f64 * dt)?;
                        d.set_item("positions", array_n3(py, &snap.positions)?)?;
                        d.set_item("velocities", array_n3(py, &snap.velocities)?)?;
                        d.set_item("forces", array_n3(py, &snap.forces)?)?;
                        d.set_item("potential", PyArray1::from_vec(py, snap.potential.clone()))?;
                        d.set_item("kinetic", PyArray1::from_vec(py, snap.kinetic.clone()))?;
                        d.set_item("thermostat_heat", PyArray1::from_vec(py, snap.thermostat_heat.clone()))?;
                        d.set_item("temperature", PyArray1::from_vec(py, snap.temperature.clone()))?;
                        cb.call1(py, (d,))?;
                    }
                    Ok(())
                };
                call().map_err(|e| {
                    raised = Some(e);
                    Error::Invalid("the MD callback raised an exception".into())
                })
            })
        };
        // Ctrl-C stops the run at its next step (Python's own handler runs only between
        // bytecodes, which a run without reports would not reach); on the main thread, which
        // alone receives signals in Python.
        let on_main: bool = py.import("threading")?.call_method0("current_thread")?.is(&py.import("threading")?.call_method0("main_thread")?);
        let signals = match on_main {
            true => Some(mlff::md::signals::StopOnSignals::install(&[mlff::md::signals::SIGINT]).map_err(|e| PyOSError::new_err(format!("cannot catch SIGINT: {e}")))?),
            false => None,
        };
        let stop = signals.as_ref().map(|s| s.stop());
        let job = OnThisThread(|| {
            let mut calc = self.hold()?;
            let warm = std::time::Instant::now();
            calc.warm_up_dynamics(&batch, &velocities, settings).map_err(at_input)?;
            let warm_up_s = warm.elapsed().as_secs_f64();
            let mut dynamics = calc.dynamics(batch.clone(), velocities, settings).map_err(at_input)?;
            let sinks = Sinks { snapshots: Some(&mut report), stop, ..Default::default() };
            // As `mlff md`: an NVE run whose energy moves by more than the default bound stops,
            // as does any run whose atoms fly apart.
            let limits = Limits::for_run(&settings, MAX_ENERGY_CHANGE);
            let summary = run(&mut *dynamics, &batch, dt, steps, every, limits, sinks).map_err(at_input)?;
            Ok((summary, warm_up_s))
        });
        let outcome = OnThisThread(py.detach(move || OnThisThread(guarded(job.into_inner())))).into_inner().into_inner();
        let interrupted = signals.is_some() && mlff::md::signals::caught().is_some();
        drop(signals);
        if let Some(e) = raised {
            return Err(e);
        }
        if interrupted {
            let why = outcome.err().map_or(String::new(), |e| format!(": {e}"));
            return Err(PyKeyboardInterrupt::new_err(format!("mlff.md interrupted{why}")));
        }
        let (summary, warm_up_s) = outcome?;
        let d = PyDict::new(py);
        d.set_item("steps", summary.steps)?;
        d.set_item("wall_s", summary.wall_s)?;
        d.set_item("warm_up_s", warm_up_s)?;
        d.set_item("steps_per_s", summary.steps_per_s())?;
        d.set_item("ns_per_day", summary.ns_per_day())?;
        d.set_item("list_builds", summary.list_builds)?;
        d.set_item("backend", &self.backend_name)?;
        Ok(d)
    }

    fn __repr__(&self) -> String {
        format!("Engine({} on {})", self.model.get().model.path.display(), self.backend_name)
    }
}

/// `mlff._native`: the engine behind the Python package `mlff`.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyModel>()?;
    m.add_class::<Engine>()?;
    m.add("ASE_TIME_FS", mlff::units::ASE_TIME_FS)?;
    m.add("ATOMIC_MASSES", mlff::system::ATOMIC_MASSES.to_vec())?;
    m.add("MAX_RUN_ATOMS", mlff::md::MAX_RUN_ATOMS)?;
    m.add("VERSION", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
