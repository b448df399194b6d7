// loadLexicalIndex: cache check, per-file reuse of unchanged files, tokenizing of the rest, cache write.
import { phase } from '../runtime/phases.js';
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { RepoIndex } from '../repo/types.js';
import { operatorHash, readLexicalCache, writeLexicalCache } from './cache.js';
import { makeLexical, type LexicalIndex, type LexicalStats } from './lexical.js';
import { ForwardBuilder, termsOf, type Forward } from './postings.js';
import { isTestPath } from '../graph/tests.js';
import { TEST_BODIES } from './tokenize.js';
import { buildWithHelper, helperAvailable, type HelperFile, type LexicalHelper } from './helper.js';
import { resolveCacheFile, resolveHelperMinBytes, resolveReader } from './options.js';
import { expectedTerms } from './expected.js';
import { queryLexical } from './query-lexical.js';
import { resolveEnvConfig } from '../config/env.js';

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
  /** loadLexicalIndexAsync: source bytes from which a second thread helps (default HELPER_MIN_BYTES; tests lower it). */
  helperMinBytes?: number;
  /** loadLexicalIndexAsync: the helper's script (tests only; default the built bundle). */
  helperBundle?: string;
  /** loadLexicalIndexAsync: let the helper claim its first files before this thread starts (tests only). */
  helperFirst?: boolean;
  /** loadLexicalIndexAsync: a helper thread started earlier (startLexicalHelper); stopped whether used or not. */
  helper?: LexicalHelper | null;
  /** Ignore and overwrite the cache. */
  noCache?: boolean;
  /** Cache file (default lexicalCachePath(index.root)); tests point it at a temp dir. */
  cacheFile?: string;
  /** Warnings (a cache that cannot be written) go here; default: ignored. */
  onWarning?: (message: string) => void;
}

/**
 * Returns the lexical index of `index`'s files: from the cache when every file's content hash matches (a file read
 * and a few typed-array views), else re-tokenizing only files whose hash changed, then rewriting the cache.
 */
export function loadLexicalIndex(index: RepoIndex, opts: LoadLexicalOptions = {}): LexicalIndex {
  const outer = phase('lexical load');
  try {
    const st = start(index, opts);
    if ('lx' in st) return st.lx;
    return queryDriven(index, st) ?? finish(st, build(index, st.old, st.readBytes, st.stats, st.fromDisk));
  } finally {
    phase(outer);
  }
}

/**
 * Returns, for a cold load (no cache to reuse) of an index whose queries were registered (expected.ts), the index of
 * just those terms (query-lexical.ts), with the full cache left to a background build; else undefined (also when the
 * kernel is missing or traps: the caller builds the full index as before).
 */
function queryDriven(index: RepoIndex, st: Started): LexicalIndex | undefined {
  const terms = st.old ? undefined : expectedTerms(index);
  if (!terms || !resolveEnvConfig().lexicalQuery) return undefined;
  return queryLexical(index, terms, st, () => build(index, undefined, st.readBytes, { ...st.stats, timingMs: {} }, st.fromDisk), bodyless);
}

/**
 * Returns loadLexicalIndex's index, built on this thread and a helper (helper.ts) when it is built from scratch and
 * large enough for a second thread to pay off; otherwise exactly as loadLexicalIndex.
 */
export async function loadLexicalIndexAsync(index: RepoIndex, opts: LoadLexicalOptions = {}): Promise<LexicalIndex> {
  const outer = phase('lexical load');
  try {
    return await loadAsync(index, opts);
  } finally {
    phase(outer);
  }
}

async function loadAsync(index: RepoIndex, opts: LoadLexicalOptions): Promise<LexicalIndex> {
  const st = start(index, opts);
  if ('lx' in st) { opts.helper?.stop(); return st.lx; }
  const q = queryDriven(index, st);
  if (q) { opts.helper?.stop(); return q; }
  let bytes = 0;
  for (const f of index.files) if (!bodyless(f)) bytes += f.size;
  // Tests lower the thresholds (helperMinBytes 0): then any machine with two cores uses the helper.
  if (st.old || bytes < resolveHelperMinBytes(opts.helperMinBytes) || !helperAvailable(opts.helperMinBytes === 0 ? 2 : undefined)) { opts.helper?.stop(); return finish(st, build(index, st.old, st.readBytes, st.stats, st.fromDisk)); }
  const b = new ForwardBuilder([], 1 << 20, bytes);
  // Definition names travel as one string per file (as many objects, the job's copy to the thread cost ~40 ms).
  const files: HelperFile[] = index.files.map((f) => ({ path: f.path, lang: f.lang, hash: f.hash, defNames: f.defs.map((d) => d.name).join('\n'), abs: bodyless(f) ? undefined : st.abs(f.path) }));
  const { helped } = await buildWithHelper(b, files, (f) => (f.abs === undefined ? undefined : st.readBytes(f.path)), { helper: opts.helper, bundle: opts.helperBundle, helperFirst: opts.helperFirst, checked: st.fromDisk });
  st.stats.tokenized = files.length;
  st.stats.timingMs.helped = helped;
  return finish(st, b.finish());
}

