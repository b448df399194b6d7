/**
 * The code a user actually runs. JavaScript packages ship the same source several times (a CommonJS build, an ESM
 * build, browser and minified bundles), so a message's literal often matches in four files of one package, and only
 * one of them is what the user's `require()` loaded. That one is reachable over the import graph from the project's
 * own code (through its import of the package), or, in a package's own checkout, from the entry points its
 * package.json declares. Matches elsewhere in the same package weigh less.
 */
import type { ImportGraph } from '../graph/index.js';
import type { RepoIndex } from '../repo/types.js';
import type { ComposedPackage } from '../deps/compose.js';
import { LANGUAGES, langOfPath, packOfLang } from '../languages/index.js';

/** Weight of a literal match in a file of a package (or checkout) whose runtime files are known, outside them. */
export const OFF_RUNTIME_WEIGHT = 0.3;

/**
 * Returns a weight per path: OFF_RUNTIME_WEIGHT for a file of a language whose packages ship several builds (a pack's
 * `dependencies.buildsVary`), of a package (or of the repository itself, when its manifest names an entry) that the
 * runtime files do not include, 1 otherwise; undefined when nothing is known.
 */
export function runtimeWeight(index: RepoIndex, graph: ImportGraph, packageOf?: (id: number) => ComposedPackage | undefined): ((path: string) => number) | undefined {
  const sources: number[] = [];
  // The project's own code, when packages take part.
  if (packageOf) index.files.forEach((f, id) => { if (f.lang !== 'other' && !packageOf(id)) sources.push(id); });
  // The repository's own entry points (a package's checkout).
  const own = ownEntries(index);
  sources.push(...own);
  if (!sources.length) return undefined;
  const reach = graph.reach(sources, { excludeKinds: ['type-only', 'type-checking'] });
  const runtime = new Uint8Array(index.files.length);
  for (const id of reach.order) runtime[id] = 1;
  for (const id of sources) runtime[id] = 1;
  // Scopes whose runtime is known: packages with a reached file, and the repository itself when it has an entry.
  const known = new Set<string>();
  index.files.forEach((_, id) => {
    if (!runtime[id]) return;
    const p = packageOf?.(id);
    if (p) known.add(p.prefix);
  });
  const rootKnown = own.length > 0;
  return (path: string): number => {
    if (!packOfLang(langOfPath(path))?.dependencies?.buildsVary) return 1;
    const id = index.fileId(path);
    if (id === undefined || runtime[id]) return 1;
    const p = packageOf?.(id);
    return (p ? known.has(p.prefix) : rootKnown) ? OFF_RUNTIME_WEIGHT : 1;
  };
}

/** Returns the file ids of the repository's own entry points, as its language packs' manifests declare them. */
function ownEntries(index: RepoIndex): number[] {
  return LANGUAGES.flatMap((p) => p.dependencies?.ownEntries?.(index) ?? []);
}
