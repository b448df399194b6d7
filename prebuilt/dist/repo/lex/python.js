import { lexRecords } from './kernel.js';
import { decodePython } from './decode.js';
/**
 * Returns the raw imports, top-level/class-level definitions and dynamic sites of one Python source.
 * Specifiers keep their leading dots (`..x`); `from M import a, b` carries `names`. Never throws on bad syntax.
 */
export function lexPython(source, opts = {}) {
    const buf = typeof source === 'string' ? Buffer.from(source, 'utf8') : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
    const { records, chars } = lexRecords('pylex', buf, opts.impl);
    return decodePython(buf, records, chars, opts.eventDecorators); // undefined: decodePython's DEFAULT_EVENT_DECORATORS
}
