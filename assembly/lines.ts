// Line-ops kernel: splits a buffer into lines and computes, in one pass per line, the line's flags (signal keyword,
// source location, blank, ck marker, non-ASCII, keywords only in URLs); then finds the collapsible runs (consecutive
// repeats, period-2 alternations such as spinners, blank runs), comparing lines by length and bytes. The line hashes
// are computed only when asked for (hashesPtr): T1 never reads them, and their table was 4 bytes a line of peak memory.
//
// ABI (only integers cross; the wrapper is src/kernels/lines.ts, the TypeScript twin src/kernels/js/lines.ts):
//   1. alloc(len) -> address where the host writes the input bytes once.
//   2. run(len, minRepeat, minAlternate, minBlank) -> line count n (>= 0).
//   3. Results (re-take views after run: memory may have grown):
//        startsPtr(): i32[n + 1]  line i is bytes [starts[i], starts[i + 1] - 1)
//        hashesPtr(): i32[n]      32-bit hash of each line's bytes (see lineHashOf in the TS twin)
//        flagsPtr():  u8[n]       FLAG_* bits (see src/kernels/lines-abi.ts)
//        runsPtr():   i32[3 * runCount()]  (kind, first line, end line exclusive)
//        flaggedPtr(): i32[flaggedCount()]  lines with a KEYWORD, LOCATION, PREFIX or MARKER flag, in order
//        maxLine():   length in bytes of the longest line
// Everything after the input is scratch, reset by every alloc().
import { ensureMemory, heapBase } from './lib/arena';

const FLAG_KEYWORD: u8 = 1;
const FLAG_LOCATION: u8 = 2;
const FLAG_BLANK: u8 = 4;
const FLAG_MARKER: u8 = 8;
const FLAG_NON_ASCII: u8 = 16;
const FLAG_PREFIX: u8 = 32;
const FLAG_INDENT: u8 = 64;
const FLAG_URL_WORDS: u8 = 128;
const RUN_REPEAT: i32 = 1;
const RUN_ALTERNATE: i32 = 2;
const RUN_BLANK: i32 = 3;

// Keyword table: keep identical to SIGNAL_KEYWORDS in src/kernels/lines-abi.ts (generated from it; a test compares flags).
const KW_COUNT: i32 = 64;
const KW_BYTES: usize = memory.data<u8>([101, 114, 114, 111, 114, 119, 97, 114, 110, 102, 97, 105, 108, 102, 97, 116, 97, 108, 101, 120, 99, 101, 112, 116, 105, 111, 110, 116, 114, 97, 99, 101, 98, 97, 99, 107, 112, 97, 110, 105, 99, 97, 115, 115, 101, 114, 116, 97, 98, 111, 114, 116, 100, 101, 110, 105, 101, 100, 114, 101, 102, 117, 115, 101, 100, 99, 97, 110, 110, 111, 116, 99, 111, 117, 108, 100, 32, 110, 111, 116, 99, 111, 117, 108, 100, 110, 39, 116, 117, 110, 97, 98, 108, 101, 110, 111, 116, 32, 102, 111, 117, 110, 100, 110, 111, 32, 115, 117, 99, 104, 117, 110, 100, 101, 102, 105, 110, 101, 100, 115, 101, 103, 109, 101, 110, 116, 97, 116, 105, 111, 110, 99, 111, 114, 101, 32, 100, 117, 109, 112, 101, 100, 107, 105, 108, 108, 101, 100, 116, 105, 109, 101, 100, 116, 105, 109, 101, 111, 117, 116, 118, 117, 108, 110, 101, 114, 97, 98, 101, 114, 114, 33, 112, 97, 115, 115, 101, 100, 32, 105, 110, 112, 97, 115, 115, 101, 100, 44, 112, 97, 115, 115, 101, 100, 32, 40, 116, 101, 115, 116, 115, 58, 99, 97, 117, 115, 101, 100, 32, 98, 121, 101, 120, 112, 101, 99, 116, 101, 100, 114, 101, 99, 101, 105, 118, 101, 100, 105, 110, 118, 97, 108, 105, 100, 100, 101, 112, 114, 101, 99, 97, 116, 109, 105, 115, 109, 97, 116, 99, 104, 109, 105, 115, 115, 105, 110, 103, 99, 111, 110, 102, 108, 105, 99, 116, 99, 114, 105, 116, 105, 99, 97, 108, 115, 101, 118, 101, 114, 101, 101, 120, 105, 116, 117, 110, 109, 101, 116, 101, 120, 116, 114, 97, 110, 101, 111, 117, 115, 102, 111, 114, 98, 105, 100, 100, 101, 110, 117, 110, 97, 117, 116, 104, 111, 114, 105, 122, 101, 100, 99, 114, 97, 115, 104, 115, 116, 97, 99, 107, 32, 116, 114, 97, 99, 101, 101, 110, 111, 101, 110, 116, 101, 97, 99, 99, 101, 115, 101, 112, 101, 114, 109, 101, 99, 111, 110, 110, 114, 101, 101, 97, 100, 100, 114, 105, 110, 117, 115, 101, 112, 97, 99, 107, 97, 103, 101, 115, 32, 105, 110, 116, 101, 115, 116, 115, 32, 105, 110, 115, 117, 99, 99, 101, 115, 115, 102, 117, 108, 108, 121, 32, 105, 110, 115, 116, 97, 108, 108, 101, 100, 98, 117, 105, 108, 100, 32, 115, 117, 99, 99, 101, 115, 115, 102, 117, 108, 111, 117, 116, 32, 111, 102, 32, 109, 101, 109, 111, 114, 121, 111, 118, 101, 114, 102, 108, 111, 119, 226, 156, 150, 226, 156, 151, 226, 156, 152, 226, 156, 149, 195, 151, 226, 157, 140, 226, 151, 143]);
const KW_OFFSETS: usize = memory.data<i32>([0, 5, 9, 13, 18, 27, 36, 41, 47, 52, 58, 65, 71, 80, 88, 94, 103, 110, 119, 131, 142, 148, 153, 160, 168, 172, 181, 188, 196, 202, 211, 219, 227, 234, 242, 250, 257, 265, 273, 279, 283, 288, 298, 307, 319, 324, 335, 341, 347, 352, 359, 369, 380, 388, 410, 426, 439, 447, 450, 453, 456, 459, 461, 464, 467]);

