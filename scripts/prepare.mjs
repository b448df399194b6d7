// `prepare` (npm install / npm ci, `npm test`, and `npx ck` packing this checkout): builds only when an input changed since
// the last build, so a second prepare in the same tree (npx packs the project again before running it) costs
// a directory walk instead of a full asc + tsc + bundle build. `npm run build` always rebuilds.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = fileURLToPath(new URL('../', import.meta.url));
const stamp = join(root, 'dist', '.build-stamp');
const inputs = ['src', 'assembly', 'scripts', 'workers', 'package.json', 'tsconfig.json', 'asconfig.json', 'wasm/grammars.json'];
const outputs = ['dist/cli/main.js', 'dist/cli/normalize.bundle.cjs', 'dist/cli/launch.cjs', 'dist/hooks/hook.bundle.js', 'wasm/terminal.wasm', 'wasm/tree-sitter-python.wasm'];

function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

const fresh = existsSync(stamp)
  && outputs.every((o) => existsSync(join(root, o)))
  && inputs.filter((i) => existsSync(join(root, i))).every((i) => newest(join(root, i)) < statSync(stamp).mtimeMs);
if (fresh) {
  process.stderr.write('prepare: build is up to date\n');
} else {
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}
