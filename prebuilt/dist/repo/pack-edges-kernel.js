// The boundary of the edge-packing kernel (wasm/edges.wasm, assembly/edges.ts): packEdges' sort and dedupe in one
// call. Its twin and reference is packEdgesTwin (edges.ts), which answers whenever the kernel does not.
import { KernelSlot } from '../kernels/wasm.js';
/** This thread's instance; one grown past 16 MB (~500k edges) is released once idle. */
const slot = new KernelSlot('edges', 16 << 20);
let unavailable = false;
/**
 * Returns the (from, to, line, kind) quadruples `q` packed as packEdgesTwin packs them, or null when the kernel is not
 * built, trapped, or refused the input (a kind >= 32): the caller then packs them in TypeScript.
 */
export function packEdgesKernel(q) {
    if (unavailable || q.length % 4 !== 0)
        return null;
    let k;
    try {
        k = slot.get();
    }
    catch {
        unavailable = true; // not built
        return null;
    }
    try {
        const m = q.length / 4;
        const ptr = k.a(m);
        new Int32Array(k.memory.buffer, ptr, m * 4).set(q);
        const n = k.p(m);
        const out = n < 0 ? null : new Uint8Array(k.memory.buffer, ptr, n * 16).slice();
        slot.doneWith(k);
        return out;
    }
    catch {
        slot.drop(); // a trap: the next call starts a fresh instance
        return null;
    }
}
