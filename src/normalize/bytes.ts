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
  // By pieces: the native ASCII test passes most of a log at memory speed, and only the pieces holding a non-ASCII
  // byte are counted (the count is per byte, so a character cut between two pieces is counted right).
  let n = 0;
  for (let at = 0; at < bytes.length; at += COUNT_PIECE_BYTES) {
    const piece = bytes.subarray(at, at + COUNT_PIECE_BYTES);
    n += isAsciiFn(piece) ? piece.length : utf16Units(piece, impl);
  }
  return n;
}

/** Bytes charCount tests for ASCII at once. */
const COUNT_PIECE_BYTES = 1 << 16;

type WithLatin1Slice = Buffer & { latin1Slice?(start: number, end: number): string };

/**
 * Returns bytes [start, end) of `buf`, all below 0x80, as a string: what `buf.toString('latin1', start, end)` (or
 * 'utf8') gives. Through the decoder toString ends in (Buffer.prototype.latin1Slice) when Node has it: toString first
 * resolves its encoding argument, and on the 91k flagged lines of the 55 MB fixture log that took ~25 of ~35 ms.
 */
export const asciiSlice: (buf: Buffer, start: number, end: number) => string =
  typeof (Buffer.prototype as WithLatin1Slice).latin1Slice === 'function'
    ? (buf, start, end) => (buf as WithLatin1Slice).latin1Slice!(start, end)
    : (buf, start, end) => buf.toString('latin1', start, end);

/** Returns a Buffer view of `bytes` (no copy). */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export { isUtf8 };
