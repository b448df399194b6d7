// Terminal emulation kernel: the bytes a terminal would finally show for a captured output.
// Twin of src/kernels/js/terminal.ts (the oracle): the same algorithm, step by step; change both or neither.
//
// ABI: `alloc(len)` returns where the host writes the input; `run(len)` processes it and returns the
// output length; the output starts at `outPtr()`; stats come from `escapes()`, `redraws()`,
// `overstrikes()`, `controls()`. Memory: [input][output, capacity = len + padBudget(len) + 16].
// The line-start ring of the editable window lives in static data.

import { ensureMemory, heapBase } from './lib/arena';

const WINDOW: i32 = 256;
const MASK: i32 = WINDOW - 1;
const MAX_PARAM: i32 = 65535;
const COL_LIMIT: i32 = 0x3fffffff;
const STARTS: usize = memory.data(WINDOW * 4, 16);

let inPtr: usize = 0;
let out: usize = 0; // base of the output region
let outLen: i32 = 0;
let top: i32 = 0;
let bottom: i32 = 0;
let row: i32 = 0;
let col: i32 = 0;
let off: i32 = 0;
let pad: i32 = 0;
let rest: i32 = 0;
let savedRow: i32 = -1;
let savedCol: i32 = 0;
let budget: i32 = 0;
let nEscapes: i32 = 0;
let nRedraws: i32 = 0;
let nOverstrikes: i32 = 0;
let nControls: i32 = 0;
let nUp: i32 = 0;
let nUnits: i32 = -1;

function padBudget(len: i32): i32 {
  return 65536 + <i32>(<u32>len >>> 2);
}

/** Returns the address where the host must write `len` input bytes; grows memory for input and output. */
export function alloc(len: i32): usize {
  inPtr = heapBase();
  out = (inPtr + <usize>len + 15) & ~<usize>15;
  ensureMemory(out + <usize>len + <usize>padBudget(len) + 16);
  return inPtr;
}

/** Returns the address of the output (valid after `run`). */
export function outPtr(): usize {
  return out;
}
/** getEscapes */
export function escapes(): i32 {
  return nEscapes;
}
/** getRedraws */
export function redraws(): i32 {
  return nRedraws;
}
/** getOverstrikes */
export function overstrikes(): i32 {
  return nOverstrikes;
}
/** getControls */
export function controls(): i32 {
  return nControls;
}
/** getUpMoves: cursor-up and cursor-restore operations (a result that depends on earlier lines) */
export function upMoves(): i32 {
  return nUp;
}

/**
 * Returns 1 when none of the `len` input bytes at `alloc(len)` is one the terminal model acts on (C0 controls other
 * than TAB and LF, DEL): `run` would then return the input unchanged with every count 0, so the caller may skip it.
 * Most persisted tool outputs are like that (the client runs commands without a TTY), and the scan is SIMD, about
 * ten times cheaper than `run`'s line bookkeeping. On the way it counts the input's UTF-16 length (`units`), which the
 * host needs too and would otherwise count in a pass of its own.
 */
export function plain(len: i32): i32 {
  const src = inPtr;
  const contMax = i8x16.splat(-64); // continuation bytes 0x80..0xBF are -128..-65 as signed bytes
  const four = i8x16.splat(<i8>0xf0); // leaders of 4-byte sequences (two UTF-16 units)
  let cont: i32 = 0;
  let fours: i32 = 0;
  nUnits = -1;
  const space = i8x16.splat(0x20);
  const tab = i8x16.splat(0x09);
  const lf = i8x16.splat(0x0a);
  const del = i8x16.splat(0x7f);
  let i: i32 = 0;
  for (; i + 16 <= len; i += 16) {
    const x = v128.load(src + <usize>i);
    const ctl = v128.andnot(v128.andnot(i8x16.lt_u(x, space), i8x16.eq(x, tab)), i8x16.eq(x, lf));
    if (v128.any_true(v128.or(ctl, i8x16.eq(x, del)))) return 0;
    if (i8x16.bitmask(x) != 0) {
      cont += <i32>popcnt(<u32>i8x16.bitmask(i8x16.lt_s(x, contMax)));
      fours += <i32>popcnt(<u32>i8x16.bitmask(i8x16.ge_u(x, four)));
    }
  }
  for (; i < len; i++) {
    const b = <u32>load<u8>(src + <usize>i);
    if (b != 0x0a && isCtl(b)) return 0;
    if ((b & 0xc0) == 0x80) cont++;
    else if (b >= 0xf0) fours++;
  }
  nUnits = len - cont + fours;
  return 1;
}

