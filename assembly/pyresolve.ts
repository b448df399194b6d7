// Python import resolution kernel: the hot path of src/repo/resolve-python.ts (its twin and the reference) for a batch
// of files, straight from their import blobs (src/repo/columns.ts), so no raw-import object is ever built in JS.
// Whatever this kernel does not answer exactly — an unresolved import, an escaped string, a name list it cannot
// parse — marks the file as "twin": the host resolves that file with the TypeScript resolver, messages and all.
//
// ABI (wrapper: src/repo/resolve-python-kernel.ts):
//   a(len) -> input address. The host writes there, in order:
//     i32[6] header: nFiles, nRoots, selfLen, nTodo, bytesLen, 0
//     i32[nTodo] todo file ids
//     bytes (bytesLen): the file paths ('\0' after each, file id order), the roots ('\0' after each: '' is a root),
//     the repo's own package name (selfLen bytes, empty when the root is not a package), then one import blob per
//     todo file ('\0' after each).
//   r(len) -> address of i32[4]: quadsPtr, quadCount, statusPtr (i32[nTodo]: 0 answered, 1 twin), externalsLen;
//     the externals column follows the status words: per todo file its external-specifier blob ('["a","b"]' or
//     '[]', sorted, unique) and a '\0'.
//   More batches over the same file set, without building its tables again (a cold index resolves its Python files
//   in chunks while it lexes the rest): c(len) -> an input address after the tables of the last r(); the host writes
//   there the same header (nFiles, nRoots and selfLen as in that r(), which are not read again), the todo ids and
//   the todo files' import blobs alone; b(len) answers as r() does. Anything written at a(len) drops the tables.
import { ensureMemory, heapBase } from './lib/arena';

const INIT_PY: usize = memory.data<u8>([47, 95, 95, 105, 110, 105, 116, 95, 95, 46, 112, 121, 105]); // "/__init__.pyi"
const MAX_PARTS = 64;
const partAt: usize = memory.data(MAX_PARTS * 4);
const partLen: usize = memory.data(MAX_PARTS * 4);
const MAX_NAMES = 1024;
const nameAt: usize = memory.data(MAX_NAMES * 4);
const nameLenA: usize = memory.data(MAX_NAMES * 4);
const head: usize = memory.data(16);
const MAX_EXT = 256;
const extAt: usize = memory.data(MAX_EXT * 4);
const extLenA: usize = memory.data(MAX_EXT * 4);

let nFiles = 0;
let pathAt: usize = 0; // i32[nFiles]: address of each path
let pathLenAt: usize = 0; // i32[nFiles]
let nRoots = 0;
let rootAt: usize = 0;
let rootLenAt: usize = 0;
let selfAt: usize = 0;
let selfLen = 0;
let scratch: usize = 0; // key buffer
let out: usize = 0; // edge quadruples
let outCount = 0;
let outCap = 0;
let tablesEnd: usize = 0; // end of the last r()'s tables (0: none)
let rootBytes = 0; // bytes of the roots and the package name
let maxPathLen = 0; // the longest path: a key never exceeds a base (a root, or an importer's directory) plus one blob

/** Returns where the host writes `len` input bytes. */
export function a(len: i32): usize {
  tablesEnd = 0;
  const base = heapBase();
  ensureMemory(base + <usize>len + 64);
  return base;
}

/** A word-at-a-time multiplicative hash (keys are paths of a few dozen bytes). */
function hash(p: usize, len: i32): u32 {
  let h: u32 = 2166136261 ^ <u32>len;
  let i = 0;
  for (; i + 4 <= len; i += 4) h = rotl<u32>((h ^ load<u32>(p + <usize>i)) * 0x9e3779b1, 15);
  for (; i < len; i++) h = (h ^ <u32>load<u8>(p + <usize>i)) * 16777619;
  return h ^ (h >> 16);
}

function same(p: usize, q: usize, len: i32): bool {
  return memory.compare(p, q, <usize>len) == 0;
}

