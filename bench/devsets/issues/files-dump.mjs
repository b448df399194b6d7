// Dumps, per issue, what file-level re-ranking can be replayed from: the slicer's seeds, the lexical ranking's first
// 50 source files (BM25F score, the not-library factor applied), the import edges among those files and the seed
// files (with each file's in- and out-degree in the whole graph), and the gold files' lexical ranks in a longer list
// (for reading misses). Companion of bench/issues.bench.mjs (same checkouts, same seed order), not a benchmark.
//
// usage: CK_DIST=<build> CK_DUMP_WORK=DIR node bench/devsets/issues/files-dump.mjs DATA.jsonl OUT.json [--repo NAME]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkedOutIssues } from '../../lib/checkouts.mjs';
import { dumpSetup, ROOT } from './dump-setup.mjs';
import { fileRank, seedFiles } from '../../lib/issue-metrics.mjs';

const { out, dist, work, rows } = dumpSetup('files-dump.mjs');
const root = ROOT;
const lib = await import(join(root, dist, 'index.js'));
const repoMod = await import(join(root, dist, 'repo', 'index.js'));
// slice/evidence/ since the scorer/combiner split, slice/fuse.js in the builds before it.
const fuse = await import(join(root, dist, 'slice', 'evidence', 'index.js')).catch(() => import(join(root, dist, 'slice', 'fuse.js')));
const rank = await import(join(root, dist, 'rank', 'index.js'));
const testContent = await import(join(root, dist, 'slice', 'test-content.js'));

const res = [];
for (const { repo, tree, issue } of checkedOutIssues(rows, work)) {
  const t0 = performance.now();
  const m = await lib.sliceRepo(tree, { symptom: issue.problem_statement, budget: 30000, noCache: false });
  const sliceS = (performance.now() - t0) / 1000;
  const index = await repoMod.buildIndex(tree);
  const read = (p) => { try { return readFileSync(join(tree, p), 'utf8'); } catch { return undefined; } };
  const lx = fuse.lexicalOf(index, { read });
  const source = (id) => index.files[id].lang !== 'other' && !testContent.isTestFile(index.files[id]);
  const ranked = rank.rankFiles(lx, issue.problem_statement, { limit: 300, filter: source });
  for (const f of ranked) f.score *= fuse.libraryWeight(index, index.files[f.fileId].path);
  ranked.sort((a, b) => b.score - a.score);
  const lex = ranked.slice(0, 50).map((f) => ({ path: index.files[f.fileId].path, s: f.score }));
  const seedPaths = seedFiles(m.seeds);
  const cand = [...new Set([...seedPaths, ...lex.map((x) => x.path)])];
  const ids = cand.map((p) => index.fileId(p));
  const pos = new Map(ids.map((id, i) => [id, i]));
  const indeg = new Array(cand.length).fill(0), outdeg = new Array(cand.length).fill(0);
  const edges = [];
  for (let e = 0; e < index.edgeTo.length; e++) {
    const a = index.edgeFrom[e], b = index.edgeTo[e];
    if (a === b) continue;
    const i = pos.get(a), j = pos.get(b);
    if (i !== undefined) outdeg[i]++;
    if (j !== undefined) indeg[j]++;
    if (i !== undefined && j !== undefined) edges.push([i, j]);
  }
  const goldLex = (issue.gold_files ?? []).map((g) => ranked.findIndex((f) => index.files[f.fileId].path === g) + 1);
  res.push({
    id: issue.instance_id, repo, gold_files: issue.gold_files, file_rank: fileRank(seedPaths, issue.gold_files), gold_lex: goldLex, slice_s: sliceS,
    seeds: m.seeds.map((s) => ({ path: s.path, line: s.line, why: s.why, src: s.source ?? null, c: s.confidence })),
    lex, cand, indeg, outdeg, edges: [...new Set(edges.map((e) => e.join(',')))].map((e) => e.split(',').map(Number)),
  });
  console.error(`${res.length} ${issue.instance_id} file ${res.at(-1).file_rank} goldlex ${goldLex.join(',')} ${sliceS.toFixed(2)}s`);
}
writeFileSync(out, JSON.stringify(res));
