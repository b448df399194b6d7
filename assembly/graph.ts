// Graph kernel: compressed adjacency (CSR) of the import graph and bounded breadth-first search over it.
//
// ABI (only integers cross; the wrapper is src/graph/csr.ts):
//   1. prepare(n, m) -> base. The host writes, once, at the addresses the getters return:
//        edgeFromPtr(): i32[m]   edgeToPtr(): i32[m]   edgeKindPtr(): u8[m]   flagPtr(): u8[n] (bit 0 = test file)
//   2. build(n, m) -> number of distinct (from, to) pairs, or a negative status
//        (-1: an edge endpoint is outside [0, n), see badEdge(); -2: a kind id is >= 32).
//      Parallel edges are merged; each distinct edge keeps the bitmask (1 << kind) of all its kinds.
//      Forward rows are sorted by target id, reverse rows by source id, so every traversal is deterministic.
//   3. query(nsrc) -> address where the host writes i32[nsrc] source ids.
//   4. reach(nsrc, depth, mask, reverse, fanout, tests) -> number of nodes reached, or -2 if a source is out of range.
//      Results (i32[n] each, re-take views after the call): hopPtr(), viaPtr(), droppedPtr(); orderPtr() holds
//      the reached ids in visit order (i32[count]).
// The graph region stays valid across queries; everything after it is scratch reset by every query.
import { ensureMemory, heapBase } from './lib/arena';

let nodes: i32 = 0;
let edges: i32 = 0; // input edges
let uniq: i32 = 0; // distinct edges after build

let inFrom: usize = 0;
let inTo: usize = 0;
let inKind: usize = 0;
let inFlag: usize = 0;

let fOff: usize = 0; // i32[n+1]
let fTgt: usize = 0; // i32[m]
let fBits: usize = 0; // i32[m]
let rOff: usize = 0;
let rTgt: usize = 0;
let rBits: usize = 0;
let scratch: usize = 0; // first byte after the graph region

let hopAt: usize = 0;
let viaAt: usize = 0;
let orderAt: usize = 0;
let droppedAt: usize = 0;
let keysAt: usize = 0;
let bad: i32 = -1;
let droppedSum: i32 = 0;

@inline function align4(x: usize): usize {
  return (x + 3) & ~<usize>3;
}
@inline function align8(x: usize): usize {
  return (x + 7) & ~<usize>7;
}
@inline function geti(base: usize, i: i32): i32 {
  return load<i32>(base + (<usize>i << 2));
}
@inline function seti(base: usize, i: i32, v: i32): void {
  store<i32>(base + (<usize>i << 2), v);
}

/** Returns the base address of the input region after reserving room for n nodes and m edges. */
export function prepare(n: i32, m: i32): usize {
  nodes = n;
  edges = m;
  uniq = 0;
  inFrom = heapBase();
  inTo = inFrom + (<usize>m << 2);
  inKind = inTo + (<usize>m << 2);
  inFlag = align4(inKind + <usize>m);
  fOff = align4(inFlag + <usize>n);
  fTgt = fOff + (<usize>(n + 1) << 2);
  fBits = fTgt + (<usize>m << 2);
  rOff = fBits + (<usize>m << 2);
  rTgt = rOff + (<usize>(n + 1) << 2);
  rBits = rTgt + (<usize>m << 2);
  scratch = align8(rBits + (<usize>m << 2));
  ensureMemory(scratch);
  memory.fill(inFlag, 0, <usize>n);
  return inFrom;
}

/** edgeFromPtr: returns the address of the i32[m] edge sources. */
export function edgeFromPtr(): usize {
  return inFrom;
}
/** edgeToPtr: returns the address of the i32[m] edge targets. */
export function edgeToPtr(): usize {
  return inTo;
}
/** edgeKindPtr: returns the address of the u8[m] edge kind ids (0..31). */
export function edgeKindPtr(): usize {
  return inKind;
}
/** flagPtr: returns the address of the u8[n] node flags (bit 0: test file). */
export function flagPtr(): usize {
  return inFlag;
}
/** Returns the index of the first input edge that failed validation in build(), or -1. */
export function badEdge(): i32 {
  return bad;
}

