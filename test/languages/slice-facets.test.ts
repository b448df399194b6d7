// What the slice asks the packs instead of naming a language (issue 40 item 1): the literal scanner's syntax, the
// paths of installed code in a frame, the top-level packages of an index, the files a dotted module path names, the
// re-exporting module and the runtime's raising calls. Each is the rule slice/ held before it moved into a pack.
import { describe, expect, it } from 'vitest';
import { isInstalledFramePath, moduleFileCandidates, reexportingModuleOf, runtimeRaisers, topLevelPackages } from '../../src/languages/index.js';
import { C_FAMILY_LITERALS, isLiteralScanned, literalSyntaxOf } from '../../src/languages/literals.js';
import { scanLiterals } from '../../src/slice/literals.js';
import { operatorSyntax, syntaxMethods } from '../../src/slice/def-syntax.js';
import { LANGUAGES } from '../../src/languages/index.js';

describe('the packs answer what slice/ used to branch on', () => {
  it('the literal scanner reads Python (and .pyx) with its own syntax, every other scanned file as the C family', () => {
    expect(literalSyntaxOf('a/b.py').raiseWords).toEqual(['raise']);
    expect(literalSyntaxOf('a/b.pyx').raiseWords).toEqual(['raise']);
    expect(literalSyntaxOf('a/b.ts')).toBe(C_FAMILY_LITERALS);
    expect(literalSyntaxOf('a/b.go')).toBe(C_FAMILY_LITERALS);
    expect([isLiteralScanned('a.py'), isLiteralScanned('a.rb'), isLiteralScanned('a.d.ts'), isLiteralScanned('a.md')]).toEqual([true, true, false, false]);
    const py = scanLiterals('m.py', '# raise Nope("commented out")\nif x:\n    raise ValueError("bad value given")\ny = "raise"\n', 'h');
    expect([py.frags, py.raiseLines, py.raiseNames]).toEqual([['bad value given'], [3], ['ValueError']]);
    const js = scanLiterals('m.js', '// throw new Nope("commented out")\nif (x) throw new TypeError(`bad value ${v} given`);\n', 'h');
    expect([js.frags, js.raiseLines, js.raiseNames]).toEqual([['bad value'], [2], ['TypeError']]);
  });

  it('a frame in an installed package or the runtime\'s library is never the user\'s', () => {
    for (const p of ['/v/lib/python3.11/site-packages/x/y.py', '/usr/lib/python3/dist-packages/x.py', '/usr/lib/python3.12/json/decoder.py', '/p/node_modules/a/b.js']) expect(isInstalledFramePath(p)).toBe(true);
    for (const p of ['/home/u/proj/app.py', '/home/u/proj/src/index.js']) expect(isInstalledFramePath(p)).toBe(false);
  });

  it('the top-level packages of an index: a Python package whose folder is in no package, an installed npm package', () => {
    const paths = new Set(['pkg/__init__.py', 'pkg/sub/__init__.py', 'src/other/__init__.py', 'node_modules/@a/b/package.json', 'node_modules/c/package.json', 'node_modules/c/lib/package.json']);
    expect([...topLevelPackages(paths)]).toEqual(['pkg', 'other', '@a/b', 'c']);
  });

  it('a dotted module path names a module file of each pack, in the packs\' order', () => {
    expect(moduleFileCandidates('a/b')).toEqual(['a/b.py', 'a/b/__init__.py', 'a/b.ts', 'a/b.js', 'a/b/index.ts', 'a/b/index.js']);
  });

  it('Python\'s __init__ re-exports its package\'s API; a JS index file is not read so (not measured)', () => {
    expect([reexportingModuleOf('pkg/__init__.py'), reexportingModuleOf('__init__.py'), reexportingModuleOf('pkg/index.js'), reexportingModuleOf('pkg/x__init__.py')]).toEqual(['__init__', '__init__', undefined, undefined]);
  });

  it('the runtime\'s raising calls are Python\'s', () => {
    const r = runtimeRaisers()!;
    expect([r.test('f = open(p)'), r.test('os.stat(p)'), r.test('self.open(p)')]).toEqual([true, true, false]);
  });

  it('the operators that run special methods are the packs\' (Python\'s)', () => {
    expect(operatorSyntax()).toEqual(LANGUAGES.flatMap((p) => p.syntax?.operatorMethods ?? []));
    expect(operatorSyntax().length).toBe(17);
    expect([...syntaxMethods('```python\nassert S(0.0) == S.false\n```')]).toEqual(['__eq__']);
  });
});
