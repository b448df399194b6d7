// The boundary of the term-scan kernel (assembly/termscan.ts): the word table (stopwords and asked terms) is written
// once per session, every cell of it (the memory keeps what earlier sessions left), at the address setup() returns;
// segments are written at input() and scanned. Full mode (FullTermScan, the postings an index keeps) counts every
// term: the kernel keeps the dictionary, and each file's entries, first-use order and field lengths are copied out
// after its endFull(). Lines mode (TermScan.lines) reads back each line's token count and the asked terms' hits.
// Only integers cross.
import { closeSync, openSync, readSync } from 'node:fs';
import { KernelSlot, type KernelExports } from './wasm.js';
import { noteWasmInput } from '../runtime/wasm-cache.js';

interface TermScanExports {
  memory: WebAssembly.Memory;
  setup(nWords: number, slots: number, blobLen: number): number;
  input(len: number): number;
  scan(mode: number, field: number, len: number): number;
  clearLens(): void;
  lensPtr(): number;
  linesPtr(): number;
  hitsPtr(): number;
  fullMode(termCap: number, blobCap: number): void;
  stage(len: number): number;
  scanStaged(mode: number, len: number): number;
  fileFull(pathLen: number, defsLen: number, mode: number, stagedLen: number): number;
  endFull(): number;
  keysPtr(): number;
  tfsPtr(): number;
  entryCount(): number;
  usePtr(): number;
  useCount(): number;
  fileStartPtr(): number;
  useStartPtr(): number;
  fileLensPtr(): number;
  fileCount(): number;
  dfPtr(): number;
  termTable(): number;
  termTableSize(): number;
  termCount(): number;
  termBlobPtr(): number;
  termBlobLen(): number;
  termOffPtr(): number;
}

/** How scan() reads a segment: plain words, Python or JS/TS source, or the strings of a JSON text. */
export const SCAN_WORDS = 0;
export const SCAN_PYTHON = 1;
export const SCAN_JS = 2;
export const SCAN_JSON_STRINGS = 3;
/** Every identifier run of the text, counted per line (lineScans). */
const SCAN_LINES = 4;

const NF = 4;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 16777619;

/** This thread's term-scan kernel (released when idle after growing past 64 MB; see KernelSlot). */
const slot = new KernelSlot<TermScanExports>('termscan');

/**
 * One session of the kernel over a sequence of files, the segments of each written into its memory and scanned: what
 * TermScan and FullTermScan share. Views of the memory are made again only after it grew (asking `memory.buffer`
 * crosses into C++, ~3 µs a call in a fresh process; repo/lex/kernel.ts measured it).
 */
abstract class ScanSession {
  protected readonly k: KernelExports<TermScanExports>;
  private u8: Buffer = Buffer.alloc(0);

  constructor(k: KernelExports<TermScanExports>) {
    this.k = k;
  }

  /** Returns a byte view of all of the kernel's memory, current after any growth. */
  protected bytes(): Buffer {
    if (this.u8.byteLength === 0) this.u8 = Buffer.from(this.k.memory.buffer);
    return this.u8;
  }

  /**
   * Returns false when SCAN_JSON_STRINGS refused the text (an escape or a non-ASCII byte: nothing was counted), else
   * true after scanning `bytes[start, end)` of the current file as `mode` (SCAN_*), its words in `field` where the
   * mode has no fields of its own.
   */
  segment(mode: number, field: number, bytes: Uint8Array, start = 0, end = bytes.length): boolean {
    const n = end - start;
    if (n <= 0) return true;
    const at = this.k.input(n);
    this.bytes().set(start === 0 && end === bytes.length ? bytes : bytes.subarray(start, end), at);
    return this.k.scan(mode, field, n) >= 0;
  }

  /**
   * Returns false when `abs` cannot be read (nothing scanned), else true after scanning its bytes as `mode`, read
   * straight into the kernel's memory (no Buffer per file). `size` is the expected size; a file that grew since is
   * read again, whole.
   */
  segmentFile(mode: number, field: number, abs: string, size: number): boolean {
    let fd: number;
    try { fd = openSync(abs, 'r'); } catch { return false; }
    try {
      for (let cap = size + 1; ; cap *= 2) {
        const at = this.k.input(cap);
        const view = this.bytes().subarray(at, at + cap);
        let n = 0;
        for (let r = 1; n < cap && r > 0; n += r) r = readSync(fd, view, n, cap - n, n);
        if (n < cap) {
          if (n > 0) this.k.scan(mode, field, n);
          return true;
        }
      }
    } catch {
      return false; // as an unreadable file (the full build's read fails the same way)
    } finally {
      closeSync(fd);
    }
  }
}

/**
 * A session of the kernel in lines mode: each text's lines with their token counts and where the terms `asked` occur
 * (tokens as tokenize.ts makes them; `stopwords` dropped). Throws kernelMissing / kernelTrap when the kernel is not
 * built or traps.
 */
