#!/usr/bin/env python3
"""Independent numpy implementation of the energy an mlff `.safetensors` file defines.

Written from the format's formulas alone (no schnetpack, no torch autograd), as a readable
specification of what the engine computes and as a check that the formulas match schnetpack:
`python tools/painn_numpy.py` evaluates every golden case of tests/data/golden/MANIFEST.json and
compares energy and per-atom energies with the schnetpack values stored in the extxyz files.

Formulas (positions in Angstrom, energies in eV; F features, idx_i receiver, idx_j sender):
    r_ij = R[j] - R[i] + S_ij @ cell,  d = |r_ij|,  u = r_ij / d          full list, d < cutoff
    phi  = exp(-0.5 (d - offsets)^2 / widths^2)         (gaussian)   or sin(freqs d) / d  (bessel)
    fcut = 0.5 (cos(pi d / rc) + 1)                     (d < rc)
    W    = (filter_net(phi)) * fcut, chunk l of 3F per layer (one chunk if shared_filters)
    q    = embedding[Z], mu = 0 [N, 3, F]
    per layer l:  x = ctx1(silu(ctx0(q)));  s = W_l * x[j] = (a | b | c)
                  q_i += sum_j a;  mu_i += sum_j (b u + c mu_j)
                  [V | W'] = mu @ U^T;  Vn = sqrt(sum_k V_k^2 + eps)
                  (dq | dmu | dqmu) = ctx1(silu(ctx0([q, Vn])))
                  q += dq + dqmu * sum_k V_k W'_k;  mu += dmu * W'
    y_i = readout(q_i) (silu between layers),  e_i = scale y_i + mean_per_atom + atomref[Z_i],  E = sum e_i
"""
from __future__ import annotations

import json
import os
import sys

import numpy as np
from ase.neighborlist import primitive_neighbor_list
from safetensors.numpy import load_file
from safetensors import safe_open


def silu(x):
    return x / (1.0 + np.exp(-x))


def load(path: str):
    with safe_open(path, framework="numpy") as f:
        config = json.loads(f.metadata()["mlff.config"])
    t = {k: v.astype(np.float64) for k, v in load_file(path).items()}
    return config, t


def per_atom_energies(config: dict, t: dict, numbers, positions, cell, pbc) -> np.ndarray:
    c = config
    Fb, L, rc, eps = c["n_atom_basis"], c["n_interactions"], c["cutoff"], c["epsilon"]
    dense = lambda name, x: x @ t[name + ".weight"].T + t.get(name + ".bias", 0.0)
    i, j, S = primitive_neighbor_list("ijS", pbc, cell, positions, rc, self_interaction=False)
    r = positions[j] - positions[i] + S @ cell
    d = np.linalg.norm(r, axis=1)
    u = r / d[:, None]
    if c["radial_basis"] == "gaussian":
        phi = np.exp(-0.5 / t["radial_basis.widths"] ** 2 * (d[:, None] - t["radial_basis.offsets"]) ** 2)
    else:
        phi = np.sin(d[:, None] * t["radial_basis.freqs"]) / d[:, None]
    fcut = np.where(d < rc, 0.5 * (np.cos(np.pi * d / rc) + 1.0), 0.0)
    filters = dense("filter_net", phi) * fcut[:, None]
    n = len(numbers)
    q = t["embedding.weight"][numbers]
    mu = np.zeros((n, 3, Fb))
    for l in range(L):
        w = filters if c["shared_filters"] else filters[:, 3 * Fb * l: 3 * Fb * (l + 1)]
        b = 0 if c["shared_interactions"] else l
        x = dense(f"interactions.{b}.context_net.1", silu(dense(f"interactions.{b}.context_net.0", q)))
        s = w * x[j]
        a, bb, cc = s[:, :Fb], s[:, Fb:2 * Fb], s[:, 2 * Fb:]
        dq = np.zeros_like(q)
        np.add.at(dq, i, a)
        dmu = np.zeros_like(mu)
        np.add.at(dmu, i, bb[:, None, :] * u[:, :, None] + cc[:, None, :] * mu[j])
        q, mu = q + dq, mu + dmu
        vw = mu @ t[f"mixing.{b}.mu_channel_mix.weight"].T
        V, W = vw[..., :Fb], vw[..., Fb:]
        vn = np.sqrt((V ** 2).sum(axis=1) + eps)
        x = dense(f"mixing.{b}.context_net.1", silu(dense(f"mixing.{b}.context_net.0", np.concatenate([q, vn], 1))))
        dq, dmu, dqmu = x[:, :Fb], x[:, Fb:2 * Fb], x[:, 2 * Fb:]
        q = q + dq + dqmu * (V * W).sum(axis=1)
        mu = mu + dmu[:, None, :] * W
    y = q
    nl = len(c["readout_sizes"]) - 1
    for k in range(nl):
        y = dense(f"readout.{k}", y)
        if k < nl - 1:
            y = silu(y)
    return c["energy_scale"] * y[:, 0] + c["energy_mean_per_atom"] + t["atomref"][numbers]


def main() -> None:
    import ase.io
    golden = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "tests", "data", "golden")
    manifest = json.load(open(os.path.join(golden, "MANIFEST.json")))
    worst = 0.0
    for case in manifest["cases"]:
        config, t = load(os.path.join(golden, case["model"]))
        if config.get("model", "painn") != "painn":
            continue  # this is PaiNN's spec; SchNet's cases are checked by tests/golden.rs
        at = ase.io.read(os.path.join(golden, case["extxyz"]), index=case["frame"], format="extxyz")
        e = per_atom_energies(config, t, at.numbers, at.positions, at.cell.array, at.pbc)
        de = abs(e.sum() - at.get_potential_energy())
        dei = float(np.abs(e - at.calc.results["energies"]).max())
        worst = max(worst, de / max(1.0, abs(at.get_potential_energy())), dei)
        print(f"{case['model']:42s} {case['structure']:18s} |dE|={de:.2e} max|de_i|={dei:.2e}")
    print(f"worst relative difference {worst:.2e}")
    if worst > 1e-10:
        raise SystemExit("numpy reference disagrees with schnetpack")


if __name__ == "__main__":
    main()
