// The code-aware tokenizer shared by indexing and queries: both sides must cut text the same way, so every rule here
// is part of the lexical operator hash (TOKENIZER_VERSION).
/** Bump when any rule below changes what tokens a text yields (it invalidates cached lexical indexes). */
export const TOKENIZER_VERSION = 1;
/**
 * Words dropped everywhere: frequent English function words and language keywords that carry no topic. Kept short on
 * purpose (IDF already discounts frequent terms); words that name things in code (`function`, `type`, `object`,
 * `error`) stay.
 */
export const STOPWORDS = new Set([
    // English
    'the', 'an', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'from', 'as', 'is', 'are', 'was',
    'were', 'be', 'been', 'being', 'it', 'its', 'this', 'that', 'these', 'those', 'there', 'here', 'then', 'than',
    'but', 'not', 'no', 'so', 'if', 'we', 'you', 'he', 'she', 'they', 'them', 'our', 'your', 'my', 'me', 'us', 'do',
    'does', 'did', 'has', 'have', 'had', 'can', 'could', 'would', 'should', 'will', 'shall', 'may', 'might', 'must',
    'which', 'who', 'what', 'when', 'where', 'how', 'why', 'all', 'any', 'some', 'such', 'also', 'only', 'just', 'very',
    'into', 'out', 'up', 'about', 'over', 'after', 'before', 'again', 'more', 'most', 'other', 'same', 'each', 'both',
    // Python / JS / TS keywords and ubiquitous names
    'def', 'class', 'self', 'cls', 'return', 'import', 'elif', 'else', 'while', 'try', 'except', 'finally', 'pass',
    'lambda', 'yield', 'raise', 'assert', 'global', 'nonlocal', 'del', 'none', 'true', 'false', 'null', 'undefined',
    'const', 'let', 'var', 'new', 'typeof', 'instanceof', 'export', 'async', 'await', 'void', 'case', 'break',
    'continue', 'switch', 'throw', 'catch',
]);
/**
 * Returns `w` with a plural or third-person `s` removed (Harman's S-stemmer): `functions` → `function`,
 * `matrices` → `matrice`, `series` → `sery` (the same on both sides, so it still matches). Light on purpose: code words must stay recognisable.
 */
export function stemS(w) {
    const n = w.length;
    if (n <= 3 || w.charCodeAt(n - 1) !== 115 /* s */)
        return w;
    if (w.endsWith('ies') && !w.endsWith('eies') && !w.endsWith('aies'))
        return w.slice(0, -3) + 'y';
    if (w.endsWith('es') && !w.endsWith('aes') && !w.endsWith('ees') && !w.endsWith('oes'))
        return w.slice(0, -1);
    if (w.endsWith('us') || w.endsWith('ss') || w.endsWith('is'))
        return w;
    return w.slice(0, -1);
}
/** Whether test files' text is tokenized (else they have a path field only; see load.ts bodyless). */
export const TEST_BODIES = false;
/** Whether parts are stemmed (measured on the issue-localization set; see README). */
export const STEM_PARTS = true;
const isUpper = (c) => c >= 65 && c <= 90;
const isLower = (c) => c >= 97 && c <= 122;
const isDigit = (c) => c >= 48 && c <= 57;
/** Returns true when `c` (a UTF-16 code unit) can be part of an identifier run: ASCII letter, digit or `_`. */
export function isIdentChar(c) {
    return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}
function pushWord(w, out, stem) {
    if (w.length < 2 || STOPWORDS.has(w))
        return;
    out.push(stem && STEM_PARTS ? stemS(w) : w);
}
/**
 * Returns nothing; appends the tokens of one identifier run (`[A-Za-z0-9_]+`) to `out`: its parts split at `_`,
 * lower→upper and letter↔digit boundaries and before the last capital of an acronym (`HTTPServer` → http, server),
 * lower-cased, then the whole run lower-cased with outer underscores stripped when it has more than one part
 * (`_print_Function` → print, function, print_function). Parts shorter than two characters and stopwords are dropped.
 */
