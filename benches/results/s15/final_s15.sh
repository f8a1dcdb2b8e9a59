#!/usr/bin/env bash
# Fifteenth session, final code: the one-launch list with positions in shared memory against the
# previous commit's binary (.dev/mlff_old, c26a5ea): ncu of the list's launches in MD of the
# 192-atom box, interleaved MD rounds; then the final figures: tests with CUDA and wgpu required,
# mlff check, validate-md on CUDA, the bench on CUDA and through Vulkan, MD on both.
cd "$(dirname "$0")/../../.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
for t in md backends wide_cubes; do echo "== $t"; MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 200 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done | tee $OUT/final_tests.txt
timeout 100 .dev/mlff check 2>&1 | grep -v XDG | tail -4 | tee $OUT/final_check.txt
MODEL=models/painn-gfn2-hcno.safetensors
NCU=/usr/local/cuda/bin/ncu
for v in old new; do
  bin=.dev/mlff; [ $v = old ] && bin=.dev/mlff_old
  timeout 200 $NCU --clock-control none --cache-control none --metrics gpu__time_duration.sum -k regex:small_list --launch-skip 200 --launch-count 300 --csv $bin md examples/data/water_box_192.xyz -m $MODEL --steps 600 --every 600 --backend cuda --quiet > /tmp/fl_ncu_$v.csv 2>&1
done
python3 - <<'PY' | tee $OUT/final_list_ncu.txt
import csv
for v in ["old","new"]:
    rows=[r for r in csv.reader(open(f"/tmp/fl_ncu_{v}.csv")) if len(r)>10]
    h=rows[0]; vi=h.index("Metric Value")
    t=[float(r[vi].replace(",",""))/1000 for r in rows[1:]]
    b=[x for x in t if x>20]; c=[x for x in t if x<=20]
    print(f"{v}: {len(t)} launches, {sum(t)/len(t):.2f} us mean; {len(b)} builds mean {sum(b)/max(len(b),1):.1f} us (min {min(b) if b else 0:.1f}, max {max(b) if b else 0:.1f}); {len(c)} checks mean {sum(c)/max(len(c),1):.2f} us")
PY
for i in 1 2 3; do for v in old new; do
  bin=.dev/mlff; [ $v = old ] && bin=.dev/mlff_old
  echo "== $v round $i"
  timeout 60 $bin md examples/data/water_box_192.xyz -m $MODEL --steps 6000 --every 2000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
  timeout 60 $bin md benches/data/benzene.extxyz -m $MODEL --steps 20000 --every 5000 --backend cuda --quiet 2>&1 | grep -iE "steps/s" | tail -1
done; done 2>&1 | tee $OUT/final_rounds.txt
timeout 200 .dev/mlff validate-md -m $MODEL --backend cuda -o /tmp/vmd 2>&1 | grep -v XDG | tail -12 | tee $OUT/final_validate.txt
cp /tmp/vmd/validate_md.md $OUT/final_validate_md.md 2>/dev/null
BM=benches/data/painn_bench.safetensors
for b in cuda wgpu; do
  timeout 150 .dev/mlff bench --model $BM --backend $b --case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288 --reps 20 --warmup 5 --json $OUT/final_bench_$b.json 2>&1 | grep median
done 2>&1 | tee $OUT/final_bench.txt
for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  echo "== wgpu $c"; timeout 60 .dev/mlff md $c -m $MODEL --steps 6000 --every 2000 --backend wgpu --quiet 2>&1 | grep -iE "steps/s" | tail -1
done 2>&1 | tee -a $OUT/final_rounds.txt
