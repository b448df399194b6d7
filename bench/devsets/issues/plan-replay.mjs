// Replays the slicer's plan of each ranked (prose) issue of plan-dump.mjs dumps with a build's src/slice/plan.ts
// (choosePlan, on the dumped seeds, seed files, ranked definitions and weights) and prints in-slice recall and edited
// lines visible (the share of the gold patch's hunks a shown range overlaps) at 30k per set: the dump's (the build
// that made it), the replay's, and the issues whose figures changed. Issues whose slice was
// not a ranked knapsack keep their dumped recall (the plan of a trace or message does not weigh definitions). With the
// build that made the dump, the replay must give the dump's files exactly: it prints the issues where it does not.
//
// CHECK=1 lists those mismatches (--verbose: with both file lists); SHOW=ID prints the replayed plan of one issue (seed
// rank, path, tier, tokens, the gold hunks of a gold file, the ranges); PER=PREFIX writes each dump's per-issue figures
// ([id, repo, dumped in-slice, replayed in-slice, dumped edits, replayed edits]) to PREFIX.<k>.json, for a
// leave-one-repository-out choice over settings.
//
// usage: [CK_DIST=dist] node bench/devsets/issues/plan-replay.mjs DUMP.json [DUMP2.json …] [--verbose]
import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { editedLinesVisible, inSliceRecall } from '../../lib/issue-metrics.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const dumps = args.filter((a) => !a.startsWith('--'));
const dist = resolve(here, '..', '..', '..', process.env.CK_DIST ?? 'dist');
const { choosePlan } = await import(join(dist, 'slice', 'plan.js'));
import { BUDGET, planInput } from './plan-input.mjs';

if (process.env.SHOW) for (const path of dumps) {
  const r = JSON.parse(readFileSync(path, 'utf8')).find((x) => x.id === process.env.SHOW);
  const plan = await choosePlan(planInput(r.plan));
  const order = [...new Set(r.plan.seeds.map((s) => s.path))];
  for (const f of plan.files) console.log(`${order.indexOf(f.cf.path) + 1} ${f.cf.path} ${f.tier} ${f.tokens} ${r.gold_files.includes(f.cf.path) ? 'GOLD ' + JSON.stringify(r.gold_hunks[f.cf.path]) : ''} ${JSON.stringify(f.ranges)}`);
  process.exit(0);
}
for (const path of dumps) {
  const rows = JSON.parse(readFileSync(path, 'utf8'));
  let before = 0;
  let after = 0;
  let editsBefore = 0;
  let editsAfter = 0;
  let ranked = 0;
  let mismatch = 0;
  let tokens = 0;
  const changed = [];
  const per = [];
  for (const r of rows) {
    before += r.in_slice;
    const dumpedEdits = editedLinesVisible(r.mfiles, r.gold_files, r.gold_hunks);
    editsBefore += dumpedEdits;
    if (!r.plan) { after += r.in_slice; editsAfter += dumpedEdits; per.push([r.id, r.repo, r.in_slice, r.in_slice, dumpedEdits, dumpedEdits]); continue; }
    ranked++;
    const plan = await choosePlan(planInput(r.plan));
    const files = plan.files.map((f) => ({ path: f.cf.path, tier: f.tier, ranges: f.ranges, tokens: f.tokens }));
    const total = files.reduce((n, f) => n + f.tokens, 0);
    tokens += total;
    if (total > BUDGET) console.log(`  OVER BUDGET ${r.id} ${total}`);
    const v = inSliceRecall(files, r.gold_files, r.gold_hunks);
    const e = editedLinesVisible(files, r.gold_files, r.gold_hunks);
    after += v;
    editsAfter += e;
    per.push([r.id, r.repo, r.in_slice, v, dumpedEdits, e]);
    if (process.env.CHECK) {
      const a = JSON.stringify(files.map((f) => [f.path, f.tier, f.ranges, f.tokens]));
      const b = JSON.stringify(r.mfiles.map((f) => [f.path, f.tier, f.tier === 'symbols' ? f.ranges : [], f.tokens]));
      if (a !== b) { mismatch++; if (verbose) console.log(`  mismatch ${r.id}\n    replay ${a.slice(0, 400)}\n    dump   ${b.slice(0, 400)}`); }
    }
    if (Math.abs(v - r.in_slice) > 1e-9 || Math.abs(e - dumpedEdits) > 1e-9) changed.push(`${r.id} in-slice ${r.in_slice.toFixed(2)} → ${v.toFixed(2)}, edits ${dumpedEdits.toFixed(2)} → ${e.toFixed(2)}`);
  }
  console.log(`${path}: ${rows.length} issues (${ranked} ranked knapsacks), in-slice ${(100 * before / rows.length).toFixed(1)} → ${(100 * after / rows.length).toFixed(1)}, edits ${(100 * editsBefore / rows.length).toFixed(1)} → ${(100 * editsAfter / rows.length).toFixed(1)}, ranked mean tokens ${Math.round(tokens / Math.max(1, ranked))}${process.env.CHECK ? `, ${mismatch} replay mismatches` : ''}`);
  for (const c of changed) console.log(`  ${c}`);
  if (process.env.PER) writeFileSync(`${process.env.PER}.${dumps.indexOf(path)}.json`, JSON.stringify(per));
}
