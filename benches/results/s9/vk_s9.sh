#!/usr/bin/env bash
# Ninth session: evaluations through Vulkan on the H100, previous head against this code, interleaved.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
BM=benches/data/painn_bench.safetensors
for i in 1 2; do for b in mlff_old mlff; do
  echo "== $b wgpu $i"; timeout 120 .dev/$b bench --model $BM --backend wgpu --case benzene --case water_192 --case benzene_x1024 --case water_12288 --reps 10 --warmup 3 --json $OUT/vk_${b}_$i.json 2>&1 | grep -E "median|backend|error"
done; done
