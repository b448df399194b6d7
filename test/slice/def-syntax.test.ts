// The special methods an issue's snippets run by their operators and subscripts (src/slice/def-syntax.ts): read from
// source lines only, never from prose or program output, and never from a pasted line too long to be a snippet's.
import { describe, expect, it } from 'vitest';
import { runBySyntax, syntaxMethods } from '../../src/slice/def-syntax.js';
import type { Def } from '../../src/repo/types.js';

const def = (name: string): Def => ({ name, kind: 'function', start: 1, end: 2 }) as Def;

describe('syntaxMethods', () => {
  it('maps the operators and subscripts of a snippet to the special methods they run', () => {
    const text = ['The comparison is wrong:', '```python', 'S(0.0) == S.false', 'W = milli*W', 'm[0, 1] = -p', '```'].join('\n');
    const got = syntaxMethods(text);
    for (const m of ['__eq__', '__mul__', '__rmul__', '__setitem__', '__getitem__', '__neg__']) expect(got.has(m), m).toBe(true);
    expect(got.has('__add__')).toBe(false);
  });

  it('reads >>> and IPython input lines, not their output or the prose around them', () => {
    const text = ['a + b in prose is not code', '>>> x ** 2', '4 * y', 'In [2]: a / b', 'Out[2]: c - d'].join('\n');
    const got = syntaxMethods(text);
    expect(got.has('__pow__')).toBe(true);
    expect(got.has('__truediv__')).toBe(true);
    expect(got.has('__add__')).toBe(false); // prose
    expect(got.has('__mul__')).toBe(false); // output of the >>> line
    expect(got.has('__sub__')).toBe(false); // IPython output
  });

  it('skips a pasted line too long to be a snippet, at once (the subscript patterns are quadratic on it)', () => {
    // The test's time limit is the check: this line took 1.5 s when every snippet line was read.
    const text = ['```python', 'a['.repeat(30_000), 'x == y', '```'].join('\n');
    const got = syntaxMethods(text);
    expect(got.has('__eq__')).toBe(true);
    expect(got.has('__getitem__')).toBe(false);
  });
});

describe('runBySyntax', () => {
  it('matches methods by their last name part, never a plain function', () => {
    const methods = syntaxMethods('```\nx == y\n```');
    expect(runBySyntax(methods, def('Float.__eq__'))).toBe(true);
    expect(runBySyntax(methods, def('__eq__'))).toBe(false);
    expect(runBySyntax(methods, def('Float.__ne__'))).toBe(false);
  });
});
