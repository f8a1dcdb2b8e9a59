#!/usr/bin/env bash
# Sixth session's A/B run on the H100 (see benches/NOTES.md). The switches it sets were
# temporary environment variables of that session's binary, removed after the run:
# MLFF_MSG_PAIRS=1 (forward message two edges a step; now always on), MLFF_LOADS=vec4 (dense
# stages' vector shared loads; dropped), MLFF_BWD_CHUNK (backward round size; stays 8),
# MLFF_BWD_PAIRS=1 (backward two edges a step; dropped), MLFF_BLOCK_SHAPE (fused launch shape;
# the default kept). .dev/mlff_old was the previous head (cfc36c6).
cd "$(dirname "$0")/.."
T0=$SECONDS; say() { echo "== [$((SECONDS - T0)) s] $*"; }
BM=benches/data/painn_bench.safetensors; MODEL=models/painn-gfn2-hcno.safetensors
B=benches/data/benzene.extxyz; W=examples/data/water_box_192.xyz
CASES="--case benzene --case water_192 --case benzene_x1024 --case water_1536 --case water_12288"
say "check bwd pairs"; MLFF_BWD_PAIRS=1 MLFF_MSG_PAIRS=1 timeout 120 .dev/mlff check 2>&1 | grep -v XDG | grep -E "cuda|FAIL|error" | head -5
run() { # name, cases, env...
  local name=$1 cases=$2; shift 2
  echo "-- $name"; env "$@" timeout 120 .dev/mlff bench --model $BM --backend cuda $cases --reps 40 --warmup 8 --json $OUT/ab_$name.json 2>&1 | grep -E "median" | sed 's/^/   /'
}
md() { for c in $B $W; do echo -n "   md $(basename $c): "; env "$@" timeout 40 .dev/mlff md $c -m $MODEL --steps 4000 --every 1000 --backend cuda --quiet 2>&1 | grep -E "steps/s|error" | head -1; done; }
run base1 "$CASES" MLFF_MSG_PAIRS=1; md MLFF_MSG_PAIRS=1
run bwdp1 "$CASES" MLFF_MSG_PAIRS=1 MLFF_BWD_PAIRS=1; md MLFF_MSG_PAIRS=1 MLFF_BWD_PAIRS=1
for sh in 2,128 2,256 4,256 1,128 1,256; do run shape_$sh "--case benzene_x1024 --case benzene_x64" MLFF_MSG_PAIRS=1 MLFF_BLOCK_SHAPE=$sh; done
run base2 "$CASES" MLFF_MSG_PAIRS=1; md MLFF_MSG_PAIRS=1
run bwdp2 "$CASES" MLFF_MSG_PAIRS=1 MLFF_BWD_PAIRS=1; md MLFF_MSG_PAIRS=1 MLFF_BWD_PAIRS=1
say done
