#!/usr/bin/env bash
# Ninth session: 1 024 benzenes with the fused kernels on 2F threads (tiles of 4: the deeper
# split then applies) against F, through a temporary knob (MLFF_BLOCK_THREADS, not in the code).
cd "$(dirname "$0")/.."
BM=benches/data/painn_bench.safetensors
for i in 1 2; do for t in 128 256; do
  echo "== threads $t ($i)"; MLFF_BLOCK_THREADS=$t timeout 100 .dev/mlff_knob bench --model $BM --backend cuda --case benzene_x1024 --case benzene_x256 --reps 20 --warmup 5 2>&1 | grep -E "median"
done; done
for t in 128 256; do
  MLFF_BLOCK_THREADS=$t timeout 100 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 200 --launch-count 40 --csv .dev/mlff_knob bench --model $BM --backend cuda --case benzene_x1024 --reps 8 --warmup 2 > $OUT/ncu_$t.csv 2>&1
done
python3 - <<'PY'
import csv, glob, os, collections
for f in sorted(glob.glob(os.environ["OUT"]+"/ncu_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f,"no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]: d[r[ki].split("_kernel")[0]].append(float(r[vi].replace(",",""))/1000)
    print(os.path.basename(f), " ".join(f"{k}={sum(v)/len(v):.1f}" for k,v in sorted(d.items()) if k.startswith(("block","message"))))
PY
