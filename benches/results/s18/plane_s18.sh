#!/usr/bin/env bash
# Eighteenth session: the message backward's per-edge channel sums by warp shuffles on CUDA
# against MLFF_PLANE_REDUCE=0 (the reduction through shared memory) in the same binary. Part 1
# (`tests`): tests with CUDA and wgpu required, mlff check, ncu durations of MD steps and of one
# call of 1 024 benzenes both ways. Part 2 (`rounds`): interleaved rounds of MD benzene, MD water
# 192 and the bench.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
BM=benches/data/painn_bench.safetensors
NCU=/usr/local/cuda/bin/ncu
if [ "$1" = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in md backends wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/plane_tests.txt
echo "== wide_cubes MLFF_PLANE_REDUCE=0" | tee -a $OUT/plane_tests.txt
MLFF_PLANE_REDUCE=0 MLFF_REQUIRE_CUDA=1 timeout 100 /tmp/tb/wide_cubes --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked" | tee -a $OUT/plane_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/plane_check.txt
for v in 1 0; do
  MLFF_PLANE_REDUCE=$v timeout 100 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 240 --csv .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/pl_ncu_water_$v.csv 2>&1
  MLFF_PLANE_REDUCE=$v timeout 100 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 210 --csv .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 1000 --every 1000 --backend cuda --quiet > /tmp/pl_ncu_benzene_$v.csv 2>&1
  MLFF_PLANE_REDUCE=$v timeout 150 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__registers_per_thread --launch-skip 60 --launch-count 30 --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 3 --warmup 2 > /tmp/pl_ncu_x1024_$v.csv 2>&1
done
python3 - <<'PY' | tee $OUT/plane_ncu.txt
import csv, collections
for case in ["water","benzene","x1024"]:
  for v in ["1","0"]:
    rows=[r for r in csv.reader(open(f"/tmp/pl_ncu_{case}_{v}.csv")) if len(r)>10]
    if not rows: print(case, v, "no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value"); mi=h.index("Metric Name")
    d=collections.defaultdict(list); regs={}
    for r in rows[1:]:
        k=r[ki].split("(")[0]
        if r[mi]=="gpu__time_duration.sum": d[k].append(float(r[vi].replace(",",""))/1000)
        else: regs[k]=r[vi]
    steps=len(d.get("forces_kick_drift_kernel",[])) or len(d.get("forces_kernel",[])) or 1
    print(f"{case} MLFF_PLANE_REDUCE={v}: kernel us per step/call {sum(sum(x) for x in d.values())/steps:.1f}")
    for k,x in sorted(d.items(), key=lambda kv:-sum(kv[1])):
        print(f"  {k:36s} n={len(x):4d} mean={sum(x)/len(x):8.2f} us  regs={regs.get(k,'-')}")
PY
fi
if [ "$1" = rounds ]; then
for i in 1 2 3; do for v in 0 1; do
  echo "== MLFF_PLANE_REDUCE=$v round $i"
  MLFF_PLANE_REDUCE=$v timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  MLFF_PLANE_REDUCE=$v timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  MLFF_PLANE_REDUCE=$v timeout 100 .dev/mlff bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_12288 --reps 20 --warmup 5 2>&1 | grep median
done; done 2>&1 | tee $OUT/plane_rounds.txt
fi
