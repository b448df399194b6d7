/**
 * Front entries of the slice cache: a repeated slice served without loading the index.
 *
 * A slice cache key (cache.ts) starts from the index's fingerprint, so even a hit used to load the whole index (read
 * the cache file, check its checksum, decode every record: most of a warm `ck slice`). A front entry maps what a
 * slice was asked (root, symptom, seeds, budget, parameters, operator) to the tree state it was computed on (the
 * walk's paths, sizes and mtimes: repo/tree-state.ts) and its slice key. When the tree is in that state now, the
 * index would be the same (the index cache trusts unchanged sizes and mtimes the same way), so the slice cache entry
 * is served; anything else falls through to the full path.
 *
 * Only slices whose result depends on nothing else are fronted: no installed package took part or was consulted
 * (SliceIndexPlan.envFree), and no diff (git state) seeded them.
 */
import { cacheDir } from '../store/paths.js';
import { readJsonEntry, writeJsonEntry } from '../store/json-cache.js';
import { currentTreeFingerprint } from '../repo/tree-state.js';
import { indexOpKey } from '../repo/build.js';
import { resolveIndexOptions } from '../repo/options.js';
import { MAX_ENTRIES, sliceKey } from './cache.js';
/** Returns the front key of a slice request: a hex hash over the request (everything but the repository's state). */
export function frontKey(parts) {
    return sliceKey({ front: 1, indexOp: indexOpKey(), ...parts });
}
/**
 * Returns the slice key recorded for `front` when the tree at `abs` is still in the state it was computed on, else
 * undefined (no entry, or the tree changed). Costs a walk and a stat of every candidate file.
 */
export async function frontSliceKey(abs, front) {
    const e = readJsonEntry(cacheDir('slice-front'), front, (v) => v?.version === 1 && typeof v.tree === 'string' && typeof v.slice === 'string' && Array.isArray(v.dependencyRoots));
    if (!e)
        return undefined;
    const now = await currentTreeFingerprint(abs, resolveIndexOptions(abs, { dependencyRoots: e.dependencyRoots }));
    return now === e.tree ? e.slice : undefined;
}
/** Returns nothing; records that the slice `slice` was computed for `front` on a tree in `state`. */
export function writeFront(front, state, slice) {
    const e = { version: 1, tree: state.fingerprint, dependencyRoots: [...state.dependencyRoots], slice };
    writeJsonEntry(cacheDir('slice-front'), front, e, MAX_ENTRIES);
}
