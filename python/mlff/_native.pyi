"""Type stubs of the extension module ``mlff._native`` (the Rust engine)."""
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

import numpy as np
import numpy.typing as npt

ASE_TIME_FS: float
ATOMIC_MASSES: List[float]
MAX_RUN_ATOMS: int
VERSION: str

_Structure = Tuple[npt.NDArray[np.int64], npt.NDArray[np.float64], Optional[npt.NDArray[np.float64]], Tuple[bool, bool, bool]]

class Model:
    """A PaiNN model file (``.safetensors``): configuration and weights, computing in eV and Å.

    Raises ``FileNotFoundError`` for a missing file and ``ValueError`` for a corrupt one."""

    def __init__(self, path: str) -> None: ...
    @staticmethod
    def student() -> "Model":
        """The model shipped with the package."""
    @property
    def path(self) -> str: ...
    @property
    def architecture(self) -> str:
        """The architecture: "PaiNN" or "SchNet" (SchNet runs on the CPU backend only)."""
    @property
    def cutoff(self) -> float:
        """Cutoff radius (Å)."""
    @property
    def elements(self) -> List[str]:
        """Chemical symbols of the elements the model was trained on."""
    @property
    def numbers(self) -> List[int]:
        """Atomic numbers of the elements the model was trained on."""
    @property
    def n_interactions(self) -> int: ...
    @property
    def features(self) -> int: ...
    @property
    def n_rbf(self) -> int: ...
    @property
    def parameter_count(self) -> int: ...
    @property
    def source(self) -> str: ...
    @property
    def random_weights(self) -> bool:
        """True for a model of random weights (for timing and tests, not for physics)."""
    @property
    def units(self) -> Dict[str, str]:
        """The units of the file (``energy``, ``length``); the model computes in eV and Å."""
    @property
    def config_json(self) -> str: ...
    @property
    def card_json(self) -> Optional[str]:
        """The training card (JSON text): ``NAME.card.json`` beside the file, else the file's own."""
    @property
    def card(self) -> Optional[Dict[str, Any]]:
        """The training card as a dict, or ``None``."""
    @property
    def config(self) -> Dict[str, Any]:
        """The configuration stored in the file, as a dict."""
    def supports(self, z: int) -> bool: ...

class Engine:
    """A model bound to a backend, kept between calls."""

    def __init__(self, model: Model, backend: str = "auto", precision: Optional[str] = None, min_distance: float = 0.5) -> None: ...
    @property
    def min_distance(self) -> float: ...
    def busy_on_this_thread(self) -> bool: ...
    @property
    def backend(self) -> str: ...
    @property
    def precision(self) -> str: ...
    @property
    def model(self) -> Model: ...
    def compute(
        self,
        numbers: npt.ArrayLike,
        positions: npt.ArrayLike,
        cell: Optional[npt.ArrayLike],
        pbc: Tuple[bool, bool, bool],
        forces: bool = True,
        stress: bool = True,
        skin: Optional[float] = None,
    ) -> Dict[str, Any]: ...
    def verlet_skin(
        self,
        numbers: npt.ArrayLike,
        positions: npt.ArrayLike,
        cell: Optional[npt.ArrayLike],
        pbc: Tuple[bool, bool, bool],
    ) -> float: ...
    def evaluate(self, structures: Sequence[_Structure], batch_size: int = 64) -> List[Dict[str, Any]]: ...
    def md(
        self,
        structures: Sequence[_Structure],
        velocities: Optional[npt.NDArray[np.float64]],
        steps: int,
        dt: float,
        ensemble: str,
        temperature: float,
        init_temperature: Optional[float],
        friction: float,
        tau: float,
        seed: int,
        replicas: int,
        skin: Optional[float],
        every: int,
        callback: Optional[Callable[[Dict[str, Any]], Any]],
    ) -> Dict[str, Any]: ...
