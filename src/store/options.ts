/**
 * The defaults of the store folder's library calls, in one place: a lock's wait and staleness. Each function takes
 * what a caller wrote and returns it with the defaults applied; the modules read only the resolved values.
 *
 * ```ts
 * resolveLockOptions({}); // { waitMs: 1500, staleMs: 3000 }
 * ```
 */

/** How long a lock waits for its holder before giving up (ms); the caller then fails open. */
export const DEFAULT_LOCK_WAIT_MS = 1500;
/** A lock file older than this (ms) was left by a crashed process and is removed. */
export const DEFAULT_LOCK_STALE_MS = 3000;

/** Options of `withLock`. */
export interface LockOptions {
  /** Give up after this many milliseconds of waiting (default DEFAULT_LOCK_WAIT_MS, 1500). */
  readonly waitMs?: number;
  /** A lock file older than this is considered abandoned by a crashed process and removed (default DEFAULT_LOCK_STALE_MS, 3000). */
  readonly staleMs?: number;
}

/** Returns the lock options with defaults applied. */
export function resolveLockOptions(opts: LockOptions): Required<LockOptions> {
  return { waitMs: opts.waitMs ?? DEFAULT_LOCK_WAIT_MS, staleMs: opts.staleMs ?? DEFAULT_LOCK_STALE_MS };
}
