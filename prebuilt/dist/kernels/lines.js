// The boundary of the line-ops kernel (assembly/lines.ts): picks the implementation and owns the wasm calling
// convention. Write the input once at `alloc(len)`, `run(len, minRepeat, minAlternate, minBlank)` returns the
// line count, results are copied out of four regions whose addresses come from getters. Only integers cross.
import { KernelSlot } from './wasm.js';
import { lineOpsJs, utf16UnitsJs } from './js/lines.js';
/** Default run thresholds: 3 equal lines, 3 periods of an alternation, 3 blank lines. */
export const DEFAULT_LINE_OPS = { minRepeat: 3, minAlternate: 6, minBlank: 3 };
/** This thread's line kernel (released when idle after growing past 64 MB; see KernelSlot). */
const slot = new KernelSlot('lines');
/**
 * Returns the line table of `input` (line starts, flags, hashes, collapsible runs).
 * The wasm kernel runs by default; if it is missing or traps, the TS twin computes the identical table (counted and
 * logged: kernels/fallback.ts). `impl: 'wasm'` forces the kernel and throws instead.
 */
export function lineOps(input, opts = DEFAULT_LINE_OPS, impl) {
    if (impl === 'js')
        return lineOpsJs(input, opts);
    return slot.run((k) => lineOpsIn(k, input, opts), () => lineOpsJs(input, opts), impl === 'wasm');
}
/** Returns the line table computed by the wasm kernel; throws if the kernel is missing or traps. */
export function lineOpsWasm(input, opts = DEFAULT_LINE_OPS) {
    return slot.run((k) => lineOpsIn(k, input, opts), () => lineOpsJs(input, opts), true);
}
function lineOpsIn(k, input, opts) {
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
export function utf16Units(bytes, impl) {
    if (impl === 'js')
        return utf16UnitsJs(bytes);
    return slot.run((k) => {
        const ptr = k.alloc(bytes.length);
        new Uint8Array(k.memory.buffer, ptr, bytes.length).set(bytes);
        const n = k.utf16Units(bytes.length);
        slot.doneWith(k);
        return n;
    }, () => utf16UnitsJs(bytes), impl === 'wasm');
}
