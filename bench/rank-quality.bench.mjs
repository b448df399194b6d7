// Lexical ranking quality on sympy issues: Acc@1/3/5 of rankFiles(problem_statement) on the dev set's sympy issues
// against the sympy 1.11 corpus (test files filtered out), for the BM25F defaults and a sweep of its parameters,
// beside a plain BM25 over each file's text (same tokenizer, doc + body as one field); then rankSymbols within the
// gold file. Even and odd halves of the issues are shown apart, so a parameter that only helps one half shows it.
// The whole-pipeline figures (seeds, slices, held-out repositories) are bench/issues.bench.mjs's.
//
// usage: node bench/rank-quality.bench.mjs       (npm run bench:rank-quality; after `npm run build`)
// Needs the corpora (`npm run corpora`, CK_CORPORA) and ../shared/bench-data/issue-localization-dev.jsonl; says so
// and exits 0 when either is missing. Writes bench/results/rank-quality.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const DATA = join(here, '..', '..', 'shared', 'bench-data', 'issue-localization-dev.jsonl');
if (!existsSync(join(corpora, 'sympy')) || !existsSync(DATA)) {
  console.log(`rank-quality: skipped: needs ${join(corpora, 'sympy')} (npm run corpora) and ${DATA}`);
  process.exit(0);
}
const { buildIndex } = await import(join(dist, 'repo', 'index.js'));
const { isTestPath } = await import(join(dist, 'graph', 'tests.js'));
const { loadLexicalIndex, rankFiles, rankSymbols } = await import(join(dist, 'rank', 'index.js'));
const { queryTerms, resolveParams } = await import(join(dist, 'rank', 'bm25f.js'));
const { F_BODY, F_DOC, NF } = await import(join(dist, 'rank', 'fields.js'));

/** Returns the ids of the 10 best files by plain BM25 over file text: tf and length summed over doc and body. */
function plainBm25(lx, query, filter, k1 = 1.2, b = 0.75) {
  const qts = queryTerms(lx, query, { ...resolveParams(), codeBoost: 1 });
  const { fw } = lx;
  const n = fw.paths.length;
  const len = new Float64Array(n);
  let sum = 0;
  let docs = 0;
  for (let i = 0; i < n; i++) { len[i] = fw.lens[i * NF + F_DOC] + fw.lens[i * NF + F_BODY]; sum += len[i]; if (len[i]) docs++; }
  const avg = sum / docs;
  const want = new Map(qts.map((q) => [q.id, q]));
  const score = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const tf = new Map();
    for (let e = fw.fileStart[i]; e < fw.fileStart[i + 1]; e++) {
      const key = fw.entKey[e];
      const f = key % NF;
      if (f !== F_DOC && f !== F_BODY) continue;
      const t = (key - f) / NF;
      if (want.has(t)) tf.set(t, (tf.get(t) ?? 0) + fw.entTf[e]);
    }
    for (const [t, c] of tf) {
      const q = want.get(t);
      score[i] += q.qw * q.idf * (c * (k1 + 1)) / (c + k1 * (1 - b + (b * len[i]) / avg));
    }
  }
  return [...Array(n).keys()].filter((i) => score[i] > 0 && filter(i)).sort((a, c) => score[c] - score[a] || a - c).slice(0, 10);
}

const index = await buildIndex(join(corpora, 'sympy'));
const lx = loadLexicalIndex(index);
const issues = readFileSync(DATA, 'utf8').trim().split('\n').map((l) => JSON.parse(l))
  .filter((x) => x.repo === 'sympy/sympy' && x.gold_files.every((g) => index.fileId(g) !== undefined));