// URL anchors: keep identical to URL_ANCHORS in src/kernels/lines-abi.ts (generated from it; a test compares flags).
// AN_FIRST[c] / AN_SECOND[c] (built by buildTables) are the bitmasks of the anchors whose first / second byte is c
// (every anchor has two bytes or more): their AND at a position leaves the few anchors worth comparing there.
const AN_COUNT: i32 = 60;
const AN_BYTES: usize = memory.data<u8>([97, 98, 111, 114, 116, 97, 115, 115, 101, 114, 116, 99, 97, 110, 110, 111, 116, 99, 97, 117, 115, 101, 100, 99, 111, 110, 102, 108, 105, 99, 116, 99, 111, 117, 108, 100, 99, 114, 97, 115, 104, 99, 114, 105, 116, 105, 99, 97, 108, 100, 101, 110, 105, 101, 100, 100, 101, 112, 114, 101, 99, 97, 116, 100, 117, 109, 112, 101, 100, 101, 97, 99, 99, 101, 115, 101, 97, 100, 100, 114, 105, 110, 117, 115, 101, 101, 99, 111, 110, 110, 114, 101, 101, 110, 111, 101, 110, 116, 101, 112, 101, 114, 109, 101, 114, 114, 101, 120, 99, 101, 112, 116, 105, 111, 110, 101, 120, 105, 116, 101, 120, 112, 101, 99, 116, 101, 100, 101, 120, 116, 114, 97, 110, 101, 111, 117, 115, 102, 97, 105, 108, 102, 97, 116, 97, 108, 102, 97, 117, 108, 116, 102, 111, 114, 98, 105, 100, 100, 101, 110, 102, 111, 117, 110, 100, 105, 110, 118, 97, 108, 105, 100, 107, 105, 108, 108, 101, 100, 109, 101, 109, 111, 114, 121, 109, 105, 115, 109, 97, 116, 99, 104, 109, 105, 115, 115, 105, 110, 103, 111, 118, 101, 114, 102, 108, 111, 119, 112, 97, 99, 107, 97, 103, 101, 115, 112, 97, 110, 105, 99, 112, 97, 115, 115, 101, 100, 114, 101, 99, 101, 105, 118, 101, 100, 114, 101, 102, 117, 115, 101, 100, 115, 101, 103, 109, 101, 110, 116, 97, 116, 105, 111, 110, 115, 101, 118, 101, 114, 101, 115, 116, 97, 99, 107, 115, 116, 97, 116, 117, 115, 115, 117, 99, 99, 101, 115, 115, 102, 117, 108, 115, 117, 99, 104, 116, 101, 115, 116, 115, 116, 105, 109, 101, 100, 116, 105, 109, 101, 111, 117, 116, 116, 114, 97, 99, 101, 98, 97, 99, 107, 117, 110, 97, 98, 108, 101, 117, 110, 97, 117, 116, 104, 111, 114, 105, 122, 101, 100, 117, 110, 100, 101, 102, 105, 110, 101, 100, 117, 110, 109, 101, 116, 118, 117, 108, 110, 101, 114, 97, 98, 119, 97, 114, 110, 195, 151, 226, 151, 143, 226, 156, 149, 226, 156, 150, 226, 156, 151, 226, 156, 152, 226, 157, 140]);
const AN_OFFSETS: usize = memory.data<i32>([0, 5, 11, 17, 23, 31, 36, 41, 49, 55, 63, 69, 75, 85, 92, 98, 103, 106, 115, 119, 127, 137, 141, 146, 151, 160, 165, 172, 178, 184, 192, 199, 207, 215, 220, 226, 234, 241, 253, 259, 264, 270, 280, 284, 289, 294, 301, 310, 316, 328, 337, 342, 350, 354, 356, 359, 362, 365, 368, 371, 374]);
const AN_FIRST: usize = memory.data(256 * 8, 8);
const AN_SECOND: usize = memory.data(256 * 8, 8);
// AN_PAIRS: a bit per 16-bit value, set for the first two bytes of each anchor with 0x2020 or'ed in (which lowercases
// ASCII letters, and maps any other pair equal to an anchor's to the same bit): the filter tried at every position.
const AN_PAIRS: usize = memory.data(8192);

