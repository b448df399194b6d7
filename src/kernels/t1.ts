// The boundary of the fused T1 kernel (assembly/t1.ts): the terminal model and the line table in one instance, fed
// piece by piece. Each piece is read straight into the staging area of linear memory (no Buffer of the whole input
// in JavaScript), the cleaned text grows behind it, and the line table is computed over that text in place; the
// results are views, not copies. Each call has an instance of its own, freed with the last view of its memory.
// The twin is the composition of the two kernels' twins (stripTerminalJs + lineOpsJs) over the whole input.
import { isUtf8 } from 'node:buffer';
import { instantiateKernel, type KernelExports } from './wasm.js';
import { twinFallback } from './fallback.js';
import { kernelTrap } from '../errors.js';
import { stripTerminalJs } from './js/terminal.js';
import { lineOpsJs, utf16UnitsJs } from './js/lines.js';
import type { LineOps, LineOpsOptions } from './lines-abi.js';
import type { TerminalStats } from './terminal.js';

interface T1Exports {
  memory: WebAssembly.Memory;
  /** begin(cap, total): staging address */
  begin(cap: number, total: number): number;
  /** feed(len): cleaned length so far */
  feed(len: number): number;
  /** resize(cap): staging address */
  resize(cap: number): number;
  /** units(len): UTF-16 length of the staged bytes */
  units(len: number): number;
  /** lines(minRepeat, minAlternate, minBlank): line count */
  lines(minRepeat: number, minAlternate: number, minBlank: number): number;
  outPtr(): number;
  outLength(): number;
  escapes(): number;
  redraws(): number;
  overstrikes(): number;
  controls(): number;
  upMoves(): number;
  startsPtr(): number;
  hashesPtr(): number;
  flagsPtr(): number;
  runsPtr(): number;
  runCount(): number;
  flaggedPtr(): number;
  flaggedCount(): number;
  maxLine(): number;
  /** advance(last): lines scanned into the chunk tables */
  advance(last: number): number;
  scannedTo(): number;
  chunkStartsPtr(): number;
  chunkFlagsPtr(): number;
  chunkEqPtr(): number;
  chunkFlaggedPtr(): number;
  chunkFlaggedCount(): number;
  /** streamMaxLine(): bytes of the longest line advance scanned */
  streamMaxLine(): number;
  /** runsTable(n): where the host writes n flags, then n equalities */
  runsTable(n: number): number;
  /** runsOf(n, minRepeat, minAlternate, minBlank): run count */
  runsOf(n: number, minRepeat: number, minAlternate: number, minBlank: number): number;
  runsOfPtr(): number;
  /** drop(): bytes removed from the start of the output */
  drop(): number;
}

/**
 * Bytes of a piece (the staging area's size; a longer line makes it grow). Its pages stay resident beside the cleaned
 * text for the whole call, so it is kept small: 256 KiB pieces cost the 55 MB log no measurable time against 1 MiB ones.
 */
export const T1_PIECE_BYTES = 1 << 18;

/** Where the input of cleanStream comes from. */
export interface StreamSource {
  /** Returns how many bytes it wrote at the start of `dst` (at most its length); 0 at the end of the input. */
  read(dst: Uint8Array): number;
  /** The input's length when known up front (a file, a buffer): the padding budget is then exact from the start. */
  readonly total?: number;
  /** Size of the staging area (default T1_PIECE_BYTES; the tests use small ones to cut inputs into many pieces). */
  readonly pieceBytes?: number;
  /**
   * Size of the cleaned text from which normalizeStream sends it to a file rather than holding it (default
   * TEXT_FILE_BYTES, 1 MiB; the tests use 0 to take that path on every fixture).
   */
  readonly textFromBytes?: number;
}

/**
 * Where the cleaned text goes when it is not to be held whole: once it reaches `fromBytes`, its final part leaves the
 * kernel as pieces pass (`write` gets each stretch, in order, ending after a '\n' but the last) and the line table is
 * built on the way; the kernel's memory then holds the terminal model's editable window and one piece, not the text.
 */
export interface TextSink {
  readonly fromBytes: number;
  write(bytes: Uint8Array): void;
}

/** The cleaned text when it went to a TextSink: its length and line table (the runs computed per options). */
export interface SunkText {
  readonly length: number;
  /** Returns the line table of the text for these options. */
  lineOps(opts: LineOpsOptions): LineOps;
}

