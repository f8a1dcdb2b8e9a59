//! Models as trained with schnetpack 2.1.1: configuration and weights.
//!
//! A model is an [`Architecture`] (PaiNN, SchNet: its representation, [`Weights`]) and the parts
//! every architecture shares: the embedding, the radial basis and cosine cutoff, the Atomwise
//! readout with its scale, mean and atomrefs, and the units. It is one safetensors file. Its
//! metadata key `mlff.config` holds the JSON [`Config`], whose `model` names the architecture
//! (`painn` when absent); its tensors hold the weights under the names below (Linear weights in
//! torch layout `[out, in]`, float64 or float32, kept as f64 here and converted by each backend).
//! Every architecture:
//!
//! ```text
//! embedding.weight                              [max_z, F]
//! radial_basis.offsets, radial_basis.widths     [R]        (gaussian)
//! radial_basis.freqs                            [R]        (bessel)
//! readout.{k}.weight [out, in], readout.{k}.bias [out]      k = 0..len(readout_sizes)-1
//! atomref                                       [max_z]    energy per atom of element Z
//! ```
//!
//! PaiNN ([`Painn`]):
//!
//! ```text
//! radial_basis.offsets, radial_basis.widths     [R]        (gaussian)
//! radial_basis.freqs                            [R]        (bessel)
//! filter_net.weight [B·3F, R], filter_net.bias [B·3F]      B = 1 if shared_filters else L
//! interactions.{l}.context_net.0.weight [F, F]   .0.bias [F]
//! interactions.{l}.context_net.1.weight [3F, F]  .1.bias [3F]
//! mixing.{l}.mu_channel_mix.weight      [2F, F]             (no bias)
//! mixing.{l}.context_net.0.weight       [F, 2F]  .0.bias [F]
//! mixing.{l}.context_net.1.weight       [3F, F]  .1.bias [3F]
//!        l = 0..K, K = 1 if shared_interactions else L
//! ```
//!
//! SchNet: [`schnet`].
//!
//! The energy is `E = Σ_i e_i`, with per-atom energies
//! `e_i = energy_scale · y_i + energy_mean_per_atom + atomref[Z_i]` and `y_i` the Atomwise readout
//! MLP of atom i's scalar features (schnetpack's `Atomwise` + `AddOffsets` post-processing).
//!
//! A file is in the units its model was trained in: `energy_unit` and `length_unit` of the
//! configuration (ASE's names, [`crate::units::MODEL_ENERGY_UNITS`] and
//! [`crate::units::MODEL_LENGTH_UNITS`]; a file without them is in eV and Å). Loading converts
//! the model to eV and Å ([`Model::file_units`] keeps what the file said): lengths scale the
//! cutoff and the radial basis (Gaussian centres and widths; Bessel frequencies, whose 1/d
//! factor moves into the filter network's weights), energies scale `energy_scale`,
//! `energy_mean_per_atom` and `atomref`. So every backend computes in eV and Å, and a
//! schnetpack model gives what schnetpack's `SpkCalculator` gives with the same units.
use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::error::{Error, Result};

pub mod random;
pub mod schnet;

pub use schnet::{Schnet, SchnetInteraction};

/// The architecture of a model's representation: what turns atoms and their neighbours into
/// the per-atom features the shared Atomwise readout reads (the config's `model`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Architecture {
    /// schnetpack's `PaiNN` (scalar and vector features, equivariant messages).
    #[default]
    Painn,
    /// schnetpack's `SchNet` (continuous-filter convolutions of scalar features).
    Schnet,
}

impl Architecture {
    /// The name in schnetpack and in `mlff info`: `PaiNN`, `SchNet`.
    pub fn name(self) -> &'static str {
        match self {
            Architecture::Painn => "PaiNN",
            Architecture::Schnet => "SchNet",
        }
    }
}

/// An activation function between dense layers, as schnetpack names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Activation {
    /// `x σ(x)` (`silu`).
    Silu,
    /// `ln(0.5 eˣ + 0.5)` = softplus(x) − ln 2 (`shifted_softplus`, SchNet's default).
    ShiftedSoftplus,
}

