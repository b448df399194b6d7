// The forward index (file → term counts per field): what the cache stores, what incremental rebuilds reuse per file,
// and what a query walks in one pass. Inverted postings (term → files) were measured and dropped: inverting sympy's
// 0.5M entries on the first query cost more than a whole forward pass (~2 ms), and a query from an issue has 50-200
// distinct terms, many of them frequent, so postings would touch a large part of the entries anyway.
import { sha1Hex } from '../kernels/sha.js';
import type { FileRecord } from '../repo/types.js';
import { F_DEFS, F_PATH, FIELD_BITS, NF, scanRange, scannerFor, type RunSink } from './fields.js';
import { identTokens } from './tokenize.js';
import { undecodedDefsBytes } from '../repo/record.js';

const EMPTY = Buffer.alloc(0);

/**
 * Term counts of every file, flat: file `i`'s entries are `[fileStart[i], fileStart[i+1])`, sorted by key, where
 * `key = termId * NF + field` and `tf` is the count in that field (saturated at 65535). `lens[i * NF + f]` is the
 * number of tokens of field `f` of file `i`.
 */
export interface ForwardFiles {
  paths: string[];
  hashes: string[];
  fileStart: Uint32Array;
  lens: Uint32Array;
  entKey: Uint32Array;
  entTf: Uint16Array;
}

/** A forward index with its term dictionary and lookup tables (what the cache stores and queries read). */
export interface Forward extends ForwardFiles {
  /** Term strings by id; decoded from `termBlob` only when a rebuild needs them (a warm load never does). */
  terms: string[] | undefined;
  /** Number of terms (ids are 0..nTerms-1). */
  nTerms: number;
  /** Terms' ASCII bytes back to back; term `t` is `[termOff[t], termOff[t+1])`. */
  termBlob: Uint8Array;
  termOff: Uint32Array;
  /** Open-addressing table, FNV-1a of the term → id + 1 (0 empty): query lookups without building a Map. */
  termTable: Int32Array;
  /** Files whose any field holds the term. */
  df: Uint32Array;
  /**
   * Per file, its term ids in the order it first used them (`use[useStart[i], useStart[i + 1])`; tokens of the path,
   * then of the definition names, then of the text): what an update needs to give the terms of a changed repository
   * the ids a build from scratch would (merge.ts). Absent from builds that did not record them.
   */
  use?: Uint32Array;
  useStart?: Uint32Array;
}

/** What tokenizing a file reads of its index record. */
export type LexicalFile = Pick<FileRecord, 'path' | 'lang' | 'hash'> & ({ defs: readonly { name: string }[] } | { defNames: string });

/** A Forward's files and entries without its lookup tables: what a helper thread builds and posts back. */
export interface ForwardPart extends ForwardFiles {
  terms: string[];
  /**
   * Per file, the part's term ids in the order the file first used them (`order[orderStart[i], orderStart[i+1])`;
   * from a builder after recordFirstUse()): appendRemapped then gives new terms the ids one builder alone would have.
   */
  order?: Uint32Array;
  orderStart?: Uint32Array;
}

/**
 * The hash a file is recorded with when the bytes tokenized for it are not the content its record's hash names (the
 * file changed, or went, between the repository index and the read): no content hashes to it (not 40 hex digits),
 * so no later load reuses that file's entries (load.ts re-tokenizes it).
 */
export const UNMATCHED_HASH = 'unmatched';

/** A `remap` slot of a part's term not yet given an id in the receiving builder (appendRemapped). */
export const UNMAPPED = 0xffffffff;

/** Source bytes per distinct identifier run, to size the run table ahead (sympy: 19 MB, 100k runs; pandas alike). */
const BYTES_PER_DISTINCT_RUN = 200;
/** Most runs the tables are sized for ahead (the run table is then 16 MB; bigger repositories grow it as before). */
const MAX_PRESIZED_RUNS = 1 << 19;

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16777619;

/**
 * Builds a Forward file by file; entries of unchanged files can be copied from an older Forward with the same terms.
 * Files are scanned as bytes: each identifier run is hashed in place and looked up in an open-addressing table of the
 * runs seen so far, whose value is the run's term ids. Code repeats identifiers, so a run is
 * decoded to a string and split by identTokens only the first time it is seen (sympy: 4.9M runs, 100k distinct); the
 * string version (a slice and a Map lookup per run) spent ~5x longer on the same corpus.
 */
