// Bundles the hook entry (src/hooks/entry.ts and everything it loads on the hot path, normalize included) into one
// file, so a hook process reads one file instead of resolving ~60 modules. Three outputs in dist/hooks/:
//   hook.core.cjs   the hook itself, CommonJS: require() of a builtin builds no ESM facade (the facade over node:fs
//                   alone loads the stream and fs/promises modules), and vm.Script can cache its bytecode;
//   hook.cjs        the launcher (src/hooks/launch.ts): runs hook.core.cjs through a V8 code cache in the state dir;
//   hook.bundle.js  a two-line ES module that runs hook.cjs: the path `ck hook` (bin/context-kernel.js) and older
//                   plugin configurations run, kept stable.
// They sit in dist/hooks/ on purpose: the modules the core inlines locate wasm/ and sibling dist/ folders relative
// to import.meta.url, and from dist/hooks/ those relative paths stay true. Run after `tsc` (npm run build).
import { build } from 'esbuild';
import { moduleShim } from './esbuild-module-shim.mjs';
import { STARTUP_MINIFY } from './bundle-minify.mjs';
import { fileURLToPath } from 'node:url';
import { statSync, writeFileSync } from 'node:fs';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = `${root}dist/hooks/`;
const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // import.meta.url of every inlined module is the bundle's own URL (their relative paths are written for dist/hooks/).
  define: { 'import.meta.url': '__ckImportMetaUrl' },
  banner: { js: "const __ckImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  // Non-literal imports (the slice backend for the prompt hook) stay dynamic and load dist/ modules on demand.
  logLevel: 'warning',
  legalComments: 'none',
  ...STARTUP_MINIFY,
  plugins: [moduleShim],
};
await build({ ...common, entryPoints: [`${root}src/hooks/entry.ts`], outfile: `${out}hook.core.cjs` });
await build({ ...common, entryPoints: [`${root}src/hooks/launch.ts`], outfile: `${out}hook.cjs` });
// The hook server (src/hooks/server.ts): answers hooks/client.py with warm code; started by an in-process hook.
await build({ ...common, entryPoints: [`${root}src/hooks/server-main.ts`], outfile: `${out}server.cjs` });
writeFileSync(
  `${out}hook.bundle.js`,
  `// Runs the hook (hook.cjs → hook.core.cjs, built by scripts/bundle-hook.mjs): node dist/hooks/hook.bundle.js EVENT
import { createRequire } from 'node:module';
createRequire(import.meta.url)('./hook.cjs');
`,
);
for (const f of ['hook.core.cjs', 'hook.cjs', 'hook.bundle.js', 'server.cjs']) {
  process.stdout.write(`wrote ${out}${f} (${(statSync(`${out}${f}`).size / 1024).toFixed(1)} KiB)\n`);
}
