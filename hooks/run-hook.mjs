#!/usr/bin/env node
// Hook launcher used by hooks/hooks.json and scripts/install.sh: runs the single-file bundle when it was built
// (fast start), else the compiled entry. Without a build it answers {} — a hook must never break the session.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
const candidates = ['dist/hooks/hook.bundle.js', 'dist/hooks/entry.js'].map((p) => new URL(p, root));
const entry = candidates.find((u) => existsSync(fileURLToPath(u)));
if (entry) {
  await import(entry.href);
} else {
  process.stderr.write('context-kernel: not built (run `npm run build` in the plugin directory); hook passed through\n');
  process.stdout.write('{}\n');
}
