// Query-term scan kernel: the cold lexical path (src/rank/query-scan.ts). Cuts source text into tokens exactly as
// src/rank/tokenize.ts identTokens does (identifier runs, split at `_`, case and digit boundaries, lower-cased,
// one-letter parts and stopwords dropped, parts S-stemmed, the whole run added when it has several parts), counts
// every token per field (the BM25F field lengths), and counts per file and field only the tokens found in a small
// table of asked terms, noting the position (global token number) at which each asked term first occurs.
// No table of all runs or terms: each run is split where it stands (a small direct-mapped cache of recent runs spares
// re-splitting the identifiers code repeats), so the pass is bound by the bytes, not by lookups in a table of a
// hundred thousand runs. Python source is scanned 16 bytes at a time (SIMD) between the bytes that matter.
//
// ABI (only integers cross; the wrapper is src/kernels/termscan.ts):
//   1. setup(nWords, slots, blobLen, nAsked, record) -> address where the host writes, back to back:
//        i32 table[slots]       open addressing by FNV-1a of the word's bytes, word index + 1 (0 empty)
//        i32 wordOff[nWords+1]  word w is blob[wordOff[w], wordOff[w+1])
//        i32 wordStop[nWords]   1 when the word is a stopword
//        i32 wordAsked[nWords]  the asked term's index, or -1
//        u8  blob[blobLen]
//   2. Per file: input(len) -> address for the bytes of one segment; scan(mode, field, len) for each segment
//      (mode 0: the whole text is words; 1: Python source; 2: JS/TS source; 3: a JSON array whose strings are the
//      words, -1 when it has an escape or a non-ASCII byte; else the number of path and defs tokens whose hashes
//      were recorded at recordPtr(), when setup's `record` asked for them), then endFile() -> n: the file's entries at outPtr() as n pairs (asked * 4 + field, tf), and its
//      four field lengths at lensPtr().
//   3. firstPtr(): f64[nAsked], the global token number at which each asked term first occurred (-1: never).
//   Lines (the ranking of definitions, src/rank/line-terms.ts): scan(4, lines, len) cuts every identifier run of
//   the segment, strings and comments alike, and answers the number of asked-term hits; linesPtr() then holds each
//   line's token count (u32 per line; `lines` is the segment's newlines + 1) and hitsPtr() the hits as (line, asked)
//   i32 pairs in text order. Field lengths and entries count as in the other modes (endFile() resets them).
import { ensureMemory, heapBase } from './lib/arena';

const NF: i32 = 4;
const F_DEFS: i32 = 1;
const F_DOC: i32 = 2;
const F_BODY: i32 = 3;
// A direct-mapped cache of runs of at most RUN_MAX bytes whose tokens hold no asked term: their token count, so
// that a run seen before (code repeats its identifiers) costs a hash and a comparison instead of a split.
const CACHE_SLOTS: usize = 8192;
const RUN_MAX: usize = 32;
let asked = false;
const FNV_OFFSET: u32 = 0x811c9dc5;
const FNV_PRIME: u32 = 16777619;

// IDENT[c]: ASCII letter, digit or `_`.
const IDENT: usize = memory.data(256);
let ready = false;

let tableAt: usize = 0;
let tableMask: u32 = 0;
let wordOffAt: usize = 0;
let wordStopAt: usize = 0;
let wordAskedAt: usize = 0;
let blobAt: usize = 0;
let nAskedTerms: i32 = 0;
let cntAt: usize = 0;
let markAt: usize = 0;
let touchedAt: usize = 0;
let firstAt: usize = 0;
let lensAt: usize = 0;
let outAt: usize = 0;
let cacheAt: usize = 0; // run cache: CACHE_SLOTS lines of 64 bytes: len, count, the run's bytes
let wordAt: usize = 0; // scratch for one lower-cased word (a run is at most the input's length)
let inputAt: usize = 0;
let inputCap: usize = 0;
let recording = false;
let recordAt: usize = 0; // the hashes of the path and defs tokens of the segment just scanned (setup's `record`)
let nRecord: i32 = 0;
let nTouched: i32 = 0;
let fileSeq: i32 = 0;
let pos: i64 = 0;
let curField: i32 = 0;
// Mode 4 (scanLines): the current line, and where its per-line counts and (line, asked) hits go.
let lineMode = false;
let curLine: i32 = 0;
let lineAt: usize = 0;
let hitAt: usize = 0;
let nHits: i32 = 0;
let hitCap: i32 = 0;

