"""Molecular dynamics run by the engine, reporting to Python every ``every`` steps."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, List, Optional, Union

import numpy as np
from ase.calculators.singlepoint import SinglePointCalculator

from ._convert import ModelLike, open_engine, structure

if TYPE_CHECKING:
    from .calculator import Calculator
from ._native import ASE_TIME_FS, ATOMIC_MASSES, MAX_RUN_ATOMS

_MASSES = np.asarray(ATOMIC_MASSES)


@dataclass
class MDResult:
    """A finished run: the final state and the run's figures."""

    atoms: Any
    """The final state: an ``Atoms`` for one structure without replicas, else a list (the
    replicas of each input structure next to each other)."""
    steps: int
    """Steps integrated."""
    wall_s: float
    """Wall time of the steps, reports and callbacks included (s)."""
    warm_up_s: float
    """Time spent compiling kernels before the run (s; a copy of the first steps, dropped)."""
    steps_per_s: float
    ns_per_day: float
    list_builds: int
    """Neighbour-list builds, the first included."""
    backend: str


def _velocities(atoms_list) -> Optional[np.ndarray]:
    """Velocities (Å/fs) from the atoms' momenta, when every structure has momenta."""
    if not all(a.has("momenta") for a in atoms_list):
        return None
    v = [a.get_momenta() / a.get_masses()[:, None] / ASE_TIME_FS for a in atoms_list]
    return np.ascontiguousarray(np.concatenate(v), dtype=np.float64)


def md(
    atoms,
    model: Union[ModelLike, "Calculator"],
    steps: int,
    dt: float = 0.5,
    ensemble: str = "nve",
    temperature: float = 300.0,
    init_temperature: Optional[float] = None,
    friction: float = 0.01,
    tau: float = 100.0,
    seed: int = 1,
    replicas: int = 1,
    skin: Optional[float] = None,
    every: int = 100,
    callback: Optional[Callable[[Any], Any]] = None,
    backend: str = "auto",
    precision: Optional[str] = None,
) -> MDResult:
    """Run molecular dynamics as ``mlff md`` does, with the same results for the same settings.

    ``model`` is a model, a path, ``"student"``, or an :class:`mlff.Calculator` whose backend
    (with its compiled kernels) is then used; ``backend`` and ``precision`` are ignored then.
    ``atoms`` is one ASE ``Atoms`` or a list; all are stepped together as one batch, each repeated
    ``replicas`` times with independent velocities and noise. Integrators: velocity Verlet
    (``"nve"``), Langevin BAOAB (``"langevin"``, ``friction`` in 1/fs) and CSVR velocity rescaling
    (``"csvr"``, ``tau`` in fs) at ``temperature`` (K); ``dt`` in fs. Initial velocities come from
    the atoms' momenta when every structure has some (and ``replicas == 1`` and no
    ``init_temperature``), else from a Maxwell–Boltzmann draw at ``init_temperature`` or
    ``temperature`` seeded by ``seed``. Masses are the standard ones (ASE's table). ``skin`` (Å)
    is the neighbour list's Verlet skin; ``None`` takes the backend's for the batch (as ``mlff
    md`` without ``--skin``: 0.2 for a dense periodic system that CUDA evaluates on its one-stage
    kernels, 0.5 otherwise).

    The steps run in the engine, without returning to Python (on CUDA and wgpu the state stays on
    the device). At the start, every ``every`` steps and at the end, ``callback`` gets the state:
    an ``Atoms`` (or a list, as :attr:`MDResult.atoms`) with positions, momenta (ASE units), the
    potential energy and forces (a ``SinglePointCalculator``) and ``info`` keys ``step``,
    ``time_fs``, ``potential_energy``, ``kinetic_energy`` (eV) and ``temperature`` (K). An exception
    in the callback (or Ctrl-C, at the next step) stops the run and is raised. A run that becomes
    unstable (non-finite values, forces beyond 100 eV/Å, atoms moving more than 1 Å a step, NVE's
    energy drifting, a thermostat's temperature far above its target) raises ``ValueError`` naming
    the structure and step. The calculator that runs the md cannot be used inside the callback.
    """
    single = hasattr(atoms, "positions")
    atoms_list = [atoms] if single else list(atoms)
    if not atoms_list:
        raise ValueError("no structure to run")
    replicas = int(replicas)
    if replicas < 1:
        raise ValueError("replicas must be at least 1")
    n_atoms = sum(len(a) for a in atoms_list)
    if n_atoms * replicas > MAX_RUN_ATOMS:
        raise ValueError(f"{n_atoms} atoms × {replicas} replicas is more than the {MAX_RUN_ATOMS} atoms an md run may have")
    for i, a in enumerate(atoms_list):
        bad = np.flatnonzero((a.numbers < 1) | (a.numbers >= len(_MASSES)))
        if len(bad):
            raise ValueError(f"structure {i}: atom {bad[0]}: atomic number {a.numbers[bad[0]]} is not an element")
        if a.has("masses") and not np.allclose(a.get_masses(), _MASSES[a.numbers], rtol=1e-12, atol=0.0):
            raise ValueError(f"structure {i}: mlff md uses the standard atomic masses (ASE's table); these atoms have others")
    templates = [a for a in atoms_list for _ in range(replicas)]
    masses = [_MASSES[a.numbers] for a in templates]
    last = {}

    def to_atoms(state):
        out, start = [], 0
        for s, (template, m) in enumerate(zip(templates, masses)):
            n = len(template)
            r = slice(start, start + n)
            start += n
            a = template.copy()
            a.positions = state["positions"][r]
            a.set_momenta(state["velocities"][r] * m[:, None] * ASE_TIME_FS, apply_constraint=False)
            energy = float(state["potential"][s])
            a.info.update(
                step=int(state["step"]),
                time_fs=float(state["time_fs"]),
                potential_energy=energy,
                kinetic_energy=float(state["kinetic"][s]),
                temperature=float(state["temperature"][s]),
            )
            a.calc = SinglePointCalculator(a, energy=energy, forces=state["forces"][r].copy())
            out.append(a)
        return out[0] if single and replicas == 1 else out

    def report(state):
        last["state"] = state
        if callback is not None:
            callback(to_atoms(state))

    engine = open_engine(model, backend, precision)
    summary = engine.md(
        [structure(a) for a in atoms_list],
        _velocities(atoms_list),
        int(steps),
        float(dt),
        ensemble,
        float(temperature),
        None if init_temperature is None else float(init_temperature),
        float(friction),
        float(tau),
        int(seed),
        replicas,
        None if skin is None else float(skin),
        int(every),
        report,
    )
    return MDResult(atoms=to_atoms(last["state"]), **summary)
