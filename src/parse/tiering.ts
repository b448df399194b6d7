/**
 * Which V8 tier compiles the tree-sitter wasm modules. On the main thread they are compiled with Liftoff (V8's
 * baseline wasm compiler) only. Why: with V8's default dynamic tiering, the first parses make the parser's and the
 * grammar's big functions (the table-driven lexer and `ts_parser_parse`) hot, and TurboFan recompiles them on
 * background threads; Node then waits for those jobs before the process can exit. For the few files a slice or a
 * `ck skeleton` parses, that wait (~80–100 ms wall, ~100 ms CPU on a 2-core machine) cost more than all the parsing,
 * and on ~1 MB of Python the Liftoff-only parse measured the same total CPU as the tiered one. Piscina parse
 * workers, which take the large cold batches, keep V8's default tiering.
 */
import { setFlagsFromString } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

/** True when this thread compiles tree-sitter modules with Liftoff only (the main thread, unless the user chose
 * V8's wasm flags on the command line). */
const LIFTOFF_ONLY = isMainThread && !process.execArgv.some((a) => /^--(?:no-)?(?:liftoff|wasm-tier)/.test(a));

let holders = 0;

/**
 * Returns `compile()`'s result, with the wasm modules compiled while it runs built by Liftoff only when this thread
 * parses with the baseline tier. V8 reads the flag inside its asynchronous compile job, so it stays set until the
 * promise settles and is restored then: wasm compiled later (the index kernels) keeps the default tiering.
 */
export async function baselineOnly<T>(compile: () => Promise<T>): Promise<T> {
  if (!LIFTOFF_ONLY) return compile();
  if (holders++ === 0) setFlagsFromString('--liftoff-only');
  try {
    return await compile();
  } finally {
    if (--holders === 0) setFlagsFromString('--no-liftoff-only');
  }
}
