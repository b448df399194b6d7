/**
 * The slice cache: identical inputs are never recomputed. Key = index fingerprint (a hash over every file's path and
 * content hash) + symptom + seeds + parameters + resolved budget + operator hash. Entries are JSON manifests under
 * `cacheDir('slices')`, written atomically; the directory is bounded (least recently used entries beyond
 * MAX_ENTRIES are removed; a hit refreshes an entry's mtime).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, unlinkSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from '../store/paths.js';
import { writeFileAtomic } from '../store/atomic.js';
/** Most entries kept in the slice cache directory. */
export const MAX_ENTRIES = 200;
/** Returns a hex fingerprint of an index: it changes when any file is added, removed or edited. */
export function indexFingerprint(index) {
    const h = createHash('sha1');
    h.update(index.root);
    for (const f of index.files)
        h.update(`\0${f.path}\0${f.hash}`);
    return h.digest('hex');
}
/** Returns the cache key of a slice: a hex hash over everything its result depends on. */
export function sliceKey(parts) {
    return createHash('sha1').update(JSON.stringify(parts)).digest('hex');
}
function entryPath(key) {
    return join(cacheDir('slices'), `${key}.json`);
}
/** Returns the cached manifest for `key`, or undefined (absent or corrupt entries are misses). */
export function readSliceCache(key) {
    const file = entryPath(key);
    try {
        const m = JSON.parse(readFileSync(file, 'utf8'));
        if (m?.version !== 1)
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
export function writeSliceCache(key, m) {
    try {
        writeFileAtomic(entryPath(key), JSON.stringify(m));
        evict(cacheDir('slices'));
    }
    catch { /* a read-only cache must not fail the slice */ }
}
function evict(dir) {
    const names = readdirSync(dir).filter((n) => n.endsWith('.json'));
    if (names.length <= MAX_ENTRIES)
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
    for (const { n } of aged.slice(0, names.length - MAX_ENTRIES)) {
        try {
            unlinkSync(join(dir, n));
        }
        catch { /* raced with another process */ }
    }
}
