/** Names projects give to a folder of copied third-party code. */
const VENDOR_NAME = /^(?:_?vendor(?:ed)?|_?externs?|_?externals|third[_-]?party|packages)$/;
/** A cheap test before splitting a path: it may hold such a folder. */
const VENDOR_HINT = /vendor|extern|third|packages/;
const cache = new WeakMap();
/**
 * Returns the vendored copies of the index: the folders and modules (repository-relative, no trailing slash) whose
 * files are vendored, computed once per index object. Empty for most repositories, which have no folder of such a
 * name.
 */
export function vendoredDirs(index) {
    let copies = cache.get(index);
    if (copies)
        return copies;
    // Each file under a vendor-named folder: the copies it may belong to, as [vendor folder, its child] (nested vendor
    // folders give several).
    const unitsOf = new Map();
    const under = new Uint8Array(index.files.length);
    index.files.forEach((f, id) => {
        if (!VENDOR_HINT.test(f.path) || f.path.startsWith('/'))
            return;
        const parts = f.path.split('/');
        for (let k = 1; k < parts.length - 1; k++) {
            if (!VENDOR_NAME.test(parts[k]))
                continue;
            const l = unitsOf.get(id) ?? [];
            l.push([parts.slice(0, k + 1).join('/'), parts.slice(0, k + 2).join('/')]);
            unitsOf.set(id, l);
            under[id] = 1;
        }
    });
    const found = new Set();
    if (unitsOf.size) {
        // Self-contained: a copy is dropped as soon as one of its files imports a repository file outside its folder.
        const open = new Set();
        const from = index.edgeFrom;
        for (let e = 0; e < from.length; e++) {
            if (!under[from[e]])
                continue;
            const units = unitsOf.get(from[e]);
            const to = index.files[index.edgeTo[e]].path;
            if (to.startsWith('/'))
                continue; // an installed package's file (absolute path): outside the repository
            for (const [dir, unit] of units)
                if (!to.startsWith(`${dir}/`))
                    open.add(unit);
        }
        for (const units of unitsOf.values())
            for (const [, unit] of units)
                if (!open.has(unit))
                    found.add(unit);
    }
    copies = found;
    cache.set(index, copies);
    return copies;
}
/** Returns true when `path` lies in a vendored copy of the index (see vendoredDirs). */
export function isVendored(index, path) {
    const copies = vendoredDirs(index);
    if (!copies.size)
        return false;
    for (const c of copies)
        if (path === c || path.startsWith(`${c}/`))
            return true;
    return false;
}
