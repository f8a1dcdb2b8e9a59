#!/usr/bin/env bash
# Strong and weak scaling of pair_style mlff, one MPI rank per GPU (or per core with cpu):
#
#   bash lammps/bench/scaling.sh PLUGIN MODEL BACKEND PREC "1 2 4 8" [N_STRONG] [N_WEAK] [STEPS]
#
# Strong: a box of N_STRONG^3 waters (default 24: 41 472 atoms) on each rank count.
# Weak: about N_WEAK^3 waters per rank (default 24), the box side grown by ranks^(1/3).
# Prints one line per run: mode, ranks, atoms, LAMMPS's loop time and steps/s, from its log.
# Each rank takes GPU (node-local rank mod GPUs on the node). Run `source lammps/env.sh` first.
set -euo pipefail
plugin=$1 model=$2 backend=$3 prec=$4 ranks=$5 n_strong=${6:-24} n_weak=${7:-24} steps=${8:-100}
here=$(cd "$(dirname "$0")" && pwd)
run() {  # mode ranks waters-per-side
    local log; log=$(mktemp)
    mpirun -np "$2" lmp -in "$here/in.water" -log "$log" -screen none \
        -var PLUGIN "$plugin" -var MODEL "$model" -var BACKEND "$backend" -var PREC "$prec" \
        -var N "$3" -var STEPS "$steps" >/dev/null
    local loop
    loop=$(grep "^Loop time" "$log" | tail -n 1)
    echo "$1 ranks=$2 $loop" | awk -v s="$steps" '{t=$6; printf "%s %s atoms=%s loop=%.3f s steps/s=%.2f\n", $1, $2, $(NF-1), t, s/t}'
    rm -f "$log"
}
for r in $ranks; do run strong "$r" "$n_strong"; done
for r in $ranks; do
    n=$(python3 -c "import math; print(max(1, round($n_weak * $r ** (1/3))))")
    run weak "$r" "$n"
done