/**
 * Returns the UTF-16 length of the input the last `plain` call found plain (-1 after one that did not): one unit a
 * byte, minus one a continuation byte, plus one a 4-byte leader. Meaningful only for valid UTF-8 (the host checks).
 */
export function units(): i32 {
  return nUnits;
}

/** Processes the `len` input bytes at the address `alloc(len)` returned; returns the output length. */
export function run(len: i32): i32 {
  reset(padBudget(len));
  consume(inPtr, len);
  return outLen;
}

// ---- streaming (the fused T1 kernel, assembly/t1.ts) --------------------------------------------
// The input arrives in pieces that each end just after a '\n' (every '\n' is a line feed here: no escape sequence
// or string runs across one), written one at a time at the same address; the output grows in one region after
// that staging area and the whole model state (cursor, editable window, saved cursor, padding budget) carries over
// from piece to piece, so the output is the one `run` gives for the whole input. The padding budget is
// padBudget(total) when the total is known up front; otherwise it grows with the input read so far and reaches
// padBudget(total) with the last piece (outputs differ only if padding ran out early: > 64 KiB of cursor moves
// before a quarter of the input had arrived).

let streamTotal: i32 = -1;
let streamed: u32 = 0;

/**
 * Returns nothing; starts a stream whose pieces are written at `at` (up to `cap` bytes each) and whose output starts
 * after them; `total` is the input's whole length, or -1 when unknown (a pipe).
 */
export function streamBegin(at: usize, cap: i32, total: i32): void {
  inPtr = at;
  out = (at + <usize>cap + 15) & ~<usize>15;
  streamTotal = total;
  streamed = 0;
  reset(total >= 0 ? padBudget(total) : 65536);
  ensureMemory(out + 16);
}

/** Returns the output length after processing the `len` bytes of the next piece, written at the stream's staging address. */
export function streamFeed(len: i32): i32 {
  if (streamTotal < 0) {
    const before = streamed >>> 2;
    streamed += <u32>len;
    budget += <i32>((streamed >>> 2) - before);
  }
  // A piece adds at most its own bytes plus padding, which the budget bounds.
  ensureMemory(out + <usize>outLen + <usize>len + <usize>budget + 16);
  consume(inPtr, len);
  return outLen;
}

/**
 * Returns nothing; makes the staging area `cap` bytes (a line longer than it arrived), moving the output up behind
 * it. Offsets in the editable window are relative to the output, so they stay true.
 */
export function streamResize(cap: i32): void {
  const to = (inPtr + <usize>cap + 15) & ~<usize>15;
  if (to <= out) return;
  ensureMemory(to + <usize>outLen + 16);
  memory.copy(to, out, <usize>outLen);
  out = to;
}

/**
 * Returns how many bytes at the start of the output are final: those before the editable window's top line (no
 * cursor move reaches above it: up() and restore() stop at `top`, and every edit is on a row at or below it).
 */
export function streamFinal(): i32 {
  return lineStart(top);
}

/**
 * Returns nothing; removes the first `n` final bytes (n <= streamFinal()) from the output, moving the rest down: the
 * offsets of the editable window, the cursor and the length shift by `n`, so the model goes on as if they were there.
 */
export function streamDrop(n: i32): void {
  if (n <= 0) return;
  memory.copy(out, out + <usize>n, <usize>(outLen - n));
  outLen -= n;
  off -= n;
  for (let r = top; r <= bottom; r++) setStart(r, lineStart(r) - n);
}

/** Returns the output length so far. */
export function outLength(): i32 {
  return outLen;
}

function reset(padding: i32): void {
  outLen = 0;
  top = 0;
  bottom = 0;
  row = 0;
  col = 0;
  off = 0;
  pad = 0;
  rest = 0;
  savedRow = -1;
  savedCol = 0;
  budget = padding;
  nEscapes = 0;
  nRedraws = 0;
  nOverstrikes = 0;
  nControls = 0;
  nUp = 0;
  store<i32>(STARTS, 0);
}