@inline function isIdent(c: u32): bool { return load<u8>(IDENT + <usize>c) != 0; }
@inline function isUpper(c: u32): bool { return c - 65 < 26; }
@inline function isLower(c: u32): bool { return c - 97 < 26; }
@inline function isDigit(c: u32): bool { return c - 48 < 10; }
@inline function byteAt(p: usize): u32 { return <u32>load<u8>(p); }
@inline function geti(base: usize, i: i32): i32 { return load<i32>(base + (<usize>i << 2)); }
@inline function seti(base: usize, i: i32, v: i32): void { store<i32>(base + (<usize>i << 2), v); }

/** Returns the address where the host writes the word table (see the ABI above); resets every count. */
export function setup(nWords: i32, slots: i32, blobLen: i32, nAsked: i32, record: i32): usize {
  recording = record != 0;
  if (!ready) {
    for (let c: u32 = 0; c < 256; c++) store<u8>(IDENT + <usize>c, <u8>(isUpper(c) || isLower(c) || isDigit(c) || c == 95));
    ready = true;
  }
  const base = heapBase();
  tableAt = base;
  tableMask = <u32>slots - 1;
  wordOffAt = tableAt + (<usize>slots << 2);
  wordStopAt = wordOffAt + (<usize>(nWords + 1) << 2);
  wordAskedAt = wordStopAt + (<usize>nWords << 2);
  blobAt = wordAskedAt + (<usize>nWords << 2);
  nAskedTerms = nAsked;
  cntAt = (blobAt + <usize>blobLen + 15) & ~<usize>15;
  markAt = cntAt + (<usize>(nAsked * NF) << 2);
  touchedAt = markAt + (<usize>nAsked << 2);
  firstAt = (touchedAt + (<usize>nAsked << 2) + 7) & ~<usize>7;
  lensAt = firstAt + (<usize>nAsked << 3);
  outAt = lensAt + (<usize>NF << 2);
  cacheAt = (outAt + (<usize>(nAsked * NF * 2) << 2) + 63) & ~<usize>63;
  wordAt = cacheAt + CACHE_SLOTS * 64;
  inputAt = 0;
  inputCap = 0;
  ensureMemory(wordAt + 64);
  memory.fill(cntAt, 0, <usize>(nAsked * NF) << 2);
  for (let q = 0; q < nAsked; q++) { seti(markAt, q, -1); store<f64>(firstAt + (<usize>q << 3), -1); }
  memory.fill(lensAt, 0, <usize>NF << 2);
  for (let k: usize = 0; k < CACHE_SLOTS; k++) store<i32>(cacheAt + (k << 6), 0);
  nTouched = 0;
  fileSeq = 0;
  pos = 0;
  return base;
}

/** Returns the address where the host writes one segment of `len` bytes (the word scratch is sized with it). */
export function input(len: i32): usize {
  if (<usize>len > inputCap) {
    inputCap = <usize>len;
    inputAt = (wordAt + inputCap + 16) & ~<usize>15;
    recordAt = (inputAt + inputCap + 16) & ~<usize>15;
    ensureMemory(recordAt + (inputCap << 2) + 16); // a segment has fewer tokens than bytes
  }
  nRecord = 0;
  return inputAt;
}

/** Returns the address of the current file's entries (endFile), as (asked * 4 + field, tf) pairs. */
export function outPtr(): usize { return outAt; }
/** Returns the address of the current file's four field lengths (endFile). */
export function lensPtr(): usize { return lensAt; }
/** Returns the address of the hashes recorded by the last scan() (u32[its answer]). */
export function recordPtr(): usize { return recordAt; }
/** Returns the address of each asked term's first position (f64[nAsked]). */
export function firstPtr(): usize { return firstAt; }

