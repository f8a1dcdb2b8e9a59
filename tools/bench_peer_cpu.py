#!/usr/bin/env python3
"""Time schnetpack 2.1.1 itself on the CPU, on a model given as an mlff `.safetensors` file.

    python tools/bench_peer_cpu.py MODEL.safetensors XYZ... [--reps 20] [--warmup 5] [--threads N]
                                   [--dtype float32|float64] [--check]

The file is loaded back into a schnetpack NeuralNetworkPotential (`mlff_model.load_mlff`), so
the peer runs exactly the model the engine runs. For each frame of each extxyz file it times one
energy + forces evaluation (schnetpack forward, Forces by autograd), neighbour list excluded:
the neighbour list (schnetpack's ASENeighborList, via its AtomsConverter) is built once and timed
separately. Prints one JSON line per case:

    {"case", "atoms", "edges", "median_ms", "p95_ms", "threads", "nl_ms", "dtype", "torch", "energy_eV"}

With --check, frames that carry a reference energy (the golden extxyz files) are also evaluated in
float64 and compared with it: energy, forces, per-atom energies and stress must agree to 1e-10
(relative to max(1, |value|)); a JSON line {"case", "check": "ok"|"FAIL", ...} is printed and the
exit status is 1 on any failure.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mlff_model as mm  # noqa: E402

spk = mm.spk
P = mm.P


def time_case(nnp, inputs, reps: int, warmup: int):
    """Median and 95th percentile (ms) of energy + forces calls on prepared inputs."""
    def call():
        out = nnp(dict(inputs))
        return out[mm.ENERGY_KEY], out[P.forces]

    for _ in range(warmup):
        call()
    ts = []
    for _ in range(reps):
        t0 = time.perf_counter()
        e, f = call()
        float(e.detach().reshape(-1)[0])  # results materialised
        ts.append((time.perf_counter() - t0) * 1e3)
    return float(np.median(ts)), float(np.percentile(ts, 95)), float(e.detach().reshape(-1)[0])


def check_frame(model64, model64_stress, atoms, cutoff: float) -> dict:
    ref = atoms.calc.results
    res = mm.evaluate(model64_stress if "stress" in ref else model64, atoms, cutoff)
    d = {"energy": abs(res["energy"] - ref["energy"]) / max(1.0, abs(ref["energy"])),
         "forces": float(np.abs(res["forces"] - ref["forces"]).max()) / max(1.0, float(np.abs(ref["forces"]).max()))}
    if "energies" in ref:
        d["energies"] = float(np.abs(res["energies"] - ref["energies"]).max())
    if "stress" in ref:  # ASE keeps Voigt xx yy zz yz xz xy
        s = res["stress"]
        voigt = np.array([s[0, 0], s[1, 1], s[2, 2], 0.5 * (s[1, 2] + s[2, 1]), 0.5 * (s[0, 2] + s[2, 0]),
                          0.5 * (s[0, 1] + s[1, 0])])
        d["stress"] = float(np.abs(voigt - ref["stress"]).max()) / max(1.0, float(np.abs(ref["stress"]).max()))
    return d


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Time schnetpack on the CPU for an mlff model file.")
    ap.add_argument("model")
    ap.add_argument("xyz", nargs="+")
    ap.add_argument("--reps", type=int, default=20, help="timed calls per case (>= 20)")
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--dtype", choices=["float32", "float64"], default="float32")
    ap.add_argument("--check", action="store_true", help="compare with reference energies/forces in the files")
    args = ap.parse_args(argv)
    import ase.io

    torch.set_num_threads(args.threads)
    dtype = {"float32": torch.float32, "float64": torch.float64}[args.dtype]
    config, _ = mm.read_mlff(args.model)
    cutoff = config["cutoff"]
    nnp = mm.load_mlff(args.model, dtype=dtype, per_atom=False)
    model64 = mm.load_mlff(args.model, dtype=torch.float64) if args.check else None
    model64_stress = mm.load_mlff(args.model, dtype=torch.float64, stress=True) if args.check else None
    failed = 0
    for path in args.xyz:
        frames = ase.io.read(path, index=":", format="extxyz")
        stem = os.path.splitext(os.path.basename(path))[0]
        for k, atoms in enumerate(frames):
            name = atoms.info.get("structure", stem if len(frames) == 1 else f"{stem}#{k}")
            if len(frames) > 1:
                name = f"{stem}#{k}:{name}"
            if args.check and atoms.calc is not None and "energy" in atoms.calc.results:
                d = check_frame(model64, model64_stress, atoms, cutoff)
                ok = all(v <= 1e-10 for v in d.values())
                failed += not ok
                print(json.dumps({"case": name, "check": "ok" if ok else "FAIL",
                                  **{f"max_rel_diff_{k2}": v for k2, v in d.items()}}), flush=True)
            conv = spk.interfaces.AtomsConverter(neighbor_list=spk.transform.ASENeighborList(cutoff=cutoff),
                                                 dtype=dtype)
            nl_ts = []
            for _ in range(3):
                t0 = time.perf_counter()
                inputs = conv(atoms)
                nl_ts.append((time.perf_counter() - t0) * 1e3)
            med, p95, energy = time_case(nnp, inputs, max(args.reps, 20), args.warmup)
            print(json.dumps({"case": name, "atoms": len(atoms), "edges": int(inputs[P.idx_i].shape[0]),
                              "median_ms": round(med, 3), "p95_ms": round(p95, 3), "threads": torch.get_num_threads(),
                              "nl_ms": round(float(np.median(nl_ts)), 3), "dtype": args.dtype,
                              "torch": torch.__version__.split("+")[0], "energy_eV": energy}), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
