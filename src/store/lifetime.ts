/**
 * Lifetimes of what ck stores: an entry of a store (a file, or a folder of files) untouched for longer than the
 * store's lifetime is removed by the next write to that store. Untouched means its mtime, which a write sets and a
 * read that keeps it fresh (`ck recall`, a re-read delta) touches; a folder counts as touched when it or any file
 * directly in it was.
 *
 * Writes must not pay for this: each store has a `.<store>.expiry-<lifetime>` marker beside it whose mtime is the time its oldest entry
 * expires, so a write stats one file (and a process that checked a store once does not stat it again until that
 * time), and the store is listed only when something in it is due.
 */
import { closeSync, constants, lstatSync, openSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { resolveStoreLifetimes } from '../config/env.js';
import { ensurePrivateDir, FILE_MODE } from './private.js';
import { storeOf, storePath } from './stores.js';

/**
 * Returns the marker whose mtime says when the next entry of the store in `dir` expires, for lifetime `maxAgeMs`:
 * beside the store, not in it (readers list a store's folder and expect entries only), and named by the lifetime, so
 * a lifetime changed in the environment is applied at the next write, not when the old one said.
 */
export function expiryMarker(dir: string, maxAgeMs: number): string {
  return join(dirname(dir), `.${basename(dir)}.expiry-${Math.round(maxAgeMs)}`);
}

/** Per process: the time before which a store (by folder) has nothing to expire. */
const dueAt = new Map<string, number>();

/** Which lifetime applies to a store: that of user content (tool output, prompts, snapshots) or that of caches. */
export type LifetimeKind = 'content' | 'cache';

/** Returns the lifetime in ms of `kind` as configured (CK_CONTENT_MAX_AGE_DAYS, CK_CACHE_MAX_AGE_DAYS). */
export function lifetimeMs(kind: LifetimeKind): number {
  const l = resolveStoreLifetimes();
  return kind === 'content' ? l.contentMs : l.cacheMs;
}

/** Returns the last time `path` (a file, or a folder and the files directly in it) was written or touched, or undefined when it is gone. */
export function lastTouched(path: string): number | undefined {
  let st;
  try {
    st = lstatSync(path);
  } catch {
    return undefined;
  }
  let t = st.mtimeMs;
  if (st.isDirectory()) {
    let names: string[] = [];
    try { names = readdirSync(path); } catch { /* removed meanwhile */ }
    for (const n of names) {
      try { t = Math.max(t, lstatSync(join(path, n)).mtimeMs); } catch { /* removed meanwhile */ }
    }
  }
  return t;
}

/** How long a dot-named temp file may go untouched before a sweep takes it for a dead writer's (expireAged). */
export const STALE_TEMP_MS = 6 * 3600_000;

/**
 * Returns how many entries of the store in `dir` were removed because they were untouched for longer than the
 * lifetime of `kind` at `now`; `keep` (an entry name) never goes. Costs a Map lookup when this process knows nothing
 * is due, else one `stat` of the store's marker; lists the store only when an entry is due. Never throws.
 */
export function expireAged(dir: string, kind: LifetimeKind, keep?: string, now = Date.now()): number {
  const maxAge = lifetimeMs(kind);
  const marker = expiryMarker(dir, maxAge);
  if ((dueAt.get(marker) ?? 0) > now) return 0;
  try {
    const due = statSync(marker).mtimeMs;
    if (due > now) {
      dueAt.set(marker, due);
      return 0;
    }
  } catch { /* never swept: sweep now */ }
  let removed = 0;
  let next = now + maxAge;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0; // no store yet
  }
  for (const name of names) {
    if (name === keep) continue;
    // Markers and in-flight temp files are dot names; a temp file untouched for STALE_TEMP_MS was left by a process
    // that died while writing it (a crash mid-spill), and nothing else would ever remove it.
    const temp = name.startsWith('.') && name.endsWith('.tmp');
    if (name.startsWith('.') && !temp) continue;
    const p = join(dir, name);
    const t = lastTouched(p);
    if (t === undefined) continue;
    const age = temp ? Math.min(maxAge, STALE_TEMP_MS) : maxAge;
    if (now - t > age) {
      try {
        rmSync(p, { recursive: true, force: true });
        removed++;
      } catch { /* raced with another sweeper, or not ours to remove */ }
    } else {
      next = Math.min(next, t + age);
    }
  }
  // Content expires on time; a cache (tens of thousands of parse results, written all day) is listed at most once
  // per hundredth of its lifetime, so an entry may outlive it by that much (7 h of 30 days).
  const slack = kind === 'cache' ? maxAge / 100 : 1000;
  try {
    ensurePrivateDir(dirname(marker));
    closeSync(openSync(marker, constants.O_WRONLY | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0), FILE_MODE));
    const due = new Date(Math.max(next, now + slack));
    utimesSync(marker, due, due);
    dueAt.set(marker, due.getTime());
  } catch { /* the next write sweeps again */ }
  return removed;
}

/**
 * Returns how many entries of the store in `dir` were removed to leave at most `max`: the least recently touched
 * first (`lastTouched`), never `keep`. Lists the store: for stores written rarely (an index per repository, a symptom
 * per failure), not for a parse cache. Never throws.
 */
export function capEntries(dir: string, max: number, keep?: string): number {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => !n.startsWith('.'));
  } catch {
    return 0;
  }
  if (names.length <= max) return 0;
  const aged = names.filter((n) => n !== keep).map((n) => ({ n, t: lastTouched(join(dir, n)) ?? 0 }));
  aged.sort((a, b) => a.t - b.t || (a.n < b.n ? -1 : 1));
  let removed = 0;
  for (const { n } of aged.slice(0, names.length - max)) {
    try {
      rmSync(join(dir, n), { recursive: true, force: true });
      removed++;
    } catch { /* raced with another writer */ }
  }
  return removed;
}

/**
 * Returns nothing; applies the bounds of the store `file` was just written into (stores.ts): its lifetime, and its
 * entry cap where it has one. Files outside every store (a user's --html FILE, a test's folder) are left alone.
 * Never throws: a write that succeeded is not failed by its clean-up.
 */
export function afterStoreWrite(file: string): void {
  try {
    const spec = storeOf(file);
    if (!spec) return;
    const dir = storePath(spec);
    if (dir === file) return; // a single-file store (the savings log): bounded by rotation
    const entry = file.slice(dir.length + 1).split(sep)[0];
    if (spec.lifetime !== 'none') expireAged(dir, spec.lifetime, entry);
    if (spec.maxEntries !== undefined) capEntries(dir, spec.maxEntries, entry);
  } catch { /* clean-up is best effort */ }
}

/** Returns nothing; forgets what this process knows of every store's next expiry (after `ck state --clear`, in tests). */
export function forgetExpiries(): void {
  dueAt.clear();
}