/** Returns nothing; runs the model over the `n` bytes at `src`, appending to the output. */
function consume(src: usize, n: i32): void {
  let i: i32 = 0;
  while (i < n) {
    const b = <u32>load<u8>(src + <usize>i);
    if ((b >= 0x20 && b != 0x7f) || b == 0x09) {
      if (pad == 0 && off < outLen) i = overwriteAscii(src, i, n);
      if (i < n && !isCtl(<u32>load<u8>(src + <usize>i))) {
        if (pad == 0 && off == outLen) {
          i = appendRun(src, i, n);
        } else {
          const j = runEnd(src, i + 1, n);
          write(src, i, j);
          i = j;
        }
      }
    } else if (b == 0x0a) {
      lineFeed();
      i++;
    } else if (b == 0x0d) {
      off = lineStart(row);
      col = 0;
      pad = 0;
      if (i + 1 >= n || load<u8>(src + <usize>(i + 1)) != 0x0a) nRedraws++;
      i++;
    } else if (b == 0x08) {
      nOverstrikes++;
      moveLeft(1);
      i++;
    } else if (b == 0x1b) {
      nEscapes++;
      i = escape(src, i + 1, n);
    } else {
      nControls++;
      i++;
    }
  }
}

// ---- scanning -----------------------------------------------------------------------------------

// @ts-ignore: decorator
@inline function isCtl(c: u32): bool {
  return (c < 0x20 && c != 0x09) || c == 0x7f;
}

/** Returns the index of the first control byte (not TAB) at or after `p`, or `n`. */
function runEnd(src: usize, p: i32, n: i32): i32 {
  while (p + 8 <= n) {
    const x = load<u64>(src + <usize>p);
    const lt = (x - 0x2020202020202020) & ~x & 0x8080808080808080;
    const y = x ^ 0x7f7f7f7f7f7f7f7f;
    const eq = (y - 0x0101010101010101) & ~y & 0x8080808080808080;
    if ((lt | eq) != 0) {
      for (let k = 0; k < 8; k++) {
        if (isCtl(<u32>load<u8>(src + <usize>(p + k)))) return p + k;
      }
    }
    p += 8;
  }
  while (p < n && !isCtl(<u32>load<u8>(src + <usize>p))) p++;
  return p;
}

/**
 * The hot path, fused scan + copy + cell count: appends the text run starting at `i` (cursor at the end of
 * the bottom line) and returns the index of the control byte that ends it. Same result as runEnd + write.
 */
function appendRun(src: usize, i: i32, n: i32): i32 {
  const dst = out + <usize>outLen;
  let k: i32 = (load<u8>(src + <usize>i) & 0xc0) == 0x80 ? 1 : 0; // a run always starts a cell
  let p = i;
  // 16 bytes a step: each block is stored whole (the output has room for len + 16 bytes past it, and nothing reads
  // past outLen), and the first control byte of a block ends the run exactly (no byte loop over the line's tail).
  while (p + 16 <= n) {
    const v = v128.load(src + <usize>p);
    const ctl = v128.or(
      v128.andnot(i8x16.lt_u(v, i8x16.splat(0x20)), i8x16.eq(v, i8x16.splat(0x09))),
      i8x16.eq(v, i8x16.splat(0x7f)),
    );
    const cont = <u32>i8x16.bitmask(i8x16.eq(v128.and(v, i8x16.splat(<i8>0xc0)), i8x16.splat(<i8>0x80)));
    v128.store(dst + <usize>(p - i), v);
    const m = <u32>i8x16.bitmask(ctl);
    if (m != 0) {
      const z = <i32>ctz(m);
      k += z - <i32>popcnt(cont & ((<u32>1 << z) - 1));
      p += z;
      outLen += p - i;
      off = outLen;
      col += k;
      return p;
    }
    k += 16 - <i32>popcnt(cont);
    p += 16;
  }
  while (p < n) {
    const c = <u32>load<u8>(src + <usize>p);
    if (isCtl(c)) break;
    store<u8>(dst + <usize>(p - i), <u8>c);
    if ((c & 0xc0) != 0x80) k++;
    p++;
  }
  outLen += p - i;
  off = outLen;
  col += k;
  return p;
}

