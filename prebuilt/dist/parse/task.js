import { withTree, isFailure } from './parser.js';
import { ParseCache } from './cache.js';
/** Returns the parse-cache key kind of analysis `kind` for `lang` (`sk-python`, `facts-typescript`). */
export function cacheKind(kind, lang) {
    return `${kind}-${lang}`;
}
/** Returns the cached records of `kinds` for content `hash`, or undefined unless every one of them is cached. */
export function cachedRecords(cache, kinds, lang, hash) {
    const out = [];
    for (const k of kinds) {
        const r = cache.get(cacheKind(k, lang), hash);
        if (r === undefined)
            return undefined;
        out.push(r);
    }
    return out;
}
/** Returns the records of `task` from `analyzers` (computing and caching each), or the parse failure as a value; never throws. */
export async function parseTask(task, analyzers) {
    try {
        const run = task.kinds.map((k) => {
            const a = analyzers.get(k);
            if (!a)
                throw new Error(`no analyzer '${k}'`);
            return a;
        });
        const res = await withTree(task.text, task.lang, (tree) => run.map((a) => a.run(tree, task.text, task.lang)));
        if (isFailure(res))
            return { error: res.reason };
        if (task.cacheDir !== undefined) {
            const cache = new ParseCache(task.cacheDir);
            task.kinds.forEach((k, i) => cache.put(cacheKind(k, task.lang), task.hash, res[i]));
        }
        return { records: res };
    }
    catch (err) {
        return { error: `${task.kinds.join('+')} failed: ${err.message}` };
    }
}
/** Returns the table of `list` by kind. */
export function analyzerTable(...list) {
    return new Map(list.map((a) => [a.kind, a]));
}
