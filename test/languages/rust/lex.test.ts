// The Rust import lexer (src/languages/rust/lex.ts): one record per mod declaration, use leaf and path in code, with
// the inline module it sits in, #[path] values, cfg-guarded records as conditional, each module's item names; strings,
// macro bodies and the standard crates are not read as paths.
import { describe, expect, it } from 'vitest';
import { lexRust } from '../../../src/languages/rust/lex.js';

const SRC = `//! doc
#[cfg(unix)]
mod unix;
#[path = "gen/x.rs"] pub(crate) mod x;
mod inner {
    use super::unix::{self, Thing as T};
    pub fn f() -> crate::a::B { let s = "crate::not::this"; shop::total(1) }
}
use std::io;
pub use crate::{a::*, b};
pub struct P;
macro_rules! m { () => { crate::hidden::x() } }
`;

describe('Rust lexer', () => {
  it('records mod declarations, use leaves and paths in code with their module and kind', () => {
    const r = lexRust(Buffer.from(SRC));
    expect(r.imports.map((i) => [i.specifier, i.line, i.kind, i.names])).toEqual([
      ['mod unix', 3, 'conditional', ['', '', '']],
      ['mod x', 4, 'static', ['', '', 'gen/x.rs']],
      ['use super::unix', 6, 'static', ['inner', '', 'unix']],
      ['use super::unix::Thing', 6, 'static', ['inner', '', 'T']],
      ['ref crate::a::B', 7, 'static', ['inner']],
      ['ref shop::total', 7, 'static', ['inner']],
      ['use std::io', 9, 'static', ['', '', '']],
      ['use crate::a::*', 10, 'static', ['', 'p', '']],
      ['use crate::b', 10, 'static', ['', 'p', '']],
      ['items', 1, 'static', ['', '+unix', '+x', '+inner', 'P', 'm']],
      ['items', 1, 'static', ['inner', 'f']],
    ]);
    expect(r.defs.map((d) => [d.name, d.kind, d.start, d.end])).toEqual([['f', 'function', 7, 7], ['P', 'class', 11, 11], ['m', 'function', 12, 12]]);
  });
});
