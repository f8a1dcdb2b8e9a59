#!/usr/bin/env bash
# Ninth session, third run: the deeper split's two limits (shortest part, pairs per thread) and
# without it (MLFF_SPLIT_DEEP=0: one shared partial-sum buffer, old rule), temporary knobs;
# ncu kernel times of MD benzene and water 192, then MD steps/s interleaved.
cd "$(dirname "$0")/.."
MODEL=models/painn-gfn2-hcno.safetensors
run_ncu() { # label, env...
  local label=$1; shift
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    env "$@" timeout 100 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 120 --csv .dev/mlff_knob md $c -m $MODEL --steps 400 --every 400 --backend cuda --quiet > $OUT/ncu_${label}_$(basename $c).csv 2>&1
  done
}
run_ncu off MLFF_SPLIT_DEEP=0
run_ncu m16i4 MLFF_SPLIT_MIN=16 MLFF_SPLIT_ITEMS=4
run_ncu m32i4 MLFF_SPLIT_MIN=32 MLFF_SPLIT_ITEMS=4
run_ncu m32i2 MLFF_SPLIT_MIN=32 MLFF_SPLIT_ITEMS=2
run_ncu m16i2 MLFF_SPLIT_MIN=16 MLFF_SPLIT_ITEMS=2
run_ncu m24i3 MLFF_SPLIT_MIN=24 MLFF_SPLIT_ITEMS=3
python3 - <<'PY'
import csv, glob, os, collections
for f in sorted(glob.glob(os.environ["OUT"]+"/ncu_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f,"no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]: d[r[ki].split("_kernel")[0]].append(float(r[vi].replace(",",""))/1000)
    tot=sum(sum(v) for v in d.values()); n=sum(len(v) for v in d.values())
    print(f"{os.path.basename(f)[4:-4]:36s} step {tot/n*12:6.1f} us  " + " ".join(f"{k}={sum(v)/len(v):.1f}" for k,v in sorted(d.items())))
PY
for i in 1 2; do
  for cfg in "MLFF_SPLIT_DEEP=0" "MLFF_SPLIT_MIN=16" "MLFF_SPLIT_MIN=32" "MLFF_SPLIT_MIN=32 MLFF_SPLIT_ITEMS=2"; do
    for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
      echo -n "$cfg $(basename $c): "; env $cfg timeout 60 .dev/mlff_knob md $c -m $MODEL --steps 4000 --every 1000 --backend cuda --quiet 2>&1 | grep -E "steps/s|error" | tail -1 | sed 's/ ns.day.*//;s/.*s: //'
    done
  done
done
