#!/usr/bin/env bash
# Strong and weak scaling of pair_style mlff, one MPI rank per GPU (or per core with cpu):
#
#   bash lammps/bench/scaling.sh PLUGIN MODEL BACKEND PREC "1 2 4 8" [N_STRONG] [N_WEAK] [STEPS] [WARMUP] [LAYOUT]
#
# Strong: a box of N_STRONG^3 waters (default 24: 41 472 atoms) on each rank count.
# Weak: about N_WEAK^3 waters per rank (default 24).
# N_STRONG or N_WEAK 0 leaves that study out.
# LAYOUT cube (default): LAMMPS's processor grid; the weak box is a cube, its side grown by
# ranks^(1/3). slab: the ranks split z only (processors 1 1 *); the weak box is N_WEAK x N_WEAK x
# (N_WEAK x ranks) waters, a slab of N_WEAK^3 per rank.
# Prints one line per run, from LAMMPS's log: mode, ranks, the processor grid, atoms, the loop
# time, steps/s, ns/day, atom-steps/s (as LAMMPS scales them: k, M), the mean ghost atoms per rank
# (LAMMPS's), the ghosts rank 0 hands mlff (those that are not images along a periodic direction
# left whole) and LAMMPS's re-neighbourings of the timed run; then LAMMPS's breakdown of the
# loop: each section's share of it, and for those of 1 % or more its time on the mean and the
# slowest rank.
# Each rank takes GPU (node-local rank mod GPUs on the node). Run `source lammps/env.sh` first.
set -euo pipefail
plugin=$1 model=$2 backend=$3 prec=$4 ranks=$5 n_strong=${6:-24} n_weak=${7:-24} steps=${8:-100} warmup=${9:-20}
layout=${10:-cube}
case $layout in
    cube) grid="* * *" ;;
    slab) grid="1 1 *" ;;
    *) echo "scaling.sh: LAYOUT is cube or slab, not '$layout'" >&2; exit 2 ;;
esac
here=$(cd "$(dirname "$0")" && pwd)
run() {  # mode ranks waters-along-x-and-y waters-along-z
    local log; log=$(mktemp)
    mpirun -np "$2" lmp -in "$here/in.water" -log "$log" -screen none \
        -var PLUGIN "$plugin" -var MODEL "$model" -var BACKEND "$backend" -var PREC "$prec" \
        -var N "$3" -var NZ "$4" -var GRID "$grid" -var STEPS "$steps" -var WARMUP "$warmup" >/dev/null
    local atoms loop perf ghosts procs
    procs=$(sed -n 's/^ *\([0-9]*\) by \([0-9]*\) by \([0-9]*\) MPI processor grid.*/\1x\2x\3/p' "$log" | head -n 1)
    atoms=$(grep "^Loop time" "$log" | tail -n 1 | awk '{print $(NF-1)}')
    loop=$(grep "^Loop time" "$log" | tail -n 1 | awk '{print $4}')
    perf=$(grep "^Performance:" "$log" | tail -n 1)
    ghosts=$(grep "^Nghost:" "$log" | tail -n 1 | awk '{print $2}')
    kept=$(sed -n 's/.* and \([0-9]*\) ghost atoms .*/\1/p' "$log" | tail -n 1)
    builds=$(grep "^Neighbor list builds" "$log" | tail -n 1 | awk '{print $NF}')
    echo "$perf" | awk -v m="$1" -v r="$2" -v p="$procs" -v a="$atoms" -v l="$loop" -v g="$ghosts" -v k="${kept:-0}" -v b="$builds" \
        '{printf "%s ranks=%s grid=%s atoms=%s loop=%.3f s steps/s=%s ns/day=%s %s=%s ghosts/rank=%s mlff-ghosts/rank0=%s reneighbourings=%s\n", m, r, p, a, l, $(NF-3), $2, $NF, $(NF-1), g, k, b}'
    awk '/^Section \|/ {n++; delete s} n && /^(Pair|Neigh|Comm|Output|Modify|Other) / {s[$1] = $0}
         END {line = "  loop:"; split("Pair Neigh Comm Output Modify Other", k, " ")
              for (i = 1; i <= 6; i++) if (k[i] in s) { split(s[k[i]], f, "|")
                line = line sprintf("%s %s %.1f %%", i > 1 ? "," : "", k[i], f[6])
                if (f[6] + 0 >= 1 && f[4] + 0 > 0) line = line sprintf(" (mean %.3f s, slowest rank %.3f s)", f[3], f[4]) }
              print line}' "$log"
    rm -f "$log"
}
for r in $ranks; do [ "$n_strong" = 0 ] || run strong "$r" "$n_strong" "$n_strong"; done
for r in $ranks; do
    [ "$n_weak" = 0 ] && break
    if [ "$layout" = slab ]; then
        run weak "$r" "$n_weak" $((n_weak * r))
    else
        n=$(python3 -c "import math; print(max(1, round($n_weak * $r ** (1/3))))")
        run weak "$r" "$n" "$n"
    fi
done
