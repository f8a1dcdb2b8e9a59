#!/usr/bin/env python3
"""i-PI drives two `mlff serve` clients at once; the results must equal `mlff eval`.

Runs i-PI (the real server, from PyPI) for a short NVE path-integral MD of a triclinic periodic
water box with 4 beads, its forces coming from two `mlff serve` processes on one UNIX socket
(i-PI hands each bead to whichever client is free). Then every bead's positions, as i-PI wrote
them, are evaluated with `mlff eval` and compared with the forces i-PI received and with its
potential energy (the average over beads). Run by tests/ipi_ase.rs:

    python3 tests/ipi/ipi_pimd.py --mlff target/release/mlff --model M.safetensors --workdir DIR

Prints `ok: ...` and exits 0, or prints `FAIL: ...` and exits 1.
"""
import argparse
import os
import shutil
import subprocess
import sys
import sysconfig
import time

import numpy as np
from ase.io import read

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ase_md import fail, water_box_triclinic, write_exact  # noqa: E402

# i-PI writes trajectories with 8 decimals (ase.io.write) and converts "ase" units with ASE's CODATA
# 2014 constants (its own "electronvolt" has 8 digits only: 1e-7 relative); the
# clients saw unrounded positions, so allow for the rounding here.
FORCE_TOL = 1e-6  # eV/Å
ENERGY_REL_TOL = 1e-7

INPUT = """<simulation verbosity="low">
  <output prefix="md">
    <properties stride="1" filename="out"> [ step, potential{{ase}} ] </properties>
    <trajectory filename="pos" stride="1" format="ase"> positions{{ase}} </trajectory>
    <trajectory filename="frc" stride="1" format="ase"> forces{{ase}} </trajectory>
  </output>
  <total_steps>{steps}</total_steps>
  <prng><seed>31415</seed></prng>
  <ffsocket name="mlff" mode="unix" pbc="false">
    <address>{socket}</address>
    <latency>1e-4</latency>
    <timeout>60</timeout>
  </ffsocket>
  <system>
    <initialize nbeads="{beads}">
      <file mode="ase"> init.extxyz </file>
      <velocities mode="thermal" units="kelvin"> 300 </velocities>
    </initialize>
    <forces> <force forcefield="mlff"/> </forces>
    <ensemble> <temperature units="kelvin"> 300 </temperature> </ensemble>
    <motion mode="dynamics">
      <dynamics mode="nve"> <timestep units="femtosecond"> 0.25 </timestep> </dynamics>
    </motion>
  </system>
</simulation>
"""


def find_ipi():
    """The `i-pi` script pip installed next to this Python's other scripts."""
    for d in [os.path.dirname(sys.executable), sysconfig.get_path("scripts"),
              sysconfig.get_path("scripts", f"{os.name}_user")]:
        p = os.path.join(d, "i-pi")
        if os.path.isfile(p):
            return p
    return shutil.which("i-pi")


def wait(proc, limit, what):
    try:
        return proc.wait(timeout=limit)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        fail(f"{what} did not finish within {limit} s")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mlff", required=True)
    ap.add_argument("--model", required=True)
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--beads", type=int, default=4)
    ap.add_argument("--clients", type=int, default=2)
    args = ap.parse_args()
    ipi = find_ipi()
    if ipi is None:
        fail("the i-pi script was not found next to " + sys.executable)
    work = os.path.join(args.workdir, "ipi")
    os.makedirs(work, exist_ok=True)
    atoms = water_box_triclinic()
    atoms.write(os.path.join(work, "init.extxyz"), format="extxyz")
    socket_name = f"mlff_ipi_{os.getpid()}"
    with open(os.path.join(work, "input.xml"), "w") as f:
        f.write(INPUT.format(steps=args.steps, beads=args.beads, socket=socket_name))

    server_log = open(os.path.join(work, "ipi.log"), "w")
    server = subprocess.Popen([sys.executable, ipi, "input.xml"], cwd=work, stdout=server_log,
                              stderr=subprocess.STDOUT)
    clients, logs = [], []
    try:
        for k in range(args.clients):
            log = os.path.join(work, f"serve{k}.log")
            logs.append(log)
            clients.append(subprocess.Popen(
                [args.mlff, "serve", "--model", args.model, "--backend", "cpu",
                 "--template", os.path.join(work, "init.extxyz"), "--unix", socket_name, "--timeout", "60"],
                stdout=open(log, "w"), stderr=subprocess.STDOUT))
        code = wait(server, 300, "i-PI")
        codes = [wait(c, 60, "mlff serve") for c in clients]
    finally:
        for p in [server] + clients:
            if p.poll() is None:
                p.kill()
                p.wait()
        if os.path.exists("/tmp/ipi_" + socket_name):
            os.unlink("/tmp/ipi_" + socket_name)
    server_log.close()
    if code != 0:
        fail(f"i-PI exited with {code}:\n" + open(os.path.join(work, "ipi.log")).read()[-3000:])
    steps = []
    for c, log in zip(codes, logs):
        text = open(log).read()
        if c != 0 or "EXIT after" not in text:
            fail(f"mlff serve exited with {c}:\n{text}")
        steps.append(int(text.split("EXIT after ")[1].split()[0]))
    evaluations = args.beads * (args.steps + 1)
    if sum(steps) != evaluations or min(steps) == 0:
        fail(f"clients evaluated {steps} structures, expected {evaluations} shared by all clients")

    # every bead's frames, in step order
    frames, forces = [], []
    for b in range(args.beads):
        pos = read(os.path.join(work, f"md.pos_{b}.extxyz"), index=":")
        frc = read(os.path.join(work, f"md.frc_{b}.extxyz"), index=":")
        if len(pos) != args.steps + 1 or len(frc) != args.steps + 1:
            fail(f"bead {b}: {len(pos)} position and {len(frc)} force frames, expected {args.steps + 1}")
        frames += pos
        forces += [a.get_forces() for a in frc]
    traj = os.path.join(work, "beads.extxyz")
    out = os.path.join(work, "eval.extxyz")
    write_exact(traj, [(a.get_chemical_symbols(), a.positions, a.cell.array, True) for a in frames])
    subprocess.run([args.mlff, "eval", "--model", args.model, "--backend", "cpu", traj, "-o", out],
                   check=True, capture_output=True, timeout=120)
    ref = read(out, index=":")
    df = max(float(np.abs(f - r.get_forces()).max()) for f, r in zip(forces, ref))
    energies = np.array([r.get_potential_energy() for r in ref]).reshape(args.beads, args.steps + 1)
    potential = np.loadtxt(os.path.join(work, "md.out"), ndmin=2)[:, 1]
    de = float(np.abs(potential - energies.mean(axis=0)).max())
    rel = de / float(np.abs(potential).max())
    moved = float(np.abs(frames[args.steps].positions - frames[0].positions).max())
    msg = (f"i-PI, {args.beads} beads, {args.steps} steps, {args.clients} clients "
           f"({'+'.join(map(str, steps))} evaluations, moved {moved:.3f} Å): "
           f"max |dF| {df:.1e} eV/Å, max |dE| {de:.1e} eV ({rel:.1e} relative)")
    if df > FORCE_TOL or rel > ENERGY_REL_TOL or moved < 1e-3:
        fail(msg)
    print("ok: " + msg)


if __name__ == "__main__":
    main()
