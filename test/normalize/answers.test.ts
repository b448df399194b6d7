// Answer oracles (src/normalize/answers/): each recognizes the real outputs captured for its tool
// (test/fixtures/answers/, made by bench/captures/capture.mjs), and on EVERY output fixture of the repository the
// normalized text gives the answers the raw one gives (issue 43).
import { describe, expect, it, beforeAll } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalize } from '../../src/normalize/index.js';
import { answersOf, checkAnswers, answersKept, ORACLES } from '../../src/normalize/answers/index.js';
import { isolateState } from './helpers.js';

const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url));
const answersDir = join(fixtures, 'answers');

interface Case { file: string; tool: string; kind: string; command: string; exit: number }
const cases: Case[] = JSON.parse(readFileSync(join(answersDir, 'cases.json'), 'utf8'));

/** The oracle that must recognize each captured tool's output. */
const ORACLE_OF: Record<string, string> = {
  pytest: 'pytest', unittest: 'unittest', jest: 'jest', vitest: 'vitest', 'node-test': 'node-test', tap: 'node-test',
  mocha: 'mocha', 'go-test': 'go-test', 'cargo-test': 'cargo-test', junit: 'junit', phpunit: 'phpunit',
  tsc: 'diagnostics', mypy: 'diagnostics', pyright: 'diagnostics', ruff: 'diagnostics', eslint: 'diagnostics',
  rustc: 'diagnostics', 'go-build': 'diagnostics', 'go-vet': 'diagnostics', javac: 'diagnostics',
  'git-diff': 'git-diff', 'git-show': 'git-diff', 'git-status': 'git-status', npm: 'packages', pip: 'packages',
  composer: 'packages', grep: 'grep', rg: 'grep',
};

const read = (file: string): string => {
  const bytes = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
};

function* outputs(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== 'sources' && name !== 'projects' && name !== 'repos') yield* outputs(p);
    } else if (/\.(txt|log\.gz)$/.test(name)) yield p;
  }
}

beforeAll(() => {
  isolateState();
});

describe('answer oracles on their captured outputs', () => {
  it('every captured tool has at least 3 outputs, and failing ones among them', () => {
    const byTool = new Map<string, Case[]>();
    for (const c of cases) byTool.set(ORACLE_OF[c.tool] ?? c.tool, [...(byTool.get(ORACLE_OF[c.tool] ?? c.tool) ?? []), c]);
    for (const o of ORACLES) {
      const mine = byTool.get(o.name) ?? [];
      expect(mine.length, o.name).toBeGreaterThanOrEqual(3);
      // git diff/show/status have no failing run; the other tools have at least one.
      if (o.kind !== 'git') expect(mine.some((c) => c.exit !== 0), `${o.name} has a failing run`).toBe(true);
    }
  });

  for (const c of cases) {
    const expected = ORACLE_OF[c.tool]!;
    it(`${c.file}: recognized by ${expected}, with the answers a ${c.exit === 0 ? 'passing' : 'failing'} run gives`, () => {
      const raw = read(join(answersDir, c.file));
      const found = answersOf(raw);
      const mine = found.find((a) => a.oracle === expected);
      // A clean build, lint or search (no diagnostic, no count line: `go vet` prints nothing) has no answers to give.
      if (c.exit === 0 && c.kind !== 'tests' && c.kind !== 'git') return;
      expect(mine, `${c.file}: ${JSON.stringify(found.map((f) => f.oracle))}`).toBeDefined();
      const answers = mine!.answers;
      if (c.kind === 'tests') {
        expect(answers.some((a) => a.startsWith('summary ') || a.startsWith('status ')), answers.join('\n')).toBe(true);
        if (c.exit !== 0) expect(answers.some((a) => /^(fail|failure|error|panic|section|status FAIL)/.test(a)), answers.join('\n')).toBe(true);
      } else if (c.kind === 'diagnostics' && c.exit !== 0) {
        expect(answers.some((a) => a.startsWith('diag ')), answers.join('\n')).toBe(true);
      } else if (c.kind === 'packages' && c.exit !== 0) {
        expect(answers.some((a) => a.startsWith('error ')), answers.join('\n')).toBe(true);
      } else if (c.kind === 'grep' || c.kind === 'git') {
        expect(answers.length, c.file).toBeGreaterThan(0);
      }
    });
  }
});

