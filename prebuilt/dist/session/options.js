/**
 * The defaults of the session folder's library calls, in one place: a lock's wait and staleness, a transcript
 * read's window, a failure claim's wait and clock, an occupancy measurement's widest tail. Each function takes what
 * a caller wrote and returns it with the defaults applied; the modules read only the resolved values.
 *
 * ```ts
 * resolveLockOptions({});                 // { waitMs: 1500, staleMs: 3000 }
 * resolveTranscriptWindow({ from: 4096 }); // { from: 4096, maxBytes: 8 MiB }
 * ```
 */
/** How long a lock waits for its holder before giving up (ms); the caller then fails open. */
export const DEFAULT_LOCK_WAIT_MS = 1500;
/** A lock file older than this (ms) was left by a crashed process and is removed. */
export const DEFAULT_LOCK_STALE_MS = 3000;
/** The most a transcript read takes from the end of the file when not told otherwise: a multi-MB transcript costs its tail. */
export const DEFAULT_TRANSCRIPT_MAX_BYTES = 8 * 1024 * 1024;
/** A failure claim waits less than other locks: it runs on a hook's path, and a missed claim only skips a hint. */
export const DEFAULT_CLAIM_WAIT_MS = 500;
/** Returns the lock options with defaults applied. */
export function resolveLockOptions(opts) {
    return { waitMs: opts.waitMs ?? DEFAULT_LOCK_WAIT_MS, staleMs: opts.staleMs ?? DEFAULT_LOCK_STALE_MS };
}
/** Returns the transcript read options with defaults applied. */
export function resolveTranscriptWindow(opts) {
    return { from: opts.from ?? 0, maxBytes: opts.maxBytes ?? DEFAULT_TRANSCRIPT_MAX_BYTES, recorded: opts.from !== undefined };
}
/** Returns the claim options with defaults applied (the clock is read here when `now` is not given). */
export function resolveClaimOptions(opts) {
    return { now: opts.now ?? Date.now(), waitMs: opts.waitMs ?? DEFAULT_CLAIM_WAIT_MS };
}
/** Returns the occupancy options with defaults applied. */
export function resolveOccupancyOptions(opts) {
    return { maxTailBytes: opts.maxTailBytes ?? Infinity };
}
