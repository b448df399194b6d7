// The slice manifest of every dev issue (../shared/bench-data/issue-localization-dev.jsonl, 226 issues of sympy,
// scikit-learn and matplotlib), each at its base commit, for one build: two builds' dumps are compared line by line,
// so that a change that must not change any slice (issue 41's postings kept beside the index) is checked on all of
// them. Slices run in-process (`sliceRepo`, budget 30000), in commit-time order per repository, through one cache
// folder: the index and the lexical postings are updated from commit to commit as a long-lived user's would be
// (`--cold` empties the cache before each issue instead).
//
// usage: CK_DIST=<build dir> node bench/issue-manifests.mjs OUT.jsonl [--work DIR] [--sample K] [--cold]
//        node bench/issue-manifests.mjs --compare A.jsonl B.jsonl
//   CK_DIST     the build to run (a folder holding dist/ and wasm/; default this checkout)
//   --work DIR  the issues' work trees (default ~/.cache/context-kernel-devsets/manifests; cloned from /work/.mirror)
//   --sample K  every K-th issue
// Left out of each manifest: what differs from run to run or build to build (timings, the operator hash of the
// slicer's code, cache states). Builds before issue 41's postings kept would start a detached lexical build 10 s
// after each cold load, which reads the work tree whenever it runs: CK_LEXICAL_BACKGROUND=0 turns it off for them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedOutIssues } from './lib/checkouts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const USAGE = 'usage: CK_DIST=<build> node bench/issue-manifests.mjs OUT.jsonl [--work DIR] [--sample K] [--cold] | --compare A.jsonl B.jsonl';

if (args[0] === '--compare') {
  const [a, b] = args.slice(1);
  if (!a || !b) { console.error(USAGE); process.exit(2); }
  const load = (f) => new Map(readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => { const r = JSON.parse(l); return [r.issue, r.manifest]; }));
  const A = load(a), B = load(b);
  let differ = 0;
  for (const [id, m] of A) {
    const n = B.get(id);
    if (n === undefined) { console.log(`${id}: missing in ${b}`); differ++; continue; }
    if (JSON.stringify(m) === JSON.stringify(n)) continue;
    differ++;
    if (differ <= 10) console.log(`${id}: ${firstDiff(m, n)}`);
  }
  for (const id of B.keys()) if (!A.has(id)) { console.log(`${id}: missing in ${a}`); differ++; }
  console.log(`${A.size} issues in ${a}, ${B.size} in ${b}: ${differ ? `${differ} differ` : 'byte-identical manifests'}`);
  process.exit(differ ? 1 : 0);
}

/** Returns where `a` and `b` first differ (`seeds[3].score: 1.2 → 1.3`). */
function firstDiff(a, b, at = '') {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDiff(a[k], b[k], Array.isArray(a) ? `${at}[${k}]` : at ? `${at}.${k}` : k);
      if (d) return d;
    }
  }
  return `${at}: ${JSON.stringify(a)?.slice(0, 120)} → ${JSON.stringify(b)?.slice(0, 120)}`;
}

const out = args[0] && !args[0].startsWith('--') ? resolve(args[0]) : undefined;
if (!out) { console.error(USAGE); process.exit(2); }
const flag = (name) => { const i = args.indexOf(name); return i > 0 ? args[i + 1] : undefined; };
const work = resolve(flag('--work') ?? join(homedir(), '.cache', 'context-kernel-devsets', 'manifests'));
const sample = Number(flag('--sample') ?? 1);
const cold = args.includes('--cold');
const build = resolve(process.env.CK_DIST ?? join(here, '..'));
const cache = `${out}.xdg`;
rmSync(cache, { recursive: true, force: true });
mkdirSync(cache, { recursive: true });
process.env.XDG_CACHE_HOME = join(cache, 'cache');
process.env.XDG_STATE_HOME = join(cache, 'state');
process.env.CK_LEXICAL_BACKGROUND = '0';
const lib = await import(join(build, 'dist', 'index.js'));
const data = join(here, '..', '..', 'shared', 'bench-data', 'issue-localization-dev.jsonl');
const rows = readFileSync(data, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((_, i) => i % sample === 0);

/**
 * Returns `m` without the fields that differ between two runs of one build, or between builds by design, and with
 * the work tree's path written `<tree>` (two builds' dumps are made in two work folders).
 */
const stable = (m, tree) => JSON.parse(JSON.stringify(m, (k, v) => (k === 'timing_ms' || k === 'operator' || k === 'cache' ? undefined : v)).split(JSON.stringify(tree).slice(1, -1)).join('<tree>'));

const recs = [];
const t0 = performance.now();
for (const { tree, issue } of checkedOutIssues(rows, work)) {
  if (cold) rmSync(process.env.XDG_CACHE_HOME, { recursive: true, force: true });
  const m = await lib.sliceRepo(tree, { symptom: issue.problem_statement, budget: 30000 });
  recs.push({ issue: issue.instance_id, manifest: stable(m, tree) });
  if (recs.length % 20 === 0) console.error(`issue-manifests: ${recs.length} of ${rows.length} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
}
recs.sort((a, b) => (a.issue < b.issue ? -1 : 1));
writeFileSync(out, recs.map((r) => JSON.stringify(r)).join('\n') + '\n');
rmSync(cache, { recursive: true, force: true });
console.log(`issue-manifests: ${recs.length} manifests of ${build} in ${out} (${((performance.now() - t0) / 1000).toFixed(0)} s${cold ? ', each cold' : ''})`);
