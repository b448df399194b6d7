#!/usr/bin/env node
// Hook launcher used by hooks/hooks.json and scripts/install.sh: runs the single-file bundle when it was built
// (fast start), else the compiled entry. Without a usable build it answers {} and exits 0 — a hook must never break
// the session (Claude Code shows a failing hook's stderr but goes on).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
const candidates = ['dist/hooks/hook.bundle.js', 'dist/hooks/entry.js'].map((p) => new URL(p, root));
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
    await import(entry.href);
  } catch (err) {
    passThrough(`could not load ${fileURLToPath(entry)}: ${err?.message ?? err}`);
  }
}
