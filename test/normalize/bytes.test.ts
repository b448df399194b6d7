import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { charCount } from '../../src/normalize/bytes.js';

describe.each(['wasm', 'js'] as const)('charCount (%s)', (impl) => {
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
