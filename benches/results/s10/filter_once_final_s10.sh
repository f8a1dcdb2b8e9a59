#!/usr/bin/env bash
# Tenth session, final run: the filter weights loaded once per cube, with the rule that keeps
# one atom a cube where tiles would leave fewer than 8 cubes a multiprocessor (backward_atoms).
# Tests and check on CUDA and wgpu; the previous head (.dev/mlff_old) against this code,
# interleaved, three pairs; 1 024 benzenes through Vulkan, three pairs; MD; ncu of 1 024 benzenes.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
echo "== tests"; for t in backends wide_cubes md; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 240 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done
echo "== check"; timeout 120 .dev/mlff check 2>&1 | grep -v XDG | tail -4
BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
for i in 1 2 3; do for b in mlff_old mlff; do
  echo "== $b bench $i"; timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 --json $OUT/final_${b}_$i.json 2>&1 | grep -E "median"
done; done
for i in 1 2 3; do for b in mlff_old mlff; do
  echo "== $b wgpu x1024 $i"; timeout 100 .dev/$b bench --model $BM --backend wgpu --case benzene_x1024 --reps 10 --warmup 3 2>&1 | grep -E "median"
done; done
for b in mlff_old mlff; do
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    echo -n "$b md $(basename $c): "; timeout 60 .dev/$b md $c -m $MODEL --steps 4000 --every 1000 --backend cuda --quiet 2>&1 | grep -E "steps/s|error" | tail -1; echo
  done
done
timeout 120 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__registers_per_thread -k regex:"block_|message_" --launch-skip 30 --launch-count 30 --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --case water_1536 --reps 3 --warmup 1 > $OUT/final_ncu.csv 2>&1; echo "ncu rc=$?"
python3 - <<'PY'
import csv, os, collections
rows=[r for r in csv.reader(open(os.environ["OUT"]+"/final_ncu.csv")) if len(r)>10]
h=rows[0]; ki=h.index("Kernel Name"); mi=h.index("Metric Name"); vi=h.index("Metric Value"); gi=h.index("Grid Size"); bi=h.index("Block Size")
d=collections.defaultdict(lambda: collections.defaultdict(list))
for r in rows[1:]: d[(r[ki],r[bi],r[gi])][r[mi]].append(float(r[vi].replace(",","")))
for k,v in d.items(): print(k, {m: round(sum(x)/len(x),1) for m,x in v.items()})
PY
