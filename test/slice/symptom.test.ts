import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSymptom } from '../../src/slice/symptom/index.js';

// Every fixture is real output captured by running code (see test/fixtures/symptoms/README.md).
const FIX = fileURLToPath(new URL('../fixtures/symptoms/', import.meta.url));
const read = (name: string): string => readFileSync(FIX + name, 'utf8');
const innermost = (name: string) => {
  const p = parseSymptom(read(name));
  const last = Math.max(...p.frames.map((f) => f.chain));
  return p.frames.filter((f) => f.chain === last && f.format !== 'path').sort((a, b) => b.order - a.order)[0]!;
};

describe('parseSymptom on real captured output', () => {
  it('Python: frames outermost first, source lines, dotted exception type, message', () => {
    const p = parseSymptom(read('sympy_matrix_shape.txt'));
    expect(p.exceptionTypes).toEqual(['ShapeError']);
    expect(p.messages).toEqual(['Matrix size mismatch: (2, 2) * (1, 3).']);
    const f = innermost('sympy_matrix_shape.txt');
    expect(f.path).toBe('/usr/lib/python3/dist-packages/sympy/matrices/common.py');
    expect(f.line).toBe(2793);
    expect(f.source).toMatch(/^raise ShapeError/);
    expect(p.frames[0]!.path).toBe('/tmp/ck-h7/sympy_matrix_shape.py');
    expect(p.frames[0]!.order).toBe(0);
  });

  it('Python chained ("During handling…", "direct cause…"): one block per traceback, every message kept', () => {
    const p = parseSymptom(read('sympy_sympify_paren.txt'));
    expect(new Set(p.frames.map((f) => f.chain)).size).toBe(2);
    expect(p.exceptionTypes).toEqual(expect.arrayContaining(['TokenError', 'SympifyError']));
    const q = parseSymptom(read('pandas_chained_key.txt'));
    expect(q.exceptionTypes).toEqual(['KeyError', 'ValueError']);
    expect(q.frames.some((f) => f.path.endsWith('pandas/core/indexes/base.py') && f.line === 3804)).toBe(true);
  });

  it("SyntaxError frames without ', in'", () => {
    const p = parseSymptom(read('sympy_syntax.txt'));
    expect(p.frames).toHaveLength(1);
    expect(p.frames[0]).toMatchObject({ line: 2, source: 'def f(:', func: undefined });
    expect(p.exceptionTypes).toEqual(['SyntaxError']);
  });

  it('pytest long and short reports, FAILED summary lines', () => {
    for (const name of ['pytest_pandas.txt', 'pytest_short.txt']) {
      const p = parseSymptom(read(name));
      expect(p.tests).toEqual(['tests/test_frame.py::test_merge_on_missing_column', 'tests/test_frame.py::test_values']);
      expect(p.frames.some((f) => f.path.endsWith('pandas/core/generic.py') && f.line === 1850)).toBe(true);
      expect(p.exceptionTypes).toContain('KeyError');
    }
  });

  it('V8: crash header with source and caret, `at f (path:l:c)`, bare and async file:// frames, node internals', () => {
    const p = parseSymptom(read('node_ajv_bad_schema.txt'));
    expect(p.frames[0]).toMatchObject({ format: 'node-header', path: '/tmp/ck-h7/node/node_modules/ajv/dist/core.js', line: 267, source: 'throw new Error(message);' });
    expect(p.frames.find((f) => f.func === 'main')).toMatchObject({ path: '/tmp/ck-h7/node/ajv_bad_schema.mjs', line: 5, col: 7 });
    expect(p.frames.some((f) => f.path === '/tmp/ck-h7/node/ajv_bad_schema.mjs' && f.line === 7 && !f.func)).toBe(true);
    expect(p.messages[0]).toMatch(/^schema is invalid/);
    const c = parseSymptom(read('node_crash_header.txt'));
    expect(c.frames.filter((f) => f.internal).length).toBe(6);
    expect(c.exceptionTypes).toEqual(['TypeError']);
    const y = parseSymptom(read('node_yaml_parse.txt'));
    expect(y.exceptionTypes).toEqual(['YAMLParseError']);
    expect(y.frames.filter((f) => f.format === 'node')).toHaveLength(10); // including the one followed by ` {`
  });

  it('Java stacks with Caused by: package-qualified classes, innermost first', () => {
    const p = parseSymptom(read('java_stack.txt'));
    expect(p.exceptionTypes).toEqual(['IllegalStateException', 'NumberFormatException']);
    const app = p.frames.filter((f) => f.qualifiedClass === 'com.example.App');
    expect(app.map((f) => f.line)).toEqual([11, 5, 9]);
    expect(p.frames.find((f) => f.line === 5)!.order).toBeGreaterThan(p.frames.find((f) => f.line === 9 && f.chain === 1)!.order);
  });

  it('Rust panics and backtraces', () => {
    const p = parseSymptom(read('rust_panic.txt'));
    expect(p.messages[0]).toMatch(/^port must be a number/);
    expect(p.frames.some((f) => f.path === 'src/main.rs' && f.line === 2 && f.col === 22)).toBe(true);
    expect(p.frames.find((f) => f.func === 'rustproj::main')).toMatchObject({ path: './src/main.rs', line: 6 });
    expect(p.frames.filter((f) => f.internal).length).toBe(5);
  });

  it('compiler and linter diagnostics: gcc, tsc (plain and pretty), eslint stylish', () => {
    const g = parseSymptom(read('gcc_errors.txt'));
    expect(g.diagnostics.map((d) => [d.path, d.line, d.col, d.severity, d.tool])).toEqual([
      ['main.c', 3, 11, 'warning', 'gcc'], ['main.c', 4, 18, 'error', 'gcc'], ['main.c', 4, 18, 'note', 'gcc'],
    ]);
    for (const name of ['tsc_errors.txt', 'tsc_pretty.txt']) {
      const t = parseSymptom(read(name));
      expect(t.diagnostics.map((d) => [d.path, d.line, d.code])).toEqual([['app.ts', 4, 'TS2322'], ['app.ts', 5, 'TS2345']]);
    }
    const e = parseSymptom(read('eslint_stylish.txt'));
    expect(e.diagnostics.map((d) => [d.path, d.line, d.col, d.code])).toEqual([
      ['/tmp/ck-h7/node/lintme/src/util.js', 2, 9, 'no-unused-vars'], ['/tmp/ck-h7/node/lintme/src/util.js', 3, 14, 'no-undef'],
    ]);
  });

  it('mypy, Go panics, Windows paths and file:// URLs (formats documented by their tools)', () => {
    const p = parseSymptom([
      'app/models.py:12: error: Incompatible return value type (got "int", expected "str")  [return-value]',
      'panic: runtime error: index out of range [5] with length 3',
      '',
      'goroutine 1 [running]:',
      'main.lookup(...)',
      '\t/home/u/proj/cmd/tool/main.go:14 +0x1d',
      'main.main()',
      '\t/home/u/proj/cmd/tool/main.go:20 +0x25',
      'Error: boom',
      '    at run (C:\\work\\proj\\src\\run.ts:3:9)',
      '    at file:///C:/work/proj/src/main.mjs:10:1',
    ].join('\n'));
    expect(p.diagnostics[0]).toMatchObject({ path: 'app/models.py', line: 12, tool: 'mypy', code: 'return-value' });
    expect(p.frames.filter((f) => f.format === 'go').map((f) => [f.func, f.line, f.order])).toEqual([['main.lookup', 14, 1], ['main.main', 20, 0]]);
    expect(p.frames.filter((f) => f.format === 'node').map((f) => f.path)).toEqual(['C:/work/proj/src/run.ts', 'C:/work/proj/src/main.mjs']);
  });

  it('is total: binary noise, empty input and huge lines never throw', () => {
    expect(parseSymptom('')).toMatchObject({ frames: [], messages: [] });
    expect(() => parseSymptom('\u0000\u0001\uFFFD'.repeat(1000))).not.toThrow();
    expect(() => parseSymptom(`${'x'.repeat(200_000)}.py:1\n`)).not.toThrow();
  });
});
