// The edge-packing kernel (assembly/edges.ts) against its twin packEdgesTwin (edges.ts): the same bytes for grouped
// input as resolution emits it, for shuffled input with duplicates, and at sizes around the kernel's run length.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { packEdges, packEdgesTwin } from '../../src/repo/edges.js';
import { packEdgesKernel } from '../../src/repo/pack-edges-kernel.js';

/** Returns `q` packed by both, checked equal (and the kernel actually answering). */
function both(q: number[]): Uint8Array {
  const k = packEdgesKernel(q);
  expect(k).not.toBeNull();
  const t = packEdgesTwin(q);
  expect(Buffer.from(k!).equals(Buffer.from(t))).toBe(true);
  expect(Buffer.from(packEdges(q)).equals(Buffer.from(t))).toBe(true);
  return t;
}

const quads = (rows: [number, number, number, number][]) => rows.flat();

describe('edge packing kernel', () => {
  it('sorts by (from, to, line) and keeps the lowest line of each kind per (from, to)', () => {
    const out = both(quads([[2, 1, 9, 0], [0, 3, 5, 1], [0, 3, 2, 1], [0, 3, 7, 0], [0, 1, 4, 2], [2, 1, 9, 0]]));
    expect([...new Int32Array(out.buffer, out.byteOffset, out.byteLength / 4)]).toEqual([0, 1, 4, 2, 0, 3, 2, 1, 0, 3, 7, 0, 2, 1, 9, 0]);
  });

  it('answers empty input and refuses kinds the twin could not keep apart (>= 32)', () => {
    expect(both([]).byteLength).toBe(0);
    expect(packEdgesKernel([0, 1, 1, 32])).toBeNull();
    expect(Buffer.from(packEdges([0, 1, 1, 32])).equals(Buffer.from(packEdgesTwin([0, 1, 1, 32])))).toBe(true);
  });

  it('agrees with the twin on arbitrary quadruples, grouped by file or shuffled, across run and merge boundaries', () => {
    const quad = fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 7 }));
    fc.assert(fc.property(fc.array(quad, { maxLength: 200 }), fc.boolean(), (rows, grouped) => {
      if (grouped) rows.sort((a, b) => a[0] - b[0]);
      both(quads(rows));
    }), { numRuns: 300 });
  });

  it('packs a large resolution-shaped list (100k files, a few imports each) as the twin does', () => {
    const rows: [number, number, number, number][] = [];
    let seed = 7;
    const rnd = (n: number) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };
    for (let f = 0; f < 100_000; f++) for (let i = rnd(6); i > 0; i--) rows.push([f, rnd(100_000), 1 + rnd(400), rnd(6)]);
    both(quads(rows));
  });
});
