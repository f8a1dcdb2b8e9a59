"""Test and benchmark structures (ase.Atoms; Angstrom), built deterministically.

* `water_box(n)`: n^3 water molecules on a simple cubic lattice of 3.104 Angstrom (~1 g/cm^3),
  periodic; exactly the box of /work/shared/anchors/schnetpack_painn_bench.py (no perturbation).
* `golden_structures(rng)`: the structures of the golden test cases (molecules, periodic boxes,
  a triclinic cell, a cell smaller than twice the cutoff, a 2-D periodic slab), perturbed with
  the given numpy Generator so that no symmetry makes forces or stress vanish.
"""
from __future__ import annotations

import os
from typing import Dict

import numpy as np
from ase import Atoms
from ase.build import bulk, diamond100, molecule
import ase.io

HERE = os.path.dirname(os.path.abspath(__file__))
ALANINE_DIPEPTIDE_XYZ = os.path.join(HERE, "..", "tests", "data", "structures", "alanine_dipeptide.xyz")


def water_box(n: int) -> Atoms:
    """n^3 waters, cubic cell of n*3.104 Angstrom, pbc (verbatim from the schnetpack anchor)."""
    a = 3.104  # A per molecule cell -> ~1 g/cm3
    base = np.array([[0.0, 0.0, 0.0], [0.757, 0.586, 0.0], [-0.757, 0.586, 0.0]])
    pos = []
    for i in range(n):
        for j in range(n):
            for k in range(n):
                pos.append(base + np.array([i, j, k]) * a + 0.5)
    pos = np.concatenate(pos)
    return Atoms("OH2" * n**3, positions=pos, cell=[n * a] * 3, pbc=True)


def alanine_dipeptide() -> Atoms:
    """Ace-Ala-NMe, 22 atoms (C6H12N2O2), non-periodic; coordinates from tests/data/structures."""
    at = ase.io.read(ALANINE_DIPEPTIDE_XYZ, format="xyz")
    at.pbc = False
    at.cell = np.zeros((3, 3))
    return at


def _perturb(at: Atoms, rng: np.random.Generator, sigma: float) -> Atoms:
    at = at.copy()
    at.positions = at.positions + rng.normal(0.0, sigma, size=at.positions.shape)
    return at


def golden_structures(rng: np.random.Generator) -> Dict[str, Atoms]:
    """Name -> structure for the golden cases (order and perturbations fixed by `rng`)."""
    s: Dict[str, Atoms] = {}
    s["water"] = _perturb(molecule("H2O"), rng, 0.02)
    s["ethanol"] = _perturb(molecule("CH3CH2OH"), rng, 0.02)
    s["benzene"] = _perturb(molecule("C6H6"), rng, 0.02)
    s["alanine_dipeptide"] = _perturb(alanine_dipeptide(), rng, 0.02)

    # 192-atom periodic water box, ~1 g/cm^3, every atom moved by ~0.05 Angstrom
    s["water_box_192"] = _perturb(water_box(4), rng, 0.05)

    # 64-atom diamond Si in a sheared (triclinic, right-handed) cell, atoms follow the shear
    si = bulk("Si", "diamond", a=5.431, cubic=True).repeat((2, 2, 2))
    shear = np.array([[1.0, 0.0, 0.0], [0.12, 1.0, 0.0], [-0.07, 0.09, 1.0]])  # rows: a' = a + ...
    si.set_cell(shear @ si.cell.array, scale_atoms=True)
    s["si64_triclinic"] = _perturb(si, rng, 0.05)

    # 2-atom primitive fcc Si cell (|a_i| = 3.84 Angstrom < 2 * cutoff): many images of each atom
    # are neighbours; slightly strained so that the stress has off-diagonal terms
    si2 = bulk("Si", "diamond", a=5.431)
    strain = np.eye(3) + np.array([[0.01, 0.02, -0.01], [0.0, -0.015, 0.01], [0.0, 0.0, 0.005]])
    si2.set_cell(si2.cell.array @ strain.T, scale_atoms=True)
    s["si2_primitive"] = _perturb(si2, rng, 0.05)

    # Si(100) slab, periodic in x and y only, 6 Angstrom vacuum on each side
    slab = diamond100("Si", size=(2, 2, 4), a=5.431, vacuum=6.0)
    slab.pbc = (True, True, False)
    s["si_slab_100"] = _perturb(slab, rng, 0.05)
    return s
