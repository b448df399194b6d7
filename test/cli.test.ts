import { describe, it, expect } from 'vitest';
import { runCli } from './helpers/cli.js';

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