// Returns the index of the word `[p, p + n)` (its FNV-1a hash `h`) in the table, or -1.
@inline function lookup(p: usize, n: i32, h: u32): i32 {
  let slot = h & tableMask;
  let w = geti(tableAt, <i32>slot) - 1;
  while (w >= 0) {
    const a = geti(wordOffAt, w);
    if (geti(wordOffAt, w + 1) - a == n && memory.compare(blobAt + <usize>a, p, <usize>n) == 0) return w;
    slot = (slot + 1) & tableMask;
    w = geti(tableAt, <i32>slot) - 1;
  }
  return -1;
}

// One token of the current field (`h` the FNV-1a hash of its bytes): it lengthens the field, is recorded (path
// and defs fields, when asked to), and counts when it is an asked term.
@inline function emit(w: i32, h: u32): void {
  seti(lensAt, curField, geti(lensAt, curField) + 1);
  pos++;
  if (recording && curField <= F_DEFS) { store<u32>(recordAt + (<usize>nRecord << 2), h); nRecord++; }
  if (lineMode) seti(lineAt, curLine, geti(lineAt, curLine) + 1);
  if (w < 0) return;
  const q = geti(wordAskedAt, w);
  if (q < 0) return;
  if (lineMode) {
    if (nHits == hitCap) { hitCap <<= 1; ensureMemory(hitAt + (<usize>hitCap << 3)); }
    seti(hitAt, 2 * nHits, curLine);
    seti(hitAt, 2 * nHits + 1, q);
    nHits++;
  }
  asked = true;
  const at = q * NF + curField;
  seti(cntAt, at, geti(cntAt, at) + 1);
  if (geti(markAt, q) != fileSeq) { seti(markAt, q, fileSeq); seti(touchedAt, nTouched++, q); }
  const f = firstAt + (<usize>q << 3);
  if (load<f64>(f) < 0) store<f64>(f, <f64>pos);
}

// Lower-cases `[s, e)` into the word scratch and returns its FNV-1a hash.
@inline function lowerInto(s: usize, e: usize): u32 {
  let h = FNV_OFFSET;
  let o = wordAt;
  for (let p = s; p < e; p++) {
    let c = byteAt(p);
    if (isUpper(c)) c |= 32;
    store<u8>(o++, <u8>c);
    h = (h ^ c) * FNV_PRIME;
  }
  return h;
}

@inline function hashOf(p: usize, n: i32): u32 {
  let h = FNV_OFFSET;
  for (let i = 0; i < n; i++) h = (h ^ byteAt(p + <usize>i)) * FNV_PRIME;
  return h;
}

// A part of a run (pushWord): dropped when shorter than two letters or a stopword, else S-stemmed and emitted.
function part(s: usize, e: usize): void {
  const n = <i32>(e - s);
  if (n < 2) return;
  const h = lowerInto(s, e);
  const w = lookup(wordAt, n, h);
  if (w >= 0 && geti(wordStopAt, w) != 0) return;
  // stemS (tokenize.ts): the same rules on the lower-cased bytes.
  const last = wordAt + <usize>n - 1;
  if (n <= 3 || byteAt(last) != 115) { emit(w, h); return; }
  const c1 = byteAt(last - 1);
  const c2 = n >= 3 ? byteAt(last - 2) : 0;
  const c3 = n >= 4 ? byteAt(last - 3) : 0;
  let m = n - 1;
  if (c1 == 101 && c2 == 105 && c3 != 101 && c3 != 97) { // -ies, not -eies / -aies: -y
    store<u8>(last - 2, 121);
    m = n - 2;
  } else if (c1 == 101 && c2 != 97 && c2 != 101 && c2 != 111) { // -es, not -aes / -ees / -oes: drop the s
    m = n - 1;
  } else if (c1 == 117 || c1 == 115 || c1 == 105) { // -us, -ss, -is stay
    emit(w, h);
    return;
  }
  const g = hashOf(wordAt, m);
  emit(lookup(wordAt, m, g), g);
}

