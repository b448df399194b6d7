/** Reading a file's first bytes in full: `readSync` may return fewer bytes than asked, so it loops until EOF. */
import { readSync } from 'node:fs';
/**
 * Returns the first `n` bytes of the open file `fd` (fewer when the file is shorter), read with as many `readSync`
 * calls as it takes. Throws on I/O errors; the caller owns `fd`.
 *
 * @example
 * const fd = openSync(path, 'r');
 * try { head = readFully(fd, 4096); } finally { closeSync(fd); }
 */
export function readFully(fd, n) {
    const buf = Buffer.allocUnsafe(n);
    let off = 0;
    while (off < n) {
        const got = readSync(fd, buf, off, n - off, off);
        if (got === 0)
            break;
        off += got;
    }
    return buf.subarray(0, off);
}
