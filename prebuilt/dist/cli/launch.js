/**
 * The command launcher, bundled as CommonJS into dist/cli/launch.cjs (scripts/bundle.mjs): bin/context-kernel.js
 * runs a hot command's bundle (dist/cli/<command>.bundle.cjs) through it, so the bundle's bytecode comes from the V8
 * code cache of runtime/code-cache.ts instead of being compiled on every run (measured on a warm `ck index` of
 * pandas, 10 interleaved runs: 85-90 against 100 ms median).
 */
import { createRequire } from 'node:module';
import { requireWithCodeCache } from '../runtime/code-cache.js';
import { enableWasmCodeCache } from '../runtime/wasm-cache.js';
import { enableLexHelper } from '../repo/lex-helper-enable.js';
/** Returns nothing; runs command bundle `file` (which exports run(argv)) with `argv`, through the code cache. */
export function runBundle(file, command, argv) {
    enableWasmCodeCache(); // the bundle's kernels start in optimized code too (runtime/wasm-cache.ts)
    enableLexHelper(); // a cold index lexes on two threads (repo/lex-helper.ts)
    const { exports } = requireWithCodeCache(file, { tag: command, require: createRequire(file) });
    exports.run(argv);
}
