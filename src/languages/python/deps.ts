// Python packages: the site dirs of the project's venvs (found on disk, read even when their interpreter is gone), of
// $VIRTUAL_ENV, and of the interpreter's sys.path (asked once, then cached by interpreter), and the packages in each
// site dir from their *.dist-info / *.egg-info metadata or, without metadata, from the module files themselves.
// Nothing here imports the user's code; the only process is `python -c 'print(sys.path)'`.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, isAbsolute, join, resolve, sep } from 'node:path';
import { writeFileAtomic } from '../../store/atomic.js';
import { childProcess } from '../../runtime/child-process.js';
import { DiscoveredPackage } from '../../deps/package.js';
import { readHead } from '../../deps/read-head.js';
import type { DiscoverOptions, DiscoveryWarning } from '../../deps/types.js';
import { resolveDiscoverOptions, type ResolvedDiscoverOptions } from '../../deps/options.js';

/** @internal What the Python side of discovery fills in. */
export interface PythonDiscovery {
  root: string;
  packages: DiscoveredPackage[];
  warnings: DiscoveryWarning[];
  pythonPaths: string[];
}

/** @internal A virtual environment found for the project. */
export interface Venv {
  dir: string;
  where: string;
  /** Its interpreter, when one resolves. */
  python: string | undefined;
  systemSite: boolean;
}

const SITE_DIR = /^(?:site|dist)-packages$/;
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const COMPILED_MODULE = /^([A-Za-z_][A-Za-z0-9_]*)(?:\.[^.]+)?\.(?:so|pyd)$/;
const QUERY = 'import sys, json; print(json.dumps(sys.path))';
/** Bumped when the cache entry's shape or the query changes. */
const CACHE_VERSION = 1;

/** @internal Returns nothing; adds the project's Python site dirs and their packages to `out`. */
export function discoverPython(root: string, out: PythonDiscovery, options: DiscoverOptions = {}): void {
  const opts = resolveDiscoverOptions(options);
  const env = opts.env;
  const sites: { dir: string; where: string }[] = [];
  const venvs = findVenvs(root, env, out.warnings);
  for (const v of venvs) for (const dir of venvSiteDirs(v.dir)) sites.push({ dir, where: v.where });

  const python = chooseInterpreter(venvs, env, opts, out.warnings);
  if (python) {
    const paths = interpreterSitePaths(python, root, env, opts, out.warnings);
    for (const dir of paths ?? []) sites.push({ dir, where: `interpreter ${python}` });
  }

  const seen = new Set<string>(out.pythonPaths);
  for (const s of sites) {
    let real: string;
    try {
      real = realpathSync.native(s.dir);
    } catch {
      continue; // listed by sys.path but not on disk (Python lists missing dirs too)
    }
    if (seen.has(real)) continue;
    seen.add(real);
    out.pythonPaths.push(real);
    scanSiteDir(real, s.where, out.packages, out.warnings, opts.cacheDir);
  }
}

/** @internal Returns the project's venvs in lookup order: `.venv`, `venv`, `env`, any other direct subfolder holding
 * pyvenv.cfg, $UV_PROJECT_ENVIRONMENT, Poetry's venvs of this project kept outside it, then $VIRTUAL_ENV. A venv whose
 * interpreter is gone adds a warning. */
