// The page of mlff in the browser: loads a model and a structure, evaluates, runs MD on the
// GPU with a rotating view and a live energy/temperature plot. Every call into the wasm module
// is awaited and made one at a time.
//
// Automation: ?model=URL&structure=URL&check=1 evaluates once and writes JSON into #result
// (energy in eV, forces flat in eV/Å, adapter, ms); &steps=N also runs N MD steps (NVE unless
// &ensemble=, &dt=, &temperature=, &every= reports) and adds energies, potential, temperature
// and steps_per_s. A failure writes {"error": "..."}.
import init, * as mlff from './pkg/mlff_web.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const DEFAULT_MODEL = 'painn-gfn2-hcno.safetensors';

let structure = null; // {symbols, positions, cell, pbc}
let running = false;
let history = [];     // {t, potential, kinetic, total, temperature}

function say(text, error = false) {
  $('status').textContent = text;
  $('status').className = error ? 'error' : '';
}

// The message of a thrown value: wasm errors are Error objects carrying the library's message.
const message = (e) => (e && e.message) ? e.message : String(e);

async function fetchBytes(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status} ${r.statusText}`);
  return new Uint8Array(await r.arrayBuffer());
}

async function fetchText(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status} ${r.statusText}`);
  return r.text();
}

const baseName = (url) => decodeURIComponent(url.split('?')[0].split('/').pop() || url);

async function loadModel(bytes, name) {
  say(`Loading model ${name} and opening the WebGPU adapter…`);
  const t0 = performance.now();
  const info = JSON.parse(await mlff.load_model(bytes, name));
  // wgpu knows little of a browser's adapter; the browser's own description names it.
  const gpu = await navigator.gpu.requestAdapter({ powerPreference: 'high-performance' });
  const i = gpu && gpu.info;
  const named = i ? [i.vendor, i.architecture, i.device, i.description].filter(Boolean).join(' ') : '';
  if (named) info.adapter = `${named} (WebGPU)`;
  $('model-info').textContent =
    `model ${name}: elements ${info.elements.join(' ')}, cutoff ${info.cutoff} Å, ` +
    `${info.features} features, ${info.layers} layers; adapter ${info.adapter}`;
  say(`Model ${name} loaded in ${(performance.now() - t0).toFixed(0)} ms on ${info.adapter}.`);
  return info;
}

function setStructure(json) {
  stopMd();
  structure = JSON.parse(json);
  history = [];
  $('download').disabled = true;
  draw(structure.positions);
  drawPlot();
  $('numbers').textContent = `${structure.symbols.length} atoms` +
    (structure.cell ? `, periodic ${JSON.stringify(structure.pbc)}` : ', molecule') +
    (structure.frames > 1 ? ` (first of ${structure.frames} frames)` : '');
}

async function loadStructureUrl(url) {
  if (url.startsWith('builtin:')) return setStructure(mlff.builtin_structure(url.slice(8)));
  setStructure(mlff.load_structure(await fetchText(url), baseName(url)));
}

async function evaluate() {
  // The structure evaluated: another may be chosen while the call runs.
  const s = structure;
  const r = JSON.parse(await mlff.evaluate());
  const f = r.forces;
  let lines = [`E = ${r.energy.toFixed(6)} eV   (${r.ms.toFixed(1)} ms)`, 'forces (eV/Å):'];
  for (let i = 0; i < s.symbols.length && i < 200; i++) {
    const v = [f[3 * i], f[3 * i + 1], f[3 * i + 2]].map((x) => x.toFixed(5).padStart(10));
    lines.push(`${String(i).padStart(4)} ${s.symbols[i].padEnd(2)} ${v.join(' ')}`);
  }
  if (s.symbols.length > 200) lines.push('…');
  $('numbers').textContent = lines.join('\n');
  return r;
}