// The module table: one slot per module path (a file's path without `.py`, `.pyi`, `/__init__.py`, `/__init__.pyi`)
// and per directory holding a .py/.pyi file, so finding a module file and "is a directory" are one probe. Slot: key
// address, key length (-1 = empty), the module file's id (-1 = none), its rank (the twin's probe order:
// 0 /__init__.py, 1 .py, 2 /__init__.pyi, 3 .pyi; 4 = none) and whether the key is a directory (bit 8).
let modTab: usize = 0;
let modMask = 0;

function slotOf(p: usize, len: i32, insert: bool): usize {
  let i = <i32>hash(p, len) & modMask;
  while (true) {
    const slot = modTab + (<usize>i << 4);
    const l = load<i32>(slot, 4);
    if (l < 0) {
      if (!insert) return 0;
      store<i32>(slot, <i32>p); store<i32>(slot, len, 4); store<i32>(slot, -1, 8); store<i32>(slot, 4, 12);
      return slot;
    }
    if (l == len && same(<usize>load<i32>(slot), p, len)) return slot;
    i = (i + 1) & modMask;
  }
}

/** Records file `id` as the module at key (p, len) with `rank`, unless a better-ranked file holds it. */
function addModule(p: usize, len: i32, id: i32, rank: i32): void {
  const slot = slotOf(p, len, true);
  const cur = load<i32>(slot, 12);
  if (rank < (cur & 0xff)) { store<i32>(slot, id, 8); store<i32>(slot, (cur & 0x100) | rank, 12); }
}

/** Adds a directory; returns false when it was there already. */
function addDir(p: usize, len: i32): bool {
  const slot = slotOf(p, len, true);
  const cur = load<i32>(slot, 12);
  if (cur & 0x100) return false;
  store<i32>(slot, cur | 0x100, 12);
  return true;
}

function endsWith(p: usize, len: i32, s: usize, slen: i32): bool {
  return len >= slen && same(p + <usize>(len - slen), s, slen);
}

/**
 * Returns, for the module path written at `scratch` (`len` bytes), its module file's id (or -1) shifted left by one,
 * with bit 0 set when the path is a directory holding Python files: -2 when it is neither.
 */
function probe(len: i32): i32 {
  const slot = slotOf(scratch, len, false);
  if (slot == 0) return -2; // id -1, not a directory
  return (load<i32>(slot, 8) << 1) | ((load<i32>(slot, 12) >> 8) & 1);
}

/** Writes `base` then `/part` (no slash when base is empty) at scratch; returns the new length. */
function join(baseLen: i32, q: usize, qlen: i32): i32 {
  let len = baseLen;
  if (len > 0) { store<u8>(scratch + <usize>len, 47); len++; }
  memory.copy(scratch + <usize>len, q, <usize>qlen);
  return len + qlen;
}

// rootFor answers per top-level name, memoized: (address, length, answer) per slot, length -1 = empty.
const TOP_CAP = 4096;
let topTab: usize = 0;
let topCount = 0;

/** Returns rootFor(q, qlen), memoized by name while the memo has room. */
function rootForMemo(q: usize, qlen: i32): i32 {
  let i = <i32>hash(q, qlen) & (TOP_CAP - 1);
  while (true) {
    const slot = topTab + <usize>i * 12;
    const l = load<i32>(slot, 4);
    if (l < 0) break;
    if (l == qlen && same(<usize>load<i32>(slot), q, qlen)) return load<i32>(slot, 8);
    i = (i + 1) & (TOP_CAP - 1);
  }
  const r = rootFor(q, qlen);
  if (topCount < TOP_CAP / 2) {
    const slot = topTab + <usize>i * 12;
    store<i32>(slot, <i32>q); store<i32>(slot, qlen, 4); store<i32>(slot, r, 8);
    topCount++;
  }
  return r;
}

/** Returns the index of the first root under which top-level name (q, qlen) exists, or -1 (not local). */
function rootFor(q: usize, qlen: i32): i32 {
  for (let r = 0; r < nRoots; r++) {
    const rl = load<i32>(rootLenAt + (<usize>r << 2));
    memory.copy(scratch, <usize>load<i32>(rootAt + (<usize>r << 2)), <usize>rl);
    const len = join(rl, q, qlen);
    if (probe(len) != -2) return r; // a module file or a directory
  }
  return -1;
}

