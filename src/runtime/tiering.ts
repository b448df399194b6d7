/**
 * V8 tiering for short processes. V8 starts wasm in Liftoff and JavaScript in its interpreter and baseline compiler,
 * then spends CPU on background threads optimizing hot code with TurboFan — code that often arrives as a short
 * process exits, and whose jobs Node waits for before it can exit. Two callers switch tiers around their own work:
 *
 * - the hook (withBaselineTiers): keeps the optimizing tiers off while it normalizes an output of
 *   BASELINE_MIN_CHARS..BASELINE_MAX_CHARS (~20% of a 1 MB post-tool-use hook's instructions went to TurboFan; a wasm
 *   kernel handling 1 MB in one call never runs its optimized code, there being no on-stack replacement for wasm);
 * - the parser (preferBaselineTier + baselineOnly): a slice's few neighbour skeletons compile tree-sitter with
 *   Liftoff only (for the ~80 KB a slice parses, the TurboFan wait cost more than all the parsing); large batches
 *   (`ck compile`, the parse workers) keep the default, where TurboFan pays for itself.
 *
 * Only flags whose round trip leaves V8's flag hash unchanged are touched, so the code cache (code-cache.ts) written at
 * exit still matches the next process; flags are switched only after the builtins in use are loaded (Node rejects
 * its embedded builtin code cache once flags changed). Flags the user set (command line, NODE_OPTIONS) are left alone.
 * `v8.setFlagsFromString` at run time is not a supported Node API: each switch is kept small and tested.
 */
import { createRequire } from 'node:module';
import { resolveNodeFlags } from '../config/env.js';
import { nodeV8 } from './v8-module.js';

/** Outputs shorter than this (characters) never reach the optimizing tiers anyway: switching would only cost. */
export const BASELINE_MIN_CHARS = 256 << 10;
/** Outputs longer than this keep V8's default tiering: optimized code pays off on long runs. */
export const BASELINE_MAX_CHARS = 8 << 20;

// Regular-expression tiering is left alone. Switching `--regexp-tier-up` at run time saved ~3 ms of classifySignal on
// a large output, but on Node 20 a regex compiled before the switch and run after it can crash V8's regexp
// interpreter (SIGSEGV in IrregexpInterpreter::MatchInternal, seen in the TypeScript twin's strip of a 5 MB output
// when the wasm kernels are missing): a hook must never crash, so that flag is not ours to flip.
const OFF = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering', '--no-opt'];
const ON = ['--wasm-tier-up', '--wasm-dynamic-tiering', '--opt'];
/** Flag names a user may have set on purpose (command line or NODE_OPTIONS): then tiering is left alone. */
const OWNED = /--(no-)?(wasm[-_]tier[-_]up|wasm[-_]dynamic[-_]tiering|opt|turbofan|max[-_]opt|liftoff|liftoff[-_]only|jitless|regexp[-_][a-z-]+)\b/;

let setFlagsFn: ((flag: string) => void) | null | undefined;
/** Returns v8.setFlagsFromString, or null when there is no v8 module (another runtime). */
function setFlags(): ((flag: string) => void) | null {
  if (setFlagsFn === undefined) {
    try {
      setFlagsFn = nodeV8().setFlagsFromString;
    } catch {
      setFlagsFn = null;
    }
  }
  return setFlagsFn;
}

/** Returns true when the user chose tiering flags for this process. */
function userOwnsTiering(): boolean {
  return OWNED.test(`${process.execArgv.join(' ')} ${resolveNodeFlags().nodeOptions}`);
}

let hookTiers = false;
let depth = 0;

/** Returns nothing; lets this process switch tiers around engine calls (called by the hook process entry only). */
export function enableBaselineTiers(): void {
  hookTiers = !userOwnsTiering();
}

/**
 * Returns `fn()`, computed with V8's optimizing tiers off when this process enabled it and the input is
 * BASELINE_MIN_CHARS..BASELINE_MAX_CHARS long; tiers are restored before returning (also when `fn` throws). Nested calls
 * switch once.
 */
export function withBaselineTiers<T>(inputLength: number, fn: () => T): T {
  if (!hookTiers || inputLength < BASELINE_MIN_CHARS || inputLength > BASELINE_MAX_CHARS || depth > 0) return fn();
  const set = setFlags();
  if (!set) return fn();
  for (const f of OFF) set(f);
  depth++;
  try {
    return fn();
  } finally {
    depth--;
    for (const f of ON) set(f);
  }
}

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
 * tier was asked for (main thread only). V8 reads the flag inside its asynchronous compile job, so it stays set until
 * the promise settles and is restored then: wasm compiled later (kernels, parse workers) keeps the default tiering.
 */
export async function baselineOnly<T>(compile: () => Promise<T>): Promise<T> {
  const set = baselineRequested && isMainThread() && !userOwnsTiering() ? setFlags() : null;
  if (!set) return compile();
  if (holders++ === 0) set('--liftoff-only');
  try {
    return await compile();
  } finally {
    if (--holders === 0) set('--no-liftoff-only');
  }
}

function isMainThread(): boolean {
  return (createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads')).isMainThread;
}
