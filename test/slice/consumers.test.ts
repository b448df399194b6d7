// A top-level folder whose code uses the project and that nothing of the project imports (examples, galleries,
// benchmarks, whatever they are named) weighs half in the lexical ranking of an issue's text, as documentation does
// by name: read from the import graph (src/slice/consumers.ts), through the CLI on a small repository written here.
import { describe, expect, it } from 'vitest';
import { isolatedEnv, runCli } from '../helpers/cli.js';
import { tempRepo } from '../helpers/repo.js';

const words = (n: number): string => Array.from({ length: n }, () => 'the colorbar extension triangle ignores the edge color').join('\n    # ');

describe('ck slice on prose: consumer folders', () => {
  it('ranks a folder that only uses the project below the project module the same words match', () => {
    const root = tempRepo('ck-consumers-', {
      'plotlib/__init__.py': 'from .colorbar import Colorbar\n',
      'plotlib/colorbar.py': `class Colorbar:\n    def draw_extensions(self):\n        # ${words(1)}\n        return self\n`,
      // Named by no convention the slicer knows; it imports the project and nothing imports it.
      'showcase/plot_colorbar_extend.py': `import plotlib\n\n\ndef main():\n    # ${words(3)}\n    return plotlib.Colorbar()\n`,
      'tests/test_colorbar.py': 'from plotlib import Colorbar\n\n\ndef test_draw():\n    assert Colorbar().draw_extensions()\n',
    });
    const issue = 'Colorbar extension triangle ignores the edge color\n\nWhen the colorbar is drawn with extend, the extension triangle ignores the edge color given to the colorbar, while the rest of the edge uses it.\n';
    const r = runCli(['slice', root, '--symptom', issue, '--budget', '30000', '--format', 'json'], { env: isolatedEnv() });
    expect(r.code).toBe(0);
    const m = JSON.parse(r.stdout) as { seeds: { path: string; source?: string; explanation?: { children: { evidence: string }[] } }[] };
    const files = [...new Set(m.seeds.map((s) => s.path))];
    expect(files.indexOf('plotlib/colorbar.py')).toBeGreaterThanOrEqual(0);
    expect(files.indexOf('plotlib/colorbar.py')).toBeLessThan(files.indexOf('showcase/plot_colorbar_extend.py'));
    const showcase = m.seeds.find((s) => s.path === 'showcase/plot_colorbar_extend.py' && s.source === 'lexical')!;
    expect(JSON.stringify(showcase.explanation)).toMatch(/consumer folder|documentation, examples, benchmarks/);
  });
});
