// Whole-process latency of `ck normalize` on a 1 MB real output (built from the captured fixtures), median of N
// runs, against `node -e 0` measured in the same run (the floor any node CLI pays), for the regular launcher and
// for the single-file bundle (dist/cli/normalize.bundle.cjs, built by scripts/bundle.mjs when missing).
//
// usage: node bench/process.bench.mjs [--runs N]   (after `npm run build`)
// Writes bench/results/process.json. Target: median <= 100 ms for the 1 MB output on this 2-core machine.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir, cpus, availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildLongLog } from './fixtures/long-log.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const argRuns = process.argv.indexOf('--runs');
const runs = argRuns > 0 ? Number(process.argv[argRuns + 1]) : 25;
const bundle = join(root, 'dist', 'cli', 'normalize.bundle.cjs');
if (!existsSync(bundle)) spawnSync(process.execPath, [join(root, 'scripts', 'bundle.mjs')], { stdio: 'inherit' });

const input = buildLongLog({ minBytes: 1 << 20 }).subarray(0, 1 << 20);
const env = { ...process.env, XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'ck-proc-state-')) };
const variants = [
  { name: 'node -e 0 (baseline)', args: ['-e', '0'], input: undefined },
  { name: 'ck normalize (bin/context-kernel.js)', args: [join(root, 'bin', 'context-kernel.js'), 'normalize'], input },
  { name: 'ck normalize (bundle)', args: [bundle], input },
  { name: 'ck normalize --no-spill (bundle)', args: [bundle, '--no-spill'], input },
];

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const samples = new Map(variants.map((v) => [v.name, []]));
// Interleave the variants so load changes on a shared machine hit them alike.
for (let r = 0; r < runs + 2; r++) {
  for (const v of variants) {
    const t = process.hrtime.bigint();
    const res = spawnSync(process.execPath, v.args, { input: v.input, env, maxBuffer: 64 << 20 });
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (res.status !== 0) throw new Error(`${v.name} exited ${res.status}: ${res.stderr}`);
    if (r >= 2) samples.get(v.name).push(ms); // two warm-up rounds (disk cache)
  }
}
const base = median(samples.get(variants[0].name));
const rows = variants.map((v) => {
  const m = median(samples.get(v.name));
  return { variant: v.name, runs: samples.get(v.name).length, medianMs: +m.toFixed(1), overBaselineMs: +(m - base).toFixed(1), xBaseline: +(m / base).toFixed(2) };
});
console.table(rows);
console.log(`input: ${input.length} bytes; load average during run: ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
const results = { machine: { node: process.version, cpus: availableParallelism(), model: cpus()[0]?.model, loadavg: loadavg() }, inputBytes: input.length, rows, targetMs: 100 };
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'process.json'), JSON.stringify(results, null, 2) + '\n');
console.log('wrote bench/results/process.json');
