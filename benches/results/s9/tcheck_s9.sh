#!/usr/bin/env bash
# Ninth session: the MD summary (drift, mean temperature, largest force) of the water box, previous head against this code.
cd "$(dirname "$0")/.."
for b in mlff_old mlff; do echo "== $b"; .dev/$b md examples/data/water_box_192.xyz -m models/painn-gfn2-hcno.safetensors --steps 4000 --every 1000 --backend cuda --quiet 2>&1 | tail -3; done
