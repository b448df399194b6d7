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
import { relative, sep } from 'node:path';
import type { Lang, RepoIndex, SkippedCounts } from './types.js';
import { walkRepo, walkRepoAsync, type WalkResult } from './walk.js';
import { langOf, binaryByExtension } from './lang.js';
import { toPosix } from './paths.js';
import { statLite } from '../runtime/stat-lite.js';
import type { ResolvedIndexOptions } from './options.js';

/** A candidate file after stat. */
export interface TreeEntry { path: string; abs: string; lang: Lang; size: number; mtimeMs: number; ino: number }

/**
 * Returns the candidate files of a walk of `abs` and of `o.dependencyRoots` (walked here), stat'ed and sorted by
 * path; `skipped` counts what was left out (binary by extension, unreadable, symlink loops, over the size limit).
 */
export function statTree(abs: string, walk: WalkResult, o: ResolvedIndexOptions, skipped: SkippedCounts): TreeEntry[] {
  // Plain concatenation: walk paths are already normalized, and path.join's normalization showed up in profiles.
  const under = (dir: string, p: string) => (dir.endsWith(sep) ? dir + p : dir + sep + p);
  const candidates: { path: string; abs: string }[] = walk.paths.map((p) => ({ path: p, abs: under(abs, p) }));
  for (const dep of o.dependencyRoots) {
    const w = walkRepo(dep, { whole: true });
    skipped.unreadable += w.unreadable; skipped.symlinkLoop += w.symlinkLoop;
    const relRoot = toPosix(relative(abs, dep));
    const prefix = relRoot.startsWith('..') ? toPosix(dep) : relRoot;
    for (const p of w.paths) candidates.push({ path: `${prefix}/${p}`, abs: under(dep, p) });
  }
  const entries: TreeEntry[] = [];
  for (const c of candidates) {
    if (binaryByExtension(c.path)) { skipped.binary++; continue; }
    let st;
    try {
      st = statLite(c.abs);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ELOOP') skipped.symlinkLoop++;
      else if (code !== 'ENOENT') skipped.unreadable++; // ENOENT: tracked by git but deleted in the work tree
      continue;
    }
    if (!st.isFile) continue;
    if (st.size > o.maxFileBytes) { skipped.tooLarge++; continue; }
    entries.push({ path: c.path, abs: c.abs, lang: langOf(c.path), size: st.size, mtimeMs: st.mtimeMs, ino: st.ino });
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Returns the hex fingerprint of stat'ed entries (statTree): paths, sizes, mtimes and inodes, in order. */
export function treeFingerprint(entries: readonly TreeEntry[]): string {
  // Two updates, not one per file, and the numbers as their bytes: as text, per file, this took ~12 ms of a warm
  // front hit on sympy's 1.5k files (profiled), more than the walk.
  const stats = new Float64Array(3 * entries.length);
  const paths: string[] = new Array(entries.length);
  entries.forEach((e, i) => { paths[i] = e.path; stats[3 * i] = e.size; stats[3 * i + 1] = e.mtimeMs; stats[3 * i + 2] = e.ino; });
  return createHash('sha1').update(paths.join('\0')).update(new Uint8Array(stats.buffer)).digest('hex');
}

/**
 * Returns the walk of the repository at `abs` under options `o` (dependency roots are walked by statTree): one call
 * for the index and the fingerprint, so that both always see the same tree.
 */
export function walkTree(abs: string, o: ResolvedIndexOptions): Promise<WalkResult> {
  return walkRepoAsync(abs, { exclude: o.exclude, include: o.include, whole: o.wholeTree });
}

/** Returns the fingerprint of the tree at `abs` now: treeFingerprint of a fresh walk and stat (no file is read). */
export async function currentTreeFingerprint(abs: string, o: ResolvedIndexOptions): Promise<string> {
  const walk = await walkTree(abs, o);
  const skipped: SkippedCounts = { binary: 0, tooLarge: 0, unreadable: 0, symlinkLoop: 0, ignored: 0 };
  return treeFingerprint(statTree(abs, walk, o, skipped));
}

/** The tree an index was built from: its fingerprint and the dependency roots walked besides the repository. */
export interface TreeState { fingerprint: string; dependencyRoots: readonly string[] }

const states = new WeakMap<RepoIndex, TreeState>();

/** Records the tree state an index was built from (build.ts); returns nothing. */
export function setTreeState(index: RepoIndex, state: TreeState): void {
  states.set(index, state);
}

/** Returns the tree state `index` was built from, or undefined for an index not built by buildIndex. */
export function treeStateOf(index: RepoIndex): TreeState | undefined {
  return states.get(index);
}
