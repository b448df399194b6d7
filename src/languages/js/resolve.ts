// JS/TS module resolution: relative specifiers with extension and index probing (`./x.js` may mean x.ts),
// tsconfig paths/baseUrl (with extends), package.json exports/imports/main for workspace and indexed packages.
import type { RawImport } from '../../repo/types.js';
import { dirOf, joinRel } from '../../repo/paths.js';
import { TsConfigs, matchPaths } from './tsconfig.js';
import { mapEntries, readPackages, type PackageInfo } from './package-json.js';
import { join } from 'node:path';

const TS_FIRST = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts', '.d.mts', '.d.cts', '.json'];
const JS_FIRST = ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts', '.d.ts', '.json'];
const JS_TO_TS: Record<string, string[]> = {
  '.js': ['.ts', '.tsx', '.d.ts'], '.jsx': ['.tsx'], '.mjs': ['.mts', '.d.mts'], '.cjs': ['.cts', '.d.cts'],
};

export interface JsResolution { targets: string[]; external?: string; unresolved?: string }

/** Resolves JS/TS specifiers against the indexed file set. */
export class JsResolver {
  /** A file's imports resolve from its own imports, the file set and the configs (ModuleResolver.ownImportsOnly). */
  readonly ownImportsOnly = true;
  private readonly ts: TsConfigs;
  private readonly packages: Map<string, PackageInfo>;
  private readonly byName = new Map<string, PackageInfo>();

  constructor(root: string, private readonly files: ReadonlySet<string>, warn: (m: string) => void) {
    this.ts = new TsConfigs(root, files, warn);
    this.packages = readPackages(root, files, warn);
    // Workspace packages win over node_modules copies of the same name; shallower first.
    const sorted = [...this.packages.values()].sort((a, b) => Number(a.dir.includes('node_modules')) - Number(b.dir.includes('node_modules')) || a.dir.length - b.dir.length);
    for (const p of sorted) if (p.name && !this.byName.has(p.name)) this.byName.set(p.name, p);
    void join;
  }

  /** Returns the indexed file `base` denotes (exact, extension-swapped, extension-added, or directory index), or null. */
  probe(base: string, tsFirst: boolean): string | null {
    const f = this.files;
    const dot = base.lastIndexOf('.');
    const ext = dot > base.lastIndexOf('/') ? base.slice(dot) : '';
    const swaps = JS_TO_TS[ext];
    if (swaps && tsFirst) for (const s of swaps) { const c = base.slice(0, dot) + s; if (f.has(c)) return c; }
    if (f.has(base)) return base;
    if (swaps && !tsFirst) for (const s of swaps) { const c = base.slice(0, dot) + s; if (f.has(c)) return c; }
    const exts = tsFirst ? TS_FIRST : JS_FIRST;
    for (const e of exts) if (f.has(base + e)) return base + e;
    const pkg = this.packages.get(base);
    if (pkg) {
      for (const m of [pkg.types, pkg.module, pkg.main]) {
        if (!m) continue;
        const p = joinRel(base, m);
        if (p !== null && p !== base) { const hit = this.probeFile(p, tsFirst); if (hit) return hit; }
      }
    }
    const idx = base ? `${base}/index` : 'index';
    for (const e of exts) if (f.has(idx + e)) return idx + e;
    return null;
  }

  private probeFile(p: string, tsFirst: boolean): string | null {
    const f = this.files;
    const dot = p.lastIndexOf('.');
    const ext = dot > p.lastIndexOf('/') ? p.slice(dot) : '';
    const swaps = JS_TO_TS[ext];
    if (swaps && tsFirst) for (const s of swaps) { const c = p.slice(0, dot) + s; if (f.has(c)) return c; }
    if (f.has(p)) return p;
    return this.probe(p, tsFirst);
  }

