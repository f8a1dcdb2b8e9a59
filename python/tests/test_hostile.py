"""Hostile input: arrays of any order and dtype, callbacks that call back into their calculator,
Ctrl-C in a long run, atoms on top of each other or of their own images, empty structures,
absurd MD settings, a FIFO as the model, random structures. Each gets its right answer or a
clear exception, never a hang or a NaN (threads sharing a calculator: test_threads.py)."""
import os
import signal
import subprocess
import sys
import textwrap
import time

import numpy as np
import pytest
from ase import Atoms
from ase.io import read

import mlff
from conftest import DATA, REPO, wgpu_engine_or_skip


def test_arrays_are_read_as_the_values_they_hold_in_any_order_and_dtype(model):
    ethanol = read(DATA / "ethanol.xyz")
    box = read(DATA / "water_box_192.xyz")
    engine = mlff.Calculator("student", backend="cpu").engine
    for atoms in (ethanol, box):
        numbers, positions = atoms.numbers.astype(np.int64), np.ascontiguousarray(atoms.positions)
        cell = np.ascontiguousarray(atoms.cell.array) if atoms.cell.any() else None
        pbc = tuple(bool(p) for p in atoms.pbc)
        want = engine.compute(numbers, positions, cell, pbc, skin=0.0)
        wide = np.zeros((len(atoms), 6))
        wide[:, ::2] = positions
        variants = [
            (numbers, np.asfortranarray(positions), None if cell is None else np.asfortranarray(cell)),
            (numbers.astype(np.uint8), positions, None if cell is None else cell.T.copy().T),
            (numbers.astype(np.int32)[::-1][::-1], wide[:, ::2], cell),
            (list(numbers), positions.tolist(), None if cell is None else cell.tolist()),
        ]
        for k, (z, r, c) in enumerate(variants):
            got = engine.compute(z, r, c, pbc, skin=0.0)
            assert got["energy"] == want["energy"], k
            np.testing.assert_array_equal(got["forces"], want["forces"])
        # float32 positions are their float32 values.
        r32 = positions.astype(np.float32)
        got = engine.compute(numbers, np.asfortranarray(r32), cell, pbc, skin=0.0)
        assert got["energy"] == engine.compute(numbers, r32.astype(np.float64), cell, pbc, skin=0.0)["energy"]
    with pytest.raises(TypeError, match="numbers: expected integers"):
        engine.compute(np.array([8.0, 1.0, 1.0]), np.zeros((3, 3)), None, (False,) * 3)
    with pytest.raises(TypeError, match="positions: expected real numbers"):
        engine.compute(np.array([8, 1, 1]), np.zeros((3, 3), dtype=complex), None, (False,) * 3)
    with pytest.raises(ValueError, match=r"positions: expected shape \(n, 3\)"):
        engine.compute(np.array([8, 1, 1]), np.zeros((3, 2)), None, (False,) * 3)
    with pytest.raises(ValueError, match="atomic number 4294967297 is not an element"):
        engine.compute(np.array([8, 2**32 + 1, 1], dtype=np.uint64), np.eye(3), None, (False,) * 3)


def _run_python(code: str, timeout: float, **kwargs):
    """Run `code` in a fresh interpreter (a hang is a failure, not a hung test run)."""
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=timeout, cwd=REPO, **kwargs)


def test_an_md_callback_using_its_own_calculator_gets_a_clear_error():
    code = """
        import mlff
        from ase.io import read
        atoms = read("examples/data/ethanol.xyz")
        calc = mlff.Calculator("student", backend="cpu")
        def callback(state):
            probe = state.copy()
            probe.calc = calc
            probe.get_potential_energy()
        try:
            mlff.md(atoms, calc, steps=4, every=2, callback=callback)
        except RuntimeError as e:
            print("RuntimeError:", e)
        # Another calculator may be used inside, and the engine is usable afterwards.
        other = mlff.Calculator("student", backend="cpu")
        def fine(state):
            probe = state.copy()
            probe.calc = other
            probe.get_potential_energy()
            mlff.evaluate(probe, other)
        mlff.md(atoms, calc, steps=4, every=2, callback=fine)
        atoms.calc = calc
        print("energy", atoms.get_potential_energy())
    """
    p = _run_python(code, timeout=120)
    assert p.returncode == 0, p.stderr
    assert "RuntimeError: " in p.stdout and "md callback cannot use the Calculator that runs the md" in p.stdout, p.stdout
    assert "energy -" in p.stdout, p.stdout


