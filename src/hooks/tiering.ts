/**
 * V8 tiering for a short-lived hook process. V8 starts wasm kernels in Liftoff and hot JavaScript in its interpreter
 * and baseline compiler, then spends more CPU (on background threads, ~20% of a 1 MB post-tool-use hook's
 * instructions) optimizing them with TurboFan — code that arrives when the hook is about to exit. A wasm kernel that
 * handles 1 MB in one call never even runs its optimized code (no on-stack replacement for wasm), yet its first run
 * is slower while tier-up is pending. So a hook process keeps the optimizing tiers off while it normalizes an output
 * between BASELINE_MIN_CHARS and BASELINE_MAX_CHARS, and restores them right after.
 *
 * Only flags whose round trip leaves V8's flag hash unchanged are touched: the hook's code cache (runtime/code-cache.ts) is
 * written at exit and must still match the next process. Flags are switched only after the builtins the hook needs
 * are loaded (Node rejects its embedded builtin code cache once flags changed), which is why the switch happens
 * around the engine calls and not at start.
 */
import { createRequire } from 'node:module';

/** Outputs shorter than this (characters) never reach the optimizing tiers anyway: switching would only cost. */
export const BASELINE_MIN_CHARS = 256 << 10;
/** Outputs longer than this keep V8's default tiering: optimized code pays off on long runs. */
export const BASELINE_MAX_CHARS = 8 << 20;

// Regular expressions are the exception: V8 interprets a regex first and compiles it on later runs; on a large output
// the signal regexes run thousands of times, so compiling them at once is cheaper (classifySignal: 13 → 10 ms).
const OFF = ['--no-wasm-tier-up', '--no-wasm-dynamic-tiering', '--no-opt', '--no-regexp-tier-up'];
const ON = ['--wasm-tier-up', '--wasm-dynamic-tiering', '--opt', '--regexp-tier-up'];
/** Flag names a user may have set on purpose (command line or NODE_OPTIONS): then tiering is left alone. */
const OWNED = /--(no-)?(wasm[-_]tier[-_]up|wasm[-_]dynamic[-_]tiering|opt|turbofan|max[-_]opt|liftoff|jitless|regexp[-_][a-z-]+)\b/;

let enabled = false;
let depth = 0;
let setFlags: ((flag: string) => void) | undefined;

/** Returns nothing; lets this process switch tiers around engine calls (called by the hook process entry only). */
export function enableBaselineTiers(): void {
  enabled = !OWNED.test(`${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`);
}

/**
 * Returns `fn()`, computed with V8's optimizing tiers off when this process enabled it and the input is
 * BASELINE_MIN_CHARS..BASELINE_MAX_CHARS long; tiers are restored before returning (also when `fn` throws). Nested calls
 * switch once.
 */
export function withBaselineTiers<T>(inputLength: number, fn: () => T): T {
  if (!enabled || inputLength < BASELINE_MIN_CHARS || inputLength > BASELINE_MAX_CHARS || depth > 0) return fn();
  try {
    setFlags ??= (createRequire(import.meta.url)('node:v8') as typeof import('node:v8')).setFlagsFromString;
    for (const f of OFF) setFlags(f);
  } catch {
    return fn(); // no v8 module (another runtime): default tiering
  }
  depth++;
  try {
    return fn();
  } finally {
    depth--;
    for (const f of ON) setFlags(f);
  }
}
