#!/usr/bin/env bash
# Nineteenth session: the compacted message rows' senders kept in shared memory
# (MLFF_SENDERS_SHARED=1, the default) against loading them from global memory (0), same binary,
# with sixteen weight vectors ahead in the wide cubes' dense layers (the default since
# ahead_s19.sh). Part `tests`: tests with CUDA and wgpu required, mlff check, ncu durations of MD
# steps both ways. Part `rounds`: interleaved MD rounds both ways, then MD with larger skins.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
NCU=/usr/local/cuda/bin/ncu
if [ "$1" = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in md backends wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/senders_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/senders_check.txt
for v in 1 0; do
  MLFF_SENDERS_SHARED=$v timeout 100 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__registers_per_thread --launch-skip 3000 --launch-count 240 --csv .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/sd_ncu_water_$v.csv 2>&1
  MLFF_SENDERS_SHARED=$v timeout 100 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__registers_per_thread --launch-skip 3000 --launch-count 210 --csv .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 1000 --every 1000 --backend cuda --quiet > /tmp/sd_ncu_benzene_$v.csv 2>&1
done
python3 - <<'PY' | tee $OUT/senders_ncu.txt
import csv, collections
for case in ["water","benzene"]:
  for v in ["1","0"]:
    rows=[r for r in csv.reader(open(f"/tmp/sd_ncu_{case}_{v}.csv")) if len(r)>10]
    if not rows: print(case, v, "no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value"); mi=h.index("Metric Name")
    d=collections.defaultdict(list); regs={}
    for r in rows[1:]:
        k=r[ki].split("(")[0]
        if r[mi]=="gpu__time_duration.sum": d[k].append(float(r[vi].replace(",",""))/1000)
        else: regs[k]=r[vi]
    steps=len(d.get("forces_kick_drift_kernel",[])) or len(d.get("forces_kernel",[])) or 1
    print(f"{case} MLFF_SENDERS_SHARED={v}: kernel us per step {sum(sum(x) for x in d.values())/steps:.1f}")
    for k,x in sorted(d.items(), key=lambda kv:-sum(kv[1])):
        print(f"  {k:36s} n={len(x):4d} mean={sum(x)/len(x):8.2f} us  regs={regs.get(k,'-')}")
PY
fi
if [ "$1" = rounds ]; then
for i in 1 2 3; do for v in 0 1; do
  echo "== MLFF_SENDERS_SHARED=$v round $i"
  MLFF_SENDERS_SHARED=$v timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  MLFF_SENDERS_SHARED=$v timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done; done 2>&1 | tee $OUT/senders_rounds.txt
for i in 1 2; do for skin in 0.5 0.75 1.0 1.5; do
  echo "== skin $skin round $i"
  timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --skin $skin --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --skin $skin --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done; done 2>&1 | tee $OUT/skin_rounds.txt
fi