def test_ctrl_c_stops_a_run_between_reports():
    code = """
        import sys, mlff
        from ase.io import read
        atoms = read("examples/data/ethanol.xyz")
        def started(state):
            print("started", flush=True)
        try:
            mlff.md(atoms, "student", steps=10**9, every=10**8, backend="cpu", callback=started)
        except KeyboardInterrupt as e:
            print("KeyboardInterrupt:", e, flush=True)
            sys.exit(3)
    """
    returncode, out, err = _interrupted(code)
    assert returncode == 3, err
    assert "KeyboardInterrupt: mlff.md interrupted" in out, out


def test_ctrl_c_during_a_run_on_another_thread_reaches_the_main_thread():
    """Python delivers SIGINT to its main thread alone: a run on another thread leaves the signal
    to Python's own handler, and the main thread, waiting while the run goes on without the GIL,
    gets its KeyboardInterrupt at once."""
    code = """
        import os, threading, time, mlff
        from ase.io import read
        atoms = read("examples/data/ethanol.xyz")
        started = threading.Event()
        def run():
            mlff.md(atoms, "student", steps=10**9, every=10**8, backend="cpu", callback=lambda state: started.set())
        t = threading.Thread(target=run, daemon=True)
        t.start()
        started.wait()
        print("started", flush=True)
        try:
            while t.is_alive():
                t.join(0.05)
        except KeyboardInterrupt:
            # The run's thread as the kernel sees it (Python 3.11's is_alive() can say False
            # after a join that Ctrl-C interrupted).
            alive = os.path.exists(f"/proc/self/task/{t.native_id}")
            print("KeyboardInterrupt on the main thread; run alive:", alive, flush=True)
            os._exit(3)
    """
    returncode, out, err = _interrupted(code, settle=0.5)
    assert returncode == 3, err
    assert "KeyboardInterrupt on the main thread; run alive: True" in out, out


def _interrupted(code, settle=0.0):
    """Run `code` in a new Python, send it SIGINT `settle` seconds after it prints "started", and
    return its exit code, output and error output."""
    p = subprocess.Popen([sys.executable, "-c", textwrap.dedent(code)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO)
    try:
        assert p.stdout.readline().strip() == "started"
        time.sleep(settle)
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=60)
    finally:
        p.kill()
    return p.returncode, out, err


@pytest.mark.parametrize("a", [0.3, 0.35])
def test_an_atom_on_its_own_image_is_refused_on_every_backend(backend, a):
    name, precision = backend
    atoms = Atoms("H", positions=[[0, 0, 0]], cell=np.eye(3) * a, pbc=True)
    atoms.calc = mlff.Calculator("student", backend=name, precision=precision)
    with pytest.raises(ValueError, match="atom 0 \\(H\\) and its own periodic image"):
        atoms.get_potential_energy()
    with pytest.raises(ValueError, match="structure 0: atom 0 \\(H\\) and its own periodic image"):
        mlff.evaluate([atoms], atoms.calc)


def test_close_atoms_are_refused_unless_allowed():
    water = read(DATA / "water.xyz")
    water.positions[1] = water.positions[0] + [0.01, 0, 0]
    with pytest.raises(ValueError, match="atoms 0 \\(O\\) and 1 \\(H\\) are 0.0100 Å apart"):
        mlff.evaluate(water, "student", backend="cpu")
    calc = mlff.Calculator("student", backend="cpu", min_distance=0.0)
    assert calc.engine.min_distance == 0.0
    assert np.isfinite(mlff.evaluate(water, calc)["energy"])
    with pytest.raises(ValueError, match="minimum distance"):
        mlff.Calculator("student", backend="cpu", min_distance=-1.0)


def test_an_empty_structure_has_zero_energy_and_no_forces():
    atoms = Atoms()
    atoms.calc = mlff.Calculator("student", backend="cpu")
    assert atoms.get_potential_energy() == 0.0
    assert atoms.get_forces().shape == (0, 3)
    r = mlff.evaluate([Atoms(), read(DATA / "water.xyz")], "student", backend="cpu")
    assert r[0]["energy"] == 0.0 and r[0]["forces"].shape == (0, 3)


def test_absurd_md_settings_are_clear_errors():
    water = read(DATA / "water.xyz")
    cases = [
        (dict(atoms=[]), ValueError, "no structure to run"),
        (dict(atoms=Atoms("HX", positions=[[0, 0, 0], [1, 0, 0]])), ValueError, "atomic number 0 is not an element"),
        (dict(atoms=Atoms(numbers=[1, 200], positions=[[0, 0, 0], [1, 0, 0]])), ValueError, "atomic number 200 is not an element"),
        (dict(replicas=10**9), ValueError, "replicas is more than the 10000000 atoms"),
        (dict(replicas=0), ValueError, "replicas must be at least 1"),
        (dict(temperature=1e300), ValueError, "temperature 1e300 K"),
        (dict(init_temperature=1e300), ValueError, "initial temperature 1e300 K"),
    ]
    for kwargs, error, message in cases:
        kwargs = {"atoms": water, **kwargs}
        with pytest.raises(error, match=message):
            mlff.md(kwargs.pop("atoms"), "student", steps=2, backend="cpu", **kwargs)
    fast = water.copy()
    fast.set_velocities([[1e300, 0, 0], [0, 0, 0], [0, 0, 0]])
    with pytest.raises(ValueError, match="structure 0: atom 0: initial velocity"):
        mlff.md(fast, "student", steps=2, backend="cpu")


