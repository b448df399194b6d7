/**
 * `node:v8`, loaded on first use. Importing it loads heap_utils, promise_hooks and the serdes and profiler bindings
 * (~2-3 ms of a warm `ck slice` measured, a profile of 10 runs), and most runs never touch V8's flags or heap
 * statistics: only an index that is built (young-gen.ts), a large Python resolution (collect.ts) and the tiering
 * switch (tiering.ts) do.
 */
import { createRequire } from 'node:module';

let loaded: typeof import('node:v8') | undefined;

/** Returns the `node:v8` module, requiring it the first time. */
export function nodeV8(): typeof import('node:v8') {
  return (loaded ??= createRequire(import.meta.url)('node:v8') as typeof import('node:v8'));
}
