// The prebuilt copy of the build that a plugin install runs from. Claude Code installs a plugin with
// `npm ci --ignore-scripts` (read from its code: `{lockfile:"package-lock.json",command:"npm",args:["ci","--ignore-scripts"]}`),
// so nothing is built there: dist/ and wasm/ never exist. prebuilt/ holds exactly the runtime files of a fresh build
// (dist/ without type declarations, wasm/), and bin/prebuilt.cjs copies them into place on the first call that finds
// dist/ missing (the hooks, the MCP server, the CLI).
//
// usage: node scripts/prebuilt.mjs           after `npm run build`: rewrite prebuilt/ from dist/ and wasm/
//        node scripts/prebuilt.mjs --check   exit 1, listing the differences, when prebuilt/ is not the current build
//                                            (test/plugin/prebuilt.test.ts runs it after the build CI does)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const PREBUILT = join(root, 'prebuilt');
/**
 * What a runtime needs: everything tsc/esbuild/asc wrote except type declarations and maps, and `.build-stamp`
 * (prepare's record of when it last built this tree: a time, different on every machine).
 */
const keep = (rel) => !/\.d\.ts$|\.map$|\.tsbuildinfo$|(?:^|\/)\.build-stamp$/.test(rel);

function walk(dir, base = dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, base, out);
    else if (e.isFile()) out.push(relative(base, p).split(sep).join('/'));
  }
  return out;
}

/** Returns {relative path under prebuilt/ → sha256} of the runtime files of the current build. */
function buildFiles() {
  const files = new Map();
  for (const top of ['dist', 'wasm']) {
    for (const rel of walk(join(root, top)).filter(keep)) files.set(`${top}/${rel}`, join(root, top, rel));
  }
  return files;
}
const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

const built = buildFiles();
if (!built.has('dist/hooks/hook.core.cjs') || !built.has('wasm/lines.wasm')) {
  console.error('prebuilt: no build found (dist/hooks/hook.core.cjs, wasm/lines.wasm): run `npm run build` first');
  process.exit(2);
}

if (process.argv.includes('--check')) {
  const have = new Map(walk(PREBUILT).filter((r) => r !== 'MANIFEST.json').map((r) => [r, join(PREBUILT, r)]));
  const problems = [];
  for (const [rel, file] of built) {
    if (!have.has(rel)) problems.push(`missing from prebuilt/: ${rel}`);
    else if (sha(file) !== sha(have.get(rel))) problems.push(`differs from the build: prebuilt/${rel}`);
  }
  for (const rel of have.keys()) if (!built.has(rel)) problems.push(`not in the build: prebuilt/${rel}`);
  if (problems.length > 0) {
    console.error(`prebuilt/ is not the current build (${problems.length} difference(s)); run \`npm run build && node scripts/prebuilt.mjs\`:\n  ${problems.slice(0, 20).join('\n  ')}`);
    process.exit(1);
  }
  console.log(`prebuilt/ matches the build (${built.size} files)`);
} else {
  rmSync(PREBUILT, { recursive: true, force: true });
  const manifest = {};
  let bytes = 0;
  for (const [rel, file] of [...built].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const to = join(PREBUILT, rel);
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(file, to);
    manifest[rel] = sha(file);
    bytes += statSync(file).size;
  }
  writeFileSync(join(PREBUILT, 'MANIFEST.json'), `${JSON.stringify({ note: 'written by scripts/prebuilt.mjs; copied into place by bin/prebuilt.cjs', files: manifest }, null, 1)}\n`);
  console.log(`wrote prebuilt/ (${built.size} files, ${(bytes / 1024 / 1024).toFixed(1)} MB)`);
}
