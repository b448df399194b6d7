/**
 * The repository index's options and their one resolver: every default of `buildIndex` (IndexOptions) and of a
 * walk's exclusions (WalkOptions) is applied here, and nowhere else. The resolved index options also give the
 * cache key (`indexOptionsKey`): the options that change what an index holds.
 *
 * ```ts
 * const o = resolveIndexOptions('/abs/repo', { include: ['build'] });
 * o.maxFileBytes;          // DEFAULT_MAX_FILE_BYTES
 * resolveExcludedDirs({ include: ['build'] }).has('build');  // false
 * ```
 */
import { createHash } from 'node:crypto';
import { resolve as resolvePath } from 'node:path';
import type { IndexOptions } from './types.js';
import type { WalkOptions } from './walk.js';
import { excludedDependencyDirs } from '../languages/index.js';

/** Default size cap: larger files are skipped and counted. */
export const DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;

/** Directory names of build outputs: skipped by default, but a file of a language that has none is source there. */
export const BUILD_OUTPUT_DIRS: readonly string[] = ['dist', 'build'];

/**
 * Directory names never indexed unless asked for (IndexOptions.include): build outputs, version control, caches and
 * editors' folders, then the installs and caches of every language pack's dependency layout (`node_modules`, `.venv`).
 */
export const DEFAULT_EXCLUDED_DIRS: readonly string[] = [
  ...BUILD_OUTPUT_DIRS, '.git', '.hg', '.svn', '.cache', 'coverage', '.idea', '.vscode',
  ...excludedDependencyDirs(),
];

/** IndexOptions with their defaults applied, for one absolute root. */
export interface ResolvedIndexOptions {
  readonly root: string;
  readonly noCache: boolean;
  readonly exclude: string[];
  readonly include: string[];
  readonly wholeTree: boolean;
  readonly maxFileBytes: number;
  /** Absolute, sorted. */
  readonly dependencyRoots: string[];
  readonly workers: 'auto' | 'never' | 'always';
  readonly eagerResolve: boolean;
  readonly impl: 'wasm' | 'js';
  /** Undefined: the lexer's DEFAULT_EVENT_DECORATORS (and the cache key says "default"). */
  readonly eventDecorators?: readonly RegExp[];
  readonly onProgress?: (done: number, total: number) => void;
  readonly warn: (m: string) => void;
}

/** Returns the index options of `root` (absolute) with defaults applied (here only). */
export function resolveIndexOptions(root: string, opts: IndexOptions): ResolvedIndexOptions {
  return {
    root,
    noCache: opts.noCache ?? false,
    exclude: [...(opts.exclude ?? [])],
    include: [...(opts.include ?? [])],
    wholeTree: opts.wholeTree ?? false,
    maxFileBytes: opts.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    dependencyRoots: [...(opts.dependencyRoots ?? [])].map((d) => resolvePath(d)).sort(),
    workers: opts.workers ?? 'auto',
    eagerResolve: opts.eagerResolve ?? true,
    impl: opts.impl ?? 'wasm',
    eventDecorators: opts.eventDecorators,
    onProgress: opts.onProgress,
    warn: opts.onWarning ?? (() => {}),
  };
}

/** Returns the 12-hex cache key of the options that change what an index holds (not noCache, workers, callbacks). */
export function indexOptionsKey(o: ResolvedIndexOptions): string {
  const decorators = o.eventDecorators ? o.eventDecorators.map(String) : null; // null: the lexer's default list
  return createHash('sha1').update(JSON.stringify([o.exclude, o.include, o.wholeTree, o.maxFileBytes, o.dependencyRoots, o.impl, decorators])).digest('hex').slice(0, 12);
}

/** Returns the directory names a walk skips: DEFAULT_EXCLUDED_DIRS less `include` (none with `whole` or `include: ['*']`). */
export function resolveExcludedDirs(opts: WalkOptions): Set<string> {
  const include = opts.include ?? [];
  if (opts.whole || include.includes('*')) return new Set();
  return new Set(DEFAULT_EXCLUDED_DIRS.filter((d) => !include.includes(d)));
}
