// A full garbage collection on request, for the rare point where a large block just became garbage that V8 cannot
// see the size of: a dropped wasm instance's memory (118 MB, 54 resident, after the Python resolution of 100k files)
// is unmapped only when a major GC finds it unreachable, and Node 26 (whose V8 does not count wasm memory as external)
// often ran none before the end of a cold index, where its peak RSS is. `gc` comes from `--expose-gc`, set at run time
// and read by contexts made after it (one vm context, once); a process started with `--expose-gc` uses its own.
import { nodeV8 } from './v8-module.js';
import { runInNewContext } from 'node:vm';
import { youngGenFlagKnown } from './young-gen.js';

let gcFn: (() => void) | null | undefined;

/** Returns true after a full garbage collection, false where none can be asked for (then nothing is done). */
export function collectGarbage(): boolean {
  if (gcFn === undefined) {
    const own = (globalThis as { gc?: () => void }).gc;
    try {
      if (typeof own === 'function') gcFn = own;
      else if (!youngGenFlagKnown()) gcFn = null; // `--expose-gc` set at run time: only on the V8s it was checked on
      else {
        nodeV8().setFlagsFromString('--expose-gc');
        const fn = runInNewContext('typeof gc === "function" ? gc : null') as (() => void) | null;
        gcFn = fn;
      }
    } catch {
      gcFn = null;
    }
  }
  if (!gcFn) return false;
  gcFn();
  return true;
}
