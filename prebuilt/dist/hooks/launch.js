/**
 * The hook launcher, bundled as CommonJS into dist/hooks/hook.cjs (scripts/bundle-hook.mjs): runs the hook bundle
 * dist/hooks/hook.core.cjs (src/hooks/entry.ts and everything it loads) through the V8 code cache of
 * runtime/code-cache.ts. hooks/run-hook.cjs and `ck hook` require() this file; dist/hooks/hook.bundle.js (what older
 * configurations run) is a two-line ES module that does the same.
 * The prompt hook is the exception: its slice backend is imported from dist/ with import(), which code deserialized
 * from a V8 cache cannot do on Node 20, and it runs once per prompt, not once per tool call.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runWithCodeCache } from '../runtime/code-cache.js';
const core = new URL('./hook.core.cjs', import.meta.url);
const event = process.argv[2] ?? '';
if (event === 'user-prompt-submit')
    createRequire(core)(fileURLToPath(core));
else
    runWithCodeCache(fileURLToPath(core), { tag: event, require: createRequire(core) });
