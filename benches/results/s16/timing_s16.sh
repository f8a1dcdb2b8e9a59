#!/usr/bin/env bash
# Sixteenth session: host time to issue a block of MD steps against the time until the device is
# idle, benzene and the 192-atom water box. MLFF_MD_TIMING was a temporary switch, not in the
# code: in CubeDynamics::advance, an Instant around the loop of one_step, then after
# small_list_fitted a read of v and an eprintln of both times per step. Run twice: with
# `--steps 20000 --every 5000` (two rounds; timing_5000.txt) and as below (timing_100.txt).
cd "$(dirname "$0")/../../.."
MODEL=models/painn-gfn2-hcno.safetensors
for i in 1; do
for c in benches/data/benzene.extxyz examples/data/water_box_192.xyz; do
  echo "== $c"
  MLFF_MD_TIMING=1 timeout 100 .dev/mlff md $c -m $MODEL --steps 4000 --every 100 --backend cuda --quiet 2>&1 | grep -E "md timing|steps/s" | tail -4
done; done | tee $OUT/timing.txt
