/** The search stops after this long (ms) and returns the best candidate so far, with a note. */
export const DEFAULT_TIME_LIMIT_MS = 300_000;
/** Returns the minimize options with defaults applied: lines, DEFAULT_TIME_LIMIT_MS. */
export function resolveMinimizeOptions(options) {
    return { unit: options.unit ?? 'line', timeLimitMs: options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, onProgress: options.onProgress };
}
