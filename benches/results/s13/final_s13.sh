#!/usr/bin/env bash
# Thirteenth session, final figures of this code on CUDA and through Vulkan on the same GPU:
# the bench's five cases and MD (benzene, water 192), two rounds each.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
for i in 1 2; do for b in cuda wgpu; do
  echo "== $b round $i"
  timeout 200 .dev/mlff bench --model $BM --backend $b --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 --json $OUT/final_bench_${b}_$i.json 2>&1 | grep median
  for s in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    timeout 100 .dev/mlff md $s -m $MODEL --steps 4000 --every 1000 --backend $b --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done; done 2>&1 | grep -v XDG | tee $OUT/final_rounds.txt