const keep = (i) => index.files[i].lang !== 'other' && !isTestPath(index.files[i].path);
/** Returns Acc@1/3/5 of `rank` over `subset`. */
const acc = (rank, subset) => {
  const hit = [0, 0, 0];
  for (const x of subset) {
    const top = rank(x.problem_statement);
    const gold = new Set(x.gold_files.map((g) => index.fileId(g)));
    [1, 3, 5].forEach((k, j) => { if (top.slice(0, k).some((i) => gold.has(i))) hit[j]++; });
  }
  return hit.map((h) => +(h / subset.length).toFixed(3));
};
const even = issues.filter((_, i) => i % 2 === 0);
const odd = issues.filter((_, i) => i % 2 === 1);
const bm25f = (p) => (q) => rankFiles(lx, q, { limit: 10, filter: keep, params: p }).map((r) => r.fileId);
const rows = [
  ['plain BM25 (doc+body, one field)', (q) => plainBm25(lx, q, keep)],
  ['BM25F defaults', bm25f()],
  ['BM25F, no code boost', bm25f({ codeBoost: 1 })],
  ['BM25F, code boost 2', bm25f({ codeBoost: 2 })],
  ['BM25F, all weights 1', bm25f({ weights: [1, 1, 1, 1] })],
  ['BM25F, path 3 defs 3', bm25f({ weights: [3, 3, 1, 1] })],
  ['BM25F, path 1 defs 2', bm25f({ weights: [1, 2, 1, 1] })],
  ['BM25F, doc 0.5', bm25f({ weights: [2, 2, 0.5, 1] })],
  ['BM25F, b body 0.5', bm25f({ b: [0.3, 0.5, 0.75, 0.5] })],
  ['BM25F, b body 0.9', bm25f({ b: [0.3, 0.5, 0.75, 0.9] })],
  ['BM25F, k1 2', bm25f({ k1: 2 })],
  ['BM25F, k1 0.8', bm25f({ k1: 0.8 })],
  ['BM25F, k3 1000 (no query saturation)', bm25f({ k3: 1000 })],
  ['BM25F, k3 0.5', bm25f({ k3: 0.5 })],
  ['BM25F, k3 4', bm25f({ k3: 4 })],
  ['BM25F, k3 8', bm25f({ k3: 8 })],
  ['BM25F, k3 16', bm25f({ k3: 16 })],
  ['BM25F, k3 8 k1 2', bm25f({ k3: 8, k1: 2 })],
  ['BM25F, k3 8 code boost 1', bm25f({ k3: 8, codeBoost: 1 })],
  ['BM25F, k3 8 all weights 1', bm25f({ k3: 8, weights: [1, 1, 1, 1] })],
];
console.log(`sympy issues with gold files in the 1.11 tree: ${issues.length} (even ${even.length}, odd ${odd.length}); Acc@1 / @3 / @5`);
const table = [];
for (const [name, rank] of rows) {
  const row = { name, all: acc(rank, issues), even: acc(rank, even), odd: acc(rank, odd) };
  table.push(row);
  console.log(`${name.padEnd(40)} all ${row.all.join(' / ')}   even ${row.even.join(' / ')}   odd ${row.odd.join(' / ')}`);
}
// Symbols: within the gold file, is a gold span (or its class) among the top-k definitions?
const sHit = [0, 0, 0];
let sN = 0;
for (const x of issues) {
  for (const g of x.gold_files) {
    const spans = x.gold_spans?.[g];
    if (!spans?.length) continue;
    const top = rankSymbols(lx, index, x.problem_statement, [index.fileId(g)], { limit: 5 });
    sN++;
    [1, 3, 5].forEach((k, j) => { if (top.slice(0, k).some((r) => spans.includes(r.def.name) || spans.some((s) => s.startsWith(`${r.def.name}.`)))) sHit[j]++; });
  }
}
const symbols = { files: sN, acc: sHit.map((h) => +(h / sN).toFixed(3)) };
console.log(`rankSymbols within the gold file (a gold span, or its class, in the top k): ${sN} files, Acc@1/3/5 ${symbols.acc.join(' / ')}`);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'rank-quality.json'), `${JSON.stringify({ issues: issues.length, table, symbols }, null, 2)}\n`);