// Keyword candidates by their first two (lowercased) bytes: PAIR_SLOT (u8[65536], built at the start of the arena
// so it does not bloat the binary) maps a byte pair to a slot, PAIR_MASK[slot] is the bitmask of the keywords
// (KW_COUNT <= 64) starting with that pair. Slot 0 = no keyword starts so.
const PAIR_MASK: usize = memory.data(65 * 8, 8);
const PAIR_SLOT_BYTES: usize = 65536;
let pairSlot: usize = 0;
// LOWER[c]: ASCII-lowercased byte; NON_BLANK[c]: 1 unless c is space, tab, CR, VT or FF.
const LOWER: usize = memory.data(256);
const NON_BLANK: usize = memory.data(256);
let tablesReady = false;

let inputAt: usize = 0;
let startsAt: usize = 0;
let hashesAt: usize = 0;
let nLines: i32 = 0;
/** The hashes of the last run are in their table (they are computed when first asked for: hashesPtr). */
let hashesReady = false;
let flagsAt: usize = 0;
let runsAt: usize = 0;
let runCap: i32 = 0;
let nRuns: i32 = 0;
let flaggedAt: usize = 0;
let nFlagged: i32 = 0;
let maxLen: i32 = 0;
/** The flags that make a line one the classifier looks at outside a block (FLAGGED in src/kernels/lines-abi.ts). */
const FLAGGED: u8 = FLAG_KEYWORD | FLAG_LOCATION | FLAG_PREFIX | FLAG_MARKER;

@inline function lower(c: u32): u32 {
  return c - 65 < 26 ? c | 32 : c;
}
@inline function isDigit(c: u32): bool {
  return c - 48 < 10;
}
@inline function isAlpha(c: u32): bool {
  return (c | 32) - 97 < 26;
}
@inline function byteAt(p: usize): u32 {
  return <u32>load<u8>(p);
}
@inline function geti(base: usize, i: i32): i32 {
  return load<i32>(base + (<usize>i << 2));
}
@inline function seti(base: usize, i: i32, v: i32): void {
  store<i32>(base + (<usize>i << 2), v);
}

function buildTables(): void {
  for (let c: u32 = 0; c < 256; c++) {
    store<u8>(LOWER + <usize>c, <u8>(c - 65 < 26 ? c | 32 : c));
    store<u8>(NON_BLANK + <usize>c, <u8>(c != 32 && c != 9 && c != 13 && c != 11 && c != 12));
  }
  pairSlot = heapBase();
  ensureMemory(pairSlot + PAIR_SLOT_BYTES);
  memory.fill(pairSlot, 0, PAIR_SLOT_BYTES);
  let slots: u32 = 0;
  for (let k = 0; k < KW_COUNT; k++) {
    const off = <usize>load<i32>(KW_OFFSETS + (<usize>k << 2));
    const pair = (byteAt(KW_BYTES + off) << 8) | byteAt(KW_BYTES + off + 1);
    let slot = <u32>load<u8>(pairSlot + <usize>pair);
    if (slot == 0) {
      slot = ++slots;
      store<u8>(pairSlot + <usize>pair, <u8>slot);
    }
    const at = PAIR_MASK + (<usize>slot << 3);
    store<u64>(at, load<u64>(at) | (<u64>1 << <u64>k));
  }
  for (let k = 0; k < KW_COUNT; k++) {
    const off = <usize>load<i32>(KW_OFFSETS + (<usize>k << 2));
    if (byteAt(KW_BYTES + off) < 0x80) store<u8>(FILTER + filterSlot(load<u32>(KW_BYTES + off)), 1);
  }
  for (let k = 0; k < AN_COUNT; k++) {
    const off = AN_BYTES + <usize>load<i32>(AN_OFFSETS + (<usize>k << 2));
    const first = AN_FIRST + (<usize>byteAt(off) << 3);
    store<u64>(first, load<u64>(first) | (<u64>1 << <u64>k));
    const second = AN_SECOND + (<usize>byteAt(off + 1) << 3);
    store<u64>(second, load<u64>(second) | (<u64>1 << <u64>k));
    const pair = (byteAt(off) | (byteAt(off + 1) << 8)) | 0x2020;
    store<u8>(AN_PAIRS + <usize>(pair >> 3), <u8>(<u32>load<u8>(AN_PAIRS + <usize>(pair >> 3)) | (<u32>1 << (pair & 7))));
  }
  tablesReady = true;
}

