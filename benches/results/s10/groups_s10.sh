#!/usr/bin/env bash
# Tenth session, run B: the message backward of the batches on 1, 2 or 4 groups of F threads per
# atom (temporary knob MLFF_MSG_GROUPS; the batches use 1 now). Interleaved, then ncu.
cd "$(dirname "$0")/.."
BM=benches/data/painn_bench.safetensors
for i in 1 2; do for g in 1 2 4; do
  echo "== groups $g run $i"; MLFF_MSG_GROUPS=$g timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --case water_12288 --case water_1536 --reps 20 --warmup 5 --json $OUT/groups${g}_$i.json 2>&1 | grep -E "median"
done; done
for g in 1 2 4; do
  MLFF_MSG_GROUPS=$g timeout 120 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__registers_per_thread -k regex:message_backward --launch-skip 6 --launch-count 6 --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 3 --warmup 1 > $OUT/ncu_groups$g.csv 2>&1; echo "ncu $g rc=$?"
  grep -E "gpu__time" $OUT/ncu_groups$g.csv | awk -F'","' '{print $5, $8, $9, $NF}' | head -6
done
