#!/usr/bin/env bash
# Build mlff for the browser: the wasm module (wasm32-unknown-unknown, the wgpu backend over
# WebGPU), its JavaScript bindings (wasm-bindgen), the page and the shipped model, into one
# static folder. Its path is the last line printed. Needs the wasm32 target
# (`rustup target add wasm32-unknown-unknown`) and wasm-bindgen-cli of the version in
# web/Cargo.lock (`cargo install wasm-bindgen-cli --version X`).
# Environment: CARGO_TARGET_DIR as for cargo (default: target/ of the repository);
# MLFF_WEB_OUT the folder (default: $CARGO_TARGET_DIR/web-static).
set -euo pipefail
web=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$web")
target=${CARGO_TARGET_DIR:-$root/target}
out=${MLFF_WEB_OUT:-$target/web-static}
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' "$web/Cargo.lock")
have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }') || true
if [ "$have" != "$want" ]; then
    echo "build.sh: wasm-bindgen $want is needed (found: ${have:-none}): cargo install wasm-bindgen-cli --version $want" >&2
    exit 1
fi
(cd "$web" && CARGO_TARGET_DIR=$target cargo build --release --target wasm32-unknown-unknown)
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out/pkg" "$target/wasm32-unknown-unknown/release/mlff_web.wasm"
cp "$web/index.html" "$web/app.js" "$out/"
cp "$root/models/painn-gfn2-hcno.safetensors" "$out/"
cp "$root/examples/data/"*.xyz "$out/"
echo "$out"
