// Compiles each AssemblyScript kernel in assembly/*.ts (not assembly/lib/) to wasm/<name>.wasm.
// One module per kernel keeps every kernel's linear memory and ABI independent (see STYLE.md, point 1).
import { readdirSync, mkdirSync } from 'node:fs';
import { join, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = process.env.CK_WASM_TARGET ?? 'release';
mkdirSync(join(root, 'wasm'), { recursive: true });
const entries = readdirSync(join(root, 'assembly')).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).sort();
let failed = 0;
for (const file of entries) {
  const name = basename(file, '.ts');
  const { error, stderr } = await asc.main([
    join('assembly', file),
    '--config', 'asconfig.json',
    '--target', target,
    '--outFile', join('wasm', `${name}.wasm`),
  ], { stdout: process.stdout, stderr: process.stderr });
  if (error) {
    failed++;
    process.stderr.write(`build-wasm: ${file}: ${error.message}\n${stderr.toString()}\n`);
  }
}
if (failed) process.exit(1);
process.stderr.write(`build-wasm: ${entries.length} kernel(s) -> wasm/\n`);
