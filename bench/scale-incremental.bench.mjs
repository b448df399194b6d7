// Cold and incremental `ck index` on the generated 100k-file repository (lib/scale-repo.mjs), whole processes, this
// build against a base build (and this build on other Node runtimes), interleaved run by run.
//
// usage: node bench/scale-incremental.bench.mjs [--base DIR] [--extra LABEL=DIR] [--files 100000] [--runs 3] [--edits 10]
//          [--runtimes 24=/path/to/node24,26=/path/to/node26]              (after `npm run build`, in DIR too)
//        (npm run bench:scale-incremental -- --base DIR …; without --base, this build alone)
// This build and the base run on this Node and on every --runtimes one; an --extra build (another baseline, e.g. the
// issue's named commit) on this Node only.
//
// A run of one build: an empty cache directory; a cold `ck index REPO --json` (which writes the cache); then
// `--edits` files spread over the tree get a line appended (each unlinked from its pool file first, so the pool and
// the other repositories are untouched) and a second `ck index REPO --json` process updates the index (the
// incremental run); then the files are linked back. Every process runs under /usr/bin/time -v: wall, CPU (user +
// sys, all threads), peak RSS. The builds take turns in each run, in an order rotated run by run. The machine is
// shared: CPU seconds are the steadier figure; medians are printed and written to bench/results/scale-incremental.json.
//
// Checks before timing anything: every build's cold index holds the same files and edges; the incremental run of
// this build re-lexed exactly the edited files.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync, linkSync, readdirSync } from 'node:fs';
import { join, dirname, relative, sep } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureRepo, poolFileOf } from './lib/scale-repo.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const base = flag('--base', null);
if (base && !existsSync(join(base, 'bin', 'context-kernel.js'))) {
  console.error('scale-incremental.bench: --base DIR must be a built checkout (bin/context-kernel.js, dist/)');
  process.exit(2);
}
if (!existsSync('/usr/bin/time')) {
  console.error('scale-incremental.bench: /usr/bin/time is needed (apt-get install time)');
  process.exit(2);
}
const n = Number(flag('--files', '100000'));
const runs = Number(flag('--runs', '3'));
const edits = Number(flag('--edits', '10'));
const runtimes = (flag('--runtimes', '') || '').split(',').filter(Boolean).map((s) => s.split('='));

const extras = args.flatMap((a, i) => (a === '--extra' ? [args[i + 1].split('=')] : []));
for (const [label, dir] of extras) {
  if (!existsSync(join(dir, 'bin', 'context-kernel.js'))) {
    console.error(`scale-incremental.bench: --extra ${label}=${dir} must be a built checkout`);
    process.exit(2);
  }
}

/** The builds measured: [label, checkout, node]. */
const builds = [
  ['head', join(here, '..'), process.execPath],
  ...(base ? [['base', base, process.execPath]] : []),
  ...runtimes.flatMap(([v, node]) => [[`head@node${v}`, join(here, '..'), node], ...(base ? [[`base@node${v}`, base, node]] : [])]),
  ...extras.map(([label, dir]) => [label, dir, process.execPath]),
];

const root = ensureRepo(n);

/** Returns the repo-relative source files of the tree at `dir`, sorted. */
function listSources(dir) {
  const out = [];
  const visit = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) visit(join(d, e.name));
      else if (/\.(py|ts)$/.test(e.name)) out.push(relative(dir, join(d, e.name)).split(sep).join('/'));
    }
  };
  visit(dir);
  return out.sort();
}
const sources = listSources(root);
/** The edited files: `edits` of them, evenly spread over the tree in path order. */
const edited = Array.from({ length: edits }, (_, k) => sources[Math.floor(((k + 0.5) * sources.length) / edits)]);

/** Returns nothing; appends a comment line to each edited file, as a new file (its hard link to the pool is cut). */
function editTree() {
  for (const rel of edited) {
    const file = join(root, rel);
    const text = readFileSync(file);
    unlinkSync(file);
    writeFileSync(file, Buffer.concat([text, Buffer.from(rel.endsWith('.py') ? '\n# edited by scale-incremental.bench\n' : '\n// edited by scale-incremental.bench\n')]));
  }
}

/** Returns nothing; links every edited file back to its pool file (the tree as generated). */
function restoreTree() {
  for (const rel of edited) {
    const file = join(root, rel);
    try { unlinkSync(file); } catch { /* not edited yet */ }
    linkSync(poolFileOf(rel), file);
  }
}

/** Returns wall ms, CPU s, peak RSS MB and the stats of one `ck index REPO --json` process of `build`, cached in `cache`. */
function ckIndex([, dir, node], cache) {
  const env = { ...process.env, XDG_CACHE_HOME: cache, XDG_STATE_HOME: cache };
  const t0 = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-v', node, join(dir, 'bin', 'context-kernel.js'), 'index', root, '--json'], { env, encoding: 'utf8', maxBuffer: 1 << 30 });
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`ck index failed (${r.status}): ${r.stderr.slice(-800)}`);
  const num = (re) => Number(re.exec(r.stderr)?.[1] ?? NaN);
  const cpu = num(/User time \(seconds\): ([\d.]+)/) + num(/System time \(seconds\): ([\d.]+)/);
  return { wall_ms: wall, cpu_s: cpu, rss_mb: num(/Maximum resident set size \(kbytes\): (\d+)/) / 1024, stats: JSON.parse(r.stdout) };
}

