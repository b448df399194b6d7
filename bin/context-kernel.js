#!/bin/sh
':' //; unset NODE_EXTRA_CA_CERTS; exec node "$0" "$@"
'use strict';
// Line 2 is for sh, which runs this file when it is executed as the `ck` command (npm links it), and a string and a
// comment for Node. ck opens no network connection, but Node 20 parses the NODE_EXTRA_CA_CERTS bundle (and its own
// root certificates) at startup, before any JavaScript runs: with this environment's bundle, `node -e 0` takes
// 90-120 ms instead of 30-40. So the shell starts Node without it, as the hooks do (scripts/install.sh).
// Launcher (CommonJS: bin/package.json). The commands that run on hot paths take a fast path: a single-file
// CommonJS bundle required directly (scripts/bundle.mjs, scripts/bundle-hook.mjs) instead of resolving dozens of
// ES modules — measured in bench/process.bench.mjs, bench/hook.bench.mjs and bench/index.bench.mjs. Everything
// else goes through dist/cli/main.js.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

// A reader that goes away early (`ck graph … | head -3`) is not an error: stop quietly, like other Unix tools. Only
// where output goes through process.stdout: the fast paths write with writeSync (src/runtime/sync-stream.ts,
// src/hooks/stdio.ts), and creating process.stdout over a pipe alone loads the stream and net modules (~5 ms).
const quietOnEpipe = () =>
  process.stdout.on('error', (err) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });

const dist = join(__dirname, '..', 'dist');
const [cmd, ...rest] = process.argv.slice(2);
// A clone that was never built (`npm ci --ignore-scripts`, or a copy made before `npm ci`): one line that says what to
// run, and a non-zero exit — except for a hook event, which fails open like every hook (`{}`, exit 0).
const unbuilt = existsSync(join(dist, 'cli', 'main.js')) ? undefined : require('./build-check.cjs').missingBuild(join(__dirname, '..'));
if (unbuilt) {
  process.stderr.write(`context-kernel: ${unbuilt}\n`);
  if (cmd === 'hook' && rest.length === 1 && !rest[0].startsWith('-') && rest[0] !== 'servers') process.stdout.write('{}\n');
  else process.exitCode = 1;
  return;
}
const bundle = (file) => (existsSync(join(dist, file)) ? join(dist, file) : undefined);

let fast;
if (cmd === 'normalize' || cmd === 'index' || cmd === 'slice' || cmd === 'compile' || cmd === 'verify-citations' || cmd === 'statusline') fast = bundle(`cli/${cmd}.bundle.cjs`);

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
