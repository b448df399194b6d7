/**
 * The BM25F postings kept beside the repository index: built on the index's own pass over the files it reads
 * (repo/sink.ts), updated with it file by file, cached in `cacheDir('lexical')` (cache.ts) and keyed to it by each
 * file's path and content hash. A cold slice of an issue's text then costs the index and the query: the index's pass
 * hands each file's bytes to the term-scan kernel before lexing them, and nothing reads or cuts them a second time.
 *
 * ```ts
 * import { buildIndex } from '../repo/index.js';
 * const index = await buildIndex(root, { sink: postingsSink });  // the postings too, cached
 * const lx = loadLexicalIndex(index);                              // the index's postings: no read, no pass
 * ```
 *
 * An update gives the terms the ids a build from scratch of the same files gives them (merge.ts), so rankings never
 * depend on the history of the cache.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { BytesBlob } from '../repo/blob-arena.js';
import type { IndexSink } from '../repo/sink.js';
import type { Lang, RepoIndex } from '../repo/types.js';
import { sha1Hex } from '../kernels/sha.js';
import { FullTermScan } from '../kernels/termscan.js';
import { isTestPath } from '../graph/tests.js';
import { operatorHash, readLexicalCache, writeLexicalCache } from './cache.js';
import { mergeForwards, type MergeSlot } from './merge.js';
import { ForwardBuilder, UNMATCHED_HASH, type Forward } from './postings.js';
import { forwardOfScan, kernelForward, pathWords, scanModeOf, scanSegments, type DefNames } from './postings-kernel.js';
import { resolveCacheFile } from './options.js';
import { STOPWORDS, TEST_BODIES } from './tokenize.js';
import { debugEnabled } from '../config/env.js';

/** The postings kept for an index object by its build's sink (keptPostings). */
const kept = new WeakMap<RepoIndex, Forward>();

/** Returns the postings the build of `index` kept (IndexOptions.sink = postingsSink), or undefined. */
export function keptPostings(index: RepoIndex): Forward | undefined {
  return kept.get(index);
}

/**
 * Returns true for a file indexed by its path (and definition names) alone: no lexer reads it, or it is a test. Tests
 * are never ranked (the slicer seeds source files and finds tests through the import graph), so their words do not
 * count in the document frequencies either; they are a third of a typical Python repository's bytes (sympy: 10 of
 * 28 MB).
 */
export function bodyless(f: Pick<RepoIndex['files'][number], 'path' | 'lang'>): boolean {
  return scanModeOf(f.lang) < 0 || (!TEST_BODIES && isTestPath(f.path));
}

/** Options of updatePostings. */
export interface UpdateOptions {
  /** The postings to reuse, file by file, or null for none (default: the cache's, unless `noCache`). */
  old?: Forward | null;
  /** Ignore the cache (it is still written). */
  noCache?: boolean;
  /** Cache file (default lexicalCachePath(index.root)). */
  cacheFile?: string;
  /**
   * Returns a file's text for a file no source provides, by its repo-relative path; default: read from disk, and then
   * a file whose bytes are not its content (it changed since it was indexed) is recorded as UNMATCHED_HASH.
   */
  read?: (path: string) => Uint8Array | undefined;
  /** Warnings (a cache that cannot be written) go here. */
  onWarning?: (message: string) => void;
}

/** What updatePostings did. */
export interface UpdateStats {
  /** Files taken from the build's pass, from the old postings, and tokenized now. */
  fed: number;
  reused: number;
  tokenized: number;
  /** Whether the cache file was written. */
  written: boolean;
}

/**
 * Returns the postings of `index`'s files: each file from `fed` (tokenized on the index's pass) when it holds the
 * file's content, else from the old postings when they do, else tokenized now; with the term ids of a build from
 * scratch. Writes the cache unless nothing changed. Throws only on a kernel trap in the twin-less path (never: the
 * twin answers).
 */
