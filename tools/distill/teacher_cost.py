#!/usr/bin/env python3
"""Time the teacher (tblite GFN2-xTB energy + forces, one thread) per structure, and write the
structures as extxyz for `mlff bench --case FILE` (the student on the same structures).

    OMP_NUM_THREADS=1 python tools/distill/teacher_cost.py [--outdir tools/data/cost]
"""
import argparse
import json
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate import calculator  # noqa: E402
from molecules import training_molecules  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--outdir", default=os.path.join(os.path.dirname(__file__), "../data/cost"))
    ap.add_argument("--reps", type=int, default=20)
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    mols = training_molecules()
    rng = np.random.default_rng(0)
    for name in ["H2O", "CH3CH2OH", "C6H6", "alanine_dipeptide", "water_cluster_16", "water_box_8"]:
        a = mols[name]
        a.write(os.path.join(args.outdir, f"{name}.extxyz"), format="extxyz")
        a.calc = calculator()
        a.get_forces()
        reps = 3 if a.pbc.any() else args.reps
        t = time.perf_counter()
        for _ in range(reps):
            a.positions += rng.normal(0, 0.005, a.positions.shape)  # a new geometry each call
            a.get_potential_energy(); a.get_forces()
        dt = (time.perf_counter() - t) / reps
        print(json.dumps({"structure": name, "atoms": len(a), "tblite_ms": round(1e3 * dt, 2)}), flush=True)


if __name__ == "__main__":
    main()
