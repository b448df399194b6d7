#!/usr/bin/env node
// Launcher. The two commands that run on every agent tool call take a fast path: a single-file bundle
// (scripts/bundle.mjs, scripts/bundle-hook.mjs) instead of resolving dozens of modules — measured in
// bench/process.bench.mjs and bench/hook.bench.mjs. Everything else goes through dist/cli/main.js.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// A reader that goes away early (`ck graph … | head -3`) is not an error: stop quietly, like other Unix tools.
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

const [cmd, ...rest] = process.argv.slice(2);
const bundled = (rel) => {
  const file = fileURLToPath(new URL(rel, import.meta.url));
  return existsSync(file) ? file : undefined;
};
const helpAsked = rest.includes('--help') || rest.includes('-h');

let fast;
if (cmd === 'normalize' && !helpAsked) fast = bundled('../dist/cli/normalize.bundle.cjs');
else if (cmd === 'hook' && rest.length === 1 && !helpAsked) fast = bundled('../dist/hooks/hook.bundle.js');

if (fast) {
  // The bundles read their arguments from process.argv.slice(2): drop the command word.
  process.argv.splice(2, 1);
  await import(new URL(`file://${fast}`).href);
} else {
  const { main, processIO } = await import('../dist/cli/main.js');
  const code = await main(process.argv.slice(2), processIO());
  // Let stdout drain before exiting: large outputs piped to another process must not be cut.
  if (process.stdout.writableNeedDrain) process.stdout.once('drain', () => process.exit(code));
  else process.exitCode = code;
}
