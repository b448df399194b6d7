// fitToChars (src/normalize/fit.ts): a normalized output cut to a hard character limit, signal lines last, every
// removal a marker whose range `recall` gives back from the same spill key.
import { describe, it, expect } from 'vitest';
import { normalize } from '../../src/normalize/normalize.js';
import { fitToChars } from '../../src/normalize/fit.js';
import { elidedMarker, elidedMarkerLength, parseMarker } from '../../src/normalize/markers.js';
import { recall } from '../../src/normalize/recall.js';
import { isolateState, splitLines } from './helpers.js';

isolateState();

/** A long log: uneventful lines with `errors` signal lines scattered through it, one every `every` lines. */
function log(lines: number, every: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(i % every === every - 1 ? `src/mod${i}.ts:${i}:3 - error TS2322: value ${i} is not assignable` : `compiled chunk ${i} of the bundle in ${i % 97} ms`);
  return `${out.join('\n')}\n`;
}

/** Returns every marker of `text` checked against recall: its range holds exactly the lines it claims. */
function checkMarkers(text: string, original: string): number {
  const lines = splitLines(original);
  let n = 0;
  for (const line of splitLines(text)) {
    const m = parseMarker(line);
    if (!m?.lines || !m.key) continue;
    const [a, b] = m.lines;
    expect(recall(m.key, { lines: [a, b] })).toBe(`${lines.slice(a - 1, b).join('\n')}\n`);
    n++;
  }
  return n;
}

describe('fitToChars', () => {
  it('returns a text that already fits unchanged', () => {
    const r = normalize(log(2000, 100), { tool: 'bash' });
    const f = fitToChars(r, r.text.length)!;
    expect(f.level).toBe('whole');
    expect(f.text).toBe(r.text);
  });

  it('keeps every signal line (and markers recall exactly what they name) when the limit forces lines out', () => {
    const input = log(20_000, 150);
    const r = normalize(input, { tool: 'bash' });
    expect(r.text.length).toBeGreaterThan(30_000);
    const f = fitToChars(r, 30_000)!;
    expect(f.text.length).toBeLessThanOrEqual(30_000);
    expect(f.signalDropped).toBe(0);
    for (const l of splitLines(input).filter((x) => x.includes('error TS'))) expect(f.text).toContain(l);
    expect(checkMarkers(f.text, input)).toBeGreaterThan(0);
    expect(fitToChars(r, 30_000)!.text).toBe(f.text); // deterministic
  });

  it('when signal lines alone exceed the limit: each distinct one first, from both ends, the rest recoverable', () => {
    const input = log(20_000, 4);
    const r = normalize(input, { tool: 'bash' });
    const f = fitToChars(r, 10_000)!;
    expect(f.level).toBe('partial-signal');
    expect(f.text.length).toBeLessThanOrEqual(10_000);
    expect(f.signalDropped).toBeGreaterThan(0);
    const kept = splitLines(input).filter((x) => x.includes('error TS'));
    expect(f.text).toContain(kept[0]);
    expect(f.text).toContain(kept[kept.length - 1]);
    checkMarkers(f.text, input);
  });

  it('spills an output normalize left unchanged, so its markers can still be recalled', () => {
    const input = Array.from({ length: 30 }, (_, i) => `error ${i}: ${'x'.repeat(2000)}`).join('\n') + '\n';
    const r = normalize(input, { tool: 'bash' });
    expect(r.key).toBeNull();
    const f = fitToChars(r, 20_000)!;
    expect(f.text.length).toBeLessThanOrEqual(20_000);
    expect(f.key).toMatch(/^[0-9a-f]{12}$/);
    checkMarkers(f.text, input);
  });

  it('returns undefined when not even a marker fits', () => {
    const r = normalize(log(20_000, 40), { tool: 'bash' });
    expect(fitToChars(r, 10)).toBeUndefined();
  });
});

describe('elidedMarkerLength', () => {
  it('is the length of elidedMarker for every size of line numbers and token counts', () => {
    for (const key of ['0123456789ab', 'abc']) {
      for (const a of [1, 9, 10, 99, 100, 12345, 999_999, 1_234_567]) {
        for (const span of [0, 1, 9, 90, 5000]) {
          for (const tokens of [0, 1, 9, 10, 999, 1000, 1234, 9999, 10_000, 123_456, 999_999, 1_000_000, 2.5e7, 12.5]) {
            expect(elidedMarkerLength(key, a, a + span, tokens), `${key} ${a} ${span} ${tokens}`).toBe(elidedMarker(key, a, a + span, tokens).length);
          }
        }
      }
    }
  });
});
