#!/usr/bin/env bash
# Twenty-fourth session: the fused kernels of the 192-atom box on tiles of two atoms over 4F
# threads (a temporary MLFF_BLOCK_SHAPE=2x4; the message backward keeps one-atom cubes on 2F),
# against the default (one-atom tiles; block_forward on 2F, block_backward on 4F). Parts:
# `check` (mlff check with the forced shape), `rounds` (MD of the box and its evaluation,
# interleaved), `ncu` (kernel times of 300 MD steps, mean per kernel name), `staged` (MD of the
# box on the one-stage kernels, never measured before).
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
WATER=examples/data/water_box_192.xyz
for part in "$@"; do
if [ $part = check ]; then
  MLFF_BLOCK_SHAPE=2x4 timeout 100 .dev/mlff check -m $MODEL --backend cuda 2>&1 | grep -v XDG | tail -4 | tee $OUT/shape_check.txt
fi
if [ $part = rounds ]; then
for i in 1 2 3; do
  for v in "X=default" "MLFF_BLOCK_SHAPE=2x4"; do
    echo "== $v round $i"
    env $v timeout 60 .dev/mlff md $WATER -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s|drift" | tail -2
    env $v timeout 60 .dev/mlff bench --model $BM --backend cuda --case water_192 --reps 20 --warmup 5 2>&1 | grep -E "^water" | cut -c1-80
  done
done 2>&1 | tee $OUT/shape_rounds.txt
fi
if [ $part = ncu ]; then
for v in "X=default" "MLFF_BLOCK_SHAPE=2x4"; do
  env $v timeout 150 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --launch-skip 500 --launch-count 300 --metrics gpu__time_duration.sum --csv .dev/mlff md $WATER -m $MODEL --steps 400 --every 400 --backend cuda --quiet > /tmp/ncu.csv 2>&1
  grep '"gpu__time_duration.sum"' /tmp/ncu.csv | awk -F'","' -v v="$v" '{k=$5; sub(/\(.*/,"",k); u=$(NF-1); x=$NF; gsub(/[",]/,"",x); if (u ~ /^n/) x/=1000; if (u ~ /^m/) x*=1000; s[k]+=x; c[k]++; t+=x} END {for (k in s) printf "%s %s: %d launches, mean %.2f us, total %.1f us\n", v, k, c[k], s[k]/c[k], s[k]; printf "%s: all %.1f us\n", v, t}' | sort
done 2>&1 | tee $OUT/shape_ncu.txt
fi
if [ $part = staged ]; then
for v in "MLFF_KERNELS=staged" "MLFF_KERNELS=staged MLFF_GEMM=1"; do
  echo "== $v"
  env $v timeout 60 .dev/mlff md $WATER -m $MODEL --steps 3000 --every 1000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done 2>&1 | tee $OUT/shape_staged.txt
fi
done
