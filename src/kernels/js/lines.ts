// Plain-TypeScript twin of assembly/lines.ts: the oracle the wasm kernel is tested against, and the fallback
// when the wasm build is missing or traps. Keep the two in lockstep: same keyword table, same run rules.
import {
  SIGNAL_KEYWORDS,
  FLAG_KEYWORD,
  FLAG_LOCATION,
  FLAG_BLANK,
  FLAG_MARKER,
  FLAGGED,
  FLAG_NON_ASCII,
  FLAG_PREFIX,
  FLAG_INDENT,
  FLAG_URL_WORDS,
  URL_ANCHORS,
  RUN_REPEAT,
  RUN_ALTERNATE,
  RUN_BLANK,
  type LineOps,
  type LineOpsOptions,
} from '../lines-abi.js';

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

let keywordBytes: Uint8Array[] | null = null;
let byPair: Int32Array | null = null; // (first, second) lowercase byte pair -> slot (0 = no keyword starts so)
let slotKeywords: Int32Array[] = []; // slot -> keyword indices

function tables(): void {
  if (keywordBytes) return;
  const enc = new TextEncoder();
  keywordBytes = SIGNAL_KEYWORDS.map((k) => enc.encode(k));
  byPair = new Int32Array(65536);
  const lists: number[][] = [[]];
  keywordBytes.forEach((k, i) => {
    const pair = (k[0]! << 8) | k[1]!;
    if (byPair![pair] === 0) {
      byPair![pair] = lists.length;
      lists.push([]);
    }
    lists[byPair![pair]!]!.push(i);
  });
  slotKeywords = lists.map((l) => Int32Array.from(l));
}

let anchorsByByte: Uint8Array[][] | null = null; // first byte -> the URL anchors starting with it

/** Returns true when a URL anchor lies wholly in bytes a..b (ASCII letters compared without case). */
function anchorIn(buf: Uint8Array, a: number, b: number): boolean {
  if (!anchorsByByte) {
    const table: Uint8Array[][] = Array.from({ length: 256 }, () => []);
    for (const w of URL_ANCHORS) {
      const bytes = new TextEncoder().encode(w);
      table[bytes[0]!]!.push(bytes);
    }
    anchorsByByte = table;
  }
  for (let p = a; p < b; p++) {
    for (const w of anchorsByByte[lower(buf[p]!)]!) {
      if (p + w.length > b) continue;
      let j = 1;
      while (j < w.length && lower(buf[p + j]!) === w[j]) j++;
      if (j === w.length) return true;
    }
  }
  return false;
}

/** Returns true for a byte that is surely inside a run of non-blanks: ASCII, and not space, \t, \n, VT, FF, CR. */
function tokenByte(c: number): boolean {
  return c < 0x80 && c !== 32 && (c < 9 || c > 13);
}

/** Returns the index of the first `://` wholly in a..e, or -1. */
function urlMark(buf: Uint8Array, a: number, e: number): number {
  for (let p = a; p + 3 <= e; p++) if (buf[p] === 58 && buf[p + 1] === 47 && buf[p + 2] === 47) return p;
  return -1;
}

/** Returns true when line s..e holds `://` and no URL anchor outside its URLs (FLAG_URL_WORDS). */
export function urlWordsOnly(buf: Uint8Array, s: number, e: number): boolean {
  let k = urlMark(buf, s, e);
  if (k < 0) return false;
  let p = s;
  while (k >= 0) {
    let ts = k;
    while (ts > p && tokenByte(buf[ts - 1]!)) ts--;
    let te = k + 3;
    while (te < e && tokenByte(buf[te]!)) te++;
    if (anchorIn(buf, p, ts)) return false;
    p = te;
    k = urlMark(buf, p, e);
  }
  return !anchorIn(buf, p, e);
}

