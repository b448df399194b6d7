// The one place a kernel wrapper goes when the wasm kernel cannot answer and its TypeScript twin answers instead:
// each such fallback is counted (per kernel, per thread) and leaves one line in the diagnostic log (hooks/log.ts:
// a file in the state dir, never stdout), so a trapping kernel is visible instead of only slower.
import { hookLog } from '../hooks/log.js';
const counts = new Map();
/** Returns nothing; counts one fallback of `kernel` to its twin and logs one diagnostic line naming the cause. */
export function twinFallback(kernel, reason, cause) {
    counts.set(kernel, (counts.get(kernel) ?? 0) + 1);
    const detail = cause === undefined ? '' : `: ${cause instanceof Error ? cause.message : String(cause)}`;
    hookLog('kernel-fallback', `${kernel} kernel ${reason}${detail}; the TypeScript twin answers`);
}
/**
 * Returns this thread's fallback counts by kernel name (kernels with none are absent), for tests and benchmarks: a
 * bench run whose counts are not empty measured a twin, not the kernel.
 */
export function kernelFallbacks() {
    return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
/** Returns nothing; zeroes this thread's fallback counts (tests). */
export function resetKernelFallbacks() {
    counts.clear();
}