export class ForwardBuilder implements RunSink {
  readonly terms: string[];
  private ttable: Int32Array;
  private tmask: number;
  // Run table, 4 ints per slot: FNV-1a hash, a second (polynomial) hash, length, run index + 1 (0 = empty). One
  // cache line per probe and no key bytes: two independent 32-bit hashes plus the length stand for the run (a
  // collision among sympy's 100k distinct runs has odds of about 1 in 10^9, and would only mix two words' counts).
  private table: Int32Array;
  private mask: number;
  private nRuns = 0;
  // Per run: start of its term ids in idPool, and their count.
  private runIds: Int32Array;
  // Per run and field, its occurrences in the current file, and the runs this file touched: a file's occurrences of
  // one run (an identifier used 40 times) are expanded into term counts once, at the end of the file, instead of
  // once per occurrence.
  private runCnt: Int32Array;
  private runMark: Int32Array;
  private touchedRuns: Int32Array;
  private nTouchedRuns = 0;
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
  private buf: Buffer = EMPTY;
  // recordFirstUse(): per file, its term ids in the order of first use (endFile sorts `touched`, so kept before).
  private firstUse: number[] | undefined;
  private firstUseStarts: number[] = [0];

  paths: string[] = [];
  hashes: string[] = [];
  private starts: number[] = [0];
  private lensOut: number[] = [];
  entKey: Uint32Array;
  entTf: Uint16Array;
  nEnt = 0;

  /**
   * `expectedEntries` sizes the entry arrays; `expectedBytes`, the source bytes about to be tokenized, sizes the run
   * and term tables, which otherwise grow by doubling (rehashing every slot each time: ~40 ms of a cold sympy build).
   * Both are hints: the tables still grow past them, and sizes never change what the builder produces.
   */
  constructor(terms: string[] = [], expectedEntries = 1 << 16, expectedBytes = 0) {
    this.terms = terms;
    const runsHint = Math.min(expectedBytes / BYTES_PER_DISTINCT_RUN, MAX_PRESIZED_RUNS) | 0;
    this.ttable = new Int32Array(tableSize(Math.max(terms.length, runsHint)) * 2);
    this.tmask = this.ttable.length - 1;
    for (let id = 0; id < terms.length; id++) {
      let slot = fnvStr(terms[id]) & this.tmask;
      while (this.ttable[slot] !== 0) slot = (slot + 1) & this.tmask;
      this.ttable[slot] = id + 1;
    }
    const cap = Math.max(1024, terms.length * 2, runsHint);
    this.counts = new Uint32Array(cap * NF);
    this.mark = new Int32Array(cap).fill(-1);
    this.touched = new Uint32Array(cap);
    this.entKey = new Uint32Array(expectedEntries);
    this.entTf = new Uint16Array(expectedEntries);
    const slots = Math.max(1 << 16, tableSize(runsHint)); // growTable keeps the load under a half
    this.table = new Int32Array(4 * slots);
    this.mask = slots - 1;
    const runCap = Math.max(1 << 14, runsHint);
    this.runIds = new Int32Array(2 * runCap);
    this.idPool = new Uint32Array(Math.max(1 << 16, 2 * runCap));
    this.runCnt = new Int32Array(runCap * NF);
    this.runMark = new Int32Array(runCap).fill(-1);
    this.touchedRuns = new Int32Array(runCap);
  }

  /**
   * Returns nothing; from now on, keeps per file the order in which it first used its terms, for part() (a helper
   * thread's builder: the receiving builder then numbers new terms exactly as it would have tokenizing the file).
   */
  recordFirstUse(): void {
    this.firstUse = [];
  }

  /** Returns the id of term `t`, adding it to the dictionary when new. */
  internTerm(t: string): number {
    return this.termId(t);
  }