/** Emits the edge (from, to, line, kind) unless it points at its own file. */
function edge(from: i32, to: i32, line: i32, kind: i32): void {
  if (to == from) return;
  if (outCount == outCap) {
    const grown = outCap << 1;
    ensureMemory(out + (<usize>grown << 4));
    outCap = grown;
  }
  const at = out + (<usize>outCount << 4);
  store<i32>(at, from); store<i32>(at, to, 4); store<i32>(at, line, 8); store<i32>(at, kind, 12);
  outCount++;
}

// Blob reader state: the import blob being read ([[line,kind,"spec",["name",…]?],…]).
let bp: usize = 0;
let bend: usize = 0;
let strAt: usize = 0;
let strLen = 0;

function peek(): i32 {
  return bp < bend ? <i32>load<u8>(bp) : -1;
}
function expect(c: i32): bool {
  if (peek() != c) return false;
  bp++;
  return true;
}
/** Reads a non-negative integer; -1 when there is none. */
function readInt(): i32 {
  let v = 0;
  const start = bp;
  while (bp < bend) {
    const c = <i32>load<u8>(bp);
    if (c < 48 || c > 57) break;
    v = v * 10 + (c - 48);
    bp++;
  }
  return bp == start ? -1 : v;
}
/** Reads a JSON string without escapes into strAt/strLen; false when absent or escaped (the twin decodes those). */
function readStr(): bool {
  if (!expect(34)) return false;
  strAt = bp;
  while (bp < bend) {
    const c = <i32>load<u8>(bp);
    if (c == 34) { strLen = <i32>(bp - strAt); bp++; return true; }
    if (c == 92) return false;
    bp++;
  }
  return false;
}

/** Returns the directory of a path (its length up to the last '/', 0 when none). */
function dirLen(p: usize, len: i32): i32 {
  for (let i = len - 1; i >= 0; i--) if (load<u8>(p + <usize>i) == 47) return i;
  return 0;
}

let nExt = 0;

/** Adds an external specifier to the current file's set; false when the set is full or the bytes are not ASCII. */
function addExternal(p: usize, len: i32): bool {
  for (let i = 0; i < len; i++) if (load<u8>(p + <usize>i) >= 128) return false; // JS sorts by UTF-16: leave it to the twin
  for (let k = 0; k < nExt; k++) {
    if (load<i32>(extLenA + (<usize>k << 2)) == len && same(<usize>load<i32>(extAt + (<usize>k << 2)), p, len)) return true;
  }
  if (nExt == MAX_EXT) return false;
  store<i32>(extAt + (<usize>nExt << 2), <i32>p); store<i32>(extLenA + (<usize>nExt << 2), len);
  nExt++;
  return true;
}

function lessBytes(p: usize, pl: i32, q: usize, ql: i32): bool {
  const m = pl < ql ? pl : ql;
  const c = memory.compare(p, q, <usize>m);
  return c != 0 ? c < 0 : pl < ql;
}

/**
 * Resolves one import (spec at specP/specL, names read at nameAt when hasNames) of file `from` at (fp, fl).
 * Returns false when the twin must answer for the file (unresolved, errors).
 */
