/**
 * One index over a project and the installed packages taking part in a slice. Each package's files keep their own
 * index (cache.ts) and join the project's under a prefix: the package root relative to the project when it lies
 * inside it (`node_modules/semver/…`, `.venv/lib/python3.11/site-packages/django/…`), its absolute path otherwise
 * (`/usr/lib/python3/dist-packages/django/…`). The project's imports of a package become edges to the module file
 * they name, so the closure runs from the user's code into the package and on inside it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { FileRecord, Lang, RepoIndex, SkippedCounts, UnresolvedImport } from '../repo/types.js';
import { EDGE_KINDS } from '../repo/types.js';
import { toPosix } from '../repo/paths.js';
import { mapEntries } from '../languages/js/package-json.js';
import { LANGUAGES, allLangs, ecosystemOfLang } from '../languages/index.js';
import type { InstalledPackage } from './types.js';

/** A package as it sits in a composed index. */
export interface ComposedPackage {
  pkg: InstalledPackage;
  /** The path prefix of its files in the composed index (no trailing `/`). */
  prefix: string;
  /** Ids of its files in the composed index: `first` .. `first + count - 1` are NOT contiguous in general; use `packageOf`. */
  count: number;
}

/** A project index joined with package indexes. */
export interface ComposedIndex {
  index: RepoIndex;
  packages: ComposedPackage[];
  /** Returns the package a file of the composed index belongs to (undefined for the project's own files). */
  packageOf(fileId: number): ComposedPackage | undefined;
}

/** Returns a RepoIndex over already-resolved parts (files sorted by path; edges as (from, to, line, kind) quads). */
export function indexFromParts(root: string, files: FileRecord[], quads: Int32Array, unresolved: UnresolvedImport[], skipped: SkippedCounts, cache: 'hit' | 'miss' | 'partial'): RepoIndex {
  const m = quads.length / 4;
  const edgeFrom = new Int32Array(m), edgeTo = new Int32Array(m), edgeLine = new Int32Array(m), edgeKind = new Uint8Array(m);
  for (let i = 0; i < m; i++) {
    edgeFrom[i] = quads[i * 4]!; edgeTo[i] = quads[i * 4 + 1]!; edgeLine[i] = quads[i * 4 + 2]!; edgeKind[i] = quads[i * 4 + 3]!;
  }
  let bytes = 0;
  const byLang: Record<Lang, number> = Object.fromEntries(allLangs().map((l) => [l, 0]));
  const dyn = { 'dynamic-import': 0, 'dynamic-dispatch': 0, 'event-registration': 0 };
  for (const f of files) {
    bytes += f.size;
    byLang[f.lang]++;
    for (const d of f.dynamic) dyn[d.kind]++;
  }
  let ids: Map<string, number> | null = null;
  return {
    version: 1, root, files, edgeFrom, edgeTo, edgeLine, edgeKind, edgeKinds: [...EDGE_KINDS], unresolved, skipped,
    stats: {
      files: files.length, bytes, edges: m, unresolved: unresolved.length, dynamicSites: dyn['dynamic-import'] + dyn['dynamic-dispatch'] + dyn['event-registration'],
      dynamicByKind: dyn, timingMs: {}, cache, relexed: 0, byLang, walk: 'fs', lexedOn: 'in-thread',
    },
    fileId(path: string): number | undefined {
      if (!ids) { ids = new Map(); files.forEach((f, i) => ids!.set(f.path, i)); }
      return ids.get(path);
    },
  };
}

/** Returns the prefix of a package's files in an index of the project at `projectRoot` (both real paths). */
export function packagePrefix(projectRoot: string, pkgRoot: string): string {
  const rel = toPosix(relative(projectRoot, pkgRoot));
  return rel && !rel.startsWith('..') && !/^[A-Za-z]:/.test(rel) ? rel : toPosix(pkgRoot);
}

