// The plan of an issue text shows the definitions the manifest's ranked list names first (PlanInput.firstSymbols): a
// prose issue's knapsack (src/slice/plan.ts knapsackRanked) even in a seed file whose own evidence would leave it out
// or show only its header, and the slice of a trace or of names in the seed files' ranges.
import { describe, expect, it } from 'vitest';
import { choosePlan, type PlanInput } from '../../src/slice/plan.js';
import { fileText } from '../../src/slice/ranges.js';
import type { ManifestSeed } from '../../src/slice/types.js';

/** A module of `n` functions of 8 lines each after a 3-line header: `f_<k>` starts at line 4 + 8k. */
function moduleText(name: string, n: number): string {
  const out = ['import math', `# ${name}`, ''];
  for (let k = 0; k < n; k++) {
    out.push(`def f_${k}(a, b):`, `    """Step ${k} of ${name}."""`);
    for (let j = 0; j < 4; j++) out.push(`    a = (a * ${k + j + 3} + b) % ${101 + k + j}  # ${name} step ${j}`);
    out.push('    return a', '');
  }
  return out.join('\n');
}

/** Returns a PlanInput over seven seed files: a large first one, five small ones, and a seventh of 40 functions. */
function input(firstSymbols?: PlanInput['firstSymbols'], ranked = true): PlanInput {
  const specs: [string, number][] = [['pkg/core.py', 120], ['pkg/a.py', 6], ['pkg/b.py', 6], ['pkg/c.py', 6], ['pkg/d.py', 6], ['pkg/e.py', 6], ['pkg/late.py', 40]];
  const texts = new Map(specs.map(([p, n]) => [p, fileText(moduleText(p, n))]));
  const files = specs.map(([path, n]) => ({
    path,
    tokens: Math.ceil(texts.get(path)!.text.length / 4),
    size: texts.get(path)!.text.length,
    defs: Array.from({ length: n }, (_, k) => ({ name: `f_${k}`, kind: 'function', start: 4 + 8 * k, end: 10 + 8 * k })),
  }));
  // A neighbour no full rung can take, so that the plan reaches the symbol rungs.
  files.push({ path: 'pkg/big.py', tokens: 1e6, size: 0, defs: [] });
  const ids = new Map(files.map((f, i) => [f.path, i]));
  // Seeded in this order: the first file at one of its functions, the others as a whole (line 1), weakly.
  const seeds = specs.map(([path], i) => ({ path, line: i === 0 ? 4 : 1, why: 'symbol', source: 'lexical', confidence: i === 0 ? 0.6 : 0.1 })) as unknown as ManifestSeed[];
  return {
    index: { files, fileId: (p: string) => ids.get(p) } as unknown as PlanInput['index'],
    closure: {
      seeds: specs.map(([path], i) => ({ id: i, path, role: 'seed', hop: 0 })),
      dependencies: [{ id: files.length - 1, path: 'pkg/big.py', role: 'dependency', hop: 1 }],
      importers: [],
      tests: [],
    } as unknown as PlanInput['closure'],
    seeds,
    budget: 4000,
    text: (p) => texts.get(p),
    skeletons: async () => new Map(),
    ranked,
    textual: true,
    symbols: ranked ? [{ path: 'pkg/core.py', start: 4 }] : undefined,
    firstSymbols,
  };
}

/** Returns whether the plan shows line `line` of `path`. */
function shows(plan: Awaited<ReturnType<typeof choosePlan>>, path: string, line: number): boolean {
  const f = plan.files.find((x) => x.cf.path === path);
  return f !== undefined && (f.tier === 'full' || f.ranges.some(([a, b]) => a <= line && line <= b));
}

describe('choosePlan on a ranked (prose) task: the manifest\'s first definitions', () => {
  // pkg/late.py's f_30 (lines 244-250) is what the ranked list names first; the file itself is seeded 7th.
  it('are shown even in a file seeded far down the list', async () => {
    const plan = await choosePlan(input([{ path: 'pkg/late.py', start: 244 }, { path: 'pkg/core.py', start: 4 }]));
    expect(plan.files.reduce((n, f) => n + f.tokens, 0)).toBeLessThanOrEqual(4000);
    expect(shows(plan, 'pkg/late.py', 244)).toBe(true);
    expect(shows(plan, 'pkg/core.py', 4)).toBe(true);
  });

  it('were not shown before (the file\'s evidence alone leaves the definition out)', async () => {
    const plan = await choosePlan(input());
    expect(shows(plan, 'pkg/late.py', 244)).toBe(false);
  });
});

describe('choosePlan on a trace\'s or names\' slice of an issue text: the text\'s first definitions', () => {
  it('are in their seed file\'s ranges, beside the seed lines', async () => {
    const plan = await choosePlan(input([{ path: 'pkg/late.py', start: 244 }], false));
    expect(plan.rung).toBe('symbols');
    expect(shows(plan, 'pkg/late.py', 244)).toBe(true);
    expect(shows(plan, 'pkg/late.py', 1)).toBe(true);
  });

  it('were not before (a file seeded as a whole showed its header)', async () => {
    const plan = await choosePlan(input(undefined, false));
    expect(shows(plan, 'pkg/late.py', 244)).toBe(false);
  });
});
