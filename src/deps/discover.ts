// Entry points of dependency discovery: find what a project has installed (npm and Python), then answer "which package
// provides this import" and "which package holds this file" the way Node's and Python's import systems would.
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { DiscoveredPackage } from './package.js';
import { normalizeName } from '../languages/python/deps.js';
import { LANGUAGES } from '../languages/index.js';
import type { DependencyEnvironment, DiscoverOptions, InstalledPackage } from './types.js';

export type { DependencyEnvironment, DiscoverOptions, DiscoveryWarning, InstalledPackage } from './types.js';

/**
 * Returns the packages installed for the project at `projectRoot`: npm packages under its node_modules (and its
 * workspaces'), then Python packages in its venvs, $VIRTUAL_ENV and the interpreter's site dirs, each list in lookup
 * order. Never throws and never runs the project's code: what cannot be read becomes a warning. The one process
 * spawned is the interpreter's `sys.path` query, cached by interpreter (`opts.python === false` turns it off).
 *
 * @example
 * const env = discoverDependencies('/path/to/project');
 * packageForModule(env, 'python', 'yaml.constructor')?.root;   // '/path/to/project/.venv/lib/python3.12/site-packages/yaml'
 * packageForPath(env, '/path/to/project/node_modules/semver/index.js'); // { pkg: { name: 'semver', ... }, rel: 'index.js' }
 */
export function discoverDependencies(projectRoot: string, opts: DiscoverOptions = {}): DependencyEnvironment {
  const packages: DiscoveredPackage[] = [];
  const env = { root: resolve(projectRoot), packages, warnings: [] as DependencyEnvironment['warnings'], pythonPaths: [] as string[], nodeModules: [] as string[] };
  try {
    env.root = realpathSync.native(env.root);
  } catch (err) {
    env.warnings.push({ kind: 'unreadable', path: env.root, detail: `project root ${env.root} cannot be resolved (${(err as NodeJS.ErrnoException).code ?? String(err)})` });
    return env;
  }
  // Each language pack's layout, in registry order (npm's node_modules, Python's site dirs, …).
  for (const pack of LANGUAGES) pack.dependencies?.discover?.(env.root, env, opts);
  return env;
}

/** Discovery work started ahead by prefetchDependencies, not yet awaited. */
const ahead: Promise<void>[] = [];

/**
 * Returns nothing; starts, in the background, what discoverDependencies(projectRoot, opts) would wait for (a pack's
 * `prefetch`: Python's sys.path query), so that it overlaps other work (a cold slice's index). Only for a pack whose
 * project the root shows (one of its markers, or a file of its language, at the top level): a tree with none of its
 * files would not ask later either (slice/repo.ts asks only for the packs in play), and one that has them deeper
 * down just asks when it discovers, as without a prefetch. Its answers are used by a later discoverDependencies only
 * once prefetchedDependencies() has settled them; never throws.
 */
export function prefetchDependencies(projectRoot: string, opts: DiscoverOptions = {}): void {
  let root: string;
  let top: string[];
  try {
    root = realpathSync.native(resolve(projectRoot));
    top = readdirSync(root);
  } catch { return; }
  for (const pack of LANGUAGES) {
    if (!pack.dependencies?.prefetch) continue;
    const exts = Object.keys(pack.extensions);
    if (!top.some((n) => pack.projectMarkers.includes(n) || exts.some((e) => n.endsWith(e)))) continue;
    try {
      const p = pack.dependencies?.prefetch?.(root, opts);
      if (p) ahead.push(p);
    } catch { /* nothing started: discovery asks as before */ }
  }
}

/** Returns a promise settled when everything prefetchDependencies started has answered (or failed). */
export async function prefetchedDependencies(): Promise<void> {
  if (ahead.length) await Promise.all(ahead.splice(0));
}

/**
 * Returns the package an import of `specifier` reaches, or undefined (relative imports, Node built-ins, names nothing
 * installed provides). npm: with `fromFile` (absolute, or relative to env.root), Node's rule — the nearest
 * `node_modules/<name>` walking up from the importing file's real directory; without it, the root node_modules, then the first package of that name. Python:
 * the first site dir providing the top-level module (`fromFile` is not used: absolute imports do not depend on it).
 */
