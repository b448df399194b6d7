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
    return buf.subarray(0, readDirect(fd, buf));
}
/** Returns the number of bytes read into `dst` from the start of `fd`, straight in, looping until `dst` is full or EOF. */
function readDirect(fd, dst) {
    let off = 0;
    while (off < dst.length) {
        const got = readSync(fd, dst, off, dst.length - off, off);
        if (got === 0)
            break;
        off += got;
    }
    return off;
}
/** Bytes readInto reads at a time into its scratch buffer. */
const READ_CHUNK = 256 * 1024;
/**
 * Returns the number of bytes read into `dst` from the start of the open file `fd` (fewer than `dst.length` when the
 * file is shorter). A large `dst` is filled through a small scratch buffer, each piece copied in: the kernel then writes
 * only into pages the scratch reuses, and `dst`'s pages are touched once, by the copy. A single read() into fresh pages
 * touches them twice (the kernel's write, then the first access from user space), which costs ~10 ms per 5 MB on a VM
 * where a first access traps to the hypervisor. Throws on I/O errors; the caller owns `fd`.
 */
export function readInto(fd, dst) {
    if (dst.length <= READ_CHUNK)
        return readDirect(fd, dst);
    const scratch = Buffer.allocUnsafe(READ_CHUNK);
    let off = 0;
    while (off < dst.length) {
        const got = readSync(fd, scratch, 0, Math.min(READ_CHUNK, dst.length - off), off);
        if (got === 0)
            break;
        dst.set(got === READ_CHUNK ? scratch : scratch.subarray(0, got), off);
        off += got;
    }
    return off;
}
