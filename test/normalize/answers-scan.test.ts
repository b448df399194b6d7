// The oracles' shared line scan (src/normalize/answers/text.ts scanLines): one pass for the line rules of every oracle
// that reads a text, each line handed once to exactly the rules whose literals it holds; and the whole-text gates
// folded into that pass keep the answers they guarded (issue 43, the guard's cost on a 1 MB output).
import { describe, expect, it } from 'vitest';
import { scanLines, gate, type LineRule } from '../../src/normalize/answers/scan.js';
import { StringText, BytesText } from '../../src/normalize/answers/oracle-text.js';
import { readFileSync } from 'node:fs';
import { answersByEach, checkAnswers, recognize, ORACLES } from '../../src/normalize/answers/index.js';
import { normalize } from '../../src/normalize/index.js';
import { buildLongLog } from '../../bench/fixtures/long-log.mjs';
import { isolateState } from './helpers.js';

/** Returns [rule name, line, start] for each call the scan made, in call order; the same lines when read from bytes. */
function scan(text: string, rules: Record<string, Omit<LineRule, 'onLine'>>): [string, string, number][] {
  const run = (t: StringText | BytesText): [string, string, number][] => {
    const calls: [string, string, number][] = [];
    scanLines(t, Object.entries(rules).map(([name, r]) => ({ ...r, onLine: (line: string, start: number) => void calls.push([name, line, start]) })));
    return calls;
  };
  const calls = run(new StringText(text));
  expect(run(new BytesText(Buffer.from(text, 'utf8'))).map((c) => c.slice(0, 2))).toEqual(calls.map((c) => c.slice(0, 2)));
  return calls;
}

describe('scanLines', () => {
  it('hands each line once to each rule whose needles it holds, in text order', () => {
    const text = 'error: a\nx: error: y and error: z\nplain\nFound 2 errors\n';
    expect(scan(text, { diag: { needles: [': error: ', '\nFound '] }, pkg: { needles: ['\nerror: ', ' errors\n'] } })).toEqual([
      ['pkg', 'error: a', 0],
      ['diag', 'x: error: y and error: z', 9],
      ['diag', 'Found 2 errors', 40],
      ['pkg', 'Found 2 errors', 40],
    ]);
  });

  it('a line-start needle matches the first line; a line-end needle needs the newline', () => {
    expect(scan('Found 1 error', { r: { needles: ['\nFound ', ' error\n'] } })).toEqual([['r', 'Found 1 error', 0]]);
    expect(scan('x\n1 error', { r: { needles: [' error\n'] }, s: { needles: ['\nx'] } })).toEqual([['s', 'x', 0]]);
    expect(scan('x\n1 error\n', { r: { needles: [' error\n'] }, s: { needles: ['\nx'] } })).toEqual([['s', 'x', 0], ['r', '1 error', 2]]);
  });

  it("a pattern rule gets only the lines its regex matches, found through its matches' literals", () => {
    const text = 'at 12:30:45 ok\na.py:1:8: F401 unused\nb.py:3:1: E302 blank\n';
    expect(scan(text, { ruff: { needles: [':1', ':3'], pattern: /:\d+:\d+: [A-Z]{1,4}\d{2,4} / } }).map((c) => c[1])).toEqual([
      'a.py:1:8: F401 unused', 'b.py:3:1: E302 blank',
    ]);
  });

  it('a gate runs its pass once, at the first line holding its literal, and never without one', () => {
    let runs = 0;
    scanLines(new StringText('a  error  b\nc  error  d\n'), [gate(['  error  '], () => runs++)]);
    expect(runs).toBe(1);
    scanLines(new StringText('no rows here\n'), [gate(['  error  '], () => runs++)]);
    expect(runs).toBe(1);
  });

  it('finds a non-ASCII needle in bytes, and hands out the decoded lines', () => {
    const text = 'é ok\n✖ 2 problems (2 errors)\nnaïve: error: x\n';
    expect(scan(text, { a: { needles: ['\n✖ '] }, b: { needles: [': error: '] } }).map((c) => c.slice(0, 2))).toEqual([
      ['a', '✖ 2 problems (2 errors)'], ['b', 'naïve: error: x'],
    ]);
  });

  it('reads around a line alike from a string and from bytes', () => {
    const text = 'α\nerror[E0425]: ünknown\n  --> src/λ.rs:3:9\nIn Foo.php line 1:\n  bäd\n\nnext\n';
    for (const t of [new StringText(text), new BytesText(Buffer.from(text, 'utf8'))]) {
      const seen: string[] = [];
      scanLines(t, [{ needles: ['--> ', '\nIn '], onLine: (line, start) => {
        seen.push(t.lineBefore(start), t.lineAfter(start), t.after(t.offset(start, line.slice(0, 2)), 4), t.block(start));
      } }]);
      expect(seen).toEqual([
        'error[E0425]: ünknown', 'In Foo.php line 1:', '--> ', '  --> src/λ.rs:3:9\nI',
        '  --> src/λ.rs:3:9', '  bäd', ' Foo', 'In Foo.php line 1:\n  bäd\n\nn',
      ]);
      expect(t.whole()).toBe(text);
    }
  });

  it('refuses a needle that spans lines', () => {
    expect(() => scanLines(new StringText('a'), [{ needles: ['a\nb'], onLine: () => {} }])).toThrow(/spans lines/);
  });
});

