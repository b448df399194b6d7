import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kernelMissing, kernelTrap } from '../errors.js';
import { compileWasm } from '../runtime/wasm-cache.js';
import { twinFallback } from './fallback.js';
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
// Test seam: kernel name -> how many more hand-outs trap (injectKernelTrap). Empty outside tests, so the hot path
// pays one `size` check.
const injected = new Map();
/**
 * Returns nothing; makes the next `times` hand-outs of kernel `name` by any KernelSlot trap on every call (a
 * WebAssembly.RuntimeError, as a real trap), so tests can drive each wrapper's twin fallback. @internal
 */
export function injectKernelTrap(name, times = 1) {
    if (times > 0)
        injected.set(name, times);
    else
        injected.delete(name);
}
function takeInjected(name, k) {
    const left = injected.get(name);
    if (left === undefined)
        return k;
    if (left <= 1)
        injected.delete(name);
    else
        injected.set(name, left - 1);
    // A copy, not a Proxy: an instance's exports object is frozen, which a Proxy may not misreport.
    const fake = {};
    for (const key of Object.keys(k)) {
        const v = k[key];
        fake[key] = typeof v === 'function' ? () => { throw new WebAssembly.RuntimeError(`unreachable (trap injected into kernel '${name}')`); } : v;
    }
    return fake;
}
/**
 * One thread's instance of a kernel, created on first use: the slot every kernel wrapper keeps its instance in.
 * An instance whose memory grew beyond `keepBytes` is released once idle for `releaseAfterMs` (after `doneWith`), so
 * one big input does not pin its memory, while back-to-back big calls do not pay for growing (and page-faulting) a
 * fresh memory each time. A trapped instance is dropped (`trapped`): its state may be inconsistent. A kernel that is
 * not built is remembered (`tryGet` answers null from then on), and both go through kernels/fallback.ts.
 */
export class KernelSlot {
    name;
    keepBytes;
    releaseAfterMs;
    instance;
    missing = false;
    timer;
    constructor(name, keepBytes = 64 << 20, releaseAfterMs = 2000) {
        this.name = name;
        this.keepBytes = keepBytes;
        this.releaseAfterMs = releaseAfterMs;
    }
    /** Returns the live instance, instantiating the kernel if there is none; throws kernelMissing when it is not built. */
    get() {
        const k = (this.instance ??= instantiateKernel(this.name));
        return injected.size === 0 ? k : takeInjected(this.name, k);
    }
    /**
     * Returns the live instance (instantiating it if needed), or null when the kernel is not built or does not load:
     * counted once as a 'missing' fallback, and null from then on without trying again.
     */
    tryGet() {
        if (this.missing)
            return null;
        try {
            return this.get();
        }
        catch (err) {
            this.missing = true;
            twinFallback(this.name, 'missing', err);
            return null;
        }
    }
    /**
     * Returns `use(instance)`, or `twin()` when the kernel is not built or traps mid-call (the instance is dropped and the
     * fallback counted: kernels/fallback.ts). With `strict` (a caller that forced the wasm kernel) nothing falls back:
     * a missing kernel throws kernelMissing and a trap throws kernelTrap, the instance dropped all the same.
     */
    run(use, twin, strict = false) {
        const k = strict ? this.get() : this.tryGet();
        if (k === null)
            return twin();
        try {
            return use(k);
        }
        catch (err) {
            if (strict) {
                this.instance = undefined;
                throw err instanceof WebAssembly.RuntimeError ? kernelTrap(this.name, err.message) : err;
            }
            this.trapped(err);
            return twin();
        }
    }
    /** Returns the live instance without creating one (undefined when there is none). */
    peek() {
        const k = this.instance;
        return k === undefined || injected.size === 0 ? k : takeInjected(this.name, k);
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
    /** Drops the live instance; the next `get()` instantiates a fresh one. Returns nothing. */
    drop() {
        this.instance = undefined;
    }
    /**
     * Returns nothing; drops the instance after `err` (a trap, or any throw mid-call) and counts the fallback to the
     * twin (kernels/fallback.ts), which the caller then runs.
     */
    trapped(err) {
        this.instance = undefined;
        twinFallback(this.name, 'trap', err);
    }
}
