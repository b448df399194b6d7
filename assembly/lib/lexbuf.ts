// Input/output buffers shared by the lexer kernels (pylex, jslex). The input sits at heapBase(); records (REC i32s
// each, see src/repo/lex/records.ts) are written after it, growing memory as needed. Reset on every run.
import { ensureMemory, heapBase } from './arena';

export const REC: i32 = 6;

/**
 * The input's address: always the first free address after static data, so a constant once linked (not a global:
 * V8 reloads a mutable wasm global from memory on every access, and `at(p)` sits on the lexers' per-byte path).
 */
// @ts-ignore: decorator
@inline export function src(): usize {
  return heapBase();
}
export let n: i32 = 0;
export let OUT: usize = 0;
export let outLen: i32 = 0;
let outCap: i32 = 0;

/** Returns the input address for `len` bytes and makes room for them plus a first records region. */
export function allocInput(len: i32): usize {
  n = len;
  OUT = (src() + <usize>len + 64) & ~<usize>15;
  outCap = 4096;
  ensureMemory(OUT + (<usize>outCap << 2));
  outLen = 0;
  return src();
}

export function resetOutput(len: i32): void {
  n = len;
  outLen = 0;
}

@inline export function ch(p: i32): i32 {
  return p < n ? <i32>load<u8>(src() + <usize>p) : 0;
}

@inline export function at(p: i32): i32 {
  return <i32>load<u8>(src() + <usize>p);
}

/** Appends one record; returns its record index. */
export function emit(type: i32, ln: i32, a: i32, b: i32, c: i32, d: i32): i32 {
  if (outLen + REC > outCap) {
    outCap <<= 1;
    ensureMemory(OUT + (<usize>outCap << 2));
  }
  const p = OUT + (<usize>outLen << 2);
  store<i32>(p, type);
  store<i32>(p, ln, 4);
  store<i32>(p, a, 8);
  store<i32>(p, b, 12);
  store<i32>(p, c, 16);
  store<i32>(p, d, 20);
  const idx = outLen / REC;
  outLen += REC;
  return idx;
}

/** Overwrites slot `slot` of record `rec`. */
export function setField(rec: i32, slot: i32, v: i32): void {
  store<i32>(OUT + (<usize>(rec * REC + slot) << 2), v);
}

export function getField(rec: i32, slot: i32): i32 {
  return load<i32>(OUT + (<usize>(rec * REC + slot) << 2));
}

/** True when input bytes [a, b) equal the ASCII string `w`. */
export function word(a: i32, b: i32, w: string): bool {
  const len = w.length;
  if (b - a != len) return false;
  for (let i = 0; i < len; i++) if (at(a + i) != <i32>w.charCodeAt(i)) return false;
  return true;
}

/**
 * Returns the UTF-16 length of the input's UTF-8 bytes: one unit per byte that is not a continuation byte, two for a
 * 4-byte lead (>= 0xF0). 16 bytes per step.
 */
export function utf16Length(): i32 {
  let count = 0;
  let i = 0;
  const top2 = i8x16.splat(<i8>0xc0), cont = i8x16.splat(<i8>0x80), ef = i8x16.splat(<i8>0xef);
  for (; i + 16 <= n; i += 16) {
    const v = v128.load(src() + <usize>i);
    const isCont = i8x16.bitmask(i8x16.eq(v128.and(v, top2), cont));
    const four = i8x16.bitmask(i8x16.gt_u(v, ef));
    count += 16 - <i32>popcnt(isCont) + <i32>popcnt(four);
  }
  for (; i < n; i++) {
    const c = at(i);
    if ((c & 0xc0) != 0x80) count += c >= 0xf0 ? 2 : 1;
  }
  return count;
}

/** Returns the end of the line text from p (capped at 160 bytes). */
export function lineEnd(p: i32): i32 {
  let e = p;
  const cap = p + 160;
  while (e < n && e < cap && at(e) != 10 && at(e) != 13) e++;
  return e;
}

// Character classes (bit set per byte), one load instead of a chain of compares. Same table as the twins'
// CHAR_CLASS (src/repo/lex/charclass.ts).
export const CC_PY_START: i32 = 1;
export const CC_PY_ID: i32 = 2;
export const CC_JS_START: i32 = 4;
export const CC_JS_ID: i32 = 8;
const CLASSES: usize = memory.data(256);
for (let c = 0; c < 256; c++) {
  const start = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 95 || c >= 128;
  const digit = c >= 48 && c <= 57;
  let k = 0;
  if (start) k |= CC_PY_START | CC_PY_ID | CC_JS_START | CC_JS_ID;
  if (digit) k |= CC_PY_ID | CC_JS_ID;
  if (c == 36) k |= CC_JS_START | CC_JS_ID;
  store<u8>(CLASSES + <usize>c, <u8>k);
}

