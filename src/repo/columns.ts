// Columnar encoding of file records and raw imports for the cache: a few typed arrays and one '\0'-joined string
// per column instead of tens of thousands of small objects, so saving and loading cost milliseconds.
import type { Def, DynamicSite, EdgeKind, FileRecord, Lang, RawImport } from './types.js';
import { EDGE_KINDS } from './types.js';

const LANGS: Lang[] = ['python', 'js', 'ts', 'other'];
const DEF_KINDS: Def['kind'][] = ['function', 'class', 'method', 'variable', 'const', 'interface', 'type', 'enum'];
const DYN_KINDS: DynamicSite['kind'][] = ['dynamic-import', 'dynamic-dispatch', 'event-registration'];
const SEP = '\u0000';

/** The encoded columns (every typed array as bytes, every string list as one '\0'-joined string). */
export interface Columns {
  n: number;
  paths: string; langs: Uint8Array; sizes: Uint8Array; mtimes: Uint8Array; hashes: string; tokens: Uint8Array;
  defCount: Uint8Array; defNames: string; defKind: Uint8Array; defStart: Uint8Array; defEnd: Uint8Array;
  dynCount: Uint8Array; dynLine: Uint8Array; dynKind: Uint8Array; dynDetail: string;
  extCount: Uint8Array; ext: string;
  impCount: Uint8Array; impLine: Uint8Array; impKind: Uint8Array; impSpec: string; impNameCount: Uint8Array; impNames: string;
}

