import { withTree, isFailure } from './parser.js';
import { buildSkeleton, firstErrorLine } from '../skeleton/build.js';
import { fileFacts } from '../compile/facts.js';
import { ParseCache } from './cache.js';
/** Returns the parse-cache key kind for a single-record task kind and language (`sk-python`, `facts-typescript`). */
export function cacheKind(kind, lang) {
    return `${kind === 'skeleton' ? 'sk' : 'facts'}-${lang}`;
}
/** Returns the cached record of `kind` for content `hash`, or undefined (for 'both', only when both halves are cached). */
export function cachedRecord(cache, kind, lang, hash) {
    if (kind !== 'both')
        return cache.get(cacheKind(kind, lang), hash);
    const skeleton = cache.get(cacheKind('skeleton', lang), hash);
    const facts = skeleton && cache.get(cacheKind('facts', lang), hash);
    return skeleton && facts ? { skeleton, facts } : undefined;
}
/** Returns the record for `task` (computing and caching it), or the parse failure as a value; never throws. */
export async function parseTask(task) {
    try {
        const res = await withTree(task.text, task.lang, (tree) => {
            if (task.kind === 'skeleton')
                return buildSkeleton(tree, task.text, task.lang);
            const facts = fileFacts(tree, task.lang, firstErrorLine(tree));
            return task.kind === 'facts' ? facts : { skeleton: buildSkeleton(tree, task.text, task.lang), facts };
        });
        if (isFailure(res))
            return { error: res.reason };
        if (task.cacheDir !== undefined) {
            const cache = new ParseCache(task.cacheDir);
            if (task.kind === 'both') {
                const both = res;
                cache.put(cacheKind('skeleton', task.lang), task.hash, both.skeleton);
                cache.put(cacheKind('facts', task.lang), task.hash, both.facts);
            }
            else {
                cache.put(cacheKind(task.kind, task.lang), task.hash, res);
            }
        }
        return { record: res };
    }
    catch (err) {
        return { error: `${task.kind} failed: ${err.message}` };
    }
}
/** Returns the skeleton record for `task` (computing and caching it), or the parse failure as a value. */
export function skeletonTask(task) {
    return parseTask({ ...task, kind: 'skeleton' });
}
