//! The model's weights on the device: each dense layer as Wᵀ (forward) and W (backward) for the
//! one-stage kernels, and every weight in one array, with its offsets, for the fused kernels.
use cubecl::server::Handle;
use mlff_kernels::block::{PackedBlock, PackedDense, PackedModel};
use mlff_kernels::dense::DenseArgs;

use crate::model::{Dense, Model, Weights};

/// Wᵀ `[n_in][n_out]` of a dense layer whose weight is `[n_out][n_in]`: the forward layout of
/// the dense kernels.
pub(crate) fn transposed(d: &Dense) -> Vec<f64> {
    let mut wt = vec![0.0f64; d.n_in * d.n_out];
    for o in 0..d.n_out {
        for i in 0..d.n_in {
            wt[i * d.n_out + o] = d.weight[o * d.n_in + i];
        }
    }
    wt
}

/// All weights of `model` in one array, in the layouts the fused kernels read, with their
/// offsets: every dense layer as Wᵀ, W and bias (zeros for none).
/// `filter_w`: the filter network's weights in the kernels' layout ([`filter_layout`]).
pub(crate) fn pack_weights(model: &Model, filter_w: &[f64], rbf_a: &[f64], rbf_b: &[f64], bessel: bool) -> (Vec<f64>, PackedModel, Vec<PackedBlock>) {
    // Every array starts at a multiple of four floats (and the pack's length is one): the fused
    // kernels read the dense layers' weights as 4-float vectors too.
    fn push(pack: &mut Vec<f64>, v: &[f64]) -> usize {
        pack.resize(pack.len().next_multiple_of(4), 0.0);
        let at = pack.len();
        pack.extend_from_slice(v);
        pack.resize(pack.len().next_multiple_of(4), 0.0);
        at
    }
    fn dense(pack: &mut Vec<f64>, d: &Dense) -> PackedDense {
        let zeros = vec![0.0; d.n_out];
        PackedDense { wt: push(pack, &transposed(d)), w: push(pack, &d.weight), b: push(pack, d.bias.as_deref().unwrap_or(&zeros)) }
    }
    let c = &model.config;
    let Weights::Painn(painn) = &model.weights else { unreachable!("CubeBackend::with_client refuses other architectures") };
    let mut p: Vec<f64> = Vec::new();
    let ctx: Vec<[PackedDense; 2]> =
        painn.interactions.iter().map(|b| [dense(&mut p, &b.context_net[0]), dense(&mut p, &b.context_net[1])]).collect();
    let mu_mix: Vec<PackedDense> = painn.mixing.iter().map(|b| dense(&mut p, &b.mu_channel_mix)).collect();
    let mix: Vec<[PackedDense; 2]> =
        painn.mixing.iter().map(|b| [dense(&mut p, &b.context_net[0]), dense(&mut p, &b.context_net[1])]).collect();
    let readout = match model.readout.as_slice() {
        [r0, r1] => [dense(&mut p, r0), dense(&mut p, r1)],
        _ => [PackedDense::default(); 2],
    };
    let filter_w = push(&mut p, filter_w);
    let filter_b = push(&mut p, painn.filter_net.bias.as_ref().unwrap());
    let packed = PackedModel {
        embedding: push(&mut p, &model.embedding),
        rbf_a: push(&mut p, rbf_a),
        rbf_b: push(&mut p, rbf_b),
        readout,
        n_hid: model.readout.first().map_or(0, |r| r.n_out),
        f: c.n_atom_basis,
        n_rbf: c.n_rbf,
        bessel,
        cutoff: c.cutoff as f32,
        epsilon: c.epsilon as f32,
        scale: c.energy_scale as f32,
        mean: c.energy_mean_per_atom as f32,
    };
    let blocks = (0..c.n_interactions)
        .map(|l| {
            let b = model.block(l);
            let off = model.filter_offset(l);
            PackedBlock { ctx: ctx[b], filter_w: filter_w + off * c.n_rbf, filter_b: filter_b + off, mu_mix: mu_mix[b], mix: mix[b] }
        })
        .collect();
    (p, packed, blocks)
}

/// A dense layer on the device: `wt` = Wᵀ `[n_in][n_out]` for the forward pass, `w` = W
/// `[n_out][n_in]` for the backward pass.
pub(crate) struct DeviceDense {
    pub(crate) wt: Handle,
    pub(crate) w: Handle,
    pub(crate) bias: Handle,
    pub(crate) zeros_in: Handle,
    pub(crate) n_in: usize,
    pub(crate) n_out: usize,
}

impl DeviceDense {
    pub(crate) fn forward_args(&self) -> DenseArgs<'_> {
        DenseArgs { wt: &self.wt, bias: &self.bias, n_in: self.n_in, n_out: self.n_out }
    }
    pub(crate) fn backward_args(&self) -> DenseArgs<'_> {
        DenseArgs { wt: &self.w, bias: &self.zeros_in, n_in: self.n_out, n_out: self.n_in }
    }
}

pub(crate) struct DeviceWeights {
    pub(crate) embedding: Handle,
    pub(crate) rbf_a: Handle,
    pub(crate) rbf_b: Handle,
    pub(crate) filter_w: Handle,
    pub(crate) filter_b: Handle,
    pub(crate) filter_rows: usize,
    pub(crate) interaction: Vec<[DeviceDense; 2]>,
    pub(crate) mu_mix: Vec<DeviceDense>,
    pub(crate) mixing: Vec<[DeviceDense; 2]>,
    pub(crate) readout: Vec<DeviceDense>,
    pub(crate) atomref: Handle,
}