impl Activation {
    /// The activation a config names (`silu`, `shifted_softplus`).
    pub fn parse(name: &str) -> Option<Activation> {
        match name {
            "silu" => Some(Activation::Silu),
            "shifted_softplus" => Some(Activation::ShiftedSoftplus),
            _ => None,
        }
    }
}

/// Radial basis functions of the interatomic distance d (Å), as schnetpack defines them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RadialBasisKind {
    /// `exp(-0.5 (d - offset_r)² / width_r²)` (schnetpack `GaussianRBF`).
    Gaussian,
    /// `sin(freq_r d) / d` with `freq_r = r π / cutoff`, r = 1..R (schnetpack `BesselRBF`).
    Bessel,
}

/// Hyper-parameters of a model (the JSON in the safetensors metadata key `mlff.config`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The architecture: `painn` (also when absent) or `schnet`.
    #[serde(default)]
    pub model: Architecture,
    /// Feature size F.
    pub n_atom_basis: usize,
    /// SchNet: the width of the continuous-filter convolution (absent: F).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub n_filters: Option<usize>,
    /// Number of interaction blocks L (PaiNN: interaction + mixing).
    pub n_interactions: usize,
    /// Number of radial basis functions R.
    pub n_rbf: usize,
    /// Radial basis kind.
    pub radial_basis: RadialBasisKind,
    /// Cutoff radius, in `length_unit`.
    pub cutoff: f64,
    /// Cutoff function; only "cosine" (`0.5 (cos(π d / rc) + 1)` for d < rc).
    pub cutoff_fn: String,
    /// One interaction block (PaiNN: and mixing block) applied L times.
    pub shared_interactions: bool,
    /// PaiNN: one filter network output shared by all L interactions.
    #[serde(default)]
    pub shared_filters: bool,
    /// Activation inside the interaction blocks: PaiNN "silu"; SchNet "shifted_softplus" or
    /// "silu".
    pub activation: String,
    /// PaiNN: epsilon under the square root of the vector-feature norm in the mixing block
    /// (absent: schnetpack's default, 1e-8).
    #[serde(default = "painn_epsilon")]
    pub epsilon: f64,
    /// Size of the embedding table (elements 0..max_z-1).
    pub max_z: usize,
    /// Widths of the Atomwise readout MLP, input F first, 1 last, e.g. [F, F/2, 1].
    pub readout_sizes: Vec<usize>,
    /// Activation between readout layers: "silu" (PaiNN, SchNet) or "shifted_softplus" (SchNet).
    pub readout_activation: String,
    /// Multiplies the readout output y_i.
    #[serde(default = "one")]
    pub energy_scale: f64,
    /// Added to every atom's energy (in `energy_unit`): schnetpack's per-atom mean of
    /// `AddOffsets`.
    #[serde(default)]
    pub energy_mean_per_atom: f64,
    /// The unit of the model's energies (ASE's name: eV, meV, kcal/mol, kJ/mol, Hartree).
    #[serde(default = "electronvolt")]
    pub energy_unit: String,
    /// The unit of the model's lengths (ASE's name: Angstrom, Bohr, nm).
    #[serde(default = "angstrom")]
    pub length_unit: String,
    /// Atomic numbers the model was trained on; others are refused.
    pub elements: Vec<u32>,
    /// Where the model came from (free text).
    #[serde(default)]
    pub source: String,
    /// The weights are random: a model of the right shape for timing and tests, not for physics.
    #[serde(default)]
    pub random_weights: bool,
    /// Free-form training card (teacher, data, accuracy, ...).
    #[serde(default)]
    pub card: serde_json::Value,
}

fn painn_epsilon() -> f64 {
    1e-8
}

fn one() -> f64 {
    1.0
}

fn electronvolt() -> String {
    "eV".into()
}

fn angstrom() -> String {
    "Angstrom".into()
}

