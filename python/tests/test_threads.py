"""Calculators in several threads: correct results, and the GIL released while computing."""
import threading
import time

import numpy as np
from ase.io import read

import mlff
from conftest import DATA


def run_in_threads(work, args):
    """work(*a) in one thread for each a of args; the exceptions they raised."""
    errors = []

    def guarded(*a):
        try:
            work(*a)
        except Exception as e:  # returned to the test
            errors.append(e)

    threads = [threading.Thread(target=guarded, args=a) for a in args]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    return errors


def test_two_calculators_in_two_threads():
    box = read(DATA / "water_box_192.xyz")
    ethanol = read(DATA / "ethanol.xyz")
    reference = mlff.evaluate([box, ethanol], "student", backend="cpu")
    calcs = [mlff.Calculator("student", backend="cpu"), mlff.Calculator("student", backend="cpu")]
    energies = {}

    def work(i, atoms):
        atoms = atoms.copy()
        atoms.calc = calcs[i]
        for k in range(6):
            atoms.positions[0, 0] += 1e-3 * (-1) ** k
            energies[(i, k)] = atoms.get_potential_energy()

    errors = run_in_threads(work, [(0, box), (1, ethanol)])
    assert not errors, errors
    # Odd moves come back to the start: the energies of the reference positions.
    assert energies[(0, 1)] == energies[(0, 5)]
    assert abs(energies[(0, 1)] - reference[0]["energy"]) < 1e-9
    assert abs(energies[(1, 1)] - reference[1]["energy"]) < 1e-9


def test_one_engine_shared_by_threads():
    # Calls on one engine from several threads take turns; each gets its own structure's results
    # although the threads alternate between structures (the kept neighbour list is rebuilt).
    from mlff._convert import structure

    molecules = [read(DATA / "ethanol.xyz"), read(DATA / "water.xyz"), read(DATA / "water_box_192.xyz")]
    expected = [r["energy"] for r in mlff.evaluate(molecules, "student", backend="cpu")]
    engine = mlff.Calculator("student", backend="cpu").engine
    results = []

    def work(i):
        for _ in range(4):
            r = engine.compute(*structure(molecules[i]), skin=0.5)
            results.append((i, r["energy"]))

    errors = run_in_threads(work, [(i,) for i in range(3)])
    assert not errors, errors
    assert len(results) == 12
    for i, e in results:
        assert abs(e - expected[i]) < 1e-9 * max(abs(expected[i]), 1.0)


def test_a_calculator_shared_by_threads_gives_each_call_its_own_results():
    # ASE keeps the last atoms and results on the calculator: each thread's call, from the
    # calculation to reading its results, is whole.
    molecules = [read(DATA / "ethanol.xyz"), read(DATA / "water.xyz")]
    molecules.append(molecules[0].copy())
    molecules[2].positions[0, 0] += 0.05
    expected = [r["energy"] for r in mlff.evaluate(molecules, "student", backend="cpu")]
    calc = mlff.Calculator("student", backend="cpu")
    wrong = []

    def work(t):
        for k in range(50):
            i = (t + k) % 3
            atoms = molecules[i].copy()
            atoms.calc = calc
            e = atoms.get_potential_energy()
            f = atoms.get_forces()
            if e != expected[i] or f.shape != (len(atoms), 3):
                wrong.append((t, k, i, e))

    errors = run_in_threads(work, [(t,) for t in range(6)])
    assert not errors, errors
    assert not wrong, f"{len(wrong)} of 300 calls got another structure's results: {wrong[:3]}"


def test_the_gil_is_released_while_computing():
    # One long evaluation in a thread; the main thread keeps running Python meanwhile. Were the
    # GIL held, the main thread would stall for the whole evaluation.
    structures = [read(DATA / "water_box_192.xyz")] * 24
    engine_done = threading.Event()

    def work():
        mlff.evaluate(structures, "student", backend="cpu", batch_size=24)
        engine_done.set()

    t = threading.Thread(target=work)
    start = time.perf_counter()
    t.start()
    last, longest = time.perf_counter(), 0.0
    while not engine_done.is_set():
        time.sleep(0.001)
        now = time.perf_counter()
        longest, last = max(longest, now - last), now
    t.join()
    duration = time.perf_counter() - start
    assert duration > 0.3, f"the evaluation took {duration:.3f} s, too short to tell"
    assert longest < 0.5 * duration, (longest, duration)
