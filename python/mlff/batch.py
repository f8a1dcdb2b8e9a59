"""Many structures at once."""
from __future__ import annotations

from typing import TYPE_CHECKING, Dict, List, Optional, Sequence, Union

import numpy as np

from ._convert import ModelLike, open_engine, structure

if TYPE_CHECKING:
    from .calculator import Calculator

Result = Dict[str, Union[float, np.ndarray]]


def evaluate(
    structures,
    model: Union[ModelLike, "Calculator"],
    backend: str = "auto",
    precision: Optional[str] = None,
    batch_size: int = 64,
) -> Union[Result, List[Result]]:
    """Evaluate ASE Atoms (molecules and cells, any sizes, mixed) in batches of ``batch_size``.

    ``model`` is a model, a path, ``"student"``, or an :class:`mlff.Calculator` whose backend is
    then used (``backend`` and ``precision`` are ignored). Returns one dict per structure (a single dict for a single Atoms): ``energy`` (float, eV),
    ``energies`` (per atom, eV), ``forces`` ((n, 3), eV/Å) and, for structures periodic in all
    three directions, ``stress`` ((6,), eV/Å³, Voigt xx yy zz yz xz xy, ASE's sign). These are
    the numbers ``mlff eval`` writes. A structure the model cannot take raises ``ValueError``
    naming it (``structure I: atom A: ...``).
    """
    single = hasattr(structures, "positions")
    atoms_list: Sequence = [structures] if single else list(structures)
    engine = open_engine(model, backend, precision)
    results = engine.evaluate([structure(a) for a in atoms_list], batch_size=int(batch_size))
    return results[0] if single else results