// The Python main loop's dispatch table (src/repo/lex/charclass.ts PY_BYTE_KIND; same K_* values).
const PY_KINDS: usize = memory.data(256);
store<u8>(PY_KINDS + 10, 1);
store<u8>(PY_KINDS + 9, 2); store<u8>(PY_KINDS + 13, 2); store<u8>(PY_KINDS + 12, 2); store<u8>(PY_KINDS + 32, 2);
store<u8>(PY_KINDS + 35, 3);
store<u8>(PY_KINDS + 92, 4);
store<u8>(PY_KINDS + 39, 5); store<u8>(PY_KINDS + 34, 5);
for (let c = 48; c <= 57; c++) store<u8>(PY_KINDS + <usize>c, 6);
store<u8>(PY_KINDS + 40, 7); store<u8>(PY_KINDS + 91, 7); store<u8>(PY_KINDS + 123, 7);
store<u8>(PY_KINDS + 41, 8); store<u8>(PY_KINDS + 93, 8); store<u8>(PY_KINDS + 125, 8);
store<u8>(PY_KINDS + 59, 9);
store<u8>(PY_KINDS + 58, 10);
store<u8>(PY_KINDS + 46, 11);
store<u8>(PY_KINDS + 64, 12);

// The JS main loop's dispatch table (src/repo/lex/charclass.ts JS_BYTE_KIND; same J_* values).
const JS_KINDS: usize = memory.data(256);
store<u8>(JS_KINDS + 10, 1);
store<u8>(JS_KINDS + 9, 2); store<u8>(JS_KINDS + 13, 2); store<u8>(JS_KINDS + 12, 2); store<u8>(JS_KINDS + 11, 2); store<u8>(JS_KINDS + 32, 2);
store<u8>(JS_KINDS + 47, 3);
store<u8>(JS_KINDS + 39, 4); store<u8>(JS_KINDS + 34, 4);
store<u8>(JS_KINDS + 96, 5);
for (let c = 48; c <= 57; c++) store<u8>(JS_KINDS + <usize>c, 6);
store<u8>(JS_KINDS + 123, 7); store<u8>(JS_KINDS + 40, 7); store<u8>(JS_KINDS + 91, 7);
store<u8>(JS_KINDS + 125, 8);
store<u8>(JS_KINDS + 41, 9); store<u8>(JS_KINDS + 93, 9);
store<u8>(JS_KINDS + 59, 10);
store<u8>(JS_KINDS + 46, 11);
store<u8>(JS_KINDS + 43, 12); store<u8>(JS_KINDS + 45, 12);

/** Returns the JS main-loop kind (J_*) of byte `c` (0..255). */
@inline export function jsByteKind(c: i32): i32 {
  return <i32>load<u8>(JS_KINDS + <usize>c);
}

/** Returns the Python main-loop kind (K_*) of byte `c` (0..255). */
@inline export function pyByteKind(c: i32): i32 {
  return <i32>load<u8>(PY_KINDS + <usize>c);
}

/** Returns the class bits of byte `c` (0..255). */
@inline export function charClass(c: i32): i32 {
  return <i32>load<u8>(CLASSES + <usize>c);
}

/**
 * Returns true when input bytes [a, b) equal the word whose first 8 bytes are `lo` (little-endian, masked by `mask`)
 * and next bytes `hi` (masked by `hiMask`, 0 for words of 8 bytes or less). The port emits this for word(a, b, 'lit'):
 * a length check, then one or two 8-byte loads (the input is followed by at least 48 readable bytes).
 */
@inline export function wordIs(a: i32, b: i32, len: i32, lo: u64, mask: u64, hi: u64, hiMask: u64): bool {
  if (b - a != len) return false;
  const p = src() + <usize>a;
  if ((load<u64>(p) & mask) != lo) return false;
  return hiMask == 0 || (load<u64>(p, 8) & hiMask) == hi;
}

/** Set by findCounting: the newlines (byte 10) it passed. */
export let scanLines: i32 = 0;

/** Returns the first position >= p whose byte is `x`, or n. 16 bytes per step. */
export function findByte(p: i32, x: i32): i32 {
  if (p >= n) return p;
  const vx = i8x16.splat(<i8>x);
  while (p < n) {
    let m = i8x16.bitmask(i8x16.eq(v128.load(src() + <usize>p), vx));
    const rem = n - p;
    if (rem < 16) m &= (1 << rem) - 1;
    if (m != 0) return p + ctz(m);
    p += 16;
  }
  return n;
}

