// Where the time goes, phase by phase, on the three paths issue 41 names: T1 (`ck normalize` of the 55 MB fixture
// log), a cold index (`ck index --no-cache`) and a cold slice of an issue's text (`ck slice --symptom-file`, empty
// caches). Each run is a whole process with CK_PROFILE=1 (src/runtime/phases.ts: wall and CPU ms per phase on stderr,
// `start` being Node's bootstrap and the loading of the command), plus what the outputs report themselves: the
// index's stats.timingMs (walk, stat, cacheLoad, lex, resolve, cacheSave) and the manifest's timing_ms. Medians.
//
// usage: node bench/profile.bench.mjs --repo DIR --symptom-file F [--runs N] [--mb N] [--paths t1,index,slice]
//                                      [--base CK] [--node PATH]…
//   e.g. --repo a sympy checkout, --symptom-file an issue's text (bench/devsets/issues/, ../shared/bench-data/)
//   --base CK   also profile another build (its bin/context-kernel.js; one that prints CK_PROFILE phases), run by run
//               interleaved with this one, each with its own state directory (V8 code caches)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, openSync, closeSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { CK, floorEnv } from './ck-process.mjs';
import { buildLongLog } from './fixtures/long-log.mjs';

const USAGE = 'usage: node bench/profile.bench.mjs --repo DIR --symptom-file F [--runs N] [--mb N] [--paths t1,index,slice] [--base CK] [--node PATH]…';
const o = { repo: undefined, symptom: undefined, runs: 5, mb: 55, nodes: [], paths: new Set(['t1', 'index', 'slice']), base: undefined };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const val = () => { if (i + 1 >= argv.length) { console.error(USAGE); process.exit(2); } return argv[++i]; };
  if (a === '--repo') o.repo = resolve(val());
  else if (a === '--symptom-file') o.symptom = resolve(val());
  else if (a === '--runs') o.runs = Number(val());
  else if (a === '--mb') o.mb = Number(val());
  else if (a === '--node') o.nodes.push(resolve(val()));
  else if (a === '--paths') o.paths = new Set(val().split(','));
  else if (a === '--base') o.base = resolve(val());
  else if (a === '-h' || a === '--help') { console.log(USAGE); process.exit(0); }
  else { console.error(`profile.bench: unknown argument ${a}\n${USAGE}`); process.exit(2); }
}
if (!o.repo || !o.symptom) { console.error(USAGE); process.exit(2); }
if (o.nodes.length === 0) o.nodes.push(process.execPath);

const work = mkdtempSync(join(tmpdir(), 'ck-profile-'));
const logFile = join(work, 'log.txt');
if (o.paths.has('t1')) writeFileSync(logFile, buildLongLog({ minBytes: o.mb * 1024 * 1024 }));
const builds = [{ name: 'this', ck: CK }, ...(o.base ? [{ name: 'base', ck: o.base }] : [])];
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

/** Returns { phases: Map name → {wall, cpu}, stdout, wall } of one profiled `ck` process of build `b` (fresh caches, its own state). */
function profiled(node, b, args, stdinFile) {
  const state = join(work, `state-${b.name}`);
  rmSync(join(work, 'cache'), { recursive: true, force: true });
  rmSync(join(state, 'context-kernel', 'spill'), { recursive: true, force: true });
  const env = { ...floorEnv(), PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}`, XDG_STATE_HOME: state, XDG_CACHE_HOME: join(work, 'cache'), CK_PROFILE: '1', CK_LEXICAL_BACKGROUND: '0' };
  const fd = stdinFile ? openSync(stdinFile, 'r') : 'ignore';
  const t = performance.now();
  const r = spawnSync(b.ck, args, { env, stdio: [fd, 'pipe', 'pipe'], maxBuffer: 256 << 20, encoding: 'utf8' });
  const wall = performance.now() - t;
  if (stdinFile) closeSync(fd);
  if (r.status !== 0) { console.error(`ck ${args[0]} failed: ${r.stderr}`); process.exit(1); }
  const phases = new Map();
  for (const m of r.stderr.matchAll(/^ck profile: (.+) (\S+) (\S+)$/gm)) phases.set(m[1], { wall: Number(m[2]), cpu: Number(m[3]) });
  return { phases, stdout: r.stdout, wall };
}

/**
 * Returns rows (phase, median wall and CPU per build) over runs of `one(build)`, which returns profiled()'s result
 * plus extra phases; the builds interleaved run by run.
 */
function table(runs, one) {
  const samples = new Map();
  const order = [];
  const put = (b, k, v) => {
    if (!order.includes(k)) order.push(k);
    const key = `${b}\0${k}`;
    if (!samples.has(key)) samples.set(key, []);
    samples.get(key).push(v);
  };
  for (let i = 0; i < runs; i++) {
    for (const b of builds) {
      const { phases, extra, wall } = one(b);
      for (const [k, v] of phases) put(b.name, `process: ${k}`, v);
      for (const [k, v] of Object.entries(extra ?? {})) put(b.name, k, { wall: v, cpu: NaN });
      put(b.name, 'whole process (wall from the parent)', { wall, cpu: NaN });
    }
  }
  return order.map((k) => {
    const row = { phase: k };
    for (const b of builds) {
      const s = samples.get(`${b.name}\0${k}`) ?? [];
      const cpu = s.length ? median(s.map((x) => x.cpu)) : NaN;
      const prefix = builds.length > 1 ? `${b.name} ` : '';
      row[`${prefix}wall ms`] = s.length ? +median(s.map((x) => x.wall)).toFixed(1) : '';
      row[`${prefix}cpu ms`] = Number.isNaN(cpu) ? '' : +cpu.toFixed(1);
    }
    return row;
  });
}

for (const node of o.nodes) {
  const version = spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout.trim();
  if (o.paths.has('t1')) {
    console.log(`\n== Node ${version}: T1, ck normalize of the ${o.mb} MB log (file on stdin, spill included)`);
    console.table(table(o.runs, (b) => profiled(node, b, ['normalize'], logFile)));
  }
  if (o.paths.has('index')) {
    console.log(`== Node ${version}: cold index, ck index ${o.repo} --no-cache --json (its own timingMs beside the process phases)`);
    console.table(table(o.runs, (b) => {
      const r = profiled(node, b, ['index', o.repo, '--no-cache', '--json']);
      const t = JSON.parse(r.stdout).stats?.timingMs ?? JSON.parse(r.stdout).timingMs ?? {};
      return { ...r, extra: Object.fromEntries(Object.entries(t).map(([k, v]) => [`index: ${k}`, v])) };
    }));
  }
  if (o.paths.has('slice')) {
    console.log(`== Node ${version}: cold slice of an issue's text, ck slice --symptom-file (empty caches; manifest timing_ms beside the process phases)`);
    console.table(table(o.runs, (b) => {
      const r = profiled(node, b, ['slice', o.repo, '--symptom-file', o.symptom, '--format', 'json']);
      const t = JSON.parse(r.stdout).timing_ms ?? {};
      return { ...r, extra: Object.fromEntries(Object.entries(t).map(([k, v]) => [`manifest timing_ms: ${k}`, v])) };
    }));
  }
}
console.log(`${o.runs} runs per row, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
rmSync(work, { recursive: true, force: true });
