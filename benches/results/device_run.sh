#!/usr/bin/env bash
# The GPU run behind benches/RESULTS.md: mlff bench (cuda, wgpu: scaling study, profiles, the
# 41 472-atom box's memory) and the schnetpack peer on the same structures, in one device session.
# Every step has its own timeout; JSON goes to $OUT (then copied into benches/results/).
# Layout it expects, from the repository root: .devb/mlff (a stripped release build of this
# commit), .devb/compare_peer_gpu.py and .devb/mlff_model.py (copies of tools/), .gl/ (Vulkan
# loader .debs) and .whl/ (schnetpack 2.1.1 and its pure-Python deps; torch is on the machine).
# Invoked as: bash .devb/run.sh
set -u
cd "$(dirname "$0")/.."
T0=$SECONDS
say() { echo "== [$((SECONDS - T0)) s] $*"; }
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
[ -f "$VK_DRIVER_FILES" ] || unset VK_DRIVER_FILES
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl >/dev/null 2>&1 && export PYTHONPATH=/tmp/site
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
M=.devb/mlff
MODEL=benches/data/painn_bench.safetensors
B="$M bench --model $MODEL"
$M info 2>&1 | grep -v XDG | grep -E "cuda|wgpu" | head -6
say "cuda scaling"
timeout 140 $B --backend cuda --case ethanol --case benzene --scaling --max-atoms 200000 --reps 100 --warmup 10 --time-limit 3 --json $OUT/cuda.json 2>&1 | grep -v XDG
say "cuda 41472-atom box: 300 calls (leak check), nvidia-smi sampling the whole device"
nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits -lms 100 > $OUT/smi_41472.csv &
SMI=$!
timeout 60 $B --backend cuda --case water_41472 --reps 300 --warmup 10 --leak-tolerance-mib 1 --leak-tolerance-pct 0 --json $OUT/cuda_41472.json 2>&1 | grep -v XDG
kill $SMI
say "cuda profile"
timeout 60 $B --backend cuda --case benzene --case benzene_x1024 --case water_12288 --case water_41472 --reps 30 --profile --json $OUT/cuda_profile.json 2>&1 | grep -v XDG | grep -vE "^    (forward|backward)"
say "wgpu scaling"
timeout 150 $B --backend wgpu --case ethanol --case benzene --scaling --max-atoms 200000 --reps 100 --warmup 10 --time-limit 3 --json $OUT/wgpu.json 2>&1 | grep -v XDG
say "wgpu profile"
timeout 40 $B --backend wgpu --case benzene --case water_12288 --reps 20 --profile --json $OUT/wgpu_profile.json 2>&1 | grep -v XDG | grep -vE "^    (forward|backward)"
LEFT=$((525 - (SECONDS - T0)))
say "peer (schnetpack), $LEFT s left"
ONLY=benzene,benzene_x64,benzene_x1024,benzene_x4096,water_192,water_1536,water_12288,water_41472 MLFF_MODEL=$MODEL PYTHONUNBUFFERED=1 \
  timeout $LEFT python3 .devb/compare_peer_gpu.py 2>&1 | grep -v Warning | tail -25
say "done"; ls -la $OUT
