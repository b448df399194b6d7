// The defs blobs of a run that lexes in-thread, kept as the UTF-8 bytes the kernel wrote instead of as strings.
// They are the largest column (1.3 MB of pandas' 2 MB cache) and nothing in an index run reads them: as strings they
// were decoded, carried through every scavenge of the run, joined into one more string and encoded twice when the
// cache was saved (cold `ck index` of pandas: ~12 ms in all). Here they are copied once into a few chunks, written to
// the cache as they are, and decoded only for a record whose defs are read.
//
// A large run's arena spills (`spillAfterBytes`): past that many bytes held, each filled chunk is written to an
// unlinked temporary file and dropped from memory, and read back (a few at a time, SpillFile) when a blob of it is
// read or saved. At 100k files the defs are 77 MB, all held to the end of a cold index, where its peak RSS is; nothing
// but the cache save (in order, so chunk after chunk) reads most of them.
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { utf8Slice } from './lex/utf8.js';
import { ensurePrivateDir } from '../store/private.js';

const CHUNK = 256 << 10;
/** The bytes an index run's arena holds before it spills (pandas' defs are 1.3 MB; 100k files' 77 MB). */
export const ARENA_KEEP_BYTES = 16 << 20;
/**
 * Spilled chunks kept in memory once read back (the save reads them nearly in order: blobs arrive batch by batch). The
 * buffer of the one read longest ago is reused: a spilled blob's `chunk` is valid until this many other chunks are
 * read back (every reader uses it at once: the save's pieces, a decode, the postings' scan of one file).
 */
const SPILL_CACHE = 16;

const closer = new FinalizationRegistry<number>((fd) => {
  try { closeSync(fd); } catch { /* closed already */ }
});

/** The unlinked file a spilling arena writes its chunks to (closed once nothing refers to it). */
class SpillFile {
  readonly fd: number;
  #size = 0;
  /** Chunks read back, most recent last. */
  #cache = new Map<SpillChunk, Buffer>();

  /** `dir`: where the file is made (and unlinked at once), created if missing. */
  constructor(dir: string) {
    ensurePrivateDir(dir); // owner-only, as every folder under the store roots (store/private.ts)
    const path = join(dir, `.ck-arena-${process.pid}-${Math.random().toString(36).slice(2)}`);
    this.fd = openSync(path, 'wx+', 0o600);
    try { unlinkSync(path); } catch { /* removed when closed on most systems anyway */ }
    closer.register(this, this.fd);
  }

  /** Returns the offset at which `bytes` were appended. */
  write(bytes: Uint8Array): number {
    const at = this.#size;
    let done = 0;
    while (done < bytes.byteLength) done += writeSync(this.fd, bytes, done, bytes.byteLength - done, at + done);
    this.#size += bytes.byteLength;
    return at;
  }

  /** Returns the bytes of spilled chunk `c`, read back (or from the few kept). */
  read(c: SpillChunk): Buffer {
    const hit = this.#cache.get(c);
    if (hit) { this.#cache.delete(c); this.#cache.set(c, hit); return hit; }
    // The buffer of the chunk read longest ago is reused when it fits: one per chunk read back would be ~77 MB of
    // garbage buffers during a 100k-file save, held until the next full GC.
    let buf: Buffer | undefined;
    if (this.#cache.size >= SPILL_CACHE) {
      const [old, oldBuf] = this.#cache.entries().next().value!;
      this.#cache.delete(old);
      if (oldBuf.buffer.byteLength >= c.len) buf = Buffer.from(oldBuf.buffer, 0, c.len);
    }
    buf ??= Buffer.allocUnsafeSlow(Math.max(c.len, CHUNK)).subarray(0, c.len);
    let done = 0;
    while (done < c.len) {
      const n = readSync(this.fd, buf, done, c.len - done, c.at + done);
      if (n === 0) throw new Error('blob arena: spill file shorter than written');
      done += n;
    }
    this.#cache.set(c, buf);
    return buf;
  }
}

/** An arena chunk: in memory (`buf`), or written to a spill file at `at` (`buf` null). */
class SpillChunk {
  buf: Buffer | null;
  at = 0;
  len = 0;
  file: SpillFile | null = null;

  constructor(buf: Buffer) {
    this.buf = buf;
  }

  /** Returns the chunk's bytes (read back from the spill file when it was written out). */
  bytes(): Buffer {
    return this.buf ?? this.file!.read(this);
  }
}

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
  readonly #src: Buffer | SpillChunk;

  constructor(src: Buffer | SpillChunk, readonly start: number, readonly end: number) {
    this.#src = src;
  }

