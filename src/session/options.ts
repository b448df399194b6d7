/**
 * The defaults of the session folder's library calls, in one place: a transcript read's window, a failure claim's wait and clock, an occupancy measurement's widest tail. Each function takes what
 * a caller wrote and returns it with the defaults applied; the modules read only the resolved values.
 *
 * ```ts
 * resolveTranscriptWindow({ from: 4096 }); // { from: 4096, maxBytes: 8 MiB }
 * ```
 */

/** The most a transcript read takes from the end of the file when not told otherwise: a multi-MB transcript costs its tail. */
export const DEFAULT_TRANSCRIPT_MAX_BYTES = 8 * 1024 * 1024;
/** A failure claim waits less than other locks: it runs on a hook's path, and a missed claim only skips a hint. */
export const DEFAULT_CLAIM_WAIT_MS = 500;

/** Options of a transcript read (`readTranscript`, `readTranscriptFor`). */
export interface TranscriptReadOptions {
  /** A byte offset recorded by an earlier read: the window starts there, at a line boundary (default 0). */
  readonly from?: number;
  /** Read at most this many bytes from the end (default DEFAULT_TRANSCRIPT_MAX_BYTES). */
  readonly maxBytes?: number;
}

/** TranscriptReadOptions with defaults applied; `recorded` says whether `from` was given (only then is it a line start). */
export interface ResolvedTranscriptWindow {
  readonly from: number;
  readonly maxBytes: number;
  readonly recorded: boolean;
}

/** Returns the transcript read options with defaults applied. */
export function resolveTranscriptWindow(opts: TranscriptReadOptions): ResolvedTranscriptWindow {
  return { from: opts.from ?? 0, maxBytes: opts.maxBytes ?? DEFAULT_TRANSCRIPT_MAX_BYTES, recorded: opts.from !== undefined };
}

/** Options of `claimFailure`. */
export interface ClaimOptions {
  /** The claim's time (default: now). */
  readonly now?: number;
  /** Lock wait (default DEFAULT_CLAIM_WAIT_MS, 500). */
  readonly waitMs?: number;
}

/** Returns the claim options with defaults applied (the clock is read here when `now` is not given). */
export function resolveClaimOptions(opts: ClaimOptions): Required<ClaimOptions> {
  return { now: opts.now ?? Date.now(), waitMs: opts.waitMs ?? DEFAULT_CLAIM_WAIT_MS };
}

/** Options of `sessionOccupancy`. */
export interface OccupancyOptions {
  /** Never read more than this many bytes of the transcript's tail (default: no limit beyond the widest step). */
  readonly maxTailBytes?: number;
}

/** Returns the occupancy options with defaults applied. */
export function resolveOccupancyOptions(opts: OccupancyOptions): Required<OccupancyOptions> {
  return { maxTailBytes: opts.maxTailBytes ?? Infinity };
}
