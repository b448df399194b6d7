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
