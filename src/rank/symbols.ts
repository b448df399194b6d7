// Ranking definitions within a few files: each def is a small document with two fields, its name and the text of its
// line range, scored with the file-level idf. Def texts are re-tokenized from the file on demand: the slicer asks
// about a handful of files, and storing per-def term data for every file would double the cache for that.
import type { Def, RepoIndex } from '../repo/types.js';
import { resolveParams, queryTerms, type Bm25fParams } from './bm25f.js';
import type { LexicalIndex } from './lexical.js';
import { tokenizeCode } from './tokenize.js';

/** Weight of a def's name tokens against its body tokens: a name that says the query's words is strong evidence. */
export const SYMBOL_NAME_WEIGHT = 3;
/** Length normalization of a def's body: long classes must not win only by containing every word. */
export const SYMBOL_BODY_B = 0.75;

/** One ranked definition. */
export interface RankedSymbol {
  fileId: number;
  def: Def;
  score: number;
}

/** Options of rankSymbols. */
export interface RankSymbolsOptions {
  /** Most results (default 20). */
  limit?: number;
  /** Overrides of DEFAULT_PARAMS (k1, k3, codeBoost are used). */
  params?: Partial<Bm25fParams>;
}

/**
 * Returns the definitions of files `fileIds` that best match `query`, best first: BM25 over (name, line range) with
 * the index-wide idf. A class's range includes its methods, so both can rank; files that cannot be read are skipped.
 */
export function rankSymbols(lx: LexicalIndex, index: RepoIndex, query: string, fileIds: readonly number[], opts: RankSymbolsOptions = {}): RankedSymbol[] {
  const p = resolveParams(opts.params);
  const qts = queryTerms(lx, query, p);
  if (!qts.length) return [];
  const qIndex = new Map<string, number>();
  qts.forEach((q, i) => qIndex.set(q.term, i));
  interface Doc { fileId: number; def: Def; name: Float64Array; body: Float64Array; bodyLen: number }
  const docs: Doc[] = [];
  let sumLen = 0;
  for (const fileId of fileIds) {
    const f = index.files[fileId];
    if (!f || !f.defs.length) continue;
    const text = lx.read(f.path);
    if (text === undefined) continue;
    const lineStart = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStart.push(i + 1);
    for (const def of f.defs) {
      const name = new Float64Array(qts.length);
      const body = new Float64Array(qts.length);
      for (const t of tokenizeCode(def.name)) { const q = qIndex.get(t); if (q !== undefined) name[q]++; }
      const a = lineStart[Math.max(0, def.start - 1)] ?? text.length;
      const b = def.end < lineStart.length ? lineStart[def.end] : text.length;
      const toks = tokenizeCode(text.slice(a, b));
      for (const t of toks) { const q = qIndex.get(t); if (q !== undefined) body[q]++; }
      docs.push({ fileId, def, name, body, bodyLen: toks.length });
      sumLen += toks.length;
    }
  }
  const avg = Math.max(1, sumLen / Math.max(1, docs.length));
  const out: RankedSymbol[] = [];
  for (const d of docs) {
    const bnorm = 1 / (1 - SYMBOL_BODY_B + (SYMBOL_BODY_B * d.bodyLen) / avg);
    let s = 0;
    for (let q = 0; q < qts.length; q++) {
      const a = SYMBOL_NAME_WEIGHT * d.name[q] + d.body[q] * bnorm;
      if (a) s += (qts[q].qw * qts[q].idf * (p.k1 + 1) * a) / (p.k1 + a);
    }
    if (s > 0) out.push({ fileId: d.fileId, def: d.def, score: s });
  }
  out.sort((x, y) => y.score - x.score || x.fileId - y.fileId || x.def.start - y.def.start);
  return out.slice(0, opts.limit ?? 20);
}
