#!/usr/bin/env node
// Go import-edge oracle: the file-level import graph of a Go repository, from the go command itself.
//
// usage: node bench/oracles/go_edges.mjs ROOT [--lines] > edges.json
//
// Prints a sorted JSON list of [from, to] pairs of repo-relative, '/'-separated paths (no self-edges); with --lines,
// [from, to, line] triples (the first import line that produced the edge).
//
// How, and what one edge means (bench/agreement.mjs compares our index under the same conventions):
//   * Packages: `go list -e -json ./...` in every module of the repository (each go.mod; a go.work's `use` list is
//     honoured by running in each of its modules), offline (GOPROXY=off, -mod=mod): modules that are not in the
//     module cache cannot be downloaded, so their packages are unknown — only packages of the repository's own
//     modules are compared, which is what our index resolves to files. Old toolchains (Debian's go 1.19 reads no
//     `toolchain` line nor a `go 1.22.5` version) get a sanitized copy of each go.mod through -modfile.
//   * Files of a package: GoFiles + CgoFiles + IgnoredGoFiles (those a build constraint leaves out on this machine:
//     our index keeps them, as `conditional` edges), never its _test.go files; its tests: TestGoFiles and the
//     _test.go files among IgnoredGoFiles (XTestGoFiles are files of their own `p_test` package).
//   * Per file, its own imports, from the standard library's go/parser (go_file_imports.go): an import of a
//     package of the repository is an edge to each of that package's files.
//   * A package's internal test files (TestGoFiles: `package p`, not `p_test`) are compiled with the package: an
//     edge from each of them to each file of the package with the same package name, at its package clause.
//   * Same-package references (go_file_imports.go): files of one package reach each other's package-level names
//     without an import. An edge from file A to file B of the same directory and package clause when an identifier
//     go/parser's scope resolution leaves unresolved in A (not declared in A nor in a scope around the use) is a name
//     B declares in the package block, at its first use in A. A non-test file never reaches a _test.go file (the
//     package is built without them); a test file reaches the package's files and its sibling tests of the same
//     package clause (an external `p_test` package's files reach each other).
//   * Files the go command ignores (testdata/, directories starting with `_` or `.`, vendor/) are not compared.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, realpathSync, writeFileSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [given, ...flags] = process.argv.slice(2);
if (!given) { console.error('usage: node bench/oracles/go_edges.mjs ROOT [--lines]'); process.exit(2); }
const root = realpathSync(given); // the go command reports real paths
const withLines = flags.includes('--lines');

/** Returns every go.mod under `dir` (not in vendor/, testdata/ or hidden folders), repo-relative. */
function goMods(dir, rel = '') {
  const out = [];
  for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
    if (e.isFile() && e.name === 'go.mod') out.push(rel ? `${rel}/go.mod` : 'go.mod');
    if (e.isDirectory() && !/^(?:vendor|testdata|node_modules)$|^[._]/.test(e.name)) out.push(...goMods(dir, rel ? `${rel}/${e.name}` : e.name));
  }
  return out;
}

/** Returns the packages `go list` reports in the module whose go.mod is repo-relative `mod`. */
function listPackages(mod) {
  const dir = join(root, dirname(mod));
  const tmp = mkdtempSync(join(tmpdir(), 'go-oracle-'));
  try {
    const text = readFileSync(join(root, mod), 'utf8').replace(/^go \d+(?:\.\d+)*\s*$/m, 'go 1.19').replace(/^toolchain .*$/m, '');
    writeFileSync(join(tmp, 'go.mod'), text);
    if (existsSync(join(dir, 'go.sum'))) copyFileSync(join(dir, 'go.sum'), join(tmp, 'go.sum'));
    const r = spawnSync('go', ['list', '-e', '-json', './...'], {
      cwd: dir, encoding: 'utf8', maxBuffer: 1 << 30,
      env: { ...process.env, GOPROXY: 'off', GOWORK: 'off', GOFLAGS: `-mod=mod -modfile=${join(tmp, 'go.mod')}` },
    });
    if (r.error) throw r.error;
    const out = r.stdout.trim();
    return out ? JSON.parse(`[${out.replace(/\n}\n{/g, '\n},\n{')}]`) : [];
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const packages = goMods(root).flatMap(listPackages).filter((p) => p.Dir && !relative(root, p.Dir).startsWith('..'));
const byPath = new Map();
const files = [];
for (const p of packages) {
  const dir = relative(root, p.Dir).split('\\').join('/');
  const rel = (f) => (dir ? `${dir}/${f}` : f);
  const ignored = (p.IgnoredGoFiles ?? []).filter((f) => f.endsWith('.go'));
  const src = [...(p.GoFiles ?? []), ...(p.CgoFiles ?? []), ...ignored].filter((f) => !f.endsWith('_test.go')).map(rel);
  // Test files a build constraint leaves out are still the package's tests (internal ones, by package name below).
  const tests = [...(p.TestGoFiles ?? []), ...ignored.filter((f) => f.endsWith('_test.go'))].map(rel);
  byPath.set(p.ImportPath, { src, tests });
  files.push(...src, ...tests, ...(p.XTestGoFiles ?? []).map(rel));
}
const parsed = spawnSync('go', ['run', join(here, 'go_file_imports.go'), root], {
  input: [...new Set(files)].join('\n'), encoding: 'utf8', maxBuffer: 1 << 30, env: { ...process.env, GOFLAGS: '', GO111MODULE: 'off' },
});
if (parsed.status !== 0) { console.error(parsed.stderr); process.exit(1); }
const info = new Map(JSON.parse(parsed.stdout).map((f) => [f.path, f]));
const edges = new Map();
const add = (from, to, line) => { if (from !== to) { const k = `${from}\0${to}`; if (!edges.has(k) || edges.get(k) > line) edges.set(k, line); } };
for (const [, f] of info) {
  for (const [imp, line] of f.imports) for (const to of byPath.get(imp)?.src ?? []) add(f.path, to, line);
}
for (const [, pkg] of byPath) {
  for (const t of pkg.tests) {
    const name = info.get(t)?.package;
    if (!name || name.endsWith('_test')) continue;
    for (const to of pkg.src) if (info.get(to)?.package === name) add(t, to, info.get(t).line);
  }
}
const packageOf = new Map();
for (const [, f] of info) {
  const key = `${dirname(f.path)}\0${f.package}`;
  if (!packageOf.has(key)) packageOf.set(key, []);
  packageOf.get(key).push(f);
}
for (const [, group] of packageOf) {
  const declaring = new Map();
  for (const f of group) for (const name of f.declares) { if (!declaring.has(name)) declaring.set(name, []); declaring.get(name).push(f.path); }
  for (const f of group) {
    const test = f.path.endsWith('_test.go');
    for (const [name, line] of f.refs) for (const to of declaring.get(name) ?? []) if (test || !to.endsWith('_test.go')) add(f.path, to, line);
  }
}
const out = [...edges].map(([k, line]) => { const [from, to] = k.split('\0'); return withLines ? [from, to, line] : [from, to]; });
out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
process.stdout.write(JSON.stringify(out));