// One identifier run `[s, e)`: identTokens on bytes.
function run(s: usize, e: usize): void {
  let a = s;
  let z = e;
  while (a < z && byteAt(a) == 95) a++;
  while (z > a && byteAt(z - 1) == 95) z--;
  if (a == z) return;
  let parts = 0;
  let st: isize = -1;
  for (let i = a; i < z; i++) {
    const c = byteAt(i);
    if (c == 95) {
      if (st >= 0) { part(<usize>st, i); parts++; st = -1; }
      continue;
    }
    if (st < 0) { st = <isize>i; continue; }
    const p = byteAt(i - 1);
    if (isLower(c) && isUpper(p) && <isize>(i - 1) > st && isUpper(byteAt(i - 2))) {
      part(<usize>st, i - 1); parts++; st = <isize>(i - 1);
    } else if ((isUpper(c) && !isUpper(p)) || isDigit(c) != isDigit(p)) {
      part(<usize>st, i); parts++; st = <isize>i;
    }
  }
  if (st >= 0) { part(<usize>st, z); parts++; }
  if (parts > 1) {
    const n = <i32>(z - a);
    const h = lowerInto(a, z);
    const w = lookup(wordAt, n, h);
    if (w >= 0 && geti(wordStopAt, w) != 0) return;
    emit(w, h);
  }
}

@inline function sameBytes(a: usize, b: usize, n: usize): bool {
  let i: usize = 0;
  for (; i + 8 <= n; i += 8) if (load<u64>(a + i) != load<u64>(b + i)) return false;
  if (i == n) return true;
  const m: u64 = (<u64>1 << (<u64>(n - i) << 3)) - 1;
  return ((load<u64>(a + i) ^ load<u64>(b + i)) & m) == 0;
}

// run() through the run cache.
function runCached(s: usize, e: usize): void {
  const n = e - s;
  if (n > RUN_MAX || (recording && curField <= F_DEFS)) { run(s, e); return; }
  let a: u32 = load<u32>(s);
  let b: u32 = 0;
  if (n >= 4) b = load<u32>(e - 4);
  else a &= (<u32>1 << (<u32>n << 3)) - 1;
  const h: u32 = (a * 0x9E3779B1) ^ ((b ^ <u32>n) * 0x85EBCA77);
  const slot = <usize>(h >>> 19);
  const ent = cacheAt + (slot << 6);
  const bytes = ent + 8;
  if (<usize>load<i32>(ent) == n && sameBytes(bytes, s, n)) {
    const c = load<i32>(ent + 4);
    seti(lensAt, curField, geti(lensAt, curField) + c);
    if (lineMode) seti(lineAt, curLine, geti(lineAt, curLine) + c);
    pos += <i64>c;
    return;
  }
  const before = pos;
  asked = false;
  run(s, e);
  if (asked) return;
  store<i32>(ent, <i32>n);
  store<i32>(ent + 4, <i32>(pos - before));
  memory.copy(bytes, s, n);
}

// scanRange (fields.ts): every identifier run of `[s, e)`.
function scanRange(s: usize, e: usize, field: i32): void {
  curField = field;
  let i = s;
  while (i < e) {
    if (!isIdent(byteAt(i))) { i++; continue; }
    const a = i;
    while (i < e && isIdent(byteAt(i))) i++;
    runCached(a, i);
  }
}


// SIMD: the mask of identifier bytes among 16 (as IDENT: ASCII letters, digits, `_`).
@inline function identMask(v: v128): i32 {
  const alpha = i8x16.lt_u(i8x16.sub(v128.or(v, i8x16.splat(0x20)), i8x16.splat(97)), i8x16.splat(26));
  const digit = i8x16.lt_u(i8x16.sub(v, i8x16.splat(48)), i8x16.splat(10));
  return i8x16.bitmask(v128.or(v128.or(alpha, digit), i8x16.eq(v, i8x16.splat(95))));
}

