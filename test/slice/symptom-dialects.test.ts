import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSymptom, type Frame, type ParsedSymptom } from '../../src/slice/symptom/index.js';
import { normalizeFramePath } from '../../src/slice/symptom/lines.js';

// How each fixture was made (real capture or written from the tool's documented format): see the README there.
const FIX = fileURLToPath(new URL('../fixtures/symptoms/dialects/', import.meta.url));
const parse = (name: string): ParsedSymptom => parseSymptom(readFileSync(FIX + name, 'utf8'));
/** The frames of one block, outermost first. */
const block = (p: ParsedSymptom, chain: number): Frame[] => p.frames.filter((f) => f.chain === chain).sort((a, b) => a.order - b.order);
const lastBlock = (p: ParsedSymptom): Frame[] => block(p, Math.max(...p.frames.map((f) => f.chain)));
const innermost = (p: ParsedSymptom): Frame => lastBlock(p).at(-1)!;

describe('IPython / Jupyter', () => {
  it('8.x with colours: `Cell In[n], line N`, `File ~/…:N, in f(...)`, the `---->` marker as line and source', () => {
    const p = parse('ipython812_cells_color.txt');
    expect(p.exceptionTypes).toEqual(['JSONDecodeError']);
    expect(p.messages).toEqual(['Expecting property name enclosed in double quotes: line 1 column 9 (char 8)']);
    const b = block(p, 0);
    expect(b.map((f) => [f.format, f.path, f.line, f.func])).toEqual([
      ['ipython', 'Cell In[3]', 1, undefined],
      ['ipython', 'Cell In[2]', 2, 'parse'],
      ['ipython', '~/.pyenv/versions/3.11.7/lib/python3.11/json/__init__.py', 346, 'loads'],
      ['ipython', '~/.pyenv/versions/3.11.7/lib/python3.11/json/decoder.py', 337, 'JSONDecoder.decode'],
      ['ipython', '~/.pyenv/versions/3.11.7/lib/python3.11/json/decoder.py', 353, 'JSONDecoder.raw_decode'],
    ]);
    expect(b[0]!.source).toBe(`parse('{"a": 1,}')`);
    expect(innermost(p).source).toBe('obj, end = self.scan_once(s, idx)');
  });

  it('8.x chained (a header per traceback, `File path:N` without `in` at module level)', () => {
    const p = parse('ipython812_script_chained.txt');
    expect(p.exceptionTypes).toEqual(['JSONDecodeError', 'RuntimeError']);
    expect(new Set(p.frames.map((f) => f.chain))).toEqual(new Set([0, 1]));
    expect(lastBlock(p).map((f) => [f.line, f.func])).toEqual([[11, undefined], [8, 'read_config']]);
    expect(innermost(p).source).toMatch(/^raise RuntimeError/);
  });

  it('Debian 8.5 (`Cell In [4]` with a space, `-->` for four-digit lines, terminal title escapes)', () => {
    const p = parse('ipython85_cells_pandas.txt');
    expect(p.exceptionTypes).toEqual(['KeyError']);
    const f = innermost(p);
    expect(f).toMatchObject({ path: '/usr/lib/python3/dist-packages/pandas/core/frame.py', line: 6012, func: 'DataFrame.set_index' });
    expect(f.source).toMatch(/^raise KeyError/);
    expect(block(p, 0)[1]).toMatchObject({ path: 'Cell In [2]', line: 2, func: 'load', source: 'return frame.set_index("missing")' });
  });

  it('classic (≤ 7): `path in f(...)` headers, `<ipython-input-…>`, Cython frames without a body, chained', () => {
    const p = parse('ipython7_classic.txt');
    expect(p.exceptionTypes).toEqual(['KeyError']);
    expect(p.messages).toEqual(["'price'"]);
    const b = lastBlock(p);
    expect(b[0]).toMatchObject({ format: 'ipython', path: '<ipython-input-7-3f2a91c0b1de>', line: 4, func: '<module>', source: 'out = scaler.fit_transform(df)[["price"]]' });
    expect(b[1]).toMatchObject({ path: '~/miniconda3/envs/ml/lib/python3.9/site-packages/sklearn/utils/_set_output.py', line: 150, func: 'wrapped', source: 'data_to_wrap = f(self, X, *args, **kwargs)' });
    expect(innermost(p)).toMatchObject({ line: 3363, func: 'get_loc', source: 'raise KeyError(key) from err' });
    expect(block(p, 0).map((f) => f.func)).toEqual(['get_loc', 'pandas._libs.index.IndexEngine.get_loc', 'pandas._libs.hashtable.PyObjectHashTable.get_item']);
  });

  it('classic, indented as nbconvert writes it into markdown', () => {
    const p = parse('ipython7_nbconvert_indented.txt');
    expect(p.exceptionTypes).toEqual(['KeyError']);
    expect(p.frames.map((f) => [f.path, f.line])).toEqual([
      ['<ipython-input-219-1694d4515c95>', 11], ['/opt/conda/lib/python3.6/site-packages/pandas/core/frame.py', 3940],
    ]);
  });

  it("a prose line shaped like a classic header is not a frame outside IPython's traceback", () => {
    expect(parseSymptom('I ran setup.py in parallel(4 jobs)\nit hangs').frames).toEqual([]);
  });
});