  /**
   * Appends file `i` of `part`, a Forward built by another builder (another thread's), whose term ids map to this
   * builder's through `remap` (from internTerm). Entries are re-sorted by key: ids in another order than the part's.
   * When the part holds its files' first-use orders, `remap` may start all UNMAPPED: this file's terms not mapped yet
   * are interned here in the order the file first used them, which is the order, and so are the ids, that tokenizing
   * the file here would have given them (files appended in order; the index is then byte-identical to one thread's).
   */
  appendRemapped(part: ForwardPart, i: number, remap: Uint32Array): void {
    const { order, orderStart } = part;
    if (order && orderStart) {
      for (let j = orderStart[i]; j < orderStart[i + 1]; j++) {
        const t = order[j];
        if (remap[t] === UNMAPPED) remap[t] = this.termId(part.terms[t]);
      }
    }
    const a = part.fileStart[i];
    const b = part.fileStart[i + 1];
    const n = b - a;
    this.reserve(n);
    // key < 2^22 in practice (terms × 4 fields) and tf < 2^16: one double per entry sorts both together.
    const tmp = new Float64Array(n);
    for (let e = 0; e < n; e++) {
      const key = part.entKey[a + e];
      const t = (key / NF) | 0;
      tmp[e] = (remap[t] * NF + (key - t * NF)) * 65536 + part.entTf[a + e];
    }
    tmp.sort();
    for (let e = 0; e < n; e++) {
      const v = tmp[e];
      const key = Math.floor(v / 65536);
      this.entKey[this.nEnt] = key;
      this.entTf[this.nEnt++] = v - key * 65536;
    }
    if (this.firstUse) {
      if (order && orderStart) {
        for (let j = orderStart[i]; j < orderStart[i + 1]; j++) this.firstUse.push(remap[order[j]]);
        this.firstUseStarts.push(this.firstUse.length);
      } else this.firstUse = undefined; // the part kept no order: this build records none
    }
    this.endCopied(part, i);
  }

  /** Returns what this builder holds so far, without the lookup tables of finish() (to send to another thread). */
  part(): ForwardPart {
    return {
      terms: this.terms,
      paths: this.paths,
      hashes: this.hashes,
      fileStart: Uint32Array.from(this.starts),
      lens: Uint32Array.from(this.lensOut),
      entKey: this.entKey.slice(0, this.nEnt),
      entTf: this.entTf.slice(0, this.nEnt),
      ...(this.firstUse ? { order: Uint32Array.from(this.firstUse), orderStart: Uint32Array.from(this.firstUseStarts) } : {}),
    };
  }

  // The term dictionary is an open-addressing table of ids keyed by fnvStr, compared with `===`: a Map lookup of the
  // freshly built token strings cost ~10% of a cold build (sympy), this ~3%.
  private termId(t: string): number {
    const terms = this.terms;
    let slot = fnvStr(t) & this.tmask;
    for (;;) {
      const r = this.ttable[slot] - 1;
      if (r < 0) break;
      if (terms[r] === t) return r;
      slot = (slot + 1) & this.tmask;
    }
    const id = terms.length;
    terms.push(t);
    this.ttable[slot] = id + 1;
    if (terms.length * 2 > this.ttable.length) this.growTermTable();
    if (id >= this.mark.length) this.growTerms();
    return id;
  }

  private growTermTable(): void {
    const t = new Int32Array(this.ttable.length * 2);
    const mask = t.length - 1;
    const terms = this.terms;
    for (let id = 0; id < terms.length; id++) {
      let slot = fnvStr(terms[id]) & mask;
      while (t[slot] !== 0) slot = (slot + 1) & mask;
      t[slot] = id + 1;
    }
    this.ttable = t;
    this.tmask = mask;
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
    let g = e - s;
    for (let i = s; i < e; i++) {
      const c = buf[i];
      h = Math.imul(h ^ c, FNV_PRIME);
      g = (Math.imul(g, 31) + c) | 0;
    }
    const table = this.table;
    let slot = h & this.mask;
    let r: number;
    for (;;) {
      const at = slot << 2;
      r = table[at + 3] - 1;
      if (r < 0) { r = this.addRun(at, h, g, s, e); break; }
      if (table[at] === h && table[at + 1] === g && table[at + 2] === e - s) break;
      slot = (slot + 1) & this.mask;
    }
    if (this.runIds[2 * r + 1] === 0) return;
    this.runCnt[r * NF + field]++;
    if (this.runMark[r] !== this.fileSeq) { this.runMark[r] = this.fileSeq; this.touchedRuns[this.nTouchedRuns++] = r; }
  }