/**
 * The redraw fast path (after `\r` or backspace): overwrites one-byte cells with ASCII text in place and
 * returns the index where it stopped. It only stops before a byte that starts a cell, so the rest of the
 * run, written by the general path, gets the same cells as if the whole run had been written at once.
 */
function overwriteAscii(src: usize, i: i32, n: i32): i32 {
  const end = lineEnd(row);
  let o = off;
  let p = i;
  // 8 bytes at a time: both words ASCII (one-byte cells) without controls, and neither followed by a
  // continuation byte (which would extend the last cell)
  while (p + 9 <= n && o + 9 <= end) {
    const x = load<u64>(src + <usize>p);
    const lt = (x - 0x2020202020202020) & ~x & 0x8080808080808080;
    const y = x ^ 0x7f7f7f7f7f7f7f7f;
    const eq = (y - 0x0101010101010101) & ~y & 0x8080808080808080;
    const old = load<u64>(out + <usize>o);
    if (((x | old) & 0x8080808080808080) != 0 || (lt | eq) != 0) break;
    if ((load<u8>(src + <usize>(p + 8)) & 0xc0) == 0x80 || (outByte(o + 8) & 0xc0) == 0x80) break;
    store<u64>(out + <usize>o, x);
    o += 8;
    p += 8;
  }
  while (p < n && o < end) {
    const c = <u32>load<u8>(src + <usize>p);
    if (c >= 0x80 || isCtl(c)) break;
    if (o + 1 < end && (outByte(o + 1) & 0xc0) == 0x80) break; // the old cell is multi-byte
    if (p + 1 < n && (load<u8>(src + <usize>(p + 1)) & 0xc0) == 0x80) break; // keep c with what follows
    store<u8>(out + <usize>o, <u8>c);
    o++;
    p++;
  }
  col += p - i;
  off = o;
  return p;
}

/** Returns the number of cells in src[s, e): the first byte plus every later non-continuation byte. */
function cellCount(src: usize, s: i32, e: i32): i32 {
  let k: i32 = 1;
  let p = s + 1;
  while (p + 8 <= e) {
    const x = load<u64>(src + <usize>p);
    const cont = x & ~(x << 1) & 0x8080808080808080;
    k += 8 - <i32>popcnt<u64>(cont);
    p += 8;
  }
  while (p < e) {
    if ((load<u8>(src + <usize>p) & 0xc0) != 0x80) k++;
    p++;
  }
  return k;
}

// ---- escape parsing -----------------------------------------------------------------------------

// @ts-ignore: decorator
@inline function escape(src: usize, p: i32, n: i32): i32 {
  if (p >= n) return n;
  const c = <u32>load<u8>(src + <usize>p);
  if (c == 0x5b) return csi(src, p + 1, n);
  if (c == 0x5d || c == 0x50 || c == 0x58 || c == 0x5e || c == 0x5f) return stringEnd(src, p + 1, n);
  if (c >= 0x20 && c <= 0x2f) {
    let q = p + 1;
    while (q < n) {
      const d = <u32>load<u8>(src + <usize>q);
      if (d < 0x20 || d > 0x2f) break;
      q++;
    }
    if (q < n) {
      const d = <u32>load<u8>(src + <usize>q);
      if (d >= 0x30 && d <= 0x7e) return q + 1;
    }
    return q;
  }
  if (c >= 0x30 && c <= 0x7e) {
    if (c == 0x37) save();
    else if (c == 0x38) restore();
    else if (c == 0x4d) {
      nRedraws++;
      up(1, true);
    } else if (c == 0x44) down(1, true);
    else if (c == 0x45) down(1, false);
    return p + 1;
  }
  return p;
}

function csi(src: usize, p: i32, n: i32): i32 {
  let q = p;
  let priv = false;
  let inter = false;
  let first = true;
  let param: i32 = 0;
  if (q < n) {
    const c = <u32>load<u8>(src + <usize>q);
    if (c >= 0x3c && c <= 0x3f) {
      priv = true;
      q++;
    }
  }
  while (q < n) {
    const c = <u32>load<u8>(src + <usize>q);
    if (c >= 0x30 && c <= 0x3f) {
      if (c <= 0x39) {
        if (first) {
          param = param * 10 + <i32>(c - 0x30);
          if (param > MAX_PARAM) param = MAX_PARAM;
        }
      } else if (c == 0x3b || c == 0x3a) first = false;
      else priv = true;
      q++;
    } else if (c >= 0x20 && c <= 0x2f) {
      inter = true;
      q++;
    } else if (c >= 0x40 && c <= 0x7e) {
      if (c != 0x6d && !priv && !inter) apply(c, param); // 'm' (colours) is the common case and has no effect
      return q + 1;
    } else {
      return q;
    }
  }
  return n;
}

