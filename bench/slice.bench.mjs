// T2 slice as whole processes on pandas with a real captured traceback (pd.merge on a missing column):
//   cold        fresh XDG cache per run: no index, literal, parse or slice cache (the V8 code cache in the state dir
//               is kept, as after a user's first command); 'first run' also starts without the code cache
//   warm-miss   caches warm, but a budget never seen before (the slice is recomputed on the cached index)
//   warm-hit    the identical command again (served from the slice cache)
// plus `node -e 0` measured in the same run as the process floor, `ck index` cold on the same tree (so the slice's
// own share of a cold run, cold slice − cold index, is reported beside it; interleaved with the slices run by run),
// and in-process sliceRepo medians (tinybench).
//
// usage: node bench/slice.bench.mjs [--runs N]   (after `npm run build`; corpora from ../shared/corpora/fetch.sh)
// Writes bench/results/slice.json. Targets (issue 5): cold ≤ 500 ms, warm ≤ 150 ms whole process; the slice's share
// of a cold run (everything but the index) ≤ 150 ms.
import { Bench } from 'tinybench';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, homedir, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CK, ckEnv, floorEnv, caCertsNote } from './ck-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const root = join(corpora, 'pandas');
const symptom = join(here, '..', 'test', 'fixtures', 'symptoms', 'pandas_merge_missing_key.txt');
if (!existsSync(join(root, 'pandas', 'core', 'frame.py'))) {
  console.error(`slice.bench: pandas corpus not found under ${corpora} (run ../shared/corpora/fetch.sh)`);
  process.exit(1);
}
const ai = process.argv.indexOf('--runs');
const runs = ai > 0 ? Number(process.argv[ai + 1]) : 7;

/** Runs `ck ...args` (or, with `file`, that program) and returns its wall time and stdout. */
function timed(args, env, file = CK) {
  const t = performance.now();
  const r = spawnSync(file, args, { env: file === CK ? ckEnv(env) : env, encoding: 'utf8', maxBuffer: 64 << 20 });
  const ms = performance.now() - t;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { ms, out: r.stdout };
}
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const sliceArgs = (budget) => ['slice', root, '--symptom-file', symptom, '--budget', String(budget), '--format', 'json'];

// Cold = no index, literal, parse or slice cache (a fresh XDG_CACHE_HOME per run). The V8 code cache of the command
// bundles lives in the state dir and is kept across runs, as on a user's machine after the first command of an
// install; 'first run' rows also start from an empty state dir (no code cache either).
const state = mkdtempSync(join(tmpdir(), 'ck-slicebench-state-'));
const freshEnv = (xdg, firstRun = false) => ({ ...process.env, XDG_CACHE_HOME: join(xdg, 'cache'), XDG_STATE_HOME: firstRun ? join(xdg, 'state') : state });
const floor = [], cold = [], indexCold = [], sliceShare = [], warmMiss = [], warmHit = [], first = [];
{ // fill the code caches once (index and slice bundles)
  const xdg = mkdtempSync(join(tmpdir(), 'ck-slicebench-'));
  timed(['index', root], freshEnv(xdg));
  rmSync(xdg, { recursive: true, force: true });
  const xdg2 = mkdtempSync(join(tmpdir(), 'ck-slicebench-'));
  timed(sliceArgs(30000), freshEnv(xdg2));
  rmSync(xdg2, { recursive: true, force: true });
}
let manifest;
for (let i = 0; i < runs; i++) floor.push(timed(['-e', '0'], floorEnv(), process.execPath).ms);
// The page cache: on this VM the kernel reclaims idle file pages (a corpus read minutes ago may be back on disk), and
// "cold" here means no caches of ours, not a cold disk. Each run first reads the tree, as the index bench's rg does.
function readTree(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) readTree(p);
    else if (e.isFile()) readFileSync(p);
  }
}
for (let i = 0; i < runs; i++) {
  readTree(root);
  const xdgIndex = mkdtempSync(join(tmpdir(), 'ck-slicebench-'));
  const ic = timed(['index', root], freshEnv(xdgIndex)).ms;
  rmSync(xdgIndex, { recursive: true, force: true });
  const xdg = mkdtempSync(join(tmpdir(), 'ck-slicebench-'));
  const env = freshEnv(xdg);
  const c = timed(sliceArgs(30000), env);
  cold.push(c.ms);
  indexCold.push(ic);
  sliceShare.push(c.ms - ic);
  manifest = JSON.parse(c.out);
  warmMiss.push(timed(sliceArgs(30000 + 1 + i), env).ms);
  warmHit.push(timed(sliceArgs(30000), env).ms);
  rmSync(xdg, { recursive: true, force: true });
  const xdgFirst = mkdtempSync(join(tmpdir(), 'ck-slicebench-'));
  first.push(timed(sliceArgs(30000), freshEnv(xdgFirst, true)).ms);
  rmSync(xdgFirst, { recursive: true, force: true });
}
rmSync(state, { recursive: true, force: true });

// In-process: the library call on warm caches.
const xdg = mkdtempSync(join(tmpdir(), 'ck-slicebench-lib-'));
process.env.XDG_CACHE_HOME = join(xdg, 'cache');
const { sliceRepo } = await import(join(here, '..', 'dist', 'slice', 'index.js'));
const text = readFileSync(symptom, 'utf8');
await sliceRepo(root, { symptom: text, budget: 30000 });
let n = 0;
const bench = new Bench({ iterations: 10, warmupIterations: 2 });
bench.add('sliceRepo warm, slice recomputed', async () => { await sliceRepo(root, { symptom: text, budget: 20000 + (n++ % 1000) }); });
bench.add('sliceRepo warm, cache hit', async () => { await sliceRepo(root, { symptom: text, budget: 30000 }); });
await bench.run();
rmSync(xdg, { recursive: true, force: true });

const f = median(floor);
const rows = [
  { case: 'node -e 0 (process floor)', median_ms: f },
  { case: 'ck slice cold (no index/literal/parse/slice cache)', median_ms: median(cold), target_ms: 500 },
  { case: 'ck slice first run (no caches, no V8 code cache)', median_ms: median(first) },
  { case: 'ck index cold (same tree)', median_ms: median(indexCold) },
  { case: 'slice share of a cold run (cold slice - cold index, per run)', median_ms: median(sliceShare), target_ms: 150 },
  { case: 'ck slice warm, new budget (recomputed)', median_ms: median(warmMiss) },
  { case: 'ck slice warm, identical (cache hit)', median_ms: median(warmHit), target_ms: 150 },
  ...bench.tasks.map((t) => ({ case: `in-process: ${t.name}`, median_ms: t.result?.latency?.p50 ?? t.result?.p50 ?? NaN })),
].map((r) => ({ ...r, median_ms: Math.round(r.median_ms * 10) / 10, vs_floor: Math.round((r.median_ms / f) * 100) / 100 }));
console.log(`slice bench on ${root} (${runs} runs, load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores); ${caCertsNote()}`);
console.table(rows);
console.log(`task state ${manifest.tokens.task_state} of ${manifest.tokens.repo} tokens (rate ${manifest.tokens.rate}), rung ${manifest.budget.rung}, phases of the last cold run: ${JSON.stringify(manifest.timing_ms)}`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'slice.json'), JSON.stringify({ root, runs, load: loadavg()[0], caCerts: caCertsNote(), rows, taskState: manifest.tokens, timing: manifest.timing_ms }, null, 2));
