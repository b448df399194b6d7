// State behind re-read deltas: the last content seen per key (e.g. a file path) in a namespace (e.g. a session).
// One file per key, written atomically (two processes writing at once: last writer wins, never torn); each
// namespace is bounded (entries and bytes), evicting the least recently used by mtime.
import { readFileSync, readdirSync, statSync, unlinkSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { stateDir } from './paths.js';
import { writeFileAtomic } from './atomic.js';
/** Bounds of one namespace. */
export const DELTA_MAX_ENTRIES = 200;
export const DELTA_MAX_BYTES = 2 << 20;
const digest = (s) => createHash('sha1').update(s).digest('hex').slice(0, 20);
/** Returns the directory of a namespace (its name hashed: namespaces may be any string). */
export function deltaDir(namespace = 'default') {
    return stateDir('delta', digest(`ns:${namespace}`));
}
function entryFile(namespace, key) {
    return join(deltaDir(namespace), `${digest(`key:${key}`)}.txt`);
}
/** Returns the last content stored for `key`, or null. Touches it (LRU). */
export function deltaGet(namespace, key) {
    const file = entryFile(namespace, key);
    try {
        const text = readFileSync(file, 'utf8');
        const now = new Date();
        try {
            utimesSync(file, now, now);
        }
        catch {
            /* evicted concurrently */
        }
        return text;
    }
    catch {
        return null;
    }
}
/** Stores `content` as the last content of `key` (skipped when larger than the namespace bound). Returns nothing. */
export function deltaPut(namespace, key, content) {
    if (Buffer.byteLength(content) > DELTA_MAX_BYTES) {
        deltaForget(namespace, key);
        return;
    }
    const file = entryFile(namespace, key);
    writeFileAtomic(file, content);
    evict(deltaDir(namespace), file);
}
/** Removes what is stored for `key`. Returns nothing. */
export function deltaForget(namespace, key) {
    try {
        unlinkSync(entryFile(namespace, key));
    }
    catch {
        /* nothing stored */
    }
}
function evict(dir, keep) {
    let names;
    try {
        names = readdirSync(dir).filter((n) => !n.startsWith('.'));
    }
    catch {
        return;
    }
    const entries = [];
    let total = 0;
    for (const name of names) {
        const file = join(dir, name);
        try {
            const st = statSync(file);
            entries.push({ file, size: st.size, mtime: st.mtimeMs });
            total += st.size;
        }
        catch {
            /* removed concurrently */
        }
    }
    if (entries.length <= DELTA_MAX_ENTRIES && total <= DELTA_MAX_BYTES)
        return;
    entries.sort((a, b) => a.mtime - b.mtime || (a.file < b.file ? -1 : 1));
    let count = entries.length;
    for (const e of entries) {
        if (count <= DELTA_MAX_ENTRIES && total <= DELTA_MAX_BYTES)
            break;
        if (e.file === keep)
            continue;
        try {
            unlinkSync(e.file);
        }
        catch {
            /* already gone */
        }
        count--;
        total -= e.size;
    }
}
