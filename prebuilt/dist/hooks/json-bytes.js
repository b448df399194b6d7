/**
 * JSON parsing of a hook payload straight from its bytes. A 1 MB tool output arrives as one JSON string; decoding the
 * payload as UTF-8 builds a two-byte string of all of it (V8 parses two-byte JSON slower), and the engine then
 * encodes the output back to UTF-8. Both are avoidable when the payload is valid UTF-8 and has no `\u` escape of a
 * non-ASCII character (Claude Code's JSON.stringify escapes only control characters): then decoding it as Latin-1
 * maps each byte to one character, JSON.parse works on a one-byte string, and each string value is exactly the
 * UTF-8 bytes of the real one — decoded afterwards, and for long strings kept, so the engine gets them without
 * re-encoding (utf8Of). Any other payload takes the plain path; the result is the same value either way.
 */
import { isUtf8 } from 'node:buffer';
/** A `\u` escape of a code unit ≥ 0x80 (or what looks like one after an escaped backslash: then the plain path). */
const HIGH_ESCAPE = /\\u(?:00[89a-fA-F]|0[1-9a-fA-F]|[1-9a-fA-F])/;
const NON_ASCII = /[\x80-\xff]/;
/** Payloads below this size take the plain path (nothing to gain). */
const FAST_MIN_BYTES = 64 * 1024;
/** Decoded strings at least this long keep their UTF-8 bytes for utf8Of. */
const KEEP_CHARS = 64 * 1024;
let kept = [];
/** Returns the UTF-8 bytes of `text` when the last parseJsonBytes had them (long strings only), else undefined. */
export function utf8Of(text) {
    if (text.length < KEEP_CHARS)
        return undefined;
    return kept.find((k) => k.text === text)?.bytes;
}
/**
 * Returns `{ value }`, the JSON document in `bytes` parsed by the fast path described above, or undefined when that
 * path does not apply or the document does not parse (the caller then parses the UTF-8 text, which reports errors).
 */
export function parseJsonBytes(bytes) {
    kept = [];
    if (bytes.length < FAST_MIN_BYTES || !isUtf8(bytes))
        return undefined;
    const latin1 = bytes.toString('latin1');
    if (HIGH_ESCAPE.test(latin1))
        return undefined;
    try {
        return { value: decodeStrings(JSON.parse(latin1)) };
    }
    catch {
        kept = []; // malformed, or nested too deep for the walk
        return undefined;
    }
}
/** Returns `s` (a string whose characters are UTF-8 bytes) decoded; long ones keep their bytes for utf8Of. */
function decode(s) {
    if (!NON_ASCII.test(s))
        return s;
    const bytes = Buffer.from(s, 'latin1');
    const text = bytes.toString('utf8');
    if (text.length >= KEEP_CHARS)
        kept.push({ text, bytes });
    return text;
}
/** Returns `v` with every string and property name decoded (objects and arrays updated in place). */
function decodeStrings(v) {
    if (typeof v === 'string')
        return decode(v);
    if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++)
            v[i] = decodeStrings(v[i]);
        return v;
    }
    if (v === null || typeof v !== 'object')
        return v;
    const o = v;
    let renamed = false;
    for (const k of Object.keys(o)) {
        const before = o[k];
        const after = decodeStrings(before);
        // defineProperty, not assignment: a `__proto__` key is an own property here and must stay one.
        if (after !== before)
            Object.defineProperty(o, k, { value: after, writable: true, enumerable: true, configurable: true });
        if (NON_ASCII.test(k))
            renamed = true;
    }
    if (!renamed)
        return o;
    const out = {};
    for (const k of Object.keys(o))
        Object.defineProperty(out, decode(k), { value: o[k], writable: true, enumerable: true, configurable: true });
    return out;
}
