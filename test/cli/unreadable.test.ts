// Issue 21, item 6: a file that exists but cannot be read (permissions) is reported by `graph` and `slice` with
// its real cause (EACCES), not as "not indexed (binary, too large…)" or "not found". Root reads any file whatever
// its mode, so as root the CLI runs as `nobody`; the test is skipped (with a message) where neither works.
import { describe, expect, it } from 'vitest';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI } from '../helpers/cli.js';

const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
const base = mkdtempSync(join(tmpdir(), 'ck-unreadable-'));
chmodSync(base, 0o755);
const repo = join(base, 'repo');
mkdirSync(join(repo, 'pkg'), { recursive: true });
writeFileSync(join(repo, 'pkg', '__init__.py'), '');
writeFileSync(join(repo, 'pkg', 'a.py'), 'from pkg import b\n\n\ndef main():\n    b.go()\n');
writeFileSync(join(repo, 'pkg', 'b.py'), 'def go():\n    raise ValueError("boom")\n');
writeFileSync(join(repo, 'pkg', 'c.py'), 'import pkg.b\n\n\ndef run():\n    return pkg.b.go()\n');
const state = join(base, 'state');
mkdirSync(state);
chmodSync(state, 0o777);
chmodSync(join(repo, 'pkg', 'b.py'), 0o000);

/** Runs the CLI as a user the file mode applies to (nobody when we are root). */
function run(args: string[]): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    cwd: base,
    env: { ...process.env, XDG_CACHE_HOME: join(state, 'cache'), XDG_STATE_HOME: join(state, 'state'), HOME: state },
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  return { code: r.status ?? -1, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

const probe = run(['--version']);
const usable = probe.code === 0 && run(['graph', repo, '--from', 'pkg/a.py']).code === 0;
if (!usable) console.warn(`test/cli/unreadable.test.ts: skipped — cannot run the CLI as a user that file permissions apply to (${probe.stderr.trim().split('\n')[0] ?? ''})`);

describe.skipIf(!usable)('an unreadable file is reported with its cause', () => {
  it('graph --from names EACCES, not "not indexed" or "does not exist"', () => {
    const r = run(['graph', repo, '--from', 'pkg/b.py']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`ck graph: --from: 'pkg/b.py' cannot be read (EACCES: permission denied) in ${repo}\n`);
  });

  it('slice: a frame into it and a --seed on it each carry the cause', () => {
    const tb = `Traceback (most recent call last):\n  File "${repo}/pkg/a.py", line 5, in main\n    b.go()\n  File "${repo}/pkg/b.py", line 2, in go\n    raise ValueError("boom")\nValueError: boom\n`;
    const fromFrame = run(['slice', repo, '--symptom', tb, '--format', 'json']);
    expect(fromFrame.code, fromFrame.stderr).toBe(0);
    const m = JSON.parse(fromFrame.stdout);
    expect(m.warnings).toContainEqual(expect.objectContaining({ kind: 'unreadable', path: 'pkg/b.py', detail: expect.stringMatching(/^cannot be read \(EACCES: permission denied\)/) }));
    expect(fromFrame.stderr).toMatch(/ck slice: unreadable: pkg\/b\.py cannot be read \(EACCES/);

    const seeded = run(['slice', repo, '--seed', 'pkg/b.py:2', '--format', 'json']);
    const w = JSON.parse(seeded.stdout).warnings.find((x: { kind: string }) => x.kind === 'unresolved-seed');
    expect(w.detail).toMatch(/cannot be read \(EACCES: permission denied\)/);
    expect(w.detail).not.toMatch(/no such file|not found|binary|too large/);

    const text = run(['slice', repo, '--symptom', tb]);
    expect(text.stdout).toMatch(/unreadable: pkg\/b\.py cannot be read \(EACCES: permission denied\)/);
  });

  it('slice: an import of it says it cannot be read, not that it is not found', () => {
    const r = run(['slice', repo, '--seed', 'pkg/c.py:4', '--format', 'json']);
    const w = JSON.parse(r.stdout).warnings.find((x: { kind: string }) => x.kind === 'unresolved-import' && x.path === 'pkg/c.py');
    expect(w?.detail).toBe('pkg.b: pkg/b.py cannot be read (EACCES: permission denied)');
  });

  it('a file that does not exist is still "does not exist"', () => {
    const r = run(['graph', repo, '--from', 'pkg/nope.py']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/'pkg\/nope\.py' does not exist/);
  });
});