/// The units a model file declared, and their values in eV and Å.
#[derive(Clone, Debug, PartialEq)]
pub struct FileUnits {
    /// The file's energy unit (ASE's name).
    pub energy: String,
    /// The file's length unit (ASE's name).
    pub length: String,
    /// eV per energy unit.
    pub energy_ev: f64,
    /// Å per length unit.
    pub length_angstrom: f64,
}

/// A dense layer `y = W x + b`, `W` row-major `[n_out][n_in]` (torch layout).
#[derive(Clone, Debug)]
pub struct Dense {
    /// Weights `[n_out][n_in]`, row-major.
    pub weight: Vec<f64>,
    /// Bias `[n_out]`, if any.
    pub bias: Option<Vec<f64>>,
    /// Input width.
    pub n_in: usize,
    /// Output width.
    pub n_out: usize,
}

/// PaiNN's message (interaction) block: its context network `F → F → 3F` (SiLU between).
#[derive(Clone, Debug)]
pub struct Interaction {
    /// `[Dense(F, F), Dense(F, 3F)]`.
    pub context_net: [Dense; 2],
}

/// PaiNN's update (mixing) block.
#[derive(Clone, Debug)]
pub struct Mixing {
    /// `Dense(F, 2F)` without bias: vector features → (V, W).
    pub mu_channel_mix: Dense,
    /// `[Dense(2F, F), Dense(F, 3F)]` on `[q, |V|]`.
    pub context_net: [Dense; 2],
}

/// Radial basis parameters.
#[derive(Clone, Debug)]
pub enum RadialBasis {
    /// Gaussian centres and widths (Å).
    Gaussian {
        /// Centres (Å).
        offsets: Vec<f64>,
        /// Widths (Å).
        widths: Vec<f64>,
    },
    /// Bessel frequencies (1/Å).
    Bessel {
        /// Frequencies (1/Å).
        freqs: Vec<f64>,
    },
}

/// PaiNN's own weights.
#[derive(Clone, Debug)]
pub struct Painn {
    /// Filter network `Dense(R, B·3F)`.
    pub filter_net: Dense,
    /// K interaction blocks (K = 1 when shared).
    pub interactions: Vec<Interaction>,
    /// K mixing blocks.
    pub mixing: Vec<Mixing>,
}

/// The representation's weights, one variant per [`Architecture`].
#[derive(Clone, Debug)]
pub enum Weights {
    /// PaiNN.
    Painn(Painn),
    /// SchNet.
    Schnet(Schnet),
}

/// A loaded model, weights in f64.
#[derive(Clone, Debug)]
pub struct Model {
    /// Hyper-parameters.
    pub config: Config,
    /// The file it was loaded from.
    pub path: PathBuf,
    /// Embedding table `[max_z][F]`.
    pub embedding: Vec<f64>,
    /// Radial basis.
    pub radial_basis: RadialBasis,
    /// The representation's own weights.
    pub weights: Weights,
    /// Readout MLP layers.
    pub readout: Vec<Dense>,
    /// Per-element reference energies `[max_z]` (eV).
    pub atomref: Vec<f64>,
    /// The units the file declared (the model itself is in eV and Å once loaded).
    pub file_units: FileUnits,
}

pub(crate) struct Tensors<'a> {
    st: safetensors::SafeTensors<'a>,
    path: &'a Path,
}

impl Tensors<'_> {
    fn err(&self, msg: String) -> Error {
        Error::Model { path: self.path.to_path_buf(), msg }
    }

    /// Read tensor `name` as f64 and check its shape.
    fn get(&self, name: &str, shape: &[usize]) -> Result<Vec<f64>> {
        let t = self.st.tensor(name).map_err(|_| self.err(format!("missing tensor '{name}'")))?;
        if t.shape() != shape {
            return Err(self.err(format!("tensor '{name}' has shape {:?}, expected {:?}", t.shape(), shape)));
        }
        let data = t.data();
        let v: Vec<f64> = match t.dtype() {
            safetensors::Dtype::F64 => data.chunks_exact(8).map(|b| f64::from_le_bytes(b.try_into().unwrap())).collect(),
            safetensors::Dtype::F32 => {
                data.chunks_exact(4).map(|b| f32::from_le_bytes(b.try_into().unwrap()) as f64).collect()
            }
            other => return Err(self.err(format!("tensor '{name}' has dtype {other:?}, expected F64 or F32"))),
        };
        if let Some(i) = v.iter().position(|x| !x.is_finite()) {
            return Err(self.err(format!("tensor '{name}' has a non-finite value at flat index {i}")));
        }
        Ok(v)
    }

    pub(crate) fn dense(&self, prefix: &str, n_in: usize, n_out: usize, bias: bool) -> Result<Dense> {
        let weight = self.get(&format!("{prefix}.weight"), &[n_out, n_in])?;
        let bias = if bias { Some(self.get(&format!("{prefix}.bias"), &[n_out])?) } else { None };
        Ok(Dense { weight, bias, n_in, n_out })
    }
}

