#!/usr/bin/env python3
"""Label configurations with the teacher, GFN2-xTB (tblite 0.8.0, its ASE calculator, eV and eV/Å).

    python tools/distill/generate.py [--out tools/data/gen] [--only NAME,...] [--scale 1.0]

One `.npz` per molecule under --out (existing ones are skipped, so the run resumes). For each
molecule: a tblite BFGS pre-optimisation, then
  * md:    Langevin MD with the teacher (0.5 fs, friction 0.01/fs) at 300, 500, 750 and 1000 K
           (water clusters 200–600 K), 60 steps of equilibration, then a frame every 6 steps;
  * nms:   normal-mode sampling: finite-difference Hessian at the minimum, mode amplitudes drawn
           from the classical Boltzmann distribution at T uniform in 300–2500 K (soft modes
           clipped at 150 cm^-1), i.e. bond stretches well past thermal;
  * disp:  MD frames with Gaussian atom displacements, sigma uniform in 0.02–0.10 Å;
  * pair:  one bonded pair stretched/compressed to 0.8–1.3 of its length, or one non-bonded
           pair pushed to 1.5–2.0 Å (repulsive wall).
The periodic 8-water box (tblite costs ~2 s per call there) gets 1 fs MD at 450 K, displaced and
isotropically/shear-strained frames, with stress. Split: the last 15 % of every MD run and every
7th other sample is the per-molecule test split (1); held-out molecules are all split 2.
Deterministic (seeded); runs on one core (set OMP_NUM_THREADS=1).
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np
from ase import units
from ase.data import covalent_radii
from ase.md.langevin import Langevin
from ase.md.velocitydistribution import MaxwellBoltzmannDistribution, Stationary, ZeroRotation
from ase.optimize import BFGS

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from molecules import ROOT, heldout_molecules, training_molecules  # noqa: E402

FOCUS = {"H2O", "CH3CH2OH", "C6H6", "alanine_dipeptide"}  # the MD validation systems: twice the data


def calculator():
    from tblite.ase import TBLite
    return TBLite(method="GFN2-xTB", verbosity=0, max_iterations=250)


class Recorder:
    def __init__(self, atoms):
        self.numbers = atoms.numbers.copy()
        self.cell = np.array(atoms.cell[:], dtype=float)
        self.pbc = bool(atoms.pbc.any())
        self.R, self.E, self.F, self.S, self.C, self.kind, self.temp, self.split = [], [], [], [], [], [], [], []

    def label(self, atoms, kind, temp, split, calc):
        """Teacher energy/forces(/stress) of `atoms`; False (and nothing kept) if tblite fails."""
        a = atoms.copy()
        a.calc = calculator()  # fresh: after a failed SCF, tblite 0.8.0's object aborts the process on next use
        try:
            e = a.get_potential_energy()
            f = a.get_forces()
            s = a.get_stress(voigt=False) if self.pbc else np.zeros((3, 3))
        except Exception as exc:  # noqa: BLE001 - SCF failures on wild geometries are skipped
            print(f"    tblite failed ({kind}, {temp} K): {str(exc).splitlines()[0][:80]}", flush=True)
            return False
        if not np.all(np.isfinite(f)):
            return False
        self.keep(a.positions, e, f, s, np.array(a.cell[:]), kind, temp, split)
        return True

    def keep(self, r, e, f, s, cell, kind, temp, split):
        self.R.append(np.array(r)); self.E.append(float(e)); self.F.append(np.array(f)); self.S.append(np.array(s))
        self.C.append(cell); self.kind.append(kind); self.temp.append(float(temp)); self.split.append(split)

    def save(self, path):
        np.savez_compressed(path, numbers=self.numbers, pbc=self.pbc, R=np.array(self.R), E=np.array(self.E),
                            F=np.array(self.F), S=np.array(self.S), cell=np.array(self.C), kind=np.array(self.kind),
                            temp=np.array(self.temp), split=np.array(self.split, dtype=np.int8))


def md_run(atoms, calc, rec, temp, n_frames, every, n_equil, dt_fs, seed, split_base, friction=0.01):
    a = atoms.copy()
    a.calc = calculator()
    rng = np.random.default_rng(seed)
    MaxwellBoltzmannDistribution(a, temperature_K=temp, rng=rng)  # noqa (deprecated name, same result)
    Stationary(a)
    if not a.pbc.any():
        ZeroRotation(a)
    dyn = Langevin(a, dt_fs * units.fs, temperature_K=temp, friction=friction / units.fs, rng=rng)
    frames = []
    try:
        dyn.run(n_equil)
        for k in range(n_frames):
            dyn.run(every)
            e, f = a.get_potential_energy(), a.get_forces()
            s = a.get_stress(voigt=False) if a.pbc.any() else np.zeros((3, 3))
            frames.append((a.positions.copy(), e, f.copy(), s))
    except Exception as exc:  # noqa: BLE001
        print(f"    MD at {temp} K stopped after {len(frames)} frames: {str(exc).splitlines()[0][:80]}", flush=True)
    n_test = int(round(0.15 * len(frames)))
    for k, (r, e, f, s) in enumerate(frames):
        split = split_base if split_base == 2 else (1 if k >= len(frames) - n_test else 0)
        rec.keep(r, e, f, s, np.array(a.cell[:]), "md", temp, split)
    return [fr[0] for fr in frames]


def hessian(atoms, calc, delta=0.005):
    a = atoms.copy()
    a.calc = calculator()
    n = len(a)
    H = np.zeros((3 * n, 3 * n))
    x0 = a.positions.copy()
    for i in range(n):
        for c in range(3):
            fp, fm = None, None
            for sgn in (1, -1):
                a.positions = x0
                a.positions[i, c] += sgn * delta
                f = a.get_forces().reshape(-1)
                if sgn == 1:
                    fp = f
                else:
                    fm = f
            H[3 * i + c] = -(fp - fm) / (2 * delta)
    return 0.5 * (H + H.T)


def nms_samples(atoms, H, rng, n, tmin=300.0, tmax=2500.0):
    """Cartesian geometries from normal-mode sampling at T ~ U(tmin, tmax)."""
    m = np.repeat(atoms.get_masses(), 3)
    Hm = H / np.sqrt(np.outer(m, m))
    lam, vec = np.linalg.eigh(Hm)  # eV / (Å^2 amu)
    n_skip = 5 if len(atoms) == 2 else 6
    lam, vec = lam[n_skip:], vec[:, n_skip:]
    # 150 cm^-1 as an eigenvalue of the mass-weighted Hessian in eV/(Å^2 amu)
    w150 = 150 * 2 * np.pi * units._c * 100 * 1e-15 * units.fs  # rad per ASE time unit
    lam = np.maximum(lam, w150 ** 2)
    out = []
    for _ in range(n):
        T = rng.uniform(tmin, tmax)
        q = rng.normal(size=len(lam)) * np.sqrt(units.kB * T / lam)
        dx = (vec @ q) / np.sqrt(m)
        out.append((atoms.positions + dx.reshape(-1, 3), T))
    return out


def pair_sample(pos, numbers, rng):
    d = np.linalg.norm(pos[:, None] - pos[None], axis=-1)
    rc = covalent_radii[numbers]
    bonded = (d < 1.25 * (rc[:, None] + rc[None])) & (d > 0)
    iu = np.triu_indices(len(pos), 1)
    if rng.random() < 0.6 and bonded[iu].any():
        pairs = [(i, j) for i, j in zip(*iu) if bonded[i, j]]
        i, j = pairs[rng.integers(len(pairs))]
        target = d[i, j] * rng.uniform(0.8, 1.3)
    else:
        pairs = [(i, j) for i, j in zip(*iu) if not bonded[i, j] and d[i, j] < 4.0]
        if not pairs:
            return None
        i, j = pairs[rng.integers(len(pairs))]
        target = rng.uniform(1.5, 2.0)
    u = (pos[j] - pos[i]) / d[i, j]
    shift = 0.5 * (target - d[i, j])
    p = pos.copy()
    p[i] -= shift * u
    p[j] += shift * u
    return p


def sample_molecule(name, atoms, heldout, seed, calc):
    t0 = time.time()
    rec = Recorder(atoms)
    rng = np.random.default_rng(seed)
    a = atoms.copy()
    a.calc = calc
    BFGS(a, logfile=None).run(fmax=0.03, steps=200)
    split_base = 2 if heldout else 0
    rec.label(a, "min", 0.0, 2 if heldout else 0, calc)
    mult = 2 if name in FOCUS else 1
    temps = [200, 300, 450, 600] if name.startswith("water_cluster") else [300, 500, 750, 1000]
    n_md = 30 if heldout else 60
    md_frames = []
    for rep in range(mult):
        for k, T in enumerate(temps):
            md_frames += md_run(a, calc, rec, T, n_md, 6, 60, 0.5, seed * 100 + 10 * rep + k, split_base)
    n_nms = (50 if heldout else 120) * mult
    H = hessian(a, calc)
    for k, (p, T) in enumerate(nms_samples(a, H, rng, n_nms)):
        b = a.copy(); b.positions = p
        rec.label(b, "nms", T, split_base if heldout else int(k % 7 == 6), calc)
    n_disp = (20 if heldout else 60) * mult
    for k in range(n_disp):
        b = a.copy()
        b.positions = md_frames[rng.integers(len(md_frames))] + rng.normal(size=(len(a), 3)) * rng.uniform(0.02, 0.10)
        rec.label(b, "disp", 0.0, split_base if heldout else int(k % 7 == 6), calc)
    n_pair = (10 if heldout else 30) * mult
    for k in range(n_pair):
        p = pair_sample(md_frames[rng.integers(len(md_frames))], a.numbers, rng)
        if p is None:
            continue
        b = a.copy(); b.positions = p
        rec.label(b, "pair", 0.0, split_base if heldout else int(k % 7 == 6), calc)
    print(f"  {name}: {len(rec.E)} frames in {time.time() - t0:.0f} s", flush=True)
    return rec


def sample_box(name, atoms, seed, calc):
    """Periodic water box: tblite needs ~2 s a call here, so fewer, cheaper samples."""
    t0 = time.time()
    rec = Recorder(atoms)
    rng = np.random.default_rng(seed)
    frames = md_run(atoms, calc, rec, 450, 45, 2, 10, 1.0, seed, 0, friction=0.05)
    for k in range(30):
        b = atoms.copy()
        b.positions = frames[rng.integers(len(frames))] + rng.normal(size=(len(atoms), 3)) * rng.uniform(0.02, 0.08)
        eps = np.eye(3) + (rng.uniform(-0.03, 0.03) * np.eye(3) if k % 2 == 0 else
                           0.02 * (lambda x: (x + x.T) / 2)(rng.uniform(-1, 1, (3, 3))))
        b.set_cell(np.array(atoms.cell[:]) @ eps, scale_atoms=True)
        rec.label(b, "disp", 0.0, int(k % 6 == 5), calc)
    print(f"  {name}: {len(rec.E)} frames in {time.time() - t0:.0f} s", flush=True)
    return rec


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(ROOT, "tools/data/gen"))
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    tr, ho = training_molecules(), heldout_molecules()
    todo = [(n, a, False) for n, a in tr.items() if not a.pbc.any()] + [(n, a, True) for n, a in ho.items()] \
        + [(n, a, False) for n, a in tr.items() if a.pbc.any()]
    only = set(filter(None, args.only.split(",")))
    seeds = {name: seed for seed, (name, _, _) in enumerate(todo, start=1)}
    # held-out molecules and the periodic box first, the largest (slowest) systems last
    todo.sort(key=lambda x: (0 if (x[2] or x[1].pbc.any()) else 1, len(x[1])))
    for name, atoms, held in todo:
        seed = seeds[name]
        if only and name not in only:
            continue
        path = os.path.join(args.out, f"{name}.npz")
        if os.path.exists(path):
            continue
        calc = calculator()  # a fresh one per system: tblite 0.8.0 aborts when one object goes from a cell to a molecule
        rec = sample_box(name, atoms, seed, calc) if atoms.pbc.any() else sample_molecule(name, atoms, held, seed, calc)
        rec.save(path + ".tmp.npz")
        os.replace(path + ".tmp.npz", path)


if __name__ == "__main__":
    main()