function bytes(a: Int32Array | Float64Array | Uint8Array): Uint8Array {
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
function join(list: string[]): string {
  const s = list.join(SEP);
  // A NUL inside a string (possible past the 8 KB binary probe) would shift every later entry: count and repair.
  if (s.length && (s.match(/\u0000/g)?.length ?? 0) !== list.length - 1) return list.map((x) => x.replace(/\u0000/g, '\uFFFD')).join(SEP);
  return s;
}
function split(s: string, count: number): string[] {
  return count === 0 ? [] : s.split(SEP);
}

/** Returns the columns of `files` and their raw imports. */
export function encodeColumns(files: FileRecord[], imports: RawImport[][]): Columns {
  const n = files.length;
  const langs = new Uint8Array(n), sizes = new Float64Array(n), mtimes = new Float64Array(n), tokens = new Int32Array(n);
  const defCount = new Int32Array(n), dynCount = new Int32Array(n), extCount = new Int32Array(n), impCount = new Int32Array(n);
  const paths: string[] = [], hashes: string[] = [], defNames: string[] = [], dynDetail: string[] = [], ext: string[] = [];
  const impSpec: string[] = [], impNames: string[] = [];
  const defKind: number[] = [], defStart: number[] = [], defEnd: number[] = [], dynLine: number[] = [], dynKind: number[] = [];
  const impLine: number[] = [], impKind: number[] = [], impNameCount: number[] = [];
  for (let i = 0; i < n; i++) {
    const f = files[i];
    paths.push(f.path); langs[i] = LANGS.indexOf(f.lang); sizes[i] = f.size; mtimes[i] = f.mtimeMs; hashes.push(f.hash); tokens[i] = f.tokens;
    defCount[i] = f.defs.length;
    for (const d of f.defs) { defNames.push(d.name); defKind.push(DEF_KINDS.indexOf(d.kind)); defStart.push(d.start); defEnd.push(d.end); }
    dynCount[i] = f.dynamic.length;
    for (const d of f.dynamic) { dynLine.push(d.line); dynKind.push(DYN_KINDS.indexOf(d.kind)); dynDetail.push(d.detail); }
    extCount[i] = f.external.length;
    for (const e of f.external) ext.push(e);
    const imps = imports[i] ?? [];
    impCount[i] = imps.length;
    for (const m of imps) {
      impLine.push(m.line); impKind.push(EDGE_KINDS.indexOf(m.kind)); impSpec.push(m.specifier);
      if (m.names) { impNameCount.push(m.names.length); for (const nm of m.names) impNames.push(nm); } else impNameCount.push(-1);
    }
  }
  return {
    n, paths: join(paths), langs, sizes: bytes(sizes), mtimes: bytes(mtimes), hashes: hashes.join(''), tokens: bytes(tokens),
    defCount: bytes(defCount), defNames: join(defNames), defKind: Uint8Array.from(defKind), defStart: bytes(Int32Array.from(defStart)), defEnd: bytes(Int32Array.from(defEnd)),
    dynCount: bytes(dynCount), dynLine: bytes(Int32Array.from(dynLine)), dynKind: Uint8Array.from(dynKind), dynDetail: join(dynDetail),
    extCount: bytes(extCount), ext: join(ext),
    impCount: bytes(impCount), impLine: bytes(Int32Array.from(impLine)), impKind: Uint8Array.from(impKind), impSpec: join(impSpec),
    impNameCount: bytes(Int32Array.from(impNameCount)), impNames: join(impNames),
  };
}

/** Returns the file records encoded in `c`, or throws when the columns are inconsistent. */
export function decodeFiles(c: Columns): FileRecord[] {
  const n = c.n;
  const paths = split(c.paths, n), sizes = f64(c.sizes), mtimes = f64(c.mtimes), tokens = i32(c.tokens);
  const defCount = i32(c.defCount), defKind = c.defKind, defStart = i32(c.defStart), defEnd = i32(c.defEnd);
  const defNames = split(c.defNames, defKind.length);
  const dynCount = i32(c.dynCount), dynLine = i32(c.dynLine), dynKind = c.dynKind, dynDetail = split(c.dynDetail, dynKind.length);
  const extCount = i32(c.extCount);
  let extTotal = 0;
  for (let i = 0; i < n; i++) extTotal += extCount[i];
  const ext = split(c.ext, extTotal);
  if (paths.length !== n || c.hashes.length !== n * 40 || defNames.length !== defKind.length || dynDetail.length !== dynKind.length || ext.length !== extTotal) {
    throw new Error('column lengths disagree');
  }
  const files: FileRecord[] = new Array(n);
  let di = 0, yi = 0, ei = 0;
  for (let i = 0; i < n; i++) {
    const defs: Def[] = new Array(defCount[i]);
    for (let k = 0; k < defs.length; k++, di++) defs[k] = { name: defNames[di], kind: DEF_KINDS[defKind[di]], start: defStart[di], end: defEnd[di] };
    const dynamic: DynamicSite[] = new Array(dynCount[i]);
    for (let k = 0; k < dynamic.length; k++, yi++) dynamic[k] = { line: dynLine[yi], kind: DYN_KINDS[dynKind[yi]], detail: dynDetail[yi] };
    const external = ext.slice(ei, ei + extCount[i]);
    ei += extCount[i];
    files[i] = {
      path: paths[i], lang: LANGS[c.langs[i]], size: sizes[i], mtimeMs: mtimes[i], hash: c.hashes.slice(i * 40, i * 40 + 40),
      tokens: tokens[i], defs, dynamic, external,
    };
  }
  if (di !== defKind.length || yi !== dynKind.length) throw new Error('column counts disagree');
  return files;
}

/** Returns the raw imports per file encoded in `c`. */
export function decodeImports(c: Columns): RawImport[][] {
  const n = c.n;
  const impCount = i32(c.impCount), impLine = i32(c.impLine), impKind = c.impKind, nameCount = i32(c.impNameCount);
  const spec = split(c.impSpec, impKind.length);
  let total = 0;
  for (let i = 0; i < nameCount.length; i++) if (nameCount[i] > 0) total += nameCount[i];
  const names = split(c.impNames, total);
  const out: RawImport[][] = new Array(n);
  let k = 0, ni = 0;
  for (let i = 0; i < n; i++) {
    const list: RawImport[] = new Array(impCount[i]);
    for (let j = 0; j < list.length; j++, k++) {
      const imp: RawImport = { line: impLine[k], kind: EDGE_KINDS[impKind[k]] as EdgeKind, specifier: spec[k] };
      if (nameCount[k] >= 0) { imp.names = names.slice(ni, ni + nameCount[k]); ni += nameCount[k]; }
      list[j] = imp;
    }
    out[i] = list;
  }
  return out;
}
