// T1 normalize benchmark: the whole pipeline and each stage in MB/s on a 50 MB real log (the captured outputs of
// test/fixtures/outputs/, concatenated with shifted numbers by bench/fixtures/long-log.mjs), the line-ops kernel in
// wasm vs its TS twin in the same run, and the output ratio (+ signal lines kept) on long real outputs.
//
// usage: node bench/normalize.bench.mjs [--mb N]   (after `npm run build`)
// Writes bench/results/normalize.json. The machine may be shared: compare ratios within one run.
import { Bench } from 'tinybench';
import { mkdirSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir, cpus, availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildLongLog, loadFixtures, signalPatterns } from './fixtures/long-log.mjs';

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

async function measure(group, size, fns, iterations = 5) {
  const bench = new Bench({ iterations, time: 0, warmupIterations: 1, warmupTime: 0 });
  for (const [name, fn] of Object.entries(fns)) bench.add(name, fn);
  await bench.run();
  return bench.tasks.map((t) => {
    const median = t.result.latency.p50;
    return { group, name: t.name, bytes: size, medianMs: +median.toFixed(1), mbPerSec: +((size / MB) / (median / 1000)).toFixed(1) };
  });
}

const stages = await measure(`stages (${(log.length / MB).toFixed(1)} MB real log)`, log.length, {
  'whole T1 (no spill)': () => normalize(log, { tool: 'bash', spill: false }),
  'whole T1 (spill)': () => normalize(log, { tool: 'bash' }),
  'stripTerminal': () => stripTerminal(log),
  'lineOps wasm': () => lineOps(cleaned, DEFAULT_LINE_OPS, 'wasm'),
  'lineOps js': () => lineOps(cleaned, DEFAULT_LINE_OPS, 'js'),
  'classifySignal': () => classifySignal(cleaned, opsForClassify, new Uint8Array(opsForClassify.count)),
});
const js = stages.find((r) => r.name === 'lineOps js');
for (const r of stages) r.vsLineOpsJs = r.name.startsWith('lineOps') ? +(r.mbPerSec / js.mbPerSec).toFixed(2) : null;
console.table(stages.map((r) => ({ stage: r.name, 'median ms': r.medianMs, 'MB/s': r.mbPerSec, 'x lineOps js': r.vsLineOpsJs })));

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
  targets: { pipelineMBps: 100, maxRatio: 0.2, signalKept: 1 },
};
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'normalize.json'), JSON.stringify(results, null, 2) + '\n');
console.log('wrote bench/results/normalize.json');
