// The spill store behind `ck recall`: the terminal-cleaned text of every normalized output (what marker line
// numbers refer to) and, when they differ, its raw bytes, under a content-addressed key. Writes are atomic;
// the store is bounded and evicts the least recently used entries (by mtime; recall touches) on write.
import { readdirSync, readFileSync, statSync, unlinkSync, utimesSync, existsSync, linkSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { stateDir } from './paths.js';
import { writeFileAtomic } from './atomic.js';
import { ensurePrivateDir } from './private.js';
import { afterStoreWrite } from './lifetime.js';
import { spillEvicted } from '../errors.js';

/** Default bound of the whole store. */
export const SPILL_MAX_BYTES = 256 << 20;

const KEY_RE = /^[0-9a-f]{6,64}$/;

/** Returns the spill directory (`$XDG_STATE_HOME/context-kernel/spill`). */
export function spillDir(): string {
  return stateDir('spill');
}

/** Returns true when `key` has the shape of a spill key (hex, 6-64 digits). */
export function isSpillKey(key: string): boolean {
  return KEY_RE.test(key);
}

/**
 * Stores `text` (the cleaned output) and, if given, `raw` (the original bytes) under `key`, atomically, then
 * evicts least-recently-used entries beyond `maxBytes`. Returns nothing; an existing entry is only touched.
 */
export function spillPut(key: string, text: Uint8Array | string, raw: Uint8Array | null, maxBytes = SPILL_MAX_BYTES): void {
  const dir = spillDir();
  const txt = join(dir, `${key}.txt`);
  if (existsSync(txt)) {
    touch(txt);
    if (raw) touch(join(dir, `${key}.raw`));
    return;
  }
  if (raw) writeFileAtomic(join(dir, `${key}.raw`), raw);
  writeFileAtomic(txt, text);
  maybeEvict(dir, maxBytes, key, (raw?.length ?? 0) + (typeof text === 'string' ? text.length : text.length));
}

/**
 * Returns true when `file`, whose bytes are the cleaned text of `key` and its raw bytes alike (a plain output),
 * is now the entry of `key` (or the entry was there already): a hard link, no copy of the bytes. False when the
 * store and the file are not on one file system, the file is not owner-only (the store's entries are), or the link
 * fails otherwise; the caller then stores a copy.
 * The file must not change afterwards (Claude Code writes each `tool-results/<id>.txt` once).
 */
export function spillLink(key: string, file: string, maxBytes = SPILL_MAX_BYTES): boolean {
  const dir = spillDir();
  const txt = join(dir, `${key}.txt`);
  if (existsSync(txt)) {
    touch(txt);
    return true;
  }
  // A file others may read stays theirs to read, but the store's entries are owner-only: copy it instead.
  try {
    const st = statSync(file);
    if (st.mode & 0o077 || (typeof process.getuid === 'function' && st.uid !== process.getuid())) return false;
    ensurePrivateDir(dir);
    linkSync(file, txt);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') return false;
  }
  let size = 0;
  try { size = statSync(txt).size; } catch { /* evicted concurrently */ }
  maybeEvict(dir, maxBytes, key, size);
  afterStoreWrite(txt);
  return true;
}

/** Stores only raw bytes (binary outputs have no text form) under `key`. Returns nothing. */
export function spillPutRaw(key: string, raw: Uint8Array, maxBytes = SPILL_MAX_BYTES): void {
  const dir = spillDir();
  const file = join(dir, `${key}.raw`);
  if (existsSync(file)) return touch(file);
  writeFileAtomic(file, raw);
  maybeEvict(dir, maxBytes, key, raw.length);
}

let rawTemps = 0;

/**
 * Returns the path of a fresh temp file in the store (a dot name: eviction skips it), for raw bytes written as they
 * arrive, when the key (the hash of all of them) is known only at the end: spillPutFrom or spillPutRawFrom then moves
 * it into place (one rename, no copy), or the caller removes it.
 */
export function spillTempPath(): string {
  const dir = spillDir();
  ensurePrivateDir(dir);
  return join(dir, `.stream.${process.pid}.${Date.now().toString(36)}.${rawTemps++}.raw.tmp`);
}

/**
 * spillPut with the raw bytes in `rawFile` (a spillTempPath file of `rawBytes` bytes), renamed into place when
 * `keepRaw`, else removed; an existing entry is only touched, and the file removed. Returns nothing.
 */
export function spillPutFrom(key: string, text: Uint8Array, rawFile: string, rawBytes: number, keepRaw: boolean, maxBytes = SPILL_MAX_BYTES): void {
  const dir = spillDir();
  const txt = join(dir, `${key}.txt`);
  if (existsSync(txt) || !keepRaw) {
    removeQuietly(rawFile);
    if (existsSync(txt)) {
      touch(txt);
      if (keepRaw) touch(join(dir, `${key}.raw`));
      return;
    }
  } else renameSync(rawFile, join(dir, `${key}.raw`));
  writeFileAtomic(txt, text); // applies the store's lifetime
  maybeEvict(dir, maxBytes, key, (keepRaw ? rawBytes : 0) + text.length);
}

/**
 * spillPutFrom with the text in `textFile` too (a spillTempPath file of `textBytes` bytes): both renamed into place,
 * no copy (the raw file only when `keepRaw`, else removed); an existing entry is only touched, and both files removed.
 */
export function spillPutFiles(key: string, textFile: string, textBytes: number, rawFile: string, rawBytes: number, keepRaw: boolean, maxBytes = SPILL_MAX_BYTES): void {
  const dir = spillDir();
  const txt = join(dir, `${key}.txt`);
  if (existsSync(txt)) {
    removeQuietly(textFile);
    removeQuietly(rawFile);
    touch(txt);
    if (keepRaw) touch(join(dir, `${key}.raw`));
    return;
  }
  if (keepRaw) renameSync(rawFile, join(dir, `${key}.raw`));
  else removeQuietly(rawFile);
  renameSync(textFile, txt);
  afterStoreWrite(txt); // the store's lifetime, as writeFileAtomic applies it
  maybeEvict(dir, maxBytes, key, (keepRaw ? rawBytes : 0) + textBytes);
}

/** spillPutRaw with the bytes in `rawFile` (a spillTempPath file of `rawBytes` bytes), renamed into place. Returns nothing. */
export function spillPutRawFrom(key: string, rawFile: string, rawBytes: number, maxBytes = SPILL_MAX_BYTES): void {
  const dir = spillDir();
  const file = join(dir, `${key}.raw`);
  if (existsSync(file)) {
    removeQuietly(rawFile);
    return touch(file);
  }
  renameSync(rawFile, file);
  maybeEvict(dir, maxBytes, key, rawBytes);
  afterStoreWrite(file);
}

function removeQuietly(file: string): void {
  try { unlinkSync(file); } catch { /* already gone */ }
}

/** What the store holds for one key. */
export interface SpillEntry {
  /** The cleaned text, or null for a binary output. */
  text: Buffer | null;
  /** Reads the raw bytes (the text itself when no separate raw copy was needed). */
  raw(): Buffer;
}

/** Returns the entry for `key`, or null when the store does not have it (never stored, or evicted). */
export function spillGet(key: string): SpillEntry | null {
  if (!isSpillKey(key)) return null;
  const dir = spillDir();
  const txt = join(dir, `${key}.txt`);
  const rawFile = join(dir, `${key}.raw`);
  let text: Buffer | null = null;
  try {
    text = readFileSync(txt);
    touch(txt);
  } catch {
    if (!existsSync(rawFile)) return null;
  }
  return {
    text,
    raw() {
      try {
        return readFileSync(rawFile);
      } catch {
        if (text) return text;
        throw spillEvicted(key);
      }
    },
  };
}

/** Entries at least this big always trigger an eviction scan. */
const SCAN_ALWAYS_BYTES = 1 << 20;

/**
 * Scans for eviction after a big write, and after one small write in eight (chosen by the key, so deterministic):
 * a scan stats every entry, which a hook writing small outputs should not pay each time. The store can therefore
 * exceed its bound by at most a few small entries between scans.
 */
function maybeEvict(dir: string, maxBytes: number, key: string, written: number): void {
  if (written >= SCAN_ALWAYS_BYTES || maxBytes < SPILL_MAX_BYTES || (parseInt(key[0]!, 16) & 7) === 0) evict(dir, maxBytes, key);
}

function touch(file: string): void {
  const now = new Date();
  try {
    utimesSync(file, now, now);
  } catch {
    /* evicted concurrently: nothing to keep fresh */
  }
}

/** Deletes the oldest entries (by mtime) until the store fits `maxBytes`; never deletes `keep`. */
function evict(dir: string, maxBytes: number, keep: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const entries: { file: string; size: number; mtime: number; key: string }[] = [];
  let total = 0;
  for (const name of names) {
    if (name.startsWith('.')) continue; // temp files of in-flight atomic writes
    try {
      const st = statSync(join(dir, name));
      entries.push({ file: join(dir, name), size: st.size, mtime: st.mtimeMs, key: name.replace(/\.(txt|raw)$/, '') });
      total += st.size;
    } catch {
      /* removed concurrently */
    }
  }
  if (total <= maxBytes) return;
  entries.sort((a, b) => a.mtime - b.mtime || (a.file < b.file ? -1 : 1));
  for (const e of entries) {
    if (total <= maxBytes) break;
    if (e.key === keep) continue;
    try {
      unlinkSync(e.file);
      total -= e.size;
    } catch {
      /* already gone */
    }
  }
}
