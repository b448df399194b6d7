// Byte-level facts about an input: binary or text, character counts, UTF-8 validity.
import { isUtf8 } from 'node:buffer';
import * as buffer from 'node:buffer';
import { utf16Units } from '../kernels/lines.js';

/**
 * Returns why an input is treated as binary (NUL bytes, mostly undecodable UTF-8), or null when it is text.
 * `utf8`: isUtf8(raw), when the caller has it already (one validation pass instead of two over a big input).
 */
export function binaryReason(raw: Uint8Array, utf8: boolean = isUtf8(raw)): string | null {
  if (raw.subarray(0, 8000).indexOf(0) >= 0) return 'contains NUL bytes';
  let nul = 0;
  for (let p = raw.indexOf(0); p >= 0; p = raw.indexOf(0, p + 1)) if (++nul * 1000 > raw.length) return 'contains NUL bytes';
  return binaryReasonOf(raw.subarray(0, BINARY_SAMPLE_BYTES), nul, raw.length, utf8);
}

/** Bytes of an input's start that binaryReasonOf needs (the sample it decodes). */
export const BINARY_SAMPLE_BYTES = 65536;

/**
 * Returns binaryReason's answer from facts gathered as an input streams by: its first BINARY_SAMPLE_BYTES bytes
 * (`head`), its count of NUL bytes, its length and whether all of it is valid UTF-8.
 */
export function binaryReasonOf(head: Uint8Array, nul: number, length: number, utf8: boolean): string | null {
  if (head.subarray(0, 8000).indexOf(0) >= 0) return 'contains NUL bytes';
  if (nul * 1000 > length) return 'contains NUL bytes';
  if (utf8) return null;
  // Invalid UTF-8: binary when a sample has many undecodable sequences (Latin-1 text has a few per line at most).
  const decoded = new TextDecoder().decode(head);
  let bad = 0;
  for (let i = decoded.indexOf('\ufffd'); i >= 0; i = decoded.indexOf('\ufffd', i + 1)) bad++;
  const ratio = bad / Math.max(1, decoded.length);
  return ratio > 0.1 ? `${Math.round(ratio * 100)}% of it is not valid UTF-8` : null;
}

const isAsciiFn = (buffer as unknown as { isAscii?: (b: Uint8Array) => boolean }).isAscii;

/** Returns the number of UTF-16 code units `bytes` decodes to (what estimateTokens counts); `utf8` as in binaryReason. */
export function charCount(bytes: Uint8Array, impl?: 'wasm' | 'js', utf8: boolean = isUtf8(bytes)): number {
  if (!utf8) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8').length;
  // Valid UTF-8: counting beats decoding (no 2-byte string of the whole input to allocate and collect), and the
  // line kernel counts 8 bytes per step, compiled: a JS loop runs interpreted in a short-lived CLI process.
  if (!isAsciiFn) return utf16Units(bytes, impl);
  // By pieces (COUNT_PIECE_BYTES) cut between characters: the native ASCII test passes most of a log at memory speed, and a piece with a
  // non-ASCII byte is counted by the kernel or its twin when `impl` asks for one, else decoded natively (no kernel
  // instance, and no loop run unoptimized: counting the 55 MB log's 2 MB output that way took ~14 ms).
  let n = 0;
  for (let at = 0; at < bytes.length;) {
    let end = Math.min(bytes.length, at + COUNT_PIECE_BYTES);
    while (end < bytes.length && end > at + 4 && (bytes[end]! & 0xc0) === 0x80) end--;
    const piece = bytes.subarray(at, end);
    if (isAsciiFn(piece)) n += piece.length;
    else n += impl ? utf16Units(piece, impl) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength).toString('utf8').length;
    at = end;
  }
  return n;
}

/**
 * Bytes charCount tests for ASCII at once: small enough that a decoded piece is a young-generation string (a 64 KiB
 * piece decoded to 128 KiB, in V8's large-object space, stayed resident until a full GC: +2-6 MiB of peak).
 */
const COUNT_PIECE_BYTES = 1 << 13;

type WithSlices = Buffer & { latin1Slice?(start: number, end: number): string; utf8Slice?(start: number, end: number): string };
const slices = Buffer.prototype as WithSlices;

/**
 * Returns bytes [start, end) of `buf` decoded as UTF-8, as `buf.toString('utf8', start, end)` does; `ascii` says they
 * are all below 0x80 (then Latin-1 decoding gives the same string, faster). Through the decoders toString ends in
 * (Buffer.prototype.latin1Slice / utf8Slice) when Node has them: toString first resolves its encoding argument in
 * JavaScript that a short process runs unoptimized, ~45 ms of the 91k flagged lines of the 55 MB fixture log.
 */
export const lineSlice: (buf: Buffer, start: number, end: number, ascii: boolean) => string =
  typeof slices.latin1Slice === 'function' && typeof slices.utf8Slice === 'function'
    ? (buf, start, end, ascii) => (ascii ? (buf as WithSlices).latin1Slice!(start, end) : (buf as WithSlices).utf8Slice!(start, end))
    : (buf, start, end, ascii) => buf.toString(ascii ? 'latin1' : 'utf8', start, end);

/** A text read by position rather than held whole (the cleaned text of a large input, in a file: stream.ts). */
export interface TextSource {
  /** Its length in bytes. */
  readonly length: number;
  /** Returns nothing; reads bytes pos..pos+len of the text into dst[0..len). */
  read(dst: Uint8Array, len: number, pos: number): void;
}

/** Returns a Buffer view of `bytes` (no copy). */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export { isUtf8 };
