#!/usr/bin/env bash
# Nineteenth session: one-column dense layers (tiles of several atoms on 128 threads: the
# batches, the larger boxes; the staged dense kernels) with MLFF_SCALAR_AHEAD weights loaded ahead
# of their multiply-adds, against the plain loop (1), same binary: ncu durations of one call of
# 1 024 benzenes each way, then interleaved bench rounds.
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
VARS="${VARS:-1 8 16}"
for v in $VARS; do
  MLFF_SCALAR_AHEAD=$v timeout 150 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__registers_per_thread --launch-skip 60 --launch-count 30 --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 3 --warmup 2 > /tmp/sc_ncu_x1024_$v.csv 2>&1
done
python3 - "$VARS" <<'PY' | tee $OUT/scalar_ncu.txt
import csv, collections, sys
for v in sys.argv[1].split():
    rows=[r for r in csv.reader(open(f"/tmp/sc_ncu_x1024_{v}.csv")) if len(r)>10]
    if not rows: print(v, "no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value"); mi=h.index("Metric Name")
    d=collections.defaultdict(list); regs={}
    for r in rows[1:]:
        k=r[ki].split("(")[0]
        if r[mi]=="gpu__time_duration.sum": d[k].append(float(r[vi].replace(",",""))/1000)
        else: regs[k]=r[vi]
    print(f"x1024 MLFF_SCALAR_AHEAD={v}: kernel us over {len(rows)-1} rows")
    for k,x in sorted(d.items(), key=lambda kv:-sum(kv[1])):
        print(f"  {k:36s} n={len(x):4d} " + " ".join(f"{y:8.1f}" for y in x) + f"  regs={regs.get(k,'-')}")
PY
for i in 1 2 3; do for v in $VARS; do
  echo "== MLFF_SCALAR_AHEAD=$v round $i"
  MLFF_SCALAR_AHEAD=$v timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 2>&1 | grep median
done; done 2>&1 | tee $OUT/scalar_rounds.txt
