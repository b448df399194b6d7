/**
 * What each store holds right now (`ck state`): its size, its entries, its oldest entry and whether its modes are
 * owner-only; and the one way to empty a store (`clearStore`).
 */
import { lstatSync, readdirSync, rmSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { lifetimeMs, lastTouched, forgetExpiries } from './lifetime.js';
import { forgetPrivateDir } from './private.js';
import { cacheDir, stateDir } from './paths.js';
import { STORES, storePath, type StoreSpec } from './stores.js';

/** One store as it is now. */
export interface StoreReport {
  readonly name: string;
  readonly root: 'state' | 'cache';
  readonly path: string;
  readonly holds: StoreSpec['holds'];
  readonly what: string;
  readonly cap: string;
  /** Its lifetime in words (`7 days`, `30 minutes`, `none: …`). */
  readonly lifetime: string;
  readonly off: string;
  readonly exists: boolean;
  readonly bytes: number;
  readonly files: number;
  /** Entries directly in it (files or folders). */
  readonly entries: number;
  /** ISO time its least recently touched entry was last touched, or null when empty. */
  readonly oldest: string | null;
  /** Paths under it (itself included) that group or other can read, write or enter. */
  readonly notPrivate: number;
}

/** Returns `ms` in words (`7 days`, `12 hours`, `30 minutes`). */
export function durationWords(ms: number): string {
  const units: [number, string][] = [[86_400_000, 'day'], [3_600_000, 'hour'], [60_000, 'minute']];
  for (const [u, w] of units) {
    const n = ms / u;
    if (n >= 1) return `${Number.isInteger(n) ? n : n.toFixed(1)} ${w}${n === 1 ? '' : 's'}`;
  }
  return `${Math.round(ms / 1000)} seconds`;
}

/** Returns the size, file count and not-owner-only count of the tree at `path` (symlinks not followed). */
function measure(path: string, st: Stats): { bytes: number; files: number; notPrivate: number } {
  let bytes = 0;
  let files = 0;
  let notPrivate = st.mode & 0o077 ? 1 : 0;
  if (!st.isDirectory()) return { bytes: st.size, files: 1, notPrivate };
  let names: string[] = [];
  try { names = readdirSync(path); } catch { /* unreadable: counted as empty */ }
  for (const n of names) {
    let c: Stats;
    try { c = lstatSync(join(path, n)); } catch { continue; }
    const m = measure(join(path, n), c);
    bytes += m.bytes;
    files += m.files;
    notPrivate += m.notPrivate;
  }
  return { bytes, files, notPrivate };
}

/** Returns the report of one store. */
export function reportStore(spec: StoreSpec): StoreReport {
  const path = storePath(spec);
  const lifetime = spec.lifetimeNote ?? (spec.lifetime === 'none' ? 'none' : durationWords(lifetimeMs(spec.lifetime)));
  const base = { name: spec.name, root: spec.root, path, holds: spec.holds, what: spec.what, cap: spec.cap, lifetime, off: spec.off };
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch {
    return { ...base, exists: false, bytes: 0, files: 0, entries: 0, oldest: null, notPrivate: 0 };
  }
  const { bytes, files, notPrivate } = measure(path, st);
  let oldest = Infinity;
  let entries = 0;
  if (st.isDirectory()) {
    for (const n of readdirSync(path)) {
      if (n.startsWith('.')) continue;
      entries++;
      oldest = Math.min(oldest, lastTouched(join(path, n)) ?? Infinity);
    }
  } else {
    entries = 1;
    oldest = st.mtimeMs;
  }
  return { ...base, exists: true, bytes, files, entries, oldest: Number.isFinite(oldest) ? new Date(oldest).toISOString() : null, notPrivate };
}

/** Returns the report of every store, in the order of STORES. */
export function reportStores(): StoreReport[] {
  return STORES.map(reportStore);
}

/** Returns the store named `name`, or undefined. */
export function findStore(name: string): StoreSpec | undefined {
  return STORES.find((s) => s.name === name);
}

/**
 * Returns the paths removed: with `spec`, that store's folder (or file, with its rotated twin); without, both roots
 * whole (every store, and whatever an older version left there). The caller stops the hook servers first.
 */
export function clearStores(spec?: StoreSpec): string[] {
  const targets = spec ? [storePath(spec)] : [stateDir(), cacheDir()];
  if (spec && spec.path.endsWith('.jsonl')) targets.push(storePath(spec).replace(/\.jsonl$/, '.1.jsonl'));
  const removed: string[] = [];
  for (const t of targets) {
    try {
      lstatSync(t);
    } catch {
      continue;
    }
    rmSync(t, { recursive: true, force: true });
    forgetPrivateDir(t);
    removed.push(t);
  }
  forgetExpiries();
  return removed;
}
