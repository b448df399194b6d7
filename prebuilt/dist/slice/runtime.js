/**
 * The code a user actually runs. JavaScript packages ship the same source several times (a CommonJS build, an ESM
 * build, browser and minified bundles), so a message's literal often matches in four files of one package, and only
 * one of them is what the user's `require()` loaded. That one is reachable over the import graph from the project's
 * own code (through its import of the package), or, in a package's own checkout, from the entry points its
 * package.json declares. Matches elsewhere in the same package weigh less.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryFiles } from '../deps/compose.js';
/** Weight of a literal match in a file of a package (or checkout) whose runtime files are known, outside them. */
export const OFF_RUNTIME_WEIGHT = 0.3;
/**
 * Returns a weight per path: OFF_RUNTIME_WEIGHT for a JS/TS file of a package (or of the repository itself, when its
 * package.json names an entry) that the runtime files do not include, 1 otherwise; undefined when nothing is known.
 */
export function runtimeWeight(index, graph, packageOf) {
    const sources = [];
    // The project's own code, when packages take part.
    if (packageOf)
        index.files.forEach((f, id) => { if (f.lang !== 'other' && !packageOf(id))
            sources.push(id); });
    // The repository's own entry points (a package's checkout).
    const own = ownEntries(index);
    sources.push(...own);
    if (!sources.length)
        return undefined;
    const reach = graph.reach(sources, { excludeKinds: ['type-only', 'type-checking'] });
    const runtime = new Uint8Array(index.files.length);
    for (const id of reach.order)
        runtime[id] = 1;
    for (const id of sources)
        runtime[id] = 1;
    // Scopes whose runtime is known: packages with a reached file, and the repository itself when it has an entry.
    const known = new Set();
    index.files.forEach((_, id) => {
        if (!runtime[id])
            return;
        const p = packageOf?.(id);
        if (p)
            known.add(p.prefix);
    });
    const rootKnown = own.length > 0;
    return (path) => {
        if (!/\.[cm]?[jt]sx?$/.test(path))
            return 1;
        const id = index.fileId(path);
        if (id === undefined || runtime[id])
            return 1;
        const p = packageOf?.(id);
        return (p ? known.has(p.prefix) : rootKnown) ? OFF_RUNTIME_WEIGHT : 1;
    };
}
/** Returns the file ids of the repository's own package.json entries (a JS package's checkout), every runtime condition. */
function ownEntries(index) {
    let manifest;
    try {
        manifest = JSON.parse(readFileSync(join(index.root, 'package.json'), 'utf8'));
    }
    catch {
        return [];
    }
    const name = typeof manifest.name === 'string' ? manifest.name : '';
    if (!name)
        return [];
    return entryFiles({ ecosystem: 'npm', name, version: '', root: index.root, modules: [name], where: 'checkout', hasSources: true }, index, name);
}
