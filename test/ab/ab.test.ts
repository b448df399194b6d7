// The sampled answer A/B end to end (issue 43), through the real contracts: the PostToolUse hook (JSON on stdin)
// samples replacements into the bounded store, `ck ab judge` asks a scripted judge found on PATH (as `claude -p`
// would be), retries answers without a verdict, records verdicts in the savings log, `ck savings` shows rate beside
// distortion (text and HTML), and `ck ab export` writes the degradation as a fixture skeleton.
import { describe, it, expect, beforeAll } from 'vitest';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { fixture, noisyLog, hookEnv, hook } from '../hooks/helpers.js';
import { judgePrompt } from '../../src/ab/prompt.js';
import { parseVerdict } from '../../src/ab/verdict.js';
import { putAbSample, listAbSamples, type AbSample } from '../../src/store/ab-samples.js';

/**
 * A judge script named `claude` (the default judge is `claude -p`): DEGRADED for the output holding the TS2322 error,
 * an answer without a verdict line for every other one; each call is counted in calls.log.
 */
function scriptedJudge(dir: string): string {
  const bin = join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  const script = join(bin, 'claude');
  writeFileSync(script, `#!/bin/sh
[ "$1" = "-p" ] || { echo "expected -p, got $*" >&2; exit 64; }
input=$(cat)
echo call >> "${join(dir, 'calls.log')}"
case "$input" in
  *TS2322*) printf 'The normalized text drops the elided middle.\\nVERDICT: INVARIANT is what I first thought, but no.\\n\\nVERDICT: DEGRADED — the npm WARN deprecated lines around the TS2322 error\\n' ;;
  *) printf 'Looks fine to me, mostly.\\n' ;;
esac
`);
  chmodSync(script, 0o755);
  return bin;
}

/** A second kind of noisy output: a test run whose middle T1 elides (passing lines), with no TS2322 in it. */
function testLog(): string {
  const lines = ['> jest --ci', ''];
  for (let i = 0; i < 2500; i++) lines.push(`  compiling module ${i} of the bundle (cached)`);
  lines.push('Tests:       1 failed, 2499 passed, 2500 total', 'FAIL src/cart.test.js', '  ● cart › sums lines', '');
  return lines.join('\n');
}

