// Long lines: a line longer than the limit (a minified bundle, a JSON blob, a 50 MB log line) is cut to its head
// and tail with an inline marker between them. The cut happens before the line plan, on a copy of the cleaned
// text, so the plan classifies exactly what the agent will see and normalizing the result again finds nothing to
// cut (idempotence); every line keeps its number, so `ck recall KEY --lines N-N` gives the whole line back.
import { asBuffer } from './bytes.js';
import { longLineMarker } from './markers.js';
import { estimateTokens } from '../tokens.js';
/** Lines longer than this many bytes are cut (the default of NormalizeOptions.maxLineBytes). */
export const MAX_LINE_BYTES = 4096;
/** Bytes a cut line keeps from its start. */
export const LONG_LINE_HEAD = 1536;
/** Bytes a cut line keeps from its end. */
export const LONG_LINE_TAIL = 512;
/**
 * Returns `buf` with every line longer than `limit` bytes cut to its first LONG_LINE_HEAD and last LONG_LINE_TAIL
 * bytes around a `[ck: cut …]` marker (cuts move to UTF-8 character boundaries), or null when no line is that long.
 * `limit` 0 turns cutting off.
 */
export function cutLongLines(buf, ops, limit, key) {
    if (limit <= 0)
        return null;
    if (ops.maxLineBytes !== undefined && ops.maxLineBytes <= limit)
        return null; // the kernel measured every line
    const { starts, count } = ops;
    let any = false;
    for (let i = 0; i < count; i++) {
        if (starts[i + 1] - 1 - starts[i] > limit) {
            any = true;
            break;
        }
    }
    if (!any)
        return null;
    const b = asBuffer(buf);
    const parts = [];
    const elisions = [];
    let from = 0;
    for (let i = 0; i < count; i++) {
        const s = starts[i];
        const e = starts[i + 1] - 1;
        const len = e - s;
        if (len <= limit)
            continue;
        const headEnd = charBoundary(b, s + LONG_LINE_HEAD, s);
        const tailStart = charBoundary(b, e - LONG_LINE_TAIL, s);
        const head = headEnd - s;
        const tail = e - tailStart;
        parts.push(b.subarray(from, headEnd));
        parts.push(Buffer.from(` ${longLineMarker(key(), i + 1, len, head, tail)} `, 'utf8'));
        from = tailStart;
        elisions.push({ start: i + 1, end: i + 1, lines: 1, tokens: estimateTokens(len - head - tail), kind: 'long-line' });
    }
    parts.push(b.subarray(from));
    return { bytes: Buffer.concat(parts), elisions };
}
/** Returns `p` moved back to the start of the UTF-8 character it falls in (never before `min`). */
function charBoundary(b, p, min) {
    while (p > min && (b[p] & 0xc0) === 0x80)
        p--;
    return p;
}
