// Ranking definitions within a few files: each def is a small document with two fields, its name and the text of its
// line range, scored with the file-level idf. Def texts are re-tokenized from the file on demand: the slicer asks
// about a handful of files, and storing per-def term data for every file would double the cache for that.
import { resolveDefIdf, resolveDocWeight, resolveRankLimit } from './options.js';
import type { Def, Lang, RepoIndex } from '../repo/types.js';
import { resolveParams, queryTerms, type Bm25fParams, type QueryTerm } from './bm25f.js';
import type { LexicalIndex } from './lexical.js';
import { tokenizeCode } from './tokenize.js';
import { lineTermsOf, type LineTerms, type RunTerms } from './line-terms.js';
import { proseLines } from './prose-lines.js';

/** Weight of a def's name tokens against its body tokens: a name that says the query's words is strong evidence. */
export const SYMBOL_NAME_WEIGHT = 3;
/** Length normalization of a def's body: long classes must not win only by containing every word. */
export const SYMBOL_BODY_B = 0.75;

/** One ranked definition. */
export interface RankedSymbol {
  fileId: number;
  def: Def;
  score: number;
  /** With `docWeight` ≠ 1: the score with every word counting fully (what the call gives without the option). */
  plainScore?: number;
}

/** Options of rankSymbols. */
export interface RankSymbolsOptions {
  /** Most results (default 20). */
  limit?: number;
  /** Overrides of DEFAULT_PARAMS (k1, k3, codeBoost are used). */
  params?: Partial<Bm25fParams>;
  /**
   * A definition's body is its own lines only: a class without the methods nested in it, which are documents of
   * their own (else a large class matches every word its methods hold and outranks the method that is meant).
   */
  ownBody?: boolean;
  /**
   * Weight of a query term's occurrence on a comment or docstring line against one in code (default 1: no
   * difference). Applies to the languages prose-lines.ts knows; others are all code.
   */
  docWeight?: number;
  /**
   * How much each term's idf over the definitions of `fileIds` replaces its index-wide idf in `score`: idf_index^(1−x)
   * · idf_defs^x (default 0: the index-wide idf alone). A term most of those definitions hold (the word their files
   * are about, which already ranked the files) then tells fewer of them apart. With x > 0, `plainScore` is always
   * given, with the index-wide idf.
   */
  defIdf?: number;
  /** Length normalization against each file's own average definition length (as one call per file gives). */
  perFileLength?: boolean;
}

/**
 * Returns the definitions of files `fileIds` that best match `query`, best first: BM25 over (name, line range) with
 * the index-wide idf. A class's range includes its methods, so both can rank; files that cannot be read are skipped.
 */
