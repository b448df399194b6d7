// Rust's symptom dialects (src/languages/rust/dialects.ts) on output rustc 1.95 and cargo printed
// (test/fixtures/symptoms/rust, captured on test/fixtures/repos/rustproj) and on the older documented shapes.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSymptom } from '../../../src/slice/symptom/index.js';

const fixture = (name: string): string => readFileSync(fileURLToPath(new URL(`../../fixtures/symptoms/rust/${name}`, import.meta.url)), 'utf8');

describe('Rust symptoms', () => {
  it('a panic with RUST_BACKTRACE=1: its message, the panic site and the backtrace, std frames internal', () => {
    const p = parseSymptom(fixture('panic-backtrace.txt'));
    expect(p.exceptionTypes).toEqual(['panic']);
    expect(p.messages).toEqual(['quantity of pen must be positive']);
    const own = p.frames.filter((f) => !f.internal).map((f) => [f.path, f.line, f.func ?? null]);
    expect(own).toEqual([
      ['crates/shop/src/cart.rs', 21, null],
      ['./crates/shop/src/cart.rs', 21, 'shop::cart::Cart::add'],
      ['./crates/cli/src/commands/add.rs', 8, 'shop_cli::commands::add::add'],
      ['./crates/cli/src/commands/mod.rs', 6, 'shop_cli::commands::run'],
      ['./crates/cli/src/main.rs', 5, 'shop_cli::main'],
    ]);
    expect(p.frames.filter((f) => f.internal).every((f) => f.path.startsWith('/rustc/'))).toBe(true);
  });

  it('cargo test: the failing test, its panic site and message (unit and integration tests)', () => {
    const unit = parseSymptom(fixture('cargo-test.txt'));
    expect(unit.tests).toEqual(['pricing::discount::tests::no_discount_below_threshold']);
    expect(unit.messages[0]).toBe('assertion `left == right` failed');
    expect(unit.frames.filter((f) => !f.internal).map((f) => [f.path, f.line])).toEqual([
      ['crates/shop/src/pricing/discount.rs', 12], ['./src/pricing/discount.rs', 12], ['./src/pricing/discount.rs', 11],
    ]);
    const integration = parseSymptom(fixture('cargo-test-integration.txt'));
    expect(integration.tests).toEqual(['totals_add_up']);
    expect(integration.frames.map((f) => [f.path, f.line, f.col])).toEqual([['crates/shop/tests/totals.rs', 8, 5]]);
  });

  it('rustc diagnostics: code, message and location; a related location (`:::`) is a note, not a frame', () => {
    const p = parseSymptom(fixture('rustc-error.txt'));
    expect(p.frames).toEqual([]);
    expect(p.diagnostics).toEqual([
      { path: 'crates/shop/src/lib.rs', line: 12, col: 15, severity: 'error', code: 'E0425', message: 'cannot find value `NAMES` in module `platform`', tool: 'rustc' },
      { path: 'crates/shop/src/platform_unix.rs', line: 1, col: 1, severity: 'note', message: '', tool: 'rustc' },
    ]);
  });

  it('older toolchains: the message in the panic line, frames without columns, addresses and symbol hashes', () => {
    const p = parseSymptom([
      "thread 'main' panicked at 'index out of bounds: the len is 1 but the index is 2', src/cart.rs:35:9",
      'stack backtrace:',
      '   8:     0x55d2b5f1d7e4 - shop::cart::Cart::item::h0123456789abcdef',
      '                        at src/cart.rs:35',
      '   9: shop::main',
      '             at src/main.rs:19',
    ].join('\n'));
    expect(p.messages).toEqual(['index out of bounds: the len is 1 but the index is 2']);
    expect(p.frames.map((f) => [f.path, f.line, f.func ?? null])).toEqual([
      ['src/cart.rs', 35, null], ['src/cart.rs', 35, 'shop::cart::Cart::item'], ['src/main.rs', 19, 'shop::main'],
    ]);
  });

  it('a panic raised inside the standard library names no file of the user\'s: its location is internal', () => {
    const p = parseSymptom("thread 'main' panicked at library/alloc/src/slice.rs:523:50:\ncapacity overflow\n");
    expect(p.messages).toEqual(['capacity overflow']);
    expect(p.frames.map((f) => [f.path, f.internal])).toEqual([['library/alloc/src/slice.rs', true]]);
  });
});
