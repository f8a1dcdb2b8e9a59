#!/usr/bin/env bash
# Ninth session: registers and local memory of the one-launch list kernel with and without the folded half-step.
cd "$(dirname "$0")/.."
MODEL=models/painn-gfn2-hcno.safetensors
for b in mlff_prev mlff; do
  echo "== $b"
  timeout 100 /usr/local/cuda/bin/ncu --clock-control none --cache-control none -k regex:small_list --launch-skip 200 --launch-count 3 --metrics gpu__time_duration.sum,launch__registers_per_thread,launch__stack_size,sm__sass_inst_executed_op_local_ld.sum,sm__sass_inst_executed_op_local_st.sum .dev/$b md benches/data/benzene.extxyz -m $MODEL --steps 400 --every 400 --backend cuda --quiet 2>&1 | grep -E "small_list|duration|registers|stack|local" | head -8
done
