// The interpreter query of dependency discovery (src/deps/python.ts): asked once, cached by interpreter, failures as
// warnings. Stub interpreters (shell scripts printing a sys.path) make the cache observable; the real python3 and a
// real venv check the query against what Python says.
import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discoverDependencies, packageForModule, prefetchDependencies, prefetchedDependencies } from '../../src/deps/discover.js';

function tmp(prefix = 'ck-deps-py-'): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)));
}

/** Returns the path of an executable stub "interpreter" printing `sysPath` as JSON and counting its runs in `count`. */
function stubPython(dir: string, sysPath: string[], count: string, body = ''): string {
  const file = join(dir, 'python3');
  writeFileSync(file, `#!/bin/sh\necho run >> '${count}'\n${body}echo '${JSON.stringify(sysPath)}'\n`, { mode: 0o755 });
  return file;
}

function runs(count: string): number {
  return existsSync(count) ? readFileSync(count, 'utf8').split('\n').filter(Boolean).length : 0;
}

const realPython = ['/usr/bin/python3', '/usr/local/bin/python3'].find((p) => existsSync(p));

describe('interpreter query', () => {
  it('keeps the site dirs of sys.path, asks once, and asks again when the interpreter changes', () => {
    const work = tmp();
    const site = join(work, 'lib/site-packages');
    mkdirSync(join(site, 'libx'), { recursive: true });
    writeFileSync(join(site, 'libx/__init__.py'), '');
    const project = join(work, 'project');
    mkdirSync(project);
    const count = join(work, 'count');
    const python = stubPython(work, ['', join(work, 'lib/python3.11'), site, join(work, 'missing/site-packages')], count);
    const cache = join(work, 'cache');

    const env = discoverDependencies(project, { python, cacheDir: cache });
    expect(env.warnings).toEqual([]);
    expect(env.pythonPaths).toEqual([site]);
    expect(packageForModule(env, 'python', 'libx')).toMatchObject({ name: 'libx', version: '', where: `interpreter ${python}` });
    expect(runs(count)).toBe(1);
    expect(readdirSync(cache).filter((f) => !f.startsWith('site-'))).toHaveLength(1);

    expect(discoverDependencies(project, { python, cacheDir: cache }).pythonPaths).toEqual([site]);
    expect(runs(count)).toBe(1); // answered from the cache

    utimesSync(python, new Date(), new Date(Date.now() + 5000)); // an upgraded interpreter
    discoverDependencies(project, { python, cacheDir: cache });
    expect(runs(count)).toBe(2);

    discoverDependencies(project, { python, cacheDir: cache, env: { ...process.env, PYTHONPATH: '/x' } });
    expect(runs(count)).toBe(3); // $PYTHONPATH changes sys.path
  });

  it('takes the answer of a query started ahead, and asks again itself when that one failed', async () => {
    const work = tmp();
    const site = join(work, 'lib/site-packages');
    mkdirSync(join(site, 'libx'), { recursive: true });
    const project = join(work, 'project');
    mkdirSync(project);
    const count = join(work, 'count');
    const python = stubPython(work, [site], count);
    const cache = join(work, 'cache');
    const direct = discoverDependencies(project, { python, cacheDir: join(work, 'other-cache') });
    expect(runs(count)).toBe(1);

    // A tree that shows no Python project at its top (no marker, no .py file) starts nothing ahead.
    prefetchDependencies(project, { python, cacheDir: cache });
    await prefetchedDependencies();
    expect(runs(count)).toBe(1);
    writeFileSync(join(project, 'main.py'), 'import libx\n');
    prefetchDependencies(project, { python, cacheDir: cache });
    prefetchDependencies(project, { python, cacheDir: cache }); // the same query is not started twice
    await prefetchedDependencies();
    expect(runs(count)).toBe(2);
    const env = discoverDependencies(project, { python, cacheDir: cache });
    expect(runs(count)).toBe(2); // answered ahead
    expect(env.pythonPaths).toEqual(direct.pythonPaths);
    expect(env.warnings).toEqual(direct.warnings);
    prefetchDependencies(project, { python, cacheDir: cache }); // cached now: nothing is started
    await prefetchedDependencies();
    expect(runs(count)).toBe(2);

    const failing = stubPython(join(work, 'lib'), [], count, 'echo "boom" >&2; exit 3\n');
    prefetchDependencies(project, { python: failing, cacheDir: cache });
    await prefetchedDependencies();
    expect(runs(count)).toBe(3);
    const env2 = discoverDependencies(project, { python: failing, cacheDir: cache });
    expect(runs(count)).toBe(4); // a failed answer is not taken: the discovery asks and warns as it always did
    expect(env2.warnings).toEqual([expect.objectContaining({ kind: 'python-query-failed', path: failing, detail: expect.stringContaining('exit 3: boom') })]);
  });

  it('warns when the interpreter fails, hangs or is missing, and caches no failure', () => {
    const work = tmp();
    const count = join(work, 'count');
    const cache = join(work, 'cache');
    const failing = stubPython(work, [], count, 'echo "boom" >&2; exit 3\n');
    const env = discoverDependencies(work, { python: failing, cacheDir: cache });
    expect(env.warnings).toEqual([expect.objectContaining({ kind: 'python-query-failed', path: failing, detail: expect.stringContaining('exit 3: boom') })]);
    expect(existsSync(cache)).toBe(false);

    const hanging = join(work, 'slow');
    mkdirSync(hanging);
    // An interpreter that hangs is stopped at the time limit: the query's own timeout (ETIMEDOUT), not its answer.
    const slow = stubPython(hanging, ['/never/site-packages'], count, 'sleep 5\n');
    const env2 = discoverDependencies(work, { python: slow, cacheDir: cache, timeoutMs: 300 });
    expect(env2.warnings).toEqual([expect.objectContaining({ kind: 'python-query-failed', path: slow, detail: expect.stringContaining('ETIMEDOUT') })]);
    expect(env2.pythonPaths).toEqual([]);

    const env3 = discoverDependencies(work, { python: join(work, 'no-such-python'), cacheDir: cache });
    expect(env3.warnings).toEqual([expect.objectContaining({ kind: 'python-query-failed', detail: expect.stringContaining('does not exist') })]);

    const env4 = discoverDependencies(work, { cacheDir: cache, env: { PATH: join(work, 'empty-bin') } });
    expect(env4.warnings).toEqual([expect.objectContaining({ kind: 'python-query-failed', detail: expect.stringContaining('not on $PATH') })]);
    expect(env4.pythonPaths).toEqual([]);
  });

  it('asks python3 on $PATH when the project has no venv', () => {
    const work = tmp();
    const bin = join(work, 'bin');
    mkdirSync(bin);
    const site = join(work, 'dist-packages');
    mkdirSync(join(site, 'onpath'), { recursive: true });
    const count = join(work, 'count');
    stubPython(bin, [site], count);
    const env = discoverDependencies(join(work), { cacheDir: join(work, 'cache'), env: { PATH: bin } });
    expect(env.pythonPaths).toEqual([site]);
    expect(env.packages.map((p) => [p.name, p.where])).toEqual([['onpath', `interpreter ${join(bin, 'python3')}`]]);
  });

  it('does not ask the system python for a venv whose interpreter is gone and which saw no system packages', () => {
    const work = tmp();
    const count = join(work, 'count');
    mkdirSync(join(work, 'bin'));
    stubPython(join(work, 'bin'), [join(work, 'sys-site')], count);
    mkdirSync(join(work, '.venv/lib/python3.11/site-packages'), { recursive: true });
    writeFileSync(join(work, '.venv/pyvenv.cfg'), 'home = /nonexistent/ck-py\ninclude-system-site-packages = false\n');
    const env = discoverDependencies(work, { cacheDir: join(work, 'cache'), env: { PATH: join(work, 'bin') } });
    expect(runs(count)).toBe(0);
    expect(env.warnings.map((w) => w.kind)).toEqual(['venv-interpreter-missing']);
    writeFileSync(join(work, '.venv/pyvenv.cfg'), 'home = /nonexistent/ck-py\ninclude-system-site-packages = true\n');
    discoverDependencies(work, { cacheDir: join(work, 'cache'), env: { PATH: join(work, 'bin') } });
    expect(runs(count)).toBe(1);
  });

  it.skipIf(!realPython)('matches the site dirs the real python3 reports', () => {
    const work = tmp();
    const expected = (JSON.parse(execFileSync(realPython!, ['-c', 'import sys, json; print(json.dumps(sys.path))'], { encoding: 'utf8' })) as string[])
      .filter((p) => /[\\/](?:site|dist)-packages$/.test(p) && existsSync(p))
      .map((p) => realpathSync(p));
    const env = discoverDependencies(work, { python: realPython!, cacheDir: join(work, 'cache') });
    expect(env.warnings).toEqual([]);
    expect(env.pythonPaths).toEqual([...new Set(expected)]);
    expect(readdirSync(join(work, 'cache')).filter((f) => !f.startsWith('site-'))).toHaveLength(1); // the interpreter's answer
  });

  it.skipIf(!realPython)('reads a real venv first, then what its interpreter adds', () => {
    const work = tmp();
    execFileSync(realPython!, ['-m', 'venv', '--without-pip', '--system-site-packages', join(work, '.venv')]);
    const site = readdirSync(join(work, '.venv/lib')).map((d) => join(work, '.venv/lib', d, 'site-packages'))[0];
    mkdirSync(join(site, 'mine'));
    writeFileSync(join(site, 'mine/__init__.py'), '');
    const env = discoverDependencies(work, { cacheDir: join(work, 'cache') });
    expect(env.warnings).toEqual([]);
    expect(env.pythonPaths[0]).toBe(site);
    expect(env.pythonPaths.length).toBeGreaterThan(1); // --system-site-packages: the interpreter's own dirs follow
    expect(packageForModule(env, 'python', 'mine')).toMatchObject({ where: 'venv .venv', root: join(site, 'mine') });
  });

  it('keeps a site dir\'s scan until an entry of the dir is added or removed', () => {
    const work = tmp();
    const site = join(work, 'venv/lib/python3.11/site-packages');
    mkdirSync(join(site, 'lib_a-1.0.dist-info'), { recursive: true });
    writeFileSync(join(work, 'venv/pyvenv.cfg'), 'home = /usr/bin\n');
    writeFileSync(join(site, 'lib_a-1.0.dist-info/METADATA'), 'Name: lib-a\nVersion: 1.0\n');
    writeFileSync(join(site, 'lib_a.py'), '');
    const old = new Date(Date.now() - 3600_000);
    utimesSync(site, old, old); // a fresh dir is never cached: its mtime could move again within the same tick
    const opts = { python: false as const, cacheDir: join(work, 'cache') };
    expect(discoverDependencies(work, opts).packages.map((p) => `${p.name}@${p.version}`)).toEqual(['lib-a@1.0']);
    expect(readdirSync(join(work, 'cache')).filter((f) => f.startsWith('site-'))).toHaveLength(1);

    writeFileSync(join(site, 'lib_a-1.0.dist-info/METADATA'), 'Name: lib-a\nVersion: 9.9\n'); // inside a dist-info: no entry added
    const cached = discoverDependencies(work, opts);
    expect(cached.packages.map((p) => `${p.name}@${p.version}`)).toEqual(['lib-a@1.0']);
    expect(cached.packages[0].where).toBe('venv venv');

    writeFileSync(join(site, 'lib_b.py'), ''); // a new entry: the dir's mtime moves
    expect(discoverDependencies(work, opts).packages.map((p) => `${p.name}@${p.version}`)).toEqual(['lib-a@9.9', 'lib_b@']);
  });

  it.skipIf(!realPython)('finds the venv Poetry keeps for the project in its cache dir', () => {
    const work = tmp();
    const project = join(work, 'proj');
    mkdirSync(project);
    writeFileSync(join(project, 'pyproject.toml'), '[build-system]\nrequires = []\n\n[tool.poetry]\nname = "My App"\nversion = "0.1.0"\n');
    // The env name as Poetry's EnvManager.generate_env_name computes it, by Python itself.
    const envName = execFileSync(realPython!, ['-c', [
      'import base64, hashlib, os, re, sys',
      'name = "My App".lower()',
      'sanitized = re.sub(r\'[ $`!*@"\\\\\\r\\n\\t]\', "_", name)[:42]',
      'h = base64.urlsafe_b64encode(hashlib.sha256(os.path.normcase(os.path.realpath(sys.argv[1])).encode()).digest()).decode()[:8]',
      'print(f"{sanitized}-{h}")',
    ].join('\n'), project], { encoding: 'utf8' }).trim();
    const cache = join(work, 'xdg-cache');
    for (const v of ['3.9', '3.12']) {
      const venv = join(cache, 'pypoetry/virtualenvs', `${envName}-py${v}`);
      mkdirSync(join(venv, `lib/python${v}/site-packages/from_poetry_${v.replace('.', '_')}`), { recursive: true });
      writeFileSync(join(venv, 'pyvenv.cfg'), 'home = /nonexistent/ck-poetry-python\n');
    }
    mkdirSync(join(cache, 'pypoetry/virtualenvs/other-AAAAAAAA-py3.12'));
    const env = discoverDependencies(project, { python: false, cacheDir: join(work, 'ck'), env: { HOME: work, XDG_CACHE_HOME: cache } });
    expect(env.packages.map((p) => [p.name, p.where])).toEqual([
      ['from_poetry_3_12', 'poetry venv'],
      ['from_poetry_3_9', 'poetry venv'],
    ]);
  });
});
