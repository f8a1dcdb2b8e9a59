#!/usr/bin/env python3
"""The water box of in.water as extxyz, for `mlff md` on the same atoms as a LAMMPS run:

    python3 lammps/bench/water_box.py N OUT.extxyz

N x N x N waters on a cubic lattice of 3.104 A (LAMMPS's `lattice custom 3.104` with the basis
of in.water: O at (0.5, 0.4, 0.5), H at (0.74388, 0.58879, 0.5) and (0.25612, 0.58879, 0.5)),
in LAMMPS's atom order (cell by cell, x fastest, then the basis).
"""
import sys

A = 3.104
BASIS = [("O", (0.5, 0.4, 0.5)), ("H", (0.74388, 0.58879, 0.5)), ("H", (0.25612, 0.58879, 0.5))]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    n, out = int(sys.argv[1]), sys.argv[2]
    side = n * A
    with open(out, "w") as f:
        f.write(f"{3 * n ** 3}\n")
        f.write(f'Lattice="{side} 0 0 0 {side} 0 0 0 {side}" Properties=species:S:1:pos:R:3 pbc="T T T"\n')
        for k in range(n):
            for j in range(n):
                for i in range(n):
                    for el, (bx, by, bz) in BASIS:
                        f.write(f"{el} {(i + bx) * A:.6f} {(j + by) * A:.6f} {(k + bz) * A:.6f}\n")


if __name__ == "__main__":
    main()
