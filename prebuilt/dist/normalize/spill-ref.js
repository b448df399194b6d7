// Spill references: a spill key recallable from a file that is already on disk, before (or without) a copy in the
// spill store. Claude Code writes a large Bash output to `tool-results/<id>.txt` before it runs the hooks; the hook
// answers with markers under the key of those bytes as soon as it has written `<key>.ref` (a few bytes naming the
// file), and copies the cleaned text into the store only after it has answered (src/hooks/after-reply.ts). Should
// the copy never happen (the process ended first), recall reads the file the reference names, checks that its bytes
// still hash to the key, and cleans them as normalize did: the same text, the same line numbers.
import { readFileSync, openSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { stripTerminal } from '../kernels/terminal.js';
import { writeFileAtomic } from '../store/atomic.js';
import { readFully } from '../store/read-fully.js';
import { isSpillKey, spillDir } from '../store/spill.js';
import { asBuffer, isUtf8 } from './bytes.js';
import { spillKeyOf } from './hash.js';
const refPath = (key) => join(spillDir(), `${key}.ref`);
/**
 * Writes the reference `key` → the first `bytes` bytes of `file` (atomically; small). Returns nothing; throws on I/O
 * errors (the caller then writes the spill entry itself before answering).
 */
export function putSpillRef(key, file, bytes) {
    const ref = { file, bytes };
    writeFileAtomic(refPath(key), `${JSON.stringify(ref)}\n`);
}
/** Returns the first `n` bytes of `file`. */
function readPrefix(file, n) {
    const fd = openSync(file, 'r');
    try {
        return readFully(fd, n);
    }
    finally {
        closeSync(fd);
    }
}
/**
 * Returns the entry `key` names through its reference — the referenced bytes, cleaned as normalize cleans them — or
 * null when there is no reference, the file is gone, or its bytes no longer hash to the key (never another output's
 * lines under this key).
 */
export function spillRefEntry(key) {
    if (!isSpillKey(key))
        return null;
    let ref;
    let raw;
    try {
        ref = JSON.parse(readFileSync(refPath(key), 'utf8'));
        raw = readPrefix(ref.file, ref.bytes);
    }
    catch {
        return null;
    }
    if (raw.length !== ref.bytes || spillKeyOf(raw) !== key)
        return null;
    const cleaned = asBuffer(stripTerminal(raw).bytes);
    const text = isUtf8(cleaned) ? Buffer.from(cleaned) : Buffer.from(cleaned.toString('utf8'), 'utf8');
    return { text, raw: () => raw };
}
