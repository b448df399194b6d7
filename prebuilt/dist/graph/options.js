/**
 * The import graph's options and their one resolver: every default of a build (`impl`, `paths`, `kindNames`) and
 * of a search (`depth`, `fanout`, `tests`, `kinds`, `excludeKinds`) is applied here, and nowhere else.
 *
 * ```ts
 * resolveReachOptions({ depth: 2 });  // { depth: 2, fanout: 0, tests: 'neutral', kinds: undefined, excludeKinds: [] }
 * resolveGraphOptions({});            // { impl: 'auto', paths: [], kindNames: ['static'] }
 * ```
 */
import { badOption } from '../errors.js';
/** Returns the search options with defaults applied (here only); throws a UsageError for a bad depth or fan-out. */
export function resolveReachOptions(opts) {
    const depth = opts.depth ?? -1;
    if (!Number.isInteger(depth) || depth < -1)
        throw badOption('import graph', `depth must be a non-negative integer, got ${depth}`);
    const fanout = opts.fanout ?? 0;
    if (!Number.isInteger(fanout) || fanout < 0)
        throw badOption('import graph', `fanout must be a non-negative integer, got ${fanout}`);
    return { depth, fanout, tests: opts.tests ?? 'neutral', kinds: opts.kinds, excludeKinds: opts.excludeKinds ?? [] };
}
/** Returns the build options with defaults applied (here only). */
export function resolveGraphOptions(opts) {
    return { impl: opts.impl ?? 'auto', paths: opts.paths ?? [], kindNames: opts.kindNames ?? ['static'] };
}
