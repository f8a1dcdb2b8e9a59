#!/usr/bin/env bash
# Thirteenth session: the fused start kept between calls, the geometry in the first block.
# Tests on CUDA and wgpu, mlff check, ncu of the MD step's kernels (this code, with and without
# the kept start, and the previous head), then three interleaved rounds of bench and MD against
# the previous head (.dev/mlff_prev, built from ad3f6a9) and MLFF_START_CACHE=0.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in backends wide_cubes; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/start_check.txt
MODEL=models/painn-gfn2-hcno.safetensors
run() { # label binary env...
  local label=$1 bin=$2; shift 2
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    env "$@" timeout 200 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 240 --csv $bin md $c -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/start_ncu_${label}_$(basename $c).csv 2>&1
  done
}
run new .dev/mlff X=1
run nocache .dev/mlff MLFF_START_CACHE=0
run prev .dev/mlff_prev X=1
python3 - <<'PY' | tee $OUT/start_ncu.txt
import csv, glob, os, collections
for f in sorted(glob.glob("/tmp/start_ncu_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f, "no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]:
        d[r[ki].split("(")[0]].append(float(r[vi].replace(",",""))/1000)
    tot=sum(sum(v) for v in d.values()); n=sum(len(v) for v in d.values())
    steps=len(d.get("forces_kernel", [])) or 1
    print(os.path.basename(f), "kernels", n, "total us", round(tot,1), "per step", round(tot/steps,1), "steps", steps)
    for k,v in sorted(d.items(), key=lambda x:-sum(x[1])):
        print(f"  {k:40s} n={len(v):4d} mean={sum(v)/len(v):7.2f} us")
PY
BM=benches/data/painn_bench.safetensors
for i in 1 2 3; do for v in prev new nocache; do
  bin=.dev/mlff; envv="X=1"; [ $v = prev ] && bin=.dev/mlff_prev; [ $v = nocache ] && envv="MLFF_START_CACHE=0"
  echo "== $v round $i"
  env $envv timeout 100 $bin bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --reps 20 --warmup 5 --json /tmp/start_bench_${v}_$i.json 2>&1 | grep median
  for s in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    env $envv timeout 60 $bin md $s -m $MODEL --steps 4000 --every 1000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  done
done; done 2>&1 | tee $OUT/start_rounds.txt
