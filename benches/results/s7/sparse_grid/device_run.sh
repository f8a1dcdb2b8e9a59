#!/usr/bin/env bash
# Seventh session: tiles of 4 atoms on 2F threads when the grid is sparse (MLFF_AB_SMALL_GRID=1,
# the new rule) against F (0, the previous rule), interleaved.
cd "$(dirname "$0")/.."
BM=benches/data/painn_bench.safetensors; M=.dev/mlff; MODEL=models/painn-gfn2-hcno.safetensors
for i in 1 2; do for g in 0 1; do
  echo "== small-grid rule $g ($i)"
  MLFF_AB_SMALL_GRID=$g timeout 120 $M bench --model $BM --backend cuda --case benzene_x64 --case water_1536 --case benzene_x1024 --reps 30 --warmup 5 --json $OUT/grid${g}_$i.json 2>&1 | grep -v XDG | grep -E "median"
  echo -n "md 64 replicas: "; MLFF_AB_SMALL_GRID=$g timeout 40 $M md benches/data/benzene.extxyz -m $MODEL --replicas 64 --steps 2000 --every 1000 --backend cuda --quiet 2>&1 | grep -E "steps/s|error"
  echo -n "md 256 replicas: "; MLFF_AB_SMALL_GRID=$g timeout 40 $M md benches/data/benzene.extxyz -m $MODEL --replicas 256 --steps 1000 --every 500 --backend cuda --quiet 2>&1 | grep -E "steps/s|error"
done; done
tar -C .dev -xJf .dev/tests.tar.xz; MLFF_AB_SMALL_GRID=1 MLFF_REQUIRE_CUDA=1 timeout 200 .dev/backends --test-threads 2 2>&1 | grep -E "test result|panicked|FAIL" | head; MLFF_AB_SMALL_GRID=1 timeout 90 $M check 2>&1 | grep -v XDG | tail -2
