// The unit of parse work shared by the in-process path and the piscina workers (workers/parse.js).
import type { LangId } from './languages.js';
import { withTree, isFailure } from './parser.js';
import { buildSkeleton, type SkeletonRecord } from '../skeleton/build.js';
import { ParseCache } from './cache.js';

/** A request to skeletonize one decoded source. */
export interface SkeletonTask { text: string; lang: LangId; hash: string; cacheDir?: string }

/** The answer: the record, or why the parser produced none. */
export type SkeletonAnswer = { record: SkeletonRecord } | { error: string };

/** Returns the skeleton record for `task` (computing and caching it), or the parse failure as a value. */
export async function skeletonTask(task: SkeletonTask): Promise<SkeletonAnswer> {
  try {
    const res = await withTree(task.text, task.lang, (tree) => buildSkeleton(tree, task.text, task.lang));
    if (isFailure(res)) return { error: res.reason };
    if (task.cacheDir !== undefined) new ParseCache(task.cacheDir).put(`sk-${task.lang}`, task.hash, res);
    return { record: res };
  } catch (err) {
    return { error: `skeleton failed: ${(err as Error).message}` };
  }
}
