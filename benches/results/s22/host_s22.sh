#!/usr/bin/env bash
# Twenty-second session: the host-side change (positions converted by index; glibc's heap kept
# by the binary) against the previous commit's binary (.dev/mlff_base) and against itself with
# MLFF_HEAP_KEEP=0, interleaved rounds on one machine.
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
for i in 1 2 3 4; do
  for v in "base X=1" "new MLFF_HEAP_KEEP=0" "new X=1"; do
    set -- $v; bin=.dev/mlff; [ $1 = base ] && bin=.dev/mlff_base
    echo "== $v round $i"
    env $2 timeout 100 $bin bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 2>&1 | grep -E "^(benzene|water)" | cut -c1-80
  done
done 2>&1 | tee $OUT/host_rounds.txt
