// Term-scan kernel: cuts source text into tokens exactly as src/rank/tokenize.ts identTokens does (identifier runs,
// split at `_`, case and digit boundaries, lower-cased, one-letter parts and stopwords dropped, parts S-stemmed, the
// whole run added when it has several parts) and counts every token per field (the BM25F field lengths). Python source
// is scanned 16 bytes at a time (SIMD) between the bytes that matter (one load gives an identifier run's end and the
// next stop after it when both are in its 16 bytes: runThenStop), and a direct-mapped cache of recent runs spares
// re-splitting the identifiers code repeats. Two modes:
//   - full (the postings an index keeps, src/rank/postings-kernel.ts and keep.ts): every term, interned in a
//     dictionary that grows (ids in order of first occurrence, as src/rank/postings.ts ForwardBuilder, the twin,
//     gives them), counted per file and field;
//   - lines (the ranking of definitions, src/rank/line-terms.ts): each line's token count and where a small table
//     of asked terms occurs.
//
// ABI (only integers cross; the wrapper is src/kernels/termscan.ts):
//   1. setup(nWords, slots, blobLen) -> address where the host writes, back to back, the word table (stopwords and
//      asked terms):
//        i32 table[slots]       open addressing by FNV-1a of the word's bytes, word index + 1 (0 empty)
//        i32 wordOff[nWords+1]  word w is blob[wordOff[w], wordOff[w+1])
//        i32 wordStop[nWords]   1 when the word is a stopword
//        i32 wordAsked[nWords]  the asked term's index, or -1
//        u8  blob[blobLen]
//   2. Segments: input(len) -> address for the bytes of one segment; scan(mode, field, len) scans it (mode 0: the
//      whole text is words of `field`; 1: Python source; 2: JS/TS source; 3: a JSON text whose strings are the words,
//      refused (-1, nothing counted) when it has an escape or a non-ASCII byte; 0 otherwise). The field lengths
//      so far are at lensPtr(); clearLens() zeroes them.
//   Full: fullMode(termCap, blobCap) after setup (stopwords only). Per file, its segments (its text may be written at
//   stage(len) beforehand and scanned by scanStaged(mode, len) after its path and definition names), then endFull();
//   or, for a file whose path and definitions' JSON text are written at input() and text staged, fileFull() alone.
//   The output grows in the kernel until the host copies it once: every file's entries sorted by key (keysPtr() u32,
//   term id * 4 + field; tfsPtr() u16; entryCount()), term ids in the order each file first used them (usePtr(),
//   useCount()), per file its entry start, first-use start and four field lengths (fileStartPtr(), useStartPtr(),
//   fileLensPtr(), fileCount()), and the dictionary: termCount(), termBlobPtr(), termBlobLen(), termOffPtr()
//   (u32[termCount() + 1] offsets), dfPtr() (u32 per term) and termTable() (its lookup table, termTableSize() slots).
//   Lines: scan(4, lines, len) cuts every identifier run of the segment, strings and comments alike, and answers the
//   number of asked-term hits; linesPtr() then holds each line's token count (u32 per line; `lines` is the
//   segment's newlines + 1) and hitsPtr() the hits as (line, asked) i32 pairs in text order.
import { ensureMemory, heapBase } from './lib/arena';

const NF: i32 = 4;
const F_PATH: i32 = 0;
const F_DEFS: i32 = 1;
const F_DOC: i32 = 2;
const F_BODY: i32 = 3;
// A direct-mapped cache of runs of at most RUN_MAX bytes: in lines mode, of runs whose tokens hold no asked term,
// their token count; in full mode, their term ids (runCachedFull). A run seen before (code repeats its identifiers)
// costs a hash and a comparison instead of a split.
const CACHE_SLOTS: usize = 8192;
const RUN_MAX: usize = 32;
let asked = false;
const FNV_OFFSET: u32 = 0x811c9dc5;
const FNV_PRIME: u32 = 16777619;

// IDENT[c]: ASCII letter, digit or `_`.
const IDENT: usize = memory.data(256);
let ready = false;

let tableAt: usize = 0;
let tableMask: u32 = 0;
let wordOffAt: usize = 0;
let wordStopAt: usize = 0;
let wordAskedAt: usize = 0;
let blobAt: usize = 0;
let lensAt: usize = 0;
let cacheAt: usize = 0; // run cache: CACHE_SLOTS lines of 64 bytes: len, count, the run's bytes
let wordAt: usize = 0; // scratch for one lower-cased word (a run is at most the input's length)
let inputAt: usize = 0;
let inputCap: usize = 0;
let fileSeq: i32 = 0;
let curField: i32 = 0;
// Mode 4 (scanLines): the current line, and where its per-line counts and (line, asked) hits go.
let lineMode = false;
let curLine: i32 = 0;
let lineAt: usize = 0;
let hitAt: usize = 0;
let nHits: i32 = 0;
let hitCap: i32 = 0;
// End of everything allocated so far: input() and full() place their regions here (alloc), so that regions that grow
// never overlap the ones that do not.
let top: usize = 0;
// Full mode: the dictionary (hash table of id + 1, offsets, bytes) and, per term, the current file's counts, its
// mark (the file that last used it) and the file's first-use order; entries of one file are written to keys/tfs.
let full = false;
let ttabAt: usize = 0;
let ttabMask: u32 = 0;
let toffAt: usize = 0;
let tblobAt: usize = 0;
let tblobCap: usize = 0;
let tblobLen: u32 = 0;
let tcap: i32 = 0;
let nTerms: i32 = 0;
let fcntAt: usize = 0;
let fmarkAt: usize = 0;
let fuseAt: usize = 0;
let fsortAt: usize = 0;
let fscratchAt: usize = 0;
let nUse: i32 = 0;
// Full mode's output, grown as files end (endFull): every file's entries (keys u32, counts u16), first-use orders,
// field lengths and starts, and each term's document frequency (dfAt, a per-term region).
let eKeyAt: usize = 0;
let eTfAt: usize = 0;
let eCap: usize = 0;
let nEnt: usize = 0;
let uAllAt: usize = 0;
let uCap: usize = 0;
let nUseAll: usize = 0;
let fStartAt: usize = 0;
let fUseStartAt: usize = 0;
let fLensAt: usize = 0;
let fCap: usize = 0;
let nFiles: usize = 0;
let dfAt: usize = 0;
let tableAtOut: usize = 0;
let tableSizeOut: usize = 0;
// The term ids the current run() emitted (full mode), kept in its cache line when there are at most RUN_IDS.
const RUN_IDS: i32 = 4;
const RUN_IDS_AT: usize = memory.data(RUN_IDS * 4);
let nRunIds: i32 = 0;

