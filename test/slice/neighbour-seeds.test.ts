// A prose issue's import neighbours (src/slice/neighbours.ts), through the CLI on a small repository written here: a
// module the first seed file imports, whose words rank it below the lexical ranking's seeded files, is seeded after
// every seeded file, with the evidence that put it there; a trace seeds no neighbour; and rankFiles' `files` scores
// only the files it is given, with the same scores as the whole ranking.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isolatedEnv, runCli } from '../helpers/cli.js';

const dist = (p: string) => new URL(`../../dist/${p}`, import.meta.url).href;
const { buildIndex } = await import(dist('repo/index.js')) as typeof import('../../src/repo/index.js');
const rank = await import(dist('rank/index.js')) as typeof import('../../src/rank/index.js');

interface Manifest {
  seeds: { path: string; line: number; why: string; source?: string; detail: string; confidence: number }[];
  files: { path: string; tier: string }[];
}

const env = isolatedEnv();

const ISSUE = 'Gauge needle drawn at the wrong angle\n\nWhen the dial draws the gauge needle, the needle angle is off: the needle points past the dial.\n';

/**
 * Writes the repository: `gauge/dial.py` (the issue's words, imports `gauge/ticks.py`), thirty `other/m<k>.py` that
 * say a few of the words (more than the lexical ranking seeds), and `gauge/ticks.py`, which says one of them once in
 * a longer body.
 */
function repo(): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-neighbour-seeds-'));
  const write = (p: string, text: string): void => { mkdirSync(dirname(join(root, p)), { recursive: true }); writeFileSync(join(root, p), text); };
  write('gauge/__init__.py', '');
  write('gauge/dial.py', [
    'from gauge.ticks import angle_tick_marks', '',
    'def draw_needle(dial, angle):', '    """Draws the gauge needle on the dial at the angle."""',
    '    needle = dial.gauge_needle(angle)  # gauge needle angle', '    angle_tick_marks(dial)', '    return needle', '',
  ].join('\n'));
  const filler = Array.from({ length: 40 }, (_, i) => `    marks.append(d.rim(${i}) * ${i + 3})  # rim mark ${i}`);
  write('gauge/ticks.py', ['def angle_tick_marks(d):', '    """Marks along the rim of the gauge, one per angle step."""', '    marks = []', ...filler, '    return marks', ''].join('\n'));
  write('other/__init__.py', '');
  for (let k = 0; k < 30; k++) {
    write(`other/m${k}.py`, [`def gauge_${k}(x):`, `    """A gauge reading ${k}: the angle of the needle."""`, `    return x * ${k + 2}  # needle angle ${k}`, ''].join('\n'));
  }
  return root;
}

function slice(root: string, args: string[]): Manifest {
  const r = runCli(['slice', root, ...args, '--budget', '30000', '--format', 'json'], { env });
  expect([0, 3], r.stderr).toContain(r.code);
  return JSON.parse(r.stdout) as Manifest;
}

function seedFiles(m: Manifest): string[] {
  return [...new Set(m.seeds.map((s) => s.path))];
}

describe('ck slice on prose: import neighbours of the first seed files', () => {
  let root: string;
  beforeAll(() => { root = repo(); });

  it('seeds the neighbour the words rank too low, after every seeded file, and says why', () => {
    const m = slice(root, ['--symptom', ISSUE]);
    const files = seedFiles(m);
    expect(files[0]).toBe('gauge/dial.py');
    const n = m.seeds.find((s) => s.path === 'gauge/ticks.py');
    expect(n, JSON.stringify(files)).toBeDefined();
    expect(n!.detail).toMatch(/^import neighbour of seed file gauge\/dial\.py, best matching the text/);
    expect(n!.source).toBe('lexical');
    expect(files.at(-1)).toBe('gauge/ticks.py');
    // Under every other seeded file's evidence: the seeded files keep their order.
    const others = m.seeds.filter((s) => s.path !== 'gauge/ticks.py').map((s) => s.confidence);
    expect(n!.confidence).toBeLessThan(Math.min(...others));
    expect(m.files.some((f) => f.path === 'gauge/ticks.py')).toBe(true);
  });

  it('seeds no neighbour for a trace', () => {
    const trace = 'Traceback (most recent call last):\n  File "gauge/dial.py", line 5, in draw_needle\n    needle = dial.gauge_needle(angle)  # gauge needle angle\nAttributeError: gauge needle\n';
    const m = slice(root, ['--symptom', trace]);
    expect(m.seeds.some((s) => s.detail.startsWith('import neighbour'))).toBe(false);
  });

  it('rankFiles with `files` scores only those files, as the whole ranking does', async () => {
    const index = await buildIndex(root);
    const lx = rank.loadLexicalIndex(index, { noCache: true });
    const all = rank.rankFiles(lx, ISSUE, { limit: 100 });
    const some = all.filter((_, k) => k % 3 === 1).map((f) => f.fileId);
    const scoped = rank.rankFiles(lx, ISSUE, { limit: 100, files: some });
    expect(scoped.map((f) => f.fileId).sort()).toEqual([...some].sort());
    for (const f of scoped) expect(f.score).toBe(all.find((g) => g.fileId === f.fileId)!.score);
  });
});
