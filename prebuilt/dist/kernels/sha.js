// The boundary of the SHA kernel (assembly/sha.ts): write the input once at `alloc(len)`, `sha1(len)` /
// `sha256(len)` return the address of the big-endian digest. Three implementations answer the same
// question: node:crypto (OpenSSL), the wasm kernel and the TS twin.
import * as crypto from 'node:crypto';
import { KernelSlot } from './wasm.js';
import { sha1HexJs, sha256HexJs } from './js/sha.js';
import { resolveShaOptions } from './options.js';
export { DEFAULT_SHA_IMPL } from './options.js';
/** This thread's SHA kernel; an instance grown past 64 MB is dropped right after the call (see KernelSlot). */
const slot = new KernelSlot('sha', 64 << 20, 0);
const utf8 = new TextEncoder();
function toBytes(data) {
    return typeof data === 'string' ? utf8.encode(data) : data;
}
// `impl: 'wasm'` is always a forced choice (the default is node:crypto), so nothing falls back: a missing kernel throws
// kernelMissing and a trap kernelTrap.
function wasmHex(bytes, algo) {
    return slot.run((k) => {
        const ptr = k.alloc(bytes.length);
        new Uint8Array(k.memory.buffer, ptr, bytes.length).set(bytes);
        const at = algo === 'sha1' ? k.sha1(bytes.length) : k.sha256(bytes.length);
        const hex = Buffer.from(k.memory.buffer, at, algo === 'sha1' ? 20 : 32).toString('hex');
        slot.doneWith(k);
        return hex;
    }, () => '', true);
}
// The one-shot crypto.hash (Node ≥ 20.12) skips the Hash object: hashing pandas file by file in a fresh process
// took 25-29 ms with createHash and ~15 ms with it. Older Node 20 releases fall back to createHash.
const oneShot = typeof crypto.hash === 'function' ? crypto.hash : undefined;
function digest(data, algo, impl) {
    if (impl === 'node')
        return oneShot ? oneShot(algo, data, 'hex') : crypto.createHash(algo).update(data).digest('hex');
    const bytes = toBytes(data);
    if (impl === 'js')
        return algo === 'sha1' ? sha1HexJs(bytes) : sha256HexJs(bytes);
    return wasmHex(bytes, algo);
}
/** Returns the SHA-1 of `data` (strings are hashed as UTF-8) as 40 lowercase hex digits. */
export function sha1Hex(data, opts = {}) {
    return digest(data, 'sha1', resolveShaOptions(opts).impl);
}
/** Returns the SHA-256 of `data` (strings are hashed as UTF-8) as 64 lowercase hex digits. */
export function sha256Hex(data, opts = {}) {
    return digest(data, 'sha256', resolveShaOptions(opts).impl);
}
