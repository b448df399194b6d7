// The boundary of the line-ops kernel (assembly/lines.ts): picks the implementation and owns the wasm calling
// convention. Write the input once at `alloc(len)`, `run(len, minRepeat, minAlternate, minBlank)` returns the
// line count, results are copied out of four regions whose addresses come from getters. Only integers cross.
import { KernelSlot, instantiateKernel, type KernelExports } from './wasm.js';
import { twinFallback } from './fallback.js';
import { kernelTrap } from '../errors.js';
import { lineOpsJs, utf16UnitsJs } from './js/lines.js';
import type { LineOps, LineOpsOptions } from './lines-abi.js';

export type { LineOps, LineOpsOptions } from './lines-abi.js';

interface LinesExports {
  memory: WebAssembly.Memory;
  /** alloc(len): address where the input goes */
  alloc(len: number): number;
  /** run(len, minRepeat, minAlternate, minBlank): line count */
  run(len: number, minRepeat: number, minAlternate: number, minBlank: number): number;
  /** startsPtr(): i32[n + 1] */
  startsPtr(): number;
  /** hashesPtr(): i32[n] */
  hashesPtr(): number;
  /** flagsPtr(): u8[n] */
  flagsPtr(): number;
  /** runsPtr(): i32[3 * runCount()] */
  runsPtr(): number;
  runCount(): number;
  /** flaggedPtr(): i32[flaggedCount()] */
  flaggedPtr(): number;
  flaggedCount(): number;
  /** maxLine(): bytes of the longest line */
  maxLine(): number;
  /** utf16Units(len): UTF-16 length of the valid UTF-8 input */
  utf16Units(len: number): number;
}

/** Default run thresholds: 3 equal lines, 3 periods of an alternation, 3 blank lines. */
export const DEFAULT_LINE_OPS: LineOpsOptions = { minRepeat: 3, minAlternate: 6, minBlank: 3 };

/** This thread's line kernel (released when idle after growing past 64 MB; see KernelSlot). */
const slot = new KernelSlot<LinesExports>('lines');

/**
 * Returns the line table of `input` (line starts, flags, hashes, collapsible runs).
 * The wasm kernel runs by default; if it is missing or traps, the TS twin computes the identical table (counted and
 * logged: kernels/fallback.ts). `impl: 'wasm'` forces the kernel and throws instead.
 */
export function lineOps(input: Uint8Array, opts: LineOpsOptions = DEFAULT_LINE_OPS, impl?: 'wasm' | 'js'): LineOps {
  if (impl === 'js') return lineOpsJs(input, opts);
  if (!kernelSized(opts)) {
    if (impl === 'wasm') throw UNSIZED();
    return lineOpsJs(input, opts);
  }
  const own = inPlace.get(input);
  if (own && sameOptions(own.opts, opts)) return own.ops;
  return slot.run((k) => lineOpsIn(k, input, opts), () => lineOpsJs(input, opts), impl === 'wasm');
}

/**
 * Whether the kernel can take `opts`: it sizes its runs table for runs of at least two lines (half the line count),
 * so a minimum of 1 would write past the table. No caller passes one (DEFAULT_LINE_OPS, the web output's minBlank 2);
 * an options object that does gets the TS twin, which has no such table.
 */
const kernelSized = (o: LineOpsOptions): boolean => o.minRepeat >= 2 && o.minAlternate >= 2 && o.minBlank >= 2;
const UNSIZED = (): Error => kernelTrap('lines', 'the kernel collapses runs of 2 lines or more; a minimum of 1 needs the TS twin');

const sameOptions = (a: LineOpsOptions, b: LineOpsOptions): boolean =>
  a.minRepeat === b.minRepeat && a.minAlternate === b.minAlternate && a.minBlank === b.minBlank;

/** Returns the line table computed by the wasm kernel; throws if the kernel is missing or traps. */
export function lineOpsWasm(input: Uint8Array, opts: LineOpsOptions = DEFAULT_LINE_OPS): LineOps {
  if (!kernelSized(opts)) throw UNSIZED();
  return slot.run((k) => lineOpsIn(k, input, opts), () => lineOpsJs(input, opts), true);
}

