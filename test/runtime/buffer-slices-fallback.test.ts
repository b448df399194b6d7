// The decoders that call Buffer.prototype.utf8Slice / latin1Slice (undocumented; kept by Node because toString ends in
// them) choose at load time, and fall back to toString when a runtime lacks them. This loads both modules while the
// methods are removed (put back at once: Node's own toString calls them) and checks that the fallback they chose
// answers what toString does, so a Node release that drops them costs speed, never a wrong byte.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';

type Slices = { utf8Slice?: unknown; latin1Slice?: unknown };
const proto = Buffer.prototype as unknown as Slices;
const saved = { utf8Slice: proto.utf8Slice, latin1Slice: proto.latin1Slice };

describe('Buffer slice decoders without utf8Slice / latin1Slice', () => {
  let lineSlice: (buf: Buffer, start: number, end: number, ascii: boolean) => string;
  let utf8Slice: (buf: Buffer, start: number, end: number) => string;

  beforeAll(async () => {
    vi.resetModules();
    delete proto.utf8Slice;
    delete proto.latin1Slice;
    try {
      ({ lineSlice } = await import('../../src/normalize/bytes.js'));
      ({ utf8Slice } = await import('../../src/repo/lex/utf8.js'));
    } finally {
      proto.utf8Slice = saved.utf8Slice;
      proto.latin1Slice = saved.latin1Slice;
    }
  });
  afterAll(() => {
    proto.utf8Slice = saved.utf8Slice;
    proto.latin1Slice = saved.latin1Slice;
    vi.resetModules();
  });

  it('the runtime has both methods (otherwise the default path is the fallback and this test adds nothing)', () => {
    expect(typeof saved.utf8Slice).toBe('function');
    expect(typeof saved.latin1Slice).toBe('function');
  });

  it('decode every range as toString does (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), fc.nat(), fc.nat(), (s, x, y) => {
        const b = Buffer.from(s, 'utf8');
        const [from, to] = [x % (b.length + 1), y % (b.length + 1)].sort((p, q) => p - q) as [number, number];
        const ascii = b.subarray(from, to).every((c) => c < 0x80);
        const want = b.toString('utf8', from, to);
        expect(lineSlice(b, from, to, ascii)).toBe(want);
        expect(utf8Slice(b, from, to)).toBe(want);
      }),
      { numRuns: 300 },
    );
  });

  it('took the fallback: a decode goes through toString, which resolves its encoding first', () => {
    const b = Buffer.from('naïve ascii');
    const viaToString = vi.spyOn(Buffer.prototype, 'toString');
    try {
      lineSlice(b, 0, b.length, false);
      utf8Slice(b, 0, b.length);
      expect(viaToString).toHaveBeenCalledTimes(2);
    } finally { viaToString.mockRestore(); }
  });
});