function resolveOne(from: i32, fp: usize, fl: i32, line: i32, kind: i32, specP: usize, specL: i32, hasNames: bool, nNames: i32): bool {
  let level = 0;
  while (level < specL && load<u8>(specP + <usize>level) == 46) level++;
  // Parts: the dotted name after the dots, empty parts skipped (split('.').filter(Boolean)).
  let nParts = 0;
  let s = level;
  for (let i = level; i <= specL; i++) {
    if (i == specL || load<u8>(specP + <usize>i) == 46) {
      if (i > s) {
        if (nParts == MAX_PARTS) return false;
        store<i32>(partAt + (<usize>nParts << 2), <i32>(specP + <usize>s)); store<i32>(partLen + (<usize>nParts << 2), i - s);
        nParts++;
      }
      s = i + 1;
    }
  }
  // The base directory: relative to the importer's package, or a source root.
  let baseP: usize = 0;
  let baseL = 0;
  let first = 0;
  if (level > 0) {
    let dl = dirLen(fp, fl);
    for (let i = 1; i < level; i++) {
      if (dl == 0) return false; // climbs above the root
      dl = dirLen(fp, dl);
    }
    baseP = fp; baseL = dl;
  } else {
    if (nParts == 0) return false;
    const p0 = <usize>load<i32>(partAt), l0 = load<i32>(partLen);
    const r = rootForMemo(p0, l0);
    if (r < 0 && selfLen > 0 && l0 == selfLen && same(p0, selfAt, selfLen)) {
      first = 1; // the repo root is itself the package `selfName`
      baseP = 0; baseL = 0;
    } else {
      if (r < 0) return addExternal(specP, specL);
      baseP = <usize>load<i32>(rootAt + (<usize>r << 2)); baseL = load<i32>(rootLenAt + (<usize>r << 2));
    }
  }
  // The deepest module along the parts; every part must exist as a module or a directory.
  memory.copy(scratch, baseP, <usize>baseL);
  let len = baseL;
  let file = nParts - first == 0 ? probe(len) >> 1 : -1;
  for (let k = first; k < nParts; k++) {
    len = join(len, <usize>load<i32>(partAt + (<usize>k << 2)), load<i32>(partLen + (<usize>k << 2)));
    const pr = probe(len);
    const f = pr >> 1;
    if (f >= 0) file = f;
    else if ((pr & 1) == 0) return false; // no such module: unresolved
  }
  if (!hasNames) {
    if (file >= 0) edge(from, file, line, kind);
    return true;
  }
  let needBase = false;
  for (let k = 0; k < nNames; k++) {
    const np = <usize>load<i32>(nameAt + (<usize>k << 2)), nl = load<i32>(nameLenA + (<usize>k << 2));
    if (nl == 1 && load<u8>(np) == 42) { needBase = true; continue; } // '*'
    const sl = join(len, np, nl);
    const pr = probe(sl);
    const sub = pr >> 1;
    if (sub >= 0) edge(from, sub, line, kind);
    else if (file >= 0) needBase = true;
    else if ((pr & 1) == 0) return false; // a name a namespace package cannot provide: unresolved
  }
  if (needBase && file >= 0) edge(from, file, line, kind);
  return true;
}

/** Resolves one file's import blob; false when the twin must answer for the file. Writes its externals blob at `ext`. */
function resolveBlob(from: i32): bool {
  const fp = <usize>load<i32>(pathAt + (<usize>from << 2)), fl = load<i32>(pathLenAt + (<usize>from << 2));
  nExt = 0;
  if (!expect(91)) return false;
  if (expect(93)) return bp == bend;
  while (true) {
    if (!expect(91)) return false;
    const line = readInt();
    if (line < 0 || !expect(44)) return false;
    const kind = readInt();
    if (kind < 0 || !expect(44) || !readStr()) return false;
    const specP = strAt, specL = strLen;
    let hasNames = false;
    let nNames = 0;
    if (expect(44)) {
      hasNames = true;
      if (!expect(91)) return false;
      if (!expect(93)) {
        while (true) {
          if (!readStr() || nNames == MAX_NAMES) return false;
          store<i32>(nameAt + (<usize>nNames << 2), <i32>strAt); store<i32>(nameLenA + (<usize>nNames << 2), strLen);
          nNames++;
          if (expect(44)) continue;
          if (!expect(93)) return false;
          break;
        }
      }
    }
    if (!expect(93)) return false;
    if (!resolveOne(from, fp, fl, line, kind, specP, specL, hasNames, nNames)) return false;
    if (expect(44)) continue;
    if (!expect(93)) return false;
    return bp == bend;
  }
}

