// The needle-scan kernel (assembly/needles.ts, src/kernels/needles.ts) finds the lines its twin, the regex pass of
// src/normalize/answers/scan.ts, finds: on every output fixture with every oracle's literals, and on the edges (a
// line-start needle on the first line, a line-end needle on a last line without its newline, non-ASCII needles).
import { describe, expect, it, afterEach } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { linesHolding } from '../../src/kernels/needles.js';
import { injectKernelTrap } from '../../src/kernels/wasm.js';
import { kernelFallbacks, resetKernelFallbacks } from '../../src/kernels/fallback.js';
import { scanLines, type LineRule } from '../../src/normalize/answers/scan.js';
import { BytesText, StringText } from '../../src/normalize/answers/oracle-text.js';
import { ORACLES } from '../../src/normalize/answers/index.js';

/** Returns the (start, end) pairs of the lines of `text` holding one of `needles`, found by the regex pass. */
function byRegex(text: string, needles: readonly string[]): number[] {
  const out: number[] = [];
  scanLines(new StringText(Buffer.from(text, 'utf8').toString('latin1')), [{ needles: needles.map((n) => Buffer.from(n, 'utf8').toString('latin1')), onLine: (line, start) => void out.push(start, start + line.length) }]);
  return out;
}

const kernel = (text: string, needles: readonly string[]): number[] => [...linesHolding(Buffer.from(text, 'utf8'), needles)!];

afterEach(() => {
  injectKernelTrap('needles', 0);
  resetKernelFallbacks();
});

describe('needle-scan kernel', () => {
  it('finds the lines the regex finds, with every oracle literal, on every output fixture', () => {
    const rules: LineRule[] = [];
    for (const o of ORACLES) o.extract(new StringText(''), rules);
    const needles = [...new Set(rules.flatMap((r) => r.needles))];
    const dirs = ['outputs', 'answers'].map((d) => new URL(`../fixtures/${d}/`, import.meta.url));
    let lines = 0;
    for (const dir of dirs) {
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.txt'))) {
        const text = readFileSync(new URL(f, dir), 'utf8');
        const want = byRegex(text, needles);
        expect(kernel(text, needles), f).toEqual(want);
        lines += want.length / 2;
      }
    }
    expect(lines).toBeGreaterThan(500);
  });

  it('line-start needles match the first line, line-end needles need their newline', () => {
    const needles = ['\nFound ', ' errors\n', '✖ '];
    for (const text of ['Found 2 errors', 'x\nFound 2 errors\n', 'a\n2 errors', 'a\n2 errors\n✖ 3\n', '', '\n', '\n\nFound \n', 'é ✖ é\nFound']) {
      expect(kernel(text, needles), JSON.stringify(text)).toEqual(byRegex(text, needles));
    }
    expect(kernel('x\nFound 2 errors\n', needles)).toEqual([2, 16]);
  });

  it('a scan over bytes answers the same when the kernel traps (the regex answers, the fallback counted)', () => {
    const text = 'a.py:1:8: F401 x\nsrc/a.ts(4,20): error TS2322: y\nFound 1 error.\n';
    const run = (): [string, number][] => {
      const seen: [string, number][] = [];
      scanLines(new BytesText(Buffer.from(text, 'utf8')), [{ needles: ['): error TS', '\nFound '], onLine: (line, start) => void seen.push([line, start]) }]);
      return seen;
    };
    const want = run();
    expect(want).toEqual([['src/a.ts(4,20): error TS2322: y', 17], ['Found 1 error.', 49]]);
    injectKernelTrap('needles', 1);
    expect(run()).toEqual(want);
    expect(kernelFallbacks()).toEqual({ needles: 1 });
  });
});
