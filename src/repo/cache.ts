// The on-disk index cache: one msgpackr file per (repo root, options) under cacheDir('index', sha1(root)).
// Layout: 8-byte magic, 20-byte SHA-1 of the payload, payload. A torn or corrupt file fails the checksum or the
// structural check and is rebuilt with a warning; a different engine (opKey) is a silent miss.
import { readFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { cacheDir } from '../store/paths.js';
import { writeFileAtomic } from '../store/atomic.js';
import type { FileRecord, SkippedCounts, UnresolvedImport } from './types.js';
import { encodeColumns, decodeColumns, type Columns } from './columns.js';

const MAGIC = Buffer.from('CKIDX001', 'latin1');
/** Bumped whenever the cached structure or the meaning of a field changes. */
export const CACHE_FORMAT = 5;

/** A file the previous run skipped, remembered so unchanged ones are not re-read. */
export interface CachedSkip { path: string; size: number; mtimeMs: number; reason: 'binary' | 'tooLarge' | 'unreadable' }

/** What the cache holds. */
export interface CachedIndex {
  format: number;
  opKey: string;
  root: string;
  files: FileRecord[];
  /** Raw imports per file (parallel to files) as JSON blobs (columns.ts), so resolution can be redone without re-lexing. */
  importBlobs: string[];
  skips: CachedSkip[];
  edges: Uint8Array; // Int32 quadruples (from, to, line, kind), little-endian
  unresolved: UnresolvedImport[];
  skipped: SkippedCounts;
}

/** The stored shape: columns instead of objects. */
interface Stored {
  format: number; opKey: string; root: string; cols: Columns; skips: CachedSkip[]; edges: Uint8Array;
  unresolved: UnresolvedImport[]; skipped: SkippedCounts;
}

let packrMemo: { pack(v: unknown): Buffer; unpack(b: Uint8Array): unknown } | null = null;
/** Returns the msgpackr codec, loaded lazily without its native add-on: the columns are a few large values, where
 * the add-on gains nothing and loading it (node-gyp-build probing) costs start-up time on every run. */
async function packr(): Promise<{ pack(v: unknown): Buffer; unpack(b: Uint8Array): unknown }> {
  if (packrMemo) return packrMemo;
  process.env.MSGPACKR_NATIVE_ACCELERATION_DISABLED ??= 'true';
  const { Packr } = await import('msgpackr');
  packrMemo = new Packr({ useRecords: false, moreTypes: false });
  return packrMemo;
}

/** Returns the cache file path for `root` and an options signature. */
export function cacheFile(root: string, optionsKey: string): string {
  const rootKey = createHash('sha1').update(root).digest('hex');
  return join(cacheDir('index', rootKey), `index-${optionsKey}.msgpack`);
}

/** Returns the cached index, or null when absent, from another engine, or corrupt (then `warn` is called). */
export async function loadCache(file: string, opKey: string, root: string, warn: (m: string) => void): Promise<CachedIndex | null> {
  if (!existsSync(file)) return null;
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch (err) {
    warn(`index cache ${file} is unreadable (${(err as Error).message}); rebuilding`);
    return null;
  }
  const corrupt = (why: string) => { warn(`index cache ${file} is corrupt (${why}); rebuilding`); return null; };
  if (buf.length < 28 || !buf.subarray(0, 8).equals(MAGIC)) return corrupt('bad header');
  const payload = buf.subarray(28);
  if (!createHash('sha1').update(payload).digest().equals(buf.subarray(8, 28))) return corrupt('checksum mismatch');
  let data: Stored;
  try {
    data = (await packr()).unpack(payload) as Stored;
  } catch (err) {
    return corrupt((err as Error).message);
  }
  if (!data || typeof data !== 'object' || data.format !== CACHE_FORMAT) return null;
  if (data.opKey !== opKey || data.root !== root) return null;
  if (!data.cols || !(data.edges instanceof Uint8Array) || data.edges.length % 16 !== 0 || !Array.isArray(data.skips) || !Array.isArray(data.unresolved)) {
    return corrupt('unexpected structure');
  }
  let decoded: { files: FileRecord[]; importBlobs: string[] };
  try {
    decoded = decodeColumns(data.cols);
  } catch (err) {
    return corrupt((err as Error).message);
  }
  return {
    format: data.format, opKey: data.opKey, root: data.root, files: decoded.files, importBlobs: decoded.importBlobs,
    skips: data.skips, edges: data.edges, unresolved: data.unresolved, skipped: data.skipped,
  };
}

/** Writes the cache atomically; returns nothing. A write failure is reported through `warn`, never thrown. */
export async function saveCache(file: string, data: CachedIndex, warn: (m: string) => void): Promise<void> {
  try {
    const stored: Stored = {
      format: data.format, opKey: data.opKey, root: data.root, cols: encodeColumns(data.files, data.importBlobs),
      skips: data.skips, edges: data.edges, unresolved: data.unresolved, skipped: data.skipped,
    };
    const payload = (await packr()).pack(stored);
    const sum = createHash('sha1').update(payload).digest();
    writeFileAtomic(file, Buffer.concat([MAGIC, sum, payload]));
  } catch (err) {
    warn(`cannot write index cache ${file} (${(err as Error).message}); continuing without it`);
  }
}
