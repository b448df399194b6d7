// Rust's dependency layout (src/languages/rust/deps.ts): the crates Cargo.lock pins, found in vendor/ first, else in
// the registry source cache under $CARGO_HOME; found by the name code spells; frame paths of another machine's cache.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discoverDependencies, packageForModule } from '../../../src/deps/discover.js';
import { cargoCacheRootOf } from '../../../src/languages/rust/deps.js';
import { writeFiles } from '../../helpers/repo.js';

const lock = (crates: [string, string, string?][]): string => ['version = 4', ...crates.map(([name, version, source]) =>
  `\n[[package]]\nname = "${name}"\nversion = "${version}"${source ? `\nsource = "${source}"` : ''}`)].join('\n');

describe('Rust dependency layout', () => {
  it('finds locked registry crates in vendor/ first, else in the registry source cache; path crates are the project\'s', () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'ck-cargodeps-')));
    const registry = join(dir, 'cargo', 'registry', 'src', 'index.crates.io-1949cf8c6b5b557f');
    writeFiles(join(dir, 'app'), {
      'Cargo.toml': '[package]\nname = "app"\nversion = "0.1.0"\n',
      'Cargo.lock': lock([['app', '0.1.0'], ['serde_json', '1.0.140', 'registry+https://github.com/rust-lang/crates.io-index'],
        ['regex-automata', '0.4.9', 'sparse+https://index.crates.io/'], ['missing', '1.0.0', 'registry+https://github.com/rust-lang/crates.io-index']]),
      'vendor/regex-automata/src/lib.rs': 'pub mod dfa;\n',
    });
    writeFiles(join(registry, 'serde_json-1.0.140'), { 'src/lib.rs': 'pub mod value;\n' });
    writeFiles(join(registry, 'regex-automata-0.4.9'), { 'src/lib.rs': 'pub mod dfa;\n' });
    const env = discoverDependencies(join(dir, 'app'), { env: { CARGO_HOME: join(dir, 'cargo') }, python: false });
    expect(env.packages.map((p) => [p.ecosystem, p.name, p.version, p.root, p.modules, p.where])).toEqual([
      ['cargo', 'serde_json', '1.0.140', join(registry, 'serde_json-1.0.140'), ['serde_json'], 'registry cache'],
      ['cargo', 'regex-automata', '0.4.9', join(dir, 'app', 'vendor', 'regex-automata'), ['regex_automata'], 'vendor'],
    ]);
    expect(packageForModule(env, 'cargo', 'regex_automata::dfa::Automaton')?.name).toBe('regex-automata');
    expect(packageForModule(env, 'cargo', 'missing')).toBeUndefined();
  });

  it('reads a crate\'s root, name and version from a frame path of any machine', () => {
    expect(cargoCacheRootOf('/home/ci/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/regex-automata-0.4.9/src/dfa/mod.rs')).toEqual({
      at: 15, root: '/home/ci/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/regex-automata-0.4.9', crate: 'regex_automata', version: '0.4.9',
    });
    expect(cargoCacheRootOf('/u/.cargo/git/checkouts/tokio-0123456789abcdef/1a2b3c4/tokio/src/lib.rs')?.crate).toBe('tokio');
    expect(cargoCacheRootOf('/home/u/src/app/src/main.rs')).toBeNull();
  });
});
