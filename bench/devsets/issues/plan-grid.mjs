// Replays the plan of plan-dump.mjs dumps over a grid of plan.ts constants and chooses with repositories left out:
// each setting is the build's src/slice/plan.ts with the named constants replaced (a patched copy of dist/slice/plan.js
// beside it, removed after), run on every ranked knapsack of every dump as plan-replay.mjs runs it. Prints, per setting,
// in-slice recall and edited lines visible (the share of the gold patch's hunks a shown range overlaps, mean over
// issues) per dump and per repository of the first dump, with the mean tokens of the ranked knapsacks; then, with each
// repository of every dump left out in turn, the setting best on the other repositories (by edited lines visible, then
// in-slice recall; a setting that lowers in-slice recall on them is not chosen) and its figures on the repository left
// out; the sums over the left-out repositories are the leave-one-repository-out figures.
//
// usage: GRID='[{"NAMED_VALUE":0.3},{"HEADER_VALUE":0.1}]' [CK_DIST=dist] node bench/devsets/issues/plan-grid.mjs DEV.json [HELDOUT.json …]
//   GRID  a JSON list of settings (constant name → value), or an object (constant name → list of values: every
//         combination); the base setting (the build as it is) always comes first
//   DIFF=1  also list, per setting, the issues whose in-slice recall or edited lines visible differ from the base's
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { editedLinesVisible, inSliceRecall } from '../../lib/issue-metrics.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dumps = process.argv.slice(2);
if (!dumps.length) { console.error('usage: GRID=… node bench/devsets/issues/plan-grid.mjs DEV.json [HELDOUT.json …]'); process.exit(2); }
const dist = resolve(here, '..', '..', '..', process.env.CK_DIST ?? 'dist');
const planJs = join(dist, 'slice', 'plan.js');
const source = readFileSync(planJs, 'utf8');
const { planInput } = await import('./plan-input.mjs');

const given = JSON.parse(process.env.GRID ?? '[]');
let settings = [{}];
if (Array.isArray(given)) settings.push(...given);
else {
  let combos = [{}];
  for (const [k, vals] of Object.entries(given)) combos = combos.flatMap((c) => vals.map((v) => ({ ...c, [k]: v })));
  settings.push(...combos);
}

/** Returns choosePlan of plan.js with the constants of `setting` replaced. */
async function planWith(setting, k) {
  let text = source;
  for (const [name, value] of Object.entries(setting)) {
    const re = new RegExp(`(const ${name} = )[^;]+;`);
    if (!re.test(text)) throw new Error(`plan-grid: no constant ${name} in ${planJs}`);
    text = text.replace(re, `$1${JSON.stringify(value)};`);
  }
  const file = join(dist, 'slice', `plan.grid-${process.pid}-${k}.js`);
  writeFileSync(file, text);
  try { return (await import(pathToFileURL(file).href)).choosePlan; } finally { rmSync(file, { force: true }); }
}

const sets = dumps.map((p) => JSON.parse(readFileSync(p, 'utf8')));
const repos = [...new Set(sets[0].map((r) => r.repo))];
const results = [];
for (const [k, setting] of settings.entries()) {
  const choosePlan = await planWith(setting, k);
  const per = [];
  for (const rows of sets) {
    const out = [];
    let tokens = 0;
    let ranked = 0;
    for (const r of rows) {
      let files = r.mfiles;
      if (r.plan) {
        const plan = await choosePlan(planInput(r.plan));
        files = plan.files.map((f) => ({ path: f.cf.path, tier: f.tier, ranges: f.ranges, tokens: f.tokens }));
        tokens += files.reduce((n, f) => n + f.tokens, 0);
        ranked++;
      }
      out.push({ id: r.id, repo: r.repo, inSlice: inSliceRecall(files, r.gold_files, r.gold_hunks), edits: editedLinesVisible(files, r.gold_files, r.gold_hunks) });
    }
    per.push({ rows: out, tokens: tokens / Math.max(1, ranked) });
  }
  results.push({ setting, per });
  const label = Object.entries(setting).map(([n, v]) => `${n}=${v}`).join(' ') || 'base';
  const fig = (rows) => `${pct(rows, 'inSlice')} / ${pct(rows, 'edits')}`;
  if (process.env.DIFF && results.length > 1) {
    per.forEach((p, j) => p.rows.forEach((x, n) => {
      const b = results[0].per[j].rows[n];
      if (Math.abs(b.inSlice - x.inSlice) > 1e-9 || Math.abs(b.edits - x.edits) > 1e-9) console.log(`    ${x.id} in-slice ${b.inSlice.toFixed(2)} → ${x.inSlice.toFixed(2)}, edits ${b.edits.toFixed(2)} → ${x.edits.toFixed(2)}`);
    }));
  }
  console.log(`${label}: ${per.map((p, j) => `${j ? 'held-out' : 'dev'} ${fig(p.rows)} (${Math.round(p.tokens)} tok)`).join(', ')}  [${repos.map((r) => `${r.split('/')[1]} ${fig(per[0].rows.filter((x) => x.repo === r))}`).join(', ')}]`);
}