export function findVenvs(root: string, env: NodeJS.ProcessEnv, warnings: DiscoveryWarning[]): Venv[] {
  const candidates: { dir: string; where: string }[] = [];
  const first = ['.venv', 'venv', 'env'];
  for (const name of first) candidates.push({ dir: join(root, name), where: `venv ${name}` });
  let entries: Dirent[] = [];
  try {
    entries = readdirSync(root, { withFileTypes: true });
  } catch { /* the npm side reports an unreadable root */ }
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (first.includes(e.name) || e.name === 'node_modules' || e.name === '.git') continue;
    if (e.isDirectory() || e.isSymbolicLink()) candidates.push({ dir: join(root, e.name), where: `venv ${e.name}` });
  }
  // uv puts the project venv at $UV_PROJECT_ENVIRONMENT when set (relative to the project).
  if (env.UV_PROJECT_ENVIRONMENT) candidates.push({ dir: resolve(root, env.UV_PROJECT_ENVIRONMENT), where: '$UV_PROJECT_ENVIRONMENT' });
  for (const dir of poetryVenvs(root, env)) candidates.push({ dir, where: 'poetry venv' });
  if (env.VIRTUAL_ENV) candidates.push({ dir: resolve(root, env.VIRTUAL_ENV), where: '$VIRTUAL_ENV' });

  const out: Venv[] = [];
  const seen = new Set<string>();
  for (const c of candidates) {
    const cfg = readText(join(c.dir, 'pyvenv.cfg'));
    if (cfg === undefined) continue;
    let real: string;
    try {
      real = realpathSync.native(c.dir);
    } catch {
      continue;
    }
    if (seen.has(real)) continue;
    seen.add(real);
    const fields = parseCfg(cfg);
    const python = venvPython(real);
    const home = fields.get('home');
    const homeGone = home !== undefined && home !== '' && !existsSync(home);
    if (!python || homeGone) {
      warnings.push({
        kind: 'venv-interpreter-missing',
        path: real,
        detail: `the interpreter of ${c.where} is gone${home ? ` (pyvenv.cfg home = ${home})` : ''}; its site-packages is still read, but recreate the venv to run the project`,
      });
    }
    out.push({
      dir: real,
      where: c.where,
      python: homeGone ? undefined : python,
      systemSite: /^true$/i.test(fields.get('include-system-site-packages') ?? ''),
    });
  }
  return out;
}

/**
 * Returns the venvs Poetry keeps for this project outside it (its default): `<virtualenvs path>/<name>-<hash>-py3.X`,
 * where name is the project name lower-cased with shell-unsafe characters as `_` (42 characters at most) and hash the
 * first 8 characters of the URL-safe base64 of sha256(real project path), as Poetry's `EnvManager.generate_env_name`
 * makes it. The virtualenvs path: $POETRY_VIRTUALENVS_PATH, poetry.toml `[virtualenvs] path`, $POETRY_CACHE_DIR
 * /virtualenvs, else the platform cache dir's pypoetry/virtualenvs. Newest Python version first.
 */
