//! SchNet (schnetpack 2.1.1) on the CPU: its representation's forward pass and hand-derived
//! backward, in precision T.
//!
//! Layouts: features `x[atom][F]`, `h[atom][C]`, convolutions `c[atom][C]`, filters
//! `W[edge][C]` (edges in CSR order by receiver i, sender j, as the neighbour list gives them);
//! C = `n_filters`.
//!
//! Forward, layer l (σ the activation; `fc` the cosine cutoff):
//! ```text
//! h = x A^T                         in2f, no bias          [N][C]
//! P_e = MLP_f(φ(d_e))               Dense(R, C), σ, Dense(C, C)
//! W_e = P_e · fc(d_e)
//! c_i = Σ_{e = (i ← j)} h_j ⊙ W_e
//! x_i += MLP_o(c_i)                 Dense(C, F), σ, Dense(F, F)
//! ```
//! Backward, from `g = ∂E/∂x` after layer l:
//! ```text
//! ∂E/∂c = MLP_o backward (g)
//! ∂E/∂h_j = Σ_{e = (j ← i')} ∂E/∂c_{i'} ⊙ W_rev(e)        a gather over j's own row
//! ∂E/∂P_e = ∂E/∂c_i ⊙ h_j · fc_e;   ∂E/∂fc_e = Σ ∂E/∂c_i ⊙ h_j ⊙ P_e
//! ∂E/∂d_e = (MLP_f backward (∂E/∂P_e)) · φ'(d_e) + ∂E/∂fc_e · fc'(d_e);   ∂E/∂r_e = ∂E/∂d_e r̂_e
//! ∂E/∂x += (∂E/∂h) A                (and the residual: ∂E/∂x passes through unchanged)
//! ```
//! Nothing is scattered: each edge's gradient is its own, and `∂E/∂h_j` gathers over the
//! reverse edges of j's row.
use rayon::prelude::*;

use super::{layer_stage, EdgeGeometry, Laps, Linear, Mlp, Real};
use crate::model::{Activation, Model, Schnet};
use crate::neighbor::NeighborList;

/// SchNet's weights in precision T.
#[derive(Clone, Debug)]
pub(super) struct Params<T> {
    /// Feature size F.
    f: usize,
    /// Filter width C.
    nf: usize,
    n_layers: usize,
    /// Block of each layer (all 0 when shared).
    blocks: Vec<usize>,
    in2f: Vec<Linear<T>>,
    filter_net: Vec<Mlp<T>>,
    f2out: Vec<Mlp<T>>,
}

/// What the forward pass keeps for the backward pass, per layer.
pub(super) struct Kept<T> {
    layers: Vec<LayerCache<T>>,
}

struct LayerCache<T> {
    /// `h = in2f(x)` `[N][C]`.
    h: Vec<T>,
    /// The output network's hidden pre-activations.
    f2out_hidden: Vec<Vec<T>>,
}

/// Rows per rayon task in the per-atom gathers.
const ATOMS_PER_TASK: usize = 16;

impl<T: Real> Params<T> {
    /// Interaction layers.
    pub(super) fn n_layers(&self) -> usize {
        self.n_layers
    }

    /// Filter width C.
    pub(super) fn filter_width(&self) -> usize {
        self.nf
    }

    pub(super) fn new(model: &Model, w: &Schnet) -> Self {
        let c = &model.config;
        let act = Activation::parse(&c.activation).expect("Config::check admits known activations only");
        let mlp = |ds: &[crate::model::Dense]| Mlp { layers: ds.iter().map(Linear::from).collect(), act };
        Params {
            f: c.n_atom_basis,
            nf: c.filters(),
            n_layers: c.n_interactions,
            blocks: (0..c.n_interactions).map(|l| model.block(l)).collect(),
            in2f: w.interactions.iter().map(|b| Linear::from(&b.in2f)).collect(),
            filter_net: w.interactions.iter().map(|b| mlp(&b.filter_net)).collect(),
            f2out: w.interactions.iter().map(|b| mlp(&b.f2out)).collect(),
        }
    }

    /// Filters of layer `l`'s block for every edge: `(P, hidden)`, `P = MLP_f(φ)` `[E][C]` before
    /// the cutoff.
    fn filters(&self, geo: &EdgeGeometry<T>, l: usize) -> (Vec<T>, Vec<Vec<T>>) {
        self.filter_net[self.blocks[l]].forward(&geo.phi, geo.d.len())
    }