function mdSettings() {
  return {
    ensemble: params.get('ensemble') || $('ensemble').value,
    dt: Number(params.get('dt') || $('dt').value),
    temperature: Number(params.get('temperature') || $('temperature').value),
    friction: Number($('friction').value),
  };
}

async function mdStart() {
  const s = mdSettings();
  const seed = BigInt(params.get('seed') || 1);
  history = [];
  const rep = JSON.parse(await mlff.md_start(s.ensemble, s.dt, s.temperature, s.friction, 100.0, seed));
  history.push(rep);
  $('download').disabled = false;
  return rep;
}

function stopMd() {
  running = false;
  $('md').textContent = 'Start MD';
}

async function mdLoop() {
  const perFrame = Math.max(1, Number($('per-frame').value) | 0);
  let steps = 0, ms = 0;
  while (running) {
    const rep = JSON.parse(await mlff.md_advance(perFrame));
    history.push(rep);
    if (history.length > 2000) history.splice(1, 1);
    steps += perFrame;
    ms += rep.ms;
    $('rate').textContent = `step ${rep.step}, ${(1000 * steps / ms).toFixed(1)} steps/s, T = ${rep.temperature.toFixed(1)} K`;
    draw(rep.positions);
    drawPlot();
    await new Promise(requestAnimationFrame);
  }
}

// ---- drawing: a rotating orthographic view (canvas 2D), atoms sorted by depth ----
const COLORS = { H: '#ddd', C: '#555', N: '#36c', O: '#d33', S: '#dc3', F: '#7c7', Cl: '#4b4', Si: '#c96' };
const RADII = { H: 0.31, C: 0.76, N: 0.71, O: 0.66 };
let angle = 0;

function draw(pos) {
  const c = $('view'), g = c.getContext('2d');
  g.clearRect(0, 0, c.width, c.height);
  if (!structure) return;
  const n = structure.symbols.length;
  let cx = 0, cy = 0, cz = 0;
  for (let i = 0; i < n; i++) { cx += pos[3 * i]; cy += pos[3 * i + 1]; cz += pos[3 * i + 2]; }
  cx /= n; cy /= n; cz /= n;
  angle += 0.01;
  const ca = Math.cos(angle), sa = Math.sin(angle), tilt = 0.35, ct = Math.cos(tilt), st = Math.sin(tilt);
  const pts = [];
  let extent = 1;
  for (let i = 0; i < n; i++) {
    const x = pos[3 * i] - cx, y = pos[3 * i + 1] - cy, z = pos[3 * i + 2] - cz;
    const xr = ca * x + sa * z, zr = -sa * x + ca * z;
    const yr = ct * y - st * zr, zr2 = st * y + ct * zr;
    pts.push([xr, yr, zr2, i]);
    extent = Math.max(extent, Math.hypot(xr, yr));
  }
  const scale = (0.45 * Math.min(c.width, c.height)) / (extent + 1);
  const sx = (p) => c.width / 2 + scale * p[0], sy = (p) => c.height / 2 - scale * p[1];
  if (n <= 400) {
    g.strokeStyle = '#999';
    g.lineWidth = 2;
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
      const d = Math.hypot(pos[3 * i] - pos[3 * j], pos[3 * i + 1] - pos[3 * j + 1], pos[3 * i + 2] - pos[3 * j + 2]);
      const ri = RADII[structure.symbols[i]] || 0.8, rj = RADII[structure.symbols[j]] || 0.8;
      if (d < 1.2 * (ri + rj)) {
        g.beginPath(); g.moveTo(sx(pts[i]), sy(pts[i])); g.lineTo(sx(pts[j]), sy(pts[j])); g.stroke();
      }
    }
  }
  pts.sort((a, b) => a[2] - b[2]);
  for (const p of pts) {
    const s = structure.symbols[p[3]];
    g.beginPath();
    g.arc(sx(p), sy(p), Math.max(2, scale * 0.5 * (RADII[s] || 0.8)), 0, 2 * Math.PI);
    g.fillStyle = COLORS[s] || '#c6c';
    g.fill();
    g.strokeStyle = '#333';
    g.lineWidth = 1;
    g.stroke();
  }
}

