// A ranked (prose) plan's input over seven seed files, shared by the plan tests of the manifest's first definitions
// (first-symbols.test.ts) and of passages (passages.test.ts).
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
export function input(firstSymbols?: PlanInput['firstSymbols'], ranked = true, passages?: PlanInput['passages']): PlanInput {
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
    passages,
  };
}

/** Returns whether the plan shows line `line` of `path`. */
export function shows(plan: Awaited<ReturnType<typeof choosePlan>>, path: string, line: number): boolean {
  const f = plan.files.find((x) => x.cf.path === path);
  return f !== undefined && (f.tier === 'full' || f.ranges.some(([a, b]) => a <= line && line <= b));
}

