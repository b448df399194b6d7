// stat without fs.Stats (src/runtime/stat-lite.ts): the same answers as fs.statSync, to the bit, on every kind of
// path the index stats, and the same errors; the fences hold (no deprecation warning where process.binding warns).
import { describe, it, expect, beforeEach } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, symlinkSync, statSync, utimesSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { statLite, statLiteSource, resetStatLite, STATSYNC_CALL } from '../../src/runtime/stat-lite.js';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { corporaRoot } from '../helpers/cli.js';

function expectSame(p: string): void {
  const ref = statSync(p);
  expect(statLite(p)).toEqual({ isFile: ref.isFile(), isDirectory: ref.isDirectory(), size: ref.size, mtimeMs: ref.mtimeMs, ino: ref.ino });
}

function errorOf(f: () => unknown): { code?: string; syscall?: string } {
  try { f(); } catch (err) { const e = err as NodeJS.ErrnoException; return { code: e.code, syscall: e.syscall }; }
  return {};
}

describe('statLite', () => {
  beforeEach(() => resetStatLite());

  it('reads stats through the binding only on a Node 20 whose statSync calls it as statLite does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-stat-'));
    writeFileSync(join(dir, 'a.py'), 'x = 1\n');
    statLite(join(dir, 'a.py'));
    const known = /^20\./.test(process.versions.node) && STATSYNC_CALL.test(String(statSync));
    expect(statLiteSource()).toBe(known ? 'binding' : 'fs');
    if (process.versions.node === '20.20.2') expect(known).toBe(true); // the development machine's Node
  });

  it('answers as fs.statSync does: files, directories, symlinks, odd mtimes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-stat-'));
    writeFileSync(join(dir, 'a.py'), 'import os\n');
    writeFileSync(join(dir, 'empty.py'), '');
    mkdirSync(join(dir, 'sub'));
    symlinkSync(join(dir, 'a.py'), join(dir, 'link.py'));
    symlinkSync(join(dir, 'sub'), join(dir, 'linkdir'));
    writeFileSync(join(dir, 'old.py'), 'x\n');
    utimesSync(join(dir, 'old.py'), 1.000123456, 1234567890.123456); // sub-millisecond parts survive as Node gives them
    writeFileSync(join(dir, 'pre1970.py'), 'x\n');
    utimesSync(join(dir, 'pre1970.py'), -1.5, -86400.25);
    for (const f of readdirSync(dir)) expectSame(join(dir, f));
    expectSame(dir);
    expect(statSync(join(dir, 'old.py')).mtimeMs % 1).not.toBe(0);
  });

  it('matches fs.statSync on every file of a real tree', () => {
    const corpora = corporaRoot();
    if (!corpora) { console.warn('statLite corpus check skipped: run npm run corpora for pandas'); return; }
    const root = join(corpora, 'pandas', 'pandas', 'core');
    for (const f of readdirSync(root)) expectSame(join(root, f));
  });

  it('throws the errors fs.statSync throws', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-stat-'));
    symlinkSync(join(dir, 'b'), join(dir, 'a'));
    symlinkSync(join(dir, 'a'), join(dir, 'b'));
    symlinkSync(join(dir, 'nowhere'), join(dir, 'dangling'));
    for (const p of [join(dir, 'missing.py'), join(dir, 'a'), join(dir, 'dangling'), join(dir, 'missing', 'x.py'), `${dir}\0/etc/passwd`]) {
      const got = errorOf(() => statLite(p));
      expect(got.code).toBeTruthy();
      expect(got).toEqual(errorOf(() => statSync(p)));
    }
  });
});

describe('statLite where process.binding warns', () => {
  // A child process, so the warning (emitted on a later tick) has time to print before it exits.
  const lib = pathToFileURL(fileURLToPath(new URL('../../dist/runtime/stat-lite.js', import.meta.url))).href;
  const script = `import { statLite, statLiteSource } from '${lib}'; const s = statLite(process.argv[1]); setTimeout(() => console.log(statLiteSource(), s.size), 20);`;
  const run = (env: NodeJS.ProcessEnv, flags: string[] = []) => spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script, fileURLToPath(import.meta.url)], { env: { ...process.env, ...env }, encoding: 'utf8' });

  it('falls back to fs.statSync under --pending-deprecation, in any of its three spellings, and warns nothing', () => {
    const size = statSync(fileURLToPath(import.meta.url)).size;
    for (const [env, flags] of [[{ NODE_PENDING_DEPRECATION: '1' }, []], [{ NODE_OPTIONS: '--pending-deprecation' }, []], [{}, ['--pending-deprecation']]] as const) {
      const r = run(env, [...flags]);
      expect(r.stderr).toBe('');
      expect(r.stdout.trim()).toBe(`fs ${size}`);
    }
    const known = /^20\./.test(process.versions.node) && STATSYNC_CALL.test(String(statSync));
    expect(run({}).stdout.trim()).toBe(`${known ? 'binding' : 'fs'} ${size}`);
  });
});
