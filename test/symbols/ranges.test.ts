// Method ranges, class headers, ambiguity and bad input for the library API.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { symbolsAt } from '../../src/symbols/index.js';

const FIX = fileURLToPath(new URL('../fixtures/symbols/', import.meta.url));
const root = FIX;

describe('symbolsAt', () => {
  it('a line inside a decorated method gives the method from its first decorator plus the class header', async () => {
    const res = await symbolsAt('demo_method.py', { line: 12 }, { root });
    expect(res.ranges.map((r) => [r.kind, r.name, r.start, r.end])).toEqual([
      ['class', 'Outer', 4, 5],
      ['method', 'Outer.deco', 9, 12],
    ]);
    expect(res.ranges[1].command).toBe(`sed -n '9,12p' '${FIX}demo_method.py'`); // absolute: runs from anywhere
  });

  it('a line in a nested function gives the whole enclosing method', async () => {
    const res = await symbolsAt('demo_method.py', { line: 16 }, { root });
    expect(res.ranges.at(-1)).toMatchObject({ name: 'Outer.plain', start: 14, end: 18 });
  });

  it('a line in a nested class method gives both class headers', async () => {
    const res = await symbolsAt('demo_method.py', { line: 22 }, { root });
    expect(res.ranges.map((r) => r.name)).toEqual(['Outer', 'Outer.Inner', 'Outer.Inner.m']);
  });

  it('an ambiguous bare name returns every match and an ambiguous warning', async () => {
    const res = await symbolsAt('demo_method.py', { name: 'save' }, { root });
    expect(res.warnings.map((w) => w.kind)).toEqual(['ambiguous']);
    expect(res.ranges.map((r) => r.name)).toContain('Model.save');
    expect(res.ranges.some((r) => r.name.includes('save') && r.kind === 'function')).toBe(true);
  });

  it('a qualified name picks exactly one definition', async () => {
    const res = await symbolsAt('demo_method.py', { name: 'Model.save' }, { root });
    expect(res.warnings).toEqual([]);
    expect(res.ranges.map((r) => r.name)).toEqual(['Model', 'Model.save']);
  });

  it('an unknown name is a warning, not an error', async () => {
    const res = await symbolsAt('demo_method.py', { name: 'nope' }, { root });
    expect(res.ranges).toEqual([]);
    expect(res.warnings[0].kind).toBe('unresolved-symbol');
  });

  it('a syntax error gives a parse-error warning with its line and still answers', async () => {
    const res = await symbolsAt('broken.py', { line: 2 }, { root });
    expect(res.warnings.find((w) => w.kind === 'parse-error')?.line).toBe(5);
    expect(res.ranges[0]).toMatchObject({ start: 1, end: 2 });
  });

  it('out-of-range lines and missing files reject with a message naming the file', async () => {
    await expect(symbolsAt('demo_method.py', { line: 9999 }, { root })).rejects.toThrow(/demo_method.py: line 9999 is out of range/);
    await expect(symbolsAt('missing.py', { line: 1 }, { root })).rejects.toThrow(/missing.py: no such file/);
  });

  it('TypeScript: a method with a decorator and the class header; a function slice with its module names', async () => {
    const m = await symbolsAt('sample.ts', { line: 13 }, { root });
    expect(m.ranges.map((r) => [r.kind, r.name, r.start, r.end])).toEqual([
      ['class', 'Widget', 7, 7],
      ['method', 'Widget.render', 10, 14],
    ]);
    const f = await symbolsAt('sample.ts', { name: 'make' }, { root });
    const text = f.ranges.map((r) => r.name).join(' | ');
    expect(text).toContain('make');
    expect(text).toContain('Widget');
    expect(text).not.toContain('unrelated');
  });
});