export function rankSymbols(lx: LexicalIndex, index: RepoIndex, query: string, fileIds: readonly number[], opts: RankSymbolsOptions = {}): RankedSymbol[] {
  const p = resolveParams(opts.params);
  const qs0 = queryScan(lx, query, p);
  const { qts, qIndex } = qs0;
  if (!qts.length) return [];
  // A definition's term frequencies, sparse: the query terms it has (ascending), and their name, body and plain counts.
  interface Doc { fileId: number; def: Def; qs: number[]; name: number[]; body: number[]; plain: number[] | undefined; bodyLen: number }
  const sName = new Float64Array(qts.length);
  const sBody = new Float64Array(qts.length);
  const sPlain = new Float64Array(qts.length);
  const touched: number[] = [];
  const touch = (q: number): void => { if (sName[q] === 0 && sBody[q] === 0 && sPlain[q] === 0) touched.push(q); };
  const texts = scanFiles(lx, index, qs0, fileIds);
  const docWeight = resolveDocWeight(opts.docWeight);
  const docs: Doc[] = [];
  let sumLen = 0;
  for (const fileId of fileIds) {
    const f = index.files[fileId];
    const text = texts.get(fileId);
    if (!f || text === undefined) continue;
    const lines = qs0.files.get(fileId)!;
    // With a doc weight, which lines are comments and docstrings (cached alike).
    let prose: Uint8Array | null | undefined;
    if (docWeight !== 1) prose = proseOf(qs0, fileId, f.lang, () => text);
    const own = opts.ownBody ? ownLinesOf(f.defs) : undefined;
    const { upTo, hitLines } = lineIndexOf(lines);
    for (const def of f.defs) {
      touched.length = 0;
      for (const t of tokenizeCode(def.name)) { const q = qIndex.get(t); if (q !== undefined) { touch(q); sName[q]++; } }
      let bodyLen = 0;
      for (const [from, to] of opts.ownBody ? own!.get(def)! : [[def.start, def.end] as [number, number]]) {
        const a = Math.max(1, from), b = Math.min(to, lines.count.length);
        if (a > b) continue;
        bodyLen += upTo[b]! - upTo[a - 1]!;
        // Only the lines holding a query term, in order: the same sums, added in the same order, as over every line.
        for (let h = firstAtLeast(hitLines, a - 1); h < hitLines.length && hitLines[h]! < b; h++) {
          const l0 = hitLines[h]!;
          const w = prose && prose[l0] ? docWeight : 1;
          // With a doc weight, the plain counts too (one pass gives both scores: the slicer wants both).
          for (const q of lines.hits[l0]!) { touch(q); sBody[q] += w; if (prose) sPlain[q]++; }
        }
      }
      touched.sort((a, b) => a - b);
      const qs = touched.slice();
      docs.push({ fileId, def, qs, name: qs.map((q) => sName[q]!), body: qs.map((q) => sBody[q]!), plain: prose ? qs.map((q) => sPlain[q]!) : undefined, bodyLen });
      for (const q of qs) { sName[q] = 0; sBody[q] = 0; sPlain[q] = 0; }
      sumLen += bodyLen;
    }
  }
  const avgOf = lengthAverages(docs, sumLen, opts.perFileLength);
  // With defIdf, each term's idf for `score`: the index-wide one mixed with its idf over these definitions.
  const x = resolveDefIdf(opts.defIdf);
  const idf = x > 0 ? defIdfs(docs, qts, x) : undefined;
  const out: RankedSymbol[] = [];
  for (const d of docs) {
    const bnorm = 1 / (1 - SYMBOL_BODY_B + (SYMBOL_BODY_B * d.bodyLen) / avgOf(d.fileId));
    const plain = d.plain ?? (idf ? d.body : undefined);
    let s = 0;
    let sp = 0;
    // Over the definition's own terms in ascending order: the same sum, in the same order, as over all terms.
    for (let k = 0; k < d.qs.length; k++) {
      const qt = qts[d.qs[k]!]!;
      const a = SYMBOL_NAME_WEIGHT * d.name[k]! + d.body[k]! * bnorm;
      if (a) s += (qt.qw * (idf ? idf[d.qs[k]!]! : qt.idf) * (p.k1 + 1) * a) / (p.k1 + a);
      if (!plain) continue;
      const ap = SYMBOL_NAME_WEIGHT * d.name[k]! + plain[k]! * bnorm;
      if (ap) sp += (qt.qw * qt.idf * (p.k1 + 1) * ap) / (p.k1 + ap);
    }
    if (plain) { if (s > 0 || sp > 0) out.push({ fileId: d.fileId, def: d.def, score: s, plainScore: sp }); }
    else if (s > 0) out.push({ fileId: d.fileId, def: d.def, score: s });
  }
  out.sort((x, y) => y.score - x.score || x.fileId - y.fileId || x.def.start - y.def.start);
  return out.slice(0, resolveRankLimit(opts.limit));
}

/** Returns a file's token counts summed up to each line (`upTo[l]`: lines 1..l) and its lines with a query term (0-based, ascending). */
function lineIndexOf(lines: LineTerms): { upTo: Float64Array; hitLines: Int32Array } {
  const n = lines.count.length;
  const upTo = new Float64Array(n + 1);
  let m = 0;
  for (let l = 0; l < n; l++) { upTo[l + 1] = upTo[l]! + lines.count[l]!; if (lines.hits[l]) m++; }
  const hitLines = new Int32Array(m);
  for (let l = 0, k = 0; l < n; l++) if (lines.hits[l]) hitLines[k++] = l;
  return { upTo, hitLines };
}

