import { join } from 'node:path';
import { resolveStoreDirs } from '../config/env.js';
/** Returns the cache directory (`$XDG_CACHE_HOME/context-kernel`, default `~/.cache/context-kernel`); never inside a repo. */
export function cacheDir(...sub) {
    return join(resolveStoreDirs().cacheHome, 'context-kernel', ...sub);
}
/** Returns the state directory (`$XDG_STATE_HOME/context-kernel`, default `~/.local/state/context-kernel`). */
export function stateDir(...sub) {
    return join(resolveStoreDirs().stateHome, 'context-kernel', ...sub);
}