export class TermScan extends ScanSession {
  constructor(asked: readonly string[], stopwords: Iterable<string>, k = slot.get()) {
    super(k);
    setupWords(this.k, asked, stopwords);
  }

  /**
   * Returns, for the text `bytes` (UTF-8: identifiers are ASCII, so its lines and runs are those of the string), each
   * line's token count (newlines + 1 lines) and the asked terms' occurrences as (line, asked index) pairs in text order.
   */
  lines(bytes: Uint8Array): LineScan {
    const n = bytes.length;
    let nLines = 1;
    for (let i = bytes.indexOf(10); i >= 0; i = bytes.indexOf(10, i + 1)) nLines++;
    const at = this.k.input(n);
    this.bytes().set(bytes, at);
    const h = this.k.scan(SCAN_LINES, nLines, n);
    noteWasmInput(n); // work that repays caching the kernel's optimized code (runtime/wasm-cache.ts)
    const buf = this.bytes().buffer;
    const out = { count: new Uint32Array(buf, this.k.linesPtr(), nLines).slice(), hits: new Int32Array(buf, this.k.hitsPtr(), 2 * h).slice() };
    this.k.clearLens();
    return out;
  }

  /** Returns nothing; lets the kernel go. */
  finish(): void {
    slot.doneWith(this.k);
  }
}

/**
 * Returns nothing; starts a session of kernel `k` (setup) with its word table: the `asked` terms (their index in the
 * list) and the `stopwords`.
 */
function setupWords(k: KernelExports<TermScanExports>, asked: readonly string[], stopwords: Iterable<string>): void {
  const words = new Map<string, { stop: number; asked: number }>();
  for (const w of stopwords) words.set(w, { stop: 1, asked: -1 });
  asked.forEach((w, i) => { const e = words.get(w); if (e) e.asked = i; else words.set(w, { stop: 0, asked: i }); });
  const list = [...words];
  let slots = 64;
  while (slots < list.length * 4) slots *= 2;
  const blob = Buffer.from(list.map(([w]) => w).join(''), 'latin1');
  const base = k.setup(list.length, slots, blob.length);
  const buf = k.memory.buffer;
  const table = new Int32Array(buf, base, slots);
  const off = new Int32Array(buf, base + 4 * slots, list.length + 1);
  const stop = new Int32Array(buf, off.byteOffset + 4 * (list.length + 1), list.length);
  const ask = new Int32Array(buf, stop.byteOffset + 4 * list.length, list.length);
  new Uint8Array(buf, ask.byteOffset + 4 * list.length, blob.length).set(blob);
  // The instance, and so its memory, serves every pass of this thread: what an earlier pass left here (a larger
  // table, another pass's offsets) is still there, so every cell of the table is written, the first offset included.
  table.fill(0);
  off[0] = 0;
  list.forEach(([w, e], i) => {
    off[i + 1] = off[i] + w.length;
    stop[i] = e.stop;
    ask[i] = e.asked;
    let h = FNV_OFFSET;
    for (let j = 0; j < w.length; j++) h = Math.imul(h ^ w.charCodeAt(j), FNV_PRIME);
    let s = (h >>> 0) & (slots - 1);
    while (table[s] !== 0) s = (s + 1) & (slots - 1);
    table[s] = i + 1;
  });
}

/** Every term of a sequence of files, as FullTermScan.finish gives it (the parts of a Forward the kernel makes). */
export interface FullScanResult {
  nTerms: number;
  /** Terms' bytes back to back, term `t` at `[termOff[t], termOff[t + 1])`; ids in order of first occurrence. */
  termBlob: Uint8Array;
  termOff: Uint32Array;
  /** The dictionary's lookup table (rank/postings.ts termTableOf) and each term's number of files. */
  termTable: Int32Array;
  df: Uint32Array;
  /** File `i`'s entries are `[fileStart[i], fileStart[i + 1])`: keys (term id * 4 + field) ascending and counts. */
  fileStart: Uint32Array;
  entKey: Uint32Array;
  entTf: Uint16Array;
  /** Field lengths, 4 per file. */
  lens: Uint32Array;
  /** File `i`'s term ids in the order it first used them: `use[useStart[i], useStart[i + 1])`. */
  use: Uint32Array;
  useStart: Uint32Array;
}

/**
 * One session of the kernel in full mode over a sequence of files: every term of each (the tokenizer of tokenize.ts,
 * stopwords dropped) counted per field, interned in one dictionary in order of first occurrence. The same entries,
 * field lengths, first-use orders and term ids as rank/postings.ts ForwardBuilder (the twin) on the same files in the
 * same order. A method that throws leaves the session unusable: the caller reports it (trapped) and builds with the
 * twin.
 */
