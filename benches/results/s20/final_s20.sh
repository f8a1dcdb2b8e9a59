#!/usr/bin/env bash
# Twentieth session, the stop's code: the nineteenth session's final script unchanged (part
# `bench`: the bench on CUDA and through Vulkan, MD rounds on CUDA and through Vulkan). The run
# also made validate-md on CUDA (final_validate.txt), as that script's `tests` part does:
#   .dev/mlff validate-md -m models/painn-gfn2-hcno.safetensors --backend cuda -o /tmp/vmd
exec bash "$(dirname "$0")/../s19/final_s19.sh" "$@"
