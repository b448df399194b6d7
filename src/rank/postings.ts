// The forward index (file → term counts per field), which is what the cache stores and what incremental rebuilds
// reuse per file, and its inversion into postings (term, field → files), which is what queries walk.
import type { FileRecord } from '../repo/types.js';
import { F_DEFS, F_PATH, NF, scanRange, scannerFor, type RunSink } from './fields.js';
import { identTokens } from './tokenize.js';

const EMPTY = new Uint8Array(0);

// Returns the string of ASCII bytes `b[s, e)`.
function latin1(b: Uint8Array, s: number, e: number): string {
  return e - s < 24 ? String.fromCharCode.apply(null, b.subarray(s, e) as unknown as number[]) : Buffer.from(b.buffer, b.byteOffset + s, e - s).toString('latin1');
}

/**
 * Term counts of every file, flat: file `i`'s entries are `[fileStart[i], fileStart[i+1])`, sorted by key, where
 * `key = termId * NF + field` and `tf` is the count in that field (saturated at 65535). `lens[i * NF + f]` is the
 * number of tokens of field `f` of file `i`.
 */
export interface Forward {
  terms: string[];
  paths: string[];
  hashes: string[];
  fileStart: Uint32Array;
  lens: Uint32Array;
  entKey: Uint32Array;
  entTf: Uint16Array;
}

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16777619;

/**
 * Builds a Forward file by file; entries of unchanged files can be copied from an older Forward with the same terms.
 * Files are scanned as bytes: each identifier run is hashed in place and looked up in an open-addressing table of the
 * runs seen so far (keys in a byte arena), whose value is the run's term ids. Code repeats identifiers, so a run is
 * decoded to a string and split by identTokens only the first time it is seen (sympy: 4.9M runs, 100k distinct); the
 * string version (a slice and a Map lookup per run) spent ~5x longer on the same corpus.
 */
export class ForwardBuilder implements RunSink {
  readonly terms: string[];
  private dict: Map<string, number>;
  // Run table: slot → run index + 1 (0 = empty).
  private table: Int32Array;
  private mask: number;
  private nRuns = 0;
  private runHash: Int32Array;
  private runOff: Int32Array;
  private runLen: Int32Array;
  private runIds: Int32Array; // start in idPool
  private runNIds: Int32Array;
  private arena: Uint8Array;
  private arenaLen = 0;
  private idPool: Uint32Array;
  private idLen = 0;
  // Per-file counts, indexed by termId * NF + field, and the terms this file touched.
  private counts: Uint32Array;
  private mark: Int32Array;
  private touched: Uint32Array;
  private nTouched = 0;
  private fileSeq = 0;
  private curLens = new Uint32Array(NF);
  private tmp: string[] = [];
  private buf: Uint8Array = new Uint8Array(0);

  paths: string[] = [];
  hashes: string[] = [];
  private starts: number[] = [0];
  private lensOut: number[] = [];
  entKey: Uint32Array;
  entTf: Uint16Array;
  nEnt = 0;

  constructor(terms: string[] = [], expectedEntries = 1 << 16) {
    this.terms = terms;
    this.dict = new Map();
    for (let i = 0; i < terms.length; i++) this.dict.set(terms[i], i);
    const cap = Math.max(1024, terms.length * 2);
    this.counts = new Uint32Array(cap * NF);
    this.mark = new Int32Array(cap).fill(-1);
    this.touched = new Uint32Array(cap);
    this.entKey = new Uint32Array(expectedEntries);
    this.entTf = new Uint16Array(expectedEntries);
    this.table = new Int32Array(1 << 16);
    this.mask = (1 << 16) - 1;
    const runs = 1 << 14;
    this.runHash = new Int32Array(runs);
    this.runOff = new Int32Array(runs);
    this.runLen = new Int32Array(runs);
    this.runIds = new Int32Array(runs);
    this.runNIds = new Int32Array(runs);
    this.arena = new Uint8Array(1 << 18);
    this.idPool = new Uint32Array(1 << 16);
  }

