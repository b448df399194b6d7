/**
 * The compile manifest cache: one JSON file per (operator code, repository fingerprint, target, options, resolved
 * budget) under `cacheDir('compile')`, so a repeated compile of an unchanged repository costs the index check and
 * one read. Keys and fingerprints are the slice cache's (`../slice/cache.ts`); entries are written atomically and
 * the least recently used beyond MAX_ENTRIES are evicted.
 */
import { readdirSync, readFileSync, statSync, unlinkSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from '../store/paths.js';
import { writeFileAtomic } from '../store/atomic.js';
export { indexFingerprint, sliceKey as compileKey } from '../slice/cache.js';
/** Most entries kept in the compile cache directory. */
const MAX_ENTRIES = 100;
function entryPath(key) {
    return join(cacheDir('compile'), `${key}.json`);
}
/** Returns the cached manifest for `key`, or undefined (absent or corrupt entries are misses). */
export function readCompileCache(key) {
    const file = entryPath(key);
    try {
        const m = JSON.parse(readFileSync(file, 'utf8'));
        if (m?.version !== 1 || !m.compile)
            return undefined;
        const now = new Date();
        try {
            utimesSync(file, now, now);
        }
        catch { /* LRU freshness is best effort */ }
        return m;
    }
    catch {
        return undefined;
    }
}
/** Returns nothing; stores `m` under `key` atomically and evicts the least recently used entries beyond the bound. */
export function writeCompileCache(key, m) {
    try {
        writeFileAtomic(entryPath(key), JSON.stringify(m));
        const dir = cacheDir('compile');
        const names = readdirSync(dir).filter((n) => n.endsWith('.json'));
        if (names.length <= MAX_ENTRIES)
            return;
        const aged = names.map((n) => { try {
            return { n, t: statSync(join(dir, n)).mtimeMs };
        }
        catch {
            return { n, t: 0 };
        } });
        aged.sort((a, b) => a.t - b.t || (a.n < b.n ? -1 : 1));
        for (const { n } of aged.slice(0, names.length - MAX_ENTRIES)) {
            try {
                unlinkSync(join(dir, n));
            }
            catch { /* raced */ }
        }
    }
    catch { /* a read-only cache must not fail the compile */ }
}
