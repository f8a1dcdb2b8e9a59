#!/usr/bin/env bash
# Twenty-third session: 1 024 benzenes through Vulkan, the default (128-row gemm blocks for the
# layers of >= 256 columns, since the twenty-second session) against MLFF_GEMM_TALL=0 (64 rows
# everywhere, as in the twenty-first), interleaved.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
BM=benches/data/painn_bench.safetensors
nvidia-smi --query-gpu=name --format=csv,noheader
for i in 1 2; do
  for v in "X=default" "MLFF_GEMM_TALL=0"; do
    echo "== wgpu $v round $i"
    env $v timeout 70 .dev/mlff bench --model $BM --backend wgpu --case benzene_x1024 --reps 10 --warmup 3 2>&1 | grep -E "^(benzene|water)" | cut -c1-80
  done
done 2>&1 | tee $OUT/vk_rounds.txt
