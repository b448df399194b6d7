// The sections of an index cache file read on first use (cache.ts): the defs and import columns, 110 of the 136 MB of
// a 100k-file cache. An incremental run reads neither for the files it keeps (nothing decodes their defs; only the
// changed files' imports are resolved again, and a delta holds only their rows), and reading and hashing them at every
// load was most of its cache load. Each section has its own checksum in the file's header, checked when it is read.
//
// The file stays open until its lazy sections are all read, or until nothing refers to them any more: a later save
// replaces the file by a rename, and what was loaded keeps reading the file it was loaded from.
import { closeSync, fstatSync, readSync, statSync, unlinkSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { indexCacheCorrupt } from '../errors.js';
import type { ByteRange } from './blob-arena.js';
import { utf8Slice } from './lex/utf8.js';

const closer = new FinalizationRegistry<number>((fd) => {
  try { closeSync(fd); } catch { /* closed already */ }
});

/** An open cache file with sections still to read: closed once they are read, or when it is unreachable. */
export class CacheFileHandle {
  #fd: number;
  #pending: number;

  /** `pending`: how many sections will be read through it (none: it is closed at once). */
  constructor(fd: number, pending: number, readonly file: string) {
    this.#fd = fd;
    this.#pending = pending;
    if (pending > 0) closer.register(this, fd, this);
    else closeSync(fd);
  }

  /** Returns bytes [at, at + len) of the file, or throws indexCacheCorrupt when it is shorter. */
  read(at: number, len: number): Buffer {
    const buf = Buffer.allocUnsafeSlow(len);
    let done = 0;
    while (done < len) {
      const n = readSync(this.#fd, buf, done, len - done, at + done);
      if (n === 0) this.corrupt('file shorter than its sections');
      done += n;
    }
    return buf;
  }

  /** Returns nothing; counts one section read, and closes the file after the last. */
  done(): void {
    if (--this.#pending > 0) return;
    closer.unregister(this);
    const fd = this.#fd;
    this.#fd = -1;
    closeSync(fd);
  }

  /**
   * Throws indexCacheCorrupt for `why`, after removing the file when it is still the one this handle reads (not yet
   * replaced by a later save), so that the next run rebuilds it.
   */
  corrupt(why: string): never {
    try {
      const open = fstatSync(this.#fd), now = statSync(this.file);
      if (open.ino === now.ino && open.dev === now.dev) unlinkSync(this.file);
    } catch { /* gone or replaced already */ }
    throw indexCacheCorrupt(this.file, why);
  }
}

/** A '\0'-separated column of `n` blobs at bytes [at, at + len) of a cache file, read and checked on first use. */
export class LazyColumn {
  #buf: Buffer | null = null;
  /** Blob i is bytes [starts[i], starts[i + 1] - 1) of #buf. */
  #starts: Float64Array | null = null;

  constructor(private readonly handle: CacheFileHandle, private readonly name: string, private readonly at: number, readonly len: number, private readonly sum: string, readonly n: number) {}

  /** Returns the column's bytes, read and checked now if they were not yet. */
  bytes(): Buffer {
    if (this.#buf) return this.#buf;
    const buf = this.handle.read(this.at, this.len);
    if (createHash('sha1').update(buf).digest('hex') !== this.sum) this.handle.corrupt(`section ${this.name}: checksum mismatch`);
    const starts = new Float64Array(this.n + 1);
    let k = 1;
    for (let p = buf.indexOf(0); p >= 0; p = buf.indexOf(0, p + 1)) {
      if (k === this.n) this.handle.corrupt(`section ${this.name}: more than ${this.n} blobs`);
      starts[k++] = p + 1;
    }
    if (k !== this.n) this.handle.corrupt(`section ${this.name}: ${k} blobs, not ${this.n}`);
    starts[this.n] = buf.length + 1;
    this.handle.done();
    this.#buf = buf;
    this.#starts = starts;
    return buf;
  }

  /** Returns blob `i` (its bytes read with the column, when first used). */
  blob(i: number): ColumnBlob {
    return new ColumnBlob(this, i);
  }

  /** Returns where blob `i` starts in bytes(). */
  start(i: number): number {
    this.bytes();
    return this.#starts![i];
  }

  /** Returns where blob `i` ends in bytes(). */
  end(i: number): number {
    this.bytes();
    return this.#starts![i + 1] - 1;
  }
}

/** Blob `i` of a lazy column: its bytes are read with the column, on the first use of any of its fields. */
export class ColumnBlob implements ByteRange {
  constructor(private readonly col: LazyColumn, private readonly i: number) {}

  get chunk(): Buffer { return this.col.bytes(); }
  get start(): number { return this.col.start(this.i); }
  get end(): number { return this.col.end(this.i); }

  /** Returns the blob's text. */
  text(): string {
    const a = this.start, b = this.end;
    return b > a ? utf8Slice(this.chunk, a, b) : '';
  }
}