def test_a_thermostatted_run_that_blows_up_raises():
    ethanol = read(DATA / "ethanol.xyz")
    with pytest.raises(ValueError, match="structure 0: MD became unstable at step"):
        mlff.md(ethanol, "student", steps=2000, every=10, dt=5.0, ensemble="langevin", temperature=5000.0, backend="cpu")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_the_model_is_refused_before_it_is_opened(tmp_path):
    fifo = tmp_path / "model.safetensors"
    os.mkfifo(fifo)
    p = _run_python(f"import mlff\ntry:\n    mlff.Model({str(fifo)!r})\nexcept ValueError as e:\n    print(e)\n", timeout=60)
    assert "not a regular file" in p.stdout, p.stdout + p.stderr


def _random_structure(rng):
    """A few H C N O atoms, a cell or none, positions from on top of each other to far apart."""
    n = int(rng.integers(0, 7))
    numbers = rng.choice([1, 6, 7, 8], size=n)
    scale = rng.choice([0.2, 1.0, 3.0, 6.0])
    positions = rng.normal(size=(n, 3)) * scale
    if n and rng.random() < 0.05:
        positions[rng.integers(n), rng.integers(3)] = rng.choice([np.nan, np.inf])
    cell, pbc = None, (False, False, False)
    if rng.random() < 0.5:
        cell = np.diag(rng.uniform(0.2, 9.0, size=3)) + np.tril(rng.uniform(-1.5, 1.5, size=(3, 3)), -1)
        pbc = tuple(bool(p) for p in rng.random(3) < 0.8)
    return numbers, positions, cell, pbc


def _disguise(rng, a):
    """`a` as another dtype, memory order or container holding the same values."""
    k = int(rng.integers(0, 4))
    if k == 0:
        return np.asfortranarray(a)
    if k == 1:
        wide = np.zeros((a.shape[0], 2 * a.shape[1]), dtype=a.dtype)
        wide[:, ::2] = a
        return wide[:, ::2]
    if k == 2:
        return a.tolist()
    return a


@pytest.mark.parametrize("name,precision", [("cpu", "f64"), ("cpu", "f32"), ("wgpu", None)])
def test_random_structures_give_a_finite_result_or_an_error(model, name, precision):
    """Property: over random structures, arrays disguised in other orders and containers, and
    calls alternating between them on one engine, every call is either the result of the plain
    C-ordered float64 arrays (finite) or ValueError; never NaN, never another call's result.
    MLFF_PROPERTY_CASES sets the count (CI: 60 per backend)."""
    engine = wgpu_engine_or_skip(model) if name == "wgpu" else mlff._native.Engine(model, name, precision)
    fresh = mlff._native.Engine(model, name, precision) if name != "wgpu" else engine
    rng = np.random.default_rng(2026)
    outcomes = {"finite": 0, "error": 0}
    for case in range(int(os.environ.get("MLFF_PROPERTY_CASES", "60"))):
        numbers, positions, cell, pbc = _random_structure(rng)
        try:
            z = numbers.tolist() if rng.random() < 0.3 else numbers.astype(rng.choice([np.int64, np.int32, np.uint8]))
            got = engine.compute(z, _disguise(rng, positions), None if cell is None else _disguise(rng, cell), pbc, skin=float(rng.choice([0.0, 0.5])))
        except ValueError as e:
            assert str(e), case
            outcomes["error"] += 1
            continue
        want = fresh.compute(numbers, np.ascontiguousarray(positions, dtype=np.float64), cell, pbc, skin=0.0)
        assert np.isfinite(got["energy"]) and np.isfinite(got["forces"]).all(), (case, got)
        assert got["forces"].shape == (len(numbers), 3)
        tol = 1e-9 if precision == "f64" else 1e-4
        assert abs(got["energy"] - want["energy"]) <= tol * max(1.0, abs(want["energy"])), (case, got["energy"], want["energy"])
        outcomes["finite"] += 1
    print(outcomes)
    assert outcomes["finite"] > 0 and outcomes["error"] > 0, outcomes
