// Go's symptom dialects (src/languages/go/dialects.ts) on output the go command printed (test/fixtures/symptoms/go,
// captured with go 1.19.8 on test/fixtures/repos/goproj) and on documented shapes (testify, `created by`).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSymptom } from '../../../src/slice/symptom/index.js';

const fixture = (name: string): string => readFileSync(fileURLToPath(new URL(`../../fixtures/symptoms/go/${name}`, import.meta.url)), 'utf8');

describe('Go symptoms', () => {
  it('a panic: its message and its goroutine frames, innermost last', () => {
    const p = parseSymptom(fixture('panic_index.txt'));
    expect(p.exceptionTypes).toEqual(['panic']);
    expect(p.messages).toEqual(['runtime error: index out of range [2] with length 1']);
    expect(p.frames.map((f) => [f.path, f.line, f.func, f.format, f.order])).toEqual([
      ['/home/dev/shop/internal/cart/cart.go', 35, 'example.com/shop/internal/cart.(*Cart).Item', 'go', 1],
      ['/home/dev/shop/cmd/shop/main.go', 19, 'main.main', 'go', 0],
    ]);
  });

  it('go test: the failing test, its location completed by the package line, its message', () => {
    const p = parseSymptom(fixture('go_test_fail.txt'));
    expect(p.tests).toEqual(['TestTotal']);
    expect(p.frames.map((f) => [f.path, f.line, f.func, f.format])).toEqual([['example.com/shop/internal/cart/cart_test.go', 13, 'TestTotal', 'go-test']]);
    expect(p.messages).toEqual(['Total() = 80, want 100']);
  });

  it('compiler and go vet diagnostics', () => {
    expect(parseSymptom(fixture('go_build_undefined.txt')).diagnostics).toEqual([
      { path: 'pricing/pricing.go', line: 17, col: 15, severity: 'error', message: 'undefined: money.Rund', tool: 'go' },
    ]);
    expect(parseSymptom(fixture('go_vet_printf.txt')).diagnostics.map((d) => [d.path, d.line, d.tool])).toEqual([['cmd/shop/main.go', 18, 'go']]);
    // A `# pkg` header names the package of `./` paths (go vet run inside a package folder).
    const d = parseSymptom('# example.com/shop/pricing\n./pricing.go:17:15: undefined: money.Rund\n').diagnostics[0]!;
    expect(d.path).toBe('example.com/shop/pricing/pricing.go');
  });

  it('testify failures, goroutines created by a function, fatal errors, runtime frames', () => {
    const t = parseSymptom([
      '--- FAIL: TestParse (0.00s)',
      '    --- FAIL: TestParse/empty (0.00s)',
      '        parse_test.go:41: ',
      '            \tError Trace:\t/src/app/parse_test.go:41',
      '            \tError:      \tNot equal: ',
      'FAIL',
      'FAIL\tgithub.com/acme/app\t0.004s',
    ].join('\n'));
    expect(t.tests).toEqual(['TestParse', 'TestParse/empty']);
    expect(t.frames.map((f) => [f.path, f.line])).toEqual([['github.com/acme/app/parse_test.go', 41], ['/src/app/parse_test.go', 41]]);
    expect(t.messages).toEqual(['Not equal:']);
    const g = parseSymptom([
      'fatal error: all goroutines are asleep - deadlock!',
      '',
      'goroutine 1 [chan receive]:',
      'main.main()',
      '\t/usr/local/go/src/runtime/chan.go:10 +0x1',
      'created by main.start in goroutine 1',
      '\t/app/main.go:30 +0x5',
    ].join('\n'));
    expect(g.messages).toEqual(['all goroutines are asleep - deadlock!']);
    expect(g.frames.map((f) => [f.func, f.internal])).toEqual([['main.main', true], ['main.start', false]]);
  });

  it('a markdown heading is not a package header, and a Python traceback is untouched', () => {
    const p = parseSymptom('# Description\nsee x.py:12\n');
    expect(p.frames.map((f) => [f.path, f.format])).toEqual([['x.py', 'path']]);
  });
});
