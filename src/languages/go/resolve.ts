/**
 * Go import resolution: a package is a directory, and an import path names it through the modules of the repository
 * (`go.mod` module paths, nested modules, `replace` directives to local directories, a `go.work` workspace) or through
 * a module's `vendor/` folder. An import's edges go to every non-test `.go` file of the package's directory; a file
 * behind a build constraint is an edge of kind `conditional`. A package's internal test files (`_test.go` in the
 * package itself, not `package x_test`) reach its other files without an import: they are compiled with them.
 * Files of one package (one directory, one package clause) reach each other's package-level names without an import:
 * a file has an edge to each sibling declaring a name it uses (the lexer's PACKAGE_REF records; Java's same-package
 * references are found the same way), never to every sibling. A non-test file reaches no `_test.go` file (the package
 * is built without them); a test file reaches its package's tests too; an external test package's files (`x_test`)
 * reach each other.
 * Standard-library and third-party import paths are external (their module is found in the dependency layout).
 * @internal
 */
import type { EdgeKind, RawImport } from '../../repo/types.js';
import type { ModuleResolver, ResolveContext, Resolution } from '../types.js';
import { dirOf } from '../../repo/paths.js';
import { PACKAGE_BLOCK, PACKAGE_CLAUSE, PACKAGE_REF } from './lex.js';
import { readGoMod, readGoWork, underPath, type GoModule, type GoWork } from './modules.js';

/** The Go files of one directory. */
interface GoPackage {
  /** Non-test files, in path order. */
  files: string[];
  /** Those behind a build constraint. */
  constrained: Set<string>;
}

const NOTHING: Resolution = { targets: [] };

/** Returns true for a Go test file name. */
export function isGoTest(path: string): boolean {
  return path.endsWith('_test.go');
}

/** Resolves Go imports over one file set. */
export class GoResolver implements ModuleResolver {
  readonly modules: GoModule[] = [];
  readonly work: GoWork | null;
  private readonly packages = new Map<string, GoPackage>();
  /** The package name each Go file declares (from its package-clause record). */
  private readonly packageNames = new Map<string, string>();
  /** Per package (directory and package name): each package-level name and the files declaring it, in path order. */
  private readonly blocks = new Map<string, Map<string, string[]>>();
  /** The Go files behind a build constraint (test files too). */
  private readonly constrained = new Set<string>();

  constructor(ctx: ResolveContext) {
    this.work = ctx.files.has('go.work') ? readGoWork(ctx.root, 'go.work') : null;
    ctx.paths.forEach((p, id) => {
      if (p.endsWith('/go.mod') || p === 'go.mod') { const m = readGoMod(ctx.root, p); if (m) this.modules.push(m); }
      if (!p.endsWith('.go')) return;
      const imports = ctx.importsOf(id);
      const clause = imports.find((i) => i.specifier === PACKAGE_CLAUSE);
      if (clause?.names?.[0]) this.packageNames.set(p, clause.names[0]);
      if (clause?.kind === 'conditional') this.constrained.add(p);
      const block = clause?.names?.[0] ? imports.find((i) => i.specifier === PACKAGE_BLOCK) : undefined;
      if (block?.names) {
        const key = `${dirOf(p)}\0${clause!.names![0]}`;
        let names = this.blocks.get(key);
        if (!names) { names = new Map(); this.blocks.set(key, names); }
        for (const name of block.names) {
          const files = names.get(name);
          if (files) files.push(p);
          else names.set(name, [p]);
        }
      }
      if (isGoTest(p)) return;
      const dir = dirOf(p);
      let pkg = this.packages.get(dir);
      if (!pkg) { pkg = { files: [], constrained: new Set() }; this.packages.set(dir, pkg); }
      pkg.files.push(p);
      if (clause?.kind === 'conditional') pkg.constrained.add(p);
    });
    // Deepest module first: a file belongs to the innermost go.mod above it.
    this.modules.sort((a, b) => b.dir.length - a.dir.length);
  }

  /** Returns the module the file at `path` belongs to, or undefined. */
  moduleOf(path: string): GoModule | undefined {
    const dir = dirOf(path);
    if (this.byDir.has(dir)) return this.byDir.get(dir);
    const m = this.modules.find((x) => x.dir === '' || path.startsWith(`${x.dir}/`));
    this.byDir.set(dir, m);
    return m;
  }

  /** The module of each directory asked about. */
  private readonly byDir = new Map<string, GoModule | undefined>();

  /** Returns the directory an import path names, and whether a module of the repository claims it. */
  private packageDir(importer: string, spec: string): { dir: string; claimed: boolean } | null {
    const mod = this.moduleOf(importer);
    // 1. A workspace's modules (go.work), when the importer's module is one of them.
    if (this.work && mod && this.work.use.includes(mod.dir)) {
      const hit = this.longest(this.modules.filter((m) => this.work!.use.includes(m.dir)), spec);
      if (hit) return hit;
    }
    // 2. The importer's own module.
    if (mod && underPath(spec, mod.path)) return { dir: within(mod.dir, spec.slice(mod.path.length + 1)), claimed: true };
    // 3. Its replace directives to local directories (the workspace's first).
    for (const r of [...(this.work?.replace ?? []), ...(mod?.replace ?? [])]) {
      if (r.local && underPath(spec, r.from)) return { dir: within(r.to, spec.slice(r.from.length + 1)), claimed: true };
    }
    // 4. The repository's other modules (nested modules import each other by path).
    const nested = this.longest(this.modules, spec);
    if (nested) return nested;
    // 5. The module's vendor/ folder.
    const vendor = within(mod ? within(mod.dir, 'vendor') : 'vendor', spec);
    if (this.packages.has(vendor)) return { dir: vendor, claimed: false };
    return null;
  }

