#!/usr/bin/env python3
"""ASE drives `mlff serve` over the i-PI socket protocol; the results must equal `mlff eval`.

For a water molecule and a small triclinic periodic water box, this starts ASE's
SocketIOCalculator (the i-PI server, on a UNIX socket), launches `mlff serve` as its client, runs
VelocityVerlet, then evaluates the visited frames with `mlff eval` and compares energies, forces
and (periodic box) stress. Run by tests/ipi_ase.rs:

    python3 tests/ipi/ase_md.py --mlff target/release/mlff --model M.safetensors --workdir DIR

Prints one `ok: ...` line per case; exits 1 with `FAIL: ...` otherwise.
"""
import argparse
import os
import subprocess
import sys
import warnings

import numpy as np
from ase import Atoms, units
from ase.calculators.socketio import SocketIOCalculator
from ase.io import read, write
from ase.md.velocitydistribution import MaxwellBoltzmannDistribution
from ase.md.verlet import VelocityVerlet

# ASE converts with CODATA 2014 (Bohr, Hartree), mlff with CODATA 2018: the two Hartrees differ by
# 8.1e-9 relative, so energies through the socket carry that relative error on top of 1e-6 eV.
FORCE_TOL = 1e-6  # eV/Å, absolute
ENERGY_TOL = 1e-6  # eV, absolute ...
ENERGY_REL_TOL = 2e-8  # ... plus this times |E|
STRESS_TOL = 1e-7  # eV/Å³, absolute


def water():
    return Atoms("OH2", positions=[[0.0, 0.0, 0.119], [0.0, 0.763, -0.477], [0.0, -0.763, -0.477]])


def water_box_triclinic():
    """2×2×2 water molecules (24 atoms, ~1 g/cm³) in a sheared cell: checks the cell layout."""
    a = 3.104
    base = [[0.0, 0.0, 0.0], [0.757, 0.586, 0.0], [-0.757, 0.586, 0.0]]
    symbols, pos = [], []
    for i in range(2):
        for j in range(2):
            for k in range(2):
                for m, b in enumerate(base):
                    symbols.append("O" if m == 0 else "H")
                    pos.append([b[0] + i * a + 0.5, b[1] + j * a + 0.5, b[2] + k * a + 0.5])
    cell = [[2 * a, 0.0, 0.0], [0.45, 2 * a, 0.0], [0.3, -0.35, 2 * a]]
    return Atoms(symbols, positions=pos, cell=cell, pbc=True)


def write_exact(path, frames):
    """extxyz with every float written exactly (repr), unlike ase.io.write's %16.8f."""
    with open(path, "w") as f:
        for symbols, pos, cell, pbc in frames:
            f.write(f"{len(symbols)}\n")
            head = "Properties=species:S:1:pos:R:3"
            if pbc:
                head = 'Lattice="' + " ".join(repr(float(x)) for x in cell.reshape(-1)) + '" ' + head + ' pbc="T T T"'
            f.write(head + "\n")
            for s, p in zip(symbols, pos):
                f.write(f"{s} {float(p[0])!r} {float(p[1])!r} {float(p[2])!r}\n")


def run_case(name, atoms, args):
    work = os.path.join(args.workdir, name)
    os.makedirs(work, exist_ok=True)
    template = os.path.join(work, "template.extxyz")
    write(template, atoms, format="extxyz")
    periodic = bool(atoms.pbc.any())
    socket_name = f"mlff_ase_{os.getpid()}_{name}"
    # The test's model has random weights, which pull atoms closer than any real structure has:
    # the protocol is what is checked here, so no minimum distance.
    serve = [args.mlff, "serve", "--model", args.model, "--backend", "cpu", "--template", template,
             "--unix", socket_name, "--timeout", "60", "--min-distance", "0"]
    visited = []
    serve_log = os.path.join(work, "serve.log")
    with open(serve_log, "w") as log:
        with SocketIOCalculator(unixsocket=socket_name, timeout=60) as calc:
            proc = subprocess.Popen(serve, stdout=log, stderr=subprocess.STDOUT)
            try:
                atoms.calc = calc
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)  # newer ASE deprecates this name
                    MaxwellBoltzmannDistribution(atoms, temperature_K=300, rng=np.random.default_rng(7))
                dyn = VelocityVerlet(atoms, timestep=0.5 * units.fs)

                def record():
                    visited.append((
                        atoms.get_chemical_symbols(), atoms.positions.copy(), atoms.cell.array.copy(),
                        atoms.get_potential_energy(), atoms.get_forces().copy(),
                        atoms.get_stress(voigt=True).copy() if periodic else None,
                    ))

                dyn.attach(record, interval=1)
                dyn.run(args.steps)
            except BaseException:
                proc.kill()
                proc.wait()
                raise
        # Leaving the block closes the server socket: mlff serve sees the end and exits.
        try:
            code = proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            fail(f"{name}: mlff serve did not exit after the server closed")
    log_text = open(serve_log).read()
    if code != 0:
        fail(f"{name}: mlff serve exited with {code}:\n{log_text}")
    if f"after {len(visited)} steps" not in log_text:
        fail(f"{name}: expected {len(visited)} steps in the serve log:\n{log_text}")

    traj = os.path.join(work, "traj.extxyz")
    out = os.path.join(work, "eval.extxyz")
    write_exact(traj, [(s, p, c, periodic) for s, p, c, *_ in visited])
    # The random model lets atoms come closer than eval accepts by default.
    subprocess.run([args.mlff, "eval", "--model", args.model, "--backend", "cpu", "--min-distance", "0", traj, "-o", out],
                   check=True, capture_output=True, timeout=120)
    ref = read(out, index=":")
    if len(ref) != len(visited):
        fail(f"{name}: {len(ref)} frames from mlff eval, {len(visited)} visited")
    de = df = ds = rel = 0.0
    energy_ok = True
    for (s, p, c, e, f, st), r in zip(visited, ref):
        de = max(de, abs(e - r.get_potential_energy()))
        energy_ok &= abs(e - r.get_potential_energy()) <= ENERGY_TOL + ENERGY_REL_TOL * abs(e)
        rel = max(rel, abs(e - r.get_potential_energy()) / abs(r.get_potential_energy()))
        df = max(df, float(np.abs(f - r.get_forces()).max()))
        if periodic:
            ds = max(ds, float(np.abs(st - r.get_stress(voigt=True)).max()))
    moved = float(np.abs(visited[-1][1] - visited[0][1]).max())
    msg = (f"{name}: {len(visited)} frames ({len(atoms)} atoms, moved {moved:.3f} Å), "
           f"max |dE| {de:.1e} eV ({rel:.1e} relative), max |dF| {df:.1e} eV/Å" + (f", max |dσ| {ds:.1e} eV/Å³" if periodic else ""))
    if not energy_ok or df > FORCE_TOL or ds > STRESS_TOL or moved < 1e-3:
        fail(msg)
    print("ok: " + msg)


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mlff", required=True)
    ap.add_argument("--model", required=True)
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--steps", type=int, default=20)
    args = ap.parse_args()
    run_case("water", water(), args)
    run_case("water_box", water_box_triclinic(), args)


if __name__ == "__main__":
    main()
