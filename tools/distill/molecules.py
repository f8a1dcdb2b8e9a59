"""The distillation molecules: closed-shell H/C/N/O structures, built without any download.

`training_molecules()` and `heldout_molecules()` return {name: ase.Atoms}. Geometries come from
ASE's g2 collection, from RDKit (ETKDGv3, fixed seed, then MMFF94) for SMILES, from the repository's
alanine dipeptide (tests/data/structures/), and from seeded random packings for water clusters and
the periodic water box. Everything is deterministic.
"""
from __future__ import annotations

import os
from typing import Dict

import numpy as np
from ase import Atoms
from ase.build import molecule as g2_molecule
from ase.io import read

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# closed-shell H/C/N/O members of ASE's g2 set (radicals, carbenes and ozone left out)
G2 = ["H2O", "CH4", "NH3", "CH3OH", "CH3CH2OH", "C6H6", "HCOOH", "CH3COOH", "CH3CHO", "H2CO",
      "CH3OCH3", "C2H2", "C2H4", "C2H6", "CH3CN", "HCN", "CO2", "H3CNH2", "CH3CONH2", "C5H5N",
      "C4H4O", "C4H4NH", "C3H8", "isobutane", "CH3COCH3", "HCOOCH3", "CH3CH2NH2", "N2H4", "H2O2",
      "CH3NO2", "butadiene", "cyclobutane", "CH2OCH2", "H2CCO", "C2H6CHOH", "trans-butane",
      "CH3CH2OCH3", "H2CCHCN", "C3H9N", "N2O"]

# name -> SMILES (solvents, amino acids, drug-like fragments)
SMILES = {
    "alanine_dipeptide_rdkit": "CC(=O)N[C@@H](C)C(=O)NC",
    "glycine": "NCC(=O)O",
    "alanine": "C[C@H](N)C(=O)O",
    "serine": "N[C@@H](CO)C(=O)O",
    "valine": "CC(C)[C@H](N)C(=O)O",
    "proline": "OC(=O)[C@@H]1CCCN1",
    "asparagine": "N[C@@H](CC(N)=O)C(=O)O",
    "glycine_dipeptide": "CC(=O)NCC(=O)NC",
    "dmf": "CN(C)C=O",
    "thf": "C1CCOC1",
    "dioxane": "C1COCCO1",
    "ethyl_acetate": "CCOC(C)=O",
    "toluene": "Cc1ccccc1",
    "nmp": "CN1CCCC1=O",
    "phenol": "Oc1ccccc1",
    "aniline": "Nc1ccccc1",
    "benzoic_acid": "OC(=O)c1ccccc1",
    "aspirin": "CC(=O)Oc1ccccc1C(=O)O",
    "caffeine": "Cn1cnc2c1c(=O)n(C)c(=O)n2C",
    "imidazole": "c1cnc[nH]1",
    "indole": "c1ccc2[nH]ccc2c1",
    "pyrimidine": "c1cncnc1",
    "urea": "NC(N)=O",
    "nicotinamide": "NC(=O)c1cccnc1",
    "morpholine": "C1COCCN1",
    "piperidine": "C1CCNCC1",
    "uracil": "O=c1cc[nH]c(=O)[nH]1",
    "salicylic_acid": "OC(=O)c1ccccc1O",
    "catechol": "Oc1ccccc1O",
    "acetophenone": "CC(=O)c1ccccc1",
    "n_methylacetamide": "CNC(C)=O",
    "cyclohexane": "C1CCCCC1",
    "ethylene_glycol": "OCCO",
    "glycerol": "OCC(O)CO",
    "methylamine_formamide": "CNC=O",
    "benzaldehyde": "O=Cc1ccccc1",
    "anisole": "COc1ccccc1",
    "pyrazole": "c1cc[nH]n1",
}

HELDOUT_SMILES = {
    "isopropanol": "CC(C)O",
    "pyrazine": "c1cnccn1",
    "threonine": "C[C@@H](O)[C@H](N)C(=O)O",
    "paracetamol": "CC(=O)Nc1ccc(O)cc1",
    "diethyl_ether": "CCOCC",
}


