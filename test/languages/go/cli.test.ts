// Go through the CLI (built dist/, as a subprocess): ck index, graph, slice, symbols and skeleton on the goproj fixture,
// and a panic raised inside a module of the module cache, which joins the slice as a dependency.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolatedEnv, runCli } from '../../helpers/cli.js';
import { writeFiles } from '../../helpers/repo.js';

const GOPROJ = fileURLToPath(new URL('../../fixtures/repos/goproj', import.meta.url));
const PANIC = fileURLToPath(new URL('../../fixtures/symptoms/go/panic_index.txt', import.meta.url));

/** Returns a fresh copy of the goproj fixture. */
function shop(): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-shop-'));
  cpSync(GOPROJ, root, { recursive: true });
  return root;
}

describe('Go through the CLI', () => {
  it('index and graph: packages are directories, edges go to their files', () => {
    const root = shop();
    const env = isolatedEnv();
    const ix = JSON.parse(runCli(['index', root, '--json'], { env }).stdout);
    expect(ix.byLang.go).toBe(9);
    expect(ix.edgesByKind).toEqual({ static: 8, conditional: 3 });
    const g = runCli(['graph', root, '--from', 'internal/cart/cart.go', '--reverse', '--depth', '1'], { env });
    expect(g.stdout).toContain('cmd/shop/main.go');
    expect(g.stdout).toContain('internal/cart/cart_test.go');
  });

  it('slice: a real panic seeds its frames, with the package imported and the tests of the package', () => {
    const root = shop();
    const r = runCli(['slice', root, '--symptom-file', PANIC, '--format', 'json', '--budget', '30000']);
    expect(r.code).toBe(0);
    const m = JSON.parse(r.stdout);
    expect(m.seeds.slice(0, 2).map((s: { path: string; line: number }) => `${s.path}:${s.line}`)).toEqual(['internal/cart/cart.go:35', 'cmd/shop/main.go:19']);
    const roles = Object.fromEntries(m.files.map((f: { path: string; role: string }) => [f.path, f.role]));
    expect(roles).toMatchObject({ 'pricing/pricing.go': 'dependency', 'internal/cart/cart_test.go': 'test' });
    expect(m.files.find((f: { path: string; edges?: string }) => f.path === 'internal/cart/cart.go')).toBeDefined();
  });

  it('symbols and skeleton of a Go file', () => {
    const root = shop();
    const s = JSON.parse(runCli(['symbols', join(root, 'internal/cart/cart.go'), '--name', 'Cart.Total', '--format', 'json']).stdout);
    // The method, the struct it belongs to (its unit reads the receiver's type), the import that type reads, and the
    // package clause.
    expect(s.ranges.map((x: { name: string; start: number; end: number }) => [x.name, x.start, x.end])).toEqual([
      ['package cart', 2, 2], ['import pricing', 4, 4], ['Cart', 7, 11], ['Cart.Total', 25, 31],
    ]);
    const k = JSON.parse(runCli(['skeleton', join(root, 'internal/cart/cart.go'), '--format', 'json']).stdout);
    expect(k.text).toContain('func (c *Cart) Total() int { /* … lines 25-31 */ }');
  });

  it('a panic inside a module of the module cache joins that module as a dependency', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-gomod-'));
    const app = join(dir, 'app');
    const cache = join(dir, 'gopath', 'pkg', 'mod');
    writeFiles(app, {
      'go.mod': 'module example.com/app\n\ngo 1.19\n\nrequire github.com/Acme/money v1.0.0\n',
      'main.go': 'package main\n\nimport "github.com/Acme/money"\n\nfunc main() { money.Split(10, 0) }\n',
    });
    // The module cache escapes capitals (`!acme`), as the go command lays it out.
    writeFiles(join(cache, 'github.com', '!acme', 'money@v1.0.0'), {
      'go.mod': 'module github.com/Acme/money\n\ngo 1.19\n',
      'split.go': 'package money\n\n// Split divides cents into n parts.\nfunc Split(cents, n int) int {\n\treturn cents / n\n}\n',
    });
    const trace = [
      'panic: runtime error: integer divide by zero',
      '',
      'goroutine 1 [running]:',
      'github.com/Acme/money.Split(...)',
      '\t/home/ci/go/pkg/mod/github.com/!acme/money@v1.0.0/split.go:5',
      'main.main()',
      `\t/home/ci/src/app/main.go:5 +0x1d`,
    ].join('\n');
    const r = runCli(['slice', app, '--symptom', trace, '--format', 'json', '--budget', '30000'], { env: isolatedEnv({ GOMODCACHE: cache }) });
    const m = JSON.parse(r.stdout);
    const dep = m.files.find((f: { path: string }) => f.path.endsWith('split.go'));
    expect(dep, r.stdout.slice(0, 2000)).toMatchObject({ role: 'dependency', package: { name: 'github.com/Acme/money', version: 'v1.0.0' } });
    expect(m.seeds.map((s: { path: string }) => s.path)).toContain('main.go');
    expect(readFileSync(join(app, 'main.go'), 'utf8')).toContain('money.Split');
  });
});