/** Returns the number of distinct edges after building forward and reverse CSR, or a negative status. */
export function build(n: i32, m: i32): i32 {
  if (n != nodes || m != edges) return -3;
  bad = -1;
  for (let e = 0; e < m; e++) {
    const a = geti(inFrom, e);
    const b = geti(inTo, e);
    if (a < 0 || a >= n || b < 0 || b >= n) {
      bad = e;
      return -1;
    }
    if (load<u8>(inKind + <usize>e) >= 32) {
      bad = e;
      return -2;
    }
  }
  const cnt = scratch; // i32[n+1]
  const perm1 = align8(cnt + (<usize>(n + 1) << 2)); // i32[m]
  const perm2 = perm1 + (<usize>m << 2); // i32[m]
  ensureMemory(perm2 + (<usize>m << 2));

  // Edges from a repository index arrive sorted by (from, to): then the two scatter passes are skipped.
  let sorted = true;
  for (let e = 1; e < m; e++) {
    const a = geti(inFrom, e);
    const pa = geti(inFrom, e - 1);
    if (a < pa || (a == pa && geti(inTo, e) < geti(inTo, e - 1))) {
      sorted = false;
      break;
    }
  }
  if (!sorted) {
    // Two stable counting sorts: by target, then by source -> edges grouped by source, each group sorted by target.
    countingSort(inTo, 0, m, n, cnt, perm1, false);
    countingSort(inFrom, perm1, m, n, cnt, perm2, true);
  }

  // Forward CSR with parallel edges merged into one kind bitmask.
  memory.fill(fOff, 0, <usize>(n + 1) << 2);
  let k: i32 = -1;
  let lastA: i32 = -1;
  let lastB: i32 = -1;
  for (let i = 0; i < m; i++) {
    const e = sorted ? i : geti(perm2, i);
    const a = geti(inFrom, e);
    const b = geti(inTo, e);
    const bit: i32 = 1 << <i32>load<u8>(inKind + <usize>e);
    if (a == lastA && b == lastB) {
      seti(fBits, k, geti(fBits, k) | bit);
      continue;
    }
    k++;
    seti(fTgt, k, b);
    seti(fBits, k, bit);
    seti(fOff, a + 1, geti(fOff, a + 1) + 1);
    lastA = a;
    lastB = b;
  }
  uniq = k + 1;
  for (let v = 0; v < n; v++) seti(fOff, v + 1, geti(fOff, v + 1) + geti(fOff, v));

  // Reverse CSR: one stable counting sort of the forward edges by target keeps each row sorted by source.
  memory.fill(rOff, 0, <usize>(n + 1) << 2);
  for (let i = 0; i < uniq; i++) {
    const b = geti(fTgt, i);
    seti(rOff, b + 1, geti(rOff, b + 1) + 1);
  }
  for (let v = 0; v < n; v++) seti(rOff, v + 1, geti(rOff, v + 1) + geti(rOff, v));
  for (let v = 0; v < n; v++) seti(cnt, v, geti(rOff, v));
  for (let a = 0; a < n; a++) {
    const end = geti(fOff, a + 1);
    for (let i = geti(fOff, a); i < end; i++) {
      const b = geti(fTgt, i);
      const at = geti(cnt, b);
      seti(rTgt, at, a);
      seti(rBits, at, geti(fBits, i));
      seti(cnt, b, at + 1);
    }
  }
  return uniq;
}

// Stable counting sort of edge indices by key[e] in [0, n); input order is `order` (identity when 0).
function countingSort(key: usize, order: usize, m: i32, n: i32, cnt: usize, out: usize, useOrder: bool): void {
  memory.fill(cnt, 0, <usize>(n + 1) << 2);
  for (let e = 0; e < m; e++) {
    const kk = geti(key, e);
    seti(cnt, kk + 1, geti(cnt, kk + 1) + 1);
  }
  for (let v = 0; v < n; v++) seti(cnt, v + 1, geti(cnt, v + 1) + geti(cnt, v));
  for (let i = 0; i < m; i++) {
    const e = useOrder ? geti(order, i) : i;
    const kk = geti(key, e);
    const at = geti(cnt, kk);
    seti(out, at, e);
    seti(cnt, kk, at + 1);
  }
}

/** Returns the number of distinct edges of the built graph. */
export function edgeCount(): i32 {
  return uniq;
}
/** forwardOffsetPtr: returns the address of the i32[n+1] forward row offsets. */
export function forwardOffsetPtr(): usize {
  return fOff;
}
/** forwardTargetPtr: returns the address of the i32[edgeCount] forward targets. */
export function forwardTargetPtr(): usize {
  return fTgt;
}
/** reverseOffsetPtr: returns the address of the i32[n+1] reverse row offsets. */
export function reverseOffsetPtr(): usize {
  return rOff;
}
/** reverseTargetPtr: returns the address of the i32[edgeCount] reverse targets (importers). */
export function reverseTargetPtr(): usize {
  return rTgt;
}

/** Returns the address where the host writes i32[nsrc] source ids for the next reach(). */
export function query(nsrc: i32): usize {
  const n = <usize>nodes;
  hopAt = align8(scratch + (<usize>nsrc << 2));
  viaAt = hopAt + (n << 2);
  orderAt = viaAt + (n << 2);
  droppedAt = orderAt + (n << 2);
  keysAt = align8(droppedAt + (n << 2)); // u64[n] ranking keys
  ensureMemory(keysAt + (n << 3));
  return scratch;
}

/** hopPtr: returns the address of i32[n] hops from the nearest source (-1: not reached). */
export function hopPtr(): usize {
  return hopAt;
}
/** viaPtr: returns the address of i32[n] predecessors on a shortest path (-1 for sources and unreached). */
export function viaPtr(): usize {
  return viaAt;
}
/** orderPtr: returns the address of the reached ids in visit order. */
export function orderPtr(): usize {
  return orderAt;
}
/** droppedPtr: returns the address of i32[n] counts of candidates each node left out because of the fan-out cap. */
export function droppedPtr(): usize {
  return droppedAt;
}

