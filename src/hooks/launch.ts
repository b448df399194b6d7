/**
 * The hook launcher, bundled as CommonJS into dist/hooks/hook.cjs (scripts/bundle-hook.mjs): runs the hook bundle
 * dist/hooks/hook.core.cjs (src/hooks/entry.ts and everything it loads) through the V8 code cache of code-cache.ts.
 * hooks/run-hook.mjs require()s this file; dist/hooks/hook.bundle.js (the path `ck hook` and older configurations
 * run) is a two-line ES module that does the same.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runWithCodeCache } from '../runtime/code-cache.js';

const core = new URL('./hook.core.cjs', import.meta.url);
runWithCodeCache(fileURLToPath(core), { tag: process.argv[2] ?? '', require: createRequire(core) });
