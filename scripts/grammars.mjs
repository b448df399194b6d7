// The tree-sitter grammars the package ships: only their .wasm files, copied into wasm/ from the grammar packages
// (devDependencies, so an install of context-kernel does not pull ~80 MB of their C sources and native bindings).
// wasm/grammars.json, checked in, names each file's package, version and sha256; this script keeps the copies and
// the manifest in step and refuses a silent change.
//
//   node scripts/grammars.mjs            copy each grammar from its installed package into wasm/ (npm run build);
//                                        fails when the installed package or its file differs from the manifest
//   node scripts/grammars.mjs --update   take the installed packages' versions and hashes into the manifest (after
//                                        bumping a grammar devDependency; review and commit wasm/grammars.json)
//   node scripts/grammars.mjs --check    verify the copies in wasm/ against the manifest only (works in an install)
// The grammars' license texts travel with the copies in wasm/grammars-LICENSES.txt (checked in, rewritten by a copy).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const manifestPath = join(root, 'wasm', 'grammars.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const require = createRequire(join(root, 'package.json'));
const mode = process.argv[2] ?? 'copy';
if (!['copy', '--update', '--check'].includes(mode)) {
  process.stderr.write(`grammars: unknown argument '${mode}' (expected --update or --check)\n`);
  process.exit(2);
}

const sha256 = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Returns the installed package's directory and version, or undefined when it is not installed. */
function installed(pkg) {
  try {
    const file = require.resolve(`${pkg}/package.json`);
    return { dir: dirname(file), version: JSON.parse(readFileSync(file, 'utf8')).version };
  } catch {
    return undefined;
  }
}

const problems = [];
const licenses = new Map();
for (const g of manifest.grammars) {
  const shipped = join(root, 'wasm', g.file);
  if (mode === '--check') {
    if (!existsSync(shipped)) problems.push(`${g.file}: missing from wasm/ (run npm run build)`);
    else if (sha256(shipped) !== g.sha256) problems.push(`${g.file}: sha256 ${sha256(shipped)} is not the manifest's ${g.sha256}`);
    continue;
  }
  const pkg = installed(g.package);
  if (!pkg) {
    // A tree without devDependencies (npm ci --omit=dev) keeps a copy that still matches the manifest.
    if (existsSync(shipped) && sha256(shipped) === g.sha256) continue;
    problems.push(`${g.file}: package ${g.package} is not installed (it is a devDependency: run npm ci)`);
    continue;
  }
  const source = join(pkg.dir, g.file);
  if (!existsSync(source)) {
    problems.push(`${g.file}: ${g.package}@${pkg.version} ships no ${g.file}`);
    continue;
  }
  const hash = sha256(source);
  if (mode === '--update') {
    Object.assign(g, { version: pkg.version, sha256: hash, bytes: readFileSync(source).length });
  } else if (pkg.version !== g.version || hash !== g.sha256) {
    problems.push(`${g.file}: installed ${g.package}@${pkg.version} (sha256 ${hash.slice(0, 12)}…) is not the manifest's `
      + `${g.version} (${g.sha256.slice(0, 12)}…); to take it, run npm run grammars:update and commit wasm/grammars.json`);
    continue;
  }
  copyFileSync(source, shipped);
  const license = join(pkg.dir, 'LICENSE');
  if (!licenses.has(g.package)) {
    licenses.set(g.package, existsSync(license) ? readFileSync(license, 'utf8').trim() : `(no LICENSE file in ${g.package})`);
  }
}

if (problems.length) {
  for (const p of problems) process.stderr.write(`grammars: ${p}\n`);
  process.exit(1);
}
if (licenses.size) {
  const text = [...licenses].map(([name, body]) => `${name}@${manifest.grammars.find((g) => g.package === name).version}\n\n${body}\n`);
  writeFileSync(join(root, 'wasm', 'grammars-LICENSES.txt'), `The tree-sitter grammars shipped in wasm/ (see grammars.json) and their licenses.\n\n${text.join('\n---\n\n')}`);
}
if (mode === '--update') {
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  process.stderr.write(`grammars: wrote ${manifest.grammars.length} entries to wasm/grammars.json\n`);
} else {
  process.stderr.write(`grammars: ${manifest.grammars.length} grammar(s) ${mode === '--check' ? 'match' : '->'} wasm/grammars.json\n`);
}