@inline function keywordAt(p: usize, end: usize, k: i32): bool {
  const off = <usize>load<i32>(KW_OFFSETS + (<usize>k << 2));
  const len = <usize>load<i32>(KW_OFFSETS + (<usize>(k + 1) << 2)) - off;
  if (p + len > end) return false;
  for (let j: usize = 0; j < len; j++) {
    if (lower(byteAt(p + j)) != byteAt(KW_BYTES + off + j)) return false;
  }
  return true;
}

// SWAR high-bit mask (utf16Units reads 8 bytes per step).
const HIGHS: u64 = 0x8080808080808080;

// 4-byte prefix filter of the ASCII keywords (all have >= 4 bytes): FILTER[hash(lowercased 4 bytes)] != 0 when
// some keyword may start there. `| 0x20202020` lowercases letters and leaves every non-letter byte of a keyword
// prefix (space ! ' ( , :) unchanged; other bytes only cause false positives, which the exact check rejects.
const FILTER_BITS: u32 = 13;
const FILTER: usize = memory.data(1 << 13);
@inline function filterSlot(w: u32): usize {
  return <usize>(((w | 0x20202020) * 0x9e3779b1) >>> (32 - FILTER_BITS));
}


/** Returns true when a keyword starts at q (ASCII case-insensitive; `end` bounds the input). */
function keywordStartsAt(q: usize, end: usize): bool {
  const pair = (<u32>load<u8>(LOWER + <usize>byteAt(q)) << 8) | <u32>load<u8>(LOWER + <usize>byteAt(q + 1));
  const slot = <usize>load<u8>(pairSlot + <usize>pair);
  if (slot == 0) return false;
  let mask = load<u64>(PAIR_MASK + (slot << 3));
  while (mask != 0) {
    const k = <i32>ctz(mask);
    mask &= mask - 1;
    if (keywordAt(q, end, k)) return true;
  }
  return false;
}

/** Returns true when the digit at q makes line [s, …) a location: `x.py:12`, `a.ts(3`, `line 12`. */
function locationAt(q: usize, s: usize): bool {
  const c1 = byteAt(q - 1);
  if ((c1 == 58 || c1 == 40) && q >= s + 2 && isAlpha(byteAt(q - 2))) return true;
  return c1 == 32 && q >= s + 5 && load<u32>(q - 5) == 0x656e696c;
}

/**
 * Returns the end (exclusive, at its '\n' or at `end`) of the line starting at s, leaving its flags in lineFlags.
 * One pass of 16-byte v128 steps from the line start; each step's byte classes are i8x16 compares turned into 16-bit
 * masks (bit i = byte i). Candidates for keywords (a letter or symbol byte at a word start, an uppercase letter, a
 * non-ASCII byte) and locations (a digit after ':', '(' or ' ') are taken from those masks, and only they are checked
 * byte by byte.
 */
let lineFlags: u8 = 0;

/** Returns true when the last byte of s..e that is not a space, tab or CR is a digit. */
function endsWithDigit(s: usize, e: usize): bool {
  while (e > s && (byteAt(e - 1) == 32 || byteAt(e - 1) == 9 || byteAt(e - 1) == 13)) e--;
  return e > s && byteAt(e - 1) >= 48 && byteAt(e - 1) <= 57;
}

/** Returns true when the ASCII bytes of `text` start at p (within e). */
function asciiAt(p: usize, e: usize, text: string): bool {
  const n = <usize>text.length;
  if (p + n > e) return false;
  for (let j: usize = 0; j < n; j++) if (<i32>byteAt(p + j) != text.charCodeAt(<i32>j)) return false;
  return true;
}

/**
 * Returns true when line s..e (first non-blank byte at q; `hash`: it holds a '#') may start with a signal prefix, as
 * FLAG_PREFIX (src/kernels/lines-abi.ts) defines it: exactly the lines the classifier's prefix rules could accept.
 */
