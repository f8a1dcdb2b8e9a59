#!/usr/bin/env bash
# Eleventh session: batched evaluation without the repeated host work (search data kept,
# positions converted in a plain loop, atomic numbers compared in place). Tests on CUDA and
# wgpu; the previous head (.dev/mlff_old) against this code, interleaved, three pairs.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
echo "== tests"; for t in backends neighbor neighbor_list; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 240 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked|skipped"; done
echo "== check"; timeout 120 .dev/mlff check 2>&1 | grep -v XDG | tail -4
BM=benches/data/painn_bench.safetensors
for i in 1 2 3; do for b in mlff_old mlff; do
  echo "== $b bench $i"; timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 --json $OUT/host_${b}_$i.json 2>&1 | grep -E "median"
done; done
