/**
 * Consumer folders: top-level folders of the repository whose code uses the project without being part of it —
 * examples, galleries, benchmarks, documentation scripts, maintenance tools, whatever a project names them. An
 * issue about the project is rarely fixed there, yet they share its vocabulary and rank high lexically.
 *
 * A top-level folder is a consumer when both hold, read from the import graph (no folder name is looked at):
 * - no file outside it imports a file inside it (nothing of the project depends on it);
 * - a file inside it imports a file of the project outside it (it uses the project; installed packages do not count).
 * The project's own source folder is imported by its tests, examples or docs; a folder that imports nothing of the
 * project outside itself is self-contained (the whole project, a user's app that only uses its packages, or a
 * vendored copy: vendored.ts), not a consumer. Installed packages inside the project (`node_modules/`, `.venv/`) are
 * imported by the project's code, so they are not consumers either.
 */
import type { RepoIndex } from '../repo/types.js';

const cache = new WeakMap<RepoIndex, { isPackage: ((path: string) => boolean) | undefined; dirs: ReadonlySet<string> }>();

/** Returns the first path segment of a repository-relative path that lies in a folder, else undefined. */
function topFolder(path: string): string | undefined {
  if (path.startsWith('/')) return undefined;
  const slash = path.indexOf('/');
  return slash > 0 ? path.slice(0, slash) : undefined;
}

/**
 * Returns the consumer folders of the index (top-level names, see the module comment), computed once per index and
 * `isPackage` (true for a file of an installed package joined to the index).
 */
export function consumerDirs(index: RepoIndex, isPackage?: (path: string) => boolean): ReadonlySet<string> {
  const known = cache.get(index);
  if (known && known.isPackage === isPackage) return known.dirs;
  const tops = index.files.map((f) => topFolder(f.path));
  const importedFromOutside = new Set<string>();
  const importsOutside = new Set<string>();
  for (let e = 0; e < index.edgeFrom.length; e++) {
    const target = index.files[index.edgeTo[e]!]!.path;
    if (target.startsWith('/') || isPackage?.(target)) continue; // an installed package's file: not the project
    const from = tops[index.edgeFrom[e]!];
    const to = tops[index.edgeTo[e]!];
    if (to !== undefined && from !== to) importedFromOutside.add(to);
    if (from !== undefined && from !== to) importsOutside.add(from);
  }
  const dirs = new Set([...importsOutside].filter((d) => !importedFromOutside.has(d)));
  cache.set(index, { isPackage, dirs });
  return dirs;
}

/** Returns true when `path` lies in a consumer folder of the index (see consumerDirs). */
export function isConsumer(index: RepoIndex, path: string, isPackage?: (path: string) => boolean): boolean {
  const top = topFolder(path);
  return top !== undefined && consumerDirs(index, isPackage).has(top);
}
