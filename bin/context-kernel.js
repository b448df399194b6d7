#!/usr/bin/env node
// Thin launcher: all logic lives in dist/cli/main.js (built by `npm run build`).
import { main, processIO } from '../dist/cli/main.js';

// A reader that goes away early (`ck graph … | head -3`) is not an error: stop quietly, like other Unix tools.
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

const io = processIO();
const code = await main(process.argv.slice(2), io);
// Let stdout drain before exiting: large outputs piped to another process must not be cut.
if (process.stdout.writableNeedDrain) process.stdout.once('drain', () => process.exit(code));
else process.exitCode = code;