  private termId(t: string): number {
    let id = this.dict.get(t);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(t);
      this.dict.set(t, id);
      if (id >= this.mark.length) this.growTerms();
    }
    return id;
  }

  private growTerms(): void {
    const cap = this.mark.length * 2;
    const counts = new Uint32Array(cap * NF); counts.set(this.counts); this.counts = counts;
    const mark = new Int32Array(cap).fill(-1); mark.set(this.mark); this.mark = mark;
    const touched = new Uint32Array(cap); touched.set(this.touched); this.touched = touched;
  }

  /** Counts the tokens of the identifier run `buf[s, e)` of the current file in `field`. */
  run(field: number, s: number, e: number): void {
    const buf = this.buf;
    let h = FNV_OFFSET;
    for (let i = s; i < e; i++) h = Math.imul(h ^ buf[i], FNV_PRIME);
    const len = e - s;
    const table = this.table;
    let slot = h & this.mask;
    let r: number;
    for (;;) {
      r = table[slot] - 1;
      if (r < 0) { r = this.addRun(slot, h, s, e); break; }
      if (this.runHash[r] === h && this.runLen[r] === len) {
        const arena = this.arena;
        let k = this.runOff[r] - s;
        let i = s;
        while (i < e && arena[k + i] === buf[i]) i++;
        if (i === e) break;
      }
      slot = (slot + 1) & this.mask;
    }
    const n = this.runNIds[r];
    if (n === 0) return;
    const pool = this.idPool;
    const counts = this.counts;
    const mark = this.mark;
    const seq = this.fileSeq;
    for (let k = this.runIds[r], end = k + n; k < end; k++) {
      const id = pool[k];
      counts[id * NF + field]++;
      if (mark[id] !== seq) { mark[id] = seq; this.touched[this.nTouched++] = id; }
    }
    this.curLens[field] += n;
  }

  // First sight of a run: store its bytes and its term ids (decoded once; runs are ASCII, so latin1 is exact).
  private addRun(slot: number, h: number, s: number, e: number): number {
    const r = this.nRuns++;
    if (r >= this.runHash.length) this.growRuns();
    const len = e - s;
    if (this.arenaLen + len > this.arena.length) {
      const a = new Uint8Array(Math.max(this.arena.length * 2, this.arenaLen + len)); a.set(this.arena); this.arena = a;
    }
    this.arena.set(this.buf.subarray(s, e), this.arenaLen);
    this.runHash[r] = h; this.runOff[r] = this.arenaLen; this.runLen[r] = len;
    this.arenaLen += len;
    const tmp = this.tmp;
    tmp.length = 0;
    identTokens(latin1(this.buf, s, e), tmp);
    if (this.idLen + tmp.length > this.idPool.length) {
      const p = new Uint32Array(this.idPool.length * 2 + tmp.length); p.set(this.idPool); this.idPool = p;
    }
    this.runIds[r] = this.idLen; this.runNIds[r] = tmp.length;
    for (let k = 0; k < tmp.length; k++) this.idPool[this.idLen++] = this.termId(tmp[k]);
    this.table[slot] = r + 1;
    if (this.nRuns * 2 > this.table.length) this.growTable();
    return r;
  }

  private growRuns(): void {
    const cap = this.runHash.length * 2;
    const g = (a: Int32Array): Int32Array => { const b = new Int32Array(cap); b.set(a); return b; };
    this.runHash = g(this.runHash); this.runOff = g(this.runOff); this.runLen = g(this.runLen);
    this.runIds = g(this.runIds); this.runNIds = g(this.runNIds);
  }

  private growTable(): void {
    const size = this.table.length * 2;
    const t = new Int32Array(size);
    const mask = size - 1;
    for (let r = 0; r < this.nRuns; r++) {
      let slot = this.runHash[r] & mask;
      while (t[slot] !== 0) slot = (slot + 1) & mask;
      t[slot] = r + 1;
    }
    this.table = t;
    this.mask = mask;
  }

  private addWords(field: number, text: string): void {
    const b = Buffer.from(text, 'latin1');
    this.buf = b;
    scanRange(b, 0, b.length, field, this);
  }

  /** Tokenizes one file: its path (without extension), its definitions' names, and its bytes if it is source. */
  addFile(f: FileRecord, bytes: Uint8Array | undefined): void {
    const dot = f.path.lastIndexOf('.');
    const slash = f.path.lastIndexOf('/');
    this.addWords(F_PATH, dot > slash ? f.path.slice(0, dot) : f.path);
    const scan = scannerFor(f.lang);
    if (scan && bytes !== undefined) {
      for (const d of f.defs) this.addWords(F_DEFS, d.name);
      this.buf = bytes;
      scan(bytes, this);
    }
    this.buf = EMPTY;
    this.endFile(f);
  }

  private endFile(f: FileRecord): void {
    const ids = this.touched.subarray(0, this.nTouched).sort();
    this.reserve(ids.length * NF);
    const counts = this.counts;
    for (let k = 0; k < ids.length; k++) {
      const base = ids[k] * NF;
      for (let fld = 0; fld < NF; fld++) {
        const c = counts[base + fld];
        if (c === 0) continue;
        counts[base + fld] = 0;
        this.entKey[this.nEnt] = base + fld;
        this.entTf[this.nEnt++] = c > 65535 ? 65535 : c;
      }
    }
    this.nTouched = 0;
    this.fileSeq++;
    for (let fld = 0; fld < NF; fld++) { this.lensOut.push(this.curLens[fld]); this.curLens[fld] = 0; }
    this.starts.push(this.nEnt);
    this.paths.push(f.path);
    this.hashes.push(f.hash);
  }

  /** Copies file `i` of `old` (built over the same term ids) unchanged. */
  copyFile(old: Forward, i: number): void {
    const a = old.fileStart[i];
    const b = old.fileStart[i + 1];
    this.reserve(b - a);
    this.entKey.set(old.entKey.subarray(a, b), this.nEnt);
    this.entTf.set(old.entTf.subarray(a, b), this.nEnt);
    this.nEnt += b - a;
    for (let fld = 0; fld < NF; fld++) this.lensOut.push(old.lens[i * NF + fld]);
    this.starts.push(this.nEnt);
    this.paths.push(old.paths[i]);
    this.hashes.push(old.hashes[i]);
  }

  private reserve(extra: number): void {
    if (this.nEnt + extra <= this.entKey.length) return;
    const cap = Math.max(this.entKey.length * 2, this.nEnt + extra);
    const k = new Uint32Array(cap); k.set(this.entKey.subarray(0, this.nEnt)); this.entKey = k;
    const t = new Uint16Array(cap); t.set(this.entTf.subarray(0, this.nEnt)); this.entTf = t;
  }

  /** Returns the finished Forward (the builder must not be used afterwards). */
  finish(): Forward {
    return {
      terms: this.terms,
      paths: this.paths,
      hashes: this.hashes,
      fileStart: Uint32Array.from(this.starts),
      lens: Uint32Array.from(this.lensOut),
      entKey: this.entKey.subarray(0, this.nEnt),
      entTf: this.entTf.subarray(0, this.nEnt),
    };
  }
}

