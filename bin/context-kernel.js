#!/usr/bin/env node
'use strict';
// Launcher (CommonJS: bin/package.json). The commands that run on hot paths take a fast path: a single-file
// CommonJS bundle required directly (scripts/bundle.mjs, scripts/bundle-hook.mjs) instead of resolving dozens of
// ES modules — measured in bench/process.bench.mjs, bench/hook.bench.mjs and bench/index.bench.mjs. Everything
// else goes through dist/cli/main.js.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

// A reader that goes away early (`ck graph … | head -3`) is not an error: stop quietly, like other Unix tools. Only
// where output goes through process.stdout: the fast paths write with writeSync (src/cli/sync-stream.ts,
// src/hooks/stdio.ts), and creating process.stdout over a pipe alone loads the stream and net modules (~5 ms).
const quietOnEpipe = () =>
  process.stdout.on('error', (err) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });

const dist = join(__dirname, '..', 'dist');
const [cmd, ...rest] = process.argv.slice(2);
const bundle = (file) => (existsSync(join(dist, file)) ? join(dist, file) : undefined);

let fast;
if (cmd === 'normalize' || cmd === 'index' || cmd === 'slice') fast = bundle(`cli/${cmd}.bundle.cjs`);

if (fast) {
  // Through the V8 code cache when the launcher is built (dist/cli/launch.cjs), else a plain require.
  const launch = bundle('cli/launch.cjs');
  if (launch) require(launch).runBundle(fast, cmd, rest);
  else require(fast).run(rest);
} else if (cmd === 'hook' && rest.length === 1 && !['--help', '-h', 'servers'].includes(rest[0]) && bundle('hooks/hook.cjs')) {
  // The hook launcher (its bundle through a V8 code cache) reads its event from process.argv[2]: drop the command word.
  process.argv.splice(2, 1);
  require(bundle('hooks/hook.cjs'));
} else {
  quietOnEpipe();
  import(pathToFileURL(join(dist, 'cli', 'main.js')).href).then(async ({ main, processIO, exitWhenDrained }) => {
    exitWhenDrained(await main(process.argv.slice(2), processIO()));
  });
}
