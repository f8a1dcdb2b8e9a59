//! The model in one packed f32 array of weights: each tensor passed to the fused kernels as its
//! offset in it ([`PackedDense`] a layer, [`PackedBlock`] an interaction and mixing block,
//! [`PackedModel`] the rest and the model's scalars).

/// A dense layer in the packed weights: offsets of Wᵀ `[n_in][n_out]`, W `[n_out][n_in]` and
/// the bias `[n_out]`.
#[derive(Clone, Copy, Debug, Default)]
pub struct PackedDense {
    /// Offset of Wᵀ.
    pub wt: usize,
    /// Offset of W (torch's layout).
    pub w: usize,
    /// Offset of the bias (zeros where the layer has none).
    pub b: usize,
}

/// Offsets of one interaction and mixing block in the packed weights.
#[derive(Clone, Copy, Debug, Default)]
pub struct PackedBlock {
    /// Context network of the interaction, F → F → 3F.
    pub ctx: [PackedDense; 2],
    /// The layer's filter weights `[R][3F]` ([`crate::interaction::filter_layout`]) and biases `[3F]`.
    pub filter_w: usize,
    /// See `filter_w`.
    pub filter_b: usize,
    /// The vector-channel mix, F → 2F.
    pub mu_mix: PackedDense,
    /// Context network of the mixing, 2F → F → 3F.
    pub mix: [PackedDense; 2],
}

/// Offsets of the rest of the model in the packed weights and its scalars.
#[derive(Clone, Copy, Debug, Default)]
pub struct PackedModel {
    /// `[max_z][F]`.
    pub embedding: usize,
    /// Radial parameters a `[R]`.
    pub rbf_a: usize,
    /// Radial parameters b `[R]`.
    pub rbf_b: usize,
    /// Readout F → n_hid (SiLU) → 1.
    pub readout: [PackedDense; 2],
    /// Readout hidden width.
    pub n_hid: usize,
    /// Features F.
    pub f: usize,
    /// Radial functions R.
    pub n_rbf: usize,
    /// Bessel (true) or Gaussian radial basis.
    pub bessel: bool,
    /// Cutoff (Å).
    pub cutoff: f32,
    /// ε under the square root of |V|.
    pub epsilon: f32,
    /// Energy scale.
    pub scale: f32,
    /// Energy shift per atom.
    pub mean: f32,
}