describe('ck ab: sampling, the bounded store, the judge, the savings report, export', () => {
  const { env, dir, transcript } = hookEnv({ CK_AB_RATE: '1' });
  let judgeEnv: NodeJS.ProcessEnv;
  const stateStore = join(env.XDG_STATE_HOME!, 'context-kernel', 'ab-samples');

  beforeAll(() => {
    judgeEnv = { ...env, PATH: `${scriptedJudge(dir)}:${process.env.PATH}` };
    for (const [id, stdout] of [['toolu_ab_1', noisyLog()], ['toolu_ab_2', testLog()]] as const) {
      const r = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: id, tool_response: { stdout, stderr: '' } }), env);
      expect(r.json.hookSpecificOutput?.updatedToolOutput?.stdout, r.stderr).toMatch(/\[ck: /);
    }
  });

  it('CK_AB_RATE=1 samples every replacement: each pair is in the store and in the savings log', () => {
    const files = readdirSync(stateStore).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(2);
    const samples = files.map((f) => JSON.parse(readFileSync(join(stateStore, f), 'utf8')) as AbSample);
    const build = samples.find((s) => s.original.includes('TS2322'))!;
    expect(build.original).toBe(noisyLog());
    expect(build.normalized).toMatch(/\[ck: elided lines/);
    expect(build.status).toBe('pending');
    const log = readFileSync(join(env.XDG_STATE_HOME!, 'context-kernel', 'savings.jsonl'), 'utf8');
    expect(log.match(/"event":"ab"[^\n]*"verdict":"sampled"/g)).toHaveLength(2);
    const status = runCli(['ab', 'judge', '--status'], { env });
    expect(status.stdout).toMatch(/samples {6}2: 2 pending, 0 invariant, 0 degraded, 0 unjudgeable/);
  });

  it('CK_AB_RATE=0 samples nothing (the default, 20, samples the replacements whose id is 0 mod 20)', () => {
    const off = hookEnv({ CK_AB_RATE: '0' });
    hook('post-tool-use', fixture('bash', { transcript_path: off.transcript, tool_use_id: 'toolu_ab_off', tool_response: { stdout: noisyLog(), stderr: '' } }), off.env);
    expect(existsSync(join(off.env.XDG_STATE_HOME!, 'context-kernel', 'ab-samples'))).toBe(false);
  });

  it('--dry-run prints the exact prompt the judge gets, and calls nothing', () => {
    const r = runCli(['ab', 'judge', '--dry-run'], { env: judgeEnv });
    expect(r.code).toBe(0);
    const oldest = listSamples(stateStore)[0]!;
    expect(r.stdout).toBe(judgePrompt(oldest));
    expect(r.stdout).toContain('VERDICT: DEGRADED — <the lost signals, on this one line>');
    expect(existsSync(join(dir, 'calls.log'))).toBe(false);
  });

  it('judges with the scripted judge on PATH; an answer without a verdict stays pending, the third is given up', () => {
    const first = runCli(['ab', 'judge'], { env: judgeEnv });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toBe('2 judged: 0 invariant, 1 degraded, 1 left pending (no verdict), 0 given up\n');
    expect(first.stderr).toMatch(/degraded — the npm WARN deprecated lines around the TS2322 error/);
    expect(runCli(['ab', 'judge', '--status'], { env }).stdout).toMatch(/2: 1 pending, 0 invariant, 1 degraded, 0 unjudgeable/);
    expect(runCli(['ab', 'judge'], { env: judgeEnv }).stdout).toBe('1 judged: 0 invariant, 0 degraded, 1 left pending (no verdict), 0 given up\n');
    expect(runCli(['ab', 'judge'], { env: judgeEnv }).stdout).toBe('1 judged: 0 invariant, 0 degraded, 0 left pending (no verdict), 1 given up\n');
    expect(runCli(['ab', 'judge'], { env: judgeEnv }).stdout).toBe('0 judged: 0 invariant, 0 degraded, 0 left pending (no verdict), 0 given up\n');
    expect(readFileSync(join(dir, 'calls.log'), 'utf8').split('\n').filter(Boolean)).toHaveLength(4);
  });

  it('ck savings shows rate beside distortion and the named loss, in text and HTML', () => {
    const text = runCli(['savings'], { env }).stdout;
    expect(text).toMatch(/answer A\/B: rate -\d+%, distortion 100% \(1 of 1 judged samples degraded; 2 sampled, 0 pending, 1 unjudgeable; run ck ab judge\)/);
    expect(text).toMatch(/degraded [0-9a-f]{8} \(Bash\): the npm WARN deprecated lines around the TS2322 error/);
    const html = join(dir, 'savings.html');
    expect(runCli(['savings', '--html', html], { env }).code).toBe(0);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('<h2>Answer A/B</h2>');
    expect(page).toMatch(/distortion <strong>100%<\/strong>: 1 of 1 judged samples lost an actionable signal/);
    expect(page).toContain('the npm WARN deprecated lines around the TS2322 error');
  });

  it('ck ab export writes the degradation as a fixture skeleton', () => {
    const out = join(dir, 'exported');
    const r = runCli(['ab', 'export', '--dir', out], { env });
    expect(r.code, r.stderr).toBe(0);
    const names = readdirSync(out).sort();
    expect(names).toHaveLength(3);
    const base = names.find((n) => n.endsWith('.json'))!.replace(/\.json$/, '');
    expect(readFileSync(join(out, `${base}.txt`), 'utf8')).toBe(noisyLog());
    expect(readFileSync(join(out, `${base}.normalized.txt`), 'utf8')).toMatch(/\[ck: elided lines/);
    const meta = JSON.parse(readFileSync(join(out, `${base}.json`), 'utf8'));
    expect(meta.signal).toEqual([]);
    expect(meta.note).toMatch(/Judged DEGRADED by ck ab judge: the npm WARN deprecated lines/);
    expect(meta.command).toBe('npm install');
  });

  it('a judge that cannot be started is a usage error and spends no try', () => {
    const fresh = hookEnv({ CK_AB_RATE: '1' });
    hook('post-tool-use', fixture('bash', { transcript_path: fresh.transcript, tool_use_id: 'toolu_ab_3', tool_response: { stdout: noisyLog(), stderr: '' } }), fresh.env);
    const r = runCli(['ab', 'judge'], { env: { ...fresh.env, CK_AB_JUDGE: 'no-such-judge-command -p' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot run the judge 'no-such-judge-command'/);
    expect(runCli(['ab', 'judge', '--status'], { env: fresh.env }).stdout).toMatch(/1: 1 pending/);
  });
});

function listSamples(store: string): AbSample[] {
  return readdirSync(store).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(store, f), 'utf8')) as AbSample).sort((a, b) => a.ts - b.ts || a.id.localeCompare(b.id));
}

