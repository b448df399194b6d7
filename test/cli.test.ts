import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { runCli, isolatedEnv, CLI } from './helpers/cli.js';

describe('ck (CLI contract)', () => {
  it('prints usage with --help and exits 0', () => {
    const r = runCli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/usage: ck <command>/);
    for (const c of ['normalize', 'recall', 'index', 'graph', 'slice', 'symbols', 'skeleton', 'compile', 'hook', 'mcp', 'savings', 'bench', 'demo']) {
      expect(r.stdout).toContain(`  ${c}`);
    }
  });

  it('rejects an unknown command with one line and exit 2', () => {
    const r = runCli(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/unknown command 'frobnicate'/);
  });

  it('prints the version', () => {
    const r = runCli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});

describe('ck as an executed command (the file npm links as `ck`)', () => {
  // A user's shell runs the launcher file itself: its sh line starts Node without NODE_EXTRA_CA_CERTS, which Node
  // would otherwise load at startup — here, a bundle that does not exist, which Node warns about on stderr.
  const dir = mkdtempSync(join(tmpdir(), 'ck-bin-'));
  const link = join(dir, 'ck');
  symlinkSync(CLI, link);
  const env = { ...isolatedEnv(), NODE_EXTRA_CA_CERTS: join(dir, 'no-such-bundle.pem'), PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };

  it('starts Node without NODE_EXTRA_CA_CERTS, through a symlink, with its arguments intact', () => {
    const repo = join(dir, 'a repo with spaces');
    mkdirSync(repo);
    writeFileSync(join(repo, 'a.py'), 'import b\n');
    writeFileSync(join(repo, 'b.py'), '');
    const r = spawnSync(link, ['index', repo, '--json'], { env, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ root: realpathSync(repo), files: 2, edges: 1 });
  });

  it('passes exit codes and stdin through', () => {
    const bad = spawnSync(link, ['frobnicate'], { env, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^ck: .*unknown command 'frobnicate'/);
    const n = spawnSync(link, ['normalize'], { env, encoding: 'utf8', input: 'error: boom\n' });
    expect(n.status).toBe(0);
    expect(n.stdout).toContain('error: boom');
  });

  it('is still plain JavaScript to `node FILE` (which keeps the variable: Node reads it before any script)', () => {
    const r = spawnSync(process.execPath, [CLI, '--version'], { env, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    // Node 20 loads the bundle at startup and warns; Node 24 and later load it at the first TLS use, silently.
    if (Number(process.versions.node.split('.')[0]) < 24) expect(r.stderr).toMatch(/Ignoring extra certs/);
    else expect(r.stderr).not.toMatch(/Error/);
  });
});
