/**
 * PHP resolution: a class, function or constant the lexer resolved to a fully qualified name reaches the file that
 * declares it, found as Composer's ClassLoader finds it over every `composer.json` of the repository (vendor/ aside):
 * its classmap (classes declared in files under a `classmap` path), then PSR-4, then PSR-0 (the first candidate file
 * that exists). A class no autoload rule reaches, and every function and constant, reaches the file that declares it
 * (the one file, or the one nearest the importer; PHP code loads such files with `require` or Composer's `files`).
 * `require`/`include` of a literal path reaches that file. A class the repository's own PSR-4 prefixes claim but no
 * file holds is unresolved; other names are external (built-in classes, vendor packages). Names in type positions,
 * function calls and `use` aliases that reach nothing are dropped: a type position may hold a constant, a call a
 * built-in function, an alias a namespace.
 * @internal
 */
import type { RawImport } from '../../repo/types.js';
import type { ModuleResolver, ResolveContext, Resolution } from '../types.js';
import { dirOf } from '../../repo/paths.js';
import { DECLARATIONS } from './lex.js';
import { inClassmap, psr0Candidates, psr4Candidates, readAutoload, within, type Autoload } from './composer.js';

/** Returns true for a composer.json the resolver reads: the repository's own, not an installed package's. */
export function isOwnComposerJson(path: string): boolean {
  return (path === 'composer.json' || path.endsWith('/composer.json')) && !/(?:^|\/)(?:vendor|node_modules)\//.test(path);
}

const NONE: Resolution = { targets: [] };

/** Resolves PHP references over one file set. */
export class PhpResolver implements ModuleResolver {
  readonly autoloads: Autoload[] = [];
  /** Declarations by fully qualified name: classes and functions by lower case (PHP ignores their case), constants as written. */
  private readonly classes = new Map<string, string[]>();
  private readonly functions = new Map<string, string[]>();
  private readonly constants = new Map<string, string[]>();
  /** Composer's classmap: a class (exact case) → the first classmap file declaring it. */
  private readonly classmap = new Map<string, string>();
  /** Every namespace some declared class lies in, lower case (a `use` of one is an alias, not a class). */
  private readonly namespaces = new Set<string>();
  private readonly memo = new Map<string, Resolution>();
  /** Namespace (lower case; '' the global one) -> the files referring to a name in it, made on the first affectedBy. */
  private referrers: Map<string, Set<string>> | undefined;

  constructor(private readonly ctx: ResolveContext) {
    ctx.paths.forEach((p) => { if (isOwnComposerJson(p)) { const a = readAutoload(ctx.root, p); if (a) this.autoloads.push(a); } });
    // The root package first, as Composer registers it; then nested packages, shallowest first.
    this.autoloads.sort((a, b) => a.dir.split('/').length - b.dir.split('/').length || (a.dir < b.dir ? -1 : 1));
    const withClassmap = this.autoloads.filter((a) => a.classmap.length);
    ctx.paths.forEach((p, id) => {
      const decl = ctx.importsOf(id).find((i) => i.specifier === DECLARATIONS && i.kind === 'static');
      if (!decl?.names) return;
      const mapped = withClassmap.length > 0 && /\.(?:php|inc|hh)$/.test(p) && withClassmap.some((a) => inClassmap(a, p));
      for (const d of decl.names) {
        const fqn = d.slice(2);
        if (d.startsWith('c:')) {
          add(this.classes, fqn.toLowerCase(), p);
          if (mapped && !this.classmap.has(fqn)) this.classmap.set(fqn, p);
          for (let cut = fqn.lastIndexOf('\\'); cut > 0; cut = fqn.lastIndexOf('\\', cut - 1)) this.namespaces.add(fqn.slice(0, cut).toLowerCase());
        } else if (d.startsWith('f:')) add(this.functions, fqn.toLowerCase(), p);
        else if (d.startsWith('k:')) add(this.constants, fqn, p);
      }
    });
  }

  /**
   * Returns the other files whose references may resolve differently once `changed` changed content (a function,
   * constant or unmapped class moved between files, or added to one): the files referring to a name in a namespace
   * the changed files declare in. A namespace a changed file no longer declares in is not known here: its referrers
   * keep their edges until a cold index.
   */
  affectedBy(changed: readonly string[]): string[] {
    const self = new Set(changed);
    const spaces = new Set<string>();
    this.ctx.paths.forEach((p, id) => {
      if (!self.has(p)) return;
      const decl = this.ctx.importsOf(id).find((i) => i.specifier === DECLARATIONS && i.kind === 'static');
      for (const d of decl?.names ?? []) spaces.add(namespaceOf(d.slice(2)));
    });
    if (!spaces.size) return [];
    const referrers = this.referrersByNamespace();
    const out = new Set<string>();
    for (const ns of spaces) for (const f of referrers.get(ns) ?? []) if (!self.has(f)) out.add(f);
    return [...out].sort();
  }

  /** Returns, per namespace, the files whose references name something in it (a function call's global fallback too). */
  private referrersByNamespace(): Map<string, Set<string>> {
    if (this.referrers) return this.referrers;
    const by = new Map<string, Set<string>>();
    const add = (ns: string, p: string): void => { const s = by.get(ns); if (s) s.add(p); else by.set(ns, new Set([p])); };
    this.ctx.paths.forEach((p, id) => {
      for (const imp of this.ctx.importsOf(id)) {
        if (imp.specifier === DECLARATIONS || imp.kind === 'require') continue;
        add(namespaceOf(imp.specifier), p);
        if (imp.names?.[0] === 'function' && imp.names[1]) add(namespaceOf(imp.names[1]), p);
      }
    });
    return (this.referrers = by);
  }

