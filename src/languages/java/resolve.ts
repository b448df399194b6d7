/**
 * Java and Kotlin name resolution over one file set, the way the compiler finds a class: by the package each file
 * declares (its package clause) and the top-level names it declares, not by its folder — so any layout resolves
 * (Maven's and Gradle's `src/main/java`, `src/test/java`, `src/main/kotlin`, a `<sourceDirectory>` of another name,
 * several modules). A file's edges go to the files declaring:
 * - the class of a single-type import, or of a static import (`import static a.B.m;`); a nested class's file is its
 *   top-level class's (`a.B.Inner` is in B's file);
 * - every top-level type of a package imported on demand (`import a.b.*;`: it makes them all visible; a name two
 *   files declare, in two modules of one build, is the nearest one's, as below);
 * - a class of the file's own package that the code names (simple names; see lex.ts for what counts as one);
 * - a class of the repository named by a qualified name in code, or loaded by a literal name (`Class.forName`).
 * A file of a main source set (`src/main/java`, Maven's and Gradle's layout) reaches no file of another set (`src/test/java`):
 * the build compiles main without them, though the package is the same.
 * When several files declare one qualified name (a class in two modules of one build), the importer's own module
 * wins, then the modules it depends on (pom.xml dependencies, Gradle `project(…)`), then the nearest by folder.
 * Imports of packages the repository does not declare are external (the JDK, libraries); an import of a package the
 * repository declares, of a class none of its files declares, is unresolved.
 * @internal
 */
import type { RawImport } from '../../repo/types.js';
import type { ModuleResolver, ResolveContext, Resolution } from '../types.js';
import { dirOf } from '../../repo/paths.js';
import { PACKAGE_CLAUSE_SPEC, QUALIFIED, STATIC } from './records.js';
import { readModules, type BuildModule } from './modules.js';

/** Returns true for a file this resolver reads (a Java or Kotlin source). */
export const isJvmSource = (path: string): boolean => path.endsWith('.java') || path.endsWith('.kt');

const NOTHING: Resolution = { targets: [] };

/** Resolves Java and Kotlin names over one file set. */
export class JavaResolver implements ModuleResolver {
  /** Package -> top-level name -> the files declaring it. */
  private readonly classes = new Map<string, Map<string, string[]>>();
  /** Package -> the files declaring a top-level name in it, in path order. */
  private readonly packageFiles = new Map<string, string[]>();
  /** File -> the package it declares. */
  private readonly packageOf = new Map<string, string>();
  /** Every package some file declares. */
  private readonly packages = new Set<string>();
  /** Build modules, deepest folder first. */
  private readonly modules: BuildModule[];
  private readonly moduleByDir = new Map<string, BuildModule | undefined>();
  private readonly memo = new Map<string, Resolution>();
  /** Package -> the files whose imports name something in it or under it, made on the first affectedBy. */
  private importers: Map<string, Set<string>> | undefined;

  constructor(private readonly ctx: ResolveContext) {
    this.modules = readModules(ctx.root, ctx.paths.filter((p) => /(?:^|\/)(?:pom\.xml|(?:build|settings)\.gradle(?:\.kts)?)$/.test(p)), ctx.warn);
    ctx.paths.forEach((path, id) => {
      if (!isJvmSource(path)) return;
      const clause = ctx.importsOf(id).find((i) => i.specifier === PACKAGE_CLAUSE_SPEC);
      const [pkg = '', ...names] = clause?.names ?? [];
      this.packageOf.set(path, pkg);
      this.packages.add(pkg);
      if (!names.length) return;
      let byName = this.classes.get(pkg);
      if (!byName) { byName = new Map(); this.classes.set(pkg, byName); }
      for (const name of names) {
        const files = byName.get(name);
        if (!files) byName.set(name, [path]);
        else if (!files.includes(path)) files.push(path);
      }
      const files = this.packageFiles.get(pkg);
      if (files) files.push(path);
      else this.packageFiles.set(pkg, [path]);
    });
  }

  /**
   * Returns the other files whose names may resolve differently once `changed` changed content (a class moved between
   * two files of one package, or added to a file): the files of each changed file's package (simple names, on-demand
   * imports of their own package) and the files whose imports name that package or a class in it. A changed file's
   * former package, when its package clause changed, is not known here: its importers keep their edges until a cold
   * index (a change of package clause usually moves the file, which changes the file set and resolves everything).
   */
  affectedBy(changed: readonly string[]): string[] {
    const pkgs = new Set<string>();
    for (const p of changed) { const pkg = this.packageOf.get(p); if (pkg !== undefined) pkgs.add(pkg); }
    if (!pkgs.size) return [];
    const importers = this.importersByPackage();
    const out = new Set<string>();
    for (const [file, pkg] of this.packageOf) if (pkgs.has(pkg)) out.add(file);
    for (const pkg of pkgs) for (const file of importers.get(pkg) ?? []) out.add(file);
    for (const p of changed) out.delete(p);
    return [...out].sort();
  }

