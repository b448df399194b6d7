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
  syntax: { grammars: { '.rs': 'rust' } },
};
