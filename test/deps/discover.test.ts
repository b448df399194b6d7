// Dependency discovery (src/deps): npm trees (flat, scoped, nested, pnpm, workspaces, Yarn PnP) and Python site dirs
// (dist-info, egg-info, single modules, compiled-only packages, venvs with a dead interpreter), on fixture trees.
import { describe, it, expect } from 'vitest';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { discoverDependencies, packageByName, packageForModule, packageForPath } from '../../src/deps/discover.js';
import { topLevelString } from '../../src/languages/js/deps.js';

// Fixture trees: relative paths to file contents, symlinks as { link: target }.
type Tree = Record<string, string | { link: string }>;

/** Returns the real path of a fresh temp dir holding `tree`. */
function makeTree(tree: Tree, prefix = 'ck-deps-'): string {
  const root = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  addTree(root, tree);
  return root;
}

/** Returns nothing; writes `tree` under `root`. */
function addTree(root: string, tree: Tree): void {
  for (const [rel, content] of Object.entries(tree)) {
    const p = join(root, rel);
    mkdirSync(dirname(p), { recursive: true });
    if (typeof content === 'string') {
      if (rel.endsWith('/')) mkdirSync(p, { recursive: true });
      else writeFileSync(p, content);
    } else symlinkSync(content.link, p);
  }
}

/** Returns the package.json text of an npm package. */
function pj(name: string, version: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ name, version, main: 'index.js', ...extra });
}

// No interpreter query, and a cache of site-dir scans that is the tests' own.
const noPython = { python: false, cacheDir: realpathSync(mkdtempSync(join(tmpdir(), 'ck-deps-cache-'))) } as const;

