/**
 * Every default of the rank folder, applied here and nowhere else: how long a ranking is, how much a docstring word
 * counts, and where a lexical index is cached and how its files are read when the caller says nothing.
 *
 * ```ts
 * resolveRankLimit(undefined);            // 20
 * resolveDocWeight(undefined);            // 1 (the prose slice passes 0.2)
 * resolveDefIdf(undefined);               // 0 (the prose slice's ranked definitions pass 0.5)
 * resolvePassageShape(undefined, undefined); // { perFile: 3, half: 4 } (the prose slice asks for 5 per file)
 * ```
 */
import { readFileSync } from 'node:fs';
import { lexicalCachePath } from './cache.js';

/** Files or definitions a ranking returns at most when the caller gives no limit (rankFiles, rankSymbols). */
export const RANK_LIMIT = 20;

/** A word on a comment or docstring line counts this much of a word in code when the caller says nothing: fully. */
export const DOC_WEIGHT = 1;

/** How much a term's idf over the ranked definitions replaces its index-wide idf when the caller says nothing: not at all. */
export const DEF_IDF = 0;

/** Passages per file rankPassages returns when the caller says nothing, and the lines on each side of a window's centre. */
export const PASSAGES_PER_FILE = 3;
export const PASSAGE_HALF = 4;

/** Returns a ranking's length: `limit`, else RANK_LIMIT. */
export function resolveRankLimit(limit: number | undefined): number {
  return limit ?? RANK_LIMIT;
}

/** Returns the weight of a query word on a comment or docstring line (rankSymbols): `given`, else DOC_WEIGHT. */
export function resolveDocWeight(given: number | undefined): number {
  return given ?? DOC_WEIGHT;
}

/** Returns the share of a term's idf taken over the ranked definitions (rankSymbols `defIdf`): `given`, else DEF_IDF. */
export function resolveDefIdf(given: number | undefined): number {
  return given ?? DEF_IDF;
}

/** Returns rankPassages's passages per file and window half-width: the given ones, else PASSAGES_PER_FILE and PASSAGE_HALF. */
export function resolvePassageShape(perFile: number | undefined, half: number | undefined): { perFile: number; half: number } {
  return { perFile: perFile ?? PASSAGES_PER_FILE, half: half ?? PASSAGE_HALF };
}

/** Returns how a load reads a file's text: the caller's reader, else the file on disk (UTF-8; undefined when unreadable). */
export function resolveReader(given: ((path: string) => string | undefined) | undefined, abs: (path: string) => string): (path: string) => string | undefined {
  return given ?? ((p: string) => {
    try { return readFileSync(abs(p), 'utf8'); } catch { return undefined; }
  });
}

/** Returns where the lexical index of `root` is cached: the caller's file, else the cache folder's file for this operator. */
export function resolveCacheFile(given: string | undefined, root: string, op: string): string {
  return given ?? lexicalCachePath(root, op);
}
