/**
 * The dependency folder's defaults, in one place: what Python discovery reads and runs (environment, interpreter
 * cache, query timeout) and how a package index is looked up (cache key, cache bypass). The modules read only the
 * resolved values.
 *
 * ```ts
 * resolveDiscoverOptions({}).timeoutMs;   // 5000
 * ```
 */
import { cacheDir } from '../store/paths.js';
/** Milliseconds the interpreter's `sys.path` query may take before discovery goes on without it. */
export const DEFAULT_PYTHON_QUERY_TIMEOUT_MS = 5000;
/**
 * Returns the discovery options with defaults applied: this process's environment (an injected `env` is how tests
 * set $VIRTUAL_ENV and $PATH), the shared interpreter cache, DEFAULT_PYTHON_QUERY_TIMEOUT_MS.
 */
export function resolveDiscoverOptions(opts) {
    return {
        env: opts.env ?? process.env,
        python: opts.python,
        cacheDir: opts.cacheDir ?? cacheDir('python-env'),
        timeoutMs: opts.timeoutMs ?? DEFAULT_PYTHON_QUERY_TIMEOUT_MS,
    };
}
/** Returns the package index options with defaults applied; `keyOf` computes the key (a walk) only when none is given. */
export function resolvePackageIndexOptions(opts, keyOf) {
    return { noCache: opts.noCache === true, key: opts.key ?? keyOf() };
}