function lower(c: number): number {
  return c >= 65 && c <= 90 ? c | 32 : c;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isAlpha(c: number): boolean {
  const l = c | 32;
  return l >= 97 && l <= 122;
}

/** Returns true when `buf[p..]` starts with keyword `k` (ASCII letters compared case-insensitively). */
function keywordAt(buf: Uint8Array, p: number, end: number, k: Uint8Array): boolean {
  if (p + k.length > end) return false;
  for (let j = 0; j < k.length; j++) if (lower(buf[p + j]!) !== k[j]) return false;
  return true;
}

let lineHash = 0;

/**
 * Returns the line hash of bytes [s, e), as the kernel computes it: the line is read as 8-byte little-endian
 * chunks (the last one zero-padded), and each chunk's two 32-bit halves are mixed FNV-style, then h ^= h >>> 15.
 */
function lineHashOf(buf: Uint8Array, s: number, e: number): number {
  let h = FNV_OFFSET;
  for (let c = s; c < e; c += 8) {
    let lo = 0;
    let hi = 0;
    for (let j = 3; j >= 0; j--) {
      lo = (lo << 8) | (c + j < e ? buf[c + j]! : 0);
      hi = (hi << 8) | (c + 4 + j < e ? buf[c + 4 + j]! : 0);
    }
    h = Math.imul(h ^ lo, FNV_PRIME);
    h = Math.imul(h ^ hi, FNV_PRIME);
    h ^= h >>> 15;
  }
  return h | 0;
}

/** Returns the flag bits of line [s, e) and leaves its hash in lineHash. */
function lineScan(buf: Uint8Array, s: number, e: number): number {
  let flags = 0;
  let nonBlank = false;
  let high = 0;
  let prev = 0;
  let prev2 = 0;
  const kws = keywordBytes!;
  const pairs = byPair!;
  for (let p = s; p < e; p++) {
    const c = buf[p]!;
    high |= c;
    if (!nonBlank && c !== 32 && c !== 9 && c !== 13 && c !== 11 && c !== 12) nonBlank = true;
    const l = lower(c);
    if (isDigit(c)) {
      if ((prev === 58 || prev === 40) && isAlpha(prev2)) flags |= FLAG_LOCATION;
      else if (prev === 32 && p >= s + 5 && buf[p - 5] === 108 && buf[p - 4] === 105 && buf[p - 3] === 110 && buf[p - 2] === 101) {
        flags |= FLAG_LOCATION;
      }
    }
    if ((flags & FLAG_KEYWORD) === 0 && p > s) {
      const slot = pairs[(prev << 8) | l]!;
      // Only where the classifier can accept a word: at a word start (the byte before is not a lowercase letter),
      // at an uppercase letter (KeyError, ECONNREFUSED) or at a non-ASCII symbol (✗). Skips most in-word hits.
      const b2 = p >= s + 2 ? buf[p - 2]! : 0;
      const b1 = buf[p - 1]!;
      if (slot !== 0 && (!(b2 >= 97 && b2 <= 122) || (b1 >= 65 && b1 <= 90) || b1 >= 0x80)) {
        const cand = slotKeywords[slot]!;
        for (let j = 0; j < cand.length; j++) {
          if (keywordAt(buf, p - 1, e, kws[cand[j]!]!)) {
            flags |= FLAG_KEYWORD;
            break;
          }
        }
      }
    }
    prev2 = prev;
    prev = l;
  }
  lineHash = lineHashOf(buf, s, e);
  if (high >= 0x80) flags |= FLAG_NON_ASCII;
  if (!nonBlank) flags |= FLAG_BLANK;
  if (flags & FLAG_KEYWORD && urlWordsOnly(buf, s, e)) flags |= FLAG_URL_WORDS;
  // Marker: optional indentation, optional quote (JSON string element), then "[ck: ".
  let q = s;
  while (q < e && (buf[q] === 32 || buf[q] === 9)) q++;
  if (q > s) flags |= FLAG_INDENT;
  if (prefixAt(buf, s, q, e)) flags |= FLAG_PREFIX;
  if (q < e && buf[q] === 34) q++;
  if (q + 5 <= e && buf[q] === 91 && buf[q + 1] === 99 && buf[q + 2] === 107 && buf[q + 3] === 58 && buf[q + 4] === 32) {
    flags |= FLAG_MARKER;
  }
  return flags;
}

function sameLine(buf: Uint8Array, starts: Int32Array, hashes: Int32Array, a: number, b: number): boolean {
  if (hashes[a] !== hashes[b]) return false;
  const sa = starts[a]!;
  const sb = starts[b]!;
  const la = starts[a + 1]! - 1 - sa;
  if (starts[b + 1]! - 1 - sb !== la) return false;
  for (let j = 0; j < la; j++) if (buf[sa + j] !== buf[sb + j]) return false;
  return true;
}

/**
 * Returns the line table of `buf`: line starts, per-line flags and hashes, and the collapsible runs
 * (consecutive repeats, period-2 alternations, blank runs), computed exactly as the wasm kernel does.
 */
export function lineOpsJs(buf: Uint8Array, opts: LineOpsOptions): LineOps {
  tables();
  const len = buf.length;
  let n = 0;
  for (let p = 0; p < len; p++) if (buf[p] === 10) n++;
  if (len > 0 && buf[len - 1] !== 10) n++;
  const starts = new Int32Array(n + 1);
  const flags = new Uint8Array(n);
  const hashes = new Int32Array(n);
  let line = 0;
  let s = 0;
  const record = (e: number): void => {
    starts[line] = s;
    flags[line] = lineScan(buf, s, e);
    hashes[line] = lineHash;
    line++;
    s = e + 1;
  };
  for (let p = 0; p < len; p++) if (buf[p] === 10) record(p);
  if (s < len) record(len);
  // starts[n] is where line n would begin: line i always ends (exclusive, before its newline) at starts[i + 1] - 1.
  starts[n] = n === 0 ? 0 : buf[len - 1] === 10 ? len : len + 1;

  const runs = findRuns(n, flags, opts, (a, b) => sameLine(buf, starts, hashes, a, b), (j) => sameLine(buf, starts, hashes, j - 2, j));
  const flagged: number[] = [];
  let maxLineBytes = 0;
  for (let k = 0; k < n; k++) {
    if (flags[k]! & FLAGGED) flagged.push(k);
    maxLineBytes = Math.max(maxLineBytes, starts[k + 1]! - 1 - starts[k]!);
  }
  return { count: n, starts, flags, hashes, runs, flagged: Int32Array.from(flagged), maxLineBytes, impl: 'js' };
}

/**
 * Returns the blank, repeat and alternation runs of a line table as (kind, start, end) triples, greedily from the top
 * as the kernel's runAt finds them. `sameAsRunStart(i, j)`: line j equals line i, asked only while every line between
 * them equals i, and for j = i + 1; `sameAsTwoBefore(j)`: line j equals line j − 2; the twin answers both from the
 * bytes. T1's streamed table finds its runs in the kernel from two equality bits per line (assembly/t1.ts runsOf,
 * compared with this by test/normalize/stream.test.ts).
 */
export function findRuns(n: number, flags: Uint8Array, opts: LineOpsOptions, sameAsRunStart: (i: number, j: number) => boolean, sameAsTwoBefore: (j: number) => boolean): Int32Array {
  const runs: number[] = [];
  const collapsible = (i: number): boolean => (flags[i]! & FLAG_MARKER) === 0;
  let i = 0;
  while (i < n) {
    if (!collapsible(i)) {
      i++;
      continue;
    }
    if (flags[i]! & FLAG_BLANK) {
      let j = i + 1;
      while (j < n && (flags[j]! & FLAG_BLANK) !== 0 && collapsible(j)) j++;
      if (j - i >= opts.minBlank) {
        runs.push(RUN_BLANK, i, j);
        i = j;
        continue;
      }
    }
    let j = i + 1;
    while (j < n && collapsible(j) && sameAsRunStart(i, j)) j++;
    if (j - i >= opts.minRepeat) {
      runs.push(RUN_REPEAT, i, j);
      i = j;
      continue;
    }
    if (i + 1 < n && collapsible(i + 1) && !sameAsRunStart(i, i + 1)) {
      j = i + 2;
      while (j < n && collapsible(j) && sameAsTwoBefore(j)) j++;
      if (j - i >= opts.minAlternate) {
        runs.push(RUN_ALTERNATE, i, j);
        i = j;
        continue;
      }
    }
    i++;
  }
  return Int32Array.from(runs);
}

/**
 * Returns the number of UTF-16 code units valid UTF-8 `bytes` decode to (twin of the kernel's utf16Units): one
 * per byte, minus one per continuation byte, plus one per 4-byte leader (a surrogate pair).
 */
export function utf16UnitsJs(bytes: Uint8Array): number {
  let n = bytes.length;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if ((c & 0xc0) === 0x80) n--;
    else if (c >= 0xf0) n++;
  }
  return n;
}

