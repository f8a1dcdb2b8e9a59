#!/usr/bin/env bash
# Eighth session: host cost of a launch, cubecl (kernels/examples/launch_cost.rs) and CUDA C.
cd "$(dirname "$0")/.."
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
.dev/launch_cost 2>&1 | tee $OUT/launch_cost.txt
nvcc -O2 -arch=sm_90 benches/results/s8/launch.cu -o /tmp/launch && /tmp/launch 2>&1 | tee $OUT/launch_cuda_c.txt
