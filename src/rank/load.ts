// loadLexicalIndex: the postings the index build kept (keep.ts), else the cache when every file's content hash
// matches, else the postings updated file by file (tokenizing only files whose hash changed) and cached again.
import { phase } from '../runtime/phases.js';
import { isAbsolute, join } from 'node:path';
import type { RepoIndex } from '../repo/types.js';
import { operatorHash, readLexicalCache } from './cache.js';
import { makeLexical, type LexicalIndex, type LexicalStats } from './lexical.js';
import { keptPostings, updatePostings, type UpdateStats } from './keep.js';
import { resolveCacheFile, resolveReader } from './options.js';

export { bodyless } from './keep.js';

/** Options of loadLexicalIndex. */
export interface LoadLexicalOptions {
  /** Returns a file's text by its repo-relative path, or undefined when unreadable (default: read from index.root).
   * Also used by rankSymbols. Without it, files are read as bytes and never decoded while indexing. */
  read?: (path: string) => string | undefined;
  /**
   * Tokenize the bytes on disk even when `read` is given (`read` then only serves rankSymbols): a caller whose `read`
   * decodes and keeps every file it is asked for would hold the whole repository as strings after a cold build.
   */
  bytesFromDisk?: boolean;
  /** Ignore and overwrite the cache. */
  noCache?: boolean;
  /** Cache file (default lexicalCachePath(index.root)); tests point it at a temp dir. */
  cacheFile?: string;
  /** Warnings (a cache that cannot be written) go here; default: ignored. */
  onWarning?: (message: string) => void;
}

/**
 * Returns the lexical index of `index`'s files: the postings its build kept (IndexOptions.sink = postingsSink), else
 * the cache when every file's content hash matches (a file read and a few typed-array views), else the postings
 * updated, tokenizing only the files whose hash changed (all of them when nothing is cached), and cached again.
 */
export function loadLexicalIndex(index: RepoIndex, opts: LoadLexicalOptions = {}): LexicalIndex {
  const outer = phase('lexical load');
  try {
    return load(index, opts);
  } finally {
    phase(outer);
  }
}

function load(index: RepoIndex, opts: LoadLexicalOptions): LexicalIndex {
  const t0 = performance.now();
  const root = index.root;
  const abs = (p: string): string => (isAbsolute(p) ? p : join(root, p));
  const read = resolveReader(opts.read, abs);
  const fromDisk = !(opts.read && !opts.bytesFromDisk);
  const files = index.files;
  const timingMs: Record<string, number> = {};
  const stats: LexicalStats = { cache: 'hit', files: files.length, tokenized: 0, terms: 0, entries: 0, timingMs };
  const done = (fw: NonNullable<ReturnType<typeof keptPostings>>): LexicalIndex => {
    stats.terms = fw.nTerms;
    stats.entries = fw.entKey.length;
    const lx = makeLexical(root, fw, read, stats);
    timingMs.total = performance.now() - t0;
    return lx;
  };
  // Kept by the index's build: tokenized from the bytes it read (the same texts as from disk).
  const kept = fromDisk && !opts.cacheFile ? keptPostings(index) : undefined;
  if (kept) return done(kept);
  const op = operatorHash();
  const file = resolveCacheFile(opts.cacheFile, root, op);
  const old = opts.noCache ? undefined : readLexicalCache(file, root, op);
  timingMs.cacheRead = performance.now() - t0;
  if (old && old.paths.length === files.length && files.every((f, i) => old.paths[i] === f.path && old.hashes[i] === f.hash)) return done(old);
  const t = performance.now();
  const u: UpdateStats = { fed: 0, reused: 0, tokenized: 0, written: false };
  const readBytes = fromDisk ? undefined : (p: string): Uint8Array | undefined => { const s = opts.read!(p); return s === undefined ? undefined : Buffer.from(s, 'utf8'); };
  const fw = updatePostings(index, undefined, { old: old ?? null, cacheFile: file, read: readBytes, onWarning: opts.onWarning }, u);
  timingMs.tokenize = performance.now() - t;
  stats.tokenized = u.tokenized;
  stats.cache = u.tokenized < files.length ? 'partial' : 'miss';
  return done(fw);
}
