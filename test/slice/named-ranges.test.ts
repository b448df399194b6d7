// What a trace's slice of an issue text shows of a seed file too large to show whole, through the CLI on a small
// repository written here: besides the ranges around the frame, every definition of the file that the text names
// (plan.ts withNamed, evidence/related.ts), although six other files define the same names, so that the names seed
// no line and the text's ranked list shows only its first few; a definition the text does not name stays out.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isolatedEnv, runCli } from '../helpers/cli.js';

interface Manifest {
  seeds: { path: string; line: number; why: string }[];
  files: { path: string; tier: string; tokens: number; ranges?: [number, number][] }[];
}

const env = isolatedEnv();

/** A module of `n` distinct functions (`scale_00` …), each a dozen lines, with each one's first line. */
function module(n: number): { text: string; starts: Map<string, number> } {
  const out: string[] = [];
  const starts = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const name = `scale_${String(i).padStart(2, '0')}`;
    starts.set(name, out.length + 1);
    out.push(`def ${name}(value, width=${i + 1}):`, `    """Scale the ${name} value by ${i} and clip it to the width."""`);
    for (let k = 0; k < 9; k++) out.push(`    value = (value * ${i + k + 2} + width_${k}_${i}) % ${97 + i + k}  # step ${k} of ${name}`);
    out.push('    return value', '');
  }
  return { text: out.join('\n'), starts };
}

function slice(root: string, text: string, budget: number): Manifest {
  const r = runCli(['slice', root, '--symptom', text, '--budget', String(budget), '--format', 'json'], { env });
  expect([0, 3], r.stderr).toContain(r.code);
  return JSON.parse(r.stdout) as Manifest;
}

/** The definitions the text names. */
const NAMED = [31, 32, 33, 34, 35, 36, 37].map((i) => `scale_${i}`);

const shows = (f: Manifest['files'][number] | undefined, line: number): boolean => (f?.ranges ?? []).some(([a, b]) => a <= line && line <= b);

describe('ck slice: a trace-seeded file shown as ranges', () => {
  let root: string;
  let budget: number;
  let starts: Map<string, number>;
  const big = 'gauge/big.py';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'ck-named-ranges-'));
    const m = module(40);
    starts = m.starts;
    mkdirSync(dirname(join(root, big)), { recursive: true });
    writeFileSync(join(root, big), m.text);
    for (let k = 1; k <= 6; k++) writeFileSync(join(root, `gauge/other_${k}.py`), NAMED.map((n) => `def ${n}(value, **kw):\n    return value * ${k}\n`).join('\n'));
    // The file's tokens, read from an unbounded slice; the budget makes it 1.2 times the budget, so the slice shows it
    // as ranges.
    const all = slice(root, 'Traceback (most recent call last):\n  File "gauge/big.py", line 1, in scale_00\nValueError: x', 1_000_000);
    budget = Math.round(all.files.find((f) => f.path === big)!.tokens / 1.2);
  });

  it('shows the frame and every definition the text names; not the others', () => {
    const line = starts.get('scale_07')! + 3;
    const text = [
      'Scaling a value through the gauge pipeline raises an error for some widths above ten or so.',
      `The clipping also looks wrong in ${NAMED.slice(0, -1).join(', ')} and ${NAMED.at(-1)} when the value is passed on.`,
      '',
      'Traceback (most recent call last):',
      `  File "${big}", line ${line}, in scale_07`,
      '    value = (value * 10 + width_1_7) % 105  # step 1 of scale_07',
      'ValueError: width out of range',
    ].join('\n');
    const m = slice(root, text, budget);
    expect(m.seeds.some((s) => s.why === 'frame' && s.path === big)).toBe(true);
    const f = m.files.find((x) => x.path === big);
    expect(f?.tier).toBe('symbols');
    expect(shows(f, line)).toBe(true);
    for (const n of NAMED) expect(shows(f, starts.get(n)!), n).toBe(true);
    expect(shows(f, starts.get('scale_20')!)).toBe(false);
  });
});
