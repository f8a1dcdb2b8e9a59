#!/usr/bin/env bash
# Eighth session: host issue time per MD step against the total (MLFF_MD_TIMING), and the
# per-kernel GPU time of MD steps (ncu, gpu__time_duration only).
cd "$(dirname "$0")/.."
M=.dev/mlff; MODEL=models/painn-gfn2-hcno.safetensors
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv
for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  for ev in 10 50 1000; do
    echo "== $(basename $c) every $ev"
    MLFF_MD_TIMING=1 timeout 60 $M md $c -m $MODEL --steps 3000 --every $ev --backend cuda --quiet 2>&1 | grep -E "steps/s|error|md-timing" | sort | uniq -c | sort -rn | head -8
  done
done
for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  timeout 200 /usr/local/cuda/bin/ncu --clock-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 240 --csv $M md $c -m $MODEL --steps 600 --every 600 --backend cuda --quiet > $OUT/ncu_$(basename $c).csv 2>&1; echo "ncu rc=$?"
done
python3 - <<'PY'
import csv, glob, os, collections
for f in sorted(glob.glob(os.environ["OUT"]+"/ncu_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value"); ui=h.index("Metric Unit")
    d=collections.defaultdict(list)
    for r in rows[1:]:
        v=float(r[vi].replace(",","")); v = v/1000 if r[ui]=="nsecond" else v
        d[r[ki].split("(")[0]].append(v)
    tot=sum(sum(v) for v in d.values())
    print(f, "kernels", sum(len(v) for v in d.values()), "total us", round(tot,1))
    for k,v in sorted(d.items(), key=lambda x:-sum(x[1])):
        print(f"  {k:40s} n={len(v):4d} mean={sum(v)/len(v):7.2f} us sum={sum(v):8.1f}")
PY
