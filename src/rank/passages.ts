// Passages: the few-line windows of a file where a text's words gather. A definition is the unit the ranking of
// definitions scores, and it misses the fix in two shapes: a long definition (a 500-line plotting method) whose
// head is all a slice shows of it, and a short one whose few lines say the text's rare words together ("dash" and
// "offset" in a comment beside the fixed line) but which ranks low in a file of hundreds of definitions, its whole
// body scoring less than a large neighbour's many matches. A window scores each query term once, saturated, so a
// window saying several of the text's words outranks one repeating a single word; what an agent would grep for.
import type { RepoIndex } from '../repo/types.js';
import type { LexicalIndex } from './lexical.js';
import { queryLines } from './symbols.js';
import { resolveParams, type Bm25fParams } from './bm25f.js';

/** One passage: lines start..end (1-based, inclusive) and its score. */
export interface Passage { start: number; end: number; score: number }

/** Options of rankPassages. */
export interface RankPassagesOptions {
  /** Passages per file, best first (default 3). */
  perFile?: number;
  /** Lines on each side of a passage's centre (default 4: nine-line windows). */
  half?: number;
  /** Weight of a term's occurrence on a comment or docstring line against one in code (default 1). */
  docWeight?: number;
  /** Overrides of the BM25F parameters (k1, k3, codeBoost are used). */
  params?: Partial<Bm25fParams>;
}

/**
 * Returns, per file of `fileIds` (with definitions, readable), its best passages for `query`, best first and not
 * overlapping: windows of 2·half+1 lines around a line with a query term, each scored as Σ over the distinct terms
 * in it of qw · idf · (k1+1)·tf / (k1+tf) (tf counting comment and docstring occurrences `docWeight`). Files without
 * a passage are absent.
 */
export function rankPassages(lx: LexicalIndex, index: RepoIndex, query: string, fileIds: readonly number[], opts: RankPassagesOptions = {}): Map<number, Passage[]> {
  const perFile = opts.perFile ?? 3;
  const half = opts.half ?? 4;
  const out = new Map<number, Passage[]>();
  for (const [fileId, scores] of windowScores(lx, index, query, fileIds, opts)) {
    const n = scores.length;
    const cands: Passage[] = [];
    for (let c = 0; c < n; c++) if (scores[c]! > 0) cands.push({ start: Math.max(0, c - half) + 1, end: Math.min(n - 1, c + half) + 1, score: scores[c]! });
    cands.sort((x, y) => y.score - x.score || x.start - y.start);
    const picked: Passage[] = [];
    for (const cand of cands) {
      if (picked.length >= perFile) break;
      if (picked.some((q) => cand.start <= q.end && q.start <= cand.end)) continue;
      picked.push(cand);
    }
    if (picked.length) out.set(fileId, picked);
  }
  return out;
}

/**
 * Returns, per file of `fileIds` (with definitions, readable), the score of the window of 2·half+1 lines centred on
 * each line (0-based; 0 when the line has no query term): Σ over the distinct terms in it of qw · idf · (k1+1)·tf /
 * (k1+tf), tf counting comment and docstring occurrences `docWeight`.
 */
function windowScores(lx: LexicalIndex, index: RepoIndex, query: string, fileIds: readonly number[], opts: RankPassagesOptions): Map<number, Float64Array> {
  const p = resolveParams(opts.params);
  const half = opts.half ?? 4;
  const docWeight = opts.docWeight ?? 1;
  const out = new Map<number, Float64Array>();
  const { qts, lines, prose } = queryLines(lx, index, query, fileIds, opts.params);
  if (!qts.length) return out;
  const w = qts.map((q) => q.qw * q.idf);
  const tf = new Float64Array(qts.length);
  const seen: number[] = [];
  for (const [fileId, lt] of lines) {
    const doc = docWeight !== 1 ? prose(fileId) : undefined;
    const n = lt.count.length;
    const scores = new Float64Array(n);
    for (let c = 0; c < n; c++) {
      if (!lt.hits[c]) continue;
      seen.length = 0;
      for (let l = Math.max(0, c - half); l <= Math.min(n - 1, c + half); l++) {
        const hits = lt.hits[l];
        if (!hits) continue;
        const lw = doc && doc[l] ? docWeight : 1;
        for (const q of hits) { if (tf[q] === 0) seen.push(q); tf[q] += lw; }
      }
      let s = 0;
      for (const q of seen) { s += (w[q]! * (p.k1 + 1) * tf[q]!) / (p.k1 + tf[q]!); tf[q] = 0; }
      scores[c] = s;
    }
    out.set(fileId, scores);
  }
  return out;
}
