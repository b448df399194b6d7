import { describe, it, expect, beforeAll } from 'vitest';
import fc from 'fast-check';
import { normalize } from '../../src/normalize/normalize.js';
import { isMarkerLine } from '../../src/normalize/markers.js';
import { cleanedText, isolateState, reconstruct, splitLines } from './helpers.js';

beforeAll(() => {
  isolateState();
});

const ESC = '\x1b';
const noise = fc.tuple(fc.constantFrom('compiling', 'fetch GET 200', 'progress', 'info: step', 'resolving deps', '  building'), fc.nat(99999))
  .map(([w, n]) => `${w} ${n} ok`);
const signal = fc.constantFrom(
  'error: could not compile `demo`',
  'src/app.ts:12:5 - error TS2322: Type mismatch',
  'Traceback (most recent call last):',
  '  File "app.py", line 3, in main',
  'KeyError: \'b\'',
  'FAILED tests/test_x.py::test_y - assert 1 == 2',
  '3 failed, 10 passed in 0.12s',
  'npm ERR! code ENOENT',
  'warning: unused variable `x`',
  '    at Object.<anonymous> (/work/a.js:1:7)',
  '@@ -1,3 +1,4 @@',
  '+added line',
  '-removed line',
);
const decorated = (s: string) => fc.constantFrom(s, `${ESC}[31m${s}${ESC}[0m`, `${ESC}[1m${s}${ESC}[22m`);
const block = fc.oneof(
  { weight: 6, arbitrary: noise.chain(decorated).map((l) => [l]) },
  { weight: 2, arbitrary: signal.chain(decorated).map((l) => [l]) },
  { weight: 1, arbitrary: fc.tuple(noise, fc.integer({ min: 2, max: 40 })).map(([l, k]) => Array(k).fill(l)) },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 30 }).map((k) => Array.from({ length: k }, (_, i) => (i % 2 ? '\\ working' : '/ working'))) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }).map((k) => Array(k).fill('')) },
  { weight: 1, arbitrary: fc.nat(100).map((p) => [`${p}%\r${Math.min(100, p + 10)}%\r100% done`]) },
  { weight: 1, arbitrary: fc.constantFrom(['[ck: elided lines 3-9 (7 lines, ~40 tokens); recover: ck recall 0123456789ab --lines 3-9]'], ['  [ck: something odd]']) },
);
const log = fc.tuple(fc.array(block, { maxLength: 120 }), fc.boolean()).map(([blocks, nl]) => {
  const lines = blocks.flat();
  return lines.join('\n') + (nl && lines.length ? '\n' : '');
});

describe('normalize properties', () => {
  it('is idempotent on generated logs (bash)', () => {
    fc.assert(
      fc.property(log, (x) => {
        const once = normalize(x, { tool: 'bash' }).text;
        expect(normalize(once, { tool: 'bash' }).text).toBe(once);
      }),
      { numRuns: 150 },
    );
  });

  it('is idempotent with small thresholds (long-output path on every input)', () => {
    fc.assert(
      fc.property(log, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (x, head, tail) => {
        const opts = { tool: 'bash' as const, minLines: 0, minTokens: 0, headLines: head, tailLines: tail };
        const once = normalize(x, opts).text;
        expect(normalize(once, opts).text).toBe(once);
      }),
      { numRuns: 150 },
    );
  });

  it('accounts for every removed line: recall of each marker gives back exactly the cleaned text', () => {
    fc.assert(
      fc.property(log, (x) => {
        const r = normalize(x, { tool: 'bash', minLines: 0, minTokens: 0, headLines: 2, tailLines: 2 });
        expect(reconstruct(r)).toEqual(splitLines(cleanedText(x)));
        // Markers of this run are exactly the elisions reported.
        const own = splitLines(r.text).filter((l) => isMarkerLine(l) && r.key !== null && l.includes(r.key));
        expect(own.length).toBe(r.elisions.length);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps every signal line verbatim', () => {
    fc.assert(
      fc.property(log, (x) => {
        const r = normalize(x, { tool: 'bash', minLines: 0, minTokens: 0, headLines: 0, tailLines: 0 });
        const out = new Set(splitLines(r.text));
        for (const line of splitLines(cleanedText(x))) {
          if (/error|Traceback|KeyError|FAILED|failed|ERR!|warning|^\s+at |^@@|line 3/.test(line)) {
            expect(out.has(line), `signal line lost: ${line}`).toBe(true);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('leaves no escape byte and no carriage return in any output', () => {
    fc.assert(
      fc.property(log, (x) => {
        const t = normalize(x).text;
        expect(t.includes('\x1b')).toBe(false);
        expect(t.includes('\r')).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it.each(['web', 'grep', 'read', 'json', 'auto'] as const)('is idempotent and accounts for every line with --tool %s', (tool) => {
    const grepish = fc.array(fc.tuple(fc.constantFrom('src/a.ts', 'src/b.py', 'lib/c.go'), fc.nat(500), noise), { maxLength: 80 })
      .map((rows) => rows.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0)).map(([f, n, t]) => `${f}:${n}:${t}`).join('\n'));
    const jsonish = fc.array(fc.record({ id: fc.nat(), name: fc.string({ maxLength: 8 }), tags: fc.array(fc.nat(), { maxLength: 15 }) }), { maxLength: 30 })
      .chain((items) => fc.constantFrom(JSON.stringify({ items }), JSON.stringify({ items }, null, 2), JSON.stringify(items, null, '\t')));
    fc.assert(
      fc.property(fc.oneof(log, grepish, jsonish), (x) => {
        const opts = { tool, minLines: 10, minTokens: 0, grepPerFile: 2 };
        const r = normalize(x, opts);
        expect(normalize(r.text, opts).text).toBe(r.text);
        if (r.stats.tool !== 'json') expect(reconstruct(r)).toEqual(splitLines(cleanedText(x)));
        else expect(JSON.parse(r.text)).toBeDefined();
      }),
      { numRuns: 60 },
    );
  });

  it('is idempotent on arbitrary strings and bytes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 })), (x) => {
        const once = normalize(x).text;
        expect(normalize(once).text).toBe(once);
      }),
      { numRuns: 150 },
    );
  });
});
