/**
 * Adapter to the repository index (src/repo). Kept in one place so the slicer depends on a single function.
 */
import type { IndexOptions, RepoIndex } from '../repo/types.js';

type BuildIndex = (root: string, opts?: IndexOptions) => Promise<RepoIndex>;

/** Returns the repository index of `root` (cached by the index layer; `noCache` rebuilds it). */
export async function loadIndex(root: string, opts: { noCache?: boolean } = {}): Promise<RepoIndex> {
  // The index module is loaded by name so the slicer builds while src/repo/index.ts is landing in parallel.
  const specifier = '../repo/index.js';
  const mod = (await import(specifier)) as { buildIndex: BuildIndex };
  return mod.buildIndex(root, { noCache: opts.noCache });
}
