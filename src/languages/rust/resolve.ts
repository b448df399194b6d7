/**
 * Rust module resolution, as rustc and cargo do it: each crate root (cargo.ts) starts a module tree that follows
 * `mod x;` to `x.rs` or `x/mod.rs` in the module's folder (the file's own folder for a crate root, a `mod.rs` or a file
 * loaded through `#[path]`; `<dir>/<stem>/` for any other file; inline modules add their name), or to its
 * `#[path = "…"]`. A `use` leaf and a `crate::`/`super::`/`self::` path in code then resolve through that tree:
 * `crate`, `self`, `super`, a name in the module's scope (2018 editions: its child modules, items and imports), or a
 * crate of the repository by the name its dependents use (workspace members, path dependencies, a package's own
 * library from its binaries, tests and examples). A path's edge goes to the file that defines what it names: a
 * module's file, or the file of the module holding the item — through re-exports (`pub use`, globs) when the item is
 * not defined where the path points. A name no file defines (a macro's output) ends at the deepest module found.
 * Paths into other crates (std, registry dependencies) are external, by crate name.
 *
 * Files no crate reaches (fixtures, samples, a module of a crate this index does not know) are roots of their own, as
 * rustc would take them when given alone.
 * @internal
 */
import type { RawImport } from '../../repo/types.js';
import type { ModuleResolver, ResolveContext, Resolution } from '../types.js';
import { dirOf, joinRel } from '../../repo/paths.js';
import { readCargoPackages, type CargoPackage, type CrateKind } from './cargo.js';

/** One crate: its root module, edition and package. */
interface Crate { root: string; kind: CrateKind; edition: string; pkg: CargoPackage | undefined; top?: Module }

/** One module: a file, or an inline module in one. */
interface Module {
  crate: Crate;
  file: string;
  /** The inline module path within the file (`''` for the file's own module). */
  ctx: string;
  /** Where its `mod x;` children are looked up. */
  childDir: string;
  parent: Module | null;
  children: Map<string, Module>;
  /** Names its items define (functions, types, constants, macros, inline modules). */
  items: Set<string>;
  /** Its use leaves by the name they bring into scope (alias or last segment), and its glob uses. */
  uses: Map<string, string[][]>;
  globs: string[][];
}

/** What a path or name reaches: a module, or an item defined in a file. */
type Target = { module: Module } | { file: string };

/** What one file's records say, grouped by inline module. */
interface FileRecords {
  mods: RawImport[];
  items: Map<string, string[]>;
  uses: Map<string, RawImport[]>;
  contexts: Set<string>;
}

const EXTERN_PRELUDE = new Set(['std', 'core', 'alloc', 'proc_macro', 'test']);
/** How many re-exports a name is followed through before the search stops (cycles end here too). */
const MAX_HOPS = 24;

/** Returns the verb and the rest of a Rust record's specifier. */
export function recordOf(imp: RawImport): { verb: string; rest: string } {
  const sp = imp.specifier.indexOf(' ');
  return sp < 0 ? { verb: imp.specifier, rest: '' } : { verb: imp.specifier.slice(0, sp), rest: imp.specifier.slice(sp + 1) };
}

/** Returns the file names `mod x;` may load in `dir`, in rustc's order. */
function modCandidates(dir: string, name: string): string[] {
  const at = dir ? `${dir}/` : '';
  return [`${at}${name}.rs`, `${at}${name}/mod.rs`];
}

/** Returns true for a file whose `mod` children live in its own folder (a crate root, `mod.rs`). */
const isModRs = (file: string): boolean => file.endsWith('/mod.rs') || file === 'mod.rs';

/** Resolves Rust records over one file set. */
export class RustResolver implements ModuleResolver {
  private readonly ctx: ResolveContext;
  private built = false;
  private readonly records = new Map<string, FileRecords>();
  private readonly modules = new Map<string, Module>();
  private readonly crates: Crate[] = [];
  private packages: CargoPackage[] = [];
  /** Library crates by the directory of their package. */
  private readonly libByDir = new Map<string, Crate>();
  /** Library crates by their crate name (a list: two packages may share one). */
  private readonly libByName = new Map<string, Crate[]>();
  /** `#[macro_export]` macros of each crate: at its root, wherever they are defined. */
  private readonly exportedMacros = new Map<Crate, Map<string, string>>();
  private readonly memo = new Map<string, Target | null>();
  private readonly active = new Set<string>();

  constructor(ctx: ResolveContext) {
    this.ctx = ctx;
  }

