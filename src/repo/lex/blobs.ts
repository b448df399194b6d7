// Builds one file's column blobs (columns.ts) from a lexer run. The wasm kernels write the defs and imports blobs
// themselves (assembly/lib/blobs.ts); the dynamic blob is always built here, straight from the records (decorator
// patterns are host regexes) by the language pack's `dynamicBlob`: the exact string dynamicBlob makes from a decoded
// LexResult, without decoding the rest. Without the kernel, the pack's decoder reads the twin's records and they are
// encoded as columns.ts does.
import type { RawImport } from '../types.js';
import { defsBlob, dynamicBlob, importBlob, parseImportBlob } from '../columns.js';
import { lexBlobs, lexBlobsInPlace, type LexedBlobs } from './kernel.js';
import { sliceUtf8 } from './blob-text.js';
import type { BlobArena, BytesBlob } from '../blob-arena.js';
import { lexerKernel } from '../../languages/index.js';
import type { KernelLexer, LexOptions } from '../../languages/types.js';

/** One file's blobs (as columns.ts stores them) and its raw imports. */
export interface FileBlobs {
  /** Text, or its bytes in the arena the caller passed (blob-arena.ts). */
  defs: string | BytesBlob; dynamic: string; imports: string;
  /** Returns the raw imports (the objects parseImportBlob(imports) returns; parsed on demand when the kernel wrote the blob). */
  rawImports(): RawImport[];
}

/**
 * Returns the blobs and raw imports of lexer records over `buf`, built in TypeScript (the twin of the kernel's blob
 * writer): the records decoded (the pack's decode.ts) and encoded as columns.ts stores them. Only runs without the wasm kernel.
 */
function twinBlobs(k: KernelLexer, buf: Buffer, rec: Int32Array, chars: number, opts: LexOptions): FileBlobs {
  const lex = k.decode(buf, rec, chars, opts);
  return { defs: defsBlob(lex.defs), dynamic: dynamicBlob(lex.dynamic), imports: importBlob(lex.imports), rawImports: () => lex.imports };
}

/**
 * Returns the blobs of a lexed source: the kernel's defs and imports blobs when it wrote them, else the twin's. With
 * `arena`, the kernel's defs blob is copied there as bytes instead of decoded.
 */
function fromLexed(name: string, lexed: LexedBlobs, eventDecorators: readonly RegExp[] | undefined, arena?: BlobArena): FileBlobs & { chars: number } {
  const { records, src, chars, blobs } = lexed;
  const k = lexerKernel(name)!;
  const opts: LexOptions = { eventDecorators };
  if (!blobs) return { ...twinBlobs(k, src, records, chars, opts), chars };
  // Only the records the kernel listed (getattr/import_module/decorators, import()/.on()): not every record.
  const dynamic = k.dynamicBlob(src, records, blobs.dynamicRecords, blobs.decoratorNames, opts);
  const defs = arena ? arena.append(blobs.mem, blobs.defsStart, blobs.defsEnd) : sliceUtf8(blobs.mem, blobs.defsStart, blobs.defsEnd);
  // Imports the host adds after the kernel's (Python's getattr(module, "name") edges), appended as the twin's decoder does.
  const extra = k.extraImports?.(src, records, blobs.dynamicRecords);
  const imports = extra?.length ? appendToBlob(blobs.imports, importBlob(extra)) : blobs.imports;
  let raw: RawImport[] | undefined;
  return { defs, dynamic, imports, rawImports: () => (raw ??= parseImportBlob(imports)), chars };
}

/** Returns JSON list `a` with the items of JSON list `b` appended. */
function appendToBlob(a: string, b: string): string {
  return a === '[]' ? b : `${a.slice(0, -1)},${b.slice(1)}`;
}

/**
 * Returns the column blobs and UTF-16 length of the source already written into `input` (from kernelInput): what
 * processFile stores for a file, in one kernel run plus three strings. Never throws on bad input.
 */
export function fileBlobsInPlace(name: string, input: Buffer, eventDecorators?: readonly RegExp[], arena?: BlobArena): FileBlobs & { chars: number } {
  return fromLexed(name, lexBlobsInPlace(name, input), eventDecorators, arena);
}

/** Returns the column blobs and UTF-16 length of `src` (the wasm kernel unless impl is 'js' or it is unavailable). */
export function fileBlobs(name: string, src: Uint8Array, impl: 'wasm' | 'js' = 'wasm', eventDecorators?: readonly RegExp[]): FileBlobs & { chars: number } {
  return fromLexed(name, lexBlobs(name, src, impl), eventDecorators);
}
