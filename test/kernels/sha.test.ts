// SHA-1 / SHA-256 in wasm and in the TS twin against node:crypto and the FIPS 180 / NIST vectors.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sha1Hex, sha256Hex } from '../../src/kernels/sha.js';

const IMPLS = ['wasm', 'js', 'node'] as const;
const A448 = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';
const A896 = 'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu';
const VECTORS: Array<[string, string, string, string]> = [
  ['"abc"', 'abc', 'a9993e364706816aba3e25717850c26c9cd0d89d', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ['empty', '', 'da39a3ee5e6b4b0d3255bfef95601890afd80709', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ['448-bit message', A448, '84983e441c3bd26ebaae4aa1f95129e5e54670f1', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  ['896-bit message', A896, 'a49b2446a02c645bf419f995b67091253a04a259', 'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1'],
  ['one million a', 'a'.repeat(1_000_000), '34aa973cd4c4daa4f61eeb2bdbad27316534016f', 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0'],
];

/** Deterministic pseudo-random bytes (xorshift32), so failures reproduce. */
function bytes(n: number, seed: number): Uint8Array {
  const out = new Uint8Array(n);
  let x = seed || 1;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

describe.each(IMPLS)('sha (%s)', (impl) => {
  it.each(VECTORS)('NIST vector: %s', (_name, msg, s1, s256) => {
    expect(sha1Hex(msg, { impl })).toBe(s1);
    expect(sha256Hex(msg, { impl })).toBe(s256);
  });

  it('matches node:crypto for every size 0..130 (block and padding boundaries)', () => {
    for (let n = 0; n <= 130; n++) {
      const data = bytes(n, n + 7);
      expect(sha1Hex(data, { impl })).toBe(createHash('sha1').update(data).digest('hex'));
      expect(sha256Hex(data, { impl })).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('matches node:crypto on 1 MB of random data', () => {
    const data = bytes(1 << 20, 42);
    expect(sha1Hex(data, { impl })).toBe(createHash('sha1').update(data).digest('hex'));
    expect(sha256Hex(data, { impl })).toBe(createHash('sha256').update(data).digest('hex'));
  });

  it('hashes strings as UTF-8', () => {
    expect(sha1Hex('héllo €', { impl })).toBe(createHash('sha1').update(Buffer.from('héllo €', 'utf8')).digest('hex'));
  });
});

describe('sha properties', () => {
  it('wasm equals node:crypto on arbitrary bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 600 }), (data) => {
      expect(sha1Hex(data, { impl: 'wasm' })).toBe(sha1Hex(data, { impl: 'node' }));
      expect(sha256Hex(data, { impl: 'wasm' })).toBe(sha256Hex(data, { impl: 'node' }));
    }), { numRuns: 500 });
  });

  it('wasm keeps working after a large input grew its memory and after small ones', () => {
    const big = bytes(70 << 20, 3);
    expect(sha256Hex(big, { impl: 'wasm' })).toBe(sha256Hex(big, { impl: 'node' }));
    expect(sha1Hex('abc', { impl: 'wasm' })).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
  });
});
