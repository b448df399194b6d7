// Lists the files of a repository: `git ls-files` semantics in a git work tree, a .gitignore-aware walk otherwise.
// Default exclusions (node_modules, virtualenvs, caches, build outputs) apply in both modes and can be changed.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join, sep } from 'node:path';
import { createRequire } from 'node:module';
import type { Ignore } from 'ignore';
import { BUILD_OUTPUT_DIRS, resolveExcludedDirs } from './options.js';
import { isNeverBuildOutput } from '../languages/index.js';

const BUILD_OUTPUT = new Set(BUILD_OUTPUT_DIRS);
import { childProcess } from '../runtime/child-process.js';
import { readListing, storeListing, watchListing } from './git-listing-cache.js';
import { DirListings, listingOf, type Listing } from './dir-listing-cache.js';

// Loaded on first use through require: most walks (git mode, no .gitignore) never need it.
let ignoreFactory: (() => Ignore) | null = null;
function ignore(): Ignore {
  ignoreFactory ??= createRequire(import.meta.url)('ignore') as () => Ignore;
  return ignoreFactory();
}

export { DEFAULT_EXCLUDED_DIRS } from './options.js';

export interface WalkOptions {
  /** Extra gitignore-syntax globs to exclude. */
  exclude?: readonly string[];
  /** Default-excluded names to keep; ['*'] keeps them all. */
  include?: readonly string[];
  /**
   * List every file under the root: no git listing, no ignore files, no default exclusions. For installed
   * dependency packages, which usually lie in a gitignored folder (`node_modules/`, `.venv/`) of a git project, so
   * git would list none of their files.
   */
  whole?: boolean;
  /**
   * A filesystem walk calls it with its paths as it lists them, PATHS_BATCH at a time and the rest at the end, in
   * list order (the index stats them on a helper thread meanwhile: stat-helper.ts). The paths handed over are the
   * result's unless the walk has to sort them at the end (a symbolic link to a folder: finishWalk).
   */
  onPaths?: (paths: string[]) => void;
}

/** Paths per onPaths call of a filesystem walk (~20 ms of stats on the helper thread). */
export const PATHS_BATCH = 8192;

/** Where a filesystem walk hands its paths as it lists them (WalkOptions.onPaths), and how many it handed over. */
interface Feed { onPaths: (paths: string[]) => void; handed: number }

/** Returns nothing; hands `feed` the paths of `out` listed since its last call, once `min` or more are new. */
function feedPaths(feed: Feed | null, out: WalkResult, min: number): void {
  if (!feed || out.paths.length - feed.handed < min || out.paths.length === feed.handed) return;
  feed.onPaths(out.paths.slice(feed.handed));
  feed.handed = out.paths.length;
}

export interface WalkResult {
  /** Repo-relative '/'-separated paths, sorted (code-unit order), not yet stat'ed. */
  paths: string[];
  mode: 'git' | 'fs';
  ignored: number;
  unreadable: number;
  symlinkLoop: number;
}

function isExcludedName(name: string, dirs: Set<string>): boolean {
  return dirs.has(name) || name.endsWith('.egg-info');
}

/** Returns true when `root` is inside a git work tree (a `.git` entry at root or above). */
function gitTop(root: string): boolean {
  let dir = root;
  for (;;) {
    if (existsSync(join(dir, '.git'))) return true;
    const parent = join(dir, '..');
    if (parent === dir) return false;
    dir = parent;
  }
}

const GIT_LS_FILES = ['ls-files', '-co', '--exclude-standard', '-z'];

/** Returns git's NUL-separated path list as paths. */
function gitPaths(stdout: Buffer): string[] {
  const out = stdout.toString('utf8').split('\0');
  if (out.length && out[out.length - 1] === '') out.pop();
  return out;
}

function gitList(root: string): string[] | null {
  // Paths come out relative to cwd (= root) without --full-name: one process, no rev-parse.
  const res = childProcess().spawnSync('git', GIT_LS_FILES, { cwd: root, maxBuffer: 1 << 30, encoding: 'buffer' });
  if (res.status !== 0 || !res.stdout) return null;
  return gitPaths(res.stdout);
}

