/**
 * Two of V8's own test intrinsics, for the wasm code cache (wasm-cache.ts): `%SerializeWasmModule(module)` and
 * `%DeserializeWasmModule(bytes, wireBytes)`. Node has no API that keeps a compiled WebAssembly.Module across
 * processes (Chrome caches wasm code itself; Node 20 does not), so these are the only way to it.
 *
 * They are not a supported API, so every use is fenced:
 * - only on V8 versions whose intrinsics were checked to take exactly these arguments (NATIVES_V8);
 * - `--allow-natives-syntax` is on only while the two functions are compiled, and then set back, so V8's flag hash —
 *   which the JavaScript code cache (code-cache.ts) and the serialized modules are checked against — is unchanged;
 * - they are called only with the argument types V8 expects (a non-shared ArrayBuffer and a Uint8Array): the
 *   intrinsics cast their arguments without checking them in release builds;
 * - a function whose bytecode V8 flushed and must recompile without the flag throws a SyntaxError: callers catch
 *   every error and fall back to compiling.
 */
import { createRequire } from 'node:module';
/** V8 versions (major.minor) whose intrinsics are known to match the calls below: Node 20's. */
export const NATIVES_V8 = /^11\.3\./;
let natives;
/** Returns true when this V8 is one the intrinsics are known to be safe on. */
export function wasmNativesSupported() {
    return NATIVES_V8.test(process.versions.v8 ?? '');
}
/** Returns the intrinsics, or null where they are not known to be safe or do not compile. */
export function wasmNatives() {
    if (natives !== undefined)
        return natives;
    natives = null;
    if (!wasmNativesSupported())
        return null;
    let setFlags;
    try {
        setFlags = createRequire(import.meta.url)('node:v8').setFlagsFromString;
    }
    catch {
        return null;
    }
    setFlags('--allow-natives-syntax');
    try {
        // new Function compiles its body at once (it is a parenthesized function literal), while the flag is on.
        natives = {
            serialize: new Function('m', 'return %SerializeWasmModule(m);'),
            deserialize: new Function('b', 'w', 'return %DeserializeWasmModule(b, w);'),
        };
    }
    catch {
        natives = null;
    }
    finally {
        setFlags('--no-allow-natives-syntax');
    }
    return natives;
}