/** Postings: entries of `(term, field)` are `[postStart[key], postStart[key+1])`, files ascending. */
export interface Postings {
  postStart: Uint32Array;
  postFile: Uint32Array;
  postTf: Uint16Array;
  /** Files whose any field holds the term. */
  df: Uint32Array;
}

/** Returns the postings of a Forward: one counting sort by key, so files stay ascending within each list. */
export function invert(fw: Forward): Postings {
  const nKeys = fw.terms.length * NF;
  const { entKey, entTf, fileStart } = fw;
  const nEnt = entKey.length;
  const postStart = new Uint32Array(nKeys + 1);
  const df = new Uint32Array(fw.terms.length);
  const nFiles = fileStart.length - 1;
  for (let f = 0; f < nFiles; f++) {
    let prevTerm = -1;
    for (let e = fileStart[f], end = fileStart[f + 1]; e < end; e++) {
      const key = entKey[e];
      postStart[key + 1]++;
      const t = (key / NF) | 0;
      if (t !== prevTerm) { df[t]++; prevTerm = t; }
    }
  }
  for (let k = 0; k < nKeys; k++) postStart[k + 1] += postStart[k];
  const fill = postStart.slice(0, nKeys);
  const postFile = new Uint32Array(nEnt);
  const postTf = new Uint16Array(nEnt);
  for (let f = 0; f < nFiles; f++) {
    for (let e = fileStart[f], end = fileStart[f + 1]; e < end; e++) {
      const p = fill[entKey[e]]++;
      postFile[p] = f;
      postTf[p] = entTf[e];
    }
  }
  return { postStart, postFile, postTf, df };
}
