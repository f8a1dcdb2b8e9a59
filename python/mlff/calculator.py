"""The ASE calculator."""
from __future__ import annotations

from typing import Any, Optional, Sequence

from ase.calculators.calculator import Calculator as _AseCalculator
from ase.calculators.calculator import all_changes

from ._convert import ModelLike, open_engine, structure


class Calculator(_AseCalculator):
    """An ASE calculator running an mlff model.

    ``model`` is an :class:`mlff.Model`, a path to a ``.safetensors`` model, or ``"student"``
    (the shipped model). ``backend`` is ``"auto"``, ``"cpu"``, ``"cuda"`` or ``"wgpu"``;
    ``precision`` (``"f64"`` or ``"f32"``, default f64) applies to the CPU, ``"tf32"`` and ``"bf16"``
    need CUDA (tensor cores). The model stays on
    its backend between calls, and the neighbour list is kept with a Verlet ``skin`` (Å) while the
    atoms and cell are the same and no atom has moved by half of it (``skin=0``: a new list every
    call; ``None``: the backend's skin for the atoms, ``Engine.verlet_skin``: 0.2 Å for a dense
    periodic system that CUDA evaluates on its one-stage kernels, 0.5 Å otherwise); results equal
    those of a fresh list.

    Properties: ``energy`` and ``free_energy`` (eV, equal), ``energies`` (per atom, eV),
    ``forces`` (eV/Å) and, for cells periodic in all three directions, ``stress`` (eV/Å³, Voigt
    xx yy zz yz xz xy, ASE's sign). Asking a molecule for stress raises ASE's
    ``PropertyNotImplementedError``. Errors in the input (an element the model lacks, NaN
    positions, a degenerate cell) raise ``ValueError``.

    The GIL is released while the engine computes, so calculators in different threads run at
    the same time; one calculator used from several threads serves them in turn.
    """

    implemented_properties = ["energy", "free_energy", "forces", "stress", "energies"]

    def __init__(
        self,
        model: ModelLike,
        backend: str = "auto",
        precision: Optional[str] = None,
        skin: Optional[float] = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        if skin is not None:
            skin = float(skin)
            if not skin >= 0.0:
                raise ValueError(f"skin {skin} Å: must be a number >= 0")
        self.engine = open_engine(model, backend, precision)
        self.model = self.engine.model
        self.skin = skin
        self.list_builds = 0
        """Neighbour lists built so far (a call that keeps the last one builds none)."""

    @property
    def backend(self) -> str:
        """The backend's name, e.g. ``"cpu (f64, 2 threads)"``."""
        return self.engine.backend

    def calculate(self, atoms=None, properties: Sequence[str] = ("energy",), system_changes=all_changes) -> None:
        super().calculate(atoms, properties, system_changes)
        numbers, positions, cell, pbc = structure(self.atoms)
        r = self.engine.compute(numbers, positions, cell, pbc, forces=True, stress=all(pbc), skin=self.skin)
        self.list_builds += not r["list_reused"]
        self.results = {
            "energy": r["energy"],
            "free_energy": r["energy"],
            "energies": r["energies"],
            "forces": r["forces"],
        }
        if "stress" in r:
            self.results["stress"] = r["stress"]

    def __repr__(self) -> str:
        return f"mlff.Calculator({self.model.path!r}, backend={self.backend!r}, skin={self.skin})"
