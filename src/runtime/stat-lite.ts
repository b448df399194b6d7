/**
 * `stat` without the `fs.Stats` object. Node 20's `statSync` builds four `Date`s for every call; over the 1.5k files of
 * a warm pandas index that was 15-25 ms of a ~50 ms run, against ~7 ms for the same system calls through the binding
 * `statSync` itself calls (`process.binding('fs').stat`, which returns the raw numbers). Node 22 makes the dates lazy.
 *
 * The binding is not a supported API, and called with arguments it does not expect it may abort the process (its
 * argument checks are assertions), so its use is fenced:
 * - only on Node 20, whose result layout is the one below, and only where `statSync`'s own source shows it calling the
 *   binding exactly as this module does: `stat(path, bigint, undefined, throwIfNoEntry)` (earlier Node 20 releases
 *   passed an error-context object there instead, which the binding writes into on failure);
 * - never under `--pending-deprecation`, where `process.binding` warns;
 * - the first call is checked against `fs.statSync` on the same file; any difference, or any throw from the binding
 *   other than the file's own error, falls back to `fs.statSync` for the rest of the process.
 */
import { statSync } from 'node:fs';
import { resolveNodeFlags } from '../config/env.js';

/** What the index needs of a stat. */
export interface StatLite {
  isFile: boolean;
  isDirectory: boolean;
  size: number;
  mtimeMs: number;
  /** The inode number: a file replaced by another of the same size and mtime (a rename over it) has another. */
  ino: number;
}

type RawStat = (path: string, bigint: boolean, req: undefined, throwIfNoEntry: boolean) => Float64Array | undefined;

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
// Indices into the binding's result (Node 20 `kFsStatsFieldsNumber` layout: dev, mode, nlink, uid, gid, rdev,
// blksize, ino, size, blocks, then seconds and nanoseconds of atime, mtime, ctime, birthtime).
const MODE = 1;
const INO = 7;
const SIZE = 8;
const MTIME_S = 12;
const MTIME_NS = 13;

/** How Node's own `statSync` must call the binding for this module to call it the same way. */
export const STATSYNC_CALL = /binding\.stat\(\s*pathModule\.toNamespacedPath\(path\),\s*options\.bigint,\s*undefined,\s*options\.throwIfNoEntry,?\s*\)/;

let raw: RawStat | null | undefined;
let checked = false;

function binding(): RawStat | null {
  if (raw !== undefined) return raw;
  raw = null;
  const env = resolveNodeFlags();
  const pending = process.execArgv.some((a) => a.includes('pending-deprecation')) || /pending-deprecation/.test(env.nodeOptions) || env.pendingDeprecation;
  if (!/^20\./.test(process.versions.node) || pending || !STATSYNC_CALL.test(String(statSync))) return null;
  try {
    const b = (process as unknown as { binding(name: string): { stat?: unknown } }).binding('fs');
    if (typeof b.stat === 'function') raw = b.stat as RawStat;
  } catch { /* a permission model or a policy refuses it */ }
  return raw;
}

function fromStats(st: { mode: number; size: number; mtimeMs: number; ino: number }): StatLite {
  const fmt = st.mode & S_IFMT;
  return { isFile: fmt === S_IFREG, isDirectory: fmt === S_IFDIR, size: st.size, mtimeMs: st.mtimeMs, ino: st.ino };
}

/** Node's `statSync(abs)` reduced to what the index keeps: throws the same errors (with `code`), follows symlinks. */
export function statLite(abs: string): StatLite {
  const b = binding();
  // (statSync's own path check, which the binding skips: a NUL would cut the path short. No listed path has one.)
  if (b === null || abs.includes('\0')) return fromStats(statSync(abs));
  let a: Float64Array | undefined;
  try {
    a = b(abs, false, undefined, true);
  } catch (err) {
    if (typeof (err as NodeJS.ErrnoException).code === 'string' && (err as NodeJS.ErrnoException).syscall === 'stat') throw err;
    raw = null; // not the error of a file: the binding is not what this module expects
    return fromStats(statSync(abs));
  }
  if (!(a instanceof Float64Array) || a.length < MTIME_NS + 1) { raw = null; return fromStats(statSync(abs)); }
  const fmt = a[MODE] & S_IFMT;
  // Node's msFromTimeSpec, to the bit: the index compares mtimes with ===.
  const lite = { isFile: fmt === S_IFREG, isDirectory: fmt === S_IFDIR, size: a[SIZE], mtimeMs: a[MTIME_S] * 1000 + a[MTIME_NS] / 1_000_000, ino: a[INO] };
  if (!checked) {
    checked = true;
    const ref = fromStats(statSync(abs));
    if (ref.isFile !== lite.isFile || ref.isDirectory !== lite.isDirectory || ref.size !== lite.size || ref.mtimeMs !== lite.mtimeMs || ref.ino !== lite.ino) {
      raw = null;
      return ref;
    }
  }
  return lite;
}

/** Returns where statLite's answers come from now: the binding, or `fs.statSync` (for tests). */
export function statLiteSource(): 'binding' | 'fs' {
  return binding() === null ? 'fs' : 'binding';
}

/** For tests: forget what the first call learned. */
export function resetStatLite(): void {
  raw = undefined;
  checked = false;
}
