// PHP resolution through the index (src/languages/php/resolve.ts, composer.ts) on real layouts: PSR-4 with a `files`
// autoload and autoload-dev, a require through dirname(__DIR__), a literal dynamic reference (the phpproj fixture); a
// classmap, PSR-0, a nested package, a class declared twice, a missing PSR-4 file, and vendor/ as external.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIndex } from '../../../src/repo/build.js';
import { edgeList, edgesAcrossEdit } from '../../helpers/edges.js';
import { tempRepo } from '../../helpers/repo.js';

const PHPPROJ = fileURLToPath(new URL('../../fixtures/repos/phpproj', import.meta.url));

describe('PHP resolution', () => {
  it('follows PSR-4, use imports, same-namespace names, namespaced functions, requires and literal class variables', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ck-phpproj-'));
    cpSync(PHPPROJ, root, { recursive: true });
    const ix = await buildIndex(root, { noCache: true });
    expect(ix.stats.byLang.php).toBe(9);
    expect(edgeList(ix)).toEqual([
      'bin/shop.php -> src/Factory.php (static)',
      'bin/shop.php -> src/autoload.php (require)',
      'src/Cart.php -> src/EmptyCartException.php (static)',
      'src/Cart.php -> src/Money/Currency.php (static)',
      'src/Cart.php -> src/Money/Price.php (static)',
      'src/Factory.php -> src/Cart.php (dynamic-const)',
      'src/Factory.php -> src/Cart.php (static)',
      'src/Money/Price.php -> src/Money/Currency.php (static)',
      'src/Money/Price.php -> src/functions.php (static)',
      'src/autoload.php -> src/functions.php (require)',
      'tests/CartTest.php -> src/Cart.php (static)',
      'tests/CartTest.php -> src/EmptyCartException.php (static)',
    ]);
    expect(ix.unresolved).toEqual([]);
    expect(ix.files[ix.fileId('tests/CartTest.php')!]!.external).toEqual(['PHPUnit\\Framework\\TestCase']);
    expect(ix.files[ix.fileId('src/Factory.php')!]!.dynamic).toEqual([{ line: 16, kind: 'dynamic-import', detail: 'new $name: the class is named at run time' }]);
    expect(edgeList(ix, 'dynamic-const')).toEqual(['src/Factory.php:11 -> src/Cart.php']);
  });

  it('classmap, PSR-0, nested packages, duplicate declarations, a missing PSR-4 file, vendor/', async () => {
    const root = tempRepo('ck-php-', {
      'composer.json': JSON.stringify({ autoload: { classmap: ['lib/'], 'psr-0': { Legacy_: 'old/' }, 'psr-4': { 'App\\': ['src/', 'gen/'] } } }),
      'lib/anything.php': '<?php namespace Lib; class Mapped {} class Second {}',
      'old/Legacy/Thing/Part.php': '<?php class Legacy_Thing_Part {}',
      'gen/Made.php': '<?php namespace App; class Made {}',
      'packages/sub/composer.json': JSON.stringify({ autoload: { 'psr-4': { 'Sub\\': 'src' } } }),
      'packages/sub/src/Tool.php': '<?php namespace Sub; class Tool {}',
      'fixtures/a/Dup.php': '<?php class Dup {}',
      'fixtures/b/Dup.php': '<?php class Dup {}',
      'fixtures/a/user.php': '<?php new Dup();',
      'other/user.php': '<?php new Dup();',
      'src/Main.php': [
        '<?php namespace App;',
        'use Lib\\Second;',
        'new \\Lib\\Mapped(); new Second(); new \\Legacy_Thing_Part(); new Made(); new \\Sub\\Tool();',
        'new Missing(); new \\Vendor\\Pkg\\X(); new \\Exception(); foo_bar();',
        "require __DIR__ . '/../vendor/autoload.php'; require __DIR__ . '/gone.php';",
      ].join('\n'),
    });
    const ix = await buildIndex(root, { noCache: true });
    expect(edgeList(ix)).toEqual([
      'fixtures/a/user.php -> fixtures/a/Dup.php (static)',
      'src/Main.php -> gen/Made.php (static)',
      'src/Main.php -> lib/anything.php (static)',
      'src/Main.php -> old/Legacy/Thing/Part.php (static)',
      'src/Main.php -> packages/sub/src/Tool.php (static)',
    ]);
    expect(ix.unresolved.map((u) => [ix.files[u.from]!.path, u.line, u.specifier, u.reason])).toEqual([
      ['src/Main.php', 4, 'App\\Missing', 'no file src/Missing.php for class App\\Missing (PSR-4 App\\ → src/)'],
      ['src/Main.php', 5, 'gone.php', 'no file src/gone.php'],
    ]);
    expect(ix.files[ix.fileId('src/Main.php')!]!.external).toEqual(['Exception', 'Vendor\\Pkg\\X', 'vendor/autoload.php']);
  });

  it('an incremental index resolves again the files referring to a namespace whose declarations moved between files', async () => {
    const { before, later } = await edgesAcrossEdit('ck-phpmove-', {
      'src/a.php': '<?php\nnamespace App;\n\nfunction run() { return helper(); }\n',
      'src/b.php': '<?php\nnamespace App;\n\nfunction helper() { return 1; }\n',
      'src/c.php': '<?php\nnamespace App;\n\nfunction other() { return 2; }\n',
      'lib/d.php': '<?php\nnamespace Lib;\n\nfunction use_it() { return \\App\\helper(); }\n',
    }, {
      // helper() moves from b.php to c.php; a.php and d.php, which call it, are unchanged.
      'src/b.php': '<?php\nnamespace App;\n\nfunction unused() { return 1; }\n',
      'src/c.php': '<?php\nnamespace App;\n\nfunction other() { return 2; }\n\nfunction helper() { return 1; }\n',
    });
    expect(before).toEqual(['lib/d.php -> src/b.php (static)', 'src/a.php -> src/b.php (static)']);
    expect(later.stats.cache).toBe('partial');
    expect(edgeList(later)).toEqual(['lib/d.php -> src/c.php (static)', 'src/a.php -> src/c.php (static)']);
    expect(later.stats.relexed).toBe(2);
  });
});