impl Painn {
    /// Read PaiNN's tensors (names and shapes in the module documentation).
    fn load(t: &Tensors, c: &Config) -> Result<Painn> {
        let (f, r) = (c.n_atom_basis, c.n_rbf);
        let n_filter_blocks = if c.shared_filters { 1 } else { c.n_interactions };
        let n_blocks = if c.shared_interactions { 1 } else { c.n_interactions };
        let filter_net = t.dense("filter_net", r, n_filter_blocks * 3 * f, true)?;
        let mut interactions = Vec::with_capacity(n_blocks);
        let mut mixing = Vec::with_capacity(n_blocks);
        for l in 0..n_blocks {
            interactions.push(Interaction {
                context_net: [
                    t.dense(&format!("interactions.{l}.context_net.0"), f, f, true)?,
                    t.dense(&format!("interactions.{l}.context_net.1"), f, 3 * f, true)?,
                ],
            });
            mixing.push(Mixing {
                mu_channel_mix: t.dense(&format!("mixing.{l}.mu_channel_mix"), f, 2 * f, false)?,
                context_net: [
                    t.dense(&format!("mixing.{l}.context_net.0"), 2 * f, f, true)?,
                    t.dense(&format!("mixing.{l}.context_net.1"), f, 3 * f, true)?,
                ],
            });
        }
        Ok(Painn { filter_net, interactions, mixing })
    }
}

impl Model {
    /// Load a model file. Every problem (missing file, not safetensors, missing or misshapen
    /// tensor, unsupported option) is an [`Error::Model`] naming the file.
    pub fn load(path: impl AsRef<Path>) -> Result<Model> {
        let path = path.as_ref();
        let merr = |msg: String| Error::Model { path: path.to_path_buf(), msg };
        // A FIFO would block the read for ever, a device never end: only a regular file is read.
        let meta = std::fs::metadata(path).map_err(|e| merr(e.to_string()))?;
        if !meta.is_file() {
            return Err(merr("not a regular file (a directory, FIFO, socket or device): a model is a .safetensors file".into()));
        }
        let bytes = std::fs::read(path).map_err(|e| merr(e.to_string()))?;
        Self::from_bytes(&bytes, path)
    }