/**
 * Returns the project index joined with the package indexes (each rooted at its package root). Files stay sorted by
 * path; the project's external imports that name a joined package become edges (kind `static`, line 0: the index
 * keeps no line for external specifiers) to the module file they name.
 */
export function composeIndex(project: RepoIndex, parts: readonly { pkg: InstalledPackage; index: RepoIndex }[]): ComposedIndex {
  type Src = { rec: FileRecord; part: number; old: number };
  const all: Src[] = project.files.map((rec, old) => ({ rec, part: -1, old }));
  // A single-module package (`site-packages/six.py`) is indexed as one file named by its base name: its prefix is
  // the site directory.
  const packages: ComposedPackage[] = parts.map(({ pkg, index }) => ({ pkg, prefix: packagePrefix(project.root, singleModule(pkg, index) ? dirname(pkg.root) : pkg.root), count: index.files.length }));
  parts.forEach(({ index }, p) => {
    const prefix = packages[p]!.prefix;
    index.files.forEach((rec, old) => all.push({ rec: withPath(rec, `${prefix}/${rec.path}`), part: p, old }));
  });
  all.sort((a, b) => (a.rec.path < b.rec.path ? -1 : a.rec.path > b.rec.path ? 1 : 0));
  // A path seen twice (a package inside the project that the project index also walked): keep the project's copy.
  const files: FileRecord[] = [];
  const partOf: number[] = [];
  const newId: Int32Array[] = [new Int32Array(project.files.length).fill(-1), ...parts.map(({ index }) => new Int32Array(index.files.length).fill(-1))];
  for (const s of all) {
    const last = files.length - 1;
    if (last >= 0 && files[last]!.path === s.rec.path) {
      newId[s.part + 1]![s.old] = last;
      continue;
    }
    newId[s.part + 1]![s.old] = files.length;
    files.push(s.rec);
    partOf.push(s.part);
  }
  const quads: number[] = [];
  const addEdges = (idx: RepoIndex, map: Int32Array): void => {
    for (let e = 0; e < idx.edgeFrom.length; e++) quads.push(map[idx.edgeFrom[e]!]!, map[idx.edgeTo[e]!]!, idx.edgeLine[e]!, idx.edgeKind[e]!);
  };
  addEdges(project, newId[0]!);
  parts.forEach(({ index }, p) => addEdges(index, newId[p + 1]!));
  // Project → package edges from the project's external specifiers.
  const staticKind = EDGE_KINDS.indexOf('static');
  project.files.forEach((rec, old) => {
    let text: string | undefined;
    for (const spec of rec.external) {
      for (let p = 0; p < parts.length; p++) {
        // Which build a JS file loads depends on how it imports: `require()` takes the exports map's require
        // target, `import` its import target.
        let style: 'require' | 'import' | undefined;
        if (parts[p]!.pkg.ecosystem === 'npm' && ecosystemOfLang(rec.lang) === 'npm') {
          try { text ??= readFileSync(join(project.root, rec.path), 'utf8'); } catch { text = ''; }
          style = importStyle(text, spec);
        }
        const targets = entryFiles(parts[p]!.pkg, parts[p]!.index, spec, style);
        for (const target of targets) quads.push(newId[0]![old]!, newId[p + 1]![target]!, 0, staticKind);
        if (targets.length) break;
      }
    }
  });
  // Sorted by (from, to, line), one edge per (from, to, kind): the graph kernels rely on it.
  const order: number[] = [];
  for (let i = 0; i < quads.length; i += 4) order.push(i);
  order.sort((a, b) => quads[a]! - quads[b]! || quads[a + 1]! - quads[b + 1]! || quads[a + 2]! - quads[b + 2]! || quads[a + 3]! - quads[b + 3]!);
  const packed: number[] = [];
  let prev = -1;
  for (const i of order) {
    if (prev >= 0 && quads[prev] === quads[i] && quads[prev + 1] === quads[i + 1] && quads[prev + 3] === quads[i + 3]) continue;
    packed.push(quads[i]!, quads[i + 1]!, quads[i + 2]!, quads[i + 3]!);
    prev = i;
  }
  const unresolved: UnresolvedImport[] = project.unresolved.map((u) => ({ ...u, from: newId[0]![u.from]! }));
  const skipped = { ...project.skipped };
  for (const { index } of parts) for (const k of Object.keys(skipped) as (keyof SkippedCounts)[]) skipped[k] += index.skipped[k];
  const index = indexFromParts(project.root, files, Int32Array.from(packed), unresolved, skipped, project.stats.cache);
  index.stats.timingMs = { ...project.stats.timingMs };
  return { index, packages, packageOf: (id) => { const p = partOf[id]; return p === undefined || p < 0 ? undefined : packages[p]; } };
}

