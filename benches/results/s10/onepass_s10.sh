#!/usr/bin/env bash
# Tenth session, run A: a thread's columns of a dense layer summed in one pass (CUDA, tiles of
# 2-8 atoms on 128 threads). Tests and check on CUDA and wgpu; the previous head (.dev/mlff_old)
# against this code, interleaved; ncu of 1 024 benzenes; an nsys timeline of that call if nsys is there.
cd "$(dirname "$0")/.."
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
ls /usr/local/cuda/bin | tr '\n' ' '; echo
mkdir -p /tmp/tb && tar -C /tmp/tb -xJf .dev/tests.tar.xz
echo "== tests"; for t in backends wide_cubes; do MLFF_REQUIRE_CUDA=1 MLFF_REQUIRE_WGPU=1 timeout 240 /tmp/tb/$t --test-threads 2 2>&1 | grep -E "^test result|FAILED|panicked"; done
echo "== check"; timeout 120 .dev/mlff check 2>&1 | grep -v XDG | tail -4
BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
for i in 1 2; do for b in mlff_old mlff; do
  echo "== $b bench $i"; timeout 100 .dev/$b bench --model $BM --backend cuda --case benzene --case water_192 --case benzene_x1024 --case water_12288 --reps 20 --warmup 5 --json $OUT/${b}_$i.json 2>&1 | grep -E "median"
done; done
for b in mlff_old mlff; do
  for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
    echo -n "$b md $(basename $c): "; timeout 60 .dev/$b md $c -m $MODEL --steps 4000 --every 1000 --backend cuda --quiet 2>&1 | grep -E "steps/s|error" | tail -1; echo
  done
done
timeout 120 /usr/local/cuda/bin/ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum,launch__registers_per_thread --launch-skip 60 --launch-count 60 --csv .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 4 --warmup 2 > $OUT/ncu_x1024_new.csv 2>&1; echo "ncu rc=$?"
NSYS=$(ls /usr/local/cuda/bin/nsys /opt/nvidia/nsight-systems/*/bin/nsys 2>/dev/null | head -1)
if [ -n "$NSYS" ]; then
  timeout 120 $NSYS profile --trace=cuda -o /tmp/x1024 -f true .dev/mlff bench --model $BM --backend cuda --case benzene_x1024 --reps 10 --warmup 3 > /dev/null 2>&1; echo "nsys rc=$?"
  timeout 120 $NSYS stats --report cuda_gpu_trace --format csv -o $OUT/x1024 /tmp/x1024.nsys-rep > /dev/null 2>&1; echo "stats rc=$?"
  timeout 120 $NSYS stats --report cuda_api_trace --format csv -o $OUT/x1024 /tmp/x1024.nsys-rep > /dev/null 2>&1
  ls $OUT
fi
