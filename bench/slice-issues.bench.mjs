// Whole-process `ck slice` of issue texts, each on its own checkout: cold (an empty cache directory: index, lexical,
// literal and slice caches all built; no background lexical build) and warm (the same command again), for this build
// and a base build interleaved issue by issue, on each Node runtime given. Prints the median cold and warm wall and
// CPU per repository and the ratios to the base build, and checks the two builds' manifests are byte-identical
// (with `timing_ms` and `cache` left out, which differ from run to run, and `operator`, a hash of the slicer's code,
// which differs between any two builds of it).
//
// usage: node bench/slice-issues.bench.mjs --cases FILE [--base CK] [--runs N] [--node PATH]…
//   FILE: a JSON array of {"id": "sympy__sympy-11400", "tree": "/abs/checkout", "symptom": "/abs/issue.txt"}
//   (trees at each issue's base commit: bench/devsets/issues/README.md; texts: problem_statement of the data set)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { CK, floorEnv } from './ck-process.mjs';

const USAGE = 'usage: node bench/slice-issues.bench.mjs --cases FILE [--base CK] [--runs N] [--node PATH]…';
const o = { cases: undefined, base: undefined, runs: 1, nodes: [] };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const val = () => { if (i + 1 >= argv.length) { console.error(USAGE); process.exit(2); } return argv[++i]; };
  if (a === '--cases') o.cases = resolve(val());
  else if (a === '--base') o.base = resolve(val());
  else if (a === '--runs') o.runs = Number(val());
  else if (a === '--node') o.nodes.push(resolve(val()));
  else if (a === '-h' || a === '--help') { console.log(USAGE); process.exit(0); }
  else { console.error(`slice-issues.bench: unknown argument ${a}\n${USAGE}`); process.exit(2); }
}
if (!o.cases) { console.error(USAGE); process.exit(2); }
if (o.nodes.length === 0) o.nodes.push(process.execPath);
const cases = JSON.parse(readFileSync(o.cases, 'utf8'));
const builds = [{ name: 'this', ck: CK }, ...(o.base ? [{ name: 'base', ck: o.base }] : [])];
const work = mkdtempSync(join(tmpdir(), 'ck-slice-issues-'));
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const childCpuMs = () => {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[13]) + Number(f[14])) * 10;
};

/** Returns { wall, cpu, manifest } of one `ck slice` of case `c` with `ck` under `node`, cache directory `cache`. */
function slice(node, ck, c, cache, state) {
  const env = { ...floorEnv(), PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}`, XDG_CACHE_HOME: cache, XDG_STATE_HOME: state, CK_LEXICAL_BACKGROUND: '0' };
  const c0 = childCpuMs();
  const t = performance.now();
  const r = spawnSync(ck, ['slice', c.tree, '--symptom-file', c.symptom, '--format', 'json'], { env, encoding: 'utf8', maxBuffer: 256 << 20 });
  const wall = performance.now() - t;
  if (r.status !== 0) { console.error(`ck slice failed on ${c.id}: ${r.stderr}`); process.exit(1); }
  const m = JSON.parse(r.stdout);
  delete m.timing_ms;
  delete m.cache;
  delete m.operator;
  return { wall, cpu: childCpuMs() - c0, manifest: JSON.stringify(m) };
}

for (const node of o.nodes) {
  const version = spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout.trim();
  const samples = new Map();
  const put = (k, v) => { if (!samples.has(k)) samples.set(k, []); samples.get(k).push(v); };
  let same = 0;
  const differ = [];
  for (let run = 0; run < o.runs; run++) {
    for (const c of cases) {
      const repo = c.id.split('__')[0];
      const manifests = [];
      for (const b of builds) {
        const cache = join(work, `cache-${b.name}`);
        rmSync(cache, { recursive: true, force: true });
        const state = join(work, `state-${b.name}`); // code caches kept across runs, as an installed ck keeps them
        const cold = slice(node, b.ck, c, cache, state);
        const warm = slice(node, b.ck, c, cache, state);
        put(`${repo}|${b.name}|cold`, cold);
        put(`${repo}|${b.name}|warm`, warm);
        manifests.push(cold.manifest);
      }
      if (run === 0 && o.base) {
        if (manifests[0] === manifests[1]) same++;
        else differ.push(c.id);
      }
    }
  }
  const rows = [];
  for (const repo of [...new Set(cases.map((c) => c.id.split('__')[0]))]) {
    for (const kind of ['cold', 'warm']) {
      const row = { node: version, repo, kind };
      for (const b of builds) {
        const s = samples.get(`${repo}|${b.name}|${kind}`);
        row[`${b.name} wall ms`] = +median(s.map((x) => x.wall)).toFixed(0);
        row[`${b.name} cpu ms`] = median(s.map((x) => x.cpu));
      }
      if (o.base) {
        row['wall ×base'] = +(row['this wall ms'] / row['base wall ms']).toFixed(2);
        row['cpu ×base'] = +(row['this cpu ms'] / row['base cpu ms']).toFixed(2);
      }
      rows.push(row);
    }
  }
  console.table(rows);
  if (o.base) console.log(`Node ${version}: byte-identical manifests ${same} of ${cases.length}${differ.length ? `; differ: ${differ.join(', ')}` : ''}`);
}
console.log(`${cases.length} issues × ${o.runs} run(s), medians per repository; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
rmSync(work, { recursive: true, force: true });