describe('npm: node_modules', () => {
  const root = makeTree({
    'package.json': JSON.stringify({ name: 'app', dependencies: { semver: '^7', '@babel/core': '^7', a: '1' }, devDependencies: { gone: '1' } }),
    'src/main.js': '',
    'node_modules/.bin/semver': '',
    'node_modules/.package-lock.json': '{}',
    'node_modules/semver/package.json': pj('semver', '7.6.0'),
    'node_modules/semver/index.js': '',
    'node_modules/@babel/core/package.json': pj('@babel/core', '7.24.0'),
    'node_modules/@babel/core/lib/index.js': '',
    'node_modules/a/package.json': pj('a', '1.0.0'),
    'node_modules/a/index.js': '',
    'node_modules/a/node_modules/semver/package.json': pj('semver', '5.7.2'),
    'node_modules/a/node_modules/semver/index.js': '',
    'node_modules/a/node_modules/b/package.json': pj('b', '2.0.0'),
    'node_modules/a/node_modules/b/node_modules/semver/package.json': pj('semver', '6.3.1'),
    'node_modules/stray-dir/readme.txt': 'no package.json here',
    'node_modules/native/package.json': pj('native', '1.0.0'),
    'node_modules/native/build/Release/addon.node': '\0',
    'node_modules/late-version/package.json': `{"name":"late-version",${'"x":"' + 'y'.repeat(2000) + '",'}"nested":{"version":"no"},"version":"3.2.1"}`,
  });
  const env = discoverDependencies(root, noPython);
  const byKey = new Map(env.packages.map((p) => [`${p.name}@${p.version}`, p]));

  it('lists flat, scoped and nested packages with versions from their own package.json', () => {
    expect([...byKey.keys()].sort()).toEqual(
      ['@babel/core@7.24.0', 'a@1.0.0', 'b@2.0.0', 'late-version@3.2.1', 'native@1.0.0', 'semver@5.7.2', 'semver@6.3.1', 'semver@7.6.0'],
    );
    expect(byKey.get('semver@7.6.0')).toMatchObject({ ecosystem: 'npm', root: join(root, 'node_modules/semver'), modules: ['semver'], where: 'node_modules' });
    expect(byKey.get('@babel/core@7.24.0')!.modules).toEqual(['@babel/core']);
    expect(byKey.get('semver@5.7.2')!.where).toBe('node_modules (nested in a)');
    expect(byKey.get('semver@6.3.1')!.where).toBe('node_modules (nested in b)');
    expect(env.nodeModules[0]).toBe(join(root, 'node_modules'));
  });

  it('resolves an import the way Node does: the nearest node_modules walking up from the importing file', () => {
    expect(packageForModule(env, 'npm', 'semver', join(root, 'src/main.js'))?.version).toBe('7.6.0');
    expect(packageForModule(env, 'npm', 'semver/functions/satisfies', join(root, 'node_modules/a/index.js'))?.version).toBe('5.7.2');
    expect(packageForModule(env, 'npm', 'semver', join(root, 'node_modules/a/node_modules/b/lib/x.js'))?.version).toBe('6.3.1');
    expect(packageForModule(env, 'npm', 'b', join(root, 'node_modules/a/index.js'))?.version).toBe('2.0.0');
    expect(packageForModule(env, 'npm', 'b', join(root, 'src/main.js'))).toBeUndefined();
    expect(packageForModule(env, 'npm', '@babel/core/lib/parse', join(root, 'src/main.js'))?.name).toBe('@babel/core');
    expect(packageForModule(env, 'npm', 'semver')?.version).toBe('7.6.0');
    // Relative paths are the project's (a RepoIndex's file paths).
    expect(packageForModule(env, 'npm', 'semver', 'node_modules/a/index.js')?.version).toBe('5.7.2');
    expect(packageForModule(env, 'npm', 'semver', 'node_modules/a/index.js')?.version).toBe('5.7.2'); // memoized
    expect(packageForModule(env, 'npm', 'b', 'src/main.js')).toBeUndefined();
    expect(packageForModule(env, 'npm', 'b', 'src/main.js')).toBeUndefined();
    for (const s of ['./semver', '/abs', 'node:fs', '@babel']) expect(packageForModule(env, 'npm', s)).toBeUndefined();
  });

  it('maps a file to the innermost package holding it', () => {
    expect(packageForPath(env, join(root, 'node_modules/a/node_modules/semver/index.js'))).toMatchObject({ pkg: { version: '5.7.2' }, rel: 'index.js' });
    expect(packageForPath(env, join(root, 'node_modules/@babel/core/lib/index.js'))?.rel).toBe(join('lib', 'index.js'));
    expect(packageForPath(env, join(root, 'node_modules/semver'))?.rel).toBe('');
    expect(packageForPath(env, join(root, 'src/main.js'))).toBeUndefined();
    expect(packageForPath(env, 'node_modules/@babel/core/lib/index.js')?.pkg.name).toBe('@babel/core');
    expect(packageForPath(env, join(root, 'node_modules/semver/gone/not-there.js'))?.pkg.name).toBe('semver');
  });

  it('reads the top-level "version" past a long head and never a nested one', () => {
    expect(topLevelString('{"a":{"version":"1"},"version":"2"}', 'version')).toBe('2');
    expect(topLevelString('{"a":"version","b":["version"],"version" : "3"}', 'version')).toBe('3');
    expect(topLevelString('{"version":"1.0.0-\\u0061"}', 'version')).toBe('1.0.0-a');
    expect(topLevelString('{"version":', 'version')).toBeUndefined();
  });

  it('decides hasSources when asked, warning of a compiled-only package', () => {
    expect(env.warnings.filter((w) => w.kind === 'no-sources')).toEqual([]);
    expect(byKey.get('semver@7.6.0')!.hasSources).toBe(true);
    expect(byKey.get('@babel/core@7.24.0')!.hasSources).toBe(true); // one level down
    expect(byKey.get('native@1.0.0')!.hasSources).toBe(true); // build/Release is two levels down: not looked at
    const compiled = makeTree({ 'node_modules/bin-only/package.json': pj('bin-only', '1.0.0'), 'node_modules/bin-only/lib/addon.node': '\0' });
    const cenv = discoverDependencies(compiled, noPython);
    expect(cenv.packages[0].hasSources).toBe(false);
    expect(cenv.warnings).toEqual([expect.objectContaining({ kind: 'no-sources', path: join(compiled, 'node_modules/bin-only') })]);
    expect(JSON.parse(JSON.stringify(cenv.packages[0]))).toMatchObject({ name: 'bin-only', hasSources: false });
  });

  it('warns once of declared dependencies missing from node_modules', () => {
    expect(env.warnings.filter((w) => w.kind === 'not-installed')).toEqual([
      expect.objectContaining({ path: join(root, 'package.json'), detail: expect.stringContaining('gone') }),
    ]);
  });

  it('answers the same lookups on an environment restored from JSON', () => {
    const restored = JSON.parse(JSON.stringify(env));
    expect(packageForModule(restored, 'npm', 'semver', join(root, 'node_modules/a/index.js'))?.version).toBe('5.7.2');
    expect(packageForPath(restored, join(root, 'node_modules/semver/index.js'))?.pkg.version).toBe('7.6.0');
  });
});