describe('answers of known outputs', () => {
  const answers = (file: string, oracle: string): readonly string[] => answersOf(read(join(answersDir, file))).find((a) => a.oracle === oracle)!.answers;

  it('pytest: failing ids, each failure first E line, the summary', () => {
    expect(answers('pytest-fail.txt', 'pytest')).toEqual([
      'fail tests/test_stock.py::test_reserve_leaves[13]',
      'fail tests/test_stock.py::test_reserve_leaves[26]',
      'fail tests/test_stock.py::test_reserve_leaves[39]',
      'section test_reserve_leaves[13]: assert 87 == 88',
      'section test_reserve_leaves[26]: assert 74 == 75',
      'section test_reserve_leaves[39]: assert 61 == 62',
      'summary 3 failed, 102 passed in 1.09s',
    ]);
    expect(answers('pytest-collect-error.txt', 'pytest')).toContain('error tests/test_import.py');
  });

  it('tsc, mypy, rustc, eslint: every diagnostic with file:line:col and code', () => {
    expect(answers('tsc-error.txt', 'diagnostics')).toEqual([
      'diag src/broken.ts:4:20 TS2322', 'diag src/broken.ts:5:14 TS2322', 'diag src/broken.ts:7:17 TS2345', 'diag src/broken.ts:9:24 TS2304',
    ]);
    expect(answers('mypy-pretty.txt', 'diagnostics')).toContain('diag typed.py:17 operator');
    expect(answers('rustc-error.txt', 'diagnostics')).toContain('diag src/lib.rs:11:24 E0425');
    expect(answers('eslint-error.txt', 'diagnostics')).toContain('diag /tmp/ck-cap/js/lint/orders.js:12:17 no-undef');
  });

  it('git: hunk headers and changed counts per file; status paths with their state', () => {
    const diff = answers('git-diff-head.txt', 'git-diff');
    expect(diff).toContain('hunk src/cart.js @@ -11,6 +11,7 @@');
    expect(diff).toContain('changed src/cart.js +2 -1');
    expect(answers('git-status.txt', 'git-status')).toEqual(expect.arrayContaining(['path deleted mocha/cart.spec.js', 'path untracked src/tax.js']));
    expect(answers('git-status-short.txt', 'git-status')).toEqual(expect.arrayContaining(['path  D mocha/cart.spec.js', 'path ?? src/tax.js']));
  });

  it('grep: the matches a grep-cap marker lists are matches', () => {
    const raw = Array.from({ length: 40 }, (_, i) => `src/a.ts:${i * 3 + 1}:  const value${i} = compute(${i}); // a long enough line to be worth capping`).join('\n') + '\n';
    const r = normalize(raw, { tool: 'grep' });
    expect(r.elisions.some((e) => e.kind === 'grep-cap')).toBe(true);
    expect(r.text).toMatch(/more matches in src\/a\.ts at lines [\d,-]+ \(output lines/);
    expect(answersKept(checkAnswers(raw, r.text))).toBe(true);
  });

  it('a dropped answer line is reported missing (the check is not vacuous)', () => {
    const raw = read(join(answersDir, 'jest-fail.txt'));
    const dropped = raw.split('\n').filter((l) => !l.includes('✕ sums lines')).join('\n');
    const checks = checkAnswers(raw, dropped);
    expect(checks.find((c) => c.oracle === 'jest')!.missing).toEqual(['fail sums lines']);
    expect(answersKept(checks)).toBe(false);
  });
});

describe('normalized answers = raw answers on every output fixture', () => {
  const files = [...outputs(fixtures)];
  it('finds the fixtures', () => expect(files.length).toBeGreaterThan(150));
  for (const file of files) {
    const name = relative(fixtures, file);
    const tools: ('bash' | 'grep')[] = /(^|\/)(grep|rg)-/.test(name.split('/').pop()!) ? ['bash', 'grep'] : ['bash'];
    for (const tool of tools) {
      it(`${name} (${tool})`, () => {
        const raw = read(file);
        const r = normalize(raw, { tool });
        const checks = checkAnswers(raw, r.text);
        const lost = checks.filter((c) => c.missing.length || c.extra.length);
        expect(lost, JSON.stringify(lost, null, 1).slice(0, 2000)).toEqual([]);
      });
    }
  }
});
