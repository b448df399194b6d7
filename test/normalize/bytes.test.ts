import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { charCount, lineSlice } from '../../src/normalize/bytes.js';

describe.each(['wasm', 'js', undefined] as const)('charCount (%s)', (impl) => {
  it('equals the UTF-16 length of the decoded text, for valid UTF-8 at every alignment (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.integer({ min: 0, max: 3 }), (s, pad) => {
        const b = Buffer.concat([Buffer.alloc(pad), Buffer.from(s, 'utf8')]).subarray(pad);
        expect(charCount(b, impl)).toBe(s.length);
      }),
      { numRuns: 500 },
    );
  });

  it('equals the length of the replacement-decoded text for arbitrary bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (b) => {
        expect(charCount(b, impl)).toBe(Buffer.from(b).toString('utf8').length);
      }),
      { numRuns: 500 },
    );
  });
});

describe('charCount of long texts (counted in pieces)', () => {
  it.each(['wasm', 'js', undefined] as const)('counts characters cut by a piece boundary once (%s)', (impl) => {
    // 2-, 3- and 4-byte characters placed across every byte offset of the first piece boundaries, and ASCII pieces.
    for (const ch of ['é', '⠙', '😀']) {
      for (let shift = 0; shift < 4; shift++) {
        const s = 'a'.repeat(65536 - shift) + ch.repeat(3) + 'b'.repeat(70000) + ch;
        expect(charCount(Buffer.from(s, 'utf8'), impl, true)).toBe(s.length);
      }
    }
  });
});

describe('lineSlice', () => {
  it('decodes a range as toString does, by Latin-1 for ASCII and by UTF-8 otherwise (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), fc.nat(), fc.nat(), (s, x, y) => {
        const b = Buffer.from(s, 'utf8');
        const [from, to] = [x % (b.length + 1), y % (b.length + 1)].sort((p, q) => p - q) as [number, number];
        const ascii = b.subarray(from, to).every((c) => c < 0x80);
        expect(lineSlice(b, from, to, ascii)).toBe(b.toString('utf8', from, to));
      }),
      { numRuns: 500 },
    );
  });
});
