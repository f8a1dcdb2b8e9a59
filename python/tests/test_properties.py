"""Property tests (Hypothesis) of the engine and the ASE calculator on random input: structures
(molecules and cells periodic along any directions, atoms anywhere, elements the model has and
has not, non-finite coordinates), arrays of every dtype (float32, float64, integers) and memory
order (C, Fortran, strided and reversed views, lists), and sequences of calls on one calculator
(compute, move the atoms, change the cell, change an element). Every call must give the f64
reference of the same structure made C-contiguous (the same values on a fresh list) or raise the
reference's own ValueError; never NaN or infinity, never a crash.

MLFF_HYPOTHESIS_EXAMPLES sets the examples of each test (200 by default, for CI);
MLFF_HYPOTHESIS_DEADLINE_MS fails an example that runs longer (none by default). With -s each
test prints how many calls gave each outcome, at the end and every 5 000 calls."""
import collections
import math
import os

import numpy as np
import pytest
from ase import Atoms
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mlff

EXAMPLES = int(os.environ.get("MLFF_HYPOTHESIS_EXAMPLES", "200"))
DEADLINE = os.environ.get("MLFF_HYPOTHESIS_DEADLINE_MS")
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=int(DEADLINE) if DEADLINE else None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

COORD = st.one_of(
    st.floats(-8.0, 8.0, allow_nan=False, allow_infinity=False),
    st.sampled_from([0.0, 1e-9, 0.74, 1e6, -1e6]),
    st.sampled_from([math.nan, math.inf, -math.inf]),
)
LAYOUTS = ["C", "F", "strided", "reversed", "list"]

OUTCOMES = collections.defaultdict(collections.Counter)


def count(test: str, kind: str) -> None:
    """One more call of `test` with outcome `kind`; a long run prints the tally every 5 000."""
    OUTCOMES[test][kind] += 1
    total = sum(OUTCOMES[test].values())
    if total % 5000 == 0:
        print(f"\n{test}: {total} calls: " + ", ".join(f"{n} {k}" for k, n in sorted(OUTCOMES[test].items())), flush=True)


@pytest.fixture(scope="module", autouse=True)
def _report():
    yield
    for test, counts in sorted(OUTCOMES.items()):
        print(f"\n{test}: " + ", ".join(f"{n} {kind}" for kind, n in sorted(counts.items())))


@pytest.fixture(scope="module")
def engines():
    """The engine under test and a separate one for the reference, both f64 on the CPU."""
    return mlff.Calculator("student", backend="cpu").engine, mlff.Calculator("student", backend="cpu").engine


def laid_out(a: np.ndarray, dtype, layout: str):
    """`a` (2-D) as `dtype` in memory order `layout`; integers are the values rounded."""
    a = np.round(a) if np.dtype(dtype).kind in "iu" else a
    with np.errstate(invalid="ignore", over="ignore"):
        a = a.astype(dtype)
    if layout == "C":
        return np.ascontiguousarray(a)
    if layout == "F":
        return np.asfortranarray(a)
    if layout == "strided":
        wide = np.zeros((a.shape[0], 2 * a.shape[1]), dtype=a.dtype)
        wide[:, ::2] = a
        return wide[:, ::2]
    if layout == "reversed":
        return a[::-1].copy()[::-1]
    return a.tolist()


def reference_input(numbers, positions, cell):
    """The same structure as C-contiguous int64 / float64 arrays."""
    z = np.ascontiguousarray(np.asarray(numbers), dtype=np.int64)
    r = np.ascontiguousarray(np.asarray(positions), dtype=np.float64)
    c = None if cell is None else np.ascontiguousarray(np.asarray(cell), dtype=np.float64)
    return z, r, c


def outcome(f):
    """("ok", result) or ("error", the ValueError's text)."""
    try:
        return "ok", f()
    except ValueError as e:
        return "error", str(e)


def assert_same(got, want, what, exact=True):
    """`got` equals the reference `want` (both ("ok", dict) or both the same ValueError), and
    results are finite."""
    assert got[0] == want[0], f"{what}: {got[0]} {got[1] if got[0] == 'error' else ''} but the reference gave {want[0]} {want[1] if want[0] == 'error' else ''}"
    if got[0] == "error":
        assert got[1] == want[1], what
        return
    g, w = got[1], want[1]
    for key in ("energy", "energies", "forces", "stress"):
        assert (key in g) == (key in w), f"{what}: {key}"
        if key not in g:
            continue
        a, b = np.asarray(g[key], dtype=np.float64), np.asarray(w[key], dtype=np.float64)
        assert np.all(np.isfinite(a)), f"{what}: non-finite {key}: {a}"
        if exact:
            np.testing.assert_array_equal(a, b, err_msg=f"{what}: {key}")
        else:
            np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-10, err_msg=f"{what}: {key}")


