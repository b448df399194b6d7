import type { LexResult } from '../../repo/types.js';
import { lexRecords } from '../../repo/lex/kernel.js';
import { decodeJs } from './decode.js';

export interface LexJsOptions {
  /** The source is TypeScript (accepted for API symmetry: the lexer handles TS syntax either way). */
  ts?: boolean;
  /** 'wasm' (default; the TypeScript twin is used when the kernel is not built) or 'js' for the twin. */
  impl?: 'wasm' | 'js';
}

/**
 * Returns the raw imports (import/export-from/import()/require/import-equals), top-level declarations and dynamic
 * sites of one JavaScript or TypeScript source. Never throws on bad syntax.
 */
export function lexJs(source: string | Uint8Array, opts: LexJsOptions = {}): LexResult {
  const buf = typeof source === 'string' ? Buffer.from(source, 'utf8') : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  const { records, chars } = lexRecords('jslex', buf, opts.impl);
  return decodeJs(buf, records, chars);
}
