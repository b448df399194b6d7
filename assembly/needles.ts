// Needle-scan kernel: the lines of a text that hold one of a set of literals, found in one pass over its bytes (the
// answer oracles' line rules, src/normalize/answers/scan.ts). Each needle is looked up by two of its bytes (its
// anchor, chosen by the host where text rarely has them): a bit per byte pair rejects almost every position with one
// load, and only the needles anchored on the pair found are compared.
//
// ABI (only integers cross; the wrapper is src/kernels/needles.ts, its twin the regex pass of scan.ts):
//   1. alloc(tableLen, len) -> address where the host writes the needle table, then at textOffset(tableLen) a newline
//      (what a line-start needle matches before the first line) and the text's `len` bytes. The table: per needle a
//      u8 length (at least 2), a u8 anchor offset, then its bytes.
//   2. scan(count, tableLen, len) -> n: the lines that hold a needle, in text order, as n pairs of i32 byte offsets
//      (start, end: the line without its newline) at outPtr(). A needle that starts with a newline matches at a line
//      start; one that ends with one, at a line end.
import { ensureMemory, heapBase } from './lib/arena';

const MAX_NEEDLES: i32 = 4096;
const BITS_BYTES: usize = 8192; // one bit per byte pair
const HEADS_BYTES: usize = 65536 * 2; // per byte pair: the first needle anchored on it, + 1 (u16)

let bitsAt: usize = 0;
let headsAt: usize = 0;
let nextsAt: usize = 0; // per needle: the next needle on its pair, + 1 (u16)
let needleAt: usize = 0; // per needle: the address of its length byte (u32)
let tableAt: usize = 0;
let textAt: usize = 0;
let outAt: usize = 0;

/** Returns where the text's newline goes, after a table of `tableLen` bytes. */
export function textOffset(tableLen: i32): i32 {
  return (tableLen + 15) & ~15;
}

/** Returns the address where the host writes the table and the text; resets the arena. */
export function alloc(tableLen: i32, len: i32): usize {
  bitsAt = heapBase();
  headsAt = bitsAt + BITS_BYTES;
  nextsAt = headsAt + HEADS_BYTES;
  needleAt = nextsAt + (<usize>MAX_NEEDLES << 1);
  tableAt = needleAt + (<usize>MAX_NEEDLES << 2);
  textAt = tableAt + <usize>textOffset(tableLen);
  outAt = (textAt + <usize>len + 1 + 16) & ~<usize>15;
  // Each line yields at most one pair; a line takes at least one byte (its newline) but the last.
  ensureMemory(outAt + ((<usize>len + 2) << 3));
  return tableAt;
}

/** Returns the address of scan()'s pairs. */
export function outPtr(): usize {
  return outAt;
}

/** Returns nothing; indexes the `count` needles of the table by their anchor pairs. */
function index(count: i32): void {
  memory.fill(bitsAt, 0, BITS_BYTES + HEADS_BYTES);
  let p = tableAt;
  for (let j = 0; j < count; j++) {
    const len = <usize>load<u8>(p);
    const anchor = <usize>load<u8>(p, 1);
    const pair = <usize>load<u16>(p + 2 + anchor);
    store<u8>(bitsAt + (pair >> 3), load<u8>(bitsAt + (pair >> 3)) | (<u8>1 << <u8>(pair & 7)));
    store<u16>(nextsAt + (<usize>j << 1), load<u16>(headsAt + (pair << 1)));
    store<u16>(headsAt + (pair << 1), <u16>(j + 1));
    store<u32>(needleAt + (<usize>j << 2), <u32>p);
    p += 2 + len;
  }
}

/** Returns the start of the needle anchored at `i` among those on `pair` (a position of the newline-led text), or -1. */
@inline function matchAt(i: i32, pair: usize, total: i32): i32 {
  for (let j = <i32>load<u16>(headsAt + (pair << 1)); j !== 0; j = <i32>load<u16>(nextsAt + (<usize>(j - 1) << 1))) {
    const p = <usize>load<u32>(needleAt + (<usize>(j - 1) << 2));
    const len = <i32>load<u8>(p);
    const s = i - <i32>load<u8>(p, 1);
    if (s < 0 || s + len > total) continue;
    let k = 0;
    while (k < len && load<u8>(textAt + <usize>(s + k)) === load<u8>(p + 2 + <usize>k)) k++;
    if (k === len) return s;
  }
  return -1;
}

/** Returns the number of lines of the `len` text bytes that hold one of the `count` needles; the pairs at outPtr(). */
export function scan(count: i32, tableLen: i32, len: i32): i32 {
  if (count > MAX_NEEDLES) unreachable();
  index(count);
  store<u8>(textAt, 10);
  const total = len + 1; // the newline before the text, then the text
  let n = 0;
  for (let i = 0; i < total - 1; i++) {
    const pair = <usize>load<u16>(textAt + <usize>i);
    if ((load<u8>(bitsAt + (pair >> 3)) & (<u8>1 << <u8>(pair & 7))) === 0) continue;
    const s = matchAt(i, pair, total);
    if (s < 0) continue;
    // The line of the match: a needle that starts with a newline starts the line after it.
    const at = load<u8>(textAt + <usize>s) === 10 ? s + 1 : s;
    let start = at;
    while (start > 0 && load<u8>(textAt + <usize>(start - 1)) !== 10) start--;
    let end = at;
    while (end < total && load<u8>(textAt + <usize>end) !== 10) end++;
    store<i32>(outAt + (<usize>n << 3), start - 1);
    store<i32>(outAt + (<usize>n << 3), end - 1, 4);
    n++;
    i = end - 1; // the rest of this line holds no other line; its newline may start the next line's needle
  }
  return n;
}