/** Returns true when a package's index is its single module file (its root is that file). */
function singleModule(pkg: InstalledPackage, index: RepoIndex): boolean {
  return index.files.length === 1 && pkg.root.endsWith(`/${index.files[0]!.path}`) && /\.py$/.test(pkg.root);
}

/** Returns a record with another path (records may be class instances with lazily decoded fields). */
function withPath(rec: FileRecord, path: string): FileRecord {
  return { path, lang: rec.lang, size: rec.size, mtimeMs: rec.mtimeMs, hash: rec.hash, tokens: rec.tokens, defs: rec.defs, dynamic: rec.dynamic, external: rec.external };
}

/**
 * Returns every module file an import specifier may load in `pkg`: for an npm `exports` map, the target of each
 * condition a runtime uses (import, require, node, default — not browser), the conventional entry first; with
 * `style` (how the importing file imports), only the target Node picks for it, when the map names one.
 */
export function entryFiles(pkg: InstalledPackage, index: RepoIndex, spec: string, style?: 'require' | 'import'): number[] {
  const own = LANGUAGES.find((p) => p.dependencies?.ecosystem === pkg.ecosystem)?.dependencies?.packageFiles?.(pkg, index, spec);
  if (own) return own;
  const first = entryFileFirst(pkg, index, spec);
  if (pkg.ecosystem !== 'npm') return first === undefined ? [] : [first];
  if (style) {
    const only = styledEntries(pkg, index, spec, style);
    if (only.length) return only;
  }
  const out = first === undefined ? [] : [first];
  let manifest: { exports?: unknown } = {};
  try { manifest = JSON.parse(readFileSync(join(pkg.root, 'package.json'), 'utf8')); } catch { return out; }
  const sub = spec === pkg.name ? '.' : `./${spec.slice(pkg.name.length + 1)}`;
  const seen = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') { if (!seen.has(v)) { seen.add(v); const id = index.fileId(v.replace(/^\.\//, '')); if (id !== undefined && !out.includes(id)) out.push(id); } return; }
    if (Array.isArray(v)) { v.forEach(walk); return; }
    if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (k !== 'browser' && k !== 'types') walk(x);
  };
  const ex = manifest.exports;
  if (typeof ex === 'object' && ex !== null && !Array.isArray(ex)) {
    const keys = Object.keys(ex);
    walk(keys.some((k) => k.startsWith('.')) ? (ex as Record<string, unknown>)[sub] : sub === '.' ? ex : undefined);
  }
  return out;
}

