"""Fixtures of the Python package's tests: the repository, the `mlff` CLI binary to compare
with, the shipped model, and the backends to run on (wgpu where an adapter answers; with
MLFF_REQUIRE_WGPU set its absence is a failure)."""
import os
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from ase import units

import mlff

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "examples" / "data"


def cli_binary() -> Path:
    """The CLI built from this repository: $MLFF_BIN, else target/release/mlff (or
    $CARGO_TARGET_DIR/release/mlff)."""
    if os.environ.get("MLFF_BIN"):
        return Path(os.environ["MLFF_BIN"])
    target = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
    if not target.is_absolute():
        target = REPO / target
    return target / "release" / "mlff"


@pytest.fixture(scope="session")
def cli():
    """Run the CLI: cli(args...) -> CompletedProcess (text)."""
    binary = cli_binary()
    if not binary.exists():
        pytest.fail(f"the mlff CLI is not built at {binary} (cargo build --release, or set MLFF_BIN)")

    def run(*args, check=True):
        p = subprocess.run([str(binary), *map(str, args)], capture_output=True, text=True)
        if check and p.returncode != 0:
            raise AssertionError(f"mlff {' '.join(map(str, args))} failed: {p.stderr}")
        return p

    return run


@pytest.fixture(scope="session")
def model():
    return mlff.student()


_wgpu = {}


def wgpu_engine_or_skip(model):
    """An engine on wgpu, or a skip (a failure when MLFF_REQUIRE_WGPU is set)."""
    if "engine" not in _wgpu:
        try:
            _wgpu["engine"] = mlff._native.Engine(model, "wgpu")
        except Exception as e:  # no adapter: the reason is the message
            _wgpu["engine"] = e
    e = _wgpu["engine"]
    if isinstance(e, Exception):
        if os.environ.get("MLFF_REQUIRE_WGPU"):
            pytest.fail(f"MLFF_REQUIRE_WGPU is set but wgpu is unavailable: {e}")
        pytest.skip(f"no WebGPU adapter: {e}")
    return e


# (backend, precision) pairs every comparison runs on.
BACKENDS = [("cpu", "f64"), ("cpu", "f32"), ("wgpu", None)]


@pytest.fixture(params=BACKENDS, ids=lambda p: f"{p[0]}-{p[1] or 'f32'}")
def backend(request, model):
    name, precision = request.param
    if name == "wgpu":
        wgpu_engine_or_skip(model)
    return name, precision


def tmp_copy(src: Path, dst_dir: Path) -> Path:
    dst = dst_dir / src.name
    shutil.copy(src, dst)
    return dst


def thermal_momenta(atoms, temperature, seed):
    """Maxwell–Boltzmann momenta (ASE units) at `temperature` K, seeded."""
    m = atoms.get_masses()[:, None]
    rng = np.random.default_rng(seed)
    atoms.set_momenta(rng.normal(size=(len(atoms), 3)) * np.sqrt(m * units.kB * temperature))
