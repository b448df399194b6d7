/**
 * Rust: `.rs` files, lexed in TypeScript (lex.ts) and resolved as rustc and cargo do (resolve.ts: crate roots from each
 * Cargo.toml, `mod` trees with `#[path]`, `use` paths through `crate`/`self`/`super`, module scopes, re-exports and
 * the repository's other crates); panics, backtraces, `cargo test` failures and rustc diagnostics (dialects.ts);
 * `tests.rs`, `*_test.rs` and the `tests/` folder as tests; tree-sitter symbol queries (symbols.ts); the registry
 * source cache and `vendor/` as the dependency layout (deps.ts).
 * @internal
 */
import type { LanguagePack } from '../types.js';
import { RUST_DIALECTS } from './dialects.js';
import { lexRust } from './lex.js';
import { RustResolver } from './resolve.js';
import { rustDefs, rustUnits } from './symbols.js';
import { cargoCacheRootOf, discoverRust, projectCrates } from './deps.js';
import { RUST_NAMES } from './names.js';

export const rust: LanguagePack = {
  id: 'rust',
  title: 'Rust',
  shortName: 'Rust',
  edgeClass: 'precise',
  extensions: { '.rs': 'rust' },
  projectMarkers: ['Cargo.toml'],
  configFiles: /(^|\/)Cargo\.toml$/,
  neverBuildOutput: true,
  lexer: { lex: (src) => lexRust(src) },
  resolver: (ctx) => new RustResolver(ctx),
  unresolvedCandidates(_importer, reason) {
    const m = /^no file for module \S+ \((.+)\)$/.exec(reason);
    return m ? m[1]!.split(' or ') : undefined;
  },
  symptoms: { dialects: RUST_DIALECTS, frameExtensions: ['rs'], mentionExtensions: ['rs'], formats: [{ format: 'rust', innermostFirst: true }] },
  tests: {
    fileName: /^(?:tests?|.+_tests?)\.rs$/,
    subjectOf: (base) => /^(.+)_tests?\.rs$/.exec(base)?.[1],
  },
  syntax: { grammars: { '.rs': 'rust' }, symbols: { defs: rustDefs, units: rustUnits }, constructorNames: ['new'] },
  dependencies: {
    excludedDirs: [],
    installDirs: [],
    ecosystem: 'cargo',
    packageRootOf(p) {
      const c = cargoCacheRootOf(p);
      return c ? { at: c.at, root: c.root } : null;
    },
    frameRootOf: (p) => cargoCacheRootOf(p)?.root,
    frameModule: (p) => cargoCacheRootOf(p)?.crate,
    installedCopyOf(segs, root) {
      // `…/registry/src/<index>/bat-0.24.0/src/x.rs`: a crate of the repository (by its package name) maps `src/x.rs`
      // under that package's folder; any other crate is a dependency.
      const at = segs.findIndex((s, k) => k >= 2 && segs[k - 2] === 'src' && segs[k - 3] === 'registry' && /-\d+\.\d+\.\d+/.test(s));
      if (at < 0) return null;
      const c = cargoCacheRootOf(`/${segs.slice(0, at + 1).join('/')}/`);
      if (!c) return null;
      const own = projectCrates(root).filter((x) => x.name === c.crate);
      return { at, dirs: own.map((x) => x.dir), own: own.length > 0 };
    },
    inPlay: (byLang) => (byLang.rust ?? 0) > 0,
    discover: (root, env, opts) => discoverRust(root, env, opts),
    packageFiles(pkg, index, spec) {
      // `use serde::…` is external `serde`: the crate's root file.
      if (spec !== pkg.modules[0]) return undefined;
      const id = index.fileId('src/lib.rs');
      return id === undefined ? [] : [id];
    },
  },
  names: RUST_NAMES,
};
