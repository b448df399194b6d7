// Whole-process `ck slice` on one symptom against one checkout: cold (a fresh empty XDG_CACHE_HOME each run: index,
// lexical, literal and slice caches all built), warm (the same command again: served from the slice cache), warm-miss
// (caches kept, a budget never asked before: the slice itself is recomputed) and `node -e 0`, interleaved run by run; with --base, the same rows for another build of ck (a baseline
// checkout's bin/context-kernel.js) in the same run. Medians, and ratios to the baseline build; each row also as CPU
// time (`… cpu`: user + system of the whole process, Linux), steadier than wall time on a machine shared with other
// jobs. Each build keeps its own state directory (V8 code caches) across its runs, as an installed ck would.
// A cold run of a build from before issue 41's postings kept (a query-driven lexical load, e.g. eb69797) leaves the
// full lexical cache to a detached lowest-priority process; the bench waits for it (row `… cold: background build`, ms
// from the cold process's exit to the build's end) before the next run, so that it never runs under another
// measurement. Builds since keep the postings on the index's pass (src/rank/keep.ts) and start none.
//
// usage: node bench/slice-cold.bench.mjs --repo DIR --symptom-file F [--base CK] [--runs N] [--budget N] [--json OUT]
//   Issue 17's speed target: cold ≤ 1.0 s, warm ≤ 200 ms on a sympy-sized checkout with an issue's text.
//   e.g. git worktree add /tmp/ck-base <commit> && (cd /tmp/ck-base && npm ci && npm run build), then
//        --base /tmp/ck-base/bin/context-kernel.js
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg, availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { CK, ckEnv, floorEnv } from './ck-process.mjs';

const USAGE = 'usage: node bench/slice-cold.bench.mjs --repo DIR --symptom-file F [--base CK] [--runs N] [--budget N] [--json OUT]';
const o = { repo: undefined, symptom: undefined, base: undefined, runs: 7, budget: 30000, json: undefined };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const val = () => { if (i + 1 >= argv.length) { console.error(`slice-cold.bench: ${a} needs a value\n${USAGE}`); process.exit(2); } return argv[++i]; };
  if (a === '--repo') o.repo = resolve(val());
  else if (a === '--symptom-file') o.symptom = resolve(val());
  else if (a === '--base') o.base = resolve(val());
  else if (a === '--runs') o.runs = Number(val());
  else if (a === '--budget') o.budget = Number(val());
  else if (a === '--json') o.json = resolve(val());
  else if (a === '-h' || a === '--help') { console.log(USAGE); process.exit(0); }
  else { console.error(`slice-cold.bench: unknown argument ${a}\n${USAGE}`); process.exit(2); }
}
if (!o.repo || !o.symptom || !Number.isInteger(o.runs) || o.runs < 1) { console.error(USAGE); process.exit(2); }

const builds = [{ name: 'this build', ck: CK }, ...(o.base ? [{ name: 'base build', ck: o.base }] : [])];
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const samples = new Map();
const put = (k, ms) => { if (!samples.has(k)) samples.set(k, []); samples.get(k).push(ms); };

const phases = new Map();
// On a loaded machine wall times swing with the load; the CPU time a run took (user + system, all its threads) much
// less. Linux only: this process's reaped children's times, /proc/self/stat fields 16-17, in clock ticks (100 Hz).
const childCpuMs = () => {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[13]) + Number(f[14])) * 10;
  } catch { return NaN; }
};
/**
 * Returns the wall ms of one process, and puts its CPU ms under `${cpuKey} cpu` (and the manifest's timing_ms under
 * `phaseKey`); exits when ck fails.
 */
function timed(file, args, env, phaseKey, cpuKey) {
  const c0 = childCpuMs();
  const t = performance.now();
  const r = spawnSync(file, args, { env, encoding: 'utf8', maxBuffer: 256 << 20 });
  const ms = performance.now() - t;
  const cpu = childCpuMs() - c0;
  if (cpuKey && Number.isFinite(cpu)) put(`${cpuKey} cpu`, cpu);
  if (r.status !== 0 && r.status !== 1 && file !== process.execPath) { console.error(`slice-cold.bench: ${file} exited ${r.status}: ${r.stderr.trim().slice(0, 300)}`); process.exit(1); }
  if (phaseKey) {
    try {
      for (const [k, v] of Object.entries(JSON.parse(r.stdout).timing_ms ?? {})) { const key = `${phaseKey}\0${k}`; if (!phases.has(key)) phases.set(key, []); phases.get(key).push(v); }
    } catch { /* not json: no phases */ }
  }
  return ms;
}