  // Expands the current file's run counts into term counts and field lengths (order does not matter: endFile sorts).
  private flushRuns(): void {
    const pool = this.idPool;
    const runIds = this.runIds;
    const runCnt = this.runCnt;
    const counts = this.counts;
    const mark = this.mark;
    const seq = this.fileSeq;
    for (let j = 0; j < this.nTouchedRuns; j++) {
      const r = this.touchedRuns[j];
      const a = runIds[2 * r];
      const end = a + runIds[2 * r + 1];
      for (let fld = 0; fld < NF; fld++) {
        const c = runCnt[r * NF + fld];
        if (c === 0) continue;
        runCnt[r * NF + fld] = 0;
        this.curLens[fld] += (end - a) * c;
        for (let k = a; k < end; k++) {
          const id = pool[k];
          counts[id * NF + fld] += c;
          if (mark[id] !== seq) { mark[id] = seq; this.touched[this.nTouched++] = id; }
        }
      }
    }
    this.nTouchedRuns = 0;
  }

  // First sight of a run: split it once and keep its term ids (runs are ASCII, so latin1 decoding is exact).
  private addRun(at: number, h: number, g: number, s: number, e: number): number {
    const r = this.nRuns++;
    if (2 * r + 1 >= this.runIds.length) { const a = new Int32Array(this.runIds.length * 2); a.set(this.runIds); this.runIds = a; }
    if (r >= this.runMark.length) {
      const cap = this.runMark.length * 2;
      const c = new Int32Array(cap * NF); c.set(this.runCnt); this.runCnt = c;
      const m = new Int32Array(cap).fill(-1); m.set(this.runMark); this.runMark = m;
      const t = new Int32Array(cap); t.set(this.touchedRuns); this.touchedRuns = t;
    }
    const tmp = this.tmp;
    tmp.length = 0;
    identTokens(this.buf.toString('latin1', s, e), tmp);
    if (this.idLen + tmp.length > this.idPool.length) {
      const p = new Uint32Array(this.idPool.length * 2 + tmp.length); p.set(this.idPool); this.idPool = p;
    }
    this.runIds[2 * r] = this.idLen;
    this.runIds[2 * r + 1] = tmp.length;
    for (let k = 0; k < tmp.length; k++) this.idPool[this.idLen++] = this.termId(tmp[k]);
    const table = this.table;
    table[at] = h; table[at + 1] = g; table[at + 2] = e - s; table[at + 3] = r + 1;
    if (this.nRuns * 2 > this.mask) this.growTable();
    return r;
  }

  private growTable(): void {
    const old = this.table;
    const size = (this.mask + 1) * 2;
    const t = new Int32Array(size * 4);
    const mask = size - 1;
    for (let at = 0; at < old.length; at += 4) {
      if (old[at + 3] === 0) continue;
      let slot = old[at] & mask;
      while (t[(slot << 2) + 3] !== 0) slot = (slot + 1) & mask;
      t.set(old.subarray(at, at + 4), slot << 2);
    }
    this.table = t;
    this.mask = mask;
  }

  private addWords(field: number, text: string): void {
    const b = Buffer.from(text, 'latin1');
    this.buf = b;
    scanRange(b, 0, b.length, field, this);
  }

  // The names of a record's undecoded defs blob (JSON whose only strings are the names), scanned in place: the same
  // runs, in the same order, as scanning each decoded name, without a Def object and a Buffer per definition. Names
  // with an escape or a non-ASCII byte (a name's latin1 bytes are then not its UTF-8 bytes) go the decoded way.
  private addDefsJson(f: LexicalFile): boolean {
    const blob = undecodedDefsBytes(f);
    if (!blob) return false;
    const { chunk, start, end } = blob;
    for (let i = start; i < end; i++) { const c = chunk[i]; if (c === 92 || c >= 128) return false; }
    this.buf = chunk;
    for (let i = start; i < end; i++) {
      if (chunk[i] !== 34) continue;
      let j = i + 1;
      while (j < end && chunk[j] !== 34) j++;
      scanRange(chunk, i + 1, j, F_DEFS, this);
      i = j;
    }
    return true;
  }

