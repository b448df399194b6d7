// `ck symbols` as a subprocess: the JSON contract, text output, and bad input.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';

const FIX = fileURLToPath(new URL('../fixtures/symbols/', import.meta.url));

describe('ck symbols', () => {
  it('--format json follows the contract shape', () => {
    const r = runCli(['symbols', 'demo_method.py', '--line', '12', '--format', 'json'], { cwd: FIX });
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.path).toBe('demo_method.py');
    expect(j.ranges).toEqual([
      { name: 'Outer', kind: 'class', start: 4, end: 5, command: `sed -n '4,5p' '${FIX}demo_method.py'` },
      { name: 'Outer.deco', kind: 'method', start: 9, end: 12, command: `sed -n '9,12p' '${FIX}demo_method.py'` },
    ]);
  });

  it('the printed commands print exactly the ranges', () => {
    const r = runCli(['symbols', 'demo_method.py', '--name', 'Model.save'], { cwd: FIX });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`sed -n '30,31p' '${FIX}demo_method.py'`);
  });

  it('ambiguous names warn on stderr and list every match', () => {
    const r = runCli(['symbols', 'demo_method.py', '--name', 'save', '--format', 'json'], { cwd: FIX });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/ambiguous: demo_method.py:\d+: 'save' matches 2 definitions/);
    expect(JSON.parse(r.stdout).warnings[0].kind).toBe('ambiguous');
  });

  it('bad input: missing file, missing flag, bad line, binary file, syntax error', () => {
    const missing = runCli(['symbols', 'nope.py', '--line', '1'], { cwd: FIX });
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim()).toBe('ck symbols: nope.py: no such file');
    const noFlag = runCli(['symbols', 'demo_method.py'], { cwd: FIX });
    expect(noFlag.code).toBe(2);
    expect(noFlag.stderr).toMatch(/exactly one of --line N or --name SYMBOL/);
    const badLine = runCli(['symbols', 'demo_method.py', '--line', 'x'], { cwd: FIX });
    expect(badLine.code).toBe(2);
    expect(badLine.stderr).toMatch(/invalid value for --line: 'x'/);
    const dir = mkdtempSync(join(tmpdir(), 'ck-sym-'));
    writeFileSync(join(dir, 'bin.py'), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1]));
    const bin = runCli(['symbols', join(dir, 'bin.py'), '--line', '1']);
    expect(bin.code).toBe(2);
    expect(bin.stderr).toMatch(/binary file/);
    const broken = runCli(['symbols', 'broken.py', '--line', '2', '--format', 'json'], { cwd: FIX });
    expect(broken.code).toBe(0);
    expect(broken.stderr).toMatch(/parse-error: broken.py:5/);
  });

  it('--help documents the flags', () => {
    const r = runCli(['symbols', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: ck symbols FILE/);
  });
});
