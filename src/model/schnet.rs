//! SchNet's weights, as schnetpack 2.1.1's `SchNet` representation holds them.
//!
//! Per interaction block l (l = 0..K, K = 1 if `shared_interactions` else L), with F =
//! `n_atom_basis`, C = `n_filters` (F when absent) and R = `n_rbf`:
//!
//! ```text
//! interactions.{l}.in2f.weight           [C, F]    (no bias)
//! interactions.{l}.filter_net.0.weight   [C, R]   .bias [C]    then the activation
//! interactions.{l}.filter_net.1.weight   [C, C]   .bias [C]
//! interactions.{l}.f2out.0.weight        [F, C]   .bias [F]    then the activation
//! interactions.{l}.f2out.1.weight        [F, F]   .bias [F]
//! ```
//!
//! The representation (σ the activation, shifted softplus by default; `fc` the cosine cutoff):
//!
//! ```text
//! x_i = embedding[Z_i]
//! per layer:  h = in2f(x);  W_e = filter_net(φ(d_e)) · fc(d_e);  c_i = Σ_{e = (i ← j)} h_j ⊙ W_e
//!             x_i += f2out(c_i)
//! ```
//!
//! then the shared Atomwise readout of `x`.
use super::{Config, Dense, Tensors};
use crate::error::Result;

/// One SchNet interaction block.
#[derive(Clone, Debug)]
pub struct SchnetInteraction {
    /// `Dense(F, C)`, no bias.
    pub in2f: Dense,
    /// `[Dense(R, C), Dense(C, C)]`, the activation between.
    pub filter_net: [Dense; 2],
    /// `[Dense(C, F), Dense(F, F)]`, the activation between.
    pub f2out: [Dense; 2],
}

impl SchnetInteraction {
    /// The block's dense layers with their tensor names under `interactions.{l}.`.
    pub fn layers(&self) -> [(&'static str, &Dense); 5] {
        [
            ("in2f", &self.in2f),
            ("filter_net.0", &self.filter_net[0]),
            ("filter_net.1", &self.filter_net[1]),
            ("f2out.0", &self.f2out[0]),
            ("f2out.1", &self.f2out[1]),
        ]
    }
}

/// SchNet's own weights: K interaction blocks (K = 1 when shared).
#[derive(Clone, Debug)]
pub struct Schnet {
    /// The interaction blocks.
    pub interactions: Vec<SchnetInteraction>,
}

impl Schnet {
    /// Read SchNet's tensors (names and shapes above).
    pub(crate) fn load(t: &Tensors, c: &Config) -> Result<Schnet> {
        let (f, nf, r) = (c.n_atom_basis, c.filters(), c.n_rbf);
        let n_blocks = if c.shared_interactions { 1 } else { c.n_interactions };
        let interactions = (0..n_blocks)
            .map(|l| {
                let p = |name: &str| format!("interactions.{l}.{name}");
                Ok(SchnetInteraction {
                    in2f: t.dense(&p("in2f"), f, nf, false)?,
                    filter_net: [t.dense(&p("filter_net.0"), r, nf, true)?, t.dense(&p("filter_net.1"), nf, nf, true)?],
                    f2out: [t.dense(&p("f2out.0"), nf, f, true)?, t.dense(&p("f2out.1"), f, f, true)?],
                })
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(Schnet { interactions })
    }
}
