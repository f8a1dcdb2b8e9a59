#!/usr/bin/env bash
# Seventh session: Nsight Compute detail (stall reasons, pipes) of the fused kernels.
cd "$(dirname "$0")/.."
M=.dev/mlff; BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
NCU="/usr/local/cuda/bin/ncu --clock-control none --section SpeedOfLight --section WarpStateStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section Occupancy --section LaunchStats --section InstructionStats"
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv
for k in block_forward block_backward message_backward; do
  timeout 120 $NCU --kernel-name regex:$k --launch-skip 9 --launch-count 1 $M bench --model $BM --backend cuda --case benzene_x1024 --reps 3 --warmup 3 > $OUT/x1024_$k.txt 2>&1; echo "x1024 $k rc=$?"
  timeout 120 $NCU --kernel-name regex:$k --launch-skip 60 --launch-count 1 $M md benches/data/benzene.extxyz -m $MODEL --steps 100 --every 50 --backend cuda --quiet > $OUT/mdbz_$k.txt 2>&1; echo "mdbz $k rc=$?"
  timeout 120 $NCU --kernel-name regex:$k --launch-skip 60 --launch-count 1 $M md examples/data/water_box_192.xyz -m $MODEL --steps 100 --every 50 --backend cuda --quiet > $OUT/mdw_$k.txt 2>&1; echo "mdw $k rc=$?"
done
timeout 120 $NCU --kernel-name regex:message_backward --launch-skip 9 --launch-count 1 $M bench --model $BM --backend cuda --case water_12288 --reps 3 --warmup 3 > $OUT/w12288_message_backward.txt 2>&1; echo "w12288 rc=$?"
ls -la $OUT
