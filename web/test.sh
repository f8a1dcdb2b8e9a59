#!/usr/bin/env bash
# The browser test: builds the page (web/build.sh), serves it on 127.0.0.1 (web/serve.py:
# python3's http.server), opens it in headless Chromium on WebGPU (SwiftShader, Chromium's CPU
# Vulkan, where no GPU is present), and checks:
#   0. the page's messages: a browser without WebGPU, a bad extxyz file (the library reader's
#      NAME:LINE message), an element the model lacks, two atoms 0.1 Å apart (the close-contact
#      guard's message, not numbers);
#   1. check mode on ethanol (a molecule) and the periodic 192-atom water box: energy within
#      1e-5 and forces within 1e-4 (relative RMS), the f32 tolerances of tests/backends.rs;
#   2. 200 NVE steps of ethanol (dt 0.5 fs, 300 K, seed 1): every reported total energy finite,
#      conserved within 2 meV/atom, and within 5e-3 eV of `mlff md --backend cpu` on the same
#      start (the same velocities: the random numbers are the same on every backend).
# Prints the load time, the evaluation times and the steps/s. Exit status 1 on a failure.
# Environment: CHROMIUM (default: chromium), MLFF (the CLI; default: built with cargo), SITE
# (a folder web/build.sh built; default: build it), CARGO_TARGET_DIR as for cargo.
set -euo pipefail
web=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$web")
target=${CARGO_TARGET_DIR:-$root/target}
chromium=${CHROMIUM:-chromium}
command -v "$chromium" >/dev/null || { echo "test.sh: $chromium not found (apt-get install chromium)" >&2; exit 1; }
site=${SITE:-$("$web/build.sh" | tail -n 1)}
wasm=$site/pkg/mlff_web_bg.wasm
echo "web: static folder $site ($(du -sh "$site" | cut -f1)); wasm $(stat -c %s "$wasm") bytes, gzip -9 $(gzip -9c "$wasm" | wc -c) bytes$(command -v brotli >/dev/null && echo ", brotli -q 11 $(brotli -q 11 -c "$wasm" | wc -c) bytes")"
if [ -z "${MLFF:-}" ]; then
    (cd "$root" && cargo build --release --bin mlff -q)
    MLFF=$target/release/mlff
fi
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
cp "$root/examples/data/ethanol.xyz" "$root/examples/data/water_box_192.xyz" "$site/"
printf '3\nwater, one atom short\nO 0 0 0\nH 0.757 0.586 0\n' >"$site/short.xyz"
printf '3\nhydrogen sulfide\nS 0 0 0\nH 0.96 0.93 0\nH -0.96 0.93 0\n' >"$site/sulfide.xyz"
printf '2\ntwo hydrogens 0.1 A apart\nH 0 0 0\nH 0.1 0 0\n' >"$site/close.xyz"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 "$web/serve.py" "$port" "$site" >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 50); do python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break; sleep 0.1; done

# One page load in headless Chromium; the #result element's JSON goes to $work/$1.json.
# $3: the WebGPU flags (default: WebGPU on SwiftShader).
page() {
    local name=$1 query=$2 t0=$SECONDS marks
    marks=$(wc -l <"$work/server.log")
    local gpu=${3---enable-unsafe-webgpu --enable-unsafe-swiftshader --use-webgpu-adapter=swiftshader --enable-features=Vulkan}
    # shellcheck disable=SC2086
    "$chromium" --headless=new --no-sandbox $gpu --disable-gpu-sandbox \
        --user-data-dir="$work/profile-$name" --virtual-time-budget=600000 --timeout=600000 \
        --dump-dom "http://127.0.0.1:$port/index.html?$query" >"$work/$name.html" 2>"$work/$name.log" || true
    python3 - "$work/$name.html" "$work/$name.json" <<'PY'
import html, json, re, sys
text = open(sys.argv[1]).read()
m = re.search(r'<pre id="result"[^>]*>(.*?)</pre>', text, re.S)
body = html.unescape(m.group(1)) if m else ''
if not body.strip():
    status = re.search(r'<div id="status"[^>]*>(.*?)</div>', text, re.S)
    body = json.dumps({"error": "no result; page status: " + (html.unescape(status.group(1)) if status else "(no page)")})
open(sys.argv[2], "w").write(body)
PY
    tail -n +"$((marks + 1))" "$work/server.log" | grep '^mark ' >"$work/$name.marks" || true
    echo "web: page $name: $((SECONDS - t0)) s"
}

page nogpu "check=1" "--disable-features=Vulkan --disable-gpu"
page short "structure=short.xyz&check=1"
page sulfide "structure=sulfide.xyz&check=1"
page close "structure=close.xyz&check=1"
page ethanol "structure=ethanol.xyz&check=1&steps=200&every=20"
page box "structure=water_box_192.xyz&check=1"

"$MLFF" eval --model "$root/models/painn-gfn2-hcno.safetensors" --backend cpu --precision f64 \
    "$root/examples/data/ethanol.xyz" -o "$work/ethanol.ref.xyz" 2>/dev/null
