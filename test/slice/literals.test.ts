import { describe, expect, it } from 'vitest';
import { fixedFragments, flattenTable, matchMessage, scanLiterals } from '../../src/slice/literals.js';
import { PathResolver } from '../../src/slice/resolve.js';

const PY = `
def check(value, maximum):
    if value > maximum:
        raise ValueError("value %(v)s exceeds the maximum %(max)s allowed" % {"v": value, "max": maximum})
    msg = (
        f"cannot concatenate object of type '{type(value)}'; "
        "only Series and DataFrame objs are valid"
    )
    raise TypeError(msg)


def other():
    raise KeyError("invalid value")
`;
const JS = 'export function v(version) {\n  if (!ok(version)) {\n    throw new TypeError(`Invalid Version: ${version}`)\n  }\n  throw new Error("expected " + a + " but got " + b + " in config")\n}\n';

describe('format-aware literal matching', () => {
  it('splits templates at %(name)s, %s, {}, f-string fields and ${…} into fixed fragments', () => {
    expect(fixedFragments('value %(v)s exceeds the maximum %(max)s, and %s is allowed')).toEqual(['exceeds the maximum', ', and', 'is allowed']);
    expect(fixedFragments("cannot concatenate object of type '{type(value)}'; ")).toEqual(["cannot concatenate object of type '", "';"].filter((f) => f.length >= 4 && f.includes(' ')));
    expect(fixedFragments('Invalid Version: ${version}')).toEqual(['Invalid Version:']);
    expect(fixedFragments('bad key {} and {name!r} for option: %d%%')).toEqual(['bad key', 'and', 'for option:'].filter((f) => f.includes(' ')));
    expect(fixedFragments('dtype')).toEqual([]); // identifiers and keys are not message templates
  });

  const table = flattenTable([
    ['pkg/core.py', scanLiterals('pkg/core.py', PY, 'h1')],
    ['lib/semver.js', scanLiterals('lib/semver.js', JS, 'h2')],
    ['pkg/tests/test_core.py', scanLiterals('pkg/tests/test_core.py', 'def t():\n    match = "value 1 exceeds the maximum 0 allowed"\n', 'h3')],
  ]);

  it('records raise/throw lines with the raised class', () => {
    const core = scanLiterals('pkg/core.py', PY, 'h');
    expect(core.raiseLines).toEqual([4, 9, 13]);
    expect(core.raiseNames).toEqual(['ValueError', 'TypeError', 'KeyError']);
  });

  it('matches a rendered %-template message on its fixed fragments and seeds the raise line', () => {
    const hits = matchMessage(table, 'value 17 exceeds the maximum 10 allowed', { isTest: (p) => p.includes('/tests/') });
    expect(hits[0]).toMatchObject({ path: 'pkg/core.py', line: 4 });
  });

  it('matches a message built in a variable (f-string + implicit concatenation) at the raise that follows', () => {
    const hits = matchMessage(table, "cannot concatenate object of type '<class 'int'>'; only Series and DataFrame objs are valid");
    expect(hits[0]).toMatchObject({ path: 'pkg/core.py', line: 9 });
    expect(hits[0]!.coverage).toBeGreaterThan(0.7);
  });

  it('matches template literals and string concatenation in JS', () => {
    expect(matchMessage(table, 'Invalid Version: not-a-version')[0]).toMatchObject({ path: 'lib/semver.js', line: 3 });
    expect(matchMessage(table, 'expected 3 but got 4 in config')[0]).toMatchObject({ path: 'lib/semver.js', line: 5 });
  });

  it('down-weights test files that repeat the message', () => {
    const hits = matchMessage(table, 'value 1 exceeds the maximum 0 allowed', { isTest: (p) => p.includes('/tests/') });
    expect(hits[0]!.path).toBe('pkg/core.py');
  });
});

describe('PathResolver: longest unique suffix', () => {
  const r = new PathResolver('/src/pandas', ['pandas/core/frame.py', 'pandas/core/generic.py', 'pandas/io/common.py', 'pandas/core/common.py', 'setup.py', 'src/main.rs']);
  it('maps install paths and other checkouts by suffix', () => {
    expect(r.resolve('/usr/lib/python3/dist-packages/pandas/core/frame.py')).toMatchObject({ kind: 'ok', path: 'pandas/core/frame.py' });
    expect(r.resolve('C:\\Python311\\Lib\\site-packages\\pandas\\io\\common.py')).toMatchObject({ kind: 'ok', path: 'pandas/io/common.py' });
    expect(r.resolve('/home/other/pandas/setup.py')).toMatchObject({ kind: 'ok', path: 'setup.py' }); // the root's own name counts
    expect(r.resolve('/src/pandas/pandas/core/generic.py')).toMatchObject({ kind: 'ok', path: 'pandas/core/generic.py' });
    expect(r.resolve('./src/main.rs')).toMatchObject({ kind: 'ok', path: 'src/main.rs' });
  });
  it('refuses ambiguity and lists the candidates', () => {
    expect(r.resolve('/elsewhere/lib/common.py')).toEqual({ kind: 'none' });
    expect(r.resolve('common.py')).toMatchObject({ kind: 'ambiguous', candidates: ['pandas/core/common.py', 'pandas/io/common.py'] });
  });
  it('never maps a user script by its bare file name', () => {
    expect(r.resolve('/home/u/frame.py')).toEqual({ kind: 'none' });
  });
  it('resolves Java classes by package path', () => {
    const j = new PathResolver('/x', ['app/src/main/java/com/example/App.java', 'other/App.java']);
    expect(j.resolve('App.java', 'com.example.App')).toMatchObject({ kind: 'ok', path: 'app/src/main/java/com/example/App.java' });
  });
});
