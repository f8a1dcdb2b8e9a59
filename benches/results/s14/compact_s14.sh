#!/usr/bin/env bash
# Fourteenth session: the fused message stages walk only the edges inside the cutoff of a list
# with a skin (MD), against MLFF_COMPACT=0 in the same binary. Tests with CUDA and wgpu required,
# mlff check, ncu of the MD step's kernels both ways, then interleaved rounds of MD benzene
# (20 000 steps), MD water 192 (6 000) and the bench's benzene and water 192 (no skin: unchanged).
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in wide_cubes md backends; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked|fuse_alike"; done | tee $OUT/compact_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/compact_check.txt
MODEL=models/painn-gfn2-hcno.safetensors
for v in compact whole; do
  envv="X=1"; [ $v = whole ] && envv="MLFF_COMPACT=0"
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    env $envv timeout 200 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 200 --csv .dev/mlff md $c -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/cp_ncu_${v}_$(basename $c).csv 2>&1
  done
done
python3 - <<'PY' | tee $OUT/compact_ncu.txt
import csv, glob, os, collections
for f in sorted(glob.glob("/tmp/cp_ncu_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f, "no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]:
        d[r[ki].split("(")[0]].append(float(r[vi].replace(",",""))/1000)
    n=sum(len(v) for v in d.values())
    steps=(len(d.get("forces_kernel", [])) + len(d.get("forces_kick_drift_kernel", []))) or 1
    print(os.path.basename(f), "kernels", n, "steps (forces launches)", steps, "launches/step", round(n/steps,2))
    for k,v in sorted(d.items(), key=lambda x:-sum(x[1])):
        print(f"  {k:40s} n={len(v):4d} mean={sum(v)/len(v):7.2f} us")
PY
BM=benches/data/painn_bench.safetensors
for i in 1 2 3 4 5; do for v in whole compact; do
  envv="X=1"; [ $v = whole ] && envv="MLFF_COMPACT=0"
  echo "== $v round $i"
  env $envv timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  env $envv timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  env $envv timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene --case water_192 --reps 30 --warmup 5 --json /tmp/cp_bench_${v}_$i.json 2>&1 | grep median
done; done 2>&1 | tee $OUT/compact_rounds.txt