"$MLFF" eval --model "$root/models/painn-gfn2-hcno.safetensors" --backend cpu --precision f64 \
    "$root/examples/data/water_box_192.xyz" -o "$work/box.ref.xyz" 2>/dev/null
"$MLFF" md "$root/examples/data/ethanol.xyz" --model "$root/models/painn-gfn2-hcno.safetensors" --backend cpu \
    --precision f64 --steps 200 --every 20 --dt 0.5 --temperature 300 --seed 1 --ensemble nve --quiet \
    --log "$work/ethanol.md.csv" >/dev/null 2>&1

python3 - "$work" <<'PY'
import csv, json, math, sys
work = sys.argv[1]

def reference(path):
    """Energy and flat forces of the first frame of an extxyz written by mlff eval."""
    lines = open(path).read().splitlines()
    n, comment = int(lines[0]), lines[1]
    energy = float(comment.split("energy=")[1].split()[0])
    props = comment.split("Properties=")[1].split()[0].split(":")
    col, fcol = 0, None
    for name, kind, width in zip(props[0::3], props[1::3], props[2::3]):
        if name == "forces":
            fcol = col
        col += int(width)
    forces = [float(x) for line in lines[2:2 + n] for x in line.split()[fcol:fcol + 3]]
    return energy, forces

failed = False
def check(ok, what):
    global failed
    print(("ok:   " if ok else "FAIL: ") + what)
    failed |= not ok

def marks(name):
    """Real times (s) of the points the page reached, from web/serve.py's log."""
    return {m[1]: float(m[2]) for m in (line.split() for line in open(f"{work}/{name}.marks")) if len(m) == 3}

def error_of(name):
    return json.load(open(f"{work}/{name}.json")).get("error", "")

e = error_of("nogpu")
check("WebGPU" in e, f"no WebGPU: the page says so ({e[:100]!r})")
e = error_of("short")
check(e.startswith("short.xyz:") and "frame" in e, f"a cut-short file: the reader's message ({e[:100]!r})")
e = error_of("sulfide")
check("element S (Z=16) is not in model" in e, f"an element the model lacks: named ({e[:100]!r})")
got = json.load(open(f"{work}/close.json"))
e = got.get("error", "")
check("atoms 0 (H) and 1 (H) are 0.1000 Å apart, closer than the 0.5 Å" in e and "energy" not in got,
      f"two atoms 0.1 Å apart: the guard's message, no numbers ({e[:100]!r})")

for name in ("ethanol", "box"):
    got = json.load(open(f"{work}/{name}.json"))
    t = marks(name)
    if "loaded" in t:
        print(f"web: {name}: page to wasm, model and structure loaded in {t['loaded'] - t['page']:.2f} s (real time)")
    if "error" in got:
        check(False, f"{name}: the page reported: {got['error']}")
        continue
    e_ref, f_ref = reference(f"{work}/{name}.ref.xyz")
    e_err = abs(got["energy"] - e_ref) / max(abs(e_ref), 1.0)
    n = len(f_ref)
    rms = lambda v: math.sqrt(sum(x * x for x in v) / n)
    f_err = rms([a - b for a, b in zip(got["forces"], f_ref)]) / max(rms(f_ref), 1.0) if len(got["forces"]) == n else math.inf
    print(f"web: {name}: adapter {got['adapter']}; real time: first evaluation {t['first'] - t['loaded']:.2f} s "
          f"(kernel compilation), second {1e3 * (t['evaluated'] - t['first']):.0f} ms")
    check(e_err < 1e-5, f"{name}: energy {got['energy']:.8f} eV against {e_ref:.8f} (relative error {e_err:.2e} < 1e-5)")
    check(f_err < 1e-4, f"{name}: forces relative RMS error {f_err:.2e} < 1e-4")

got = json.load(open(f"{work}/ethanol.json"))
if "energies" in got:
    e = got["energies"]
    atoms = len(got["forces"]) // 3
    check(all(math.isfinite(x) for x in e) and len(e) == 11, f"md: {len(e)} finite total energies (11 reports of 200 steps)")
    drift = max(abs(x - e[0]) for x in e) / atoms
    check(drift < 2e-3, f"md: NVE total energy within {1e3 * drift:.3f} meV/atom of its start (< 2)")
    ref = [float(r["total_eV"]) for r in csv.DictReader(open(f"{work}/ethanol.md.csv"))]
    dev = max(abs(a - b) for a, b in zip(e, ref)) if len(ref) == len(e) else math.inf
    check(dev < 5e-3, f"md: total energies within {dev:.2e} eV of mlff md --backend cpu --precision f64 (< 5e-3)")
    t = marks("ethanol")
    print(f"web: md: {got['steps']} steps of {atoms} atoms at {got['steps'] / (t['md-end'] - t['md']):.1f} steps/s real time (reports every 20 steps included); "
          f"T {got['temperature'][0]:.1f} -> {got['temperature'][-1]:.1f} K")
else:
    check(False, "md: no energies in the page's result")
sys.exit(1 if failed else 0)
PY
