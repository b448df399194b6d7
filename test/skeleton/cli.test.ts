// `ck skeleton` as a subprocess: valid Python out, JSON shape, brace languages, bad input.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';

const FIX = fileURLToPath(new URL('../fixtures/symbols/', import.meta.url));

describe('ck skeleton', () => {
  it('Python: bodies become `...` with the elided range, docstrings and decorators stay, output is valid Python', () => {
    const r = runCli(['skeleton', 'prog_basic.py'], { cwd: FIX });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('@register\ndef area(r: float = 1.0) -> "Decimal | float":\n    """Area of a circle scaled by SCALE."""\n    ...  # … lines 43-44\n');
    expect(r.stdout).toContain('SCALE = 3\n');
    expect(r.stdout).toContain('class Shape:\n    sides = 0\n\n    def describe(self):\n        ...  # … lines 55-55\n');
    const py = spawnSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], { input: r.stdout, encoding: 'utf8' });
    expect(py.status, py.stderr).toBe(0);
  });

  it('--format json reports elided ranges and token counts', () => {
    const r = runCli(['skeleton', 'prog_basic.py', '--format', 'json'], { cwd: FIX });
    const j = JSON.parse(r.stdout);
    expect(j.path).toBe('prog_basic.py');
    expect(j.elided).toContainEqual({ start: 43, end: 44 });
    expect(j.tokensAfter).toBeLessThan(j.tokensBefore);
    expect(j.warnings).toEqual([]);
  });

  it('TypeScript: bodies become `{ /* … lines a-b */ }`, signatures and JSDoc stay', () => {
    const r = runCli(['skeleton', 'sample.ts'], { cwd: FIX });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('/** A documented class. */\nexport class Widget {');
    expect(r.stdout).toContain('render(x: number): number { /* … lines 11-14 */ }');
    expect(r.stdout).toContain('export const double = (v: number) => { /* … lines 23-25 */ };');
  });

  it('same input, same bytes (cold and warm cache)', () => {
    const env = { ...process.env, XDG_CACHE_HOME: mkdtempSync(join(tmpdir(), 'ck-skc-')) };
    const a = runCli(['skeleton', 'prog_closure.py'], { cwd: FIX, env });
    const b = runCli(['skeleton', 'prog_closure.py'], { cwd: FIX, env });
    expect(a.stdoutBytes.equals(b.stdoutBytes)).toBe(true);
  });

  it('bad input: missing file, unsupported type, binary, syntax error', () => {
    expect(runCli(['skeleton', 'nope.py'], { cwd: FIX }).stderr.trim()).toBe("ck skeleton: nope.py: no such file");
    const dir = mkdtempSync(join(tmpdir(), 'ck-sk-'));
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    const txt = runCli(['skeleton', join(dir, 'notes.txt')]);
    expect(txt.code).toBe(2);
    expect(txt.stderr).toMatch(/no grammar for this file type/);
    writeFileSync(join(dir, 'b.js'), Buffer.from([1, 0, 2, 0]));
    const bin = runCli(['skeleton', join(dir, 'b.js')]);
    expect(bin.code).toBe(2);
    expect(bin.stderr).toMatch(/binary file/);
    const broken = runCli(['skeleton', 'broken.py'], { cwd: FIX });
    expect(broken.code).toBe(0);
    expect(broken.stderr).toMatch(/parse-error: broken.py:5/);
    expect(broken.stdout).toContain('def ok():');
  });
});
