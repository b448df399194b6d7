// `ck compile` under a budget, as a subprocess: the default budget (auto), per-symbol skeletons, reference
// coverage, exit 1 when even the target cannot fit, warnings grouped and capped, --no-cache, --level; and the
// issue's figures on pandas core/frame.py (skipped without the corpora).
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { runCli, isolatedEnv, corporaRoot } from '../helpers/cli.js';

const DEMO = fileURLToPath(new URL('../../examples/compile-demo', import.meta.url));
const env = isolatedEnv({ CK_SESSION_ID: '', CK_BUDGET_MAX: '' });

/** A repository where the target uses two functions of a big module and nothing else of it. */
function bigDependencyRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ck-compile-budget-'));
  mkdirSync(join(dir, 'pkg'));
  writeFileSync(join(dir, 'pkg', '__init__.py'), '');
  const fns = Array.from({ length: 120 }, (_, i) => `def helper_${i}(x: int, y: str = "a") -> int:\n    """Helper number ${i}.\n\n    ${'Long explanation. '.repeat(10)}\n    """\n    return x + ${i}\n`).join('\n\n');
  writeFileSync(join(dir, 'pkg', 'big.py'), `"""Many helpers."""\n\n\n${fns}\n\n\nclass Box:\n    """A box."""\n\n    size: int = 0\n\n    def open(self, force: bool = False) -> None:\n        """Open it."""\n        self.size += 1\n`);
  writeFileSync(join(dir, 'pkg', 'main.py'), 'from pkg.big import helper_3, helper_77, Box\n\n\ndef run(v):\n    b = Box()\n    b.open()\n    return helper_3(v) + helper_77(v)\n');
  return dir;
}

