// Column blobs built from lexer records: by the wasm kernels (assembly/lib/blobs.ts), by their TypeScript twin
// (src/repo/lex/blobs.ts), and by the reference path (decode to a LexResult, then columns.ts) must be the same strings.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fileBlobs, fileBlobsInPlace } from '../../src/repo/lex/blobs.js';
import { lexRecords, kernelAvailable, kernelInput } from '../../src/repo/lex/kernel.js';
import { decodePython } from '../../src/languages/python/decode.js';
import { decodeJs } from '../../src/languages/js/decode.js';
import { defsBlob, dynamicBlob, importBlob, parseImportBlob } from '../../src/repo/columns.js';

type Kernel = 'pylex' | 'jslex';

/** Returns the reference blobs: records decoded to a LexResult, then encoded by columns.ts. */
function reference(kernel: Kernel, src: Buffer, impl: 'wasm' | 'js') {
  const { records, chars } = lexRecords(kernel, src, impl);
  const lex = kernel === 'pylex' ? decodePython(src, records, chars) : decodeJs(src, records, chars);
  return { defs: defsBlob(lex.defs), dynamic: dynamicBlob(lex.dynamic), imports: importBlob(lex.imports), raw: lex.imports, chars };
}

function expectSame(kernel: Kernel, text: string | Buffer) {
  const src = typeof text === 'string' ? Buffer.from(text) : text;
  for (const impl of ['wasm', 'js'] as const) {
    const want = reference(kernel, src, impl);
    const got = fileBlobs(kernel, src, impl);
    expect({ defs: got.defs, dynamic: got.dynamic, imports: got.imports, raw: got.rawImports(), chars: got.chars }).toEqual(want);
    expect(parseImportBlob(got.imports)).toEqual(want.raw);
  }
}

