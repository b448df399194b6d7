// The boundary of the terminal kernel: picks the implementation and owns the wasm calling convention
// (assembly/terminal.ts): write the input once at `alloc(len)`, `run(len)` returns the output length,
// the output starts at `outPtr()`, and the four stats come from getters. Only integers cross.
import { KernelSlot } from './wasm.js';
import { stripTerminalJs } from './js/terminal.js';
/** This thread's terminal kernel: a 50 MB input does not pin ~120 MB forever (released when idle; see KernelSlot). */
const slot = new KernelSlot('terminal');
/** Returns the bytes of linear memory the terminal kernel holds in this thread (0 when no instance is live). */
export function terminalKernelMemoryBytes() {
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
export function stripTerminal(input, opts = {}) {
    const { bytes, stats } = stripTerminalDetailed(input, opts);
    return { bytes, stats };
}
/**
 * Returns stripTerminal's result plus the count of cursor-up/restore operations (used to split work safely). A missing
 * or trapping kernel falls back to the TS twin (counted and logged: kernels/fallback.ts) unless `impl: 'wasm'` forces
 * the kernel, which then throws kernelMissing or kernelTrap.
 */
export function stripTerminalDetailed(input, opts = {}) {
    if (opts.impl === 'js')
        return stripTerminalJs(input);
    return slot.run((k) => stripIn(k, input), () => stripTerminalJs(input), opts.impl === 'wasm');
}
/** Returns stripTerminal's detailed result computed by the wasm kernel; throws if the kernel is missing or traps. */
export function stripTerminalWasm(input) {
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
export function plainUnits(input) {
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
function stripIn(k, input) {
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
