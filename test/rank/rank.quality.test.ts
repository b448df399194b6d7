import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corporaRoot } from '../helpers/cli.js';
import { buildIndex } from '../../src/repo/index.js';
import { isTestPath } from '../../src/graph/tests.js';
import { loadLexicalIndex, rankFiles, rankSymbols, type Bm25fParams, type LexicalIndex } from '../../src/rank/index.js';
import { queryTerms, resolveParams } from '../../src/rank/bm25f.js';
import { F_BODY, F_DOC, NF } from '../../src/rank/fields.js';

// Acc@k of rankFiles(problem_statement) on the dev set's sympy issues against sympy 1.11 (test files filtered out),
// next to a plain BM25 over each file's text (same tokenizer, doc + body as one field). Prints a table; no assertion
// on the figures. CK_RANK_QUALITY=1 npx vitest run test/rank/rank.quality.test.ts
const root = corporaRoot();
const on = !!root && process.env.CK_RANK_QUALITY === '1';
const DATA = fileURLToPath(new URL('../../../shared/bench-data/issue-localization-dev.jsonl', import.meta.url));

interface Issue { instance_id: string; repo: string; problem_statement: string; gold_files: string[]; gold_spans?: Record<string, string[]> }

/** Plain BM25 over file text: tf and length summed over the doc and body fields (the baseline). */
function plainBm25(lx: LexicalIndex, query: string, filter: (i: number) => boolean, k1 = 1.2, b = 0.75): number[] {
  const p = resolveParams();
  const qts = queryTerms(lx, query, { ...p, codeBoost: 1 });
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
    const tf = new Map<number, number>();
    for (let e = fw.fileStart[i]; e < fw.fileStart[i + 1]; e++) {
      const key = fw.entKey[e];
      const f = key % NF;
      if (f !== F_DOC && f !== F_BODY) continue;
      const t = (key - f) / NF;
      if (want.has(t)) tf.set(t, (tf.get(t) ?? 0) + fw.entTf[e]);
    }
    for (const [t, c] of tf) {
      const q = want.get(t)!;
      score[i] += q.qw * q.idf * (c * (k1 + 1)) / (c + k1 * (1 - b + (b * len[i]) / avg));
    }
  }
  const ids = [...Array(n).keys()].filter((i) => score[i] > 0 && filter(i));
  return ids.sort((a, c) => score[c] - score[a] || a - c).slice(0, 10);
}

describe.skipIf(!on)('lexical ranking quality on sympy issues', () => {
  it('Acc@1/3/5: BM25F fields vs plain BM25', async () => {
    const index = await buildIndex(join(root!, 'sympy'));
    const lx = loadLexicalIndex(index);
    const issues = readFileSync(DATA, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Issue)
      .filter((x) => x.repo === 'sympy/sympy' && x.gold_files.every((g) => index.fileId(g) !== undefined));
    const keep = (i: number): boolean => index.files[i].lang !== 'other' && !isTestPath(index.files[i].path);
    const acc = (rank: (q: string) => number[], subset: Issue[]): string => {
      const hit = [0, 0, 0];
      for (const x of subset) {
        const top = rank(x.problem_statement);
        const gold = new Set(x.gold_files.map((g) => index.fileId(g)));
        [1, 3, 5].forEach((k, j) => { if (top.slice(0, k).some((i) => gold.has(i))) hit[j]++; });
      }
      return hit.map((h) => (h / subset.length).toFixed(3)).join(' / ');
    };
    const even = issues.filter((_, i) => i % 2 === 0);
    const odd = issues.filter((_, i) => i % 2 === 1);
    const bm25f = (p?: Partial<Bm25fParams>) => (q: string) => rankFiles(lx, q, { limit: 10, filter: keep, params: p }).map((r) => r.fileId);
    const rows: [string, (q: string) => number[]][] = [
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
    let out = `sympy issues with gold files in the 1.11 tree: ${issues.length} (even ${even.length}, odd ${odd.length}); Acc@1 / @3 / @5\n`;
    for (const [name, rank] of rows) out += `${name.padEnd(40)} all ${acc(rank, issues)}   even ${acc(rank, even)}   odd ${acc(rank, odd)}\n`;
    // Symbols: within the gold file, is a gold span among the top-k definitions?
    let sHit = [0, 0, 0];
    let sN = 0;
    for (const x of issues) {
      for (const g of x.gold_files) {
        const spans = x.gold_spans?.[g];
        if (!spans?.length) continue;
        const id = index.fileId(g)!;
        const top = rankSymbols(lx, index, x.problem_statement, [id], { limit: 5 });
        sN++;
        [1, 3, 5].forEach((k, j) => { if (top.slice(0, k).some((r) => spans.includes(r.def.name) || spans.some((s) => s.startsWith(`${r.def.name}.`)))) sHit[j]++; });
      }
    }
    out += `rankSymbols within the gold file (a gold span, or its class, in the top k): ${sN} files, Acc@1/3/5 ${sHit.map((h) => (h / sN).toFixed(3)).join(' / ')}\n`;
    console.log(out);
    expect(issues.length).toBeGreaterThan(50);
  }, 900_000);
});