  /** Builds the packages, crates and module trees (once, on first use). */
  private build(): void {
    if (this.built) return;
    this.built = true;
    const { ctx } = this;
    ctx.paths.forEach((p, id) => {
      if (!p.endsWith('.rs')) return;
      const r: FileRecords = { mods: [], items: new Map(), uses: new Map(), contexts: new Set(['']) };
      for (const imp of ctx.importsOf(id)) {
        const { verb } = recordOf(imp);
        const c = imp.names?.[0] ?? '';
        r.contexts.add(c);
        if (verb === 'mod') r.mods.push(imp);
        else if (verb === 'items') r.items.set(c, imp.names!.slice(1));
        else if (verb === 'use') { const l = r.uses.get(c); if (l) l.push(imp); else r.uses.set(c, [imp]); }
      }
      this.records.set(p, r);
    });
    this.packages = readCargoPackages(ctx.root, ctx.paths, ctx.files, ctx.warn);
    // Libraries first (every other crate of a package may use its library), then the other targets, package by package.
    for (const kinds of [['lib'], ['bin', 'build', 'test', 'bench', 'example']]) {
      for (const pkg of this.packages) {
        for (const t of pkg.targets) {
          if (!kinds.includes(t.kind) || this.modules.has(`${t.root}\0`)) continue;
          const crate: Crate = { root: t.root, kind: t.kind, edition: pkg.edition, pkg };
          this.addCrate(crate, dirOf(t.root));
          if (t.kind === 'lib') {
            this.libByDir.set(pkg.dir, crate);
            const l = this.libByName.get(pkg.libName);
            if (l) l.push(crate); else this.libByName.set(pkg.libName, [crate]);
          }
        }
      }
    }
    // Files no crate reached: roots of their own, unless another such file's `mod` declares them.
    const orphans = [...this.records.keys()].filter((f) => !this.modules.has(`${f}\0`));
    const claimed = new Set<string>();
    for (const f of orphans) for (const m of this.records.get(f)!.mods) for (const c of modCandidates(this.orphanDir(f, m.names?.[0] ?? ''), recordOf(m).rest)) claimed.add(c);
    for (const f of orphans) {
      if (claimed.has(f) || this.modules.has(`${f}\0`)) continue;
      const pkg = this.packageOf(f);
      this.addCrate({ root: f, kind: 'bin', edition: pkg?.edition ?? '2021', pkg }, this.orphanDir(f, ''));
    }
  }

  /** Returns where a lone file's `mod x;` children are (its folder for a crate root or mod.rs, else `<stem>/`). */
  private orphanDir(file: string, ctx: string): string {
    const base = file.slice(file.lastIndexOf('/') + 1);
    const dir = dirOf(file);
    const own = base === 'lib.rs' || base === 'main.rs' || base === 'mod.rs' ? dir : joinRel(dir, base.slice(0, -3)) ?? dir;
    return ctx ? [own, ...ctx.split('::')].filter(Boolean).join('/') : own;
  }

  /** Returns the package whose folder holds `file` most closely, or undefined. */
  private packageOf(file: string): CargoPackage | undefined {
    let best: CargoPackage | undefined;
    for (const p of this.packages) if ((p.dir === '' || file.startsWith(`${p.dir}/`)) && (!best || p.dir.length > best.dir.length)) best = p;
    return best;
  }

  /** Adds a crate's module tree, breadth first from its root file (children in `childDir`). */
  private addCrate(crate: Crate, childDir: string): void {
    const top = this.fileModule(crate, crate.root, null, childDir);
    crate.top = top;
    this.crates.push(crate);
    this.exportedMacros.set(crate, new Map());
    const queue: Module[] = [top];
    while (queue.length) {
      const file = queue.shift()!;
      const recs = this.records.get(file.file);
      if (!recs) continue;
      // Inline modules of the file, outermost first.
      const inline = [...recs.contexts].filter(Boolean).sort((a, b) => a.split('::').length - b.split('::').length);
      for (const c of inline) {
        const parts = c.split('::');
        const parent = this.modules.get(`${file.file}\0${parts.slice(0, -1).join('::')}`);
        if (!parent || parent.crate !== crate) continue;
        const name = parts[parts.length - 1]!;
        const m = this.makeModule(crate, file.file, c, `${parent.childDir ? `${parent.childDir}/` : ''}${name}`, parent);
        parent.children.set(name, m);
      }
      for (const [c, names] of recs.items) {
        const m = this.modules.get(`${file.file}\0${c}`);
        if (!m || m.crate !== crate) continue;
        for (const n of names) {
          if (n.startsWith('!')) this.exportedMacros.get(crate)!.set(n.slice(1), file.file);
          m.items.add(n.startsWith('!') || n.startsWith('+') ? n.slice(1) : n);
        }
      }
      for (const [c, list] of recs.uses) {
        const m = this.modules.get(`${file.file}\0${c}`);
        if (!m || m.crate !== crate) continue;
        for (const u of list) {
          const segs = recordOf(u).rest.split('::');
          if (segs[segs.length - 1] === '*') { m.globs.push(segs.slice(0, -1)); continue; }
          const name = u.names?.[2] || segs[segs.length - 1]!;
          const l = m.uses.get(name);
          if (l) l.push(segs); else m.uses.set(name, [segs]);
        }
      }
      for (const d of recs.mods) {
        const m = this.modules.get(`${file.file}\0${d.names?.[0] ?? ''}`);
        if (!m || m.crate !== crate) continue;
        const name = recordOf(d).rest;
        const target = this.modFile(m, d);
        if (!target || this.modules.has(`${target}\0`)) {
          const known = target ? this.modules.get(`${target}\0`) : undefined;
          // A file two crates declare (`tests/common/mod.rs`): one module tree holds it, both reach it.
          if (known && !m.children.has(name)) m.children.set(name, known);
          continue;
        }
        const child = this.fileModule(crate, target, m, d.names?.[2] || isModRs(target) ? dirOf(target) : target.slice(0, -3));
        m.children.set(name, child);
        queue.push(child);
      }
    }
  }

