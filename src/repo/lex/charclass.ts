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
export const CHAR_CLASS: Uint8Array = (() => {
  const t = new Uint8Array(256);
  for (let c = 0; c < 256; c++) {
    const start = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c >= 128;
    const digit = c >= 48 && c <= 57;
    let k = 0;
    if (start) k |= CC_PY_START | CC_PY_ID | CC_JS_START | CC_JS_ID;
    if (digit) k |= CC_PY_ID | CC_JS_ID;
    if (c === 36) k |= CC_JS_START | CC_JS_ID;
    t[c] = k;
  }
  return t;
})();