    /// Parse a model from the bytes of a safetensors file; `path` names it in errors.
    pub fn from_bytes(bytes: &[u8], path: &Path) -> Result<Model> {
        let merr = |msg: String| Error::Model { path: path.to_path_buf(), msg };
        let (_, meta) = safetensors::SafeTensors::read_metadata(bytes)
            .map_err(|e| merr(format!("truncated or not a safetensors file ({e})")))?;
        let st = safetensors::SafeTensors::deserialize(bytes)
            .map_err(|e| merr(format!("truncated or not a safetensors file ({e})")))?;
        let empty = HashMap::new();
        let json = meta
            .metadata()
            .as_ref()
            .unwrap_or(&empty)
            .get("mlff.config")
            .ok_or_else(|| merr("no 'mlff.config' metadata: not an mlff model (convert it with tools/convert_schnetpack.py)".into()))?;
        let config: Config =
            serde_json::from_str(json).map_err(|e| merr(format!("invalid 'mlff.config' metadata: {e}")))?;
        config.check().map_err(merr)?;
        let file_units = config.units().map_err(merr)?;
        let t = Tensors { st, path };
        let c = &config;
        let (f, r) = (c.n_atom_basis, c.n_rbf);
        let embedding = t.get("embedding.weight", &[c.max_z, f])?;
        let radial_basis = match c.radial_basis {
            RadialBasisKind::Gaussian => RadialBasis::Gaussian {
                offsets: t.get("radial_basis.offsets", &[r])?,
                widths: t.get("radial_basis.widths", &[r])?,
            },
            RadialBasisKind::Bessel => RadialBasis::Bessel { freqs: t.get("radial_basis.freqs", &[r])? },
        };
        if let RadialBasis::Gaussian { widths, .. } = &radial_basis {
            if widths.contains(&0.0) {
                return Err(merr("radial_basis.widths has a zero width".into()));
            }
        }
        let weights = match c.model {
            Architecture::Painn => Weights::Painn(Painn::load(&t, c)?),
            Architecture::Schnet => Weights::Schnet(Schnet::load(&t, c)?),
        };
        let readout = c
            .readout_sizes
            .windows(2)
            .enumerate()
            .map(|(k, w)| t.dense(&format!("readout.{k}"), w[0], w[1], true))
            .collect::<Result<Vec<_>>>()?;
        let atomref = t.get("atomref", &[c.max_z])?;
        let mut model =
            Model { config, path: path.to_path_buf(), embedding, radial_basis, weights, readout, atomref, file_units };
        model.convert_to_ev_angstrom();
        Ok(model)
    }

    /// Convert a model in its file's units ([`Model::file_units`]) to eV and Å (see the module
    /// documentation); nothing changes for a file in eV and Å.
    fn convert_to_ev_angstrom(&mut self) {
        let (e, a) = (self.file_units.energy_ev, self.file_units.length_angstrom);
        if a != 1.0 {
            self.config.cutoff *= a;
            match &mut self.radial_basis {
                RadialBasis::Gaussian { offsets, widths } => offsets.iter_mut().chain(widths.iter_mut()).for_each(|x| *x *= a),
                RadialBasis::Bessel { freqs } => {
                    // sin(f d/a) / (d/a) = a · sin((f/a) d) / d: the factor a goes into the filter
                    // network, which is linear in the basis.
                    freqs.iter_mut().for_each(|x| *x /= a);
                    let first_filter_layers: Vec<&mut Dense> = match &mut self.weights {
                        Weights::Painn(p) => vec![&mut p.filter_net],
                        Weights::Schnet(s) => s.interactions.iter_mut().map(|b| &mut b.filter_net[0]).collect(),
                    };
                    for d in first_filter_layers {
                        d.weight.iter_mut().for_each(|w| *w *= a);
                    }
                }
            }
        }
        if e != 1.0 {
            self.config.energy_scale *= e;
            self.config.energy_mean_per_atom *= e;
            self.atomref.iter_mut().for_each(|x| *x *= e);
        }
        self.config.energy_unit = electronvolt();
        self.config.length_unit = angstrom();
    }