@inline function isIdent(c: u32): bool { return load<u8>(IDENT + <usize>c) != 0; }
@inline function isUpper(c: u32): bool { return c - 65 < 26; }
@inline function isLower(c: u32): bool { return c - 97 < 26; }
@inline function isDigit(c: u32): bool { return c - 48 < 10; }
@inline function byteAt(p: usize): u32 { return <u32>load<u8>(p); }
@inline function geti(base: usize, i: i32): i32 { return load<i32>(base + (<usize>i << 2)); }
@inline function seti(base: usize, i: i32, v: i32): void { store<i32>(base + (<usize>i << 2), v); }

/** Returns the address where the host writes the word table (see the ABI above); resets every count. */
export function setup(nWords: i32, slots: i32, blobLen: i32): usize {
  if (!ready) {
    for (let c: u32 = 0; c < 256; c++) store<u8>(IDENT + <usize>c, <u8>(isUpper(c) || isLower(c) || isDigit(c) || c == 95));
    ready = true;
  }
  const base = heapBase();
  tableAt = base;
  tableMask = <u32>slots - 1;
  wordOffAt = tableAt + (<usize>slots << 2);
  wordStopAt = wordOffAt + (<usize>(nWords + 1) << 2);
  wordAskedAt = wordStopAt + (<usize>nWords << 2);
  blobAt = wordAskedAt + (<usize>nWords << 2);
  lensAt = (blobAt + <usize>blobLen + 15) & ~<usize>15;
  cacheAt = (lensAt + (<usize>NF << 2) + 63) & ~<usize>63;
  top = cacheAt + CACHE_SLOTS * 64;
  full = false;
  inputAt = 0;
  inputCap = 0;
  stageCap = 0;
  ensureMemory(top);
  input(64);
  memory.fill(lensAt, 0, <usize>NF << 2);
  for (let k: usize = 0; k < CACHE_SLOTS; k++) store<i32>(cacheAt + (k << 6), 0);
  fileSeq = 0;
  return base;
}

// Returns the address of `n` fresh bytes at the top (16-byte aligned), growing the memory to hold them.
function alloc(n: usize): usize {
  const at = (top + 15) & ~<usize>15;
  top = at + n;
  ensureMemory(top + 16);
  return at;
}

/** Returns the address where the host writes one segment of `len` bytes (the word scratch is sized with it). */
export function input(len: i32): usize {
  if (<usize>len > inputCap) {
    // At least doubled: the regions left behind are never reused, so they add up to less than the last ones.
    inputCap = max(<usize>len, inputCap << 1);
    wordAt = alloc(inputCap + 16);
    inputAt = alloc(inputCap + 16);
  }
  return inputAt;
}

let stageAt: usize = 0;
let stageCap: usize = 0;

/**
 * Returns the address where the host writes a file's text of `len` bytes to scan later (scanStaged), apart from the
 * input() region its path and definition names go through meanwhile.
 */
export function stage(len: i32): usize {
  input(len); // the word scratch must hold a run of the staged text
  if (<usize>len > stageCap) {
    stageCap = max(<usize>len, stageCap << 1);
    stageAt = alloc(stageCap + 16);
  }
  return stageAt;
}

/** Returns scan()'s answer for the `len` bytes written at stage(), scanned as `mode` (field 0). */
export function scanStaged(mode: i32, len: i32): i32 {
  const saved = inputAt;
  inputAt = stageAt;
  const r = scan(mode, 0, len);
  inputAt = saved;
  return r;
}

/**
 * Returns the number of entries of one file in full mode, ended (endFull): its path's words (`pathLen` bytes at
 * input()), its definition names (the strings of the JSON text of `defsLen` bytes after them), then its text staged
 * at stage() (`stagedLen` bytes, 0 for none) as `mode`: the segments of rank/postings-kernel.ts scanSegments in one
 * call. -1, with nothing counted, when the JSON text has an escape or a non-ASCII byte (the host then sends the
 * decoded names as a segment of their own).
 */
export function fileFull(pathLen: i32, defsLen: i32, mode: i32, stagedLen: i32): i32 {
  const t = inputAt;
  const d = t + <usize>pathLen;
  const end = d + <usize>defsLen;
  for (let i = d; i < end; i++) { const c = byteAt(i); if (c == 92 || c >= 128) return -1; }
  scanRange(t, d, F_PATH);
  for (let i = d; i < end; i++) {
    if (byteAt(i) != 34) continue;
    let j = i + 1;
    while (j < end && byteAt(j) != 34) j++;
    scanRange(i + 1, j, F_DEFS);
    i = j;
  }
  if (stagedLen > 0) scanStaged(mode, stagedLen);
  return endFull();
}

/** Returns the address of the four field lengths counted since the last clearLens(). */
export function lensPtr(): usize { return lensAt; }

// Returns the index of the word `[p, p + n)` (its FNV-1a hash `h`) in the table, or -1.
@inline function lookup(p: usize, n: i32, h: u32): i32 {
  let slot = h & tableMask;
  let w = geti(tableAt, <i32>slot) - 1;
  while (w >= 0) {
    const a = geti(wordOffAt, w);
    if (geti(wordOffAt, w + 1) - a == n && memory.compare(blobAt + <usize>a, p, <usize>n) == 0) return w;
    slot = (slot + 1) & tableMask;
    w = geti(tableAt, <i32>slot) - 1;
  }
  return -1;
}

