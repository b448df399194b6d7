/**
 * Returns the estimated token count of `text`: ceil(characters / 4).
 *
 * This is the documented estimator used in every figure the engine prints. Real BPE tokenizers give fewer tokens
 * for English prose and common code (~3.5–4.5 chars/token) and more for dense symbols, minified code, hex and
 * non-Latin text (down to ~1.5–2.5 chars/token), so absolute counts can be off by ±40% there; ratios between two
 * texts of the same kind are much more stable, which is what budgets and rates compare.
 */
export function estimateTokens(text) {
    const chars = typeof text === 'number' ? text : text.length;
    return Math.ceil(chars / 4);
}
/** Returns a short human form of a token count: 950, 9.8k, 1.2M, or the infinity sign for no limit (Infinity). */
export function formatTokens(n) {
    if (n === Infinity)
        return '\u221e'; // `--budget none`: escaped so the hook bundle stays ASCII
    if (n < 1000)
        return String(n);
    if (n < 1_000_000)
        return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0)}k`;
    return `${(n / 1_000_000).toFixed(1)}M`;
}
/**
 * Returns the token count `text` spells — digits with an optional `k` (thousand) or `M` (million) suffix, as
 * formatTokens prints them: `30000`, `30k`, `1.5M` — rounded to a whole number, or undefined when it spells none
 * (a sign, another unit, an empty string). The inverse of formatTokens, so a figure ck prints can be passed back.
 */
export function parseTokenCount(text) {
    const m = /^(\d+(?:\.\d+)?|\.\d+)([kKmM]?)$/.exec(text.trim().replace(/_/g, ''));
    if (!m || (!m[2] && m[1].includes('.')))
        return undefined;
    const scale = m[2] === '' ? 1 : m[2] === 'k' || m[2] === 'K' ? 1_000 : 1_000_000;
    const n = Math.round(Number(m[1]) * scale);
    return Number.isSafeInteger(n) ? n : undefined;
}