  resolve(importer: string, imp: RawImport): Resolution {
    if (imp.specifier === DECLARATIONS && imp.kind === 'static') return NONE;
    if (imp.kind === 'require') return this.requirePath(importer, imp);
    const what = imp.names?.[0];
    if (what === 'function') {
      const hit = declaredIn(this.functions.get(imp.specifier.toLowerCase()), importer)
        ?? (imp.names![1] ? declaredIn(this.functions.get(imp.names![1].toLowerCase()), importer) : undefined);
      return hit ? { targets: [hit] } : NONE;
    }
    if (what === 'const') {
      const hit = declaredIn(this.constants.get(imp.specifier), importer);
      return hit ? { targets: [hit] } : NONE;
    }
    const found = this.classFile(importer, imp.specifier);
    if (found) return { targets: [found] };
    if (what === 'type') return NONE;
    if (what === 'use' && this.namespaces.has(imp.specifier.toLowerCase())) return NONE;
    const missing = what === 'use' ? undefined : this.claimed(imp.specifier);
    return missing ? { targets: [], unresolved: missing } : { targets: [], external: imp.specifier };
  }

  /** Returns the file class `fqn` loads from, as Composer finds it, else its one (or nearest) declaration, else undefined. */
  classFile(importer: string, fqn: string): string | undefined {
    const key = `c\0${fqn}`;
    const memo = this.memo.get(key);
    if (memo) return memo.targets[0];
    let hit = this.classmap.get(fqn);
    for (const a of hit ? [] : this.autoloads) {
      hit = psr4Candidates(a, fqn).find((f) => this.ctx.files.has(f));
      if (hit) break;
    }
    for (const a of hit ? [] : this.autoloads) {
      hit = psr0Candidates(a, fqn).find((f) => this.ctx.files.has(f));
      if (hit) break;
    }
    if (hit) { this.memo.set(key, { targets: [hit] }); return hit; }
    const decl = this.classes.get(fqn.toLowerCase());
    if (decl?.length === 1) this.memo.set(key, { targets: [decl[0]!] });
    return declaredIn(decl, importer);
  }

  /** Returns why class `fqn` is missing when a PSR-4 prefix of the repository claims it, else undefined. */
  private claimed(fqn: string): string | undefined {
    for (const a of this.autoloads) {
      const rule = a.psr4.find((r) => r.prefix && fqn.startsWith(r.prefix));
      if (rule) return `no file ${psr4Candidates(a, fqn)[0]} for class ${fqn} (PSR-4 ${rule.prefix} → ${rule.dirs[0] || '.'}/)`;
    }
    return undefined;
  }

  /** Resolves a literal `require`/`include` path. */
  private requirePath(importer: string, imp: RawImport): Resolution {
    const spec = imp.specifier;
    if (spec.startsWith('/') || /^[A-Za-z]:[\\/]/.test(spec) || spec.includes('://')) return { targets: [], external: spec };
    const here = dirOf(importer);
    if (imp.names?.[0] === 'dir') {
      const path = within(here, spec);
      if (this.ctx.files.has(path)) return { targets: [path] };
      if (path.startsWith('..') || /(?:^|\/)vendor\//.test(path)) return { targets: [], external: path };
      return { targets: [], unresolved: `no file ${path}` };
    }
    // As written: PHP tries the include_path (`.` is the working directory), then the including file's folder.
    for (const c of [within(here, spec), within('', spec)]) if (this.ctx.files.has(c)) return { targets: [c] };
    return { targets: [], external: spec };
  }
}

function add(map: Map<string, string[]>, key: string, path: string): void {
  const l = map.get(key);
  if (!l) map.set(key, [path]);
  else if (!l.includes(path)) l.push(path);
}

/**
 * Returns the file of `decls` a reference from `importer` means: the only one; the importer itself when it declares
 * the name; else the one sharing the longest folder prefix with the importer, when no other ties with it.
 */
export function declaredIn(decls: readonly string[] | undefined, importer: string): string | undefined {
  if (!decls?.length) return undefined;
  if (decls.length === 1 || decls.includes(importer)) return decls.includes(importer) ? importer : decls[0];
  let best: string | undefined;
  let bestLen = -1;
  let tie = false;
  for (const d of decls) {
    const len = sharedFolders(d, importer);
    if (len > bestLen) { best = d; bestLen = len; tie = false; } else if (len === bestLen) tie = true;
  }
  return tie ? undefined : best;
}

/** Returns how many leading folders two repo-relative paths share. */
function sharedFolders(a: string, b: string): number {
  const x = a.split('/'), y = b.split('/');
  let k = 0;
  while (k < x.length - 1 && k < y.length - 1 && x[k] === y[k]) k++;
  return k;
}

/** Returns the namespace of fully qualified name `fqn`, lower case ('' for a global name). */
function namespaceOf(fqn: string): string {
  const cut = fqn.lastIndexOf('\\');
  return cut > 0 ? fqn.slice(0, cut).toLowerCase() : '';
}