// One token of the current field outside full mode (`w` its index in the word table, -1 when absent): it lengthens
// the field and its line, and is a hit when it is an asked term.
@inline function emit(w: i32): void {
  seti(lensAt, curField, geti(lensAt, curField) + 1);
  if (lineMode) seti(lineAt, curLine, geti(lineAt, curLine) + 1);
  if (w < 0) return;
  const q = geti(wordAskedAt, w);
  if (q < 0) return;
  asked = true;
  if (!lineMode) return;
  if (nHits == hitCap) { hitCap <<= 1; ensureMemory(hitAt + (<usize>hitCap << 3)); }
  seti(hitAt, 2 * nHits, curLine);
  seti(hitAt, 2 * nHits + 1, q);
  nHits++;
}

// Lower-cases `[s, e)` into the word scratch and returns its FNV-1a hash.
@inline function lowerInto(s: usize, e: usize): u32 {
  let h = FNV_OFFSET;
  let o = wordAt;
  for (let p = s; p < e; p++) {
    let c = byteAt(p);
    if (isUpper(c)) c |= 32;
    store<u8>(o++, <u8>c);
    h = (h ^ c) * FNV_PRIME;
  }
  return h;
}

@inline function hashOf(p: usize, n: i32): u32 {
  let h = FNV_OFFSET;
  for (let i = 0; i < n; i++) h = (h ^ byteAt(p + <usize>i)) * FNV_PRIME;
  return h;
}

// One token, the first `n` bytes of the word scratch (hash `h`; `w` its index in the word table): counted as an asked
// term, or in full mode as a term of the dictionary.
@inline function token(w: i32, n: i32, h: u32): void {
  if (full) emitTerm(intern(n, h));
  else emit(w);
}

// Full mode: one occurrence of term `id` in the current field, without its length (emitTerm adds it).
@inline function countTerm(id: i32): void {
  const at = id * NF + curField;
  seti(fcntAt, at, geti(fcntAt, at) + 1);
  touchTerm(id);
}

// Full mode: term `id` is used by the current file (its first use is noted in order).
@inline function touchTerm(id: i32): void {
  if (geti(fmarkAt, id) != fileSeq) { seti(fmarkAt, id, fileSeq); seti(fuseAt, nUse++, id); }
}

@inline function emitTerm(id: i32): void {
  seti(lensAt, curField, geti(lensAt, curField) + 1);
  countTerm(id);
  if (nRunIds < RUN_IDS) store<u32>(RUN_IDS_AT + (<usize>nRunIds << 2), id);
  nRunIds++;
}

// Returns the id of the term in the first `n` bytes of the word scratch (hash `h`), adding it when new. The table's
// slots are (hash, id + 1) pairs: bytes are compared only where the hashes agree.
function intern(n: i32, h: u32): i32 {
  let slot = h & ttabMask;
  let r = geti(ttabAt, <i32>(slot << 1) + 1) - 1;
  while (r >= 0) {
    if (load<u32>(ttabAt + (<usize>slot << 3)) == h) {
      const a = load<u32>(toffAt + (<usize>r << 2));
      if (<i32>(load<u32>(toffAt + (<usize>(r + 1) << 2)) - a) == n && sameBytes(tblobAt + <usize>a, wordAt, <usize>n)) return r;
    }
    slot = (slot + 1) & ttabMask;
    r = geti(ttabAt, <i32>(slot << 1) + 1) - 1;
  }
  const id = nTerms;
  if (id + 1 >= tcap) growTerms();
  if (<usize>tblobLen + <usize>n + 8 > tblobCap) {
    const cap = max(tblobCap << 1, <usize>tblobLen + <usize>n + 8);
    const b = alloc(cap);
    memory.copy(b, tblobAt, <usize>tblobLen);
    tblobAt = b;
    tblobCap = cap;
  }
  memory.copy(tblobAt + <usize>tblobLen, wordAt, <usize>n);
  tblobLen += <u32>n;
  store<u32>(toffAt + (<usize>(id + 1) << 2), tblobLen);
  store<u32>(ttabAt + (<usize>slot << 3), h);
  seti(ttabAt, <i32>(slot << 1) + 1, id + 1);
  nTerms++;
  if (<u32>nTerms * 2 > ttabMask) rehash(<usize>(ttabMask + 1) << 1);
  return id;
}

// Returns nothing; moves the dictionary's hash table to one of `slots` slots (a power of two). The pairs move with
// the hashes they hold (no term's bytes are hashed again); the slots they land in differ from an insertion in id
// order, which only the probes see: intern() answers the same ids, and termTable() builds the table it gives out
// afresh. With no terms yet (fullMode) the old table, maybe another session's, is not read.
function rehash(slots: usize): void {
  const oldAt = ttabAt;
  const oldSlots: usize = nTerms > 0 ? <usize>ttabMask + 1 : 0;
  ttabAt = alloc(slots << 3);
  ttabMask = <u32>slots - 1;
  memory.fill(ttabAt, 0, slots << 3);
  for (let k: usize = 0; k < oldSlots; k++) {
    const v = load<i32>(oldAt + (k << 3) + 4);
    if (v == 0) continue;
    const h = load<u32>(oldAt + (k << 3));
    let slot = h & ttabMask;
    while (geti(ttabAt, <i32>(slot << 1) + 1) != 0) slot = (slot + 1) & ttabMask;
    store<u32>(ttabAt + (<usize>slot << 3), h);
    seti(ttabAt, <i32>(slot << 1) + 1, v);
  }
}

