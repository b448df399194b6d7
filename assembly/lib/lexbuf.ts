// Input/output buffers shared by the lexer kernels (pylex, jslex). The input sits at heapBase(); records (REC i32s
// each, see src/repo/lex/records.ts) are written after it, growing memory as needed. Reset on every run.
import { ensureMemory, heapBase } from './arena';

export const REC: i32 = 6;

export let SRC: usize = 0;
export let n: i32 = 0;
export let OUT: usize = 0;
export let outLen: i32 = 0;
let outCap: i32 = 0;

/** Returns the input address for `len` bytes and makes room for them plus a first records region. */
export function allocInput(len: i32): usize {
  SRC = heapBase();
  n = len;
  OUT = (SRC + <usize>len + 64) & ~<usize>15;
  outCap = 4096;
  ensureMemory(OUT + (<usize>outCap << 2));
  outLen = 0;
  return SRC;
}

export function resetOutput(len: i32): void {
  n = len;
  outLen = 0;
}

@inline export function ch(p: i32): i32 {
  return p < n ? <i32>load<u8>(SRC + <usize>p) : 0;
}

@inline export function at(p: i32): i32 {
  return <i32>load<u8>(SRC + <usize>p);
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

/** Returns the UTF-16 length of the input's UTF-8 bytes. */
export function utf16Length(): i32 {
  let count = 0;
  for (let i = 0; i < n; i++) {
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
