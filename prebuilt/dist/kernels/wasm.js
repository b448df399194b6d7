import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kernelMissing, kernelTrap } from '../errors.js';
import { compileWasm } from '../runtime/wasm-cache.js';
/** Directory that holds the compiled kernels (`wasm/` at the package root, next to `dist/` and `src/`). */
export const WASM_DIR = fileURLToPath(new URL('../../wasm/', import.meta.url));
const moduleCache = new Map();
/**
 * Returns a compiled kernel module, compiled once per thread and cached (or taken from the wasm code cache, when the
 * process turned it on: runtime/wasm-cache.ts).
 * Throws a `kernelMissing` error naming the file when the build has not run.
 */
export function kernelModule(name) {
    let mod = moduleCache.get(name);
    if (mod)
        return mod;
    const file = `${WASM_DIR}${name}.wasm`;
    let bytes;
    try {
        bytes = readFileSync(file);
    }
    catch {
        throw kernelMissing(name, file);
    }
    mod = compileWasm(name, file, bytes);
    moduleCache.set(name, mod);
    return mod;
}
/** Returns nothing; makes `mod` (compiled by another thread, which posted it here) this thread's kernel `name`. */
export function adoptKernelModule(name, mod) {
    if (!moduleCache.has(name))
        moduleCache.set(name, mod);
}
/** Returns a fresh instance of kernel `name` with its exports typed as `T` (each call has its own memory). */
export function instantiateKernel(name) {
    const instance = new WebAssembly.Instance(kernelModule(name), {
        env: {
            abort(_msg, _file, line, col) {
                throw kernelTrap(name, `abort at ${line}:${col}`);
            },
            seed() {
                return 0; // deterministic: kernels never need randomness
            },
        },
    });
    return instance.exports;
}
/**
 * Returns a Uint8Array view of `len` bytes at `ptr`, taken after any growth so it is never detached.
 * Views must not be kept across kernel calls: `memory.grow` detaches them.
 */
export function view(memory, ptr, len) {
    return new Uint8Array(memory.buffer, ptr, len);
}
/**
 * One thread's instance of a kernel, created on first use. An instance whose memory grew beyond `keepBytes` is
 * released once idle for `releaseAfterMs`, so one big input does not pin its memory, while back-to-back big calls
 * do not pay for growing (and page-faulting) a fresh memory each time. A trapped instance is dropped: its state
 * may be inconsistent.
 */
export class KernelSlot {
    name;
    keepBytes;
    releaseAfterMs;
    instance;
    timer;
    constructor(name, keepBytes = 64 << 20, releaseAfterMs = 2000) {
        this.name = name;
        this.keepBytes = keepBytes;
        this.releaseAfterMs = releaseAfterMs;
    }
    /** Returns the live instance, instantiating the kernel if there is none. */
    get() {
        return (this.instance ??= instantiateKernel(this.name));
    }
    /** Returns the bytes of linear memory the live instance holds (0 when there is none). */
    memoryBytes() {
        return this.instance ? this.instance.memory.buffer.byteLength : 0;
    }
    /** Schedules the release of `k` if its memory is above the keep size (call after each use); returns nothing. */
    doneWith(k) {
        clearTimeout(this.timer);
        this.timer = undefined;
        if (k.memory.buffer.byteLength <= this.keepBytes)
            return;
        if (this.releaseAfterMs <= 0) {
            if (this.instance === k)
                this.instance = undefined;
            return;
        }
        this.timer = setTimeout(() => {
            if (this.instance === k)
                this.instance = undefined;
        }, this.releaseAfterMs);
        this.timer.unref();
    }
    /** Drops the live instance (after a trap); the next `get()` instantiates a fresh one. Returns nothing. */
    drop() {
        this.instance = undefined;
    }
}
