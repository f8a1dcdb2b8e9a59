#!/usr/bin/env bash
# The fifth session's final GPU run (the figures of README and MD_RESULTS): mlff check, the backend,
# MD and neighbour-list test binaries on CUDA and wgpu, MD speed, mlff bench on CUDA and wgpu
# (`mlff_s5.json`). The schnetpack peer, validate-md and the previous head's figures come from the
# session's earlier runs of `device_run_s5.sh` (part2 and part1). Expects .dev/mlff and
# .dev/tests.tar.xz (stripped release builds of mlff and of the backends, md and neighbor_list test
# binaries) and .gl/ (Vulkan loader .debs); run as a copy in .dev/.
set -u
cd "$(dirname "$0")/.."
T0=$SECONDS
say() { echo "== [$((SECONDS - T0)) s] $*"; }
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
M=.dev/mlff; MODEL=models/painn-gfn2-hcno.safetensors; BM=benches/data/painn_bench.safetensors
B=benches/data/benzene.extxyz; W=examples/data/water_box_192.xyz
tar -C .dev -xJf .dev/tests.tar.xz
say check; timeout 90 $M check 2>&1 | grep -v XDG | tail -3
say tests; for t in backends md nl; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 150 .dev/$t --test-threads 2 2>&1 | grep -v XDG | grep -E "test result|panicked|FAIL" | head -6; done
say "md speed"
for b in cuda wgpu; do for c in $B $W; do
  echo -n "$b $(basename $c): "; timeout 40 $M md $c -m $MODEL --steps 5000 --every 1000 --backend $b --quiet 2>&1 | grep -v XDG | grep -E "steps/s|error"
done; done
echo -n "cuda benzene x256 replicas: "; timeout 40 $M md $B -m $MODEL --replicas 256 --steps 2000 --every 1000 --backend cuda --quiet 2>&1 | grep -E "steps/s|error"
say bench
timeout 200 $M bench --model $BM --backend cuda --backend wgpu --case benzene --case benzene_x64 --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --case water_41472 --reps 50 --warmup 10 --json $OUT/mlff_s5.json 2>&1 | grep -v XDG | grep -E "median|bench on"
say done