export function identTokens(raw, out) {
    let a = 0;
    let z = raw.length;
    while (a < z && raw.charCodeAt(a) === 95)
        a++;
    while (z > a && raw.charCodeAt(z - 1) === 95)
        z--;
    if (a === z)
        return;
    let parts = 0;
    let s = -1;
    for (let i = a; i < z; i++) {
        const c = raw.charCodeAt(i);
        if (c === 95) {
            if (s >= 0) {
                pushWord(raw.slice(s, i).toLowerCase(), out, true);
                parts++;
                s = -1;
            }
            continue;
        }
        if (s < 0) {
            s = i;
            continue;
        }
        const p = raw.charCodeAt(i - 1);
        if (isLower(c) && isUpper(p) && i - 1 > s && isUpper(raw.charCodeAt(i - 2))) {
            // `HTTPServer`: the capital before a lower-case letter starts the next part.
            pushWord(raw.slice(s, i - 1).toLowerCase(), out, true);
            parts++;
            s = i - 1;
        }
        else if ((isUpper(c) && !isUpper(p)) || isDigit(c) !== isDigit(p)) {
            pushWord(raw.slice(s, i).toLowerCase(), out, true);
            parts++;
            s = i;
        }
    }
    if (s >= 0) {
        pushWord(raw.slice(s, z).toLowerCase(), out, true);
        parts++;
    }
    if (parts > 1) {
        const whole = raw.slice(a, z).toLowerCase();
        if (!STOPWORDS.has(whole))
            out.push(whole);
    }
}
/**
 * Returns the tokens of `text` in order, cut the way code is written: identifier runs split by identTokens, everything
 * else a separator (`sklearn.utils._set_output` → sklearn, utils, set, output, set_output).
 */
export function tokenizeCode(text) {
    const out = [];
    const n = text.length;
    let i = 0;
    while (i < n) {
        if (!isIdentChar(text.charCodeAt(i))) {
            i++;
            continue;
        }
        const s = i;
        while (i < n && isIdentChar(text.charCodeAt(i)))
            i++;
        identTokens(text.slice(s, i), out);
    }
    return out;
}
/**
 * Returns the query tokens of `text`: tokenizeCode's tokens, each marked `code` when its run looks like code, i.e. has
 * an inner `_`, a capital after its first character, or sits in a dotted name (`a.b`).
 */
export function tokenizeQuery(text) {
    const out = [];
    const buf = [];
    const n = text.length;
    let i = 0;
    while (i < n) {
        if (!isIdentChar(text.charCodeAt(i))) {
            i++;
            continue;
        }
        const s = i;
        let code = false;
        while (i < n && isIdentChar(text.charCodeAt(i))) {
            const c = text.charCodeAt(i);
            if (i > s && (isUpper(c) || (c === 95 && i + 1 < n && isIdentChar(text.charCodeAt(i + 1)) && text.charCodeAt(i + 1) !== 95)))
                code = true;
            i++;
        }
        if (!code && ((s > 1 && text.charCodeAt(s - 1) === 46 && isIdentChar(text.charCodeAt(s - 2)))
            || (i + 1 < n && text.charCodeAt(i) === 46 && isIdentChar(text.charCodeAt(i + 1)))))
            code = true;
        buf.length = 0;
        identTokens(text.slice(s, i), buf);
        for (const term of buf)
            out.push({ term, code });
    }
    return out;
}
/**
 * Returns the compounds of `text`'s adjacent plain words: each pair of words of letters only, separated by one space
 * or hyphen, joined, lower-cased and stemmed (`man page` → manpage, `file names` → filename, `white-space` →
 * whitespace). Prose splits what code writes as one word; a compound is a query term only where the index knows it.
 */
export function compoundTerms(text) {
    const out = [];
    // Neither word may be part of a longer run or a dotted name (`a.b`); a sentence's full stop is fine.
    const re = /(?<!\w|\w\.)([A-Za-z]{2,})[ -](?=([A-Za-z]{2,})(?!\w|\.\w))/g;
    for (let m = re.exec(text); m; m = re.exec(text)) {
        const a = m[1].toLowerCase();
        const b = m[2].toLowerCase();
        if (STOPWORDS.has(a) || STOPWORDS.has(b))
            continue;
        out.push(stemS(a + b));
    }
    return out;
}
/**
 * Returns the query terms of `text` with their counts: its tokens (`code` when any occurrence is written as code),
 * then the compounds of its plain words (compoundTerms), in that order. What the BM25F query (bm25f.ts queryTerms)
 * weighs and what a lexical index is asked to load (expected.ts) are these terms.
 */
export function queryTermCounts(text) {
    const agg = new Map();
    for (const { term, code } of tokenizeQuery(text)) {
        const a = agg.get(term);
        if (a) {
            a.qtf++;
            a.code ||= code;
        }
        else
            agg.set(term, { qtf: 1, code });
    }
    // Compounds prose splits (`man page` for manpage): terms like any other where the index has them, absent otherwise.
    for (const term of compoundTerms(text)) {
        const a = agg.get(term);
        if (a)
            a.qtf++;
        else
            agg.set(term, { qtf: 1, code: false });
    }
    return agg;
}
