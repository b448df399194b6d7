// Reads, classifies, hashes and lexes one file. Pure per-file work: runs in-thread or inside workers/lex.js.
import { readFileSync, openSync, readSync, closeSync } from 'node:fs';
import { sha1Hex } from '../kernels/sha.js';
import type { Lang } from './types.js';
import { kernelInput, inputChars, utf16Length } from './lex/kernel.js';
import { fileBlobs, fileBlobsInPlace, type FileBlobs } from './lex/blobs.js';
import type { BlobArena, BytesBlob } from './blob-arena.js';
import { defsBlob, dynamicBlob, importBlob } from './columns.js';
import { floorLexerOf, inputKernelOf, lexerOfLang } from '../languages/index.js';
import type { ImportLexer } from '../languages/types.js';

/**
 * A lexed file's defs, dynamic sites and raw imports as column blobs (columns.ts): strings cross threads cheaply; defs
 * are bytes in the caller's arena when it passed one (blob-arena.ts).
 */
export interface LexBlobs { defs: string | BytesBlob; dynamic: string; imports: string }

/**
 * The outcome of processing one file (`blobs` is null for files no lexer reads). The raw imports are read back from
 * `blobs.imports` (parseImportBlob) by whoever resolves them.
 */
export type FileOutcome =
  | { status: 'ok'; hash: string; tokens: number; blobs: LexBlobs | null }
  | { status: 'unchanged'; hash: string }
  | { status: 'binary' | 'unreadable' | 'tooLarge'; detail?: string };

const NUL_WINDOW = 8192;

/** Returns true when the first 8 KB of `buf` contain a NUL byte (the binary test git and ripgrep use). */
export function looksBinary(buf: Uint8Array): boolean {
  const end = Math.min(buf.length, NUL_WINDOW);
  return buf.subarray(0, end).indexOf(0) >= 0;
}

const probe = Buffer.alloc(1);

/**
 * Returns true when the file at `abs` was read completely into `into` (exactly `into.length` bytes, then EOF);
 * false when its size changed since it was stat'ed (the caller then reads it the ordinary way). Throws on I/O errors.
 * With `spare` (the byte after `into` is scratch, as after a kernel input region), the first read asks for one byte
 * more than expected, so a file that did not grow is read and checked in one read call instead of two.
 */
function readExactly(abs: string, into: Buffer, spare = false): boolean {
  const fd = openSync(abs, 'r');
  try {
    const len = into.length;
    if (spare) {
      const n = readSync(fd, Buffer.from(into.buffer, into.byteOffset, len + 1), 0, len + 1, 0);
      if (n === len) return true;
      if (n > len) return false;
      if (n === 0 && len > 0) return false;
      return readRest(fd, into, n);
    }
    return readRest(fd, into, 0);
  } finally {
    closeSync(fd);
  }
}

/** Returns readExactly's answer for `fd` with `got` bytes of `into` already read. */
function readRest(fd: number, into: Buffer, got: number): boolean {
  while (got < into.length) {
    const n = readSync(fd, into, got, into.length - got, got);
    if (n === 0) return false;
    got += n;
  }
  return readSync(fd, probe, 0, 1, got) === 0;
}

/**
 * Returns the hash, token estimate and (for a file kind a language pack lexes) lexer output of the file at `abs`, or
 * why it was skipped, or 'unchanged' when its hash is `knownHash` (the lexer is not run). Never throws. With `size`
 * (from a stat just before), a file a kernel lexes is read straight into the wasm kernel's input region: no Buffer per
 * file, no copy; so is a file no lexer reads (into the first kernel's region, which counts its UTF-16 length).
 * `onBytes` sees the bytes of a file about to be lexed (valid during the call: an index sink's, sink.ts).
 */
export function processFile(abs: string, lang: Lang, maxBytes: number, impl: 'wasm' | 'js' = 'wasm', knownHash?: string, eventDecorators?: readonly RegExp[], size?: number, arena?: BlobArena, onBytes?: (bytes: Uint8Array) => void): FileOutcome {
  // A file no pack lexes precisely may still be a floor language's (regex-found includes).
  const lexer = lexerOfLang(lang) ?? floorLexerOf(abs);
  const name = lexer ? lexer.kernel?.name : inputKernelOf(lang);
  if (impl === 'wasm' && size !== undefined && size <= maxBytes && name !== undefined) {
    const input = kernelInput(name, size);
    if (input) {
      let complete: boolean;
      try {
        complete = readExactly(abs, input, true); // kernel inputs have scratch bytes after them (kernelInput)
      } catch (err) {
        return { status: 'unreadable', detail: (err as NodeJS.ErrnoException).code ?? String(err) };
      }
      if (complete) {
        if (looksBinary(input)) return { status: 'binary' };
        const hash = sha1Hex(input);
        if (hash === knownHash) return { status: 'unchanged', hash };
        if (!lexer) return { status: 'ok', hash, tokens: Math.ceil(inputChars(name, input) / 4), blobs: null };
        onBytes?.(input); // before the lexer runs: it may grow its memory, which detaches `input`
        const b = fileBlobsInPlace(name, input, eventDecorators, arena);
        return { status: 'ok', hash, tokens: Math.ceil(b.chars / 4), blobs: toBlobs(b) };
      }
    }
  }
  return processFileBuffered(abs, lexer, maxBytes, impl, knownHash, eventDecorators, onBytes);
}

/**
 * Returns processFile's outcome for a file read into its own Buffer (twin lexers, TypeScript lexers, files no lexer
 * reads, size unknown or changed).
 */
function processFileBuffered(abs: string, lexer: ImportLexer | undefined, maxBytes: number, impl: 'wasm' | 'js', knownHash?: string, eventDecorators?: readonly RegExp[], onBytes?: (bytes: Uint8Array) => void): FileOutcome {
  let buf: Buffer;
  try {
    buf = readFileSync(abs);
  } catch (err) {
    return { status: 'unreadable', detail: (err as NodeJS.ErrnoException).code ?? String(err) };
  }
  if (buf.length > maxBytes) return { status: 'tooLarge' };
  if (looksBinary(buf)) return { status: 'binary' };
  const hash = sha1Hex(buf);
  if (hash === knownHash) return { status: 'unchanged', hash }; // touched, not edited: keep the previous lex
  if (!lexer) return { status: 'ok', hash, tokens: Math.ceil(utf16Length(buf) / 4), blobs: null };
  onBytes?.(buf);
  if (lexer.kernel) {
    const b = fileBlobs(lexer.kernel.name, buf, impl, eventDecorators);
    return { status: 'ok', hash, tokens: Math.ceil(b.chars / 4), blobs: toBlobs(b) };
  }
  const lex = lexer.lex!(buf, { eventDecorators, path: abs });
  return { status: 'ok', hash, tokens: Math.ceil(lex.chars / 4), blobs: { defs: defsBlob(lex.defs), dynamic: dynamicBlob(lex.dynamic), imports: importBlob(lex.imports) } };
}

function toBlobs(b: FileBlobs): LexBlobs {
  return { defs: b.defs, dynamic: b.dynamic, imports: b.imports };
}