function drawPlot() {
  const c = $('plot'), g = c.getContext('2d');
  g.clearRect(0, 0, c.width, c.height);
  g.font = '12px system-ui';
  if (history.length < 2) { g.fillStyle = '#888'; g.fillText('energy and temperature appear here during MD', 20, 20); return; }
  const t = history.map((r) => r.time_fs);
  const e0 = history[0].total;
  const series = [
    { name: 'E_total − E₀ (eV)', v: history.map((r) => r.total - e0), color: '#000', axis: 0 },
    { name: 'E_pot − E₀ (eV)', v: history.map((r) => r.potential - e0), color: '#36c', axis: 0 },
    { name: 'T (K)', v: history.map((r) => r.temperature), color: '#d33', axis: 1 },
  ];
  const pad = 45, w = c.width - 2 * pad, h = c.height - 2 * pad;
  const t0 = t[0], t1 = Math.max(t[t.length - 1], t0 + 1e-9);
  for (const axis of [0, 1]) {
    const vs = series.filter((s) => s.axis === axis).flatMap((s) => s.v);
    let lo = Math.min(...vs), hi = Math.max(...vs);
    if (hi - lo < 1e-9) { hi += 0.5; lo -= 0.5; }
    for (const s of series.filter((s) => s.axis === axis)) {
      g.strokeStyle = s.color;
      g.beginPath();
      s.v.forEach((v, i) => {
        const x = pad + (w * (t[i] - t0)) / (t1 - t0), y = pad + h - (h * (v - lo)) / (hi - lo);
        i ? g.lineTo(x, y) : g.moveTo(x, y);
      });
      g.stroke();
    }
    g.fillStyle = axis ? '#d33' : '#000';
    const x = axis ? c.width - pad + 4 : 2;
    g.fillText(hi.toPrecision(4), x, pad);
    g.fillText(lo.toPrecision(4), x, pad + h);
  }
  g.fillStyle = '#000';
  g.fillText(`${t0.toFixed(1)} fs`, pad, c.height - 10);
  g.fillText(`${t1.toFixed(1)} fs`, c.width - pad - 40, c.height - 10);
  series.forEach((s, i) => { g.fillStyle = s.color; g.fillText(s.name, pad + 10 + 150 * i, 15); });
}

// ---- controls ----
async function guarded(work) {
  try { await work(); } catch (e) { stopMd(); say(message(e), true); }
}