/** Returns the exports-map targets of `spec` under the conditions a `require()` or an `import` meets in Node. */
function styledEntries(pkg: InstalledPackage, index: RepoIndex, spec: string, style: 'require' | 'import'): number[] {
  let manifest: { exports?: unknown } = {};
  try { manifest = JSON.parse(readFileSync(join(pkg.root, 'package.json'), 'utf8')); } catch { return []; }
  const ex = manifest.exports;
  if (typeof ex !== 'object' || ex === null || Array.isArray(ex)) return [];
  const sub = spec === pkg.name ? '.' : `./${spec.slice(pkg.name.length + 1)}`;
  const conditions = style === 'require' ? ['node', 'require', 'default'] : ['node', 'import', 'module', 'default'];
  const pick = (v: unknown): string | undefined => {
    if (typeof v === 'string') return v;
    if (Array.isArray(v)) { for (const x of v) { const t = pick(x); if (t) return t; } return undefined; }
    if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (conditions.includes(k)) { const t = pick(x); if (t) return t; }
    return undefined;
  };
  const keys = Object.keys(ex);
  const target = pick(keys.some((k) => k.startsWith('.')) ? (ex as Record<string, unknown>)[sub] : sub === '.' ? ex : undefined);
  const id = target ? index.fileId(target.replace(/^\.\//, '')) : undefined;
  return id === undefined ? [] : [id];
}

/** Returns how a JS file imports `spec`: by `require()`, by `import`, or undefined when the text does not say. */
export function importStyle(text: string, spec: string): 'require' | 'import' | undefined {
  const q = spec.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  if (new RegExp(`\\brequire\\s*\\(\\s*['"\`]${q}['"\`]\\s*\\)`).test(text)) return 'require';
  if (new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*\\(?\\s*)['"\`]${q}['"\`]`).test(text)) return 'import';
  return undefined;
}

/**
 * Returns the id (in the package's own index) of the module file an import specifier names in `pkg`, or undefined
 * when the specifier is not this package's. Python: `pkg.sub.mod` → `sub/mod.py` or `sub/mod/__init__.py` (the deepest
 * that exists); npm: `name` → its `exports`/`main` entry, `name/sub` → the file or directory index.
 */
function entryFileFirst(pkg: InstalledPackage, index: RepoIndex, spec: string): number | undefined {
  if (pkg.ecosystem === 'python') {
    const parts = spec.split('.');
    const top = parts[0]!;
    if (!pkg.modules.includes(top)) return undefined;
    if (index.files.length === 1 && pkg.root.endsWith(`/${top}.py`)) return 0; // a single-module package
    // The package root is the top-level package directory itself.
    for (let k = parts.length; k >= 1; k--) {
      const sub = parts.slice(1, k).join('/');
      for (const cand of sub ? [`${sub}/__init__.py`, `${sub}.py`, `${sub}/__init__.pyi`, `${sub}.pyi`] : ['__init__.py', '__init__.pyi']) {
        const id = index.fileId(cand);
        if (id !== undefined) return id;
      }
    }
    return undefined;
  }
  const name = pkg.name;
  if (spec !== name && !spec.startsWith(`${name}/`)) return undefined;
  const sub = spec.slice(name.length + 1);
  const probe = (base: string): number | undefined => {
    const b = base.replace(/^\.\//, '').replace(/\/$/, '');
    for (const cand of [b, `${b}.js`, `${b}.cjs`, `${b}.mjs`, `${b}.ts`, `${b}/index.js`, `${b}/index.cjs`, `${b}/index.mjs`, `${b}/index.ts`]) {
      const id = cand ? index.fileId(cand) : undefined;
      if (id !== undefined) return id;
    }
    return undefined;
  };
  let manifest: { main?: string; module?: string; exports?: unknown } = {};
  try {
    const f = join(pkg.root, 'package.json');
    if (existsSync(f)) manifest = JSON.parse(readFileSync(f, 'utf8'));
  } catch { /* unreadable manifest: probe the conventional entries */ }
  if (manifest.exports !== undefined) {
    for (const target of mapEntries(manifest.exports, sub ? `./${sub}` : '.')) {
      const id = probe(target);
      if (id !== undefined) return id;
    }
  }
  if (sub) return probe(sub);
  for (const entry of [manifest.main, manifest.module, 'index']) {
    if (typeof entry !== 'string') continue;
    const id = probe(entry);
    if (id !== undefined) return id;
  }
  return undefined;
}
