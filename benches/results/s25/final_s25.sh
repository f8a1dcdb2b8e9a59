#!/usr/bin/env bash
# Twenty-fifth session, final: the suites with CUDA and wgpu required and mlff check (part
# `tests`); the session's start (4df3537, .dev/mlff_base) against its end (.dev/mlff),
# interleaved (part `rounds`): evaluations, MD of the 192-atom box, of benzene and of 768 atoms.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
for part in "$@"; do
if [ $part = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in neighbor_list backends md wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 150 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/final_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -5 | tee $OUT/final_check.txt
fi
if [ $part = rounds ]; then
for i in 1 2 3; do
  for b in mlff_base mlff; do
    echo "== $b round $i"
    timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case water_375 --case water_648 --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep -E "^(water|benzene)" | cut -c1-80
    timeout 60 .dev/$b md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    timeout 60 .dev/$b md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
    timeout 60 .dev/$b md .dev/water_768.extxyz -m $MODEL --steps 2000 --every 1000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done 2>&1 | tee $OUT/final_rounds.txt
fi
done
