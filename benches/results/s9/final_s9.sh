#!/usr/bin/env bash
# Ninth session, final run of this code (deeper split, DEEP_SPLIT_TERMS = 32, forward kernels
# on 2F threads for one-atom tiles of more atoms than multiprocessors): tests and check on CUDA
# and wgpu; the previous head (.dev/mlff_old) against it interleaved; ncu of this code's MD.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
echo "== tests"; for t in backends md wide_cubes; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done
MLFF_REQUIRE_CUDA=1 /tmp/tb/wide_cubes cuda --nocapture 2>&1 | grep -E "cuda:"
echo "== check"; timeout 120 .dev/mlff check 2>&1 | grep -v XDG | tail -4
BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
md() { # label, binary, backend
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    echo -n "$1 md $(basename $c): "; timeout 60 $2 md $c -m $MODEL --steps 4000 --every 1000 --backend $3 --quiet 2>&1 | grep -E "steps/s|error" | tail -1 | sed 's/.*s: //'
  done
}
for i in 1 2 3; do md old$i .dev/mlff_old cuda; md new$i .dev/mlff cuda; done
md old_vk .dev/mlff_old wgpu; md new_vk .dev/mlff wgpu
for i in 1 2; do for b in mlff_old mlff; do
  echo "== $b bench $i"; timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_12288 --reps 20 --warmup 5 --json $OUT/${b}_$i.json 2>&1 | grep -E "median"
done; done
echo "== $b bench wgpu"; timeout 100 .dev/mlff bench --model $BM --backend wgpu --case benzene --case water_192 --case benzene_x1024 --case water_12288 --reps 10 --warmup 3 --json $OUT/mlff_wgpu.json 2>&1 | grep -E "median"
for c in examples/data/water_box_192.xyz benches/data/benzene.extxyz; do
  timeout 100 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum --launch-skip 3000 --launch-count 120 --csv .dev/mlff md $c -m $MODEL --steps 400 --every 400 --backend cuda --quiet > $OUT/ncu_$(basename $c).csv 2>&1
done
python3 - <<'PY'
import csv, glob, os, collections
for f in sorted(glob.glob(os.environ["OUT"]+"/ncu_*.csv")):
    rows=[r for r in csv.reader(open(f)) if len(r)>10]
    if not rows: print(f,"no rows"); continue
    h=rows[0]; ki=h.index("Kernel Name"); vi=h.index("Metric Value")
    d=collections.defaultdict(list)
    for r in rows[1:]: d[r[ki].split("_kernel")[0]].append(float(r[vi].replace(",",""))/1000)
    tot=sum(sum(v) for v in d.values()); n=sum(len(v) for v in d.values())
    print(f"{os.path.basename(f)[4:-4]:28s} step {tot/n*12:6.1f} us  " + " ".join(f"{k}={sum(v)/len(v):.1f}" for k,v in sorted(d.items())))
PY
