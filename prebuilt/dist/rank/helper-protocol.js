/** Files per chunk: small enough that the two ends meet evenly, large enough that claiming costs nothing. */
const CHUNK = 16;
// The two ends live in one 64-bit word (front in the low half, back in the high half) so that a claim is one
// compare-and-swap of both: with two words, each side could pass its check against a stale value of the other and
// the two could claim the same files.
/** Returns the shared counters of a list of `n` files: front 0, back n. */
export function makeCounters(n) {
    const c = new BigInt64Array(new SharedArrayBuffer(8));
    c[0] = BigInt(n) << 32n;
    return c;
}
/** Returns the next chunk [start, end) of `c` from the front (`fromBack` false) or the back, or null when none is left. */
export function takeChunk(c, fromBack) {
    for (;;) {
        const v = Atomics.load(c, 0);
        const front = Number(v & 0xffffffffn);
        const back = Number(v >> 32n);
        if (front >= back)
            return null;
        const next = fromBack ? Math.max(front, back - CHUNK) : Math.min(back, front + CHUNK);
        const nv = fromBack ? (BigInt(next) << 32n) | BigInt(front) : (BigInt(back) << 32n) | BigInt(next);
        if (Atomics.compareExchange(c, 0, v, nv) === v)
            return fromBack ? [next, back] : [front, next];
    }
}
