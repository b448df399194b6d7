// compileContext on the bundled demo and on edge-case fixtures: tiers, reasons, warnings, budget, determinism.
import { describe, it, expect, beforeAll } from 'vitest';
import { fileURLToPath } from 'node:url';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileContext, compileDemo, type CompileManifest } from '../../src/compile/index.js';

const DEMO = fileURLToPath(new URL('../../examples/compile-demo', import.meta.url));
const EDGE = fileURLToPath(new URL('../fixtures/compile/edge', import.meta.url));

beforeAll(() => {
  // Index and parse caches go to a throwaway directory, never the user's.
  process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'ck-compile-'));
});

const tiers = (m: CompileManifest): Record<string, string> => Object.fromEntries(m.files.map((f) => [f.path, `${f.tier}@${f.hop}:${f.reached_by}`]));

describe('compileContext on the demo repo', () => {
  it('target full, imports and the unexplained save() as skeletons, handlers excluded', async () => {
    const m = await compileContext(DEMO, 'app/views.py');
    expect(tiers(m)).toEqual({
      'app/views.py': 'full@0:target',
      'app/models.py': 'skeleton@1:import',
      'app/models_order.py': 'skeleton@1:name:save',
      'app/services.py': 'skeleton@1:import',
      'app/signals.py': 'skeleton@2:import',
    });
    expect(m.compile.tiers).toEqual({ full: 1, skeleton: 4, symbols: 0, excluded: 5 });
    const excluded = m.page_faults.map((p) => p.path);
    expect(excluded).toContain('app/handlers/handler_email.py');
    expect(excluded).toContain('app/handlers/handler_sms.py');
    expect(m.page_faults.find((p) => p.path === 'app/reports.py')?.command).toBe(`cat '${m.repo}/app/reports.py'`);
    expect(m.operator).toMatch(/^compile@[0-9a-f]{8}$/);
    expect(m.tokens.task_state).toBe(m.files.reduce((s, f) => s + f.tokens, 0));
    expect(m.compile.report.compiled_tokens).toBeLessThan(m.compile.report.naive_tokens);
  });

  it('warns at file:line for dynamic import, getattr dispatch, @receiver and the save collision', async () => {
    const m = await compileContext(DEMO, 'app/views.py');
    const w = m.warnings.map((x) => `${x.kind} ${x.path}:${x.line}`);
    // Grouped by kind (where static analysis stops first), most central to the target first within a kind.
    expect(w).toEqual([
      'dynamic-dispatch app/views.py:19',
      'dynamic-import app/views.py:18',
      'event-registration app/services.py:15',
      'name-collision app/views.py:11',
    ]);
    // One warning per colliding name, at its first call site, counting every caller.
    expect(m.warnings[3].detail).toBe("'save' (called as user.save()) (called in 2 files) is defined in 2 files: app/models.py, app/models_order.py — all included; a type-aware resolver could drop some");
  });

  it('--max-hops 1 stops before signals.py; 0 keeps only the target', async () => {
    const one = await compileContext(DEMO, 'app/views.py', { maxHops: 1 });
    expect(Object.keys(tiers(one))).not.toContain('app/signals.py');
    const zero = await compileContext(DEMO, 'app/views.py', { maxHops: 0 });
    expect(zero.files.map((f) => f.path)).toEqual(['app/views.py']);
  });

  it('a budget excludes the least-used reached file first and says so; a budget below the target fails', async () => {
    const full = await compileContext(DEMO, 'app/views.py');
    const signals = full.files.find((f) => f.path === 'app/signals.py')!;
    const m = await compileContext(DEMO, 'app/views.py', { budget: full.tokens.task_state - 1 });
    expect(m.compile.dropped_for_budget).toEqual(['app/signals.py']);
    expect(m.budget).toMatchObject({ requested: String(full.tokens.task_state - 1), fits: true });
    expect(m.budget.note).toMatch(/1 reached file\(s\) excluded, least used first \(app\/signals.py\)/);
    expect(m.tokens.task_state).toBe(full.tokens.task_state - signals.tokens);
    expect(m.page_faults.map((p) => p.path)).toContain('app/signals.py');
    const tiny = await compileContext(DEMO, 'app/views.py', { budget: 10 });
    expect(tiny.budget.fits).toBe(false);
    expect(tiny.budget.note).toMatch(/does not fit: even the target's signatures skeleton \(\d+ tokens\) exceeds the budget of 10/);
  });

  it('same input, same manifest (timings aside), cold or from the parse cache; the warm run parses nothing', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'ck-compile-parse-'));
    const a = await compileContext(DEMO, 'app/views.py', { cacheDir });
    const b = await compileContext(DEMO, 'app/views.py', { cacheDir });
    expect(a.cache).toBe('miss');
    expect(b.cache).toBe('hit');
    const strip = (m: CompileManifest): unknown => ({ ...m, timing_ms: null, cache: null });
    expect(JSON.stringify(strip(a))).toBe(JSON.stringify(strip(b)));
  });

  it('bad targets reject with a message naming the file', async () => {
    await expect(compileContext(DEMO, 'app/nope.py')).rejects.toThrow(/target 'app\/nope.py' does not exist/);
    await expect(compileContext(DEMO, 'app')).rejects.toThrow(/is a directory/);
    await expect(compileContext(join(DEMO, 'missing-dir'), 'x.py')).rejects.toThrow(/compile:/);
  });

  it('compileDemo prints the tiers, the warnings and the missed handlers', async () => {
    const text = await compileDemo();
    expect(text).toContain('Tier 2 (skeletonized, level summary): 4 whole file(s), 0 per-symbol');
    expect(text).toContain('app/handlers/handler_email.py: MISSED (as expected)');
    expect(text).toContain('==> app/services.py (summary skeleton');
    expect(text).not.toMatch(/Build time/);
    expect(await compileDemo()).toBe(text);
  });
});

