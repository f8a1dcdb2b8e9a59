#!/usr/bin/env python3
"""What the Python layer costs on top of the engine, on one backend.

1. Per call: the engine's own time per energy + forces (+ stress for cells) call, as `mlff bench`
   measures it (median), against the same call through `mlff._native.Engine.compute` (arrays in,
   GIL released, dict out) and through `mlff.Calculator` (ASE's get_forces after a reset). All
   three build a fresh neighbour list each call (skin 0), as `mlff bench` does.
2. MD: steps/s of ASE's VelocityVerlet driving `mlff.Calculator` (skin 0.5), of `mlff.md` (the
   engine's MD called from Python) and of `mlff md` (the CLI), same structure, dt and steps.

    python python/benchmarks/overhead.py --backend cpu [--precision f64] [--mlff target/release/mlff]

Prints one table per part. Run it on an idle machine; numbers vary with load.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from ase import units
from ase.io import read, write
from ase.md.verlet import VelocityVerlet

import mlff
from mlff._convert import structure

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "examples" / "data"


def default_cli() -> str:
    target = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
    return str((target if target.is_absolute() else REPO / target) / "release" / "mlff")


def median_ms(f, reps, warmup):
    for _ in range(warmup):
        f()
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        f()
        times.append(time.perf_counter() - t0)
    return 1e3 * statistics.median(times)


def bench_cli_ms(cli, path, backend, precision, periodic, reps, warmup):
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "bench.json"
        args = [cli, "bench", "--model", mlff.STUDENT_PATH, "--backend", backend, "--case", str(path), "--reps", str(reps), "--warmup", str(warmup), "--json", str(out)]
        args += ["--precision", precision or "f64"]
        if periodic:
            args.append("--stress")
        subprocess.run(args, check=True, capture_output=True, text=True)
        case = json.loads(out.read_text())["runs"][0]["cases"][0]
        if case.get("error"):
            raise RuntimeError(case["error"])
        return case["latency_ms"]["median"]


def per_call(args):
    rows = []
    engine = mlff._native.Engine(mlff.student(), args.backend, args.precision)
    calc = mlff.Calculator("student", backend=args.backend, precision=args.precision, skin=0.0)
    for name in ("water.xyz", "ethanol.xyz", "water_box_192.xyz"):
        path = DATA / name
        atoms = read(path)
        periodic = bool(atoms.pbc.all())
        s = structure(atoms)
        native = median_ms(lambda: engine.compute(*s, forces=True, stress=periodic, skin=0.0), args.reps, args.warmup)
        atoms.calc = calc

        def through_ase():
            calc.reset()
            atoms.get_forces()

        ase_ms = median_ms(through_ase, args.reps, args.warmup)
        own = bench_cli_ms(args.mlff, path, args.backend, args.precision, periodic, args.reps, args.warmup)
        rows.append((name, len(atoms), own, native, ase_ms, 1e3 * (native - own), 1e3 * (ase_ms - own)))
    print(f"\nPer call, energy + forces{' + stress (cells)'}, fresh neighbour list; {calc.backend}")
    print(f"{'structure':<20}{'atoms':>6}{'engine ms':>12}{'Engine.compute ms':>19}{'Calculator ms':>15}{'+native us':>12}{'+ASE us':>10}")
    for r in rows:
        print(f"{r[0]:<20}{r[1]:>6}{r[2]:>12.4f}{r[3]:>19.4f}{r[4]:>15.4f}{r[5]:>12.1f}{r[6]:>10.1f}")


def md_rates(args):
    rows = []
    for name, steps in (("ethanol.xyz", args.md_steps), ("water_box_192.xyz", max(args.md_steps // 5, 10))):
        atoms = read(DATA / name)
        m = atoms.get_masses()[:, None]
        atoms.set_momenta(np.random.default_rng(1).normal(size=(len(atoms), 3)) * np.sqrt(m * units.kB * 300))
        # ASE drives the dynamics, one Calculator call per step.
        a = atoms.copy()
        a.calc = mlff.Calculator("student", backend=args.backend, precision=args.precision, skin=0.5)
        dyn = VelocityVerlet(a, timestep=0.5 * units.fs)
        dyn.run(5)  # first forces, kernels compiled
        t0 = time.perf_counter()
        dyn.run(steps)
        ase_rate = steps / (time.perf_counter() - t0)
        # The engine's MD from Python (reports at the start and the end only).
        py = mlff.md(atoms, "student", steps=steps, dt=0.5, every=steps, backend=args.backend, precision=args.precision)
        # The CLI.
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / name
            write(src, atoms, format="extxyz")
            cmd = [args.mlff, "md", str(src), "--model", mlff.STUDENT_PATH, "--steps", str(steps), "--every", str(steps), "--dt", "0.5", "--backend", args.backend, "--quiet"]
            cmd += ["--precision", args.precision or "f64"]
            p = subprocess.run(cmd, check=True, capture_output=True, text=True)
            cli_rate = float(re.search(r"([0-9.]+) steps/s", p.stderr).group(1))
        rows.append((name, len(atoms), steps, ase_rate, py.steps_per_s, cli_rate))
    print(f"\nMD steps/s (NVE, dt 0.5 fs, skin 0.5 Å); {py.backend}")
    print(f"{'structure':<20}{'atoms':>6}{'steps':>7}{'ASE VelocityVerlet':>20}{'mlff.md':>10}{'mlff md (CLI)':>15}")
    for r in rows:
        print(f"{r[0]:<20}{r[1]:>6}{r[2]:>7}{r[3]:>20.1f}{r[4]:>10.1f}{r[5]:>15.1f}")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--backend", default="cpu", choices=["cpu", "cuda", "wgpu", "auto"])
    p.add_argument("--precision", default=None, choices=["f64", "f32"], help="CPU precision (default f64)")
    p.add_argument("--mlff", default=default_cli(), help="the mlff CLI binary")
    p.add_argument("--reps", type=int, default=50)
    p.add_argument("--warmup", type=int, default=10)
    p.add_argument("--md-steps", type=int, default=500, help="MD steps for the molecule (a fifth for the box)")
    args = p.parse_args()
    if args.backend != "cpu":
        args.precision = None
    print(f"mlff {mlff.__version__}, Python {sys.version.split()[0]}, {os.cpu_count()} CPUs")
    per_call(args)
    md_rates(args)


if __name__ == "__main__":
    main()