function prefixAt(s: usize, q: usize, e: usize, hash: bool): bool {
  if (q >= e) return false;
  const c = byteAt(q);
  // At any indentation: `not ok`, an `ok ` holding a directive, a status glyph heading a counter or a directive.
  if (c == 110 && asciiAt(q, e, 'not ok')) return true;
  if (c == 111 && asciiAt(q, e, 'ok ')) return hash;
  if (c >= 0x80) return hash || endsWithDigit(q, e);
  if (q > s) return asciiAt(q, e, 'at ') || (asciiAt(q, e, '... ') && q + 4 < e && byteAt(q + 4) >= 48 && byteAt(q + 4) <= 57);
  const b1: i32 = e - s > 1 ? <i32>byteAt(s + 1) : -1;
  if (c == 69) return b1 == 32 || b1 == 58; // E
  if (c == 87) return b1 == 58; // W
  if (c == 95) return b1 == 95 || b1 == 32; // _
  if (c == 62) return e - s > 2 && (b1 == 32 || b1 == 9) && (byteAt(s + 2) == 32 || byteAt(s + 2) == 9); // >
  if (c == 35) return endsWithDigit(q, e); // #
  if (c == 100) return asciiAt(s, e, 'diff --git ');
  if (c == 43) return asciiAt(s, e, '+++ ');
  if (c == 45) return asciiAt(s, e, '--- a/');
  if (c == 64) return asciiAt(s, e, '@@ -');
  return false;
}

/** Returns true when anchor k, whose first two bytes match at p, lies wholly at p..b (ASCII letters compared without case). */
function anchorAt(p: usize, b: usize, k: i32): bool {
  const off = <usize>load<i32>(AN_OFFSETS + (<usize>k << 2));
  const len = <usize>load<i32>(AN_OFFSETS + (<usize>(k + 1) << 2)) - off;
  if (p + len > b) return false;
  for (let j: usize = 2; j < len; j++) {
    if (lower(byteAt(p + j)) != byteAt(AN_BYTES + off + j)) return false;
  }
  return true;
}

/** Returns true when some URL anchor lies wholly in bytes a..b. */
function anchorIn(a: usize, b: usize): bool {
  for (let p = a; p + 1 < b; p++) {
    const pair = <u32>load<u16>(p) | 0x2020;
    if ((<u32>load<u8>(AN_PAIRS + <usize>(pair >> 3)) & (<u32>1 << (pair & 7))) == 0) continue;
    let mask = load<u64>(AN_FIRST + (<usize>lower(byteAt(p)) << 3)) & load<u64>(AN_SECOND + (<usize>lower(byteAt(p + 1)) << 3));
    while (mask != 0) {
      const k = <i32>ctz(mask);
      mask &= mask - 1;
      if (anchorAt(p, b, k)) return true;
    }
  }
  return false;
}

/** Returns true for a byte that is surely inside a run of non-blanks: ASCII, and not space, \t, \n, VT, FF, CR. */
@inline function tokenByte(c: u32): bool {
  return c < 0x80 && c != 32 && (c < 9 || c > 13);
}

/** Returns the address of the first `://` wholly in a..e, or 0. 16 bytes a step (the input has 16 bytes of slack). */
function urlMark(a: usize, e: usize): usize {
  for (let p = a; p + 3 <= e; p += 16) {
    let colons = <u32>i8x16.bitmask(i8x16.eq(v128.load(p), i8x16.splat(58)));
    while (colons != 0) {
      const q = p + <usize>ctz(colons);
      colons &= colons - 1;
      if (q + 3 > e) return 0;
      if (byteAt(q + 1) == 47 && byteAt(q + 2) == 47) return q;
    }
  }
  return 0;
}

/** Returns the first address in p..e whose byte is not a tokenByte (or e). 16 bytes a step. */
function tokenEnd(p: usize, e: usize): usize {
  for (; p < e; p += 16) {
    const v = v128.load(p);
    const stop = <u32>i8x16.bitmask(v128.or(v128.or(i8x16.eq(v, i8x16.splat(32)), i8x16.lt_u(i8x16.sub(v, i8x16.splat(9)), i8x16.splat(5))), v));
    if (stop != 0) {
      const q = p + <usize>ctz(stop);
      return q < e ? q : e;
    }
  }
  return e;
}

/** Returns true when line s..e holds `://` and no URL anchor outside its URLs (FLAG_URL_WORDS). */
function urlWordsOnly(s: usize, e: usize): bool {
  let k = urlMark(s, e);
  if (k == 0) return false;
  let p = s;
  while (k != 0) {
    let ts = k;
    while (ts > p && tokenByte(byteAt(ts - 1))) ts--;
    const te = tokenEnd(k + 3, e);
    if (anchorIn(p, ts)) return false;
    p = te;
    k = urlMark(p, e);
  }
  return !anchorIn(p, e);
}

