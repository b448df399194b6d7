/**
 * Which V8 tier compiles the tree-sitter wasm modules. A caller that parses only a few files (a slice's neighbour
 * skeletons) asks for the baseline tier first, and the main thread then compiles them with Liftoff (V8's baseline
 * wasm compiler) only. Why: with V8's default dynamic tiering, the first parses make the parser's and the grammar's
 * big functions (the table-driven lexer, `ts_parser_parse`) hot and TurboFan recompiles them on background threads;
 * Node waits for those jobs before the process can exit. For the ~80 KB a slice parses, that wait (~80-100 ms wall,
 * ~100 ms CPU on a 2-core machine) cost more than all the parsing. Large batches (`ck compile`: megabytes, shared
 * with the piscina workers) keep the default: there TurboFan pays for itself (Liftoff-only measured ~20% slower).
 */
import { setFlagsFromString } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

/** False when the user chose V8's wasm tiering flags on the command line, or off the main thread. */
const MAY_CHOOSE = isMainThread && !process.execArgv.some((a) => /^--(?:no-)?(?:liftoff|wasm-tier)/.test(a));

let baselineRequested = false;
let holders = 0;

/**
 * Returns nothing; asks for the parser's wasm to be compiled by the baseline tier only. Takes effect only if the
 * parser has not been initialised yet in this process (modules are compiled once); call it before a small batch.
 */
export function preferBaselineTier(): void {
  baselineRequested = true;
}

/**
 * Returns `compile()`'s result, with the wasm modules compiled while it runs built by Liftoff only when the baseline
 * tier was asked for. V8 reads the flag inside its asynchronous compile job, so it stays set until the promise
 * settles and is restored then: wasm compiled later (kernels, parse workers) keeps the default tiering.
 */
export async function baselineOnly<T>(compile: () => Promise<T>): Promise<T> {
  if (!MAY_CHOOSE || !baselineRequested) return compile();
  if (holders++ === 0) setFlagsFromString('--liftoff-only');
  try {
    return await compile();
  } finally {
    if (--holders === 0) setFlagsFromString('--no-liftoff-only');
  }
}
