// Bundles the MCP server's third-party code into its module: dist/mcp/server.js (tsc's output) is rewritten with
// @modelcontextprotocol/sdk and zod (and what they use: ajv, …) inlined, and its own relative imports left as they
// are. Why: the SDK depends on express, hono, cors and more for HTTP transports `ck mcp` never loads; as runtime
// dependencies they were 29 of an install's MB, against ~1.3 MB of code the stdio server runs. The SDK and zod are
// devDependencies pinned in package-lock.json, so the bundle is rebuilt from the locked versions on every build;
// dist/mcp/server.LICENSES.txt carries the license of every package inlined, with its version.
// Run after `tsc` (npm run build does).
import { build } from 'esbuild';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const entry = join(root, 'dist', 'mcp', 'server.js');
const BANNER = "import { createRequire as __ckCreateRequire } from 'node:module';\nconst require = __ckCreateRequire(import.meta.url);";
if (readFileSync(entry, 'utf8').startsWith(BANNER)) {
  process.stdout.write(`${entry} is bundled already (run tsc first to rebuild it)\n`);
  process.exit(0);
}

const result = await build({
  entryPoints: [entry],
  outfile: entry,
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  metafile: true,
  logLevel: 'warning',
  legalComments: 'none',
  // CommonJS packages inlined into an ES module (ajv) call require() for Node's builtins.
  banner: { js: BANNER },
  plugins: [{
    // The engine's own modules stay separate files (shared with the rest of dist/): only packages are inlined.
    name: 'ck-own-modules-external',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => (args.kind === 'entry-point' || args.importer !== entry ? undefined : { path: args.path, external: true }));
    },
  }],
});

// Every package inlined, with its version and license text.
const packages = new Map();
for (const input of Object.keys(result.metafile.inputs)) {
  const m = input.match(/^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//);
  if (!m || packages.has(m[2])) continue;
  const dir = join(root, m[1]);
  const meta = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const licenseFile = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license', 'LICENCE'].map((f) => join(dir, f)).find(existsSync);
  packages.set(m[2], { version: meta.version, license: meta.license, text: licenseFile ? readFileSync(licenseFile, 'utf8').trim() : `(license: ${meta.license})` });
}
const notice = [...packages].sort(([a], [b]) => a.localeCompare(b))
  .map(([name, p]) => `${name}@${p.version} (${p.license})\n\n${p.text}\n`).join('\n---\n\n');
writeFileSync(join(dirname(entry), 'server.LICENSES.txt'), `Packages inlined into dist/mcp/server.js by scripts/bundle-mcp.mjs, and their licenses.\n\n${notice}`);
process.stdout.write(`wrote ${entry} (${(statSync(entry).size / 1024).toFixed(0)} KiB; inlined ${[...packages.keys()].join(', ')})\n`);
