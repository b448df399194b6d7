// Edge-list packing kernel: the hot path of packEdges (src/repo/edges.ts, its twin and reference), which in a fresh
// process ran a comparator sort in the interpreter (~4 ms for pandas' 5.7k edges).
//
// ABI (wrapper: src/repo/pack-edges-kernel.ts):
//   a(m) -> address where the host writes m (from, to, line, kind) i32 quadruples.
//   p(m) -> number of quadruples left after packing, written from the input address on: sorted by (from, to, line,
//           kind), one per (from, to, kind) (its lowest line). Kinds must be in [0, 32); -1 when one is not.
import { ensureMemory, heapBase } from './lib/arena';

let scratch: usize = 0;
const TMP: usize = memory.data(16);

/** Returns where the host writes `m` quadruples (and makes room for a second buffer of the same size). */
export function a(m: i32): usize {
  const base = heapBase();
  const bytes = <usize>m << 4;
  scratch = base + bytes;
  ensureMemory(scratch + bytes);
  return base;
}

/** Compares the quadruples at x and y by (from, to, line, kind). */
@inline function less(x: usize, y: usize): bool {
  for (let k: usize = 0; k < 16; k += 4) {
    const a = load<i32>(x + k), b = load<i32>(y + k);
    if (a != b) return a < b;
  }
  return false;
}

/** Copies the quadruple at `from` to `to`. */
@inline function copy(to: usize, from: usize): void {
  v128.store(to, v128.load(from));
}

/** Sorts and packs the `m` quadruples at the input address; returns how many remain there. */
export function p(m: i32): i32 {
  let src = heapBase();
  let dst = scratch;
  const end = <usize>m << 4;
  for (let o: usize = 0; o < end; o += 16) if (<u32>load<i32>(src + o, 12) >= 32) return -1;
  // Bottom-up merge sort, ping-ponging between the two buffers. Runs of 16 are insertion-sorted first: resolution
  // emits quadruples grouped by file in file order, a few per file, so most of the input is already in order.
  const RUN: usize = 16 << 4;
  for (let s: usize = 0; s < end; s += RUN) {
    const e = s + RUN < end ? s + RUN : end;
    for (let i = s + 16; i < e; i += 16) {
      if (!less(src + i, src + i - 16)) continue; // already after its predecessor: the common case
      copy(TMP, src + i);
      let j = i;
      do {
        copy(src + j, src + j - 16);
        j -= 16;
      } while (j > s && less(TMP, src + j - 16));
      copy(src + j, TMP);
    }
  }
  for (let width = RUN; width < end; width <<= 1) {
    for (let lo: usize = 0; lo < end; lo += width << 1) {
      const mid = lo + width < end ? lo + width : end;
      const hi = lo + (width << 1) < end ? lo + (width << 1) : end;
      let i = lo, j = mid, o = lo;
      while (i < mid && j < hi) {
        if (less(src + j, src + i)) { copy(dst + o, src + j); j += 16; }
        else { copy(dst + o, src + i); i += 16; }
        o += 16;
      }
      while (i < mid) { copy(dst + o, src + i); i += 16; o += 16; }
      while (j < hi) { copy(dst + o, src + j); j += 16; o += 16; }
    }
    const t = src; src = dst; dst = t;
  }
  // One quadruple per (from, to, kind): the first, i.e. lowest line, of each kind in a (from, to) group.
  const out = heapBase();
  let n: usize = 0;
  let groupFrom = -1, groupTo = -1, seen: u32 = 0;
  for (let o: usize = 0; o < end; o += 16) {
    const q = src + o;
    const from = load<i32>(q), to = load<i32>(q, 4), kind = load<i32>(q, 12);
    if (from != groupFrom || to != groupTo) { groupFrom = from; groupTo = to; seen = 0; }
    const bit: u32 = 1 << <u32>kind;
    if (seen & bit) continue;
    seen |= bit;
    copy(out + n, q); // out + n <= q when src is the input buffer: the copy never overtakes the read
    n += 16;
  }
  return <i32>(n >> 4);
}
