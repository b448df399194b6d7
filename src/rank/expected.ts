// The queries a caller is about to rank a repository's files against, registered before the lexical index is loaded:
// a cold load then counts only their terms (query-index.ts) instead of tokenizing every term of every file.
import { compoundTerms, tokenizeQuery } from './tokenize.js';

const expected = new WeakMap<object, Set<string>>();

/**
 * Returns nothing; tells loadLexicalIndex that `text` will be a query on `index` (the object the lexical index is
 * loaded from). Registering changes no result: terms of other queries are counted when they are asked.
 */
export function expectLexicalQuery(index: object, text: string): void {
  let s = expected.get(index);
  if (!s) { s = new Set(); expected.set(index, s); }
  for (const t of queryTermStrings(text)) s.add(t);
}

/** Returns the terms registered for `index` (expectLexicalQuery), or undefined when none was. */
export function expectedTerms(index: object): string[] | undefined {
  const s = expected.get(index);
  return s ? [...s] : undefined;
}

/** Returns the distinct terms bm25f.ts queryTerms looks up for `text`: its tokens, then its compounds. */
export function queryTermStrings(text: string): string[] {
  const out = new Set<string>();
  for (const { term } of tokenizeQuery(text)) out.add(term);
  for (const term of compoundTerms(text)) out.add(term);
  return [...out];
}