export function updatePostings(index: RepoIndex, fed: Forward | undefined, opts: UpdateOptions = {}, stats?: UpdateStats): Forward {
  const op = operatorHash();
  const file = resolveCacheFile(opts.cacheFile, index.root, op);
  const given = opts.old;
  const old = given === null ? undefined : given !== undefined ? given : opts.noCache ? undefined : readLexicalCache(file, index.root, op);
  const at = (fw: Forward | undefined): Map<string, number> => { const m = new Map<string, number>(); fw?.paths.forEach((p, i) => m.set(p, i)); return m; };
  const fedAt = at(fed);
  const oldAt = at(old?.use ? old : undefined);
  const slots: (MergeSlot | undefined)[] = new Array(index.files.length);
  const missing: number[] = [];
  let nFed = 0;
  let nOld = 0;
  index.files.forEach((f, i) => {
    const k = fedAt.get(f.path);
    if (fed && k !== undefined && fed.hashes[k] === f.hash) { slots[i] = { fw: fed, i: k }; nFed++; return; }
    const j = oldAt.get(f.path);
    if (old && j !== undefined && old.hashes[j] === f.hash) { slots[i] = { fw: old, i: j }; nOld++; return; }
    missing.push(i);
  });
  if (missing.length) {
    const part = tokenizeFiles(index, missing, opts.read);
    missing.forEach((i, m) => { slots[i] = { fw: part, i: m }; });
  }
  const fw = mergeForwards(slots as MergeSlot[]);
  const written = fw !== old;
  if (written) {
    try {
      writeLexicalCache(file, index.root, op, fw);
    } catch (err) {
      opts.onWarning?.(`lexical cache ${file} not written: ${(err as Error).message}`);
    }
  }
  if (stats) Object.assign(stats, { fed: nFed, reused: nOld, tokenized: missing.length, written });
  return fw;
}

/**
 * Returns the postings of files `ids` of `index`, in that order, tokenized now (the kernel; its twin when it is
 * missing or traps): texts from `read`, else from disk, checked against each file's hash.
 */
function tokenizeFiles(index: RepoIndex, ids: readonly number[], read: ((path: string) => Uint8Array | undefined) | undefined): Forward {
  const files = ids.map((i) => index.files[i]!);
  const abs = (p: string): string => (isAbsolute(p) ? p : join(index.root, p));
  const hashes = files.map((f) => f.hash);
  const body = (i: number): Uint8Array | undefined => {
    const f = files[i]!;
    if (bodyless(f)) return undefined;
    if (read) return read(f.path);
    let bytes: Buffer;
    try { bytes = readFileSync(abs(f.path)); } catch { hashes[i] = UNMATCHED_HASH; return undefined; }
    // The tree may have moved on since it was indexed: words of other content are never kept under this hash.
    if (sha1Hex(bytes) !== f.hash) hashes[i] = UNMATCHED_HASH;
    return bytes;
  };
  let bytes = 0;
  for (const f of files) if (!bodyless(f)) bytes += f.size;
  const k = kernelForward(files, body, (i) => hashes[i]!, bytes);
  if (k) return k;
  const b = new ForwardBuilder([], 1 << 16, bytes);
  b.recordFirstUse();
  files.forEach((f, i) => {
    hashes[i] = f.hash; // read again: checked again
    const t = body(i);
    b.addFile({ path: f.path, lang: f.lang, hash: hashes[i]!, defs: f.defs }, t === undefined ? undefined : Buffer.from(t.buffer, t.byteOffset, t.byteLength));
  });
  return b.finish();
}

/** Options of postingsSink. */
export interface SinkOptions {
  noCache?: boolean;
  cacheFile?: string;
  onWarning?: (message: string) => void;
}

/**
 * Returns a sink for buildIndex (IndexOptions.sink) that keeps the BM25F postings beside the index: each file the
 * build reads is tokenized from the bytes it read, and when the build is done the postings of the whole index are
 * made from those, the cached ones of the files that did not change, and any others read now; cached, and kept for
 * the index object (keptPostings). A build that read nothing leaves the cache as it is (loadLexicalIndex checks it).
 */
export function postingsSink(opts: SinkOptions = {}): IndexSink {
  return new PostingsSink(opts);
}

class PostingsSink implements IndexSink {
  private ts: FullTermScan | null | undefined; // undefined: not started; null: the kernel is missing
  private staged = false;
  private readonly paths: string[] = [];
  private readonly hashes: string[] = [];
  private ms = 0;

  constructor(private readonly opts: SinkOptions) {}

