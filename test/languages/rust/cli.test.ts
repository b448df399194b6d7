// Rust through the CLI (built dist/, as a subprocess): ck index, graph, slice, symbols and skeleton on the rustproj
// workspace fixture; panics and `cargo test` output captured on it; frames in cargo's registry source cache, of one of
// the repository's own crates (mapped to its folder) and of a dependency (the crate joins the slice).
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolatedEnv, runCli } from '../../helpers/cli.js';
import { writeFiles } from '../../helpers/repo.js';

const RUSTPROJ = fileURLToPath(new URL('../../fixtures/repos/rustproj', import.meta.url));
const SYMPTOMS = fileURLToPath(new URL('../../fixtures/symptoms/rust/', import.meta.url));

/** Returns a fresh copy of the rustproj fixture. */
function shop(): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-rshop-'));
  cpSync(RUSTPROJ, root, { recursive: true });
  return root;
}

type Manifest = { seeds: { path: string; line: number }[]; files: { path: string; role: string; edges?: string }[]; warnings: { kind: string; detail: string }[] };

/** Returns the JSON manifest of `ck slice` of the symptom file `name` on `root`. */
function slice(root: string, args: string[], env?: NodeJS.ProcessEnv): Manifest {
  const r = runCli(['slice', root, ...args, '--format', 'json', '--budget', '30000'], { env: env ?? isolatedEnv() });
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

const seedsOf = (m: Manifest): string[] => m.seeds.map((s) => `${s.path}:${s.line}`);
const rolesOf = (m: Manifest): Record<string, string> => Object.fromEntries(m.files.map((f) => [f.path, f.role]));

describe('Rust through the CLI', () => {
  it('index and graph: mod trees, use paths and the workspace\'s crates are precise edges', () => {
    const root = shop();
    const env = isolatedEnv();
    const ix = JSON.parse(runCli(['index', root, '--json'], { env }).stdout);
    expect(ix.byLang.rust).toBe(10);
    expect(ix.edgesByKind).toEqual({ static: 15 });
    expect(ix.unresolved).toBe(0);
    const g = runCli(['graph', root, '--from', 'crates/shop/src/cart.rs', '--reverse', '--depth', '1'], { env });
    expect(g.stdout.trim().split('\n').map((l) => l.trim().split(/\s+/)[1])).toEqual([
      'crates/shop/src/cart.rs', 'crates/cli/src/commands/add.rs', 'crates/shop/src/lib.rs', 'crates/shop/src/pricing/mod.rs', 'crates/shop/tests/totals.rs',
    ]);
  });

  it('slice: a panic with RUST_BACKTRACE=1 seeds its frames across crates, with the modules used and the tests', () => {
    const m = slice(shop(), ['--symptom-file', join(SYMPTOMS, 'panic-backtrace.txt')]);
    expect(seedsOf(m)).toEqual(['crates/shop/src/cart.rs:21', 'crates/cli/src/commands/add.rs:8', 'crates/cli/src/commands/mod.rs:6', 'crates/cli/src/main.rs:5']);
    expect(rolesOf(m)).toMatchObject({ 'crates/shop/src/cart/item.rs': 'dependency', 'crates/shop/src/pricing/mod.rs': 'dependency', 'crates/shop/tests/totals.rs': 'test' });
    expect(m.files.every((f) => f.edges === 'precise')).toBe(true);
  });

  it('slice: a cargo test failure (paths relative to the crate) and a rustc error seed the right files', () => {
    const root = shop();
    const t = slice(root, ['--symptom-file', join(SYMPTOMS, 'cargo-test.txt')]);
    expect(seedsOf(t)).toEqual(['crates/shop/src/pricing/discount.rs:12', 'crates/shop/src/pricing/discount.rs:11']);
    expect(rolesOf(t)['crates/shop/src/pricing/mod.rs']).toBe('dependency');
    const e = slice(root, ['--symptom-file', join(SYMPTOMS, 'rustc-error.txt')]);
    expect(seedsOf(e)[0]).toBe('crates/shop/src/lib.rs:12');
  });

  it('a frame of the repository\'s own crate in the registry source cache maps to that crate\'s folder', () => {
    const cached = '/home/u/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/shop-0.1.0/src/cart.rs';
    const trace = [
      `thread 'main' panicked at ${cached}:21:13:`, 'quantity of pen must be positive', 'stack backtrace:',
      '   2: shop::cart::Cart::add', `             at ${cached}:21:13`,
    ].join('\n');
    expect(seedsOf(slice(shop(), ['--symptom', trace]))[0]).toBe('crates/shop/src/cart.rs:21');
  });

  it('a panic inside a crate of the registry source cache: the crate Cargo.lock pins takes part', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-cargo-'));
    const app = join(dir, 'app');
    const cargoHome = join(dir, 'cargo');
    writeFiles(app, {
      'Cargo.toml': '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nmoney = "1.2"\n',
      'Cargo.lock': 'version = 4\n\n[[package]]\nname = "app"\nversion = "0.1.0"\ndependencies = ["money"]\n\n[[package]]\nname = "money"\nversion = "1.2.3"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "00"\n',
      'src/main.rs': 'use money::split;\n\nfn main() {\n    println!("{}", split(10, 0));\n}\n',
    });
    writeFiles(join(cargoHome, 'registry', 'src', 'index.crates.io-1949cf8c6b5b557f', 'money-1.2.3'), {
      'Cargo.toml': '[package]\nname = "money"\nversion = "1.2.3"\n',
      'src/lib.rs': '/// Divides cents into n parts.\npub fn split(cents: u64, n: u64) -> u64 {\n    cents / n\n}\n',
    });
    const at = '/home/ci/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/money-1.2.3/src/lib.rs';
    const trace = [
      `thread 'main' panicked at ${at}:3:5:`, 'attempt to divide by zero', 'stack backtrace:',
      '   1: money::split', `             at ${at}:3:5`, '   2: app::main', '             at ./src/main.rs:4:20',
    ].join('\n');
    const m = slice(app, ['--symptom', trace], isolatedEnv({ CARGO_HOME: cargoHome }));
    expect(seedsOf(m)).toEqual(['src/main.rs:4']);
    expect(m.warnings.find((w) => w.kind === 'dependency-indexed')?.detail).toMatch(/^money 1\.2\.3 takes part: frames of the symptom point into it/);
  });

  it('symbols and skeleton of a Rust file', () => {
    const root = shop();
    const file = join(root, 'crates/shop/src/cart.rs');
    const s = JSON.parse(runCli(['symbols', file, '--name', 'Cart.add', '--format', 'json']).stdout);
    // The impl block holding the method (a top-level item is the unit), the struct it implements and the imports
    // its signature and body read.
    expect(s.ranges.map((x: { name: string; start: number; end: number }) => [x.name, x.start, x.end])).toEqual([
      ['use Price', 1, 1], ['use Item', 4, 4], ['Cart', 7, 10], ['impl Cart', 12, 25],
    ]);
    const k = JSON.parse(runCli(['skeleton', file, '--format', 'json']).stdout);
    expect(k.text).toContain('pub fn add(&mut self, name: &str, price: Price, quantity: u32) { /* … lines 19-24 */ }');
  });
});