  /** Returns the file a package entry maps to: its exports/main target, or the same path under src/ (source-first). */
  private packageTarget(pkg: PackageInfo, sub: string, tsFirst: boolean): string | null {
    const cands = pkg.exports !== undefined ? mapEntries(pkg.exports, sub) : [];
    if (sub === '.' && pkg.exports === undefined) for (const m of [pkg.source, pkg.types, pkg.module, pkg.main]) if (m) cands.push(m);
    for (const c of cands) {
      const p = joinRel(pkg.dir, c);
      if (p === null) continue;
      const hit = this.probeFile(p, tsFirst);
      if (hit) return hit;
      // Built output is usually not indexed (dist/ is excluded): map it back to sources.
      const m = /^(\.\/)?(dist|lib|build|esm|cjs|out|es|types)\//.exec(c);
      if (m) {
        const srcPath = joinRel(pkg.dir, `src/${c.slice(m[0].length)}`.replace(/\.d\.ts$|\.(c|m)?js$/, ''));
        const hit2 = srcPath !== null ? this.probe(srcPath, true) : null;
        if (hit2) return hit2;
      }
    }
    if (pkg.exports !== undefined && cands.length === 0 && sub !== '.') return null;
    const direct = joinRel(pkg.dir, sub);
    if (direct !== null) {
      const hit = this.probe(direct, tsFirst);
      if (hit) return hit;
      const viaSrc = joinRel(pkg.dir, `src/${sub}`);
      if (viaSrc !== null) { const h = this.probe(viaSrc, true); if (h) return h; }
    }
    return null;
  }

  /** Returns the resolution of one raw JS/TS import of `importer`. */
  resolve(importer: string, imp: RawImport): JsResolution {
    const spec = imp.specifier;
    const tsFirst = /\.(ts|tsx|mts|cts)$/.test(importer);
    const dir = dirOf(importer);
    if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
      const base = joinRel(dir, spec);
      const hit = base === null ? null : this.probe(base, tsFirst);
      return hit ? { targets: [hit] } : { targets: [], unresolved: `relative module not found: ${spec}` };
    }
    if (spec.startsWith('/')) return { targets: [], unresolved: `absolute import path: ${spec}` };
    if (spec.startsWith('#')) {
      const pkg = this.nearestPackage(dir);
      const cands = pkg ? mapEntries(pkg.imports, spec) : [];
      for (const c of cands) {
        if (!c.startsWith('./')) return this.bare(c, dir, tsFirst, spec);
        const p = joinRel(pkg!.dir, c);
        const hit = p !== null ? this.probeFile(p, tsFirst) : null;
        if (hit) return { targets: [hit] };
      }
      return { targets: [], unresolved: `package.json imports has no match for ${spec}` };
    }
    return this.bare(spec, dir, tsFirst, spec);
  }

  private bare(spec: string, dir: string, tsFirst: boolean, original: string): JsResolution {
    const cfg = this.ts.forDir(dir);
    if (cfg?.paths) {
      const subs = matchPaths(cfg.paths, spec);
      for (const s of subs) {
        const rel = this.ts.rel(join(cfg.pathsBase, s));
        const hit = rel !== null ? this.probe(rel, true) : null;
        if (hit) return { targets: [hit] };
      }
      if (subs.length) return { targets: [], unresolved: `tsconfig paths matched ${spec} but no file exists (${cfg.file})` };
    }
    if (cfg?.baseUrl) {
      const rel = this.ts.rel(join(cfg.baseUrl, spec));
      const hit = rel !== null ? this.probe(rel, true) : null;
      if (hit) return { targets: [hit] };
    }
    if (spec.startsWith('node:')) return { targets: [], external: original };
    const parts = spec.split('/');
    const nameLen = spec.startsWith('@') ? 2 : 1;
    const name = parts.slice(0, nameLen).join('/');
    const sub = parts.length > nameLen ? `./${parts.slice(nameLen).join('/')}` : '.';
    const pkg = this.byName.get(name) ?? this.nodeModulesPackage(dir, name);
    if (pkg) {
      const hit = this.packageTarget(pkg, sub, tsFirst);
      if (hit) return { targets: [hit] };
      return { targets: [], external: original, unresolved: `package ${name} is indexed but ${sub} does not resolve to an indexed file` };
    }
    return { targets: [], external: original };
  }

  private nodeModulesPackage(dir: string, name: string): PackageInfo | undefined {
    let d = dir;
    for (;;) {
      const p = this.packages.get(d ? `${d}/node_modules/${name}` : `node_modules/${name}`);
      if (p) return p;
      if (!d) return undefined;
      d = dirOf(d);
    }
  }

  private nearestPackage(dir: string): PackageInfo | undefined {
    let d = dir;
    for (;;) {
      const p = this.packages.get(d);
      if (p) return p;
      if (!d) return undefined;
      d = dirOf(d);
    }
  }
}
