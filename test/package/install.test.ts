// The package as users get it: `npm pack` of this checkout, `npm install <tarball>` into an empty project, then the
// documented API (ESM import and CommonJS require), strict TypeScript ("skipLibCheck": false) against the shipped
// types, and the `ck` command through npx on a small Python + TypeScript project. Also the install's weight: at most
// 40 MB of node_modules (124 MB before the grammars shipped as .wasm only and the MCP SDK was bundled).
// Needs npm and the registry (or npm's cache) for the runtime dependencies; ~10-20 s. Run after `npm run build`.
// CK_TEST_NODES=/path/to/node24:/path/to/node26 also runs the import/require checks with those Node binaries.
import { describe, it, expect, beforeAll } from 'vitest';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAX_MB = 40;
const dir = mkdtempSync(join(tmpdir(), 'ck-pack-'));
const project = join(dir, 'project');
const fixture = join(dir, 'fixture');
const env: NodeJS.ProcessEnv = { ...process.env, NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS, npm_config_update_notifier: 'false' };
const run = (cmd: string, args: string[], cwd: string, input?: string): SpawnSyncReturns<string> =>
  spawnSync(cmd, args, { cwd, env, input, encoding: 'utf8', timeout: 240_000 });
const show = (r: SpawnSyncReturns<string>): string => `exit ${r.status}\n${r.stdout}\n${r.stderr}`;

let installSeconds = 0;
let sizeMb = 0;

beforeAll(() => {
  // A complete build: tsc's output alone (a build still running, or stopped before build:bundles) is not the package.
  expect(existsSync(join(ROOT, 'dist', 'index.cjs')), 'run npm run build first').toBe(true);
  expect(readFileSync(join(ROOT, 'dist', 'index.d.ts'), 'utf8'), 'dist/index.d.ts is not rolled up: run npm run build').toMatch(/^\/\/ context-kernel's public types, rolled up/);
  expect(readFileSync(join(ROOT, 'dist', 'mcp', 'server.js'), 'utf8'), 'dist/mcp/server.js is not bundled: run npm run build').toMatch(/^import \{ createRequire as __ckCreateRequire \}/);
  // --ignore-scripts: `prepare` would rebuild dist/ under the other tests' feet; the build is the suite's first step.
  const pack = run('npm', ['pack', '--ignore-scripts', '--pack-destination', dir, '--silent'], ROOT);
  expect(pack.status, show(pack)).toBe(0);
  const tarball = join(dir, pack.stdout.trim().split('\n').pop()!);
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "consumer", "version": "1.0.0", "private": true }\n');
  const t0 = Date.now();
  const install = run('npm', ['install', tarball, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], project);
  installSeconds = (Date.now() - t0) / 1000;
  expect(install.status, show(install)).toBe(0);
  const du = run('du', ['-sk', 'node_modules'], project);
  sizeMb = Number(du.stdout.split(/\s/)[0]) / 1024;
  console.log(`[package] npm install of the packed tarball: ${installSeconds.toFixed(1)} s, node_modules ${sizeMb.toFixed(1)} MB`);

  mkdirSync(join(fixture, 'pkg'), { recursive: true });
  mkdirSync(join(fixture, 'web'));
  writeFileSync(join(fixture, 'pkg', '__init__.py'), '');
  writeFileSync(join(fixture, 'pkg', 'app.py'), 'from pkg.util import helper\n\n\ndef run(x):\n    return helper(x) + 1\n');
  writeFileSync(join(fixture, 'pkg', 'util.py'), 'def helper(x):\n    """Double x."""\n    return x * 2\n');
  writeFileSync(join(fixture, 'web', 'main.ts'), "import { lib } from './lib';\nexport function main(): number { return lib(2); }\n");
  writeFileSync(join(fixture, 'web', 'lib.ts'), 'export function lib(n: number): number {\n  return n * 3;\n}\n');
}, 300_000);

