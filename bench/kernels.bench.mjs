// Kernel throughput: the terminal kernel (wasm vs its TS twin vs strip-ansi's regex as an outside
// baseline), SHA-1/SHA-256 (wasm vs TS vs node:crypto), and the piscina pool vs in-thread.
//
// usage: node bench/kernels.bench.mjs [--quick]     (after `npm run build`)
// Input: a 50 MB log made by repeating the real captures in test/fixtures/terminal/ (deterministic).
// Prints medians in MB/s and ratios measured in the same run; writes bench/results/kernels.json.
import { Bench } from 'tinybench';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripAnsiRegex } from './fixtures/strip-ansi.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist', 'kernels');
const { stripTerminal } = await import(join(dist, 'terminal.js'));
const { sha1Hex, sha256Hex } = await import(join(dist, 'sha.js'));
const { stripTerminalLarge, closeKernelPool, kernelPoolCounters } = await import(join(dist, 'pool.js'));
const { kernelFallbacks } = await import(join(dist, 'fallback.js'));
const quick = process.argv.includes('--quick');
const MB = 1 << 20;

const fixtureDir = join(here, '..', 'test', 'fixtures', 'terminal');
const fixtures = readdirSync(fixtureDir).filter((f) => f.endsWith('.txt')).sort().map((f) => [f, readFileSync(join(fixtureDir, f))]);
/** Captures whose redraws move the cursor up (the pool hands those back to one thread). */
const REDRAWS_UP = new Set(['rich-progress.txt', 'tqdm-nested.txt']);

/** Returns `size` bytes made by repeating the given captures in order, cut at a newline. */
function log(size, parts) {
  const unit = Buffer.concat(parts);
  const reps = Math.ceil(size / unit.length);
  const all = Buffer.concat(Array.from({ length: reps }, () => unit));
  const cut = all.lastIndexOf(0x0a, size - 1);
  return new Uint8Array(all.subarray(0, cut + 1));
}

const realLog = log(quick ? 8 * MB : 50 * MB, fixtures.map(([, b]) => b));
const flatParts = fixtures.filter(([f]) => !REDRAWS_UP.has(f)).map(([, b]) => b);


/**
 * Runs `fns` ({name: fn}) on `size` bytes of work and returns rows with the median wall time, MB/s from it,
 * and MB/s from process CPU time (all threads) per call: on a shared machine the CPU figure is the steadier one.
 */
async function measure(group, size, fns, iterations) {
  const rows = [];
  for (const [name, fn] of Object.entries(fns)) {
    let calls = 0;
    const bench = new Bench({ iterations, time: 0, warmupIterations: 1, warmupTime: 0 });
    bench.add(name, async () => { calls++; await fn(); });
    const cpu0 = process.cpuUsage();
    await bench.run();
    const cpu = process.cpuUsage(cpu0);
    const median = bench.tasks[0].result.latency.p50;
    const cpuMs = (cpu.user + cpu.system) / 1000 / calls;
    rows.push({ group, name, bytes: size, medianMs: +median.toFixed(3), mbPerSec: +((size / MB) / (median / 1000)).toFixed(1), cpuMbPerSec: +((size / MB) / (cpuMs / 1000)).toFixed(1) });
  }
  return rows;
}

function table(rows, baseline) {
  const base = rows.find((r) => r.name === baseline);
  for (const r of rows) {
    r.vsBaseline = base ? +(r.mbPerSec / base.mbPerSec).toFixed(2) : null;
    r.cpuVsBaseline = base ? +(r.cpuMbPerSec / base.cpuMbPerSec).toFixed(2) : null;
  }
  console.table(rows.map((r) => ({ group: r.group, impl: r.name, 'median ms': r.medianMs, 'MB/s': r.mbPerSec, [`x ${baseline}`]: r.vsBaseline, 'cpu MB/s': r.cpuMbPerSec, 'cpu x': r.cpuVsBaseline })));
  return rows;
}

const results = { machine: { node: process.version, cpus: availableParallelism(), model: cpus()[0]?.model, loadavg: loadavg() }, input: {}, terminal: [], sha: [], pool: [] };

