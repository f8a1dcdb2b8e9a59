#!/usr/bin/env bash
# temporary: benzene MD kernels per step, vec4 off / on with up to 2 pairs a thread / on with 1
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
for cfg in "0 2" "1 2" "1 1"; do set -- $cfg
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  MLFF_DENSE_VEC4=$1 MLFF_VEC4_ITEMS=$2 timeout 200 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 240 --csv .dev/mlff md $c -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/ncu_$1_$2_$(basename $c).csv 2>&1
  done
done
python3 - <<'PY'
import csv, glob, collections, os
for f in sorted(glob.glob("/tmp/ncu_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]:
        d[r[ki].split("(")[0]].append(float(r[vi].replace(",",""))/1000)
    tot=sum(sum(v) for v in d.values()); steps=len(d.get("kick_drift_kernel", [])) or 1
    print(os.path.basename(f), "per step", round(tot/steps,1), " ".join(f"{k.replace('_kernel','')}={sum(v)/len(v):.2f}" for k,v in sorted(d.items(), key=lambda x:-sum(x[1]))))
PY