describe('pytest', () => {
  const expectCart = (p: ParsedSymptom): void => {
    expect(p.tests).toEqual(['tests/test_cart.py::test_add_rejects_zero', 'tests/test_cart.py::test_total_missing_price', 'tests/test_cart.py::test_total_value']);
    expect(p.exceptionTypes).toEqual(['ValueError', 'KeyError', 'AssertionError']);
    // The summary's cut `quantity must ...` adds nothing to the full message.
    expect(p.messages).toEqual(['quantity must be positive, got 0', "'apple'", "assert {'apple': 2} == {'apple': 3, 'pear': 1}"]);
    // The warnings summary is a diagnostic, not a failure.
    expect(p.diagnostics).toEqual([{ path: '/tmp/ck-dia/proj/tests/test_cart.py', line: 23, severity: 'warning', code: 'DeprecationWarning', message: 'legacy_total is deprecated; use total', tool: 'python' }]);
  };

  it('long: one block per test, `>` source, function from the `def` line', () => {
    const p = parse('pytest_tb_long.txt');
    expectCart(p);
    expect(block(p, 0).map((f) => [f.path, f.line, f.func, f.source])).toEqual([
      ['tests/test_cart.py', 6, 'test_add_rejects_zero', 'cart.add("apple", 0)'],
      ['shop/cart.py', 11, 'add', 'raise ValueError(f"quantity must be positive, got {qty}")'],
    ]);
    expect(innermost(p)).toMatchObject({ path: 'tests/test_cart.py', line: 18 });
  });

  it('short (`path:N: in f`), native (a plain traceback) and line (`path:N: Type: message`)', () => {
    for (const name of ['pytest_tb_short.txt', 'pytest_tb_native.txt', 'pytest_tb_line.txt']) {
      const p = parse(name);
      expectCart(p);
      expect(p.frames.some((f) => f.path.endsWith('shop/cart.py') && f.line === 11 && f.order === block(p, f.chain).length - 1)).toBe(true);
    }
    const line = parse('pytest_tb_line.txt');
    expect(line.frames.map((f) => [f.format, f.chain, f.line])).toEqual([['pytest', 0, 11], ['pytest', 1, 15], ['pytest', 2, 18]]);
    expect(parse('pytest_tb_short.txt').frames.find((f) => f.func === '<genexpr>')).toMatchObject({ line: 15, order: 2 });
  });

  it('multi-line `E` messages, chained exceptions, pytest 9 carets', () => {
    for (const name of ['pytest_long_chained_multiline.txt', 'pytest9_short_chained.txt']) {
      const p = parse(name);
      expect(p.messages).toEqual(["bad rows:\nrow 1: ''\nrow 2: None", "invalid literal for int() with base 10: 'many'", 'no quantity in order']);
      expect(p.exceptionTypes).toEqual(['ValueError', 'LookupError']);
      expect(block(p, 1).at(-1)).toMatchObject({ path: 'shop/cart.py', line: 34, source: 'return int(text)' });
      expect(lastBlock(p).map((f) => f.line)).toEqual([19]);
    }
  });
});

