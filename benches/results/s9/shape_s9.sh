#!/usr/bin/env bash
# Ninth session, fourth run: launch shapes of the fused kernels and of the message backward for
# MD of water 192 and benzene (temporary knobs): ncu kernel times, then steps/s.
cd "$(dirname "$0")/.."
MODEL=models/painn-gfn2-hcno.safetensors
run_ncu() { # label, env...
  local label=$1; shift
  for c in examples/data/water_box_192.xyz benches/data/benzene.extxyz; do
    env "$@" timeout 100 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 120 --csv .dev/mlff_knob md $c -m $MODEL --steps 400 --every 400 --backend cuda --quiet > $OUT/ncu_${label}_$(basename $c).csv 2>&1
  done
}
run_ncu default X=1
run_ncu mb2 MLFF_MB_GROUPS=2
run_ncu mb1 MLFF_MB_GROUPS=1
run_ncu mb3 MLFF_MB_GROUPS=3
run_ncu t256 MLFF_BLOCK_THREADS=256
run_ncu t384 MLFF_BLOCK_THREADS=384
run_ncu t256mb4 MLFF_BLOCK_THREADS=256 MLFF_MB_GROUPS=4
python3 - <<'PY'
import csv, glob, os, collections
for f in sorted(glob.glob(os.environ["OUT"]+"/ncu_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f,"no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]: d[r[ki].split("_kernel")[0]].append(float(r[vi].replace(",",""))/1000)
    tot=sum(sum(v) for v in d.values()); n=sum(len(v) for v in d.values())
    print(f"{os.path.basename(f)[4:-4]:32s} step {tot/n*12:6.1f} us  " + " ".join(f"{k}={sum(v)/len(v):.1f}" for k,v in sorted(d.items())))
PY
rm -f $OUT/*.csv
for i in 1 2; do
  for cfg in "X=1" "MLFF_MB_GROUPS=2" "MLFF_BLOCK_THREADS=256"; do
    for c in examples/data/water_box_192.xyz benches/data/benzene.extxyz; do
      echo -n "$cfg $(basename $c): "; env $cfg timeout 60 .dev/mlff_knob md $c -m $MODEL --steps 4000 --every 1000 --backend cuda --quiet 2>&1 | grep -E "steps/s|error" | tail -1 | sed 's/ ns.day.*//;s/.*s: //'
    done
  done
done
