// Lexer constructs, run against both implementations: the wasm kernels and their TypeScript twins.
import { describe, it, expect } from 'vitest';
import { lexPython } from '../../src/languages/python/lex.js';
import { lexJs } from '../../src/languages/js/lex.js';
import { kernelAvailable } from '../../src/repo/lex/kernel.js';
import type { LexResult } from '../../src/repo/types.js';

const IMPLS = ['wasm', 'js'] as const;

function imports(r: LexResult): string[] {
  return r.imports.map((i) => `${i.line}:${i.kind}:${i.specifier}${i.names ? `[${i.names.join(',')}]` : ''}`);
}

describe.each(IMPLS)('Python lexer (%s)', (impl) => {
  const py = (src: string) => lexPython(src, { impl });

  it('uses the built kernel for the wasm variant', () => {
    if (impl === 'wasm') expect(kernelAvailable('pylex')).toBe(true);
  });

  it('reads import lists, dotted names and aliases', () => {
    expect(imports(py('import os, a.b as c, d\nimport x.y.z\n'))).toEqual(['1:static:os', '1:static:a.b', '1:static:d', '2:static:x.y.z']);
  });

  it('reads parenthesized and backslash-continued from-imports with relative levels', () => {
    const src = 'from ..x import (y,\n   z as w,  # comment\n)\nfrom . import q\nfrom ...deep.mod import \\\n    a, b\nfrom .m import *\n';
    expect(imports(py(src))).toEqual(['1:static:..x[y,z]', '4:static:.[q]', '5:static:...deep.mod[a,b]', '7:static:.m[*]']);
  });

  it('ignores __future__ and imports inside strings, docstrings, f-strings and comments', () => {
    const src = [
      'from __future__ import annotations',
      '"""',
      'import inside_docstring',
      '"""',
      "s = 'import nope'",
      'r = rb"import nope2" + f"{x!r:>{w}} import nope3 {d[\'k\']}"',
      "t = '''import nope4'''",
      '# import nope5',
      'import real',
    ].join('\n');
    expect(imports(py(src))).toEqual(['9:static:real']);
  });

  it('marks conditional, lazy and TYPE_CHECKING imports', () => {
    const src = [
      'try:', '    import a', 'except ImportError:', '    a = None',
      'if TYPE_CHECKING:', '    from b import B', 'else:', '    import c',
      'if typing.TYPE_CHECKING: import d',
      'def f():', '    import e', '    if x:', '        import g',
      'import h',
    ].join('\n');
    expect(imports(py(src))).toEqual([
      '2:conditional:a', '6:type-checking:b[B]', '8:conditional:c', '9:type-checking:d', '11:lazy:e', '13:lazy:g', '14:static:h',
    ]);
  });

  it('turns constant import_module/__import__ into dynamic-const and others into dynamic sites', () => {
    const r = py('import importlib\nm = importlib.import_module("pkg.mod")\nn = __import__(\'x.y\')\no = importlib.import_module(name)\np = importlib.import_module(".rel", __package__)\n');
    expect(imports(r)).toEqual(['1:static:importlib', '2:dynamic-const:pkg.mod', '3:dynamic-const:x.y', '5:dynamic-const:.rel']);
    expect(r.dynamic).toEqual([{ line: 4, kind: 'dynamic-import', detail: 'import_module(name)' }]);
  });

  it('gives a call split over lines the line of its name, and leaves the lines after it alone', () => {
    // The lookahead into the arguments once kept the newlines it passed: every later line came out one too high.
    const r = py('m = importlib.import_module(\n    "pkg.mod")\nimport os\nn = __import__ \\\n  (name)\nimport sys\ng = getattr(\n  o, name)\nimport re\n');
    expect(imports(r)).toEqual(['1:dynamic-const:pkg.mod', '3:static:os', '6:static:sys', '9:static:re']);
    expect(r.dynamic.map((d) => `${d.line}:${d.kind}`)).toEqual(['4:dynamic-import', '7:dynamic-dispatch']);
  });

  it('counts a line continuation once wherever the lexer looks ahead across it', () => {
    expect(imports(py('if \\\nTYPE_CHECKING:\n    import a\nimport b\n'))).toEqual(['3:type-checking:a', '4:static:b']);
    expect(imports(py('x \\\n  = 1\nimport b\n'))).toEqual(['3:static:b']);
    expect(imports(py('async \\\n  with x:\n    pass\nimport b\n'))).toEqual(['4:static:b']);
    // An import statement's names all take its first line, as Python's ast gives them.
    expect(imports(py('import a, \\\n  b\nimport c\n'))).toEqual(['1:static:a', '1:static:b', '3:static:c']);
    const r = py('def \\\n  f():\n    pass\nimport g\n');
    expect(r.defs.map((d) => `${d.name}:${d.start}-${d.end}`)).toEqual(['f:1-3']);
    expect(imports(r)).toEqual(['4:static:g']);
    const a = py('async \\\n  def h():\n    pass\nimport k\n');
    expect(a.defs.map((d) => `${d.name}:${d.start}-${d.end}`)).toEqual(['h:1-3']);
    expect(imports(a)).toEqual(['4:static:k']);
  });

  it('declares getattr with a non-constant name and event decorators', () => {
    const src = 'a = getattr(obj, "const")\nb = getattr(obj, name)\nc = getattr(f(x, y), "n", None)\n@receiver(post_save, sender=M)\ndef handler(sender, **kw):\n    pass\n@app.route("/x")\ndef view():\n    pass\n@property\ndef p(self): pass\n';
    const r = py(src);
    expect(r.dynamic).toEqual([
      { line: 2, kind: 'dynamic-dispatch', detail: 'getattr(obj, name)' },
      { line: 4, kind: 'event-registration', detail: '@receiver(post_save, sender=M)' },
      { line: 7, kind: 'event-registration', detail: '@app.route("/x")' },
    ]);
  });

  it('records top-level and class-level definitions with block line ranges (decorators included)', () => {
    const src = [
      'X = 1',                 // 1
      'def f(a,',              // 2
      '      b):',             // 3
      '    return (a +',       // 4
      '            b)',        // 5
      '',                      // 6
      '# trailing comment',    // 7
      'class A(B):',           // 8
      '    """Doc."""',        // 9
      '    y = 2',             // 10
      '    @staticmethod',     // 11
      '    def m():',          // 12
      '        def inner():',  // 13
      '            pass',      // 14
      '        return 1',      // 15
      '    async def n(self): return 2', // 16
      'async def g():',        // 17
      '    pass',              // 18
    ].join('\n');
    expect(py(src).defs).toEqual([
      { name: 'X', kind: 'variable', start: 1, end: 1 },
      { name: 'f', kind: 'function', start: 2, end: 5 },
      { name: 'A', kind: 'class', start: 8, end: 16 },
      { name: 'A.m', kind: 'method', start: 11, end: 15 },
      { name: 'A.n', kind: 'method', start: 16, end: 16 },
      { name: 'g', kind: 'function', start: 17, end: 18 },
    ]);
  });

  it('counts lines through multi-line strings and CRLF line ends', () => {
    const r = py('x = """a\r\nb\r\nc"""\r\nimport after\r\n');
    expect(imports(r)).toEqual(['4:static:after']);
  });

  it('never throws on malformed input and reports the UTF-16 length', () => {
    for (const src of ['"unterminated\nimport ok', 'def (:\n  ((((', "f'{", '\\', 'from', 'from . import', '@', '\u00e9\ud83d\ude00']) {
      expect(() => py(src)).not.toThrow();
    }
    expect(imports(py('"unterminated\nimport ok'))).toEqual(['2:static:ok']);
    expect(py('é😀').chars).toBe('é😀'.length);
  });

  it('ends on a backslash before a lone CR (old Mac line ends), which once stalled the lexer for ever', () => {
    for (const src of ['x = 1 + \\\r2\nimport a\n', '\\\r', '  \\\rimport b\n', 'if x: \\\r\\\r  y()\nimport c\n']) {
      expect(() => py(src)).not.toThrow();
    }
    expect(imports(py('x = 1 + \\\r2\nimport a\n'))).toEqual(['2:static:a']);
  });
});

