// The graph kernel and its TypeScript twin pass the same tests (impl is the parameter).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { join } from 'node:path';
import { ImportGraph, isTestPath } from '../../src/graph/index.js';
import { buildIndex } from '../../src/repo/index.js';
import { corporaRoot } from '../helpers/cli.js';

const IMPLS = ['wasm', 'js'] as const;
const KINDS = ['static', 'conditional', 'type-checking', 'type-only', 'dynamic-const', 'require', 'reexport', 'side-effect', 'lazy'];

// Reference: plain BFS hop distances over an adjacency list (no CSR, no ranking).
function referenceHops(n: number, edges: [number, number][], sources: number[], depth: number, reverse: boolean): number[] {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) (reverse ? adj[b]! : adj[a]!).push(reverse ? a : b);
  const hop = new Array<number>(n).fill(-1);
  let frontier = [...new Set(sources)];
  for (const s of frontier) hop[s] = 0;
  for (let h = 0; frontier.length && (depth < 0 || h < depth); h++) {
    const next: number[] = [];
    for (const u of frontier) for (const v of adj[u]!) if (hop[v] === -1) { hop[v] = h + 1; next.push(v); }
    frontier = next;
  }
  return hop;
}

for (const impl of IMPLS) {
  describe(`ImportGraph (${impl})`, () => {
    // 0 -> 1 -> 2 -> 3, 0 -> 2, 4 -> 0, 5 isolated
    const chain = () => ImportGraph.fromEdges(6, [0, 1, 2, 0, 4], [1, 2, 3, 2, 0], { impl });

    it('runs on the requested implementation', () => {
      const g = chain();
      expect(g.impl).toBe(impl);
      expect(g.size).toBe(6);
      expect(g.edgeCount).toBe(5);
    });

    it('returns hops, predecessors and visit order of a forward search', () => {
      const r = chain().reach([0]);
      expect(Array.from(r.hop)).toEqual([0, 1, 1, 2, -1, -1]);
      expect(Array.from(r.via)).toEqual([-1, 0, 0, 2, -1, -1]);
      expect(r.order).toEqual([0, 1, 2, 3]);
      expect(r.droppedTotal).toBe(0);
    });

    it('stops at the depth bound', () => {
      const g = chain();
      expect(g.reach([0], { depth: 1 }).order).toEqual([0, 1, 2]);
      expect(g.reach([0], { depth: 0 }).order).toEqual([0]);
    });

    it('finds importers with a reverse search', () => {
      const r = chain().importers([3]);
      expect(r.order).toEqual([3, 2, 0, 1, 4]);
      expect(Array.from(r.hop)).toEqual([2, 2, 1, 0, 3, -1]);
      expect(r.via[4]).toBe(0);
    });

    it('treats several sources as one frontier and ignores duplicate sources', () => {
      const r = chain().reach([3, 1, 1]);
      expect(r.order).toEqual([3, 1, 2]);
      expect(r.hop[2]).toBe(1);
      expect(r.via[2]).toBe(1);
    });

    it('merges parallel edges and keeps every kind', () => {
      // 0 -> 1 twice (type-only and static), 0 -> 2 type-only only
      const g = ImportGraph.fromEdges(3, [0, 0, 0], [1, 1, 2], { kinds: [3, 0, 3], kindNames: KINDS, impl });
      expect(g.edgeCount).toBe(2);
      expect(g.neighbours(0)).toEqual([1, 2]);
      expect(g.neighbours(1, true)).toEqual([0]);
      expect(g.reach([0], { excludeKinds: ['type-only'] }).order).toEqual([0, 1]);
      expect(g.reach([0], { kinds: ['type-only'] }).order).toEqual([0, 1, 2]);
      expect(g.reach([0], { kinds: ['lazy'] }).order).toEqual([0]);
    });

    it('rejects an unknown kind name instead of following nothing', () => {
      expect(() => chain().reach([0], { kinds: ['statc'] })).toThrow(/unknown edge kind 'statc'/);
    });

    it('caps importers per node and ranks them deterministically', () => {
      // Target 0 is imported by 1..5. 1 imports 4 files (a hub), 2 imports only 0, 3 is a test importing 0 and 6,
      // 4 imports 0 and 6, 5 is a test importing only 0.
      const from = [1, 1, 1, 1, 2, 3, 3, 4, 4, 5];
      const to = [0, 6, 7, 8, 0, 0, 6, 0, 6, 0];
      const paths = ['pkg/a.py', 'pkg/b.py', 'pkg/c.py', 'pkg/tests/test_d.py', 'pkg/e.py', 'pkg/tests/test_f.py', 'pkg/g.py', 'pkg/h.py', 'pkg/i.py'];
      const g = ImportGraph.fromEdges(9, from, to, { paths, impl });
      // neutral: by out-degree (2:1, 5:1, 3:2, 4:2, 1:4), then id
      const neutral = g.importers([0], { depth: 1, fanout: 3 });
      expect(neutral.order).toEqual([0, 2, 5, 3]);
      expect(neutral.dropped[0]).toBe(2);
      expect(neutral.droppedTotal).toBe(2);
      expect(g.importers([0], { depth: 1, fanout: 3, tests: 'last' }).order).toEqual([0, 2, 4, 1]);
      expect(g.importers([0], { depth: 1, fanout: 3, tests: 'first' }).order).toEqual([0, 5, 3, 2]);
      // under the cap: everything in id order, nothing dropped
      const all = g.importers([0], { depth: 1, fanout: 5 });
      expect(all.order).toEqual([0, 1, 2, 3, 4, 5]);
      expect(all.droppedTotal).toBe(0);
    });

    it('reports an out-of-range source or edge with the offending values', () => {
      expect(() => chain().reach([6])).toThrow(/file id 6 is outside the graph \(6 files\)/);
      expect(() => ImportGraph.fromEdges(2, [0], [2], { impl })).toThrow(/edge #0 \(0 -> 2\)/);
      expect(() => chain().reach([0], { depth: -3 })).toThrow(/depth/);
    });

    it('refuses use after delete()', () => {
      const g = chain();
      g.delete();
      expect(() => g.reach([0])).toThrow(/after delete/);
    });

    it('handles an empty graph and a graph without edges', () => {
      expect(ImportGraph.fromEdges(0, [], [], { impl }).reach([]).order).toEqual([]);
      expect(ImportGraph.fromEdges(3, [], [], { impl }).importers([2]).order).toEqual([2]);
    });

    it('agrees with a reference BFS on random graphs, in both directions', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 40 }).chain((n) =>
            fc.record({
              n: fc.constant(n),
              edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 120 }),
              sources: fc.array(fc.nat(n - 1), { minLength: 1, maxLength: 4 }),
              depth: fc.integer({ min: -1, max: 5 }),
            }),
          ),
          ({ n, edges, sources, depth }) => {
            const g = ImportGraph.fromEdges(n, edges.map((e) => e[0]), edges.map((e) => e[1]), { impl });
            for (const reverse of [false, true]) {
              const r = reverse ? g.importers(sources, { depth }) : g.reach(sources, { depth });
              expect(Array.from(r.hop)).toEqual(referenceHops(n, edges, sources, depth, reverse));
              for (const v of r.order) if (r.via[v] !== -1) expect(r.hop[r.via[v]!]).toBe(r.hop[v]! - 1);
            }
            g.delete();
          },
        ),
        { numRuns: 200 },
      );
    });
  });
}

