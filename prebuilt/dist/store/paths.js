import { homedir } from 'node:os';
import { join } from 'node:path';
/** Returns the cache directory (`$XDG_CACHE_HOME/context-kernel`, default `~/.cache/context-kernel`); never inside a repo. */
export function cacheDir(...sub) {
    const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
    return join(base, 'context-kernel', ...sub);
}
/** Returns the state directory (`$XDG_STATE_HOME/context-kernel`, default `~/.local/state/context-kernel`). */
export function stateDir(...sub) {
    const base = process.env.XDG_STATE_HOME || join(homedir(), '.local', 'state');
    return join(base, 'context-kernel', ...sub);
}