// Returns nothing; doubles the per-term regions, keeping the current file's counts, marks and first-use order.
function growTerms(): void {
  const old = tcap;
  tcap = tcap << 1;
  const n = <usize>tcap;
  const off = alloc((n + 1) << 2); memory.copy(off, toffAt, <usize>(old + 1) << 2); toffAt = off;
  const cnt = alloc(n * NF << 2); memory.copy(cnt, fcntAt, <usize>(old * NF) << 2); memory.fill(cnt + (<usize>(old * NF) << 2), 0, (n - <usize>old) * NF << 2); fcntAt = cnt;
  const mark = alloc(n << 2); memory.copy(mark, fmarkAt, <usize>old << 2); memory.fill(mark + (<usize>old << 2), 0xff, (n - <usize>old) << 2); fmarkAt = mark;
  const use = alloc(n << 2); memory.copy(use, fuseAt, <usize>nUse << 2); fuseAt = use;
  const df = alloc(n << 2); memory.copy(df, dfAt, <usize>old << 2); memory.fill(df + (<usize>old << 2), 0, (n - <usize>old) << 2); dfAt = df;
  fsortAt = alloc(n << 2);
  fscratchAt = alloc(n << 2);
}

// Returns the address of a region of `bytes` at the top holding the first `keep` bytes of the one at `at`.
function moved(at: usize, keep: usize, bytes: usize): usize {
  const to = alloc(bytes);
  memory.copy(to, at, keep);
  return to;
}

/**
 * Returns nothing; turns the session setup() started (with the stopwords, no asked terms) into full mode, with room
 * for `termCap` terms and `blobCap` bytes of them ahead (hints: both grow).
 */
export function fullMode(termCap: i32, blobCap: i32): void {
  full = true;
  tcap = max(termCap, 1024);
  const n = <usize>tcap;
  nTerms = 0;
  tblobLen = 0;
  tblobCap = max(<usize>blobCap, 4096);
  tblobAt = alloc(tblobCap);
  toffAt = alloc((n + 1) << 2);
  store<u32>(toffAt, 0);
  fcntAt = alloc(n * NF << 2);
  memory.fill(fcntAt, 0, n * NF << 2);
  fmarkAt = alloc(n << 2);
  memory.fill(fmarkAt, 0xff, n << 2);
  fuseAt = alloc(n << 2);
  dfAt = alloc(n << 2);
  memory.fill(dfAt, 0, n << 2);
  fsortAt = alloc(n << 2);
  fscratchAt = alloc(n << 2);
  eCap = <usize>max(termCap, 4096) << 2;
  eKeyAt = alloc(eCap << 2);
  eTfAt = alloc(eCap << 1);
  nEnt = 0;
  uCap = eCap;
  uAllAt = alloc(uCap << 2);
  nUseAll = 0;
  fCap = 4096;
  fStartAt = alloc((fCap + 1) << 2);
  fUseStartAt = alloc((fCap + 1) << 2);
  fLensAt = alloc(fCap * NF << 2);
  store<u32>(fStartAt, 0);
  store<u32>(fUseStartAt, 0);
  nFiles = 0;
  let slots: usize = 1024;
  while (slots < n * 2) slots <<= 1;
  rehash(slots);
  nUse = 0;
  // The run cache's lines take full mode's layout, all empty.
  for (let k: usize = 0; k < CACHE_SLOTS; k++) { store<u16>(cacheAt + (k << 6), 0xffff); store<i32>(cacheAt + (k << 6) + LINE_SEQ, -1); }
  openAt = alloc(<usize>OPEN_CAP << 2);
  nOpen = 0;
}

// Returns nothing; sorts the `n` term ids at `a` ascending: insertion sort for a few, else byte-wise radix sort
// through `tmp` (as many passes as the dictionary's ids have bytes; a file may use thousands of terms).
function sortIds(a: usize, tmp: usize, n: i32): void {
  if (n <= 32) {
    for (let i = 1; i < n; i++) {
      const v = load<u32>(a + (<usize>i << 2));
      let j = i - 1;
      while (j >= 0 && load<u32>(a + (<usize>j << 2)) > v) { store<u32>(a + (<usize>(j + 1) << 2), load<u32>(a + (<usize>j << 2))); j--; }
      store<u32>(a + (<usize>(j + 1) << 2), v);
    }
    return;
  }
  let src = a;
  let dst = tmp;
  for (let shift: u32 = 0; shift < 32 && (<u32>nTerms - 1) >>> shift != 0; shift += 8) {
    memory.fill(COUNTS, 0, 256 << 2);
    for (let i = 0; i < n; i++) {
      const d = (load<u32>(src + (<usize>i << 2)) >>> shift) & 255;
      store<u32>(COUNTS + (<usize>d << 2), load<u32>(COUNTS + (<usize>d << 2)) + 1);
    }
    let sum: u32 = 0;
    for (let d = 0; d < 256; d++) { const c = load<u32>(COUNTS + (<usize>d << 2)); store<u32>(COUNTS + (<usize>d << 2), sum); sum += c; }
    for (let i = 0; i < n; i++) {
      const v = load<u32>(src + (<usize>i << 2));
      const at = COUNTS + (<usize>((v >>> shift) & 255) << 2);
      const o = load<u32>(at);
      store<u32>(at, o + 1);
      store<u32>(dst + (<usize>o << 2), v);
    }
    const t = src; src = dst; dst = t;
  }
  if (src != a) memory.copy(a, src, <usize>n << 2);
}
const COUNTS: usize = memory.data(256 * 4);

/**
 * Returns the number of entries of the file just scanned in full mode; appends them (sorted by key), its first-use
 * order and field lengths to the session's output, counts its terms' document frequencies, and resets its counts and
 * field lengths.
 */
