// The queries a caller is about to rank a repository's files against, registered before the lexical index is loaded:
// a cold load then counts only their terms (query-index.ts) instead of tokenizing every term of every file.
import { queryTermCounts } from './tokenize.js';
// Texts, not terms: most slices never load a lexical index (a traceback that resolves), so tokenizing waits for a load.
const expected = new WeakMap();
/**
 * Returns nothing; tells loadLexicalIndex that `text` will be a query on `index` (the object the lexical index is
 * loaded from). Registering changes no result: terms of other queries are counted when they are asked.
 */
export function expectLexicalQuery(index, text) {
    const l = expected.get(index);
    if (l)
        l.push(text);
    else
        expected.set(index, [text]);
}
/** Returns the terms registered for `index` (expectLexicalQuery), or undefined when none was. */
export function expectedTerms(index) {
    const l = expected.get(index);
    return l ? [...new Set(l.flatMap(queryTermStrings))] : undefined;
}
/** Returns the distinct terms bm25f.ts queryTerms looks up for `text`: its tokens, then its compounds. */
export function queryTermStrings(text) {
    return [...queryTermCounts(text).keys()];
}