function wire() {
  for (const name of mlff.builtin_names()) {
    const o = document.createElement('option');
    o.value = name;
    o.textContent = name.replace(/_/g, ' ');
    $('builtin').appendChild(o);
  }
  $('builtin').onchange = () => guarded(async () => {
    setStructure(mlff.builtin_structure($('builtin').value));
    say(`Structure ${$('builtin').value} loaded.`);
  });
  $('eval').onclick = () => guarded(async () => { stopMd(); const r = await evaluate(); say(`E = ${r.energy.toFixed(6)} eV`); });
  $('md').onclick = () => guarded(async () => {
    if (running) return stopMd();
    await mdStart();
    running = true;
    $('md').textContent = 'Stop MD';
    say('MD running on the GPU.');
    await mdLoop();
  });
  $('download').onclick = () => {
    const blob = new Blob([mlff.trajectory()], { type: 'chemical/x-xyz' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'trajectory.extxyz';
    a.click();
    URL.revokeObjectURL(a.href);
  };
  const drop = $('drop');
  drop.ondragover = (e) => { e.preventDefault(); drop.classList.add('over'); };
  drop.ondragleave = () => drop.classList.remove('over');
  drop.ondrop = (e) => { e.preventDefault(); drop.classList.remove('over'); guarded(() => loadFiles(e.dataTransfer.files)); };
  $('file').onchange = () => guarded(() => loadFiles($('file').files));
}

async function loadFiles(files) {
  for (const f of files) {
    if (f.name.endsWith('.safetensors')) {
      stopMd();
      await loadModel(new Uint8Array(await f.arrayBuffer()), f.name);
    } else {
      setStructure(mlff.load_structure(await f.text(), f.name));
      say(`Structure ${f.name} loaded.`);
    }
  }
}

// ---- check mode (automation) ----
// Points of the run for a server that logs their real time (web/serve.py): under headless
// Chromium's virtual time the page's own clock does not measure the GPU's work.
const mark = (name) => fetch(`mark?${name}`, { cache: 'no-store' }).catch(() => {});

async function check() {
  const out = {};
  await mark('start');
  const loadT0 = performance.now();
  const info = await loadModel(await fetchBytes(params.get('model') || DEFAULT_MODEL), baseName(params.get('model') || DEFAULT_MODEL));
  await loadStructureUrl(params.get('structure') || 'builtin:water');
  out.load_ms = performance.now() - loadT0;
  await mark('loaded');
  const first = await evaluate(); // compiles the kernels
  out.first_ms = first.ms;
  await mark('first');
  const r = await evaluate();
  await mark('evaluated');
  Object.assign(out, { energy: r.energy, forces: r.forces, adapter: info.adapter, ms: r.ms });
  const steps = Number(params.get('steps') || 0);
  if (steps > 0) {
    const every = Math.max(1, Number(params.get('every') || 10));
    const rep0 = await mdStart();
    const reps = [rep0];
    await mark('md');
    let done = 0, ms = 0;
    while (done < steps) {
      const k = Math.min(every, steps - done);
      const rep = JSON.parse(await mlff.md_advance(k));
      reps.push(rep);
      done += k;
      ms += rep.ms;
    }
    await mark('md-end');
    Object.assign(out, {
      ensemble: mdSettings().ensemble,
      dt: mdSettings().dt,
      steps,
      energies: reps.map((x) => x.total),
      potential: reps.map((x) => x.potential),
      temperature: reps.map((x) => x.temperature),
      steps_per_s: (1000 * steps) / ms,
    });
  }
  return out;
}

async function main() {
  if (params.get('check')) await mark('page');
  try {
    await init();
  } catch (e) {
    say(`Could not load the WebAssembly module: ${message(e)}`, true);
    return;
  }
  wire();
  if (!navigator.gpu) {
    const msg = 'This browser has no WebGPU (navigator.gpu is missing): use a recent Chrome, Edge or Firefox ' +
      'with WebGPU enabled, over https or localhost.';
    say(msg, true);
    if (params.get('check')) $('result').textContent = JSON.stringify({ error: msg });
    return;
  }
  if (params.get('check')) {
    let out, done = false;
    // Headless Chromium's virtual time stands still while a fetch is pending (web/serve.py
    // answers /hold after 250 ms): one open at a time until the results are written.
    (async () => { while (!done) await fetch('hold', { cache: 'no-store' }).catch(() => {}); })();
    try { out = await check(); say('check done'); } catch (e) { out = { error: message(e) }; say(out.error, true); }
    done = true;
    $('result').textContent = JSON.stringify(out);
    $('result').style.display = 'block';
    return;
  }
  await guarded(async () => {
    const model = params.get('model') || DEFAULT_MODEL;
    await loadModel(await fetchBytes(model), baseName(model));
    const url = params.get('structure') || 'builtin:water';
    await loadStructureUrl(url);
    $('builtin').value = url.startsWith('builtin:') ? url.slice(8) : '';
    await evaluate();
  });
  const spin = () => { if (!running && structure) draw(structure.positions); requestAnimationFrame(spin); };
  requestAnimationFrame(spin);
}

main();
