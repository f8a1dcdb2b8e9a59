#!/usr/bin/env bash
# Twenty-fourth session: CUDA takes the cell list above 200 000 pair images (SMALL_MAX_PAIRS_CUDA).
# Part `tests` (backends, md, wide_cubes and the kernels' neighbor_list suites with CUDA and
# wgpu required; mlff check), part `rounds` (.dev/mlff_base, the previous commit, against .dev/mlff,
# interleaved: evaluations of the boxes around the limit, MD of 384, 576 and 768 atoms and of the
# 192-atom box and benzene).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
for part in "$@"; do
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in neighbor_list backends md wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 150 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/limit_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee $OUT/limit_check.txt
fi
if [ $part = rounds ]; then
for i in 1 2; do
  for b in mlff_base mlff; do
    echo "== $b round $i"
    timeout 100 .dev/$b bench --model $BM --backend cuda --case water_192 --case water_375 --case water_648 --case water_1029 --reps 20 --warmup 5 2>&1 | grep -E "^water" | cut -c1-80
    for n in 384 576 768; do
      timeout 60 .dev/$b md .dev/water_$n.extxyz -m $MODEL --steps 2000 --every 1000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    done
    timeout 60 .dev/$b md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done 2>&1 | tee $OUT/limit_rounds.txt
fi
done
