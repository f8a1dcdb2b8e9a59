#!/usr/bin/env bash
# Fourteenth session: a step's first half done by the previous step's forces launch.
# Tests on CUDA and wgpu (md, backends, wide_cubes), mlff check, ncu of the MD step's kernels
# with and without the fold (MLFF_MD_FOLD=0, same binary), then interleaved MD rounds.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in md backends wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked|fold"; done | tee $OUT/fold_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/fold_check.txt
MODEL=models/painn-gfn2-hcno.safetensors
for v in fold nofold; do
  envv="X=1"; [ $v = nofold ] && envv="MLFF_MD_FOLD=0"
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    env $envv timeout 200 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 200 --csv .dev/mlff md $c -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/fold_ncu_${v}_$(basename $c).csv 2>&1
  done
done
python3 - <<'PY' | tee $OUT/fold_ncu.txt
import csv, glob, os, collections
for f in sorted(glob.glob("/tmp/fold_ncu_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f, "no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]:
        d[r[ki].split("(")[0]].append(float(r[vi].replace(",",""))/1000)
    tot=sum(sum(v) for v in d.values()); n=sum(len(v) for v in d.values())
    steps=(len(d.get("forces_kernel", [])) + len(d.get("forces_kick_drift_kernel", []))) or 1
    print(os.path.basename(f), "kernels", n, "total us", round(tot,1), "per step", round(tot/steps,1), "steps", steps, "launches/step", round(n/steps,2))
    for k,v in sorted(d.items(), key=lambda x:-sum(x[1])):
        print(f"  {k:40s} n={len(v):4d} mean={sum(v)/len(v):7.2f} us")
PY
for i in 1 2 3 4; do for v in nofold fold; do
  envv="X=1"; [ $v = nofold ] && envv="MLFF_MD_FOLD=0"
  echo "== $v round $i"
  env $envv timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  env $envv timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done; done 2>&1 | tee $OUT/fold_rounds.txt
