/**
 * Value parsers shared by the resolvers: each reads one environment variable's text and returns its value, or the
 * fallback (or undefined) when the text is absent or malformed. A resolver names the variable and its default; these
 * only parse.
 */
import { parseTokenCount } from '../tokens.js';
/** Returns the non-negative integer written in `v` (digits only, surrounding space allowed), else `fallback`. */
export function envInt(v, fallback) {
    return v !== undefined && /^\d+$/.test(v.trim()) ? Number(v.trim()) : fallback;
}
/** Returns the positive integer written in `v` (digits only), else undefined. */
export function positiveInt(v) {
    if (!v || !/^\d+$/.test(v.trim()))
        return undefined;
    const n = Number(v.trim());
    return n > 0 ? n : undefined;
}
/** Returns the positive token count written in `v` as ck prints them (`40000`, `40k`, `1.5M`), else undefined. */
export function positiveTokens(v) {
    const n = v ? parseTokenCount(v) : undefined;
    return n !== undefined && n > 0 ? n : undefined;
}
/** Returns false for `0`, `false`, `no`, `off` (any case), true for any other text, `fallback` when unset or empty. */
export function envFlag(v, fallback) {
    if (v === undefined || v === '')
        return fallback;
    return !/^(0|false|no|off)$/i.test(v.trim());
}
/** Returns the comma-separated, trimmed, non-empty items of `v`, or `fallback` when unset. */
export function envList(v, fallback) {
    if (v === undefined)
        return fallback;
    return v.split(',').map((s) => s.trim()).filter(Boolean);
}
