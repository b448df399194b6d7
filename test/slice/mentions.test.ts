import { describe, expect, it } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extractMentions } from '../../src/slice/symptom/mentions.js';
import type { Mention } from '../../src/slice/symptom/types.js';

// Inputs are short excerpts in the shapes of real GitHub issues (the dev set's problem statements).
const find = (ms: Mention[], kind: Mention['kind'], text: string): Mention | undefined =>
  ms.find((m) => m.kind === kind && m.text === text);
const texts = (ms: Mention[], kind: Mention['kind']): string[] => ms.filter((m) => m.kind === kind).map((m) => m.text);
const parts = (ms: Mention[]): string[][] => ms.filter((m) => m.kind === 'call').map((m) => m.parts);

describe('extractMentions: paths', () => {
  it('reads relative, Windows and line-suffixed paths; the line comes from `:N`, `line N` or `#LN`', () => {
    const ms = extractMentions([
      'The bug is in requests/sessions.py, see lib/matplotlib/axes/_axes.py:150.',
      'On Windows it is sklearn\\utils\\validation.py line 42, and `src/x.ts` line 7.',
      'Blame: https://github.com/sympy/sympy/blob/ab14b02dba5a7e3e4fb1e807fc8a954f1047a1a1/sympy/core/basic.py#L120',
    ].join('\n'));
    expect(find(ms, 'path', 'requests/sessions.py')).toMatchObject({ parts: ['requests', 'sessions.py'], where: 'prose' });
    expect(find(ms, 'path', 'lib/matplotlib/axes/_axes.py:150')).toMatchObject({ line: 150 });
    expect(ms.find((m) => m.kind === 'path' && m.parts.join('/') === 'sklearn/utils/validation.py')?.line).toBe(42);
    expect(find(ms, 'path', 'src/x.ts')).toMatchObject({ line: 7, where: 'backtick' });
    expect(find(ms, 'path', 'sympy/core/basic.py#L120')).toMatchObject({ parts: ['sympy', 'core', 'basic.py'], line: 120 });
  });

  it('drops URLs that are not source paths, e-mail addresses, versions and output files', () => {
    const ms = extractMentions([
      'See http://stackoverflow.com/questions/tagged/scikit-learn and https://github.com/o/r/blob/master/CONTRIBUTING.md',
      'Mail me at someone@example.org. Python 3.6.3, scikit-learn 0.19.1, numpy 1.15.4',
      "It writes figure.png and results.csv; also see README.md and scikit-learn.org",
    ].join('\n'));
    expect(ms).toEqual([]);
  });

  it('strips the a/ b/ prefixes of diff headers and reads the hunk context as code', () => {
    const ms = extractMentions([
      '```diff',
      'diff --git a/sympy/core/mod.py b/sympy/core/mod.py',
      '--- a/sympy/core/mod.py',
      '+++ b/sympy/core/mod.py',
      '@@ -38,7 +38,7 @@ def doit(p, q):',
      '-            if p.is_integer and q == 1:',
      '+            if p.is_Pow and p.exp.is_integer:',
      '```',
    ].join('\n'));
    const p = ms.filter((m) => m.kind === 'path');
    expect(p.map((m) => m.parts.join('/'))).toEqual(['sympy/core/mod.py']);
    expect(p[0]!.count).toBe(3);
    expect(find(ms, 'identifier', 'doit')).toMatchObject({ where: 'code' });
  });
});

describe('extractMentions: modules and qualified names', () => {
  it('takes modules from imports and from dotted lower_snake names, members from capitals, calls and bound heads', () => {
    const ms = extractMentions([
      'This comes from `sklearn.utils._set_output`, e.g. when using DataFrame.merge or `Axes.hist()`.',
      '```python',
      'from sympy.printing.ccode import ccode',
      'import matplotlib.pyplot as plt',
      'import numpy as np',
      '```',
      'I think np.linalg.norm and Model._meta.get_field are involved.',
    ].join('\n'));
    expect(texts(ms, 'module')).toEqual(expect.arrayContaining(['sklearn.utils._set_output', 'sympy.printing.ccode', 'matplotlib.pyplot']));
    expect(texts(ms, 'module')).not.toContain('numpy');
    expect(texts(ms, 'qualified')).toEqual(expect.arrayContaining(['DataFrame.merge', 'Axes.hist', 'np.linalg.norm', 'Model._meta.get_field']));
    expect(texts(ms, 'qualified')).not.toContain('e.g');
    expect(find(ms, 'module', 'sklearn.utils._set_output')).toMatchObject({ parts: ['sklearn', 'utils', '_set_output'], where: 'backtick' });
  });
});