/** Returns gitList's answer without blocking: the caller can work while git lists the tree. */
function gitListAsync(root: string): Promise<string[] | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let child;
    try {
      child = childProcess().spawn('git', GIT_LS_FILES, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      resolve(null);
      return;
    }
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.on('error', () => resolve(null)); // no git: the filesystem walk
    child.on('close', (code) => resolve(code === 0 ? gitPaths(Buffer.concat(chunks)) : null));
  });
}

/**
 * Returns the candidate file list of `root` (absolute, existing directory). Never throws for unreadable or looping
 * directories: they are counted.
 */
export function walkRepo(root: string, opts: WalkOptions = {}): WalkResult {
  if (opts.whole || !gitTop(root)) return finishWalk(root, opts, null);
  const kept = keepsListing(opts) ? readListing(root) : undefined;
  if (kept) return finishWalk(root, opts, kept);
  const started = Date.now();
  const watch = keepsListing(opts) ? watchListing(root, skipper(opts)) : undefined;
  const listed = gitList(root);
  if (listed && watch) storeListing(root, watch, started, listed);
  return finishWalk(root, opts, listed);
}

/**
 * Returns walkRepo's answer; in a git work tree the listing runs in a git process while the caller goes on (the
 * index loads its cache meanwhile), elsewhere the walk happens before this returns.
 */
export function walkRepoAsync(root: string, opts: WalkOptions = {}): Promise<WalkResult> {
  const r = walkRepoStart(root, opts);
  return r instanceof Promise ? r : Promise.resolve(r);
}

/**
 * Returns walkRepoAsync's answer, itself when it is known before this returns (a filesystem walk, a kept git
 * listing): the caller can start on the paths at once (build.ts stats them on a helper thread while it loads the
 * cache).
 */
export function walkRepoStart(root: string, opts: WalkOptions = {}): WalkResult | Promise<WalkResult> {
  if (opts.whole || !gitTop(root)) return finishWalk(root, opts, null);
  const kept = keepsListing(opts) ? readListing(root) : undefined;
  if (kept) return finishWalk(root, opts, kept);
  const started = Date.now();
  const pending = gitListAsync(root);
  // The tree's directories are looked at while git lists them, in git's process (git-listing-cache.ts: why the order
  // does not matter).
  const watch = keepsListing(opts) ? watchListing(root, skipper(opts)) : undefined;
  return pending.then((listed) => {
    if (listed && watch) storeListing(root, watch, started, listed);
    return finishWalk(root, opts, listed);
  });
}

/**
 * True when a walk under `opts` may use a kept git listing: with `include`, default-excluded directories
 * (node_modules, virtualenvs) keep their files, and the listing's watch does not look inside them.
 */
function keepsListing(opts: WalkOptions): boolean {
  return !opts.include?.length;
}

/** Returns the test for directory names whose files a walk under `opts` drops (the listing's watch skips them). */
function skipper(opts: WalkOptions): (name: string) => boolean {
  const dirs = resolveExcludedDirs(opts);
  return (name) => isExcludedName(name, dirs);
}

