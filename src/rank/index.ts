/**
 * Lexical ranking (BM25F) over a repository index: ranks files, and definitions within them, against free text such
 * as an issue's prose, for when structural evidence (stack frames) is weak. Four fields per file (path, definition
 * names, comments and docstrings, the rest), a tokenizer that cuts identifiers the way code is written, and a compact
 * forward index cached per repository and reused file by file.
 *
 * @example
 *   import { buildIndex } from '../repo/index.js';
 *   import { loadLexicalIndex, rankFiles, rankSymbols, formatExplanation } from './index.js';
 *   const index = await buildIndex('/path/to/repo');
 *   const lx = loadLexicalIndex(index);                      // cached under cacheDir('lexical')
 *   const top = rankFiles(lx, 'latex printer drops the exponent of Pow', { limit: 5 });
 *   console.log(index.files[top[0].fileId].path, formatExplanation(top[0].explain));
 *   console.log(rankSymbols(lx, index, 'latex Pow exponent', top.map((r) => r.fileId), { limit: 3 }));
 */
export { loadLexicalIndex, type LoadLexicalOptions } from './load.js';
export { postingsSink, keptPostings, type SinkOptions } from './keep.js';
export type { LexicalIndex, LexicalStats } from './lexical.js';
export {
  rankFiles, formatExplanation, DEFAULT_PARAMS, K1, FIELD_WEIGHTS, FIELD_B, QUERY_K3, CODE_TOKEN_BOOST,
  type Bm25fParams, type Explanation, type RankedFile, type RankFilesOptions,
} from './bm25f.js';
export { rankSymbols, SYMBOL_NAME_WEIGHT, SYMBOL_BODY_B, type RankedSymbol, type RankSymbolsOptions } from './symbols.js';
export { tokenizeCode, tokenizeQuery, STOPWORDS, type QueryToken } from './tokenize.js';
export { FIELD_NAMES, type FieldName } from './fields.js';
export { lexicalCachePath } from './cache.js';
