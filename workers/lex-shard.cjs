'use strict';
// Entry of the shard worker (src/repo/shard.ts): the single-file bundle when built (scripts/bundle.mjs), else the
// compiled ES module. CommonJS so the bundle loads with require(), the cheapest start a worker can have.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const bundle = join(__dirname, '..', 'dist', 'cli', 'lex-shard.bundle.cjs');
if (existsSync(bundle)) require(bundle);
else import(pathToFileURL(join(__dirname, '..', 'dist', 'repo', 'shard-worker.js')).href);
