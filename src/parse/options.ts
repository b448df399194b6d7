/**
 * The parse folder's defaults, in one place: how long a source may stay in the parser, and when a batch shares its
 * work with the worker pool. The modules read only the resolved values.
 *
 * ```ts
 * resolveTreeOptions({}, 2_097_152).timeoutMs;   // 50000: 30 s + 20 s for the second MB
 * resolveBatchOptions({}).workers;               // 'auto'
 * ```
 */
import type { BatchOptions } from './batch.js';

/**
 * Returns the time a source may spend in the parser before it is reported as a parse error: 30 s, plus 20 s per MB
 * beyond the first. Generous on purpose: the clock is wall time, and on a loaded machine a tight limit would turn
 * an ordinary large file into a nondeterministic parse error; it exists to stop pathological inputs.
 */
export function parseTimeoutMs(chars: number): number {
  return 30_000 + Math.max(0, chars / 1_048_576 - 1) * 20_000;
}

/** Options of `withTree`. */
export interface TreeOptions {
  /** Milliseconds the parse may take (default parseTimeoutMs of the source's length). */
  readonly timeoutMs?: number;
}

/** Returns the parse options of a source of `chars` characters with defaults applied. */
export function resolveTreeOptions(opts: TreeOptions, chars: number): Required<TreeOptions> {
  return { timeoutMs: opts.timeoutMs ?? parseTimeoutMs(chars) };
}

/** Returns the worker mode of a batch with its default applied ('auto': the pool for large cold batches only). */
export function resolveBatchOptions(opts: BatchOptions): { readonly workers: 'auto' | 'never' | 'always' } {
  return { workers: opts.workers ?? 'auto' };
}
