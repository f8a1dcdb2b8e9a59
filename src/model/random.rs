//! Seeded random models (PaiNN, SchNet): for `mlff check` and `mlff bench` when no model file is given,
//! and for the test suite. Weights are drawn so that activations stay O(1) and every
//! nonlinearity matters (biases included); they are not a trained potential.
use super::{Architecture, Config, Dense, FileUnits, Interaction, Mixing, Model, Painn, RadialBasis, RadialBasisKind, Schnet, SchnetInteraction, Weights};

/// A small deterministic generator (splitmix64) so that the library needs no RNG crate.
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn uniform(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Hyper-parameters of a random model.
#[derive(Clone, Copy, Debug)]
#[allow(missing_docs)]
pub struct ModelSpec {
    pub features: usize,
    pub layers: usize,
    pub n_rbf: usize,
    pub cutoff: f64,
    pub bessel: bool,
    pub shared_interactions: bool,
    pub shared_filters: bool,
    /// The representation (PaiNN by default).
    pub architecture: Architecture,
    /// SchNet's convolution width (`None`: `features`).
    pub filters: Option<usize>,
}

impl Default for ModelSpec {
    fn default() -> Self {
        ModelSpec { features: 16, layers: 2, n_rbf: 10, cutoff: 4.0, bessel: false, shared_interactions: false, shared_filters: false, architecture: Architecture::Painn, filters: None }
    }
}

fn normal(rng: &mut Rng) -> f64 {
    // Box–Muller
    let u1 = rng.uniform().max(1e-12);
    let u2 = rng.uniform();
    (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
}

fn dense(rng: &mut Rng, n_in: usize, n_out: usize, bias: bool) -> Dense {
    let s = 1.0 / (n_in as f64).sqrt();
    Dense {
        weight: (0..n_in * n_out).map(|_| s * normal(rng)).collect(),
        bias: bias.then(|| (0..n_out).map(|_| 0.2 * normal(rng)).collect()),
        n_in,
        n_out,
    }
}

/// A model of `spec.architecture` with seeded random weights (biases included), elements H C N O
/// Si. SchNet's activations are shifted softplus, its readout's SiLU (schnetpack's defaults).
pub fn random_model(spec: ModelSpec, seed: u64) -> Model {
    let mut rng = Rng(seed);
    let (f, l, r) = (spec.features, spec.layers, spec.n_rbf);
    let max_z = 20;
    let schnet = spec.architecture == Architecture::Schnet;
    let config = Config {
        model: spec.architecture,
        n_atom_basis: f,
        n_filters: if schnet { spec.filters } else { None },
        n_interactions: l,
        n_rbf: r,
        radial_basis: if spec.bessel { RadialBasisKind::Bessel } else { RadialBasisKind::Gaussian },
        cutoff: spec.cutoff,
        cutoff_fn: "cosine".into(),
        shared_interactions: spec.shared_interactions,
        shared_filters: spec.shared_filters && !schnet,
        activation: if schnet { "shifted_softplus" } else { "silu" }.into(),
        epsilon: 1e-8,
        max_z,
        readout_sizes: vec![f, f / 2, 1],
        readout_activation: "silu".into(),
        energy_scale: 0.7,
        energy_mean_per_atom: -1.3,
        elements: vec![1, 6, 7, 8, 14],
        energy_unit: "eV".into(),
        length_unit: "Angstrom".into(),
        source: format!("random test model, seed {seed}"),
        random_weights: true,
        card: serde_json::Value::Null,
    };
    let radial_basis = if spec.bessel {
        RadialBasis::Bessel { freqs: (1..=r).map(|k| k as f64 * std::f64::consts::PI / spec.cutoff).collect() }
    } else {
        let step = spec.cutoff / (r - 1) as f64;
        RadialBasis::Gaussian { offsets: (0..r).map(|k| k as f64 * step).collect(), widths: vec![step; r] }
    };
    let nb = if spec.shared_interactions { 1 } else { l };
    let embedding = (0..max_z * f).map(|_| normal(&mut rng)).collect();
    let weights = if schnet {
        let c = config.filters();
        let interactions = (0..nb)
            .map(|_| SchnetInteraction {
                in2f: dense(&mut rng, f, c, false),
                filter_net: [dense(&mut rng, r, c, true), dense(&mut rng, c, c, true)],
                f2out: [dense(&mut rng, c, f, true), dense(&mut rng, f, f, true)],
            })
            .collect();
        Weights::Schnet(Schnet { interactions })
    } else {
        let nfb = if spec.shared_filters { 1 } else { l };
        let filter_net = dense(&mut rng, r, nfb * 3 * f, true);
        let interactions = (0..nb)
            .map(|_| Interaction { context_net: [dense(&mut rng, f, f, true), dense(&mut rng, f, 3 * f, true)] })
            .collect();
        let mixing = (0..nb)
            .map(|_| Mixing {
                mu_channel_mix: dense(&mut rng, f, 2 * f, false),
                context_net: [dense(&mut rng, 2 * f, f, true), dense(&mut rng, f, 3 * f, true)],
            })
            .collect();
        Weights::Painn(Painn { filter_net, interactions, mixing })
    };
    let readout = vec![dense(&mut rng, f, f / 2, true), dense(&mut rng, f / 2, 1, true)];
    let atomref = (0..max_z).map(|z| if z == 0 { 0.0 } else { -10.0 * z as f64 + normal(&mut rng) }).collect();
    Model {
        config,
        path: format!("random-{seed}").into(),
        embedding,
        radial_basis,
        weights,
        readout,
        atomref,
        file_units: FileUnits { energy: "eV".into(), length: "Angstrom".into(), energy_ev: 1.0, length_angstrom: 1.0 },
    }
}