function lineOpsIn(k: KernelExports<LinesExports>, input: Uint8Array, opts: LineOpsOptions): LineOps {
  const len = input.length;
  const ptr = k.alloc(len);
  new Uint8Array(k.memory.buffer, ptr, len).set(input);
  const n = k.run(len, opts.minRepeat, opts.minAlternate, opts.minBlank);
  const buf = k.memory.buffer;
  const starts = new Int32Array(buf, k.startsPtr(), n + 1).slice();
  const hashes = new Int32Array(buf, k.hashesPtr(), n).slice();
  const flags = new Uint8Array(buf, k.flagsPtr(), n).slice();
  const runs = new Int32Array(buf, k.runsPtr(), 3 * k.runCount()).slice();
  const flagged = new Int32Array(buf, k.flaggedPtr(), k.flaggedCount()).slice();
  const maxLineBytes = k.maxLine();
  slot.doneWith(k);
  return { count: n, starts, flags, hashes, runs, flagged, maxLineBytes, impl: 'wasm' };
}

/**
 * Returns the number of UTF-16 code units `bytes` decode to; `bytes` must be valid UTF-8 (check with isUtf8).
 * Counted by the line kernel 8 bytes at a time; the TS twin `utf16UnitsJs` gives the same count.
 */
export function utf16Units(bytes: Uint8Array, impl?: 'wasm' | 'js'): number {
  if (impl === 'js') return utf16UnitsJs(bytes);
  return slot.run((k) => {
    const ptr = k.alloc(bytes.length);
    new Uint8Array(k.memory.buffer, ptr, bytes.length).set(bytes);
    const n = k.utf16Units(bytes.length);
    slot.doneWith(k);
    return n;
  }, () => utf16UnitsJs(bytes), impl === 'wasm');
}

/** The inputs linesInPlace ran the kernel on, each with its line table and the options it was computed with. */
const inPlace = new WeakMap<Uint8Array, { readonly opts: LineOpsOptions; readonly ops: LineOps }>();

/**
 * Returns a Buffer of the `len` bytes `fill` writes (it returns how many it wrote), living in the linear memory of a
 * lines kernel instance of its own; or undefined when the kernel is not built or does not load (nothing was filled:
 * the caller then reads into a Buffer of its own, as before). When `wanted(bytes)` holds (default: always), the line
 * table of the bytes is computed there and then, in place, with DEFAULT_LINE_OPS, and `lineOps` of exactly this
 * Buffer with those options returns it: no copy of the input into the kernel, and the tables are views, not
 * copies. For a large input that is one region of fresh memory instead of two: on a machine where first touching a
 * page is dear (a VM: ~16 µs a page), 5 MB less is ~20 ms of CPU. The memory is freed with the last view of it.
 */
export function linesInPlace(len: number, fill: (dst: Uint8Array) => number, wanted: (bytes: Buffer) => boolean = () => true): Buffer | undefined {
  let k: KernelExports<LinesExports>;
  let ptr: number;
  try {
    k = instantiateKernel<LinesExports>('lines');
    ptr = k.alloc(len);
  } catch {
    return undefined;
  }
  const got = fill(new Uint8Array(k.memory.buffer, ptr, len));
  const filled = Buffer.from(k.memory.buffer, ptr, got);
  if (!wanted(filled)) return filled;
  const opts = DEFAULT_LINE_OPS;
  let n: number;
  try {
    n = k.run(got, opts.minRepeat, opts.minAlternate, opts.minBlank);
  } catch (err) {
    twinFallback('lines', 'trap', err); // lineOps of the Buffer runs the usual way (another instance, or the twin)
    return Buffer.from(k.memory.buffer, ptr, got);
  }
  // run() grew the memory for its tables, which detached every view taken before: the views are taken now.
  const memory = k.memory.buffer;
  const bytes = Buffer.from(memory, ptr, got);
  const ops: LineOps = {
    count: n,
    starts: new Int32Array(memory, k.startsPtr(), n + 1),
    // Computed by the kernel when first read (this instance is the Buffer's own, so nothing else has run in it since).
    get hashes(): Int32Array {
      return new Int32Array(k.memory.buffer, k.hashesPtr(), n);
    },
    flags: new Uint8Array(memory, k.flagsPtr(), n),
    runs: new Int32Array(memory, k.runsPtr(), 3 * k.runCount()),
    flagged: new Int32Array(memory, k.flaggedPtr(), k.flaggedCount()),
    maxLineBytes: k.maxLine(),
    impl: 'wasm',
  };
  inPlace.set(bytes, { opts, ops });
  return bytes;
}