/** Returns the walk result from git's listing, or from a filesystem walk when there is none. */
function finishWalk(root: string, opts: WalkOptions, listed: string[] | null): WalkResult {
  const dirs = resolveExcludedDirs(opts);
  const extra = opts.exclude?.length ? ignore().add([...opts.exclude]) : null;
  const result: WalkResult = { paths: [], mode: 'fs', ignored: 0, unreadable: 0, symlinkLoop: 0 };
  if (listed) {
    result.mode = 'git';
    for (const p of listed) {
      const parts = p.split('/');
      let skip = false;
      for (let i = 0; i < parts.length - 1; i++) {
        if (!isExcludedName(parts[i], dirs)) continue;
        // `internal/build/x.go`: a language without build outputs keeps its files in folders named like one.
        if (BUILD_OUTPUT.has(parts[i]) && isNeverBuildOutput(p)) continue;
        skip = true;
        break;
      }
      if (skip || (extra && extra.ignores(p))) { result.ignored++; continue; }
      result.paths.push(p);
    }
  } else {
    let real = root;
    try { real = realpathSync(root); } catch { /* walkFs counts an unreadable root */ }
    // The listings of unchanged directories from the previous walk (dir-listing-cache.ts); not for a dependency
    // package (`whole`: walked once per index, inside another tree).
    const listings = opts.whole ? null : new DirListings(root);
    const feed = opts.onPaths ? { onPaths: opts.onPaths, handed: 0 } : null;
    walkFs(root, '', [], dirs, extra, result, new Set(), real, opts.whole === true, listings, feed);
    feedPaths(feed, result, 0);
    listings?.save();
  }
  // Code-unit order, as `<` (the default order of strings; no comparator called 100k times). A filesystem walk lists
  // them in that order already (listingOf), unless a symbolic link to a directory came in a file's place: one pass to
  // see it, instead of a sort of 100k paths.
  if (listed || !sortedPaths(result.paths)) result.paths.sort();
  return result;
}

/** Returns true when `paths` are in code-unit order. */
function sortedPaths(paths: readonly string[]): boolean {
  for (let i = 1; i < paths.length; i++) if (paths[i - 1] > paths[i]) return false;
  return true;
}

interface Scope { base: string; ig: Ignore }

/**
 * Walks directory `rel` of `root`, whose real path is `real`. `seen` holds the real paths of the directories on the
 * way down: a symlink back to one of them is a loop. Real paths are built by appending names and resolved only at
 * symlinks, so no directory costs a stat.
 */
function walkFs(root: string, rel: string, scopes: Scope[], dirs: Set<string>, extra: Ignore | null, out: WalkResult, seen: Set<string>, real: string, whole: boolean, listings: DirListings | null, feed: Feed | null): void {
  const abs = rel ? (root.endsWith('/') ? root + rel : `${root}/${rel}`) : root;
  if (seen.has(real)) { out.symlinkLoop++; return; }
  seen.add(real);
  let entries: Listing;
  try {
    entries = listings ? listings.list(abs, rel) : listingOf(readdirSync(abs, { withFileTypes: true }));
  } catch {
    out.unreadable++;
    seen.delete(real);
    return;
  }
  const { names, kinds } = entries;
  let local = scopes;
  if (!whole && names.includes('.gitignore')) {
    try {
      const ig = ignore().add(readFileSync(join(abs, '.gitignore'), 'utf8'));
      local = [...scopes, { base: rel, ig }];
    } catch { /* unreadable .gitignore: no extra rules */ }
  }
  for (let i = 0; i < names.length; i++) {
    const name = names[i], kind = kinds.charCodeAt(i);
    const path = rel ? `${rel}/${name}` : name;
    let isDir = kind === D;
    let childReal = '';
    if (kind === L) {
      try {
        isDir = statSync(join(abs, name)).isDirectory();
        if (isDir) childReal = realpathSync(join(abs, name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ELOOP') out.symlinkLoop++;
        else out.unreadable++; // dangling link
        continue;
      }
    }
    if (isDir && !whole && isExcludedName(name, dirs)) { out.ignored++; continue; }
    if (ignoredBy(local, path, isDir) || (extra && extra.ignores(isDir ? `${path}/` : path))) { out.ignored++; continue; }
    // A child's real path is its parent's plus its name (the root's may end in a separator: `/`).
    if (isDir) walkFs(root, path, local, dirs, extra, out, seen, childReal || (real.endsWith(sep) ? real : real + sep) + name, whole, listings, feed);
    else if (kind === F || kind === L) out.paths.push(path);
  }
  feedPaths(feed, out, PATHS_BATCH);
  seen.delete(real);
}

const D = 'd'.charCodeAt(0), F = 'f'.charCodeAt(0), L = 'l'.charCodeAt(0);

function ignoredBy(scopes: Scope[], path: string, isDir: boolean): boolean {
  for (const s of scopes) {
    const sub = s.base ? path.slice(s.base.length + 1) : path;
    if (s.ig.ignores(isDir ? `${sub}/` : sub)) return true;
  }
  return false;
}
