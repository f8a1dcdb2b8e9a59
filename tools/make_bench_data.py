#!/usr/bin/env python3
"""Generate the benchmark inputs in benches/data/ (deterministic).

* painn_bench.safetensors: PaiNN F=128, 3 interactions, 20 Gaussian RBF, 5 Angstrom cosine
  cutoff, elements H C N O, seeded random weights drawn like the golden models
  (make_golden.randomize), float32 tensors; the size of schnetpack's default PaiNN and of the
  anchor measurement in /work/shared/anchors/schnetpack_painn_bench.py.
* benzene.extxyz: ase.build.molecule("C6H6"), non-periodic.
* water_192.extxyz, water_1536.extxyz: the anchor's water_box(4) and water_box(8), periodic,
  unperturbed, ~1 g/cm^3.

Positions in Angstrom, written round-trip exact. Run: `python tools/make_bench_data.py`.
"""
from __future__ import annotations

import os
import sys

import numpy as np
import torch
from ase.build import molecule

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mlff_model as mm  # noqa: E402
import make_golden as mg  # noqa: E402
from extxyz_exact import frame_text, write_extxyz  # noqa: E402
from structures import water_box  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT_DIR = os.path.join(ROOT, "benches", "data")
BENCH_SPEC = dict(name="painn_bench", rbf="gaussian", F=128, L=3, R=20, cutoff=5.0, shared_filters=False,
                  shared_interactions=False, readout_layers=2, rbf_start=0.0, scale=1.3, mean=-0.45, seed=505)
BENCH_ELEMENTS = [1, 6, 7, 8]


def main() -> None:
    os.makedirs(OUT_DIR, exist_ok=True)
    spec = BENCH_SPEC
    nnp = mg.build_model(spec).double().eval()
    mg.randomize(nnp, spec, torch.Generator().manual_seed(spec["seed"]), np.random.default_rng(spec["seed"]),
                 elements=BENCH_ELEMENTS)
    path = os.path.join(OUT_DIR, "painn_bench.safetensors")
    mm.export(nnp, path, elements=BENCH_ELEMENTS, dtype="float32",
              source=f"tools/make_bench_data.py: schnetpack {mm.spk.__version__} PaiNN F=128 L=3 R=20 gaussian, "
                     f"cutoff 5 A, seeded random weights (torch seed {spec['seed']}), float32; not a trained model",
              random_weights=True)
    print("wrote", path)
    structures = {"benzene": molecule("C6H6"), "water_192": water_box(4), "water_1536": water_box(8)}
    for name, at in structures.items():
        p = os.path.join(OUT_DIR, name + ".extxyz")
        write_extxyz(p, [frame_text(at, info={"structure": name})])
        print("wrote", p, len(at), "atoms")


if __name__ == "__main__":
    main()
