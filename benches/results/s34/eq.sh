#!/usr/bin/env bash
# Thirty-fourth session: the 192-atom water box equilibrated at 300 K (Langevin, 20 ps from the
# lattice of examples/data/water_box_192.xyz), its last frame kept with its velocities; then MD
# (NVE, 0.5 fs) of the box from the lattice and from the equilibrated frame, interleaved rounds.
cd "$(dirname "$0")/../../.."
B=.dev/mlff; M=models/painn-gfn2-hcno.safetensors; W=examples/data/water_box_192.xyz
nvidia-smi --query-gpu=name --format=csv,noheader
$B md $W -m $M --steps 40000 --every 1000 --ensemble langevin --temperature 300 --backend cuda --quiet --traj /tmp/eq.xyz --log $OUT/eq_langevin.csv 2>&1 | grep -v XDG
python3 - /tmp/eq.xyz $OUT/water_box_192_300K.xyz <<'PY'
import sys
lines = open(sys.argv[1]).read().splitlines()
starts = []
i = 0
while i < len(lines):
    n = int(lines[i]); starts.append(i); i += n + 2
s = starts[-1]; n = int(lines[s])
open(sys.argv[2], "w").write("\n".join(lines[s:s + n + 2]) + "\n")
print("kept frame", len(starts) - 1, "of", len(starts), ":", lines[s + 1][:160])
PY
for i in 1 2 3 4 5; do
  for c in $W $OUT/water_box_192_300K.xyz; do
    echo "== $(basename $c) round $i"
    timeout 40 $B md $c -m $M --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s|mean T" | tail -2
  done
done 2>&1 | tee $OUT/eq_rounds.txt
