// What a prose issue's further seed files show, through the CLI on a small repository written here: files ranked past
// the first few are seeded as a whole (a lexical match at line 1), and when shown as ranges they show their best
// definition for the issue's words (src/slice/evidence/definitions.ts tailWeights, src/slice/tail-defs.ts), not only their module header.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isolatedEnv, runCli } from '../helpers/cli.js';

interface Manifest {
  seeds: { path: string; line: number; why: string; source?: string }[];
  files: { path: string; tier: string; ranges: [number, number][]; tokens: number }[];
}

const env = isolatedEnv();

/**
 * A module of filler functions with one function, `needle_<k>`, at line `at` of its text that holds the issue's words
 * (with `needles` > 1, that many such functions in a row, `needle_<k>_<n>`, starting at the lines `ats`).
 */
function module(k: number, needles = 1): { text: string; at: number; ats: number[] } {
  const out: string[] = ['import math', ''];
  const ats: number[] = [];
  for (let i = 0; i < 24; i++) {
    if (i === 12) {
      for (let n = 0; n < needles; n++) {
        ats.push(out.length + 1);
        out.push(`def needle_${k}${needles > 1 ? `_${n}` : ''}(dial, angle):`, '    """Draws the gauge needle on the dial at the angle."""');
        for (let j = 0; j < 3 + k; j++) out.push(`    needle = dial.gauge_needle(angle * ${j + 1})  # gauge needle angle`);
        out.push('    return needle', '');
      }
    }
    out.push(`def filler_${k}_${i}(a, b=${i}):`, `    """Combine the pair ${i} of module ${k}."""`);
    for (let j = 0; j < 6; j++) out.push(`    a = (a * ${i + j + 3} + b) % ${101 + i + j}  # step ${j}`);
    out.push('    return a', '');
  }
  return { text: out.join('\n'), at: ats[0]!, ats };
}

function slice(root: string, text: string, budget: number): Manifest {
  const r = runCli(['slice', root, '--symptom', text, '--budget', String(budget), '--format', 'json'], { env });
  expect([0, 3], r.stderr).toContain(r.code);
  return JSON.parse(r.stdout) as Manifest;
}

/** The issue text every case slices for: words of each module's needle function. */
const NEEDLE_ISSUE = 'Gauge needle drawn at the wrong angle\n\nWhen the dial draws the gauge needle, the needle angle is off: the needle points past the dial.\n';

/**
 * Writes `count` dial modules (each with `needles` needle functions) into a new temporary repository; returns its root
 * and each module's first needle line (`ats`: all of them).
 */
function dialRepo(count: number, prefix: string, needles = 1): { root: string; at: Map<string, number>; ats: Map<string, number[]> } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const at = new Map<string, number>();
  const ats = new Map<string, number[]>();
  for (let k = 0; k < count; k++) {
    const p = `gauge/dial_${k}.py`;
    const m = module(k, needles);
    at.set(p, m.at);
    ats.set(p, m.ats);
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), m.text);
  }
  return { root, at, ats };
}

/** Returns whether a manifest file shows the line `line`: whole, or in one of its ranges. */
function shows(f: { tier: string; ranges: [number, number][] }, line: number): boolean {
  return f.tier === 'full' || f.ranges.some(([a, b]) => a <= line && line <= b);
}

describe('ck slice on prose: further seed files shown as ranges', () => {
  let root: string;
  let at: Map<string, number>;
  beforeAll(() => {
    ({ root, at } = dialRepo(10, 'ck-tail-ranges-'));
  });

  it('show their best definition, not only their first lines', () => {
    const m = slice(root, NEEDLE_ISSUE, 12000);
    const order = [...new Set(m.seeds.map((s) => s.path))];
    expect(order.length).toBeGreaterThan(6);
    // The files past the sixth are seeded as a whole; those shown as ranges hold their needle function.
    const further = m.files.filter((f) => order.indexOf(f.path) >= 6 && f.tier === 'symbols');
    expect(further.length).toBeGreaterThan(0);
    for (const f of further) expect(shows({ tier: 'symbols', ranges: f.ranges }, at.get(f.path)!), `${f.path} ${JSON.stringify(f.ranges)}`).toBe(true);
  });

  it('weigh a file far down the list at least RANK_PRIOR_FLOOR: a tight budget shows every best definition before the first file whole', () => {
    // At 4000 tokens the ten needle functions fit, or the first file whole and eight of them; past the fourth file the
    // chance of a gold file levels off (src/slice/plan.ts RANK_PRIOR_FLOOR), so the tenth file's needle is worth more.
    const m = slice(root, NEEDLE_ISSUE, 4000);
    const order = [...new Set(m.seeds.map((s) => s.path))];
    expect(order.length).toBe(10);
    for (const p of order) {
      const f = m.files.find((x) => x.path === p);
      expect(f, p).toBeDefined();
      expect(shows(f!, at.get(p)!), `${p} ${f!.tier} ${JSON.stringify(f!.ranges)}`).toBe(true);
    }
  });
});

describe('ck slice on prose: seed files past the tenth', () => {
  let root: string;
  let at: Map<string, number>;
  beforeAll(() => {
    ({ root, at } = dialRepo(12, 'ck-tail-ranges-12-'));
  });

  it('show their best definition too, not their module header', () => {
    // The definitions of the first ten seed files are ranked; the eleventh and twelfth are weighed for the plan only.
    const m = slice(root, NEEDLE_ISSUE, 12000);
    const order = [...new Set(m.seeds.map((s) => s.path))];
    expect(order.length).toBeGreaterThan(10);
    const past = m.files.filter((f) => order.indexOf(f.path) >= 10);
    expect(past.length).toBeGreaterThan(0);
    for (const f of past) expect(shows(f, at.get(f.path)!), `${f.path} ${f.tier} ${JSON.stringify(f.ranges)}`).toBe(true);
  });
});

describe('ck slice on prose: a further seed file that several definitions of match', () => {
  let root: string;
  let ats: Map<string, number[]>;
  beforeAll(() => {
    ({ root, ats } = dialRepo(10, 'ck-tail-ranges-3-', 3));
  });

  it('shows its best definitions, up to five, not only the best two (src/slice/tail-defs.ts TAIL_DEFS)', () => {
    // Each module holds three needle functions the text matches alike; a file past the sixth shown as ranges shows
    // all three (the fix is its file's 2nd to 5th best in a third of the issue sets' such gold files): the best two,
    // then the rest as a second unit of the same value (src/slice/plan.ts TAIL_MORE_SHARE). At 6500 tokens the
    // knapsack has no room to add them one by one: with only the best two as ranges (before), the third stayed out
    // (from 5500 to 7000 tokens).
    const m = slice(root, NEEDLE_ISSUE, 6500);
    expect(m.files.reduce((n, f) => n + f.tokens, 0)).toBeLessThanOrEqual(6500);
    const order = [...new Set(m.seeds.map((s) => s.path))];
    expect(order.length).toBeGreaterThan(6);
    const further = m.files.filter((f) => order.indexOf(f.path) >= 6 && f.tier === 'symbols');
    expect(further.length).toBeGreaterThan(0);
    for (const f of further) {
      for (const line of ats.get(f.path)!) expect(shows(f, line), `${f.path} line ${line}: ${JSON.stringify(f.ranges)}`).toBe(true);
    }
  });
});