export function packageForModule(
  env: DependencyEnvironment,
  ecosystem: InstalledPackage['ecosystem'],
  specifier: string,
  fromFile?: string,
): InstalledPackage | undefined {
  const ix = indexOf(env);
  const own = LANGUAGES.find((p) => p.dependencies?.ecosystem === ecosystem)?.dependencies?.packageOf;
  if (own) return own(env.packages.filter((p) => p.ecosystem === ecosystem), specifier);
  if (ecosystem === 'go') {
    // The module whose path is the longest prefix of the import path (`github.com/x/y/sub` → `github.com/x/y`).
    let best: InstalledPackage | undefined;
    for (const pkg of ix.goModules) {
      const m = pkg.name;
      if ((specifier === m || (specifier.startsWith(m) && specifier.charCodeAt(m.length) === 47)) && (!best || m.length > best.name.length)) best = pkg;
    }
    return best;
  }
  // A Rust path names its crate by its first segment, as code spells it (`serde_json::Value` → crate `serde_json`).
  if (ecosystem === 'cargo') return ix.crates.get(specifier.split('::')[0]!.replace(/-/g, '_'));
  if (ecosystem === 'python') {
    if (specifier.startsWith('.')) return undefined;
    return ix.pyModule.get(specifier.split('.')[0]);
  }
  const name = npmPackageName(specifier);
  if (!name) return undefined;
  if (fromFile !== undefined) {
    // Memoized per (directory, name): a slice asks this for every import of every project file.
    const start = realDir(ix, dirname(resolve(env.root, fromFile)));
    const memoKey = `${start}\0${name}`;
    if (ix.walks.has(memoKey)) return ix.walks.get(memoKey);
    let found: InstalledPackage | undefined;
    for (let dir = start; ; ) {
      if (basename(dir) !== 'node_modules') {
        const hit = atLocation(ix, join(dir, 'node_modules', name));
        if (hit !== undefined) {
          found = hit ?? undefined;
          break;
        }
      }
      const up = dirname(dir);
      if (up === dir) break;
      dir = up;
    }
    ix.walks.set(memoKey, found);
    return found;
  }
  return atLocation(ix, join(env.root, 'node_modules', name)) ?? ix.npmByName.get(name);
}

/**
 * Returns the package holding `path` (a file or directory, absolute or relative to env.root; symlinks are followed
 * when it exists) and the path relative
 * to the package root ('' for the root itself, so for a single-module Python package's file), or undefined when no
 * discovered package holds it. A package nested in another's node_modules wins over the outer one.
 */
export function packageForPath(env: DependencyEnvironment, path: string): { pkg: InstalledPackage; rel: string } | undefined {
  const ix = indexOf(env);
  const p = realOrResolved(resolve(env.root, path));
  let dir = p;
  for (;;) {
    const pkg = ix.byRoot.get(dir);
    if (pkg) return { pkg, rel: relative(pkg.root, p) };
    const up = dirname(dir);
    if (ix.sites.has(up)) {
      // A top-level module of a site dir that is not a package's root: a second module of a multi-module package
      // (site-packages/_yaml.cpython-312-x86_64-linux-gnu.so of PyYAML).
      const mod = basename(dir).split('.')[0];
      const owner = ix.pySite.get(`${up}\0${mod}`);
      if (owner) return { pkg: owner, rel: relative(dirname(owner.root), p) };
    }
    if (up === dir) return undefined;
    dir = up;
  }
}

/**
 * Returns the first package named `name` (npm: exactly; Python: the distribution name compared normalized, so
 * 'Django', 'django' and 'DJANGO' are one), or undefined.
 */
export function packageByName(env: DependencyEnvironment, ecosystem: InstalledPackage['ecosystem'], name: string): InstalledPackage | undefined {
  const ix = indexOf(env);
  if (ecosystem === 'go') return ix.goModules.find((p) => p.name === name);
  if (ecosystem === 'cargo') return ix.crates.get(name.replace(/-/g, '_'));
  return ecosystem === 'npm' ? ix.npmByName.get(name) : ix.pyByName.get(normalizeName(name));
}

/** Returns the package name a bare specifier names ('@scope/name/sub' → '@scope/name'), or undefined for relative,
 * absolute, `node:` and URL specifiers. */
