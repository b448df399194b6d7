// Bundles `ck index` into one CommonJS file, dist/cli/index.bundle.cjs: module loading (~25 ESM modules plus the ESM
// facades Node builds over node:* builtins) was a third of a warm `ck index` process on pandas (cpu-prof).
// Same layout reasons as scripts/bundle.mjs: CommonJS so builtins load through require(); placed in dist/cli/ so the
// inlined modules' import.meta.url-relative paths ('../../wasm/', '../../workers/lex.js') stay true from there.
// piscina stays external: it is only loaded (through require) when a repository is large enough for the pool.
// Run after `tsc`: `node scripts/bundle-index.mjs`. Usage of the result: `node dist/cli/index.bundle.cjs REPO [--json] …`
// (the launcher passes the arguments after the command word; errors are formatted as src/cli/main.ts does).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { statSync } from 'node:fs';

const root = fileURLToPath(new URL('../', import.meta.url));
const outfile = `${root}dist/cli/index.bundle.cjs`;
const entry = `
import { command } from './src/cli/commands/index.ts';
import { UsageError } from './src/errors.ts';
process.stdout.on('error', (err) => { if (err.code === 'EPIPE') process.exit(0); throw err; });
const io = {
  stdout: process.stdout,
  stderr: process.stderr,
  interactive: Boolean(process.stderr.isTTY),
  async readStdin() { return Buffer.alloc(0); },
};
(async () => {
let code;
try {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) { io.stdout.write(command.help.endsWith('\\n') ? command.help : command.help + '\\n'); code = 0; }
  else code = await command.run(argv, io);
} catch (err) {
  if (err instanceof UsageError) {
    io.stderr.write('ck index: ' + err.message.replace(/^index: /, '') + '\\n');
    code = 2;
  } else {
    io.stderr.write('ck index: ' + (err?.message ?? String(err)) + '\\n');
    if (process.env.CK_DEBUG) io.stderr.write(String(err?.stack) + '\\n');
    code = 1;
  }
}
if (process.stdout.writableNeedDrain) process.stdout.once('drain', () => process.exit(code));
else process.exitCode = code;
})();
`;
await build({
  stdin: { contents: entry, resolveDir: root, sourcefile: 'index-entry.mjs', loader: 'ts' },
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  external: ['piscina'],
  define: { 'import.meta.url': '__ckImportMetaUrl' },
  target: 'node20',
  logLevel: 'warning',
  banner: { js: "const __ckImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  legalComments: 'none',
});
process.stdout.write(`wrote ${outfile} (${(statSync(outfile).size / 1024).toFixed(0)} KiB)\n`);