/** Returns the cold and incremental measures of one run of `build`. */
function runOnce(build) {
  const cache = mkdtempSync(join(tmpdir(), 'ck-scale-incr-'));
  try {
    restoreTree();
    const cold = ckIndex(build, cache);
    editTree();
    const incr = ckIndex(build, cache);
    return { cold, incr };
  } finally {
    restoreTree();
    rmSync(cache, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const samples = Object.fromEntries(builds.map(([label]) => [label, []]));
const fmt = (m) => `${(m.wall_ms / 1000).toFixed(1)} s wall, ${m.cpu_s.toFixed(2)} s CPU, ${m.rss_mb.toFixed(0)} MB`;
console.error(`scale-incremental.bench: ${root} (${n} files), ${edits} edited: ${edited.slice(0, 3).join(', ')}, …`);
for (let r = 0; r < runs; r++) {
  for (let k = 0; k < builds.length; k++) {
    const build = builds[(k + r) % builds.length];
    const s = runOnce(build);
    samples[build[0]].push(s);
    console.error(`scale-incremental.bench: run ${r + 1}/${runs} ${build[0]}: cold ${fmt(s.cold)}; incremental (${s.incr.stats.cache}, ${s.incr.stats.relexed} lexed) ${fmt(s.incr)}`);
    const ref = samples.head[0] ?? s;
    if ((s.cold.stats.files !== ref.cold.stats.files || s.cold.stats.edges !== ref.cold.stats.edges) && extras.some(([label]) => label === build[0])) {
      console.error(`scale-incremental.bench: note: ${build[0]} indexed ${s.cold.stats.files} files / ${s.cold.stats.edges} edges, head ${ref.cold.stats.files} / ${ref.cold.stats.edges} (an older engine)`);
    } else if (s.cold.stats.files !== ref.cold.stats.files || s.cold.stats.edges !== ref.cold.stats.edges) {
      throw new Error(`${build[0]} indexed ${s.cold.stats.files} files / ${s.cold.stats.edges} edges, head ${ref.cold.stats.files} / ${ref.cold.stats.edges}`);
    }
    if (build[0].startsWith('head') && s.incr.stats.relexed !== edits) throw new Error(`${build[0]}: the incremental run lexed ${s.incr.stats.relexed} files, not ${edits}`);
  }
}

const rows = builds.map(([label]) => {
  const xs = samples[label];
  const med = (pick) => median(xs.map(pick));
  return {
    build: label,
    cold_wall_s: +(med((s) => s.cold.wall_ms) / 1000).toFixed(2), cold_cpu_s: +med((s) => s.cold.cpu_s).toFixed(2), cold_rss_mb: Math.round(med((s) => s.cold.rss_mb)),
    incr_wall_s: +(med((s) => s.incr.wall_ms) / 1000).toFixed(2), incr_cpu_s: +med((s) => s.incr.cpu_s).toFixed(2), incr_rss_mb: Math.round(med((s) => s.incr.rss_mb)),
    incr_over_cold_cpu: +(med((s) => s.incr.cpu_s) / med((s) => s.cold.cpu_s)).toFixed(3),
    runs: xs.length,
  };
});
console.table(rows);
const head = rows[0];
const rowOf = Object.fromEntries(rows.map((r) => [r.build, r]));
for (const r of rows) {
  // Each head row against the base on the same runtime, and against every other baseline on this Node.
  const [who, at] = r.build.split('@');
  if (who === 'head') continue;
  const h = rowOf[at ? `head@${at}` : 'head'];
  console.error(`scale-incremental.bench: ${h.build} / ${r.build}: cold ${(h.cold_wall_s / r.cold_wall_s).toFixed(2)}x wall, ${(h.cold_cpu_s / r.cold_cpu_s).toFixed(2)}x CPU; incremental ${(h.incr_wall_s / r.incr_wall_s).toFixed(2)}x wall, ${(h.incr_cpu_s / r.incr_cpu_s).toFixed(2)}x CPU`);
}
// Where a cold and an incremental run of this build spend their time (the index's own phases, wall ms, medians).
const phasesOf = (pick) => {
  const names = Object.keys(pick(samples.head[0]).stats.timingMs);
  return Object.fromEntries(names.map((p) => [p, Math.round(median(samples.head.map((s) => pick(s).stats.timingMs[p] ?? 0)))]));
};
const phases = phasesOf((s) => s.incr);
const coldPhases = phasesOf((s) => s.cold);
console.error(`scale-incremental.bench: head's cold phases (ms, wall): ${Object.entries(coldPhases).map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.error(`scale-incremental.bench: head's incremental phases (ms, wall): ${Object.entries(phases).map(([k, v]) => `${k} ${v}`).join(', ')}`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'scale-incremental.json'), `${JSON.stringify({ node: process.version, files: n, edits, edited, base, extras, rows, phases, coldPhases, samples: Object.fromEntries(Object.entries(samples).map(([k, xs]) => [k, xs.map((s) => ({ cold: { ...s.cold, stats: s.cold.stats.timingMs }, incr: { ...s.incr, stats: s.incr.stats.timingMs } }))])) }, null, 2)}\n`);