/** droppedTotal: returns the sum of droppedPtr() over all nodes after the last reach(). */
export function droppedTotal(): i32 {
  return droppedSum;
}

/**
 * Returns how many nodes a breadth-first search from the sources reaches, or -2 if a source id is out of range.
 * depth < 0: unbounded. mask: bitmask of edge kinds that may be followed. reverse != 0: follow edges backwards
 * (importers). fanout > 0: each node adds at most `fanout` new nodes, the best ranked first (see rankKey).
 * tests: 0 neutral, 1 test files first, 2 test files last.
 */
export function reach(nsrc: i32, depth: i32, mask: i32, reverse: i32, fanout: i32, tests: i32): i32 {
  const n = nodes;
  // -1 in every i32 is 0xff in every byte: three bulk fills instead of a store loop.
  memory.fill(hopAt, 0xff, <usize>n << 2);
  memory.fill(viaAt, 0xff, <usize>n << 2);
  memory.fill(droppedAt, 0, <usize>n << 2);
  droppedSum = 0;
  let count: i32 = 0;
  for (let i = 0; i < nsrc; i++) {
    const s = geti(scratch, i);
    if (s < 0 || s >= n) return -2;
    if (geti(hopAt, s) >= 0) continue;
    seti(hopAt, s, 0);
    seti(orderAt, count++, s);
  }
  const off = reverse ? rOff : fOff;
  const tgt = reverse ? rTgt : fTgt;
  const bits = reverse ? rBits : fBits;
  // Specificity degree: edges on the side we came from (an importer's out-degree, a dependency's in-degree).
  const degOff = reverse ? fOff : rOff;
  let head: i32 = 0;
  while (head < count) {
    const u = geti(orderAt, head++);
    const h = geti(hopAt, u);
    if (depth >= 0 && h >= depth) continue;
    const start = geti(off, u);
    const end = geti(off, u + 1);
    if (fanout <= 0) {
      for (let e = start; e < end; e++) {
        if ((geti(bits, e) & mask) == 0) continue;
        const v = geti(tgt, e);
        if (geti(hopAt, v) >= 0) continue;
        seti(hopAt, v, h + 1);
        seti(viaAt, v, u);
        seti(orderAt, count++, v);
      }
      continue;
    }
    let k: i32 = 0;
    for (let e = start; e < end; e++) {
      if ((geti(bits, e) & mask) == 0) continue;
      const v = geti(tgt, e);
      if (geti(hopAt, v) >= 0) continue;
      store<u64>(keysAt + (<usize>k << 3), rankKey(v, degOff, tests));
      k++;
    }
    let take = k;
    if (k > fanout) {
      heapSort(keysAt, k);
      take = fanout;
      seti(droppedAt, u, k - fanout);
      droppedSum += k - fanout;
    }
    for (let i = 0; i < take; i++) {
      const v = <i32>(load<u64>(keysAt + (<usize>i << 3)) & 0x7fffffff);
      seti(hopAt, v, h + 1);
      seti(viaAt, v, u);
      seti(orderAt, count++, v);
    }
  }
  return count;
}

// Ranking key, smaller is better: (test-file rank, specificity degree, id). The id breaks ties in path order.
@inline function rankKey(v: i32, degOff: usize, tests: i32): u64 {
  const isTest = (load<u8>(inFlag + <usize>v) & 1) != 0;
  const t: u64 = tests == 1 ? (isTest ? 0 : 1) : tests == 2 ? (isTest ? 1 : 0) : 0;
  const deg = <u64>(geti(degOff, v + 1) - geti(degOff, v));
  return (t << 62) | (deg << 31) | <u64>v;
}

// In-place ascending heapsort of u64[k] at p (k is a node's candidate count; no allocation).
function heapSort(p: usize, k: i32): void {
  for (let i = (k >> 1) - 1; i >= 0; i--) siftDown(p, i, k);
  for (let end = k - 1; end > 0; end--) {
    const a = load<u64>(p);
    store<u64>(p, load<u64>(p + (<usize>end << 3)));
    store<u64>(p + (<usize>end << 3), a);
    siftDown(p, 0, end);
  }
}

function siftDown(p: usize, i: i32, k: i32): void {
  while (true) {
    let c = 2 * i + 1;
    if (c >= k) return;
    if (c + 1 < k && load<u64>(p + (<usize>(c + 1) << 3)) > load<u64>(p + (<usize>c << 3))) c++;
    const vi = load<u64>(p + (<usize>i << 3));
    const vc = load<u64>(p + (<usize>c << 3));
    if (vi >= vc) return;
    store<u64>(p + (<usize>i << 3), vc);
    store<u64>(p + (<usize>c << 3), vi);
    i = c;
  }
}