    /// Write the model as a float64 safetensors file in the format above.
    pub fn save(&self, path: impl AsRef<Path>) -> Result<()> {
        let path = path.as_ref();
        let mut tensors: Vec<(String, Vec<usize>, Vec<u8>)> = Vec::new();
        let mut put = |name: String, shape: Vec<usize>, data: &[f64]| {
            tensors.push((name, shape, data.iter().flat_map(|x| x.to_le_bytes()).collect()));
        };
        let c = &self.config;
        put("embedding.weight".into(), vec![c.max_z, c.n_atom_basis], &self.embedding);
        match &self.radial_basis {
            RadialBasis::Gaussian { offsets, widths } => {
                put("radial_basis.offsets".into(), vec![offsets.len()], offsets);
                put("radial_basis.widths".into(), vec![widths.len()], widths);
            }
            RadialBasis::Bessel { freqs } => put("radial_basis.freqs".into(), vec![freqs.len()], freqs),
        }
        let mut dense = |prefix: String, d: &Dense| {
            put(format!("{prefix}.weight"), vec![d.n_out, d.n_in], &d.weight);
            if let Some(b) = &d.bias {
                put(format!("{prefix}.bias"), vec![d.n_out], b);
            }
        };
        match &self.weights {
            Weights::Painn(p) => {
                dense("filter_net".into(), &p.filter_net);
                for (l, (i, m)) in p.interactions.iter().zip(&p.mixing).enumerate() {
                    dense(format!("interactions.{l}.context_net.0"), &i.context_net[0]);
                    dense(format!("interactions.{l}.context_net.1"), &i.context_net[1]);
                    dense(format!("mixing.{l}.mu_channel_mix"), &m.mu_channel_mix);
                    dense(format!("mixing.{l}.context_net.0"), &m.context_net[0]);
                    dense(format!("mixing.{l}.context_net.1"), &m.context_net[1]);
                }
            }
            Weights::Schnet(s) => {
                for (l, b) in s.interactions.iter().enumerate() {
                    for (name, d) in b.layers() {
                        dense(format!("interactions.{l}.{name}"), d);
                    }
                }
            }
        }
        for (k, d) in self.readout.iter().enumerate() {
            dense(format!("readout.{k}"), d);
        }
        put("atomref".into(), vec![c.max_z], &self.atomref);
        let views = tensors
            .iter()
            .map(|(name, shape, data)| {
                safetensors::tensor::TensorView::new(safetensors::Dtype::F64, shape.clone(), data)
                    .map(|v| (name.clone(), v))
                    .map_err(|e| Error::Model { path: path.to_path_buf(), msg: format!("tensor '{name}': {e}") })
            })
            .collect::<Result<Vec<_>>>()?;
        let json = serde_json::to_string(c).expect("config serialises");
        let meta = HashMap::from([("mlff.config".to_string(), json)]);
        let bytes = safetensors::serialize(views, &Some(meta))
            .map_err(|e| Error::Model { path: path.to_path_buf(), msg: format!("cannot serialise: {e}") })?;
        std::fs::write(path, bytes).map_err(|e| Error::io(path, e))
    }

    /// Trained parameters: the embedding table and every dense layer's weights and biases (the
    /// radial basis and the reference energies are fixed in schnetpack's PaiNN and SchNet).
    pub fn parameter_count(&self) -> usize {
        let dense = |d: &Dense| d.weight.len() + d.bias.as_ref().map_or(0, Vec::len);
        let representation: usize = match &self.weights {
            Weights::Painn(p) => {
                let blocks = p.interactions.iter().flat_map(|b| b.context_net.iter());
                let mixing = p.mixing.iter().flat_map(|m| std::iter::once(&m.mu_channel_mix).chain(m.context_net.iter()));
                dense(&p.filter_net) + blocks.chain(mixing).map(dense).sum::<usize>()
            }
            Weights::Schnet(s) => s.interactions.iter().flat_map(|b| b.layers()).map(|(_, d)| dense(d)).sum(),
        };
        self.embedding.len() + representation + self.readout.iter().map(dense).sum::<usize>()
    }

    /// The architecture ([`Config::model`]).
    pub fn architecture(&self) -> Architecture {
        self.config.model
    }

    /// PaiNN's weights, or for another architecture an [`Error::Backend`] saying that `backend`
    /// runs PaiNN only.
    pub fn painn(&self, backend: &str) -> Result<&Painn> {
        match &self.weights {
            Weights::Painn(p) => Ok(p),
            _ => Err(Error::Backend {
                backend: backend.into(),
                msg: format!("{} models run on the cpu backend only (this backend runs PaiNN)", self.config.model.name()),
            }),
        }
    }

    /// Feature size F.
    pub fn features(&self) -> usize {
        self.config.n_atom_basis
    }

    /// Cutoff radius (Å).
    pub fn cutoff(&self) -> f64 {
        self.config.cutoff
    }

    /// The interaction (PaiNN: and mixing) block used at layer `l` (shared blocks repeat block 0).
    pub fn block(&self, l: usize) -> usize {
        if self.config.shared_interactions {
            0
        } else {
            l
        }
    }