describe('npm pack + npm install into an empty project', () => {
  it(`installs in at most ${MAX_MB} MB, grammars as .wasm only, with the LICENSE`, () => {
    expect(sizeMb).toBeGreaterThan(1);
    expect(sizeMb).toBeLessThanOrEqual(MAX_MB);
    const modules = readdirSync(join(project, 'node_modules'));
    expect(modules.filter((m) => /^tree-sitter-/.test(m) || m === 'express' || m === 'hono' || m === 'zod')).toEqual([]);
    const pkg = join(project, 'node_modules', 'context-kernel');
    expect(existsSync(join(pkg, 'LICENSE'))).toBe(true);
    for (const f of ['tree-sitter-python.wasm', 'tree-sitter-typescript.wasm', 'tree-sitter-tsx.wasm', 'grammars.json', 'grammars-LICENSES.txt']) {
      expect(existsSync(join(pkg, 'wasm', f)), f).toBe(true);
    }
    const check = run(process.execPath, [join(pkg, 'scripts', 'grammars.mjs'), '--check'], project);
    expect(check.status, show(check)).toBe(0);
  });

  const nodes = [process.execPath, ...(process.env.CK_TEST_NODES ?? '').split(':').filter(Boolean)];

  it.each(nodes)('the documented API works through import and require() (%s)', (node) => {
    const esm = run(node, ['--input-type=module', '-e', `
      import { normalize, sliceRepo, renderSlice, skeletonOf, closeParsePool } from 'context-kernel';
      const r = normalize('ok\\n'.repeat(3), { tool: 'bash' });
      const m = await sliceRepo(${JSON.stringify(fixture)}, { seeds: ['pkg/app.py'], budget: 30000 });
      const paths = await renderSlice(m, 'paths');
      const sk = await skeletonOf(${JSON.stringify(join(fixture, 'web', 'lib.ts'))});
      console.log(JSON.stringify({ text: r.text, paths, skeleton: sk.text }));
      await closeParsePool?.();
    `], project);
    expect(esm.status, show(esm)).toBe(0);
    const out = JSON.parse(esm.stdout.trim().split('\n').pop()!);
    expect(out.paths).toContain('pkg/util.py');
    expect(out.skeleton).toContain('export function lib(n: number): number');

    const cjs = run(node, ['-e', `
      const ck = require('context-kernel');
      console.log(JSON.stringify({ keys: Object.keys(ck).length, text: ck.normalize('a', { tool: 'bash' }).text, slice: typeof ck.sliceRepo }));
    `], project);
    const requireEsm = run(node, ['-p', 'Boolean(process.features.require_module)'], project).stdout.trim() === 'true';
    if (requireEsm) {
      expect(cjs.status, show(cjs)).toBe(0);
      expect(JSON.parse(cjs.stdout)).toMatchObject({ text: 'a', slice: 'function' });
    } else {
      expect(cjs.status).not.toBe(0);
      expect(cjs.stderr).toContain("await import('context-kernel')");
    }
  });

  it('a Node that cannot require() ES modules gets an error naming the ESM entry', () => {
    const r = run(process.execPath, ['--no-experimental-require-module', '-e', "require('context-kernel')"], project);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain("context-kernel is an ES module");
    expect(r.stderr).toContain("await import('context-kernel')");
    expect(r.stderr).not.toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });

  it('strict TypeScript ("skipLibCheck": false) type-checks ESM and CommonJS consumers', () => {
    writeFileSync(join(project, 'esm.mts'), [
      "import { normalize, sliceRepo, type SliceManifest, type NormalizeResult } from 'context-kernel';",
      "const r: NormalizeResult = normalize('x', { tool: 'bash' });",
      "const m: Promise<SliceManifest> = sliceRepo('.', { symptom: 'x' });",
      'console.log(r.text, m);',
    ].join('\n'));
    writeFileSync(join(project, 'cjs.cts'), "import ck = require('context-kernel');\nconsole.log(ck.normalize('x').text);\n");
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        strict: true, skipLibCheck: false, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022',
        typeRoots: [join(ROOT, 'node_modules', '@types')], types: ['node'],
      },
      files: ['esm.mts', 'cjs.cts'],
    }));
    const tsc = run(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.', '--listFiles'], project);
    expect(tsc.status, show(tsc)).toBe(0);
    // The public types are one file that pulls in no third-party declarations.
    const shipped = tsc.stdout.split('\n').filter((f) => f.includes('/node_modules/') && !f.includes(join(ROOT, 'node_modules')));
    expect(shipped.map((f) => f.slice(f.lastIndexOf('node_modules/')))).toEqual(['node_modules/context-kernel/dist/index.d.ts']);
  });

  it('npx ck runs slice, graph, skeleton and mcp from the install', () => {
    const slice = run('npx', ['--no-install', 'ck', 'slice', fixture, '--seed', 'pkg/app.py', '--format', 'paths'], project);
    expect(slice.status, show(slice)).toBe(0);
    expect(slice.stdout.split('\n')).toEqual(expect.arrayContaining(['pkg/app.py', 'pkg/util.py']));
    const graph = run('npx', ['--no-install', 'ck', 'graph', fixture, '--from', 'web/main.ts'], project);
    expect(graph.status, show(graph)).toBe(0);
    expect(graph.stdout).toContain('web/lib.ts');
    const skeleton = run('npx', ['--no-install', 'ck', 'skeleton', join(fixture, 'pkg', 'util.py')], project);
    expect(skeleton.status, show(skeleton)).toBe(0);
    expect(skeleton.stdout).toContain('"""Double x."""');
    const messages = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    ].map((m) => JSON.stringify(m)).join('\n') + '\n';
    const mcp = run('npx', ['--no-install', 'ck', 'mcp'], project, messages);
    expect(mcp.status, show(mcp)).toBe(0);
    const list = mcp.stdout.trim().split('\n').map((l) => JSON.parse(l)).find((m) => m.id === 2);
    expect(list.result.tools.map((t: { name: string }) => t.name).sort()).toEqual(['kernel_compile', 'kernel_normalize', 'kernel_repo_slice', 'kernel_symbols']);
  });
});