export class FullTermScan extends ScanSession {
  /**
   * Returns a session started now, or null when the kernel is not built or traps at once (the fallback to the twin
   * is counted: kernels/fallback.ts).
   */
  static start(stopwords: Iterable<string>, expectedBytes = 0): FullTermScan | null {
    const k = slot.tryGet();
    if (k === null) return null;
    try {
      return new FullTermScan(stopwords, expectedBytes, k);
    } catch (err) {
      slot.trapped(err);
      return null;
    }
  }

  /** Returns nothing; drops the kernel instance after `err` thrown by a method of this session, and counts the fallback. */
  trapped(err: unknown): void {
    slot.trapped(err);
  }


  /** `expectedBytes`, the source bytes about to be scanned, sizes the dictionary and the entries ahead (a hint). */
  private constructor(stopwords: Iterable<string>, expectedBytes: number, k: KernelExports<TermScanExports>) {
    super(k);
    setupWords(k, [], stopwords);
    const terms = Math.min(expectedBytes / BYTES_PER_TERM, 1 << 20) | 0;
    k.fullMode(terms, terms * 12);
  }

  /**
   * Returns nothing; copies `bytes`, a file's text, into the kernel, to be scanned by scanStaged after the file's path
   * and definition names (they go through segment() meanwhile).
   */
  stage(bytes: Uint8Array): void {
    const at = this.k.stage(bytes.length);
    this.bytes().set(bytes, at);
    this.staged = bytes.length;
  }

  /**
   * Returns false, with nothing counted, when `defsJson` has an escape or a non-ASCII byte (the caller then sends the
   * file through segments), else true after counting one file and ending it: `path` (the words of a path without its
   * extension, latin1 as segments write it), the strings of `defsJson` (definition names), then the text stage()
   * copied, as `mode` (SCAN_PYTHON, SCAN_JS; -1 for none). One call into the kernel for what segments take four.
   */
  file(path: string, defsJson: Uint8Array | undefined, mode: number): boolean {
    const defsLen = defsJson ? defsJson.length : 0;
    const at = this.k.input(path.length + defsLen);
    const mem = this.bytes();
    mem.write(path, at, 'latin1');
    if (defsJson) mem.set(defsJson, at + path.length);
    const staged = mode >= 0 ? this.staged : 0;
    if (this.k.fileFull(path.length, defsLen, mode, staged) < 0) return false;
    this.staged = 0;
    return true;
  }

  /** Returns nothing; scans the text stage() copied, as `mode` (SCAN_PYTHON, SCAN_JS), and forgets it. */
  scanStaged(mode: number): void {
    if (this.staged > 0) this.k.scanStaged(mode, this.staged);
    this.staged = 0;
  }

  private staged = 0;

  /** Returns nothing; closes the current file (its entries, first-use order and field lengths stay in the kernel). */
  endFile(): void {
    this.k.endFull();
  }

  /** Returns every file's entries and the dictionary, copied out of the kernel at once, and lets the kernel go. */
  finish(): FullScanResult {
    const k = this.k;
    const nTerms = k.termCount();
    const nFiles = k.fileCount();
    const table = k.termTable(); // may grow the memory: views are made after it
    const buf = this.bytes().buffer;
    const u32 = (ptr: number, n: number): Uint32Array => new Uint32Array(buf, ptr, n).slice();
    const out: FullScanResult = {
      nTerms,
      termBlob: new Uint8Array(buf, k.termBlobPtr(), k.termBlobLen()).slice(),
      termOff: u32(k.termOffPtr(), nTerms + 1),
      termTable: new Int32Array(buf, table, k.termTableSize()).slice(),
      df: u32(k.dfPtr(), nTerms),
      fileStart: u32(k.fileStartPtr(), nFiles + 1),
      entKey: u32(k.keysPtr(), k.entryCount()),
      entTf: new Uint16Array(buf, k.tfsPtr(), k.entryCount()).slice(),
      lens: u32(k.fileLensPtr(), nFiles * NF),
      use: u32(k.usePtr(), k.useCount()),
      useStart: u32(k.useStartPtr(), nFiles + 1),
    };
    slot.doneWith(k);
    return out;
  }
}

/** Source bytes per distinct term, to size a full session ahead (sympy: ~230). */
const BYTES_PER_TERM = 200;

/** One text's lines as TermScan.lines gives them. */
export interface LineScan { count: Uint32Array; hits: Int32Array }

/**
 * Returns TermScan.lines of each text, in one session of the kernel for the terms `asked`, or null when the kernel is
 * not built or traps (the fallback is counted and logged; the caller then scans in TypeScript).
 */
export function lineScans(asked: readonly string[], stopwords: Iterable<string>, texts: readonly Uint8Array[]): LineScan[] | null {
  return slot.run((k) => {
    const ts = new TermScan(asked, stopwords, k);
    const out = texts.map((t) => ts.lines(t));
    ts.finish();
    return out;
  }, () => null);
}
