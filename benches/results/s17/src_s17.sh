#!/usr/bin/env bash
# Seventeenth session: the CUDA C++ that cubecl generates for the fused kernels (cubecl's full
# compilation log), for 1 024 benzenes and for benzene's MD, to compile here with NVRTC + ptxas -v
# (registers, spills, unrolling) without spending device time on each question.
cd "$(dirname "$0")/../../.."
ls /usr/local/cuda/bin | tr '\n' ' '; echo
CUBECL_DEBUG_LOG=/tmp/batch.log timeout 200 .dev/mlff bench --model benches/data/painn_bench.safetensors --backend cuda --case benzene_x1024 --reps 3 --warmup 1 2>&1 | tail -3
CUBECL_DEBUG_LOG=/tmp/md.log timeout 200 .dev/mlff md benches/data/benzene.extxyz -m models/painn-gfn2-hcno.safetensors --steps 200 --every 100 --backend cuda --quiet 2>&1 | tail -3
xz -9 -c /tmp/batch.log > $OUT/batch_log.xz; xz -9 -c /tmp/md.log > $OUT/md_log.xz
ls -la /tmp/*.log
