import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lineOps, DEFAULT_LINE_OPS } from '../../src/kernels/lines.js';
import { SIGNAL_KEYWORDS, FLAG_BLANK, FLAG_KEYWORD, FLAG_LOCATION, FLAG_MARKER, RUN_ALTERNATE, RUN_BLANK, RUN_REPEAT } from '../../src/kernels/lines-abi.js';

const enc = new TextEncoder();
const FIXTURES = new URL('../fixtures/outputs/', import.meta.url).pathname;

/** Reference line split: JS split on '\n' without the empty element after a trailing newline. */
function refLines(text: string): string[] {
  if (text === '') return [];
  const parts = text.split('\n');
  if (text.endsWith('\n')) parts.pop();
  return parts;
}

function linesOf(buf: Uint8Array, impl: 'wasm' | 'js'): string[] {
  const ops = lineOps(buf, DEFAULT_LINE_OPS, impl);
  const dec = new TextDecoder();
  const out: string[] = [];
  for (let i = 0; i < ops.count; i++) out.push(dec.decode(buf.subarray(ops.starts[i], ops.starts[i + 1]! - 1)));
  return out;
}

const fixtureFiles = (): string[] => {
  try {
    return readdirSync(FIXTURES).filter((f) => f.endsWith('.txt'));
  } catch {
    return [];
  }
};

describe.each(['wasm', 'js'] as const)('lineOps (%s)', (impl) => {
  it('splits lines like String.split without the trailing empty line', () => {
    for (const text of ['', 'a', 'a\n', 'a\n\n', '\n', '\n\n', 'a\nb', 'a\r\nb\n', 'x\n\ny\n']) {
      expect(linesOf(enc.encode(text), impl)).toEqual(refLines(text));
    }
  });

  it('finds repeat, alternation and blank runs', () => {
    const text = ['start', 'a', 'a', 'a', 'a', 'x', '|', '/', '|', '/', '|', '/', '|', 'y', '', ' ', '', '', 'z', '[ck: m]', '[ck: m]', '[ck: m]'].join('\n');
    const ops = lineOps(enc.encode(text), DEFAULT_LINE_OPS, impl);
    expect(Array.from(ops.runs)).toEqual([RUN_REPEAT, 1, 5, RUN_ALTERNATE, 6, 13, RUN_BLANK, 14, 18]);
    expect(ops.flags[19]! & FLAG_MARKER).toBe(FLAG_MARKER);
  });

  it('flags keywords, locations and blanks', () => {
    const text = 'all good\nERROR: boom\nsrc/a.ts:12:3 hello\n  File "x.py", line 3, in f\n   \t\n12:30:00 tick\nnpm ERR! x\n';
    const ops = lineOps(enc.encode(text), DEFAULT_LINE_OPS, impl);
    const f = Array.from(ops.flags);
    expect(f[0]! & (FLAG_KEYWORD | FLAG_LOCATION)).toBe(0);
    expect(f[1]! & FLAG_KEYWORD).toBe(FLAG_KEYWORD);
    expect(f[2]! & FLAG_LOCATION).toBe(FLAG_LOCATION);
    expect(f[3]! & FLAG_LOCATION).toBe(FLAG_LOCATION);
    expect(f[4]! & FLAG_BLANK).toBe(FLAG_BLANK);
    expect(f[5]! & FLAG_LOCATION).toBe(0);
    expect(f[6]! & FLAG_KEYWORD).toBe(FLAG_KEYWORD);
  });
});

describe('lineOps with a run minimum of 1', () => {
  // The kernel's runs table holds runs of 2 lines or more (half the line count); a minimum of 1 would write past it.
  const soup = enc.encode(Array.from({ length: 400 }, (_, i) => (i % 3 ? 'same' : i % 2 ? '' : 'other')).join('\n'));
  it('is computed by the TS twin, never by the kernel', () => {
    for (const opts of [{ ...DEFAULT_LINE_OPS, minRepeat: 1 }, { ...DEFAULT_LINE_OPS, minBlank: 1 }, { ...DEFAULT_LINE_OPS, minAlternate: 1 }]) {
      const a = lineOps(soup, opts);
      const b = lineOps(soup, opts, 'js');
      expect(Array.from(a.runs)).toEqual(Array.from(b.runs));
      expect(() => lineOps(soup, opts, 'wasm')).toThrow(/runs of 2 lines or more/);
    }
  });
});

describe('lineOps wasm and js twins agree', () => {
  const same = (buf: Uint8Array): void => {
    const a = lineOps(buf, DEFAULT_LINE_OPS, 'wasm');
    const b = lineOps(buf, DEFAULT_LINE_OPS, 'js');
    expect(a.count).toBe(b.count);
    expect(Array.from(a.starts)).toEqual(Array.from(b.starts));
    expect(Array.from(a.flags)).toEqual(Array.from(b.flags));
    expect(Array.from(a.hashes)).toEqual(Array.from(b.hashes));
    expect(Array.from(a.runs)).toEqual(Array.from(b.runs));
  };

  it('on every captured real output', () => {
    const files = fixtureFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) same(readFileSync(join(FIXTURES, f)));
  });

  it('on random line soups (property)', () => {
    const line = fc.constantFrom('', ' ', 'a', 'b', 'Error: x', 'warn', 'f.py:3', '[ck: m]', 'é×', 'line 4', '\t');
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), fc.boolean(), (ls, nl) => {
        same(enc.encode(ls.join('\n') + (nl ? '\n' : '')));
      }),
      { numRuns: 300 },
    );
  });

  it('on every keyword, in any ASCII case (the wasm table is generated from SIGNAL_KEYWORDS)', () => {
    for (const k of SIGNAL_KEYWORDS) {
      for (const variant of [k, k.toUpperCase(), `x ${k} y`]) {
        const buf = enc.encode(variant);
        expect(lineOps(buf, DEFAULT_LINE_OPS, 'wasm').flags[0]! & FLAG_KEYWORD, variant).toBe(FLAG_KEYWORD);
        expect(lineOps(buf, DEFAULT_LINE_OPS, 'js').flags[0]! & FLAG_KEYWORD, variant).toBe(FLAG_KEYWORD);
      }
    }
  });

  it('flags keywords only where the classifier can accept them (word start, uppercase, symbol)', () => {
    const text = 'verror pkg\nKeyError: x\nECONNREFUSED\nes-errors@1\nterror\na\u2717 b\n';
    for (const impl of ['wasm', 'js'] as const) {
      const f = Array.from(lineOps(enc.encode(text), DEFAULT_LINE_OPS, impl).flags).map((x) => x & FLAG_KEYWORD);
      expect(f, impl).toEqual([0, 1, 1, 1, 0, 1]);
    }
  });

  it('on keyword, location and separator fragments at every offset of the kernel 8-byte words (property)', () => {
    const piece = fc.oneof(
      fc.constantFrom(...SIGNAL_KEYWORDS),
      fc.constantFrom(...SIGNAL_KEYWORDS).map((k) => k.toUpperCase()),
      fc.constantFrom(' ', '\t', ':', '(', '\n', 'line ', 'a', 'Z', '7', '42', 'x.py:', 'é', '\u2717', '\r', '\x0b', '\x0c', '[ck: ', '"', 'at ', '... '),
    );
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }), (ps) => same(enc.encode(ps.join('')))), { numRuns: 500 });
  });

  it('on random bytes (property)', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 400 }), (b) => same(b)), { numRuns: 300 });
  });
});
