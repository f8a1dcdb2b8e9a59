#!/usr/bin/env bash
# The GPU run behind the sixth session's final figures (edge geometry as 4-float vectors, forward
# message two edges a step), in two device calls: `part1` (mlff check, the backend, MD and
# neighbour-list test binaries on CUDA and wgpu, compute-sanitizer, MD speed, validate-md on CUDA)
# and `part2` (mlff bench on CUDA and wgpu, and the schnetpack peer with the same weights; the
# previous head was measured against this code in `s6/device_run1.sh`). Expects .dev/mlff, .dev/tests.tar.xz
# (stripped release builds), .gl/ (Vulkan loader .debs) and .whl/ (schnetpack 2.1.1 and its
# pure-Python deps); run as a copy in .dev/.
set -u
cd "$(dirname "$0")/.."
T0=$SECONDS
say() { echo "== [$((SECONDS - T0)) s] $*"; }
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -f "$VK_DRIVER_FILES" ] || unset VK_DRIVER_FILES
M=.dev/mlff
MODEL=models/painn-gfn2-hcno.safetensors
B=benches/data/benzene.extxyz; W=examples/data/water_box_192.xyz
BM=benches/data/painn_bench.safetensors
if [ "${1:-part1}" = part1 ]; then
  tar -C .dev -xJf .dev/tests.tar.xz
  say check; timeout 90 $M check 2>&1 | grep -v XDG | tail -3
  say tests; for t in backends md nl; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 150 .dev/$t --test-threads 2 2>&1 | grep -v XDG | grep -E "test result|panicked|FAIL" | head -6; done
  say sanitizer
  timeout 60 /usr/local/cuda/bin/compute-sanitizer --tool memcheck --print-limit 3 $M md $W -m $MODEL --steps 20 --every 10 --backend cuda --quiet 2>&1 | grep -E "ERROR SUMMARY|Invalid" | head -3
  timeout 60 /usr/local/cuda/bin/compute-sanitizer --tool memcheck --print-limit 3 $M eval --model $MODEL $W --backend cuda -o /tmp/w.xyz 2>&1 | grep -E "ERROR SUMMARY|Invalid" | head -3
  say "md speed (NVE, 300 K, 5 000 steps)"
  for b in cuda wgpu; do for c in $B $W; do
    echo -n "$b $(basename $c): "; timeout 40 $M md $c -m $MODEL --steps 5000 --every 1000 --backend $b --quiet 2>&1 | grep -v XDG | grep -E "steps/s|error"
  done; done
  echo -n "cuda benzene x256 replicas: "; timeout 40 $M md $B -m $MODEL --replicas 256 --steps 2000 --every 1000 --backend cuda --quiet 2>&1 | grep -E "steps/s|error"
  say "validate-md cuda"; timeout 200 $M validate-md -m $MODEL --backend cuda --quiet -o $OUT/vcuda 2>&1 | grep -v XDG | tail -8
else
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl >/dev/null 2>&1 && export PYTHONPATH=/tmp/site
  say "mlff bench"
  timeout 200 $M bench --model $BM --backend cuda --backend wgpu --case benzene --case benzene_x64 --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --case water_41472 --reps 50 --warmup 10 --json $OUT/mlff_s6.json 2>&1 | grep -v XDG | grep -E "median|bench on"
  LEFT=$((590 - (SECONDS - T0)))
  say "peer ($LEFT s left)"
  ONLY=benzene,benzene_x1024,water_1536,water_12288,water_41472 MLFF_MODEL=$BM PYTHONUNBUFFERED=1 timeout $LEFT python3 tools/compare_peer_gpu.py 2>&1 | grep -v Warning | tail -20
fi
say done
