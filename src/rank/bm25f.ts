// BM25F over the four fields (Robertson & Zaragoza): per-field term frequencies are length-normalized and weighted
// first, summed into one pseudo-frequency, and saturated once with k1, so a term repeated across fields does not
// count as several independent terms. What is fixed per query (idf, the per-field normalization table) is computed
// once; the scoring loop is one pass over the forward entries (a file's entries of one term are adjacent, fields in
// order), each a table lookup, a multiply and an add.
import { resolveRankLimit } from './options.js';
import { FIELDNORM_TO_LEN } from './fieldnorm.js';
import { FIELD_NAMES, NF } from './fields.js';
import type { LexicalIndex } from './lexical.js';
import { findEntry } from './postings.js';
import { queryTermCounts } from './tokenize.js';

/** Ranking constants; every field is overridable per call (for measurement), defaults below. */
export interface Bm25fParams {
  /** Term-frequency saturation. */
  k1: number;
  /** Weight per field, in field order (path, defs, doc, body). */
  weights: readonly number[];
  /** Length normalization per field (0: none, 1: full), in field order. */
  b: readonly number[];
  /** Saturation of repeated query terms: a term said q times weighs q(k3+1)/(k3+q). */
  k3: number;
  /** Multiplier for query tokens from code-shaped runs (`snake_case`, `camelCase`, `a.b`). */
  codeBoost: number;
}

// How the defaults were chosen: a coarse grid on the sympy issues of the issue-localization dev set (even-numbered
// issues to choose, odd ones to check; README "Quality"), moving one constant at a time from Lucene's defaults
// (k1 1.2, b 0.75). Path and definition names are short and say what a file is about, so they weigh more and are
// barely length-normalized; doc and body are long prose/code and keep the classic b.
/** Term-frequency saturation (Lucene's default). */
export const K1 = 1.2;
/** Field weights (path, defs, doc, body). */
export const FIELD_WEIGHTS: readonly number[] = [2.0, 2.0, 1.0, 1.0];
/** Per-field length normalization (path, defs, doc, body). */
export const FIELD_B: readonly number[] = [0.3, 0.5, 0.75, 0.75];
/** Query-term repetition saturation: 1 → 1, 2 → 1.67, 4 → 2.5, ∞ → 5 (issues repeat the names they are about). */
export const QUERY_K3 = 4;
/** Boost for query tokens from identifiers as written in code. */
export const CODE_TOKEN_BOOST = 1.5;

/** The default parameters. */
export const DEFAULT_PARAMS: Bm25fParams = { k1: K1, weights: FIELD_WEIGHTS, b: FIELD_B, k3: QUERY_K3, codeBoost: CODE_TOKEN_BOOST };

/** A score with the reasons for it, as tantivy's (and Lucene's) Explanation: a value, what it is, and its parts. */
export interface Explanation {
  value: number;
  description: string;
  details?: Explanation[];
}

/** One ranked file. */
export interface RankedFile {
  fileId: number;
  score: number;
  explain: Explanation;
}

/** Options of rankFiles. */
export interface RankFilesOptions {
  /** Most results (default 20). */
  limit?: number;
  /** Files for which this returns false are left out. */
  filter?: (fileId: number) => boolean;
  /** Overrides of DEFAULT_PARAMS. */
  params?: Partial<Bm25fParams>;
}

/** @internal A query term resolved against an index: its id, idf and query weight. */
export interface QueryTerm {
  term: string;
  id: number;
  qtf: number;
  code: boolean;
  idf: number;
  /** Query-side weight: saturated repetition × code boost. */
  qw: number;
}

/** Returns a query term's weight: its count saturating at `k3`, times `codeBoost` for a term written as code. */
export function queryWeight(qtf: number, code: boolean, p: Bm25fParams): number {
  return ((qtf * (p.k3 + 1)) / (p.k3 + qtf)) * (code ? p.codeBoost : 1);
}

/** @internal Returns the query's terms found in the index, with idf and query weights. */
export function queryTerms(lx: LexicalIndex, query: string, p: Bm25fParams): QueryTerm[] {
  const agg = queryTermCounts(query);
  const { df } = lx.fw;
  const n = lx.fw.paths.length;
  const out: QueryTerm[] = [];
  for (const [term, { qtf, code }] of agg) {
    const id = lx.termId(term);
    if (id === undefined || df[id] === 0) continue;
    const idf = Math.log(1 + (n - df[id] + 0.5) / (df[id] + 0.5));
    out.push({ term, id, qtf, code, idf, qw: queryWeight(qtf, code, p) });
  }
  return out;
}

/** @internal Returns the per-field normalization table: `t[f * 256 + fieldnorm] = w_f / (1 - b_f + b_f·len/avg_f)`. */
export function normTable(lx: LexicalIndex, p: Bm25fParams): Float64Array {
  const t = new Float64Array(NF * 256);
  for (let f = 0; f < NF; f++) {
    for (let b = 0; b < 256; b++) t[f * 256 + b] = p.weights[f] / (1 - p.b[f] + (p.b[f] * FIELDNORM_TO_LEN[b]) / lx.avgLen[f]);
  }
  return t;
}