describe('doctest', () => {
  it('`python -m doctest`: the example is a frame with its source; a raised traceback continues its block', () => {
    const p = parse('doctest_module.txt');
    expect(block(p, 0)).toEqual([expect.objectContaining({ format: 'doctest', path: '/tmp/ck-dia/proj/shop/cart.py', line: 29, func: 'cart.parse_qty', source: 'parse_qty("05")' })]);
    const b = block(p, 1);
    expect(b[0]).toMatchObject({ format: 'doctest', line: 31, source: 'parse_qty("x")' });
    expect(b.at(-1)).toMatchObject({ format: 'python', path: '/tmp/ck-dia/proj/shop/cart.py', line: 34, func: 'parse_qty', source: 'return int(text)' });
    expect(p.exceptionTypes).toEqual(['ValueError']);
    expect(p.messages).toEqual(["invalid literal for int() with base 10: 'x'"]);
  });

  it('pytest --doctest-modules: the numbered listing gives the example; the runner\'s wrapper type is not the error', () => {
    const e = parse('pytest_doctest_exception.txt');
    expect(e.exceptionTypes).toEqual(['ValueError']);
    expect(e.tests).toEqual(['shop2/cart.py::shop2.cart.parse_qty']);
    const b = block(e, 0);
    expect(b[0]).toMatchObject({ format: 'doctest', line: 31, source: 'parse_qty("x")' });
    expect(b.at(-1)).toMatchObject({ line: 34, func: 'parse_qty' });
    const g = parse('pytest_doctest_expected_got.txt');
    expect(g.frames).toEqual([expect.objectContaining({ format: 'doctest', path: '/tmp/ck-dia/proj/shop/cart.py', line: 29, source: 'parse_qty("05")' })]);
    expect(g.exceptionTypes).toEqual([]);
  });

  it('an expected traceback inside `Expected:` is not an error of this run', () => {
    const p = parseSymptom([
      '**********************************************************************',
      'File "/x/pkg/mod.py", line 12, in pkg.mod.f',
      'Failed example:',
      '    f(-1)',
      'Expected:',
      '    Traceback (most recent call last):',
      '    ValueError: negative',
      'Got:',
      '    0',
    ].join('\n'));
    expect(p.exceptionTypes).toEqual([]);
    expect(p.frames).toEqual([expect.objectContaining({ format: 'doctest', line: 12, source: 'f(-1)' })]);
  });
});