describe('wasm kernel and TypeScript twin', () => {
  it('return identical results, including ranked fan-out and kind masks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.nat(8)), { maxLength: 300 }),
            tests: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
            sources: fc.array(fc.nat(n - 1), { minLength: 1, maxLength: 5 }),
            depth: fc.integer({ min: -1, max: 6 }),
            fanout: fc.integer({ min: 0, max: 4 }),
            policy: fc.constantFrom('neutral', 'first', 'last') as fc.Arbitrary<'neutral' | 'first' | 'last'>,
            exclude: fc.subarray(KINDS),
          }),
        ),
        ({ n, edges, tests, sources, depth, fanout, policy, exclude }) => {
          const build = (impl: 'wasm' | 'js') =>
            ImportGraph.fromEdges(n, edges.map((e) => e[0]), edges.map((e) => e[1]), { kinds: edges.map((e) => e[2]), kindNames: KINDS, tests, impl });
          const w = build('wasm');
          const j = build('js');
          expect(w.edgeCount).toBe(j.edgeCount);
          const opts = { depth, fanout, tests: policy, excludeKinds: exclude };
          for (const reverse of [false, true]) {
            const a = reverse ? w.importers(sources, opts) : w.reach(sources, opts);
            const b = reverse ? j.importers(sources, opts) : j.reach(sources, opts);
            expect(a.order).toEqual(b.order);
            expect(Array.from(a.via)).toEqual(Array.from(b.via));
            expect(Array.from(a.dropped)).toEqual(Array.from(b.dropped));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('input order', () => {
  it('gives the same graph whether edges arrive sorted by (from, to) or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }).chain((n) => fc.record({ n: fc.constant(n), edges: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.nat(8)), { maxLength: 100 }) })), ({ n, edges }) => {
        const sorted = [...edges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        for (const impl of IMPLS) {
          const build = (es: [number, number, number][]) =>
            ImportGraph.fromEdges(n, es.map((e) => e[0]), es.map((e) => e[1]), { kinds: es.map((e) => e[2]), kindNames: KINDS, impl });
          const a = build(edges);
          const b = build(sorted);
          for (let v = 0; v < n; v++) {
            expect(a.neighbours(v)).toEqual(b.neighbours(v));
            expect(a.neighbours(v, true)).toEqual(b.neighbours(v, true));
            expect(a.reach([v], { kinds: ['static'] }).order).toEqual(b.reach([v], { kinds: ['static'] }).order);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('impl auto', () => {
  it('uses the wasm kernel at every size when it is built (see AUTO_JS_MAX_EDGES)', () => {
    expect(ImportGraph.fromEdges(2, [0], [1]).impl).toBe('wasm');
  });
});

describe('isTestPath', () => {
  it('recognises Python and JS/TS test layouts, not library code named like tests', () => {
    for (const p of ['pandas/tests/frame/test_api.py', 'test_x.py', 'pkg/x_test.py', 'conftest.py', 'src/a.test.ts', 'src/__tests__/a.js', 'spec/a.spec.mjs']) {
      expect(isTestPath(p), p).toBe(true);
    }
    for (const p of ['pandas/_testing/asserters.py', 'src/testing/TestScheduler.ts', 'pkg/latest.py', 'contest.py']) {
      expect(isTestPath(p), p).toBe(false);
    }
  });
});

describe('on a real index (pandas)', () => {
  const corpora = corporaRoot();
  it.skipIf(!corpora)('wasm and twin agree on every search from a sample of files; depth-1 reach equals direct imports', async () => {
    const index = await buildIndex(join(corpora!, 'pandas'), {});
    const w = ImportGraph.fromIndex(index, { impl: 'wasm' });
    const j = ImportGraph.fromIndex(index, { impl: 'js' });
    expect(w.edgeCount).toBe(j.edgeCount);
    const frame = w.id('pandas/core/frame.py')!;
    const direct = new Set<number>();
    for (let e = 0; e < index.edgeFrom.length; e++) if (index.edgeFrom[e] === frame && index.edgeTo[e] !== frame) direct.add(index.edgeTo[e]!);
    expect(w.reach([frame], { depth: 1 }).order.slice(1).sort((a, b) => a - b)).toEqual([...direct].sort((a, b) => a - b));
    for (let id = 0; id < w.size; id += 37) {
      for (const opts of [{}, { depth: 2, excludeKinds: ['type-only', 'type-checking'] }, { depth: 3, fanout: 8, tests: 'last' as const }]) {
        expect(w.reach([id], opts).order).toEqual(j.reach([id], opts).order);
        const a = w.importers([id], opts);
        const b = j.importers([id], opts);
        expect(a.order).toEqual(b.order);
        expect(Array.from(a.via)).toEqual(Array.from(b.via));
      }
    }
  });
});
