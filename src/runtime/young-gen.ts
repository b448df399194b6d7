// Holds V8's young generation at Node 20's default maximum (16 MB semi-spaces) while an index is built.
//
// Node 24 lets the young generation grow to 64 MB semi-spaces (128 MB of new space) and Node 26 to 32 MB (64), where
// Node 20 stops at 16 (32): on work that keeps most of what it allocates (a cold index of 100k files: records, their
// blobs, the resolvers' tables) V8 grows it to its maximum, and a cold 100k-file index peaked at ~620 MB on Node 24
// and ~585 MB on Node 26 against ~500 MB on Node 20. The maximum is fixed when the heap is set up
// (`--max-semi-space-size` at start; `v8.setFlagsFromString` later has no effect on it), but the growth factor
// (`--semi-space-growth-factor`) is read at every growth: set to 1 once the semi-space capacity has reached the cap,
// the young generation stops growing there. So each check looks at the capacity (new space's used + available bytes
// is one semi-space's capacity on Node 20, 24 and 26) and sets the factor to 1 at the cap, back to 2 (V8's default)
// below it. The factor is process-wide: while it is 1, no isolate's young generation grows (a pool worker's stays at
// its size; it allocates little that lives).
//
// A check costs one v8.getHeapSpaceStatistics() call (a few µs); callers check between phases and every few dozen
// files, often enough that the capacity cannot double twice in between (a growth needs as many bytes to survive
// scavenges as the capacity). A process started with its own semi-space flags is left alone.
import { nodeV8 } from './v8-module.js';
import { resolveNodeFlags } from '../config/env.js';

/** The semi-space capacity at which growth stops: Node 20's default maximum on 64-bit. */
export const YOUNG_SEMI_CAP_BYTES = 16 << 20;
/** V8's default growth factor, restored when the last holder releases. */
const DEFAULT_FACTOR = 2;

let holders = 0;
let factor = DEFAULT_FACTOR;
let userSet: boolean | undefined;

/**
 * The V8 major versions whose `--semi-space-growth-factor` was checked to exist and to be read at every growth (Node 20:
 * V8 11, Node 24: 13, Node 26: 14). The flag is V8's, not Node's API: an unknown flag makes setFlagsFromString print
 * "unrecognized flag" to stderr instead of throwing, so on any other V8 nothing is set (the young generation then
 * grows as V8 decides: more memory, no other change). test/runtime/young-gen.test.ts fails on a runtime outside this
 * list, and checks that setting the flag prints nothing on the runtime it runs on.
 */
export const CHECKED_V8_MAJORS: readonly number[] = [11, 12, 13, 14];

/** Returns true when this runtime's V8 is one the flag was checked on (CHECKED_V8_MAJORS). */
export function youngGenFlagKnown(): boolean {
  return CHECKED_V8_MAJORS.includes(Number(process.versions.v8.split('.')[0]));
}

/**
 * Returns true when nothing here may touch the flags: the process was started with semi-space flags of its own, or
 * its V8 is not one the flag was checked on.
 */
function startedWithFlags(): boolean {
  userSet ??= !youngGenFlagKnown() || [...process.execArgv, resolveNodeFlags().nodeOptions].some((a) => /semi[-_]space/.test(a));
  return userSet;
}

function setFactor(f: number): void {
  if (f === factor) return;
  try {
    nodeV8().setFlagsFromString(`--semi-space-growth-factor=${f}`);
    factor = f;
  } catch {
    holders = 0; // a runtime without the flag: never try again in this process
    userSet = true;
  }
}

/** Returns the young generation's semi-space capacity in bytes (0 when the runtime does not report it). */
export function youngSemiCapacity(): number {
  for (const s of nodeV8().getHeapSpaceStatistics()) if (s.space_name === 'new_space') return s.space_used_size + s.space_available_size;
  return 0;
}

/** Returns nothing; while a hold is on (holdYoungGeneration), stops the young generation's growth at the cap. */
export function checkYoungGeneration(): void {
  if (holders === 0) return;
  setFactor(youngSemiCapacity() >= YOUNG_SEMI_CAP_BYTES * 0.9 ? 1 : DEFAULT_FACTOR);
}

/**
 * Returns the release of a hold on the young generation's size: from now until every hold is released, each
 * checkYoungGeneration() call keeps it from growing past YOUNG_SEMI_CAP_BYTES. Release restores V8's growth factor.
 */
export function holdYoungGeneration(): () => void {
  if (startedWithFlags()) return () => {};
  holders++;
  checkYoungGeneration();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (holders > 0 && --holders === 0) setFactor(DEFAULT_FACTOR);
  };
}