describe('lexer column blobs', () => {
  it('uses the built kernels', () => {
    expect(kernelAvailable('pylex')).toBe(true);
    expect(kernelAvailable('jslex')).toBe(true);
  });

  it('Python: qualified method names, kinds, from-imports with names, __future__, relative levels, dynamic-const', () => {
    expectSame('pylex', [
      'from __future__ import annotations, division',
      'import os.path as p, sys',
      'from . import a',
      'from ...pkg.mod import (x as y, z)',
      'from m import *',
      'X: int = 1',
      'class A:',
      '    K = 2',
      '    class B:',
      '        def m(self): pass',
      '    @property',
      '    def n(self): pass',
      'def f():',
      '    import lazy',
      '    m = importlib.import_module("a.\\"b\\\\c\\td")',
      'if TYPE_CHECKING:',
      '    from t import T',
      'try:',
      '    import c',
      'except ImportError:',
      '    pass',
      '@app.route("/x\\ty")',
      'def view(): pass',
      'getattr(o, name)',
      '',
    ].join('\n'));
  });

  it('Python: non-ASCII names and strings, invalid UTF-8, control characters in dynamic-const', () => {
    expectSame('pylex', 'class Ünïcode:\n    def méthode(self): pass\nx = __import__("ü\x01\x1f\\u")\nfrom ñ import ö\n');
    expectSame('pylex', Buffer.concat([Buffer.from('def f'), Buffer.from([0xc3]), Buffer.from('():\n  pass\nimport a'), Buffer.from([0xff, 0xfe]), Buffer.from('\nz = 1\n')]));
  });

  it('JS/TS: kinds of imports and declarations, default exports, escapes in specifiers', () => {
    expectSame('jslex', [
      "import a from './a';",
      "import type { T } from \"./t\";",
      "export * from './r';",
      "import './side';",
      'const m = import("./dyn\\"q");',
      "const r = require('./req\\\\x');",
      'const d = import(name);',
      "emitter.on('evt', () => {});",
      'export default function () {}',
      'export default 42;',
      'export class C extends B {}',
      'interface I { a: string }',
      'type U = string;',
      'enum E { A }',
      'let ü = 1;',
      'var $v = 2;',
      '',
    ].join('\n'));
  });

  it('large outputs grow kernel memory; deep nesting qualifies names through every parent', () => {
    const many = Array.from({ length: 6000 }, (_, i) => `def function_with_a_rather_long_name_${i}(): pass\nimport pkg.module_${i}\n`).join('');
    expectSame('pylex', many);
    const deep = Array.from({ length: 60 }, (_, i) => `${'    '.repeat(i)}class C${i}:\n${'    '.repeat(i + 1)}def m${i}(self): pass\n`).join('');
    expectSame('pylex', deep);
    expectSame('jslex', Array.from({ length: 6000 }, (_, i) => `export const value_${i} = require('./m${i}');\n`).join(''));
  });

  it('in place: a source read into the kernel input gives the same blobs, and small runs after a large one stay right', () => {
    for (const [kernel, text] of [['pylex', 'class A:\n    def f(self): pass\nfrom x import y\n@app.route("/")\ndef v(): pass\n'], ['jslex', "import a from './a';\nexport function f() {}\n"]] as const) {
      const src = Buffer.from(text);
      const want = fileBlobs(kernel, src, 'js');
      const input = kernelInput(kernel, src.length)!;
      src.copy(input);
      const got = fileBlobsInPlace(kernel, input);
      expect([got.defs, got.dynamic, got.imports, got.chars, got.rawImports()]).toEqual([want.defs, want.dynamic, want.imports, want.chars, want.rawImports()]);
    }
  });

  it('count the UTF-16 units of arbitrary bytes as the twins do (2-, 3-, 4-byte and invalid sequences, any length)', () => {
    const bytes = fc.array(fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(0xf0, 0x9f, 0x98, 0x80, 0xc3, 0xa9, 0xe2, 0x82, 0xac)), { maxLength: 300 });
    fc.assert(fc.property(bytes, (list) => {
      const src = Uint8Array.from(list);
      for (const kernel of ['pylex', 'jslex'] as const) expect(lexRecords(kernel, src).chars).toBe(lexRecords(kernel, src, 'js').chars);
    }), { numRuns: 300 });
  });

  it('Python: event decorators among others, by last component or whole name, match the per-name reference', () => {
    expectSame('pylex', '@property\n@app.route("/")\ndef a(): pass\n@cli.command\n@x.cli.command\n@on_x.y\n@doc\ndef b(): pass\n');
    expectSame('pylex', '@property\n@cache_readonly\n@Appender(_doc)\ndef c(self): return getattr(self, name)\n');
    // Names built from pieces of the default patterns: the one-regex prefilter must never skip a file the per-name
    // test would report.
    const piece = fc.constantFrom('on', 'on_', 'route', 'cli', 'command', 'get', '_handler', 'register', '_register', 'x', 'a_b', '.', '_', 'Get');
    const name = fc.array(piece, { minLength: 1, maxLength: 5 }).map((p) => p.join('')).filter((n) => /^[A-Za-z_][\w.]*$/.test(n) && !n.endsWith('.'));
    fc.assert(fc.property(fc.array(name, { minLength: 1, maxLength: 6 }), (names) => {
      expectSame('pylex', `${names.map((n) => `@${n}\n`).join('')}def f(): pass\n`);
    }), { numRuns: 300 });
  });

  it('agree on arbitrary token soup (both languages)', () => {
    const tokens = ['import ', 'from ', 'def ', 'class ', 'export ', 'const ', 'function ', 'a', 'b.c', '.', '(', ')', ':', ',',
      '\n', '    ', '"', "'", '\\', '#', '@', '{', '}', '=', 'ü', '\x01', 'require(', 'import_module(', '__future__', '*', '/', '`', '$'];
    fc.assert(fc.property(fc.array(fc.constantFrom(...tokens), { maxLength: 80 }), (parts) => {
      const text = parts.join('');
      expectSame('pylex', text);
      expectSame('jslex', text);
    }), { numRuns: 300 });
  });
});
