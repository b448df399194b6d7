// Assembly with last-hop files unparsed (sizes unknown, only a lower bound) chooses exactly what it chooses with
// every size known; the lower bound never exceeds a real skeleton.
import { describe, it, expect } from 'vitest';
import { assemble, type Candidate } from '../../src/compile/assemble.js';
import { skeletonTokensAtLeast } from '../../src/compile/bound.js';
import type { Def } from '../../src/repo/types.js';
import { skeletonOf } from '../../src/skeleton/index.js';

/** Returns the assembly of `cands` asking for sizes as the compiler does: unknown sizes are filled on `need`. */
function lazily(cands: Candidate[], sizes: Map<number, number>, budget: number): { asm: ReturnType<typeof assemble>; asked: Set<number> } {
  const asked = new Set<number>();
  let asm = assemble({ full: 500, summary: 200, signatures: 100 }, 'summary', cands, [], budget);
  while (asm.need) {
    expect(asm.need.length).toBeGreaterThan(0);
    for (const id of asm.need) { asked.add(id); cands.find((c) => c.id === id)!.skeletonTokens = sizes.get(id); }
    asm = assemble({ full: 500, summary: 200, signatures: 100 }, 'summary', cands, [], budget);
  }
  return { asm, asked };
}

describe('lazy assembly', () => {
  it('chooses the same files as with every size known, and asks only for files that might fit', () => {
    // Deterministic pseudo-random sizes and bounds (bound ≤ size).
    let seed = 7;
    const rnd = (n: number): number => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    for (const budget of [300, 1000, 3000, 20000, Infinity]) {
      const sizes = new Map<number, number>();
      const known: Candidate[] = [];
      const lazy: Candidate[] = [];
      for (let id = 1; id <= 60; id++) {
        const size = 5 + rnd(900);
        sizes.set(id, size);
        const base = { id, path: `f${id}.py`, hop: 1 + (id % 2), fanIn: rnd(5), minSkeletonTokens: Math.floor(size * rnd(100) / 100), symbolTokens: () => 0 };
        known.push({ ...base, skeletonTokens: size });
        lazy.push({ ...base, skeletonTokens: id % 3 === 0 ? size : undefined });
      }
      const want = assemble({ full: 500, summary: 200, signatures: 100 }, 'summary', known, [], budget);
      const { asm, asked } = lazily(lazy, sizes, budget);
      expect([...asm.chosen]).toEqual([...want.chosen]);
      expect(asm.dropped).toEqual(want.dropped);
      expect(asm.tokens).toBe(want.tokens);
      if (budget === 300) expect(asked.size).toBeLessThan(40); // most are ruled out by their bound
    }
  });

  it('the index bound never exceeds the skeleton at any level (Python and TypeScript)', async () => {
    const py = 'import os\n\nclass A:\n    """Doc."""\n    x = 1\n\n    def method_one(self, a):\n        def inner():\n            return a\n        return inner\n\ndef top_level(x):\n    return x\n';
    const ts = 'export class Box {\n  private v = 1;\n  get(): number { return this.v; }\n}\nexport function make(n: number): Box {\n  return new Box();\n}\n';
    const defsPy: Def[] = [
      { name: 'A', kind: 'class', start: 3, end: 10 } as Def,
      { name: 'A.method_one', kind: 'method', start: 7, end: 10 } as Def,
      { name: 'top_level', kind: 'function', start: 12, end: 13 } as Def,
    ];
    const defsTs: Def[] = [
      { name: 'Box', kind: 'class', start: 1, end: 4 } as Def,
      { name: 'Box.get', kind: 'method', start: 3, end: 3 } as Def,
      { name: 'make', kind: 'function', start: 5, end: 7 } as Def,
    ];
    for (const [file, source, defs] of [['a.py', py, defsPy], ['a.ts', ts, defsTs]] as const) {
      for (const level of ['signatures', 'summary', 'full'] as const) {
        const sk = await skeletonOf(file, { source, cacheDir: false, level });
        expect(skeletonTokensAtLeast(defs)).toBeLessThanOrEqual(sk.tokensAfter);
      }
    }
    expect(skeletonTokensAtLeast(defsPy)).toBeGreaterThan(0);
  });

  it('with a settle share, the budget\'s last tokens are filled from known sizes only, and nothing is asked for there', () => {
    const mk = (id: number, size: number | undefined, bound: number): Candidate => ({ id, path: `f${id}.py`, hop: 1, fanIn: 10 - id, skeletonTokens: size, minSkeletonTokens: bound, symbolTokens: () => 0 });
    // Target 100 (signatures), budget 1000: after f1 (800 known) 100 tokens are left, under the settle of 150.
    const cands = [mk(1, 800, 10), mk(2, undefined, 5), mk(3, 60, 5), mk(4, undefined, 1)];
    const asm = assemble({ full: 5000, summary: 3000, signatures: 100 }, 'summary', cands, [], 1000, 150);
    expect(asm.need).toBeUndefined();
    expect([...asm.chosen.keys()].sort()).toEqual([1, 3]); // f3's size is known and fits; f2 and f4 are not sized
    expect(asm.dropped).toEqual([2, 4]);
    // Without it, assembly asks for the unknown sizes that might fit.
    expect(assemble({ full: 5000, summary: 3000, signatures: 100 }, 'summary', cands, [], 1000).need).toEqual([2, 4]);
  });
});