/** Returns the index of the first element of ascending `xs` that is at least `x` (xs.length: none). */
function firstAtLeast(xs: Int32Array, x: number): number {
  let lo = 0, hi = xs.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (xs[mid]! < x) lo = mid + 1; else hi = mid; }
  return lo;
}

/**
 * Returns the average definition length rankSymbols normalizes a definition of a file against: over all of `docs`
 * (`sumLen` their total), or with `perFile` over the file's own definitions; at least 1.
 */
function lengthAverages(docs: readonly { fileId: number; bodyLen: number }[], sumLen: number, perFile: boolean | undefined): (fileId: number) => number {
  const all = Math.max(1, sumLen / Math.max(1, docs.length));
  if (!perFile) return () => all;
  const sum = new Map<number, [number, number]>();
  for (const d of docs) { const e = sum.get(d.fileId) ?? [0, 0]; e[0] += d.bodyLen; e[1]++; sum.set(d.fileId, e); }
  return (fileId) => { const e = sum.get(fileId); return e ? Math.max(1, e[0] / e[1]) : all; };
}

/**
 * Returns, per query term of `qts`, its index-wide idf^(1−x) times its idf over `docs`^x (BM25's idf with the
 * definitions as the collection: a definition holds a term in its name or its own lines).
 */
function defIdfs(docs: readonly { qs: number[] }[], qts: readonly QueryTerm[], x: number): Float64Array {
  const df = new Float64Array(qts.length);
  for (const d of docs) for (const q of d.qs) df[q]++;
  const n = docs.length;
  return Float64Array.from(qts, (qt, q) => qt.idf ** (1 - x) * Math.log(1 + (n - df[q]! + 0.5) / (df[q]! + 0.5)) ** x);
}

/** A query's terms, with the files scanned for them and their comment lines (per lexical index, the last query's). */
interface QueryScan {
  query: string;
  p: Bm25fParams;
  qts: QueryTerm[];
  qIndex: Map<string, number>;
  /** The terms joined: another text with the same terms keeps the scans. */
  key: string;
  memo: Map<string, RunTerms>;
  files: Map<number, LineTerms>;
  prose: Map<number, Uint8Array | null>;
}
const scans = new WeakMap<LexicalIndex, QueryScan>();

/** Returns the QueryScan of `query` (the last one's when it is the same text and parameters). */
function queryScan(lx: LexicalIndex, query: string, p: Bm25fParams): QueryScan {
  const last = scans.get(lx);
  if (last && last.query === query && last.p === p) return last;
  const qts = queryTerms(lx, query, p);
  const qIndex = new Map<string, number>();
  qts.forEach((q, i) => qIndex.set(q.term, i));
  const key = qts.map((q) => q.term).join('\0');
  const kept = last && last.key === key ? last : undefined;
  const qs: QueryScan = { query, p, qts, qIndex, key, memo: kept?.memo ?? new Map(), files: kept?.files ?? new Map(), prose: kept?.prose ?? new Map() };
  scans.set(lx, qs);
  return qs;
}

/**
 * Returns the texts of those of `fileIds` that have definitions and can be read (each read once), after scanning
 * the ones `qs` has not scanned yet, together.
 */
function scanFiles(lx: LexicalIndex, index: RepoIndex, qs: QueryScan, fileIds: readonly number[]): Map<number, string> {
  const texts = new Map<number, string>();
  for (const fileId of fileIds) {
    const f = index.files[fileId];
    if (!f || !f.defs.length || texts.has(fileId)) continue;
    const text = lx.read(f.path);
    if (text !== undefined) texts.set(fileId, text);
  }
  const fresh = [...texts.keys()].filter((id) => !qs.files.has(id));
  const scanned = lineTermsOf(fresh.map((id) => texts.get(id)!), qs.qts.map((q) => q.term), qs.qIndex, qs.memo);
  scanned.forEach((lt, k) => qs.files.set(fresh[k]!, lt));
  return texts;
}

