#!/usr/bin/env bash
# Seventh session A/B: the previous head (.dev/mlff_old) against this code with the plain weight
# loop (MLFF_PREFETCH=0: only the senders loaded an edge ahead in the message kernels) and with
# the software-pipelined weight loads (default on CUDA), interleaved; wgpu: MLFF_PREFETCH=1
# (default there) against 2.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
run() { # label, binary, env
  echo "== $1"
  env $3 timeout 100 $2 bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 30 --warmup 5 --json $OUT/$1.json 2>&1 | grep -E "median"
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    echo -n "md $(basename $c): "; env $3 timeout 40 $2 md $c -m $MODEL --steps 3000 --every 1000 --backend cuda --quiet 2>&1 | grep -E "steps/s|error"
  done
}
echo "== check"; MLFF_PREFETCH=2 timeout 90 .dev/mlff check 2>&1 | grep -v XDG | tail -4
for i in 1 2; do
  run old$i .dev/mlff_old X=1
  run msg$i .dev/mlff MLFF_PREFETCH=0
  run pipe$i .dev/mlff X=1
done
for p in 1 2; do
  echo "== wgpu PREFETCH=$p"
  MLFF_PREFETCH=$p timeout 100 .dev/mlff bench --model $BM --backend wgpu --case benzene --case benzene_x1024 --case water_12288 --reps 20 --warmup 5 2>&1 | grep -E "median"
done
