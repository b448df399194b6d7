/**
 * Go: `.go` files, lexed in TypeScript (lex.ts) and resolved as the go command does (resolve.ts: packages are
 * directories, through go.mod module paths, nested modules, `replace` to local paths, go.work and vendor/); `_test.go`
 * test files; panics, `go test` failures and compiler/vet diagnostics (dialects.ts); tree-sitter symbol queries
 * (symbols.ts); vendor/ and the module cache as the dependency layout (deps.ts).
 * @internal
 */
import type { LanguagePack } from '../types.js';
import { GO_DIALECTS } from './dialects.js';
import { lexGo } from './lex.js';
import { GoResolver } from './resolve.js';
import { goDefs, goUnits } from './symbols.js';
import { discoverGo, moduleCacheRootOf, projectModules } from './deps.js';
import { underPath } from './modules.js';
import { GO_NAMES } from './names.js';

export const go: LanguagePack = {
  id: 'go',
  title: 'Go',
  shortName: 'Go',
  edgeClass: 'precise',
  extensions: { '.go': 'go' },
  projectMarkers: ['go.mod', 'go.work'],
  configFiles: /(^|\/)(go\.mod|go\.work)$/,
  neverBuildOutput: true,
  lexer: { lex: (src, opts) => lexGo(src, opts.path) },
  resolver: (ctx) => new GoResolver(ctx),
  unresolvedCandidates(_importer, reason) {
    const m = /^no Go files in (\S+) \(package /.exec(reason);
    return m ? [m[1]!] : undefined;
  },
  repoPathOf(printed, root) {
    // `example.com/shop/internal/cart/cart_test.go` (go test completes a failure's file name with its package's
    // import path): the module of the repository with the longest path it lies under, and the rest under its folder.
    if (!printed.endsWith('.go') || printed.startsWith('/') || printed.startsWith('.')) return undefined;
    const dir = printed.slice(0, printed.lastIndexOf('/'));
    let best: { path: string; dir: string } | undefined;
    for (const m of projectModules(root)) if (underPath(dir, m.path) && (!best || m.path.length > best.path.length)) best = m;
    if (!best) return undefined;
    const rest = printed.slice(best.path.length + 1);
    return best.dir ? `${best.dir}/${rest}` : rest;
  },
  symptoms: {
    dialects: GO_DIALECTS,
    errorLinePrefixes: ['panic: '],
    frameExtensions: ['go'],
    mentionExtensions: ['go'],
    formats: [{ format: 'go', innermostFirst: true }, { format: 'go-test' }],
  },
  tests: {
    fileName: /^.*_test\.go$/,
    subjectOf: (base) => /^(.+)_test\.go$/.exec(base)?.[1],
  },
  names: GO_NAMES,
  syntax: { grammars: { '.go': 'go' }, symbols: { defs: goDefs, units: goUnits } },
  dependencies: {
    excludedDirs: [],
    installDirs: [],
    ecosystem: 'go',
    packageRootOf(p) {
      const m = moduleCacheRootOf(p);
      return m ? { at: m.at, root: m.root } : null;
    },
    frameRootOf: (p) => moduleCacheRootOf(p)?.root,
    frameModule: (p) => moduleCacheRootOf(p)?.module,
    installedCopyOf(segs, root) {
      // `…/pkg/mod/github.com/x/y@v1.2.3/rest`: the module of the segment holding `@`; the repository's own module
      // (its go.mod, a nested one) maps `rest` under its directory, any other module is a dependency.
      const at = segs.findIndex((s, k) => s.includes('@v') && segs.slice(0, k).includes('mod'));
      if (at < 0) return null;
      const m = moduleCacheRootOf(`/${segs.slice(0, at + 1).join('/')}/`);
      if (!m) return null;
      const own = projectModules(root).filter((x) => x.path === m.module);
      return { at, dirs: own.map((x) => x.dir), own: own.length > 0 };
    },
    inPlay: (byLang) => (byLang.go ?? 0) > 0,
    discover: (root, env, opts) => discoverGo(root, env, opts),
    packageFiles(pkg, index, spec) {
      if (!underPath(spec, pkg.name)) return undefined;
      const dir = spec === pkg.name ? '' : spec.slice(pkg.name.length + 1);
      const out: number[] = [];
      index.files.forEach((f, id) => {
        const d = f.path.includes('/') ? f.path.slice(0, f.path.lastIndexOf('/')) : '';
        if (d === dir && f.path.endsWith('.go') && !f.path.endsWith('_test.go')) out.push(id);
      });
      return out;
    },
  },
};
