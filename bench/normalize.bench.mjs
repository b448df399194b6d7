// T1 normalize benchmark: the whole pipeline and each stage in MB/s on a 50 MB real log (the captured outputs of
// test/fixtures/outputs/, concatenated with shifted numbers by bench/fixtures/long-log.mjs), the line-ops kernel in
// wasm vs its TS twin in the same run, and the output ratio (+ signal lines kept) on long real outputs.
//
// Every row has wall and CPU-time medians (the machine may be shared: CPU time is the steadier figure), and ratios
// against baselines measured in the same run: strip-ansi's regex for throughput, the TS twin for the line kernel.
// usage: node bench/normalize.bench.mjs [--mb N]   (after `npm run build`)
// Writes bench/results/normalize.json.
import { mkdirSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir, cpus, availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildLongLog, loadFixtures, signalPatterns } from './fixtures/long-log.mjs';
import { stripAnsiRegex } from './fixtures/strip-ansi.mjs';

const here = dirname(fileURLToPath(import.meta.url));
process.env.XDG_STATE_HOME = mkdtempSync(join(tmpdir(), 'ck-bench-state-')); // spill into a throwaway store
const dist = (p) => import(join(here, '..', 'dist', p));
const { normalize } = await dist('normalize/normalize.js');
const { stripTerminal } = await dist('kernels/terminal.js');
const { lineOps, DEFAULT_LINE_OPS } = await dist('kernels/lines.js');
const { classifySignal } = await dist('normalize/signal.js');

const MB = 1024 * 1024;
const argMb = process.argv.indexOf('--mb');
const sizeMb = argMb > 0 ? Number(process.argv[argMb + 1]) : 50;
const log = buildLongLog({ minBytes: sizeMb * MB });
const cleaned = stripTerminal(log).bytes;
const opsForClassify = lineOps(cleaned);


/**
 * Returns one row per function: median wall ms and median CPU ms per call (process CPU time, all threads: on a
 * shared machine the steadier figure), and MB/s from each. `setup` runs before every call, outside the timing.
 */
function measure(group, size, fns, iterations = 5, setup = () => {}) {
  const rows = [];
  for (const [name, fn] of Object.entries(fns)) {
    setup();
    fn(); // warm-up (JIT tiers, wasm instance, memory growth)
    const wall = [];
    const cpu = [];
    for (let i = 0; i < iterations; i++) {
      setup();
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      fn();
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
    const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const w = med(wall);
    const u = med(cpu);
    rows.push({ group, name, bytes: size, medianMs: +w.toFixed(1), cpuMs: +u.toFixed(1), mbPerSec: +((size / MB) / (w / 1000)).toFixed(1), cpuMbPerSec: +((size / MB) / (u / 1000)).toFixed(1) });
  }
  return rows;
}

// A fresh spill store per call, so "spill" pays for the writes as a first normalize of an output does
// (a repeated output only touches its entry).
let stateN = 0;
const stateRoot = process.env.XDG_STATE_HOME;
const freshStore = () => {
  rmSync(join(stateRoot, String(stateN)), { recursive: true, force: true }); // the previous call's 2 x 50 MB
  process.env.XDG_STATE_HOME = join(stateRoot, String(++stateN));
};
const sameStore = () => { process.env.XDG_STATE_HOME = stateRoot; };

const stages = [
  ...measure(`stages (${(log.length / MB).toFixed(1)} MB real log)`, log.length, {
    'whole T1 (no spill)': () => normalize(log, { tool: 'bash', spill: false }),
    'whole T1 (repeat: spill entry exists)': () => normalize(log, { tool: 'bash' }),
    'stripTerminal': () => stripTerminal(log),
    'lineOps wasm': () => lineOps(cleaned, DEFAULT_LINE_OPS, 'wasm'),
    'lineOps js': () => lineOps(cleaned, DEFAULT_LINE_OPS, 'js'),
    'classifySignal': () => classifySignal(cleaned, opsForClassify, new Uint8Array(opsForClassify.count)),
    'baseline: strip-ansi regex (decode + replace)': () => stripAnsiRegex(log),
  }, 5, sameStore),
  ...measure('first normalize of an output (fresh spill store: sha1 + raw and cleaned written)', log.length, {
    'whole T1 (spill, first time)': () => normalize(log, { tool: 'bash' }),
  }, 5, freshStore),
];
sameStore();
const js = stages.find((r) => r.name === 'lineOps js');
const regex = stages.find((r) => r.name.startsWith('baseline'));
for (const r of stages) {
  r.xLineOpsJsCpu = r.name.startsWith('lineOps') ? +(r.cpuMbPerSec / js.cpuMbPerSec).toFixed(2) : null;
  r.xRegexCpu = +(r.cpuMbPerSec / regex.cpuMbPerSec).toFixed(2);
}
console.table(stages.map((r) => ({ stage: r.name, 'wall ms': r.medianMs, 'wall MB/s': r.mbPerSec, 'cpu ms': r.cpuMs, 'cpu MB/s': r.cpuMbPerSec, 'x regex (cpu)': r.xRegexCpu, 'x lineOps js (cpu)': r.xLineOpsJsCpu })));

// Output ratio on long real outputs (> 2,000 lines), with the share of signal lines kept verbatim.
const patterns = signalPatterns();
const splitLines = (t) => { const p = t.split('\n'); if (t.endsWith('\n')) p.pop(); return p; };
function ratioRow(name, bytes) {
  const r = normalize(bytes, { tool: 'bash', spill: false });
  const clean = Buffer.from(stripTerminal(bytes).bytes).toString('utf8');
  const out = new Set(splitLines(r.text));
  const lines = splitLines(clean);
  const signal = lines.filter((l) => patterns.some((p) => p.test(l)));
  const kept = signal.filter((l) => out.has(l)).length;
  return { output: name, lines: lines.length, tokensBefore: r.tokensBefore, tokensAfter: r.tokensAfter, ratio: +(r.tokensAfter / r.tokensBefore).toFixed(4), signalLines: signal.length, signalKept: signal.length ? +(kept / signal.length).toFixed(4) : 1 };
}
const ratios = [];
for (const f of loadFixtures()) {
  const n = splitLines(f.bytes.toString('latin1')).length;
  if (n > 2000) ratios.push(ratioRow(f.name, f.bytes));
}
ratios.push(ratioRow('100k-line log', buildLongLog({ minLines: 100_000 })));
ratios.push(ratioRow(`${sizeMb} MB log`, log));
console.table(ratios);

const results = {
  machine: { node: process.version, cpus: availableParallelism(), model: cpus()[0]?.model },
  input: { bytes: log.length, lines: opsForClassify.count, source: 'test/fixtures/outputs/* via bench/fixtures/long-log.mjs' },
  stages,
  ratios,
  loadavg: loadavg(),
  targets: { pipelineMBps: 100, maxRatio: 0.2, signalKept: 1 },
};
mkdirSync(join(here, 'results'), { recursive: true });
// A figure measured while a kernel fell back to its twin measured the twin: say so (src/kernels/fallback.ts).
results.fallbacks = (await dist('kernels/fallback.js')).kernelFallbacks();
console.log(`kernel fallbacks to the TS twin: ${JSON.stringify(results.fallbacks)}`);
writeFileSync(join(here, 'results', 'normalize.json'), JSON.stringify(results, null, 2) + '\n');
rmSync(stateRoot, { recursive: true, force: true });
console.log(`load average: ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.log('wrote bench/results/normalize.json');