/** Returns the mean of `key` over `rows` in percent, one decimal. */
function pct(rows, key) {
  return (100 * rows.reduce((n, x) => n + x[key], 0) / Math.max(1, rows.length)).toFixed(1);
}

/** Returns the sums of in-slice and edits over the rows of every dump of `res` whose repository passes `keep`. */
function sums(res, keep) {
  const rows = res.per.flatMap((p) => p.rows).filter((x) => keep(x.repo));
  return { inSlice: rows.reduce((n, x) => n + x.inSlice, 0), edits: rows.reduce((n, x) => n + x.edits, 0), n: rows.length };
}

const allRepos = [...new Set(sets.flat().map((r) => r.repo))];
if (allRepos.length > 1 && results.length > 1) {
  // Every repository of every dump left out in turn (the dev set's and the held-out set's alike): the setting chosen
  // on the others, scored on it. The sums over the left-out repositories are the leave-one-repository-out figures.
  console.log('\nleave one repository out (chosen on the others by edited lines visible, in-slice not lower than base):');
  const base = results[0];
  let lo = { inSlice: 0, edits: 0, n: 0 };
  let lb = { inSlice: 0, edits: 0 };
  const loDev = { inSlice: 0, edits: 0, n: 0 };
  for (const left of allRepos) {
    const others = (r) => r !== left;
    const b = sums(base, others);
    let best = base;
    let bs = b;
    for (const res of results) {
      const s = sums(res, others);
      if (s.inSlice < b.inSlice - 1e-9) continue;
      if (s.edits > bs.edits + 1e-9 || (Math.abs(s.edits - bs.edits) <= 1e-9 && s.inSlice > bs.inSlice + 1e-9)) { best = res; bs = s; }
    }
    const on = sums(best, (r) => r === left);
    const onBase = sums(base, (r) => r === left);
    lo = { inSlice: lo.inSlice + on.inSlice, edits: lo.edits + on.edits, n: lo.n + on.n };
    lb = { inSlice: lb.inSlice + onBase.inSlice, edits: lb.edits + onBase.edits };
    if (repos.includes(left)) { loDev.inSlice += on.inSlice; loDev.edits += on.edits; loDev.n += on.n; }
    const label = Object.entries(best.setting).map(([n, v]) => `${n}=${v}`).join(' ') || 'base';
    console.log(`  ${left} left out (${on.n}): chosen ${label}; on it in-slice / edits ${(100 * on.inSlice / on.n).toFixed(1)} / ${(100 * on.edits / on.n).toFixed(1)} (base ${(100 * onBase.inSlice / on.n).toFixed(1)} / ${(100 * onBase.edits / on.n).toFixed(1)})`);
  }
  const bDev = sums(base, (r) => repos.includes(r));
  console.log(`  left-out sum: in-slice ${lo.inSlice.toFixed(2)} / edits ${lo.edits.toFixed(2)} of ${lo.n} (base ${lb.inSlice.toFixed(2)} / ${lb.edits.toFixed(2)}); dev set's repositories left out: in-slice / edits ${(100 * loDev.inSlice / loDev.n).toFixed(1)} / ${(100 * loDev.edits / loDev.n).toFixed(1)} (base ${(100 * bDev.inSlice / bDev.n).toFixed(1)} / ${(100 * bDev.edits / bDev.n).toFixed(1)})`);
}
