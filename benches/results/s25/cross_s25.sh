#!/usr/bin/env bash
# Twenty-fifth session: where the three-launch list overtakes the one-cube kernel, and the CUDA
# limit of the small list with it. Part `cross` (MLFF_SMALL_SPLIT=0 against 1, interleaved:
# evaluations of molecules and small boxes, the pair images between 144 and 36 864), part `limit`
# (MD of 576 and 768 atoms and evaluations of the 648-atom box: the cell list, the default above
# 200 000 pair images, against the three-launch list through the temporary MLFF_SMALL_PAIRS_TMP),
# part `vk` (the 192- and 375-atom boxes through Vulkan, MLFF_SMALL_SPLIT=0 against 1).
# .dev/cluster_48.extxyz and cluster_96.extxyz: the first 48 and 96 atoms of
# examples/data/water_box_192.xyz without the cell (ASE).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
for part in "$@"; do
if [ $part = cross ]; then
for i in 1 2 3; do
  for s in 0 1; do
    echo "== MLFF_SMALL_SPLIT=$s round $i"
    MLFF_SMALL_SPLIT=$s timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene --case .dev/cluster_48.extxyz --case .dev/cluster_96.extxyz --case water_24 --case water_81 --case water_192 --reps 30 --warmup 5 2>&1 | grep -E "^(water|benzene|.dev|cluster)" | cut -c1-80
  done
done 2>&1 | tee $OUT/cross_rounds.txt
fi
if [ $part = limit ]; then
for i in 1 2; do
  for p in 200000 4194304; do
    echo "== MLFF_SMALL_PAIRS_TMP=$p round $i"
    MLFF_SMALL_PAIRS_TMP=$p timeout 100 .dev/mlff bench --model $BM --backend cuda --case water_648 --reps 20 --warmup 5 2>&1 | grep -E "^water" | cut -c1-80
    for n in 576 768; do
      MLFF_SMALL_PAIRS_TMP=$p timeout 60 .dev/mlff md .dev/water_$n.extxyz -m $MODEL --steps 2000 --every 1000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    done
  done
done 2>&1 | tee $OUT/limit_rounds.txt
fi
if [ $part = vk ]; then
for i in 1 2; do
  for s in 0 1; do
    echo "== MLFF_SMALL_SPLIT=$s round $i"
    MLFF_SMALL_SPLIT=$s timeout 100 .dev/mlff bench --model $BM --backend wgpu --case benzene --case water_192 --case water_375 --reps 20 --warmup 5 2>&1 | grep -E "^(water|benzene)" | cut -c1-80
  done
done 2>&1 | tee $OUT/vk_rounds.txt
fi
done