  /** Returns, per dotted prefix of every dotted import specifier (a package, or a class's package), the files using it. */
  private importersByPackage(): Map<string, Set<string>> {
    if (this.importers) return this.importers;
    const by = new Map<string, Set<string>>();
    this.ctx.paths.forEach((path, id) => {
      if (!isJvmSource(path)) return;
      for (const imp of this.ctx.importsOf(id)) {
        const spec = imp.specifier;
        if (spec === PACKAGE_CLAUSE_SPEC || !spec.includes('.')) continue;
        for (let k = spec.lastIndexOf('.'); k > 0; k = spec.lastIndexOf('.', k - 1)) {
          const prefix = spec.slice(0, k);
          const files = by.get(prefix);
          if (files) files.add(path);
          else by.set(prefix, new Set([path]));
        }
      }
    });
    return (this.importers = by);
  }

  resolve(importer: string, imp: RawImport): Resolution {
    const r = this.resolveAll(importer, imp);
    // Maven and Gradle compile a main source set without the others (tests, fixtures, benchmarks): a main file reaches none of their files.
    if (!r.targets.length || sourceSetOf(importer) !== 'main' || r.targets.every((t) => (sourceSetOf(t) ?? 'main') === 'main')) return r;
    return { ...r, targets: r.targets.filter((t) => (sourceSetOf(t) ?? 'main') === 'main') };
  }

  /** Returns what import `imp` of `importer` reaches in any source set. */
  private resolveAll(importer: string, imp: RawImport): Resolution {
    const spec = imp.specifier;
    if (spec === PACKAGE_CLAUSE_SPEC) return NOTHING;
    const pkg = this.packageOf.get(importer) ?? '';
    if (!spec.includes('.')) {
      // A simple name: a class of the importer's own package, or nothing (a local name, a java.lang or imported class).
      const files = this.classes.get(pkg)?.get(spec);
      return files ? { targets: this.nearest(importer, files) } : NOTHING;
    }
    const marker = imp.names?.[0];
    const key = `${marker ?? imp.kind}\0${spec}`;
    let r = this.memo.get(key);
    if (!r) { r = this.resolveName(spec, marker, imp.kind === 'dynamic-const'); this.memo.set(key, r); }
    if (r.targets.length < 2) return r;
    if (spec.endsWith('.*') && marker !== STATIC && this.packageFiles.has(spec.slice(0, -2))) return { targets: this.visibleOf(importer, spec.slice(0, -2)) };
    return { targets: this.nearest(importer, r.targets) };
  }

  /** Returns the files of package `pkg` an on-demand import of `importer` sees: per top-level name, the nearest declaring file. */
  private visibleOf(importer: string, pkg: string): string[] {
    const out = new Set<string>();
    for (const files of this.classes.get(pkg)!.values()) for (const f of this.nearest(importer, files)) out.add(f);
    return [...out];
  }

  /** Returns what a dotted name reaches (before the choice among several files declaring one class). */
  private resolveName(spec: string, marker: string | undefined, dynamic: boolean): Resolution {
    if (marker === QUALIFIED) return { targets: this.classFiles(spec) ?? [] };
    // A binary name (`a.b.Outer$Inner`) names its top-level class's file.
    const name = dynamic ? spec.replace(/\$.*$/, '') : spec;
    if (name.endsWith('.*')) {
      // `import a.b.*;` a package's types (or a class's nested ones); `import static a.b.C.*;` the class.
      const owner = name.slice(0, -2);
      const pkgFiles = marker === STATIC ? undefined : this.packageFiles.get(owner);
      const files = pkgFiles ?? this.classFiles(owner);
      if (files) return { targets: files };
      if (marker !== STATIC && this.packages.has(owner)) return NOTHING; // a package of the repository declaring no type
      const missing = marker === STATIC ? this.missingClass(owner) : undefined;
      return missing ? { targets: [], unresolved: missing } : { targets: [], external: spec };
    }
    const cls = marker === STATIC ? name.slice(0, name.lastIndexOf('.')) : name;
    const files = this.classFiles(cls);
    if (files) return { targets: files };
    const missing = this.missingClass(cls);
    return missing ? { targets: [], unresolved: missing } : { targets: [], external: spec };
  }

