/**
 * A bounded directory of JSON entries, one file per key, for caches whose entries are whole results (the slice and
 * compile manifests): written atomically, read with the entry's mtime refreshed, and the least recently used entries
 * beyond a bound removed after each write. Every failure is a miss or a skipped write: a cache never fails its caller.
 */
import { readdirSync, readFileSync, statSync, unlinkSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic.js';
/** Returns the entry of `key` in `dir` when `valid` accepts it, else undefined (absent or corrupt entries are misses). */
export function readJsonEntry(dir, key, valid) {
    const file = join(dir, `${key}.json`);
    try {
        const value = JSON.parse(readFileSync(file, 'utf8'));
        if (!valid(value))
            return undefined;
        const now = new Date();
        try {
            utimesSync(file, now, now);
        }
        catch { /* LRU freshness is best effort */ }
        return value;
    }
    catch {
        return undefined;
    }
}
/** Returns nothing; stores `value` under `key` in `dir` atomically, then keeps the `maxEntries` most recently used. */
export function writeJsonEntry(dir, key, value, maxEntries) {
    try {
        writeFileAtomic(join(dir, `${key}.json`), JSON.stringify(value));
        evict(dir, maxEntries);
    }
    catch { /* a read-only cache must not fail the caller */ }
}
function evict(dir, maxEntries) {
    const names = readdirSync(dir).filter((n) => n.endsWith('.json'));
    if (names.length <= maxEntries)
        return;
    const aged = names.map((n) => {
        try {
            return { n, t: statSync(join(dir, n)).mtimeMs };
        }
        catch {
            return { n, t: 0 };
        }
    });
    aged.sort((a, b) => a.t - b.t || (a.n < b.n ? -1 : 1));
    for (const { n } of aged.slice(0, names.length - maxEntries)) {
        try {
            unlinkSync(join(dir, n));
        }
        catch { /* raced with another process */ }
    }
}
