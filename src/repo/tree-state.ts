/**
 * The state of a repository's tree as the index sees it before reading any file: the walked paths (repository and
 * dependency roots) that are candidate files, each with its size and mtime, and a fingerprint of that list.
 *
 * The index cache trusts an unchanged (size, mtime, inode) to mean unchanged content (build.ts step 4), so two trees with
 * the same fingerprint give the same index. A consumer that keyed a result by the index can therefore key it by this
 * fingerprint too and skip loading the index (the slice cache's front entries, slice/front-cache.ts): the
 * fingerprint costs the walk and the stats, not the cache file's read, checksum and decoding.
 */
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Lang, RepoIndex, SkippedCounts } from './types.js';
import { walkRepo, walkRepoAsync, walkRepoStart, type WalkResult } from './walk.js';
import { KIND_ELOOP, KIND_ERROR, KIND_FILE, ROW, statInto, under, type SharedStat } from './stat-helper.js';
import { extensionKinds } from './lang.js';
import { toPosix } from './paths.js';
import type { ResolvedIndexOptions } from './options.js';

/** A candidate file after stat. */
export interface TreeEntry { path: string; abs: string; lang: Lang; size: number; mtimeMs: number; ino: number }

/**
 * A stat'ed file whose absolute path is made when asked (only the files read again ask): kept as a string per file,
 * it was 100k strings carried through every young-generation collection of a 100k-file incremental run.
 */
class StatEntry implements TreeEntry {
  constructor(readonly path: string, private readonly dir: string, private readonly rel: string, readonly lang: Lang, readonly size: number, readonly mtimeMs: number, readonly ino: number) {}

  get abs(): string { return under(this.dir, this.rel); }
}

/**
 * Returns the candidate files of a walk of `abs` and of `o.dependencyRoots` (walked here), stat'ed and sorted by
 * path; `skipped` counts what was left out (binary by extension, unreadable, symlink loops, over the size limit).
 */
export function statTree(abs: string, walk: WalkResult, o: ResolvedIndexOptions, skipped: SkippedCounts, shared: SharedStat | null = null): TreeEntry[] {
  const entries: TreeEntry[] = [];
  /** Keeps the file at `path` (`rel` under `dir`) by its stat, row `r` of `rows` (stat-helper.ts statInto), or counts why not. */
  const take = (path: string, dir: string, rel: string, lang: Lang, rows: Float64Array, r: number): void => {
    const kind = rows[r + 3];
    if (kind !== KIND_FILE) {
      if (kind === KIND_ELOOP) skipped.symlinkLoop++;
      else if (kind === KIND_ERROR) skipped.unreadable++; // ENOENT: tracked by git but deleted in the work tree
      return;
    }
    if (rows[r] > o.maxFileBytes) { skipped.tooLarge++; return; }
    entries.push(new StatEntry(path, dir, rel, lang, rows[r], rows[r + 1], rows[r + 2]));
  };
  const row = new Float64Array(ROW); // one stat's numbers: no object per file
  const kindOf = extensionKinds();
  const add = (path: string, dir: string, rel: string): void => {
    const lang = kindOf(path);
    if (lang === null) { skipped.binary++; return; }
    statInto(under(dir, rel), row, 0);
    take(path, dir, rel, lang, row, 0);
  };
  // The walk's paths stat'ed on two threads (stat-helper.ts), each file decided as `add` decides (unless the walk
  // sorted its paths after handing them over: then here, one by one).
  const rows = shared ? shared.finish(walk.paths) : null;
  if (rows) {
    const paths = walk.paths;
    for (let k = 0; k < paths.length; k++) {
      const lang = kindOf(paths[k]);
      if (lang === null) skipped.binary++;
      else take(paths[k], abs, paths[k], lang, rows, k * ROW);
    }
  } else {
    for (const p of walk.paths) add(p, abs, p);
  }
  for (const dep of o.dependencyRoots) {
    const w = walkRepo(dep, { whole: true });
    skipped.unreadable += w.unreadable; skipped.symlinkLoop += w.symlinkLoop;
    const relRoot = toPosix(relative(abs, dep));
    const prefix = relRoot.startsWith('..') ? toPosix(dep) : relRoot;
    for (const p of w.paths) add(`${prefix}/${p}`, dep, p);
  }
  // Sorted already when there is no dependency root: a subsequence of the walk's paths, which are sorted.
  if (!o.dependencyRoots.length) return entries;
  for (let i = 1; i < entries.length; i++) {
    if (entries[i - 1].path < entries[i].path) continue;
    return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }
  return entries;
}