function apply(final: u32, param: i32): void {
  const count = param == 0 ? 1 : param;
  switch (final) {
    case 0x41:
      nRedraws++;
      up(count, true);
      break;
    case 0x42:
      down(count, true);
      break;
    case 0x43:
      moveRight(count);
      break;
    case 0x44:
      moveLeft(count);
      break;
    case 0x45:
      down(count, false);
      break;
    case 0x46:
      nRedraws++;
      up(count, false);
      break;
    case 0x47:
    case 0x60:
      setCol(count - 1);
      break;
    case 0x4b:
      if (param == 0) eraseRight();
      else if (param == 1) eraseLeft();
      else if (param == 2) eraseLine();
      break;
    case 0x4a:
      if (param == 0) {
        eraseRight();
        dropBelow();
      }
      break;
    case 0x58:
      eraseChars(count);
      break;
    case 0x50:
      deleteChars(count);
      break;
    case 0x40:
      insertChars(count);
      break;
    case 0x73:
      save();
      break;
    case 0x75:
      restore();
      break;
    default:
      break;
  }
}

function stringEnd(src: usize, p: i32, n: i32): i32 {
  let q = p;
  while (q < n) {
    const c = <u32>load<u8>(src + <usize>q);
    if (c == 0x07 || c == 0x18 || c == 0x1a) return q + 1;
    if (c == 0x1b) return q + 1 < n && load<u8>(src + <usize>(q + 1)) == 0x5c ? q + 2 : q;
    if (c == 0x0a) return q;
    q++;
  }
  return n;
}

// ---- cursor -------------------------------------------------------------------------------------

// @ts-ignore: decorator
@inline function lineStart(r: i32): i32 {
  return load<i32>(STARTS + (<usize>(r & MASK) << 2));
}

// @ts-ignore: decorator
@inline function setStart(r: i32, v: i32): void {
  store<i32>(STARTS + (<usize>(r & MASK) << 2), v);
}

function lineEnd(r: i32): i32 {
  return r == bottom ? outLen : lineStart(r + 1) - 1;
}

// @ts-ignore: decorator
@inline function outByte(p: i32): u32 {
  return <u32>load<u8>(out + <usize>p);
}

function walk(p: i32, n: i32, end: i32): i32 {
  // ASCII stretches 8 cells at a time: if bytes p+1..p+8 are ASCII, 8 steps move exactly 8 bytes
  while (n >= 8 && p + 9 <= end && (load<u64>(out + <usize>(p + 1)) & 0x8080808080808080) == 0) {
    p += 8;
    n -= 8;
  }
  while (n > 0 && p < end) {
    p++;
    while (p < end && (outByte(p) & 0xc0) == 0x80) p++;
    n--;
  }
  rest = n;
  return p;
}

function setCol(c: i32): void {
  off = walk(lineStart(row), c, lineEnd(row));
  pad = rest;
  col = c;
}

function moveRight(n: i32): void {
  if (col >= COL_LIMIT) return;
  if (n > COL_LIMIT - col) n = COL_LIMIT - col;
  if (pad > 0) pad += n;
  else {
    off = walk(off, n, lineEnd(row));
    pad = rest;
  }
  col += n;
}

function moveLeft(n: i32): void {
  if (n > col) n = col;
  col -= n;
  if (pad >= n) {
    pad -= n;
    return;
  }
  n -= pad;
  pad = 0;
  const start = lineStart(row);
  let p = off;
  while (n > 0 && p > start) {
    p--;
    while (p > start && (outByte(p) & 0xc0) == 0x80) p--;
    n--;
  }
  off = p;
}

function up(n: i32, keepCol: bool): void {
  nUp++;
  let r = row - n;
  if (r < top) r = top;
  row = r;
  setCol(keepCol ? col : 0);
}