export function endFull(): i32 {
  flushOpen();
  const m = nUse;
  if (nEnt + (<usize>m * NF) > eCap) {
    const cap = max(eCap << 1, nEnt + <usize>m * NF);
    eKeyAt = moved(eKeyAt, nEnt << 2, cap << 2);
    eTfAt = moved(eTfAt, nEnt << 1, cap << 1);
    eCap = cap;
  }
  if (nUseAll + <usize>m > uCap) {
    const cap = max(uCap << 1, nUseAll + <usize>m);
    uAllAt = moved(uAllAt, nUseAll << 2, cap << 2);
    uCap = cap;
  }
  if (nFiles + 1 > fCap) {
    const cap = fCap << 1;
    fStartAt = moved(fStartAt, (nFiles + 1) << 2, (cap + 1) << 2);
    fUseStartAt = moved(fUseStartAt, (nFiles + 1) << 2, (cap + 1) << 2);
    fLensAt = moved(fLensAt, (nFiles * NF) << 2, (cap * NF) << 2);
    fCap = cap;
  }
  memory.copy(uAllAt + (nUseAll << 2), fuseAt, <usize>m << 2);
  nUseAll += <usize>m;
  memory.copy(fsortAt, fuseAt, <usize>m << 2);
  sortIds(fsortAt, fscratchAt, m);
  const e0 = nEnt;
  for (let k = 0; k < m; k++) {
    const id = load<i32>(fsortAt + (<usize>k << 2));
    seti(dfAt, id, geti(dfAt, id) + 1);
    for (let f = 0; f < NF; f++) {
      const at = id * NF + f;
      const c = geti(fcntAt, at);
      if (c == 0) continue;
      seti(fcntAt, at, 0);
      store<u32>(eKeyAt + (nEnt << 2), <u32>at);
      store<u16>(eTfAt + (nEnt << 1), <u16>(c > 65535 ? 65535 : c));
      nEnt++;
    }
  }
  memory.copy(fLensAt + ((nFiles * NF) << 2), lensAt, <usize>NF << 2);
  memory.fill(lensAt, 0, <usize>NF << 2);
  nFiles++;
  store<u32>(fStartAt + (nFiles << 2), <u32>nEnt);
  store<u32>(fUseStartAt + (nFiles << 2), <u32>nUseAll);
  nUse = 0;
  fileSeq++;
  return <i32>(nEnt - e0);
}

/**
 * Returns the address of the dictionary's lookup table (i32 × termTableSize(): term id + 1 per slot, 0 empty; FNV-1a
 * of the term's bytes, linear probing, terms placed in id order: rank/postings.ts termTableOf, byte for byte).
 */
export function termTable(): usize {
  let size: usize = 1024;
  while (size < (<usize>nTerms << 1)) size <<= 1;
  tableSizeOut = size;
  tableAtOut = alloc(size << 2);
  memory.fill(tableAtOut, 0, size << 2);
  const mask = <u32>size - 1;
  for (let id = 0; id < nTerms; id++) {
    const a = load<u32>(toffAt + (<usize>id << 2));
    const b = load<u32>(toffAt + (<usize>(id + 1) << 2));
    let slot = hashOf(tblobAt + <usize>a, <i32>(b - a)) & mask;
    while (geti(tableAtOut, <i32>slot) != 0) slot = (slot + 1) & mask;
    seti(tableAtOut, <i32>slot, id + 1);
  }
  return tableAtOut;
}

/** Returns the number of slots of the table termTable() made. */
export function termTableSize(): i32 { return <i32>tableSizeOut; }
/** Returns the address of every file's entry keys so far (u32[entryCount()]). */
export function keysPtr(): usize { return eKeyAt; }
/** Returns the address of every file's entry counts so far (u16[entryCount()]). */
export function tfsPtr(): usize { return eTfAt; }
/** Returns the number of entries so far. */
export function entryCount(): i32 { return <i32>nEnt; }
/** Returns the address of every file's first-use order so far (u32[useCount()]). */
export function usePtr(): usize { return uAllAt; }
/** Returns the length of the first-use orders so far. */
export function useCount(): i32 { return <i32>nUseAll; }
/** Returns the address of the files' entry starts (u32[fileCount() + 1]). */
export function fileStartPtr(): usize { return fStartAt; }
/** Returns the address of the files' first-use starts (u32[fileCount() + 1]). */
export function useStartPtr(): usize { return fUseStartAt; }
/** Returns the address of the files' field lengths (u32[fileCount() * 4]). */
export function fileLensPtr(): usize { return fLensAt; }
/** Returns the number of files ended so far. */
export function fileCount(): i32 { return <i32>nFiles; }
/** Returns the address of each term's document frequency (u32[termCount()]). */
export function dfPtr(): usize { return dfAt; }
/** Returns the number of terms in the dictionary. */
export function termCount(): i32 { return nTerms; }
/** Returns the address of the dictionary's term bytes, back to back. */
export function termBlobPtr(): usize { return tblobAt; }
/** Returns the length of the dictionary's term bytes. */
export function termBlobLen(): i32 { return <i32>tblobLen; }
/** Returns the address of the dictionary's offsets (u32[termCount() + 1]). */
export function termOffPtr(): usize { return toffAt; }

// A part of a run (pushWord): dropped when shorter than two letters or a stopword, else S-stemmed and emitted.
function part(s: usize, e: usize): void {
  const n = <i32>(e - s);
  if (n < 2) return;
  const h = lowerInto(s, e);
  const w = lookup(wordAt, n, h);
  if (w >= 0 && geti(wordStopAt, w) != 0) return;
  // stemS (tokenize.ts): the same rules on the lower-cased bytes.
  const last = wordAt + <usize>n - 1;
  if (n <= 3 || byteAt(last) != 115) { token(w, n, h); return; }
  const c1 = byteAt(last - 1);
  const c2 = n >= 3 ? byteAt(last - 2) : 0;
  const c3 = n >= 4 ? byteAt(last - 3) : 0;
  let m = n - 1;
  if (c1 == 101 && c2 == 105 && c3 != 101 && c3 != 97) { // -ies, not -eies / -aies: -y
    store<u8>(last - 2, 121);
    m = n - 2;
  } else if (c1 == 101 && c2 != 97 && c2 != 101 && c2 != 111) { // -es, not -aes / -ees / -oes: drop the s
    m = n - 1;
  } else if (c1 == 117 || c1 == 115 || c1 == 105) { // -us, -ss, -is stay
    token(w, n, h);
    return;
  }
  const g = hashOf(wordAt, m);
  if (full) emitTerm(intern(m, g));
  else emit(lookup(wordAt, m, g));
}

