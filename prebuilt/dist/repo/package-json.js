// package.json reading for module resolution: name, main/module/types, `exports` and `imports` maps.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dirOf } from './paths.js';
/** Conditions tried in order when an `exports`/`imports` entry is a condition map. */
export const CONDITIONS = ['types', 'source', 'import', 'module', 'node', 'require', 'default', 'browser'];
/** Returns the package.json files of the index as PackageInfo, keyed by directory. Malformed files are warned and skipped. */
export function readPackages(root, files, warn) {
    const out = new Map();
    for (const f of files) {
        if (f !== 'package.json' && !f.endsWith('/package.json'))
            continue;
        try {
            const j = JSON.parse(readFileSync(join(root, f), 'utf8'));
            const str = (k) => (typeof j[k] === 'string' ? j[k] : undefined);
            out.set(dirOf(f), { dir: dirOf(f), name: str('name'), main: str('main'), module: str('module'), types: str('types') ?? str('typings'), source: str('source'), exports: j.exports, imports: j.imports });
        }
        catch (err) {
            warn(`${f}: cannot parse package.json (${err.message}); ignored for resolution`);
        }
    }
    return out;
}
function pick(target, star) {
    if (typeof target === 'string')
        return [target.replace(/\*/g, star)];
    if (Array.isArray(target))
        return target.flatMap((t) => pick(t, star));
    if (target && typeof target === 'object') {
        const out = [];
        const obj = target;
        for (const c of CONDITIONS)
            if (c in obj)
                out.push(...pick(obj[c], star));
        return out;
    }
    return [];
}
/** Returns candidate targets ('./…', relative to the package dir) of `sub` ('.' or './x') in an exports/imports map. */
export function mapEntries(map, sub) {
    if (map === undefined || map === null)
        return [];
    if (typeof map === 'string' || Array.isArray(map))
        return sub === '.' ? pick(map, '') : [];
    const obj = map;
    const keys = Object.keys(obj);
    if (keys.length && !keys.some((k) => k.startsWith('.') || k.startsWith('#')))
        return sub === '.' ? pick(obj, '') : [];
    if (sub in obj)
        return pick(obj[sub], '');
    let best = null;
    for (const k of keys) {
        const i = k.indexOf('*');
        if (i < 0)
            continue;
        const pre = k.slice(0, i), post = k.slice(i + 1);
        if (sub.startsWith(pre) && sub.endsWith(post) && sub.length >= pre.length + post.length && (best === null || pre.length > best.indexOf('*')))
            best = k;
    }
    if (best === null)
        return [];
    const i = best.indexOf('*');
    return pick(obj[best], sub.slice(i, sub.length - (best.length - i - 1)));
}
