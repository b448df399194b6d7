// The dynamic-site blob of the JS/TS lexer's records (columns.ts), as the kernel run leaves them: import() and
// require() of a specifier that is not a literal, and `.on("x")` registrations.
import { REC, JS_DYNAMIC, JS_EVENT } from '../../repo/lex/records.js';
import { DYN_CODE, jsonList, quote, sliceUtf8 } from '../../repo/lex/blob-text.js';

/**
 * Returns the dynamic blob of JS/TS lexer records over `buf` (import()/require() sites, `.on("x")` registrations), from
 * the records listed in `only`.
 */
export function jsDynamicBlob(buf: Buffer, rec: Int32Array, only: Int32Array): string {
  let dynamic = '';
  for (let i = 0; i < only.length; i++) {
    const at = only[i] * REC;
    const type = rec[at];
    if (type === JS_DYNAMIC) dynamic += `${dynamic ? ',' : ''}[${rec[at + 1]},${DYN_CODE.import},${quote(sliceUtf8(buf, rec[at + 3], rec[at + 4]).trim())}]`;
    else if (type === JS_EVENT) dynamic += `${dynamic ? ',' : ''}[${rec[at + 1]},${DYN_CODE.event},${quote(sliceUtf8(buf, rec[at + 2], rec[at + 5]).trim())}]`;
  }
  return jsonList(dynamic);
}
