// The boundary of the edge-packing kernel (wasm/edges.wasm, assembly/edges.ts): packEdges' sort and dedupe in one
// call. Its twin and reference is packEdgesTwin (edges.ts), which answers whenever the kernel does not.
import { KernelSlot } from '../kernels/wasm.js';
import { twinFallback } from '../kernels/fallback.js';
/** This thread's instance; one grown past 16 MB (~500k edges) is released once idle. */
const slot = new KernelSlot('edges', 16 << 20);
/**
 * Returns the (from, to, line, kind) quadruples `q` packed as packEdgesTwin packs them, or null when the kernel is not
 * built, trapped, or refused the input (a kind >= 32): the caller then packs them in TypeScript. Each of those is
 * counted and logged as a twin fallback (kernels/fallback.ts).
 */
export function packEdgesKernel(q) {
    if (q.length % 4 !== 0)
        return null;
    return slot.run((k) => {
        const m = q.length / 4;
        const ptr = k.a(m);
        new Int32Array(k.memory.buffer, ptr, m * 4).set(q);
        const n = k.p(m);
        if (n < 0)
            twinFallback('edges', 'refused', 'an edge kind is not below 32');
        const out = n < 0 ? null : new Uint8Array(k.memory.buffer, ptr, n * 16).slice();
        slot.doneWith(k);
        return out;
    }, () => null);
}