/** Returns the ms until no lexical build marker is left in `dir` (at most 60 s), or undefined when there was none. */
function awaitBackground(dir) {
  const t = performance.now();
  const busy = () => existsSync(dir) && readdirSync(dir).some((n) => n.endsWith('.building'));
  if (!busy()) return undefined;
  while (busy() && performance.now() - t < 60_000) spawnSync('sleep', ['0.05']);
  return performance.now() - t;
}

const warmHomes = new Map(builds.map((b) => [b.name, mkdtempSync(join(tmpdir(), 'ck-slice-warm-'))]));
// One state directory per build: it holds the V8 code cache of the command bundle, whose file name is the same for
// every build of one Node (only the content hash differs), so a shared one would have each build evict the other's.
const states = new Map(builds.map((b) => [b.name, mkdtempSync(join(tmpdir(), 'ck-slice-state-'))]));
const args = (budget) => ['slice', o.repo, '--symptom-file', o.symptom, '--budget', String(budget), '--format', 'json'];
// One untimed run per build fills its warm cache.
for (const b of builds) {
  timed(b.ck, args(o.budget), ckEnv({ ...floorEnv(), XDG_CACHE_HOME: warmHomes.get(b.name), XDG_STATE_HOME: states.get(b.name) }));
  awaitBackground(join(warmHomes.get(b.name), 'context-kernel', 'lexical')); // warm runs find the full lexical cache
}
for (let r = 0; r < o.runs; r++) {
  put('node -e 0', timed(process.execPath, ['-e', '0'], floorEnv()));
  for (const b of builds) {
    const cold = mkdtempSync(join(tmpdir(), 'ck-slice-cold-'));
    put(`${b.name}: cold`, timed(b.ck, args(o.budget), ckEnv({ ...floorEnv(), XDG_CACHE_HOME: cold, XDG_STATE_HOME: states.get(b.name) }), `${b.name}: cold`, `${b.name}: cold`));
    const waited = awaitBackground(join(cold, 'context-kernel', 'lexical'));
    if (waited !== undefined) put(`${b.name}: cold: background build`, waited);
    rmSync(cold, { recursive: true, force: true });
    const warm = ckEnv({ ...floorEnv(), XDG_CACHE_HOME: warmHomes.get(b.name), XDG_STATE_HOME: states.get(b.name) });
    put(`${b.name}: warm`, timed(b.ck, args(o.budget), warm, undefined, `${b.name}: warm`));
    put(`${b.name}: warm-miss`, timed(b.ck, args(o.budget - 1 - r), warm, `${b.name}: warm-miss`, `${b.name}: warm-miss`));
  }
}
const rows = [...samples].map(([name, xs]) => ({ name, median_ms: Math.round(median(xs)), runs: xs.length }));
const by = Object.fromEntries(rows.map((r) => [r.name, r.median_ms]));
console.log(`ck slice ${o.repo} --symptom-file ${o.symptom}: ${o.runs} runs each, interleaved; load average ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores`);
for (const r of rows) {
  const base = o.base && r.name.startsWith('this build') ? by[r.name.replace('this build', 'base build')] : undefined;
  console.log(`${r.name.padEnd(26)} ${String(r.median_ms).padStart(6)} ms${base ? `   ${(r.median_ms / base).toFixed(2)}× base` : ''}`);
}
// The manifest's own phase timings (medians, ms), for where the time goes.
const byRow = new Map();
for (const [key, xs] of phases) { const [row, phase] = key.split('\0'); if (!byRow.has(row)) byRow.set(row, []); byRow.get(row).push(`${phase} ${Math.round(median(xs))}`); }
for (const [row, list] of byRow) console.log(`  ${row} phases (ms): ${list.join(', ')}`);
if (o.json) writeFileSync(o.json, JSON.stringify({ options: o, rows, loadavg: loadavg() }, null, 2));
for (const d of [...warmHomes.values(), ...states.values()]) rmSync(d, { recursive: true, force: true });