def from_smiles(smiles: str, seed: int = 42) -> Atoms:
    from rdkit import Chem
    from rdkit.Chem import AllChem
    mol = Chem.AddHs(Chem.MolFromSmiles(smiles))
    params = AllChem.ETKDGv3()
    params.randomSeed = seed
    if AllChem.EmbedMolecule(mol, params) != 0:
        raise RuntimeError(f"RDKit could not embed {smiles}")
    AllChem.MMFFOptimizeMolecule(mol, maxIters=2000)
    pos = mol.GetConformer().GetPositions()
    return Atoms([a.GetAtomicNum() for a in mol.GetAtoms()], positions=pos)


def _random_rotation(rng) -> np.ndarray:
    q = rng.normal(size=4)
    q /= np.linalg.norm(q)
    a, b, c, d = q
    return np.array([[a*a+b*b-c*c-d*d, 2*(b*c-a*d), 2*(b*d+a*c)],
                     [2*(b*c+a*d), a*a-b*b+c*c-d*d, 2*(c*d-a*b)],
                     [2*(b*d-a*c), 2*(c*d+a*b), a*a-b*b-c*c+d*d]])


def water_cluster(n: int, seed: int) -> Atoms:
    """n waters at random orientations on a jittered cubic grid of spacing 2.9 Å."""
    rng = np.random.default_rng(seed)
    w = g2_molecule("H2O")
    w.positions -= w.get_center_of_mass()
    g = int(np.ceil(n ** (1 / 3)))
    sites = [np.array([i, j, k]) for i in range(g) for j in range(g) for k in range(g)]
    sites.sort(key=lambda s: np.linalg.norm(s - (g - 1) / 2))  # compact: closest to the centre first
    pos, nums = [], []
    for s in sites[:n]:
        c = s * 2.9 + rng.normal(0, 0.1, 3)
        pos += list(w.positions @ _random_rotation(rng).T + c)
        nums += list(w.numbers)
    return Atoms(nums, positions=np.array(pos))


def water_box(n: int = 8, seed: int = 7, density: float = 0.997) -> Atoms:
    """n waters in a cubic periodic cell at `density` g/cm^3 (8 waters: L = 6.21 Å)."""
    rng = np.random.default_rng(seed)
    L = (n * 18.015 / density / 0.602214) ** (1 / 3)
    w = g2_molecule("H2O")
    w.positions -= w.get_center_of_mass()
    g = int(np.ceil(n ** (1 / 3)))
    pos, nums = [], []
    sites = [np.array([i, j, k]) for i in range(g) for j in range(g) for k in range(g)][:n]
    for s in sites:
        c = (s + 0.5) * L / g
        pos += list(w.positions @ _random_rotation(rng).T + c)
        nums += list(w.numbers)
    return Atoms(nums, positions=np.array(pos), cell=[L, L, L], pbc=True)


def training_molecules() -> Dict[str, Atoms]:
    out: Dict[str, Atoms] = {}
    for name in G2:
        out[name] = g2_molecule(name)
    out["alanine_dipeptide"] = read(os.path.join(ROOT, "tests/data/structures/alanine_dipeptide.xyz"))
    for name, smi in SMILES.items():
        out[name] = from_smiles(smi)
    for n, seed in [(2, 1), (3, 2), (4, 3), (6, 4), (8, 5), (16, 6)]:
        out[f"water_cluster_{n}"] = water_cluster(n, seed)
    out["water_box_8"] = water_box(8)
    for a in out.values():
        a.info.clear()
    return out


def heldout_molecules() -> Dict[str, Atoms]:
    return {name: from_smiles(smi) for name, smi in HELDOUT_SMILES.items()}


if __name__ == "__main__":
    tr, ho = training_molecules(), heldout_molecules()
    for name, a in {**tr, **ho}.items():
        print(f"{name:28s} {a.get_chemical_formula():12s} {len(a):4d} {'held out' if name in ho else ''}")
    print(len(tr), "training molecules,", len(ho), "held out")
