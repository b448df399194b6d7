/**
 * Returns the time a source may spend in the parser before it is reported as a parse error: 30 s, plus 20 s per MB
 * beyond the first. Generous on purpose: the clock is wall time, and on a loaded machine a tight limit would turn
 * an ordinary large file into a nondeterministic parse error; it exists to stop pathological inputs.
 */
export function parseTimeoutMs(chars) {
    return 30_000 + Math.max(0, chars / 1_048_576 - 1) * 20_000;
}
/** Returns the parse options of a source of `chars` characters with defaults applied. */
export function resolveTreeOptions(opts, chars) {
    return { timeoutMs: opts.timeoutMs ?? parseTimeoutMs(chars) };
}
/** Returns the worker mode of a batch with its default applied ('auto': the pool for large cold batches only). */
export function resolveBatchOptions(opts) {
    return { workers: opts.workers ?? 'auto' };
}
