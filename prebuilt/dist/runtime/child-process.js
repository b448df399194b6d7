/**
 * `node:child_process`, loaded on first use. Importing it loads net, dgram and the stream modules (~3-8 ms of every
 * process here), and most runs of a hot command never start a process: a warm slice served from its caches, a walk
 * whose git listing is kept (repo/git-listing-cache.ts), a slice without a diff or an interpreter query.
 */
import { createRequire } from 'node:module';
let loaded;
/** Returns the `node:child_process` module, requiring it the first time. */
export function childProcess() {
    return (loaded ??= createRequire(import.meta.url)('node:child_process'));
}
