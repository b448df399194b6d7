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
import { nodeV8 } from './v8-module.js';

/** V8 versions (major.minor) whose intrinsics are known to match the calls below: Node 20's. */
export const NATIVES_V8 = /^11\.3\./;

/** The intrinsics, compiled once per thread. */
export interface WasmNatives {
  /** Returns the module's compiled code (serializing fails fatally when no function has optimized code). */
  serialize(module: WebAssembly.Module): ArrayBuffer;
  /** Returns the module rebuilt from `bytes` and its wire bytes, or undefined when V8 refuses them (other V8, flags or CPU). */
  deserialize(bytes: ArrayBuffer, wire: Uint8Array): WebAssembly.Module | undefined;
}

let natives: WasmNatives | null | undefined;

/** Returns true when this V8 is one the intrinsics are known to be safe on. */
export function wasmNativesSupported(): boolean {
  return NATIVES_V8.test(process.versions.v8 ?? '');
}

/** Returns the intrinsics, or null where they are not known to be safe or do not compile. */
export function wasmNatives(): WasmNatives | null {
  if (natives !== undefined) return natives;
  natives = null;
  if (!wasmNativesSupported()) return null;
  let setFlags: (flag: string) => void;
  try {
    setFlags = nodeV8().setFlagsFromString;
  } catch {
    return null;
  }
  setFlags('--allow-natives-syntax');
  try {
    // new Function compiles its body at once (it is a parenthesized function literal), while the flag is on.
    natives = {
      serialize: new Function('m', 'return %SerializeWasmModule(m);') as WasmNatives['serialize'],
      deserialize: new Function('b', 'w', 'return %DeserializeWasmModule(b, w);') as WasmNatives['deserialize'],
    };
  } catch {
    natives = null;
  } finally {
    setFlags('--no-allow-natives-syntax');
  }
  return natives;
}
