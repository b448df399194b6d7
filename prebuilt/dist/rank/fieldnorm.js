// Field lengths in one byte each, as tantivy (and Lucene's SmallFloat.intToByte4) store them: exact up to 23, then a
// float with a 3-bit mantissa. Length normalization then becomes a 256-entry table per field (bm25f.ts), so the hot
// loop is one lookup, one multiply and one add per posting.
const NUM_FREE_VALUES = 24; // 255 - longToInt4(Integer.MAX_VALUE), as in Lucene
function int4ToLong(i) {
    const bits = i & 0x07;
    const shift = (i >>> 3) - 1;
    return shift === -1 ? bits : (bits | 0x08) * 2 ** shift;
}
/** Decode table: `FIELDNORM_TO_LEN[b]` is the (lower-bound) length a fieldnorm byte `b` stands for. */
export const FIELDNORM_TO_LEN = (() => {
    const t = new Float64Array(256);
    for (let b = 0; b < 256; b++)
        t[b] = b < NUM_FREE_VALUES ? b : NUM_FREE_VALUES + int4ToLong(b - NUM_FREE_VALUES);
    return t;
})();
/** Returns the fieldnorm byte of a length: the largest `b` with `FIELDNORM_TO_LEN[b] <= len`. */
export function lenToFieldnorm(len) {
    if (len < NUM_FREE_VALUES)
        return len;
    let lo = NUM_FREE_VALUES;
    let hi = 255;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (FIELDNORM_TO_LEN[mid] <= len)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}