    /// PaiNN: row offset of layer `l`'s filters in the filter network output.
    pub fn filter_offset(&self, l: usize) -> usize {
        if self.config.shared_filters {
            0
        } else {
            l * 3 * self.config.n_atom_basis
        }
    }

    /// True when the model supports element `z`.
    pub fn supports(&self, z: u32) -> bool {
        self.config.elements.contains(&z)
    }
}

impl Config {
    /// SchNet's convolution width: `n_filters`, or F when absent.
    pub fn filters(&self) -> usize {
        self.n_filters.unwrap_or(self.n_atom_basis)
    }

    /// The declared units with their values in eV and Å. An unknown unit, or a training card
    /// that names other units than the configuration, is an error.
    pub fn units(&self) -> std::result::Result<FileUnits, String> {
        let known = |table: &[(&str, f64)]| table.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ");
        let energy_ev = crate::units::energy_unit_ev(&self.energy_unit)
            .ok_or_else(|| format!("unknown energy unit '{}' (known: {})", self.energy_unit, known(&crate::units::MODEL_ENERGY_UNITS)))?;
        let length_angstrom = crate::units::length_unit_angstrom(&self.length_unit)
            .ok_or_else(|| format!("unknown length unit '{}' (known: {})", self.length_unit, known(&crate::units::MODEL_LENGTH_UNITS)))?;
        for (key, declared) in [("energy_unit", &self.energy_unit), ("length_unit", &self.length_unit)] {
            if let Some(card) = self.card.get(key) {
                if card.as_str() != Some(declared.as_str()) {
                    return Err(format!("the training card's {key} {card} contradicts the configuration's '{declared}'"));
                }
            }
        }
        Ok(FileUnits { energy: self.energy_unit.clone(), length: self.length_unit.clone(), energy_ev, length_angstrom })
    }

    /// Reject what this engine does not implement, with the reason.
    pub fn check(&self) -> std::result::Result<(), String> {
        if self.cutoff_fn != "cosine" {
            return Err(format!("cutoff function '{}' is not supported (only 'cosine')", self.cutoff_fn));
        }
        match self.model {
            Architecture::Painn => {
                if self.activation != "silu" || self.readout_activation != "silu" {
                    return Err(format!(
                        "PaiNN activation '{}'/'{}' is not supported (only 'silu')",
                        self.activation, self.readout_activation
                    ));
                }
                if self.n_filters.is_some() {
                    return Err("n_filters is a SchNet option; PaiNN's filters are 3 × n_atom_basis wide".into());
                }
            }
            Architecture::Schnet => {
                for (what, name) in [("activation", &self.activation), ("readout_activation", &self.readout_activation)] {
                    if Activation::parse(name).is_none() {
                        return Err(format!("SchNet {what} '{name}' is not supported ('shifted_softplus' or 'silu')"));
                    }
                }
                if self.shared_filters {
                    return Err("shared_filters is a PaiNN option (SchNet shares filters with shared_interactions)".into());
                }
                if self.n_filters == Some(0) {
                    return Err("n_filters must be positive".into());
                }
            }
        }
        if !(self.cutoff.is_finite() && self.cutoff > 0.0) {
            return Err(format!("cutoff {} Å is not a positive number", self.cutoff));
        }
        if self.n_atom_basis == 0 || self.n_interactions == 0 || self.n_rbf == 0 {
            return Err("n_atom_basis, n_interactions and n_rbf must be positive".into());
        }
        if self.readout_sizes.len() < 2
            || self.readout_sizes[0] != self.n_atom_basis
            || *self.readout_sizes.last().unwrap() != 1
        {
            return Err(format!(
                "readout_sizes {:?} must start with n_atom_basis ({}) and end with 1",
                self.readout_sizes, self.n_atom_basis
            ));
        }
        if let Some(z) = self.elements.iter().find(|&&z| z == 0 || z as usize >= self.max_z) {
            return Err(format!("element {z} is outside the embedding table (max_z {})", self.max_z));
        }
        if self.elements.is_empty() {
            return Err("the model lists no elements".into());
        }
        Ok(())
    }
}
