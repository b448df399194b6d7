import { mkdirSync, renameSync, writeFileSync, unlinkSync, openSync, closeSync, fsyncSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
// Temp names are unique per process (pid + a random tag drawn once, at the first write: the first draw costs ~0.5 ms,
// which a run that writes nothing should not pay) and per write (a counter), so concurrent writers never share a temp
// file and later writes cost no random draw.
let tmpTag;
let tmpSeq = 0;
/** Returns a fresh temp file name next to `file`. */
function tempPath(file) {
    tmpTag ??= `${process.pid}.${randomBytes(4).toString('hex')}`;
    return join(dirname(file), `.${basename(file)}.${tmpTag}.${tmpSeq++}.tmp`);
}
/**
 * Writes `file` atomically, as writeFileAtomic does, with `fill` writing the temp file's content through its descriptor
 * (positioned writes): for content assembled piece by piece, which then never has to exist as one buffer. Returns
 * nothing; throws on I/O errors and on whatever `fill` throws (the temp file is removed).
 */
export function writeFileAtomicWith(file, fill) {
    const tmp = tempPath(file);
    let fd;
    try {
        fd = openSync(tmp, 'w');
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            throw err;
        mkdirSync(dirname(file), { recursive: true });
        fd = openSync(tmp, 'w');
    }
    try {
        try {
            fill(fd);
        }
        finally {
            closeSync(fd);
        }
        renameSync(tmp, file);
    }
    catch (err) {
        try {
            unlinkSync(tmp);
        }
        catch { /* already gone */ }
        throw err;
    }
}
/**
 * Writes `data` to `file` atomically: a temp file in the same directory, then rename. Concurrent writers never
 * leave a torn file; the last rename wins. The directory is created only when the first attempt finds it missing
 * (a cold parse cache writes hundreds of entries, and `mkdir -p` on each shows up). Returns nothing; throws on I/O
 * errors.
 */
export function writeFileAtomic(file, data, opts = {}) {
    writeFileAtomicWith(file, (fd) => {
        writeFileSync(fd, data);
        if (opts.fsync)
            fsyncSync(fd);
    });
}
