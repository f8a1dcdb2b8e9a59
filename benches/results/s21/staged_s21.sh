#!/usr/bin/env bash
# Twenty-first session, measured first: where one call of 1 024 benzenes spends its kernel time
# on the staged kernels (one stage a launch) against the fused ones, same binary (head b32ad15).
cd "$(dirname "$0")/../../.."
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
parse() {
python3 - "$@" <<'PY'
import csv, sys, collections
for f in sys.argv[1:]:
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f, "no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]: d[r[ki].split("(")[0]].append(float(r[vi].replace(",",""))/1000)
    tot=sum(sum(x) for x in d.values())
    print(f"{f}: {tot:.1f} us in {sum(len(x) for x in d.values())} launches")
    for k,x in sorted(d.items(), key=lambda kv:-sum(kv[1])):
        print(f"  {k:36s} n={len(x):3d} sum={sum(x):8.1f}  " + " ".join(f"{y:.1f}" for y in x[:16]))
PY
}
for k in staged fused; do
  MLFF_KERNELS=$k timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --case water_12288 --reps 10 --warmup 3 2>&1 | grep -E "^(benzene|water)" | cut -c1-90
done | tee $OUT/staged_bench.txt
# Three calls (one warm-up), every launch; the parse sums per kernel name.
MLFF_KERNELS=staged timeout 200 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 2 --warmup 1 > /tmp/ncu_staged.csv 2>&1
parse /tmp/ncu_staged.csv | tee $OUT/staged_ncu.txt