// One identifier run `[s, e)`: identTokens on bytes.
function run(s: usize, e: usize): void {
  let a = s;
  let z = e;
  while (a < z && byteAt(a) == 95) a++;
  while (z > a && byteAt(z - 1) == 95) z--;
  if (a == z) return;
  let parts = 0;
  let st: isize = -1;
  for (let i = a; i < z; i++) {
    const c = byteAt(i);
    if (c == 95) {
      if (st >= 0) { part(<usize>st, i); parts++; st = -1; }
      continue;
    }
    if (st < 0) { st = <isize>i; continue; }
    const p = byteAt(i - 1);
    if (isLower(c) && isUpper(p) && <isize>(i - 1) > st && isUpper(byteAt(i - 2))) {
      part(<usize>st, i - 1); parts++; st = <isize>(i - 1);
    } else if ((isUpper(c) && !isUpper(p)) || isDigit(c) != isDigit(p)) {
      part(<usize>st, i); parts++; st = <isize>i;
    }
  }
  if (st >= 0) { part(<usize>st, z); parts++; }
  if (parts > 1) {
    const n = <i32>(z - a);
    const h = lowerInto(a, z);
    const w = lookup(wordAt, n, h);
    if (w >= 0 && geti(wordStopAt, w) != 0) return;
    token(w, n, h);
  }
}

@inline function sameBytes(a: usize, b: usize, n: usize): bool {
  let i: usize = 0;
  for (; i + 8 <= n; i += 8) if (load<u64>(a + i) != load<u64>(b + i)) return false;
  if (i == n) return true;
  const m: u64 = (<u64>1 << (<u64>(n - i) << 3)) - 1;
  return ((load<u64>(a + i) ^ load<u64>(b + i)) & m) == 0;
}

// Full mode's run cache. A line: u16 length (0xffff: empty), u16 token count, i32 the file whose occurrences it is
// counting (`seq`), u16 × 4 those occurrences per field, u32 × RUN_IDS the run's term ids, then its bytes. A run seen
// again in the same file adds one to its line instead of one to each of its terms (an identifier used forty times in
// a file is expanded into term counts once, when the file ends or the line is taken by another run: flushLine), so a
// repeated run costs about what it costs the query mode; its terms are marked used at its first occurrence in the
// file, which keeps each file's first-use order that of its tokens.
const LINE_SEQ: usize = 4;
const LINE_PEND: usize = 8;
const LINE_IDS: usize = 16;
const LINE_BYTES: usize = 32;
let openAt: usize = 0; // the lines counting for the current file (i32 line index), OPEN_CAP of them at most
let nOpen: i32 = 0;
const OPEN_CAP: i32 = 16384;

// Adds a line's pending occurrences to its terms' counts, and empties them.
function flushLine(ent: usize): void {
  const c = <i32>load<u16>(ent + 2);
  for (let f = 0; f < NF; f++) {
    const p = <i32>load<u16>(ent + LINE_PEND + (<usize>f << 1));
    if (p == 0) continue;
    store<u16>(ent + LINE_PEND + (<usize>f << 1), 0);
    for (let k = 0; k < c; k++) {
      const at = load<i32>(ent + LINE_IDS + (<usize>k << 2)) * NF + f;
      seti(fcntAt, at, geti(fcntAt, at) + p);
    }
  }
}

// Flushes every line counting for the current file and closes them (a later hit opens its line again).
function flushOpen(): void {
  for (let k = 0; k < nOpen; k++) {
    const ent = cacheAt + (<usize>geti(openAt, k) << 6);
    if (load<i32>(ent + LINE_SEQ) != fileSeq) continue;
    flushLine(ent);
    store<i32>(ent + LINE_SEQ, -1);
  }
  nOpen = 0;
}

// Returns nothing; makes line `slot` count occurrences of the current file.
@inline function openLine(ent: usize, slot: usize): void {
  if (nOpen == OPEN_CAP) flushOpen();
  store<i32>(ent + LINE_SEQ, fileSeq);
  store<u64>(ent + LINE_PEND, 0);
  seti(openAt, nOpen++, <i32>slot);
}

// run() through full mode's run cache.
function runCachedFull(s: usize, e: usize): void {
  const n = e - s;
  if (n > RUN_MAX) { run(s, e); return; }
  let a: u32 = load<u32>(s);
  let b: u32 = 0;
  if (n >= 4) b = load<u32>(e - 4);
  else a &= (<u32>1 << (<u32>n << 3)) - 1;
  const h: u32 = (a * 0x9E3779B1) ^ ((b ^ <u32>n) * 0x85EBCA77);
  const slot = <usize>(h >>> 19);
  const ent = cacheAt + (slot << 6);
  if (<usize>load<u16>(ent) == n && sameBytes(ent + LINE_BYTES, s, n)) {
    const c = <i32>load<u16>(ent + 2);
    seti(lensAt, curField, geti(lensAt, curField) + c);
    if (c == 0) return;
    if (load<i32>(ent + LINE_SEQ) != fileSeq) {
      // First occurrence in this file: its terms are used now (first-use order), counted from the line later.
      for (let k = 0; k < c; k++) touchTerm(load<i32>(ent + LINE_IDS + (<usize>k << 2)));
      openLine(ent, slot);
    }
    const p = ent + LINE_PEND + (<usize>curField << 1);
    const v = <u32>load<u16>(p) + 1;
    store<u16>(p, <u16>v);
    if (v == 0xffff) flushLine(ent);
    return;
  }
  if (load<u16>(ent) != 0xffff && load<i32>(ent + LINE_SEQ) == fileSeq) flushLine(ent);
  nRunIds = 0;
  run(s, e);
  if (nRunIds > RUN_IDS) { store<u16>(ent, 0xffff); return; }
  store<u16>(ent, <u16>n);
  store<u16>(ent + 2, <u16>nRunIds);
  memory.copy(ent + LINE_IDS, RUN_IDS_AT, <usize>nRunIds << 2);
  memory.copy(ent + LINE_BYTES, s, n);
  // This occurrence was counted by run(); later ones in this file are counted by the line.
  openLine(ent, slot);
}

