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
import { resolveDocWeight, resolvePassageShape } from './options.js';

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
  const { perFile, half } = resolvePassageShape(opts.perFile, opts.half);
  const out = new Map<number, Passage[]>();
  for (const [fileId, { n, centers, scores }] of windowScores(lx, index, query, fileIds, half, opts)) {
    // The best window not overlapping those picked, perFile times: the order a sort by (score desc, start asc)
    // gives, without sorting every window.
    const picked: Passage[] = [];
    while (picked.length < perFile) {
      let best = -1;
      for (let k = 0; k < centers.length; k++) {
        const sc = scores[k]!;
        if (!(sc > 0) || (best >= 0 && sc <= scores[best]!)) continue;
        const a = Math.max(0, centers[k]! - half) + 1;
        const b = Math.min(n - 1, centers[k]! + half) + 1;
        let free = true;
        for (const q of picked) if (a <= q.end && q.start <= b) { free = false; break; }
        if (free) best = k;
      }
      if (best < 0) break;
      const c = centers[best]!;
      picked.push({ start: Math.max(0, c - half) + 1, end: Math.min(n - 1, c + half) + 1, score: scores[best]! });
    }
    if (picked.length) out.set(fileId, picked);
  }
  return out;
}

/** A file's windows: its line count, the lines with a query term (0-based, ascending) and the window score of each. */
interface Windows { n: number; centers: Int32Array; scores: Float64Array }

/**
 * Returns, per file of `fileIds` (with definitions, readable), the score of the window of 2·`half`+1 lines centred on
 * each line with a query term: Σ over the distinct terms in it of qw · idf · (k1+1)·tf / (k1+tf), tf counting
 * comment and docstring occurrences `docWeight`. The window slides over the lines with terms only: each enters and
 * leaves it once, and a window is scored over the terms it holds.
 */
function windowScores(lx: LexicalIndex, index: RepoIndex, query: string, fileIds: readonly number[], half: number, opts: RankPassagesOptions): Map<number, Windows> {
  const p = resolveParams(opts.params);
  const docWeight = resolveDocWeight(opts.docWeight);
  const out = new Map<number, Windows>();
  const { qts, lines, prose } = queryLines(lx, index, query, fileIds, opts.params);
  if (!qts.length) return out;
  const w = qts.map((q) => q.qw * q.idf);
  // Occurrences in the window, in code and in prose, counted apart so that tf is exact however the window moved.
  const inCode = new Int32Array(qts.length);
  const inDoc = new Int32Array(qts.length);
  // The terms in the window, ascending: a window's score sums them in this order, so two windows holding the same
  // terms as often score exactly alike (a tie then goes to the earlier window, whatever came before).
  const present: number[] = [];
  for (const [fileId, lt] of lines) {
    const doc = docWeight !== 1 ? prose(fileId) : undefined;
    const n = lt.count.length;
    let m = 0;
    for (let l = 0; l < n; l++) if (lt.hits[l]) m++;
    const centers = new Int32Array(m);
    for (let l = 0, k = 0; l < n; l++) if (lt.hits[l]) centers[k++] = l;
    const scores = new Float64Array(m);
    // Lines centers[lo..hi) are in the window of the current centre.
    let lo = 0;
    let hi = 0;
    for (let k = 0; k < m; k++) {
      const c = centers[k]!;
      for (; hi < m && centers[hi]! <= c + half; hi++) {
        const l = centers[hi]!;
        const counts = doc && doc[l] ? inDoc : inCode;
        for (const q of lt.hits[l]!) {
          if (inCode[q]! + inDoc[q]! === 0) { let j = present.length; while (j > 0 && present[j - 1]! > q) j--; present.splice(j, 0, q); }
          counts[q]++;
        }
      }
      for (; centers[lo]! < c - half; lo++) {
        const l = centers[lo]!;
        const counts = doc && doc[l] ? inDoc : inCode;
        for (const q of lt.hits[l]!) {
          counts[q]--;
          if (inCode[q]! + inDoc[q]! === 0) present.splice(present.indexOf(q), 1);
        }
      }
      let sc = 0;
      for (const q of present) {
        const tf = inCode[q]! + docWeight * inDoc[q]!;
        if (tf > 0) sc += (w[q]! * (p.k1 + 1) * tf) / (p.k1 + tf);
      }
      scores[k] = sc;
    }
    inCode.fill(0);
    inDoc.fill(0);
    present.length = 0;
    out.set(fileId, { n, centers, scores });
  }
  return out;
}