function scanLine(s: usize, end: usize): usize {
  let flags: u8 = 0;
  let nonBlank: u32 = 0;
  let high: u32 = 0;
  let hashes: u32 = 0; // '#' bytes seen (TAP directives, counters: prefixAt)
  let prevLower: u32 = 0; // bit 0 = previous byte was a lowercase letter (0 at line start)
  let prevSep: u32 = 0; // previous byte was ':', '(' or ' '
  const lf = i8x16.splat(10);
  let p = s;
  while (true) {
    const v = v128.load(p); // may read up to 15 bytes past `end`: alloc() reserves 16, and `lim` masks them
    const left = end - p;
    let lim: u32 = left >= 16 ? 0xffff : (<u32>1 << <u32>left) - 1;
    const nl = <u32>i8x16.bitmask(i8x16.eq(v, lf)) & lim;
    if (nl != 0) lim &= (nl & (~nl + 1)) - 1; // bytes before the first newline
    const hi = <u32>i8x16.bitmask(v) & lim;
    high |= hi;
    hashes |= <u32>i8x16.bitmask(i8x16.eq(v, i8x16.splat(35))) & lim;
    if (nonBlank == 0) {
      // Blank bytes: space, \t, VT, FF, CR (9..13 minus \n). (Once a line has a non-blank byte, nothing to learn.)
      const blank = i8x16.bitmask(v128.or(i8x16.eq(v, i8x16.splat(32)), v128.andnot(i8x16.lt_u(i8x16.sub(v, i8x16.splat(9)), i8x16.splat(5)), i8x16.eq(v, lf))));
      nonBlank |= ~<u32>blank & lim;
    }
    if (lim != 0) {
      // Keyword and location candidates only until the line has the flag (the carried bits serve only these checks).
      if ((flags & FLAG_KEYWORD) == 0) {
        const lower = <u32>i8x16.bitmask(i8x16.lt_u(i8x16.sub(v, i8x16.splat(97)), i8x16.splat(26)));
        const upper = <u32>i8x16.bitmask(i8x16.lt_u(i8x16.sub(v, i8x16.splat(65)), i8x16.splat(26)));
        const lowerBefore = (lower << 1) | prevLower;
        // Only a UTF-8 lead byte (>= 0xC0) can start a non-ASCII keyword; continuation bytes never do.
        const lead = <u32>i8x16.bitmask(i8x16.ge_u(v, i8x16.splat(<i8>0xc0)));
        let cand = (~lowerBefore | upper | hi) & (lower | upper | lead) & lim;
        while (cand != 0) {
          const q = p + <usize>ctz(cand);
          cand &= cand - 1;
          if (byteAt(q) < 0x80 && load<u8>(FILTER + filterSlot(load<u32>(q))) == 0) continue;
          if (keywordStartsAt(q, end)) {
            flags |= FLAG_KEYWORD;
            break;
          }
        }
        prevLower = lower >> 15;
      }
      if ((flags & FLAG_LOCATION) == 0) {
        const sep = <u32>i8x16.bitmask(v128.or(v128.or(i8x16.eq(v, i8x16.splat(58)), i8x16.eq(v, i8x16.splat(40))), i8x16.eq(v, i8x16.splat(32))));
        let cand = <u32>i8x16.bitmask(i8x16.lt_u(i8x16.sub(v, i8x16.splat(48)), i8x16.splat(10))) & ((sep << 1) | prevSep) & lim;
        while (cand != 0) {
          const q = p + <usize>ctz(cand);
          cand &= cand - 1;
          if (locationAt(q, s)) {
            flags |= FLAG_LOCATION;
            break;
          }
        }
        prevSep = sep >> 15;
      }
    }
    if (nl != 0) {
      p += <usize>ctz(nl);
      break;
    }
    if (left <= 16) {
      p = end;
      break;
    }
    p += 16;
  }
  const e = p;
  if (high != 0) flags |= FLAG_NON_ASCII;
  if (nonBlank == 0) flags |= FLAG_BLANK;
  if ((flags & FLAG_KEYWORD) != 0 && urlWordsOnly(s, e)) flags |= FLAG_URL_WORDS;
  let q = s;
  while (q < e && (byteAt(q) == 32 || byteAt(q) == 9)) q++;
  if (q > s) flags |= FLAG_INDENT;
  if (prefixAt(s, q, e, hashes != 0)) flags |= FLAG_PREFIX;
  if (q < e && byteAt(q) == 34) q++;
  if (q + 5 <= e && byteAt(q) == 91 && byteAt(q + 1) == 99 && byteAt(q + 2) == 107 && byteAt(q + 3) == 58 && byteAt(q + 4) == 32) {
    flags |= FLAG_MARKER;
  }
  lineFlags = flags;
  return e;
}

@inline function flagOf(i: i32): u8 {
  return load<u8>(flagsAt + <usize>i);
}
@inline function collapsible(i: i32): bool {
  return (flagOf(i) & FLAG_MARKER) == 0;
}