// ---- terminal --------------------------------------------------------------------------------------
{
  const out = stripTerminal(realLog);
  results.input = {
    bytes: realLog.length,
    fixtures: fixtures.map(([f]) => f),
    outputBytes: out.bytes.length,
    stats: out.stats,
  };
  console.log(`terminal: ${(realLog.length / MB).toFixed(1)} MB real-capture log -> ${(out.bytes.length / MB).toFixed(1)} MB visible; ${JSON.stringify(out.stats)}`);
  const js = stripTerminal(realLog, { impl: 'js' });
  if (!Buffer.from(js.bytes).equals(Buffer.from(out.bytes))) throw new Error('wasm and js disagree on the bench input');
  const rows = await measure(`terminal ${(realLog.length / MB).toFixed(0)} MB`, realLog.length, {
    wasm: () => stripTerminal(realLog, { impl: 'wasm' }),
    js: () => stripTerminal(realLog, { impl: 'js' }),
    'regex (strip-ansi)': () => stripAnsiRegex(realLog),
  }, quick ? 3 : 7);
  results.terminal = table(rows, 'regex (strip-ansi)');
}

// ---- SHA -------------------------------------------------------------------------------------------
for (const size of [1024, 64 << 10, 16 * MB]) {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i++) data[i] = (i * 2654435761) >>> 24;
  const reps = Math.max(1, Math.floor((4 * MB) / size)); // small inputs: time a batch so timers resolve
  const rows = [];
  for (const [algo, fn] of [['sha1', sha1Hex], ['sha256', sha256Hex]]) {
    const fns = {};
    for (const impl of ['node', 'wasm', 'js']) fns[`${algo} ${impl}`] = () => { for (let r = 0; r < reps; r++) fn(data, { impl }); };
    const measured = await measure(`${algo} ${size >= MB ? size / MB + ' MB' : size / 1024 + ' KB'}`, size * reps, fns, quick ? 3 : size >= MB ? 5 : 15);
    rows.push(...table(measured, `${algo} node`));
  }
  results.sha.push(...rows);
}

// ---- pool ------------------------------------------------------------------------------------------
for (const size of quick ? [1 * MB, 8 * MB] : [1 * MB, 8 * MB, 50 * MB]) {
  const flat = log(size, flatParts);
  const chunkBytes = Math.max(256 << 10, Math.ceil(flat.length / availableParallelism()));
  await closeKernelPool();
  const t0 = performance.now();
  await stripTerminalLarge(flat, { minBytes: 0, chunkBytes }); // cold: starts the workers, loads the wasm once per worker
  const coldMs = performance.now() - t0;
  const rows = await measure(`pool ${size / MB} MB`, flat.length, {
    'in-thread wasm': () => stripTerminal(flat),
    'pool (warm)': () => stripTerminalLarge(flat, { minBytes: 0, chunkBytes }),
  }, quick ? 3 : 7);
  rows.push({ group: `pool ${size / MB} MB`, name: 'pool (cold, 1 run)', bytes: flat.length, medianMs: +coldMs.toFixed(3), mbPerSec: +((flat.length / MB) / (coldMs / 1000)).toFixed(1), cpuMbPerSec: null });
  results.pool.push(...table(rows, 'in-thread wasm'));
}
results.poolCounters = kernelPoolCounters();
// A figure measured while a kernel fell back to its twin measured the twin: say so (src/kernels/fallback.ts).
results.fallbacks = kernelFallbacks();
console.log(`kernel fallbacks to the TS twin: ${JSON.stringify(results.fallbacks)}`);
results.machine.loadavgAfter = loadavg();
console.log(`load average before/after: ${results.machine.loadavg.map((x) => x.toFixed(1))} / ${results.machine.loadavgAfter.map((x) => x.toFixed(1))} on ${availableParallelism()} cores`);
await closeKernelPool();

mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'kernels.json'), JSON.stringify(results, null, 2) + '\n');
console.log('wrote bench/results/kernels.json');