  /** Returns a new module of file `file` (its top), registered. */
  private fileModule(crate: Crate, file: string, parent: Module | null, childDir: string): Module {
    return this.makeModule(crate, file, '', childDir, parent);
  }

  private makeModule(crate: Crate, file: string, ctx: string, childDir: string, parent: Module | null): Module {
    const m: Module = { crate, file, ctx, childDir, parent, children: new Map(), items: new Set(), uses: new Map(), globs: [] };
    this.modules.set(`${file}\0${ctx}`, m);
    return m;
  }

  /** Returns the file a `mod x;` record of module `m` loads, or undefined when none exists. */
  private modFile(m: Module, d: RawImport): string | undefined {
    const attr = d.names?.[2];
    if (attr) {
      // At a file's top, relative to the file's folder; inside inline modules, to the inline module's folder.
      const base = m.ctx ? m.childDir : dirOf(m.file);
      const p = joinRel(base, attr);
      return p !== null && this.ctx.files.has(p) ? p : undefined;
    }
    return modCandidates(m.childDir, recordOf(d).rest).find((c) => this.ctx.files.has(c));
  }

  /** Returns the library crate a crate of `from` uses by the name `name`, or undefined. */
  private externCrate(from: Crate, name: string): Crate | undefined {
    const pkg = from.pkg;
    if (pkg) {
      const dep = pkg.deps.get(name);
      if (dep !== undefined) return this.libByDir.get(dep);
      if (pkg.libName === name && from.kind !== 'lib') return this.libByDir.get(pkg.dir);
      if (pkg.deps.has(name)) return undefined; // a registry dependency
    }
    const l = this.libByName.get(name);
    return l?.length === 1 && l[0] !== from ? l[0] : undefined;
  }

  /** Returns what name `name` means in module `m`'s own scope (children, items, imports), or null. */
  private lookup(m: Module, name: string, hops: number): Target | null {
    const key = `${m.file}\0${m.ctx}\0${name}`;
    if (this.memo.has(key)) return this.memo.get(key)!;
    if (this.active.has(key) || hops > MAX_HOPS) return null;
    this.active.add(key);
    let r: Target | null = null;
    const child = m.children.get(name);
    if (child) r = { module: child };
    else if (m.items.has(name)) r = { file: m.file };
    else {
      for (const segs of m.uses.get(name) ?? []) { r = this.walk(m, segs, hops + 1, true); if (r) break; }
      if (!r && !m.parent) { const macro = this.exportedMacros.get(m.crate)?.get(name); if (macro) r = { file: macro }; }
      if (!r) {
        for (const g of m.globs) {
          const base = this.walk(m, g, hops + 1, true);
          if (base && 'module' in base && base.module !== m) { r = this.lookup(base.module, name, hops + 1); if (r) break; }
        }
      }
    }
    this.active.delete(key);
    this.memo.set(key, r);
    return r;
  }

