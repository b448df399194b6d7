#!/usr/bin/env node
'use strict';
// Hook launcher used by hooks/hooks.json and scripts/install.sh: runs the bundled hook when it was built (fast start:
// dist/hooks/hook.cjs, which runs the single-file bundle through a V8 code cache), else the compiled entry. Without a
// usable build it answers {} and exits 0 — a hook must never break the session (Claude Code shows a failing hook's
// stderr but goes on). CommonJS: an ES-module entry starts Node's ES module loader, a few ms of a process that
// should take ~80. (run-hook.mjs, which older configurations name, runs this file.)
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const root = join(__dirname, '..');
const candidates = ['dist/hooks/hook.cjs', 'dist/hooks/hook.bundle.js', 'dist/hooks/entry.js'].map((p) => join(root, p));
const entry = candidates.find((p) => existsSync(p));
const passThrough = (why) => {
  process.stderr.write(`context-kernel: ${why}; hook passed through\n`);
  process.stdout.write('{}\n');
};
const EVENTS = ['post-tool-use', 'pre-tool-use', 'user-prompt-submit', 'pre-compact', 'session-start', 'session-end'];
const event = process.argv[2];
if (!EVENTS.includes(event)) {
  // The entry treats a mistyped event as a usage error (exit 2); from a hook configuration it must fail open.
  passThrough(`unknown hook event '${event ?? ''}' (expected ${EVENTS.join(', ')})`);
} else if (!entry) {
  // The npm package ships its build; a clone has one only after `npm ci` or `npm run build` (bin/build-check.cjs).
  passThrough(require(join(root, 'bin', 'build-check.cjs')).missingBuild(root) || 'not built');
} else if (entry.endsWith('.cjs')) {
  try {
    require(entry);
  } catch (err) {
    passThrough(`could not load ${entry}: ${(err && err.message) || err}`);
  }
} else {
  import(pathToFileURL(entry).href).catch((err) => passThrough(`could not load ${entry}: ${(err && err.message) || err}`));
}
