/**
 * The compile manifest cache: one JSON file per (operator code, repository fingerprint, target, options, resolved
 * budget) under `cacheDir('compile')`, so a repeated compile of an unchanged repository costs the index check and
 * one read. Keys and fingerprints are the slice cache's (`../slice/cache.ts`); entries live in a bounded JSON store
 * (`../store/json-cache.ts`): written atomically, the least recently used beyond MAX_ENTRIES evicted.
 */
import { cacheDir } from '../store/paths.js';
import { readJsonEntry, writeJsonEntry } from '../store/json-cache.js';
export { indexFingerprint, sliceKey as compileKey } from '../slice/cache.js';
/** Most entries kept in the compile cache directory. */
const MAX_ENTRIES = 100;
/** Returns the cached manifest for `key`, or undefined (absent or corrupt entries are misses). */
export function readCompileCache(key) {
    return readJsonEntry(cacheDir('compile'), key, (m) => m?.version === 1 && !!m.compile);
}
/**
 * Returns nothing; stores `m` under `key` atomically and evicts the least recently used entries beyond the bound.
 * A manifest with an `unreadable` warning is not stored: a permission fix changes neither a file's mtime nor its
 * bytes, so the fingerprint would keep serving the stale failure.
 */
export function writeCompileCache(key, m) {
    if (m.compile.warning_counts?.unreadable)
        return;
    writeJsonEntry(cacheDir('compile'), key, m, MAX_ENTRIES);
}
