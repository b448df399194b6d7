/**
 * A code cache for the wasm kernels, beside the JavaScript one (code-cache.ts) in the state directory. V8 compiles a
 * kernel with its baseline compiler (Liftoff) and optimizes hot functions with TurboFan on a background thread, so a
 * short process runs its first ~20 MB of lexing in slow code while a second core is busy compiling; a cold `ck index`
 * of pandas spent ~20 ms of wall and ~60 ms of CPU on that. With the cache, a kernel starts in TurboFan code.
 *
 * - **Reading** (the process that uses a kernel): the cache file carries a SHA-1 of its payload and is named after the
 *   kernel's wire bytes and the runtime (Node version, architecture, flags), as code-cache.ts names its files; V8
 *   then checks its own version, flag hash and CPU features and refuses anything else. Any refusal or error compiles
 *   the kernel as usual.
 * - **Writing** happens in a separate, detached, low-priority process (wasm-cache-writer.ts), started when a process
 *   that did real work (≥ WASM_CACHE_MIN_INPUT bytes through the lexers) exits with kernels it had to compile. It
 *   compiles each with TurboFan only and serializes it, away from the user's process: serializing is a V8 test
 *   intrinsic (v8-natives.ts) that aborts the process it runs in when it fails. A marker file stops a writer that
 *   failed from being started again for the same kernel build and runtime.
 *
 * Only processes that call enableWasmCodeCache (the CLI launcher) use it: the library API never writes state files
 * of its own accord, and worker threads compile their own modules.
 */
import { existsSync } from 'node:fs';
import { claimMarker } from '../store/private.js';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheFileName, readCacheFile } from './code-cache.js';
import { wasmNatives, wasmNativesSupported } from './v8-natives.js';
import { stateDir } from '../store/paths.js';
import { debugEnabled } from '../config/env.js';

/** A process that lexed less than this never starts a writer: too short a run to repay one. */
export const WASM_CACHE_MIN_INPUT = 1 << 20;
/** The tag in cache file names (`<kernel>.wasm-native-<runtime>-<wire bytes>.v8`). */
export const WASM_CACHE_TAG = 'native';

const ENABLED = Symbol.for('context-kernel.wasm-code-cache');
type Global = typeof globalThis & { [ENABLED]?: { dir: string } };

/** What compileWasm did for one kernel (CK_DEBUG prints it). */
export type WasmCacheStatus = 'hit' | 'miss' | 'rejected' | 'off';

/**
 * Returns nothing; turns the wasm code cache on for this thread's realm, with its files in `dir` (default
 * `stateDir('code-cache')`). A global, not module state: the launcher and the command bundles are separate bundles.
 */
export function enableWasmCodeCache(dir = stateDir('code-cache')): void {
  (globalThis as Global)[ENABLED] = { dir };
}

/** Returns the cache file of kernel `name` with these wire bytes under this runtime. */
export function wasmCachePath(dir: string, name: string, wire: Uint8Array): string {
  return join(dir, cacheFileName(`${name}.wasm`, WASM_CACHE_TAG, Buffer.from(wire.buffer, wire.byteOffset, wire.byteLength)));
}

/** Returns the marker a writer leaves while (or after failing at) writing `cachePath`. */
export function pendingMarker(cachePath: string): string {
  return cachePath.replace(/\.v8$/, '.pending');
}

/**
 * Returns true when this runtime may use the cache: a V8 whose intrinsics are known (v8-natives.ts), and no Node or V8
 * flags on the command line, which may be the very flags the writer switches (and could not restore) or an inspector
 * the writer must not start again. NODE_OPTIONS cannot carry those flags; the writer inherits it, and it is part of
 * the cache key.
 */
function runtimeAllows(): boolean {
  return process.execArgv.length === 0 && wasmNativesSupported();
}

let inputBytes = 0;
/** Kernels compiled without a cache in this process: name → its wasm file and cache file. */
const toWrite = new Map<string, { file: string; path: string }>();
let exitHooked = false;

/** Returns nothing; counts `bytes` of input handed to a lexer kernel (a run's work decides whether a writer starts). */
export function noteWasmInput(bytes: number): void {
  inputBytes += bytes;
}

/**
 * Returns kernel `name` (wire bytes `wire`, read from `file`) as a compiled module: from the code cache when it is on
 * and holds this build for this runtime, else compiled. Never throws more than `new WebAssembly.Module` would.
 */
export function compileWasm(name: string, file: string, wire: Uint8Array): WebAssembly.Module {
  const on = (globalThis as Global)[ENABLED];
  if (!on || !runtimeAllows()) return new WebAssembly.Module(wire);
  let status: WasmCacheStatus = 'off';
  let mod: WebAssembly.Module | undefined;
  try {
    const path = wasmCachePath(on.dir, name, wire);
    const payload = readCacheFile(path);
    const natives = payload ? wasmNatives() : null;
    if (payload && natives) {
      // A standalone ArrayBuffer and a Uint8Array: the two types the intrinsic casts its arguments to.
      mod = natives.deserialize(payload.buffer.slice(payload.byteOffset, payload.byteOffset + payload.length) as ArrayBuffer, new Uint8Array(wire));
      status = mod ? 'hit' : 'rejected';
    } else if (!payload) {
      // (A file V8 refused is not written again: it was written under this runtime, so it would refuse the next.)
      status = 'miss';
      toWrite.set(name, { file, path });
      if (!exitHooked) { exitHooked = true; process.once('exit', () => startWriter(on.dir)); }
    }
  } catch {
    mod = undefined; // a flushed intrinsic (SyntaxError) or an unreadable directory: compile
  }
  if (debugEnabled()) process.stderr.write(`ck: wasm code cache: ${name} ${status}\n`);
  return mod ?? new WebAssembly.Module(wire);
}

/** Returns nothing; at exit, starts the writer for the kernels this process compiled, if its work repays it. */
function startWriter(dir: string): void {
  try {
    if (inputBytes < WASM_CACHE_MIN_INPUT || toWrite.size === 0) return;
    const writer = fileURLToPath(new URL('../runtime/wasm-cache-writer.js', import.meta.url));
    if (!existsSync(writer)) return;
    const jobs: string[] = [];
    for (const [name, { file, path }] of toWrite) {
      // A writer is at it, or failed at it: never again for this build and runtime.
      if (!claimMarker(pendingMarker(path))) continue;
      jobs.push(`${name}=${file}`);
    }
    if (jobs.length === 0) return;
    // Required here, not imported: node:child_process loads net, dgram and the streams (~3 ms) into every run.
    const require = createRequire(import.meta.url);
    const { spawn } = require('node:child_process') as typeof import('node:child_process');
    const { setPriority } = require('node:os') as typeof import('node:os');
    const child = spawn(process.execPath, [...process.execArgv, writer, dir, ...jobs], { detached: true, stdio: 'ignore' });
    child.on('error', () => { /* no node to spawn: the markers stop further tries */ });
    if (child.pid !== undefined) {
      try { setPriority(child.pid, 19); } catch { /* not permitted: it runs at normal priority */ }
    }
    child.unref();
  } catch {
    /* an unwritable state directory: the next run compiles as this one did */
  }
}
