"""Write the fixtures of tests/extxyz.rs's momenta test with ASE itself (python3 make_momenta.py).

ase_momenta.xyz: three frames as ASE writes them, with its `momenta` column (amu·Å per ASE time
unit): water (momenta only), ethanol with two deuterium masses (a `masses` column), and ethanol
with an extra `velocities` array in Å/fs beside the momenta.
ase_velocities.xyz: the same frames with the momenta replaced by `velocities` in Å/fs
(ASE's get_velocities() × ase.units.fs) and ASE's kinetic energy in eV as `ase_kinetic_energy`.
"""
import numpy as np
from ase import units
from ase.build import molecule
from ase.io import write
from ase.md.velocitydistribution import MaxwellBoltzmannDistribution

rng = np.random.default_rng(45)
water = molecule("H2O")
water.center(vacuum=3.0)
ethanol = molecule("CH3CH2OH")
heavy = ethanol.copy()
masses = heavy.get_masses()
masses[[6, 7]] = 2.014  # two hydrogens made deuterium
heavy.set_masses(masses)
both = ethanol.copy()
frames = [water, heavy, both]
for atoms in frames:
    MaxwellBoltzmannDistribution(atoms, temperature_K=300, rng=rng)
both.arrays["velocities"] = both.get_velocities() * units.fs
write("ase_momenta.xyz", frames, format="extxyz")

plain = []
for atoms in frames:
    a = atoms.copy()
    v = atoms.get_velocities() * units.fs
    a.set_momenta(None)
    a.arrays.pop("velocities", None)
    a.arrays["velocities"] = v
    a.info["ase_kinetic_energy"] = atoms.get_kinetic_energy()
    plain.append(a)
write("ase_velocities.xyz", plain, format="extxyz")
