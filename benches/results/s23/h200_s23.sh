#!/usr/bin/env bash
# Twenty-third session, on the H200 machine (the GPU of the peer's figures in
# ../shared/anchors/schnetpack_painn_h200.json): mlff check, three CUDA rounds of the bench's
# five cases, MD of the 192-atom box and of benzene, one bench round through Vulkan.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
BM=benches/data/painn_bench.safetensors
MODEL=models/painn-gfn2-hcno.safetensors
CASES="--case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288"
nvidia-smi --query-gpu=name,memory.total,clocks.max.sm --format=csv,noheader | tee $OUT/h200_gpu.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee $OUT/h200_check.txt
for i in 1 2 3; do
  echo "== cuda round $i"
  timeout 100 .dev/mlff bench --model $BM --backend cuda $CASES --reps 20 --warmup 5 2>&1 | grep -E "^(benzene|water)" | cut -c1-80
done 2>&1 | tee $OUT/h200_rounds.txt
for i in 1 2; do
  timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done 2>&1 | tee $OUT/h200_md.txt
timeout 150 .dev/mlff bench --model $BM --backend wgpu --case benzene --case benzene_x1024 --case water_12288 --reps 10 --warmup 3 2>&1 | grep -E "^(benzene|water)" | cut -c1-80 | tee $OUT/h200_wgpu.txt