  /**
   * Returns what path `segs` reaches from module `m` (a use path when `inUse`: its first name may be an extern crate),
   * null when its first segment is no local name, or `{ file }` of the deepest module reached when a later one is.
   */
  private walk(m: Module, segs: readonly string[], hops: number, inUse: boolean): Target | null {
    let k = 0;
    let at: Module | undefined;
    const first = segs[0]!;
    const crateRoot = (x: Module): Module => x.crate.top!;
    if (first === 'crate') { at = crateRoot(m); k = 1; }
    else if (first === 'self') { at = m; k = 1; }
    else if (first === 'extern') {
      // `extern crate x;` (the lexer's `use extern::x`)
      const c = this.externCrate(m.crate, segs[1] ?? '');
      if (!c?.top) return null;
      at = c.top;
      k = 2;
    } else if (first === 'super') {
      at = m;
      while (segs[k] === 'super' && at) { at = at.parent ?? undefined; k++; }
      if (!at) return null;
    } else if (first === '') {
      // `::x`: the crate root in 2015, an extern crate since 2018.
      if (m.crate.edition === '2015') { at = crateRoot(m); k = 1; }
      else { const c = this.externCrate(m.crate, segs[1] ?? ''); if (!c?.top) return null; at = c.top; k = 2; }
    } else {
      const scope = m.crate.edition === '2015' && inUse ? crateRoot(m) : m;
      const hit = this.lookup(scope, first, hops);
      if (hit) {
        if (!('module' in hit)) return hit;
        at = hit.module;
        k = 1;
      } else {
        const c = this.externCrate(m.crate, first);
        if (!c?.top) return null;
        at = c.top;
        k = 1;
      }
    }
    for (; k < segs.length; k++) {
      const seg = segs[k]!;
      if (seg === 'self') continue;
      if (seg === 'super') { at = at.parent ?? at; continue; }
      const next = this.lookup(at, seg, hops + 1);
      if (!next) return { file: at.file };
      if (!('module' in next)) return next;
      at = next.module;
    }
    return { module: at };
  }

  /**
   * Returns every other Rust file once a Rust file changed: a path's edge goes to the file that defines what it names,
   * through the module tree (other files' `mod`), re-exports (their `pub use`) and the other crates of the repository,
   * so an item moved between two files, or a `mod` that changed, moves the edges of files that did not change. Wider
   * than needed (a comment edit re-resolves the rest too), but resolution is the small part of an index: the files are
   * not lexed again.
   */
  affectedBy(changed: readonly string[]): string[] {
    if (!changed.some((p) => p.endsWith('.rs'))) return [];
    const self = new Set(changed);
    return this.ctx.paths.filter((p) => p.endsWith('.rs') && !self.has(p));
  }

  resolve(importer: string, imp: RawImport): Resolution {
    const { verb, rest } = recordOf(imp);
    if (verb === 'items') return { targets: [] };
    this.build();
    const m = this.modules.get(`${importer}\0${imp.names?.[0] ?? ''}`);
    if (!m) return { targets: [] };
    if (verb === 'mod') {
      const file = this.modFile(m, imp);
      if (file) return file === importer ? { targets: [] } : { targets: [file] };
      const tried = imp.names?.[2] ? [joinRel(m.ctx ? m.childDir : dirOf(m.file), imp.names[2]) ?? imp.names[2]] : modCandidates(m.childDir, rest);
      return { targets: [], unresolved: `no file for module ${rest} (${tried.join(' or ')})` };
    }
    const segs = rest.split('::');
    if (segs[segs.length - 1] === '*') segs.pop();
    // A path in code that starts with a name of its module's scope (not `crate`, `super`, `self`) reaches what its
    // module's `mod` and `use` records already do; one that starts with another crate of the repository is followed.
    if (verb === 'ref' && segs[0] !== 'crate' && segs[0] !== 'super' && segs[0] !== 'self') {
      if (this.lookup(m, segs[0]!, 0)) return { targets: [] };
      const c = this.externCrate(m.crate, segs[0]!);
      if (!c?.top) return { targets: [] };
      const t = this.walk(c.top, ['crate', ...segs.slice(1)], 0, false);
      const file = t && ('module' in t ? t.module.file : t.file);
      return file && file !== importer ? { targets: [file] } : { targets: [] };
    }
    const t = this.walk(m, segs, 0, verb === 'use');
    if (!t) {
      const name = segs[0] === '' || segs[0] === 'extern' ? segs[1] ?? '' : segs[0]!;
      return EXTERN_PRELUDE.has(name) || verb === 'use' ? { targets: [], external: name } : { targets: [] };
    }
    const file = 'module' in t ? t.module.file : t.file;
    return file === importer ? { targets: [] } : { targets: [file] };
  }

  /** Returns the crate roots the resolver found, with their kind (for tests and the oracle's scope). */
  crateRoots(): { root: string; kind: CrateKind }[] {
    this.build();
    return this.crates.map((c) => ({ root: c.root, kind: c.kind }));
  }
}
