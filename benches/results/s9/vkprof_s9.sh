#!/usr/bin/env bash
# Ninth session: where a water-192 evaluation's time goes through Vulkan (mlff bench --profile).
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
BM=benches/data/painn_bench.safetensors
timeout 120 .dev/mlff bench --model $BM --backend wgpu --case water_192 --reps 10 --warmup 3 --profile 2>&1 | grep -v XDG | tail -40
MLFF_KERNELS=staged timeout 120 .dev/mlff bench --model $BM --backend wgpu --case water_192 --reps 10 --warmup 3 2>&1 | grep median
MLFF_SMALL_LIST=0 timeout 120 .dev/mlff bench --model $BM --backend wgpu --case water_192 --reps 10 --warmup 3 2>&1 | grep median
timeout 120 .dev/mlff bench --model $BM --backend cuda --case water_192 --reps 10 --warmup 3 --profile 2>&1 | grep -v XDG | tail -30
