// Long lines are cut to head + tail around a recoverable marker; small elisions are not made at all.
import { describe, it, expect } from 'vitest';
import { normalize } from '../../src/normalize/normalize.js';
import { recall } from '../../src/normalize/recall.js';
import { MAX_MARKER_TOKENS, parseLongLine, parseMarker } from '../../src/normalize/markers.js';
import { LONG_LINE_HEAD, LONG_LINE_TAIL, MAX_LINE_BYTES } from '../../src/normalize/long-lines.js';
import { runCli, isolatedEnv } from '../helpers/cli.js';
import { isolateState, splitLines } from './helpers.js';

isolateState();

/** Returns the lines of `text` with every cut line replaced by the whole line recall gives back. */
function uncut(text: string): string[] {
  return splitLines(text).map((l) => {
    const m = parseLongLine(l);
    return m ? recall(m.key, { lines: [m.line, m.line] }).slice(0, -1) : l;
  });
}

describe('long lines', () => {
  it(`cuts a line over ${MAX_LINE_BYTES} bytes to its first ${LONG_LINE_HEAD} and last ${LONG_LINE_TAIL} bytes, keeping every line number`, () => {
    const minified = `var a=${'1,'.repeat(40_000)}0;`;
    const lines = ['build started', minified, 'ERROR in bundle.js:1:80003 Unexpected token', 'done'];
    const text = `${lines.join('\n')}\n`;
    const r = normalize(text);
    const out = splitLines(r.text);
    expect(out).toHaveLength(4);
    expect(out[0]).toBe('build started');
    expect(out[1]!.startsWith(minified.slice(0, LONG_LINE_HEAD) + ' [ck: cut ')).toBe(true);
    expect(out[1]!.endsWith('] ' + minified.slice(-LONG_LINE_TAIL))).toBe(true);
    expect(parseLongLine(out[1]!)).toEqual({ key: r.key, line: 2 });
    expect(out.slice(2)).toEqual(lines.slice(2));
    expect(uncut(r.text)).toEqual(lines);
    expect(r.elisions).toEqual([{ start: 2, end: 2, lines: 1, tokens: Math.ceil((minified.length - LONG_LINE_HEAD - LONG_LINE_TAIL) / 4), kind: 'long-line' }]);
    expect(normalize(r.text).text).toBe(r.text);
  });

  it('never cuts inside a UTF-8 character', () => {
    const line = 'é'.repeat(5000) + '€'.repeat(3000);
    const r = normalize(`${line}\n`);
    expect(r.text).not.toContain('\ufffd');
    expect(Buffer.byteLength(r.text.split(' [ck: ')[0]!)).toBeLessThanOrEqual(LONG_LINE_HEAD);
    expect(uncut(r.text)).toEqual([line]);
  });

  it('cuts long lines inside a long output too; elided ranges and cut lines are both recalled exactly', () => {
    const lines = Array.from({ length: 3000 }, (_, i) => (i % 700 === 350 ? `payload ${i} ${'x'.repeat(20_000)}` : i === 2000 ? `src/a.ts:${i}:1 - error TS1005: ';' expected` : `step ${i}: compiling unit ${i * 7}`));
    const r = normalize(`${lines.join('\n')}\n`);
    const rebuilt: string[] = [];
    for (const l of splitLines(r.text)) {
      const m = parseMarker(l);
      if (m?.lines) rebuilt.push(...splitLines(recall(m.key!, { lines: m.lines })));
      else rebuilt.push(l);
    }
    expect(uncut(rebuilt.join('\n') + '\n')).toEqual(lines);
    expect(r.text).toContain("src/a.ts:2000:1 - error TS1005: ';' expected");
    expect(normalize(r.text).text).toBe(r.text);
    for (const l of splitLines(r.text)) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(MAX_LINE_BYTES);
  });

  it('maxLineBytes: 0 leaves long lines whole; smaller limits are raised to the minimum', () => {
    const line = 'y'.repeat(10_000);
    expect(normalize(`${line}\n`, { maxLineBytes: 0 }).text).toBe(`${line}\n`);
    expect(normalize(`${'z'.repeat(3000)}\n`, { maxLineBytes: 100 }).text).toBe(`${'z'.repeat(3000)}\n`);
  });

  it('ck normalize cuts a 2 MB line, ck recall --lines gives it back (subprocess)', () => {
    const env = isolatedEnv();
    const line = `{"data":"${'q'.repeat(2 * 1024 * 1024)}"} trailing`;
    const res = runCli(['normalize', '--tool', 'bash'], { input: `${line}\n`, env });
    expect(res.code).toBe(0);
    expect(res.stdout.length).toBeLessThan(MAX_LINE_BYTES);
    const m = parseLongLine(res.stdout);
    expect(m?.line).toBe(1);
    const back = runCli(['recall', m!.key, '--lines', '1-1'], { env });
    expect(back.code).toBe(0);
    expect(back.stdout === `${line}\n`).toBe(true);
    expect(runCli(['normalize', '--tool', 'bash'], { input: res.stdout, env }).stdout).toBe(res.stdout);
  });
});

describe('minimum elision size', () => {
  const filler = (i: number): string => `step ${i}: compiling unit ${i * 7}`;
  const log = (gap: number): string[] => {
    const lines: string[] = [];
    for (let i = 0; i < 200; i++) lines.push(filler(i));
    lines.push('src/a.ts:1:1 - error TS1005: first');
    for (let i = 0; i < gap; i++) lines.push(`ok ${i}`);
    lines.push('src/b.ts:2:2 - error TS1005: second');
    for (let i = 0; i < 200; i++) lines.push(filler(i + 1000));
    return lines;
  };

  it('a gap that would save fewer tokens than its marker costs stays in the output', () => {
    // 5 lines between the two errors: their context takes 2, the 3 left are ~3 tokens, far under a marker.
    const lines = log(5);
    const r = normalize(`${lines.join('\n')}\n`);
    const out = splitLines(r.text);
    for (let i = 0; i < 5; i++) expect(out).toContain(`ok ${i}`);
    for (const e of r.elisions) expect(e.tokens).toBeGreaterThan(MAX_MARKER_TOKENS);
    expect(normalize(r.text).text).toBe(r.text);
  });

  it('a gap worth more than its marker is elided', () => {
    const lines = log(60);
    const r = normalize(`${lines.join('\n')}\n`);
    const gap = r.elisions.find((e) => e.start > 201 && e.end < 263);
    expect(gap).toBeDefined();
    expect(gap!.tokens).toBeGreaterThan(MAX_MARKER_TOKENS);
    expect(normalize(r.text).text).toBe(r.text);
  });
});
