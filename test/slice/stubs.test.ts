// Type stubs beside their implementation (src/slice/stubs.ts): an issue naming a method finds it in the module, not
// twice (once in its `.pyi` declaration), and a stub with no implementation beside it stays a seed of its own.
import { describe, expect, it } from 'vitest';
import type { ManifestSeed } from '../../src/slice/types.js';
import { isolatedEnv, runCli } from '../helpers/cli.js';
import { tempRepo } from '../helpers/repo.js';

const contour = 'class ContourSet:\n    def __init__(self, levels):\n        self.levels = levels\n\n    def find_nearest_contour(self, x, y):\n        """The contour nearest to a point."""\n        best = None\n        for level in self.levels:\n            best = level\n        return best\n';
const stub = 'class ContourSet:\n    levels: list\n    def __init__(self, levels: list) -> None: ...\n    def find_nearest_contour(self, x: float, y: float) -> object: ...\n';

describe('type stubs', () => {
  it('reads a stub beside its module as that module', () => {
    const repo = tempRepo('ck-stubs-', {
      'plots/contour.py': contour,
      'plots/contour.pyi': stub,
      'plots/_fast.pyi': 'def nearest_index(values: list, x: float) -> int: ...\n',
      'plots/__init__.py': 'from .contour import ContourSet\n',
    });
    const issue = 'Finding the nearest contour returns the last level instead of the nearest one.\n\nCalling `ContourSet.find_nearest_contour` with a point next to the first level gives the last level; `nearest_index` looks right.\n';
    const r = runCli(['slice', repo, '--symptom', issue, '--format', 'json'], { env: isolatedEnv() });
    expect(r.code).toBe(0);
    const m = JSON.parse(r.stdout) as { seeds: ManifestSeed[]; symbols?: { path: string; name: string }[] };
    const paths = new Set(m.seeds.map((s) => s.path));
    expect(paths.has('plots/contour.pyi')).toBe(false);
    expect(m.seeds[0]).toMatchObject({ path: 'plots/contour.py', line: 5 });
    // A stub with no module beside it (a compiled extension's) is still where its name is declared.
    expect(paths.has('plots/_fast.pyi')).toBe(true);
    expect((m.symbols ?? []).filter((s) => s.name === 'ContourSet.find_nearest_contour').map((s) => s.path)).toEqual(['plots/contour.py']);
  });
});