// run() through the run cache.
function runCached(s: usize, e: usize): void {
  if (full) { runCachedFull(s, e); return; }
  const n = e - s;
  if (n > RUN_MAX) { run(s, e); return; }
  let a: u32 = load<u32>(s);
  let b: u32 = 0;
  if (n >= 4) b = load<u32>(e - 4);
  else a &= (<u32>1 << (<u32>n << 3)) - 1;
  const h: u32 = (a * 0x9E3779B1) ^ ((b ^ <u32>n) * 0x85EBCA77);
  const slot = <usize>(h >>> 19);
  const ent = cacheAt + (slot << 6);
  const bytes = ent + 8;
  if (<usize>load<i32>(ent) == n && sameBytes(bytes, s, n)) {
    const c = load<i32>(ent + 4);
    seti(lensAt, curField, geti(lensAt, curField) + c);
    if (lineMode) seti(lineAt, curLine, geti(lineAt, curLine) + c);
    return;
  }
  const before = geti(lensAt, curField);
  asked = false;
  run(s, e);
  if (asked) return;
  store<i32>(ent, <i32>n);
  store<i32>(ent + 4, geti(lensAt, curField) - before);
  memory.copy(bytes, s, n);
}

// scanRange (fields.ts): every identifier run of `[s, e)`.
function scanRange(s: usize, e: usize, field: i32): void {
  curField = field;
  let i = s;
  while (i < e) {
    if (!isIdent(byteAt(i))) { i++; continue; }
    const a = i;
    while (i < e && isIdent(byteAt(i))) i++;
    runCached(a, i);
  }
}


// SIMD: the mask of identifier bytes among 16 (as IDENT: ASCII letters, digits, `_`).
@inline function identMask(v: v128): i32 {
  const alpha = i8x16.lt_u(i8x16.sub(v128.or(v, i8x16.splat(0x20)), i8x16.splat(97)), i8x16.splat(26));
  const digit = i8x16.lt_u(i8x16.sub(v, i8x16.splat(48)), i8x16.splat(10));
  return i8x16.bitmask(v128.or(v128.or(alpha, digit), i8x16.eq(v, i8x16.splat(95))));
}

// Returns the first position from `i` (< end) holding an identifier byte or one of a, b, c; `end` when none.
@inline function nextStop(i: usize, end: usize, a: i8, b: i8, c: i8): usize {
  while (i + 16 <= end) {
    const v = v128.load(i);
    const m = identMask(v) | i8x16.bitmask(v128.or(v128.or(i8x16.eq(v, i8x16.splat(a)), i8x16.eq(v, i8x16.splat(b))), i8x16.eq(v, i8x16.splat(c))));
    if (m != 0) return i + <usize>ctz(m);
    i += 16;
  }
  while (i < end) {
    const d = byteAt(i);
    if (isIdent(d) || d == <u32><u8>a || d == <u32><u8>b || d == <u32><u8>c) return i;
    i++;
  }
  return end;
}

// The bitmask of the 16 bytes of `v` equal to `a`, `b` or `c`.
@inline function eq3Mask(v: v128, a: i8, b: i8, c: i8): i32 {
  return i8x16.bitmask(v128.or(v128.or(i8x16.eq(v, i8x16.splat(a)), i8x16.eq(v, i8x16.splat(b))), i8x16.eq(v, i8x16.splat(c))));
}

// Counts the identifier run starting at `s` (runCached) and returns nextStop(its end, end, a, b, c), from one load of
// 16 bytes when the run and that stop are both in them.
@inline function runThenStop(s: usize, end: usize, a: i8, b: i8, c: i8): usize {
  if (s + 16 <= end) {
    const v = v128.load(s);
    const mid = identMask(v);
    const out = ~mid & 0xffff;
    if (out != 0) {
      const k = ctz(out);
      const sp = eq3Mask(v, a, b, c);
      const stops = (mid | sp) & ~((1 << k) - 1);
      runCached(s, s + <usize>k);
      return stops != 0 ? s + <usize>ctz(stops) : nextStop(s + 16, end, a, b, c);
    }
  }
  const e = runEnd(s, end);
  runCached(s, e);
  return nextStop(e, end, a, b, c);
}

// Returns the end of the identifier run starting at `s` (an identifier byte).
@inline function runEnd(s: usize, end: usize): usize {
  let i = s + 1;
  while (i + 16 <= end) {
    const m = ~identMask(v128.load(i)) & 0xffff;
    if (m != 0) return i + <usize>ctz(m);
    i += 16;
  }
  while (i < end && isIdent(byteAt(i))) i++;
  return i;
}

// isPyPrefix (fields.ts): `rb`, `f`, `u`… before a quote.
function isPyPrefix(s: usize, e: usize): bool {
  if (e - s > 2) return false;
  for (let i = s; i < e; i++) {
    const c = byteAt(i) | 32;
    if (c != 114 && c != 98 && c != 117 && c != 102) return false;
  }
  return true;
}