/** What cleaning a streamed input gave. */
export interface CleanedStream {
  /**
   * The text as a terminal would show it (a view of the kernel's memory, or the twin's Buffer). Read it after
   * lineOps: computing a line table may grow the memory, and a view taken before is then detached.
   */
  readonly cleaned: Buffer;
  readonly stats: TerminalStats;
  readonly upMoves: number;
  /** Length of the raw input. */
  readonly rawBytes: number;
  /** Every byte of the raw input was valid UTF-8. */
  readonly rawIsUtf8: boolean;
  /** UTF-16 length of the raw input decoded (replacement characters counted where it is not valid UTF-8). */
  readonly rawChars: number;
  /** The raw input held nothing the terminal model acts on: `cleaned` is the raw input, byte for byte. */
  readonly plain: boolean;
  /** Returns the line table of `cleaned` for these options (computed once per options, in place). */
  lineOps(opts: LineOpsOptions): LineOps;
  readonly impl: 'wasm' | 'js';
  /** Set when the text went to the TextSink (then `cleaned` and `lineOps` must not be used). */
  readonly sunk?: SunkText;
}

/**
 * Returns the input of `source` cleaned by the terminal model, with its line table on demand. `onPiece` sees each raw
 * piece (ending just after a '\n', but the last) before the next read overwrites it: the caller hashes it, counts
 * what it needs, stores it. The kernel runs by default; when it is not built the pieces are gathered and the twins
 * answer (counted and logged: kernels/fallback.ts). A trap mid-stream cannot fall back, since the pieces already fed
 * are gone: it throws the WebAssembly.RuntimeError (kernelTrap when `impl: 'wasm'` forced the kernel), and a caller
 * that holds the whole input runs the kernels one by one instead (normalize.ts).
 */
export function cleanStream(source: StreamSource, onPiece: (piece: Uint8Array) => void, impl?: 'wasm' | 'js', sink?: TextSink): CleanedStream {
  let k: KernelExports<T1Exports> | undefined;
  if (impl !== 'js') {
    try {
      k = instantiateKernel<T1Exports>('t1');
    } catch (err) {
      if (impl === 'wasm') throw err;
      twinFallback('t1', 'missing', err);
    }
  }
  if (!k) return cleanWithTwins(source, onPiece);
  try {
    return cleanInKernel(k, source, onPiece, sink);
  } catch (err) {
    throw err instanceof WebAssembly.RuntimeError && impl === 'wasm' ? kernelTrap('t1', err.message) : err;
  }
}

