// Columnar encoding of file records and raw imports for the cache. Fixed-size fields are typed arrays; each file's
// defs/dynamic sites/externals and its raw imports are one compact JSON blob, all blobs of a column joined by '\0'.
// Loading builds one small object per file and parses a blob only when its field is first read, so a warm run
// that needs nothing but paths, hashes and edges allocates almost nothing.
import type { Def, DynamicSite, EdgeKind, FileRecord, Lang, RawImport } from './types.js';
import { EDGE_KINDS } from './types.js';

const LANGS: Lang[] = ['python', 'js', 'ts', 'other'];
const DEF_KINDS: Def['kind'][] = ['function', 'class', 'method', 'variable', 'const', 'interface', 'type', 'enum'];
const DYN_KINDS: DynamicSite['kind'][] = ['dynamic-import', 'dynamic-dispatch', 'event-registration'];
const SEP = '\u0000';

/** The encoded columns. */
export interface Columns {
  n: number;
  paths: string; langs: Uint8Array; sizes: Uint8Array; mtimes: Uint8Array; hashes: string; tokens: Uint8Array;
  /** Per file: JSON [defs, dynamic, external] in compact tuple form. */
  meta: string;
  /** Per file: JSON list of [line, kind, specifier, names?]. */
  imports: string;
}

type MetaBlob = [[string, number, number, number][], [number, number, string][], string[]];
type ImportBlob = [number, number, string, string[]?][];

const BLOB = Symbol('ck.metaBlob');
interface LazyRecord extends FileRecord { [BLOB]?: string }

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
/** JSON escapes U+0000 as \u0000, so a blob never contains the separator. */
function join(list: string[]): string {
  return list.join(SEP);
}

/** Returns the meta blob of a record: the stored one when the record was loaded and its fields never read. */
function metaBlob(f: FileRecord): string {
  const stored = (f as LazyRecord)[BLOB];
  if (stored !== undefined) return stored;
  const blob: MetaBlob = [
    f.defs.map((d) => [d.name, DEF_KINDS.indexOf(d.kind), d.start, d.end]),
    f.dynamic.map((d) => [d.line, DYN_KINDS.indexOf(d.kind), d.detail]),
    f.external,
  ];
  return JSON.stringify(blob);
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

/** Returns the columns of `files`; `importBlobs[i]` is file i's import blob (see importBlob). */
export function encodeColumns(files: FileRecord[], importBlobs: string[]): Columns {
  const n = files.length;
  const langs = new Uint8Array(n), sizes = new Float64Array(n), mtimes = new Float64Array(n), tokens = new Int32Array(n);
  const paths: string[] = new Array(n), hashes: string[] = new Array(n), meta: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const f = files[i];
    paths[i] = f.path; langs[i] = LANGS.indexOf(f.lang); sizes[i] = f.size; mtimes[i] = f.mtimeMs; hashes[i] = f.hash; tokens[i] = f.tokens;
    meta[i] = metaBlob(f);
  }
  return {
    n, paths: join(paths), langs, sizes: bytes(sizes), mtimes: bytes(mtimes), hashes: hashes.join(''), tokens: bytes(tokens),
    meta: join(meta), imports: join(importBlobs),
  };
}

function lazyRecord(path: string, lang: Lang, size: number, mtimeMs: number, hash: string, tokens: number, blob: string): FileRecord {
  let defs: Def[] | undefined, dynamic: DynamicSite[] | undefined, external: string[] | undefined;
  const rec = { path, lang, size, mtimeMs, hash, tokens } as LazyRecord;
  const load = () => {
    if (defs) return;
    const [d, y, x] = JSON.parse(blob) as MetaBlob;
    defs = d.map(([name, kind, start, end]) => ({ name, kind: DEF_KINDS[kind], start, end }));
    dynamic = y.map(([line, kind, detail]) => ({ line, kind: DYN_KINDS[kind], detail }));
    external ??= x;
  };
  const invalidate = () => { delete rec[BLOB]; };
  Object.defineProperty(rec, BLOB, { value: blob, enumerable: false, configurable: true, writable: true });
  Object.defineProperties(rec, {
    defs: { enumerable: true, configurable: true, get: () => { load(); return defs!; }, set: (v: Def[]) => { load(); invalidate(); defs = v; } },
    dynamic: { enumerable: true, configurable: true, get: () => { load(); return dynamic!; }, set: (v: DynamicSite[]) => { load(); invalidate(); dynamic = v; } },
    external: { enumerable: true, configurable: true, get: () => { load(); return external!; }, set: (v: string[]) => { load(); invalidate(); external = v; } },
  });
  return rec;
}

/** Returns the file records and the per-file import blobs encoded in `c`, or throws when the columns are inconsistent. */
export function decodeColumns(c: Columns): { files: FileRecord[]; importBlobs: string[] } {
  const n = c.n;
  const paths = n ? c.paths.split(SEP) : [], sizes = f64(c.sizes), mtimes = f64(c.mtimes), tokens = i32(c.tokens);
  const meta = n ? c.meta.split(SEP) : [], importBlobs = n ? c.imports.split(SEP) : [];
  if (paths.length !== n || c.hashes.length !== n * 40 || meta.length !== n || importBlobs.length !== n ||
      sizes.length !== n || mtimes.length !== n || tokens.length !== n || c.langs.length !== n) {
    throw new Error('column lengths disagree');
  }
  const files: FileRecord[] = new Array(n);
  for (let i = 0; i < n; i++) {
    files[i] = lazyRecord(paths[i], LANGS[c.langs[i]], sizes[i], mtimes[i], c.hashes.slice(i * 40, i * 40 + 40), tokens[i], meta[i]);
  }
  return { files, importBlobs };
}
