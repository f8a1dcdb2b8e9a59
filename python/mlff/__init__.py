"""mlff: PaiNN and SchNet force fields (as trained with schnetpack 2.1.1) at hardware speed, from
Python (SchNet on the CPU backend).

- :class:`Model`: a model file, its configuration and training card; :func:`student` is the model
  shipped with the package (H, C, N, O; GFN2-xTB teacher).
- :class:`Calculator`: an ASE calculator (energy, free_energy, forces, stress, energies) that
  keeps the model on its backend and the neighbour list between calls.
- :func:`evaluate`: many structures (molecules and cells of any size) in batches.
- :func:`md`: molecular dynamics run by the engine itself (on the GPU backends the state stays on
  the device), reporting to a Python callback every ``every`` steps.

Units: eV, Å, fs, amu, K; stress in eV/Å³, Voigt order xx yy zz yz xz xy, ASE's sign.
Backends: ``"auto"`` (CUDA, then a WebGPU GPU, then the CPU), ``"cpu"``, ``"cuda"``, ``"wgpu"``;
``precision`` ``"f64"`` (the reference) or ``"f32"`` applies to the CPU; ``"tf32"`` or ``"bf16"``
needs CUDA: the dense layers of large systems on tensor cores (README, "Precision modes").
"""
import os as _os

STUDENT_PATH: str = _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "models", "painn-gfn2-hcno.safetensors")
"""The model file shipped with the package."""

from ._native import Model, VERSION as __version__  # noqa: E402
from .calculator import Calculator  # noqa: E402
from .batch import evaluate  # noqa: E402
from .dynamics import MDResult, md  # noqa: E402


def student() -> Model:
    """The model shipped with the package: PaiNN for H, C, N and O distilled from GFN2-xTB
    (``models/painn-gfn2-hcno.safetensors`` of the repository; its card is ``Model.card``)."""
    return Model.student()


__all__ = ["Model", "Calculator", "evaluate", "md", "MDResult", "student", "STUDENT_PATH", "__version__"]
