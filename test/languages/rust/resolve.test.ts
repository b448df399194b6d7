// Rust resolution through the index (src/languages/rust/resolve.ts): the rustproj workspace (two crates joined by a
// workspace path dependency, `#[path]`, `mod.rs`, `super::super::`, `self::` and a path into the other crate in code),
// and one crate with an inline module's file, a `#[cfg(test)] mod tests;`, a re-export followed to its definition, an
// integration test and a `mod` whose file is missing.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIndex } from '../../../src/repo/build.js';
import { edgeList, edgesAcrossEdit } from '../../helpers/edges.js';
import { tempRepo } from '../../helpers/repo.js';

const RUSTPROJ = fileURLToPath(new URL('../../fixtures/repos/rustproj', import.meta.url));

describe('Rust resolution', () => {
  it('follows mod trees, use paths, re-exports and the workspace\'s other crates', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ck-rustproj-'));
    cpSync(RUSTPROJ, root, { recursive: true });
    const ix = await buildIndex(root, { noCache: true });
    expect(ix.stats.byLang.rust).toBe(10);
    expect(edgeList(ix)).toEqual([
      'crates/cli/src/commands/add.rs -> crates/shop/src/cart.rs (static)',
      // `shop::total(&cart)` in code: a path into the other crate, through its `pub use pricing::total`.
      'crates/cli/src/commands/add.rs -> crates/shop/src/pricing/mod.rs (static)',
      'crates/cli/src/commands/mod.rs -> crates/cli/src/commands/add.rs (static)',
      'crates/cli/src/main.rs -> crates/cli/src/commands/mod.rs (static)',
      'crates/shop/src/cart.rs -> crates/shop/src/cart/item.rs (static)',
      'crates/shop/src/cart.rs -> crates/shop/src/pricing/mod.rs (static)',
      'crates/shop/src/cart/item.rs -> crates/shop/src/pricing/mod.rs (static)',
      'crates/shop/src/lib.rs -> crates/shop/src/cart.rs (static)',
      'crates/shop/src/lib.rs -> crates/shop/src/platform_unix.rs (static)',
      'crates/shop/src/lib.rs -> crates/shop/src/pricing/mod.rs (static)',
      'crates/shop/src/pricing/discount.rs -> crates/shop/src/pricing/mod.rs (static)',
      'crates/shop/src/pricing/mod.rs -> crates/shop/src/cart.rs (static)',
      'crates/shop/src/pricing/mod.rs -> crates/shop/src/pricing/discount.rs (static)',
      'crates/shop/tests/totals.rs -> crates/shop/src/cart.rs (static)',
      'crates/shop/tests/totals.rs -> crates/shop/src/pricing/mod.rs (static)',
    ]);
    expect(ix.unresolved).toEqual([]);
    expect(edgeList(ix, 'static').filter((e) => e.startsWith('crates/cli/src/commands/add.rs:'))).toEqual([
      'crates/cli/src/commands/add.rs:1 -> crates/shop/src/cart.rs',
      'crates/cli/src/commands/add.rs:9 -> crates/shop/src/pricing/mod.rs',
    ]);
    expect(ix.files[ix.fileId('crates/shop/src/cart.rs')!]!.defs.map((d) => d.name)).toEqual(['Cart', 'Cart.new', 'Cart.add', 'adds_items']);
  });

  it('an inline module\'s file, a cfg(test) module, re-exports to their definition, and a missing module', async () => {
    const root = tempRepo('ck-rustcrate-', {
      'Cargo.toml': '[package]\nname = "demo"\nversion = "0.1.0"\nedition = "2021"\n',
      'src/lib.rs': [
        'pub mod net;', 'mod util;', '#[path = "generated/codes.rs"]', 'mod codes;', 'mod inline {', '    mod deep;', '}',
        '#[cfg(test)]', 'mod tests;', 'mod gone;', '', 'pub fn run() -> u32 { crate::util::helper() + codes::CODE }', '',
      ].join('\n'),
      'src/net/mod.rs': 'mod conn;\npub use self::conn::Conn;\n',
      'src/net/conn.rs': 'use super::super::util;\npub struct Conn;\nimpl Conn { pub fn open() -> u32 { util::helper() } }\n',
      'src/util.rs': 'pub fn helper() -> u32 { 1 }\n',
      'src/generated/codes.rs': 'pub const CODE: u32 = 2;\n',
      'src/inline/deep.rs': 'use crate::net::Conn;\n',
      'src/tests.rs': 'use super::*;\n#[test]\nfn t() { assert_eq!(run(), 3); }\n',
      'tests/open.rs': 'use demo::net::Conn;\n#[test]\nfn opens() { Conn::open(); }\n',
    });
    const ix = await buildIndex(root, { noCache: true });
    expect(edgeList(ix)).toEqual([
      'src/inline/deep.rs -> src/net/conn.rs (static)', // `crate::net::Conn` is defined in conn.rs (re-exported by net)
      'src/lib.rs -> src/generated/codes.rs (static)',
      'src/lib.rs -> src/inline/deep.rs (static)',
      'src/lib.rs -> src/net/mod.rs (static)',
      'src/lib.rs -> src/tests.rs (conditional)',
      'src/lib.rs -> src/util.rs (static)',
      'src/net/conn.rs -> src/util.rs (static)',
      'src/net/mod.rs -> src/net/conn.rs (static)',
      'src/tests.rs -> src/lib.rs (static)',
      'tests/open.rs -> src/net/conn.rs (static)',
    ]);
    expect(ix.unresolved.map((u) => [ix.files[u.from]!.path, u.line, u.reason])).toEqual([
      ['src/lib.rs', 10, 'no file for module gone (src/gone.rs or src/gone/mod.rs)'],
    ]);
  });

  it('an incremental index resolves again the files whose paths an item moved between modules concerns', async () => {
    const { before, later } = await edgesAcrossEdit('ck-rustmove-', {
      'Cargo.toml': '[package]\nname = "m"\nversion = "0.1.0"\nedition = "2021"\n',
      'src/lib.rs': 'pub mod a;\npub mod b;\npub mod c;\n',
      'src/a.rs': 'pub fn run() -> i32 { crate::b::helper() }\n',
      'src/b.rs': 'pub use crate::c::helper;\n\npub fn other() -> i32 { 2 }\n',
      'src/c.rs': 'pub fn helper() -> i32 { 1 }\n',
    }, {
      // helper moves from c.rs into b.rs (the re-export goes); a.rs, which names crate::b::helper, is unchanged.
      'src/b.rs': 'pub fn helper() -> i32 { 1 }\n\npub fn other() -> i32 { 2 }\n',
      'src/c.rs': 'pub fn unused() -> i32 { 1 }\n',
    });
    expect(before.filter((e) => e.startsWith('src/a.rs'))).toEqual(['src/a.rs -> src/c.rs (static)']);
    expect(later.stats.cache).toBe('partial');
    expect(edgeList(later).filter((e) => e.startsWith('src/a.rs'))).toEqual(['src/a.rs -> src/b.rs (static)']);
    expect(later.stats.relexed).toBe(2);
  });
});
