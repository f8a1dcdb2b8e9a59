#!/usr/bin/env bash
# Twenty-third session, H200: mlff and the schnetpack peer with the same weights in one run
# (benzene and 1 024 benzenes; the peer by tools/compare_peer_gpu.py, its neighbour lists on the
# CPU and outside its time). Expects .dev/mlff, .whl/ (schnetpack 2.1.1 and its pure-Python deps).
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site .whl/*.whl >/dev/null 2>&1 && export PYTHONPATH=/tmp/site
nvidia-smi --query-gpu=name --format=csv,noheader | tee $OUT/peer_gpu.txt
timeout 40 .dev/mlff bench --model $BM --backend cuda --case benzene --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep -E "^(benzene|water)" | cut -c1-80 | tee $OUT/peer_mlff.txt
ONLY=benzene,benzene_x1024 MLFF_MODEL=$BM PYTHONUNBUFFERED=1 timeout 100 python3 tools/compare_peer_gpu.py 2>&1 | grep -v Warning | tail -20 | tee $OUT/peer_schnetpack.txt
timeout 40 .dev/mlff bench --model $BM --backend cuda --case benzene --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep -E "^(benzene|water)" | cut -c1-80 | tee -a $OUT/peer_mlff.txt