@st.composite
def structures(draw):
    """(numbers, positions, cell or None, pbc): up to 12 atoms of H C N O (now and then one
    number the model lacks or that is no element) on a jittered grid (no two closer than 0.6 Å),
    anywhere in a few Å, or at hostile coordinates; in no cell or a cell (orthogonal or not, 0.3
    to 15 Å, periodic along any directions)."""
    n = draw(st.integers(0, 12))
    numbers = np.array(draw(st.lists(st.sampled_from([1, 6, 7, 8]), min_size=n, max_size=n)), dtype=np.int64)
    if n and draw(st.integers(0, 3)) == 0:
        numbers[draw(st.integers(0, n - 1))] = draw(st.sampled_from([0, 9, 14, 118, 119, 200]))
    kind = draw(st.sampled_from(["grid", "grid", "spread", "hostile"]))
    if kind == "grid":
        spacing = draw(st.floats(1.0, 2.0))
        jitter = np.array(draw(st.lists(st.tuples(*[st.floats(-0.2, 0.2)] * 3), min_size=n, max_size=n))).reshape(n, 3)
        slots = draw(st.permutations(range(27)))[:n]
        positions = np.array([[k % 3, k // 3 % 3, k // 9] for k in slots], dtype=np.float64).reshape(n, 3) * spacing + jitter
    elif kind == "spread":
        spread = draw(st.sampled_from([0.5, 2.0, 6.0]))
        positions = np.array(draw(st.lists(st.tuples(*[st.floats(0.0, spread)] * 3), min_size=n, max_size=n))).reshape(n, 3)
    else:
        positions = np.array(draw(st.lists(st.tuples(COORD, COORD, COORD), min_size=n, max_size=n))).reshape(n, 3)
    if draw(st.booleans()):
        return numbers, positions, None, (False, False, False)
    lengths = draw(st.tuples(*[st.floats(0.3, 15.0)] * 3))
    cell = np.diag(lengths)
    if draw(st.booleans()):
        cell = cell + np.array(draw(st.tuples(*[st.floats(-2.0, 2.0)] * 9))).reshape(3, 3) * (1 - np.eye(3))
    pbc = draw(st.tuples(st.booleans(), st.booleans(), st.booleans()))
    return numbers, positions, cell, pbc


@SETTINGS
@given(
    s=structures(),
    numbers_dtype=st.sampled_from([np.int64, np.int32, np.int16, np.uint8, np.uint64]),
    dtype=st.sampled_from([np.float64, np.float32, np.int32, np.int64]),
    layout=st.sampled_from(LAYOUTS),
    cell_dtype=st.sampled_from([np.float64, np.float32]),
    cell_layout=st.sampled_from(LAYOUTS),
)
def test_any_array_gives_the_reference_of_its_values_or_its_error(engines, s, numbers_dtype, dtype, layout, cell_dtype, cell_layout):
    engine, reference = engines
    numbers, positions, cell, pbc = s
    z = numbers.astype(numbers_dtype)  # every number drawn fits each of these dtypes
    r = laid_out(positions, dtype, layout)
    c = None if cell is None else laid_out(cell, cell_dtype, cell_layout)
    stress = cell is not None and all(pbc)
    got = outcome(lambda: engine.compute(z, r, c, pbc, forces=True, stress=stress, skin=0.0))
    zr, rr, cr = reference_input(z, r, c)
    want = outcome(lambda: reference.compute(zr, rr, cr, pbc, forces=True, stress=stress, skin=0.0))
    count("arrays", "clean error" if got[0] == "error" else "finite result")
    assert_same(got, want, f"{numbers_dtype.__name__} numbers, {np.dtype(dtype).name} positions ({layout}), cell {cell_layout}")


@st.composite
def call_sequences(draw):
    """A structure and up to 8 changes to it, each followed by a calculation."""
    n = draw(st.integers(1, 8))
    numbers = draw(st.lists(st.sampled_from([1, 6, 7, 8]), min_size=n, max_size=n))
    periodic = draw(st.booleans())
    size = draw(st.floats(3.0, 9.0))
    positions = np.array(draw(st.lists(st.tuples(*[st.floats(0.0, size)] * 3), min_size=n, max_size=n))).reshape(n, 3)
    ops = draw(
        st.lists(
            st.one_of(
                st.tuples(st.just("move"), st.floats(0.0, 0.4), st.integers(0, 2**32 - 1)),
                st.tuples(st.just("cell"), st.floats(0.85, 1.15), st.booleans()),
                st.tuples(st.just("number"), st.integers(0, n - 1), st.sampled_from([1, 6, 7, 8, 14])),
                st.tuples(st.just("compute")),
            ),
            max_size=8,
        )
    )
    return numbers, positions, size if periodic else None, ops


@SETTINGS
@given(case=call_sequences())
def test_a_calculator_follows_every_change_of_its_atoms(engines, case):
    _, reference = engines
    numbers, positions, size, ops = case
    atoms = Atoms(numbers=numbers, positions=positions)
    if size is not None:
        atoms.cell = np.eye(3) * size
        atoms.pbc = True
    atoms.calc = mlff.Calculator("student", backend="cpu")
    stress = size is not None

    def check(step):
        def calculate():
            atoms.get_potential_energy()  # through ASE's own record of what changed
            return dict(atoms.calc.results)

        got = outcome(calculate)
        z, r, c = reference_input(atoms.numbers, atoms.positions, atoms.cell.array if stress else None)
        want = outcome(lambda: reference.compute(z, r, c, tuple(atoms.pbc), forces=True, stress=stress, skin=0.0))
        if got[0] == "ok":
            got[1].pop("free_energy", None)
        count("sequences", "clean error" if got[0] == "error" else "finite result")
        assert_same(got, want, f"after {ops[:step]}", exact=False)

    check(0)
    for k, op in enumerate(ops, 1):
        if op[0] == "move":
            rng = np.random.default_rng(op[2])
            atoms.positions = atoms.positions + rng.normal(scale=op[1], size=atoms.positions.shape)
        elif op[0] == "cell" and stress:
            atoms.set_cell(atoms.cell.array * op[1], scale_atoms=op[2])
        elif op[0] == "number":
            z = atoms.numbers.copy()
            z[op[1]] = op[2]
            atoms.numbers = z
        check(k)
