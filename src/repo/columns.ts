// Columnar encoding of file records and raw imports for the cache. Fixed-size fields are typed arrays; each file's
// defs, dynamic sites, externals and raw imports are compact JSON blobs (one column each, blobs joined by '\0').
// Loading builds one small object per file and parses a field's blob only when that field is first read, so a warm
// run that needs paths, hashes, edges and dynamic-site counts parses almost nothing (most `dynamic` blobs are `[]`).
import type { Def, DynamicSite, EdgeKind, FileRecord, Lang, RawImport } from './types.js';
import { EDGE_KINDS } from './types.js';
import { IndexedFile, type Blob, type BlobField } from './record.js';
import { BytesBlob, type ByteRange } from './blob-arena.js';
import { ColumnBlob, LazyColumn } from './lazy-section.js';

/** Def kinds by their code in the defs blob. */
export const DEF_KINDS: readonly Def['kind'][] = ['function', 'class', 'method', 'variable', 'const', 'interface', 'type', 'enum'];
/** Dynamic-site kinds by their code in the dynamic blob. */
export const DYN_KINDS: readonly DynamicSite['kind'][] = ['dynamic-import', 'dynamic-dispatch', 'event-registration'];
const SEP = '\u0000';
/** An empty list's blob. */
const EMPTY = '[]';

/** A column of blobs, written '\0'-joined piece by piece (blob-arena.ts joinedPieces), never joined in memory. */
export type BlobColumn = readonly (string | ByteRange)[];

/** The columns encodeColumns gives: the blob columns and the paths as lists (written '\0'-joined, never joined). */
export interface EncodedColumns {
  n: number;
  paths: BlobColumn; langs: Uint8Array; sizes: Uint8Array; mtimes: Uint8Array; hashes: string; tokens: Uint8Array;
  defs: BlobColumn; dynamic: BlobColumn; external: BlobColumn; imports: BlobColumn;
}

/** The encoded columns, as the cache loads them. */
export interface Columns {
  n: number;
  paths: string; langs: Uint8Array; sizes: Uint8Array; mtimes: Uint8Array; hashes: string; tokens: Uint8Array;
  /**
   * Per file: JSON list of defs as [name, kind, start, end]. Loading passes the column's UTF-8 bytes instead of a
   * string: it is the largest column and a warm run reads no defs, so each file's blob is decoded on first read.
   * Encoding gives it as byte pieces to write one after the other (blob-arena.ts: lexed blobs are never strings). The
   * cache passes it as a column read on first use (lazy-section.ts).
   */
  defs: string | Uint8Array | Uint8Array[] | LazyColumn;
  /** Per file: JSON list of dynamic sites as [line, kind, detail] (mostly `[]`, which is never parsed). */
  dynamic: string;
  /** Per file: JSON list of external specifiers. */
  external: string;
  /** Per file: JSON list of [line, kind, specifier, names?] (from the cache: a column read on first use). */
  imports: string | LazyColumn;
}

type DefsBlob = [string, number, number, number][];
type DynamicBlob = [number, number, string][];
type ImportBlob = [number, number, string, string[]?][];

/** The blob columns of a record (record.ts parses each on first read). */
type Field = BlobField;
function bytes(a: Int32Array | Float64Array): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}
function i32(b: Uint8Array): Int32Array {
  const c = b.byteOffset % 4 === 0 ? b : new Uint8Array(b);
  return new Int32Array(c.buffer, c.byteOffset, c.byteLength / 4);
}
function f64(b: Uint8Array): Float64Array {
  const c = b.byteOffset % 8 === 0 ? b : new Uint8Array(b);
  return new Float64Array(c.buffer, c.byteOffset, c.byteLength / 8);
}

/** Returns the defs column blob of `defs`. */
export function defsBlob(defs: Def[]): string {
  return defs.length ? JSON.stringify(defs.map((d) => [d.name, DEF_KINDS.indexOf(d.kind), d.start, d.end])) : '[]';
}

/** Returns the dynamic column blob of `dynamic`. */
export function dynamicBlob(dynamic: DynamicSite[]): string {
  return dynamic.length ? JSON.stringify(dynamic.map((d) => [d.line, DYN_KINDS.indexOf(d.kind), d.detail])) : '[]';
}

function encodeField(f: FileRecord, field: Field): string {
  const stored = f instanceof IndexedFile ? f.storedBlob(field) : undefined;
  if (stored !== undefined) return stored; // built from blobs and never read: the stored text is still exact
  return encodeRead(f, field);
}

/** Returns encodeField's answer, as arena bytes when the record holds them (not decoded). */
function encodeFieldOrBytes(f: FileRecord, field: Field): Blob {
  const stored = f instanceof IndexedFile ? f.storedBlobOrBytes(field) : undefined;
  return stored !== undefined ? stored : encodeRead(f, field);
}

/** Returns the blob of a field that was read (or of a record that is not an IndexedFile). */
function encodeRead(f: FileRecord, field: Field): string {
  if (field === 'defs') return defsBlob(f.defs);
  if (field === 'dynamic') return dynamicBlob(f.dynamic);
  return f.external.length ? JSON.stringify(f.external) : '[]';
}

