/**
 * The hook launcher, bundled as CommonJS into dist/hooks/hook.cjs (scripts/bundle-hook.mjs): runs the hook bundle
 * dist/hooks/hook.core.cjs (src/hooks/entry.ts and everything it loads) through the V8 code cache of code-cache.ts.
 * hooks/run-hook.mjs require()s this file; dist/hooks/hook.bundle.js (the path `ck hook` and older configurations
 * run) is a two-line ES module that does the same.
 */
import { fileURLToPath } from 'node:url';
import { runWithCodeCache } from './code-cache.js';

// This module only runs bundled as CommonJS, where `require` is the launcher's own (it resolves next to the core).
declare const require: NodeJS.Require;

runWithCodeCache(fileURLToPath(new URL('./hook.core.cjs', import.meta.url)), { tag: process.argv[2] ?? '', require });
