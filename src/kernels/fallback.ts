// The one place a kernel wrapper goes when the wasm kernel cannot answer and its TypeScript twin answers instead:
// each such fallback is counted (per kernel, per thread) and leaves one line in the diagnostic log (store/log.ts:
// a file in the state dir, never stdout), so a trapping kernel is visible instead of only slower. The log lives below
// the kernels, so this lowest layer imports no adapter.
import { hookLog } from '../store/log.js';

/** Why a wrapper answered with the twin (or left the work to it). */
export type FallbackReason =
  /** The kernel's .wasm is not built or does not load; counted once per thread, at first use. */
  | 'missing'
  /** The kernel trapped (or threw) mid-call; its instance is dropped and the next call starts a fresh one. */
  | 'trap'
  /** The kernel refused the input by its status code (e.g. a value outside what its ABI holds). */
  | 'refused';

const counts = new Map<string, number>();

/** Returns nothing; counts one fallback of `kernel` to its twin and logs one diagnostic line naming the cause. */
export function twinFallback(kernel: string, reason: FallbackReason, cause?: unknown): void {
  counts.set(kernel, (counts.get(kernel) ?? 0) + 1);
  const detail = cause === undefined ? '' : `: ${cause instanceof Error ? cause.message : String(cause)}`;
  hookLog('kernel-fallback', `${kernel} kernel ${reason}${detail}; the TypeScript twin answers`);
}

/**
 * Returns this thread's fallback counts by kernel name (kernels with none are absent), for tests and benchmarks: a
 * bench run whose counts are not empty measured a twin, not the kernel.
 */
export function kernelFallbacks(): Record<string, number> {
  return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Returns nothing; zeroes this thread's fallback counts (tests). */
export function resetKernelFallbacks(): void {
  counts.clear();
}
