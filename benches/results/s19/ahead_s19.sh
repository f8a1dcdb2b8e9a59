#!/usr/bin/env bash
# Nineteenth session: the four-column dense layers of wide cubes (small molecules, the 192-atom
# box; CUDA) with MLFF_VEC4_AHEAD weight vectors loaded before their multiply-adds, against the
# plain loop (0: NVRTC unrolls it by four) in the same binary. Part `tests`: tests with CUDA and
# wgpu required (with 8 ahead), mlff check, ncu durations of MD steps, cubecl's compilation logs.
# Part `rounds`: interleaved MD rounds.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
MODEL=models/painn-gfn2-hcno.safetensors
NCU=/usr/local/cuda/bin/ncu
VARS="${VARS:-0 8 16}"
if [ "$1" = tests ]; then
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in md backends wide_cubes; do echo "== $t (MLFF_VEC4_AHEAD=8)"; MLFF_VEC4_AHEAD=8 MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/ahead_tests.txt
echo "== wide_cubes MLFF_VEC4_AHEAD=16" | tee -a $OUT/ahead_tests.txt
MLFF_VEC4_AHEAD=16 MLFF_REQUIRE_CUDA=1 timeout 100 /tmp/tb/wide_cubes --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked" | tee -a $OUT/ahead_tests.txt
MLFF_VEC4_AHEAD=8 timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/ahead_check.txt
for v in $VARS; do
  MLFF_VEC4_AHEAD=$v timeout 100 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__registers_per_thread --launch-skip 3000 --launch-count 240 --csv .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/ah_ncu_water_$v.csv 2>&1
  MLFF_VEC4_AHEAD=$v timeout 100 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__registers_per_thread --launch-skip 3000 --launch-count 210 --csv .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 1000 --every 1000 --backend cuda --quiet > /tmp/ah_ncu_benzene_$v.csv 2>&1
  [ "$v" != 0 ] && MLFF_VEC4_AHEAD=$v CUBECL_DEBUG_LOG=/tmp/md_$v.log timeout 100 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 200 --every 100 --backend cuda --quiet > /dev/null 2>&1 && xz -9 -c /tmp/md_$v.log > $OUT/cubecl_log_md_benzene_ahead$v.xz
done
python3 - "$VARS" <<'PY' | tee $OUT/ahead_ncu.txt
import csv, collections, sys
for case in ["water","benzene"]:
  for v in sys.argv[1].split():
    rows=[r for r in csv.reader(open(f"/tmp/ah_ncu_{case}_{v}.csv")) if len(r)>10]
    if not rows: print(case, v, "no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value"); mi=h.index("Metric Name")
    d=collections.defaultdict(list); regs={}
    for r in rows[1:]:
        k=r[ki].split("(")[0]
        if r[mi]=="gpu__time_duration.sum": d[k].append(float(r[vi].replace(",",""))/1000)
        else: regs[k]=r[vi]
    steps=len(d.get("forces_kick_drift_kernel",[])) or len(d.get("forces_kernel",[])) or 1
    print(f"{case} MLFF_VEC4_AHEAD={v}: kernel us per step {sum(sum(x) for x in d.values())/steps:.1f}")
    for k,x in sorted(d.items(), key=lambda kv:-sum(kv[1])):
        print(f"  {k:36s} n={len(x):4d} mean={sum(x)/len(x):8.2f} us  regs={regs.get(k,'-')}")
PY
fi
if [ "$1" = rounds ]; then
for i in 1 2 3; do for v in $VARS; do
  echo "== MLFF_VEC4_AHEAD=$v round $i"
  MLFF_VEC4_AHEAD=$v timeout 60 .dev/mlff md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  MLFF_VEC4_AHEAD=$v timeout 60 .dev/mlff md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done; done 2>&1 | tee $OUT/ahead_rounds.txt
fi
