// The on-disk index cache: one file per (repo root, options) under cacheDir('index', sha1(root)).
// Layout: 8-byte magic, 20-byte SHA-1 of the payload, payload = u32 header length, header JSON, then the column
// sections (columns.ts) back to back, 8-byte aligned. A torn or corrupt file fails the checksum or the structural
// check and is rebuilt with a warning; a different engine (opKey) is a silent miss.
//
// Beside it, an incremental run that changed few files writes a delta (`.delta`, the same layout) instead of the
// whole index again: the rows that differ from the base file (changed, added, touched), the base rows they drop, and
// the whole index's edges, skips and unresolved imports; it names the base by its checksum. At 100k files the base
// is 136 MB: rewriting and re-hashing it was the largest part of a 10-file update. The next full save (when the
// delta would pass deltaMaxRows, or a cold build) removes the delta; a delta whose base was replaced is ignored.
//
// Why not msgpackr (the design card's choice): the cache is a handful of large strings and byte arrays, which a
// fixed container stores as well, and importing msgpackr cost ~25-30 ms CPU per process here (measured with
// process.cpuUsage around the import) — a quarter of the 120 ms warm `ck index` budget, for no gain.
import { readFileSync, existsSync, writeSync, ftruncateSync, unlinkSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { cacheDir } from '../store/paths.js';
import { writeFileAtomicWith } from '../store/atomic.js';
import type { FileRecord, SkippedCounts, UnresolvedImport } from './types.js';
import { encodeColumns, decodeColumns, type BlobColumn, type Columns } from './columns.js';
import { joinedLength, joinedPieces } from './blob-arena.js';
import { allLangs } from '../languages/index.js';

const MAGIC = Buffer.from('CKIDX002', 'latin1');
const ZEROS = Buffer.alloc(8);

/** Bumped whenever the cached structure or the meaning of a field changes. */
export const CACHE_FORMAT = 8;

type SectionName = 'paths' | 'hashes' | 'defs' | 'dynamic' | 'external' | 'imports' | 'langs' | 'sizes' | 'mtimes' | 'tokens' | 'edges' | 'inodes';
const STRING_SECTIONS: SectionName[] = ['paths', 'hashes', 'defs', 'dynamic', 'external', 'imports'];
const BYTE_SECTIONS: SectionName[] = ['langs', 'sizes', 'mtimes', 'tokens', 'edges', 'inodes'];

/** Writes all of `bytes` at `position` of `fd`. */
function writeAt(fd: number, bytes: Uint8Array, position: number): void {
  let done = 0;
  while (done < bytes.byteLength) done += writeSync(fd, bytes, done, bytes.byteLength - done, position + done);
}

interface Header {
  format: number; opKey: string; root: string; n: number; skips: CachedSkip[]; unresolved: UnresolvedImport[];
  skipped: SkippedCounts; sections: Record<string, [number, number]>;
  /** In a delta: the base file's checksum (hex), the base rows it drops, and the row count of the merged index. */
  base?: DeltaBase;
}

/** What a delta says of its base file. */
export interface DeltaBase { sha: string; dropped: string[]; total: number }

/** A file the previous run skipped, remembered so unchanged ones are not re-read. */
export interface CachedSkip { path: string; size: number; mtimeMs: number; ino: number; reason: 'binary' | 'tooLarge' | 'unreadable' }

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
  /** Each file's inode number when it was indexed (parallel to files): with size and mtime, what says it is unchanged. */
  inodes: Float64Array;
  unresolved: UnresolvedImport[];
  skipped: SkippedCounts;
  /**
   * Set by loadCache: the base file's checksum (hex), per file 1 when the row is the base file's (not a delta's), and
   * the base rows the delta dropped (they are not in `files`).
   */
  base?: { sha: string; rows: Uint8Array; dropped: readonly string[] };
}

/**
 * Returns the most rows (changed or dropped relative to the base file) a delta may hold for an index of `n` files:
 * past it the whole index is written again (every load reads the delta as well as the base, so a delta stays a small
 * part of it; a small index's whole save is cheap anyway).
 */
export function deltaMaxRows(n: number): number {
  return Math.max(16, n >> 6);
}

/** Returns the delta file beside cache file `file`. */
export function deltaFile(file: string): string {
  return file.replace(/\.msgpack$/, '') + '.delta';
}

/** Returns the cache file path for `root` and an options signature. */
export function cacheFile(root: string, optionsKey: string): string {
  const rootKey = createHash('sha1').update(root).digest('hex');
  return join(cacheDir('index', rootKey), `index-${optionsKey}.msgpack`);
}

/**
 * Returns the cached index, or null when absent, from another engine, or corrupt (then `warn` is called): the base
 * file, with its delta applied when there is one for this base.
 */
