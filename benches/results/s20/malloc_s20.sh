#!/usr/bin/env bash
# Twentieth session: the host's result decoding and uploads with glibc's heap kept (no trimming,
# no mmap for large blocks, set through glibc's environment variables) against the defaults,
# same binary, interleaved; host clock prints (MLFF_HOST_TRACE) of the calls.
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
for i in 1 2; do for m in default kept; do
  if [ $m = kept ]; then export MALLOC_TRIM_THRESHOLD_=4294967295 MALLOC_MMAP_THRESHOLD_=1073741824 MALLOC_TOP_PAD_=67108864; else unset MALLOC_TRIM_THRESHOLD_ MALLOC_MMAP_THRESHOLD_ MALLOC_TOP_PAD_; fi
  echo "== $m round $i"
  MLFF_HOST_TRACE=1 timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --reps 20 --warmup 5 > /tmp/m.out 2> /tmp/m.err
  grep -E "^(benzene|water)" /tmp/m.out
  python3 - /tmp/m.err <<'PY'
import sys, statistics as st
calls=[]; cur=None
for line in open(sys.argv[1]):
    p=line.split()
    if not p or p[0] not in ("HT","HTA"): continue
    if p[0]=="HTA" and p[1]=="hop-in": cur={"t0":int(p[2])}; calls.append(cur); continue
    if cur is None: continue
    if p[0]=="HTA": cur[p[1]]=int(p[2])-cur["t0"]
    else: cur[p[1]]=float(p[2])+cur.get("start",0)
# group calls by the case: x1024 calls are those with 'energies' > 3000
big=[c for c in calls if c.get("hop-out",0)>3000]
for name,cs in (("x1024-like",big[-15:]),):
    prev=0
    for k in ("f32","upload","nl-enter","list-launched","system","launched","read-raw","energies","forces","read","hop-out"):
        v=[c[k] for c in cs if k in c]
        if v: m=st.median(v); print(f"  {name} {k:14s} {m:8.1f} (+{m-prev:6.1f})"); prev=m
PY
done; done 2>&1 | tee $OUT/malloc_rounds.txt