/** What a load found before building: the cache state, readers, and the stats so far. */
export interface Started {
  t0: number;
  tRead: number;
  root: string;
  abs: (p: string) => string;
  read: (p: string) => string | undefined;
  readBytes: (p: string) => Buffer | undefined;
  /** Whether readBytes reads the file on disk (else it encodes what `opts.read` returns). */
  fromDisk: boolean;
  op: string;
  file: string;
  old: Forward | undefined;
  stats: LexicalStats;
}

/** Returns the cache hit as `lx`, or what building needs. */
function start(index: RepoIndex, opts: LoadLexicalOptions): Started & { onWarning?: (m: string) => void } | { lx: LexicalIndex } {
  const t0 = performance.now();
  const root = index.root;
  const abs = (p: string): string => (isAbsolute(p) ? p : join(root, p));
  const read = resolveReader(opts.read, abs);
  const readBytes = opts.read && !opts.bytesFromDisk
    ? (p: string): Buffer | undefined => { const t = opts.read!(p); return t === undefined ? undefined : Buffer.from(t, 'utf8'); }
    : (p: string): Buffer | undefined => { try { return readFileSync(abs(p)); } catch { return undefined; } };
  const op = operatorHash();
  const file = resolveCacheFile(opts.cacheFile, root, op);
  const old = opts.noCache ? undefined : readLexicalCache(file, root, op);
  const tRead = performance.now();
  const files = index.files;
  const timingMs: Record<string, number> = { cacheRead: tRead - t0 };
  const stats: LexicalStats = { cache: 'miss', files: files.length, tokenized: 0, terms: 0, entries: 0, timingMs };
  if (old && old.paths.length === files.length && files.every((f, i) => old.paths[i] === f.path && old.hashes[i] === f.hash)) {
    stats.cache = 'hit';
    stats.terms = old.nTerms;
    stats.entries = old.entKey.length;
    const lx = makeLexical(root, old, read, stats);
    timingMs.total = performance.now() - t0;
    return { lx };
  }
  return { t0, tRead, root, abs, read, readBytes, fromDisk: !(opts.read && !opts.bytesFromDisk), op, file, old, stats, onWarning: opts.onWarning };
}

/** Returns the index of a freshly built `fw`, after writing it to the cache. */
function finish(st: Started & { onWarning?: (m: string) => void }, fw: Forward): LexicalIndex {
  const { stats } = st;
  const timingMs = stats.timingMs;
  const tBuild = performance.now();
  timingMs.tokenize = tBuild - st.tRead;
  try {
    writeLexicalCache(st.file, st.root, st.op, fw);
  } catch (err) {
    st.onWarning?.(`lexical cache ${st.file} not written: ${(err as Error).message}`);
  }
  timingMs.cacheWrite = performance.now() - tBuild;
  stats.terms = fw.nTerms;
  stats.entries = fw.entKey.length;
  const lx = makeLexical(st.root, fw, st.read, stats);
  timingMs.total = performance.now() - st.t0;
  return lx;
}

/**
 * Returns true for a file indexed by its path alone: no lexer reads it, or it is a test. Tests are never ranked
 * (the slicer seeds source files and finds tests through the import graph), so their words do not count in the
 * document frequencies either; they are a third of a typical Python repository's bytes (sympy: 10 of 28 MB).
 */
export function bodyless(f: RepoIndex['files'][number]): boolean {
  return f.lang === 'other' || (!TEST_BODIES && isTestPath(f.path));
}

/**
 * Returns the Forward of `index`'s files: the entries of `old`'s files whose path and hash match copied, the rest
 * tokenized from `read`; with `fromDisk`, each file read is recorded with its hash only if the bytes are its content
 * (ForwardBuilder.addFile `checked`).
 */
function build(index: RepoIndex, old: Forward | undefined, read: (p: string) => Buffer | undefined, stats: LexicalStats, fromDisk: boolean): Forward {
  const oldAt = new Map<string, number>();
  if (old) old.paths.forEach((p, i) => oldAt.set(p, i));
  // Unchanged files keep their entries verbatim, so the builder continues the old term ids (terms of deleted files
  // stay in the dictionary with df 0 until a cold rebuild).
  let bytes = 0;
  if (!old) for (const f of index.files) if (!bodyless(f)) bytes += f.size;
  const b = new ForwardBuilder(old ? termsOf(old) : [], old ? old.entKey.length + 1024 : 1 << 20, bytes);
  for (const f of index.files) {
    const j = oldAt.get(f.path);
    if (old && j !== undefined && old.hashes[j] === f.hash) { b.copyFile(old, j); continue; }
    const body = !bodyless(f);
    b.addFile(f, body ? read(f.path) : undefined, body && fromDisk);
    stats.tokenized++;
  }
  stats.cache = old && stats.tokenized < index.files.length ? 'partial' : 'miss';
  return b.finish();
}
