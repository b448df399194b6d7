// The Java and Kotlin lexer (src/languages/java/lex.ts): the package clause with the file's top-level names, imports
// in every form, the simple names that may be classes of the file's own package, qualified names in code, literal
// Class.forName (a dynamic edge) and a non-literal one (a blind spot), definitions with line ranges; comments and
// strings never invent a reference.
import { describe, expect, it } from 'vitest';
import { lexJava } from '../../../src/languages/java/lex.js';

const lex = (lines: string[], kotlin = false) => lexJava(Buffer.from(lines.join('\n')), kotlin);
const imports = (r: ReturnType<typeof lex>) => r.imports.map((i) => [i.specifier, i.line, i.kind, ...(i.names ? [i.names] : [])]);

const ORDER = [
  'package com.acme.shop; // the shop',
  '',
  'import java.util.List;',
  'import com.acme.util.*;',
  'import static com.acme.util.Strings.pad;',
  'import static com.acme.util.Numbers.*;',
  '',
  '/** Uses Ledger in a comment: not a reference. */',
  'public final class Order extends Base implements Priced<Money> {',
  '  static final String NOTE = "Invoice and Receipt";',
  '  enum State { OPEN, PAID }',
  '  private List<Line> lines;',
  '  Order() { this.lines = List.of(); }',
  '  int total() { return com.acme.tax.Rates.apply(lines.size()) + Helper.x; }',
  '  Object load(String n) throws Exception { Class.forName("com.acme.plugins.Fancy$Inner"); return Class.forName(n); }',
  '  class Nested { State s; }',
  '}',
  'interface Priced<T> {}',
];

describe('Java lexer', () => {
  it('reads the package clause with the top-level names, and every import form', () => {
    const r = lex(ORDER);
    expect(imports(r).slice(0, 5)).toEqual([
      ['.', 1, 'static', ['com.acme.shop', 'Order', 'Priced']],
      ['java.util.List', 3, 'static'],
      ['com.acme.util.*', 4, 'static'],
      ['com.acme.util.Strings.pad', 5, 'static', ['static']],
      ['com.acme.util.Numbers.*', 6, 'static', ['static']],
    ]);
  });

  it('names what may be classes of the package, qualified names and literal class loads; not comments, strings or declared names', () => {
    const r = lex(ORDER);
    const specs = r.imports.map((i) => i.specifier);
    expect(specs).toEqual(expect.arrayContaining(['Base', 'Money', 'Line', 'Helper', 'com.acme.tax.Rates', 'com.acme.plugins.Fancy$Inner']));
    for (const absent of ['Ledger', 'Invoice', 'Receipt', 'State', 'Nested', 'Priced', 'List', 'lines']) expect(specs).not.toContain(absent);
    expect(r.imports.find((i) => i.specifier === 'com.acme.tax.Rates')).toMatchObject({ line: 14, names: ['qualified'] });
    expect(r.imports.find((i) => i.specifier === 'com.acme.plugins.Fancy$Inner')).toMatchObject({ line: 15, kind: 'dynamic-const' });
    // Class.forName(n): not a constant, a declared blind spot.
    expect(r.dynamic.map((d) => [d.line, d.kind])).toEqual([[15, 'dynamic-import']]);
  });

  it('defines types (nested as Outer.Inner), constructors and methods with their line ranges', () => {
    expect(lex(ORDER).defs.map((d) => [d.name, d.kind, d.start, d.end])).toEqual([
      ['Order.State', 'enum', 11, 11], ['Order.Order', 'method', 13, 13], ['Order.total', 'method', 14, 14],
      ['Order.load', 'method', 15, 15], ['Order.Nested', 'class', 16, 16], ['Order', 'class', 9, 17], ['Priced', 'interface', 18, 18],
    ]);
  });

  it('Kotlin: a package clause without a semicolon, aliased imports, top-level functions and properties, bare calls', () => {
    const r = lex(['package com.acme.k', '', 'import com.acme.util.Strings as S', '', 'fun top(x: Int): Widget = Widget(S.pad(x))', 'val answer = 42', 'class Box { fun open() = helper() }'], true);
    expect(r.imports[0]).toMatchObject({ specifier: '.', names: ['com.acme.k', 'top', 'answer', 'Box'] });
    expect(r.imports[1]).toMatchObject({ specifier: 'com.acme.util.Strings', line: 3 });
    expect(r.imports.map((i) => i.specifier)).toEqual(expect.arrayContaining(['Widget', 'helper']));
    expect(r.defs.map((d) => [d.name, d.kind])).toEqual([['top', 'function'], ['Box.open', 'method'], ['Box', 'class']]);
  });

  it('reads what it can of broken input, and gives an empty file the unnamed package', () => {
    const r = lex(['package a.b', 'class X { void f( { "unterminated', '/* open comment']);
    expect(r.imports).toEqual([{ line: 1, kind: 'static', specifier: '.', names: ['a.b', 'X'] }]);
    expect(r.defs.map((d) => d.name)).toEqual(['X.f', 'X']);
    expect(lex(['']).imports).toEqual([{ line: 1, kind: 'static', specifier: '.', names: [''] }]);
  });
});
