import { lexRecords } from './kernel.js';
import { decodeJs } from './decode.js';
/**
 * Returns the raw imports (import/export-from/import()/require/import-equals), top-level declarations and dynamic
 * sites of one JavaScript or TypeScript source. Never throws on bad syntax.
 */
export function lexJs(source, opts = {}) {
    const buf = typeof source === 'string' ? Buffer.from(source, 'utf8') : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
    const { records, chars } = lexRecords('jslex', buf, opts.impl);
    return decodeJs(buf, records, chars);
}