function npmPackageName(specifier: string): string | undefined {
  if (specifier === '' || specifier.startsWith('.') || specifier.startsWith('/') || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  if (specifier.startsWith('@')) return parts.length >= 2 && parts[1] ? `${parts[0]}/${parts[1]}` : undefined;
  return parts[0];
}

// Lookup tables, built on first use from env.packages alone, so an environment restored from JSON works too.
interface Index {
  packages: InstalledPackage[];
  length: number;
  byRoot: Map<string, InstalledPackage>;
  npmByName: Map<string, InstalledPackage>;
  pyModule: Map<string, InstalledPackage>;
  pyByName: Map<string, InstalledPackage>;
  pySite: Map<string, InstalledPackage>;
  /** Go modules, in lookup order. */
  goModules: InstalledPackage[];
  /** Cargo crates by the name code spells (`-` as `_`), the first of each name (Cargo.lock order). */
  crates: Map<string, InstalledPackage>;
  sites: Set<string>;
  /** Real path of each importing directory seen. */
  dirs: Map<string, string>;
  /** What is at each node_modules/<name> candidate looked at (see atLocation). */
  locations: Map<string, InstalledPackage | null | undefined>;
  /** Answers of the walk up, by `${real start dir}\0${name}`. */
  walks: Map<string, InstalledPackage | undefined>;
}

const indexes = new WeakMap<DependencyEnvironment, Index>();

function indexOf(env: DependencyEnvironment): Index {
  const have = indexes.get(env);
  if (have && have.packages === env.packages && have.length === env.packages.length) return have;
  const ix: Index = {
    packages: env.packages,
    length: env.packages.length,
    byRoot: new Map(),
    npmByName: new Map(),
    pyModule: new Map(),
    pyByName: new Map(),
    pySite: new Map(),
    goModules: [],
    crates: new Map(),
    sites: new Set(env.pythonPaths),
    dirs: new Map(),
    locations: new Map(),
    walks: new Map(),
  };
  for (const pkg of env.packages) {
    if (!ix.byRoot.has(pkg.root)) ix.byRoot.set(pkg.root, pkg);
    if (pkg.ecosystem === 'npm') {
      if (!ix.npmByName.has(pkg.name)) ix.npmByName.set(pkg.name, pkg);
      continue;
    }
    if (pkg.ecosystem === 'go') {
      ix.goModules.push(pkg);
      continue;
    }
    if (pkg.ecosystem === 'cargo') {
      for (const m of pkg.modules) if (!ix.crates.has(m)) ix.crates.set(m, pkg);
      continue;
    }
    const norm = normalizeName(pkg.name);
    if (!ix.pyByName.has(norm)) ix.pyByName.set(norm, pkg);
    const site = dirname(pkg.root);
    for (const m of pkg.modules) {
      // Packages come in site-dir order, so the first provider of a module is the one Python's import finds.
      if (!ix.pyModule.has(m)) ix.pyModule.set(m, pkg);
      if (!ix.pySite.has(`${site}\0${m}`)) ix.pySite.set(`${site}\0${m}`, pkg);
    }
  }
  indexes.set(env, ix);
  return ix;
}

/** Returns the package installed at `candidate` (a node_modules/<name> path, maybe a symlink), null when something
 * is there that no discovered package accounts for (Node would stop at it), undefined when nothing is there. */
function atLocation(ix: Index, candidate: string): InstalledPackage | null | undefined {
  const direct = ix.byRoot.get(candidate);
  if (direct) return direct;
  if (ix.locations.has(candidate)) return ix.locations.get(candidate);
  let out: InstalledPackage | null | undefined;
  try {
    const real = realpathSync.native(candidate);
    out = ix.byRoot.get(real) ?? (existsSync(join(real, 'package.json')) ? null : undefined);
  } catch {
    out = undefined;
  }
  ix.locations.set(candidate, out);
  return out;
}

function realDir(ix: Index, dir: string): string {
  let real = ix.dirs.get(dir);
  if (real === undefined) {
    real = realOrResolved(dir);
    ix.dirs.set(dir, real);
  }
  return real;
}

function realOrResolved(path: string): string {
  const abs = resolve(path);
  try {
    return realpathSync.native(abs);
  } catch {
    // A path from another machine's traceback, or a file since removed: resolve the deepest existing ancestor, so a
    // symlinked venv or project root still maps.
    const parts: string[] = [];
    let dir = abs;
    for (;;) {
      const up = dirname(dir);
      if (up === dir) return abs;
      parts.unshift(basename(dir));
      dir = up;
      try {
        return join(realpathSync.native(dir), ...parts);
      } catch { /* keep climbing */ }
    }
  }
}
