/**
 * The runtime folder's library defaults, in one place (the runtime's environment variables are read in
 * config/env.ts): where the V8 code cache keeps its files.
 *
 * ```ts
 * resolveCodeCacheOptions({ tag: 'post-tool-use' }).dir;   // stateDir('code-cache')
 * ```
 */
import { stateDir } from '../store/paths.js';
/** Returns the code cache options with defaults applied: the cache files live in the state directory. */
export function resolveCodeCacheOptions(opts) {
    return { ...opts, dir: opts.dir ?? stateDir('code-cache') };
}