function decodeField(field: Field, blob: string): Def[] | DynamicSite[] | string[] {
  if (blob === '[]') return [];
  if (field === 'defs') return (JSON.parse(blob) as DefsBlob).map(([name, kind, start, end]) => ({ name, kind: DEF_KINDS[kind], start, end }));
  if (field === 'dynamic') return (JSON.parse(blob) as DynamicBlob).map(([line, kind, detail]) => ({ line, kind: DYN_KINDS[kind], detail }));
  return JSON.parse(blob) as string[];
}

/**
 * Adds a record's dynamic sites per kind code (DYN_KINDS) to `counts`, from its unread blob when it has one: a scan
 * of the blob's kind fields instead of a parse into objects (`ck index` counts every file's sites).
 */
export function countDynamic(f: FileRecord, counts: number[]): void {
  const blob = f instanceof IndexedFile ? f.storedBlob('dynamic') : undefined;
  if (blob === undefined) {
    for (const d of f.dynamic) counts[DYN_KINDS.indexOf(d.kind)]++;
    return;
  }
  // [[line,kind,"detail"],…]: the kind follows the first ',' of a site; the detail is the only string.
  let p = 1;
  while (p < blob.length && blob.charCodeAt(p) === 91) {
    const a = blob.indexOf(',', p);
    const b = blob.indexOf(',', a + 1);
    counts[Number(blob.slice(a + 1, b))]++;
    let q = b + 2; // after the detail's opening quote
    for (;;) {
      q = blob.indexOf('"', q);
      let bs = 0;
      while (blob.charCodeAt(q - 1 - bs) === 92) bs++;
      if (bs % 2 === 0) break;
      q++;
    }
    p = q + 3; // past '"', ']' and ',' (or the final ']')
  }
}

/** Returns the import blob of raw imports. */
export function importBlob(imps: RawImport[]): string {
  const blob: ImportBlob = imps.map((m) => (m.names ? [m.line, EDGE_KINDS.indexOf(m.kind), m.specifier, m.names] : [m.line, EDGE_KINDS.indexOf(m.kind), m.specifier]));
  return JSON.stringify(blob);
}

/** Returns the raw imports of an import blob. */
export function parseImportBlob(blob: string): RawImport[] {
  const list = JSON.parse(blob) as ImportBlob;
  return list.map(([line, kind, specifier, names]) => (names ? { line, kind: EDGE_KINDS[kind] as EdgeKind, specifier, names } : { line, kind: EDGE_KINDS[kind] as EdgeKind, specifier }));
}

/**
 * Returns the columns of `files`; `importBlobs[i]` is file i's import blob (see importBlob). `langs` gives each file
 * kind its code in the langs column (the registry's order, languages/index.ts allLangs: part of the cache key).
 */
export function encodeColumns(files: FileRecord[], importBlobs: BlobColumn, langs: readonly Lang[]): EncodedColumns {
  const n = files.length;
  const langCodes = new Uint8Array(n), sizes = new Float64Array(n), mtimes = new Float64Array(n), tokens = new Int32Array(n);
  const paths: string[] = new Array(n), hashes: string[] = new Array(n);
  const defs: Blob[] = new Array(n), dynamic: string[] = new Array(n), external: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const f = files[i];
    paths[i] = f.path; langCodes[i] = langs.indexOf(f.lang); sizes[i] = f.size; mtimes[i] = f.mtimeMs; hashes[i] = f.hash; tokens[i] = f.tokens;
    defs[i] = encodeFieldOrBytes(f, 'defs'); dynamic[i] = encodeField(f, 'dynamic'); external[i] = encodeField(f, 'external');
  }
  return {
    n, paths, langs: langCodes, sizes: bytes(sizes), mtimes: bytes(mtimes), hashes: hashes.join(''), tokens: bytes(tokens),
    defs, dynamic, external, imports: importBlobs,
  };
}

/**
 * Returns a file record whose defs, dynamic sites and externals are held as their column blobs and parsed on first
 * read (a record from the cache, or a freshly lexed one: workers send blobs, which are cheap to pass between threads).
 */
export function recordFromBlobs(path: string, lang: Lang, size: number, mtimeMs: number, hash: string, tokens: number, blobs: Record<Field, Blob>): FileRecord {
  return new IndexedFile(path, lang, size, mtimeMs, hash, tokens, blobs, decodeField); // it keeps the blobs as its own fields, never the object
}

/** Returns one blob (text, or bytes for a byte column) per file of a '\0'-joined column; fewer than n when short. */
function splitColumn(col: string | Uint8Array | Uint8Array[] | LazyColumn, n: number): Blob[] {
  if (typeof col === 'string') return col.split(SEP);
  if (col instanceof LazyColumn) return lazyBlobs(col, n);
  if (Array.isArray(col)) col = Buffer.concat(col); // encodeColumns' pieces, decoded again (tests)
  const buf = Buffer.from(col.buffer, col.byteOffset, col.byteLength);
  const out: Blob[] = [];
  let start = 0;
  for (;;) {
    const end = buf.indexOf(0, start);
    out.push(new BytesBlob(buf, start, end < 0 ? buf.length : end)); // decoded on first read, else saved as it is
    if (end < 0 || out.length > n) break;
    start = end + 1;
  }
  return out;
}