describe('extractMentions: code snippets', () => {
  it('reads IPython cells as calls with nested names in order, and keeps output out', () => {
    const ms = extractMentions([
      "ccode(sinc(x)) doesn't work",
      '```',
      'In [30]: ccode(sinc(x))',
      "Out[30]: '// Not supported in C:\\n// sinc\\nsinc(x)'",
      '```',
    ].join('\n'));
    expect(find(ms, 'call', 'ccode(sinc(x))')).toMatchObject({ parts: ['ccode', 'sinc'], where: 'code', count: 1 });
    expect(parts(ms)).toHaveLength(1);
  });

  it('drops local variables and builtins from chains, keeps import aliases, merges repeated calls', () => {
    const ms = extractMentions([
      '```python',
      '>>> from sklearn.preprocessing import LabelEncoder',
      '>>> le = LabelEncoder()',
      '>>> le.fit([1,2])',
      'LabelEncoder()',
      '>>> le.fit(["a","b"])',
      '>>> df.groupby("a").agg("sum")',
      '>>> print(len(x))',
      '>>> plt.hist(data, bins=10)',
      '```',
    ].join('\n'));
    expect(find(ms, 'call', 'le.fit([1,2])')).toMatchObject({ parts: ['fit'], count: 2 });
    expect(find(ms, 'call', 'LabelEncoder()')).toMatchObject({ parts: ['LabelEncoder'], count: 1 });
    expect(parts(ms)).toContainEqual(['df', 'groupby', 'agg']);
    expect(parts(ms)).toContainEqual(['plt', 'hist']);
    expect(parts(ms).flat()).not.toContain('print');
    expect(find(ms, 'identifier', 'LabelEncoder')).toMatchObject({ where: 'code' });
  });

  it('reads unfenced definitions as identifiers and binds their parameters', () => {
    const ms = extractMentions([
      'This has an easy fix by adding the following lines to MCodePrinter:',
      '',
      'def _print_Derivative(self, expr):',
      '        return "D[%s]" % (self.stringify(expr.args, ", "))',
    ].join('\n'));
    expect(find(ms, 'identifier', '_print_Derivative')).toMatchObject({ where: 'code' });
    expect(find(ms, 'identifier', 'MCodePrinter')).toMatchObject({ where: 'prose' });
    expect(parts(ms)).toEqual([['stringify']]);
  });

  it('skips Python traceback frames and their source lines, keeps the code around them', () => {
    const ms = extractMentions([
      '```',
      'Traceback (most recent call last):',
      '  File "test_norm.py", line 12, in <module>',
      '    cb.update_bruteforce(plot)',
      '  File "/home/u/site-packages/matplotlib/colorbar.py", line 967, in update_bruteforce',
      '    self.draw_all()',
      'ZeroDivisionError: division by zero',
      '```',
    ].join('\n'));
    expect(ms).toEqual([]);
  });

  it('reads IPython tracebacks: frame paths with the arrowed line, function names, numbered source lines', () => {
    const ms = extractMentions([
      '```',
      '/Users/u/sympy/sympy/polys/polyoptions.py in build_options(gens, args)',
      '    718',
      "    719     if len(args) != 1 or 'opt' not in args or gens:",
      '--> 720         return Options(gens, args)',
      '    721     else:',
      '```',
    ].join('\n'));
    expect(ms.find((m) => m.kind === 'path')).toMatchObject({ line: 720, where: 'code' });
    expect(find(ms, 'identifier', 'build_options')).toBeDefined();
    expect(find(ms, 'call', 'Options(gens, args)')).toMatchObject({ parts: ['Options'] });
  });
});

describe('extractMentions: identifiers in prose', () => {
  it('needs a code shape: backticks, underscore, inner capital or a call; English words and keywords are dropped', () => {
    const ms = extractMentions(
      'The `CountVectorizer`\'s `transform` calls _validate_vocabulary which sets vocabulary_. Using LassoLarsCV and ' +
        'calling fit() on the file(s) fails. The `None` and `self` values are fine, and `TypeError` is raised.',
    );
    expect(texts(ms, 'identifier')).toEqual(expect.arrayContaining(['CountVectorizer', 'transform', '_validate_vocabulary', 'vocabulary_', 'LassoLarsCV', 'fit', 'TypeError']));
    for (const w of ['The', 'calls', 'which', 'file', 'None', 'self', 'fails']) expect(texts(ms, 'identifier')).not.toContain(w);
  });

  it('is not fooled by markdown emphasis over words', () => {
    expect(extractMentions('### Additional information\n\n_No response_')).toEqual([]);
  });
});

describe('extractMentions: output', () => {
  it('orders kinds most specific first, then by count, then by first position; counts every occurrence', () => {
    const ms = extractMentions('`b_name` and `a_name` then a_name again; sympy/core/x.py, and `sympy.core.basic`.');
    expect(ms.map((m) => m.kind)).toEqual(['path', 'module', 'identifier', 'identifier']);
    expect(ms.slice(2).map((m) => [m.text, m.count, m.where])).toEqual([['a_name', 2, 'backtick'], ['b_name', 1, 'backtick']]);
  });

  it('returns nothing for an empty or plain-English text', () => {
    expect(extractMentions('')).toEqual([]);
    expect(extractMentions('This should be easy to compute. I do not see a reason why it should be forbidden.')).toEqual([]);
  });
});

