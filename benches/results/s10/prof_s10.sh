#!/usr/bin/env bash
# Tenth session: where the fused kernels' time goes (ncu sections: occupancy, warp stalls,
# pipes), 1 024 benzenes (evaluation) and the 192-water box (MD), head e329939.
cd "$(dirname "$0")/.."
BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
NCU=/usr/local/cuda/bin/ncu
S="--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section InstructionStats"
timeout 200 $NCU --clock-control none $S -k regex:"block_forward|message_backward|block_backward|block_start" --launch-skip 24 --launch-count 9 \
  .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 4 --warmup 2 > $OUT/sec_x1024.txt 2>&1; echo "x1024 rc=$?"
timeout 200 $NCU --clock-control none $S -k regex:"block_forward|message_backward|block_backward|block_start" --launch-skip 400 --launch-count 9 \
  .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 300 --every 300 --backend cuda --quiet > $OUT/sec_w192.txt 2>&1; echo "w192 rc=$?"
timeout 200 $NCU --clock-control none $S -k regex:"block_forward|message_backward|block_backward" --launch-skip 400 --launch-count 8 \
  .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 300 --every 300 --backend cuda --quiet > $OUT/sec_benz.txt 2>&1; echo "benz rc=$?"
ls -la $OUT
