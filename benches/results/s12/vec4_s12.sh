#!/usr/bin/env bash
# Twelfth session: the fused kernels' dense stages four columns a thread (4-float weight loads)
# against one column a thread (MLFF_DENSE_VEC4=0), same binary: tests and mlff check on CUDA and
# wgpu, then three interleaved rounds of the bench and of MD.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in backends wide_cubes; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4
BM=benches/data/painn_bench.safetensors
for i in 1 2 3; do for v in 0 1; do
  echo "== vec4=$v round $i"
  MLFF_DENSE_VEC4=$v timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --reps 20 --warmup 5 --json $OUT/bench_v${v}_$i.json 2>&1 | grep median
  for s in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    MLFF_DENSE_VEC4=$v timeout 60 .dev/mlff md $s -m models/painn-gfn2-hcno.safetensors --steps 4000 --every 1000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done; done
