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
/** Default size cap: larger files are skipped and counted. */
export const DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Directory names never indexed unless asked for (IndexOptions.include). */
export const DEFAULT_EXCLUDED_DIRS = [
    'node_modules', '.venv', 'venv', '__pycache__', 'dist', 'build', '.git', '.hg', '.svn', '.tox', '.nox',
    '.mypy_cache', '.pytest_cache', '.ruff_cache', '.eggs', '.next', '.nuxt', '.turbo', '.cache', 'coverage',
    '.parcel-cache', 'site-packages', '.idea', '.vscode',
];
/** Returns the index options of `root` (absolute) with defaults applied (here only). */
export function resolveIndexOptions(root, opts) {
    return {
        root,
        noCache: opts.noCache ?? false,
        exclude: [...(opts.exclude ?? [])],
        include: [...(opts.include ?? [])],
        wholeTree: opts.wholeTree ?? false,
        maxFileBytes: opts.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
        dependencyRoots: [...(opts.dependencyRoots ?? [])].map((d) => resolvePath(d)).sort(),
        workers: opts.workers ?? 'auto',
        impl: opts.impl ?? 'wasm',
        eventDecorators: opts.eventDecorators,
        onProgress: opts.onProgress,
        warn: opts.onWarning ?? (() => { }),
    };
}
/** Returns the 12-hex cache key of the options that change what an index holds (not noCache, workers, callbacks). */
export function indexOptionsKey(o) {
    const decorators = o.eventDecorators ? o.eventDecorators.map(String) : null; // null: the lexer's default list
    return createHash('sha1').update(JSON.stringify([o.exclude, o.include, o.wholeTree, o.maxFileBytes, o.dependencyRoots, o.impl, decorators])).digest('hex').slice(0, 12);
}
/** Returns the directory names a walk skips: DEFAULT_EXCLUDED_DIRS less `include` (none with `whole` or `include: ['*']`). */
export function resolveExcludedDirs(opts) {
    const include = opts.include ?? [];
    if (opts.whole || include.includes('*'))
        return new Set();
    return new Set(DEFAULT_EXCLUDED_DIRS.filter((d) => !include.includes(d)));
}