  /**
   * Tokenizes one file: its path (without extension), its definitions' names, and its bytes if it is source. With
   * `checked` (bytes read from disk for a file whose body is indexed), the file is recorded with its hash only when
   * `bytes` are the content that hash names, else with UNMATCHED_HASH: a cache must never pair a hash with the words
   * of other content (a build that read the tree after it changed, e.g. the background build of background.ts).
   */
  addFile(f: LexicalFile, bytes: Buffer | undefined, checked = false): void {
    const dot = f.path.lastIndexOf('.');
    const slash = f.path.lastIndexOf('/');
    this.addWords(F_PATH, dot > slash ? f.path.slice(0, dot) : f.path);
    const scan = scannerFor(f.lang);
    if (scan) {
      // Every definition name, also of a file whose text is not tokenized (a test): the field says which files
      // define a name (filesDefining). Names joined by newlines cut into the same runs as one by one.
      if ('defNames' in f) this.addWords(F_DEFS, f.defNames);
      else if (!this.addDefsJson(f)) for (const d of f.defs) this.addWords(F_DEFS, d.name);
    }
    if (scan && bytes !== undefined) {
      this.buf = bytes;
      scan(bytes, this);
    }
    this.buf = EMPTY;
    this.endFile(f, checked && (bytes === undefined || sha1Hex(bytes) !== f.hash /* the repository index's content hash (repo/file.ts) */) ? UNMATCHED_HASH : f.hash);
  }

  private endFile(f: LexicalFile, hash: string): void {
    this.flushRuns();
    if (this.firstUse) {
      for (let k = 0; k < this.nTouched; k++) this.firstUse.push(this.touched[k]);
      this.firstUseStarts.push(this.firstUse.length);
    }
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
    this.hashes.push(hash);
  }

  /** Copies file `i` of `old` (built over the same term ids) unchanged. */
  copyFile(old: Forward, i: number): void {
    const a = old.fileStart[i];
    const b = old.fileStart[i + 1];
    this.reserve(b - a);
    this.entKey.set(old.entKey.subarray(a, b), this.nEnt);
    this.entTf.set(old.entTf.subarray(a, b), this.nEnt);
    this.nEnt += b - a;
    if (this.firstUse) {
      if (old.use && old.useStart) {
        for (let j = old.useStart[i]; j < old.useStart[i + 1]; j++) this.firstUse.push(old.use[j]);
        this.firstUseStarts.push(this.firstUse.length);
      } else this.firstUse = undefined; // the old index kept no order: this build records none
    }
    this.endCopied(old, i);
  }

  /** Closes a file whose entries were copied from file `i` of `src`: its field lengths, path and hash. */
  private endCopied(src: ForwardFiles, i: number): void {
    for (let fld = 0; fld < NF; fld++) this.lensOut.push(src.lens[i * NF + fld]);
    this.starts.push(this.nEnt);
    this.paths.push(src.paths[i]);
    this.hashes.push(src.hashes[i]);
  }

  private reserve(extra: number): void {
    if (this.nEnt + extra <= this.entKey.length) return;
    const cap = Math.max(this.entKey.length * 2, this.nEnt + extra);
    const k = new Uint32Array(cap); k.set(this.entKey.subarray(0, this.nEnt)); this.entKey = k;
    const t = new Uint16Array(cap); t.set(this.entTf.subarray(0, this.nEnt)); this.entTf = t;
  }

  /** Returns the finished Forward (the builder must not be used afterwards). */
  finish(): Forward {
    const entKey = this.entKey.subarray(0, this.nEnt);
    const fileStart = Uint32Array.from(this.starts);
    const terms = this.terms;
    const nTerms = terms.length;
    const { termBlob, termOff, termTable } = termDictionary(terms);
    const df = documentFrequencies(fileStart, entKey, nTerms);
    return {
      terms, nTerms, termBlob, termOff, termTable, df,
      paths: this.paths,
      hashes: this.hashes,
      fileStart,
      lens: Uint32Array.from(this.lensOut),
      entKey,
      entTf: this.entTf.subarray(0, this.nEnt),
      ...(this.firstUse ? { use: Uint32Array.from(this.firstUse), useStart: Uint32Array.from(this.firstUseStarts) } : {}),
    };
  }
}

