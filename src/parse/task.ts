// The unit of parse work shared by the in-process path and the piscina workers (workers/parse.js).
import type { LangId } from './languages.js';
import { withTree, isFailure } from './parser.js';
import { buildSkeleton, firstErrorLine, type SkeletonRecord } from '../skeleton/build.js';
import { fileFacts, type FileFacts } from '../compile/facts.js';
import { ParseCache } from './cache.js';

/** What a parse task computes: an interface skeleton, the compiler's facts (calls, names, dynamic sites), or both from one parse. */
export type TaskKind = 'skeleton' | 'facts' | 'both';

/** A request to analyse one decoded source. */
export interface ParseTask { kind: TaskKind; text: string; lang: LangId; hash: string; cacheDir?: string }

/** Result type per task kind. */
export interface TaskRecord { skeleton: SkeletonRecord; facts: FileFacts; both: { skeleton: SkeletonRecord; facts: FileFacts } }

/** The answer: the record, or why the parser produced none. */
export type TaskAnswer<K extends TaskKind = TaskKind> = { record: TaskRecord[K] } | { error: string };

/** Back-compat names used by the skeleton module. */
export type SkeletonTask = Omit<ParseTask, 'kind'>;
export type SkeletonAnswer = TaskAnswer<'skeleton'>;

/** Returns the parse-cache key kind for a single-record task kind and language (`sk-python`, `facts-typescript`). */
export function cacheKind(kind: Exclude<TaskKind, 'both'>, lang: LangId): string {
  return `${kind === 'skeleton' ? 'sk' : 'facts'}-${lang}`;
}

/** Returns the cached record of `kind` for content `hash`, or undefined (for 'both', only when both halves are cached). */
export function cachedRecord<K extends TaskKind>(cache: ParseCache, kind: K, lang: LangId, hash: string): TaskRecord[K] | undefined {
  if (kind !== 'both') return cache.get<TaskRecord[K]>(cacheKind(kind as Exclude<TaskKind, 'both'>, lang), hash);
  const skeleton = cache.get<SkeletonRecord>(cacheKind('skeleton', lang), hash);
  const facts = skeleton && cache.get<FileFacts>(cacheKind('facts', lang), hash);
  return skeleton && facts ? ({ skeleton, facts } as TaskRecord[K]) : undefined;
}

/** Returns the record for `task` (computing and caching it), or the parse failure as a value; never throws. */
export async function parseTask<K extends TaskKind>(task: ParseTask & { kind: K }): Promise<TaskAnswer<K>> {
  try {
    const res = await withTree(task.text, task.lang, (tree): TaskRecord[TaskKind] => {
      if (task.kind === 'skeleton') return buildSkeleton(tree, task.text, task.lang);
      const facts = fileFacts(tree, task.lang, firstErrorLine(tree));
      return task.kind === 'facts' ? facts : { skeleton: buildSkeleton(tree, task.text, task.lang), facts };
    });
    if (isFailure(res)) return { error: res.reason };
    if (task.cacheDir !== undefined) {
      const cache = new ParseCache(task.cacheDir);
      if (task.kind === 'both') {
        const both = res as TaskRecord['both'];
        cache.put(cacheKind('skeleton', task.lang), task.hash, both.skeleton);
        cache.put(cacheKind('facts', task.lang), task.hash, both.facts);
      } else {
        cache.put(cacheKind(task.kind as Exclude<TaskKind, 'both'>, task.lang), task.hash, res);
      }
    }
    return { record: res as TaskRecord[K] };
  } catch (err) {
    return { error: `${task.kind} failed: ${(err as Error).message}` };
  }
}

/** Returns the skeleton record for `task` (computing and caching it), or the parse failure as a value. */
export function skeletonTask(task: SkeletonTask): Promise<SkeletonAnswer> {
  return parseTask({ ...task, kind: 'skeleton' });
}