function cleanInKernel(k: KernelExports<T1Exports>, source: StreamSource, onPiece: (piece: Uint8Array) => void, sink?: TextSink): CleanedStream {
  let cap = source.pieceBytes ?? T1_PIECE_BYTES;
  if (source.total !== undefined && source.total < cap) cap = Math.max(16, source.total);
  let at = k.begin(cap, source.total ?? -1);
  let held = 0; // bytes at the start of the staging area after the last '\n' fed (the start of the next piece)
  let rawBytes = 0;
  let rawChars = 0;
  let rawIsUtf8 = true;
  let eof = false;
  const feedPiece = (len: number): void => {
    const piece = new Uint8Array(k.memory.buffer, at, len);
    onPiece(piece);
    rawBytes += len;
    if (isUtf8(piece)) rawChars += k.units(len);
    else {
      rawIsUtf8 = false;
      rawChars += Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength).toString('utf8').length;
    }
    k.feed(len);
    if (sink && !table && k.outLength() >= sink.fromBytes) table = new LineTable();
    if (table) pass(0);
  };
  let table: LineTable | undefined;
  // Scans the final lines not scanned yet into the table, hands their text to the sink, and drops it from the kernel.
  const pass = (last: number): void => {
    for (;;) {
      const from = k.scannedTo();
      const c = k.advance(last);
      if (c === 0) break;
      const memory = k.memory.buffer;
      table!.push(new Int32Array(memory, k.chunkStartsPtr(), c), new Uint8Array(memory, k.chunkFlagsPtr(), c), new Uint8Array(memory, k.chunkEqPtr(), c),
        new Int32Array(memory, k.chunkFlaggedPtr(), k.chunkFlaggedCount()));
      const text = new Uint8Array(memory, k.outPtr() + from, k.scannedTo() - from);
      table!.wrote(text);
      sink!.write(text);
    }
    k.drop();
  };
  while (!eof) {
    if (held === cap) {
      cap *= 2; // a line longer than the staging area: it grows (the output moves up behind it)
      at = k.resize(cap);
    }
    const got = source.read(new Uint8Array(k.memory.buffer, at + held, cap - held));
    if (got === 0) eof = true;
    const filled = held + got;
    if (filled === 0) continue;
    const staged = new Uint8Array(k.memory.buffer, at, filled);
    // Pieces end just after a '\n' (every '\n' is a line feed in the model: nothing runs across one); the rest waits.
    const cut = eof ? filled : staged.lastIndexOf(10) + 1;
    if (cut === 0) {
      held = filled;
      continue;
    }
    feedPiece(cut);
    held = filled - cut;
    if (held > 0) new Uint8Array(k.memory.buffer).copyWithin(at, at + cut, at + filled);
  }
  if (table) pass(1);
  const outLen = k.outLength();
  const stats: TerminalStats = { escapes: k.escapes(), redraws: k.redraws(), overstrikes: k.overstrikes(), controls: k.controls() };
  if (table) {
    const t = table;
    const length = t.length;
    const plain = stats.escapes === 0 && stats.redraws === 0 && stats.overstrikes === 0 && stats.controls === 0 && length === rawBytes;
    const none = (): never => {
      throw new Error('cleanStream: the cleaned text went to the sink');
    };
    return {
      get cleaned(): Buffer {
        return none();
      },
      stats, upMoves: k.upMoves(), rawBytes, rawIsUtf8, rawChars, plain, impl: 'wasm',
      lineOps: none,
      sunk: {
        length,
        lineOps: (opts) => t.lineOps(opts, k.streamMaxLine(), (n, flags, eq) => {
          const at = k.runsTable(n);
          const memory = new Uint8Array(k.memory.buffer);
          memory.set(flags, at);
          memory.set(eq, at + n);
          const c = k.runsOf(n, opts.minRepeat, opts.minAlternate, opts.minBlank);
          return new Int32Array(k.memory.buffer, k.runsOfPtr(), 3 * c).slice();
        }),
      },
    };
  }
  const plain = stats.escapes === 0 && stats.redraws === 0 && stats.overstrikes === 0 && stats.controls === 0 && outLen === rawBytes;
  let view: Buffer | undefined;
  let computed: { opts: LineOpsOptions; ops: LineOps } | undefined;
  return {
    // A view over the current memory: lines() may grow it, which detaches views taken before.
    get cleaned(): Buffer {
      if (view === undefined || view.buffer !== k.memory.buffer) view = Buffer.from(k.memory.buffer, k.outPtr(), outLen);
      return view;
    },
    stats, upMoves: k.upMoves(), rawBytes, rawIsUtf8, rawChars, plain, impl: 'wasm',
    lineOps(opts) {
      if (computed && sameOptions(computed.opts, opts)) return computed.ops;
      const n = k.lines(opts.minRepeat, opts.minAlternate, opts.minBlank);
      const memory = k.memory.buffer;
      const ops: LineOps = {
        count: n,
        starts: new Int32Array(memory, k.startsPtr(), n + 1),
        // Computed by the kernel when first read (T1 never reads them: their table's pages stay untouched).
        get hashes(): Int32Array {
          return new Int32Array(k.memory.buffer, k.hashesPtr(), n);
        },
        flags: new Uint8Array(memory, k.flagsPtr(), n),
        runs: new Int32Array(memory, k.runsPtr(), 3 * k.runCount()),
        flagged: new Int32Array(memory, k.flaggedPtr(), k.flaggedCount()),
        maxLineBytes: k.maxLine(),
        impl: 'wasm',
      };
      computed = { opts, ops };
      return ops;
    },
  };
}

/** Returns cleanStream's result from the twins, over the pieces gathered whole. */
function cleanWithTwins(source: StreamSource, onPiece: (piece: Uint8Array) => void): CleanedStream {
  const chunks: Buffer[] = [];
  for (;;) {
    const buf = Buffer.allocUnsafe(T1_PIECE_BYTES);
    const got = source.read(buf);
    if (got === 0) break;
    chunks.push(buf.subarray(0, got));
  }
  const raw = Buffer.concat(chunks);
  onPiece(raw);
  const rawIsUtf8 = isUtf8(raw);
  const term = stripTerminalJs(raw);
  const cleaned = Buffer.from(term.bytes.buffer, term.bytes.byteOffset, term.bytes.byteLength);
  const plain = cleaned.equals(raw);
  let computed: { opts: LineOpsOptions; ops: LineOps } | undefined;
  return {
    cleaned, stats: term.stats, upMoves: term.upMoves, rawBytes: raw.length, rawIsUtf8,
    rawChars: rawIsUtf8 ? utf16UnitsJs(raw) : raw.toString('utf8').length, plain, impl: 'js',
    lineOps(opts) {
      if (!computed || !sameOptions(computed.opts, opts)) computed = { opts, ops: lineOpsJs(cleaned, opts) };
      return computed.ops;
    },
  };
}

