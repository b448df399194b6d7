// Python module resolution from package roots only: never by suffix guessing, so `import json` can never become an
// edge to a local `utils/json.py`. Relative imports follow __package__ semantics: in `pkg/__init__.py` and in
// `pkg/mod.py` alike, `.` is `pkg`.
import type { RawImport } from '../../repo/types.js';
import { dirOf, joinRel } from '../../repo/paths.js';
import { SortedPathSet } from '../../repo/path-set.js';

/** What one import resolves to: edges to files, or an external/unresolved specifier. */
export interface PyResolution {
  targets: string[];
  external?: string;
  unresolved?: string;
}

/** The file set, directories and source roots a Python resolver needs (built once per index). */
export class PythonResolver {
  readonly roots: string[];
  /** Top-level package name of a repo root that is itself a package (`<root>/__init__.py`). */
  readonly selfName: string | null;
  /** Directories holding a Python file at any depth (never ''). */
  private readonly pyDirs: { has(dir: string): boolean };

  constructor(private readonly files: ReadonlySet<string>, rootName: string, extraRoots: readonly string[] = []) {
    this.pyDirs = files instanceof SortedPathSet ? new PyDirsOfSorted(files) : pyDirsOf(files);
    // Packages: the folders holding an __init__.py(i) ('' for the root's own).
    const packages = new Set<string>();
    for (const f of files) {
      if (f.endsWith('/__init__.py') || f.endsWith('/__init__.pyi')) packages.add(dirOf(f));
      else if (f === '__init__.py' || f === '__init__.pyi') packages.add('');
    }
    const roots = new Set<string>(['']);
    if (this.pyDirs.has('src')) roots.add('src');
    const others: string[] = [];
    for (const pkg of packages) {
      if (pkg === '') continue;
      const parent = dirOf(pkg);
      if (!packages.has(parent) && !roots.has(parent)) { roots.add(parent); others.push(parent); }
    }
    others.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    this.roots = ['', ...(roots.has('src') ? ['src'] : []), ...others.filter((r) => r !== '' && r !== 'src'), ...extraRoots];
    this.selfName = files.has('__init__.py') ? rootName : null;
  }

  private readonly moduleMemo = new Map<string, string | null>();
  private readonly absMemo = new Map<string, { root: string; parts: string[] } | { external: true } | { error: string }>();
  private readonly deepMemo = new Map<string, { file: string | null; complete: boolean; path: string }>();

  /** Returns the module file for directory-relative module path `p` (package __init__ first), or null. */
  moduleFile(p: string): string | null {
    let hit = this.moduleMemo.get(p);
    if (hit === undefined) {
      hit = this.findModuleFile(p);
      this.moduleMemo.set(p, hit);
    }
    return hit;
  }

  private findModuleFile(p: string): string | null {
    if (p === '') return this.files.has('__init__.py') ? '__init__.py' : this.files.has('__init__.pyi') ? '__init__.pyi' : null;
    for (const cand of [`${p}/__init__.py`, `${p}.py`, `${p}/__init__.pyi`, `${p}.pyi`]) if (this.files.has(cand)) return cand;
    return null;
  }

  private exists(p: string): boolean {
    return this.moduleFile(p) !== null || this.pyDirs.has(p);
  }

  /** Returns the deepest existing module file along `parts` under `base`, and whether every part exists. */
  private deepest(base: string, parts: string[]): { file: string | null; complete: boolean; path: string } {
    const key = `${base}|${parts.join('.')}`;
    let hit = this.deepMemo.get(key);
    if (!hit) {
      hit = this.findDeepest(base, parts);
      this.deepMemo.set(key, hit);
    }
    return hit;
  }

  private findDeepest(base: string, parts: string[]): { file: string | null; complete: boolean; path: string } {
    let file: string | null = parts.length === 0 ? this.moduleFile(base) : null;
    let path = base;
    for (let i = 0; i < parts.length; i++) {
      path = path ? `${path}/${parts[i]}` : parts[i];
      const f = this.moduleFile(path);
      if (f) file = f;
      else if (!this.pyDirs.has(path)) return { file, complete: false, path };
    }
    return { file, complete: true, path };
  }

  /** Returns the source root under which top-level name `top` exists, or null when it is not local. */
  private rootFor(top: string): string | null {
    for (const r of this.roots) if (this.exists(r ? `${r}/${top}` : top)) return r;
    return null;
  }

