// The PHP lexer (src/languages/php/lex.ts, tokens.ts): names resolved by PHP's rules (namespaces, use imports in every
// form, the current namespace), the positions that name a class, literal require paths, declarations with their line
// ranges, literal dynamic references; strings, heredocs, comments and inline HTML never hide or invent a reference.
import { describe, expect, it } from 'vitest';
import { lexPhp, phptCode } from '../../../src/languages/php/lex.js';

const lex = (text: string, path = 'x.php') => lexPhp(Buffer.from(text), path);
const refs = (text: string) => lex(text).imports.filter((i) => i.specifier !== '.').map((i) => [i.line, i.specifier, ...(i.names ?? []), ...(i.kind === 'static' ? [] : [i.kind])]);

describe('PHP lexer', () => {
  it('resolves use imports in every form and names by the current namespace', () => {
    expect(refs([
      '<?php', //1
      'namespace App\\Shop;', //2
      'use App\\Money\\{Price, Currency as Cur, function fmt};', //3
      'use Psr\\Log\\LoggerInterface, \\Other\\Thing as T;', //4
      'use function App\\util\\clamp;', //5
      'use const App\\LIMIT;', //6
      'new Cart(Cur::EUR); clamp(1); strlen("x"); \\App\\root(); Sub\\X::y(); namespace\\Local::z();', //7
    ].join('\n'))).toEqual([
      [3, 'App\\Money\\Price', 'use'], [3, 'App\\Money\\Currency', 'use'], [3, 'App\\Money\\fmt', 'function'],
      [4, 'Psr\\Log\\LoggerInterface', 'use'], [4, 'Other\\Thing', 'use'], [5, 'App\\util\\clamp', 'function'], [6, 'App\\LIMIT', 'const'],
      [7, 'App\\Shop\\Cart'], [7, 'App\\Money\\Currency'], [7, 'App\\Shop\\strlen', 'function', 'strlen'], [7, 'App\\root', 'function'],
      [7, 'App\\Shop\\Sub\\X'], [7, 'App\\Shop\\Local'],
    ]);
  });

  it('reads the positions that name a class, and names in type positions as possible classes', () => {
    expect(refs([
      '<?php namespace N;', //1
      '#[Attr(Other::class)]', //2
      'abstract class A extends B implements C, \\D {', //3
      '  use T1, T2 { T1::f insteadof T2; }', //4
      '  private const E TYPED = 1;', //5
      '  public function f(?F $f, G|H $gh, I&J ...$ij, int $n): K|null {', //6
      '    try { $x instanceof L; } catch (M | \\N2 $e) {}', //7
      '    $c = function () use ($f) { return X_CONST | Y_CONST; };', //8
      '    return static::g(self::X, parent::h(), foo: 1);', //9
      '  }', //10
      '}',
    ].join('\n'))).toEqual([
      [2, 'N\\Attr'], [2, 'N\\Other'], [3, 'N\\B'], [3, 'N\\C'], [3, 'D'], [4, 'N\\T1'], [4, 'N\\T2'], [5, 'N\\E', 'type'],
      [6, 'N\\K', 'type'], [6, 'N\\F', 'type'], [6, 'N\\G', 'type'], [6, 'N\\H', 'type'], [6, 'N\\I', 'type'], [6, 'N\\J', 'type'],
      [7, 'N\\L'], [7, 'N\\M'], [7, 'N2'],
    ]);
  });

  it('never reads references in strings, heredocs, comments or inline HTML', () => {
    expect(refs([
      '<html><?php new Foo() ?></html> new Html();', //1
      "<?php // new C1(); ?> <?php new C2();", //2
      "# new C3();\n/* new C4(); */ $s = 'new C5()'; $t = \"{$a['x']} new C6() \\\" new C7()\";", //3-4
      '$h = <<<EOT', //5
      '  new C8() {$x}', //6
      '  EOT;', //7
      "$n = <<<'EOT'\nnew C9()\nEOT;", //8-10
      '#[Attr] new C10();', //11
    ].join('\n'))).toEqual([[1, 'Foo'], [2, 'C2'], [11, 'Attr'], [11, 'C10']]);
  });

  it('reads literal require and include paths; others are dynamic sites', () => {
    const r = lex([
      '<?php',
      "require __DIR__ . '/../vendor/autoload.php';",
      "require_once(dirname(__DIR__, 2) . '/src' . '/boot.php');",
      "include 'lib/x.php';",
      "include_once dirname(__FILE__) . '/y.php';",
      'require $path;',
    ].join('\n'));
    expect(r.imports.map((i) => [i.line, i.kind, i.specifier, ...(i.names ?? [])])).toEqual([
      [2, 'require', '../vendor/autoload.php', 'dir'], [3, 'require', '../../src/boot.php', 'dir'], [4, 'require', 'lib/x.php'], [5, 'require', 'y.php', 'dir'],
    ]);
    expect(r.dynamic).toEqual([{ line: 6, kind: 'dynamic-import', detail: 'require $path: a path computed at run time' }]);
  });

  it('makes new $v after a literal class assignment a dynamic-const reference; any other is a blind spot', () => {
    const r = lex([
      '<?php namespace App;', //1
      'function a() { $c = Cart::class; return new $c(); }', //2
      "function b() { $c = '\\\\Shop\\\\Price'; return $c::of(1); }", //3
      'function c() { return new $c(); }', //4
      'function d($x) { $c = Cart::class; $c = $x; new $c; new $this->cls; }', //5
    ].join('\n'));
    expect(r.imports.filter((i) => i.kind === 'dynamic-const').map((i) => [i.line, i.specifier])).toEqual([[2, 'App\\Cart'], [3, 'Shop\\Price']]);
    expect(r.dynamic.map((d) => [d.line, d.detail])).toEqual([
      [4, 'new $c: the class is named at run time'], [5, 'new $c: the class is named at run time'], [5, 'new $this…: the class is named at run time'],
    ]);
  });

  it('records declarations (the resolver\'s record and defs with ranges)', () => {
    const r = lex([
      '<?php', //1
      'namespace A\\B {', //2
      '  const X = 1, Y = [2];', //3
      '  #[Attr]', //4
      '  final class C {', //5
      '    public function m(): void', //6
      '    {', //7
      '    }', //8
      '    abstract protected function n();', //9
      '  }', //10
      '  enum E: string implements I { case A = "a"; }', //11
      '  function f() { $o = new class { function inner() {} }; }', //12
      '}', //13
      'namespace { define("G", 1); interface J {} }', //14
    ].join('\n'));
    expect(r.imports[0]).toEqual({ line: 3, kind: 'static', specifier: '.', names: ['k:A\\B\\X', 'k:A\\B\\Y', 'c:A\\B\\C', 'c:A\\B\\E', 'f:A\\B\\f', 'k:G', 'c:J'] });
    expect(r.defs.map((d) => [d.name, d.kind, d.start, d.end])).toEqual([
      ['X', 'const', 3, 3], ['Y', 'const', 3, 3], ['C', 'class', 4, 10], ['C.m', 'method', 6, 8], ['C.n', 'method', 9, 9],
      ['E', 'enum', 11, 11], ['f', 'function', 12, 12], ['J', 'interface', 14, 14],
    ]);
  });

  it('reads only the code sections of a .phpt file', () => {
    const text = "--TEST--\nnew Fake()\n--FILE--\n<?php\nnew Real();\n--EXPECT--\nnew Output();\n";
    expect(phptCode(Buffer.from(text)).toString().split('\n').map((l) => l.trim())).toEqual(['', '', '', '<?php', 'new Real();', '', '', '']);
    expect(lex(text, '/t/x.phpt').imports.map((i) => [i.line, i.specifier])).toEqual([[5, 'Real']]);
  });
});