/** Returns true when the last byte of s..e that is not a space, tab or CR is a digit. */
function endsWithDigit(buf: Uint8Array, s: number, e: number): boolean {
  while (e > s && (buf[e - 1] === 32 || buf[e - 1] === 9 || buf[e - 1] === 13)) e--;
  return e > s && buf[e - 1]! >= 48 && buf[e - 1]! <= 57;
}

/** Returns true when the ASCII bytes of `text` start at p (within e). */
function asciiAt(buf: Uint8Array, p: number, e: number, text: string): boolean {
  if (p + text.length > e) return false;
  for (let j = 0; j < text.length; j++) if (buf[p + j] !== text.charCodeAt(j)) return false;
  return true;
}

/** Returns true when bytes q..e hold a '#'. */
function hasHash(buf: Uint8Array, q: number, e: number): boolean {
  for (let p = q; p < e; p++) if (buf[p] === 35) return true;
  return false;
}

/**
 * Returns true when line s..e (first non-blank byte at q) may start with a signal prefix, as FLAG_PREFIX
 * (lines-abi.ts) defines it: exactly the lines the classifier's prefix rules could accept. Twin of prefixAt in
 * assembly/lines.ts.
 */
function prefixAt(buf: Uint8Array, s: number, q: number, e: number): boolean {
  if (q >= e) return false;
  const c = buf[q]!;
  // At any indentation: `not ok`, an `ok ` holding a directive, a status glyph heading a counter or a directive.
  if (c === 110 && asciiAt(buf, q, e, 'not ok')) return true;
  if (c === 111 && asciiAt(buf, q, e, 'ok ')) return hasHash(buf, q, e);
  if (c >= 0x80) return hasHash(buf, q, e) || endsWithDigit(buf, q, e);
  if (q > s) return asciiAt(buf, q, e, 'at ') || (asciiAt(buf, q, e, '... ') && q + 4 < e && buf[q + 4]! >= 48 && buf[q + 4]! <= 57);
  const b1 = e - s > 1 ? buf[s + 1]! : -1;
  if (c === 69) return b1 === 32 || b1 === 58; // E
  if (c === 87) return b1 === 58; // W
  if (c === 95) return b1 === 95 || b1 === 32; // _
  if (c === 62) return e - s > 2 && (b1 === 32 || b1 === 9) && (buf[s + 2] === 32 || buf[s + 2] === 9); // >
  if (c === 35) return endsWithDigit(buf, q, e); // #
  if (c === 100) return asciiAt(buf, s, e, 'diff --git ');
  if (c === 43) return asciiAt(buf, s, e, '+++ ');
  if (c === 45) return asciiAt(buf, s, e, '--- a/');
  if (c === 64) return asciiAt(buf, s, e, '@@ -');
  return false;
}