/** Writes the current file's externals blob at `w` (sorted, JSON); returns the address after it. */
function writeExternals(w: usize): usize {
  if (nExt == 0) { store<u8>(w, 91); store<u8>(w, 93, 1); return w + 2; }
  // Insertion sort: a file names a handful of external modules.
  for (let i = 1; i < nExt; i++) {
    const p = load<i32>(extAt + (<usize>i << 2)), l = load<i32>(extLenA + (<usize>i << 2));
    let j = i - 1;
    while (j >= 0 && lessBytes(<usize>p, l, <usize>load<i32>(extAt + (<usize>j << 2)), load<i32>(extLenA + (<usize>j << 2)))) {
      store<i32>(extAt + (<usize>(j + 1) << 2), load<i32>(extAt + (<usize>j << 2)));
      store<i32>(extLenA + (<usize>(j + 1) << 2), load<i32>(extLenA + (<usize>j << 2)));
      j--;
    }
    store<i32>(extAt + (<usize>(j + 1) << 2), p); store<i32>(extLenA + (<usize>(j + 1) << 2), l);
  }
  store<u8>(w++, 91);
  for (let k = 0; k < nExt; k++) {
    if (k > 0) store<u8>(w++, 44);
    store<u8>(w++, 34);
    const l = load<i32>(extLenA + (<usize>k << 2));
    memory.copy(w, <usize>load<i32>(extAt + (<usize>k << 2)), <usize>l);
    w += <usize>l;
    store<u8>(w++, 34);
  }
  store<u8>(w++, 93);
  return w;
}

function pow2Above(x: i32): i32 {
  let c = 16;
  while (c < x) c <<= 1;
  return c;
}

/** Resolves the batch written at the input address (`len` bytes); returns the address of the result header. */
export function r(len: i32): usize {
  const base = heapBase();
  nFiles = load<i32>(base);
  nRoots = load<i32>(base, 4);
  selfLen = load<i32>(base, 8);
  const nTodo = load<i32>(base, 12);
  const bytesLen = load<i32>(base, 16);
  const todoAt = base + 24;
  let p = todoAt + (<usize>nTodo << 2);
  const bytesEnd = p + <usize>bytesLen;

  // Tables after the input: path and root offsets, the file and directory hash tables, the scratch key buffer.
  let w = (base + <usize>len + 15) & ~<usize>15;
  pathAt = w; w += <usize>nFiles << 2;
  pathLenAt = w; w += <usize>nFiles << 2;
  rootAt = w; w += <usize>nRoots << 2;
  rootLenAt = w; w += <usize>nRoots << 2;
  // Keys: at most two module paths per .py/.pyi file, and its directories (at most one per '/' of its path; far
  // fewer distinct ones): half load at that bound. Sized from the Python paths only: a table sized from every path
  // and blob byte was 4x larger than needed, and its cache misses cost a 100k-file tree a third of this call.
  let pyFiles = 0, pySlashes = 0;
  for (let q = p, id = 0; id < nFiles; id++) {
    const s0 = q;
    let sl = 0;
    while (load<u8>(q) != 0) { if (load<u8>(q) == 47) sl++; q++; }
    const l = <i32>(q - s0);
    if (endsWith(s0, l, INIT_PY + 9, 3) || endsWith(s0, l, INIT_PY + 9, 4)) { pyFiles++; pySlashes += sl; }
    q++;
  }
  const modCap = pow2Above((pyFiles * 2 + pySlashes) * 2 + 2);
  modMask = modCap - 1;
  modTab = (w + 15) & ~<usize>15; w = modTab + (<usize>modCap << 4);
  topTab = w; w += TOP_CAP * 12;
  const afterTables = w;
  scratch = w; w += <usize>bytesLen + 64; // a key never exceeds a root plus one blob
  const statusAt = (w + 15) & ~<usize>15; w = statusAt + (<usize>nTodo << 2);
  const extStart = w; w += <usize>bytesLen + <usize>nTodo * 3 + 16; // each blob's externals are a subset of its bytes
  out = (w + 15) & ~<usize>15;
  outCap = 1024;
  outCount = 0;
  ensureMemory(out + (<usize>outCap << 4));
  for (let i = 0; i < modCap; i++) store<i32>(modTab + (<usize>i << 4), -1, 4);

  // Paths: the file table, and every ancestor directory of a .py/.pyi file.
  const PY = INIT_PY + 9; // ".pyi"
  maxPathLen = 0;
  for (let id = 0; id < nFiles; id++) {
    let e = p;
    while (load<u8>(e) != 0) e++;
    const l = <i32>(e - p);
    if (l > maxPathLen) maxPathLen = l;
    store<i32>(pathAt + (<usize>id << 2), <i32>p); store<i32>(pathLenAt + (<usize>id << 2), l);
    const py = endsWith(p, l, PY, 3), pyi = !py && endsWith(p, l, PY, 4);
    if (py || pyi) {
      const ext = py ? 3 : 4;
      addModule(p, l - ext, id, py ? 1 : 3);
      // `dir/__init__.py` (or a top-level `__init__.py`, the empty module path) is the package `dir` itself.
      const init = py ? 11 : 12;
      if (l == init && same(p, INIT_PY + 1, init)) addModule(p, 0, id, py ? 0 : 2);
      else if (endsWith(p, l, INIT_PY, init + 1)) addModule(p, l - init - 1, id, py ? 0 : 2);
      let d = dirLen(p, l);
      while (d > 0 && addDir(p, d)) d = dirLen(p, d);
    }
    p = e + 1;
  }
  const rootsStart = p;
  for (let k = 0; k < nRoots; k++) {
    let e = p;
    while (load<u8>(e) != 0) e++;
    store<i32>(rootAt + (<usize>k << 2), <i32>p); store<i32>(rootLenAt + (<usize>k << 2), <i32>(e - p));
    p = e + 1;
  }
  selfAt = p;
  p += <usize>selfLen;
  rootBytes = <i32>(p - rootsStart);
  tablesEnd = (afterTables + 15) & ~<usize>15;
  return resolveTodo(todoAt, nTodo, p, bytesEnd, statusAt, extStart);
}

