/** Reading the start of a small metadata file (package.json, METADATA), shared by the npm and Python scans. */
import { closeSync, openSync, readSync } from 'node:fs';
/**
 * Returns the first `bytes` bytes of `file` as UTF-8 text and whether they are the whole file, or the error code
 * when it cannot be opened. Metadata sits near the top, and over hundreds of packages reading whole files was most
 * of a scan's time.
 */
export function readHead(file, bytes) {
    let fd;
    try {
        fd = openSync(file, 'r');
    }
    catch (err) {
        return { error: err.code ?? String(err) };
    }
    try {
        const buf = Buffer.allocUnsafe(bytes);
        const n = readSync(fd, buf, 0, bytes, 0);
        return { text: buf.toString('utf8', 0, n), whole: n < bytes };
    }
    catch (err) {
        return { error: err.code ?? String(err) };
    }
    finally {
        closeSync(fd);
    }
}