/** Returns the resolved parameters: DEFAULT_PARAMS with `over` applied. */
export function resolveParams(over?: Partial<Bm25fParams>): Bm25fParams {
  return over ? { ...DEFAULT_PARAMS, ...over } : DEFAULT_PARAMS;
}

/**
 * Returns the files that best match `query` (free text: an issue, a question), best first, each with the explanation
 * of its score: per query term, idf × saturated field-weighted frequency, with the fields it was found in. Files with
 * no query term are absent. File ids are indexes into the RepoIndex the LexicalIndex was loaded from.
 */
export function rankFiles(lx: LexicalIndex, query: string, opts: RankFilesOptions = {}): RankedFile[] {
  const p = resolveParams(opts.params);
  const limit = resolveRankLimit(opts.limit);
  const qts = queryTerms(lx, query, p);
  const { fileStart, entKey, entTf, nTerms } = lx.fw;
  const nFiles = fileStart.length - 1;
  // Query term slot by term id (-1: not asked), and each slot's weight with idf and (k1 + 1) folded in.
  const slot = new Int32Array(nTerms).fill(-1);
  const w = new Float64Array(qts.length);
  qts.forEach((qt, i) => { slot[qt.id] = i; w[i] = qt.qw * qt.idf * (p.k1 + 1); });
  const norm = normTable(lx, p);
  const fnorm = lx.fieldnorm;
  const k1 = p.k1;
  const score = new Float64Array(nFiles);
  for (let file = 0; file < nFiles; file++) {
    let s = 0;
    let cur = -1;
    let a = 0;
    const fb = file * NF;
    for (let e = fileStart[file], end = fileStart[file + 1]; e < end; e++) {
      const key = entKey[e];
      const t = (key / NF) | 0;
      const q = slot[t];
      if (q < 0) continue;
      if (q !== cur) {
        if (cur >= 0) s += (w[cur] * a) / (k1 + a);
        cur = q;
        a = 0;
      }
      const f = key - t * NF;
      a += entTf[e] * norm[f * 256 + fnorm[fb + f]];
    }
    if (cur >= 0) s += (w[cur] * a) / (k1 + a);
    score[file] = s;
  }
  const hits: number[] = [];
  for (let i = 0; i < nFiles; i++) if (score[i] > 0) hits.push(i);
  hits.sort((a, b) => score[b] - score[a] || a - b);
  // The filter runs in rank order and stops at `limit`: it may be costly (a test-file check decodes the file's
  // definitions), and most of the thousands of files a common term touches never come near the first places.
  const kept: number[] = [];
  for (let i = 0; i < hits.length && kept.length < limit; i++) if (!opts.filter || opts.filter(hits[i]!)) kept.push(hits[i]!);
  return kept.map((fileId) => ({ fileId, score: score[fileId], explain: explainFile(lx, qts, fileId, p, norm) }));
}

// Returns the tf of (term, field) in `file`: binary search in the file's entries (sorted by key).
function tfIn(lx: LexicalIndex, key: number, file: number): number {
  const e = findEntry(lx.fw, file, key);
  return e < 0 ? 0 : lx.fw.entTf[e];
}

function explainFile(lx: LexicalIndex, qts: QueryTerm[], file: number, p: Bm25fParams, norm: Float64Array): Explanation {
  const terms: Explanation[] = [];
  for (const qt of qts) {
    const fields: Explanation[] = [];
    let a = 0;
    for (let f = 0; f < NF; f++) {
      const tf = tfIn(lx, qt.id * NF + f, file);
      if (!tf) continue;
      const fn = lx.fieldnorm[file * NF + f];
      const v = tf * norm[f * 256 + fn];
      a += v;
      fields.push({
        value: v,
        description: `${FIELD_NAMES[f]}: tf=${tf} × weight ${p.weights[f]} / (1 - b + b·dl/avgdl), b=${p.b[f]}, dl=${FIELDNORM_TO_LEN[fn]}, avgdl=${lx.avgLen[f].toFixed(1)}`,
      });
    }
    if (!a) continue;
    const v = (qt.qw * qt.idf * (p.k1 + 1) * a) / (p.k1 + a);
    terms.push({
      value: v,
      description: `weight(${qt.term}): query weight ${qt.qw.toFixed(2)} (qtf=${qt.qtf}${qt.code ? ', code-shaped' : ''}) × idf ${qt.idf.toFixed(3)} × tf·(k1+1)/(tf+k1), tf=${a.toFixed(3)}, k1=${p.k1}`,
      details: fields,
    });
  }
  terms.sort((x, y) => y.value - x.value);
  return { value: terms.reduce((s, t) => s + t.value, 0), description: `sum of ${terms.length} matching terms in ${lx.fw.paths[file]}`, details: terms };
}

/** Returns the explanation as indented lines (`value  description`), for a user. */
export function formatExplanation(e: Explanation, indent = ''): string {
  let s = `${indent}${e.value.toFixed(3)}  ${e.description}\n`;
  for (const d of e.details ?? []) s += formatExplanation(d, indent + '  ');
  return s;
}
