import { beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isolatedEnv, runCli } from '../helpers/cli.js';

const DEMO = fileURLToPath(new URL('../../examples/slice-demo', import.meta.url));
const TB = join(DEMO, 'traceback.txt');

/** The manifest contract of DESIGN.md ("Slice manifest", version 1), strict on every documented field. */
const Manifest = z.object({
  version: z.literal(1),
  operator: z.string().regex(/^T2@[0-9a-f]{8}$/),
  repo: z.string(),
  scanned: z.object({ files: z.number().int().nonnegative(), tokens: z.number().int().nonnegative() }),
  cache: z.enum(['hit', 'miss']),
  budget: z.object({ requested: z.string(), resolved: z.number().nonnegative(), fits: z.boolean(), note: z.string().min(1) }).passthrough(),
  seeds: z.array(z.object({ path: z.string(), line: z.number().int().positive(), why: z.enum(['frame', 'literal', 'path', 'symbol', 'explicit', 'diff', 'test']), detail: z.string(), confidence: z.number().min(0).max(1) })),
  files: z.array(z.object({
    path: z.string(), role: z.enum(['seed', 'dependency', 'importer', 'test']), hop: z.number().int().nonnegative(), via: z.string(),
    tier: z.enum(['full', 'symbols', 'skeleton']), ranges: z.array(z.tuple([z.number().int().positive(), z.number().int().positive()])), tokens: z.number().int().nonnegative(),
  })),
  excluded: z.object({ files: z.number().int().nonnegative(), tokens: z.number().int().nonnegative() }),
  warnings: z.array(z.object({ kind: z.string(), path: z.string(), line: z.number().int().nonnegative(), detail: z.string() })),
  page_faults: z.array(z.object({ path: z.string(), command: z.string() })),
  tokens: z.object({ repo: z.number(), task_state: z.number(), rate: z.number().min(0).max(1) }),
  timing_ms: z.object({ total: z.number() }).passthrough(),
  sufficiency: z.object({ expected_page_faults: z.array(z.string()) }),
});
type M = z.infer<typeof Manifest>;

function slice(args: string[], env = isolatedEnv(), input?: string): { code: number; m: M; stderr: string } {
  const r = runCli(['slice', ...args, '--format', 'json'], { env, input });
  expect(r.stderr).not.toMatch(/TypeError|ReferenceError|at .*\.js:\d+/);
  return { code: r.code, m: Manifest.parse(JSON.parse(r.stdout)), stderr: r.stderr };
}

