// Issue 23: a failure on one file is recorded, the run goes on and its output is still written, and the exit status
// says so (1, the README's "failure, output still printed" status): `ck index` when files could not be read, `ck
// compile` when a reached file could not be read. Through the CLI as a subprocess.
import { describe, expect, it } from 'vitest';
import { chmodSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI, isolatedEnv, runCli } from '../helpers/cli.js';

/** Returns a fresh directory holding `files`. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-perfile-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

const REPO = {
  'app/main.py': 'from app import helpers\n\ndef run():\n    return helpers.twice(2)\n',
  'app/helpers.py': 'def twice(x):\n    return 2 * x\n',
  'app/__init__.py': '',
};

describe('a per-file failure sets the exit status', () => {
  it('ck index: 0 when every file was read; 1 with the stats still printed when one could not be', () => {
    const root = tree(REPO);
    const env = isolatedEnv();
    const clean = runCli(['index', root, '--json'], { env });
    expect(clean.code, clean.stderr).toBe(0);
    symlinkSync(join(root, 'app', 'gone.py'), join(root, 'app', 'dangling.py')); // a link to nothing: cannot be read
    for (const args of [['--json'], ['--no-cache', '--json'], []]) {
      const r = runCli(['index', root, ...args], { env });
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toMatch(/^ck index: 1 file\(s\) could not be read/m);
      if (args.includes('--json')) expect(JSON.parse(r.stdout)).toMatchObject({ files: 3, skipped: { unreadable: 1 } });
      else expect(r.stdout).toMatch(/unreadable 1/);
    }
  });

  it('ck compile: 1 with the manifest still printed when a reached file could not be read', () => {
    const root = tree(REPO);
    const env = isolatedEnv();
    // Root reads through chmod 000: run as an unprivileged user then, on directories it may use.
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    for (const d of [root, join(root, 'app'), join(env.XDG_CACHE_HOME!, '..')]) chmodSync(d, 0o777);
    const ck = (...args: string[]) => {
      const r = spawnSync(process.execPath, [CLI, ...args], { env, encoding: 'utf8', ...asUser });
      return { code: r.status, stdout: r.stdout, stderr: r.stderr };
    };
    const first = ck('compile', root, 'app/main.py', '--max-hops', '0', '--format', 'json'); // indexes; parses the target only
    expect(first.code, first.stderr).toBe(0);
    chmodSync(join(root, 'app', 'helpers.py'), 0o000); // now unreadable, while the index still lists it
    try {
      const r = ck('compile', root, 'app/main.py', '--format', 'json');
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toMatch(/^ck compile: 1 reached file\(s\) could not be read/m);
      const m = JSON.parse(r.stdout);
      expect(m.warnings).toContainEqual(expect.objectContaining({ kind: 'unreadable', path: 'app/helpers.py' }));
      expect(m.files).toContainEqual(expect.objectContaining({ path: 'app/main.py', tier: 'full' }));
    } finally {
      chmodSync(join(root, 'app', 'helpers.py'), 0o644);
    }
    // Without --no-cache: a manifest with a per-file failure is never cached (chmod leaves contents and mtimes, the
    // cache key's inputs, as they were), so the fixed permission shows at once.
    const healed = ck('compile', root, 'app/main.py', '--format', 'json');
    expect(healed.code, healed.stderr).toBe(0);
    expect(JSON.parse(healed.stdout).cache).toBe('miss');
  });
});