/** The query's terms and, per file of `fileIds` that has definitions and can be read, its lines' hits (rankSymbols's scan). */
export interface QueryLines {
  qts: readonly QueryTerm[];
  lines: ReadonlyMap<number, LineTerms>;
  /** Returns which lines of a file are comments and docstrings (undefined: all code, or a language prose-lines.ts does not know). */
  prose(fileId: number): Uint8Array | undefined;
}

/**
 * Returns the query's terms and the per-line hits of `fileIds` (those with definitions), scanned as rankSymbols scans
 * them: a file rankSymbols scanned for the same query is not scanned again.
 */
export function queryLines(lx: LexicalIndex, index: RepoIndex, query: string, fileIds: readonly number[], params?: Partial<Bm25fParams>): QueryLines {
  const qs = queryScan(lx, query, resolveParams(params));
  // Only the files not scanned yet are read here; a file's text is read again only for its prose lines, once.
  const fresh = fileIds.filter((id) => !qs.files.has(id));
  if (qs.qts.length && fresh.length) scanFiles(lx, index, qs, fresh);
  const lines = new Map<number, LineTerms>();
  for (const id of fileIds) { const lt = qs.files.get(id); if (lt && index.files[id]?.defs.length) lines.set(id, lt); }
  const prose = (fileId: number): Uint8Array | undefined => {
    const f = index.files[fileId];
    return (f && proseOf(qs, fileId, f.lang, () => lx.read(f.path))) ?? undefined;
  };
  return { qts: qs.qts, lines, prose };
}

/**
 * Returns a file's prose lines (proseLines; null for a language without comment rules), found once per query scan:
 * from the cache, else from `text()` (undefined when the text cannot be read).
 */
function proseOf(qs: QueryScan, fileId: number, lang: Lang, text: () => string | undefined): Uint8Array | null | undefined {
  let p = qs.prose.get(fileId);
  if (p !== undefined) return p;
  const t = text();
  if (t === undefined) return undefined;
  p = proseLines(t, lang) ?? null;
  qs.prose.set(fileId, p);
  return p;
}

/** Per definitions array: each definition's own lines (ownLines), computed for all at once. */
const ownCache = new WeakMap<readonly Def[], Map<Def, [number, number][]>>();

/** Returns ownLines of every definition of `defs` (cached per array): O(n log n + nesting), not O(n²). */
export function ownLinesOf(defs: readonly Def[]): Map<Def, [number, number][]> {
  let m = ownCache.get(defs);
  if (m) return m;
  m = new Map();
  // By start (stable: equal starts keep their order, as ownLines's sort does); a def's inner ones follow it.
  const byStart = [...defs].sort((a, b) => a.start - b.start);
  for (let i = 0; i < byStart.length; i++) {
    const def = byStart[i]!;
    const out: [number, number][] = [];
    let at = def.start;
    for (let j = i + 1; j < byStart.length && byStart[j]!.start <= def.end; j++) {
      const d = byStart[j]!;
      if (d.start <= def.start || d.end > def.end) continue;
      if (d.start > at) out.push([at, d.start - 1]);
      at = Math.max(at, d.end + 1);
    }
    if (at <= def.end) out.push([at, def.end]);
    m.set(def, out);
  }
  ownCache.set(defs, m);
  return m;
}

/** Returns the line ranges of `def` that no other definition nested in it covers (1-based, inclusive). */
export function ownLines(defs: readonly Def[], def: Def): [number, number][] {
  const inner = defs.filter((d) => d !== def && d.start > def.start && d.end <= def.end).sort((a, b) => a.start - b.start);
  const out: [number, number][] = [];
  let at = def.start;
  for (const d of inner) {
    if (d.start > at) out.push([at, d.start - 1]);
    at = Math.max(at, d.end + 1);
  }
  if (at <= def.end) out.push([at, def.end]);
  return out;
}