  /** Returns the directory of `spec` in the module of `mods` with the longest path it lies under, or null. */
  private longest(mods: readonly GoModule[], spec: string): { dir: string; claimed: boolean } | null {
    let best: GoModule | undefined;
    for (const m of mods) if (underPath(spec, m.path) && (!best || m.path.length > best.path.length)) best = m;
    return best ? { dir: within(best.dir, spec.slice(best.path.length + 1)), claimed: true } : null;
  }

  /**
   * Resolutions by (importer's module, import path): a path means the same package anywhere in one module (every file
   * of cli/cli imports `…/pkg/cmdutil`). Callers must not mutate the returned object.
   */
  private readonly memo = new Map<string, Resolution>();

  resolve(importer: string, imp: RawImport): Resolution {
    if (imp.specifier === PACKAGE_CLAUSE) return this.ownPackage(importer);
    if (imp.specifier === PACKAGE_BLOCK) return NOTHING;
    if (imp.names?.[0] === PACKAGE_REF) return this.sibling(importer, imp.specifier);
    const key = `${this.moduleOf(importer)?.dir ?? '\0'}\0${imp.specifier}`;
    let r = this.memo.get(key);
    if (!r) { r = this.resolveOnce(importer, imp.specifier); this.memo.set(key, r); }
    return r;
  }

  private resolveOnce(importer: string, spec: string): Resolution {
    if (spec === 'C') return { targets: [] }; // cgo's pseudo-package
    const at = this.packageDir(importer, spec);
    const pkg = at ? this.packages.get(at.dir) : undefined;
    if (!pkg) {
      // A module of the repository claims the path but no Go file is there: a missing package. A replacement outside
      // the repository is code the index does not hold: external, as any other module's.
      if (at?.claimed && !at.dir.startsWith('..')) return { targets: [], unresolved: `no Go files in ${at.dir || '.'} (package ${spec})` };
      return { targets: [], external: spec };
    }
    return { targets: pkg.files, kinds: this.kindsOf(pkg) };
  }

  /** A package's internal test file reaches the package's other files; any other file, nothing. */
  private ownPackage(importer: string): Resolution {
    if (!isGoTest(importer)) return { targets: [] };
    const name = this.packageNames.get(importer);
    const pkg = this.packages.get(dirOf(importer));
    if (!pkg || !name || name.endsWith('_test')) return { targets: [] };
    const same = pkg.files.filter((f) => this.packageNames.get(f) === name);
    return { targets: same, kinds: this.kindsOf(pkg, same) };
  }

  /** Returns the other Go files of the folders of `changed`: what they declare ties them to each other. */
  affectedBy(changed: readonly string[]): string[] {
    const dirs = new Set(changed.filter((p) => p.endsWith('.go')).map(dirOf));
    if (!dirs.size) return [];
    if (!this.goFiles) { this.goFiles = new Map(); for (const p of this.packageNames.keys()) { const d = dirOf(p); const l = this.goFiles.get(d); if (l) l.push(p); else this.goFiles.set(d, [p]); } }
    const out: string[] = [];
    const self = new Set(changed);
    for (const d of dirs) for (const p of this.goFiles.get(d) ?? []) if (!self.has(p)) out.push(p);
    return out;
  }

  /** The Go files of each folder (test files too), made on the first affectedBy. */
  private goFiles: Map<string, string[]> | undefined;

  /** Returns the files of the importer's package that declare package-level name `name` (a test file only to a test file). */
  private sibling(importer: string, name: string): Resolution {
    const pkg = this.packageNames.get(importer);
    const files = pkg === undefined ? undefined : this.blocks.get(`${dirOf(importer)}\0${pkg}`)?.get(name);
    if (!files) return NOTHING;
    const targets = isGoTest(importer) ? files : files.filter((f) => !isGoTest(f));
    if (!targets.length) return NOTHING;
    return { targets, kinds: targets.some((f) => this.constrained.has(f)) ? targets.map((f) => (this.constrained.has(f) ? 'conditional' : undefined)) : undefined };
  }

  /** Returns, per target, `conditional` for a constrained file (undefined: the import's own kind). */
  private kindsOf(pkg: GoPackage, files = pkg.files): (EdgeKind | undefined)[] | undefined {
    if (!pkg.constrained.size) return undefined;
    return files.map((f) => (pkg.constrained.has(f) ? 'conditional' : undefined));
  }
}

/** Returns `rest` (a slash path, maybe empty) under repo-relative directory `dir`. */
function within(dir: string, rest: string): string {
  return dir && rest ? `${dir}/${rest}` : dir || rest;
}
