/**
 * The forward index (postings.ts) built by the term-scan kernel in full mode (kernels/termscan.ts FullTermScan): the
 * same entries, field lengths, term ids and first-use orders as ForwardBuilder, its twin, on the same files in the
 * same order, several times faster (no JavaScript per token: the kernel cuts each identifier run where it stands and
 * keeps a run's term ids in a cache of recent runs).
 */
import type { RepoIndex } from '../repo/types.js';
import { undecodedDefsBytes } from '../repo/record.js';
import { FullTermScan, SCAN_JS, SCAN_JSON_STRINGS, SCAN_PYTHON, SCAN_WORDS, type FullScanResult } from '../kernels/termscan.js';
import { F_DEFS, F_PATH } from './fields.js';
import type { Forward } from './postings.js';
import { STOPWORDS } from './tokenize.js';

/** What a scan reads of a file: its record in the index. */
export type ScanFile = Pick<RepoIndex['files'][number], 'path' | 'lang' | 'hash' | 'size' | 'defs'>;

/**
 * What a file's text is, for a scan: its bytes, the absolute path to read them from (straight into the kernel's
 * memory), or undefined when only its path and definition names are indexed (a test, an unreadable file).
 */
export type BodySource = Uint8Array | string | undefined;

/** The part of a session a file's segments go through (TermScan and FullTermScan both are one). */
export interface SegmentSink {
  segment(mode: number, field: number, bytes: Uint8Array, start?: number, end?: number): boolean;
  segmentFile(mode: number, field: number, abs: string, size: number): boolean;
}

/** Returns the scan mode of a language's source (SCAN_PYTHON, SCAN_JS), or -1 for a file whose text is not scanned. */
export function scanModeOf(lang: string): number {
  return lang === 'python' ? SCAN_PYTHON : lang === 'js' || lang === 'ts' ? SCAN_JS : -1;
}

/** Returns the text of a file's path field: the path without its extension. */
export function pathWords(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(0, dot) : path;
}

/**
 * A file's definition names as a scan takes them: `json`, a JSON text whose only strings are the names (the index's
 * defs blob), scanned in place when it has no escape and no non-ASCII byte; else `names()`, joined by newlines (the
 * same runs).
 */
export interface DefNames { json: Uint8Array | undefined; names(): readonly string[] }

/** Returns the definition names of an index record (its undecoded defs blob when it has one). */
export function recordDefNames(f: Pick<ScanFile, 'defs'>): DefNames {
  const blob = undecodedDefsBytes(f);
  return { json: blob ? blob.chunk.subarray(blob.start, blob.end) : undefined, names: () => f.defs.map((d) => d.name) };
}

/**
 * Returns nothing; writes a file's segments into `ts` as ForwardBuilder.addFile tokenizes them: its path without
 * extension, its definition names (`defs`, for a language whose text is scanned), and its text from `body` (`size`:
 * the expected size of a text read from a path). `body` undefined leaves the text out.
 */
export function scanSegments(ts: SegmentSink, path: string, lang: string, defs: DefNames, body: BodySource, size = 0): void {
  ts.segment(SCAN_WORDS, F_PATH, Buffer.from(pathWords(path), 'latin1'));
  const mode = scanModeOf(lang);
  if (mode < 0) return;
  if (!(defs.json && ts.segment(SCAN_JSON_STRINGS, F_DEFS, defs.json))) {
    const names = defs.names();
    if (names.length) ts.segment(SCAN_WORDS, F_DEFS, Buffer.from(names.join('\n'), 'latin1'));
  }
  if (body === undefined) return;
  if (typeof body === 'string') ts.segmentFile(mode, 0, body, size);
  else ts.segment(mode, 0, body);
}

/**
 * Returns the Forward of `files`, in order, with every term and each file's first-use order, built by the kernel;
 * `body(i)` gives file `i`'s text (called once, in order), `hashOf(i)` the hash file `i` is recorded with (asked after
 * its text), `bytes` the size of the texts (sizes the tables ahead; a hint). Null when the kernel is not built or
 * traps (counted: kernels/fallback.ts); the caller builds with ForwardBuilder, its twin.
 */
export function kernelForward(files: readonly ScanFile[], body: (i: number) => BodySource, hashOf: (i: number) => string = (i) => files[i]!.hash, bytes = 0): Forward | null {
  const ts = FullTermScan.start(STOPWORDS, bytes);
  if (!ts) return null;
  try {
    for (let i = 0; i < files.length; i++) {
      const f = files[i]!;
      scanSegments(ts, f.path, f.lang, recordDefNames(f), body(i), f.size);
      ts.endFile();
    }
    return forwardOfScan(ts.finish(), files.map((f) => f.path), files.map((_, i) => hashOf(i)));
  } catch (err) {
    ts.trapped(err);
    return null;
  }
}

/** Returns the Forward of a kernel session's result over files `paths` (recorded with `hashes`). */
export function forwardOfScan(r: FullScanResult, paths: string[], hashes: string[]): Forward {
  return {
    terms: undefined,
    nTerms: r.nTerms,
    termBlob: r.termBlob,
    termOff: r.termOff,
    termTable: r.termTable,
    df: r.df,
    paths,
    hashes,
    fileStart: r.fileStart,
    lens: r.lens,
    entKey: r.entKey,
    entTf: r.entTf,
    use: r.use,
    useStart: r.useStart,
  };
}
