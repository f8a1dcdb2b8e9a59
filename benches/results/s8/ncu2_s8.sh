#!/usr/bin/env bash
# Eighth session: kernel time per MD step without cache flushing (ncu --cache-control none).
cd "$(dirname "$0")/.."
M=.dev/mlff_old; MODEL=models/painn-gfn2-hcno.safetensors
for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  timeout 200 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 240 --csv $M md $c -m $MODEL --steps 600 --every 600 --backend cuda --quiet > $OUT/ncu_noflush_$(basename $c).csv 2>&1; echo "ncu rc=$?"
done
python3 - <<'PY'
import csv, glob, os, collections
for f in sorted(glob.glob(os.environ["OUT"]+"/ncu_noflush_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]:
        d[r[ki].split("(")[0]].append(float(r[vi].replace(",",""))/1000)
    tot=sum(sum(v) for v in d.values()); n=sum(len(v) for v in d.values())
    print(os.path.basename(f), "kernels", n, "total us", round(tot,1), "per step (12 kernels)", round(tot/n*12,1))
    for k,v in sorted(d.items(), key=lambda x:-sum(x[1])):
        print(f"  {k:40s} n={len(v):4d} mean={sum(v)/len(v):7.2f} us")
PY
