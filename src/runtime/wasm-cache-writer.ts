/**
 * The writer of the wasm code cache (wasm-cache.ts starts it, detached, at low priority):
 *
 *     node wasm-cache-writer.js DIR NAME=WASM_FILE...
 *
 * For each kernel: compiles it with TurboFan only (every function optimized, none left to compile lazily),
 * serializes the compiled module and stores it where wasm-cache.ts looks for it, then removes the kernel's marker.
 * A process of its own because the serializing intrinsic (v8-natives.ts) aborts the process it fails in; a failure
 * leaves the marker, so no later run starts a writer for the same kernel build and runtime again.
 */
import { existsSync, readFileSync, readdirSync, unlinkSync } from 'node:fs';
import { nodeV8 } from './v8-module.js';
import { join } from 'node:path';
import { cachePrefix, writeCacheFile } from './code-cache.js';
import { wasmNatives } from './v8-natives.js';
import { WASM_CACHE_TAG, wasmCachePath } from './wasm-cache.js';

/** Compile every function with TurboFan, at once: what the reader would otherwise get only for its hot functions, late. */
const TOP_TIER_ONLY = ['--no-liftoff', '--no-wasm-dynamic-tiering', '--no-wasm-lazy-compilation'];
/** V8's defaults for the same flags (wasm-cache.ts turns the cache off when the user set any of them). */
const DEFAULT_TIERS = ['--liftoff', '--wasm-dynamic-tiering', '--wasm-lazy-compilation'];

/** Returns nothing; writes the cache file of kernel `name` (wire bytes in `file`) into `dir`. */
function writeKernel(dir: string, name: string, file: string, setFlags: (flag: string) => void, serialize: (m: WebAssembly.Module) => ArrayBuffer): void {
  const wire = readFileSync(file);
  const path = wasmCachePath(dir, name, wire);
  let mod: WebAssembly.Module;
  for (const f of TOP_TIER_ONLY) setFlags(f);
  try {
    mod = new WebAssembly.Module(wire);
  } finally {
    for (const f of DEFAULT_TIERS) setFlags(f);
  }
  // Serialized once the flags are back: the file carries V8's flag hash of this moment, which must be the reader's.
  const code = Buffer.from(serialize(mod));
  if (!existsSync(dir)) return; // the state directory went away meanwhile (a test's temporary home): leave nothing
  const prefix = cachePrefix(`${name}.wasm`, WASM_CACHE_TAG);
  writeCacheFile(path, code, prefix);
  // This kernel's marker (it shares the prefix), and those other builds' writers left behind.
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith(prefix) && entry.endsWith('.pending')) {
      try { unlinkSync(join(dir, entry)); } catch { /* removed by a concurrent writer */ }
    }
  }
}

function main(argv: string[]): void {
  const [dir, ...jobs] = argv;
  const natives = wasmNatives();
  if (!natives || !dir || !existsSync(dir)) return;
  const setFlags = nodeV8().setFlagsFromString;
  for (const job of jobs) {
    const eq = job.indexOf('=');
    if (eq <= 0) continue;
    try {
      writeKernel(dir, job.slice(0, eq), job.slice(eq + 1), setFlags, natives.serialize);
    } catch {
      /* this kernel keeps its marker; the others are still written */
    }
  }
}

main(process.argv.slice(2));
