#!/usr/bin/env python3
"""Time the i-PI socket round trip of `mlff serve` under ASE (a measurement, not a test).

For each case, ASE's SocketIOCalculator drives `mlff serve` for N steps (positions displaced at
every step, so every call is a real evaluation) and reports the mean wall time per step, either of
the bare protocol exchange (`SocketServer.calculate`: STATUS, POSDATA, STATUS, GETFORCE and the
replies) or of `atoms.get_forces()` (ASE's Calculator machinery included), and the mean time
`mlff serve` spent in the model (its closing line). Overhead = wall − model: the socket, the
protocol, the unit conversions and the System/Batch building on both sides.

    python3 tests/ipi/overhead.py --mlff target/release/mlff --model benches/data/painn_bench.safetensors
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np
from ase.calculators.socketio import SocketIOCalculator
from ase.io import read

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def water_box(n):
    """mlff::structures::water_box(n): 3n³ atoms, 3.104 Å per molecule."""
    from ase import Atoms
    a = 3.104
    base = [[0.0, 0.0, 0.0], [0.757, 0.586, 0.0], [-0.757, 0.586, 0.0]]
    sym, pos = [], []
    for i in range(n):
        for j in range(n):
            for k in range(n):
                for m, b in enumerate(base):
                    sym.append("O" if m == 0 else "H")
                    pos.append([b[0] + i * a + 0.5, b[1] + j * a + 0.5, b[2] + k * a + 0.5])
    return Atoms(sym, positions=pos, cell=[n * a] * 3, pbc=True)


def run(name, atoms, steps, args, work, bare):
    """`steps` + 1 calls in one session; every call's wall time against the model's share."""
    template = os.path.join(work, name + ".extxyz")
    atoms.write(template, format="extxyz")
    sock = f"mlff_overhead_{os.getpid()}_{name}"
    log = os.path.join(work, name + ".log")
    rng = np.random.default_rng(1)
    walls = []
    with SocketIOCalculator(unixsocket=sock, timeout=600) as calc:
        proc = subprocess.Popen([args.mlff, "serve", "--model", args.model, "--backend", args.backend,
                                 "--precision", args.precision, "--template", template, "--unix", sock],
                                stdout=open(log, "w"), stderr=subprocess.STDOUT)
        atoms.calc = calc
        atoms.get_forces()  # accept the connection (not timed: includes the client's start-up)
        for i in range(steps):
            atoms.positions += rng.normal(scale=1e-3, size=atoms.positions.shape)
            t0 = time.perf_counter()
            if bare:
                calc.server.calculate(atoms)
            else:
                atoms.get_forces()
            walls.append(time.perf_counter() - t0)
    proc.wait(timeout=60)
    text = open(log).read()
    m = re.search(r"after (\d+) steps in [0-9.]+ s \(in the model: first step [0-9.]+ ms, then ([0-9.]+) ms/step\)", text)
    if not m or int(m.group(1)) != steps + 1:
        sys.exit(f"unexpected closing line from mlff serve:\n{text}")
    wall_ms = 1e3 * float(np.mean(walls))
    model_ms = float(m.group(2))  # the timed steps: all but the first
    what = "bare exchange" if bare else "atoms.get_forces()"
    print(f"{name:<11} {len(atoms):>5} atoms, {steps:>4} steps, {what:<18}: wall {wall_ms:9.3f} ms/step, "
          f"model {model_ms:9.3f} ms/step, overhead {wall_ms - model_ms:7.3f} ms/step "
          f"({100 * (wall_ms - model_ms) / wall_ms:.1f}%)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mlff", required=True)
    ap.add_argument("--model", required=True)
    ap.add_argument("--backend", default="cpu")
    ap.add_argument("--precision", default="f64")
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--water-steps", type=int, default=200)
    args = ap.parse_args()
    benzene = read(os.path.join(ROOT, "benches", "data", "benzene.extxyz"))
    benzene.calc = None
    with tempfile.TemporaryDirectory() as work:
        for bare in (True, False):
            run("benzene", benzene.copy(), args.steps, args, work, bare)
            run("water_1536", water_box(8), args.water_steps, args, work, bare)


if __name__ == "__main__":
    main()
