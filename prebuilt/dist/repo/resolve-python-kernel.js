// The boundary of the Python resolution kernel (wasm/pyresolve.wasm, assembly/pyresolve.ts): one call resolves the
// import blobs of a whole batch of files. Its twin and reference is PythonResolver (resolve-python.ts): the kernel
// answers the files whose every import resolves to local files or to an external package, and hands every other
// file (an unresolved import, an escaped string) back to the twin, which words the messages.
import { instantiateKernel } from '../kernels/wasm.js';
let kernel;
const HEADER_BYTES = 24;
/**
 * Returns the kernel's resolution of files `todo` (ids into `paths`) from their import blobs, with the resolver's
 * source `roots` and the repo's own package name; null when the kernel is not built or trapped (resolve all with
 * the twin).
 */
export function resolvePythonBatch(paths, roots, selfName, todo, blobOf) {
    if (kernel === undefined) {
        try {
            kernel = instantiateKernel('pyresolve');
        }
        catch {
            kernel = null;
        }
    }
    const k = kernel;
    if (!k || todo.length === 0)
        return k ? { quads: new Int32Array(0), externals: [] } : null;
    const self = selfName ?? '';
    const blobs = new Array(todo.length);
    for (let t = 0; t < todo.length; t++)
        blobs[t] = blobOf(todo[t]);
    const text = `${paths.join('\0')}\0${roots.length ? `${roots.join('\0')}\0` : ''}${self}${blobs.join('\0')}\0`;
    const bytesLen = Buffer.byteLength(text);
    const idsAt = HEADER_BYTES, bytesAt = HEADER_BYTES + todo.length * 4;
    const total = bytesAt + bytesLen;
    try {
        const ptr = k.a(total);
        const head = new Int32Array(k.memory.buffer, ptr, 6 + todo.length);
        head[0] = paths.length;
        head[1] = roots.length;
        head[2] = Buffer.byteLength(self);
        head[3] = todo.length;
        head[4] = bytesLen;
        head[5] = 0;
        head.set(todo, idsAt / 4);
        Buffer.from(k.memory.buffer).write(text, ptr + bytesAt, bytesLen, 'utf8');
        const res = k.r(total);
        const mem = Buffer.from(k.memory.buffer); // after the run: it may have grown memory
        const [quadsPtr, count, statusPtr, extLen] = new Int32Array(k.memory.buffer, res, 4);
        const quads = new Int32Array(k.memory.buffer, quadsPtr, count * 4).slice();
        const status = new Int32Array(k.memory.buffer, statusPtr, todo.length);
        const ext = mem.toString('utf8', statusPtr + todo.length * 4, statusPtr + todo.length * 4 + extLen).split('\0');
        const externals = new Array(todo.length);
        for (let t = 0; t < todo.length; t++)
            externals[t] = status[t] === 0 ? ext[t] : null;
        return { quads, externals };
    }
    catch {
        kernel = null; // a trap: this run and the next resolve with the twin
        return null;
    }
}
