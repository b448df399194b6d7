/** Manifest warnings that more than one operator raises. */
import { isAbsolute, relative, resolve } from 'node:path';
import { isInside, unreadableCause } from '../repo/unindexed.js';
/**
 * Returns nothing; adds to `warnings` the cause of each path in `named` (as a symptom frame or a `--seed` printed
 * it: absolute, or relative to `root`) that `isIndexed` does not know and that exists in `root` but cannot be read —
 * a permission problem is reported as one (kind `unreadable`, e.g. "cannot be read (EACCES: permission denied)"),
 * not as a missing file. An `unresolved-seed` warning already raised for the same path gets the cause instead.
 */
export function addUnreadableWarnings(root, named, isIndexed, warnings) {
    const seen = new Set();
    for (const p of named) {
        if (!p || seen.has(p) || isIndexed(p))
            continue;
        seen.add(p);
        const abs = isAbsolute(p) ? p : resolve(root, p);
        if (!isInside(root, abs))
            continue;
        const cause = unreadableCause(abs);
        if (!cause)
            continue;
        const rel = relative(root, abs).split('\\').join('/');
        const detail = `${cause}: the index could not read it, so the slice cannot show it (fix its permissions, then slice again)`;
        const seed = warnings.find((w) => w.kind === 'unresolved-seed' && (w.path === p || w.path === rel));
        if (seed)
            seed.detail = `${seed.detail.replace(/: no such file in the repository index$/, '')}: ${detail}`;
        else
            warnings.push({ kind: 'unreadable', path: rel, line: 0, detail });
    }
}