export function loadCache(file: string, opKey: string, root: string, warn: (m: string) => void): CachedIndex | null {
  const base = readCacheFile(file, opKey, root, warn);
  if (!base || base.header.base) return base?.data ?? null;
  const alone = (): CachedIndex => ({ ...base.data, base: { sha: base.sha, rows: new Uint8Array(base.data.files.length).fill(1), dropped: [] } });
  const dfile = deltaFile(file);
  const delta = existsSync(dfile) ? readCacheFile(dfile, opKey, root, warn) : null;
  if (!delta || delta.header.base?.sha !== base.sha) return alone();
  const merged = applyDelta(base.data, delta.data, delta.header.base, base.sha);
  if (!merged) warn(`index cache delta ${dfile} does not fit its base; re-reading what changed since the base`);
  return merged ?? alone();
}

/**
 * Returns the index of `base` with `delta` applied (the base rows it drops removed, its rows merged in path order,
 * its edges, skips and unresolved imports), or null when the result does not have the row count the delta names.
 */
function applyDelta(base: CachedIndex, delta: CachedIndex, d: DeltaBase, sha: string): CachedIndex | null {
  const dropped = new Set(d.dropped);
  const files: CachedIndex['files'] = [];
  const importBlobs: string[] = [];
  const inodes = new Float64Array(d.total);
  const rows = new Uint8Array(d.total);
  const b = base.files, o = delta.files;
  let i = 0, j = 0;
  while (i < b.length || j < o.length) {
    if (i < b.length && dropped.has(b[i].path)) { i++; continue; }
    const fromBase = j >= o.length || (i < b.length && b[i].path < o[j].path);
    const src = fromBase ? base : delta;
    const k = fromBase ? i++ : j++;
    const n = files.length;
    if (n >= d.total) return null;
    files.push(src.files[k]); importBlobs.push(src.importBlobs[k]); inodes[n] = src.inodes[k]; rows[n] = fromBase ? 1 : 0;
  }
  if (files.length !== d.total) return null;
  return { ...delta, files, importBlobs, inodes, base: { sha, rows, dropped: d.dropped } };
}

/** Returns one cache file's content, header and checksum (hex), or null when absent, of another engine, or corrupt (warned). */
function readCacheFile(file: string, opKey: string, root: string, warn: (m: string) => void): { data: CachedIndex; header: Header; sha: string } | null {
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
  let header: Header;
  let cols: Columns;
  let edges: Uint8Array;
  let inodes: Float64Array;
  try {
    const hlen = payload.readUInt32LE(0);
    header = JSON.parse(payload.toString('utf8', 4, 4 + hlen)) as Header;
    if (!header || typeof header !== 'object' || header.format !== CACHE_FORMAT) return null;
    if (header.opKey !== opKey || header.root !== root) return null;
    const base = 4 + hlen;
    const sec = (name: SectionName): [number, number] => {
      const s = header.sections?.[name];
      if (!Array.isArray(s) || s[0] < 0 || s[1] < 0 || base + s[0] + s[1] > payload.length) throw new Error(`section ${name} out of bounds`);
      return [base + s[0], base + s[0] + s[1]];
    };
    const str = (name: SectionName) => { const [a, b] = sec(name); return payload.toString(name === 'hashes' ? 'latin1' : 'utf8', a, b); };
    const bin = (name: SectionName) => { const [a, b] = sec(name); return payload.subarray(a, b); };
    cols = {
      n: header.n, paths: str('paths'), hashes: str('hashes'), defs: bin('defs'), dynamic: str('dynamic'), external: str('external'), imports: str('imports'),
      langs: bin('langs'), sizes: bin('sizes'), mtimes: bin('mtimes'), tokens: bin('tokens'),
    };
    edges = bin('edges');
    const ino = bin('inodes');
    if (ino.length !== header.n * 8) throw new Error('inode column length disagrees');
    inodes = new Float64Array(ino.byteOffset % 8 === 0 ? ino.buffer : new Uint8Array(ino).buffer, ino.byteOffset % 8 === 0 ? ino.byteOffset : 0, header.n);
    if (edges.length % 16 !== 0 || !Array.isArray(header.skips) || !Array.isArray(header.unresolved)) throw new Error('unexpected structure');
  } catch (err) {
    return corrupt((err as Error).message);
  }
  let decoded: { files: FileRecord[]; importBlobs: string[] };
  try {
    decoded = decodeColumns(cols, allLangs());
  } catch (err) {
    return corrupt((err as Error).message);
  }
  const data: CachedIndex = {
    format: header.format, opKey: header.opKey, root: header.root, files: decoded.files, importBlobs: decoded.importBlobs,
    skips: header.skips, edges, inodes, unresolved: header.unresolved, skipped: header.skipped,
  };
  return { data, header, sha: buf.toString('hex', 8, 28) };
}