// scanPython (fields.ts): comments and triple-quoted strings to `doc`, code and one-line strings to `body`.
function scanPython(t: usize, n: usize): void {
  const end = t + n;
  let i = t;
  while (i < end) {
    const c = byteAt(i);
    if (isIdent(c)) {
      const s = i;
      if (s + 16 <= end) {
        // The run and where the loop goes on after it, from one load when both are in these 16 bytes: the loop
        // stops at the next identifier byte, #, or quote (what nextStop(e + 1) would find; at e itself when e is one).
        const v = v128.load(s);
        const mid = identMask(v);
        const out = ~mid & 0xffff;
        if (out != 0) {
          const k = ctz(out);
          i = s + <usize>k;
          const q = byteAt(i);
          if ((q == 34 || q == 39) && isPyPrefix(s, i)) continue;
          const stops = (mid | eq3Mask(v, 35, 34, 39)) & ~((2 << k) - 1);
          curField = F_BODY;
          runCached(s, i);
          if (q == 35 || q == 34 || q == 39) continue;
          i = stops != 0 ? s + <usize>ctz(stops) : nextStop(s + 16, end, 35, 34, 39);
          continue;
        }
      }
      i = runEnd(s, end);
      const q = i < end ? byteAt(i) : 0;
      if ((q == 34 || q == 39) && isPyPrefix(s, i)) continue;
      curField = F_BODY;
      runCached(s, i);
      continue;
    }
    if (c == 35) { // #
      i++;
      curField = F_DOC;
      i = nextStop(i, end, 10, 10, 10);
      while (i < end && isIdent(byteAt(i))) i = runThenStop(i, end, 10, 10, 10);
      continue; // at the newline, or the end
    }
    if (c == 34 || c == 39) {
      const triple = i + 2 < end && byteAt(i + 1) == c && byteAt(i + 2) == c;
      curField = triple ? F_DOC : F_BODY;
      i += triple ? 3 : 1;
      let stopped = false; // i is where nextStop would go (after a run)
      while (i < end) {
        if (!stopped) {
          i = nextStop(i, end, 92, <i8>c, 10);
          if (i >= end) break;
        }
        stopped = false;
        const d = byteAt(i);
        if (isIdent(d)) { i = runThenStop(i, end, 92, <i8>c, 10); stopped = true; continue; }
        if (d == 92) { i += 2; continue; }
        if (d == c) {
          if (!triple) { i++; break; }
          if (i + 2 < end && byteAt(i + 1) == c && byteAt(i + 2) == c) { i += 3; break; }
        } else if (d == 10 && !triple) break;
        i++;
      }
      continue;
    }
    i = nextStop(i + 1, end, 35, 34, 39);
  }
}

// indexOf2 (fields.ts): the first `a` followed by `b` from `from`, or -1.
function indexOf2(t: usize, end: usize, a: u32, b: u32, from: usize): isize {
  for (let i = from; i < end; i++) if (byteAt(i) == a && (i + 1 < end ? byteAt(i + 1) : 0x100) == b) return <isize>i;
  return -1;
}

// scanJs (fields.ts): `//` and `/* */` comments to `doc`, code and strings to `body`.
function scanJs(t: usize, n: usize): void {
  const end = t + n;
  let i = t;
  while (i < end) {
    const c = byteAt(i);
    if (isIdent(c)) {
      const s = i;
      while (i < end && isIdent(byteAt(i))) i++;
      curField = F_BODY;
      runCached(s, i);
      continue;
    }
    if (c == 47) { // /
      const d = i + 1 < end ? byteAt(i + 1) : 0x100;
      if (d == 47) {
        let e = i;
        while (e < end && byteAt(e) != 10) e++;
        scanRange(i + 2, e, F_DOC);
        i = e;
        continue;
      }
      if (d == 42) {
        const f = indexOf2(t, end, 42, 47, i + 2);
        const e: usize = f < 0 ? end : <usize>f;
        scanRange(i + 2, e, F_DOC);
        i = e + 2;
        continue;
      }
    }
    if (c == 34 || c == 39 || c == 96) {
      let j = i + 1;
      while (j < end) {
        const d = byteAt(j);
        if (d == 92) { j += 2; continue; }
        if (d == c || (d == 10 && c != 96)) break;
        j++;
      }
      scanRange(i + 1, j < end ? j : end, F_BODY);
      i = j + 1;
      continue;
    }
    i++;
  }
}

// scanLines (line-terms.ts lineTerms): every identifier run of `[t, t + n)`, counted per line (`lines` of them).
function scanLines(t: usize, n: usize, lines: i32): i32 {
  // At the top, after everything allocated: a count per line, then the hit pairs, last, so that they can grow in place
  // (emit). Nothing is allocated while they are in use.
  lineAt = (top + 15) & ~<usize>15;
  hitAt = (lineAt + (<usize>lines << 2) + 16) & ~<usize>15;
  hitCap = 4096;
  ensureMemory(hitAt + (<usize>hitCap << 3));
  memory.fill(lineAt, 0, <usize>lines << 2);
  nHits = 0;
  curLine = 0;
  curField = F_BODY;
  lineMode = true;
  const end = t + n;
  let i = t;
  while (i < end) {
    i = nextStop(i, end, 10, 10, 10);
    if (i >= end) break;
    if (byteAt(i) == 10) { curLine++; i++; continue; }
    const s = i;
    i = runEnd(s, end);
    runCached(s, i);
  }
  lineMode = false;
  return nHits;
}

/** Returns the address of the per-line token counts of the last scan(4, …). */
export function linesPtr(): usize { return lineAt; }
/** Returns the address of the (line, asked) hit pairs of the last scan(4, …). */
export function hitsPtr(): usize { return hitAt; }

/**
 * Returns 0 after scanning the `len` bytes at input(): mode 0 plain words of `field`, 1 Python, 2 JS/TS, 3 the strings
 * of a JSON text — which is refused (-1, nothing counted) when it holds an escape or a non-ASCII byte: its strings'
 * bytes are then not the names' (the host scans the decoded names). Mode 4 (lines) takes the segment's line count as
 * `field` and answers the number of hits (see scanLines).
 */
export function scan(mode: i32, field: i32, len: i32): i32 {
  const t = inputAt;
  const n = <usize>len;
  if (mode == 1) scanPython(t, n);
  else if (mode == 2) scanJs(t, n);
  else if (mode == 3) {
    const end = t + n;
    for (let i = t; i < end; i++) { const c = byteAt(i); if (c == 92 || c >= 128) return -1; }
    for (let i = t; i < end; i++) {
      if (byteAt(i) != 34) continue;
      let j = i + 1;
      while (j < end && byteAt(j) != 34) j++;
      scanRange(i + 1, j, field);
      i = j;
    }
  } else if (mode == 4) return scanLines(t, n, field);
  else scanRange(t, t + n, field);
  return 0;
}

/** Returns nothing; zeroes the field lengths (the host has read them). */
export function clearLens(): void {
  memory.fill(lensAt, 0, <usize>NF << 2);
}
