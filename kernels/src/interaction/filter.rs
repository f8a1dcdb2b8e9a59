//! The filter network of the message: `W_e = (wf φ_e + bf) fc_e`, parts a, b and c of 3F
//! channels. Torch's weights `[B·3F][R]` are transposed per layer to `[R][3F]`
//! ([`filter_layout`]) so that a warp's adjacent channels read adjacent floats; a thread keeps its
//! channel's weights in registers ([`filter_registers`]) and computes one edge's filter before the
//! cutoff ([`filter_at`]).
use cubecl::prelude::*;

use super::*;
use crate::geometry::rbf_stride;

/// The filter network's weights (torch's `[B·3F][R]`, B = 1 or the layer count) as the kernels
/// read them: each layer's block of 3F rows transposed to `[R][3F]`. Layer b's block starts at
/// float b·3F·R, as in torch's layout, so a layer's offset is the same in both.
pub fn filter_layout(weight: &[f64], rows: usize, n_rbf: usize, f: usize) -> Vec<f64> {
    assert_eq!(weight.len(), rows * n_rbf, "filter weights [{rows}][{n_rbf}]");
    assert!(rows.is_multiple_of(3 * f), "{rows} filter rows are not blocks of 3F = {}", 3 * f);
    let block = 3 * f;
    let mut out = Vec::with_capacity(weight.len());
    for b in 0..rows / block {
        for k in 0..n_rbf {
            out.extend((0..block).map(|o| weight[(b * block + o) * n_rbf + k]));
        }
    }
    out
}

/// Filter weights of one layer.
pub struct Filters<'a> {
    /// `[B][R][3F]` ([`filter_layout`]).
    pub wf: &'a cubecl::server::Handle,
    /// `[B·3F]`.
    pub bf: &'a cubecl::server::Handle,
    /// Total rows B·3F of `wf`.
    pub rows: usize,
    /// First row of this layer.
    pub offset: usize,
    /// Feature size F (threads per cube).
    pub f: usize,
    /// Radial functions R.
    pub n_rbf: usize,
}

/// The filter of edge `e` for one channel, parts a, b and c: `wf φ_e + bf` (before the cutoff),
/// the sum over k ascending, φ read four values at a time from `phi`: the layer's φ in global
/// memory, or a staged round's in shared memory with `e` the edge's position in the round
/// ([`stage_forward_round`]). `entry` ([`message_forward_atom`]): part c is not computed
/// (returned as its bias).
#[cube]
#[allow(clippy::too_many_arguments)]
pub(crate) fn filter_at<L: List<F4>>(
    phi: &L,
    e: usize,
    wa: &Array<f32>,
    wb: &Array<f32>,
    wc: &Array<f32>,
    ba: f32,
    bb: f32,
    bc: f32,
    #[comptime] nv: usize,
    #[comptime] entry: bool,
) -> (f32, f32, f32) {
    let mut ha = ba;
    let mut hb = bb;
    let mut hc = bc;
    #[unroll]
    for v in 0..nv {
        let p4 = phi.read(e * nv + v);
        #[unroll]
        for u in 0..4usize {
            let p = p4[u];
            ha += wa[v * 4 + u] * p;
            hb += wb[v * 4 + u] * p;
            if comptime![!entry] {
                hc += wc[v * 4 + u] * p;
            }
        }
    }
    (ha, hb, hc)
}

/// Channel `c`'s filter weights of parts a, b and c in three register arrays of R4 entries
/// ([`rbf_stride`]), the padding zeros (it meets φ's zero padding). The layer's weights are
/// `[R][3F]` at `wf_off` of `wf` ([`filter_layout`]), so the threads of a warp, adjacent
/// channels, read adjacent floats: in torch's `[3F][R]` each of a warp's loads touches 32 sectors
/// (half the L2 sectors of benzene's fused forward kernel on an H100, docs/performance.md).
/// With `entry` ([`message_forward_atom`], [`message_backward_atom`]) part c's array is one
/// zero.
#[cube]
pub(crate) fn filter_registers(
    wf: &Slice<f32, ReadWrite>,
    wf_off: usize,
    c: usize,
    #[comptime] f: usize,
    #[comptime] n_rbf: usize,
    #[comptime] entry: bool,
) -> (Array<f32>, Array<f32>, Array<f32>) {
    let r4 = comptime![rbf_stride(n_rbf)];
    let mut wa = Array::<f32>::new(r4);
    let mut wb = Array::<f32>::new(r4);
    let mut wc = Array::<f32>::new(comptime![if entry { 1 } else { r4 }]);
    #[unroll]
    for k in 0..r4 {
        if k < n_rbf {
            wa[k] = wf[wf_off + k * 3 * f + c];
            wb[k] = wf[wf_off + k * 3 * f + f + c];
            if comptime![!entry] {
                wc[k] = wf[wf_off + k * 3 * f + 2 * f + c];
            }
        } else {
            wa[k] = 0.0;
            wb[k] = 0.0;
            if comptime![!entry] {
                wc[k] = 0.0;
            }
        }
    }
    if comptime![entry] {
        wc[0] = 0.0;
    }
    (wa, wb, wc)
}

#[cfg(test)]
mod tests {
    use super::filter_layout;

    #[test]
    fn filter_layout_transposes_each_layers_block() {
        // Two layers of F = 1 (3 rows each), R = 2: torch's [6][2], row o's weights 10·o + k.
        let (f, r, rows) = (1, 2, 6);
        let torch: Vec<f64> = (0..rows).flat_map(|o| (0..r).map(move |k| (10 * o + k) as f64)).collect();
        let got = filter_layout(&torch, rows, r, f);
        // Layer b at b·3F·R, [R][3F] within it: channel c of part p at k·3F + p·F + c.
        assert_eq!(got, vec![0.0, 10.0, 20.0, 1.0, 11.0, 21.0, 30.0, 40.0, 50.0, 31.0, 41.0, 51.0]);
    }
}
