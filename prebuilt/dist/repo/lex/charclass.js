// Byte classes of the import lexers: a bit set per byte, so "is this an identifier byte" is one table load.
// The wasm kernels build the same table in assembly/lib/lexbuf.ts (charClass).
/** Python identifier start: ASCII letters, `_`, and every byte >= 0x80 (non-ASCII identifiers). */
export const CC_PY_START = 1;
/** Python identifier part: a start byte or a digit. */
export const CC_PY_ID = 2;
/** JS identifier start: the Python set plus `$`. */
export const CC_JS_START = 4;
/** JS identifier part: a JS start byte or a digit. */
export const CC_JS_ID = 8;
/** The class bits of each byte value. */
export const CHAR_CLASS = (() => {
    const t = new Uint8Array(256);
    for (let c = 0; c < 256; c++) {
        const start = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c >= 128;
        const digit = c >= 48 && c <= 57;
        let k = 0;
        if (start)
            k |= CC_PY_START | CC_PY_ID | CC_JS_START | CC_JS_ID;
        if (digit)
            k |= CC_PY_ID | CC_JS_ID;
        if (c === 36)
            k |= CC_JS_START | CC_JS_ID;
        t[c] = k;
    }
    return t;
})();
// Python main-loop dispatch: what a byte starts outside strings and comments (identifier bytes are tested before it).
export const K_OTHER = 0;
export const K_NEWLINE = 1;
/** tab, CR, form feed (a space is tested before the dispatch). */
export const K_SPACE = 2;
export const K_HASH = 3;
export const K_BACKSLASH = 4;
export const K_QUOTE = 5;
export const K_DIGIT = 6;
export const K_OPEN = 7;
export const K_CLOSE = 8;
export const K_SEMICOLON = 9;
export const K_COLON = 10;
export const K_DOT = 11;
export const K_AT = 12;
/** The K_* kind of each byte value for the Python lexer's main loop. */
export const PY_BYTE_KIND = (() => {
    const t = new Uint8Array(256);
    t[10] = K_NEWLINE;
    t[9] = K_SPACE;
    t[13] = K_SPACE;
    t[12] = K_SPACE;
    t[32] = K_SPACE;
    t[35] = K_HASH;
    t[92] = K_BACKSLASH;
    t[39] = K_QUOTE;
    t[34] = K_QUOTE;
    for (let c = 48; c <= 57; c++)
        t[c] = K_DIGIT;
    t[40] = K_OPEN;
    t[91] = K_OPEN;
    t[123] = K_OPEN;
    t[41] = K_CLOSE;
    t[93] = K_CLOSE;
    t[125] = K_CLOSE;
    t[59] = K_SEMICOLON;
    t[58] = K_COLON;
    t[46] = K_DOT;
    t[64] = K_AT;
    return t;
})();
// JS/TS main-loop dispatch: what a byte starts outside strings and comments (identifier bytes and `#` are tested
// before it).
export const J_OTHER = 0;
export const J_NEWLINE = 1;
/** tab, CR, form feed, vertical tab (a space is tested before the dispatch). */
export const J_SPACE = 2;
export const J_SLASH = 3;
export const J_QUOTE = 4;
export const J_BACKTICK = 5;
export const J_DIGIT = 6;
export const J_OPEN = 7;
export const J_RBRACE = 8;
export const J_CLOSE = 9;
export const J_SEMICOLON = 10;
export const J_DOT = 11;
export const J_PLUSMINUS = 12;
/** The J_* kind of each byte value for the JS/TS lexer's main loop. */
export const JS_BYTE_KIND = (() => {
    const t = new Uint8Array(256);
    t[10] = J_NEWLINE;
    t[9] = J_SPACE;
    t[13] = J_SPACE;
    t[12] = J_SPACE;
    t[11] = J_SPACE;
    t[32] = J_SPACE;
    t[47] = J_SLASH;
    t[39] = J_QUOTE;
    t[34] = J_QUOTE;
    t[96] = J_BACKTICK;
    for (let c = 48; c <= 57; c++)
        t[c] = J_DIGIT;
    t[123] = J_OPEN;
    t[40] = J_OPEN;
    t[91] = J_OPEN;
    t[125] = J_RBRACE;
    t[41] = J_CLOSE;
    t[93] = J_CLOSE;
    t[59] = J_SEMICOLON;
    t[46] = J_DOT;
    t[43] = J_PLUSMINUS;
    t[45] = J_PLUSMINUS;
    return t;
})();
