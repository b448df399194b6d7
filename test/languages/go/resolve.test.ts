// Go resolution through the index (src/languages/go/resolve.ts) on real module layouts: a root module with a
// `replace` to a nested module and to a local third-party copy, a build-constrained file, internal and external test
// packages, a `//go:build ignore` tool; a go.work workspace; a vendor/ folder.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIndex } from '../../../src/repo/build.js';
import { edgeList } from '../../helpers/edges.js';
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
});