/** Returns the first position >= p whose byte is one of a, b, c, d, or n. 16 bytes per step. */
export function findAny4(p: i32, a: i32, b: i32, c: i32, d: i32): i32 {
  if (p >= n) return p;
  const va = i8x16.splat(<i8>a), vb = i8x16.splat(<i8>b), vc = i8x16.splat(<i8>c), vd = i8x16.splat(<i8>d);
  while (p < n) {
    const v = v128.load(src() + <usize>p);
    let m = i8x16.bitmask(v128.or(v128.or(i8x16.eq(v, va), i8x16.eq(v, vb)), v128.or(i8x16.eq(v, vc), i8x16.eq(v, vd))));
    const rem = n - p;
    if (rem < 16) m &= (1 << rem) - 1;
    if (m != 0) return p + ctz(m);
    p += 16;
  }
  return n;
}

/**
 * Returns the first position >= p whose byte is one of a, b, c, or n; sets scanLines to the newlines before it.
 * 16 bytes per step: the newlines of a skipped block are counted with one popcnt.
 */
export function findCounting(p: i32, a: i32, b: i32, c: i32): i32 {
  if (p >= n) return p;
  const va = i8x16.splat(<i8>a), vb = i8x16.splat(<i8>b), vc = i8x16.splat(<i8>c), vnl = i8x16.splat(10);
  let lines = 0;
  while (p < n) {
    const v = v128.load(src() + <usize>p);
    let m = i8x16.bitmask(v128.or(v128.or(i8x16.eq(v, va), i8x16.eq(v, vb)), i8x16.eq(v, vc)));
    let nl = i8x16.bitmask(i8x16.eq(v, vnl));
    const rem = n - p;
    if (rem < 16) { const lim = (1 << rem) - 1; m &= lim; nl &= lim; }
    if (m != 0) {
      const k = ctz(m);
      scanLines = lines + popcnt(nl & ((1 << k) - 1));
      return p + k;
    }
    lines += popcnt(nl);
    p += 16;
  }
  scanLines = lines;
  return n;
}

/** Returns the first position >= p whose byte is not a space (32), or n. 16 bytes per step (indentation). */
export function skipSpaces(p: i32): i32 {
  if (p >= n) return p;
  const sp = i8x16.splat(32);
  while (true) {
    let m = ~i8x16.bitmask(i8x16.eq(v128.load(src() + <usize>p), sp)) & 0xffff;
    const rem = n - p;
    if (rem < 16) m |= 0xffff << rem;
    if (m != 0) return p + ctz(m);
    p += 16;
  }
  return n;
}

/** Returns the end of the identifier bytes from p (letters, digits, `_`, bytes >= 0x80, and `$` when `dollar`). */
@inline function spanIdent(p: i32, dollar: bool): i32 {
  if (p >= n) return p;
  const a = i8x16.splat(97), l26 = i8x16.splat(26), d0 = i8x16.splat(48), l10 = i8x16.splat(10);
  const us = i8x16.splat(95), dl = i8x16.splat(36), case20 = i8x16.splat(0x20), zero = i8x16.splat(0);
  while (true) {
    const v = v128.load(src() + <usize>p);
    const letter = i8x16.lt_u(i8x16.sub(v128.or(v, case20), a), l26);
    const digit = i8x16.lt_u(i8x16.sub(v, d0), l10);
    let ok = v128.or(v128.or(letter, digit), v128.or(i8x16.eq(v, us), i8x16.lt_s(v, zero)));
    if (dollar) ok = v128.or(ok, i8x16.eq(v, dl));
    let m = ~i8x16.bitmask(ok) & 0xffff;
    const rem = n - p;
    if (rem < 16) m |= 0xffff << rem;
    if (m != 0) return p + ctz(m);
    p += 16;
  }
  return n;
}

/** Returns the end of the Python identifier bytes from p (the twin's readIdent). */
export function readIdentPy(p: i32): i32 {
  return spanIdent(p, false);
}

/** Returns the end of the JS identifier bytes from p (the twin's readIdent; `$` included). */
export function readIdentJs(p: i32): i32 {
  return spanIdent(p, true);
}

/**
 * Returns the first position i >= p where bytes a, b follow each other (i + 1 < n), or n; sets scanLines to the
 * newlines before it. 16 positions per step (the pair test loads the block and the block one byte further).
 */
export function findPairCounting(p: i32, a: i32, b: i32): i32 {
  if (p >= n) return p;
  const va = i8x16.splat(<i8>a), vb = i8x16.splat(<i8>b), vnl = i8x16.splat(10);
  let lines = 0;
  while (p < n) {
    const at = src() + <usize>p;
    const v = v128.load(at);
    let m = i8x16.bitmask(v128.and(i8x16.eq(v, va), i8x16.eq(v128.load(at, 1), vb)));
    let nl = i8x16.bitmask(i8x16.eq(v, vnl));
    const rem = n - p;
    if (rem < 16) { nl &= (1 << rem) - 1; m &= (1 << (rem - 1)) - 1; }
    if (m != 0) {
      const k = ctz(m);
      scanLines = lines + popcnt(nl & ((1 << k) - 1));
      return p + k;
    }
    lines += popcnt(nl);
    p += 16;
  }
  scanLines = lines;
  return n;
}