export function poetryVenvs(root: string, env: NodeJS.ProcessEnv): string[] {
  const pyproject = readText(join(root, 'pyproject.toml'));
  if (pyproject === undefined) return [];
  const name = tomlString(pyproject, 'tool.poetry', 'name') ?? tomlString(pyproject, 'project', 'name');
  if (!name) return [];
  const poetryToml = readText(join(root, 'poetry.toml'));
  const home = env.HOME || homedir();
  const base =
    env.POETRY_VIRTUALENVS_PATH ||
    (poetryToml !== undefined ? tomlString(poetryToml, 'virtualenvs', 'path') : undefined) ||
    (env.POETRY_CACHE_DIR ? join(env.POETRY_CACHE_DIR, 'virtualenvs') : undefined) ||
    (process.platform === 'darwin'
      ? join(home, 'Library', 'Caches', 'pypoetry', 'virtualenvs')
      : process.platform === 'win32'
        ? join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'pypoetry', 'Cache', 'virtualenvs')
        : join(env.XDG_CACHE_HOME || join(home, '.cache'), 'pypoetry', 'virtualenvs'));
  const sanitized = name.toLowerCase().replace(/[ $`!*@"\\\r\n\t]/g, '_').slice(0, 42);
  const hash = createHash('sha256').update(process.platform === 'win32' ? root.toLowerCase() : root).digest('base64url').slice(0, 8);
  const prefix = `${sanitized}-${hash}-py`;
  const dir = resolve(root, base.replace(/^~(?=$|[\\/])/, home));
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  const versionOf = (e: string): number[] => e.slice(prefix.length).split('.').map(Number);
  return entries
    .filter((e) => e.startsWith(prefix))
    .sort((a, b) => {
      const va = versionOf(a), vb = versionOf(b);
      return (vb[0] ?? 0) - (va[0] ?? 0) || (vb[1] ?? 0) - (va[1] ?? 0);
    })
    .map((e) => join(dir, e));
}

/** Returns the string value of `key` in the TOML table `[table]` (a plain `key = "value"` or `'value'` line), or
 * undefined. Enough for a project name and a path; not a TOML parser. */
function tomlString(text: string, table: string, key: string): string | undefined {
  let inTable = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('[')) {
      inTable = line === `[${table}]`;
      continue;
    }
    if (!inTable) continue;
    const m = /^([A-Za-z0-9_.-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')/.exec(line);
    if (m && m[1] === key) return m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3];
  }
  return undefined;
}

/** Returns the interpreter to ask for sys.path: opts.python, else the first venv's that resolves, else python3 on
 * $PATH (when there is no venv, or a venv with a dead interpreter would have seen the system's packages). */
function chooseInterpreter(venvs: Venv[], env: NodeJS.ProcessEnv, opts: ResolvedDiscoverOptions, warnings: DiscoveryWarning[]): string | undefined {
  if (opts.python === false) return undefined;
  if (typeof opts.python === 'string') return opts.python;
  const live = venvs.find((v) => v.python);
  if (live) return live.python;
  if (venvs.length > 0 && !venvs.some((v) => v.systemSite)) return undefined;
  const onPath = findOnPath('python3', env.PATH ?? '');
  if (!onPath) {
    warnings.push({ kind: 'python-query-failed', path: 'python3', detail: 'python3 is not on $PATH; only site dirs of venvs found on disk are read' });
  }
  return onPath;
}

/** Returns the site dirs (`site-packages`, `dist-packages`) on `python`'s sys.path, from the cache when the
 * interpreter has not changed; undefined (with a warning) when the query fails. */
export function interpreterSitePaths(
  python: string,
  root: string,
  env: NodeJS.ProcessEnv,
  opts: ResolvedDiscoverOptions,
  warnings: DiscoveryWarning[],
): string[] | undefined {
  const key = interpreterKey(python, root, env);
  if (!key) {
    warnings.push({ kind: 'python-query-failed', path: python, detail: `${python} does not exist` });
    return undefined;
  }
  const file = sitePathsCacheFile(opts.cacheDir, key);
  const cachedPaths = cachedSitePaths(file, key);
  if (cachedPaths) return cachedPaths;

  // The answer of a query started ahead with the same key (prefetchSitePaths), when it succeeded; anything else asks
  // again here, so a failure reads as it always did.
  const early = answered.get(key);
  answered.delete(key);
  const res = early ?? childProcess().spawnSync(python, ['-c', QUERY], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: opts.timeoutMs,
    stdio: ['ignore', 'pipe', 'pipe'],
    windowsHide: true,
  });
  let sysPath: unknown;
  try {
    if (res.error) throw res.error;
    if (res.status !== 0) throw new Error(`exit ${res.status ?? res.signal}: ${(res.stderr ?? '').trim().split('\n').pop() ?? ''}`);
    sysPath = JSON.parse(res.stdout.trim().split('\n').pop() ?? '');
    if (!Array.isArray(sysPath)) throw new Error(`printed ${res.stdout.slice(0, 80)}`);
  } catch (err) {
    warnings.push({
      kind: 'python-query-failed',
      path: python,
      detail: `asking ${python} for sys.path failed (${(err as Error).message}); only site dirs of venvs found on disk are read`,
    });
    return undefined;
  }
  const sitePaths = siteDirsOf(sysPath);
  try {
    writeFileAtomic(file, JSON.stringify({ key, python, sitePaths }));
  } catch { /* a read-only cache dir costs a query next time, nothing else */ }
  return sitePaths;
}

/** Returns the site dirs of a sys.path list. */
function siteDirsOf(sysPath: unknown[]): string[] {
  return sysPath.filter((p): p is string => typeof p === 'string' && isAbsolute(p) && SITE_DIR.test(p.split(/[\\/]/).pop() ?? ''));
}

/** Returns the site dirs of the query's output, or undefined when it printed no list. */
function sitePathsOf(stdout: string): string[] | undefined {
  try {
    const sysPath = JSON.parse(stdout.trim().split('\n').pop() ?? '') as unknown;
    return Array.isArray(sysPath) ? siteDirsOf(sysPath) : undefined;
  } catch {
    return undefined;
  }
}

/** Returns the cache file of the interpreter answer identified by `key`. */
function sitePathsCacheFile(dir: string, key: string): string {
  return join(dir, `${createHash('sha1').update(key).digest('hex').slice(0, 20)}.json`);
}

/** Returns the site paths cached in `file` for `key`, or undefined. */
function cachedSitePaths(file: string, key: string): string[] | undefined {
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as { key?: string; sitePaths?: unknown };
    if (cached.key === key && Array.isArray(cached.sitePaths)) return cached.sitePaths as string[];
  } catch { /* no entry yet, or a torn one from an older writer: ask again */ }
  return undefined;
}

/** Successful answers of queries started ahead, by interpreter key (taken once by interpreterSitePaths). */
const answered = new Map<string, { status: number; signal: null; stdout: string; stderr: string; error?: undefined }>();
/** Queries started ahead and not yet settled, by interpreter key. */
const asking = new Map<string, Promise<void>>();

/**
 * Returns a promise settled when the sys.path query that discoverPython(root, …, options) would make is answered, the
 * query started now in the background; undefined when discovery would ask nothing (no interpreter, its answer
 * cached). A cold slice starts it before its index, so the interpreter's start-up (~50-200 ms of wall time) overlaps
 * the index instead of following it. Same interpreter, key, working directory and environment as the query it
 * replaces; only a clean answer (exit 0) is kept, and it is used only by a discovery whose interpreter key is the same.
 * Never rejects. The child holds the process open until it ends, so awaiting the promise always settles it.
 */
export function prefetchSitePaths(root: string, options: DiscoverOptions = {}): Promise<void> | undefined {
  try {
    const opts = resolveDiscoverOptions(options);
    const env = opts.env;
    const python = chooseInterpreter(findVenvs(root, env, []), env, opts, []);
    const key = python === undefined ? undefined : interpreterKey(python, root, env);
    if (python === undefined || key === undefined || cachedSitePaths(sitePathsCacheFile(opts.cacheDir, key), key)) return undefined;
    const known = asking.get(key);
    if (known || answered.has(key)) return known;
    const p = new Promise<void>((settle) => {
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      let child: import('node:child_process').ChildProcess;
      try {
        child = childProcess().spawn(python, ['-c', QUERY], { cwd: root, env, timeout: opts.timeoutMs, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
      } catch {
        settle();
        return;
      }
      child.stdout?.on('data', (b: Buffer) => out.push(b));
      child.stderr?.on('data', (b: Buffer) => err.push(b));
      child.on('error', () => settle());
      child.on('close', (status) => {
        const stdout = Buffer.concat(out).toString('utf8');
        if (status === 0) {
          answered.set(key, { status, signal: null, stdout, stderr: Buffer.concat(err).toString('utf8') });
          // Cached as interpreterSitePaths caches it, so that a slice whose discovery turns out not to ask (Python
          // not in play) does not start the query again next time.
          const sitePaths = sitePathsOf(stdout);
          if (sitePaths) {
            try { writeFileAtomic(sitePathsCacheFile(opts.cacheDir, key), JSON.stringify({ key, python, sitePaths })); } catch { /* asked again next time */ }
          }
        }
        settle();
      });
    }).finally(() => asking.delete(key));
    asking.set(key, p);
    return p;
  } catch {
    return undefined;
  }
}

/** Returns what identifies an interpreter's answer: its path as invoked (a venv's python is a symlink to the system's
 * binary, so the real path alone would mix them up), real path, size and mtime, the pyvenv.cfg beside it, and
 * $PYTHONPATH; for a script (a version manager's shim picks the interpreter by directory) the project root too.
 * Undefined when the interpreter does not exist. */
function interpreterKey(python: string, root: string, env: NodeJS.ProcessEnv): string | undefined {
  const invoked = isAbsolute(python) ? python : findOnPath(python, env.PATH ?? '');
  if (!invoked) return undefined;
  let real: string;
  let st: { size: number; mtimeMs: number };
  try {
    real = realpathSync.native(invoked);
    st = statSync(real);
  } catch {
    return undefined;
  }
  const parts: unknown[] = [CACHE_VERSION, invoked, real, st.size, st.mtimeMs, env.PYTHONPATH ?? ''];
  for (const cfg of [join(invoked, '..', 'pyvenv.cfg'), join(invoked, '..', '..', 'pyvenv.cfg')]) {
    try {
      parts.push(cfg, statSync(cfg).mtimeMs);
    } catch { /* not a venv interpreter */ }
  }
  if (headText(real, 2) === '#!') parts.push(root);
  return JSON.stringify(parts);
}

/** Returns the site-packages dirs of a venv (`lib/python3.X/site-packages` on POSIX, `Lib/site-packages` on Windows). */
function venvSiteDirs(venv: string): string[] {
  const out: string[] = [];
  for (const lib of ['lib', 'lib64', 'Lib']) {
    let entries: string[];
    try {
      entries = readdirSync(join(venv, lib));
    } catch {
      continue;
    }
    if (entries.includes('site-packages')) out.push(join(venv, lib, 'site-packages'));
    for (const e of entries.sort()) {
      if (/^(?:python|pypy)\d/.test(e)) {
        const site = join(venv, lib, e, 'site-packages');
        if (existsSync(site)) out.push(site);
      }
    }
  }
  return out;
}

/** Returns the venv's interpreter when it resolves (a symlink whose target is gone does not). */
function venvPython(venv: string): string | undefined {
  for (const rel of ['bin/python3', 'bin/python', 'Scripts/python.exe']) {
    const p = join(venv, rel);
    try {
      if (statSync(p).isFile()) return p;
    } catch { /* missing or dangling */ }
  }
  return undefined;
}

/** Returns the first executable file named `name` on `pathVar`, or undefined. */
function findOnPath(name: string, pathVar: string): string | undefined {
  for (const dir of pathVar.split(delimiter)) {
    if (!dir) continue;
    const p = join(dir, name);
    try {
      const st = statSync(p);
      if (st.isFile() && (st.mode & 0o111) !== 0) return p;
    } catch { /* not here */ }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------------
// One site dir.

interface ModuleEntry {
  name: string;
  /** Path in the (real) site dir. */
  path: string;
  isDir: boolean;
  rank: number; // 0 package dir, 1 .py, 2 compiled
}

/** A site dir's packages as cached: [name, version, root, modules, root is a dir]. */
type SiteRow = [string, string, string, string[], boolean];

/** @internal Returns nothing; adds the packages of the site dir `site` (a real path) to `packages`, from the cache in
 * `cache` when the dir's mtime is the one recorded. Installing, upgrading (a new `name-version.dist-info`) or removing
 * a package adds or removes an entry of the site dir, which changes its mtime; reading metadata, RECORD files above all,
 * is most of a cold scan (15-40 ms for the ~150 packages of Debian's dist-packages). */
export function scanSiteDir(site: string, where: string, packages: DiscoveredPackage[], warnings: DiscoveryWarning[], cache?: string): void {
  let mtimeMs = 0;
  try {
    mtimeMs = statSync(site).mtimeMs;
  } catch { /* the readdir below reports it */ }
  const key = JSON.stringify([CACHE_VERSION, site, mtimeMs]);
  const file = cache && join(cache, `site-${createHash('sha1').update(key).digest('hex').slice(0, 20)}.json`);
  let rows: SiteRow[] | undefined;
  let found: DiscoveryWarning[] = [];
  if (file) {
    try {
      const hit = JSON.parse(readFileSync(file, 'utf8')) as { key?: string; rows?: SiteRow[]; warnings?: DiscoveryWarning[] };
      if (hit.key === key && Array.isArray(hit.rows)) {
        rows = hit.rows;
        found = hit.warnings ?? [];
      }
    } catch { /* no entry yet */ }
  }
  if (!rows) {
    rows = readSiteDir(site, found);
    // A dir changed within the last 2 s may change again within the same mtime tick; such an answer is not kept.
    if (file && mtimeMs > 0 && Date.now() - mtimeMs > 2000) {
      try {
        writeFileAtomic(file, JSON.stringify({ key, rows, warnings: found }));
      } catch { /* unwritable cache: scan again next time */ }
    }
  }
  warnings.push(...found);
  for (const [name, version, root, modules, isDir] of rows) {
    packages.push(new DiscoveredPackage('python', name, version, root, modules, where, isDir, warnings));
  }
}

/** Returns the packages of the site dir `site`, dists (by metadata) first, then metadata-less modules. */
function readSiteDir(site: string, warnings: DiscoveryWarning[]): SiteRow[] {
  const rows: SiteRow[] = [];
  let entries: Dirent[];
  try {
    entries = readdirSync(site, { withFileTypes: true });
  } catch (err) {
    warnings.push({ kind: 'unreadable', path: site, detail: `cannot list ${site} (${(err as NodeJS.ErrnoException).code ?? String(err)}); its packages are not known` });
    return rows;
  }
  const modules = new Map<string, ModuleEntry>();
  const metas: { path: string; isDir: boolean; egg: boolean }[] = [];
  for (const e of entries) {
    const name = e.name;
    let isDir = e.isDirectory();
    let path = join(site, name);
    if (e.isSymbolicLink()) {
      try {
        path = realpathSync.native(path);
        isDir = statSync(path).isDirectory();
      } catch {
        warnings.push({ kind: 'broken-symlink', path: join(site, name), detail: `${name} in ${site} is a symlink to a missing target` });
        continue;
      }
    }
    if (name.endsWith('.dist-info')) { if (isDir) metas.push({ path, isDir, egg: false }); continue; }
    if (name.endsWith('.egg-info')) { metas.push({ path, isDir, egg: true }); continue; }
    let m: ModuleEntry | undefined;
    if (isDir) {
      if (IDENT.test(name) && name !== '__pycache__') m = { name, path, isDir, rank: 0 };
    } else if (name.endsWith('.py')) {
      const mod = name.slice(0, -3);
      if (IDENT.test(mod)) m = { name: mod, path, isDir, rank: 1 };
    } else {
      const c = COMPILED_MODULE.exec(name);
      if (c) m = { name: c[1], path, isDir, rank: 2 };
    }
    if (m) {
      const prev = modules.get(m.name);
      if (!prev || m.rank < prev.rank) modules.set(m.name, m);
    }
  }

  const claimed = new Set<string>();
  const dists: { name: string; version: string; mods: string[] | undefined }[] = [];
  for (const meta of metas.sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const info = readDistInfo(meta.path, meta.isDir, meta.egg);
    const mods = info.modules?.filter((n) => modules.has(n));
    dists.push({ name: info.name, version: info.version, mods });
    for (const n of mods ?? []) claimed.add(n);
  }
  // Metadata without a module list (a Debian egg-info file, a wheel without top_level.txt or RECORD): the unclaimed
  // module whose name is the distribution's, normalized, is its.
  for (const d of dists) {
    if (d.mods !== undefined && d.mods.length > 0) continue;
    const guess = normalizeName(d.name).replace(/-/g, '_');
    const hit = [...modules.keys()].find((n) => !claimed.has(n) && n.toLowerCase() === guess);
    d.mods = hit ? [hit] : [];
    if (hit) claimed.add(hit);
  }
  for (const d of dists) {
    if (d.mods!.length === 0) continue; // nothing importable here (scripts only, or installed elsewhere)
    const mods = sortModules(d.mods!);
    const main = modules.get(mods[0])!;
    rows.push([d.name, d.version, main.path, mods, main.isDir]);
  }
  for (const m of [...modules.values()].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (claimed.has(m.name)) continue;
    rows.push([m.name, '', m.path, [m.name], m.isDir]);
  }
  return rows;
}

/** Returns the name, version and top-level modules (undefined when not recorded) of one dist-info / egg-info. */
function readDistInfo(path: string, isDir: boolean, egg: boolean): { name: string; version: string; modules: string[] | undefined } {
  const base = path.split(sep).pop()!.replace(/\.(?:dist|egg)-info$/, '');
  const fromDirName = /^(.+?)-(\d[^-]*)/.exec(base);
  const head = headText(isDir ? join(path, egg ? 'PKG-INFO' : 'METADATA') : path, 8192) ?? '';
  let name = '';
  let version = '';
  for (const line of head.split(/\r?\n/)) {
    if (line === '') break; // the headers end at the first blank line; the long description follows
    if (!name && line.startsWith('Name:')) name = line.slice(5).trim();
    else if (!version && line.startsWith('Version:')) version = line.slice(8).trim();
  }
  name ||= fromDirName?.[1] ?? base;
  version ||= fromDirName?.[2] ?? '';
  if (!isDir) return { name, version, modules: undefined };
  const top = readText(join(path, 'top_level.txt'));
  if (top !== undefined) {
    const mods = top.split(/\r?\n/).map((l) => l.trim().split('/')[0]).filter((l) => IDENT.test(l));
    if (mods.length > 0) return { name, version, modules: [...new Set(mods)] };
  }
  const record = readText(join(path, egg ? 'installed-files.txt' : 'RECORD'));
  if (record !== undefined) return { name, version, modules: modulesFromRecord(record, egg) };
  return { name, version, modules: undefined };
}

/** Returns the top-level modules named by a RECORD (paths relative to the site dir) or an egg-info
 * installed-files.txt (paths relative to the egg-info dir, so `../pkg/x.py`). */
function modulesFromRecord(text: string, egg: boolean): string[] {
  const out = new Set<string>();
  for (let line of text.split(/\r?\n/)) {
    if (line.startsWith('"')) line = line.slice(1);
    if (egg) {
      if (!line.startsWith('../')) continue;
      line = line.slice(3);
    }
    const slash = line.indexOf('/');
    const comma = line.indexOf(',');
    const end = comma < 0 ? line.length : comma;
    if (slash >= 0 && slash < end) {
      const top = line.slice(0, slash);
      if (IDENT.test(top) && top !== '__pycache__') out.add(top);
    } else {
      const file = line.slice(0, end);
      if (file.endsWith('.py') && IDENT.test(file.slice(0, -3))) out.add(file.slice(0, -3));
      else {
        const c = COMPILED_MODULE.exec(file);
        if (c) out.add(c[1]);
      }
    }
  }
  return [...out];
}

/** Returns modules with public names first, then by name: the first is the package's root. */
function sortModules(mods: string[]): string[] {
  return [...mods].sort((a, b) => {
    const pa = a.startsWith('_') ? 1 : 0;
    const pb = b.startsWith('_') ? 1 : 0;
    return pa - pb || (a < b ? -1 : a > b ? 1 : 0);
  });
}

/** Returns a Python distribution name normalized as PEP 503 does (lower case, runs of `-_.` as one `-`). */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

function parseCfg(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const eq = line.indexOf('=');
    if (eq > 0) out.set(line.slice(0, eq).trim().toLowerCase(), line.slice(eq + 1).trim());
  }
  return out;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}


/** Returns the first `bytes` bytes of a file as text, or undefined when it cannot be read. */
function headText(file: string, bytes: number): string | undefined {
  const head = readHead(file, bytes);
  return 'error' in head ? undefined : head.text;
}
