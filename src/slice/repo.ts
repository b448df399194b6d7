/**
 * Adapter to the repository index (src/repo): the slicer depends on these two functions only.
 */
import { buildIndex, indexDependency } from '../repo/index.js';
import type { RepoIndex } from '../repo/types.js';
import { dependencyRoot, PathResolver } from './resolve.js';
import type { ParsedSymptom } from './symptom/index.js';

/** Returns the repository index of `root` (cached by the index layer; `noCache` rebuilds it). */
export async function loadIndex(root: string, opts: { noCache?: boolean } = {}): Promise<RepoIndex> {
  return buildIndex(root, { noCache: opts.noCache });
}

/** Most dependency packages indexed on demand for one symptom. */
const MAX_DEPENDENCIES = 3;

/**
 * Returns `index` extended with the dependency packages (`node_modules/<pkg>`, `site-packages/<pkg>`) that frames of
 * the symptom point into when those frames do not resolve to repository files, and the roots it added.
 */
export async function withDependencies(index: RepoIndex, symptom: ParsedSymptom): Promise<{ index: RepoIndex; added: string[] }> {
  let resolver: PathResolver | undefined; // built on the first candidate frame: most symptoms have none
  const added: string[] = [];
  let out = index;
  for (const f of symptom.frames) {
    if (f.internal || added.length >= MAX_DEPENDENCIES || !/^(?:\/|[A-Za-z]:\/)/.test(f.path)) continue;
    const dep = dependencyRoot(f.path);
    if (!dep || added.includes(dep)) continue;
    resolver ??= new PathResolver(index.root, index.files.map((x) => x.path));
    if (resolver.resolve(f.path).kind !== 'none') continue;
    try {
      const next = await indexDependency(out, f.path);
      if (next !== out) { out = next; added.push(dep); }
    } catch { /* an unreadable dependency stays a declared blind spot (dependency-frame warning) */ }
  }
  return { index: out, added };
}
