/** The lexical index (src/rank) of a repository index, loaded once per index object: the lexical scorer and the ranking of definitions share it. */
import type { RepoIndex } from '../../repo/types.js';
import { loadLexicalIndex, type LexicalIndex } from '../../rank/index.js';

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

/** Returns the lexical index of `index` when it is already loaded (lexicalOf), else undefined. */
export function preloadedLexical(index: RepoIndex): LexicalIndex | undefined {
  return lexicals.get(index);
}
