import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corporaRoot, isolatedEnv, runCli } from '../helpers/cli.js';
import { realCase, type RealReport } from '../../src/bench/real.js';
import { visible } from '../../src/bench/sufficiency.js';
import type { SliceManifest } from '../../src/slice/types.js';
import { buildIndex } from '../../src/repo/index.js';

// End-to-end on the real corpora with tracebacks captured from Debian's python3-pandas / python3-sympy: frames under
// /usr/lib/python3/dist-packages/… must map onto the corpus by the longest unique suffix.
const root = corporaRoot();
const FIX = fileURLToPath(new URL('../fixtures/symptoms/', import.meta.url));


describe.skipIf(!root)('ck slice on pandas and sympy with real tracebacks (skipped: corpora absent, run npm run corpora)', () => {
  for (const corpus of ['pandas', 'sympy'] as const) {
    it(`${corpus}: the raise line is visible for every full traceback within a 30k budget`, async () => {
      const repo = join(root!, corpus);
      const index = await buildIndex(repo);
      const paths = index.files.map((f) => f.path);
      const env = isolatedEnv();
      const names = readdirSync(FIX).filter((f) => f.startsWith(`${corpus}_`) && f !== 'sympy_syntax.txt');
      expect(names.length).toBeGreaterThanOrEqual(10);
      const tokens: number[] = [];
      for (const name of names) {
        const text = readFileSync(join(FIX, name), 'utf8');
        const r = runCli(['slice', repo, '--symptom-file', join(FIX, name), '--budget', '30000', '--format', 'json'], { env });
        expect(r.code, `${name}: ${r.stderr}`).toBe(0);
        const m = JSON.parse(r.stdout) as SliceManifest;
        const c = realCase(text, m.repo, paths);
        expect(typeof c, name).toBe('object');
        if (typeof c === 'string') continue;
        expect(visible(m, c.path, c.line), `${name}: ${c.path}:${c.line} not visible`).toBe(true);
        expect(m.tokens.task_state).toBeLessThanOrEqual(30000);
        tokens.push(m.tokens.task_state);
      }
      tokens.sort((a, b) => a - b);
      expect(tokens[tokens.length >> 1]).toBeLessThanOrEqual(15000);
    });
  }

  // Issue 5's targets on the captured tracebacks, scored by `ck bench sufficiency REPO --real …` (the raise line =
  // the innermost frame inside the repository, the same for the three forms cut from the real text).
  const realRun = (sets: { corpus: string; files: string[] }[]): { form: string; hits: number; cases: number; tokens: number[] }[] => {
    const totals = new Map<string, { form: string; hits: number; cases: number; tokens: number[] }>();
    const env = isolatedEnv();
    for (const { corpus, files } of sets) {
      const r = runCli(['bench', 'sufficiency', join(root!, corpus), '--real', ...files, '--budget', '30000', '--json'], { env });
      expect(r.code, r.stderr).toBe(0);
      const report = JSON.parse(r.stdout) as RealReport;
      expect(report.skipped.map((k) => k.name).filter((n) => n !== 'sympy_syntax.txt')).toEqual([]);
      for (const c of report.scored) {
        for (const [form, v] of Object.entries(c.forms)) {
          const t = totals.get(form) ?? { form, hits: 0, cases: 0, tokens: [] };
          t.cases++;
          if (v.hit) t.hits++;
          t.tokens.push(v.tokens);
          totals.set(form, t);
        }
      }
    }
    return [...totals.values()];
  };
  const medianOf = (xs: number[]): number => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2; };
  const fixtures = (dir: string, re: RegExp): string[] => readdirSync(dir).filter((n) => re.test(n)).map((n) => join(dir, n));

  it('real tracebacks (tuned set): raise line visible in 100% full, ≥ 90% caller+message, ≥ 70% message-only, median ≤ 15k of 30k', () => {
    const totals = realRun([
      { corpus: 'pandas', files: fixtures(FIX, /^(?:pandas|pytest)_.*\.txt$/) },
      { corpus: 'sympy', files: fixtures(FIX, /^sympy_.*\.txt$/) },
    ]);
    const by = Object.fromEntries(totals.map((t) => [t.form, t]));
    console.log(totals.map((t) => `${t.form}: ${t.hits}/${t.cases}, median ${medianOf(t.tokens)} tokens`).join('; '));
    expect(by.traceback!.cases).toBeGreaterThanOrEqual(30);
    expect(by.traceback!.hits).toBe(by.traceback!.cases);
    expect(by['caller+message']!.hits / by['caller+message']!.cases).toBeGreaterThanOrEqual(0.9);
    expect(by.message!.hits / by.message!.cases).toBeGreaterThanOrEqual(0.7);
    for (const t of totals) expect(medianOf(t.tokens), t.form).toBeLessThanOrEqual(15000);
    for (const t of totals) expect(Math.max(...t.tokens), t.form).toBeLessThanOrEqual(30000);
  }, 180_000);

  it('real tracebacks (held-out set, not tuned on): full tracebacks all hit, median ≤ 15k', () => {
    const HELD = join(FIX, 'heldout');
    const totals = realRun([
      { corpus: 'pandas', files: fixtures(HELD, /^pandas_.*\.txt$/) },
      { corpus: 'sympy', files: fixtures(HELD, /^sympy_.*\.txt$/) },
    ]);
    console.log(`held-out: ${totals.map((t) => `${t.form}: ${t.hits}/${t.cases}, median ${medianOf(t.tokens)} tokens`).join('; ')}`);
    const by = Object.fromEntries(totals.map((t) => [t.form, t]));
    expect(by.traceback!.cases).toBeGreaterThanOrEqual(12);
    expect(by.traceback!.hits).toBe(by.traceback!.cases);
    for (const t of totals) expect(medianOf(t.tokens), t.form).toBeLessThanOrEqual(15000);
  }, 180_000);

  it('pandas: a pytest report seeds the failing test file path mentions and the library frames', () => {
    const r = runCli(['slice', join(root!, 'pandas'), '--symptom-file', join(FIX, 'pytest_short.txt'), '--budget', '30000', '--format', 'json']);
    const m = JSON.parse(r.stdout) as SliceManifest;
    expect(m.seeds[0]).toMatchObject({ path: 'pandas/core/generic.py', line: 1850, why: 'frame' });
  });
});
