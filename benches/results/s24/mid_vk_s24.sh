#!/usr/bin/env bash
# Twenty-fourth session: the mid-size boxes of mid_s24.sh through Vulkan (wgpu) on the same kind
# of GPU: one-launch list against the cell list (MLFF_SMALL_LIST=0).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
BM=benches/data/painn_bench.safetensors
for i in 1 2; do
for v in "X=small" "MLFF_SMALL_LIST=0"; do
  echo "== $v round $i"
  env $v timeout 100 .dev/mlff bench --model $BM --backend wgpu --case water_192 --case water_375 --case water_648 --case water_1029 --reps 10 --warmup 3 2>&1 | grep -E "^water" | cut -c1-80
done
done 2>&1 | tee $OUT/mid_vk_rounds.txt