function sameLine(a: i32, b: i32): bool {
  const sa = geti(startsAt, a);
  const sb = geti(startsAt, b);
  const la = geti(startsAt, a + 1) - 1 - sa;
  if (geti(startsAt, b + 1) - 1 - sb != la) return false;
  return bytesEqual(inputAt + <usize>sa, inputAt + <usize>sb, <usize>la);
}

/** Returns true when the n bytes at x and at y are equal: 16 a step. */
function bytesEqual(x: usize, y: usize, n: usize): bool {
  let j: usize = 0;
  for (; j + 16 <= n; j += 16) {
    if (v128.any_true(v128.xor(v128.load(x + j), v128.load(y + j)))) return false;
  }
  for (; j < n; j++) if (load<u8>(x + j) != load<u8>(y + j)) return false;
  return true;
}

/**
 * Returns the hash of bytes s..e: FNV-style over its 8-byte little-endian chunks (the last one zero-padded), each
 * chunk's two 32-bit halves mixed, then h ^= h >> 15 (lineHashOf in the TS twin). Reads up to 7 bytes past e (the input
 * has 16 of slack, and the tables follow it).
 */
function hashOf(s: usize, e: usize): u32 {
  let h: u32 = 0x811c9dc5;
  for (let c = s; c < e; c += 8) {
    let x = load<u64>(c);
    const left = e - c;
    if (left < 8) x &= (<u64>1 << (<u64>left << 3)) - 1;
    h = (h ^ <u32>x) * 0x01000193;
    h = (h ^ <u32>(x >> 32)) * 0x01000193;
    h ^= h >> 15;
  }
  return h;
}

@inline function pushRun(kind: i32, first: i32, end: i32): void {
  const at = runsAt + (<usize>(nRuns * 3) << 2);
  store<i32>(at, kind);
  store<i32>(at, first, 4);
  store<i32>(at, end, 8);
  nRuns++;
}

/**
 * Returns the end of the line starting at `s` (its '\n', or `end`), its flags then in lastFlags(): the line scan
 * one line at a time, for a module that builds the line table piece by piece (assembly/t1.ts). prepareTables first.
 */
export function scanLineAt(s: usize, end: usize): usize {
  return scanLine(s, end);
}

/** Returns the flags of the line scanLineAt last scanned. */
export function lastFlags(): u8 {
  return lineFlags;
}

/** Returns true when the `n` bytes at x and at y are equal (the runs' line comparison). */
export function sameBytes(x: usize, y: usize, n: usize): bool {
  return bytesEqual(x, y, n);
}

/** alloc: returns the address where the host writes `len` input bytes; resets the arena. */
export function alloc(len: i32): usize {
  if (!tablesReady) buildTables();
  inputAt = heapBase() + PAIR_SLOT_BYTES;
  ensureMemory(inputAt + <usize>len + 16);
  nRuns = 0;
  return inputAt;
}

/** run: returns the number of lines of the `len` input bytes, after filling the line table and the runs. */
export function run(len: i32, minRepeat: i32, minAlternate: i32, minBlank: i32): i32 {
  return runAt(inputAt, len, minRepeat, minAlternate, minBlank);
}

/**
 * Returns nothing; builds the keyword tables (at the start of the arena, 64 KiB) unless built: a module that embeds
 * this kernel (assembly/t1.ts) calls it before using the memory after them.
 */
export function prepareTables(): void {
  if (!tablesReady) buildTables();
}

/** Returns the first address after the keyword tables (where an embedding module's own data may start). */
export function tablesEnd(): usize {
  return heapBase() + PAIR_SLOT_BYTES;
}

/**
 * Returns run()'s line count for the `len` bytes at `base` (anywhere after tablesEnd(), with 16 readable bytes after
 * them); the line table and the runs follow the input, as run()'s do.
 */
