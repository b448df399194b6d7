// What the two threads of a cold lexical build share (helper.ts, helper-worker.ts): the job, the reply, and the
// two ends of the file list they take chunks from. No import.meta here: the worker bundle loads this module too.
import type { FileRecord } from '../repo/types.js';
import type { ForwardPart } from './postings.js';

/** Files per chunk: small enough that the two ends meet evenly, large enough that claiming costs nothing. */
const CHUNK = 16;

/** One file for the helper: its record's fields and where to read it (undefined: tokenize its path only). */
export type HelperFile = Pick<FileRecord, 'path' | 'lang' | 'hash'> & { defNames: string; abs: string | undefined };
/** The helper's one job: the files, and the shared counters (makeCounters). */
export interface HelperJob { files: HelperFile[]; counters: SharedArrayBuffer }
/** The helper's one reply: the files it tokenized, in the order of its part's files, and their entries. */
export interface HelperReply { files: number[]; part: ForwardPart }

// The two ends live in one 64-bit word (front in the low half, back in the high half) so that a claim is one
// compare-and-swap of both: with two words, each side could pass its check against a stale value of the other and
// the two could claim the same files.

/** Returns the shared counters of a list of `n` files: front 0, back n. */
export function makeCounters(n: number): BigInt64Array {
  const c = new BigInt64Array(new SharedArrayBuffer(8));
  c[0] = BigInt(n) << 32n;
  return c;
}

/** Returns the next chunk [start, end) of `c` from the front (`fromBack` false) or the back, or null when none is left. */
export function takeChunk(c: BigInt64Array, fromBack: boolean): [number, number] | null {
  for (;;) {
    const v = Atomics.load(c, 0);
    const front = Number(v & 0xffffffffn);
    const back = Number(v >> 32n);
    if (front >= back) return null;
    const next = fromBack ? Math.max(front, back - CHUNK) : Math.min(back, front + CHUNK);
    const nv = fromBack ? (BigInt(next) << 32n) | BigInt(front) : (BigInt(back) << 32n) | BigInt(next);
    if (Atomics.compareExchange(c, 0, v, nv) === v) return fromBack ? [next, back] : [front, next];
  }
}
