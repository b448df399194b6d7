// The FileRecord the index builds and the cache loads: defs, dynamic sites and externals are kept as their column
// blobs (columns.ts) and parsed on first read, so a warm run that reads paths, hashes and edges parses almost nothing.
// A class, not per-object accessors: records defined with Object.defineProperties (or object-literal getters) cost
// 15-20 µs each and gave every record its own hidden class — 2 s to create 100k of them, and every later access
// megamorphic — against ~0.1 µs for an instance of one class (measured in-process, 10k and 100k records).
import type { Def, DynamicSite, FileRecord, Lang } from './types.js';
import type { ByteRange } from './blob-arena.js';

/** A field's blob: its text, or its bytes (an arena chunk or a cache file's column), decoded on first use. */
export type Blob = string | ByteRange;
/** A column of blobs (a cache file's, lazy-section.ts LazyColumn): blob `row`, made when asked. */
export interface BlobColumnSource { blob(row: number): Blob }
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
  // Blobs of fields never read (reading or setting a field drops its blob: the array handed out may be mutated), as
  // fields, not one object: at 100k loaded records, 100k objects fewer. A loaded record's defs blob is blob #row of
  // column #defsOf (lazy-section.ts), made when asked.
  #bDefs: Blob | undefined;
  #bDynamic: Blob | undefined;
  #bExternal: Blob | undefined;
  #defsOf: BlobColumnSource | null = null;
  #row = 0;
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
    this.#bDefs = blobs.defs; this.#bDynamic = blobs.dynamic; this.#bExternal = blobs.external;
    this.#decode = decode;
  }

  /**
   * Returns a record whose defs blob is blob `row` of `defsOf` (a cache column), made only when read: a loaded record
   * without an object for it.
   */
  static ofRow(path: string, lang: Lang, size: number, mtimeMs: number, hash: string, tokens: number, defsOf: BlobColumnSource, row: number, dynamic: Blob, external: Blob, decode: FieldDecoder): IndexedFile {
    const f = new IndexedFile(path, lang, size, mtimeMs, hash, tokens, { dynamic, external }, decode);
    f.#defsOf = defsOf;
    f.#row = row;
    return f;
  }

  get defs(): Def[] {
    if (this.#defs === undefined) { this.#defs = this.#parse('defs') as Def[]; this.#drop('defs'); }
    return this.#defs;
  }
  set defs(v: Def[]) { this.#defs = v; this.#drop('defs'); }

  get dynamic(): DynamicSite[] {
    if (this.#dynamic === undefined) { this.#dynamic = this.#parse('dynamic') as DynamicSite[]; this.#drop('dynamic'); }
    return this.#dynamic;
  }
  set dynamic(v: DynamicSite[]) { this.#dynamic = v; this.#drop('dynamic'); }

  get external(): string[] {
    if (this.#external === undefined) { this.#external = this.#parse('external') as string[]; this.#drop('external'); }
    return this.#external;
  }
  set external(v: string[]) { this.#external = v; this.#drop('external'); }

  /** Sets the external specifiers as their column blob (parsed on first read, like a loaded record's). */
  setExternalBlob(blob: string): void {
    this.#external = undefined;
    this.#bExternal = blob;
  }

  #blob(field: BlobField): Blob | undefined {
    if (field === 'dynamic') return this.#bDynamic;
    if (field === 'external') return this.#bExternal;
    return this.#bDefs !== undefined ? this.#bDefs : this.#defsOf?.blob(this.#row);
  }

  #drop(field: BlobField): void {
    if (field === 'dynamic') this.#bDynamic = undefined;
    else if (field === 'external') this.#bExternal = undefined;
    else { this.#bDefs = undefined; this.#defsOf = null; }
  }

  #parse(field: BlobField): Def[] | DynamicSite[] | string[] {
    const b = this.#blob(field);
    return b === undefined ? [] : this.#decode(field, text(b));
  }

  /** Returns the blob text of `field` while it was never read (still exact), else undefined. */
  storedBlob(field: BlobField): string | undefined {
    const b = this.#blob(field);
    return b === undefined ? undefined : text(b);
  }

  /** Returns storedBlob's answer, as the bytes themselves when the blob is held as bytes (not decoded). */
  storedBlobOrBytes(field: BlobField): Blob | undefined {
    return this.#blob(field);
  }

  /** Returns a copy with a new stat (a touched, unedited file): unread blobs are shared, read fields copied. */
  withStat(size: number, mtimeMs: number): IndexedFile {
    const copy = new IndexedFile(this.path, this.lang, size, mtimeMs, this.hash, this.tokens, { defs: this.#bDefs, dynamic: this.#bDynamic, external: this.#bExternal }, this.#decode);
    copy.#defsOf = this.#defsOf;
    copy.#row = this.#row;
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