describe('npm: pnpm, workspaces, Yarn PnP, broken links', () => {
  it('reports one package per real root in the pnpm store, and resolves a dependency of a dependency', () => {
    const store = 'node_modules/.pnpm';
    const root = makeTree({
      'package.json': pj('app', '1.0.0', { dependencies: { a: '1', '@s/x': '1' } }),
      [`${store}/a@1.0.0/node_modules/a/package.json`]: pj('a', '1.0.0'),
      [`${store}/a@1.0.0/node_modules/a/index.js`]: '',
      [`${store}/a@1.0.0/node_modules/b`]: { link: '../../b@2.0.0/node_modules/b' },
      [`${store}/b@2.0.0/node_modules/b/package.json`]: pj('b', '2.0.0'),
      [`${store}/b@2.0.0/node_modules/b/index.js`]: '',
      [`${store}/@s+x@3.0.0/node_modules/@s/x/package.json`]: pj('@s/x', '3.0.0'),
      [`${store}/lock.yaml`]: '',
      [`${store}/node_modules/b`]: { link: '../b@2.0.0/node_modules/b' },
      'node_modules/a': { link: '.pnpm/a@1.0.0/node_modules/a' },
      'node_modules/@s/x': { link: '../.pnpm/@s+x@3.0.0/node_modules/@s/x' },
      'node_modules/.modules.yaml': '',
    });
    const env = discoverDependencies(root, noPython);
    expect(env.packages.map((p) => [p.name, p.version, p.where, p.root]).sort()).toEqual([
      ['@s/x', '3.0.0', 'pnpm', join(root, store, '@s+x@3.0.0/node_modules/@s/x')],
      ['a', '1.0.0', 'pnpm', join(root, store, 'a@1.0.0/node_modules/a')],
      ['b', '2.0.0', 'pnpm', join(root, store, 'b@2.0.0/node_modules/b')],
    ]);
    const a = packageForModule(env, 'npm', 'a', join(root, 'index.js'))!;
    expect(a.root).toBe(join(root, store, 'a@1.0.0/node_modules/a'));
    // From a's real file, b is the store's symlink beside a (Node resolves from the real path).
    expect(packageForModule(env, 'npm', 'b', join(root, 'node_modules/a/index.js'))?.version).toBe('2.0.0');
    expect(packageForModule(env, 'npm', 'b', join(root, 'index.js'))).toBeUndefined();
    expect(packageForPath(env, join(root, 'node_modules/a/index.js'))).toMatchObject({ pkg: { name: 'a' }, rel: 'index.js' });
  });

  it('finds workspace packages, linked or not, and their own node_modules', () => {
    const root = makeTree({
      'package.json': JSON.stringify({ name: 'mono', private: true, workspaces: ['packages/*', '!packages/ignored'] }),
      'packages/core/package.json': pj('@me/core', '0.1.0'),
      'packages/core/src/index.ts': '',
      'packages/core/node_modules/only-core/package.json': pj('only-core', '4.0.0'),
      'packages/cli/package.json': pj('@me/cli', '0.2.0'),
      'packages/ignored/package.json': pj('@me/ignored', '0.0.0'),
      'packages/notes/readme.md': '',
      'node_modules/@me/core': { link: '../../packages/core' },
      'node_modules/shared/package.json': pj('shared', '1.1.0'),
    });
    const env = discoverDependencies(root, noPython);
    const got = Object.fromEntries(env.packages.map((p) => [p.name, [p.version, p.where, p.root]]));
    expect(got).toEqual({
      '@me/core': ['0.1.0', 'workspace', join(root, 'packages/core')],
      '@me/cli': ['0.2.0', 'workspace', join(root, 'packages/cli')],
      shared: ['1.1.0', 'node_modules', join(root, 'node_modules/shared')],
      'only-core': ['4.0.0', 'node_modules', join(root, 'packages/core/node_modules/only-core')],
    });
    expect(packageForModule(env, 'npm', 'only-core', join(root, 'packages/core/src/index.ts'))?.version).toBe('4.0.0');
    expect(packageForModule(env, 'npm', 'shared', join(root, 'packages/core/src/index.ts'))?.version).toBe('1.1.0');
    expect(packageForPath(env, join(root, 'node_modules/@me/core/src/index.ts'))).toMatchObject({ pkg: { name: '@me/core' }, rel: join('src', 'index.ts') });
  });

  it('reads pnpm-workspace.yaml package globs', () => {
    const root = makeTree({
      'package.json': pj('mono', '0.0.0'),
      'pnpm-workspace.yaml': "packages:\n  - 'apps/*'\n  - \"libs/**\"\nonlyBuiltDependencies: []\n",
      'apps/web/package.json': pj('web', '1.0.0'),
      'libs/deep/one/package.json': pj('one', '1.0.0'),
    });
    expect(discoverDependencies(root, noPython).packages.map((p) => `${p.name}:${p.where}`).sort()).toEqual(['one:workspace', 'web:workspace']);
  });

  it('warns that Yarn PnP is not supported when there is no node_modules', () => {
    const root = makeTree({ 'package.json': pj('app', '1.0.0', { dependencies: { x: '1' } }), '.pnp.cjs': '', '.yarn/cache/x.zip': '' });
    const env = discoverDependencies(root, noPython);
    expect(env.packages).toEqual([]);
    expect(env.warnings).toEqual([expect.objectContaining({ kind: 'yarn-pnp', path: join(root, '.pnp.cjs'), detail: expect.stringContaining('nodeLinker') })]);
  });

  it('warns of a broken symlink and goes on', () => {
    const root = makeTree({
      'node_modules/dead': { link: '../nowhere' },
      'node_modules/@s/dead': { link: '../../nowhere' },
      'node_modules/ok/package.json': pj('ok', '1.0.0'),
    });
    const env = discoverDependencies(root, noPython);
    expect(env.packages.map((p) => p.name)).toEqual(['ok']);
    expect(env.warnings.map((w) => [w.kind, w.path]).sort()).toEqual([
      ['broken-symlink', join(root, 'node_modules/@s/dead')],
      ['broken-symlink', join(root, 'node_modules/dead')],
    ]);
  });

  it('an unreadable directory is a warning for a user, and no obstacle for root', () => {
    const root = makeTree({ 'node_modules/@locked/x/package.json': pj('@locked/x', '1.0.0'), 'node_modules/ok/package.json': pj('ok', '1.0.0') });
    chmodSync(join(root, 'node_modules/@locked'), 0o000);
    try {
      const env = discoverDependencies(root, noPython);
      if (process.getuid?.() === 0) {
        // root keeps CAP_DAC_OVERRIDE: mode 000 does not stop it listing or reading.
        expect(env.packages.map((p) => p.name).sort()).toEqual(['@locked/x', 'ok']);
        expect(env.warnings).toEqual([]);
      } else {
        expect(env.packages.map((p) => p.name)).toEqual(['ok']);
        expect(env.warnings).toEqual([expect.objectContaining({ kind: 'unreadable', path: join(root, 'node_modules/@locked') })]);
      }
    } finally {
      chmodSync(join(root, 'node_modules/@locked'), 0o755);
    }
  });

  it('never throws on a missing project root', () => {
    const env = discoverDependencies('/nonexistent/ck-deps-project', noPython);
    expect(env.packages).toEqual([]);
    expect(env.warnings[0].kind).toBe('unreadable');
  });
});