// Returns the first position from `i` (< end) holding an identifier byte or one of a, b, c; `end` when none.
@inline function nextStop(i: usize, end: usize, a: i8, b: i8, c: i8): usize {
  while (i + 16 <= end) {
    const v = v128.load(i);
    const m = identMask(v) | i8x16.bitmask(v128.or(v128.or(i8x16.eq(v, i8x16.splat(a)), i8x16.eq(v, i8x16.splat(b))), i8x16.eq(v, i8x16.splat(c))));
    if (m != 0) return i + <usize>ctz(m);
    i += 16;
  }
  while (i < end) {
    const d = byteAt(i);
    if (isIdent(d) || d == <u32><u8>a || d == <u32><u8>b || d == <u32><u8>c) return i;
    i++;
  }
  return end;
}

// Returns the end of the identifier run starting at `s` (an identifier byte).
@inline function runEnd(s: usize, end: usize): usize {
  let i = s + 1;
  while (i + 16 <= end) {
    const m = ~identMask(v128.load(i)) & 0xffff;
    if (m != 0) return i + <usize>ctz(m);
    i += 16;
  }
  while (i < end && isIdent(byteAt(i))) i++;
  return i;
}

// isPyPrefix (fields.ts): `rb`, `f`, `u`… before a quote.
function isPyPrefix(s: usize, e: usize): bool {
  if (e - s > 2) return false;
  for (let i = s; i < e; i++) {
    const c = byteAt(i) | 32;
    if (c != 114 && c != 98 && c != 117 && c != 102) return false;
  }
  return true;
}

// scanPython (fields.ts): comments and triple-quoted strings to `doc`, code and one-line strings to `body`.
function scanPython(t: usize, n: usize): void {
  const end = t + n;
  let i = t;
  while (i < end) {
    const c = byteAt(i);
    if (isIdent(c)) {
      const s = i;
      i = runEnd(s, end);
      const q = i < end ? byteAt(i) : 0;
      if ((q == 34 || q == 39) && isPyPrefix(s, i)) continue;
      curField = F_BODY;
      runCached(s, i);
      continue;
    }
    if (c == 35) { // #
      i++;
      curField = F_DOC;
      while (i < end) {
        i = nextStop(i, end, 10, 10, 10);
        if (i >= end) break;
        const d = byteAt(i);
        if (isIdent(d)) { const s = i; i = runEnd(s, end); runCached(s, i); continue; }
        break; // the newline
      }
      continue;
    }
    if (c == 34 || c == 39) {
      const triple = i + 2 < end && byteAt(i + 1) == c && byteAt(i + 2) == c;
      curField = triple ? F_DOC : F_BODY;
      i += triple ? 3 : 1;
      while (i < end) {
        i = nextStop(i, end, 92, <i8>c, 10);
        if (i >= end) break;
        const d = byteAt(i);
        if (isIdent(d)) { const s = i; i = runEnd(s, end); runCached(s, i); continue; }
        if (d == 92) { i += 2; continue; }
        if (d == c) {
          if (!triple) { i++; break; }
          if (i + 2 < end && byteAt(i + 1) == c && byteAt(i + 2) == c) { i += 3; break; }
        } else if (d == 10 && !triple) break;
        i++;
      }
      continue;
    }
    i = nextStop(i + 1, end, 35, 34, 39);
  }
}

// indexOf2 (fields.ts): the first `a` followed by `b` from `from`, or -1.
function indexOf2(t: usize, end: usize, a: u32, b: u32, from: usize): isize {
  for (let i = from; i < end; i++) if (byteAt(i) == a && (i + 1 < end ? byteAt(i + 1) : 0x100) == b) return <isize>i;
  return -1;
}

