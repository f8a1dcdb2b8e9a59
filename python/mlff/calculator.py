"""The ASE calculator."""
from __future__ import annotations

import threading
from typing import Any, Optional, Sequence

import numpy as np

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
    positions, a degenerate cell, atoms closer than ``min_distance`` Å to one another or to
    their own periodic images, as ``mlff eval --min-distance``) raise ``ValueError``.

    The GIL is released while the engine computes, so calculators in different threads run at
    the same time; one calculator used from several threads serves them in turn, each call
    (calculation and reading its results) whole. Inside an :func:`mlff.md` callback, the
    calculator that runs the md raises ``RuntimeError``: use another one there.
    """

    implemented_properties = ["energy", "free_energy", "forces", "stress", "energies"]

    def __init__(
        self,
        model: ModelLike,
        backend: str = "auto",
        precision: Optional[str] = None,
        skin: Optional[float] = None,
        min_distance: float = 0.5,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        # ASE keeps the last atoms and results on the calculator: one thread's call, from the
        # calculation to reading its results, must not interleave with another's.
        self._lock = threading.RLock()
        if skin is not None:
            skin = float(skin)
            if not skin >= 0.0:
                raise ValueError(f"skin {skin} Å: must be a number >= 0")
        self.engine = open_engine(model, backend, precision, min_distance)
        self.model = self.engine.model
        self.skin = skin
        self.list_builds = 0
        """Neighbour lists built so far (a call that keeps the last one builds none)."""

    @property
    def backend(self) -> str:
        """The backend's name, e.g. ``"cpu (f64, 2 threads)"``."""
        return self.engine.backend

    def get_property(self, name, atoms=None, allow_calculation=True):
        if self.engine.busy_on_this_thread():
            # An md callback on this calculator: the engine's error, before waiting on the lock
            # that another thread's call may hold.
            self.engine.compute([], np.zeros((0, 3)), None, (False, False, False))
        with self._lock:
            return super().get_property(name, atoms, allow_calculation)

    def calculate(self, atoms=None, properties: Sequence[str] = ("energy",), system_changes=all_changes) -> None:
        with self._lock:
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