/** Returns the hex fingerprint of stat'ed entries (statTree): paths, sizes, mtimes and inodes, in order. */
export function treeFingerprint(entries: readonly TreeEntry[]): string {
  return fingerprintOf(fingerprintInput(entries));
}

/** What treeFingerprint hashes: the paths, and the size, mtime and inode of each, as numbers. */
interface FingerprintInput { paths: string[]; stats: Float64Array }

function fingerprintInput(entries: readonly TreeEntry[]): FingerprintInput {
  const stats = new Float64Array(3 * entries.length);
  const paths: string[] = new Array(entries.length);
  entries.forEach((e, i) => { paths[i] = e.path; stats[3 * i] = e.size; stats[3 * i + 1] = e.mtimeMs; stats[3 * i + 2] = e.ino; });
  return { paths, stats };
}

function fingerprintOf({ paths, stats }: FingerprintInput): string {
  // Two updates, not one per file, and the numbers as their bytes: as text, per file, this took ~12 ms of a warm
  // front hit on sympy's 1.5k files (profiled), more than the walk.
  return createHash('sha1').update(paths.join('\0')).update(new Uint8Array(stats.buffer)).digest('hex');
}

/**
 * Returns the tree state of stat'ed `entries` (treeFingerprint's fingerprint), hashed when first read: most runs
 * never read it (`ck index`, an index a hook updates), and at 100k files the join and hash were ~50 ms.
 */
export function lazyTreeState(entries: readonly TreeEntry[], dependencyRoots: readonly string[]): TreeState {
  let input: FingerprintInput | null = fingerprintInput(entries);
  let fp: string | null = null;
  return {
    dependencyRoots,
    get fingerprint(): string {
      if (fp === null) { fp = fingerprintOf(input!); input = null; }
      return fp;
    },
  };
}

/**
 * Returns the walk of the repository at `abs` under options `o` (dependency roots are walked by statTree): one call
 * for the index and the fingerprint, so that both always see the same tree.
 */
export function walkTree(abs: string, o: ResolvedIndexOptions): Promise<WalkResult> {
  return walkRepoAsync(abs, { exclude: o.exclude, include: o.include, whole: o.wholeTree });
}

/**
 * Returns walkTree's answer, itself when it is known before this returns (walk.ts walkRepoStart); a filesystem walk
 * hands `onPaths` its paths as it lists them.
 */
export function startWalkTree(abs: string, o: ResolvedIndexOptions, onPaths?: (paths: string[]) => void): WalkResult | Promise<WalkResult> {
  return walkRepoStart(abs, { exclude: o.exclude, include: o.include, whole: o.wholeTree, onPaths });
}

/** Returns the fingerprint of the tree at `abs` now: treeFingerprint of a fresh walk and stat (no file is read). */
export async function currentTreeFingerprint(abs: string, o: ResolvedIndexOptions): Promise<string> {
  const walk = await walkTree(abs, o);
  const skipped: SkippedCounts = { binary: 0, tooLarge: 0, unreadable: 0, symlinkLoop: 0, ignored: 0 };
  return treeFingerprint(statTree(abs, walk, o, skipped));
}

/** The tree an index was built from: its fingerprint and the dependency roots walked besides the repository. */
export interface TreeState { readonly fingerprint: string; readonly dependencyRoots: readonly string[] }

const states = new WeakMap<RepoIndex, TreeState>();

/** Records the tree state an index was built from (build.ts); returns nothing. */
export function setTreeState(index: RepoIndex, state: TreeState): void {
  states.set(index, state);
}

/** Returns the tree state `index` was built from, or undefined for an index not built by buildIndex. */
export function treeStateOf(index: RepoIndex): TreeState | undefined {
  return states.get(index);
}
