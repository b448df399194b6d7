import { describe, it, expect } from 'vitest';
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { CLI, isolatedEnv, runCli } from '../helpers/cli.js';
import { A_PY, CHARTER, scratchRepo, writeRepoFile } from './helpers.js';

describe('ck charter', () => {
  it('save anchors every citation, get prints the text with a note on the constraint that cites no file', () => {
    const env = isolatedEnv();
    const repo = scratchRepo({ 'src/a.py': A_PY });
    const saved = runCli(['charter', 'save', '--repo', repo], { input: CHARTER, env });
    expect(saved.code, saved.stderr).toBe(0);
    expect(saved.stdout).toContain('2 citation(s): 2 anchored, 0 unresolvable, 0 broken');
    expect(saved.stdout).toContain('1 constraint(s) cite no file');
    const got = runCli(['charter', 'get', '--repo', repo], { env });
    expect(got.code).toBe(0);
    expect(got.stdout).toBe(`${CHARTER}[ck: 1 constraint(s) cite no file: kept, but no edit can trigger them]\n`);
    const json = JSON.parse(runCli(['charter', 'get', '--repo', repo, '--json'], { env }).stdout);
    expect(json.citations.map((c: any) => [c.path, c.line, c.endLine, c.status])).toEqual([['src/a.py', 3, 3, 'anchored'], ['src/a.py', 7, 8, 'anchored']]);
    expect(json.citations[0].anchor.lines).toEqual(['        raise ValueError("empty")']);
    expect(json.citations[0].anchor.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('refresh moves citations whose content moved and rewrites the line numbers in the text', () => {
    const env = isolatedEnv();
    const repo = scratchRepo({ 'src/a.py': A_PY });
    runCli(['charter', 'save', '--repo', repo], { input: CHARTER, env });
    writeRepoFile(repo, 'src/a.py', `# header\n\n${A_PY}`);
    const r = runCli(['charter', 'refresh', '--repo', repo], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('moved        src/a.py:3 -> 5 (unique)');
    expect(r.stdout).toContain('moved        src/a.py:7-8 -> 9-10 (unique)');
    const got = runCli(['charter', 'get', '--repo', repo], { env }).stdout;
    expect(got).toContain('- `src/a.py:5` must keep raising');
    expect(got).toContain('(src/a.py:9-10)');
  });

  it('refresh declares a citation whose content is gone, or ambiguous, unresolvable and keeps its line number', () => {
    const env = isolatedEnv();
    const repo = scratchRepo({ 'src/a.py': A_PY, 'src/b.py': 'x = 1\n' });
    runCli(['charter', 'save', '--repo', repo], { input: '- src/a.py:3 raises\n- src/a.py:8 returns\n- src/b.py:1 is one\n', env });
    // line 3 removed; `    return 1` now occurs twice with different context; b.py deleted
    writeRepoFile(repo, 'src/a.py', 'def f(x):\n    return x\n\n\ndef h():\n    return 1\n\n\ndef g():\n    y = 2\n    return 1\n\n\ndef k():\n    pass\n');
    writeRepoFile(repo, 'src/b.py', 'x = 2\n');
    const r = runCli(['charter', 'refresh', '--repo', repo, '--json'], { env });
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.citations.map((c: any) => c.status)).toEqual(['unresolvable', 'unresolvable', 'unresolvable']);
    expect(out.citations[0].detail).toContain('no longer in the file');
    expect(out.citations[1].detail).toContain('occurs 2 time(s)');
    const got = runCli(['charter', 'get', '--repo', repo], { env }).stdout;
    expect(got).toContain('- src/a.py:3 raises');
    expect(got).toContain('[ck: citation src/a.py:3 is unresolvable: the cited content is no longer in the file;');
  });

  it('a citation of a missing file or line is stored as broken', () => {
    const env = isolatedEnv();
    const repo = scratchRepo({ 'src/a.py': A_PY });
    const r = runCli(['charter', 'save', '--repo', repo], { input: '- src/nope.py:3 and src/a.py:99\n', env });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('broken src/nope.py:3: no such file');
    expect(r.stdout).toContain('broken src/a.py:99: line 99 is past the end of the file (8 lines)');
  });

  it('the repository defaults to the one holding the current directory; state lives outside it', () => {
    const env = isolatedEnv();
    const repo = scratchRepo({ 'src/a.py': A_PY });
    expect(runCli(['charter', 'save'], { input: CHARTER, env, cwd: join(repo, 'src') }).code).toBe(0);
    const got = runCli(['charter', 'get', '--repo', repo, '--json'], { env });
    expect(JSON.parse(got.stdout).repo).toBe(realpathSync(repo));
    expect(() => readFileSync(join(repo, '.ck-charter'))).toThrow();
  });

  it('clear removes the active charter; get and refresh then exit 1', () => {
    const env = isolatedEnv();
    const repo = scratchRepo({ 'src/a.py': A_PY });
    runCli(['charter', 'save', '--repo', repo], { input: CHARTER, env });
    const c = runCli(['charter', 'clear', '--repo', repo], { env });
    expect(c.code).toBe(0);
    expect(c.stdout).toContain('charter cleared');
    for (const action of ['get', 'refresh']) {
      const r = runCli(['charter', action, '--repo', repo], { env });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^ck charter: no active charter for .*\n$/);
    }
    expect(runCli(['charter', 'clear', '--repo', repo], { env }).stdout).toContain('nothing to clear');
  });

  it('concurrent saves and refreshes leave one whole charter, never a torn file', async () => {
    const env = isolatedEnv();
    const repo = scratchRepo({ 'src/a.py': A_PY });
    const run = (args: string[], input?: string) => new Promise<number>((res) => {
      const c = spawn(process.execPath, [CLI, ...args], { env, stdio: ['pipe', 'ignore', 'ignore'] });
      c.on('close', (code) => res(code ?? -1));
      c.stdin.end(input ?? '');
    });
    const texts = Array.from({ length: 4 }, (_, i) => `- constraint ${i}: src/a.py:${i + 1}\n`);
    const codes = await Promise.all([...texts.map((t) => run(['charter', 'save', '--repo', repo], t)), run(['charter', 'refresh', '--repo', repo]), run(['charter', 'refresh', '--repo', repo])]);
    expect(codes.slice(0, 4)).toEqual([0, 0, 0, 0]);
    const got = JSON.parse(runCli(['charter', 'get', '--repo', repo, '--json'], { env }).stdout);
    expect(texts).toContain(got.text);
    expect(got.citations).toHaveLength(1);
  });

  it.each([
    [['charter'], /missing action/],
    [['charter', 'push'], /unknown action 'push'/],
    [['charter', 'get', '--repo', '/nonexistent/dir'], /--repo \/nonexistent\/dir: no such directory/],
    [['charter', 'get', '--bogus'], /bogus/],
  ])('bad usage %j exits 2 with one line', (args, msg) => {
    const r = runCli(args as string[], { env: isolatedEnv() });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg as RegExp);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('save rejects an empty or oversized text (exit 2)', () => {
    const repo = scratchRepo({});
    const env = isolatedEnv();
    expect(runCli(['charter', 'save', '--repo', repo], { input: '  \n', env }).code).toBe(2);
    const big = runCli(['charter', 'save', '--repo', repo], { input: 'x'.repeat(70_000), env });
    expect(big.code).toBe(2);
    expect(big.stderr).toContain('more than the 65536');
  });

  it('--help documents the actions and exit statuses', () => {
    const r = runCli(['charter', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: ck charter save\|get\|refresh\|clear/);
    expect(r.stdout).toContain('Exit status');
  });
});

describe('ck verify-citations', () => {
  const repo = scratchRepo({ 'src/a.py': A_PY });
  const answer = [
    'The raise is at `src/a.py:3` — `raise ValueError("empty")`.',
    'g is defined at src/a.py:7:1 and returns at src/a.py:8 "return 2".',
    'See also src/a.py:40 and lib/missing.py:2, and https://example.com:8080/x.py:3.',
  ].join('\n');

  it('prints a table and exits 1 on any stale or broken citation', () => {
    const r = runCli(['verify-citations', '--repo', repo], { input: answer, env: isolatedEnv() });
    expect(r.code).toBe(1);
    const rows = r.stdout.trim().split('\n');
    expect(rows[0]).toMatch(/^STATUS\s+CHECKED\s+CITATION\s+DETAIL$/);
    expect(rows.slice(1, -1).map((l) => l.split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'ok quote src/a.py:3',
      'ok exists src/a.py:7:1',
      'stale quote src/a.py:8',
      'broken exists src/a.py:40',
      'broken exists lib/missing.py:2',
    ]);
    expect(rows.at(-1)).toContain('5 citation(s): 2 ok, 1 stale, 2 broken');
  });

  it('--json reports each citation with what is there now', () => {
    const r = runCli(['verify-citations', '--repo', repo, '--json'], { input: answer, env: isolatedEnv() });
    const j = JSON.parse(r.stdout);
    expect(j.counts).toEqual({ ok: 2, stale: 1, broken: 2 });
    expect(j.citations[2]).toMatchObject({ path: 'src/a.py', line: 8, status: 'stale', checked: 'quote', actual: ['    return 1'] });
  });

  it('reads FILE, and exits 0 when every citation holds', () => {
    const file = join(repo, 'answer.md');
    writeRepoFile(repo, 'answer.md', 'fine: src/a.py:1-2 and `src/a.py:8` (`return 1`)\n');
    const r = runCli(['verify-citations', file, '--repo', repo], { env: isolatedEnv() });
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toContain('2 citation(s): 2 ok, 0 stale, 0 broken');
  });

  it('checks citations against the anchors of the active charter', () => {
    const env = isolatedEnv();
    const repo2 = scratchRepo({ 'src/a.py': A_PY });
    runCli(['charter', 'save', '--repo', repo2], { input: CHARTER, env });
    writeRepoFile(repo2, 'src/a.py', A_PY.replace('raise ValueError("empty")', 'return None'));
    const r = runCli(['verify-citations', '--repo', repo2, '--json'], { input: 'the raise: src/a.py:3\n', env });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).citations[0]).toMatchObject({ status: 'stale', checked: 'anchor' });
  });

  it('bad usage: an unreadable FILE exits 2 with one line', () => {
    const r = runCli(['verify-citations', '/nonexistent/answer.md'], { env: isolatedEnv() });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('ck verify-citations: /nonexistent/answer.md: no such file\n');
  });

  it('--help', () => {
    const r = runCli(['verify-citations', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: ck verify-citations \[FILE\|-\]/);
  });
});