describe('ck compile --budget', () => {
  it('default budget is auto (the conservative default without a session) and the manifest states level and coverage', () => {
    const r = runCli(['compile', DEMO, 'app/views.py', '--format', 'json'], { env });
    expect(r.code, r.stderr).toBe(0);
    const m = JSON.parse(r.stdout);
    expect(m.budget).toMatchObject({ requested: 'auto', resolved: 30000, fits: true });
    expect(m.budget.note).toMatch(/auto: no session transcript/);
    expect(m.compile.level).toBe('summary');
    expect(m.compile.coverage).toMatchObject({ references: expect.any(Number), covered: expect.any(Number), rate: expect.any(Number) });
    expect(m.files.filter((f: { tier: string }) => f.tier === 'skeleton').every((f: { level: string }) => f.level === 'summary')).toBe(true);
    const none = JSON.parse(runCli(['compile', DEMO, 'app/views.py', '--format', 'json', '--budget', 'none'], { env }).stdout);
    expect(none.budget).toMatchObject({ requested: 'none', fits: true });
  });

  it('a file too big to show whole gives the skeletons of just the referenced definitions; coverage counts them', () => {
    const repo = bigDependencyRepo();
    const whole = JSON.parse(runCli(['compile', repo, 'pkg/main.py', '--format', 'json', '--budget', 'none'], { env }).stdout);
    const big = whole.files.find((f: { path: string }) => f.path === 'pkg/big.py');
    expect(big.symbols).toBeUndefined();
    const budget = whole.files[0].tokens + 400; // room for the target and a few signatures, not for big.py whole
    expect(big.tokens).toBeGreaterThan(400);
    const r = runCli(['compile', repo, 'pkg/main.py', '--format', 'json', '--budget', String(budget)], { env });
    expect(r.code, r.stderr).toBe(0);
    const m = JSON.parse(r.stdout);
    const part = m.files.find((f: { path: string }) => f.path === 'pkg/big.py');
    expect(part).toMatchObject({ tier: 'skeleton', symbols: ['helper_3', 'helper_77', 'Box', 'Box.open'] });
    expect(part.ranges.length).toBe(4);
    expect(m.compile.tiers.symbols).toBe(1);
    expect(m.compile.coverage).toMatchObject({ references: 4, covered: 4, rate: 1 });
    const ctx = runCli(['compile', repo, 'pkg/main.py', '--format', 'context', '--budget', String(budget)], { env });
    expect(ctx.code, ctx.stderr).toBe(0);
    const section = ctx.stdout.split(/\n(?===> )/).find((s) => s.startsWith('==> pkg/big.py'))!;
    expect(section).toMatch(/^==> pkg\/big.py \(summary skeleton of 4 definition\(s\) the target references/);
    expect(section).toContain('def helper_3(x: int, y: str = "a") -> int:');
    expect(section).toContain('def helper_77(');
    expect(section).not.toContain('def helper_4(');
    expect(section).toContain('class Box:');
    expect(section).toContain('    def open(self, force: bool = False) -> None:');
    const py = spawnSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], { input: section.slice(section.indexOf('\n') + 1) });
    expect(py.status, py.stderr?.toString()).toBe(0);
  });

  it('exit 1 when even the target cannot fit (manifest still printed); a target too big in full is shown as its skeleton', () => {
    const repo = bigDependencyRepo();
    const tiny = runCli(['compile', repo, 'pkg/main.py', '--format', 'json', '--budget', '5'], { env });
    expect(tiny.code).toBe(1);
    expect(JSON.parse(tiny.stdout).budget.fits).toBe(false);
    expect(tiny.stderr).toMatch(/ck compile: does not fit: even the target's signatures skeleton/);
    const bigTarget = runCli(['compile', repo, 'pkg/big.py', '--format', 'json', '--budget', '5000'], { env });
    expect(bigTarget.code, bigTarget.stderr).toBe(0);
    const m = JSON.parse(bigTarget.stdout);
    expect(m.compile.target_tier).toBe('summary');
    expect(m.files[0]).toMatchObject({ path: 'pkg/big.py', role: 'seed', tier: 'skeleton', level: 'summary' });
    expect(m.page_faults.map((p: { path: string }) => p.path)).toContain('pkg/big.py');
    const bad = runCli(['compile', repo, 'pkg/main.py', '--budget', 'lots'], { env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--budget.*'auto' or 'none'/);
  });

  it('--level signatures, --no-cache, --max-warnings cap with one more-warnings marker per run', () => {
    const sig = JSON.parse(runCli(['compile', DEMO, 'app/views.py', '--format', 'json', '--level', 'signatures', '--no-cache'], { env }).stdout);
    expect(sig.compile.level).toBe('signatures');
    expect(sig.cache).toBe('miss');
    const capped = JSON.parse(runCli(['compile', DEMO, 'app/views.py', '--format', 'json', '--max-warnings', '0'], { env }).stdout);
    expect(capped.warnings).toHaveLength(1);
    expect(capped.warnings[0]).toMatchObject({ kind: 'more-warnings' });
    expect(capped.warnings[0].detail).toMatch(/^4 more warning\(s\) not listed \(1 dynamic-dispatch, 1 dynamic-import, 1 event-registration, 1 name-collision\)/);
    expect(capped.compile.warning_counts).toEqual({ 'dynamic-dispatch': 1, 'dynamic-import': 1, 'event-registration': 1, 'name-collision': 1 });
    expect(runCli(['compile', DEMO, 'app/views.py', '--level', 'x'], { env }).code).toBe(2);
  });

  const corpora = corporaRoot();
  it.skipIf(!corpora)('pandas core/frame.py --max-hops 2: fits the default budget; coverage ≥ 90% at 100k and ≥ 70% at 30k; warnings capped', () => {
    const repo = join(corpora!, 'pandas');
    const run = (b?: string): { code: number; m: any } => {
      const r = runCli(['compile', repo, 'pandas/core/frame.py', '--max-hops', '2', '--format', 'json', ...(b ? ['--budget', b] : [])], { env });
      return { code: r.code, m: JSON.parse(r.stdout) };
    };
    const def = run();
    expect(def.code).toBe(0);
    expect(def.m.budget.fits).toBe(true);
    expect(def.m.tokens.task_state).toBeLessThanOrEqual(def.m.budget.resolved);
    const at100 = run('100k');
    expect(at100.m.compile.coverage.rate).toBeGreaterThanOrEqual(0.9);
    expect(at100.m.tokens.task_state).toBeLessThanOrEqual(100_000);
    const at30 = run('30k');
    expect(at30.m.compile.coverage.rate).toBeGreaterThanOrEqual(0.7);
    expect(at30.m.tokens.task_state).toBeLessThanOrEqual(30_000);
    const kinds = Object.keys(at30.m.compile.warning_counts);
    for (const k of kinds) expect(at30.m.warnings.some((w: { kind: string }) => w.kind === k), k).toBe(true);
    expect(at30.m.warnings.length).toBeLessThanOrEqual(kinds.length * 10 + 1);
  }, 300_000);
});
