import type { LexResult } from '../../repo/types.js';
import { lexRecords } from '../../repo/lex/kernel.js';
import { decodePython } from './decode.js';

export interface LexPythonOptions {
  /** 'wasm' (default; the TypeScript twin is used when the kernel is not built) or 'js' for the twin. */
  impl?: 'wasm' | 'js';
  /** Decorator patterns that count as event registration (default DEFAULT_EVENT_DECORATORS, applied by decodePython). */
  eventDecorators?: readonly RegExp[];
}

/**
 * Returns the raw imports, top-level/class-level definitions and dynamic sites of one Python source.
 * Specifiers keep their leading dots (`..x`); `from M import a, b` carries `names`. Never throws on bad syntax.
 */
export function lexPython(source: string | Uint8Array, opts: LexPythonOptions = {}): LexResult {
  const buf = typeof source === 'string' ? Buffer.from(source, 'utf8') : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  const { records, chars } = lexRecords('pylex', buf, opts.impl);
  return decodePython(buf, records, chars, opts.eventDecorators); // undefined: decodePython's DEFAULT_EVENT_DECORATORS
}
