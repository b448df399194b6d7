/**
 * One forward index out of the files of several: the files of the index kept for a repository that did not change,
 * and those tokenized since. The term ids are given again, in order of first occurrence over the files in their new
 * order (each file's first-use order, `Forward.use`, says where its terms first occur), which is the order a build from
 * scratch gives them: so an index updated file by file is byte for byte the index a cold build of the same files
 * would make, and ranks to the bit as it does (a file's BM25F score sums its terms in id order). Terms no file uses any
 * more are dropped.
 */
import { FIELD_BITS, NF } from './fields.js';
import { documentFrequencies, termTableOf, UNMAPPED, type Forward } from './postings.js';

/** A file of the merged index: file `i` of `fw`. */
export interface MergeSlot { fw: Forward; i: number }

/** Throws when `fw` holds no first-use orders (a build that did not record them cannot be merged). */
function usesOf(fw: Forward): { use: Uint32Array; useStart: Uint32Array } {
  if (!fw.use || !fw.useStart) throw new Error('rank/merge: a forward index without first-use orders cannot be merged');
  return { use: fw.use, useStart: fw.useStart };
}

/** Returns the id of the term `blob[a, b)` in `fw`, or -1: its lookup table, probed with the bytes' FNV-1a hash. */
function lookupBytes(fw: Forward, blob: Uint8Array, a: number, b: number): number {
  const { termTable, termBlob, termOff } = fw;
  const mask = termTable.length - 1;
  let h = 0x811c9dc5 | 0;
  for (let i = a; i < b; i++) h = Math.imul(h ^ blob[i]!, 16777619);
  for (let slot = h & mask; ; slot = (slot + 1) & mask) {
    const r = termTable[slot]! - 1;
    if (r < 0) return -1;
    const o = termOff[r]!;
    if (termOff[r + 1]! - o !== b - a) continue;
    let i = 0;
    while (i < b - a && termBlob[o + i] === blob[a + i]) i++;
    if (i === b - a) return r;
  }
}

/**
 * Returns the forward index of `slots`, in order, with `hashes[k]` the hash slot `k`'s file is recorded with (default
 * its source's). Each source Forward must hold first-use orders. A single source whose files are all taken, in order,
 * is returned as it is (its ids are already those of first occurrence).
 */
