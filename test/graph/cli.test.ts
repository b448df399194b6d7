// `ck graph` through the real CLI (subprocess), on a small fixture and on the pandas corpus.
import { describe, expect, it, beforeAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, corporaRoot } from '../helpers/cli.js';

function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-graph-'));
  const files: Record<string, string> = {
    'pkg/__init__.py': 'from . import a\n',
    'pkg/a.py': 'import json\nfrom .b import x\n\ndef f():\n    from pkg import c\n',
    'pkg/b.py': 'x = 1\n',
    'pkg/c.py': 'from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import b\n',
    'pkg/utils/__init__.py': '',
    'pkg/utils/json.py': '# named like the stdlib module: `import json` must not land here\n',
    'pkg/tests/__init__.py': '',
    'pkg/tests/test_a.py': 'from pkg import a\n',
  };
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(join(root, p, '..'), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

describe('ck graph', () => {
  let root: string;
  beforeAll(() => {
    root = fixture();
  });

  it('prints what a file reaches, one line per file with hop and via, never a suffix-guessed stdlib name', () => {
    const r = runCli(['graph', root, '--from', 'pkg/a.py']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(['0  pkg/a.py', '1  pkg/b.py  (via pkg/a.py)', '1  pkg/c.py  (via pkg/a.py)', ''].join('\n'));
  });

  it('prints what imports a file with --reverse, bounded by --depth', () => {
    const all = runCli(['graph', root, '--from', 'pkg/b.py', '--reverse']);
    expect(all.code).toBe(0);
    expect(all.stdout.split('\n').filter(Boolean)).toEqual([
      '0  pkg/b.py',
      '1  pkg/a.py  (via pkg/b.py)',
      '1  pkg/c.py  (via pkg/b.py)',
      '2  pkg/__init__.py  (via pkg/a.py)',
      '2  pkg/tests/test_a.py  (via pkg/a.py)',
    ]);
    const one = runCli(['graph', root, '--from', 'pkg/b.py', '--reverse', '--depth', '1']);
    expect(one.stdout.split('\n').filter(Boolean)).toHaveLength(3);
  });

  it('caps importers with --fanout, ranks tests last on request, and says how many it left out', () => {
    const r = runCli(['graph', root, '--from', 'pkg/a.py', '--reverse', '--fanout', '1', '--tests', 'last', '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.files.map((f: { path: string }) => f.path)).toEqual(['pkg/a.py', 'pkg/__init__.py']);
    expect(doc.dropped).toBe(1);
    expect(r.stderr).toMatch(/left out 1 file/);
  });

  it('follows edge kinds selectively with --exclude-kinds', () => {
    const r = runCli(['graph', root, '--from', 'pkg/c.py', '--exclude-kinds', 'type-checking']);
    expect(r.stdout).toBe('0  pkg/c.py\n');
    const bad = runCli(['graph', root, '--from', 'pkg/c.py', '--exclude-kinds', 'typo']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^ck graph: --exclude-kinds: unknown edge kind 'typo'/);
  });

  it('emits the JSON contract and accepts an absolute --from', () => {
    const r = runCli(['graph', root, '--from', join(root, 'pkg', 'a.py'), '--depth', '1', '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(Object.keys(doc)).toEqual(expect.arrayContaining(['root', 'from', 'reverse', 'depth', 'files', 'timing_ms']));
    expect(doc).toMatchObject({ from: 'pkg/a.py', reverse: false, depth: 1 });
    expect(doc.files).toEqual([
      { path: 'pkg/a.py', hop: 0, via: null },
      { path: 'pkg/b.py', hop: 1, via: 'pkg/a.py' },
      { path: 'pkg/c.py', hop: 1, via: 'pkg/a.py' },
    ]);
  });

  it('prints the same bytes twice (deterministic)', () => {
    const a = runCli(['graph', root, '--from', 'pkg/b.py', '--reverse']);
    const b = runCli(['graph', root, '--from', 'pkg/b.py', '--reverse']);
    expect(a.stdoutBytes.equals(b.stdoutBytes)).toBe(true);
  });

  it('rejects bad input with one line and exit 2', () => {
    const cases: [string[], RegExp][] = [
      [['graph', root, '--from', 'pkg/nope.py'], /--from: 'pkg\/nope.py' does not exist/],
      [['graph', root], /missing --from/],
      [['graph', '--from', 'x.py'], /missing REPO/],
      [['graph', join(root, 'absent'), '--from', 'x.py'], /is not a directory/],
      [['graph', root, '--from', 'pkg/a.py', '--depth', '-1'], /--depth/],
      [['graph', root, '--from', 'pkg/a.py', '--tests', 'sometimes'], /--tests/],
    ];
    for (const [args, re] of cases) {
      const r = runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(re);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  const corpora = corporaRoot();
  it.skipIf(!corpora)('walks the real pandas graph: frame.py reaches generic.py in one hop, importers of common.py are many', () => {
    const pandas = join(corpora!, 'pandas');
    const deps = JSON.parse(runCli(['graph', pandas, '--from', 'pandas/core/frame.py', '--depth', '1', '--json']).stdout);
    const paths = deps.files.map((f: { path: string }) => f.path);
    expect(paths[0]).toBe('pandas/core/frame.py');
    expect(paths).toContain('pandas/core/generic.py');
    expect(deps.files.every((f: { hop: number }) => f.hop <= 1)).toBe(true);
    const users = JSON.parse(runCli(['graph', pandas, '--from', 'pandas/core/dtypes/common.py', '--reverse', '--depth', '1', '--json']).stdout);
    expect(users.files.length).toBeGreaterThan(100);
    expect(users.files.find((f: { path: string }) => f.path === 'pandas/core/frame.py')).toMatchObject({ hop: 1, via: 'pandas/core/dtypes/common.py' });
  });
});