/**
 * Returns the term dictionary of a Forward over `terms` (ids in array order): their bytes back to back, each term's
 * offset, and the open-addressing table (FNV-1a, linear probing, id + 1 per slot) lookupTerm reads.
 */
export function termDictionary(terms: readonly string[]): Pick<Forward, 'termBlob' | 'termOff' | 'termTable'> {
  const nTerms = terms.length;
  const termBlob = Buffer.from(terms.join(''), 'latin1');
  const termOff = new Uint32Array(nTerms + 1);
  for (let t = 0; t < nTerms; t++) termOff[t + 1] = termOff[t] + terms[t].length;
  return { termBlob, termOff, termTable: termTableOf(termBlob, termOff) };
}

/** Returns the lookup table of the terms whose bytes are `termBlob` at `termOff` (as termDictionary builds it). */
export function termTableOf(termBlob: Uint8Array, termOff: Uint32Array): Int32Array {
  const nTerms = termOff.length - 1;
  const termTable = new Int32Array(tableSize(nTerms));
  const mask = termTable.length - 1;
  for (let t = 0; t < nTerms; t++) {
    let h = FNV_OFFSET;
    for (let i = termOff[t], end = termOff[t + 1]; i < end; i++) h = Math.imul(h ^ termBlob[i], FNV_PRIME);
    let slot = h & mask;
    while (termTable[slot] !== 0) slot = (slot + 1) & mask;
    termTable[slot] = t + 1;
  }
  return termTable;
}

/** Returns, per term, the number of files with an entry of it (entries of a file sorted by key). */
export function documentFrequencies(fileStart: Uint32Array, entKey: Uint32Array, nTerms: number): Uint32Array {
  const df = new Uint32Array(nTerms);
  for (let f = 0; f + 1 < fileStart.length; f++) {
    let prev = -1;
    for (let e = fileStart[f], end = fileStart[f + 1]; e < end; e++) {
      const t = entKey[e] >>> FIELD_BITS;
      if (t !== prev) { df[t]++; prev = t; }
    }
  }
  return df;
}

/** Returns the size of a term table for `n` terms: a power of two at least twice `n`. */
export function tableSize(n: number): number {
  let size = 1024;
  while (size < n * 2) size *= 2;
  return size;
}

/** Returns the FNV-1a hash of an ASCII string (the same as of its bytes). */
export function fnvStr(t: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), FNV_PRIME);
  return h;
}

/** Returns the index of entry `key` among file `file`'s entries of `fw` (sorted by key), or -1 when it has none. */
export function findEntry(fw: ForwardFiles, file: number, key: number): number {
  const { fileStart, entKey } = fw;
  let lo = fileStart[file];
  const end = fileStart[file + 1];
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entKey[mid] < key) lo = mid + 1; else hi = mid;
  }
  return lo < end && entKey[lo] === key ? lo : -1;
}

/** Returns the id of `term` in `fw`, or undefined: one hash and a byte comparison per probe. */
export function lookupTerm(fw: Forward, term: string): number | undefined {
  const { termTable, termBlob, termOff } = fw;
  const mask = termTable.length - 1;
  for (let slot = fnvStr(term) & mask; ; slot = (slot + 1) & mask) {
    const r = termTable[slot] - 1;
    if (r < 0) return undefined;
    const a = termOff[r];
    if (termOff[r + 1] - a !== term.length) continue;
    let i = 0;
    while (i < term.length && termBlob[a + i] === term.charCodeAt(i)) i++;
    if (i === term.length) return r;
  }
}

/** Returns the term strings of `fw`, decoding them from the blob on first use. */
export function termsOf(fw: Forward): string[] {
  if (!fw.terms) {
    const all = Buffer.from(fw.termBlob.buffer, fw.termBlob.byteOffset, fw.termBlob.byteLength).toString('latin1');
    const out = new Array<string>(fw.nTerms);
    for (let t = 0; t < fw.nTerms; t++) out[t] = all.slice(fw.termOff[t], fw.termOff[t + 1]);
    fw.terms = out;
  }
  return fw.terms;
}
