// The content address of an output: SHA-1 of its raw bytes (node:crypto through kernels/sha.ts: ~1.6 GB/s, the
// fastest SHA on this machine per DESIGN.md; the wasm SHA kernel is measured against it in bench/).
import { sha1Hex } from '../kernels/sha.js';
/** Length, in hex digits, of the spill keys printed in markers. */
export const KEY_HEX = 12;
/** Returns the full SHA-1 hex digest of `data`. */
export function sha1(data) {
    return sha1Hex(data);
}
/** Returns the spill key of `raw`: the first KEY_HEX hex digits of its SHA-1. */
export function spillKeyOf(raw) {
    return sha1(raw).slice(0, KEY_HEX);
}
