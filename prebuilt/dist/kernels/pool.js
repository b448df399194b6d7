// Runs the terminal kernel on large inputs across a piscina pool (workers/kernels.js), when that was
// measured to be faster than one thread, with a transparent in-thread fallback.
//
// Splitting is exact because every '\n' byte is a line feed in the kernel (no escape sequence swallows
// one) and after a line feed the state is "column 0 of a fresh bottom line" — unless something moves the
// cursor back up (CSI A/F, ESC M, cursor restore). Each worker reports those moves; if any chunk had one,
// the input is redone in-thread, since a redraw may cross a chunk boundary.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { stripTerminal } from './terminal.js';
import { HEADER_BYTES, STRIP_HEADER_SLOTS, STRIP_ESCAPES, STRIP_REDRAWS, STRIP_OVERSTRIKES, STRIP_CONTROLS, STRIP_UP_MOVES, } from './layouts.js';
import { resolveLargeOptions } from './options.js';
export { KERNEL_WORKER, POOL_CHUNK_BYTES, STRIP_POOL_MIN_BYTES } from './options.js';
const pools = new Map();
const counters = { pooled: 0, redrawFallbacks: 0, crashFallbacks: 0 };
/** Returns a copy of the pool counters of this thread. */
export function kernelPoolCounters() {
    return { ...counters };
}
function poolFor(worker) {
    let pool = pools.get(worker);
    if (!pool) {
        const threads = Math.max(1, Math.min(availableParallelism(), 8));
        pool = new Piscina({ filename: worker, minThreads: 0, maxThreads: threads, idleTimeout: 2000 });
        pools.set(worker, pool);
    }
    return pool;
}
/** Returns `input` cut into views of about `size` bytes, each ending just after a '\n' (the last may not). */
export function splitAtNewlines(input, size) {
    const chunks = [];
    let start = 0;
    while (input.length - start > size) {
        const nl = input.indexOf(0x0a, start + size - 1);
        if (nl < 0)
            break;
        chunks.push(input.subarray(start, nl + 1));
        start = nl + 1;
    }
    if (start < input.length || chunks.length === 0)
        chunks.push(input.subarray(start));
    return chunks;
}
/**
 * Returns stripTerminal's result for large inputs using a piscina pool when measured faster, else in-thread.
 * The result is byte-identical to `stripTerminal(input)`: inputs with cursor-up redraws, a worker that
 * crashes, or a pool that cannot start all fall back to the in-thread kernel.
 */
export async function stripTerminalLarge(input, opts = {}) {
    const { minBytes, chunkBytes, worker } = resolveLargeOptions(opts);
    const chunks = input.length >= minBytes ? splitAtNewlines(input, chunkBytes) : [];
    if (chunks.length < 2)
        return stripTerminal(input);
    let settled;
    try {
        const pool = poolFor(worker);
        // allSettled, not all: destroying a pool while sibling tasks are in flight makes piscina throw
        // "Unexpected message from Worker" from its message handler when their results arrive.
        settled = await Promise.allSettled(chunks.map((chunk) => {
            const buf = new Uint8Array(chunk).buffer; // a copy (Buffer#slice would not copy): never detach the caller's input
            return pool.run({ buf }, { transferList: [buf] });
        }));
    }
    catch {
        settled = [{ status: 'rejected', reason: undefined }];
    }
    const parts = [];
    for (const s of settled)
        if (s.status === 'fulfilled')
            parts.push(s.value);
    if (parts.length !== settled.length) {
        counters.crashFallbacks++;
        await dropPool(worker); // a crashed worker: start a fresh pool next time, answer in-thread now
        return stripTerminal(input);
    }
    const joined = joinParts(parts);
    if (joined)
        counters.pooled++;
    else
        counters.redrawFallbacks++;
    return joined ?? stripTerminal(input);
}
/** Returns the concatenated result of the chunks, or undefined if any chunk moved the cursor up. */
function joinParts(parts) {
    const stats = { escapes: 0, redraws: 0, overstrikes: 0, controls: 0 };
    let total = 0;
    for (const part of parts) {
        const head = new Int32Array(part, 0, STRIP_HEADER_SLOTS); // layout: kernels/layouts.ts, written by workers/kernels.js
        if (head[STRIP_UP_MOVES] > 0)
            return undefined;
        stats.escapes += head[STRIP_ESCAPES];
        stats.redraws += head[STRIP_REDRAWS];
        stats.overstrikes += head[STRIP_OVERSTRIKES];
        stats.controls += head[STRIP_CONTROLS];
        total += part.byteLength - HEADER_BYTES;
    }
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const part of parts) {
        bytes.set(new Uint8Array(part, HEADER_BYTES), at);
        at += part.byteLength - HEADER_BYTES;
    }
    return { bytes, stats };
}
async function dropPool(worker) {
    const pool = pools.get(worker);
    pools.delete(worker);
    await pool?.destroy().catch(() => undefined);
}
/** Returns once every kernel pool has shut down (call before exit so worker threads do not keep Node alive). */
export async function closeKernelPool() {
    await Promise.all([...pools.keys()].map(dropPool));
}
