// Dumps, per issue, what the slicer's plan (src/slice/plan.ts choosePlan) reads for a prose task, so that how the
// budget is spent can be replayed offline without re-slicing (plan-replay.mjs): the seeds, the seed files (tokens,
// definitions, line starts), the ranked definitions the plan shows (planList), the plan's per-definition weights,
// further files and passages (rankTaskSymbols, rebuilt here the way src/slice/index.ts calls it), and the manifest's
// files, against which the replay checks itself. Only the issues whose slice is a ranked knapsack (rung `symbols`, prose) carry the
// plan's input; the others keep their manifest files (their plan does not weigh definitions).
//
// usage: CK_DIST=<build> [CK_DUMP_WORK=DIR] [CK_DUMP_REPO=sympy] node bench/devsets/issues/plan-dump.mjs DATA.jsonl OUT.json
import { readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedOutIssues } from '../../lib/checkouts.mjs';
import { fileRank, inSliceRecall, seedFiles } from '../../lib/issue-metrics.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const [data, out] = process.argv.slice(2);
if (!data || !out) { console.error('usage: CK_DIST=<build> [CK_DUMP_WORK=DIR] node bench/devsets/issues/plan-dump.mjs DATA.jsonl OUT.json'); process.exit(2); }
const dist = join(here, '..', '..', '..', process.env.CK_DIST ?? 'dist');
const work = process.env.CK_DUMP_WORK ?? join(homedir(), '.cache', 'context-kernel-devsets', 'issues');
process.env.XDG_CACHE_HOME = join(work, 'xdg-cache');
process.env.XDG_STATE_HOME = join(work, 'xdg-state');
const lib = await import(join(dist, 'index.js'));
const repoMod = await import(join(dist, 'repo', 'index.js'));
// slice/evidence/ since the scorer/combiner split, slice/fuse.js in the builds before it.
const fuse = await import(join(dist, 'slice', 'evidence', 'index.js')).catch(() => import(join(dist, 'slice', 'fuse.js')));
const form = await import(join(dist, 'slice', 'symptom', 'issue-form.js'));
// What relates a seed file's definitions beyond their lexical match (slice/evidence/related.js; builds after issue 39's
// item 4); absent in earlier builds, whose plans do not read it.
const related = await import(join(dist, 'slice', 'evidence', 'related.js')).catch(() => undefined);
const mentions = await import(join(dist, 'slice', 'def-mentions.js'));
let rows = readFileSync(data, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
if (process.env.CK_DUMP_REPO) rows = rows.filter((r) => r.repo.includes(process.env.CK_DUMP_REPO));
const res = [];
for (const { repo, tree, issue } of checkedOutIssues(rows, work)) {
  const m = await lib.sliceRepo(tree, { symptom: issue.problem_statement, budget: 30000 });
  const row = { id: issue.instance_id, repo, gold_files: issue.gold_files, gold_hunks: issue.gold_hunks, rung: m.budget.rung,
    file_rank: fileRank(seedFiles(m.seeds), issue.gold_files), in_slice: inSliceRecall(m.files, issue.gold_files, issue.gold_hunks),
    mfiles: m.files.map((f) => ({ path: f.path, tier: f.tier, ranges: f.ranges, tokens: f.tokens })) };
  // A ranked knapsack's plan: rung `symbols` with the plan's note (plan.ts knapsackRanked).
  if (m.budget.rung === 'symbols' && /evidence per token/.test(m.budget.note)) {
    const index = await repoMod.buildIndex(tree);
    const read = (p) => { try { return readFileSync(join(tree, p), 'utf8'); } catch { return undefined; } };
    const weights = new Map();
    const tailFiles = new Set();
    const planList = [];
    const passages = new Map();
    fuse.rankTaskSymbols(index, form.withoutIssueBoilerplate(issue.problem_statement), m.seeds, { read, weights, tailFiles, planList, passages });
    const paths = [...new Set(m.seeds.map((s) => s.path))];
    row.plan = {
      seeds: m.seeds,
      files: paths.flatMap((p) => {
        const id = index.fileId(p);
        const t = read(p);
        if (id === undefined || t === undefined) return [];
        const starts = [0];
        for (let i = t.indexOf('\n'); i !== -1; i = t.indexOf('\n', i + 1)) starts.push(i + 1);
        if (starts[starts.length - 1] !== t.length) starts.push(t.length);
        const rec = index.files[id];
        return [{ path: p, tokens: rec.tokens, defs: rec.defs.map((d) => ({ name: d.name, kind: d.kind, start: d.start, end: d.end })), starts }];
      }),
      symbols: planList.map((s) => ({ path: s.path, start: s.start })),
      // The manifest's ranked list (the plan's firstSymbols).
      first: (m.symbols ?? []).slice(0, 10).map((s) => ({ path: s.path, start: s.start })),
      defWeights: [...weights].map(([p, w]) => [p, [...w]]),
      tailFiles: [...tailFiles],
      // Each seed file's best passages (rank/passages.ts), as many as the build ranks.
      passages: [...passages].map(([p, ps]) => [p, ps.map((x) => ({ start: x.start, end: x.end, score: x.score }))]),
    };
    if (related) {
      // The relations of each seed file's definitions, as evidence/definitions.ts seedRelations makes them.
      const named = mentions.mentionedNames(form.withoutIssueBoilerplate(issue.problem_statement));
      row.plan.relations = paths.flatMap((p) => {
        const id = index.fileId(p);
        return id === undefined || p.startsWith('/') || !index.files[id].defs.length ? [] : [[p, related.fileRelations(index.files[id], named)]];
      });
    }
  }
  res.push(row);
  console.error(`${res.length} ${issue.instance_id} ${row.rung}${row.plan ? ' ranked' : ''} in-slice ${row.in_slice.toFixed(2)}`);
}
writeFileSync(out, JSON.stringify(res));
