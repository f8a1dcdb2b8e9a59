#!/usr/bin/env bash
# Twenty-second session: host clock at each part of a call of 1 024 benzenes (a temporary build
# with host_trace.patch applied, `.dev/mlff_trace`, MLFF_HOST_TRACE=1), medians of the last 15
# calls, µs from the call's start on the calling thread.
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
for c in ${CASES:-benzene_x1024 water_12288}; do
  MLFF_HOST_TRACE=1 timeout 100 .dev/mlff_trace bench --model $BM --backend cuda --case $c --reps 20 --warmup 5 > /tmp/tr.out 2> /tmp/tr.err
  grep -E "^(benzene|water)" /tmp/tr.out | cut -c1-80
  python3 - /tmp/tr.err $c <<'PY'
import sys, statistics as st
calls=[dict(kv.split("=") for kv in l.split()[1:]) for l in open(sys.argv[1]) if l.startswith("HT ")]
calls=calls[-15:]
print(sys.argv[2], "median of", len(calls), "calls (µs from hop-in):")
for k in calls[-1]:
    v=[float(c[k]) for c in calls if k in c]
    print(f"  {k:18s} {st.median(v):9.1f}  (min {min(v):9.1f} max {max(v):9.1f})")
PY
done 2>&1 | tee $OUT/trace.txt
