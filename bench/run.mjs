#!/usr/bin/env node
// Runs every benchmark suite (bench/*.bench.mjs) one after another, each in its own process so that one
// suite's heap and JIT state never colour another's figures. `npm run bench -- index normalize` runs a subset.
// Results: each suite prints its table and writes bench/results/<suite>.json.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const suites = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)));
if (suites.length === 0) {
  console.error(`bench: no suite matches ${wanted.join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const suite of suites) {
  console.log(`\n=== ${suite} ===`);
  const r = spawnSync(process.execPath, [join(here, suite)], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed++;
    console.error(`bench: ${suite} exited ${r.status}`);
  }
}
process.exit(failed ? 1 : 0);
