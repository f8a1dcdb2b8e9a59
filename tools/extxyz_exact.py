"""Write extended XYZ files that ASE reads back bit for bit.

ASE's own writer prints per-atom columns with '%16.8f', which loses digits of positions, forces
and per-atom energies. This writer uses the same layout (Lattice=, Properties=, pbc=, energy=,
stress= as a 3x3 row-major list, per-atom `energies` and `forces` columns) but prints every float
with Python's shortest round-trip representation (`repr`, at most 17 significant digits), so
`ase.io.read(..., format="extxyz")` returns exactly the float64 values that were written.

Units follow ASE: positions and Lattice in Angstrom, energy eV, forces eV/Angstrom, stress eV/Angstrom^3.
"""
from __future__ import annotations

from typing import Iterable, Optional

import numpy as np


def _f(x) -> str:
    return repr(float(x))


def _quoted(values) -> str:
    return '"' + " ".join(_f(v) for v in np.asarray(values, dtype=np.float64).reshape(-1)) + '"'


def frame_text(atoms, energy: Optional[float] = None, forces=None, stress=None, energies=None,
               info: Optional[dict] = None) -> str:
    """One extxyz frame. `stress` is a 3x3 matrix (or Voigt 6, xx yy zz yz xz xy); `info` values
    are ints, floats or strings without spaces/quotes."""
    n = len(atoms)
    header = []
    cell = np.asarray(atoms.cell.array, dtype=np.float64)
    if atoms.pbc.any() or np.any(cell != 0):
        header.append("Lattice=" + _quoted(cell))
    props = "species:S:1:pos:R:3"
    cols = [np.asarray(atoms.positions, dtype=np.float64).reshape(n, 3)]
    if energies is not None:
        props += ":energies:R:1"
        cols.append(np.asarray(energies, dtype=np.float64).reshape(n, 1))
    if forces is not None:
        props += ":forces:R:3"
        cols.append(np.asarray(forces, dtype=np.float64).reshape(n, 3))
    header.append("Properties=" + props)
    if energy is not None:
        header.append("energy=" + _f(energy))
    if stress is not None:
        s = np.asarray(stress, dtype=np.float64)
        if s.shape == (6,):
            xx, yy, zz, yz, xz, xy = s
            s = np.array([[xx, xy, xz], [xy, yy, yz], [xz, yz, zz]])
        header.append("stress=" + _quoted(s.reshape(3, 3)))
    for k, v in (info or {}).items():
        if isinstance(v, (bool, np.bool_)):
            v = "T" if v else "F"
        elif isinstance(v, (float, np.floating)):
            v = _f(v)
        header.append(f"{k}={v}")
    header.append('pbc="' + " ".join("T" if p else "F" for p in atoms.pbc) + '"')
    data = np.concatenate(cols, axis=1)
    lines = [str(n), " ".join(header)]
    for sym, row in zip(atoms.get_chemical_symbols(), data):
        lines.append(sym + " " + " ".join(_f(v) for v in row))
    return "\n".join(lines) + "\n"


def write_extxyz(path: str, frames: Iterable[str]) -> None:
    """Write frames made by `frame_text` to `path`."""
    with open(path, "w") as fh:
        for fr in frames:
            fh.write(fr)
