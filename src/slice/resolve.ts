/**
 * Mapping a path printed in a symptom onto a repository file: exact relative paths, absolute paths under the root,
 * and absolute paths from another machine or install location (`/usr/lib/python3/dist-packages/pandas/core/x.py`,
 * `C:\work\proj\src\x.ts`) by the LONGEST UNIQUE SUFFIX. Ambiguity is refused and reported with the candidates.
 */
import { basename } from 'node:path';
import { frameRootOf, installedCopyOf, installRootDirs, repoPathOf, singleFileModuleExtensions } from '../languages/index.js';

/** What a symptom path resolved to. */
export type PathResolution =
  | { kind: 'ok'; path: string; matched: number /* trailing segments that matched */ }
  | { kind: 'ambiguous'; candidates: string[]; matched: number }
  | { kind: 'none' };

/** Resolves symptom paths against one repository's file list. */
export class PathResolver {
  private readonly byBase = new Map<string, number[]>();
  private readonly known: ReadonlySet<string>;
  private readonly rootSegs: string[];

  /** Returns a resolver over repo-relative `paths` (`/`-separated) of the repository at absolute `root`. */
  constructor(private readonly root: string, private readonly paths: readonly string[]) {
    this.known = new Set(paths);
    paths.forEach((p, i) => {
      const b = p.slice(p.lastIndexOf('/') + 1);
      const list = this.byBase.get(b);
      if (list) list.push(i);
      else this.byBase.set(b, [i]);
    });
    // The root's own name takes part in suffix matching: `/other/checkout/proj/main.py` matches `proj` + `main.py`.
    this.rootSegs = [basename(root.replace(/[\\/]+$/, ''))].filter(Boolean);
  }

  /**
   * Returns the repository file `raw` names. `qualifiedClass` (Java-like frames) resolves by package path first.
   * Relative paths must match exactly or by a suffix of ≥ 2 segments (1 when the path is a bare file name);
   * absolute paths need ≥ 2 matching trailing segments, so a user's `/home/u/script.py` never lands on some
   * unrelated `script.py` of the repository.
   */
  resolve(raw: string, qualifiedClass?: string): PathResolution {
    let p = raw.replace(/\\/g, '/');
    if (qualifiedClass) {
      const pkg = qualifiedClass.split('.').slice(0, -1).join('/');
      const byPkg = this.resolve(pkg ? `${pkg}/${p}` : p);
      if (byPkg.kind !== 'none') return byPkg;
    }
    const rootFwd = this.root.replace(/\\/g, '/').replace(/\/+$/, '');
    if (p.startsWith(rootFwd + '/')) {
      const rel = p.slice(rootFwd.length + 1);
      if (this.known.has(rel)) return { kind: 'ok', path: rel, matched: rel.split('/').length };
    }
    if (this.known.has(p)) return { kind: 'ok', path: p, matched: p.split('/').length }; // dependency files keep absolute paths
    // A path in a language's own terms (Go's `module/path/file.go`).
    const own = repoPathOf(p, this.root);
    if (own !== undefined && this.known.has(own)) return { kind: 'ok', path: own, matched: own.split('/').length };
    const absolute = /^(?:\/|[A-Za-z]:\/)/.test(p);
    p = p.replace(/^[A-Za-z]:\//, '/').replace(/^\.\//, '');
    if (!absolute && this.known.has(p)) return { kind: 'ok', path: p, matched: p.split('/').length };
    const segs = p.split('/').filter((s) => s && s !== '.');
    if (!segs.length) return { kind: 'none' };
    // A path into an install location of another package than the repository's (a Go module cache path of another
    // module) is that package's file, whatever the repository holds under the same names.
    const copy = installedCopyOf(segs, this.root);
    if (copy && !copy.own) return { kind: 'none' };
    const cands = this.byBase.get(segs[segs.length - 1]!);
    if (!cands) return { kind: 'none' };
    let best = 0;
    let winners: number[] = [];
    for (const id of cands) {
      const fileSegs = [...this.rootSegs, ...this.paths[id]!.split('/')];
      let k = 0;
      while (k < segs.length && k < fileSegs.length && segs[segs.length - 1 - k] === fileSegs[fileSegs.length - 1 - k]) k++;
      if (k > best) { best = k; winners = [id]; }
      else if (k === best) winners.push(id);
    }
    let need = absolute || segs.length >= 2 ? Math.min(2, segs.length) : 1;
    // A path into an install location names the module by what follows it (`…/site-packages/peewee.py` is the
    // top-level module `peewee`; the language packs say where such locations end): in a checkout that is a file at the
    // root or under `src/`/`lib/`.
    if (best < need && copy && best === segs.length - copy.at - 1) {
      const tail = segs.slice(copy.at + 1).join('/');
      const top = winners.filter((id) => { const f = this.paths[id]!; return copy.dirs.some((d) => f === (d ? `${d}/${tail}` : tail)); });
      if (top.length === 1) return { kind: 'ok', path: this.paths[top[0]!]!, matched: best };
      need = best + 1;
    }
    if (best < need) return { kind: 'none' };
    if (winners.length === 1) return { kind: 'ok', path: this.paths[winners[0]!]!, matched: best };
    return { kind: 'ambiguous', candidates: winners.map((i) => this.paths[i]!).sort(), matched: best };
  }
}

let installRootPattern: { re: RegExp; single: RegExp } | undefined;

/**
 * Returns the dependency-tree root (`…/node_modules/<pkg>`, `…/site-packages/<pkg>`: the innermost install location
 * of any language pack's layout) a path lies in, if any; a package installed as one file is named by its stem.
 */
export function dependencyRoot(path: string): string | undefined {
  installRootPattern ??= {
    re: new RegExp(`^(.*\\/(?:${installRootDirs().map(escapeRe).join('|')}))\\/((?:@[^/]+\\/)?[^/]+)`),
    single: new RegExp(`(?:${singleFileModuleExtensions().map(escapeRe).join('|')})$`),
  };
  const p = path.replace(/\\/g, '/');
  const m = installRootPattern.re.exec(p);
  if (!m) return frameRootOf(p);
  const pkg = m[2]!.replace(installRootPattern.single, '');
  return `${m[1]}/${pkg}`;
}

/** Returns `s` with the characters a RegExp reads specially escaped. */
function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