const sameOptions = (a: LineOpsOptions, b: LineOpsOptions): boolean =>
  a.minRepeat === b.minRepeat && a.minAlternate === b.minAlternate && a.minBlank === b.minBlank;

/**
 * Returns `a` when it holds `need` entries, else a copy of its first `used` in an array eightfold larger (as often as
 * needed): a typed array's pages are touched only where written (~0.7 ms of CPU a MiB on this VM), so the unused end
 * of a large one costs nothing, while every growth copies all the entries so far into fresh pages.
 */
function grown<A extends Int32Array | Uint8Array>(a: A, used: number, need: number, make: (cap: number) => A): A {
  if (need <= a.length) return a;
  let cap = a.length * 8;
  while (need > cap) cap *= 8;
  const b = make(cap);
  b.set(a.subarray(0, used));
  return b;
}

/**
 * The line table built piece by piece (cleanStream with a TextSink): starts, flags, and per line whether it equals the
 * line before (bit 0) and the line two before (bit 1); the runs are computed from those as the kernel's runAt does. The
 * kernel lists the FLAGGED lines and keeps the longest line's length as it scans, so no loop here visits every line
 * but the runs' (a loop over a million lines in a short process runs mostly before V8 has optimized it).
 */
class LineTable {
  private starts = new Int32Array(1 << 16);
  private flags = new Uint8Array(1 << 16);
  private eq = new Uint8Array(1 << 16);
  private n = 0;
  private flagged = new Int32Array(1 << 14);
  private nFlagged = 0;
  /** Bytes of the text so far: the end of the last line scanned (after its '\n' when it has one). */
  length = 0;
  private lastNewline = true;
  private computed: { opts: LineOpsOptions; ops: LineOps } | undefined;

  push(starts: Int32Array, flags: Uint8Array, eq: Uint8Array, flagged: Int32Array): void {
    const c = starts.length;
    const need = this.n + c + 1;
    this.starts = grown(this.starts, this.n, need, (k) => new Int32Array(k));
    this.flags = grown(this.flags, this.n, need, (k) => new Uint8Array(k));
    this.eq = grown(this.eq, this.n, need, (k) => new Uint8Array(k));
    this.starts.set(starts, this.n);
    this.flags.set(flags, this.n);
    this.eq.set(eq, this.n);
    this.n += c;
    this.flagged = grown(this.flagged, this.nFlagged, this.nFlagged + flagged.length, (k) => new Int32Array(k));
    this.flagged.set(flagged, this.nFlagged);
    this.nFlagged += flagged.length;
  }

  /** Returns nothing; counts the text handed to the sink (its length, and whether it ends with a '\n'). */
  wrote(text: Uint8Array): void {
    if (text.length === 0) return;
    this.length += text.length;
    this.lastNewline = text[text.length - 1] === 10;
  }

  /**
   * Returns the line table for these options; `maxLineBytes`: the longest line's length, as the kernel counted it;
   * `runsOf`: the runs of n lines with these flags and equalities, as findRuns finds them (the kernel's runsOf).
   */
  lineOps(opts: LineOpsOptions, maxLineBytes: number, runsOf: (n: number, flags: Uint8Array, eq: Uint8Array) => Int32Array): LineOps {
    if (this.computed && sameOptions(this.computed.opts, opts)) return this.computed.ops;
    const n = this.n;
    const starts = this.starts.subarray(0, n + 1);
    starts[n] = n === 0 ? 0 : this.lastNewline ? this.length : this.length + 1;
    const flags = this.flags.subarray(0, n);
    const eq = this.eq;
    const flagged = this.flagged.subarray(0, this.nFlagged);
    // The runs, as runAt finds them: a repeat run compares each line with the run's first, which equals the line
    // before it, so bit 0 answers; an alternation compares each line with the line two before: bit 1.
    const runs = runsOf(n, flags, eq.subarray(0, n));
    const ops: LineOps = {
      count: n, starts, flags,
      get hashes(): Int32Array {
        throw new Error('LineTable: no line hashes (T1 does not read them)');
      },
      runs, flagged, maxLineBytes, impl: 'wasm',
    };
    this.computed = { opts, ops };
    return ops;
  }
}