export function runAt(base: usize, len: i32, minRepeat: i32, minAlternate: i32, minBlank: i32): i32 {
  if (!tablesReady) buildTables();
  inputAt = base;
  const end = base + <usize>len;
  ensureMemory(end + 16);
  let n: i32 = 0;
  let p0 = base;
  for (; p0 + 16 <= end; p0 += 16) n += <i32>popcnt(i8x16.bitmask(i8x16.eq(v128.load(p0), i8x16.splat(10))));
  for (; p0 < end; p0++) if (load<u8>(p0) == 10) n++;
  if (len > 0 && load<u8>(end - 1) != 10) n++;
  let minRun = minRepeat < minAlternate ? minRepeat : minAlternate;
  if (minBlank < minRun) minRun = minBlank;
  if (minRun < 2) minRun = 2;
  runCap = n / minRun + 1;
  startsAt = (end + 15) & ~<usize>15;
  hashesAt = startsAt + (<usize>(n + 1) << 2);
  runsAt = hashesAt + (<usize>n << 2);
  flagsAt = runsAt + (<usize>(runCap * 3) << 2);
  flaggedAt = (flagsAt + <usize>n + 15) & ~<usize>15;
  ensureMemory(flaggedAt + (<usize>n << 2) + 16);
  nRuns = 0;
  nFlagged = 0;
  maxLen = 0;
  nLines = n;
  hashesReady = false;

  let line: i32 = 0;
  let s = base;
  while (s < end) {
    const e = scanLine(s, end);
    seti(startsAt, line, <i32>(s - base));
    store<u8>(flagsAt + <usize>line, lineFlags);
    if ((lineFlags & FLAGGED) != 0) seti(flaggedAt, nFlagged++, line);
    if (<i32>(e - s) > maxLen) maxLen = <i32>(e - s);
    line++;
    s = e + 1;
  }
  seti(startsAt, n, n == 0 ? 0 : load<u8>(end - 1) == 10 ? len : len + 1);

  let i: i32 = 0;
  while (i < n) {
    if (!collapsible(i)) {
      i++;
      continue;
    }
    if ((flagOf(i) & FLAG_BLANK) != 0) {
      let j = i + 1;
      while (j < n && (flagOf(j) & FLAG_BLANK) != 0 && collapsible(j)) j++;
      if (j - i >= minBlank) {
        pushRun(RUN_BLANK, i, j);
        i = j;
        continue;
      }
    }
    let j = i + 1;
    while (j < n && collapsible(j) && sameLine(i, j)) j++;
    if (j - i >= minRepeat) {
      pushRun(RUN_REPEAT, i, j);
      i = j;
      continue;
    }
    if (i + 1 < n && collapsible(i + 1) && !sameLine(i, i + 1)) {
      j = i + 2;
      while (j < n && collapsible(j) && sameLine(j - 2, j)) j++;
      if (j - i >= minAlternate) {
        pushRun(RUN_ALTERNATE, i, j);
        i = j;
        continue;
      }
    }
    i++;
  }
  return n;
}

/** startsPtr: returns the address of the i32[n + 1] line starts. */
export function startsPtr(): usize {
  return startsAt;
}
/**
 * hashesPtr: returns the address of the i32[n] line hashes, computed on this first call after a run (the runs compare
 * lines by length and bytes, so a caller that never reads the hashes never has their table's pages touched).
 */
export function hashesPtr(): usize {
  if (!hashesReady) {
    for (let i = 0; i < nLines; i++) {
      const s = inputAt + <usize>geti(startsAt, i);
      seti(hashesAt, i, <i32>hashOf(s, inputAt + <usize>(geti(startsAt, i + 1) - 1)));
    }
    hashesReady = true;
  }
  return hashesAt;
}
/** flagsPtr: returns the address of the u8[n] line flags. */
export function flagsPtr(): usize {
  return flagsAt;
}
/** runsPtr: returns the address of the i32[3 * runCount()] run triples. */
export function runsPtr(): usize {
  return runsAt;
}
/** flaggedPtr: returns the address of the i32[flaggedCount()] indices of the lines with a FLAGGED flag. */
export function flaggedPtr(): usize {
  return flaggedAt;
}
/** flaggedCount: returns the number of lines with a FLAGGED flag found by the last run(). */
export function flaggedCount(): i32 {
  return nFlagged;
}
/** maxLine: returns the length in bytes of the longest line found by the last run() (newline excluded). */
export function maxLine(): i32 {
  return maxLen;
}
/** runCount: returns the number of runs found by the last run(). */
export function runCount(): i32 {
  return nRuns;
}

/**
 * utf16Units: returns how many UTF-16 code units the `len` bytes written at alloc(len) decode to, assuming they
 * are valid UTF-8 (the host checks): one per byte, minus one per continuation byte, plus one per 4-byte leader.
 */
export function utf16Units(len: i32): i32 {
  return utf16UnitsAt(inputAt, len);
}

/** Returns utf16Units' count for the `len` bytes at `base`. */
export function utf16UnitsAt(base: usize, len: i32): i32 {
  const end = base + <usize>len;
  let n: i64 = len;
  let p = base;
  for (; p + 8 <= end; p += 8) {
    const w = load<u64>(p);
    if ((w & HIGHS) == 0) continue;
    const cont = w & ~(w << 1) & HIGHS;
    const four = w & (w << 1) & (w << 2) & (w << 3) & HIGHS;
    n += <i64>popcnt(four) - <i64>popcnt(cont);
  }
  for (; p < end; p++) {
    const c = byteAt(p);
    if ((c & 0xc0) == 0x80) n--;
    else if (c >= 0xf0) n++;
  }
  return <i32>n;
}
