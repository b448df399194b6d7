// PHP through the CLI (built dist/, as a subprocess): ck index, graph, slice, symbols and skeleton on the phpproj
// fixture with a real uncaught exception PHP 8.2 printed for it, a PHPUnit failure of another machine, and a frame
// inside a Composer package of vendor/, which joins the slice as a dependency.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolatedEnv, runCli } from '../../helpers/cli.js';
import { writeFiles } from '../../helpers/repo.js';

const PHPPROJ = fileURLToPath(new URL('../../fixtures/repos/phpproj', import.meta.url));
const UNCAUGHT = fileURLToPath(new URL('../../fixtures/symptoms/php/uncaught.txt', import.meta.url));

/** Returns a fresh copy of the phpproj fixture. */
function shop(): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-phpshop-'));
  cpSync(PHPPROJ, root, { recursive: true });
  return root;
}

describe('PHP through the CLI', () => {
  it('index and graph: classes reach the files Composer loads them from', () => {
    const root = shop();
    const env = isolatedEnv();
    const ix = JSON.parse(runCli(['index', root, '--json'], { env }).stdout);
    expect(ix.byLang.php).toBe(9);
    expect(ix.edgesByKind).toEqual({ static: 9, require: 2, 'dynamic-const': 1 });
    expect(ix.dynamicByKind['dynamic-import']).toBe(2);
    const g = runCli(['graph', root, '--from', 'src/Cart.php', '--reverse', '--depth', '1'], { env });
    expect(g.stdout).toContain('src/Factory.php');
    expect(g.stdout).toContain('tests/CartTest.php');
  });

  it('slice: a real uncaught exception seeds the throw site first, with what it uses and its test', () => {
    const root = shop();
    const r = runCli(['slice', root, '--symptom-file', UNCAUGHT, '--format', 'json', '--budget', '30000']);
    expect(r.code).toBe(0);
    const m = JSON.parse(r.stdout);
    expect(m.seeds.slice(0, 2).map((s: { path: string; line: number }) => `${s.path}:${s.line}`)).toEqual(['src/Cart.php:22', 'bin/shop.php:9']);
    const roles = Object.fromEntries(m.files.map((f: { path: string; role: string }) => [f.path, f.role]));
    expect(roles).toMatchObject({ 'src/EmptyCartException.php': 'dependency', 'src/Money/Price.php': 'dependency', 'tests/CartTest.php': 'test' });
    expect(m.files.find((f: { path: string }) => f.path === 'src/Cart.php').edges).toBe('precise');
    expect(m.warnings).toContainEqual({ kind: 'dynamic-import', path: 'src/Factory.php', line: 16, detail: 'new $name: the class is named at run time' });
  });

  it('symbols and skeleton of a PHP file', () => {
    const root = shop();
    const s = JSON.parse(runCli(['symbols', join(root, 'src/Cart.php'), '--name', 'Cart.total', '--format', 'json']).stdout);
    expect(s.ranges.map((x: { name: string; start: number; end: number }) => [x.name, x.start, x.end])).toEqual([['Cart', 9, 10], ['Cart.total', 19, 29]]);
    const f = JSON.parse(runCli(['symbols', join(root, 'src/functions.php'), '--line', '8', '--format', 'json']).stdout);
    expect(f.ranges.map((x: { name: string; start: number; end: number }) => [x.name, x.start, x.end])).toEqual([['<?php + declare(strict_types=1);', 1, 2], ['namespace Shop;', 4, 4], ['format_cents', 6, 9]]);
    const k = JSON.parse(runCli(['skeleton', join(root, 'src/Cart.php'), '--format', 'json']).stdout);
    expect(k.text).toContain('public function total(): Price\n    { /* … lines 20-29 */ }');
  });

  it("slice: a PHPUnit failure seeds the test's line and the constructor the TypeError names, innermost first, with what they use", () => {
    const root = shop();
    writeFiles(root, {
      'tests/Money/PriceTest.php': [
        '<?php', 'declare(strict_types=1);', '', 'namespace Shop\\Tests\\Money;', '', 'use PHPUnit\\Framework\\TestCase;',
        'use Shop\\Money\\Currency;', 'use Shop\\Money\\Price;', '', 'final class PriceTest extends TestCase', '{',
        '    public function testFromString(): void', '    {', "        $p = new Price('150', Currency::EUR);", '        $this->assertSame(150, $p->cents);', '    }', '}', '',
      ].join('\n'),
    });
    // PHPUnit 11's report of that test, run on another machine (its paths under /ci/build/shop).
    const report = [
      'There was 1 error:', '', '1) Shop\\Tests\\Money\\PriceTest::testFromString',
      'TypeError: Shop\\Money\\Price::__construct(): Argument #1 ($cents) must be of type int, string given, called in /ci/build/shop/tests/Money/PriceTest.php on line 14',
      '', '/ci/build/shop/src/Money/Price.php:10', '/ci/build/shop/tests/Money/PriceTest.php:14', '', 'ERRORS!', 'Tests: 1, Assertions: 0, Errors: 1.',
    ].join('\n');
    const r = runCli(['slice', root, '--symptom', report, '--format', 'json', '--budget', '30000']);
    expect(r.code).toBe(0);
    const m = JSON.parse(r.stdout);
    const seeds = m.seeds.map((s: { path: string; line: number }) => `${s.path}:${s.line}`);
    expect(seeds.slice(0, 2), seeds.join(' ')).toEqual(['src/Money/Price.php:10', 'tests/Money/PriceTest.php:14']);
    const roles = Object.fromEntries(m.files.map((f: { path: string; role: string }) => [f.path, f.role]));
    // Both are seeds; what Price uses (its Currency, the function it imports) and its importer come with them.
    expect(roles).toEqual({ 'src/Money/Price.php': 'seed', 'tests/Money/PriceTest.php': 'seed', 'src/Money/Currency.php': 'dependency', 'src/functions.php': 'dependency', 'src/Cart.php': 'importer' });
  });

  it('a frame inside a Composer package of vendor/ joins that package as a dependency', () => {
    const root = shop();
    // Composer's vendor/ is ignored by git, as `composer init` writes it: the project's walk leaves it to src/deps.
    spawnSync('git', ['init', '-q'], { cwd: root });
    writeFiles(root, {
      '.gitignore': 'vendor/\n',
      'vendor/composer/installed.json': JSON.stringify({ packages: [{ name: 'acme/money', version: '1.2.0', 'install-path': '../acme/money', autoload: { 'psr-4': { 'Acme\\Money\\': 'src/' } } }] }),
      'vendor/acme/money/composer.json': JSON.stringify({ name: 'acme/money', autoload: { 'psr-4': { 'Acme\\Money\\': 'src/' } } }),
      'vendor/acme/money/src/Split.php': '<?php\nnamespace Acme\\Money;\n\nfinal class Split\n{\n    public static function of(int $cents, int $n): int\n    {\n        return intdiv($cents, $n);\n    }\n}\n',
      'src/Pay.php': '<?php\nnamespace Shop;\n\nuse Acme\\Money\\Split;\n\nfunction pay(): int\n{\n    return Split::of(10, 0);\n}\n',
    });
    const trace = [
      'PHP Fatal error:  Uncaught DivisionByZeroError: Division by zero in /srv/shop/vendor/acme/money/src/Split.php:8',
      'Stack trace:',
      '#0 /srv/shop/vendor/acme/money/src/Split.php(8): intdiv()',
      '#1 /srv/shop/src/Pay.php(8): Acme\\Money\\Split::of()',
      '#2 {main}',
      '  thrown in /srv/shop/vendor/acme/money/src/Split.php on line 8',
    ].join('\n');
    const r = runCli(['slice', root, '--symptom', trace, '--format', 'json', '--budget', '30000'], { env: isolatedEnv() });
    const m = JSON.parse(r.stdout);
    const dep = m.files.find((f: { path: string }) => f.path.endsWith('Split.php'));
    expect(dep, r.stdout.slice(0, 2000)).toMatchObject({ role: 'dependency', package: { name: 'acme/money', version: '1.2.0' } });
    expect(m.seeds.map((s: { path: string }) => s.path)).toContain('src/Pay.php');
  });
});