/** Returns the n blobs of a lazy column (its count is checked when it is read). */
function lazyBlobs(col: LazyColumn, n: number): Blob[] {
  if (col.n !== n) return [];
  const out: Blob[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = new ColumnBlob(col, i);
  return out;
}

/**
 * Returns `col.split('\0')` where each path that is also in `hint` (sorted, as the column: code-unit order) is the
 * hint's string: at 100k files an incremental index holds every path twice otherwise (the walk's and the cache's),
 * 100k strings more for each young-generation collection to copy. A path found at the hint's next place is compared
 * in place, without a string cut for it.
 */
function splitPaths(col: string, hint: readonly string[]): string[] {
  const out: string[] = [];
  let h = 0;
  for (let at = 0; ;) {
    const sep = col.indexOf(SEP, at);
    const end = sep < 0 ? col.length : sep;
    const next = h < hint.length ? hint[h] : undefined;
    if (next !== undefined && next.length === end - at && col.startsWith(next, at)) {
      out.push(next);
      h++;
    } else {
      const p = col.slice(at, end);
      while (h < hint.length && hint[h] < p) h++;
      if (h < hint.length && hint[h] === p) out.push(hint[h++]);
      else out.push(p);
    }
    if (sep < 0) return out;
    at = sep + 1;
  }
}

/** Returns where the blob of a '\0'-joined column that starts at `at` ends (its separator, or the column's end). */
function blobEnd(col: string, at: number): number {
  const end = col.indexOf(SEP, at);
  return end < 0 ? col.length : end;
}

/** Throws the error of columns whose lengths disagree (a corrupt cache: cache.ts rebuilds). */
function disagree(): never {
  throw new Error('column lengths disagree');
}

/** Returns the blob [at, end) of a column: EMPTY itself for an empty list. */
function blobAt(col: string, at: number, end: number): string {
  return end - at === 2 && col.charCodeAt(at) === 91 && col.charCodeAt(at + 1) === 93 ? EMPTY : col.slice(at, end);
}

/**
 * Returns the file records and the per-file import blobs encoded in `c` (file kinds by their code in `langs`), or
 * throws when the columns are inconsistent.
 */
export function decodeColumns(c: Columns, langs: readonly Lang[], pathsHint?: readonly string[]): { files: FileRecord[]; importBlobs: Blob[] } {
  const n = c.n;
  const paths = !n ? [] : pathsHint ? splitPaths(c.paths, pathsHint) : c.paths.split(SEP), sizes = f64(c.sizes), mtimes = f64(c.mtimes), tokens = i32(c.tokens);
  // A lazy defs column (the cache's) stays one: each record makes its blob when asked (IndexedFile.ofRow).
  const defsOf = c.defs instanceof LazyColumn && c.defs.n === n ? c.defs : null;
  const defs = !n ? [] : defsOf ? null : splitColumn(c.defs, n);
  const importBlobs = n ? splitColumn(c.imports, n) : [];
  if (paths.length !== n || c.hashes.length !== n * 40 || (defs && defs.length !== n) || importBlobs.length !== n ||
      sizes.length !== n || mtimes.length !== n || tokens.length !== n || c.langs.length !== n) {
    disagree();
  }
  const files: FileRecord[] = new Array(n);
  let atDyn = 0, atExt = 0, short = false;
  for (let i = 0; i < n; i++) {
    // Each blob cut from its column as it is needed, not by split: the empty lists (most files' dynamic and external
    // blobs are `[]`) are one string, never cut (at 100k files split made 110k two-character strings and two 100k
    // arrays, all alive through the young-generation collections of this loop, and each record keeps its blobs).
    const endDyn = blobEnd(c.dynamic, atDyn), endExt = blobEnd(c.external, atExt);
    if (endDyn < atDyn || endExt < atExt) short = true; // past the column's end: fewer blobs than rows
    const dyn = blobAt(c.dynamic, atDyn, endDyn), ext = blobAt(c.external, atExt, endExt);
    atDyn = endDyn + 1; atExt = endExt + 1;
    const hash = c.hashes.slice(i * 40, i * 40 + 40);
    files[i] = defsOf
      ? IndexedFile.ofRow(paths[i], langs[c.langs[i]]!, sizes[i], mtimes[i], hash, tokens[i], defsOf, i, dyn, ext, decodeField)
      : recordFromBlobs(paths[i], langs[c.langs[i]]!, sizes[i], mtimes[i], hash, tokens[i], { defs: defs![i], dynamic: dyn, external: ext });
  }
  // Each blob column holds exactly n blobs: none was missing (short), and the last one ended at the column's end.
  if (n && (short || atDyn !== c.dynamic.length + 1 || atExt !== c.external.length + 1)) disagree();
  return { files, importBlobs };
}
