/** The lexical index (src/rank) of a repository index, loaded once per index object: the lexical scorer and the ranking of definitions share it. */
import type { RepoIndex } from '../../repo/types.js';
import { loadLexicalIndex, loadLexicalIndexAsync, type LexicalIndex } from '../../rank/index.js';
import type { LexicalHelper } from '../../rank/helper.js';

const lexicals = new WeakMap<RepoIndex, LexicalIndex>();

/** Returns the lexical index of `index`, loaded once per index object (seeding and symbol ranking share it). */
export function lexicalOf(index: RepoIndex, opts: { read?: (path: string) => string | undefined; noCache?: boolean } = {}): LexicalIndex {
  let lx = lexicals.get(index);
  if (!lx) {
    lx = loadLexicalIndex(index, { read: opts.read, noCache: opts.noCache, bytesFromDisk: true });
    lexicals.set(index, lx);
  }
  return lx;
}

/** Returns the lexical index of `index` when it is already loaded (lexicalOf, preloadLexical), else undefined. */
export function preloadedLexical(index: RepoIndex): LexicalIndex | undefined {
  return lexicals.get(index);
}

/**
 * Returns nothing; loads the lexical index of `index` ahead of seeding, on two threads when it is built from scratch
 * (rank/helper.ts), so that lexicalOf finds it. For symptoms that will surely rank lexically (prose).
 */
export async function preloadLexical(index: RepoIndex, opts: { read?: (path: string) => string | undefined; noCache?: boolean; helper?: LexicalHelper | null } = {}): Promise<void> {
  if (lexicals.has(index)) { opts.helper?.stop(); return; }
  const lx = await loadLexicalIndexAsync(index, { read: opts.read, noCache: opts.noCache, bytesFromDisk: true, helper: opts.helper });
  lexicals.set(index, lx);
}
