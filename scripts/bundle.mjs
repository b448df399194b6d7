// Bundles the commands that run on hot paths — `ck normalize` (every tool output, when used as a filter), `ck slice`, `ck verify-citations`
// and `ck index` — each into one CommonJS file, dist/cli/<command>.bundle.cjs, which bin/context-kernel.js require()s.
// Why: module loading dominated both processes (~25 ESM modules, plus the ESM facade Node builds over every export
// of each node:* builtin; measured ~10 ms of a ~50 ms normalize process and a third of a warm `ck index`).
// CommonJS on purpose (require() of builtins builds no facade). The bundles sit in dist/cli/ on purpose: inlined
// modules find wasm/ and workers/ through import.meta.url-relative paths ('../../wasm/'), which stay true from there.
// piscina stays external: `ck index` loads it only for `--workers pool`.
// Run after `tsc` (npm run build does).
import { build } from 'esbuild';
import { moduleShim } from './esbuild-module-shim.mjs';
import { STARTUP_MINIFY } from './bundle-minify.mjs';
import { fileURLToPath } from 'node:url';
import { statSync } from 'node:fs';

const root = fileURLToPath(new URL('../', import.meta.url));
const COMMANDS = ['normalize', 'index', 'slice', 'compile', 'verify-citations', 'statusline'];
// Code hashes the slice and parse layers compute from dist/ at run time, computed once here from the same files (the
// bundles are built from them) and baked in: a slice no longer reads and hashes ~40 files per run (~3 ms).
const baked = {
  __CK_BAKED_SLICE_OPERATOR__: JSON.stringify((await import(`${root}dist/slice/operator.js`)).operatorId()),
  __CK_BAKED_LAYER_HASH__: JSON.stringify((await import(`${root}dist/parse/codehash.js`)).layerCodeHash()),
};

/** Returns nothing; writes one CommonJS bundle (import.meta.url of every inlined module = the bundle's own URL). */
async function bundleCjs(outfile, input, external = []) {
  await build({
    ...input,
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    external,
    define: { 'import.meta.url': '__ckImportMetaUrl', ...baked },
    target: 'node20',
    logLevel: 'warning',
    banner: { js: "const __ckImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    legalComments: 'none',
    ...STARTUP_MINIFY,
    plugins: [moduleShim],
  });
  process.stdout.write(`wrote ${outfile} (${(statSync(outfile).size / 1024).toFixed(0)} KiB)\n`);
}

for (const name of COMMANDS) {
  // Exports run(argv) for the launcher, which require()s it; errors become exit codes in runCommand as in main.ts.
  const entry = `
import { command } from './src/cli/commands/${name}.ts';
import { runCommand, processIO, exitWhenDone } from './src/cli/run.ts';
export async function run(argv) { exitWhenDone(await runCommand(command, argv, processIO())); }
// Also runnable on its own (benchmarks time it directly): node dist/cli/<command>.bundle.cjs [args…]
if (require.main === module) run(process.argv.slice(2));
`;
  // Loaded from node_modules at run time: piscina only for `--workers pool` and the parse pool, web-tree-sitter (and
  // its grammar .wasm files, found relative to the package) only when a slice descends to skeletons, msgpackr only
  // when a parse cache entry is read or written.
  await bundleCjs(`${root}dist/cli/${name}.bundle.cjs`, { stdin: { contents: entry, resolveDir: root, sourcefile: `${name}-entry.mjs`, loader: 'ts' } }, ['piscina', 'web-tree-sitter', 'msgpackr']);
}

// The slice API for the hooks (src/hooks/slice-head.ts): require()d, so the hook bundle, which runs from a V8 code
// cache where import() is not available, can slice in-process, and a warm hook server keeps it loaded.
await bundleCjs(`${root}dist/cli/slice-api.bundle.cjs`, { stdin: { contents: "export { sliceRepo } from './src/slice/index.ts';", resolveDir: root, sourcefile: 'slice-api-entry.mjs', loader: 'ts' } }, ['piscina', 'web-tree-sitter', 'msgpackr']);
// The helper thread of a cold index (src/repo/lex-helper.ts): one file, so that it is up before the lexing is over.
await bundleCjs(`${root}dist/workers/lex-helper.bundle.cjs`, { entryPoints: [`${root}src/repo/lex-helper-worker.ts`] });
// The helper thread of an incremental index's stat pass (src/repo/stat-helper.ts).
await bundleCjs(`${root}dist/workers/stat-helper.bundle.cjs`, { entryPoints: [`${root}src/repo/stat-helper-worker.ts`] });

// The launcher that runs the bundles above through a V8 code cache (src/cli/launch.ts, required by
// bin/context-kernel.js; without it the launcher requires the bundles directly).
await bundleCjs(`${root}dist/cli/launch.cjs`, { entryPoints: [`${root}src/cli/launch.ts`] });
