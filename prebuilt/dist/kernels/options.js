/**
 * The kernels folder's defaults, in one place: which hash implementation runs (measured), and when and how the
 * terminal kernel uses a worker pool (measured). `resolveShaOptions` and `resolveLargeOptions` apply them; the
 * wrappers read only the resolved values.
 *
 * ```ts
 * resolveShaOptions({}).impl;          // 'node'
 * resolveLargeOptions({}).minBytes;    // STRIP_POOL_MIN_BYTES
 * ```
 */
import { fileURLToPath } from 'node:url';
/**
 * The default implementation: node:crypto, the fastest of the three at every size measured by
 * `node bench/kernels.bench.mjs` (bench/results/kernels.json; 2 shared cores at load ~15, so CPU-time
 * MB/s, node / wasm / js):
 *   SHA-1    1 KB: 255 / 235 / 36    64 KB: 1485 / 464 / 54    16 MB: 1553 / 474 / 49
 *   SHA-256  1 KB: 339 / 167 / 54    64 KB:  875 / 130 / 68    16 MB:  927 / 187 / 70
 * (median wall time agrees: node 1.6-10x faster than wasm). OpenSSL uses SHA-NI/AVX2 paths that wasm
 * cannot reach; the wasm kernel stays as a verified twin for hosts without node:crypto.
 */
export const DEFAULT_SHA_IMPL = 'node';
/** Returns the hash options with defaults applied. */
export function resolveShaOptions(opts) {
    return { impl: opts.impl ?? DEFAULT_SHA_IMPL };
}
/** The worker every pool runs unless a test substitutes its own. */
export const KERNEL_WORKER = fileURLToPath(new URL('../../workers/kernels.js', import.meta.url));
/**
 * Inputs below this size never use the pool. Measured by `node bench/kernels.bench.mjs` (pool section,
 * in-thread wasm vs a warm pool with one chunk per core, median wall time; 2 cores shared at load ~15),
 * pool speed-up at 1 / 8 / 50 MB over three runs: x0.6 / x1.01 / x0.87, x2.65 / x0.61 / x1.12 and
 * x0.58 / x0.58 / x0.54; a cold pool (worker start + wasm load) took 0.19-1.6 s. With two cores the pool
 * never wins reliably and a cold start costs more than stripping 50 MB in-thread, while hooks run in
 * short-lived processes where every pool is cold. So the threshold sits above any realistic tool output;
 * the path stays tested (test/kernels/pool.test.ts) for machines with more cores.
 */
export const STRIP_POOL_MIN_BYTES = 256 << 20;
/** Target chunk size; chunks end just after a '\n'. */
export const POOL_CHUNK_BYTES = 8 << 20;
/** Returns the pool options of stripTerminalLarge with defaults applied. */
export function resolveLargeOptions(opts) {
    return { minBytes: opts.minBytes ?? STRIP_POOL_MIN_BYTES, chunkBytes: opts.chunkBytes ?? POOL_CHUNK_BYTES, worker: opts.worker ?? KERNEL_WORKER };
}
