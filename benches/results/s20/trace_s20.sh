#!/usr/bin/env bash
# Twentieth session: where a call of 1 024 benzenes spends its wall time. Host clock prints
# (temporary build, MLFF_HOST_TRACE) at each part of the call, and ncu's kernel durations of one
# call (no clock or cache control), same binary.
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
for c in ${CASES:-benzene_x1024 water_1536}; do
  MLFF_TRACE_SYNC=$([[ $c == *sync ]] && echo 1) ; export MLFF_TRACE_SYNC; [[ -z $MLFF_TRACE_SYNC ]] && unset MLFF_TRACE_SYNC; c=${c%:sync}
  MLFF_HOST_TRACE=1 timeout 100 .dev/mlff bench --model $BM --backend cuda --case $c --reps 20 --warmup 5 > /tmp/tr_$c.out 2> /tmp/tr_$c.err
  grep -E "^(benzene|water)" /tmp/tr_$c.out
  python3 - /tmp/tr_$c.err $c <<'PY'
import sys, re, statistics as st, collections
calls=[]; cur=None
for line in open(sys.argv[1]):
    p=line.split()
    if not p or p[0] not in ("HT","HTA"): continue
    if p[0]=="HTA" and p[1]=="hop-in": cur={"t0":int(p[2])}; calls.append(cur); continue
    if cur is None: continue
    if p[0]=="HTA": cur[p[1]]=int(p[2])-cur["t0"]
    else: cur[p[1]]=float(p[2])+cur.get("start",0)
calls=calls[-15:]
keys=[k for k in calls[-1] if k!="t0"]
print(sys.argv[2], "host clock, µs from the call's start, median of", len(calls), "calls:")
for k in keys:
    v=[c[k] for c in calls if k in c]
    print(f"  {k:16s} {st.median(v):9.1f}  (min {min(v):9.1f} max {max(v):9.1f})")
PY
done 2>&1 | tee $OUT/trace.txt
for c in ${NCU_CASES:-}; do
  timeout 200 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 200 --launch-count 40 --csv .dev/mlff bench --model $BM --backend cuda --case $c --reps 8 --warmup 3 > /tmp/ncu_$c.csv 2>&1
  python3 - /tmp/ncu_$c.csv <<'PY' | tee -a $OUT/trace.txt
import csv, sys
rows=[r for r in csv.reader(open(sys.argv[1])) if len(r)>10]
h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value"); ii=h.index("ID")
tot=0
for r in rows[1:]:
    k=r[ki].split("(")[0]; d=float(r[vi].replace(",",""))/1000; tot+=d
    print(f"  {r[ii]:>5s} {k:36s} {d:9.1f}")
print("sum", round(tot,1))
PY
done