  /** Returns the base directory-path (no extension) for a module spec from `importer`, or an error. */
  private base(importer: string, spec: string): { root: string; parts: string[] } | { error: string } | { external: true } {
    let level = 0;
    while (level < spec.length && spec.charCodeAt(level) === 46) level++;
    if (level === 0) {
      const memo = this.absMemo.get(spec);
      if (memo) return memo;
    }
    const parts = spec.slice(level).split('.').filter(Boolean);
    if (level > 0) {
      let dir = dirOf(importer);
      for (let i = 1; i < level; i++) {
        if (!dir) return { error: `relative import climbs above the repository root (${level} dots from ${importer})` };
        dir = dirOf(dir);
      }
      return { root: dir, parts };
    }
    if (parts.length === 0) return { error: 'empty module name' };
    let memo = this.absMemo.get(spec);
    if (!memo) {
      memo = this.absolute(parts);
      this.absMemo.set(spec, memo);
    }
    return memo;
  }

  private absolute(parts: string[]): { root: string; parts: string[] } | { external: true } {
    if (this.selfName && parts[0] === this.selfName && this.rootFor(parts[0]) === null) return { root: '', parts: parts.slice(1) };
    const root = this.rootFor(parts[0]);
    if (root === null) return { external: true };
    return { root, parts };
  }

  /**
   * Resolutions by (importer directory for relative specifiers, specifier, names): the same import line recurs across
   * a package's files (`from pandas.core.dtypes.common import (…)`), and the answer depends on nothing else. Callers
   * must not mutate the returned object.
   */
  private readonly resolutionMemo = new Map<string, PyResolution>();

  /** Returns the resolution of one raw Python import of `importer` (shared between identical imports: read-only). */
  resolve(importer: string, imp: RawImport): PyResolution {
    const relative = imp.specifier.charCodeAt(0) === 46;
    const names = imp.names ? `\0${imp.names.join('\0')}` : '';
    const key = relative ? `${dirOf(importer)}\0${imp.specifier}${names}` : `\0\0${imp.specifier}${names}`;
    const hit = this.resolutionMemo.get(key);
    if (hit) return hit;
    const r = this.resolveOnce(importer, imp);
    // A relative import that climbs above the root names its importer in the message: not shared.
    if (!relative || r.unresolved === undefined) this.resolutionMemo.set(key, r);
    return r;
  }

  private resolveOnce(importer: string, imp: RawImport): PyResolution {
    const b = this.base(importer, imp.specifier);
    if ('external' in b) return { targets: [], external: imp.specifier };
    if ('error' in b) return { targets: [], unresolved: b.error };
    const d = this.deepest(b.root, b.parts);
    if (!d.complete) {
      return { targets: d.file ? [d.file] : [], unresolved: `no module '${imp.specifier}' (${d.path} not found)` };
    }
    if (!imp.names) return { targets: d.file ? [d.file] : [] };
    const targets: string[] = [];
    let needBase = false;
    const missing: string[] = [];
    for (const name of imp.names) {
      const sub = name === '*' ? null : this.moduleFile(d.path ? `${d.path}/${name}` : name);
      if (sub) targets.push(sub);
      else if (d.file || name === '*') needBase = true;
      else if (!this.pyDirs.has(d.path ? `${d.path}/${name}` : name)) missing.push(name);
    }
    if (needBase && d.file) targets.unshift(d.file);
    // A namespace package (or a plain directory) has no attributes: only submodules can be imported from it.
    if (missing.length) return { targets, unresolved: `cannot import ${missing.join(', ')} from '${imp.specifier}' (no __init__.py and no such submodule)` };
    return { targets };
  }
}

/** Returns the folders (never '') holding a Python file at any depth, of every path of `files`. */
function pyDirsOf(files: Iterable<string>): Set<string> {
  const dirs = new Set<string>();
  for (const f of files) {
    if (f.endsWith('.py') || f.endsWith('.pyi')) {
      let d = dirOf(f);
      while (d && !dirs.has(d)) { dirs.add(d); d = dirOf(d); }
    }
  }
  return dirs;
}

/**
 * pyDirsOf's answers over sorted paths, one folder at a time when asked (the files under a folder are one run of
 * them): a resolution of a few files asks about a few folders, where building the set walked every path (~20 ms at
 * 100k files).
 */
class PyDirsOfSorted {
  private readonly memo = new Map<string, boolean>();

  constructor(private readonly files: SortedPathSet) {}

  has(dir: string): boolean {
    if (dir === '') return false;
    let hit = this.memo.get(dir);
    if (hit === undefined) {
      hit = false;
      const prefix = `${dir}/`;
      for (let i = this.files.lowerBound(prefix); i < this.files.size; i++) {
        const p = this.files.at(i);
        if (!p.startsWith(prefix)) break;
        if (p.endsWith('.py') || p.endsWith('.pyi')) { hit = true; break; }
      }
      this.memo.set(dir, hit);
    }
    return hit;
  }
}
