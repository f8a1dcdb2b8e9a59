#!/usr/bin/env bash
# Tenth session, run C: the filter weights loaded once per cube (message backward on the fused
# kernels' tile of atoms; block_forward's message stage). Tests and check on CUDA and wgpu; the
# previous head (.dev/mlff_old) against this code, interleaved; MLFF_MSG_ATOMS=1 isolates the
# forward part; ncu of 1 024 benzenes.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
echo "== tests"; for t in backends wide_cubes md; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 240 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done
echo "== check"; timeout 120 .dev/mlff check 2>&1 | grep -v XDG | tail -4
BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
for i in 1 2; do
  for v in old new fwdonly; do
    b=mlff; env=""; [ $v = old ] && b=mlff_old; [ $v = fwdonly ] && env="MLFF_MSG_ATOMS=1"
    echo "== $v bench $i"; env $env timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 --json $OUT/${v}_$i.json 2>&1 | grep -E "median"
  done
done
for i in 1 2; do for b in mlff_old mlff; do
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    echo -n "$b md $(basename $c): "; timeout 60 .dev/$b md $c -m $MODEL --steps 4000 --every 1000 --backend cuda --quiet 2>&1 | grep -E "steps/s|error" | tail -1; echo
  done
done; done
for b in mlff_old mlff; do
  echo "== $b wgpu x1024"; timeout 100 .dev/$b bench --model $BM --backend wgpu --case benzene_x1024 --reps 10 --warmup 3 2>&1 | grep -E "median"
done
timeout 120 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__registers_per_thread --launch-skip 60 --launch-count 60 --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 4 --warmup 2 > $OUT/ncu_x1024.csv 2>&1; echo "ncu rc=$?"
python3 - <<'PY'
import csv, os, collections
rows=[r for r in csv.reader(open(os.environ["OUT"]+"/ncu_x1024.csv")) if len(r)>10]
h=rows[0]; ki=h.index("Kernel Name"); mi=h.index("Metric Name"); vi=h.index("Metric Value")
d=collections.defaultdict(lambda: collections.defaultdict(list))
for r in rows[1:]: d[r[ki]][r[mi]].append(float(r[vi].replace(",","")))
for k,v in d.items(): print(k, {m: round(sum(x)/len(x),1) for m,x in v.items()})
PY