  /**
   * Returns the files declaring the class a qualified name names (`a.b.C`, `a.b.C.Inner`): the first prefix whose last
   * part is a top-level name of the package before it, as the compiler reads a name (a type before a package).
   */
  private classFiles(qualified: string): string[] | undefined {
    const parts = qualified.split('.');
    for (let k = 1; k < parts.length; k++) {
      const files = this.classes.get(parts.slice(0, k).join('.'))?.get(parts[k]!);
      if (files) return files;
    }
    return undefined;
  }

  /** Returns why a name of a package the repository declares reaches no file, or undefined when its package is not the repository's. */
  private missingClass(qualified: string): string | undefined {
    const parts = qualified.split('.');
    for (let k = parts.length - 1; k >= 1; k--) {
      const pkg = parts.slice(0, k).join('.');
      const files = this.packageFiles.get(pkg);
      if (files) return `no class ${parts[k]} in package ${pkg} (expected at ${dirOf(files[0]!)}/${parts[k]}.java)`;
    }
    return undefined;
  }

  /** Returns the module the file at `path` belongs to (the deepest build folder above it), or undefined. */
  private moduleOf(path: string): BuildModule | undefined {
    const dir = dirOf(path);
    if (this.moduleByDir.has(dir)) return this.moduleByDir.get(dir);
    const m = this.modules.find((x) => x.dir === '' || dir === x.dir || dir.startsWith(`${x.dir}/`));
    this.moduleByDir.set(dir, m);
    return m;
  }

  /** Per module folder: the rank of each module its build sees (0 itself, then its dependencies by distance). */
  private readonly ranks = new Map<string, Map<string, number>>();
  /** Per list of files declaring one name: the choice made for each importer folder. */
  private readonly chosen = new WeakMap<string[], Map<string, string[]>>();

  /**
   * Returns, of several files declaring one class, those the importer's build sees first: its own module's, else its
   * dependency modules' (nearest in the dependency chain first), else those sharing the longest folder prefix with it.
   */
  private nearest(importer: string, files: string[]): string[] {
    if (files.length < 2) return files;
    const dir = dirOf(importer);
    let byDir = this.chosen.get(files);
    if (!byDir) { byDir = new Map(); this.chosen.set(files, byDir); }
    let best = byDir.get(dir);
    if (!best) { best = this.choose(dir, files); byDir.set(dir, best); }
    return best;
  }

  /** Returns nearest()'s choice for an importer in folder `dir`. */
  private choose(dir: string, files: string[]): string[] {
    const rank = this.rankOf(this.moduleOf(`${dir}/x`));
    let best: string[] = [];
    let bestRank = Infinity;
    for (const f of files) {
      const r = rank.get(this.moduleOf(f)?.dir ?? '\0') ?? Infinity;
      if (r < bestRank) { best = [f]; bestRank = r; } else if (r === bestRank) best.push(f);
    }
    if (best.length < 2) return best;
    const segs = dir.split('/');
    let most = -1;
    let out: string[] = [];
    for (const f of best) {
      const k = sharedPrefix(segs, f);
      if (k > most) { out = [f]; most = k; } else if (k === most) out.push(f);
    }
    return out;
  }

  /** Returns the rank of each module the build of module `own` sees (0 itself, then its dependencies by distance). */
  private rankOf(own: BuildModule | undefined): Map<string, number> {
    const key = own?.dir ?? '\0';
    let rank = this.ranks.get(key);
    if (rank) return rank;
    rank = new Map();
    if (own) {
      rank.set(own.dir, 0);
      let frontier = [own];
      for (let depth = 1; frontier.length; depth++) {
        const next: BuildModule[] = [];
        for (const m of frontier) {
          for (const d of m.deps) {
            if (rank.has(d)) continue;
            rank.set(d, depth);
            const dm = this.modules.find((x) => x.dir === d);
            if (dm) next.push(dm);
          }
        }
        frontier = next;
      }
    }
    this.ranks.set(key, rank);
    return rank;
  }
}

const SOURCE_SET = /(?:^|\/)src\/([^/]+)\/(?:java|kotlin)\//;

/** Returns the Maven/Gradle source set (`main`, `test`, `testFixtures`, …) of the file at `path`, or undefined outside that layout. */
function sourceSetOf(path: string): string | undefined {
  return SOURCE_SET.exec(path)?.[1];
}

/** Returns how many leading folders of `dirSegs` (an importer's folder, split) the file at `path` lies under. */
function sharedPrefix(dirSegs: readonly string[], path: string): number {
  let k = 0;
  let at = 0;
  for (const seg of dirSegs) {
    if (!path.startsWith(seg, at) || path[at + seg.length] !== '/') break;
    at += seg.length + 1;
    k++;
  }
  return k;
}
