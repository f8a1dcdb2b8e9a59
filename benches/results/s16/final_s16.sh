#!/usr/bin/env bash
# Sixteenth session, the stop's code (tests with CUDA and wgpu required ran on this binary in
# warm_s16.sh): mlff check, validate-md on CUDA, the bench on CUDA and through Vulkan, MD of
# benzene and the 192-atom box (three rounds on CUDA, one through Vulkan), and 1 024 benzenes on
# two-atom tiles (MLFF_BLOCK_TILE=2) against the default four.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/final_check.txt
MODEL=models/painn-gfn2-hcno.safetensors
timeout 200 .dev/mlff validate-md -m $MODEL --backend cuda -o /tmp/vmd 2>&1 | grep -v XDG | tail -12 | tee $OUT/final_validate.txt
BM=benches/data/painn_bench.safetensors
for b in cuda wgpu; do
  timeout 150 .dev/mlff bench --model $BM --backend $b --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 --json $OUT/final_bench_$b.json 2>&1 | grep median
done 2>&1 | tee $OUT/final_bench.txt
for i in 1 2 3; do
  echo "== cuda round $i"
  timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done 2>&1 | tee $OUT/final_rounds.txt
for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  echo "== wgpu $c"; timeout 60 .dev/mlff md $c -m $MODEL --steps 6000 --every 2000 --backend wgpu --quiet 2>&1 | grep -iE "steps/s" | tail -1
done 2>&1 | tee -a $OUT/final_rounds.txt
for i in 1 2; do for t in 4 2; do
  echo "== benzene_x1024 MLFF_BLOCK_TILE=$t round $i"
  MLFF_BLOCK_TILE=$t timeout 60 .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep median
done; done 2>&1 | tee -a $OUT/final_rounds.txt