  /** The buffer holding the blob (an arena chunk read back from its spill file if it was written out). */
  get chunk(): Buffer {
    const s = this.#src;
    return s instanceof SpillChunk ? s.bytes() : s;
  }

  /** Returns the blob's text. */
  text(): string {
    return this.end > this.start ? utf8Slice(this.chunk, this.start, this.end) : '';
  }
}

/**
 * Append-only chunks of blob bytes, each blob followed by '\0', so consecutive blobs are a ready-made column piece.
 * With `spillAfterBytes`, the chunks filled past that many bytes are written to an unlinked file in `spillDir` (an
 * index run's: its cache directory, on disk where the cache goes, not a /tmp that may be memory) and read back on use;
 * when the file cannot be made or written, they stay in memory.
 */
export class BlobArena {
  #chunk: SpillChunk | null = null;
  #used = 0;
  #held = 0;
  #spill: SpillFile | null = null;
  #spillFailed = false;

  constructor(private readonly spillAfterBytes = Infinity, private readonly spillDir = tmpdir()) {}

  /** Returns the blob of bytes [a, b) of `src`, copied into the arena. */
  append(src: Uint8Array, a: number, b: number): BytesBlob {
    const len = b - a;
    if (!this.#chunk || this.#used + len + 1 > this.#chunk.buf!.length) {
      if (this.#chunk) this.#filled(this.#chunk, this.#used);
      this.#chunk = new SpillChunk(Buffer.allocUnsafeSlow(Math.max(CHUNK, len + 1)));
      this.#used = 0;
    }
    const c = this.#chunk, chunk = c.buf!, start = this.#used;
    chunk.set(src.subarray(a, b), start);
    chunk[start + len] = 0;
    this.#used = start + len + 1;
    return new BytesBlob(c, start, start + len);
  }

  /** Returns nothing; counts a chunk filled to `used` bytes, and writes it out when the arena holds enough. */
  #filled(c: SpillChunk, used: number): void {
    const held = this.#held;
    this.#held += used;
    if (held < this.spillAfterBytes || this.#spillFailed) return;
    try {
      this.#spill ??= new SpillFile(this.spillDir);
      c.at = this.#spill.write(c.buf!.subarray(0, used));
    } catch {
      this.#spillFailed = true; // no temporary file: the chunks stay in memory
      return;
    }
    c.len = used;
    c.file = this.#spill;
    c.buf = null;
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

/** A lexed file's outcome as far as packDefs needs it (file.ts FileOutcome). */
interface OutcomeWithDefs { status: string; blobs?: { defs: string | ByteRange } | null }

/**
 * The defs blobs of a batch lexed on a pool thread, packed for the trip back: the kernel's bytes of each outcome listed
 * in `defsOf` (its index in the batch), one after the other in `defs`, `defsEnds` their end offsets.
 */
export interface PackedDefs { defs: Uint8Array; defsOf: number[]; defsEnds: number[] }

/**
 * Returns the defs bytes of `outcomes` packed into one buffer (each outcome whose defs are arena bytes gets '' in their
 * place: they travel packed). As strings, the defs of a cold 100k-file index (77 MB) were decoded on the pool threads,
 * copied into the main thread's heap, promoted through its young generation and encoded again for the cache.
 */
export function packDefs(outcomes: OutcomeWithDefs[]): PackedDefs {
  const defsOf: number[] = [];
  const ranges: ByteRange[] = [];
  let size = 0;
  for (let k = 0; k < outcomes.length; k++) {
    const b = outcomes[k].blobs;
    if (!b || typeof b.defs === 'string') continue;
    ranges.push(b.defs);
    defsOf.push(k);
    size += b.defs.end - b.defs.start;
    outcomes[k].blobs = { ...b, defs: '' };
  }
  const defs = new Uint8Array(size);
  const defsEnds: number[] = [];
  let at = 0;
  for (const r of ranges) { defs.set(r.chunk.subarray(r.start, r.end), at); at += r.end - r.start; defsEnds.push(at); }
  return { defs, defsOf, defsEnds };
}

/** Returns nothing; puts the defs packDefs took out of `outcomes` back, as blobs of `arena` (the cache writes them as they are). */
export function unpackDefs(outcomes: OutcomeWithDefs[], packed: PackedDefs, arena: BlobArena): void {
  for (let d = 0; d < packed.defsOf.length; d++) {
    const k = packed.defsOf[d];
    const b = outcomes[k].blobs;
    if (outcomes[k].status !== 'ok' || !b) continue;
    outcomes[k].blobs = { ...b, defs: arena.append(packed.defs, d === 0 ? 0 : packed.defsEnds[d - 1], packed.defsEnds[d]) };
  }
}
