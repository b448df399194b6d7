/**
 * The minimizer's defaults, in one place: what ddmin removes and how long the whole search may run.
 *
 * ```ts
 * resolveMinimizeOptions({});   // { unit: 'line', timeLimitMs: 300000, onProgress: undefined }
 * ```
 */
import type { MinimizeOptions } from './minimize.js';
import type { Unit } from './units.js';

/** The search stops after this long (ms) and returns the best candidate so far, with a note. */
export const DEFAULT_TIME_LIMIT_MS = 300_000;

/** MinimizeOptions with their defaults applied. */
export interface ResolvedMinimizeOptions {
  readonly unit: Unit;
  readonly timeLimitMs: number;
  readonly onProgress: MinimizeOptions['onProgress'];
}

/** Returns the minimize options with defaults applied: lines, DEFAULT_TIME_LIMIT_MS. */
export function resolveMinimizeOptions(options: MinimizeOptions): ResolvedMinimizeOptions {
  return { unit: options.unit ?? 'line', timeLimitMs: options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, onProgress: options.onProgress };
}
