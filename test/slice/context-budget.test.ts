// `ck slice --format context` honours --budget: the rendering itself (files, per-range headers, seed lines, recovery
// markers with absolute paths, warnings) is at most the budget in tokens (ceil(characters / 4), the estimator of every
// figure ck prints), or the slice says it does not fit and exits 1. Before, the plan counted only the files, and on a
// prose slice of many ranges the headers and markers took the output past the budget (sympy-12236 at 30000: 30.9k).
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolatedEnv, runCli } from '../helpers/cli.js';
import { tempRepo } from '../helpers/repo.js';

const DEMO = fileURLToPath(new URL('../../examples/slice-demo', import.meta.url));
const TB = join(DEMO, 'traceback.txt');
const tokens = (s: string): number => Math.ceil(s.length / 4);

/**
 * Returns a repository of modules with many small methods whose words an issue text shares, between long ones it does
 * not: a slice of many ranges, each with its header and recovery markers (before, at --budget 2500 / 5000 / 9000 the
 * output took 4420 / 7221 / 11882 tokens).
 */
function manyRanges(): string {
  const words = ['border', 'colour', 'widget', 'frame', 'canvas', 'paint', 'layout', 'margin'];
  const files: Record<string, string> = { 'gui/__init__.py': '' };
  for (let f = 0; f < 6; f++) {
    let src = `"""Module ${f} of the toolkit."""\n\n\nclass Part${f}:\n    """A part of the toolkit."""\n\n`;
    for (let k = 0; k < 40; k++) {
      const w = words[(f + k) % words.length]!;
      src += `    def ${w}_${k}(self, value):\n        """Set the ${w} of the part from value ${k}."""\n        self.${w} = value + ${k}\n        return self.${w}\n\n`;
      src += `    def unrelated_${k}(self, items):\n` + Array.from({ length: 25 }, (_, j) => `        total_${j} = sum(item.weight * ${j} for item in items if item.enabled)\n`).join('') + '        return None\n\n';
    }
    files[`gui/part${f}.py`] = src;
  }
  return tempRepo('ck-context-budget-', files);
}

describe('ck slice --format context: the output fits --budget', () => {
  it('a prose slice of many ranges: never more tokens than the budget, the headers and markers counted', () => {
    const repo = manyRanges();
    const issue = join(mkdtempSync(join(tmpdir(), 'ck-context-issue-')), 'issue.txt');
    writeFileSync(issue, 'The border colour of a widget is lost when the frame is painted on the canvas.\n\nSetting the border and the colour, then the margin and the layout, paints the default colour instead of mine.\n');
    const env = isolatedEnv();
    let replanned = 0;
    for (const budget of [600, 1200, 2500, 5000, 9000]) {
      const r = runCli(['slice', repo, '--symptom-file', issue, '--budget', String(budget), '--format', 'context'], { env });
      expect([0, 1], r.stderr).toContain(r.code);
      if (r.code === 0) expect(tokens(r.stdout), `budget ${budget}`).toBeLessThanOrEqual(budget);
      else expect(r.stderr).toMatch(/does not fit/);
      expect(r.stdout).toMatch(/^\[ck: task state of /);
      if (/context: files within \d+ tokens/.test(r.stdout.split('\n')[0]!)) replanned++;
      // The same request again (served from the slice cache) prints the same output.
      expect(runCli(['slice', repo, '--symptom-file', issue, '--budget', String(budget), '--format', 'context'], { env }).stdout).toBe(r.stdout);
    }
    // The fixture makes the rendering's own lines matter: some budgets were planned again to hold them.
    expect(replanned).toBeGreaterThan(0);
  }, 120_000);

  it('a traceback slice: within the budget when it fits, else exit 1 saying so; the manifest of --format json is unchanged', () => {
    const env = isolatedEnv();
    for (const budget of [200, 300, 700, 1000, 4000]) {
      const r = runCli(['slice', DEMO, '--symptom-file', TB, '--budget', String(budget), '--format', 'context'], { env });
      if (r.code === 0) expect(tokens(r.stdout), `budget ${budget}`).toBeLessThanOrEqual(budget);
      else {
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/does not fit/);
      }
    }
    const json = JSON.parse(runCli(['slice', DEMO, '--symptom-file', TB, '--budget', '700', '--format', 'json'], { env }).stdout);
    expect(json.budget.note).not.toMatch(/context:/);
  }, 60_000);
});
