// The LexicalIndex object: a Forward plus what is fixed per index (fieldnorm bytes, average field lengths).
import { FIELDNORM_TO_LEN, lenToFieldnorm } from './fieldnorm.js';
import { F_DEFS, NF } from './fields.js';
import { identTokens } from './tokenize.js';
import { findEntry, lookupTerm, type Forward } from './postings.js';

/** What a load did: where the terms came from and how long each step took. */
export interface LexicalStats {
  /** `hit`: every file reused from the cache; `partial`: some re-tokenized; `miss`: all tokenized. */
  cache: 'hit' | 'partial' | 'miss';
  files: number;
  /** Files tokenized in this load. */
  tokenized: number;
  terms: number;
  /** Forward entries (file, term, field). */
  entries: number;
  timingMs: Record<string, number>;
}

/** A lexical (BM25F) index over a RepoIndex's files; file ids are indexes into `index.files`. Opaque apart from `stats`. */
export interface LexicalIndex {
  readonly stats: LexicalStats;
  /** @internal */ readonly root: string;
  /** @internal */ readonly fw: Forward;
  /** @internal `fieldnorm[file * NF + field]`. */ readonly fieldnorm: Uint8Array;
  /** @internal */ readonly avgLen: Float64Array;
  /** @internal */ readonly read: (path: string) => string | undefined;
  /** @internal Returns the id of `term`, or undefined when no file has it. */ termId(term: string): number | undefined;
}

/** Returns a LexicalIndex over `fw` (internal: loadLexicalIndex is the public way in). */
export function makeLexical(root: string, fw: Forward, read: (path: string) => string | undefined, stats: LexicalStats): LexicalIndex {
  const nFiles = fw.paths.length;
  const fieldnorm = new Uint8Array(nFiles * NF);
  const sum = new Float64Array(NF);
  const nonEmpty = new Float64Array(NF);
  for (let i = 0; i < nFiles * NF; i++) {
    const len = fw.lens[i];
    fieldnorm[i] = lenToFieldnorm(len);
    sum[i % NF] += FIELDNORM_TO_LEN[fieldnorm[i]];
    if (len > 0) nonEmpty[i % NF]++;
  }
  // Averages over files that have the field: `other` files have no body, and must not pull the body average down.
  const avgLen = new Float64Array(NF);
  for (let f = 0; f < NF; f++) avgLen[f] = nonEmpty[f] ? Math.max(1, sum[f] / nonEmpty[f]) : 1;
  return {
    stats, root, fw, fieldnorm, avgLen, read,
    termId: (term) => lookupTerm(fw, term),
  };
}

/**
 * Returns the ids of the files whose definition names hold every token of `name` (its identTokens), ascending: the
 * only files that can define `name`, found without decoding any definition. Undefined when `name` has no token to
 * look for (a one-letter name, a stopword): then every file may.
 */
export function filesDefining(lx: LexicalIndex, name: string): number[] | undefined {
  const toks: string[] = [];
  identTokens(name, toks);
  if (!toks.length) return undefined;
  const keys: number[] = [];
  for (const t of new Set(toks)) {
    const id = lx.termId(t);
    if (id === undefined) return [];
    keys.push(id * NF + F_DEFS);
  }
  const { fileStart } = lx.fw;
  const out: number[] = [];
  for (let file = 0; file + 1 < fileStart.length; file++) {
    if (fileStart[file] !== fileStart[file + 1] && keys.every((key) => findEntry(lx.fw, file, key) >= 0)) out.push(file);
  }
  return out;
}
