"""Conversions between ASE Atoms and what the engine takes."""
from __future__ import annotations

import os
from typing import Optional, Tuple, Union

import numpy as np

from ._native import Engine, Model

ModelLike = Union[Model, str, "os.PathLike[str]"]

Structure = Tuple[np.ndarray, np.ndarray, Optional[np.ndarray], Tuple[bool, bool, bool]]


def as_model(model: ModelLike) -> Model:
    """A :class:`Model` from a model, a path, or ``"student"`` (the shipped model)."""
    if isinstance(model, Model):
        return model
    if isinstance(model, str) and model == "student":
        return Model.student()
    if isinstance(model, (str, os.PathLike)):
        return Model(os.fspath(model))
    raise TypeError(f"model: expected mlff.Model, a path or 'student', got {type(model).__name__}")


def open_engine(model, backend: str, precision: Optional[str], min_distance: float = 0.5) -> Engine:
    """The engine of an :class:`mlff.Calculator` (reused as it is: its backend, its compiled
    kernels), else a new one for the model on ``backend``."""
    engine = getattr(model, "engine", None)
    if isinstance(engine, Engine):
        return engine
    return Engine(as_model(model), backend, precision, float(min_distance))


def structure(atoms) -> Structure:
    """Atomic numbers, positions, cell (``None`` when ASE's cell is all zeros) and periodicity."""
    numbers = np.ascontiguousarray(atoms.numbers, dtype=np.int64)
    positions = np.ascontiguousarray(atoms.positions, dtype=np.float64)
    cell = np.asarray(atoms.cell.array, dtype=np.float64)
    pbc = tuple(bool(p) for p in atoms.pbc)
    return numbers, positions, (np.ascontiguousarray(cell) if cell.any() else None), pbc