describe('Python: site dirs of a venv', () => {
  const site = '.venv/lib/python3.11/site-packages';
  const root = makeTree({
    'pyproject.toml': '[project]\nname = "app"\n',
    'app/main.py': 'import django\n',
    '.venv/pyvenv.cfg': 'home = /nonexistent/ck-python/bin\ninclude-system-site-packages = false\nversion = 3.11.7\n',
    '.venv/bin/python3': { link: '/nonexistent/ck-python/bin/python3.11' },
    [`${site}/Django-4.2.1.dist-info/METADATA`]: 'Metadata-Version: 2.1\nName: Django\nVersion: 4.2.1\n\nName: not-this\n',
    [`${site}/Django-4.2.1.dist-info/top_level.txt`]: 'django\n',
    [`${site}/django/__init__.py`]: '',
    [`${site}/django/db/models.py`]: '',
    [`${site}/python_dateutil-2.9.0.dist-info/METADATA`]: 'Metadata-Version: 2.1\nName: python-dateutil\nVersion: 2.9.0\n',
    [`${site}/python_dateutil-2.9.0.dist-info/RECORD`]:
      'dateutil/__init__.py,sha256=x,1\ndateutil/parser/_parser.py,sha256=x,1\npython_dateutil-2.9.0.dist-info/METADATA,,\n../../../bin/x,,\n',
    [`${site}/dateutil/__init__.py`]: '',
    [`${site}/dateutil/parser/_parser.py`]: '',
    [`${site}/PyYAML-6.0.1.dist-info/METADATA`]: 'Name: PyYAML\nVersion: 6.0.1\n',
    [`${site}/PyYAML-6.0.1.dist-info/top_level.txt`]: '_yaml\nyaml\n',
    [`${site}/yaml/__init__.py`]: '',
    [`${site}/_yaml.cpython-311-x86_64-linux-gnu.so`]: '\0',
    [`${site}/simplejson-3.19.egg-info/PKG-INFO`]: 'Metadata-Version: 1.1\nName: simplejson\nVersion: 3.19.1\n',
    [`${site}/simplejson-3.19.egg-info/top_level.txt`]: 'simplejson\n',
    [`${site}/simplejson/__init__.py`]: '',
    [`${site}/Debian_Thing-1.2.egg-info`]: 'Metadata-Version: 1.1\nName: Debian-Thing\nVersion: 1.2\n',
    [`${site}/debian_thing/__init__.py`]: '',
    [`${site}/six.py`]: '',
    [`${site}/fastlib/__init__.cpython-311-x86_64-linux-gnu.so`]: '\0',
    [`${site}/fastlib/core.cpython-311-x86_64-linux-gnu.so`]: '\0',
    [`${site}/__pycache__/six.cpython-311.pyc`]: '',
    [`${site}/distutils-precedence.pth`]: '',
    [`${site}/dangling`]: { link: '/nonexistent/ck-target' },
  });
  const env = discoverDependencies(root, noPython);
  const sp = join(root, site);

  it('lists packages from dist-info, egg-info (dir and file) and metadata-less modules', () => {
    expect(env.pythonPaths).toEqual([sp]);
    const got = env.packages.map((p) => [p.name, p.version, p.modules.join(','), p.root.slice(sp.length + 1), p.where]);
    expect(got.sort()).toEqual([
      ['Debian-Thing', '1.2', 'debian_thing', 'debian_thing', 'venv .venv'],
      ['Django', '4.2.1', 'django', 'django', 'venv .venv'],
      ['PyYAML', '6.0.1', 'yaml,_yaml', 'yaml', 'venv .venv'],
      ['fastlib', '', 'fastlib', 'fastlib', 'venv .venv'],
      ['python-dateutil', '2.9.0', 'dateutil', 'dateutil', 'venv .venv'],
      ['simplejson', '3.19.1', 'simplejson', 'simplejson', 'venv .venv'],
      ['six', '', 'six', 'six.py', 'venv .venv'],
    ]);
  });

  it('warns that the venv interpreter is gone, and of the dangling link, but still reads the venv', () => {
    expect(env.warnings.map((w) => w.kind).sort()).toEqual(['broken-symlink', 'venv-interpreter-missing']);
    expect(env.warnings.find((w) => w.kind === 'venv-interpreter-missing')).toMatchObject({ path: join(root, '.venv'), detail: expect.stringContaining('/nonexistent/ck-python/bin') });
  });

  it('maps imports to packages by top-level module, and names compare normalized', () => {
    expect(packageForModule(env, 'python', 'dateutil.parser')?.name).toBe('python-dateutil');
    expect(packageForModule(env, 'python', '_yaml')?.name).toBe('PyYAML');
    expect(packageForModule(env, 'python', 'six')?.root).toBe(join(sp, 'six.py'));
    expect(packageForModule(env, 'python', '.relative')).toBeUndefined();
    expect(packageForModule(env, 'python', 'app')).toBeUndefined();
    expect(packageByName(env, 'python', 'DJANGO')?.version).toBe('4.2.1');
    expect(packageByName(env, 'python', 'Python_Dateutil')?.name).toBe('python-dateutil');
  });

  it('maps files to packages, a second module of a package included', () => {
    expect(packageForPath(env, join(sp, 'django/db/models.py'))).toMatchObject({ pkg: { name: 'Django' }, rel: join('db', 'models.py') });
    expect(packageForPath(env, join(sp, '_yaml.cpython-311-x86_64-linux-gnu.so'))).toMatchObject({ pkg: { name: 'PyYAML' }, rel: '_yaml.cpython-311-x86_64-linux-gnu.so' });
    expect(packageForPath(env, join(sp, 'six.py'))).toMatchObject({ pkg: { name: 'six' }, rel: '' });
    expect(packageForPath(env, join(root, 'app/main.py'))).toBeUndefined();
  });

  it('says a compiled-only package has no sources, with a warning once asked', () => {
    const fast = packageForModule(env, 'python', 'fastlib')!;
    expect(env.warnings.some((w) => w.kind === 'no-sources')).toBe(false);
    expect(fast.hasSources).toBe(false);
    expect(fast.hasSources).toBe(false);
    expect(env.warnings.filter((w) => w.kind === 'no-sources')).toEqual([expect.objectContaining({ path: join(sp, 'fastlib') })]);
    expect(packageForModule(env, 'python', 'six')!.hasSources).toBe(true);
    expect(packageForModule(env, 'python', 'django')!.hasSources).toBe(true);
  });

  it('takes the first provider of a module: the project venv before $VIRTUAL_ENV', () => {
    const other = makeTree({
      'pyvenv.cfg': 'home = /usr/bin\n',
      'lib/python3.11/site-packages/six.py': '',
      'lib/python3.11/site-packages/onlyhere/__init__.py': '',
    });
    const env2 = discoverDependencies(root, { ...noPython, env: { VIRTUAL_ENV: other } });
    expect(env2.pythonPaths).toEqual([sp, join(other, 'lib/python3.11/site-packages')]);
    expect(packageForModule(env2, 'python', 'six')?.root).toBe(join(sp, 'six.py'));
    expect(packageForModule(env2, 'python', 'onlyhere')?.where).toBe('$VIRTUAL_ENV');
  });

  it('finds a venv in any direct subfolder holding pyvenv.cfg', () => {
    const r = makeTree({ 'pyvenv.txt': '', 'my-env/pyvenv.cfg': 'home = /usr/bin\n', 'my-env/lib/python3.12/site-packages/pkg_x/__init__.py': '' });
    const e = discoverDependencies(r, noPython);
    expect(e.packages.map((p) => [p.name, p.where])).toEqual([['pkg_x', 'venv my-env']]);
  });
});

describe('a large node_modules', () => {
  // Its speed against the bare system calls is measured in bench/parse-cost.bench.mjs, not here.
  it('finds every one of 1,000 packages, scoped and plain, with its version', () => {
    const root = makeTree({ 'package.json': pj('big', '1.0.0') });
    const filler = JSON.stringify({ description: 'x'.repeat(300), scripts: { build: 'tsc', test: 'vitest' }, exports: { '.': { import: './index.mjs', require: './index.cjs' } } });
    for (let i = 0; i < 1000; i++) {
      const name = i % 10 === 0 ? `@scope${i % 7}/p${i}` : `p${i}`;
      const dir = join(root, 'node_modules', name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'package.json'), `{"name":"${name}","version":"1.0.${i}",${filler.slice(1)}`);
    }
    const env = discoverDependencies(root, noPython);
    expect(env.packages.length).toBe(1000);
    const byName = new Map(env.packages.map((p) => [p.name, p]));
    expect(byName.get('@scope0/p70')?.version).toBe('1.0.70');
    expect(byName.get('p999')?.version).toBe('1.0.999');
  });
});
