// The Go lexer (src/languages/go/lex.ts): package clause, imports in every form, build constraints, and top-level
// declarations with their line ranges; strings, runes, raw strings and comments never hide or invent a declaration;
// the names a file declares in its package block and those it leaves to its package (scopes, selectors, fields, keys).
import { describe, expect, it } from 'vitest';
import { fileNameConstraint, lexGo, PACKAGE_BLOCK, PACKAGE_REF } from '../../../src/languages/go/lex.js';

const lex = (text: string, path = 'x.go') => lexGo(Buffer.from(text), path);

describe('Go lexer', () => {
  it('reads the package clause and every import form', () => {
    const r = lex([
      'package cart // the cart',
      '',
      'import "fmt"',
      'import m "example.com/shop/money"',
      'import (',
      '\t"os"',
      '\t_ "embed" // side effects',
      '\t. "example.com/shop/dot"',
      '\n\tstrs "strings"; "C"',
      ')',
    ].join('\n'));
    expect(r.imports.map((i) => [i.specifier, i.line, i.kind])).toEqual([
      ['.', 1, 'static'], ['fmt', 3, 'static'], ['example.com/shop/money', 4, 'static'], ['os', 6, 'static'],
      ['embed', 7, 'static'], ['example.com/shop/dot', 8, 'static'], ['strings', 10, 'static'], ['C', 10, 'static'],
    ]);
    expect(r.imports[0]!.names).toEqual(['cart']);
  });

  it('marks a constrained file: //go:build, // +build, or a GOOS/GOARCH file name', () => {
    const tagged = lex('//go:build linux && !cgo\n\npackage p\n\nimport "os"\n');
    expect(tagged.imports.map((i) => i.kind)).toEqual(['conditional', 'conditional']);
    expect(tagged.imports[0]!.names).toEqual(['p', 'linux && !cgo']);
    expect(lex('// +build ignore\n\npackage main\n').imports[0]!.kind).toBe('conditional');
    expect(lex('package p\n// +build linux\n').imports[0]!.kind).toBe('static'); // after the clause: a plain comment
    expect(lex('package p\n', 'pkg/x_windows_amd64_test.go').imports[0]!.names).toEqual(['p', 'windows_amd64']);
    expect(fileNameConstraint('net_linux.go')).toBe('linux');
    expect(fileNameConstraint('arm64.go')).toBe(''); // the whole name, not a suffix
    expect(fileNameConstraint('cart.go')).toBe('');
  });

  it('reads top-level declarations with their ranges, skipping bodies, strings and comments', () => {
    const r = lex([
      'package p', //1
      'type Cart struct {', //2
      '\titems []string // }', //3
      '}', //4
      'type Pricer interface{ Of(string) int }', //5
      'type ID = string', //6
      'type List[T any] []T', //7
      'const (', //8
      '\tA = iota', //9
      '\tB, _, C', //10
      ')', //11
      'var x, y = 1, "{"', //12
      'func (c *Cart[T]) Total() (n int) {', //13
      '\ts := `raw } with', //14
      'lines`', //15
      '\tr := \'}\'', //16
      '\t/* } */', //17
      '\treturn len(s) + int(r)', //18
      '}', //19
      'func New() *Cart { return &Cart{} }', //20
      'func Asm(x int) int', //21
    ].join('\n'));
    expect(r.defs.map((d) => [d.name, d.kind, d.start, d.end])).toEqual([
      ['Cart', 'class', 2, 4], ['Pricer', 'interface', 5, 5], ['ID', 'type', 6, 6], ['List', 'type', 7, 7],
      ['A', 'const', 9, 9], ['B', 'const', 10, 10], ['C', 'const', 10, 10], ['x', 'variable', 12, 12], ['y', 'variable', 12, 12],
      ['Cart.Total', 'method', 13, 19], ['New', 'function', 20, 20], ['Asm', 'function', 21, 21],
    ]);
  });

  it('records the names the file declares and the identifiers it leaves to its package block, each at its first line', () => {
    const r = lex([
      'package p', //1
      'import (', //2
      '\t"fmt"', //3
      '\tstr "strings"', //4
      ')', //5
      'type Cart struct {', //6
      '\titems, extra []Item', //7
      '\tPricer', //8
      '\tcount int `json:"n"`', //9
      '}', //10
      'type List[T any] []T', //11
      'func (c *Cart) Add(item Item, n int) (total Money, err error) {', //12
      '\tfmt.Println(str.ToUpper(c.items[0].name))', //13
      '\tx := total', //14
      '\tfor i, it := range c.items { _ = i; _ = it }', //15
      '\tlabel := label', //16
      '\topts := Options{Verbose: true, Limit: maxItems}', //17
      '\tvar buf Buffer', //18
      '\tswitch v := any(x).(type) {', //19
      '\tcase Money, *Coupon:', //20
      '\t\t_ = v', //21
      '\t}', //22
      '\tf := func(item Item) error { return validate(item, opts, buf) }', //23
      '\tif err := f(item); err != nil {', //24
      '\t\tgoto done', //25
      '\t}', //26
      'done:', //27
      '\treturn', //28
      '}', //29
      'func New(revision revision) *Cart { items := 1; return &Cart{count: items} }', //30
      'func init() { register(New) }', //31
    ].join('\n'));
    expect(r.imports.find((i) => i.specifier === PACKAGE_BLOCK)!.names).toEqual(['Cart', 'List', 'New']);
    const refs = r.imports.filter((i) => i.names?.[0] === PACKAGE_REF).map((i) => `${i.specifier}:${i.line}`);
    expect(refs).toEqual([
      'Item:7', 'Pricer:8', 'int:9', 'any:11', 'Money:12', 'error:12', 'label:16', 'Options:17', 'true:17', 'maxItems:17',
      'Buffer:18', 'Coupon:20', 'validate:23', 'nil:24', 'revision:30', 'register:31',
    ]);
    // Not uses: the imports' names (fmt, str), selectors (ToUpper, items, name), field names (items, extra, count),
    // parameters, results, receivers, := and range variables, a local var, a type switch's variable, the label, the
    // composite literal's keys (Verbose, Limit, count), the type parameter T, the file's own names (Cart, New).
  });

  it('never throws on broken input', () => {
    for (const t of ['package', 'import (', 'func (', 'type X struct {', '"unterminated', '`raw', '/* open', 'func F() {']) expect(() => lex(t)).not.toThrow();
  });
});