describe('ck slice (CLI as a subprocess, bundled example with a real traceback)', () => {
  it('validates against the manifest contract and seeds the raise line from the innermost frame', () => {
    const { code, m } = slice([DEMO, '--symptom-file', TB, '--budget', '4000']);
    expect(code).toBe(0);
    expect(m.seeds[0]).toMatchObject({ path: 'invoicer/rates.py', line: 16, why: 'frame', confidence: 1 });
    expect(m.files.find((f) => f.path === 'invoicer/rates.py')).toMatchObject({ role: 'seed', tier: 'full' });
    expect(m.budget).toMatchObject({ requested: '4000', resolved: 4000, fits: true, rung: 'full-closure' });
    expect(m.tokens.task_state).toBe(m.files.reduce((n, f) => n + f.tokens, 0));
  });

  it('maps frames recorded under another checkout path by the longest unique suffix', () => {
    const moved = readFileSync(TB, 'utf8').replaceAll('/home/user/slice-demo/', 'C:\\Users\\dev\\slice-demo\\');
    const { m } = slice([DEMO, '--symptom', moved, '--budget', '4000']);
    expect(m.seeds.filter((s) => s.why === 'frame').map((s) => `${s.path}:${s.line}`)).toEqual(expect.arrayContaining(['invoicer/rates.py:16', 'invoicer/api.py:10', 'run.py:5']));
  });

  it('descends the ladder as the budget shrinks, and says so', () => {
    const none = slice([DEMO, '--symptom-file', TB, '--budget', 'none']).m;
    expect(none.budget).toMatchObject({ requested: 'none', fits: true, rung: 'full-closure' });
    const rungs = ['full-closure', 'near-closure', 'seeds+deps1', 'seeds+skeletons', 'symbols+skeletons', 'symbols'];
    const order = ['none', '4000', '700', '500', '300', '200'].map((b) => slice([DEMO, '--symptom-file', TB, '--budget', b]).m);
    const idx = order.map((m) => rungs.indexOf(m.budget.rung!));
    expect(idx).toEqual([...idx].sort((a, b) => a - b)); // richer rungs for larger budgets
    expect(order[2]!.budget.rung).toBe('seeds+deps1');
    order.forEach((m, i) => i && expect(m.tokens.task_state).toBeLessThanOrEqual(m.budget.resolved));
    const tight = order[5]!;
    expect(tight.budget.rung).toBe('symbols');
    const rates = tight.files.find((f) => f.path === 'invoicer/rates.py')!;
    expect(rates.tier).toBe('symbols');
    expect(rates.ranges.some(([a, b]) => a <= 16 && 16 <= b)).toBe(true);
    // Page faults run as printed from any directory: they name the absolute path.
    expect(tight.page_faults.some((p) => p.command === `cat '${tight.repo}/invoicer/rates.py'`)).toBe(true);
    const tiny = slice([DEMO, '--symptom-file', TB, '--budget', '10']);
    expect(tiny.code).toBe(1);
    expect(tiny.m.budget.fits).toBe(false);
    expect(tiny.m.budget.note).toMatch(/does not fit/);
  });

  it('serves identical inputs from the cache and recomputes after an edit', () => {
    const repo = mkdtempSync(join(tmpdir(), 'ck-slice-'));
    cpSync(DEMO, repo, { recursive: true });
    const env = isolatedEnv();
    const a = slice([repo, '--symptom-file', TB, '--budget', '4000'], env).m;
    const b = slice([repo, '--symptom-file', TB, '--budget', '4000'], env).m;
    expect([a.cache, b.cache]).toEqual(['miss', 'hit']);
    expect({ ...b, cache: 'miss', timing_ms: 0, budget: { ...b.budget, note: '' } }).toEqual({ ...a, timing_ms: 0, budget: { ...a.budget, note: '' } });
    expect(slice([repo, '--symptom-file', TB, '--budget', '3999'], env).m.cache).toBe('miss');
    appendFileSync(join(repo, 'invoicer', 'rates.py'), '\n# edited\n');
    expect(slice([repo, '--symptom-file', TB, '--budget', '4000'], env).m.cache).toBe('miss');
    expect(slice([repo, '--symptom-file', TB, '--budget', '4000', '--no-cache'], env).m.cache).toBe('miss');
  });

  it('derives --budget auto from the calling session transcript (last assistant usage), with env overrides', () => {
    const t = join(mkdtempSync(join(tmpdir(), 'ck-tr-')), 't.jsonl');
    writeFileSync(t, [
      JSON.stringify({ type: 'user', message: { role: 'user', content: 'hi' } }),
      JSON.stringify({ type: 'assistant', message: { role: 'assistant', model: 'claude-sonnet-4', content: [{ type: 'text', text: 'ok' }], usage: { input_tokens: 1000, cache_read_input_tokens: 50000, cache_creation_input_tokens: 2000, output_tokens: 500 } } }),
    ].join('\n') + '\n');
    const a = slice([DEMO, '--symptom-file', TB, '--transcript', t], isolatedEnv({ CK_CONTEXT_WINDOW: '100000' })).m;
    expect(a.budget).toMatchObject({ requested: 'auto', resolved: 100000 - 53500 - 20000 });
    expect(a.budget.note).toMatch(/window 100000 \(CK_CONTEXT_WINDOW\) − used 53500/);
    const b = slice([DEMO, '--symptom-file', TB, '--transcript', t], isolatedEnv({ CK_BUDGET_MAX: '5000' })).m;
    expect(b.budget.resolved).toBe(5000);
    // Written as ck prints token counts; a value that is not one is ignored, and the note says so.
    expect(slice([DEMO, '--symptom-file', TB, '--transcript', t], isolatedEnv({ CK_BUDGET_MAX: '5k' })).m.budget.resolved).toBe(5000);
    const bad = slice([DEMO, '--symptom-file', TB, '--transcript', t], isolatedEnv({ CK_BUDGET_MAX: 'lots', CK_CONTEXT_WINDOW: '100000' })).m;
    expect(bad.budget.resolved).toBe(100000 - 53500 - 20000);
    expect(bad.budget.note).toMatch(/CK_BUDGET_MAX 'lots' is not a token count/);
    const c = slice([DEMO, '--symptom-file', TB], isolatedEnv({ CK_SESSION_ID: '' })).m;
    expect(c.budget).toMatchObject({ requested: 'auto', resolved: 30000 });
    expect(c.budget.note).toMatch(/no session transcript/);
  });

  it('seeds from the message alone through format-aware literal matching', () => {
    const { m } = slice([DEMO, '--symptom', "no exchange rate for currency 'NOK' (known: EUR, GBP, JPY, USD)", '--budget', '4000']);
    expect(m.seeds[0]).toMatchObject({ path: 'invoicer/rates.py', line: 16, why: 'literal' });
  });

  it('matches a message wrapped in quotes (a KeyError-style repr, with or without its class) to its literal', () => {
    for (const symptom of [
      `"no exchange rate for currency 'CHF' (known: EUR, GBP, JPY, USD)"`,
      `KeyError: "no exchange rate for currency 'CHF' (known: EUR, GBP, JPY, USD)"`,
      `invoicer.errors.UnknownCurrencyError: "no exchange rate for currency 'CHF' (known: EUR, GBP, JPY, USD)"`,
    ]) {
      const { m } = slice([DEMO, '--symptom', symptom, '--budget', '4000']);
      expect(m.seeds[0], symptom).toMatchObject({ path: 'invoicer/rates.py', line: 16 });
      expect(m.seeds[0]!.detail, symptom).toMatch(/message matches literal "no exchange rate for currency"/);
    }
  });

  it('says so in the manifest when a message names no class and matches no literal', () => {
    const { m } = slice([DEMO, '--symptom', 'something went sideways here', '--budget', '4000']);
    expect(m.warnings.some((w) => w.kind === 'low-confidence' && /names no exception class/.test(w.detail))).toBe(true);
  });

  it('ck demo --only slice shows the message-only symptom reaching its literal', () => {
    const r = runCli(['demo', '--only', 'slice'], { env: isolatedEnv() });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/-- only the message: .*\n {3}seed invoicer\/rates\.py:16 \[literal/);
  });

  it('reads the symptom from stdin, takes explicit seeds, reports unresolved and ambiguous ones', () => {
    const { m } = slice([DEMO, '--symptom-file', '-', '--seed', 'invoicer/report.py:6', '--seed', 'nope.py', '--budget', '4000'], isolatedEnv(), readFileSync(TB, 'utf8'));
    expect(m.seeds.some((s) => s.why === 'explicit' && s.path === 'invoicer/report.py' && s.line === 6)).toBe(true);
    expect(m.warnings.some((w) => w.kind === 'unresolved-seed' && w.path === 'nope.py')).toBe(true);
    const amb = slice([DEMO, '--symptom', '  File "/elsewhere/__init__.py", line 3, in <module>\nValueError: x', '--budget', '4000']).m;
    expect(amb.warnings.some((w) => w.kind === 'ambiguous-seed')).toBe(false); // one __init__.py only
  });

  it('indexes a node_modules package on demand when the real stack points into it', () => {
    const repo = mkdtempSync(join(tmpdir(), 'ck-dep-'));
    const lib = join(repo, 'node_modules', 'tinyparse');
    cpSync(DEMO, join(repo, 'unused-demo'), { recursive: true });
    spawnSync('mkdir', ['-p', lib]);
    writeFileSync(join(lib, 'package.json'), '{"name":"tinyparse","main":"index.js"}');
    writeFileSync(join(lib, 'index.js'), "function parsePort(s) {\n  const n = Number(s);\n  if (!Number.isInteger(n)) throw new RangeError(`port must be an integer, got ${s}`);\n  return n;\n}\nmodule.exports = { parsePort };\n");
    writeFileSync(join(repo, 'main.js'), "const { parsePort } = require('tinyparse');\nparsePort('eighty');\n");
    const run = spawnSync(process.execPath, ['main.js'], { cwd: repo, encoding: 'utf8' });
    expect(run.stderr).toMatch(/RangeError: port must be an integer/); // a real V8 stack, captured now
    const { m } = slice([repo, '--symptom', run.stderr, '--budget', '4000']);
    expect(m.warnings.some((w) => w.kind === 'dependency-indexed' && w.path.endsWith('node_modules/tinyparse'))).toBe(true);
    expect(m.seeds[0]).toMatchObject({ path: 'node_modules/tinyparse/index.js', line: 3, why: 'frame' });
    expect(m.files.some((f) => f.path === 'main.js')).toBe(true);
  });

  it('seeds from a git diff', () => {
    const repo = mkdtempSync(join(tmpdir(), 'ck-diff-'));
    cpSync(DEMO, repo, { recursive: true });
    const git = (...a: string[]) => spawnSync('git', a, { cwd: repo, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });
    git('init', '-q'); git('add', '.'); git('commit', '-qm', 'base');
    const p = join(repo, 'invoicer', 'pricing.py');
    writeFileSync(p, readFileSync(p, 'utf8').replace('VAT = 0.2', 'VAT = 0.25'));
    const { m } = slice([repo, '--from-diff', '--budget', '4000']);
    expect(m.seeds).toEqual([expect.objectContaining({ path: 'invoicer/pricing.py', line: 4, why: 'diff' })]);
  });

  it('renders paths, text and context formats', () => {
    const paths = runCli(['slice', DEMO, '--symptom-file', TB, '--budget', '200', '--format', 'paths']);
    expect(paths.stdout.split('\n')).toContain('invoicer/rates.py');
    const ctx = runCli(['slice', DEMO, '--symptom-file', TB, '--budget', '200', '--format', 'context']);
    expect(ctx.stdout).toMatch(/==> invoicer\/rates\.py \(seed, symbols, lines \d+-\d+\) <==/);
    expect(ctx.stdout).toContain('raise UnknownCurrencyError(');
    expect(ctx.stdout).toMatch(/\[ck: elided lines \d+-\d+ of invoicer\/rates\.py; recover: sed -n '\d+,\d+p' '\/[^']*\/invoicer\/rates\.py'\]/);
    const text = runCli(['slice', DEMO, '--symptom-file', TB, '--budget', '4000']);
    expect(text.stdout).toMatch(/^task state of /);
    expect(text.stdout).toContain('invoicer/rates.py:16  [frame 1.00]');
  });

  it('rejects bad input with one line and exit 2', () => {
    for (const args of [[DEMO], [DEMO, '--symptom', 'x', '--budget', 'lots'], [DEMO, '--symptom', 'x', '--format', 'yaml'], ['/no/such/repo', '--symptom', 'x'], [DEMO, '--symptom-file', '/no/such/file']]) {
      const r = runCli(['slice', ...args]);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    const bin = join(mkdtempSync(join(tmpdir(), 'ck-bin-')), 'b.bin');
    writeFileSync(bin, Buffer.from([0, 1, 2, 0, 255]));
    const r = runCli(['slice', DEMO, '--symptom-file', bin]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/binary/);
  });

  it('ck bench sufficiency runs the three forms on the example and emits JSON, a table and HTML', () => {
    const html = join(mkdtempSync(join(tmpdir(), 'ck-bench-')), 'r.html');
    const r = runCli(['bench', 'sufficiency', DEMO, '--cases', '3', '--budget', '300', '--budget', '4000', '--json', '--html', html]);
    expect(r.code).toBe(0);
    const rep = JSON.parse(r.stdout) as { rows: { form: string; budget: number; cases: number; success: number }[] };
    expect(rep.rows.map((x) => `${x.form}@${x.budget}`)).toEqual(['traceback@300', 'traceback@4000', 'caller+message@300', 'caller+message@4000', 'message@300', 'message@4000']);
    expect(rep.rows.find((x) => x.form === 'traceback' && x.budget === 4000)!.success).toBe(1);
    expect(readFileSync(html, 'utf8')).toMatch(/<svg[\s\S]*<\/svg>/);
  });
});