describe('compileContext warning fixtures', () => {
  it('Python: computed getattr/import_module/__import__ warn, constant ones do not; 3-way collision; by-name reach', async () => {
    const m = await compileContext(EDGE, 'pkg/core.py');
    const w = m.warnings.map((x) => `${x.kind} ${x.path}:${x.line}`);
    expect(w).toEqual([
      'dynamic-dispatch pkg/core.py:9',
      'dynamic-import pkg/core.py:11',
      'dynamic-import pkg/core.py:12',
      'event-registration pkg/core.py:17',
      'name-collision pkg/core.py:13',
    ]);
    expect(tiers(m)['pkg/far.py']).toBe('skeleton@1:name:far');
    expect(tiers(m)['pkg/deep.py']).toBe('skeleton@2:import');
    expect(tiers(m)['pkg/deepest.py']).toBeUndefined();
    for (const p of ['pkg/proc_a.py', 'pkg/proc_b.py', 'pkg/proc_c.py']) expect(tiers(m)[p]).toBe('skeleton@1:name:process');
  });

  it('a name defined in more files than maxNameFanout is reported, not followed', async () => {
    const m = await compileContext(EDGE, 'pkg/core.py', { maxNameFanout: 2 });
    expect(Object.keys(tiers(m))).not.toContain('pkg/proc_a.py');
    const w = m.warnings.find((x) => x.kind === 'name-collision')!;
    expect(w.detail).toMatch(/1 called name\(s\) are defined in more than 2 files and were not followed \(raise maxNameFanout to follow them\): process \(3 files\)/);
  });

  it('the event list is configurable: @on_signal counts only when listed', async () => {
    const m = await compileContext(EDGE, 'pkg/core.py', { eventDecorators: ['on_signal'] });
    const ev = m.warnings.filter((x) => x.kind === 'event-registration').map((x) => x.line);
    expect(ev).toEqual([22]);
  });

  it('JS: .on(event, fn) registrations, import(expr), require(expr), obj[k]() warn; constant forms do not', async () => {
    const m = await compileContext(EDGE, 'src/main.js');
    expect(m.warnings.map((x) => `${x.kind} ${x.line}`)).toEqual([
      'dynamic-dispatch 11', 'dynamic-import 9', 'dynamic-import 10', 'event-registration 7', 'event-registration 8',
    ]);
    expect(tiers(m)).toEqual({ 'src/main.js': 'full@0:target', 'src/bus.js': 'skeleton@1:import', 'src/view.js': 'skeleton@1:import' });
  });
});
