// Bundles the hook entry (src/hooks/entry.ts and everything it loads on the hot path, normalize included) into one
// ESM file, dist/hooks/hook.bundle.js, so a hook process reads one file instead of resolving ~60 modules.
// It sits in dist/hooks/ on purpose: the modules it inlines locate wasm/ and sibling dist/ folders relative to
// import.meta.url, and from dist/hooks/ those relative paths stay true. Run after `tsc` (npm run build).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { statSync } from 'node:fs';

const root = fileURLToPath(new URL('../', import.meta.url));
const outfile = `${root}dist/hooks/hook.bundle.js`;
await build({
  entryPoints: [`${root}src/hooks/entry.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Non-literal imports (the slice backend for the prompt hook) stay dynamic and load dist/ modules on demand.
  logLevel: 'warning',
  // ESM output that still lets bundled CommonJS dependencies call require().
  banner: { js: "import { createRequire as __ckCreateRequire } from 'node:module'; const require = __ckCreateRequire(import.meta.url);" },
  legalComments: 'none',
});
process.stdout.write(`wrote ${outfile} (${(statSync(outfile).size / 1024).toFixed(0)} KiB)\n`);
