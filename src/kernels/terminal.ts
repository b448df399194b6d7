// The boundary of the terminal kernel: picks the implementation and owns the wasm calling convention
// (assembly/terminal.ts): write the input once at `alloc(len)`, `run(len)` returns the output length,
// the output starts at `outPtr()`, and the four stats come from getters. Only integers cross.
import { KernelSlot, type KernelExports } from './wasm.js';
import { stripTerminalJs } from './js/terminal.js';

/** Counts of what stripTerminal removed. */
export interface TerminalStats {
  /** Escape sequences removed (CSI, OSC, DCS/SOS/PM/APC strings, charset and 2-byte escapes, lone ESC). */
  escapes: number;
  /** Redraws: bare carriage returns (a CR not followed by LF) plus cursor-up moves (CSI A/F, ESC M). */
  redraws: number;
  /** Backspaces (each moves the cursor one column left, so `_\bX` shows `X`). */
  overstrikes: number;
  /** Other C0 controls and DEL removed (BEL, NUL, VT, FF, ...). */
  controls: number;
}

/** Options shared by the kernel wrappers. */
export interface TerminalOptions {
  /** Force one implementation; default is the wasm kernel, with the TS twin as fallback if it cannot run. */
  impl?: 'wasm' | 'js';
}

/** The result of stripTerminal: the visible text and what was removed. */
export interface TerminalResult {
  bytes: Uint8Array;
  stats: TerminalStats;
}

/** stripTerminal's result plus `upMoves`: cursor-up/restore operations, i.e. edits of earlier lines. */
export interface DetailedTerminalResult extends TerminalResult {
  upMoves: number;
  /**
   * The input's UTF-16 length when the kernel found it plain (it counts while it scans; meaningful only for valid
   * UTF-8 input), else undefined.
   */
  units?: number;
}

interface TerminalExports {
  memory: WebAssembly.Memory;
  /** alloc(len): address where the input goes */
  alloc(len: number): number;
  /** run(len): output length */
  run(len: number): number;
  /** outPtr(): address of the output */
  outPtr(): number;
  /** plain(len): 1 when the input holds no byte `run` acts on (it would come back unchanged, every count 0) */
  plain(len: number): number;
  /** units(): UTF-16 length of the input the last `plain` found plain (valid UTF-8 assumed), -1 otherwise */
  units(): number;
  escapes(): number;
  redraws(): number;
  overstrikes(): number;
  controls(): number;
  upMoves(): number;
}

/** This thread's terminal kernel: a 50 MB input does not pin ~120 MB forever (released when idle; see KernelSlot). */
const slot = new KernelSlot<TerminalExports>('terminal');

/** Returns the bytes of linear memory the terminal kernel holds in this thread (0 when no instance is live). */
export function terminalKernelMemoryBytes(): number {
  return slot.memoryBytes();
}

/**
 * Returns the text as a terminal would finally show it, as UTF-8 bytes, plus counts of what was removed.
 * Escape sequences and controls are removed, `\r`/backspace/cursor moves overwrite earlier text, lines stay
 * separated by `\n`, invalid UTF-8 passes through byte for byte, and the result is idempotent.
 * The wasm kernel runs by default; if it is missing or traps, the TS twin produces the identical result (counted and
 * logged: kernels/fallback.ts).
 *
 * @example
 * stripTerminal(new TextEncoder().encode('50%\r100%\n')).bytes // "100%\n"
 */
export function stripTerminal(input: Uint8Array, opts: TerminalOptions = {}): TerminalResult {
  const { bytes, stats } = stripTerminalDetailed(input, opts);
  return { bytes, stats };
}

/**
 * Returns stripTerminal's result plus the count of cursor-up/restore operations (used to split work safely). A missing
 * or trapping kernel falls back to the TS twin (counted and logged: kernels/fallback.ts) unless `impl: 'wasm'` forces
 * the kernel, which then throws kernelMissing or kernelTrap.
 */
export function stripTerminalDetailed(input: Uint8Array, opts: TerminalOptions = {}): DetailedTerminalResult {
  if (opts.impl === 'js') return stripTerminalJs(input);
  return slot.run((k) => stripIn(k, input), () => stripTerminalJs(input), opts.impl === 'wasm');
}

/** Returns stripTerminal's detailed result computed by the wasm kernel; throws if the kernel is missing or traps. */
export function stripTerminalWasm(input: Uint8Array): DetailedTerminalResult {
  return slot.run((k) => stripIn(k, input), () => stripTerminalJs(input), true);
}

/** Bytes of the input the plain scan writes into the kernel at a time (plainUnits). */
const PLAIN_CHUNK = 64 * 1024;

/**
 * Returns the UTF-16 length of `input` (meaningful for valid UTF-8 only) when the terminal model would leave it
 * unchanged — no C0 control but TAB and LF, no DEL: stripTerminal would return the same bytes with every count 0 — and
 * -1 when it would not, or when the kernel is missing or traps (the caller then runs stripTerminal, which decides).
 * The input goes through the kernel's `plain` scan in 64 KB pieces, into the same few pages of linear memory: the
 * classes it tests and counts are those of single bytes, so the pieces add up to the scan of the whole. A large plain
 * input (a persisted build log) thus costs no copy of itself into linear memory and none out of it: on a machine
 * where first touching a page is dear, 5 MB copied twice is ~40 ms of CPU.
 */
export function plainUnits(input: Uint8Array): number {
  return slot.run((k) => {
    const len = input.length;
    const chunk = Math.min(len, PLAIN_CHUNK);
    const ptr = k.alloc(chunk);
    let units = 0;
    for (let at = 0; at < len; at += chunk) {
      const piece = input.subarray(at, Math.min(len, at + chunk));
      new Uint8Array(k.memory.buffer, ptr, piece.length).set(piece);
      if (k.plain(piece.length) !== 1) {
        units = -1;
        break;
      }
      units += k.units();
    }
    slot.doneWith(k);
    return units;
  }, () => -1);
}

function stripIn(k: KernelExports<TerminalExports>, input: Uint8Array): DetailedTerminalResult {
  const len = input.length;
  const ptr = k.alloc(len);
  new Uint8Array(k.memory.buffer, ptr, len).set(input);
  if (k.plain(len) === 1) {
    // Nothing to strip (no escape, CR, backspace or other control): the visible text is the input, byte for byte.
    const units = k.units();
    slot.doneWith(k);
    return { bytes: input.slice(), stats: { escapes: 0, redraws: 0, overstrikes: 0, controls: 0 }, upMoves: 0, units };
  }
  const outLen = k.run(len);
  const outPtr = k.outPtr();
  const bytes = new Uint8Array(k.memory.buffer, outPtr, outLen).slice();
  const stats = { escapes: k.escapes(), redraws: k.redraws(), overstrikes: k.overstrikes(), controls: k.controls() };
  const upMoves = k.upMoves();
  slot.doneWith(k);
  return { bytes, stats, upMoves };
}