describe('Python: prefixed tracebacks, exception groups, SyntaxError, warnings', () => {
  it('log lines: a timestamp/level prefix before `Traceback` is stripped from the lines that follow', () => {
    for (const name of ['python_log_prefixed.txt', 'compose_log.txt']) {
      const p = parse(name);
      expect(innermost(p).path).toMatch(/shop\/cart\.py$/);
      expect(innermost(p).source).toMatch(/^(?:raise|return)/);
      expect(p.frames).toHaveLength(2);
    }
    expect(parse('python_log_prefixed.txt').messages).toEqual(['quantity must be positive, got -2']);
    expect(parse('compose_log.txt').exceptionTypes).toEqual(['KeyError']);
    const e = parseSymptom('E   Traceback (most recent call last):\nE     File "/x/a.py", line 3, in f\nE       g()\nE   OSError: gone');
    expect(e.frames).toEqual([expect.objectContaining({ path: '/x/a.py', line: 3, source: 'g()' })]);
    expect(e.exceptionTypes).toEqual(['OSError']);
  });

  it('exception groups (`+`/`|` margins): one block per sub-traceback', () => {
    const p = parse('python_exception_group.txt');
    expect(p.exceptionTypes).toEqual(['ExceptionGroup', 'ValueError']);
    expect(new Set(p.frames.map((f) => f.chain)).size).toBe(3);
    expect(innermost(p)).toMatchObject({ path: '/tmp/ck-dia/proj/shop/cart.py', line: 11 });
  });

  it('SyntaxError raised by an import: the frame without `in` is innermost, with its source', () => {
    const p = parse('python_syntax_import.txt');
    expect(innermost(p)).toMatchObject({ path: '/tmp/ck-dia/proj/badsyn/mod.py', line: 4, func: undefined, source: 'def broken(x:' });
    expect(p.exceptionTypes).toEqual(['SyntaxError']);
  });

  it('warnings module lines are diagnostics; alone, they are also the types and messages', () => {
    const p = parse('python_warnings.txt');
    expect(p.diagnostics.map((d) => [d.path, d.line, d.code, d.message, d.tool])).toEqual([
      ['/tmp/ck-dia/proj/warn_run.py', 6, 'DeprecationWarning', 'legacy_total is deprecated; use total', 'python'],
      ['/tmp/ck-dia/proj/warn_run.py', 7, 'UserWarning', 'prices are floats', 'python'],
    ]);
    expect(p.exceptionTypes).toEqual(['DeprecationWarning', 'UserWarning']);
    expect(p.frames).toEqual([]);
  });
});

describe('JS runtimes and browsers', () => {
  it('Deno: `error: Uncaught (in promise)`, its code frame as the innermost source, https and ext: frames', () => {
    const p = parse('deno.txt');
    expect(p.exceptionTypes).toEqual(['TypeError']);
    expect(innermost(p)).toMatchObject({ path: '/home/dev/api/src/config.ts', line: 14, col: 21, func: 'readPort', source: 'return cfg.server.port;' });
    expect(p.frames.find((f) => f.line === 1875)!.path).toBe('/x/cliffy@v1.0.0/command/command.ts');
    expect(p.frames.find((f) => f.path.startsWith('ext:'))!.internal).toBe(true);
  });

  it('Bun: the `N | src` code frame gives the innermost source; native frames are dropped', () => {
    const p = parse('bun.txt');
    expect(p.exceptionTypes).toEqual(['TypeError']);
    expect(p.frames.map((f) => [f.path, f.line, f.order])).toEqual([
      ['/home/dev/api/src/config.js', 12, 2], ['/home/dev/api/index.js', 4, 1], ['/home/dev/api/index.js', 9, 0],
    ]);
    expect(innermost(p).source).toBe('return server.port.value;');
  });

  it('Chrome (http and bundler URLs), Firefox and Safari (`f@url:l:c`): paths are the URL path, innermost first', () => {
    const c = parse('chrome.txt');
    expect(c.frames.map((f) => [f.path, f.func])).toEqual([
      ['/src/ui/form.js', 'bindForm'], ['/src/main.js', 'HTMLDocument.<anonymous>'], ['./src/app/render.js', 'Object.render'], ['./src/index.js', undefined],
    ]);
    expect(innermost(c).func).toBe('bindForm');
    for (const name of ['firefox.txt', 'safari.txt']) {
      const p = parse(name);
      expect(p.exceptionTypes).toEqual(['TypeError']);
      expect(innermost(p)).toMatchObject({ format: 'browser', path: '/src/ui/form.js', line: 22, func: 'bindForm' });
      expect(p.frames.every((f) => f.path.startsWith('/src/'))).toBe(true);
    }
    expect(parse('firefox.txt').frames.map((f) => f.func)).toEqual(['bindForm', 'init', 'init', undefined]);
    expect(parse('safari.txt').frames).toHaveLength(3);
  });

  it('URL paths: query, hash and namespace removed, percent-escapes decoded', () => {
    expect(normalizeFramePath('https://cdn.example.com:8443/assets/app%20v2.js?v=3#x')).toBe('/assets/app v2.js');
    expect(normalizeFramePath('webpack://my-app/./src/x.ts')).toBe('./src/x.ts');
    expect(normalizeFramePath('webpack:///node_modules/lib/index.js')).toBe('/node_modules/lib/index.js');
    expect(normalizeFramePath('file:///C:/work/x.js')).toBe('C:/work/x.js');
  });
});

