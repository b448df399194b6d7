// The LexicalIndex object: a Forward plus what is fixed per index (fieldnorm bytes, average field lengths).
import { FIELDNORM_TO_LEN, lenToFieldnorm } from './fieldnorm.js';
import { NF } from './fields.js';
import { lookupTerm, type Forward } from './postings.js';

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
