// The defs blobs of a run that lexes in-thread, kept as the UTF-8 bytes the kernel wrote instead of as strings.
// They are the largest column (1.3 MB of pandas' 2 MB cache) and nothing in an index run reads them: as strings they
// were decoded, carried through every scavenge of the run, joined into one more string and encoded twice when the
// cache was saved (cold `ck index` of pandas: ~12 ms in all). Here they are copied once into a few chunks, written to
// the cache as they are, and decoded only for a record whose defs are read.
import { utf8Slice } from './lex/utf8.js';

const CHUNK = 256 << 10;

/**
 * A blob held as bytes [start, end) of `chunk`: an arena's (BytesBlob), or a cache file's column read on first use
 * (lazy-section.ts ColumnBlob, whose fields read the column).
 */
export interface ByteRange {
  readonly chunk: Buffer;
  readonly start: number;
  readonly end: number;
  /** Returns the blob's text. */
  text(): string;
}

/** One blob: bytes [start, end) of a buffer (an arena chunk, or a '\0'-separated column loaded from the cache). */
export class BytesBlob implements ByteRange {
  constructor(readonly chunk: Buffer, readonly start: number, readonly end: number) {}

  /** Returns the blob's text. */
  text(): string {
    return this.end > this.start ? utf8Slice(this.chunk, this.start, this.end) : '';
  }
}

/** Append-only chunks of blob bytes, each blob followed by '\0', so consecutive blobs are a ready-made column piece. */
export class BlobArena {
  #chunk: Buffer | null = null;
  #used = 0;

  /** Returns the blob of bytes [a, b) of `src`, copied into the arena. */
  append(src: Uint8Array, a: number, b: number): BytesBlob {
    const len = b - a;
    if (!this.#chunk || this.#used + len + 1 > this.#chunk.length) {
      this.#chunk = Buffer.allocUnsafeSlow(Math.max(CHUNK, len + 1));
      this.#used = 0;
    }
    const chunk = this.#chunk, start = this.#used;
    chunk.set(src.subarray(a, b), start);
    chunk[start + len] = 0;
    this.#used = start + len + 1;
    return new BytesBlob(chunk, start, start + len);
  }
}

/** Bytes of texts staged before they are handed on: the one buffer a column's texts pass through, whatever its size. */
const STAGE = 1 << 20;

/** Returns the byte length of blobs (texts or byte blobs) joined by '\0'. */
export function joinedLength(blobs: readonly (string | ByteRange)[]): number {
  let n = blobs.length > 0 ? blobs.length - 1 : 0;
  for (const b of blobs) n += typeof b === 'string' ? Buffer.byteLength(b, 'utf8') : b.end - b.start;
  return n;
}

/**
 * Yields blobs (texts or byte blobs) joined by '\0', as byte pieces to write one after the other, never the whole
 * column at once: blobs that follow each other in one buffer, separator included, are one piece (no copy); texts are
 * encoded into one staging buffer of STAGE bytes, yielded when full. A piece is valid until the next one is asked for.
 * (A column of 100k files' blobs was one string, then one buffer: ~100 MB each at the end of a cold 100k-file index.)
 */
export function* joinedPieces(blobs: readonly (string | ByteRange)[]): Generator<Uint8Array, void, undefined> {
  const stage = Buffer.allocUnsafeSlow(STAGE);
  let used = 0;
  let run: Buffer | null = null; // bytes [start, end) of one buffer, not yet yielded
  let start = 0, end = 0;
  for (let i = 0; i < blobs.length; i++) {
    const b = blobs[i];
    if (typeof b !== 'string' && run === b.chunk && b.start === end + 1 && run[end] === 0) { end = b.end; continue; }
    if (run) { yield run.subarray(start, end); run = null; } // the stage is empty while a run is open
    if (typeof b !== 'string') {
      if (i > 0) { if (used === STAGE) { yield stage.subarray(0, used); used = 0; } stage[used++] = 0; }
      if (used) { yield stage.subarray(0, used); used = 0; }
      run = b.chunk; start = b.start; end = b.end;
      continue;
    }
    const len = Buffer.byteLength(b, 'utf8');
    if (used > 0 && used + 1 + len > STAGE) { yield stage.subarray(0, used); used = 0; }
    if (i > 0) stage[used++] = 0;
    if (len > STAGE - used) {
      if (used) { yield stage.subarray(0, used); used = 0; }
      yield Buffer.from(b, 'utf8'); // a blob larger than the stage: on its own
      continue;
    }
    used += stage.write(b, used, 'utf8');
  }
  if (run) yield run.subarray(start, end);
  if (used) yield stage.subarray(0, used);
}