describe('the gates folded into the scan keep their answers', () => {
  const answers = (name: string, text: string): string[] => answersByEach(ORACLES.filter((o) => o.name === name), text)[0]!;

  it('composer: an error box at a line start, also after a carriage return or a line separator', () => {
    const box = 'In Foo.php line 12:\n  Bad thing happened\n  to you\n\nnext\n';
    expect(answers('packages', `log\n${box}`)).toEqual(['error Bad thing happened to you']);
    expect(answers('packages', `log\r${box}`)).toEqual(['error Bad thing happened to you']);
    expect(answers('packages', `log\u2028${box}`)).toEqual(['error Bad thing happened to you']);
    expect(answers('packages', `log In Foo.php line 12:\n  Bad\n\nnext\n`)).toEqual([]);
  });

  it('ESLint rows and Ruff concise lines are read when the text holds them, in one scan with the other oracles', () => {
    const text = 'src/a.js\n  3:7  error  x is undefined  no-undef\n\na.py:1:8: F401 `os` imported but unused\nFound 2 errors.\n';
    const oracles = recognize(text);
    expect(oracles.map((o) => o.name)).toContain('diagnostics');
    expect(answersByEach(oracles, text)[oracles.findIndex((o) => o.name === 'diagnostics')]).toEqual([
      'diag a.py:1:8 F401', 'diag src/a.js:3:7 no-undef', 'summary Found 2 errors.',
    ]);
  });
});

describe('the guard reads the cleaned output from its bytes', () => {
  const cases: { file: string }[] = JSON.parse(readFileSync(new URL('../fixtures/answers/cases.json', import.meta.url), 'utf8'));
  const fixture = (file: string): string => readFileSync(new URL(`../fixtures/answers/${file}`, import.meta.url), 'utf8');

  it('gives the checks the decoded text gives, on every captured output and on long logs (head and tail decoded alone)', () => {
    isolateState();
    const wide = (n: number): string => `${'src/ü.ts(4,20): error TS2322: ✓ 𝒳\n'}${'  ünïcödé ✓ 𝒳 ∑ line\n'.repeat(n)}Found 1 error.\n`;
    const raws = [
      ...cases.map((c) => fixture(c.file)),
      ...[300_000, 1_200_000].map((n) => buildLongLog({ minBytes: n }).subarray(0, n).toString('utf8')),
      wide(8_000), wide(8_001), wide(8_002), // mostly not ASCII: the head and tail are decoded from their longer spans
    ];
    let recognized = 0;
    for (const raw of raws) {
      const r = normalize(raw, { tool: 'bash' });
      if (!r.cleanedText) continue; // an output normalize passes through whole: the guard reads the raw text
      const decoded = checkAnswers(raw, r.text, r.cleanedText!());
      expect(checkAnswers(raw, r.text, Buffer.from(r.cleanedText!(), 'utf8'))).toEqual(decoded);
      expect(checkAnswers(raw, r.text, r.cleaned!())).toEqual(decoded);
      if (decoded.length > 0) recognized++;
    }
    expect(recognized).toBeGreaterThan(cases.length / 2);
  });

  it('bytes that are not UTF-8 are read decoded, as before', () => {
    const text = 'src/a.ts(4,20): error TS2322: bad \xff\nFound 1 error.\n';
    const bytes = Buffer.from(text, 'latin1');
    const checks = checkAnswers(text, 'Found 1 error.\n', bytes);
    expect(checks).toEqual(checkAnswers(text, 'Found 1 error.\n', bytes.toString('utf8')));
    expect(checks[0]!.missing).toEqual(['diag src/a.ts:4:20 TS2322']);
  });
});