describe.each(IMPLS)('JS/TS lexer (%s)', (impl) => {
  const js = (src: string) => lexJs(src, { impl, ts: true });

  it('uses the built kernel for the wasm variant', () => {
    if (impl === 'wasm') expect(kernelAvailable('jslex')).toBe(true);
  });

  it('reads static, side-effect, re-export and type-only forms', () => {
    const src = [
      "import a from './a.js';",
      "import b, { c as d } from \"./b\";",
      "import * as ns from './ns';",
      "import './side';",
      "import type { T } from './t';",
      "import { type U, type V } from './uv';",
      "import { type W, x } from './wx';",
      "export * from './star';",
      "export * as name from './starname';",
      "export { y } from './y';",
      "export type { Z } from './z';",
      "import type from './default-named-type';",
      'import {',
      '  m1,',
      '  m2,',
      "} from './multi';",
    ].join('\n');
    expect(imports(js(src))).toEqual([
      '1:static:./a.js', '2:static:./b', '3:static:./ns', '4:side-effect:./side', '5:type-only:./t', '6:type-only:./uv',
      '7:static:./wx', '8:reexport:./star', '9:reexport:./starname', '10:reexport:./y', '11:type-only:./z',
      '12:static:./default-named-type', '13:static:./multi',
    ]);
  });

  it('counts the lines its looks ahead skipped once it reads past them', () => {
    const lines = (src: string) => js(src).imports.map((i) => `${i.line}:${i.specifier}`);
    expect(lines('export { e }\n  from "./e.js";\nexport { b } from "./b.js";\n')).toEqual(['1:./e.js', '3:./b.js']);
    expect(lines('import x = require(\n  "y");\nimport z from "z";\n')).toEqual(['1:y', '3:z']);
    expect(lines('export function\n  foo() {}\nimport z from "z";\n')).toEqual(['3:z']);
  });

  it('counts the lines after a default import named `from` once', () => {
    // `from` read as the keyword, then again as a name: the newlines after it were counted twice.
    const r = js('import from\nfrom "a"\nimport b from "c"\n');
    expect(r.imports.map((i) => `${i.line}:${i.specifier}`)).toEqual(['1:a', '3:c']);
  });

  it('reads require, import(), and TS import-equals; non-constant calls are dynamic sites', () => {
    const src = "const r = require('./r');\nconst d = import('./d');\nconst t = import(`./tmpl`);\nimport fs = require('fs');\nconst x = require(name);\nconst y = import(`./${name}`);\nobj.require('./not');\nimport.meta.url;\n";
    const r = js(src);
    expect(imports(r)).toEqual(['1:require:./r', '2:dynamic-const:./d', '3:dynamic-const:./tmpl', '4:require:fs']);
    expect(r.dynamic.map((d) => `${d.line}:${d.kind}`)).toEqual(['5:dynamic-import', '6:dynamic-import']);
  });

  it('skips comments, strings, template literals with nested substitutions, and regex literals', () => {
    const src = [
      "// import a from './c1';",
      "/* import b from './c2'; */",
      "const s = \"import c from './s'\";",
      "const t = `${`${x}`} import('./t') ${ {a: 1}.a }`;",
      "const re = /import d from '.\\/r'/g, q = a / b / c;",
      "const re2 = x.replace(/['\"]/g, '');",
      "import real from './real';",
    ].join('\n');
    expect(imports(js(src))).toEqual(['7:static:./real']);
  });

  it('records top-level declarations with line ranges', () => {
    const src = [
      'export function f(a) {',   // 1
      '  return a / 2;',           // 2
      '}',                          // 3
      'export default class {',    // 4
      '}',                          // 5
      'const x = {',                // 6
      '  a: 1,',                    // 7
      '};',                         // 8
      'export interface I {',       // 9
      '  n: number;',               // 10
      '}',                          // 11
      'export type T = string |',   // 12
      '  number;',                  // 13
      'enum E { A }',               // 14
      'let y = 1',                  // 15
      'function g() { function inner() {} }', // 16
    ].join('\n');
    expect(js(src).defs).toEqual([
      { name: 'f', kind: 'function', start: 1, end: 3 },
      { name: 'default', kind: 'class', start: 4, end: 5 },
      { name: 'x', kind: 'const', start: 6, end: 8 },
      { name: 'I', kind: 'interface', start: 9, end: 11 },
      { name: 'T', kind: 'type', start: 12, end: 13 },
      { name: 'E', kind: 'enum', start: 14, end: 14 },
      { name: 'y', kind: 'variable', start: 15, end: 15 },
      { name: 'g', kind: 'function', start: 16, end: 16 },
    ]);
  });

  it('declares .on("event") registrations', () => {
    const r = js("emitter.on('data', (d) => {});\nwindow.addEventListener(\"load\", go);\nx.on(name, f);\n");
    expect(r.dynamic.map((d) => `${d.line}:${d.kind}`)).toEqual(['1:event-registration', '2:event-registration']);
  });

  it('never throws on malformed input', () => {
    for (const src of ['`${', "import {", "import x from", '/*', "'", 'export {', 'a = /[/', '<div>Don\'t</div>', '#!/usr/bin/env node\nimport a from "./a"']) {
      expect(() => js(src)).not.toThrow();
    }
    expect(imports(js('#!/usr/bin/env node\nimport a from "./a"'))).toEqual(['2:static:./a']);
    expect(imports(js("const el = <p>Don't stop</p>;\nimport b from './b';"))).toEqual(['2:static:./b']);
  });
});

describe('wasm kernels and TypeScript twins agree on real corpora samples', () => {
  it('produce identical records for every construct above', () => {
    const samples = ['import a\nfrom .b import (c,\n d)\nclass X:\n  def y(self): pass\n', "import a from './a';\nexport * from './b';\nconst c = require('c');\n"];
    expect(lexPython(samples[0], { impl: 'wasm' })).toEqual(lexPython(samples[0], { impl: 'js' }));
    expect(lexJs(samples[1], { impl: 'wasm' })).toEqual(lexJs(samples[1], { impl: 'js' }));
  });
});
