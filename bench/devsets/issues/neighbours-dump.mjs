// Dumps, per issue, the import neighbours of the slicer's first five seed files that no seed reached (files that
// import one of them or that one of them imports; tests, other-language files and seeded files left out), each with
// its BM25F share of the best file of the whole ranking (the not-library factor applied), which of the five it is
// next to and how (`imp`: the seed imports it, `by`: it imports the seed), its import degrees and tokens, and whether
// the fix changed it. With `--summary`, reads such dumps and prints per repository how many issues have a gold file
// among the M best-matching neighbours of the first K seed files: what seeding import neighbours could reach.
// The seed order is an `issues.bench.mjs --json` output's (`seed_evidence`), so the dump needs no slice of its own.
//
// usage: CK_DUMP_WORK=DIR node bench/devsets/issues/neighbours-dump.mjs DATA.jsonl BENCH.json OUT.json
//        node bench/devsets/issues/neighbours-dump.mjs --summary OUT.json [OUT2.json …]
import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedOutIssues } from '../../lib/checkouts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const args = process.argv.slice(2);

if (args[0] === '--summary') {
  const rows = args.slice(1).flatMap((f) => JSON.parse(readFileSync(f, 'utf8')));
  const byRepo = new Map();
  for (const x of rows) { if (!byRepo.has(x.repo)) byRepo.set(x.repo, []); byRepo.get(x.repo).push(x); }
  const hits = (xs, K, M) => xs.filter((x) => x.cands.filter((c) => Math.min(...c.imp, ...c.by) <= K && c.lex > 0).sort((a, b) => b.lex - a.lex).slice(0, M).some((c) => c.gold)).length;
  console.log(`${'repository'.padEnd(20)}   n   K=1 M=1/2/3   K=2 M=1/2/3   K=3 M=1/2/3`);
  for (const [repo, xs] of [...byRepo, ['all', rows]]) {
    console.log(`${repo.padEnd(20)} ${String(xs.length).padStart(3)}   ${[1, 2, 3].map((K) => [1, 2, 3].map((M) => hits(xs, K, M)).join('/').padStart(11)).join('   ')}`);
  }
  process.exit(0);
}

const [data, benchJson, out] = args;
const work = process.env.CK_DUMP_WORK;
if (!data || !benchJson || !out || !work) { console.error('usage: CK_DUMP_WORK=DIR node neighbours-dump.mjs DATA.jsonl BENCH.json OUT.json | --summary OUT.json …'); process.exit(2); }
process.env.XDG_CACHE_HOME = join(work, 'xdg-cache');
process.env.XDG_STATE_HOME = join(work, 'xdg-state');
const dist = process.env.CK_DIST ?? 'dist';
const repoMod = await import(join(root, dist, 'repo', 'index.js'));
// slice/evidence/ since the scorer/combiner split, slice/fuse.js in the builds before it.
const fuse = await import(join(root, dist, 'slice', 'evidence', 'index.js')).catch(() => import(join(root, dist, 'slice', 'fuse.js')));
const rank = await import(join(root, dist, 'rank', 'index.js'));
const testContent = await import(join(root, dist, 'slice', 'test-content.js'));

const bench = new Map(JSON.parse(readFileSync(benchJson, 'utf8')).results.map((r) => [r.instance_id, r]));
const rows = readFileSync(data, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((r) => bench.has(r.instance_id));
const res = [];
for (const { repo, tree, issue } of checkedOutIssues(rows, work)) {
  const r = bench.get(issue.instance_id);
  const index = await repoMod.buildIndex(tree);
  const imp = index.files.map(() => new Set());
  const by = index.files.map(() => new Set());
  for (let e = 0; e < index.edgeTo.length; e++) { const a = index.edgeFrom[e], b = index.edgeTo[e]; if (a !== b) { imp[a].add(b); by[b].add(a); } }
  const read = (p) => { try { return readFileSync(join(tree, p), 'utf8'); } catch { return undefined; } };
  const lx = fuse.lexicalOf(index, { read });
  const source = (id) => index.files[id].lang !== 'other' && !testContent.isTestFile(index.files[id]);
  const ranked = rank.rankFiles(lx, issue.problem_statement, { limit: 5000, filter: source });
  for (const f of ranked) f.score *= fuse.libraryWeight(index, index.files[f.fileId].path);
  ranked.sort((a, b) => b.score - a.score);
  const top = ranked[0]?.score || 1;
  const lex = new Map(ranked.map((f, i) => [f.fileId, { share: f.score / top, rank: i + 1 }]));
  const seeded = [...new Set(r.seed_evidence.map((e) => e[0]))].map((p) => index.fileId(p)).filter((id) => id !== undefined);
  const isSeeded = new Set(seeded);
  const gold = new Set((issue.gold_files ?? []).map((g) => index.fileId(g)));
  const cands = new Map();
  const near = (y, k, how) => { if (isSeeded.has(y) || !source(y)) return; const c = cands.get(y) ?? { imp: [], by: [] }; c[how].push(k + 1); cands.set(y, c); };
  seeded.slice(0, 5).forEach((s, k) => { for (const y of imp[s]) near(y, k, 'imp'); for (const y of by[s]) near(y, k, 'by'); });
  const list = [...cands].map(([y, c]) => ({ path: index.files[y].path, gold: gold.has(y) ? 1 : 0, lex: lex.get(y)?.share ?? 0, lexRank: lex.get(y)?.rank ?? null, ...c, indeg: by[y].size, outdeg: imp[y].size, tokens: index.files[y].tokens }));
  res.push({ id: issue.instance_id, repo, in_slice: r.in_slice, cands: list });
  console.error(`${res.length} ${issue.instance_id} ${list.length} neighbours, ${list.filter((x) => x.gold).length} gold`);
}
writeFileSync(out, JSON.stringify(res));
