// The public entry's outer files, after `tsc` (npm run build runs it):
// - dist/index.d.ts rolled up into one self-contained file. tsc's dist/index.d.ts imports ~90 internal .d.ts files,
//   and some of them import web-tree-sitter's types, whose .d.ts needs @types/emscripten: a consumer type-checking
//   with "skipLibCheck": false failed on `EmscriptenModule`. The rolled-up file holds only what the public surface
//   names, and this script fails the build when it imports anything but node: builtins.
// - dist/index.cjs, the `require` entry: Node 20.19+, 22.12+, 24 and 26 load the ES module with require(); older
//   Nodes get one error that names the ESM entry, instead of ERR_PACKAGE_PATH_NOT_EXPORTED.
import { build } from 'rolldown';
import { dts } from 'rolldown-plugin-dts';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = join(root, 'dist');

const out = mkdtempSync(join(tmpdir(), 'ck-dts-'));
await build({
  input: { index: join(dist, 'index.d.ts') },
  plugins: [dts({ dtsInput: true, emitDtsOnly: true })],
  // Kept as imports (and then refused below), never inlined: a third-party type in the public surface is a bug here.
  external: (id) => !id.startsWith('.') && !id.startsWith('/'),
  output: { dir: out },
  logLevel: 'warn',
});
const rolled = readFileSync(join(out, 'index.d.ts'), 'utf8');
rmSync(out, { recursive: true, force: true });
const specifiers = [
  ...rolled.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm), // import … from 'x', export … from 'x'
  ...rolled.matchAll(/^import\s*['"]([^'"]+)['"]/gm), // import 'x'
  ...rolled.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g), // import('x').T
];
const foreign = specifiers.map((m) => m[1]).filter((s) => !s.startsWith('node:'));
if (foreign.length) {
  process.stderr.write(`bundle-entry: the public types import ${[...new Set(foreign)].join(', ')}: give them a type of our own\n`);
  process.exit(1);
}
const HEADER = "// context-kernel's public types, rolled up by scripts/bundle-entry.mjs from tsc's output.\n";
writeFileSync(join(dist, 'index.d.ts.tmp'), rolled.startsWith(HEADER) ? rolled : HEADER + rolled);
renameSync(join(dist, 'index.d.ts.tmp'), join(dist, 'index.d.ts'));

writeFileSync(join(dist, 'index.cjs'), `'use strict';
// The CommonJS entry of context-kernel, an ES module (dist/index.js), written by scripts/bundle-entry.mjs.
// Node 20.19+, 22.12+, 24 and 26 require() ES modules: this returns the same module namespace \`import\` gives.
try {
  module.exports = require('./index.js');
} catch (err) {
  if (err && (err.code === 'ERR_REQUIRE_ESM' || err.code === 'ERR_REQUIRE_ASYNC_MODULE')) {
    const e = new Error(\`context-kernel is an ES module, and Node \${process.version} here cannot require() it: use \` +
      "\`const ck = await import('context-kernel')\` (the ESM entry, dist/index.js). require() works on Node 20.19+ and " +
      '22.12+ unless --no-experimental-require-module is set');
    e.code = 'ERR_REQUIRE_ESM';
    e.cause = err;
    throw e;
  }
  throw err;
}
`);
process.stdout.write(`wrote dist/index.d.ts (${rolled.split('\n').length} lines, self-contained) and dist/index.cjs\n`);
