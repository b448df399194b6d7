// Issue 21, item 8: exit statuses that mean something — `--from-diff` on a clean tree says "no changes" with a
// status of its own, a compile target outside the repository and `symbols`/`skeleton` on a directory each get one
// clear line and a non-zero status, and every command's --help documents its exit statuses.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolatedEnv, runCli } from '../helpers/cli.js';

const SLICE_DEMO = fileURLToPath(new URL('../../examples/slice-demo', import.meta.url));
const COMPILE_DEMO = fileURLToPath(new URL('../../examples/compile-demo', import.meta.url));
const COMMANDS = ['normalize', 'recall', 'index', 'graph', 'slice', 'symbols', 'skeleton', 'compile', 'hook', 'mcp', 'savings', 'bench', 'demo'];

/** Asserts `r` failed with exactly one line on stderr, and returns that line. */
function oneLine(r: { code: number; stderr: string }, code: number): string {
  expect(r.code, r.stderr).toBe(code);
  expect(r.stderr.trimEnd().split('\n'), r.stderr).toHaveLength(1);
  return r.stderr;
}

describe('exit statuses', () => {
  it('--from-diff on a clean tree says "no changes" and exits 4; with changes it slices them (0)', () => {
    const repo = mkdtempSync(join(tmpdir(), 'ck-clean-'));
    cpSync(SLICE_DEMO, repo, { recursive: true });
    const git = (...a: string[]) => spawnSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...a], { cwd: repo, encoding: 'utf8' });
    if (git('init', '-q').status !== 0) return void console.warn('exit-status.test.ts: git unavailable; --from-diff not checked');
    git('add', '-A');
    expect(git('commit', '-qm', 'init').status).toBe(0);
    const env = isolatedEnv();
    for (const format of ['text', 'json']) {
      const r = runCli(['slice', repo, '--from-diff', '--format', format], { env });
      expect(r.code, r.stderr).toBe(4);
      expect(r.stderr).toMatch(/^ck slice: no changes: 'git diff HEAD' is empty in .*; nothing to slice\n$/m);
      if (format === 'json') expect(JSON.parse(r.stdout).files).toEqual([]); // the (empty) manifest still parses
    }
    writeFileSync(join(repo, 'invoicer', 'rates.py'), '# edited\n', { flag: 'a' });
    const changed = runCli(['slice', repo, '--from-diff', '--format', 'json'], { env });
    expect(changed.code, changed.stderr).toBe(0);
    expect(JSON.parse(changed.stdout).seeds).toContainEqual(expect.objectContaining({ path: 'invoicer/rates.py', why: 'diff' }));
    expect(changed.stderr).not.toMatch(/no changes/);
  });

  it('a compile target outside the repository is one clear line, exit 2', () => {
    const outside = join(SLICE_DEMO, 'run.py');
    const r = runCli(['compile', COMPILE_DEMO, outside]);
    expect(oneLine(r, 2)).toBe(`ck compile: target '${outside}' is outside the repository ${COMPILE_DEMO}\n`);
    const rel = runCli(['compile', COMPILE_DEMO, '../slice-demo/run.py']);
    expect(oneLine(rel, 2)).toMatch(/is outside the repository/);
  });

  it('symbols and skeleton on a directory say so in one line, non-zero', () => {
    for (const dir of [SLICE_DEMO, join(SLICE_DEMO, 'invoicer')]) {
      expect(oneLine(runCli(['skeleton', dir]), 2)).toBe(`ck skeleton: ${dir}: is a directory, expected a source file\n`);
      expect(oneLine(runCli(['symbols', dir, '--line', '1']), 2)).toBe(`ck symbols: ${dir}: is a directory, expected a source file\n`);
    }
  });

  it('every command documents its exit statuses in --help', () => {
    for (const c of COMMANDS) {
      const r = runCli([c, '--help']);
      expect(r.code, c).toBe(0);
      expect(r.stdout, c).toMatch(/^Exit status:/m);
      expect(r.stdout, c).toMatch(/\b0\b/);
      expect(r.stdout, c).toMatch(/\b2\b.*(bad usage|mistyped)/s);
    }
    expect(runCli(['--help']).stdout).toMatch(/exit status: 0 success, 1 failure, 2 bad usage/);
    expect(runCli(['slice', '--help']).stdout).toMatch(/^ {2}4 {2}--from-diff found no changes/m);
  });
});
