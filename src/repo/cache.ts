// The on-disk index cache: one file per (repo root, options) under cacheDir('index', sha1(root)).
// Layout: 8-byte magic, 20-byte SHA-1 of the header part (u32 header length, header JSON), then the column sections
// (columns.ts) back to back, 8-byte aligned, each with its own SHA-1 in the header. The sections every load needs are
// read and checked at load; the defs and import columns (LAZY_SECTIONS, 110 of the 136 MB at 100k files) only when
// first used (lazy-section.ts): an incremental run reads neither for the files it keeps. A torn or corrupt file fails
// a checksum or the structural check and is rebuilt with a warning (a lazy section found corrupt later throws, after
// removing the file); a different engine (opKey) is a silent miss.
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
import { existsSync, writeSync, ftruncateSync, unlinkSync, openSync, readSync, closeSync, fstatSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { cacheDir } from '../store/paths.js';
import { writeFileAtomicWith } from '../store/atomic.js';
import type { FileRecord, SkippedCounts, UnresolvedImport } from './types.js';
import { encodeColumns, decodeColumns, type BlobColumn, type Columns } from './columns.js';
import { joinedLength, joinedPieces } from './blob-arena.js';
import { CacheFileHandle, LazyColumn } from './lazy-section.js';
import type { Blob } from './record.js';
import { allLangs } from '../languages/index.js';

const MAGIC = Buffer.from('CKIDX003', 'latin1');

/** Bumped whenever the cached structure or the meaning of a field changes. */
export const CACHE_FORMAT = 9;

type SectionName = 'paths' | 'hashes' | 'defs' | 'dynamic' | 'external' | 'imports' | 'langs' | 'sizes' | 'mtimes' | 'tokens' | 'edges' | 'inodes';
// In file order: the lazy sections last, so the others are one read.
const STRING_SECTIONS: SectionName[] = ['paths', 'hashes', 'dynamic', 'external', 'defs', 'imports'];
const BYTE_SECTIONS: SectionName[] = ['langs', 'sizes', 'mtimes', 'tokens', 'edges', 'inodes'];
const LAZY_SECTIONS: ReadonlySet<SectionName> = new Set(['defs', 'imports']);
/** A section checksum in the header while the sections are written (the same length as the hex SHA-1 put there after). */
const SUM_PLACEHOLDER = '0'.repeat(40);

/** Writes all of `bytes` at `position` of `fd`. */
function writeAt(fd: number, bytes: Uint8Array, position: number): void {
  let done = 0;
  while (done < bytes.byteLength) done += writeSync(fd, bytes, done, bytes.byteLength - done, position + done);
}

interface Header {
  format: number; opKey: string; root: string; n: number; skips: CachedSkip[]; unresolved: UnresolvedImport[];
  skipped: SkippedCounts; sections: Record<string, [number, number]>;
  /** Each section's SHA-1 (hex). */
  sums: Record<string, string>;
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
  /**
   * Raw imports per file (parallel to files) as JSON blobs (columns.ts), so resolution can be redone without re-lexing;
   * loaded ones are bytes of the cache file, read on first use.
   */
  importBlobs: Blob[];
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
 * file, with its delta applied when there is one for this base. `pathsHint`: the paths the caller holds (sorted:
 * this run's walk), whose strings the records take where they are the same (columns.ts decodeColumns).
 */
export function loadCache(file: string, opKey: string, root: string, warn: (m: string) => void, pathsHint?: readonly string[]): CachedIndex | null {
  const base = readCacheFile(file, opKey, root, warn, pathsHint);
  if (!base || base.header.base) return base?.data ?? null;
  const alone = (): CachedIndex => ({ ...base.data, base: { sha: base.sha, rows: new Uint8Array(base.data.files.length).fill(1), dropped: [] } });
  const dfile = deltaFile(file);
  const delta = existsSync(dfile) ? readCacheFile(dfile, opKey, root, warn, pathsHint) : null;
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
  const importBlobs: Blob[] = [];
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

/** Returns bytes [at, at + len) of open file `fd`, or null when the file is shorter. */
function readAt(fd: number, at: number, len: number): Buffer | null {
  const buf = Buffer.allocUnsafe(len);
  let done = 0;
  while (done < len) {
    const n = readSync(fd, buf, done, len - done, at + done);
    if (n === 0) return null;
    done += n;
  }
  return buf;
}

/**
 * Returns one cache file's content, header and checksum (hex), or null when absent, of another engine, or corrupt
 * (warned): the header and the eager sections read and checked, the lazy ones left to their first use.
 */
function readCacheFile(file: string, opKey: string, root: string, warn: (m: string) => void, pathsHint?: readonly string[]): { data: CachedIndex; header: Header; sha: string } | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') warn(`index cache ${file} is unreadable (${(err as Error).message}); rebuilding`);
    return null;
  }
  let handle: CacheFileHandle | null = null;
  try {
    const r = readOpen(fd, file, opKey, root, warn, (pending) => (handle = new CacheFileHandle(fd, pending, file)), pathsHint);
    if (!handle) closeSync(fd);
    return r;
  } catch (err) {
    if (!handle) closeSync(fd);
    throw err;
  }
}

/** Returns readCacheFile's answer from the open file `fd`; `own(pending)` hands the file to the lazy sections. */
function readOpen(fd: number, file: string, opKey: string, root: string, warn: (m: string) => void, own: (pending: number) => CacheFileHandle, pathsHint?: readonly string[]): { data: CachedIndex; header: Header; sha: string } | null {
  const corrupt = (why: string) => { warn(`index cache ${file} is corrupt (${why}); rebuilding`); return null; };
  let size: number;
  let pre: Buffer | null;
  try {
    size = fstatSync(fd).size;
    pre = size >= 32 ? readAt(fd, 0, 32) : null;
  } catch (err) {
    warn(`index cache ${file} is unreadable (${(err as Error).message}); rebuilding`);
    return null;
  }
  if (!pre || !pre.subarray(0, 8).equals(MAGIC)) return corrupt('bad header');
  const hlen = pre.readUInt32LE(28);
  if (32 + hlen > size) return corrupt('bad header');
  const head = readAt(fd, 28, 4 + hlen);
  if (!head || !createHash('sha1').update(head).digest().equals(pre.subarray(8, 28))) return corrupt('checksum mismatch');
  let header: Header;
  let cols: Columns;
  let edges: Uint8Array;
  let inodes: Float64Array;
  try {
    header = JSON.parse(head.toString('utf8', 4)) as Header;
    if (!header || typeof header !== 'object' || header.format !== CACHE_FORMAT) return null;
    if (header.opKey !== opKey || header.root !== root) return null;
    const base = 32 + hlen;
    const sec = (name: SectionName): [number, number] => {
      const s = header.sections?.[name];
      if (!Array.isArray(s) || s[0] < 0 || s[1] < 0 || base + s[0] + s[1] > size || typeof header.sums?.[name] !== 'string') throw new Error(`section ${name} out of bounds`);
      return s;
    };
    // The eager sections: one read from the first to the last, each checked against its checksum.
    const eager = [...STRING_SECTIONS, ...BYTE_SECTIONS].filter((name) => !LAZY_SECTIONS.has(name));
    let from = Infinity, to = 0;
    for (const name of eager) { const [a, len] = sec(name); from = Math.min(from, a); to = Math.max(to, a + len); }
    const buf = readAt(fd, base + from, to - from);
    if (!buf) throw new Error('file shorter than its sections');
    const at = (name: SectionName): [number, number] => { const [a, len] = sec(name); return [a - from, a - from + len]; };
    for (const name of eager) {
      const [a, b] = at(name);
      if (createHash('sha1').update(buf.subarray(a, b)).digest('hex') !== header.sums[name]) throw new Error(`section ${name}: checksum mismatch`);
    }
    const str = (name: SectionName) => { const [a, b] = at(name); return buf.toString(name === 'hashes' ? 'latin1' : 'utf8', a, b); };
    const bin = (name: SectionName) => { const [a, b] = at(name); return buf.subarray(a, b); };
    edges = bin('edges');
    const ino = bin('inodes');
    if (ino.length !== header.n * 8) throw new Error('inode column length disagrees');
    inodes = new Float64Array(ino.byteOffset % 8 === 0 ? ino.buffer : new Uint8Array(ino).buffer, ino.byteOffset % 8 === 0 ? ino.byteOffset : 0, header.n);
    if (edges.length % 16 !== 0 || !Array.isArray(header.skips) || !Array.isArray(header.unresolved)) throw new Error('unexpected structure');
    const lazy = header.n > 0 ? [...LAZY_SECTIONS] : [];
    for (const name of lazy) sec(name);
    const handle = own(lazy.length); // from here the file is the lazy sections' (closed once they are read)
    const column = (name: SectionName) => { const [a, len] = sec(name); return new LazyColumn(handle, name, base + a, len, header.sums[name], header.n); };
    cols = {
      n: header.n, paths: str('paths'), hashes: str('hashes'), defs: lazy.length ? column('defs') : '', dynamic: str('dynamic'), external: str('external'),
      imports: lazy.length ? column('imports') : '', langs: bin('langs'), sizes: bin('sizes'), mtimes: bin('mtimes'), tokens: bin('tokens'),
    };
  } catch (err) {
    return corrupt((err as Error).message);
  }
  let decoded: { files: FileRecord[]; importBlobs: Blob[] };
  try {
    decoded = decodeColumns(cols, allLangs(), pathsHint);
  } catch (err) {
    return corrupt((err as Error).message);
  }
  const data: CachedIndex = {
    format: header.format, opKey: header.opKey, root: header.root, files: decoded.files, importBlobs: decoded.importBlobs,
    skips: header.skips, edges, inodes, unresolved: header.unresolved, skipped: header.skipped,
  };
  return { data, header, sha: pre.toString('hex', 8, 28) };
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
    const sums: Record<string, string> = {};
    // Text sections: paths and hashes as one string each; the blob columns as lists of blobs (texts or arena bytes,
    // blob-arena.ts), written piece by piece through one staging buffer, never joined in memory. The lazy sections
    // last (the others are then one read).
    const inodes = new Uint8Array(data.inodes.buffer, data.inodes.byteOffset, data.inodes.byteLength);
    type Section = { name: SectionName; text?: string | BlobColumn; enc: BufferEncoding; u8?: Uint8Array };
    const all: Section[] = [
      ...STRING_SECTIONS.map((name): Section => ({ name, text: cols[name as 'defs'] as string | BlobColumn, enc: name === 'hashes' ? 'latin1' : 'utf8' })),
      ...BYTE_SECTIONS.map((name): Section => ({ name, enc: 'utf8', u8: name === 'edges' ? data.edges : name === 'inodes' ? inodes : cols[name as 'langs'] })),
    ];
    const ordered = [...all.filter((x) => !LAZY_SECTIONS.has(x.name)), ...all.filter((x) => LAZY_SECTIONS.has(x.name))];
    let offset = 0;
    for (const x of ordered) {
      const len = x.u8 ? x.u8.byteLength : typeof x.text === 'string' ? Buffer.byteLength(x.text, x.enc) : joinedLength(x.text!);
      sections[x.name] = [offset, len];
      sums[x.name] = SUM_PLACEHOLDER;
      offset = align(offset + len);
    }
    const header: Header = {
      format: data.format, opKey: data.opKey, root: data.root, n: cols.n, skips: data.skips, unresolved: data.unresolved,
      skipped: data.skipped, sections, sums, ...(delta ? { base: delta } : {}),
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
    // The header is laid out (and later written) with placeholder checksums, each put in place once its section is
    // written: the header holds every unresolved import (2.3 MB at 100k files), so it is made once, not again.
    // (Inside JSON strings quotes are escaped: `"name":"` with bare quotes is the `sums` object's key.)
    const sumsAt = head.indexOf('"sums":{', 32);
    const sumAt = (name: string): number => head.indexOf(`"${name}":"${SUM_PLACEHOLDER}"`, sumsAt) + name.length + 4;
    // Written section by section, never assembled into one buffer: a fresh ArrayBuffer of the cache's size (2 MB for
    // pandas) at the end of a cold run pushed V8 past its first old-generation limit, and the mark-compact it then ran
    // (7-9 ms) came in 9 runs of 10.
    writeFileAtomicWith(file, (fd) => {
      for (const x of ordered) {
        const sha = createHash('sha1');
        let at = base + sections[x.name][0];
        const len = sections[x.name][1];
        if (x.u8) {
          writeAt(fd, x.u8, at);
          sha.update(x.u8);
        } else if (typeof x.text === 'string') {
          if (len > 0 && writeSync(fd, x.text, at, x.enc) !== len) throw new Error('short write');
          sha.update(x.text, x.enc);
        } else {
          for (const piece of joinedPieces(x.text!)) { writeAt(fd, piece, at); sha.update(piece); at += piece.byteLength; }
          if (at !== base + sections[x.name][0] + len) throw new Error(`section ${x.name}: wrote ${at - base - sections[x.name][0]} of ${len} bytes`);
        }
        const at0 = sumAt(x.name);
        if (sumsAt < 0 || at0 < sumsAt) throw new Error(`section ${x.name}: no place for its checksum in the header`);
        head.write(sha.digest('hex'), at0, 'latin1');
      }
      ftruncateSync(fd, base + offset); // the zero padding after the last section, as the padding between them (holes)
      head.set(createHash('sha1').update(head.subarray(28)).digest(), 8);
      writeAt(fd, head, 0);
    });
  } catch (err) {
    warn(`cannot write index cache ${file} (${(err as Error).message}); continuing without it`);
    return false;
  }
  return true;
}
