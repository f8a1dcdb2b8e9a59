#!/usr/bin/env bash
# Twelfth session, final code: 4-float weight loads on wide cubes, at most one pair a thread, against
# MLFF_DENSE_VEC4=0, same binary: tests on CUDA and wgpu, kernel time per MD step (ncu, no cache
# flush), then three interleaved rounds of MD and of the bench.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in backends wide_cubes; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4
MODEL=models/painn-gfn2-hcno.safetensors
for v in 0 1; do for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  MLFF_DENSE_VEC4=$v timeout 200 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 240 --csv .dev/mlff md $c -m $MODEL --steps 600 --every 600 --backend cuda --quiet > $OUT/vec4c_ncu_v${v}_$(basename $c).csv 2>&1
done; done
python3 - <<'PY'
import csv, glob, os, collections
for f in sorted(glob.glob(os.environ["OUT"]+"/vec4c_ncu_v*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]:
        d[r[ki].split("(")[0]].append(float(r[vi].replace(",",""))/1000)
    tot=sum(sum(v) for v in d.values()); n=sum(len(v) for v in d.values())
    steps=len(d.get("kick_drift_kernel", [])) or 1
    print(os.path.basename(f), "kernels", n, "total us", round(tot,1), "per step", round(tot/steps,1), "steps", steps)
    for k,v in sorted(d.items(), key=lambda x:-sum(x[1])):
        print(f"  {k:40s} n={len(v):4d} mean={sum(v)/len(v):7.2f} us")
PY
BM=benches/data/painn_bench.safetensors
for i in 1 2 3; do for v in 0 1; do
  echo "== vec4=$v round $i"
  MLFF_DENSE_VEC4=$v timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --reps 20 --warmup 5 --json $OUT/vec4c_bench_v${v}_$i.json 2>&1 | grep median
  for s in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    MLFF_DENSE_VEC4=$v timeout 60 .dev/mlff md $s -m $MODEL --steps 4000 --every 1000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done; done
