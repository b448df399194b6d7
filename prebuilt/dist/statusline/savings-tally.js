/**
 * One session's savings, tallied incrementally from the savings log: a small cache per session remembers how far
 * the log was read, so a warm status line reads only the lines appended since (the log itself can be 20 MB).
 */
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../store/atomic.js';
import { savingsPath } from '../savings/log.js';
import { sessionDir } from '../session/index.js';
const RECENT_MAX = 256;
function readCache(file, log) {
    try {
        const v = JSON.parse(readFileSync(file, 'utf8'));
        return v && v.version === 1 && v.log === log && typeof v.offset === 'number' ? v : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Returns the savings of `sessionId` in the savings log, reading only what was appended since the last call (whole
 * log when the cache is absent or the log was rotated). The cache write is atomic; a failed write costs the next call
 * a longer read, never a wrong figure.
 */
export function sessionSavings(sessionId, log = savingsPath()) {
    const cacheFile = join(sessionDir(sessionId), 'statusline.json');
    let fd;
    try {
        fd = openSync(log, 'r');
    }
    catch {
        return { saved: 0, lost: 0, replacements: 0 };
    }
    let cache = readCache(cacheFile, log);
    let text;
    let size;
    let ino;
    try {
        const st = fstatSync(fd);
        size = st.size;
        ino = st.ino;
        if (!cache || cache.ino !== ino || cache.offset > size)
            cache = undefined;
        const from = cache?.offset ?? 0;
        if (cache && from === size)
            return cache;
        const buf = Buffer.allocUnsafe(size - from);
        let got = 0;
        while (got < buf.length) {
            const n = readSync(fd, buf, got, buf.length - got, from + got);
            if (n <= 0)
                break;
            got += n;
        }
        // Only whole lines: a line being appended right now is read next time.
        const end = buf.lastIndexOf(0x0a, got - 1) + 1;
        text = buf.toString('utf8', 0, end);
        size = from + end;
    }
    finally {
        closeSync(fd);
    }
    let saved = cache?.saved ?? 0;
    let lost = cache?.lost ?? 0;
    let replacements = cache?.replacements ?? 0;
    const recent = new Map(Object.entries(cache?.recent ?? {}));
    const needle = `"session":${JSON.stringify(sessionId)}`;
    for (const line of text.split('\n')) {
        if (!line.includes(needle))
            continue;
        try {
            const e = JSON.parse(line);
            if (e.event === 'replace' && typeof e.before === 'number' && typeof e.after === 'number') {
                const s = e.before - e.after;
                saved += s;
                replacements++;
                if (e.id) {
                    recent.set(e.id, s);
                    if (recent.size > RECENT_MAX)
                        recent.delete(recent.keys().next().value);
                }
            }
            else if (e.event === 'canary' && e.status === 'failed' && e.id && recent.has(e.id)) {
                const s = recent.get(e.id);
                saved -= s;
                lost += s;
                recent.delete(e.id);
            }
        }
        catch { /* a torn or foreign line: skipped, as ck savings does */ }
    }
    const next = { version: 1, log, ino, offset: size, saved, lost, replacements, recent: Object.fromEntries(recent) };
    try {
        writeFileAtomic(cacheFile, JSON.stringify(next));
    }
    catch { /* read-only state: recomputed next time */ }
    return next;
}
