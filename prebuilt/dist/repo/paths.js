// Small helpers over repo-relative '/'-separated paths (no node:path: its separators and '..' rules differ).
import { sep } from 'node:path';
/** Returns the native path `p` with '/' separators. */
export function toPosix(p) {
    return sep === '/' ? p : p.split(sep).join('/');
}
/** Returns the directory part of a repo-relative path ('' for a top-level file). */
export function dirOf(path) {
    const i = path.lastIndexOf('/');
    return i < 0 ? '' : path.slice(0, i);
}
/** Returns `dir/rel` normalized ('.' and '..' folded), or null when it climbs above the root. */
export function joinRel(dir, rel) {
    const parts = dir ? dir.split('/') : [];
    for (const seg of rel.split('/')) {
        if (seg === '' || seg === '.')
            continue;
        if (seg === '..') {
            if (parts.length === 0 || parts[parts.length - 1] === '..') {
                if (!dir.startsWith('..') && !dir.startsWith('/'))
                    return null;
                parts.push('..');
            }
            else
                parts.pop();
        }
        else
            parts.push(seg);
    }
    const out = parts.join('/');
    return dir.startsWith('/') ? `/${out.replace(/^\/+/, '')}` : out;
}