/**
 * Writes a delta of the base file whose checksum is `base.sha` (hex) atomically: `data` holds only the rows that
 * differ from the base, with the whole index's edges, skips and unresolved imports. Returns nothing; a write failure
 * is reported through `warn`, never thrown.
 */
export function saveDelta(file: string, data: CachedIndex, base: DeltaBase, warn: (m: string) => void): void {
  writeCache(deltaFile(file), data, base, warn);
}

/** Writes the whole index atomically and removes its delta; returns nothing. A write failure is reported through `warn`, never thrown. */
export function saveCache(file: string, data: CachedIndex, warn: (m: string) => void): void {
  if (!writeCache(file, data, undefined, warn)) return;
  try { unlinkSync(deltaFile(file)); } catch { /* none (a delta left behind names the old base: ignored) */ }
}

/** Returns true when `data` (with `base` in its header: a delta) was written to `file` atomically; false after `warn`. */
function writeCache(file: string, data: CachedIndex, delta: DeltaBase | undefined, warn: (m: string) => void): boolean {
  try {
    const cols = encodeColumns(data.files, data.importBlobs, allLangs());
    // Section sizes first (the header holds their offsets), then each section written in place: no per-section
    // Buffers and no concatenation (at 100k files the concatenations alone copied ~0.3 GB).
    const align = (x: number) => x + ((8 - (x % 8)) % 8);
    const sections: Record<string, [number, number]> = {};
    // Text sections: paths and hashes as one string each; the blob columns as lists of blobs (texts or arena bytes,
    // blob-arena.ts), written piece by piece through one staging buffer, never joined in memory.
    const strings = STRING_SECTIONS.map((name) => ({ name, text: cols[name as 'defs'] as string | BlobColumn, enc: (name === 'hashes' ? 'latin1' : 'utf8') as BufferEncoding }));
    const inodes = new Uint8Array(data.inodes.buffer, data.inodes.byteOffset, data.inodes.byteLength);
    const bins = BYTE_SECTIONS.map((name) => ({ name, u8: name === 'edges' ? data.edges : name === 'inodes' ? inodes : cols[name as 'langs'] }));
    let offset = 0;
    for (const x of strings) {
      const len = typeof x.text === 'string' ? Buffer.byteLength(x.text, x.enc) : joinedLength(x.text);
      sections[x.name] = [offset, len];
      offset = align(offset + len);
    }
    for (const x of bins) { sections[x.name] = [offset, x.u8.byteLength]; offset = align(offset + x.u8.byteLength); }
    const header: Header = {
      format: data.format, opKey: data.opKey, root: data.root, n: cols.n, skips: data.skips, unresolved: data.unresolved,
      skipped: data.skipped, sections, ...(delta ? { base: delta } : {}),
    };
    const hjson = JSON.stringify(header);
    const hbytes = Buffer.byteLength(hjson, 'utf8');
    // Pad the header with spaces so the sections start 8-byte aligned within the file (28 + 4 + header).
    const hlen = hbytes + ((8 - ((32 + hbytes) % 8)) % 8);
    const base = 32 + hlen;
    const head = Buffer.alloc(base);
    MAGIC.copy(head, 0);
    head.writeUInt32LE(hlen, 28);
    head.write(hjson, 32, 'utf8');
    head.fill(0x20, 32 + hbytes, base);
    // Written section by section, never assembled into one buffer: a fresh ArrayBuffer of the cache's size (2 MB for
    // pandas) at the end of a cold run pushed V8 past its first old-generation limit, and the mark-compact it then ran
    // (7-9 ms) came in 9 runs of 10.
    writeFileAtomicWith(file, (fd) => {
      const sha = createHash('sha1').update(head.subarray(28));
      writeAt(fd, head, 0);
      for (const x of strings) {
        let at = base + sections[x.name][0];
        const len = sections[x.name][1];
        if (typeof x.text === 'string') {
          if (len > 0 && writeSync(fd, x.text, at, x.enc) !== len) throw new Error('short write');
          sha.update(x.text, x.enc);
        } else {
          for (const piece of joinedPieces(x.text)) { writeAt(fd, piece, at); sha.update(piece); at += piece.byteLength; }
          if (at !== base + sections[x.name][0] + len) throw new Error(`section ${x.name}: wrote ${at - base - sections[x.name][0]} of ${len} bytes`);
        }
        sha.update(ZEROS.subarray(0, align(len) - len));
      }
      for (const x of bins) {
        writeAt(fd, x.u8, base + sections[x.name][0]);
        sha.update(x.u8).update(ZEROS.subarray(0, align(x.u8.byteLength) - x.u8.byteLength));
      }
      ftruncateSync(fd, base + offset); // the zero padding after the last section, as the padding between them (holes)
      writeAt(fd, sha.digest(), 8);
    });
  } catch (err) {
    warn(`cannot write index cache ${file} (${(err as Error).message}); continuing without it`);
    return false;
  }
  return true;
}
