#!/usr/bin/env bash
# Seventeenth session: the tiles' dense sums with the next four weights loaded while the current
# four's multiply-adds run (PIPELINE_TILES), against the head's binary, three interleaved rounds;
# mlff check on the new binary; registers and durations of its fused kernels under ncu.
# .dev/mlff_pipe: the head built with pipe.patch (reverted after this run).
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
CASES="--case benzene_x1024 --case water_1536 --case water_192 --case benzene"
for round in 1 2 3; do
  for b in mlff mlff_pipe; do
    echo "== round $round $b"
    .dev/$b bench --model $BM --backend cuda $CASES --reps 30 --warmup 5 2>&1 | grep -E "^(benzene|water)"
  done
done
.dev/mlff_pipe check --backend cuda 2>&1 | tail -4
for b in mlff mlff_pipe; do
  echo "== ncu $b"
  timeout 200 /usr/local/cuda/bin/ncu --section LaunchStats --section SpeedOfLight --cache-control none --clock-control none -k regex:"block_|message_" --launch-skip 8 --launch-count 8 .dev/$b bench --model $BM --backend cuda --case benzene_x1024 --reps 2 --warmup 1 2>&1 | grep -E "^  [a-z_]+_kernel|Duration|Registers Per" | awk '{$1=$1};1' | paste -sd' ' | sed 's/ \([a-z_]*_kernel\) /\n\1 /g'
done
