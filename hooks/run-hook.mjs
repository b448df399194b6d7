#!/usr/bin/env node
// Hook launcher used by hooks/hooks.json and scripts/install.sh: runs the bundled hook when it was built (fast start:
// dist/hooks/hook.cjs, which runs the single-file bundle through a V8 code cache), else the compiled entry. Without a
// usable build it answers {} and exits 0 — a hook must never break the session (Claude Code shows a failing hook's
// stderr but goes on). Builtins come through require(): an ES import of node:fs builds a facade that loads the
// stream and fs/promises modules, a few ms of a process that should take ~80.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { existsSync } = require('node:fs');
const { fileURLToPath } = require('node:url');

const root = new URL('../', import.meta.url);
const candidates = ['dist/hooks/hook.cjs', 'dist/hooks/hook.bundle.js', 'dist/hooks/entry.js'].map((p) => new URL(p, root));
const entry = candidates.find((u) => existsSync(fileURLToPath(u)));
const passThrough = (why) => {
  process.stderr.write(`context-kernel: ${why}; hook passed through\n`);
  process.stdout.write('{}\n');
};
const EVENTS = ['post-tool-use', 'pre-tool-use', 'user-prompt-submit'];
const event = process.argv[2];
if (!EVENTS.includes(event)) {
  // The entry treats a mistyped event as a usage error (exit 2); from a hook configuration it must fail open.
  passThrough(`unknown hook event '${event ?? ''}' (expected ${EVENTS.join(', ')})`);
} else if (!entry) {
  passThrough('not built (run `npm run build` in the plugin directory)');
} else {
  try {
    if (entry.pathname.endsWith('.cjs')) require(fileURLToPath(entry));
    else await import(entry.href);
  } catch (err) {
    passThrough(`could not load ${fileURLToPath(entry)}: ${err?.message ?? err}`);
  }
}