// scanJs (fields.ts): `//` and `/* */` comments to `doc`, code and strings to `body`.
function scanJs(t: usize, n: usize): void {
  const end = t + n;
  let i = t;
  while (i < end) {
    const c = byteAt(i);
    if (isIdent(c)) {
      const s = i;
      while (i < end && isIdent(byteAt(i))) i++;
      curField = F_BODY;
      runCached(s, i);
      continue;
    }
    if (c == 47) { // /
      const d = i + 1 < end ? byteAt(i + 1) : 0x100;
      if (d == 47) {
        let e = i;
        while (e < end && byteAt(e) != 10) e++;
        scanRange(i + 2, e, F_DOC);
        i = e;
        continue;
      }
      if (d == 42) {
        const f = indexOf2(t, end, 42, 47, i + 2);
        const e: usize = f < 0 ? end : <usize>f;
        scanRange(i + 2, e, F_DOC);
        i = e + 2;
        continue;
      }
    }
    if (c == 34 || c == 39 || c == 96) {
      let j = i + 1;
      while (j < end) {
        const d = byteAt(j);
        if (d == 92) { j += 2; continue; }
        if (d == c || (d == 10 && c != 96)) break;
        j++;
      }
      scanRange(i + 1, j < end ? j : end, F_BODY);
      i = j + 1;
      continue;
    }
    i++;
  }
}

// scanLines (line-terms.ts lineTerms): every identifier run of `[t, t + n)`, counted per line (`lines` of them).
function scanLines(t: usize, n: usize, lines: i32): i32 {
  // After the record scratch: a count per line, then the hit pairs, last, so that they can grow in place (emit).
  lineAt = (recordAt + (inputCap << 2) + 16) & ~<usize>15;
  hitAt = (lineAt + (<usize>lines << 2) + 16) & ~<usize>15;
  hitCap = 4096;
  ensureMemory(hitAt + (<usize>hitCap << 3));
  memory.fill(lineAt, 0, <usize>lines << 2);
  nHits = 0;
  curLine = 0;
  curField = F_BODY;
  lineMode = true;
  const end = t + n;
  let i = t;
  while (i < end) {
    i = nextStop(i, end, 10, 10, 10);
    if (i >= end) break;
    if (byteAt(i) == 10) { curLine++; i++; continue; }
    const s = i;
    i = runEnd(s, end);
    runCached(s, i);
  }
  lineMode = false;
  return nHits;
}

/** Returns the address of the per-line token counts of the last scan(4, …). */
export function linesPtr(): usize { return lineAt; }
/** Returns the address of the (line, asked) hit pairs of the last scan(4, …). */
export function hitsPtr(): usize { return hitAt; }

/**
 * Returns the number of hashes recorded (at recordPtr()) after scanning the `len` bytes at input(): mode 0 plain
 * words of `field`, 1 Python, 2 JS/TS, 3 the strings of a JSON text — which is refused (-1, nothing counted) when it
 * holds an escape or a non-ASCII byte: its strings' bytes are then not the names' (the host scans the decoded names).
 * Mode 4 (lines) takes the segment's line count as `field` and answers the number of hits instead (see scanLines).
 */
export function scan(mode: i32, field: i32, len: i32): i32 {
  const t = inputAt;
  const n = <usize>len;
  if (mode == 1) scanPython(t, n);
  else if (mode == 2) scanJs(t, n);
  else if (mode == 3) {
    const end = t + n;
    for (let i = t; i < end; i++) { const c = byteAt(i); if (c == 92 || c >= 128) return -1; }
    for (let i = t; i < end; i++) {
      if (byteAt(i) != 34) continue;
      let j = i + 1;
      while (j < end && byteAt(j) != 34) j++;
      scanRange(i + 1, j, field);
      i = j;
    }
  } else if (mode == 4) return scanLines(t, n, field);
  else scanRange(t, t + n, field);
  return nRecord;
}

/** Returns the number of entries of the file just scanned (at outPtr(); its field lengths at lensPtr()), and resets. */
export function endFile(): i32 {
  let n = 0;
  for (let k = 0; k < nTouched; k++) {
    const q = geti(touchedAt, k);
    for (let f = 0; f < NF; f++) {
      const at = q * NF + f;
      const c = geti(cntAt, at);
      if (c == 0) continue;
      seti(cntAt, at, 0);
      seti(outAt, 2 * n, at);
      seti(outAt, 2 * n + 1, c > 65535 ? 65535 : c);
      n++;
    }
  }
  nTouched = 0;
  fileSeq++;
  return n;
}

/** Returns nothing; zeroes the field lengths (the host has read them after endFile). */
export function clearLens(): void {
  memory.fill(lensAt, 0, <usize>NF << 2);
}
