// The FileRecord the index builds and the cache loads: defs, dynamic sites and externals are kept as their column
// blobs (columns.ts) and parsed on first read, so a warm run that reads paths, hashes and edges parses almost nothing.
// A class, not per-object accessors: records defined with Object.defineProperties (or object-literal getters) cost
// 15-20 µs each and gave every record its own hidden class — 2 s to create 100k of them, and every later access
// megamorphic — against ~0.1 µs for an instance of one class (measured in-process, 10k and 100k records).
import type { Def, DynamicSite, FileRecord, Lang } from './types.js';
import type { ByteRange } from './blob-arena.js';

/** A field's blob: its text, or its bytes (an arena chunk or a cache file's column), decoded on first use. */
export type Blob = string | ByteRange;
/** The fields held as blobs. */
export type BlobField = 'defs' | 'dynamic' | 'external';
/** Parses one field's blob (columns.ts knows the encodings). */
export type FieldDecoder = (field: BlobField, text: string) => Def[] | DynamicSite[] | string[];

/** Returns a blob's text. */
export function blobText(b: Blob): string {
  return typeof b === 'string' ? b : b.text();
}
const text = blobText;

/** One indexed file whose blob fields are parsed on first read. */
export class IndexedFile implements FileRecord {
  #defs: Def[] | undefined;
  #dynamic: DynamicSite[] | undefined;
  #external: string[] | undefined;
  /** Blobs of fields never read (reading or setting a field drops its blob: the array handed out may be mutated). */
  #blobs: { defs?: Blob; dynamic?: Blob; external?: Blob };
  #decode: FieldDecoder;

  constructor(
    public path: string,
    public lang: Lang,
    public size: number,
    public mtimeMs: number,
    public hash: string,
    public tokens: number,
    blobs: { defs?: Blob; dynamic?: Blob; external?: Blob },
    decode: FieldDecoder,
  ) {
    this.#blobs = blobs;
    this.#decode = decode;
  }

  get defs(): Def[] {
    if (this.#defs === undefined) { this.#defs = this.#parse('defs') as Def[]; this.#blobs.defs = undefined; }
    return this.#defs;
  }
  set defs(v: Def[]) { this.#defs = v; this.#blobs.defs = undefined; }

  get dynamic(): DynamicSite[] {
    if (this.#dynamic === undefined) { this.#dynamic = this.#parse('dynamic') as DynamicSite[]; this.#blobs.dynamic = undefined; }
    return this.#dynamic;
  }
  set dynamic(v: DynamicSite[]) { this.#dynamic = v; this.#blobs.dynamic = undefined; }

  get external(): string[] {
    if (this.#external === undefined) { this.#external = this.#parse('external') as string[]; this.#blobs.external = undefined; }
    return this.#external;
  }
  set external(v: string[]) { this.#external = v; this.#blobs.external = undefined; }

  /** Sets the external specifiers as their column blob (parsed on first read, like a loaded record's). */
  setExternalBlob(blob: string): void {
    this.#external = undefined;
    this.#blobs.external = blob;
  }

  #parse(field: BlobField): Def[] | DynamicSite[] | string[] {
    const b = this.#blobs[field];
    return b === undefined ? [] : this.#decode(field, text(b));
  }

  /** Returns the blob text of `field` while it was never read (still exact), else undefined. */
  storedBlob(field: BlobField): string | undefined {
    const b = this.#blobs[field];
    return b === undefined ? undefined : text(b);
  }

  /** Returns storedBlob's answer, as the bytes themselves when the blob is held as bytes (not decoded). */
  storedBlobOrBytes(field: BlobField): Blob | undefined {
    return this.#blobs[field];
  }

  /** Returns a copy with a new stat (a touched, unedited file): unread blobs are shared, read fields copied. */
  withStat(size: number, mtimeMs: number): IndexedFile {
    const copy = new IndexedFile(this.path, this.lang, size, mtimeMs, this.hash, this.tokens, { ...this.#blobs }, this.#decode);
    if (this.#defs) copy.defs = this.#defs;
    if (this.#dynamic) copy.dynamic = this.#dynamic;
    if (this.#external) copy.external = this.#external;
    return copy;
  }

  /** Returns the plain record (JSON.stringify would otherwise miss the fields read through accessors). */
  toJSON(): FileRecord {
    return { path: this.path, lang: this.lang, size: this.size, mtimeMs: this.mtimeMs, hash: this.hash, tokens: this.tokens, defs: this.defs, dynamic: this.dynamic, external: this.external };
  }
}

/**
 * Returns the defs blob of `f` as bytes while its defs were never decoded (a cold build's records hold the kernel's
 * JSON, `[["name",kind,start,end],…]`), else undefined: a reader that wants the names alone (the lexical index) scans
 * them in place instead of building a Def object per definition.
 */
export function undecodedDefsBytes(f: object): ByteRange | undefined {
  if (!(f instanceof IndexedFile)) return undefined;
  const b = f.storedBlobOrBytes('defs');
  return typeof b === 'object' ? b : undefined;
}
