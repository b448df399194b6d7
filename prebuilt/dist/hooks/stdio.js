/**
 * The hook process's stdin and stdout, read and written with as little machinery as possible: a hook is a ~100 ms
 * process, and draining a 1 MB payload through `process.stdin` events costs ~5 ms more than reading it in a loop.
 *
 * A read must never block for good: when the writer never closes stdin, the hook still answers at its own deadline
 * (a timer, which a blocking read would starve; and a read blocked in a worker thread even hangs `process.exit`).
 * So stdin is read synchronously only when that cannot block: a regular file (a redirect), or a pipe or socket that
 * `process.stdin` has made non-blocking (checked in /proc, Linux). That loop waits briefly when no data is there yet
 * and, after IDLE_MS without data, hands over to `process.stdin` events, where the deadline timer runs.
 * stdout is written with `writeSync`; if it is a non-blocking descriptor that is full (EAGAIN), the rest goes through
 * `process.stdout`.
 */
import { fstatSync, readFileSync, readSync } from 'node:fs';
import { syncWriter } from '../runtime/sync-stream.js';
/** Returns stdin's bytes read synchronously when fd 0 is a regular file, or undefined when it is anything else. */
function readRegularFile(fd, maxBytes) {
    let size;
    try {
        const st = fstatSync(fd);
        if (!st.isFile())
            return undefined;
        size = st.size;
    }
    catch {
        return undefined;
    }
    // The size is a hint (the file may still grow); read to end of file in any case.
    let buf = Buffer.allocUnsafe(Math.min(size, maxBytes) + 1);
    let len = 0;
    for (;;) {
        if (len === buf.length) {
            if (len > maxBytes)
                break;
            const next = Buffer.allocUnsafe(Math.min(buf.length * 2, maxBytes + 1));
            buf.copy(next, 0, 0, len);
            buf = next;
        }
        const n = readSync(fd, buf, len, buf.length - len, null);
        if (n === 0)
            return buf.subarray(0, len);
        len += n;
    }
    // Over the limit: count the rest without holding it.
    let total = len;
    const sink = Buffer.allocUnsafe(1 << 16);
    for (let n = readSync(fd, sink, 0, sink.length, null); n > 0; n = readSync(fd, sink, 0, sink.length, null))
        total += n;
    return { tooLarge: total };
}
/** A sync read that finds no data waits this long before trying again… */
const POLL_MS = 0.2;
/** …and after this long without any data, or this long in all, the rest is read through `process.stdin` events. */
const IDLE_MS = 50;
const SYNC_MAX_MS = 250;
/** Returns true when `fd` is open with O_NONBLOCK (Linux /proc); false when it is not, or this cannot be told. */
function nonBlocking(fd) {
    try {
        const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'latin1'));
        return flags !== null && (parseInt(flags[1], 8) & 0o4000) !== 0;
    }
    catch {
        return false;
    }
}
/**
 * Returns true once stdin reached its end; until then appends what non-blocking reads of fd 0 find to `acc`, waiting
 * POLL_MS between empty reads, and gives up (false) after IDLE_MS without data, after SYNC_MAX_MS in all (a writer
 * trickling bytes must not keep the deadline timer from running), or when fd 0 is not non-blocking.
 */
function drainNonBlocking(maxBytes, acc) {
    if (process.platform !== 'linux' || process.stdin.isTTY || !nonBlocking(0))
        return false;
    const cell = new Int32Array(new SharedArrayBuffer(4));
    // Untouched pages cost nothing: one 4 MB block holds a typical payload contiguously, so `finish` need not copy it.
    let buf = Buffer.allocUnsafe(Math.min(maxBytes + 1, 4 << 20));
    const start = Date.now();
    let idleSince = 0;
    for (;;) {
        let n;
        try {
            n = readSync(0, buf, 0, buf.length, null);
        }
        catch (err) {
            if (err.code !== 'EAGAIN')
                throw err;
            const now = Date.now();
            if (idleSince === 0)
                idleSince = now;
            else if (now - idleSince > IDLE_MS || now - start > SYNC_MAX_MS)
                return false;
            Atomics.wait(cell, 0, 0, POLL_MS);
            continue;
        }
        if (n === 0)
            return true;
        idleSince = 0;
        acc.total += n;
        if (acc.total <= maxBytes) {
            acc.chunks.push(buf.subarray(0, n));
            buf = buf.length - n >= 65536 ? buf.subarray(n) : Buffer.allocUnsafe(4 << 20);
        }
        else
            acc.chunks.length = 0; // keep draining (the writer must not see EPIPE) but hold nothing
    }
}
/** Returns the rest of stdin read from `process.stdin` events, after `acc` (drained past `maxBytes` without holding it). */
function readStream(maxBytes, acc) {
    return new Promise((resolve, reject) => {
        process.stdin
            .on('data', (c) => {
            acc.total += c.length;
            if (acc.total <= maxBytes)
                acc.chunks.push(c);
            else
                acc.chunks.length = 0;
        })
            .once('end', () => resolve(finish(maxBytes, acc)))
            .once('error', reject);
    });
}
/** Returns the bytes read (one view, without a copy, when the chunks lie back to back in one block), or the size over the limit. */
function finish(maxBytes, acc) {
    if (acc.total > maxBytes)
        return { tooLarge: acc.total };
    const { chunks } = acc;
    const first = chunks[0];
    const contiguous = first !== undefined && chunks.every((c, i) => i === 0 || (c.buffer === first.buffer && c.byteOffset === chunks[i - 1].byteOffset + chunks[i - 1].length));
    return contiguous ? Buffer.from(first.buffer, first.byteOffset, acc.total) : Buffer.concat(chunks, acc.total);
}
/** Returns the process I/O of a hook: stdin as described above, stdout by writeSync, exit by process.exit. */
export function hookProcessIO() {
    // Written synchronously (handed to process.stdout when a non-blocking pipe is full); a failed write just ends.
    const stdout = syncWriter(1, { failOpen: true });
    return {
        async readStdin(maxBytes) {
            const file = readRegularFile(0, maxBytes);
            if (file)
                return file;
            const acc = { chunks: [], total: 0 };
            return drainNonBlocking(maxBytes, acc) ? finish(maxBytes, acc) : readStream(maxBytes, acc);
        },
        write: (text, done) => void stdout.write(text, done),
        exit: (code) => process.exit(code),
    };
}