describe('type checkers', () => {
  it('mypy: codes, notes, and --pretty messages wrapped onto the next line', () => {
    for (const name of ['mypy.txt', 'mypy_pretty.txt']) {
      const p = parse(name);
      expect(p.diagnostics.map((d) => [d.path, d.line, d.severity, d.code, d.tool])).toEqual([
        ['app/models.py', 5, 'error', 'return-value', 'mypy'], ['app/models.py', 10, 'error', 'operator', 'mypy'],
        ['app/models.py', 10, 'note', undefined, 'mypy'], ['app/models.py', 17, 'error', 'arg-type', 'mypy'],
        ['app/models.py', 18, 'note', undefined, 'mypy'],
      ]);
      expect(p.diagnostics[0]!.message).toBe('Incompatible return value type (got "int", expected "str")');
    }
  });

  it('pyright: path:line:col, severity, continuation lines, `(reportRule)` as code; the old form under a file line', () => {
    const p = parse('pyright.txt');
    expect(p.diagnostics.map((d) => [d.path, d.line, d.col, d.severity, d.code])).toEqual([
      ['/tmp/ck-dia/typed/app/models.py', 5, 12, 'error', 'reportReturnType'],
      ['/tmp/ck-dia/typed/app/models.py', 10, 12, 'error', 'reportOptionalOperand'],
      ['/tmp/ck-dia/typed/app/models.py', 17, 7, 'error', 'reportArgumentType'],
      ['/tmp/ck-dia/typed/app/models.py', 18, 13, 'note', undefined],
    ]);
    expect(p.diagnostics[0]!.message).toBe('Type "int" is not assignable to return type "str"\n"int" is not assignable to "str"');
    expect(p.frames).toEqual([]);
    const old = parseSymptom('/home/u/proj/foo.py\n  3:23 - warning: Function calls within default value initializer are not permitted (reportCallInDefaultInitializer)\n0 errors, 1 warning, 0 infos');
    expect(old.diagnostics).toEqual([{ path: '/home/u/proj/foo.py', line: 3, col: 23, severity: 'warning', code: 'reportCallInDefaultInitializer', message: 'Function calls within default value initializer are not permitted', tool: 'pyright' }]);
  });
});

describe('cost', () => {
  // What these inputs parse to is checked here; how fast is measured in bench/parse-cost.bench.mjs (full size against
  // half size in the same run: linear time is the property). The one-minute limit only stops a quadratic path, which
  // takes minutes on a 1 MB line, from hanging the suite.
  it('a megabyte of mixed dialects, and megabyte lines shaped like the start of a pattern, parse', () => {
    const names = ['ipython7_classic.txt', 'pytest_tb_long.txt', 'doctest_module.txt', 'python_log_prefixed.txt', 'firefox.txt', 'pyright.txt', 'bun.txt'];
    const all = names.map((n) => readFileSync(FIX + n, 'utf8')).join('\n');
    let big = '';
    while (big.length < 1_000_000) big += `${all}\n`;
    const p = parseSymptom(big);
    expect(p.frames.length).toBeGreaterThan(1000);
    const lines = ['x'.repeat(1_000_000), ' in '.repeat(250_000), `${'-'.repeat(999_999)}>`, 'Traceback (most recent call last)'.repeat(30_000), `a@${'http://h/'.repeat(100_000)}`];
    for (const l of lines) expect(parseSymptom(l).frames.length).toBeLessThan(2);
  }, 60_000);
});
