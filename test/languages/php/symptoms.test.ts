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
    // The TypeError's `called in … on line 21` is a block of its own (a report cut after its message keeps it).
    expect(frames(fixture('phpunit.txt'))).toEqual([
      ['/home/dev/shop/tests/CartTest.php', 21, undefined, 'php-error', 0, 1],
      ['/home/dev/shop/src/Money/Price.php', 10, 'testTotalOfOneItem', 'phpunit', 1, 1],
      ['/home/dev/shop/tests/CartTest.php', 21, 'testTotalOfOneItem', 'phpunit', 1, 0],
      ['/home/dev/shop/tests/Money/PriceTest.php', 18, 'testFormat', 'phpunit', 2, 0],
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

  it("Symfony Console's error box and a TypeError's call site", () => {
    const c = parseSymptom('In MySqlSchemaManager.php line 88:\n\n  Notice: Undefined index: index_type\n\ndoctrine:migrations:migrate [--dry-run]');
    expect([c.messages, c.frames.map((f) => [f.path, f.line, f.format])]).toEqual([['Notice: Undefined index: index_type'], [['MySqlSchemaManager.php', 88, 'php-error']]]);
    const t = parseSymptom('PHP Fatal error:  Uncaught TypeError: f(): Argument #1 ($a) must be of type int, string given, called in /srv/a.php on line 5 and defined in /srv/f.php:2\nStack trace:\n#0 /srv/a.php(5): f()\n#1 {main}');
    expect(t.frames.map((f) => [f.path, f.line, f.format, f.order])).toEqual([['/srv/a.php', 5, 'php', 2], ['/srv/f.php', 2, 'php-header', 3], ['/srv/a.php', 5, 'php', 0]]);
  });

  it("Symfony Console's exception trace (innermost first) under its box, and a throw site inside a PHAR", () => {
    const c = parseSymptom('In Manager.php line 319:\n\n  [ErrorException]\n  Notice: Undefined offset: 1\n\nException trace:\n () at /var/www/vendor/acme/db/src/Manager.php:319\n Acme\\Db\\Manager->listTables() at /var/www/vendor/acme/db/src/Schema.php:251\n Acme\\Db\\Schema->create() at /var/www/bin/console:40\n');
    expect(c.frames.map((f) => [f.path, f.line, f.func, f.format, f.chain, f.order])).toEqual([
      ['Manager.php', 319, undefined, 'php-error', 0, 1],
      ['/var/www/vendor/acme/db/src/Manager.php', 319, undefined, 'php', 1, 2],
      ['/var/www/vendor/acme/db/src/Schema.php', 251, 'Acme\\Db\\Manager->listTables', 'php', 1, 1],
      ['/var/www/bin/console', 40, 'Acme\\Db\\Schema->create', 'php', 1, 0],
    ]);
    const phar = parseSymptom('PHP Fatal error:  Uncaught Error: Call to a member function fail() on null in phar:///usr/bin/tool.phar/src/Printer.php:116\nStack trace:\n#0 phar:///usr/bin/tool.phar/src/Result.php(265): Printer->addError()\n#1 {main}');
    expect(phar.frames.map((f) => [f.path, f.line, f.format])).toEqual([['/usr/bin/tool.phar/src/Printer.php', 116, 'php-header'], ['/usr/bin/tool.phar/src/Result.php', 265, 'php']]);
  });

  it("PHPUnit's own crash: its message, the Location over its frames, each Caused by in a block of its own", () => {
    const t = [
      'An error occurred inside PHPUnit.', '', 'Message:  assert($this->current !== null)',
      'Location: /src/phpunit/src/TextUI/TestRunner.php:48', '',
      '#0 /src/phpunit/src/TextUI/Application.php(144): PHPUnit\\TextUI\\TestRunner->run()', '#1 {main}', '',
      'Caused by: /src/phpunit/src/Event/HRTime.php:54', '',
      '#0 /src/phpunit/src/Logging/JunitXmlLogger.php(191): PHPUnit\\Event\\HRTime->duration()',
    ].join('\n');
    const p = parseSymptom(t);
    expect(p.messages).toEqual(['assert($this->current !== null)']);
    expect(p.frames.map((f) => [f.path, f.line, f.format, f.chain, f.order])).toEqual([
      ['/src/phpunit/src/TextUI/TestRunner.php', 48, 'php-header', 0, 2],
      ['/src/phpunit/src/TextUI/Application.php', 144, 'php', 0, 0],
      ['/src/phpunit/src/Event/HRTime.php', 54, 'php-header', 1, 2],
      ['/src/phpunit/src/Logging/JunitXmlLogger.php', 191, 'php', 1, 0],
    ]);
  });

  it("PHP 5's uncaught exception and Exception::__toString()", () => {
    const old = parseSymptom("PHP Fatal error:  Uncaught exception 'InvalidArgumentException' with message 'bad id' in /srv/app/Repo.php:40\nStack trace:\n#0 /srv/app/index.php(12): Repo->find(NULL)\n#1 {main}\n  thrown in /srv/app/Repo.php on line 40");
    expect([old.exceptionTypes, old.messages, old.frames.map((f) => `${f.path}:${f.line}`)]).toEqual([['InvalidArgumentException'], ['bad id'], ['/srv/app/Repo.php:40', '/srv/app/index.php:12']]);
    const s = parseSymptom('App\\Err\\NotFound: no row 7 in /srv/app/Repo.php:41\nStack trace:\n#0 [internal function]: Repo->find()\n#1 /srv/app/index.php(12): call_user_func()\n#2 {main}');
    expect([s.exceptionTypes, s.messages, s.frames.map((f) => `${f.path}:${f.line}`)]).toEqual([['NotFound'], ['no row 7'], ['/srv/app/Repo.php:41', '/srv/app/index.php:12']]);
  });
});