    /// The representation from the embedded features `x`: the final `x` and what the backward
    /// pass needs.
    pub(super) fn forward(
        &self, geo: &EdgeGeometry<T>, nl: &NeighborList, mut x: Vec<T>, n: usize, laps: &mut Laps,
    ) -> (Vec<T>, Kept<T>) {
        let (f, nf) = (self.f, self.nf);
        let mut layers = Vec::with_capacity(self.n_layers);
        for l in 0..self.n_layers {
            let b = self.blocks[l];
            let mut h = vec![T::zero(); n * nf];
            self.in2f[b].forward(&x, &mut h);
            let (p, _) = self.filters(geo, l);
            laps.lap(layer_stage("forward: filters", l));
            let mut conv = vec![T::zero(); n * nf];
            conv.par_chunks_mut(nf * ATOMS_PER_TASK).enumerate().for_each(|(t, rows)| {
                for (k, ci) in rows.chunks_exact_mut(nf).enumerate() {
                    let i = t * ATOMS_PER_TASK + k;
                    for e in nl.row_ptr[i]..nl.row_ptr[i + 1] {
                        let j = nl.senders[e] as usize;
                        let fc = geo.fc[e];
                        let (hj, pe) = (&h[j * nf..(j + 1) * nf], &p[e * nf..(e + 1) * nf]);
                        for ch in 0..nf {
                            ci[ch] += hj[ch] * (pe[ch] * fc);
                        }
                    }
                }
            });
            laps.lap(layer_stage("forward: convolution", l));
            let (v, f2out_hidden) = self.f2out[b].forward(&conv, n);
            for (xa, va) in x.iter_mut().zip(&v) {
                *xa += *va;
            }
            debug_assert_eq!(x.len(), n * f);
            laps.lap(layer_stage("forward: output network", l));
            layers.push(LayerCache { h, f2out_hidden });
        }
        (x, Kept { layers })
    }

    /// The backward pass from `gx = ∂E/∂x` at the representation's output: `∂E/∂r` per edge.
    pub(super) fn backward(
        &self, geo: &EdgeGeometry<T>, nl: &NeighborList, kept: Kept<T>, mut gx: Vec<T>, n: usize, laps: &mut Laps,
    ) -> Vec<[T; 3]> {
        let nf = self.nf;
        let ne = nl.senders.len();
        let mut g_edge = vec![[T::zero(); 3]; ne];
        for (l, cache) in kept.layers.iter().enumerate().rev() {
            let b = self.blocks[l];
            let gc = self.f2out[b].backward(&gx, &cache.f2out_hidden, n);
            laps.lap(layer_stage("backward: output network", l));
            let (p, filter_hidden) = self.filters(geo, l);
            let h = &cache.h;
            // ∂E/∂h_j over j's own row: slot e is (j ← i'), the message handled is rev(e) = (i' ← j).
            let mut gh = vec![T::zero(); n * nf];
            gh.par_chunks_mut(nf * ATOMS_PER_TASK).enumerate().for_each(|(t, rows)| {
                for (k, ghj) in rows.chunks_exact_mut(nf).enumerate() {
                    let j = t * ATOMS_PER_TASK + k;
                    for e in nl.row_ptr[j]..nl.row_ptr[j + 1] {
                        let ip = nl.senders[e] as usize;
                        let rev = nl.reverse[e] as usize;
                        let fc = geo.fc[rev];
                        let (gci, pr) = (&gc[ip * nf..(ip + 1) * nf], &p[rev * nf..(rev + 1) * nf]);
                        for ch in 0..nf {
                            ghj[ch] += gci[ch] * (pr[ch] * fc);
                        }
                    }
                }
            });
            // ∂E/∂P_e and ∂E/∂fc_e, edge by edge.
            let mut gp = vec![T::zero(); ne * nf];
            let mut g_fc = vec![T::zero(); ne];
            gp.par_chunks_mut(nf).zip(g_fc.par_iter_mut()).with_min_len(256).enumerate().for_each(|(e, (gpe, gfe))| {
                let (i, j) = (nl.receivers[e] as usize, nl.senders[e] as usize);
                let fc = geo.fc[e];
                let (gci, hj, pe) = (&gc[i * nf..(i + 1) * nf], &h[j * nf..(j + 1) * nf], &p[e * nf..(e + 1) * nf]);
                let mut dot = T::zero();
                for ch in 0..nf {
                    let g = gci[ch] * hj[ch];
                    gpe[ch] = g * fc;
                    dot += g * pe[ch];
                }
                *gfe = dot;
            });
            let gphi = self.filter_net[b].backward(&gp, &filter_hidden, ne);
            let r = geo.phi.len() / ne.max(1);
            g_edge.par_iter_mut().with_min_len(256).enumerate().for_each(|(e, ge)| {
                let dphi = &geo.dphi[e * r..(e + 1) * r];
                let g_d = (0..r).map(|k| gphi[e * r + k] * dphi[k]).sum::<T>() + g_fc[e] * geo.dfc[e];
                for k in 0..3 {
                    ge[k] += g_d * geo.dir[e][k];
                }
            });
            laps.lap(layer_stage("backward: filters", l));
            let mut gx_in = vec![T::zero(); gx.len()];
            self.in2f[b].backward(&gh, &mut gx_in);
            for (g, gi) in gx.iter_mut().zip(&gx_in) {
                *g += *gi;
            }
            laps.lap(layer_stage("backward: convolution", l));
        }
        g_edge
    }
}
