// Dumps, per issue, the slicer's result and every definition of its first ten seed files with what ranks it (lexical
// scores on own body and whole range, the seeds inside it, whether it is a gold span or holds a gold hunk), so that
// how definitions are ranked can be fitted offline without re-slicing. A companion of bench/issues.bench.mjs (same
// checkouts and metrics), not a benchmark: no table, one JSON array. Each issue also carries its base commit, the
// mirror it was checked out from and the query terms with their index-wide idf, so that definitions can be re-scored
// offline (bench/devsets/issues/fit-def-fields.mjs). Seeds carry the confidence the ranking of definitions weighs
// (before calibration: `raw_confidence`, src/slice/calibration.ts).
//
// usage: CK_DIST=<build> [CK_DUMP_WORK=DIR] [CK_DUMP_LIGHT=1] node bench/issues-dump.mjs DATA.jsonl OUT.json [K]
//   K               every K-th issue of DATA (default 1)
//   CK_DUMP_WORK    work trees and caches (default the bench's); give another folder while the bench runs, since
//                   both move their trees from commit to commit
//   CK_DUMP_LIGHT   only the per-issue metrics (file_rank, fn_rank, in_slice), no definitions
//   CK_DUMP_REPO    only the issues of repositories whose name contains this (the bench's --repo)
//   CK_DUMP_FILES   definitions of this many first seed files (default 10: the files the slicer ranks definitions of)
import { readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedOutIssues } from './lib/checkouts.mjs';
import { fileRank, functionRank, inSliceRecall, seedFiles, spanMatches } from './lib/issue-metrics.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const [data, out, sampleArg] = process.argv.slice(2);
if (!data || !out) { console.error('usage: CK_DIST=<build> [CK_DUMP_WORK=DIR] [CK_DUMP_LIGHT=1] node bench/issues-dump.mjs DATA.jsonl OUT.json [K]'); process.exit(2); }
const sample = Number(sampleArg ?? 1);
const dist = process.env.CK_DIST ?? 'dist';
const work = process.env.CK_DUMP_WORK ?? join(homedir(), '.cache', 'context-kernel-devsets', 'issues');
process.env.XDG_CACHE_HOME = join(work, 'xdg-cache');
process.env.XDG_STATE_HOME = join(work, 'xdg-state');
const lib = await import(join(here, '..', dist, 'index.js'));
const repoMod = await import(join(here, '..', dist, 'repo', 'index.js'));
// The seeding modules: slice/evidence/ since the scorer/combiner split, slice/fuse.js in the builds before it.
const fuse = await import(join(here, '..', dist, 'slice', 'evidence', 'index.js')).catch(() => import(join(here, '..', dist, 'slice', 'fuse.js')));
const rank = await import(join(here, '..', dist, 'rank', 'index.js'));
const bm25f = await import(join(here, '..', dist, 'rank', 'bm25f.js'));
let rows = readFileSync(data, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
rows = rows.filter((_, i) => i % sample === 0);
if (process.env.CK_DUMP_REPO) rows = rows.filter((r) => r.repo.includes(process.env.CK_DUMP_REPO));
const res = [];
for (const { repo, mirror, tree, issue } of checkedOutIssues(rows, work)) {
  const m = await lib.sliceRepo(tree, { symptom: issue.problem_statement, budget: 30000, noCache: false });
  const index = await repoMod.buildIndex(tree);
  const files = seedFiles(m.seeds);
  const ev = fuse.seedFileEvidence(m.seeds);
  const lx = fuse.lexicalOf(index, { read: (p) => { try { return readFileSync(join(tree, p), 'utf8'); } catch { return undefined; } } });
  const text = issue.problem_statement;
  const gold = issue.gold_spans ?? {};
  const fileOut = [];
  for (const f of process.env.CK_DUMP_LIGHT ? [] : ev.slice(0, Number(process.env.CK_DUMP_FILES ?? 10))) {
    const id = index.fileId(f.path);
    if (id === undefined) continue;
    const rec = index.files[id];
    const own = new Map(rank.rankSymbols(lx, index, text, [id], { limit: rec.defs.length, ownBody: true }).map((r) => [r.def.start * 100000 + r.def.end, r.score]));
    const whole = new Map(rank.rankSymbols(lx, index, text, [id], { limit: rec.defs.length }).map((r) => [r.def.start * 100000 + r.def.end, r.score]));
    const gnames = (gold[f.path] ?? []).filter((n) => n && n !== 'imports');
    const hunks = issue.gold_hunks?.[f.path] ?? [];
    const defs = rec.defs.map((d) => {
      const seedsIn = m.seeds.filter((s) => s.path === f.path && s.line >= d.start && s.line <= d.end).map((s) => ({ c: s.raw_confidence ?? s.confidence, why: s.why, src: s.source ?? null, line: s.line }));
      return { name: d.name, kind: d.kind, start: d.start, end: d.end, own: own.get(d.start * 100000 + d.end) ?? 0, whole: whole.get(d.start * 100000 + d.end) ?? 0, seeds: seedsIn,
        gold: gnames.some((g) => spanMatches(d.name, g)), hunk: hunks.some(([s, e]) => d.start <= Math.max(s, e) && d.end >= Math.min(s, e)) };
    });
    fileOut.push({ path: f.path, rank: f.rank, evidence: f.evidence, tokens: rec.tokens, isGold: (issue.gold_files ?? []).includes(f.path), defs });
  }
  const fn = functionRank(m, index, issue.gold_spans);
  // The query terms with their index-wide idf: definitions can be re-scored offline with other field weights.
  const qterms = process.env.CK_DUMP_LIGHT ? [] : bm25f.queryTerms(lx, text, bm25f.resolveParams()).map((q) => ({ term: q.term, idf: q.idf, qw: q.qw, code: q.code, qtf: q.qtf }));
  res.push({ qterms, id: issue.instance_id, repo, commit: issue.base_commit, mirror, text, gold_files: issue.gold_files, gold_spans: gold, gold_hunks: issue.gold_hunks, file_rank: fileRank(files, issue.gold_files), fn_rank: fn.rank, fn_scored: fn.scored, fn_top: fn.top.slice(0, 5), fn_list: fn.top,
    symbols: (m.symbols ?? []).map((s) => ({ path: s.path, name: s.name, kind: s.kind, start: s.start, end: s.end, score: s.score })),
    in_slice: inSliceRecall(m.files, issue.gold_files, issue.gold_hunks), ranked: Array.isArray(m.symbols) && m.seeds.every((s) => !(s.confidence >= 0.95 && ['frame', 'explicit', 'diff'].includes(s.why))),
    seeds: m.seeds.map((s) => ({ path: s.path, line: s.line, why: s.why, src: s.source ?? null, c: s.raw_confidence ?? s.confidence })), files: fileOut, mfiles: m.files.map((f) => ({ path: f.path, tier: f.tier, ranges: f.ranges, tokens: f.tokens })) });
  console.error(`${res.length} ${issue.instance_id} file ${res.at(-1).file_rank} fn ${fn.rank}`);
}
writeFileSync(out, JSON.stringify(res));
