#!/usr/bin/env bash
# Eleventh session: 1 024 benzenes at 5.96 ms right after the tests in final_s11.sh; the code
# before the review (mlff_pre, cf96719), after it (mlff) and the session's starting head
# (mlff_head, 0562597), interleaved, three rounds.
cd "$(dirname "$0")/.."
BM=benches/data/painn_bench.safetensors
for i in 1 2 3; do for b in mlff_pre mlff mlff_head; do
  echo -n "$b $i: "; timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene_x1024 --reps 20 --warmup 5 2>&1 | grep median
done; done