describe('the A/B store is bounded', () => {
  const sample = (id: string, size: number): AbSample => ({ version: 1, id, ts: Date.now(), session: 's', tool: 'Bash', toolUseId: id, original: 'x'.repeat(size), normalized: 'y', status: 'pending', tries: 0 });

  it('evicts the oldest samples beyond the size cap, and samples past the age limit', () => {
    const store = mkdtempSync(join(tmpdir(), 'ck-ab-store-'));
    for (const id of ['aaaa01', 'aaaa02', 'aaaa03']) {
      putAbSample(sample(id, 1000), store, { maxBytes: 2500 });
      const t = new Date(Date.now() - (id === 'aaaa01' ? 30_000 : id === 'aaaa02' ? 20_000 : 10_000));
      utimesSync(join(store, `${id}.json`), t, t);
    }
    expect(listAbSamples(store).map((s) => s.id)).toEqual(['aaaa02', 'aaaa03']);
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(join(store, 'aaaa02.json'), old, old);
    putAbSample(sample('aaaa04', 10), store, { maxAgeMs: 60_000 });
    expect(listAbSamples(store).map((s) => s.id)).toEqual(['aaaa03', 'aaaa04']);
  });
});

describe('verdict lines', () => {
  it('reads only the last non-blank line, in the fixed format', () => {
    expect(parseVerdict('ok\nVERDICT: INVARIANT\n\n')).toEqual({ verdict: 'invariant' });
    expect(parseVerdict('VERDICT: DEGRADED — lost the TS2322 line')).toEqual({ verdict: 'degraded', losses: 'lost the TS2322 line' });
    expect(parseVerdict('VERDICT: DEGRADED - lost x')).toEqual({ verdict: 'degraded', losses: 'lost x' });
    expect(parseVerdict('VERDICT: INVARIANT\nbut then again')).toBeNull();
    expect(parseVerdict('VERDICT: DEGRADED —')).toBeNull();
    expect(parseVerdict('')).toBeNull();
  });
});

describe('sampling by id', () => {
  it('1 in N replacements by their id; 0 = none', async () => {
    const { sampledId } = await import('../../src/hooks/ab-sample.js');
    const ids = Array.from({ length: 2000 }, (_, i) => (i * 2654435761 >>> 0).toString(16).padStart(8, '0'));
    const n = ids.filter((id) => sampledId(id, 20)).length;
    expect(n).toBeGreaterThan(60);
    expect(n).toBeLessThan(140);
    expect(ids.filter((id) => sampledId(id, 0))).toEqual([]);
    expect(ids.every((id) => sampledId(id, 1))).toBe(true);
  });
});
