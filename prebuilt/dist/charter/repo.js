/** Which repository a directory or file belongs to, and how a cited path reads as a file on disk. */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
/**
 * Returns the repository root of `dir`: the nearest ancestor (itself included) holding `.git`, else `dir` itself;
 * resolved through symlinks when it exists. A path that does not exist yet (a file about to be written) is walked
 * up from its nearest existing ancestor.
 */
export function repoRootOf(dir) {
    let d = resolve(dir);
    while (!existsSync(d)) {
        const up = dirname(d);
        if (up === d)
            break;
        d = up;
    }
    try {
        d = realpathSync(d);
    }
    catch {
        /* keep the resolved path */
    }
    const start = d;
    for (;;) {
        if (existsSync(join(d, '.git')))
            return d;
        const up = dirname(d);
        if (up === d)
            return start;
        d = up;
    }
}
/** Returns the absolute file a cited `path` names: absolute as written, else relative to `root`. */
export function citedFile(root, path) {
    return isAbsolute(path) ? path : join(root, path);
}
/**
 * Returns `file` (absolute) relative to `root`, `/`-separated, or undefined when it lies outside `root`. Both sides
 * are compared through realpath where they exist, so a symlinked checkout still matches.
 */
export function relativeToRoot(root, file) {
    let f = resolve(file);
    try {
        f = realpathSync(f);
    }
    catch {
        try {
            f = join(realpathSync(dirname(f)), f.slice(dirname(f).length + 1));
        }
        catch {
            /* keep it */
        }
    }
    const rel = relative(root, f);
    if (!rel || rel.startsWith('..') || isAbsolute(rel))
        return undefined;
    return rel.split(sep).join('/');
}
/** Returns a cited path in the form used to compare citations: `./` dropped, `/`-separated, relative when inside root. */
export function normalizeCitedPath(root, path) {
    if (isAbsolute(path))
        return relativeToRoot(root, path) ?? path;
    return path.replace(/^(\.\/)+/, '');
}