export function mergeForwards(slots: readonly MergeSlot[], hashes?: readonly string[]): Forward {
  const sources = [...new Set(slots.map((s) => s.fw))];
  const first = sources[0];
  if (sources.length === 1 && first && slots.length === first.paths.length && slots.every((s, k) => s.i === k) && !hashes) return first;
  // Unified ids: the largest source's ids as they are, every other source's terms mapped onto them by their bytes
  // (new terms after them). Only sources other than the largest pay a lookup per term.
  const base = sources.reduce((a, b) => (b.nTerms > a.nTerms ? b : a), sources[0] ?? emptyForward());
  const maps = new Map<Forward, Uint32Array>();
  const extra: { fw: Forward; t: number }[] = []; // unified id base.nTerms + k
  for (const fw of sources) {
    if (fw === base) continue;
    const m = new Uint32Array(fw.nTerms).fill(UNMAPPED);
    maps.set(fw, m);
  }
  const added = new Map<string, number>(); // a term new to `base`, by its bytes, when two other sources share it
  const unified = (fw: Forward, t: number): number => {
    if (fw === base) return t;
    const m = maps.get(fw)!;
    let u = m[t]!;
    if (u !== UNMAPPED) return u;
    const a = fw.termOff[t]!, b = fw.termOff[t + 1]!;
    const r = lookupBytes(base, fw.termBlob, a, b);
    if (r >= 0) u = r;
    else {
      const key = Buffer.from(fw.termBlob.buffer, fw.termBlob.byteOffset + a, b - a).toString('latin1');
      const known = added.get(key);
      if (known !== undefined) u = known;
      else { u = base.nTerms + extra.length; extra.push({ fw, t }); added.set(key, u); }
    }
    m[t] = u;
    return u;
  };
  // Ranks: first occurrence over the files in order, each file's terms in the order it first used them.
  const rank = new Int32Array(base.nTerms + countTerms(sources, base)).fill(-1);
  const byRank: number[] = [];
  let nUse = 0;
  let nEnt = 0;
  let widest = 0;
  for (let k = 0; k < slots.length; k++) {
    const { fw, i } = slots[k]!;
    const { use, useStart } = usesOf(fw);
    const m = fw === base ? undefined : maps.get(fw)!;
    for (let j = useStart[i]!; j < useStart[i + 1]!; j++) {
      const t = use[j]!;
      const u = m === undefined ? t : m[t] !== UNMAPPED ? m[t]! : unified(fw, t);
      if (rank[u]! < 0) { rank[u] = byRank.length; byRank.push(u); }
    }
    nUse += useStart[i + 1]! - useStart[i]!;
    const n = fw.fileStart[i + 1]! - fw.fileStart[i]!;
    nEnt += n;
    if (n > widest) widest = n;
  }
  // Each source's ids straight to the new ones (-1: a term none of the slots' files uses).
  const finalOf = new Map<Forward, Int32Array>();
  for (const fw of sources) {
    const f = new Int32Array(fw.nTerms).fill(-1);
    const m = maps.get(fw);
    for (let t = 0; t < fw.nTerms; t++) {
      const u = m ? m[t]! : t;
      if (u !== UNMAPPED) f[t] = rank[u]!;
    }
    finalOf.set(fw, f);
  }
  // The dictionary in rank order (terms are a few bytes: copied byte by byte, no view per term).
  const nTerms = byRank.length;
  const termOff = new Uint32Array(nTerms + 1);
  const srcBlob: Uint8Array[] = new Array(nTerms);
  const srcAt = new Uint32Array(nTerms);
  for (let r = 0; r < nTerms; r++) {
    const u = byRank[r]!;
    const src = u < base.nTerms ? base : extra[u - base.nTerms]!.fw;
    const t = u < base.nTerms ? u : extra[u - base.nTerms]!.t;
    srcBlob[r] = src.termBlob;
    srcAt[r] = src.termOff[t]!;
    termOff[r + 1] = termOff[r]! + src.termOff[t + 1]! - src.termOff[t]!;
  }
  const termBlob = new Uint8Array(termOff[nTerms]!);
  for (let r = 0; r < nTerms; r++) {
    const blob = srcBlob[r]!;
    for (let o = termOff[r]!, x = srcAt[r]!, end = termOff[r + 1]!; o < end; o++, x++) termBlob[o] = blob[x]!;
  }
  // Entries and first-use orders under the new ids; a file whose keys come out of order is sorted (key and count in
  // one double, as ForwardBuilder.appendRemapped does).
  const entKey = new Uint32Array(nEnt);
  const entTf = new Uint16Array(nEnt);
  const fileStart = new Uint32Array(slots.length + 1);
  const lens = new Uint32Array(slots.length * NF);
  const use = new Uint32Array(nUse);
  const useStart = new Uint32Array(slots.length + 1);
  const scratch = new Float64Array(widest);
  let e = 0;
  let w = 0;
  for (let k = 0; k < slots.length; k++) {
    const { fw, i } = slots[k]!;
    const f = finalOf.get(fw)!;
    const srcKey = fw.entKey, srcTf = fw.entTf;
    const a = fw.fileStart[i]!, b = fw.fileStart[i + 1]!;
    const e0 = e;
    let sorted = true;
    let prev = -1;
    for (let x = a; x < b; x++) {
      const key = srcKey[x]!;
      const nk = (f[key >>> FIELD_BITS]! << FIELD_BITS) | (key & (NF - 1));
      if (nk < prev) sorted = false;
      prev = nk;
      entKey[e] = nk;
      entTf[e++] = srcTf[x]!;
    }
    if (!sorted) sortEntries(entKey, entTf, e0, e, scratch);
    fileStart[k + 1] = e;
    for (let q = 0; q < NF; q++) lens[k * NF + q] = fw.lens[i * NF + q]!;
    const u = usesOf(fw);
    for (let j = u.useStart[i]!; j < u.useStart[i + 1]!; j++) use[w++] = f[u.use[j]!]!;
    useStart[k + 1] = w;
  }
  return {
    terms: undefined, nTerms, termBlob, termOff, termTable: termTableOf(termBlob, termOff),
    df: documentFrequencies(fileStart, entKey, nTerms),
    paths: slots.map(({ fw, i }) => fw.paths[i]!),
    hashes: slots.map(({ fw, i }, k) => hashes?.[k] ?? fw.hashes[i]!),
    fileStart, lens, entKey, entTf, use, useStart,
  };
}

/** Returns an upper bound of the terms of `sources` that are not `base`'s: every term of the others. */
function countTerms(sources: readonly Forward[], base: Forward): number {
  let n = 0;
  for (const fw of sources) if (fw !== base) n += fw.nTerms;
  return n;
}

/** Returns nothing; sorts entries `[a, b)` by key (tf < 2^16 rides along in one double), through `scratch`. */
function sortEntries(entKey: Uint32Array, entTf: Uint16Array, a: number, b: number, scratch: Float64Array): void {
  const tmp = scratch.subarray(0, b - a);
  for (let x = a; x < b; x++) tmp[x - a] = entKey[x]! * 65536 + entTf[x]!;
  tmp.sort();
  for (let x = a; x < b; x++) {
    const v = tmp[x - a]!;
    const key = Math.floor(v / 65536);
    entKey[x] = key;
    entTf[x] = v - key * 65536;
  }
}

/** Returns a Forward without files or terms. */
export function emptyForward(): Forward {
  return {
    terms: [], nTerms: 0, termBlob: new Uint8Array(0), termOff: new Uint32Array(1), termTable: termTableOf(new Uint8Array(0), new Uint32Array(1)),
    df: new Uint32Array(0), paths: [], hashes: [], fileStart: new Uint32Array(1), lens: new Uint32Array(0),
    entKey: new Uint32Array(0), entTf: new Uint16Array(0), use: new Uint32Array(0), useStart: new Uint32Array(1),
  };
}