describe('extractMentions: cost', () => {
  // How fast is measured in bench/parse-cost.bench.mjs (linear time: full size against half size in one run); the
  // one-minute limit only stops a quadratic path from hanging the suite.
  it('reads adversarial lines (unclosed brackets, long tokens, many spans) to what they name', () => {
    // Unclosed calls and a dotted chain of one-letter names name nothing; single-letter identifiers in backticks are
    // dropped like any one-letter word.
    for (const s of ['a('.repeat(50_000), 'a.'.repeat(50_000), '`a` '.repeat(25_000)]) expect(extractMentions(s), s.slice(0, 10)).toEqual([]);
    // A 100 kB path is one path, whole; a path repeated 20,000 times is one mention counted 20,000 times.
    const long = '/a'.repeat(50_000) + '.py';
    expect(extractMentions(long)).toEqual([expect.objectContaining({ kind: 'path', text: long, count: 1 })]);
    expect(extractMentions(long)[0]!.parts).toHaveLength(50_000);
    expect(extractMentions('x.py:'.repeat(20_000))).toEqual([expect.objectContaining({ kind: 'path', text: 'x.py', parts: ['x.py'], count: 20_000 })]);
    expect(extractMentions('_x '.repeat(33_000))).toEqual([expect.objectContaining({ kind: 'identifier', text: '_x', count: 33_000 })]);
  }, 60_000);

  const DEV = fileURLToPath(new URL('../../../shared/bench-data/issue-localization-dev.jsonl', import.meta.url));
  it.skipIf(!existsSync(DEV))('runs over every dev issue without throwing, and a gold file is a path or module in some of them', () => {
    const rows = readFileSync(DEV, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { problem_statement: string; gold_files: string[] });
    let hits = 0;
    for (const r of rows) {
      const ms = extractMentions(r.problem_statement);
      const named = ms.filter((m) => m.kind === 'path' || m.kind === 'module').map((m) => m.parts.join('/').replace(/\.py$/, ''));
      if (r.gold_files.some((g) => named.some((n) => n.length > 3 && g.replace(/\.py$/, '').endsWith(n)))) hits++;
    }
    expect(hits).toBeGreaterThan(20);
  });
});

describe('extractMentions: what a snippet builds and what it only declares', () => {
  it('types a member by the class the chain or a local was just built from', () => {
    const ms = extractMentions([
      'distance is wrong',
      '```python',
      '>>> Point(2, 0).distance(Point(1, 0, 2))',
      '1',
      '>>> p = Point(1, 2)',
      '>>> p.midpoint(q)',
      '>>> r = Point(1, 2).scale(2)',
      '>>> r.area()',
      '>>> s = make_point(1)',
      '>>> s.length()',
      '```',
    ].join('\n'));
    expect(find(ms, 'call', 'Point(2, 0).distance(Point(1, 0, 2))')?.members).toEqual([['Point', 'distance']]);
    expect(find(ms, 'call', 'p.midpoint(q)')?.members).toEqual([['Point', 'midpoint']]);
    // `r` holds what `scale` returned and `s` what a function returned: no class is known.
    expect(find(ms, 'call', 'r.area()')?.members).toBeUndefined();
    expect(find(ms, 'call', 's.length()')?.members).toBeUndefined();
  });

  it('marks a call that only declares data: the whole right side, literals first, nothing computed', () => {
    const ms = extractMentions([
      'simplify is wrong',
      '```python',
      ">>> x = Symbol('x', positive=True)",
      ">>> df = DataFrame({'a': [1, 2]}, index=[0, 1])",
      '>>> y = solve(eq, x)',
      '>>> z = Product(n + 1 / 2**k, [k, 0, n - 1])',
      '>>> simplify(x + y)',
      '```',
    ].join('\n'));
    expect(find(ms, 'call', "Symbol('x', positive=True)")?.declares).toBe(true);
    expect(find(ms, 'call', "DataFrame({'a': [1, 2]}, index=[0, 1])")?.declares).toBe(true);
    expect(find(ms, 'call', 'solve(eq, x)')?.declares).toBeUndefined();
    expect(find(ms, 'call', 'Product(n + 1 / 2**k, [k, 0, n - 1])')?.declares).toBeUndefined();
    expect(find(ms, 'call', 'simplify(x + y)')?.declares).toBeUndefined();
  });

  it('marks a name that only an import line holds', () => {
    const ms = extractMentions(['`Symbol` is fine, but', '```python', '>>> from pkg import Symbol, collapse, expand', '>>> collapse(x)', '```'].join('\n'));
    expect(find(ms, 'identifier', 'expand')?.imported).toBe(true);
    // Named in prose too: not only an import.
    expect(find(ms, 'identifier', 'Symbol')?.imported).toBeUndefined();
  });

  it('keeps a call that is also used inline as more than a declaration', () => {
    const ms = extractMentions(['a is wrong', '```python', ">>> x = Symbol('x')", ">>> print(Symbol('x') + 1)", '```'].join('\n'));
    expect(find(ms, 'call', "Symbol('x')")?.declares).toBeUndefined();
  });
});