  private session(): FullTermScan | null {
    if (this.ts === undefined) this.ts = FullTermScan.start(STOPWORDS, 0);
    return this.ts;
  }

  // A session method threw: the kernel instance is dropped and counted; what is left is tokenized when the index is done.
  private fail(err: unknown): void {
    this.ts?.trapped(err);
    this.ts = null;
  }

  wantsBytes(path: string, lang: Lang): boolean {
    return !bodyless({ path, lang }) && this.session() !== null;
  }

  bytes(bytes: Uint8Array): void {
    const t = performance.now();
    try {
      this.session()?.stage(bytes);
      this.staged = true;
    } catch (err) {
      this.fail(err);
    }
    this.ms += performance.now() - t;
  }

  file(path: string, lang: Lang, hash: string, defs: string | BytesBlob | null): void {
    const ts = this.session();
    const staged = this.staged;
    this.staged = false;
    if (!ts) return;
    const t = performance.now();
    try {
      const mode = scanModeOf(lang);
      const json = mode < 0 || defs === null ? undefined : typeof defs === 'string' ? Buffer.from(defs, 'utf8') : defs.chunk.subarray(defs.start, defs.end);
      // One call for the whole file; a defs blob with an escape or a non-ASCII name goes through the segments.
      if (!ts.file(pathWords(path), json, mode)) {
        scanSegments(ts, path, lang, defs === null ? NO_DEFS : blobDefNames(defs), undefined);
        if (staged) ts.scanStaged(mode);
        ts.endFile();
      }
      this.paths.push(path);
      this.hashes.push(hash);
    } catch (err) {
      this.fail(err);
    }
    this.ms += performance.now() - t;
  }

  done(index: RepoIndex): void {
    const t = performance.now();
    const ts = this.ts;
    // Nothing read: the cached postings stand (loadLexicalIndex checks them). Lexed on the pool, in workers, with
    // nothing fed: tens of megabytes to read again here; the first lexical load builds them instead.
    if (ts === undefined && (index.stats.relexed === 0 || index.stats.lexedOn === 'pool')) return;
    // An index updated from its cache whose postings were never kept (its cold build lexed on the pool): the few files
    // fed here would cost a pass over every other file (45 s wall, 970 MB on the 100k-file bench; 10 s for 10 files
    // touched, not edited: a hit that still read them). The first lexical load builds them, as after the pool.
    if (index.stats.cache !== 'miss' && !existsSync(resolveCacheFile(this.opts.cacheFile, index.root, operatorHash()))) {
      return; // the session is dropped: the next one starts the kernel afresh
    }
    let fed: Forward | undefined;
    if (ts) {
      try { fed = forwardOfScan(ts.finish(), this.paths, this.hashes); } catch (err) { this.fail(err); }
    }
    const u: UpdateStats = { fed: 0, reused: 0, tokenized: 0, written: false };
    try {
      const fw = updatePostings(index, fed, { noCache: this.opts.noCache, cacheFile: this.opts.cacheFile, onWarning: this.opts.onWarning }, u);
      kept.set(index, fw);
    } catch (err) {
      this.opts.onWarning?.(`lexical postings not kept: ${(err as Error).message}`);
    }
    const ms = this.ms + performance.now() - t;
    index.stats.timingMs.postings = Math.round(ms * 100) / 100;
    if (debugEnabled()) process.stderr.write(`ck: postings of ${index.root}: ${u.fed} file(s) from the index's pass, ${u.reused} kept, ${u.tokenized} read now; ${ms.toFixed(1)} ms (${this.ms.toFixed(1)} on the pass)\n`);
  }
}

/** Returns the definition names of a lexer's defs blob as it came from the index's pass (a text, or arena bytes). */
function blobDefNames(defs: string | BytesBlob): DefNames {
  const text = (): string => (typeof defs === 'string' ? defs : defs.text());
  return {
    json: typeof defs === 'string' ? Buffer.from(defs, 'utf8') : defs.chunk.subarray(defs.start, defs.end),
    names: () => (JSON.parse(text()) as [string, ...unknown[]][]).map((d) => d[0]),
  };
}

const NO_DEFS: DefNames = { json: undefined, names: () => [] };