/** Returns where the host writes the `len` input bytes of a batch over the last r()'s tables (b). */
export function c(len: i32): usize {
  if (tablesEnd == 0) unreachable(); // no tables: the host starts with a(), r()
  ensureMemory(tablesEnd + <usize>len + 64);
  return tablesEnd;
}

/** Resolves the batch written at c()'s address (`len` bytes) over the last r()'s tables; returns r()'s result header. */
export function b(len: i32): usize {
  const base = tablesEnd;
  if (base == 0) unreachable();
  const nTodo = load<i32>(base, 12);
  const bytesLen = load<i32>(base, 16);
  const todoAt = base + 24;
  const p = todoAt + (<usize>nTodo << 2);
  let w = (base + <usize>len + 15) & ~<usize>15;
  scratch = w; w += <usize>bytesLen + <usize>(rootBytes > maxPathLen ? rootBytes : maxPathLen) + 64;
  const statusAt = (w + 15) & ~<usize>15; w = statusAt + (<usize>nTodo << 2);
  const extStart = w; w += <usize>bytesLen + <usize>nTodo * 3 + 16;
  out = (w + 15) & ~<usize>15;
  outCap = 1024;
  outCount = 0;
  ensureMemory(out + (<usize>outCap << 4));
  return resolveTodo(todoAt, nTodo, p, p + <usize>bytesLen, statusAt, extStart);
}

/** Resolves the todo files' blobs at [p, bytesEnd); returns the result header. */
function resolveTodo(todoAt: usize, nTodo: i32, p: usize, bytesEnd: usize, statusAt: usize, extStart: usize): usize {
  // The memo of top-level names keys on blob bytes, which the next batch overwrites: one memo per batch.
  topCount = 0;
  for (let i = 0; i < TOP_CAP; i++) store<i32>(topTab + <usize>i * 12, -1, 4);
  let x = extStart;
  for (let t = 0; t < nTodo; t++) {
    let e = p;
    while (e < bytesEnd && load<u8>(e) != 0) e++;
    const from = load<i32>(todoAt + (<usize>t << 2));
    const mark = outCount;
    bp = p; bend = e;
    const ok = from >= 0 && from < nFiles && resolveBlob(from);
    if (ok) {
      store<i32>(statusAt + (<usize>t << 2), 0);
      x = writeExternals(x);
    } else {
      store<i32>(statusAt + (<usize>t << 2), 1);
      outCount = mark; // the twin redoes the whole file
      store<u8>(x, 91); store<u8>(x, 93, 1); x += 2;
    }
    store<u8>(x++, 0);
    p = e + 1;
  }
  store<i32>(head, <i32>out); store<i32>(head, outCount, 4); store<i32>(head, <i32>statusAt, 8); store<i32>(head, <i32>(x - extStart), 12);
  return head;
}
