import { describe, it, expect } from 'vitest';
import { normalize } from '../../src/normalize/normalize.js';
import { isMarkerLine } from '../../src/normalize/markers.js';
import { recall } from '../../src/normalize/recall.js';
// @ts-expect-error plain .mjs shared with the benchmarks
import { loadFixtures, buildLongLog, signalPatterns } from '../../bench/fixtures/long-log.mjs';
import { cleanedText, isolateState, reconstruct, splitLines } from './helpers.js';

interface Fixture { name: string; bytes: Buffer; expect: { tool?: string; signal: string[]; maxRatio?: number } | null }

isolateState(); // before the describe bodies below normalize (and spill) at collection time

const fixtures = (loadFixtures() as Fixture[]).filter((f) => f.expect);

/** Asserts that every cleaned line matching one of `patterns` appears verbatim in `text`; returns how many. */
function expectSignalKept(cleaned: string, text: string, patterns: RegExp[]): number {
  const out = new Set(splitLines(text));
  let n = 0;
  for (const line of splitLines(cleaned)) {
    if (!patterns.some((p) => p.test(line))) continue;
    n++;
    expect(out.has(line), `signal line lost: ${line}`).toBe(true);
  }
  return n;
}

describe('T1 on real captured outputs', () => {
  it('has the captured fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
  });

  describe.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    const cleaned = cleanedText(f.bytes);
    const r = normalize(f.bytes, { tool: 'bash' });

    it('keeps every signal line verbatim', () => {
      const kept = expectSignalKept(cleaned, r.text, f.expect!.signal.map((s) => new RegExp(s)));
    expect(kept).toBeGreaterThanOrEqual(f.expect!.signal.length ? 1 : 0);
    });

    it('leaves no escape byte and no carriage return', () => {
      expect(r.text).not.toMatch(/[\x1b\r]/);
    });

    it('accounts for every removed line through recall', () => {
      expect(reconstruct(r)).toEqual(splitLines(cleaned));
    });

    it('is idempotent', () => {
      expect(normalize(r.text, { tool: 'bash' }).text).toBe(r.text);
    });

    if (f.expect!.maxRatio !== undefined) {
      it(`shrinks to at most ${f.expect!.maxRatio} of its tokens`, () => {
        expect(r.tokensAfter / r.tokensBefore).toBeLessThanOrEqual(f.expect!.maxRatio!);
      });
    }
  });
});

describe('T1 on a 100k-line log built from the real outputs', () => {
  const input: Buffer = buildLongLog({ minLines: 100_000 });
  const r = normalize(input, { tool: 'bash' });
  const cleaned = cleanedText(input);

  it('is at most 20% of the input tokens', () => {
    expect(splitLines(cleaned).length).toBeGreaterThanOrEqual(100_000);
    expect(r.tokensAfter / r.tokensBefore).toBeLessThanOrEqual(0.2);
  });

  it('keeps 100% of the signal lines', () => {
    expect(expectSignalKept(cleaned, r.text, signalPatterns())).toBeGreaterThan(100);
  });

  it('accounts for every removed line and is idempotent', () => {
    // One recall of the whole spill, sliced per marker (recall per marker re-reads 10 MB each time) …
    const all = splitLines(recall(r.key!));
    const rebuilt = reconstruct(r, (_k, a, b) => all.slice(a - 1, b));
    expect(rebuilt.join('\n') === splitLines(cleaned).join('\n')).toBe(true);
    // … and a sample of markers through recall --lines itself.
    for (const e of r.elisions.filter((_, i) => i % 97 === 0)) {
      expect(recall(r.key!, { lines: [e.start, e.end] })).toBe(`${all.slice(e.start - 1, e.end).join('\n')}\n`);
    }
    expect(normalize(r.text, { tool: 'bash' }).text).toBe(r.text);
    expect(splitLines(r.text).filter(isMarkerLine).length).toBe(r.elisions.length);
  });
});
