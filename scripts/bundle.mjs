// Bundles the CLI's normalize path (ck normalize: stdin → T1 → stdout) into one CommonJS file,
// dist/cli/normalize.bundle.cjs, so a process pays for reading one file instead of resolving ~25 modules.
// CommonJS on purpose: an ESM `import … from 'node:crypto'` makes Node build an ESM facade over every export of
// each builtin (measured ~10 ms of a ~50 ms process); require() does not.
// It lives in dist/cli/ on purpose: inlined modules find wasm/ via import.meta.url-relative paths
// ('../../wasm/'), which stay true from there. Run after `tsc`: `node scripts/bundle.mjs`.
// Usage of the result: `node dist/cli/normalize.bundle.cjs [--json] [--tool NAME] < output.txt`.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { statSync } from 'node:fs';

const root = fileURLToPath(new URL('../', import.meta.url));
const outfile = `${root}dist/cli/normalize.bundle.cjs`;
// The entry mirrors src/cli/main.ts's error handling for this one command without importing main.ts
// (whose lazy imports of every other command esbuild would otherwise inline).
const entry = `
import { command } from './src/cli/commands/normalize.ts';
import { UsageError } from './src/errors.ts';
const io = {
  stdout: process.stdout,
  stderr: process.stderr,
  interactive: Boolean(process.stderr.isTTY),
  async readStdin() {
    if (process.stdin.isTTY) return Buffer.alloc(0);
    const chunks = [];
    for await (const c of process.stdin) chunks.push(c);
    return Buffer.concat(chunks);
  },
};
(async () => {
let code;
try {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) { io.stdout.write(command.help); code = 0; }
  else code = await command.run(argv, io);
} catch (err) {
  io.stderr.write('ck normalize: ' + String(err?.message ?? err).replace(/^normalize: /, '') + '\\n');
  code = err instanceof UsageError ? 2 : 1;
}
if (process.stdout.writableNeedDrain) process.stdout.once('drain', () => process.exit(code));
else process.exitCode = code;
})();
`;
await build({
  stdin: { contents: entry, resolveDir: root, sourcefile: 'normalize-entry.mjs', loader: 'ts' },
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  define: { 'import.meta.url': '__ckImportMetaUrl' },
  target: 'node20',
  logLevel: 'warning',
  banner: { js: "const __ckImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  legalComments: 'none',
});
process.stdout.write(`wrote ${outfile} (${(statSync(outfile).size / 1024).toFixed(0)} KiB)\n`);