function down(n: i32, keepCol: bool): void {
  const target = row + n;
  if (target > bottom) {
    let make = target - bottom;
    if (make > budget) make = budget;
    budget -= make;
    while (make > 0) {
      newLine();
      make--;
    }
  }
  row = target < bottom ? target : bottom;
  setCol(keepCol ? col : 0);
}

function lineFeed(): void {
  if (row < bottom) {
    row++;
    off = lineStart(row);
  } else {
    newLine();
    row = bottom;
    off = outLen;
  }
  col = 0;
  pad = 0;
}

function newLine(): void {
  store<u8>(out + <usize>outLen, 0x0a);
  outLen++;
  bottom++;
  setStart(bottom, outLen);
  if (bottom - top >= WINDOW) top = bottom - WINDOW + 1;
}

function save(): void {
  savedRow = row;
  savedCol = col;
}

function restore(): void {
  if (savedRow < 0) return;
  nUp++;
  let r = savedRow;
  if (r < top) r = top;
  if (r > bottom) r = bottom;
  row = r;
  setCol(savedCol);
}

/** Copies `len` bytes forward (non-overlapping); short runs avoid the memory.copy call overhead. */
function copyBytes(dst: usize, src: usize, len: i32): void {
  if (len > 64) {
    memory.copy(dst, src, <usize>len);
    return;
  }
  let i: i32 = 0;
  for (; i + 8 <= len; i += 8) store<u64>(dst + <usize>i, load<u64>(src + <usize>i));
  for (; i < len; i++) store<u8>(dst + <usize>i, load<u8>(src + <usize>i));
}

// ---- editing ------------------------------------------------------------------------------------

function splice(a: i32, b: i32, len: i32): void {
  const delta = len - (b - a);
  if (delta == 0) return;
  if (outLen > b) memory.copy(out + <usize>(a + len), out + <usize>b, <usize>(outLen - b));
  outLen += delta;
  for (let r = row + 1; r <= bottom; r++) setStart(r, lineStart(r) + delta);
}

function write(src: usize, s: i32, e: i32): void {
  const len = e - s;
  const k = cellCount(src, s, e);
  if (pad == 0 && off == outLen) {
    // the common case: appending at the end of the bottom line
    copyBytes(out + <usize>off, src + <usize>s, len);
    outLen += len;
    off = outLen;
    col += k;
    return;
  }
  if (pad > 0) {
    let use = pad;
    if (use > budget) use = budget;
    budget -= use;
    splice(off, off, use);
    memory.fill(out + <usize>off, 0x20, <usize>use);
    off += use;
    pad = 0;
  }
  const b = off == outLen ? off : walk(off, k, lineEnd(row));
  splice(off, b, len);
  copyBytes(out + <usize>off, src + <usize>s, len);
  off += len;
  col += k;
}

function eraseRight(): void {
  if (pad > 0) return;
  splice(off, lineEnd(row), 0);
}

function eraseLeft(): void {
  const start = lineStart(row);
  const end = lineEnd(row);
  const b = pad > 0 ? end : walk(off, 1, end);
  if (b >= end) {
    splice(start, end, 0);
    off = start;
    pad = col;
    return;
  }
  let cells: i32 = 0;
  for (let p = start; p < b; p++) if (p == start || (outByte(p) & 0xc0) != 0x80) cells++;
  splice(start, b, cells);
  memory.fill(out + <usize>start, 0x20, <usize>cells);
  off = start + cells - 1;
}

function eraseLine(): void {
  const start = lineStart(row);
  splice(start, lineEnd(row), 0);
  off = start;
  pad = col;
}

function eraseChars(n: i32): void {
  if (pad > 0) return;
  const end = lineEnd(row);
  const b = walk(off, n, end);
  if (b >= end) {
    splice(off, end, 0);
    return;
  }
  splice(off, b, n);
  memory.fill(out + <usize>off, 0x20, <usize>n);
}

function insertChars(n: i32): void {
  if (pad > 0) return;
  let use = n;
  if (use > budget) use = budget;
  budget -= use;
  splice(off, off, use);
  memory.fill(out + <usize>off, 0x20, <usize>use);
}

function deleteChars(n: i32): void {
  if (pad > 0) return;
  splice(off, walk(off, n, lineEnd(row)), 0);
}

function dropBelow(): void {
  if (row >= bottom) return;
  outLen = lineEnd(row);
  bottom = row;
}
