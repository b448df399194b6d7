// JSON projection: arrays longer than `jsonMaxItems` keep their first `jsonKeepItems` items followed by one marker
// string element naming how many items were elided, their index range and the keys their objects use.
// The output stays valid JSON (the marker is a string element of the array it shortens), in the input's layout
// (compact stays compact, indented keeps the indent unit), so a JSON consumer can still parse it.
import { asBuffer } from './bytes.js';
import { jsonItemsMarker } from './markers.js';
/** Largest input the projection parses (bigger JSON is treated as a log). */
const MAX_JSON_BYTES = 64 << 20;
/** Keys listed in a marker's schema. */
const MAX_SCHEMA_KEYS = 12;
/** Returns true when the text starts with `{` or `[` and ends with `}` or `]` (ignoring whitespace): worth parsing. */
export function looksLikeJson(buf) {
    let s = 0;
    let e = buf.length - 1;
    while (s <= e && (buf[s] === 32 || buf[s] === 9 || buf[s] === 10 || buf[s] === 13))
        s++;
    while (e >= s && (buf[e] === 32 || buf[e] === 9 || buf[e] === 10 || buf[e] === 13))
        e--;
    if (e <= s)
        return false;
    return (buf[s] === 123 && buf[e] === 125) || (buf[s] === 91 && buf[e] === 93);
}
/**
 * Numbers whose JSON.parse → JSON.stringify round trip changes their spelling (1.50, 1e3, 2^53+, -0):
 * re-serializing them would silently alter kept items, so such documents are not projected.
 */
const RISKY_NUMBER_RE = /[0-9]\.[0-9]*0(?![0-9])|[0-9]{16,}|[0-9][eE]|-0(?![.0-9])|\.[0-9]{17,}/;
/**
 * Returns the projected JSON text and its elisions; `'keep'` when the input is JSON with nothing to reduce
 * (it passes through unchanged); null when it is not JSON this projection can rewrite faithfully.
 */
export function projectJson(buf, o, key) {
    if (buf.length > MAX_JSON_BYTES || !looksLikeJson(buf))
        return null;
    const src = asBuffer(buf).toString('utf8');
    let value;
    try {
        value = JSON.parse(src);
    }
    catch {
        return null;
    }
    if (!hasLongArray(value, o.jsonMaxItems))
        return 'keep';
    if (RISKY_NUMBER_RE.test(src.replace(/"(?:[^"\\]|\\.)*"/g, '""')))
        return null;
    const elisions = [];
    const reduce = (v, path) => {
        if (Array.isArray(v)) {
            const items = v.length > o.jsonMaxItems ? v.slice(0, o.jsonKeepItems) : v;
            const out = items.map((x, i) => reduce(x, `${path}[${i}]`));
            if (items !== v) {
                const first = o.jsonKeepItems;
                const last = v.length - 1;
                out.push(jsonItemsMarker(key(), path, first, last, v.length, schemaOf(v)));
                const removedChars = JSON.stringify(v.slice(first)).length;
                elisions.push({ start: first, end: last, lines: last - first + 1, tokens: Math.ceil(removedChars / 4), kind: 'json-items' });
            }
            return out;
        }
        if (v !== null && typeof v === 'object') {
            const out = {};
            for (const [k, x] of Object.entries(v))
                out[k] = reduce(x, `${path}${/^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`}`);
            return out;
        }
        return v;
    };
    const reduced = reduce(value, '$');
    const text = JSON.stringify(reduced, null, indentOf(src)) + (/\n\s*$/.test(src) ? '\n' : '');
    return { text, elisions };
}
function hasLongArray(v, max) {
    if (Array.isArray(v))
        return v.length > max || v.some((x) => hasLongArray(x, max));
    if (v !== null && typeof v === 'object')
        return Object.values(v).some((x) => hasLongArray(x, max));
    return false;
}
/** Returns the keys the array's object items use, in first-seen order (at most MAX_SCHEMA_KEYS, then "…"). */
function schemaOf(items) {
    const keys = new Set();
    for (const x of items) {
        if (x === null || typeof x !== 'object' || Array.isArray(x))
            continue;
        for (const k of Object.keys(x)) {
            keys.add(k);
            if (keys.size > MAX_SCHEMA_KEYS)
                break;
        }
        if (keys.size > MAX_SCHEMA_KEYS)
            break;
    }
    const list = [...keys].slice(0, MAX_SCHEMA_KEYS).map((k) => k.replace(/[\]\n;]/g, '?'));
    if (keys.size > MAX_SCHEMA_KEYS)
        list.push('…');
    return list;
}
/** Returns the indent unit of a pretty-printed document ('' for compact JSON). */
function indentOf(src) {
    const m = /\n([ \t]+)\S/.exec(src);
    return m ? m[1] : '';
}
