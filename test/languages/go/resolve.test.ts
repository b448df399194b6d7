// Go resolution through the index (src/languages/go/resolve.ts) on real module layouts: a root module with a
// `replace` to a nested module and to a local third-party copy, a build-constrained file, internal and external test
// packages, a `//go:build ignore` tool; a go.work workspace; a vendor/ folder.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIndex } from '../../../src/repo/build.js';
import { edgeList, edgesAcrossEdit } from '../../helpers/edges.js';
import { tempRepo } from '../../helpers/repo.js';

const GOPROJ = fileURLToPath(new URL('../../fixtures/repos/goproj', import.meta.url));


describe('Go resolution', () => {
  it('follows the module path, replace directives, nested modules, build constraints and test packages', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ck-goproj-'));
    cpSync(GOPROJ, root, { recursive: true });
    const ix = await buildIndex(root, { noCache: true });
    expect(ix.stats.byLang.go).toBe(9);
    expect(edgeList(ix)).toEqual([
      'cmd/shop/main.go -> internal/cart/cart.go (static)',
      'cmd/shop/main.go -> internal/cart/cart_linux.go (conditional)',
      'cmd/shop/main.go -> pricing/pricing.go (static)',
      'internal/cart/cart.go -> pricing/pricing.go (static)',
      'internal/cart/cart_test.go -> internal/cart/cart.go (static)',
      'internal/cart/cart_test.go -> internal/cart/cart_linux.go (conditional)',
      'internal/cart/cart_test.go -> pricing/pricing.go (static)',
      'pricing/pricing.go -> nested/util/util.go (static)',
      'pricing/pricing.go -> third_party/money/money.go (static)',
      'pricing/pricing_test.go -> pricing/pricing.go (static)',
      'tools/gen.go -> pricing/pricing.go (conditional)',
    ]);
    expect(ix.unresolved).toEqual([]);
    const main = ix.files[ix.fileId('cmd/shop/main.go')!]!;
    expect(main.external).toEqual(['fmt', 'os']);
    expect(ix.files[ix.fileId('internal/cart/cart.go')!]!.defs.map((d) => d.name)).toEqual(['Cart', 'New', 'Cart.Add', 'Cart.Total', 'Cart.Item']);
  });

  it('resolves across a go.work workspace and into vendor/, and says which local package is missing', async () => {
    const root = tempRepo('ck-gowork-', {
      'go.work': 'go 1.19\n\nuse (\n\t./app\n\t./lib\n)\n',
      'app/go.mod': 'module example.com/app\n\ngo 1.19\n\nrequire github.com/v/dep v1.0.0\n',
      'app/main.go': 'package main\n\nimport (\n\t"example.com/lib/text"\n\t"github.com/v/dep"\n\t"example.com/app/gone"\n)\n\nfunc main() { text.Up(dep.X) }\n',
      'app/vendor/modules.txt': '# github.com/v/dep v1.0.0\n## explicit\ngithub.com/v/dep\n',
      'app/vendor/github.com/v/dep/dep.go': 'package dep\n\nconst X = "x"\n',
      'lib/go.mod': 'module example.com/lib\n\ngo 1.19\n',
      'lib/text/up.go': 'package text\n\nimport "strings"\n\nfunc Up(s string) string { return strings.ToUpper(s) }\n',
    });
    const ix = await buildIndex(root, { noCache: true });
    expect(edgeList(ix)).toEqual(['app/main.go -> app/vendor/github.com/v/dep/dep.go (static)', 'app/main.go -> lib/text/up.go (static)']);
    expect(ix.unresolved.map((u) => [u.specifier, u.reason])).toEqual([['example.com/app/gone', 'no Go files in app/gone (package example.com/app/gone)']]);
  });

  it('ties a file to the siblings of its package that declare the names it uses, never to every sibling', async () => {
    const root = tempRepo('ck-gosib-', {
      'go.mod': 'module example.com/m\n\ngo 1.19\n',
      'core/core.go': 'package core\n\n// Run merges.\nfunc Run(opts *Options) int {\n\tm := NewMerger()\n\treturn m.Get(opts.Limit)\n}\n',
      'core/merger.go': 'package core\n\ntype Merger struct{ n int }\n\nfunc NewMerger() *Merger { return &Merger{} }\n\nfunc (m *Merger) Get(i int) int { return i }\n',
      'core/options.go': 'package core\n\ntype Options struct{ Limit int }\n',
      'core/shadow.go': 'package core\n\nfunc shadow(Options int) int { Merger := Options; return Merger }\n',
      'core/term_linux.go': 'package core\n\nfunc term() *Options { return nil }\n',
      'core/term_windows.go': 'package core\n\nfunc term() *Options { return nil }\n',
      'core/use_term.go': 'package core\n\nvar t = term()\n',
      'core/helper_test.go': 'package core\n\nfunc helper() *Merger { return NewMerger() }\n',
      'core/merger_test.go': 'package core\n\nimport "testing"\n\nfunc TestGet(t *testing.T) { _ = helper() }\n',
      'core/ext_test.go': 'package core_test\n\nimport "example.com/m/core"\n\nvar opts = core.Options{}\n\nfunc use() { _ = extHelper }\n',
      'core/ext2_test.go': 'package core_test\n\nvar extHelper = 1\n',
      'other/other.go': 'package other\n\nfunc Merger() {}\n',
    });
    const ix = await buildIndex(root, { noCache: true });
    // Non-test files: an edge to each sibling declaring a name used (a method call through a value is not a name of
    // the package block; a parameter or local named like a sibling's type hides it), conditional to a constrained file.
    expect(edgeList(ix).filter((e) => !e.startsWith('core/') || !e.split(' ')[0]!.endsWith('_test.go'))).toEqual([
      'core/core.go -> core/merger.go (static)',
      'core/core.go -> core/options.go (static)',
      'core/term_linux.go -> core/options.go (conditional)',
      'core/term_windows.go -> core/options.go (conditional)',
      'core/use_term.go -> core/term_linux.go (conditional)',
      'core/use_term.go -> core/term_windows.go (conditional)',
    ]);
    // Test files: an internal test reaches its package (the clause) and the sibling test declaring the helper it calls;
    // an external test package's files reach each other; no non-test file reaches a test file.
    const tests = edgeList(ix).filter((e) => e.includes('_test.go -> core/') && e.split(' -> ')[1]!.includes('_test.go'));
    expect(tests).toEqual(['core/ext_test.go -> core/ext2_test.go (static)', 'core/merger_test.go -> core/helper_test.go (static)']);
  });

  it('an incremental index resolves again the siblings of a changed file: a name moved to another file moves the edge', async () => {
    const { before, later } = await edgesAcrossEdit('ck-gosib-incr-', {
      'go.mod': 'module example.com/m\n\ngo 1.19\n',
      'p/a.go': 'package p\n\nfunc A() int { return b() }\n',
      'p/b.go': 'package p\n\nfunc b() int { return 1 }\n',
      'p/c.go': 'package p\n\nfunc c() int { return 2 }\n',
    }, {
      // b() moves from b.go to c.go; a.go, which calls it, is unchanged.
      'p/b.go': 'package p\n\nfunc unused() int { return 1 }\n',
      'p/c.go': 'package p\n\nfunc c() int { return 2 }\n\nfunc b() int { return 1 }\n',
    });
    expect(before).toEqual(['p/a.go -> p/b.go (static)']);
    expect(later.stats.cache).toBe('partial');
    expect(edgeList(later)).toEqual(['p/a.go -> p/c.go (static)']);
  });
});
