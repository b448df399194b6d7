// PHP's symptom dialects (src/languages/php/dialects.ts) on output PHP 8.2 printed (test/fixtures/symptoms/php:
// uncaught.txt from the phpproj fixture, chained*.txt and parse-error.txt from small scripts) and on the documented
// shapes of PHPUnit 11, Xdebug, PHPStan and Psalm.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSymptom } from '../../../src/slice/symptom/index.js';

const fixture = (name: string): string => readFileSync(fileURLToPath(new URL(`../../fixtures/symptoms/php/${name}`, import.meta.url)), 'utf8');
// A throw site (the header's location) is the innermost frame of its block: its order is past the block's frames.
const frames = (text: string) => parseSymptom(text).frames.map((f) => [f.path, f.line, f.func, f.format, f.chain, f.order]);

describe('PHP symptoms', () => {
  it('an uncaught exception: its class and message, the throw site innermost, then the #N frames', () => {
    const p = parseSymptom(fixture('uncaught.txt'));
    expect(p.exceptionTypes).toEqual(['EmptyCartException']);
    expect(p.messages).toEqual(['the cart is empty']);
    expect(frames(fixture('uncaught.txt'))).toEqual([
      ['/home/dev/shop/src/Cart.php', 22, undefined, 'php-header', 0, 2],
      ['/home/dev/shop/bin/shop.php', 9, 'Shop\\Cart->total', 'php', 0, 0],
    ]);
  });

  it('chained exceptions (Next …), a message over two lines, and the warning before them', () => {
    for (const name of ['chained.txt', 'chained-display.txt']) {
      const p = parseSymptom(fixture(name));
      expect(p.exceptionTypes, name).toEqual(['RuntimeException', 'LogicException']);
      expect(p.messages, name).toEqual(['too big:\nsecond line', 'wrapped']);
      expect(frames(fixture(name)).filter((f) => f[3] !== 'php-error'), name).toEqual([
        ['/tmp/phpdemo/src/Foo.php', 9, undefined, 'php-header', 1, 3],
        ['/tmp/phpdemo/main.php', 4, 'App\\Foo->bar', 'php', 1, 1],
        ['/tmp/phpdemo/main.php', 7, 'run', 'php', 1, 0],
        ['/tmp/phpdemo/main.php', 4, undefined, 'php-header', 2, 2],
        ['/tmp/phpdemo/main.php', 7, 'run', 'php', 2, 0],
      ]);
    }
  });

  it('an error with one location: a parse error is the error, a warning only when nothing failed', () => {
    const p = parseSymptom(fixture('parse-error.txt'));
    expect(p.exceptionTypes).toEqual(['ParseError']);
    expect(p.messages).toEqual(['syntax error, unexpected token ";"']);
    expect(frames(fixture('parse-error.txt'))).toEqual([['/tmp/phpdemo/bad.php', 1, undefined, 'php-error', 0, 1]]);
    const w = parseSymptom(fixture('xdebug.txt'));
    expect(w.exceptionTypes).toEqual(['Warning']);
    expect(w.frames.map((f) => [f.path, f.line, f.format, f.order])).toEqual([
      ['/home/dev/shop/src/Money/Rates.php', 14, 'php-error', 3],
      ['/home/dev/shop/bin/shop.php', 9, 'php-xdebug', 1],
      ['/home/dev/shop/src/Cart.php', 25, 'php-xdebug', 2],
    ]);
  });

  it('PHPUnit: each failing test, its message or exception, its locations innermost first; the diff is not an error', () => {
    const p = parseSymptom(fixture('phpunit.txt'));
    expect(p.tests).toEqual(['Shop\\Tests\\CartTest::testTotalOfOneItem', 'Shop\\Tests\\PriceTest::testFormat']);
    expect(p.exceptionTypes).toEqual(['TypeError']);
    expect(p.messages).toEqual([
      'Shop\\Money\\Price::__construct(): Argument #1 ($cents) must be of type int, string given, called in /home/dev/shop/tests/CartTest.php on line 21',
      'Failed asserting that two strings are identical.',
    ]);
    expect(frames(fixture('phpunit.txt'))).toEqual([
      ['/home/dev/shop/src/Money/Price.php', 10, 'testTotalOfOneItem', 'phpunit', 0, 1],
      ['/home/dev/shop/tests/CartTest.php', 21, 'testTotalOfOneItem', 'phpunit', 0, 0],
      ['/home/dev/shop/tests/Money/PriceTest.php', 18, 'testFormat', 'phpunit', 1, 0],
    ]);
  });

  it('PHPStan (table and raw) and Psalm diagnostics', () => {
    expect(parseSymptom(fixture('phpstan.txt')).diagnostics).toEqual([
      { path: 'src/Money/Price.php', line: 16, severity: 'error', message: 'Parameter #1 $cents of class Shop\\Money\\Price constructor expects int, float given.', tool: 'phpstan' },
    ]);
    expect(parseSymptom('src/Cart.php:25:Call to an undefined method Shop\\Cart::totl().').diagnostics).toEqual([
      { path: 'src/Cart.php', line: 25, severity: 'error', message: 'Call to an undefined method Shop\\Cart::totl().', tool: 'phpstan' },
    ]);
    expect(parseSymptom(fixture('psalm.txt')).diagnostics).toEqual([
      { path: 'src/Cart.php', line: 25, col: 35, severity: 'error', code: 'InvalidArgument', message: 'Argument 1 of Shop\\Money\\Price::plus expects Shop\\Money\\Price, but string provided', tool: 'psalm' },
    ]);
  });

  it("PHP 5's uncaught exception and Exception::__toString()", () => {
    const old = parseSymptom("PHP Fatal error:  Uncaught exception 'InvalidArgumentException' with message 'bad id' in /srv/app/Repo.php:40\nStack trace:\n#0 /srv/app/index.php(12): Repo->find(NULL)\n#1 {main}\n  thrown in /srv/app/Repo.php on line 40");
    expect([old.exceptionTypes, old.messages, old.frames.map((f) => `${f.path}:${f.line}`)]).toEqual([['InvalidArgumentException'], ['bad id'], ['/srv/app/Repo.php:40', '/srv/app/index.php:12']]);
    const s = parseSymptom('App\\Err\\NotFound: no row 7 in /srv/app/Repo.php:41\nStack trace:\n#0 [internal function]: Repo->find()\n#1 /srv/app/index.php(12): call_user_func()\n#2 {main}');
    expect([s.exceptionTypes, s.messages, s.frames.map((f) => `${f.path}:${f.line}`)]).toEqual([['NotFound'], ['no row 7'], ['/srv/app/Repo.php:41', '/srv/app/index.php:12']]);
  });
});
