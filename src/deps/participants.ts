/**
 * Which installed packages take part in a slice: never all of `node_modules/`, only
 *   1. the packages the symptom's frames point into (`…/site-packages/django/forms/fields.py`, from this machine or
 *      another one: the package is found by its import name, here);
 *   2. when asked (`imports`), the packages the project's own code imports, those imported by the files the symptom
 *      names first, then by how many project files import them; and the packages those import in turn, after them.
 */
import { statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { RepoIndex } from '../repo/types.js';
import type { DependencyEnvironment, InstalledPackage } from './types.js';
import { packageForModule, packageForPath } from './discover.js';
import { LANGUAGES, ecosystemOfLang } from '../languages/index.js';

/** Most packages joined to one slice (frames' packages count too). */
export const MAX_PARTICIPANTS = 12;

/** A package taking part, and why. */
export interface Participant {
  pkg: InstalledPackage;
  why: 'frame' | 'import' | 'transitive';
  /** For `import`: how many project files import it. */
  importers: number;
}

/** Returns the top-level import name of a specifier (`django.forms` → `django`, `@a/b/c` → `@a/b`), per ecosystem. */
export function topModule(spec: string, ecosystem: InstalledPackage['ecosystem']): string {
  if (ecosystem === 'python') return spec.replace(/^\.+/, '').split('.')[0]!;
  if (ecosystem === 'go') return spec; // a Go import path names its module by its longest known prefix (packageForModule)
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Returns the package as one import name sees it: a Python distribution that provides several top-level modules
 * (`isympy.py` and `sympy/`) is rooted at the module the code imports, not at the first one its metadata lists.
 */
export function rootedAt(pkg: InstalledPackage, module: string): InstalledPackage {
  if (pkg.ecosystem !== 'python' || basename(pkg.root).replace(/\.py$/, '') === module) return pkg;
  for (const cand of [join(dirname(pkg.root), module), join(dirname(pkg.root), `${module}.py`)]) {
    try {
      statSync(cand);
      return { ...pkg, root: cand, modules: [module, ...pkg.modules.filter((m) => m !== module)] };
    } catch { /* not this one */ }
  }
  return pkg;
}

/** Returns the package a frame path points into: this machine's real path, or a foreign one by its import name. */
export function packageOfFramePath(env: DependencyEnvironment, path: string): InstalledPackage | undefined {
  const here = packageForPath(env, path);
  if (here) {
    // A distribution with several top-level modules is found by any of them: root it at the one the path is in.
    const inSite = /\/(?:site|dist)-packages\/([A-Za-z_]\w*)/.exec(path.replace(/\\/g, '/'));
    return inSite ? rootedAt(here.pkg, inSite[1]!) : here.pkg;
  }
  const p = path.replace(/\\/g, '/');
  const nm = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(p.slice(p.lastIndexOf('/node_modules/')));
  if (nm) return packageForModule(env, 'npm', nm[1]!);
  const site = /\/(?:site|dist)-packages\/([A-Za-z_][\w]*)(?:\/|\.py$)/.exec(p);
  if (site) { const pkg = packageForModule(env, 'python', site[1]!); return pkg && rootedAt(pkg, site[1]!); }
  // A layout that names the package in the path's shape (Go's module cache: `…/pkg/mod/github.com/x/y@v1.2.3/…`).
  for (const pack of LANGUAGES) {
    const module = pack.dependencies?.frameModule?.(p);
    if (module && pack.dependencies?.ecosystem) return packageForModule(env, pack.dependencies.ecosystem, module);
  }
  return undefined;
}

/**
 * Returns the participating packages, frames' first, at most MAX_PARTICIPANTS. `framePaths` are the symptom's frame
 * paths that did not resolve to project files; `focus` are project file ids the symptom names (their imports rank first).
 */
export function participants(env: DependencyEnvironment, project: RepoIndex, opts: { framePaths: readonly string[]; focus: readonly number[]; imports: boolean }): Participant[] {
  const out: Participant[] = [];
  const has = (pkg: InstalledPackage): boolean => out.some((p) => p.pkg.root === pkg.root);
  for (const fp of opts.framePaths) {
    const pkg = packageOfFramePath(env, fp);
    if (pkg && !has(pkg) && out.length < MAX_PARTICIPANTS) out.push({ pkg, why: 'frame', importers: 0 });
  }
  if (!opts.imports) return out;
  // Imports of the project's own code, by ecosystem of the importing file.
  const count = new Map<InstalledPackage, { n: number; focus: boolean }>();
  // One object per (distribution, module), so that counting by identity works for re-rooted packages.
  const rootedMemo = new Map<string, InstalledPackage>();
  const rooted = (pkg: InstalledPackage, module: string): InstalledPackage => {
    const k = `${pkg.root}\0${module}`;
    let r = rootedMemo.get(k);
    if (!r) { r = rootedAt(pkg, module); rootedMemo.set(k, r); }
    return r;
  };
  const focus = new Set(opts.focus);
  project.files.forEach((f, id) => {
    const eco = ecosystemOfLang(f.lang) as InstalledPackage['ecosystem'] | undefined;
    if (!eco) return;
    const seen = new Set<InstalledPackage>();
    for (const spec of f.external) {
      if (spec.startsWith('node:')) continue;
      const top = topModule(spec, eco);
      const found = packageForModule(env, eco, top, f.path);
      const pkg = found && (eco === 'python' ? rooted(found, top) : found);
      if (!pkg || seen.has(pkg)) continue;
      seen.add(pkg);
      const c = count.get(pkg) ?? { n: 0, focus: false };
      c.n++;
      if (focus.has(id)) c.focus = true;
      count.set(pkg, c);
    }
  });
  const ranked = [...count].sort((a, b) => Number(b[1].focus) - Number(a[1].focus) || b[1].n - a[1].n || (a[0].name < b[0].name ? -1 : 1));
  for (const [pkg, c] of ranked) {
    if (out.length >= MAX_PARTICIPANTS) break;
    if (!has(pkg)) out.push({ pkg, why: 'import', importers: c.n });
  }
  return out;
}
