// How much of the budget a seed file shown whole may take on the symbol rung, through the CLI on a small repository
// written here: the seeds of an issue's text (here a snippet naming two functions) may show the file whole up to 90%
// of the budget; a bare traceback into the same functions keeps half the budget as headroom, so the same file is
// shown as the ranges around its frame.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isolatedEnv, runCli } from '../helpers/cli.js';

interface Manifest {
  seeds: { path: string; line: number; why: string; source?: string }[];
  files: { path: string; tier: string; tokens: number }[];
}

const env = isolatedEnv();

/** A module of `n` distinct functions (`prefix_00` …), each a dozen lines. */
function module(prefix: string, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const name = `${prefix}_${String(i).padStart(2, '0')}`;
    out.push(`def ${name}(value, width=${i + 1}):`, `    """Scale the ${name} value by ${i} and clip it to the width."""`);
    for (let k = 0; k < 9; k++) out.push(`    value = (value * ${i + k + 2} + width_${k}_${i}) % ${97 + i + k}  # step ${k} of ${name}`);
    out.push('    return value', '');
  }
  return out.join('\n');
}

function slice(root: string, text: string, budget: number): Manifest {
  const r = runCli(['slice', root, '--symptom', text, '--budget', String(budget), '--format', 'json'], { env });
  expect([0, 3], r.stderr).toContain(r.code);
  return JSON.parse(r.stdout) as Manifest;
}

describe('ck slice: seed files whole on the symbol rung', () => {
  let root: string;
  let budget: number;
  const big = 'gauge/big.py';
  const other = 'gauge/other.py';
  const snippet = '```\n>>> from gauge.big import scale_07\n>>> from gauge.other import clip_03\n>>> clip_03(scale_07(5))\n0\n```';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'ck-textual-whole-'));
    const files: Record<string, string> = { [big]: module('scale', 40), [other]: module('clip', 30) };
    for (const [p, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, p)), { recursive: true });
      writeFileSync(join(root, p), text);
    }
    // The big file's tokens, read from an unbounded slice; the budget makes it 70% of the budget.
    const all = slice(root, snippet, 1_000_000);
    const t = all.files.find((f) => f.path === big)!.tokens;
    budget = Math.round(t / 0.7);
  });

  it('an issue text seeded by what it names: the first seed file whole, within 90% of the budget', () => {
    const m = slice(root, snippet, budget);
    expect(m.seeds.length).toBeGreaterThan(0);
    expect(m.seeds.every((s) => s.source === 'mention' || s.source === 'lexical')).toBe(true);
    expect(m.files.find((f) => f.path === big)?.tier).toBe('full');
  });

  it('a bare traceback into the same functions: the file as ranges, half the budget left as headroom', () => {
    const tb = [
      'Traceback (most recent call last):',
      `  File "${other}", line 3, in clip_00`,
      '    value = (value * 2 + width_0_0) % 97  # step 0 of clip_00',
      `  File "${big}", line 95, in scale_07`,
      '    value = (value * 10 + width_1_7) % 105  # step 1 of scale_07',
      'ValueError: boom',
    ].join('\n');
    const m = slice(root, tb, budget);
    expect(m.seeds.some((s) => s.why === 'frame' && s.path === big)).toBe(true);
    expect(m.files.find((f) => f.path === big)?.tier).toBe('symbols');
  });
});
